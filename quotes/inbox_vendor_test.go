package quotes

import (
	"strings"
	"testing"
)

// VN0001: a title row whose later cell is an export's stamp ("生成时间：2027-01-05
// 08:00:00") still names the brand at its head; the date is no phone number.
func TestTitleWithDateStampNamesBrand(t *testing.T) {
	for line, want := range map[string]string{
		"栖霞云 GPU实例 价格导出 生成时间：2027-01-05 08:00:00": "栖霞云",
		"峨眉智算 价目表 更新时间：2027/1/5":                  "峨眉智算",
		"栖霞云 报价 联系电话：028-8888 6666":               "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
}

// VN0002: an English company with its registered ending before a title's dash.
func TestRegisteredLatinNameBeforeDash(t *testing.T) {
	for line, want := range map[string]string{
		"Harbour Arc Compute Pte. Ltd. - GPU Rate Card (valid to 30 Jun 2027)": "Harbour Arc Compute Pte. Ltd.",
		"Nordfjell Data Inc. – Pricing for Q1, all prices excl. VAT":           "Nordfjell Data Inc.",
		"GPU Pricing - updated 2027-01-05":                                     "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
}

// VN0003: the machine's words before a line's first price belong to every
// price of that GPU; a clause of the machine, then a price to come, is pending.
func TestLeadingSpecOfProseLine(t *testing.T) {
	for in, want := range map[string][2]string{
		"48g 4卡机 2.1/卡/时":  {"48g 4卡机", "2.1/卡/时"},
		"8卡 价格待定":          {"8卡", "价格待定"},
		"8卡机 按量1.75一张卡一小时": {"8卡机", "按量1.75一张卡一小时"},
		"包月9500/台":         {"", "包月9500/台"},
		"80g 1.9/卡/时":      {"", "80g 1.9/卡/时"},
	} {
		lead, rest := leadingSpec(in)
		if lead != want[0] || lead != "" && rest != want[1] {
			t.Errorf("leadingSpec(%q) = %q, %q; want %q, %q", in, lead, rest, want[0], want[1])
		}
	}
	_, offers := proseOffers(norm("【L40S 48G】4卡机 2.1/卡/时，包月5800/台"))
	if len(offers) != 1 {
		t.Fatalf("offers: %d", len(offers))
	}
	if !pendingPiece("4卡 报价待定") {
		t.Errorf("4卡 报价待定: no price still to come read")
	}
}

func FuzzLeadingSpec(f *testing.F) {
	for _, s := range []string{"24g 8卡机 1.68/卡/时", "8卡 报价待定", "8卡机 按量1.75一张卡一小时", "", " ", "8卡"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lead, rest := leadingSpec(s)
		if lead == "" && rest != s {
			t.Fatalf("no lead but rest changed: %q", rest)
		}
		if lead != "" && rest == "" {
			t.Fatalf("lead %q leaves nothing", lead)
		}
	})
}

// VN0003 takes one card count: a plan after it stays the price's.
func TestLeadingSpecTakesOneCount(t *testing.T) {
	if lead, rest := leadingSpec("4卡主機 單卡月租 nt$4.2萬/卡"); lead != "4卡主機" || rest != "單卡月租 nt$4.2萬/卡" {
		t.Errorf("got %q, %q", lead, rest)
	}
}

// VN0004: a "host" column of machines' host names is no vendor; the comment
// line names the seller. A host column of names stays the vendor.
func TestHostNameColumnIsNoVendor(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"# 岷江智算 机器清单", "host,gpu_name,gpu_num,price_card_hour", "mj-h800-01,NVIDIA H800 PCIe,8,6.8", "mj-a10-02,NVIDIA A10,4,0.9", "mj-l20-11,NVIDIA L20,8,2.2"}, "岷江智算"},
		{[]string{"host,gpu,unit,price", "Northwind Cloud,H100 SXM,per GPU-hour,2.55", "Orchid Compute,RTX 4090,per GPU-hour,0.40"}, "Northwind Cloud"},
	} {
		res, err := Read("g.csv", csvOf(c.lines...))
		if err != nil || len(res.Quotes) == 0 {
			t.Fatalf("%v %+v", err, res.Problems)
		}
		if v := res.Quotes[0].Vendor; v != c.want {
			t.Errorf("vendor %q, want %q", v, c.want)
		}
	}
}

// VN0101-0107, VN0201-0214: a handler's column naming the company before the
// handler's team; the customer's column names no vendor.
func TestHandlerColumnNamesSeller(t *testing.T) {
	res, err := Read("tickets.csv", csvOf("工单号,提交人,处理人,GPU型号,卡数/台,报价,计费单位",
		"T-1,客户-王老师,刘洋（岷江算力售后）,L20,8,2.2,元/卡/时",
		"T-2,客户-张同学,刘洋（岷江算力售后）,RTX 4090,8,1.7,元/卡/时"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%v %+v", err, res.Problems)
	}
	if v := res.Quotes[0].Vendor; v != "岷江算力" {
		t.Errorf("vendor %q, want 岷江算力", v)
	}
	for in, want := range map[string]string{"刘洋（岷江算力售后）": "岷江算力", "客户-王老师": "", "王敏(蜀云汇算力科技)": "蜀云汇算力科技", "李老师（蓉城智算客服）": "蓉城智算", "客户-李老师（蓉城智算客服）": ""} {
		if got := contactCompany(in); got != want {
			t.Errorf("contactCompany(%q) = %q, want %q", in, got, want)
		}
	}
}

// VN0301-0307: a writer introducing himself as the company's staff.
func TestSelfIntroductionNamesSeller(t *testing.T) {
	for line, want := range map[string]string{
		"我是岷江算力运维这边的小张，价格如下": "岷江算力",
		"您好，我们是峨眉智算的销售小李。":   "峨眉智算",
		"我是小王的同事，帮他转一下":      "",
		"我是采购部的刘洋":           "",
	} {
		if got := introVendor(line); got != want {
			t.Errorf("introVendor(%q) = %q, want %q", line, got, want)
		}
	}
}

// VN0005: a comment line signed in its last clause, company then team.
func TestCommentSignedInLastClause(t *testing.T) {
	v, _ := signedVendor([]string{"# 价格由计费系统同步，单位见 UNIT 列；岷江算力 运维 张 2027-01-05"})
	if v != "岷江算力" {
		t.Errorf("signedVendor = %q", v)
	}
	if v, _ := signedVendor([]string{"价格含税；下周再议。"}); v != "" {
		t.Errorf("signedVendor = %q, want none", v)
	}
}

// VN0401-0408: a clause supposing another tax term states none.
func TestTaxConditionClause(t *testing.T) {
	for in, want := range map[string]string{
		"以上都含税，不含税的话还能再便宜一点": "含税",
		"价格不含税，如需含税请加6%":     "不含税",
		"不含税":                "不含税",
		"如需开票另加税点，不含税的话按此价":  "",
	} {
		_, got := taxIn(norm(in))
		if got != want {
			t.Errorf("taxIn(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzIntroVendor(f *testing.F) {
	for _, s := range []string{"我是岷江算力运维这边的小张", "我们是峨眉智算的销售小李。", "我是", "的的的", "我是蓉城智算的采购小王", "陈涛（青城算力技术支持）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if v := introVendor(s); v != "" && !strings.Contains(narrow(s), v) {
			t.Fatalf("introVendor(%q) = %q, not in the line", s, v)
		}
		if name, cut := trimStaffRole(s); !cut && name != strings.TrimSpace(s) {
			t.Fatalf("trimStaffRole(%q) changed %q without a cut", s, name)
		}
		_ = contactCompany(s)
	})
}
