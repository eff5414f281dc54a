package quotes

import (
	"slices"
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
		"机房承重评估后报价（每柜1.5吨）",
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

// CG-COL-BUILDUP near misses (review findings 1-4): the total is the offer
// only where the file says the package is what is paid. A note naming the
// base, an optional (可选/选配/参考) fee, a part priced once (押金, 安装费) or a
// total of another period keeps both prices, as before the rule, or the base.
func TestBuildUpNearMisses(t *testing.T) {
	prices := func(name, csv string) map[float64]int {
		t.Helper()
		res, err := Read(name, []byte(csv))
		if err != nil {
			t.Fatal(err)
		}
		got := map[float64]int{}
		for _, q := range res.Quotes {
			got[q.Price]++
		}
		return got
	}
	// finding 1: a note names the base the offer
	got := prices("note.csv", "青羊算力有限公司 整机报价\n"+
		"GPU,台数,整机月租(元/台/月),RoCE网络费,合计月租(元/台/月),租期\n"+
		"L40S 48G 8卡,2,13000,1500,14500,6个月\n"+
		"A100 80G SXM 8卡,2,30000,4000,34000,3个月\n"+
		"备注：价格以“整机月租”列为准，网络费另签协议。\n")
	if got[13000] != 1 || got[30000] != 1 {
		t.Errorf("note naming the base: prices %v, want the base 13000 and 30000", got)
	}
	// findings 2, 3: an optional fee: both prices stay
	for _, mark := range []string{"可选", "选配", "参考"} {
		got = prices("opt.csv", "青羊算力有限公司 整机报价\n"+
			"GPU,台数,整机月租(元/台/月),RoCE网络费("+mark+"),合计月租(元/台/月),租期\n"+
			"L40S 48G 8卡,2,13000,1500,14500,6个月\n"+
			"A100 80G SXM 8卡,2,30000,4000,34000,3个月\n")
		if got[13000] != 1 || got[30000] != 1 || got[14500] != 1 || got[34000] != 1 {
			t.Errorf("fee %s: prices %v, want base and total both kept", mark, got)
		}
	}
	// finding 4: a deposit and a first payment: the monthly rent the offer
	got = prices("deposit.csv", "青羊算力有限公司 报价单\n"+
		"GPU,台数,月租(元/台/月),押金(元/台),首期合计(元/台),租期\n"+
		"L40S 48G 8卡,2,13000,13000,26000,3个月\n"+
		"A100 80G SXM 8卡,3,30000,30000,60000,1个月\n")
	if got[13000] != 1 || got[30000] != 1 {
		t.Errorf("deposit: prices %v, want the monthly rents 13000 and 30000", got)
	}
}

// Review findings 5, 6, 9: only a phrase saying the price comes after the
// assessment (评估后报价, 勘察后报价) refuses a priced piece; an assessment
// beside a price ("上架前需评估机柜功率", "勘察后7天上架") leaves the price. A
// cell whose only figures are of the site (10.2kW, 1.5吨) is no price.
func TestAssessmentBesidePrice(t *testing.T) {
	for in, want := range map[string]float64{
		"42,000（上门部署需评估机柜承重）": 42000,
		"3.1w/台/月 上架前需评估机房功率": 31000,
		"2.4w/台/月 勘察后5天交付":    24000,
		"2.2w/台/月 勘查后两周上架":    22000,
	} {
		pc, err := parsePriceCell(in)
		if err != nil {
			t.Errorf("%q refused: %v", in, err)
		} else if pc.value != want {
			t.Errorf("%q read as %v, want %v", in, pc.value, want)
		}
	}
	for _, in := range []string{"按客户机房供电（单机柜8.5kW）另议", "视场地承重（2吨/柜）另行确定"} {
		if pc, err := parsePriceCell(in); err == nil {
			t.Errorf("%q read as a price %v", in, pc.value)
		}
	}
	text := "【某某算力 小周】本周机器\n\n" +
		"1、H800 80G SXM 8卡 5.1w/台/月 上架前需评估机柜功率\n" +
		"2、H20 96G 8卡 2.7w/台/月 勘察后5天上架\n"
	res, err := Read("chat.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	got := map[float64]bool{}
	for _, q := range res.Quotes {
		got[q.Price] = true
	}
	// the line whose days read as a second figure is at least reported, never lost
	if !got[51000] || !got[27000] && !slices.ContainsFunc(res.Problems, func(p Problem) bool { return p.Row == 4 }) {
		t.Errorf("prices %v, problems %v: want 51000, and 27000 or line 4 reported", got, res.Problems)
	}
}

// Review findings 7, 8: 三年签 is three years, never the one year of 年签;
// 年签 in a contract column is no billing mode of the column (no month's
// commitment from the 月租 header on a 年签 row).
func TestSignedTermNearMisses(t *testing.T) {
	text := "【某某算力 小陈】本周资源\n\n" +
		"1、L40S 48G 8卡 现货2台 1.9w/台/月 三年签\n"
	res, err := Read("chat.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		if q.MinHours != nil && *q.MinHours == 8760 {
			t.Errorf("三年签 read as one year")
		}
	}
	csv := "青羊算力有限公司 报价\n" +
		"GPU,台数,月租(元/台/月),签约\n" +
		"A100 80G SXM 8卡,2,30000,年签\n" +
		"L40S 48G 8卡,2,13000,半年签\n" +
		"H20 96G 8卡,2,26000,月付\n"
	res, err = Read("contract.csv", []byte(csv))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		if q.Price != 26000 && q.MinHours != nil && *q.MinHours == 720 {
			t.Errorf("%v a month's commitment on a signed row", q.Price)
		}
	}
}

// CG-COL-BUILDUP, stop 46: a base header that names no unit (基础月租（裸机）)
// is the total's basis, a title's "按所选配置" (CG0031 buildup_optional_not)
// names no optional part, and a note naming the total's word (合计月租为…整机
// 月租: 月租 is both headers') names no base: the total is the offer.
func TestBuildUpBaseWithoutUnit(t *testing.T) {
	csv := "锦官算力有限公司 报价单（按所选配置）\n" +
		"方案,GPU,台数,基础月租（裸机）,网络费,运维费,合计月租（元/台/月）\n" +
		"方案A,H800 80G SXM ×8,2,52000,0,0,52000\n" +
		"方案B,H800 80G SXM ×8,8,52000,9000,3000,64000\n" +
		"说明：合计月租为所选配置下的整机月租，网络费、运维费均按台计入\n"
	res, err := Read("buildup3.csv", []byte(csv))
	if err != nil {
		t.Fatal(err)
	}
	var ps []float64
	for _, q := range res.Quotes {
		ps = append(ps, q.Price)
	}
	if !slices.Equal(ps, []float64{52000, 64000}) {
		t.Errorf("prices %v, want the totals 52000 and 64000 alone", ps)
	}
	if !optionalPart(norm("网络费（选配）")) || optionalPart(norm("报价单（按所选配置）")) {
		t.Error("选配 of an optional fee, or of 所选配置, misread")
	}
}
