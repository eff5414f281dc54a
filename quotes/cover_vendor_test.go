package quotes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// A cover sheet that names a registered company outranks the table title's
// site name ("…算力园 资源报价表").
func TestCoverCompanyOutranksSiteTitle(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "首页")
	f.NewSheet("价格")
	f.SetSheetRow("首页", "A1", &[]any{"青川算力服务（宁夏）有限公司"})
	f.SetSheetRow("首页", "A3", &[]any{"机柜租赁 报价函"})
	f.SetSheetRow("价格", "A1", &[]any{"中卫算力园 GPU资源报价表"})
	f.SetSheetRow("价格", "A2", &[]any{"GPU型号", "单机卡数", "单价", "单位"})
	f.SetSheetRow("价格", "A3", &[]any{"A800 80G", 8, 5.1, "元/卡/时"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("quote.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Vendor != "青川算力服务（宁夏）有限公司" {
		t.Fatalf("vendor %q %v", q.Vendor, q.Warnings)
	}
}

// A cover line naming who the quote is for ("报价对象：…有限公司") does not
// outrank the title.
func TestCoverRecipientIsNoVendor(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "首页")
	f.NewSheet("价格")
	f.SetSheetRow("首页", "A1", &[]any{"报价对象：星海科技有限公司"})
	f.SetSheetRow("价格", "A1", &[]any{"中卫算力园 GPU资源报价表"})
	f.SetSheetRow("价格", "A2", &[]any{"GPU型号", "单机卡数", "单价", "单位"})
	f.SetSheetRow("价格", "A3", &[]any{"A800 80G", 8, 5.1, "元/卡/时"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("quote.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || strings.Contains(res.Quotes[0].Vendor, "星海") {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// A cover line that labels the vendor outranks a title's site name too.
func TestLabelledCoverOutranksSiteTitle(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "说明")
	f.NewSheet("明细")
	f.SetSheetRow("说明", "A1", &[]any{"服务商：北冥算力"})
	f.SetSheetRow("明细", "A1", &[]any{"庆阳算力中心 GPU服务器报价"})
	f.SetSheetRow("明细", "A2", &[]any{"GPU型号", "单机卡数", "单价", "单位"})
	f.SetSheetRow("明细", "A3", &[]any{"H20 96G", 8, 4.6, "元/卡/时"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("quote.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "北冥算力" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// A letter's salutation ("成都某某科技有限公司：" alone on its line) names
// the addressee, the buyer: the vendor is the sender its title names.
func TestSalutationIsTheBuyer(t *testing.T) {
	if !buyerParty("成都某某科技有限公司：") || buyerParty("温江智算中心 算力资源分配通知") || buyerParty("供应商：") {
		t.Fatal("salutation read wrong")
	}
	res := readCSV(t, "notice.csv",
		"温江智算中心 算力资源分配通知",
		"成都某某科技有限公司：",
		"资源型号,每台卡数,分配单价",
		"A800 SXM 80G,8,4.9万元/台/月")
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "温江智算中心" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}
