package quotes

import (
	"fmt"
	"strings"
	"testing"
)

// quotesOfRow are the quotes of source row r, keyed by min hours.
func quotesOfRow(res *FileResult, r int) map[float64][]Quote {
	out := map[float64][]Quote{}
	for _, q := range res.Quotes {
		if q.SourceRow == r {
			out[minHours(q)] = append(out[minHours(q)], q)
		}
	}
	return out
}

// said is the quotes of a row in short: price, min hours, review.
func inShort(m map[float64][]Quote) string {
	var b strings.Builder
	for h, qs := range m {
		for _, q := range qs {
			fmt.Fprintf(&b, "[%v h: %v review %v] ", h, q.Price, q.NeedsReview)
		}
	}
	return b.String()
}

// A discount column per plan is taken off the price column of the plan its
// header names, never off another plan's price; a discount column naming a
// term no price column prices, off the base its header names, is an offer
// of its own on that term (off the base's price as written).
func TestDiscountColumnPerPlan(t *testing.T) {
	res := readCSV(t, "plans.csv",
		"青屿云 GPU 刊例与折扣",
		"GPU,卡数/台,单价 按量(元/台/时),单价 包月(元/台/月),折扣 按量,折扣 包月,折扣 包年(以包月单价为基准)",
		"H800 80G SXM,8,80,40000,8折,95折,-20%",
		"A800 80G SXM,8,40,20000,-10%,—,—",
		"说明：成交价 = 单价 × 折扣",
	)
	r3 := quotesOfRow(res, 3)
	// "单价 包月(元/台/月)": the sub-header's plan, 包月, is the price's plan and its month the minimum (stop 54 lastWordMode)
	if len(r3[0]) != 1 || !within(r3[0][0].Price, 64) || len(r3[720]) != 1 || !within(r3[720][0].Price, 38000) {
		t.Fatalf("row 3: 按量 80×0.8 = 64, 包月 40000×0.95 = 38000; got %s; problems %+v", inShort(r3), res.Problems)
	}
	if y := r3[8760]; len(y) != 1 || !within(y[0].Price, 32000) || y[0].NeedsReview || !hasKey(y[0], "import.warn.ladder_applied") {
		t.Errorf("row 3 包年: the monthly list price 40000 less 20%% = 32000 on a year, said by the line; got %s", inShort(map[float64][]Quote{8760: y}))
	}
	r4 := quotesOfRow(res, 4)
	if len(r4[0]) != 1 || !within(r4[0][0].Price, 36) || len(r4[720]) != 1 || !within(r4[720][0].Price, 20000) || len(r4) != 2 {
		t.Errorf("row 4: 按量 36, 包月 as written, no yearly offer (—); got %s", inShort(r4))
	}
	for _, p := range res.Problems {
		t.Errorf("nothing is left unread: %+v", p)
	}
}

// The same in English words: a plan per price column (On-demand, Monthly)
// and a discount column per plan.
func TestDiscountColumnPerPlanEnglish(t *testing.T) {
	res := readCSV(t, "plans_en.csv",
		"Corvid Cloud list prices and your discounts",
		"GPU,GPUs,On-demand (USD/GPU/hr),Monthly (USD/GPU/month),On-demand discount,Monthly discount",
		"H100 SXM 80GB,8,3.00,1500,-10%,-20%",
	)
	r := quotesOfRow(res, 3)
	if len(r[0]) != 2 || !within(r[0][0].Price, 2.7) || !within(r[0][1].Price, 1200) {
		t.Fatalf("on-demand 3.00 less 10%%, monthly 1500 less 20%%; got %s; problems %+v", inShort(r), res.Problems)
	}
}

// A ladder of term columns holding discounts off one base price column is
// one offer per term: said by the file's line, stored as paid; not said,
// held for review. A term the file defines in months ("1年=12个月") is
// that many months; a term not offered (—, 不参与) makes no offer.
func TestTermLadderOffBasePrice(t *testing.T) {
	for _, said := range []bool{true, false} {
		line := "注：价格含税。"
		if said {
			line = "注：合约价 = 基准价 × 对应折扣；1年=12个月。"
		}
		res := readCSV(t, "ladder.csv",
			"远岫算力 合约价格（元/卡/月）",
			"GPU,单机卡数,基准价(元/卡/月),一年合约,两年合约",
			"A800 80G SXM,8,6000,9折,-15%",
			"L40S 48G,8,3000,不参与,—",
			line,
		)
		r3 := quotesOfRow(res, 3)
		year := 8760.0
		if said {
			year = 8640 // the file's year is 12 months of 720 h
		}
		one, two := r3[year], r3[2*year]
		if len(r3[0]) != 1 || !within(r3[0][0].Price, 6000) || len(one) != 1 || !within(one[0].Price, 5400) || len(two) != 1 || !within(two[0].Price, 5100) {
			t.Fatalf("said %v: base 6000, 1 yr 5400, 2 yr 5100; got %s; problems %+v", said, inShort(r3), res.Problems)
		}
		if one[0].NeedsReview == said || two[0].NeedsReview == said {
			t.Errorf("said %v: review %v %v", said, one[0].ReviewReasons, two[0].ReviewReasons)
		}
		if n := len(quotesOfRow(res, 4)); n != 1 {
			t.Errorf("said %v: row 4 has %d quotes, want the base only", said, n)
		}
		if len(res.Problems) != 0 {
			t.Errorf("said %v: problems %+v", said, res.Problems)
		}
	}
}

// The same ladder in English words, a term not offered written "n/a".
func TestTermLadderOffBasePriceEnglish(t *testing.T) {
	res := readCSV(t, "ladder_en.csv",
		"Fjord Compute contract ladder",
		"GPU,GPUs per server,Base price (USD/GPU/month),1-year contract,2-year contract",
		"H100 SXM 80GB,8,1800,-10%,-15%",
		"L40S 48GB,4,600,n/a,-5%",
		"Contract price = base price x discount. 1 year = 12 months.",
	)
	r3, r4 := quotesOfRow(res, 3), quotesOfRow(res, 4)
	if len(r3[0]) != 1 || len(r3[8640]) != 1 || !within(r3[8640][0].Price, 1620) || len(r3[17280]) != 1 || !within(r3[17280][0].Price, 1530) {
		t.Errorf("row 3: 1800, 1 yr 1620, 2 yr 1530; got %s", inShort(r3))
	}
	if len(r4) != 2 || len(r4[17280]) != 1 || !within(r4[17280][0].Price, 570) || r4[17280][0].NeedsReview {
		t.Errorf("row 4: 600 and 2 yr 570, none for n/a; got %s", inShort(r4))
	}
}

// A line defining a year in months sets the months of a ladder's year.
func TestLadderYearInMonths(t *testing.T) {
	for line, want := range map[string]float64{
		"注：1年=12个月，2年=24个月":                                     8640,
		"Note: 1 year = 12 months.":                             8640,
		"1 year = 12 months; 1年 = 12个月":                         8640,
		"Contract price = list x discount. 1 year = 12 months.": 8640,
		"价格含税":    8760,
		"1年=365天": 8760,
	} {
		b := &rowBuild{r: rowIn{footLines: []string{line}}}
		if got := b.ladderTerm(Term{Value: 1, Unit: TermYear}); got.Hours(DefaultHoursPerMonth) != want {
			t.Errorf("%q: %v, want %v h", line, got, want)
		}
	}
}

// A price column that already is another column's price with the discount
// taken off ("实付价" = "目录价" × "优惠") keeps its price: the discount
// is not taken off twice.
func TestDiscountAlreadyTakenOffByTheNumbers(t *testing.T) {
	res := readCSV(t, "net.csv",
		"澄江算力 报价",
		"GPU,卡数/台,目录价(元/卡/时),优惠,实付价(元/卡/时),包年优惠,包年价(元/卡/时)",
		"H800 80G SXM,8,10.00,8折,8.00,7折,7.00",
	)
	r := quotesOfRow(res, 3)
	if len(r[0]) != 1 || !within(r[0][0].Price, 8) || len(r[8760]) != 1 || !within(r[8760][0].Price, 7) {
		t.Fatalf("8.00 and 7.00 as written; got %s; problems %+v", inShort(r), res.Problems)
	}
	if y := r[8760][0]; !hasKey(y, "import.warn.discount_included") {
		t.Errorf("%v: %v", y.Price, RenderAll(y.Warnings, "en"))
	}
}

// One discount column beside two price columns, with nothing saying which
// it is taken off: neither price is discounted, both wait for review.
func TestDiscountNotPairedHeldForReview(t *testing.T) {
	res := readCSV(t, "two.csv",
		"Tern Compute price list",
		"GPU,GPUs,Price A (USD/GPU/hr),Price B (USD/GPU/hr),Discount",
		"H100 SXM 80GB,8,3.00,2.50,-10%",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if (q.Price != 3 && q.Price != 2.5) || !q.NeedsReview || !hasKey(q, "import.review.discount_unpaired") {
			t.Errorf("%v review %v %v", q.Price, q.NeedsReview, RenderAll(q.Warnings, "en"))
		}
	}
}

// A discount the row holds to a condition, where the file says the
// discounted price is the one paid: which price is paid is not clear, and
// the row is refused at the discount's cell, naming its header.
func TestConditionalDiscountRefusedWhereTheFileSaysItIsPaid(t *testing.T) {
	for _, c := range []struct{ header, row, line, letter string }{
		{"GPU,卡数/台,月租(元/台/月),折扣,备注", "A800 80G SXM,8,30000,9折,满10台方享折扣", "说明：折后价即结算价，折扣在刊例价基础上执行", "D"},
		{"GPU,GPUs,Monthly (USD/node/month),Discount,Remarks", "H100 SXM 80GB,8,16000,-10%,discount with 6 months prepaid", "Net price = list price x discount.", "D"},
		// a discount column no field reads: refused at the price's cell, naming it
		{"GPU,卡数/台,月租(元/台/月),优惠,备注", "A800 80G SXM,8,30000,9折,满10台方享折扣", "说明：成交价 = 月租 × 优惠", "C"},
	} {
		res := readCSV(t, "cond.csv", "Ravel 算力 报价 / Ravel Compute quote", c.header, c.row, c.line)
		if len(res.Quotes) != 0 || len(res.Problems) == 0 {
			t.Fatalf("%s: quotes %+v problems %+v", c.row, res.Quotes, res.Problems)
		}
		p := res.Problems[0] // (an unread column's cell is also reported as not read)
		if p.Row != 3 || p.ColumnLetter != c.letter || p.Reason.Key != "import.err.discount_conditional" ||
			!strings.Contains(p.Reason.In("zh"), "“") || !strings.Contains(p.Reason.In("en"), strings.Split(c.header, ",")[3]) {
			t.Errorf("%s: %+v %s", c.row, p, p.Reason.In("en"))
		}
	}
}

// Price columns named by a fiscal or calendar quarter with its months in
// words, and the unit a line opening with it states.
func TestPeriodHeaderMonthNames(t *testing.T) {
	for h, want := range map[string][2]string{
		"FY27 Q4 (Jan–Mar 2027)":       {"2027-01-01", "2027-03-31"},
		"FY28 Q1 (April - June 2027)":  {"2027-04-01", "2027-06-30"},
		"FY26 Q2 (2026 Jul-Sep)":       {"2026-07-01", "2026-09-30"},
		"2026Q4 (Oct–Dec 2026)":        {"2026-10-01", "2026-12-31"},
		"FY27 Q3 (Sept–Nov 2026)":      {"2026-09-01", "2026-11-30"},
		"FY27 Q1 (Feb-Apr 2028)":       {"2028-02-01", "2028-04-30"},
		"FY29 Q2 (May–Jul 2029)":       {"2029-05-01", "2029-07-31"},
		"FY30 Q2 (Aug-Oct 2029)":       {"2029-08-01", "2029-10-31"},
		"FY31 Q1 (January–March 2031)": {"2031-01-01", "2031-03-31"}, "FY31 Q2 (February - April 2031)": {"2031-02-01", "2031-04-30"},
		"FY31 Q3 (July - September 2031)": {"2031-07-01", "2031-09-30"}, "FY31 Q4 (August-October 2031)": {"2031-08-01", "2031-10-31"},
		"FY32 Q1 (October - December 2032)": {"2032-10-01", "2032-12-31"}, "FY32 Q2 (November-December 2032)": {"2032-11-01", "2032-12-31"},
	} {
		if _, from, until, ok := periodHeader(h); !ok || from != want[0] || until != want[1] {
			t.Errorf("%q: %s..%s %v, want %v", h, from, until, ok, want)
		}
	}
	for _, h := range []string{"FY27 Q4 (Jan–Foo 2027)", "2026Q3 (Jan–Mar 2026)", "FY27 Q4 (Mar–Jan 2027)"} {
		if _, _, _, ok := periodHeader(h); ok {
			t.Errorf("%q: brackets that say something else are no period", h)
		}
	}
	u, line := leadingUnitStatement([]string{"Acme — reservations", "USD per GPU per fiscal quarter (2,160 GPU-hours per GPU, prepaid); 8-GPU servers"})
	if u.period != "quarter" || u.basis != "gpu" || u.currency != "USD" || line == "" {
		t.Errorf("leading unit: %+v %q", u, line)
	}
	if u, _ := leadingUnitStatement([]string{"USD per GPU per month", "EUR per GPU per month"}); u.period != "" {
		t.Errorf("two lines, two units: %+v", u)
	}
}

// Every month name of words/ladder.tsv reads in a bracket.
func TestMonthNameRows(t *testing.T) {
	for _, r := range wordRows("month_name") {
		if _, a, b, ok := monthSpanOf(r[0] + "–" + r[0] + " 2030"); !ok || a != b || a < 1 || a > 12 {
			t.Errorf("%q: %v %v %v", r[0], a, b, ok)
		}
	}
}

// Every base phrase cuts its base out of a header, and every word that
// names the price paid makes a line say so.
func TestBasePhraseAndPaidRows(t *testing.T) {
	for _, r := range wordRows("base_phrase") {
		pre, post, _ := strings.Cut(r[1], "|")
		rest, bases := headerBases("折扣 包年 (" + pre + "包月价" + post + ")")
		if len(bases) != 1 || bases[0] != "包月价" || strings.Contains(rest, "包月") {
			t.Errorf("%s: %q %q", r[0], rest, bases)
		}
	}
	for _, w := range paidResultWords {
		b := &rowBuild{r: rowIn{footLines: []string{"注：" + w + "按折扣计"}}}
		if b.paidLine() == "" {
			t.Errorf("%q: no line found", w)
		}
	}
	for _, line := range []string{"Net price = list x discount.", "折后价 = 刊例价 × 折扣", "成交价=刊例价*折扣"} {
		if (&rowBuild{r: rowIn{footLines: []string{line}}}).paidLine() == "" {
			t.Errorf("%q: a formula with the discount says it is paid", line)
		}
	}
	if (&rowBuild{r: rowIn{footLines: []string{"折扣另议", "价格含税", "Discount: price = taxes excluded"}}}).paidLine() != "" {
		t.Error("a line that only speaks of a discount does not say it is paid")
	}
}

func FuzzModifierHeader(f *testing.F) {
	for _, s := range []string{"贵司折扣（以刊例价为基数） 包年（以包月刊例价为基数）", "1年约", "FY27 Q4 (Jan–Mar 2027)", "USD per GPU per fiscal quarter", "以为基数以", "off the  rate", ""} {
		f.Add(s, "9折")
	}
	f.Fuzz(func(t *testing.T, h, v string) {
		headerBases(h)
		m := newModifier(cell{header: h, text: v})
		m.allows(priceIn{cell: cell{header: v}}, planOf(v))
		discountCell(v)
		if _, from, until, ok := periodHeader(h); ok && from > until {
			t.Fatalf("%q: %s > %s", h, from, until)
		}
		leadingUnitStatement([]string{h, v})
		commitTermCell(h)
	})
}

// Every discount and condition word of words/ladder.tsv does its work: a
// condition word in a discount cell makes it conditional, a discount word
// makes a line speak of a discount, a no-discount word under a term column
// makes no offer.
func TestDiscountWordRows(t *testing.T) {
	b := &rowBuild{r: rowIn{cells: map[string]cell{}}}
	for _, w := range wordsInOrder("discount_condition") {
		if _, ok := b.discountCondition(newModifier(cell{header: "折扣", text: w + " 9折"})); !ok {
			t.Errorf("%q: not a condition", w)
		}
	}
	for _, w := range wordsInOrder("discount_word") {
		if !reDiscountWord.MatchString("注：" + w + " applies") {
			t.Errorf("%q: not a discount word", w)
		}
	}
	for _, w := range wordsInOrder("no_discount") {
		p := priceIn{cell: cell{header: "1年合约", text: w}, tier: &billingMode{term: &Term{Value: 1, Unit: TermYear}}}
		if d, _ := b.discountOffBase(p, w); d == nil || d.text != "" {
			t.Errorf("%q: %+v", w, d)
		}
	}
}

// FuzzRowPrefilters: the cheap tests that spare a row's cells a regexp
// never turn one away the regexp would take: a term discount names "%",
// "％" or "折"; a party's tag closes it with a bracket; only a note's first
// clause is its plan; a note's cards a machine need a figure.
func FuzzRowPrefilters(f *testing.F) {
	for _, s := range []string{"1-yr: -15%", "1年：-15％", "3年 8折", "岷江智算（直签）", "Harbor (Reseller)", "包年，年付", "1个月", "８卡/台", "每节点8卡"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !strings.ContainsAny(s, "%％折") {
			for _, e := range reTermDiscountSplit.Split(narrow(s), -1) {
				if reTermDiscount.MatchString(e) {
					t.Errorf("%q: entry %q is a term discount", s, e)
				}
			}
		}
		if tr := strings.TrimSpace(s); !strings.HasSuffix(tr, ")") && !strings.HasSuffix(tr, "）") && rePartyTag.MatchString(tr) {
			t.Errorf("%q: a party tag", s)
		}
		if !strings.ContainsAny(s, "0123456789０１２３４５６７８９") {
			for _, c := range countNotes {
				if n, _, _ := c.find(strings.ToLower(narrow(s))); n > 0 {
					t.Errorf("%q: %s reads %d cards with no figure", s, c.rule, n)
				}
			}
		}
		if a, b := reNoteSegment.Split(s, 2)[0], reNoteSegment.Split(s, -1)[0]; a != b {
			t.Errorf("%q: first clause %q, want %q", s, a, b)
		}
	})
}

// The prefilters keep what the regexps read: a full-width percent is a
// discount, a full-width bracket a tag, and a cell without either none.
func TestRowPrefiltersRead(t *testing.T) {
	if got := termDiscounts("1年：-15％"); len(got) != 1 || got[0].f != 0.85 {
		t.Errorf("termDiscounts(1年：-15％) = %+v", got)
	}
	if got := termDiscounts("1个月"); got != nil {
		t.Errorf("termDiscounts(1个月) = %+v", got)
	}
	if name, tag, _ := partyTag("岷江智算（直签）"); name != "岷江智算" || tag != "直签" {
		t.Errorf("partyTag = %q %q", name, tag)
	}
	if name, tag, _ := partyTag("岷江智算 "); name != "岷江智算 " || tag != "" {
		t.Errorf("partyTag = %q %q", name, tag)
	}
}

// A ladder of term columns holding only discounts, beside two price
// columns, is taken off the one a line of the file names as the discounts'
// base ("以包月价格为基数", "off the on-demand rate"): one offer per term,
// warned with that line; no line naming it, no offer is made and the row
// is held for review.
func TestTermLadderOffBaseTheLineNames(t *testing.T) {
	for _, said := range []bool{true, false} {
		line := "注：价格含税。"
		if said {
			line = "注：价格含税；各时长折扣以包月价格为基数。"
		}
		res := readCSV(t, "ladder_line.csv",
			"岚峰云 GPU 价格表",
			line,
			"GPU,卡数,按量(元/卡/时),包月(元/卡/月),包半年,包2年",
			"H800 80G SXM,8,100,50000,9折,-30%",
		)
		r := quotesOfRow(res, 4)
		if len(r[0]) != 1 || !within(r[0][0].Price, 100) || len(r[720]) != 1 || !within(r[720][0].Price, 50000) {
			t.Fatalf("said %v: 按量 100 and 包月 50000 as written; got %s; problems %+v", said, inShort(r), res.Problems)
		}
		half, two := r[4320], r[17520]
		if !said {
			if len(half)+len(two) != 0 || !r[720][0].NeedsReview {
				t.Errorf("no line names the base: no term offer, the row held; got %s", inShort(r))
			}
			if len(res.Problems) == 0 || res.Problems[0].Column != "包半年" || res.Problems[0].Reason.Key != "import.err.discount_no_base" {
				t.Errorf("no line names the base: 9折 under 包半年 is refused as a discount, never read as a price of 9; got %+v", res.Problems)
			}
			continue
		}
		if len(half) != 1 || !within(half[0].Price, 45000) || len(two) != 1 || !within(two[0].Price, 35000) {
			t.Fatalf("包半年 50000×0.9, 包2年 50000×0.7 off 包月 as the line says; got %s; problems %+v", inShort(r), res.Problems)
		}
		if half[0].NeedsReview || !hasKey(half[0], "import.warn.discount_off_column") || two[0].NeedsReview || !hasKey(two[0], "import.warn.ladder_applied") {
			t.Errorf("the line says the base: warned, not held; got %v %v", half[0].Warnings, half[0].ReviewReasons)
		}
		if len(res.Problems) != 0 {
			t.Errorf("problems %+v", res.Problems)
		}
	}
	res := readCSV(t, "ladder_line_en.csv",
		"Tessel Cloud GPU list",
		"Reserved discounts are taken off the on-demand rate.",
		"GPU,GPUs,On-demand (USD/GPU/hr),Monthly (USD/GPU/month),1-year reserved,3-year reserved",
		"H100 SXM 80GB,8,3.00,1500,-20%,-40%",
	)
	r := quotesOfRow(res, 4)
	if one, three := r[8760], r[26280]; len(one) != 1 || !within(one[0].Price, 2.4) || len(three) != 1 || !within(three[0].Price, 1.8) {
		t.Errorf("1 yr 3.00 less 20%%, 3 yr less 40%%, off on-demand; got %s; problems %+v", inShort(r), res.Problems)
	}
}

// FuzzBaseSentence: the base a file's sentence names is words of that
// sentence, and only a sentence that speaks of a discount names one.
func FuzzBaseSentence(f *testing.F) {
	for _, s := range []string{"包年包月时长折扣以包月价为基数，折扣见各列", "Reserved discounts are off the on-demand rate.", "以上价格以为基数折扣", "折扣以以包月为基数为基数", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := &rowBuild{r: rowIn{footLines: []string{s}}}
		sen, bases := b.baseSentence()
		if len(bases) > 0 && !reDiscountWord.MatchString(norm(sen)) {
			t.Errorf("%q: bases %q from %q, which speaks of no discount", s, bases, sen)
		}
		for _, base := range bases {
			if strings.TrimSpace(base) == "" || !strings.Contains(compact(norm(s)), compact(base)) {
				t.Errorf("%q: base %q is not words of the line", s, base)
			}
		}
	})
}
