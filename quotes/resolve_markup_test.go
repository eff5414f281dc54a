package quotes

import (
	"testing"
	"unicode/utf8"
)

// A price cell that only raises another column's price by a share is that
// price in this column's unit, raised (SL0501 上浮, SL0506 +): warned and
// held for review. A cell that cannot name its base, or whose bases'
// units do not meet, is refused: its share is no price.
func TestMarkupOffBase(t *testing.T) {
	res := readCSV(t, "burst.csv",
		"供应商,GPU型号,单机卡数,保底单价(元/卡/月),弹性单价(元/卡/时)",
		"云丁,H20 96GB,8,3600,按保底单价折算卡时上浮30%",
		"云丁,L40S 48GB,8,3900,+20%",
		"云丁,RTX 4090,8,1250,2.6")
	want := map[int]float64{2: 3600.0 / 720 * 1.3, 3: 3900.0 / 720 * 1.2, 4: 2.6}
	for _, q := range res.Quotes {
		if q.PriceUnit != "gpu_hour" {
			continue
		}
		if w := want[q.SourceRow]; !within(q.Price, w) {
			t.Errorf("row %d: burst %v, want %v", q.SourceRow, q.Price, w)
		}
		if q.SourceRow != 4 && !hasWarningKey(q, "import.warn.markup_off_column") {
			t.Errorf("row %d: no markup warning: %v", q.SourceRow, q.Warnings)
		}
		delete(want, q.SourceRow)
	}
	if len(want) != 0 {
		t.Errorf("rows not read: %v (problems %v)", want, res.Problems)
	}
	// two other prices and the cell names neither: refused at the cell
	res = readCSV(t, "two.csv", "供应商,GPU型号,按量(元/卡/时),包月(元/卡/月),弹性(元/卡/时)", "云丁,H20 96GB,6,3600,上浮30%")
	found := false
	for _, p := range res.Problems {
		found = found || p.Column == "弹性(元/卡/时)" && p.Reason.Key == "import.err.markup_no_base"
	}
	for _, q := range res.Quotes {
		if q.Price == 30 {
			t.Errorf("the share read as a price: %+v", q)
		}
	}
	if !found {
		t.Errorf("no base named among two: problems %v", res.Problems)
	}
}

// The markup reader of outside text never panics and reads a share only
// from a cell that holds no other figure.
func FuzzMarkupShare(f *testing.F) {
	for _, s := range []string{"按保底单价折算卡时上浮30%", "+30%", "6.5（上浮30%）", "上浮999.99%", "plus 5 %", "markup"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 400 {
			return
		}
		if v, ok := markupShare(norm(s)); ok && (v <= 0 || v >= 1000) {
			t.Errorf("%q: share %v", s, v)
		}
	})
}
