package quotes

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Tests for the ordinary inboxes (issue 23, sets 83/84's class), in invented
// rows: a vendor column naming where the capacity comes from is not the
// seller when the file says who signs or sells (ED0001-0050); a form word in
// any cell of the row decides the card's form (formFromSpec).

// A note naming who signs (签约主体为…, 由…签约, Contracting party: …)
// makes that party the vendor over a 资源方 column or a column of sites.
func TestSigningPartyOverSourceColumn(t *testing.T) {
	for _, note := range []string{
		"说明：以上价格为青羊算力代理价，签约主体为青羊算力。",
		"备注：统一由青羊算力签约开票",
		"合同主体：青羊算力",
	} {
		for _, header := range []string{"资源方", "资源池", "供应来源", "数据中心"} {
			res := readCSV(t, "broker.csv",
				"某某资源清单 2027-03",
				header+",GPU,每台卡数,价格,单位",
				"星桥云,A100 PCIe 40G,8,3.2,元/卡/时",
				"岷江智算,L40S 48G,8,2.4,元/卡/时",
				"",
				note,
			)
			if len(res.Quotes) != 2 {
				t.Fatalf("%s/%s: quotes %d, problems %+v", note, header, len(res.Quotes), res.Problems)
			}
			for _, q := range res.Quotes {
				if q.Vendor != "青羊算力" || !hasKey(q, "import.warn.vendor_not_upstream") {
					t.Errorf("%s/%s row %d: vendor %q warnings %+v, want 青羊算力 warned", note, header, q.SourceRow, q.Vendor, q.Warnings)
				}
			}
		}
	}
	// a resale note naming the title's company, no signing line
	res := readCSV(t, "broker.csv",
		"成都青羊算力科技 资源清单",
		"资源方,GPU,每台卡数,价格,单位",
		"星桥云,A100 PCIe 40G,8,3.2,元/卡/时",
		"",
		"注：以上均为青羊算力代理价",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "成都青羊算力科技" {
		t.Errorf("resale note: %+v %+v", res.Quotes, res.Problems)
	}
	for in, want := range map[string]string{
		"签约主体为金沙算力；资源方不披露":                        "金沙算力",
		"Contracting party: Ridge GPU Ltd":        "Ridge GPU Ltd",
		"由金沙算力统一签约":                               "金沙算力",
		"签约主体为我司":                                 "",
		"Contracts are signed with Acme Compute.": "Acme Compute",
		"合同与金沙算力签订":                               "金沙算力",
		"由各资源方直接签约":                               "",
		"与上游签约":                                   "",
		"欢迎签约":                                    "",
	} {
		if got := signingParty(in); got != want {
			t.Errorf("signingParty(%q) = %q, want %q", in, got, want)
		}
	}
}

// A column whose cells all name sites (A机房(成都), DC-02) under a title
// naming a company: the title's company sells, the sites stay as text and
// are warned; with no seller named each site stored as a vendor is warned;
// a column of sellers (a broker's digest) still names the vendor.
func TestSiteColumnIsNoSeller(t *testing.T) {
	res := readCSV(t, "sites.csv",
		"成都锦城算力科技 可用资源",
		"资源方,GPU,每台卡数,价格,单位",
		"A机房(成都),A100 PCIe 40G,8,3.2,元/卡/时",
		"DC-02,L40S 48G,8,2.4,元/卡/时",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "成都锦城算力科技" || !hasKey(q, "import.warn.vendor_over_sites") {
			t.Errorf("row %d: vendor %q warnings %+v", q.SourceRow, q.Vendor, q.Warnings)
		}
	}
	bare := readCSV(t, "sites.csv",
		"资源方,GPU,每台卡数,价格,单位",
		"A机房(成都),A100 PCIe 40G,8,3.2,元/卡/时",
		"星桥云,L40S 48G,8,2.4,元/卡/时",
	)
	if len(bare.Quotes) != 2 {
		t.Fatalf("bare: quotes %d, problems %+v", len(bare.Quotes), bare.Problems)
	}
	if q := bare.Quotes[0]; q.Vendor != "A机房(成都)" || !hasKey(q, "import.warn.vendor_is_site") {
		t.Errorf("a site with no seller named: vendor %q warnings %+v", q.Vendor, q.Warnings)
	}
	if q := bare.Quotes[1]; q.Vendor != "星桥云" || hasKey(q, "import.warn.vendor_is_site") {
		t.Errorf("a seller: vendor %q warnings %+v", q.Vendor, q.Warnings)
	}
	for in, want := range map[string]bool{"A机房(成都)": true, "DC-03": true, "贵安数据中心": true, "IDC 3": true,
		"岷山算力（澄江云合作机房）": false, "星桥云": false, "成都天府数据中心有限公司": false, "Podium Cloud": false} {
		if siteName(in) != want {
			t.Errorf("siteName(%q) = %v, want %v", in, !want, want)
		}
	}
	// under a header naming the seller, a business's name ending in 机房 is a seller; a coded site is not
	for _, c := range []struct {
		v, h string
		want bool
	}{{"青羊云机房", "卖家", false}, {"青羊云机房", "资源方", true}, {"B机房(重庆)", "卖家", true}, {"3号机房", "供应商", true}, {"机房A", "供应商", true}, {"dc-02", "vendor", true}} {
		if siteCell(c.v, c.h) != c.want {
			t.Errorf("siteCell(%q, %q) = %v", c.v, c.h, !c.want)
		}
	}
}

// A form word in any cell of the row (说明: PCIe版, 备注: SXM5 模组) decides
// the card's form over the SXM default; one about another device (PCIe 4.0
// NVMe) or two forms decide nothing.
func TestFormWordInRowCell(t *testing.T) {
	read := func(note string) Quote {
		res := readCSV(t, "form.csv",
			"供应商,显卡,单台卡数,日租(元/卡/天),说明",
			"某某算力,A100 80G,8,150,"+note,
		)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: quotes %d, problems %+v", note, len(res.Quotes), res.Problems)
		}
		return res.Quotes[0]
	}
	for note, want := range map[string]string{
		"PCIe版":           "A100-80G-PCIe",
		"现货 PCIe 直通":      "A100-80G-PCIe",
		"SXM4 模组":         "A100-80G-SXM",
		"含 PCIe 4.0 NVMe": "A100-80G-SXM",
		"PCIe版/SXM版可选":    "A100-80G-SXM",
	} {
		q := read(note)
		if note == "PCIe版/SXM版可选" && q.IntraNode == IntraPCIe {
			t.Errorf("%s: an SXM card assumed with a PCIe link", note)
		}
		if q.GPU != want {
			t.Errorf("%s: gpu %s, want %s", note, q.GPU, want)
		}
		if want == "A100-80G-PCIe" && (q.IntraNode != IntraPCIe || !hasKey(q, "import.warn.gpu_form_from_spec")) {
			t.Errorf("%s: link %s warnings %+v", note, q.IntraNode, q.Warnings)
		}
	}
}

// A machine's card count, the machine and × a count ("8卡机 ×10") counts
// the machines (ED0051-0061); a × after a GPU alone counts its cards.
func TestMachinesTimesCount(t *testing.T) {
	for in, want := range map[string]string{
		"8卡机 ×10":              "10台",
		"8卡 x2台":               "2台",
		"8-gpu server x 4":     "4台",
		"a800 sxm 80g 8卡机 ×10": "10台",
		"a100 80g ×8":          "",
		"8卡":                   "",
	} {
		if got := machinesIn(norm(in)); got != want {
			t.Errorf("machinesIn(%q) = %q, want %q", in, got, want)
		}
	}
}

// A list's summary cut short after a whole machine count ("5台可用…")
// keeps the count; one cut after a figure ("每台每月 4…") or inside a
// price is still the cut clause.
func TestCutSummaryKeepsWholeCount(t *testing.T) {
	for in, want := range map[string][2]string{
		"A6000 48G 8卡 1.9元/卡时，5台可用…": {"A6000 48G 8卡 1.9元/卡时，5台可用", ""},
		"按月 2.6万/台，每台每月 4…":          {"按月 2.6万/台，", "每台每月 4…"},
		"按月 2.6万/台，现货 4…":            {"按月 2.6万/台，", "现货 4…"},
		"A100 80G，1.9元/卡…":           {"A100 80G，", "1.9元/卡…"},
	} {
		if w, c := cutShort(in); w != want[0] || c != want[1] {
			t.Errorf("cutShort(%q) = %q, %q, want %q, %q", in, w, c, want[0], want[1])
		}
	}
}

// FuzzSigningParty: the party a line names is always a part of the line as
// read (narrow), of 2 to 40 characters, never a word the sender uses of
// itself; siteName never panics on the same text.
func FuzzSigningParty(f *testing.F) {
	for _, s := range []string{"说明：价格为金牛算力代理价，签约主体为金牛算力；资源方名称不对外披露。", "由金沙算力统一签约开票", "Contracting party: Ridge GPU Ltd.", "签约主体为我司", "签约方：", "A机房(成都)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		_ = siteName(line)
		name := signingParty(line)
		if name == "" {
			return
		}
		if n := utf8.RuneCountInString(name); n < 2 || n > 40 || !strings.Contains(narrow(line), name) || selfWord(name) {
			t.Errorf("signingParty(%q) = %q", line, name)
		}
	})
}
