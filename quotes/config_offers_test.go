package quotes

import (
	"strings"
	"testing"
)

// The same GPU priced several ways by the configuration chosen with it
// (issue 23, configuration offers): each configuration's terms and the
// seller behind the mail are read as a careful reader would.

// CG0001-CG0002: 年签 (signed for a year) beside a line's price is a year's
// commitment, as 包年 is (8760 h, not 12 × 720); 半年签 stays half a year.
func TestYearSignedTerm(t *testing.T) {
	text := "【某某算力 小陈】本周资源\n\n" +
		"1、L40S 48G 8卡 带RoCE 现货2台 1.9w/台/月 年签\n" +
		"2、A100 40G PCIe 8卡 不带RoCE 现货1台 1.6w/台/月 半年签\n"
	res, err := Read("chat.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]float64{3: 8760, 4: 4320}
	for _, q := range res.Quotes {
		w, ok := want[q.SourceRow]
		if !ok {
			continue
		}
		delete(want, q.SourceRow)
		if q.MinHours == nil || *q.MinHours != w {
			t.Errorf("line %d (%s): min_hours %v, want %v", q.SourceRow, q.GPU, q.MinHours, w)
		}
	}
	for row := range want {
		t.Errorf("line %d: no quote", row)
	}
}

// CG0003-CG0006: a price cell saying the price comes only after the seller
// has assessed the buyer's site (需评估…, 勘察后报价) is no price, even where
// the cell holds a figure of that site (its power, its weight): refused at
// the cell, never read as the figure.
func TestAssessmentFirstNoPrice(t *testing.T) {
	for _, in := range []string{
		"需评估机房承重（每柜1.5吨）后确定",
		"现场勘察后报价（约20kW/柜）",
		"机位勘查后报价，预计3周",
	} {
		if pc, err := parsePriceCell(in); err == nil {
			t.Errorf("%q read as a price %v", in, pc.value)
		} else if !strings.Contains(err.Error(), "面议") && !strings.Contains(err.Error(), "negotiable") {
			t.Errorf("%q: %v, want it refused as negotiable", in, err)
		}
	}
	for _, in := range []string{"评估版 3.2元/卡/时", "1.8万/台/月"} {
		if _, err := parsePriceCell(in); err != nil {
			t.Errorf("%q refused: %v", in, err)
		}
	}
}

// A mail's sender signs with a name on a line of its own and the company on
// the next ("孟凡\n贵阳天穹算力科技有限公司  西南大区"): the vendor is the
// company, never the salesperson of the from line.
func TestSignatureCompanyUnderName(t *testing.T) {
	text := "主题：回复：多机训练配置报价\n" +
		"发件人：孟凡 <mengfan@tianqiong-ai.cn>\n" +
		"收件人：采购部 <buy@example.cn>\n\n" +
		"您好，按两种组网各报一版：\n\n" +
		"组网A：4台 L40S 8卡，RoCE 100G×2，1.45万/台/月，合同期6个月起。\n" +
		"组网B：4台 L40S 8卡，25G以太网，1.3万/台/月，合同期3个月起。\n\n" +
		"孟凡\n" +
		"贵阳天穹算力科技有限公司  西南大区\n" +
		"手机：139 0000 1234\n"
	res, err := Read("mail.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2", len(res.Quotes))
	}
	for _, q := range res.Quotes {
		if q.Vendor != "贵阳天穹算力科技有限公司" {
			t.Errorf("line %d: vendor %q, want the signature's company", q.SourceRow, q.Vendor)
		}
	}
}

// CG-COL-BUILDUP: a price built up in the table (机器月租 + 网络费 + 存储费 =
// 合计) is offered as its total; the base it starts from is a part of it, no
// offer of its own, where on every row the total is the base plus fee
// columns of that row. A total that is not such a sum keeps both prices.
func TestBuildUpTotalIsTheOffer(t *testing.T) {
	csv := "天穹算力科技有限公司 组网配置报价\n" +
		"方案,GPU,台数,裸机月租(元/台/月),网络,网络费,存储费,合计月租金(元/台/月),合同期\n" +
		"配置一,L40S 48G 8卡,2,13000,25G以太网,0,0,13000,1个月\n" +
		"配置二,L40S 48G 8卡,4,13000,RoCE 100G,1500,0,14500,6个月\n" +
		"配置三,A100 80G SXM 8卡,4,30000,IB HDR,4000,1200,35200,12个月\n"
	res, err := Read("buildup.csv", []byte(csv))
	if err != nil {
		t.Fatal(err)
	}
	got := map[float64]bool{}
	for _, q := range res.Quotes {
		got[q.Price] = true
	}
	if len(res.Quotes) != 3 || !got[13000] || !got[14500] || !got[35200] {
		var ps []float64
		for _, q := range res.Quotes {
			ps = append(ps, q.Price)
		}
		t.Errorf("prices %v, want the three totals 13000, 14500, 35200", ps)
	}
	// the second price is no sum of the first and a fee: both stay offers
	csv2 := "天穹算力科技有限公司 组网配置报价\n" +
		"方案,GPU,裸机月租(元/台/月),网络费,合计月租金(元/台/月)\n" +
		"配置一,L40S 48G 8卡,13000,0,12500\n" +
		"配置二,L40S 48G 8卡,13500,1500,14800\n"
	res, err = Read("nobuildup.csv", []byte(csv2))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 4 {
		t.Errorf("%d quotes, want both prices of each row kept", len(res.Quotes))
	}
}
