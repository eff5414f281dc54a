package present

import (
	"slices"
	"strings"
	"testing"

	"computecheck/calc"
	"computecheck/compare"
	"computecheck/msg"
	"computecheck/quotes"
)

func fp(v float64) *float64 { return &v }
func ip(v int) *int         { return &v }

// plainQuote is an hourly quote that states every cost line.
func plainQuote(id int64, vendor, offer, gpu string, perNode int, price float64) quotes.Quote {
	b := true
	return quotes.Quote{ID: id, Vendor: vendor, Offer: offer, GPU: gpu, GPUsPerNode: ip(perNode), Price: price,
		PriceUnit: quotes.UnitGPUHour, Currency: "CNY", StoragePricePerGBMonth: fp(0), EgressPricePerGB: fp(0),
		ImageFee: fp(0), ResumeSupported: &b, Compensation: quotes.Compensation{Kind: quotes.CompNone}}
}

func build(t *testing.T, task string, qs ...quotes.Quote) *compare.Comparison {
	t.Helper()
	tk, err := calc.ParseTask([]byte(task))
	if err != nil {
		t.Fatal(err)
	}
	return compare.Build(compare.Input{Task: tk, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: qs})
}

const task8B = `{"model":"llama3.1-8b","method":"lora","gpus":8,"tokens":1e9,"failure_rate_per_node_day":0}`

// Three offers of one vendor: every sentence of the decision names each
// whole (vendor · offer · GPU × count), so the winner and the runner-up
// never read alike.
func TestDecisionNamesOffersWhole(t *testing.T) {
	c := build(t, task8B,
		plainQuote(1, "启明云", "", "A800-80G-SXM", 8, 6),
		plainQuote(2, "启明云", "", "H100-80G-SXM", 8, 9),
		plainQuote(3, "启明云", "", "A800-80G-SXM", 8, 20))
	for _, lang := range []string{"zh", "en"} {
		v := New(c, lang)
		wn, rn := v.Name(v.Winner), v.Name(v.RunnerUp)
		if wn == rn || !strings.Contains(wn, "×") || !strings.Contains(wn, v.Winner.GPU) {
			t.Fatalf("%s: winner %q and runner-up %q", lang, wn, rn)
		}
		if !strings.Contains(v.Headline, wn) || !strings.Contains(v.GapLine, rn) || !strings.Contains(v.Why[0], wn) {
			t.Errorf("%s: headline %q, gap %q, why %q do not name %q and %q", lang, v.Headline, v.GapLine, v.Why[0], wn, rn)
		}
		if v.Margin != "" && (!strings.Contains(v.Margin, wn) || !strings.Contains(v.Margin, rn)) {
			t.Errorf("%s: margin %q does not name %q and %q", lang, v.Margin, wn, rn)
		}
		for _, s := range c.Sensitivity(20) {
			if !strings.Contains(s.Text(lang), wn) {
				t.Errorf("%s: sensitivity %q does not name %q", lang, s.Text(lang), wn)
			}
		}
		q := v.ColIndex(ColQuote)
		seen := map[string]bool{}
		for _, r := range v.Rows {
			if seen[r.Cells[q]] {
				t.Errorf("%s: two rows named %q", lang, r.Cells[q])
			}
			seen[r.Cells[q]] = true
		}
	}
}

// A per-token offer's row says the vendor runs the job: no GPU count,
// plan or hours of ours, and the headline says its duration is not
// committed; an hourly winner's headline says how long it takes.
func TestVendorRunRowSaysSo(t *testing.T) {
	tok := plainQuote(2, "云托管", "", "H100-80G-SXM", 8, 0.5)
	tok.PriceUnit = quotes.UnitMillionTokens
	c := build(t, task8B, tok, plainQuote(1, "甲", "", "A800-80G-SXM", 8, 50))
	v := New(c, "zh")
	if v.Winner == nil || v.Winner.QuoteID != 2 {
		t.Fatalf("winner %+v", v.Winner)
	}
	r := v.Rows[0]
	if g, h := r.Cells[v.ColIndex(ColGPUs)], r.Cells[v.ColIndex(ColHours)]; strings.Contains(g, "×") || !strings.Contains(h, "未知") {
		t.Errorf("GPUs %q, hours %q", g, h)
	}
	if !strings.Contains(v.Headline, "未承诺") || strings.Contains(v.Name(v.Winner), "×") {
		t.Errorf("headline %q", v.Headline)
	}
	if v.Margin != "" || r.Cells[v.ColIndex(ColSource)] != "供应商" {
		t.Errorf("a vendor-run winner: margin %q, source %q", v.Margin, r.Cells[v.ColIndex(ColSource)])
	}
	c = build(t, task8B, plainQuote(1, "甲", "", "A800-80G-SXM", 8, 5))
	if v := New(c, "en"); !strings.Contains(v.Headline, "training takes about") {
		t.Errorf("headline %q says no duration", v.Headline)
	}
}

// The pricing advice speaks about the winner's own case: a monthly-machine
// advice beside an hourly winner says how that winner bills, never the
// advice alone as if the winner followed it.
func TestAdviceSpeaksAboutTheWinner(t *testing.T) {
	q := plainQuote(1, "启明云", "按量", "A100-40G-SXM", 8, 5)
	q.Nodes = ip(1)
	c := build(t, `{"model":"llama2-13b","zero":3,"micro_batch":2,"grad_accum":8,"tokens":3e10,"failure_rate_per_node_day":0}`, q)
	a := c.Advice()
	v := New(c, "zh")
	if v.Winner == nil {
		t.Fatal("no winner")
	}
	if a.Kind != calc.AdviceMonthly {
		t.Fatalf("advice %s for %.0f h on %d GPUs: the case needs the monthly regime", a.Kind, v.Winner.Hours, v.Winner.GPUs)
	}
	if !strings.Contains(v.Advice, v.Name(v.Winner)) || !strings.Contains(v.Advice, "包月价") {
		t.Errorf("advice %q does not speak about the hourly winner %q", v.Advice, v.Name(v.Winner))
	}
}

// A quote with too few machines: the status says "机器数量不够", never the
// requirement's name "机器数量够用" beside the reason "机器不够"; its total is
// marked as costed on machines it does not have; the detail does not
// repeat a warning's label before a text that starts with it.
func TestCapacityShortRowReadsAsWhatItIs(t *testing.T) {
	q := plainQuote(1, "甲", "", "A800-80G-SXM", 1, 5)
	q.Nodes = ip(1)
	q.Compensation = quotes.Compensation{}
	tk, err := calc.ParseTask([]byte(`{"model":"llama3.1-8b","method":"lora","gpus":8,"tokens":1e9}`))
	if err != nil {
		t.Fatal(err)
	}
	c := compare.Build(compare.Input{Task: tk, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", AsTyped: true, Quotes: []quotes.Quote{q}})
	r := c.Rows[0]
	if !slices.Contains(r.Unmet, calc.ReqCapacity) {
		t.Fatalf("unmet %v: the case needs a capacity-short row (%d GPUs, %d nodes, fits %v, %v)", r.Unmet, r.GPUs, r.Nodes, r.Fits, r.Warnings)
	}
	v := New(c, "zh")
	st := v.Rows[0].Cells[v.ColIndex(ColStatus)]
	if strings.Contains(st, "够用") || !strings.Contains(st, "不够") {
		t.Errorf("status %q", st)
	}
	if tot := v.Rows[0].Cells[v.ColIndex(ColTotal)]; !strings.Contains(tot, "机器不够") {
		t.Errorf("total %q of a row costed on machines the quote lacks", tot)
	}
	d := Detail(c, r, "zh")
	if strings.Contains(d, "故障补偿未说明：故障补偿未说明") {
		t.Errorf("detail repeats a label:\n%s", d)
	}
}

// One money rule: amounts said together (a sentence, a column) share one
// precision, whole units once one of them reaches 100.
func TestMoneyOnePrecisionPerGroup(t *testing.T) {
	got := Moneys("CNY", 260, 23.99, 0.5)
	if got[0] != "¥260" || got[1] != "¥24" || got[2] != "¥1" {
		t.Errorf("Moneys(260, 23.99, 0.5) = %q", got)
	}
	if got := Moneys("USD", 70.22, 5); got[0] != "$70.22" || got[1] != "$5.00" {
		t.Errorf("Moneys(70.22, 5) = %q", got)
	}
	c := build(t, task8B, plainQuote(1, "甲", "", "A800-80G-SXM", 8, 0.2), plainQuote(2, "乙", "", "A800-80G-SXM", 8, 20))
	v := New(c, "zh")
	col := v.ColIndex(ColTotal)
	for _, r := range v.Rows {
		if strings.Contains(r.Cells[col], ".") {
			t.Errorf("total %q in a column of whole amounts", r.Cells[col])
		}
	}
}

// The quotes table's cells are made once here, in either language, with
// the interruptible column; an unknown is "?", never a 0.
func TestQuoteCells(t *testing.T) {
	yes := true
	q := plainQuote(7, "云", "抢占式", "A100-80G-SXM", 8, 3.5)
	q.Interruptible = &yes
	for lang, want := range map[string][2]string{"zh": {"可被抢占", "3.50 CNY/卡·时"}, "en": {"spot", "3.50 CNY/GPU-hour"}} {
		cols, cells := QuoteColumns(lang), QuoteCells(q, lang)
		if len(cols) != len(cells) {
			t.Fatalf("%s: %d columns, %d cells", lang, len(cols), len(cells))
		}
		get := func(key string) string {
			for i, c := range cols {
				if c.Key == key {
					return cells[i]
				}
			}
			return ""
		}
		if get(QColInterruptible) != want[0] || get(QColPrice) != want[1] || get(QColShape) != "8×?" || get(QColNVMe) != "?" {
			t.Errorf("%s: cells %q", lang, cells)
		}
	}
}

// The status finds the row's reason by its message, not by matching
// calc's English text.
func TestStatusFindsTheReasonByMessage(t *testing.T) {
	m := msg.New("calc.warn.price_unknown")
	r := calc.QuoteCost{Fits: true, ReasonMsg: m, Reason: "price unknown",
		Warnings: []calc.Warning{{Code: calc.WarnPriceUnknown, Msg: m, Text: "price not known"}}}
	if st := Status(r, "zh"); !strings.HasPrefix(st, "✘ ") {
		t.Errorf("status %q does not name the reason", st)
	}
}

func TestEstimateCellFormats(t *testing.T) {
	if got := TokensPerS(12345.6); got != "12,346" {
		t.Errorf("TokensPerS(12345.6) = %q", got)
	}
	if got := TokensPerS(812.4); got != "812" {
		t.Errorf("TokensPerS(812.4) = %q", got)
	}
	if got := GiB(40 << 30); got != "40.0 GiB" {
		t.Errorf("GiB = %q", got)
	}
}

// The workbook leaves a vendor-run row's hours blank (unknown), never 0 h.
func TestWorkbookVendorRunHoursBlank(t *testing.T) {
	tok := plainQuote(2, "云托管", "", "H100-80G-SXM", 8, 0.5)
	tok.PriceUnit = quotes.UnitMillionTokens
	c := build(t, task8B, tok)
	sheets := Workbook(c, c.Rows, "zh", "test")
	row := sheets[0].Rows[0]
	if row[8] != nil || row[9] != nil {
		t.Errorf("hours %v, billed %v for a vendor-run row", row[8], row[9])
	}
}

// The workbook names each offer whole, as the PDF does: three offers of
// one vendor read apart (vendor · offer · GPU × count), with the id only
// where two still coincide.
func TestWorkbookNamesOffersWhole(t *testing.T) {
	a := plainQuote(1, "启明云", "包月", "H100-80G-SXM", 8, 20)
	b := plainQuote(2, "启明云", "包月", "H100-80G-SXM", 8, 21)
	c3 := plainQuote(3, "启明云", "按需", "A100-80G-SXM", 8, 15)
	c := build(t, task8B, a, b, c3)
	sheets := Workbook(c, c.Rows, "zh", "test")
	if sheets[0].Header[1] != "报价" {
		t.Errorf("header %q", sheets[0].Header[:4])
	}
	seen := map[string]bool{}
	for i, row := range sheets[0].Rows {
		name, _ := row[1].(string)
		r := c.Rows[i]
		if name != c.Name(r.QuoteID) || !strings.Contains(name, r.Vendor+" · ") {
			t.Errorf("quote %d named %q, want %q", r.QuoteID, name, c.Name(r.QuoteID))
		}
		if seen[name] {
			t.Errorf("two rows named %q", name)
		}
		seen[name] = true
		if r.QuoteID <= 2 && r.Fits && !strings.Contains(name, "#") {
			t.Errorf("quote %d shares its name with another but has no id: %q", r.QuoteID, name)
		}
	}
}

// A fit-table row words its verdict: fits at the fewest, borderline with
// a safe count, or no count at all ("–").
func TestFitCells(t *testing.T) {
	g := calc.GPU{ID: "H20-96G", MemoryBytes: 96 << 30}
	cases := []struct {
		r    calc.FitRow
		min  string
		want string
	}{
		{calc.FitRow{GPU: g}, "–", "放不下"},
		{calc.FitRow{GPU: g, MinGPUs: 6, SafeGPUs: 8, Verdict: calc.Verdict{Status: calc.VerdictBorderline}}, "6", "6 卡临界，8 卡稳妥"},
	}
	for _, c := range cases {
		cells := FitCells(c.r, "zh")
		if cells[1] != "96 GiB" || cells[2] != c.min || !strings.Contains(cells[4], c.want) {
			t.Errorf("%+v: %q", c.r.MinGPUs, cells)
		}
	}
}
