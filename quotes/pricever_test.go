package quotes

import (
	"fmt"
	"testing"
)

// Only the current price column is read as prices: a column marked void
// stays text, versions side by side read the one marked final, and
// versions none marked final are held for review.
func TestPriceColumnsNotCurrent(t *testing.T) {
	res := readCSV(t, "v.csv",
		"青岚计算 报价单",
		"型号,单机卡数,第一版报价(元/卡/时),第二版报价(元/卡/时),最终报价(元/卡/时)",
		"H100 80G SXM,8,15.0,14.2,13.9",
		"A100 80G SXM,8,7.5,7.1,6.8",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("versions: %d quotes %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPU == "H100-80G-SXM" && q.Price != 13.9 || q.GPU == "A100-80G-SXM" && q.Price != 6.8 {
			t.Errorf("%s read %v, want the final version", q.GPU, q.Price)
		}
		if len(q.ReviewReasons) != 0 {
			t.Errorf("%s held for review: %v", q.GPU, q.ReviewReasons)
		}
	}
	res = readCSV(t, "s.csv",
		"青岚计算 报价单",
		"型号,单机卡数,单价(元/卡/时) 已作废,新单价(元/卡/时)",
		"H100 80G SXM,8,15.0,13.9",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 13.9 {
		t.Fatalf("void column: %+v %v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "u.csv",
		"青岚计算 报价单",
		"型号,单机卡数,v1 报价(元/卡/时),v2 报价(元/卡/时)",
		"H100 80G SXM,8,15.0,14.2",
	)
	for _, q := range res.Quotes {
		if len(q.ReviewReasons) == 0 {
			t.Errorf("versions with none final stored without review: %v", q.Price)
		}
	}
}

func FuzzPriceVersionHeaders(f *testing.F) {
	f.Add("v1 报价", "v2 报价", "终版 Final")
	f.Add("原价(已作废)", "现价", "")
	f.Add("Old rate", "New rate", "withdrawn")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		l := &layout{byField: map[string]int{}}
		vals := [][]string{}
		for i, h := range []string{a, b, c} {
			l.cols = append(l.cols, colMap{col: i, header: h, field: fPrice, altOf: -1})
			vals = append(vals, []string{"12.5", "8.8"})
		}
		rev := currentPriceColumns(l, vals)
		n := 0
		for _, cm := range l.cols {
			if cm.field == fPrice && reVersionHdr.MatchString(norm(cm.header)) && !reStaleHeader.MatchString(norm(cm.header)) {
				n++
			}
		}
		if rev == nil && n > 1 {
			t.Fatalf("%q %q %q: %d version columns read as prices without review", a, b, c, n)
		}
	})
}

// Versions none marked final, and a line saying which one counts: that
// one is read, with the line quoted, and nothing waits for review.
func TestPriceVersionChosenByNote(t *testing.T) {
	res := readCSV(t, "n.csv",
		"青岚计算 报价单",
		"型号,单机卡数,v1 报价(元/卡/时),v2 报价(元/卡/时)",
		"H100 80G SXM,8,15.0,14.2",
		"A100 80G SXM,8,7.5,7.1",
		"",
		"说明：两轮报价以v2为准。",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPU == "H100-80G-SXM" && q.Price != 14.2 || q.GPU == "A100-80G-SXM" && q.Price != 7.1 {
			t.Errorf("%s read %v, want v2", q.GPU, q.Price)
		}
		if len(q.ReviewReasons) != 0 {
			t.Errorf("%s held for review: %v", q.GPU, q.ReviewReasons)
		}
		// the trace names the note that chose and the version it overruled
		got := map[string]string{}
		for _, e := range q.Evidence {
			if e.Field == "price_version" {
				got[e.Rule+" "+e.Value] = fmt.Sprint(e.Chosen, " ", e.Why)
			}
		}
		if got["price_version.by_note v2 报价(元/卡/时)"] != "true " || got["price_version.column v1 报价(元/卡/时)"] != "false price_version.by_note" ||
			got["price_version.column v2 报价(元/卡/时)"] != "false " {
			t.Errorf("%s price version evidence: %v", q.GPU, got)
		}
	}
}

// A final price that says it is another version's ("同第二版") reads that
// column's price, and says so.
func TestFinalSameAsAnotherVersion(t *testing.T) {
	res := readCSV(t, "same.csv",
		"青岚计算 报价单",
		"型号,单机卡数,第一版报价(元/卡/时),第二版报价(元/卡/时),最终报价(元/卡/时)",
		"H100 80G SXM,8,15.0,14.2,同第二版",
		"A100 80G SXM,8,7.5,7.1,见v9",
	)
	var h100 *Quote
	for i := range res.Quotes {
		if res.Quotes[i].GPU == "H100-80G-SXM" {
			h100 = &res.Quotes[i]
		}
		if res.Quotes[i].GPU == "A100-80G-SXM" {
			t.Errorf("A100 stored from a reference to no column: %v", res.Quotes[i].Price)
		}
	}
	if h100 == nil || h100.Price != 14.2 || h100.PriceText != "同第二版" {
		t.Fatalf("H100: %+v %v", h100, res.Problems)
	}
}

func FuzzSameAsColumn(f *testing.F) {
	for _, s := range []string{"同v2", "见首轮报价", "same as v1 price", "同", "同同v2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := &rowBuild{r: rowIn{extra: map[string]string{"v1 报价": "15.0", "v2 报价": "同v1", "备注": s}}}
		if h, txt, ok := b.sameAsColumn(s, ""); ok {
			if pc, err := parsePriceCell(txt); err != nil || !(pc.value > 0) || h == "" {
				t.Fatalf("%q -> %q %q", s, h, txt)
			}
		}
	})
}
