package quotes

import (
	"strings"
	"testing"
)

// TestColumnTermStated (TC0001-TC0003): a term written in a column no term
// field reads (an offer or plan column, a plan column of leases, a column
// left unread) is the row's minimum term, warned naming the column; a
// period word alone (按月, 月付) is none; two terms on one row that disagree
// refuse the row at the cell, quoting both.
func TestColumnTermStated(t *testing.T) {
	res := readCSV(t, "tc.csv",
		"龙泉驿智算 GPU报价",
		"GPU,套餐,价格,条件",
		"L20 48G,6个月,2.6元/卡/时,",
		"L20 48G,2Y,2.4元/卡/时,",
		"L20 48G,RI-6M,2.5元/卡/时,",
		"L20 48G,长租一年,2.45元/卡/时,",
		"L20 48G,按月,3.1元/卡/时,",
		"L20 48G,月付,3.0元/卡/时,",
		"L20 48G,标准,3.2元/卡/时,租满3个月",
		"L20 48G,标准,3.2元/卡/时,现货可用",
		"L20 48G,2Y,2.4元/卡/时,签约6个月",
	)
	for row, hours := range map[int]float64{3: 4320, 4: 2 * 8760, 5: 4320, 6: 8760, 7: 0, 9: 2160, 10: 0} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.PriceUnit != "gpu_hour" {
			t.Fatalf("row %d: %+v, want a card-hour price", row, q)
		}
		got := 0.0
		if q.MinTerm != nil {
			got = q.MinTerm.Hours(DefaultHoursPerMonth)
		}
		if got != hours {
			t.Errorf("row %d: minimum term %v h, want %v", row, got, hours)
		}
		if hours > 0 && !hasWarningKey(*q, "import.warn.tc_term_from_column") {
			t.Errorf("row %d: no warning naming the column: %v", row, q.Warnings)
		}
	}
	if q := quoteOfRow(t, res, 11); q != nil {
		t.Errorf("row 11: two terms (2Y, 签约6个月) stored as %v", q.MinTerm)
	}
	if p := problemAt(res, 11); p == nil || p.Column != "条件" && p.Column != "套餐" {
		t.Errorf("row 11: refusal %+v, want one at a term's cell", p)
	}
}

// TestColumnTermBesideNotes (TC0003): a plan column's term that disagrees
// with the row's note refuses the row; one that agrees stands; a
// one-period plan (包月) under a longer note's minimum is that minimum.
func TestColumnTermBesideNotes(t *testing.T) {
	res := readCSV(t, "tn.csv",
		"新都云 报价",
		"型号,方案,月租(元/卡/月),备注",
		"A40 48G,12个月,2100,最短租期3个月",
		"A40 48G,12个月,2100,最短租期1年",
		"A40 48G,包月,2300,至少租两个月",
	)
	if q := quoteOfRow(t, res, 3); q != nil {
		t.Errorf("row 3: 12个月 beside 最短租期3个月 stored with %v", q.MinTerm)
	}
	for row, hours := range map[int]float64{4: 8760, 5: 1440} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != hours {
			t.Errorf("row %d: %+v, want a minimum of %v h", row, q, hours)
		}
	}
}

// TestColumnTermKeyGloss (TC0003): a plan code a key glosses by its unit
// ("2Y=元/卡/月") keeps the term the code writes.
func TestColumnTermKeyGloss(t *testing.T) {
	res := readCSV(t, "tk.csv",
		"郫都算力 报价",
		"计价说明：2Y=元/卡/月；6M=元/卡/月",
		"GPU,方案,单价",
		"L40 48G,2Y,2900",
		"L40 48G,6M,3300",
	)
	for row, hours := range map[int]float64{4: 2 * 8760, 5: 4320} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.PriceUnit != "gpu_month" || q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != hours {
			t.Errorf("row %d: %+v, want a card-month price with a minimum of %v h", row, q, hours)
		}
	}
}

// TestLeaseTermInUnitColumn (TC0004): a commitment alone in a column of
// units (包3个月 under 计费方式) is the row's minimum term, never the
// period the price is counted in.
func TestLeaseTermInUnitColumn(t *testing.T) {
	res := readCSV(t, "tu.csv",
		"青白江算力 报价",
		"GPU,计费方式,卡时单价(元)",
		"A800 80G 8卡,包4个月,6.1",
		"A800 80G 8卡,租满一年,5.6",
		"A800 80G 8卡,按量,7.2",
		"A800 80G 8卡,RI-2M,6.4",
	)
	for row, hours := range map[int]float64{3: 4 * 720, 4: 8760, 5: 0, 6: 1440} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.PriceUnit != "gpu_hour" {
			t.Fatalf("row %d: %+v, want a card-hour price; problems %v", row, q, res.Problems)
		}
		got := 0.0
		if q.MinTerm != nil {
			got = q.MinTerm.Hours(DefaultHoursPerMonth)
		}
		if got != hours {
			t.Errorf("row %d: minimum term %v h, want %v", row, got, hours)
		}
	}
}

// FuzzCellTermOf: any cell reads without a panic; a term read is above
// zero, its words are the cell's own, and a plan column reads at least
// what any other column does.
func FuzzCellTermOf(f *testing.F) {
	for _, s := range []string{"12个月", "1Y", "RI-3M", "长租6个月", "租满半年", "签约12个月", "最短租期3个月", "元/卡/月（1Y）", "按月", "月付", "预付3个月", "3年质保", "(minimum 1 month)", "包年套餐"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, bare := range []bool{false, true} {
			term, words, ok := cellTermOf(s, bare, bare)
			if !ok {
				continue
			}
			if !(term.Value > 0) || words == "" {
				t.Fatalf("cellTermOf(%q, %v) = %v %q", s, bare, term, words)
			}
			if !strings.Contains(norm(s), norm(words)) && !strings.Contains(s, words) {
				t.Fatalf("cellTermOf(%q, %v): words %q not in the cell", s, bare, words)
			}
			if !bare {
				if t2, _, ok2 := cellTermOf(s, true, true); !ok2 || t2 != term {
					t.Fatalf("cellTermOf(%q): %v elsewhere, %v %v in a plan column", s, term, t2, ok2)
				}
			}
		}
	})
}

// TestLeaseTermNoPeriodElsewhere (review finding 1): a commitment alone in
// a column of units (租满一年) where nothing else gives the price a period
// is the lump over that term, with that minimum, as before TC0004; only a
// header or unit stating a period makes it a plan beside that period.
func TestLeaseTermNoPeriodElsewhere(t *testing.T) {
	res := readCSV(t, "tl.csv",
		"新津 报价",
		"GPU,计费方式,价格(元/卡)",
		"L20 48G,租满一年,24000",
		"L20 48G,包半年,13000",
		"L20 48G,包1年,24000",
		"L20 48G,租满半年,22000",
	)
	for row, hours := range map[int]float64{3: 8760, 4: 4320, 5: 8760, 6: 4320} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != hours {
			t.Errorf("row %d: %+v, want a quote with a minimum of %v h; problems %v", row, q, hours, res.Problems)
		}
	}
}

// TestTermColumnUpperBound (review finding 3, TC0005-TC0010): a term
// column's cell that bounds the rent from above (最长租期6个月, 租期不超过3个月)
// is no minimum term, warned quoting it; a plain term there still is.
func TestTermColumnUpperBound(t *testing.T) {
	res := readCSV(t, "tx.csv",
		"新津云 报价",
		"GPU,单价(元/卡/时),租期说明",
		"RTX 4090,1.8,最长租期6个月",
		"RTX 4090,1.9,租期不超过3个月",
		"RTX 4090,1.7,最短租期3个月",
	)
	for row, hours := range map[int]float64{3: 0, 4: 0, 5: 2160} {
		q := quoteOfRow(t, res, row)
		if q == nil {
			t.Fatalf("row %d: no quote; problems %v", row, res.Problems)
		}
		got := 0.0
		if q.MinTerm != nil {
			got = q.MinTerm.Hours(DefaultHoursPerMonth)
		}
		if got != hours {
			t.Errorf("row %d: minimum term %v h, want %v", row, got, hours)
		}
		if hours == 0 && !hasWarningKey(*q, "import.warn.tc_term_upper") {
			t.Errorf("row %d: no warning of the upper bound: %v", row, q.Warnings)
		}
	}
}
