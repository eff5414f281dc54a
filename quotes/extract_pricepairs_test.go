package quotes

import (
	"math"
	"slices"
	"sort"
	"strings"
	"testing"
)

// Two ways to pay for one machine in one price cell are two quotes, each
// quoted as its clause; zh and en, the separators hand-made lists use.
func TestPricePairsTwoQuotes(t *testing.T) {
	for _, c := range []struct {
		cell  string
		texts []string
		units []string
	}{
		{"包月3.6万/台；按量6.2元/卡时", []string{"包月3.6万/台", "按量6.2元/卡时"}, []string{UnitNodeMonth, UnitGPUHour}},
		{"1.75元/卡时，包月9,000/台", []string{"1.75元/卡时", "包月9,000/台"}, []string{UnitGPUHour, UnitNodeMonth}},
		{"包月1.6万/台或包年16.8万/台", []string{"包月1.6万/台", "包年16.8万/台"}, []string{UnitNodeMonth, UnitNodeHour}}, // a year is stored per hour
		{"按天1,680/台 / 按月4.6万/台", []string{"按天1,680/台", "按月4.6万/台"}, []string{UnitNodeDay, UnitNodeMonth}},
		{"按周 3,600/台  按月 1.3万/台", []string{"按周 3,600/台", "按月 1.3万/台"}, []string{UnitNodeWeek, UnitNodeMonth}},
		{"$2.10/GPU-hr or $1,400/GPU/month", []string{"$2.10/GPU-hr", "$1,400/GPU/month"}, []string{UnitGPUHour, UnitGPUMonth}},
		{"$2.10/GPU-hr; $1,400/GPU/month", []string{"$2.10/GPU-hr", "$1,400/GPU/month"}, []string{UnitGPUHour, UnitGPUMonth}},
		// a sentence of minutes: its lead, its stop, a remark in brackets and a payment schedule are no clauses
		{"8卡整机：按量 4.6元/卡/时；包月 2.65万/台/月（可随时续）。", []string{"8卡 按量 4.6元/卡/时", "8卡整机 包月 2.65万/台/月"}, []string{UnitGPUHour, UnitNodeMonth}},
		{"8卡：包周 6720元/台/周；包季 2.6万/台/月，按季付。", []string{"8卡 包周 6720元/台/周", "8卡 包季 2.6万/台/月"}, []string{UnitNodeWeek, UnitNodeMonth}},
	} {
		res := readCSV(t, "pair.csv", "供应商,型号,每台卡数,报价", "锦江云,A800 SXM4 80G,8,\""+c.cell+"\"")
		var texts, units []string
		for _, q := range res.Quotes {
			texts, units = append(texts, q.PriceText), append(units, q.PriceUnit)
		}
		sort.Strings(texts)
		sort.Strings(units)
		want, wantU := append([]string{}, c.texts...), append([]string{}, c.units...)
		sort.Strings(want)
		sort.Strings(wantU)
		if strings.Join(texts, "|") != strings.Join(want, "|") || strings.Join(units, "|") != strings.Join(wantU, "|") || len(res.Problems) != 0 {
			t.Errorf("%q: quotes %v %v, problems %v: want %v %v", c.cell, texts, units, res.Problems, want, wantU)
		}
	}
}

// One price and words beside it stay one quote: a plan not offered, a
// bracket (the price without an invoice), an equivalent, the same plan
// twice, a term.
func TestPricePairsOneQuote(t *testing.T) {
	for _, c := range []struct{ cell, text string }{
		{"包月6.9万/台；按量暂不提供", "包月6.9万/台"},
		{"6.5元/卡时（不开票6.1）", "6.5元/卡时（不开票6.1）"},
		{"包月3.6万/台，约合6.25元/卡时", "包月3.6万/台，约合6.25元/卡时"},
		{"3.6万/台/月；需签3个月", "3.6万/台/月；需签3个月"},
	} {
		res := readCSV(t, "one.csv", "供应商,型号,每台卡数,报价", "锦江云,A800 SXM4 80G,8,\""+c.cell+"\"")
		if len(res.Quotes) != 1 || res.Quotes[0].PriceText != c.text {
			t.Errorf("%q: quotes %v, problems %v: want one quote of %q", c.cell, res.Quotes, res.Problems, c.text)
		}
	}
}

// Payment words name when a price is paid: two amounts too close to be a
// month's and a quarter's price leave the longer-paid one's period open,
// refused at the cell; amounts in the ratio of their periods are read so.
func TestPricePairsPaymentPeriods(t *testing.T) {
	res := readCSV(t, "paid.csv", "供应商,型号,每台卡数,报价", "锦江云,L40S 48G,8,月付2.8万/台  季付2.6万/台")
	if len(res.Quotes) != 1 || res.Quotes[0].PriceText != "月付2.8万/台" || len(res.Problems) != 1 ||
		res.Problems[0].Reason.Key != "import.err.pair_paid_period" || res.Problems[0].Column != "报价" {
		t.Errorf("quotes %v, problems %v: want 月付 read and 季付 refused at 报价", res.Quotes, res.Problems)
	}
	res = readCSV(t, "paid2.csv", "供应商,型号,每台卡数,报价", "锦江云,L40S 48G,8,月付2.8万/台  季付7.8万/台")
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Errorf("quotes %v, problems %v: want both read, 季付 per quarter", res.Quotes, res.Problems)
	}
}

// SM-PAID-NOTE: the row's note defining the payment word as when it is paid
// (“季付即按季度预付”) settles the close amount as the shorter clause's
// period (per month), its plan's term the minimum, warned; a note that
// does not define it leaves the refusal.
func TestPricePairsPaidNote(t *testing.T) {
	res := readCSV(t, "paid.csv", "供应商,型号,每台卡数,报价,备注", "锦江云,L40S 48G,8,月付2.8万/台  季付2.6万/台,季付即按季度预付")
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("quotes %v, problems %v: want both read", res.Quotes, res.Problems)
	}
	q := res.Quotes[1]
	if q.Price != 26000 || q.PriceUnit != "node_month" || q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != 2160 || !hasWarning(q, "季付即按季度预付") {
		t.Errorf("季付 clause: %+v", q)
	}
	for _, note := range []string{"季付优惠", "季付需签合同"} {
		res := readCSV(t, "paid.csv", "供应商,型号,每台卡数,报价,备注", "锦江云,L40S 48G,8,月付2.8万/台  季付2.6万/台,"+note)
		if len(res.Quotes) != 1 || len(res.Problems) != 1 {
			t.Errorf("note %q: quotes %v, problems %v: want 季付 refused", note, res.Quotes, res.Problems)
		}
	}
}

func FuzzPrepaidNote(f *testing.F) {
	for _, s := range []string{"季付即按季度预付", "季付=按季度付款", "季付", "", "即预付季付"} {
		f.Add(s, "季付")
	}
	f.Fuzz(func(t *testing.T, note, word string) {
		r := rowIn{cells: map[string]cell{fNotes: {text: note}}}
		if prepaidNote(r, word) && (word == "" || !strings.Contains(compact(norm(note)), compact(norm(word)))) {
			t.Fatalf("prepaidNote(%q, %q) without the word", note, word)
		}
	})
}

// SM-PLAN-DISCOUNT: a plan word that opens a discount in the price cell
// (“¥7.8/卡/时⏎包月9折”) is the discount's condition, not the price's plan:
// no minimum term from it; a plan word before the price still is the plan.
func TestPlanWordOpeningADiscount(t *testing.T) {
	for cell, months := range map[string]float64{"¥7.8/卡/时\n包月9折": 0, "7.8元/卡/时，包年优惠": 0, "包月 7.8元/卡/时": 1} {
		res := readCSV(t, "disc.csv", "供应商,型号,每台卡数,报价", "蜀云汇算力,H20 96G,8,\""+cell+"\"")
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 7.8 {
			t.Errorf("%q: quotes %v problems %v", cell, res.Quotes, res.Problems)
			continue
		}
		got := 0.0
		if m := res.Quotes[0].MinTerm; m != nil {
			got = m.Hours(DefaultHoursPerMonth) / DefaultHoursPerMonth
		}
		if got != months {
			t.Errorf("%q: minimum term %v months, want %v", cell, got, months)
		}
	}
}

// TR0103: a whole ladder in one price cell, split by ；, |, line breaks or a
// bracketed step after a base price: each tier of the order's size is a
// quote of its own, named by its tier; a tier saying 另议 is refused at its
// cell while the others import. A clause naming no tier (最低4台起租) or
// lone counts (8卡 | 4卡: instance sizes) keep the cell one price.
func TestTierLadderInOneCell(t *testing.T) {
	res := readCSV(t, "ladder.csv",
		"供应商,GPU,单台卡数,阶梯价格（按租用台数/卡数）,备注",
		"青禾算力,A100 80G PCIe,8,1-3台：2.9万/台/月；4-9台：2.7万/台/月；10台及以上：2.5万/台/月,月付",
		"青禾算力,H800 80G SXM,8,1–2台 7.2万/台/月 | 3台以上 6.8万/台/月,",
		"青禾算力,RTX 4090 24G,8,\"1–16卡 2.20元/卡时\n17–64卡 2.05元/卡时\n64卡以上 另议\",",
		"青禾算力,L40S 48G,8,4.3元/卡/时（满8台 4.0元/卡/时）,",
		"青禾算力,H20 141G,8,\"5.6万/台/月，最低4台起租\",",
	)
	got := map[int][]float64{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = append(got[q.SourceRow], math.Round(perGPUHour(t, q)*1e4)/1e4)
	}
	want := map[int][]float64{2: {5.0347, 4.6875, 4.3403}, 3: {12.5, 11.8056}, 4: {2.2, 2.05}, 5: {4.3, 4.0}, 6: {9.7222}}
	for r, w := range want {
		if !slices.Equal(got[r], w) {
			t.Errorf("row %d: per GPU-hour %v, want %v", r, got[r], w)
		}
	}
	refused := 0
	for _, p := range res.Problems {
		if p.Row == 4 && strings.Contains(p.Reason.In("zh"), "64卡以上 另议") {
			refused++
		}
	}
	if refused != 1 {
		t.Errorf("the 64卡以上 另议 tier: refused %d times, want once at its cell (problems %+v)", refused, res.Problems)
	}
	for _, s := range []string{"8卡 3.0元/卡/时；4卡 3.2元/卡/时", "5.6万/台/月，最低4台起租", "4.3元/卡/时（8卡起）"} {
		if cs := tierClauses(s); cs != nil {
			t.Errorf("%q: read as a ladder %+v", s, cs)
		}
	}
}

// A cell of figures alone is one price: figuresOnly says so, and neither
// reader of a pair or a ladder would have parted it.
func TestFiguresOnly(t *testing.T) {
	for s, want := range map[string]bool{"9.5": true, " 12,800 ": true, "12,800.": true, "": false, "9.5元/卡/时": false,
		"3.6万；6.2": false, "1-3台：2.9万": false, "4.3 (满8台 4.0)": false, "9.5 / 8": false} {
		if got := figuresOnly(s); got != want {
			t.Errorf("figuresOnly(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzFiguresOnly: a text figuresOnly passes is never parted by planClauses or tierClauses.
func FuzzFiguresOnly(f *testing.F) {
	for _, s := range []string{"9.5", "12,800", "1.75元/卡时，包月9,000/台", "1-3台：2.9万/台/月；4-9台：2.7万/台/月", "4.3元/卡/时（满8台 4.0元/卡/时）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if figuresOnly(s) && (planClauses(s) != nil || tierClauses(s) != nil) {
			t.Errorf("%q: figures only, yet parted", s)
		}
	})
}
