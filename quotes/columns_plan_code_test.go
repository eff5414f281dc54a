package quotes

import (
	"math"
	"testing"
)

// PN0001-PN0009: a header that is only a plan code.
func TestPlanCodeHeader(t *testing.T) {
	for h, want := range map[string]float64{ // the term's hours; -1 hourly with no term
		"OD": -1, "od": -1, "RI-1M": 720, "RI-3M": 2160, "ri 12m": 8640, "RI_1Y": 8760, "3Y-RI": 3 * 8760,
		"Reserved-6M": 4320, "CUD 1Y": 8760, "预留3M": 2160, "1M": 720, "3M": 2160, "1Y": 8760, "1Q": 2160,
	} {
		m, ok := headerMode(h)
		switch {
		case !ok:
			t.Errorf("headerMode(%q): no plan, want one", h)
		case want < 0 && (m.period != "hour" || m.term != nil):
			t.Errorf("headerMode(%q) = %+v, want hourly with no term", h, m)
		case want > 0 && (m.term == nil || m.term.Hours(720) != want):
			t.Errorf("headerMode(%q) = %+v, want a term of %v h", h, m, want)
		}
	}
	for _, h := range []string{"3m", "100M", "A100", "GPU 8X", "RI", "XX-3M", "RI-3M-1Y", "H100-8X", "8x", "500M", "99Y"} {
		if m, ok := planCodeHeader(h); ok {
			t.Errorf("planCodeHeader(%q) = %+v, want no plan code", h, m)
		}
	}
}

// PN0012: a unit line's code for every term speaks for each term's column.
func TestCodeFamilyUnit(t *testing.T) {
	pus := planUnits([]string{"说明：OD=按需(元/卡·时)；RSV-nM=预留n个月，价格为元/台·月"})
	for h, want := range map[string]bool{"RSV-3M": true, "RSV 12M": true, "RSV-1Y": false, "RI-3M": false, "3M": false} {
		pu, ok := codeUnitOf(pus, h)
		if ok != want || ok && (pu.hint.period != "month" || pu.hint.basis != "node") {
			t.Errorf("codeUnitOf(%q) = %+v %v, want %v", h, pu.hint, ok, want)
		}
	}
}

// The class on an invented sheet: one quote per priced plan column, its
// term the minimum; a column with no unit anywhere is refused at its cells,
// never dropped; "—" is not offered.
func TestPlanCodeColumnsRead(t *testing.T) {
	qs, ps := mistakesRead(t, "plans.csv", "金牛云 GPU 价目\n"+
		"说明：OD 元/卡/时；RSV-nM 为预留n个月，价格为元/台/月\n"+
		"GPU型号,每台卡数,OD,RSV-1M,RSV-6M,1Y\n"+
		"H100 80G SXM,8,9.0,57600,—,50000\n")
	q := qs[4]
	if len(q) != 2 {
		t.Fatalf("row 4: got %d quotes, want OD and RSV-1M", len(q))
	}
	for i, c := range []struct {
		price float64
		unit  string
		min   float64
	}{{9, "gpu_hour", 0}, {57600, "node_month", 720}} {
		got := q[i]
		if math.Abs(got.Price-c.price) > 1e-9 || got.PriceUnit != c.unit {
			t.Errorf("row 4 quote %d: %v %s, want %v %s", i, got.Price, got.PriceUnit, c.price, c.unit)
		}
		if c.min > 0 && (got.MinHours == nil || *got.MinHours != c.min) {
			t.Errorf("row 4 quote %d: min %v, want %v", i, got.MinHours, c.min)
		}
	}
	wantRefused(t, ps, 4, "import.err.unit_missing_in")
}

// A1 (PN0017): bandwidth tiers "10M | 20M | 50M" with no plan code beside
// them are no 10-, 20-, 50-month terms; "1Q…4Q" alone no quarters; beside
// OD the bare terms stand.
func TestBareTermsNeedACodedSibling(t *testing.T) {
	for name, text := range map[string]string{
		"idc.csv":      "供应商,GPU型号,计价单位,10M,20M,50M\n甲,H100 80G SXM,元/台/月,50000,60000,70000\n乙,A100,元/台/月,30000,35000,40000\n",
		"quarters.csv": "GPU 季度价 元/卡/时\nGPU型号,1Q,2Q,3Q,4Q\nH100 80G SXM,9,9,9,9\n",
	} {
		res, err := Read(name, []byte(text))
		if err != nil {
			continue // no price column: nothing stored
		}
		for _, q := range res.Quotes {
			if q.MinHours != nil && *q.MinHours >= 720 {
				t.Errorf("%s: a bare count and letter read as a term: %+v", name, q)
			}
		}
	}
	cs, _ := decideColumns([]string{"GPU型号", "OD", "1M", "3M"}, []string{"GPU型号", "OD", "1M", "3M"},
		[][]string{{"H100"}, {"9"}, {"5000"}, {"14000"}}, nil, nil, nil)
	for _, i := range []int{2, 3} {
		if cs[i].field != fPrice {
			t.Errorf("beside OD, %q: field %q, want price", cs[i].header, cs[i].field)
		}
	}
}

// A2: "Commit 1M", "Commit-2M" are no 1- and 2-month terms ("$1M commit" is a spend).
func TestCommitIsNoPlanCode(t *testing.T) {
	for _, h := range []string{"Commit 1M", "Commit-2M", "committed 3M", "1M Commit"} {
		if m, ok := planCodeHeader(h); ok {
			t.Errorf("planCodeHeader(%q) = %+v, want no plan code", h, m)
		}
	}
}

// A6: "RI-3M*" is a plan code beside its footnote mark: with its footnote
// missing it takes no unit from the line stating other plans' (OD's).
func TestMarkedCodeTakesNoOtherPlansUnit(t *testing.T) {
	qs, ps := mistakesRead(t, "marked.csv", "金牛云 GPU 价目\n"+
		"说明：OD 元/卡/时\n"+
		"GPU型号,每台卡数,OD,RI-3M*\n"+
		"H100 80G SXM,8,9.0,6.5\n")
	for _, q := range qs[4] {
		if q.Price == 6.5 {
			t.Errorf("RI-3M* priced in OD's unit: %v %s", q.Price, q.PriceUnit)
		}
	}
	wantRefused(t, ps, 4, "import.err.unit_missing_in")
}

// PN0018 (review A5): a code family stated twice in two units has none, as
// a plan stated twice (planUnits); stated twice alike, it keeps its unit.
func TestCodeFamilyUnitConflict(t *testing.T) {
	if pu, ok := codeUnitOf(planUnits([]string{"RI-nM=元/卡/月；RI-nM=元/台/时"}), "RI-3M"); ok {
		t.Errorf("codeUnitOf(RI-3M) over two units = %+v, want none", pu.hint)
	}
	if pu, ok := codeUnitOf(planUnits([]string{"RI-nM=元/卡/月", "RI-nM=元/卡/月"}), "RI-3M"); !ok || pu.hint.basis != "gpu" || pu.hint.period != "month" {
		t.Errorf("codeUnitOf(RI-3M) over one unit twice = %+v %v, want gpu month", pu.hint, ok)
	}
}
