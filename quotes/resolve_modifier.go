package quotes

import (
	"cmp"
	"maps"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"computecheck/msg"
)

// The modifier stage pairs a discount or term-with-discount column ("85折",
// "1年约 9折") with the price column it modifies, strongest first: the base its
// header names; the plan word it shares with one column; a term no column
// prices, as a ladder offer off the one shorter column; else the one column
// no other took. Unpaired holds the row for review.

// modifier is one modifying cell of a row with what its header says.
type modifier struct {
	c      cell
	own    *billingMode // the plan or term the header names outside its base phrases
	bases  []string     // the words of each base phrase ("包月刊例价")
	change bool         // a change of the price from a date ("调整幅度 上调8%"), not a discount
}

// ladderStep is a modifier that makes an offer of its own term off base.
type ladderStep struct {
	m    modifier
	base priceIn
}

// modPairs is how a row's modifiers pair with its price columns.
type modPairs struct {
	on       map[string]modifier // price column letter -> the modifier taken off its price
	ladder   []ladderStep
	unpaired []modifier
	stack    map[string][]modifier // price column letter -> further discounts on top of on's (再95折, 年终加折)
}

// basePhrases: the words around a base a header names (words/ladder.tsv).
var basePhrases = wordRows("base_phrase")

// headerBases cuts the base phrases out of a header: the rest, and the bases.
func headerBases(h string) (string, []string) {
	s := norm(h)
	var bases []string
	for _, row := range basePhrases {
		pre, post, _ := strings.Cut(row[1], "|")
		for {
			i := strings.Index(s, pre)
			if i < 0 {
				break
			}
			j := strings.Index(s[i+len(pre):], post)
			if j < 0 {
				break
			}
			base := strings.TrimSpace(s[i+len(pre) : i+len(pre)+j])
			if base == "" {
				break
			}
			bases = append(bases, base)
			s = s[:i] + " " + s[i+len(pre)+j+len(post):]
		}
	}
	return strings.TrimSpace(s), bases
}

// planOf is the plan or term words name ("包月", "1年约"), nil for none.
func planOf(s string) *billingMode {
	if m, _, ok := tierInHeader(s); ok && (m.term != nil || m.period != "") {
		return &m
	}
	if m, ok := findMode(s); ok {
		return &m
	}
	return nil
}

// pricePlan is a price column's tier, or its header's plan word.
func pricePlan(p priceIn) *billingMode {
	if p.tier != nil {
		return p.tier
	}
	return planOf(reHint.ReplaceAllString(p.header, ""))
}

func termHours(t *Term) float64 {
	if t == nil {
		return 0
	}
	return t.Hours(DefaultHoursPerMonth)
}

func samePlanOf(a, b *billingMode) bool {
	return a != nil && b != nil && samePlan(*a, *b)
}

func newModifier(c cell) modifier {
	rest, bases := headerBases(c.header)
	return modifier{c: c, own: planOf(rest), bases: bases}
}

// baseGeneric: a base's words naming only a price (words/ladder.tsv).
var baseGeneric = wordSet("base_generic")

// allows: price column p is a base the modifier's header names, or it names none.
func (m modifier) allows(p priceIn, pp *billingMode) bool {
	h := compact(norm(reHint.ReplaceAllString(p.header, "")))
	for _, b := range m.bases {
		words := b
		if bp := planOf(b); bp != nil {
			if !samePlanOf(pp, bp) {
				return false
			}
			words = strings.Replace(words, norm(bp.label), "", 1)
			if baseGeneric[strings.TrimSpace(words)] {
				continue // "包月价": the 包月 column's price, whatever its header calls it
			}
		}
		if w := compact(words); w != "" && !strings.Contains(h, w) {
			return false
		}
	}
	return true
}

// discountCell: a share off a price, or none taken ("无", "—").
func discountCell(t string) bool {
	f, ok := parseDiscount(t)
	return ok && f > 0 && f <= 1 || !ok && f == 1 || strings.ContainsAny(t, "%折") && len(termDiscounts(t)) == 1
}

// modifierCells are the discount column and each unread column whose header
// speaks of a discount or names a term and whose cell holds a discount.
func (b *rowBuild) modifierCells() []modifier {
	var out []modifier
	if c, ok := b.r.cells[fDiscount]; ok {
		out = append(out, newModifier(c))
	}
	letters := map[string]string{}
	for _, c := range b.r.unreadMoney {
		letters[c.header] = c.letter
	}
	var hs []string
	for h, t := range b.r.extra {
		if !b.r.personUnread[h] && (discountCell(t) || discountWordsCell(h, t)) && !restrictedPrice(h) {
			hs = append(hs, h)
		}
	}
	for h, t := range b.r.extra {
		if !b.r.personUnread[h] && b.changeColumn(h, t) && !slices.Contains(hs, h) {
			hs = append(hs, h)
		}
	}
	sort.Strings(hs)
	for _, h := range hs {
		m := newModifier(cell{text: b.r.extra[h], header: h, letter: letters[h]})
		if m.change = b.changeColumn(h, m.c.text); m.change {
			m.own = nil // "调价幅度(包月)": the change of the one price, whatever its plan
			m.c.letter = orDefault(m.c.letter, b.r.extraLetters[h])
			out = append(out, m)
			continue
		}
		ownTerm := m.own != nil && m.own.term != nil
		if !ownTerm && len(termDiscounts(m.c.text)) > 0 {
			continue // "长约优惠: 1-yr: -15%": offers by term of its own (termDiscountOffers)
		}
		if ownTerm || reDiscountWord.MatchString(norm(h)) || discountHeader(h) {
			out = append(out, m)
		}
	}
	return out
}

// restrictedPrice: a held-out price column for some buyers only or for a
// later time (学生/教育优惠, 新人价, 12月签约价（预告）: words/price_state.tsv
// qualified, intro, preview) holds their prices, never a discount off the
// offer, even where its figure is under 1 ("0.98" beside a standard 1.15,
// "0.88" announced for next month beside 0.95). A discount column naming
// its base (贵司折扣（以刊例价为基数）) is still a discount.
func restrictedPrice(h string) bool {
	s, _ := priceHeaderWords.in(h)
	return s == "qualified" || s == "intro" || s == "preview"
}

// pairModifiers pairs the row's modifiers with its price columns.
func (b *rowBuild) pairModifiers() modPairs {
	res := modPairs{on: map[string]modifier{}, stack: map[string][]modifier{}}
	mods := b.modifierCells()
	if len(mods) == 0 {
		return res
	}
	plans := make([]*billingMode, len(b.r.prices))
	for i, p := range b.r.prices {
		plans[i] = pricePlan(p)
	}
	var plain []modifier
	for _, m := range mods {
		if len(m.bases) == 0 && !m.change {
			m.bases = b.lineBases() // "时长折扣以包月价为基数" on a line of its own
		}
		if m.own == nil {
			plain = append(plain, m)
			continue
		}
		var same, shorter []int
		for i, p := range b.r.prices {
			switch {
			case !m.allows(p, plans[i]):
			case samePlanOf(plans[i], m.own):
				same = append(same, i)
			case m.own.term != nil && termHours(planTerm(plans[i])) < termHours(m.own.term) && !isInterruptible(p):
				shorter = append(shorter, i)
			}
		}
		switch {
		case len(same) == 1 && res.taken(b.r.prices[same[0]]) == nil:
			res.on[b.r.prices[same[0]].letter] = m
		case len(same) == 0 && len(shorter) == 1 && m.own.term != nil:
			res.ladder = append(res.ladder, ladderStep{m: m, base: b.r.prices[shorter[0]]})
		default:
			res.unpaired = append(res.unpaired, m)
		}
	}
	// a stacking discount (再95折, "extra 10% off") comes on top of the main one:
	// paired after the others, whatever the order of the headers
	slices.SortStableFunc(plain, func(a, c modifier) int {
		return cmpBool(stackedDiscount(a.c.header, a.c.text), stackedDiscount(c.c.header, c.c.text))
	})
	for _, m := range plain {
		var free []int
		for i, p := range b.r.prices {
			if res.taken(p) == nil && m.allows(p, plans[i]) {
				free = append(free, i)
			}
		}
		if len(free) == 1 {
			res.on[b.r.prices[free[0]].letter] = m
		} else if i := b.stackOn(m, plans, res); i >= 0 {
			l := b.r.prices[i].letter
			res.stack[l] = append(res.stack[l], m)
		} else {
			res.unpaired = append(res.unpaired, m)
		}
	}
	return res
}

func (mp modPairs) taken(p priceIn) *modifier {
	if m, ok := mp.on[p.letter]; ok {
		return &m
	}
	return nil
}

func planTerm(m *billingMode) *Term {
	if m == nil {
		return nil
	}
	return m.term
}

func isInterruptible(p priceIn) bool {
	v := interruptibleIn(p.header)
	return v != nil && *v
}

// discountOf is the modifier taken off price column p, when its cell says anything.
func (b *rowBuild) discountOf(p priceIn) (modifier, bool) {
	mp := b.pairModifiers()
	m, ok := mp.on[p.letter]
	if !ok && p.altOf != "" { // the list price read for its blank paid column (原价 for 活动价): that column's discount
		m, ok = mp.on[p.altOf]
	}
	return m, ok && strings.TrimSpace(m.c.text) != ""
}

// discountInPrice: price p already is another column's price less share f
// ("折后价 10.2" beside "刊例价 12", "85折"): the words that show it.
func (b *rowBuild) discountInPrice(p priceIn, text string, f float64) (string, bool) {
	pc, err := parsePriceCell(strings.TrimSpace(text))
	if err != nil || !(pc.value > 0) || !(f > 0) || f >= 1 {
		return "", false
	}
	others := append(append([]priceIn(nil), b.r.alts...), b.r.prices...)
	others = append(others, b.heldOutLists()...) // a list price held out beside the offer (刊例价 → 合同单价)
	for _, o := range others {
		if o.letter == p.letter {
			continue
		}
		oc, err := parsePriceCell(strings.TrimSpace(o.text))
		if err != nil || !(oc.value > pc.value) {
			continue
		}
		if math.Abs(oc.value*f-pc.value) <= math.Max(0.005*pc.value, 0.006) {
			return strings.TrimSpace(o.header) + " " + strings.TrimSpace(o.text) + " × " + trimFloat(f) + " = " + strings.TrimSpace(text), true
		}
	}
	return "", false
}

// reFormulaLine: a price worked out by multiplication ("折后价 = 刊例价 × 折扣").
var reFormulaLine = regexp.MustCompile(`=\s*[^=;；。]*(?:[×*]|\sx\s)`)

// paidResultWords: the price a discount gives named as paid (words/ladder.tsv).
var paidResultWords = wordsInOrder("paid_result")

// paidLine is the file's line saying a discount gives the price paid.
func (b *rowBuild) paidLine() string {
	return b.discountLine(func(low string) bool {
		return reFormulaLine.MatchString(low) || slices.ContainsFunc(paidResultWords, func(w string) bool { return strings.Contains(low, w) })
	})
}

// baseSentence is the file's sentence that speaks of a discount and names
// the price it is taken off ("时长折扣以包月价为基数", "discounts are off the
// on-demand rate"), with the bases it names.
func (b *rowBuild) baseSentence() (string, []string) {
	for _, line := range b.r.footLines {
		for _, sen := range reSentence.Split(line, -1) {
			if !reDiscountWord.MatchString(norm(sen)) {
				continue
			}
			var bases []string
			for _, cl := range reNoteSplit.Split(sen, -1) {
				_, bs := headerBases(cl)
				bases = append(bases, bs...)
			}
			if len(bases) > 0 {
				return strings.TrimSpace(sen), bases
			}
		}
	}
	return "", nil
}

// lineBases are the bases the file's sentence names for a discount whose
// header names none.
func (b *rowBuild) lineBases() []string {
	_, bases := b.baseSentence()
	return bases
}

// discountLine is the first note line that speaks of a discount and says.
func (b *rowBuild) discountLine(says func(low string) bool) string {
	for _, line := range b.r.footLines {
		if low := norm(line); reDiscountWord.MatchString(low) && says(low) {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// ladderTerm is a term as the file counts it: a year a line defines as 12
// months ("1年=12个月") is 12 months of 720 h.
func (b *rowBuild) ladderTerm(t Term) Term {
	if t.Unit != TermYear {
		return t
	}
	for _, line := range b.r.footLines {
		for _, seg := range reNoteSplit.Split(strings.ReplaceAll(narrow(line), ". ", "。"), -1) {
			lhs, rhs, ok := strings.Cut(strings.TrimSuffix(strings.TrimSpace(seg), "."), "=")
			if !ok {
				continue
			}
			if i := strings.LastIndexAny(lhs, ":："); i >= 0 {
				lhs = lhs[i+1:] // "注：1年"
			}
			y, err1 := ParseTerm(strings.TrimSpace(lhs))
			m, err2 := ParseTerm(strings.TrimSpace(rhs))
			if err1 == nil && err2 == nil && y.Unit == TermYear && y.Value == 1 && m.Unit == TermMonth && m.Value >= 1 && m.Value <= 12 {
				return Term{Value: t.Value * m.Value, Unit: TermMonth}
			}
		}
	}
	return t
}

// listPrice is a quote's price before its own column's modifier.
func listPrice(q Quote) float64 {
	if e, ok := chosenOf(q.Evidence, "paid_share"); ok && e.Rule == "paid.discount" {
		if f, err := strconv.ParseFloat(e.Value, 64); err == nil && f > 0 && f < 1 {
			return q.Price / f
		}
	}
	return q.Price
}

// ladderOffers are each ladder step's offer off its base column's quote:
// the price as written less the step's share, on the step's term.
func (b *rowBuild) ladderOffers(out []Quote, mp modPairs) []Quote {
	var more []Quote
	line := b.paidLine()
	if line == "" {
		line, _ = b.baseSentence() // the file names the price its term discounts are off: that is what is paid
	}
	for _, st := range mp.ladder {
		text := strings.TrimSpace(st.m.c.text)
		term := *st.m.own.term
		f, ok := parseDiscount(text)
		if tds := termDiscounts(text); len(tds) == 1 {
			if termHours(&tds[0].term) != termHours(&term) {
				continue // "2-yr: -20%" under 包年: which term is meant is not said
			}
			f, ok = tds[0].f, true
		}
		if !ok || !(f > 0) || f >= 1 {
			continue
		}
		i := b.quoteOfColumn(out, st.base)
		if i < 0 {
			continue
		}
		term = b.ladderTerm(term)
		q := cloneQuote(out[i])
		q.Warnings, q.ReviewReasons, q.NeedsReview = nil, nil, false
		for _, w := range out[i].Warnings {
			if !baseOnlyWarning[w.Key] {
				q.AddWarning(w)
			}
		}
		for _, w := range out[i].ReviewReasons {
			if !baseOnlyWarning[w.Key] {
				q.Review(w)
			}
		}
		base := strings.TrimSpace(st.base.text)
		q.Price = math.Round(listPrice(out[i])*f*1e6) / 1e6
		note := mk("import.warn.ladder_applied", text, st.m.c.header, st.base.header, base, trimFloat2(q.Price), termMsg(term), line)
		if line == "" {
			note = mk("import.review.ladder_unsaid", text, st.m.c.header, st.base.header, base, trimFloat2(q.Price), termMsg(term))
		}
		q = b.termOffer(q, st.m.c, text, strings.TrimSpace(st.m.c.header), term, "price.term_ladder", note, line != "")
		more = append(more, q)
	}
	return more
}

// termOffer makes q, priced already, cell c's offer on term; unsaid by the
// file's line, it waits for review.
func (b *rowBuild) termOffer(q Quote, c cell, text, label string, term Term, rule string, note msg.Msg, said bool) Quote {
	q.MinTerm = &term
	q.PriceText = text
	q.Offer = strings.TrimSpace(q.Offer + " " + label)
	q.Raw[c.header] = strings.TrimSpace(c.text)
	q.Evidence = append(append([]Evidence(nil), q.Evidence...), Evidence{Field: "price", Value: trimFloat2(q.Price),
		Source: srcCell, Sheet: b.r.sheet, Row: b.r.row, Letter: c.letter, Header: c.header, Text: text,
		Rule: rule, Chosen: true})
	at := inRow(b.r, c)
	at.Text = text
	q.decide(fMinTerm, term.String(), rule, at)
	q.AddWarning(note)
	if !said {
		q.Review(note)
	}
	return q
}

// baseOnlyWarning: what a base quote says of itself, not of a ladder offer.
var baseOnlyWarning = map[string]bool{
	"import.warn.discount_applied": true, "import.warn.discount_included": true,
	"import.review.discount_unclear": true, "import.review.discount_unpaired": true, "import.review.discount_stacked_not_taken": true,
	"import.warn.term_from_plan": true,
}

// quoteOfColumn is the index of the quote price column p made, -1 for none.
func (b *rowBuild) quoteOfColumn(out []Quote, p priceIn) int {
	for i, q := range out {
		if len(b.r.prices) == 1 || q.Raw[p.header] == strings.TrimSpace(p.text) {
			if q.Interruptible == nil || !*q.Interruptible || isInterruptible(p) {
				return i
			}
		}
	}
	return -1
}

// settleModifiers makes the ladder offers, holds the row for review over an
// unpaired modifier, and takes the cells read off the row's unread money.
func (b *rowBuild) settleModifiers(out []Quote) ([]Quote, modPairs) {
	mp := b.pairModifiers()
	if len(mp.on)+len(mp.ladder)+len(mp.unpaired) == 0 {
		return nil, mp
	}
	more := b.ladderOffers(out, mp)
	for _, m := range mp.unpaired {
		t := strings.TrimSpace(m.c.text)
		if f, ok := parseDiscount(t); !ok && f == 1 {
			continue // "无", "—": nothing is taken off
		}
		r := mk("import.review.discount_unpaired", t, m.c.header, priceHeaders(b.r.prices))
		for i := range out {
			out[i].AddWarning(r)
			out[i].Review(r)
		}
	}
	read := mp.read(true)
	keep := b.r.unreadMoney[:0:0]
	for _, c := range b.r.unreadMoney {
		if !read[c.header] {
			keep = append(keep, c)
		}
	}
	b.r.unreadMoney = keep
	return more, mp
}

// read are the headers of the cells the stage settled (withUnpaired: and
// those it paired with nothing), so no cell is read twice.
func (mp modPairs) read(withUnpaired bool) map[string]bool {
	read := map[string]bool{}
	for _, m := range mp.on {
		read[m.c.header] = true
	}
	for _, st := range mp.ladder {
		read[st.m.c.header] = true
	}
	for _, ms := range mp.stack {
		for _, m := range ms {
			read[m.c.header] = true
		}
	}
	for _, m := range mp.unpaired {
		read[m.c.header] = read[m.c.header] || withUnpaired
	}
	return read
}

// noDiscountWords: a term column's cell saying its discount does not apply ("不参与").
var noDiscountWords = wordSet("no_discount")

// discountRead is a discount cell read as a price off a base column.
type discountRead struct {
	p    priceIn // the discount column, with the base column's unit
	text string  // the price worked out, as a number
	note msg.Msg
	said bool // the file says the discount is taken off the base
}

// reMarkup: a price cell that holds only a share raising another price
// ("按保底单价折算卡时上浮30%", "base +30%"): the word, then the share.
var reMarkup = regexp.MustCompile(`(?i)` + wordAlt("markup", false) + `\s*(\d{1,3}(?:\.\d+)?)\s*%`)

// markupShare: the share in percent a cell (norm'd) raises another price
// by, where the cell holds no other figure.
func markupShare(c string) (float64, bool) {
	m := reMarkup.FindStringSubmatchIndex(c)
	if m == nil || strings.ContainsAny(c[:m[0]]+c[m[1]:], "0123456789") {
		return 0, false
	}
	v, err := strconv.ParseFloat(c[m[4]:m[5]], 64)
	return v, err == nil && v > 0
}

// markupOffBase reads a price cell holding only a markup as the row's other
// price (the one the cell names by its header, else the one other price)
// in this column's unit, raised by that share: a rule, not a figure, so the
// quote is warned and held for review. A cell it cannot price that way (no
// base, two bases, bases per machine and per card) is refused: its share is
// no price. nil where the cell is no markup.
func (b *rowBuild) markupOffBase(p priceIn, text string) (*discountRead, *msg.Msg) {
	c := norm(text)
	share, ok := markupShare(c)
	if !ok {
		return nil, nil
	}
	var bases []priceIn
	for _, o := range b.r.prices {
		t := strings.TrimSpace(o.text)
		if o.letter == p.letter || reMarkup.MatchString(norm(t)) {
			continue
		}
		if pc, err := parsePriceCell(t); err == nil && pc.value > 0 {
			if k := headerKey(o.header); k != "" && strings.Contains(compact(c), k) {
				bases = []priceIn{o} // the cell names it
				break
			}
			bases = append(bases, o)
		}
	}
	refuse := mk("import.err.markup_no_base", strings.TrimSpace(text))
	if len(bases) != 1 {
		return nil, &refuse
	}
	base := bases[0]
	pc, _ := parsePriceCell(strings.TrimSpace(base.text))
	bh, th := base.hint, p.hint
	if pc.hint.period != "" {
		bh.period, bh.basis = pc.hint.period, cmp.Or(pc.hint.basis, bh.basis)
	}
	if bh.period == "" || th.period == "" || bh.basis != th.basis || pc.hint.mult > 1 || bh.mult > 1 {
		return nil, &refuse
	}
	v := math.Round(pc.value/periodHours(bh.period)*periodHours(th.period)*(1+share/100)*1e6) / 1e6
	out := &discountRead{p: p, text: strconv.FormatFloat(v, 'f', -1, 64)}
	out.note = mk("import.warn.markup_off_column", strings.TrimSpace(text), base.header, strings.TrimSpace(base.text),
		trimFloat(periodHours(bh.period)), trimFloat(periodHours(th.period)), trimFloat(share), out.text)
	return out, nil
}

// discountOffBase reads a price cell holding only a discount ("-15%") as the
// row's one other price less that share (of several, the one a line of the
// file names as the discounts' base); nil where the cell is no discount. A
// discount with no such base is refused: its figure is no price.
func (b *rowBuild) discountOffBase(p priceIn, text string) (*discountRead, *msg.Msg) {
	c := compact(norm(text))
	if p.tier != nil && p.tier.term != nil && noDiscountWords[c] {
		return &discountRead{p: p}, nil // that term is not offered on this row
	}
	if !strings.ContainsAny(c, "%折") {
		return nil, nil
	}
	f, ok := parseDiscount(c)
	if !ok || f <= 0 || f >= 1 {
		return nil, nil
	}
	var bases []priceIn
	for i := range b.r.prices {
		o := b.r.prices[i]
		if o.letter == p.letter {
			continue
		}
		t := strings.TrimSpace(o.text)
		if _, isDisc := parseDiscount(compact(norm(t))); isDisc && strings.ContainsAny(t, "%折") {
			continue // another discount, not a price
		}
		if pc, err := parsePriceCell(t); err != nil || !(pc.value > 0) {
			continue
		}
		bases = append(bases, o)
	}
	if lb := b.lineBases(); len(bases) > 1 && len(lb) > 0 {
		named := modifier{bases: lb}
		bases = slices.DeleteFunc(bases, func(o priceIn) bool { return !named.allows(o, pricePlan(o)) })
	}
	base := discountBase(bases)
	if base == nil {
		others := slices.DeleteFunc(slices.Clone(b.r.prices), func(o priceIn) bool { return o.letter == p.letter })
		no := mk("import.err.discount_no_base", strings.TrimSpace(text), priceHeaders(others))
		return nil, &no
	}
	pc, _ := parsePriceCell(strings.TrimSpace(base.text))
	v := math.Round(pc.value*f*1e6) / 1e6
	out := &discountRead{p: p, text: strconv.FormatFloat(v, 'f', -1, 64)}
	h := base.hint // the base's unit and currency
	h.currency = orDefault(p.hint.currency, orDefault(pc.hint.currency, base.hint.currency))
	if pc.hint.period != "" || pc.hint.basis != "" {
		h.period, h.basis = pc.hint.period, pc.hint.basis
	}
	out.p.hint = h
	if p.tier != nil {
		t := *p.tier
		if t.term != nil {
			lt := b.ladderTerm(*t.term) // "1年=12个月": the file's year
			t.term = &lt
		}
		t.period = ""
		if base.tier != nil {
			t.period = base.tier.period
		}
		out.p.tier = &t
	}
	if line := b.discountOffLine(*base); line != "" {
		out.said = true
		out.note = mk("import.warn.discount_off_column", text, base.header, strings.TrimSpace(base.text), out.text, line)
	} else {
		out.note = mk("import.review.discount_off_column", text, base.header, strings.TrimSpace(base.text), out.text)
	}
	return out, nil
}

// discountBase is the price a discount column is off: the one other price,
// or beside a spot price the one that cannot be taken back.
func discountBase(prices []priceIn) *priceIn {
	if len(prices) > 1 {
		var firm []priceIn
		for _, o := range prices {
			if v := interruptibleIn(o.header); v == nil || !*v {
				firm = append(firm, o)
			}
		}
		prices = firm
	}
	if len(prices) != 1 {
		return nil
	}
	return &prices[0]
}

// discountOffLine is the file's line saying a discount is off the base's
// rate: it names the column's plan ("on-demand") or header.
func (b *rowBuild) discountOffLine(base priceIn) string {
	var names []string
	if m, _, ok := tierInHeader(base.header); ok && m.label != "" {
		names = append(names, norm(m.label))
	}
	if k := strings.TrimSpace(norm(reHint.ReplaceAllString(base.header, ""))); k != "" {
		names = append(names, k)
	}
	return b.discountLine(func(low string) bool {
		return slices.ContainsFunc(names, func(n string) bool {
			return strings.Contains(low, n) || strings.Contains(strings.ReplaceAll(low, "-", " "), strings.ReplaceAll(n, "-", " "))
		})
	})
}

// apply keeps the vendor's words as the price text and says how the price
// was worked out; unsaid by the file, the quote waits for review.
func (d *discountRead) apply(q *Quote, orig, header string, rawByHeader bool) {
	if d == nil {
		return
	}
	q.PriceText = orig
	if _, ok := q.Raw[fPrice]; ok {
		q.Raw[fPrice] = orig
	}
	if rawByHeader {
		q.Raw[header] = orig
	}
	q.AddWarning(d.note)
	if !d.said {
		q.Review(d.note)
	}
}

// reTermDiscount: one entry of a cell of discounts by term ("1-yr: -15%").
var reTermDiscount = regexp.MustCompile(`^\s*(.{1,16}?)\s*[:：]?\s*((?:-|减)\s*\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*%\s*off|\d+(?:\.\d+)?\s*折|[一二三四五六七八九]{1,2}\s*折)\s*$`)

// reTermDiscountSplit separates the entries of such a cell.
var reTermDiscountSplit = regexp.MustCompile(`[;；,，/|]+`)

// termDisc is one entry of a cell of discounts by term.
type termDisc struct {
	term  Term
	label string
	f     float64
	entry string
}

// termDiscounts reads a cell of discounts by term; nil when any entry is not one.
func termDiscounts(text string) []termDisc {
	if !strings.ContainsAny(text, "%％折") { // every entry names its discount so (most cells: none)
		return nil
	}
	var out []termDisc
	for _, e := range reTermDiscountSplit.Split(narrow(text), -1) {
		if strings.TrimSpace(e) == "" {
			continue
		}
		m := reTermDiscount.FindStringSubmatch(e)
		if m == nil {
			return nil
		}
		f, ok := parseDiscount(m[2])
		if !ok || f <= 0 || f >= 1 {
			return nil
		}
		mode, _, ok := tierInHeader(m[1])
		if !ok || mode.term == nil {
			if t, err := ParseTerm(m[1]); err == nil && t.Value > 0 {
				mode.term, ok = &t, true
			}
		}
		if !ok || mode.term == nil {
			return nil
		}
		out = append(out, termDisc{*mode.term, strings.TrimSpace(m[1]), f, strings.TrimSpace(e)})
	}
	return out
}

// termDiscountOffers are the row's further offers: the ladder steps, then
// each cell of discounts by term off the base a line names, or the one price.
func (b *rowBuild) termDiscountOffers(out []Quote) []Quote {
	more, mp := b.settleModifiers(out)
	read := mp.read(false)
	var cells []cell
	if c, ok := b.r.cells[fMinTerm]; ok && strings.TrimSpace(c.text) != "" {
		cells = append(cells, c) // "Commitment discounts" read as a term
	}
	if c, ok := b.r.cells[fDiscount]; ok && len(termDiscounts(c.text)) > 0 {
		cells = append(cells, c)
	}
	for h, t := range b.r.extra {
		if !b.r.personUnread[h] && !read[h] { // a column the person left unread stays unread
			cells = append(cells, cell{text: t, header: h, letter: b.r.extraLetters[h]})
		}
	}
	for _, c := range cells {
		tds := termDiscounts(c.text)
		if len(tds) == 0 {
			continue
		}
		base, header, line := b.termDiscountBase(out)
		if base < 0 {
			continue
		}
		for _, td := range tds {
			q := cloneQuote(out[base])
			q.Price = math.Round(q.Price*td.f*1e6) / 1e6
			note := mk("import.warn.discount_off_column", td.entry, header, out[base].PriceText, trimFloat2(q.Price), line)
			if line == "" {
				note = mk("import.review.discount_off_column", td.entry, header, out[base].PriceText, trimFloat2(q.Price))
			}
			q = b.termOffer(q, c, td.entry, td.label, td.term, "price.term_discount", note, line != "")
			more = append(more, q)
		}
	}
	return more
}

// termDiscountBase is the index of the offer a discount by term is off, its
// header, and the line that says so; -1 for none.
func (b *rowBuild) termDiscountBase(out []Quote) (int, string, string) {
	var cand []int
	for i, q := range out {
		if q.MinTerm == nil && (q.Interruptible == nil || !*q.Interruptible) {
			cand = append(cand, i)
		}
	}
	for _, p := range b.r.prices {
		line := b.discountOffLine(p)
		if line == "" {
			continue
		}
		for _, i := range cand {
			if q := out[i]; q.Raw[p.header] == strings.TrimSpace(p.text) || len(b.r.prices) == 1 {
				return i, p.header, line
			}
		}
	}
	if len(b.r.prices) == 1 && len(cand) == 1 {
		return cand[0], b.r.prices[0].header, ""
	}
	return -1, "", ""
}

// cloneQuote copies a quote with its own warnings, reasons and raw cells.
func cloneQuote(q Quote) Quote {
	c := q
	c.Warnings = append([]msg.Msg(nil), q.Warnings...)
	c.ReviewReasons = append([]msg.Msg(nil), q.ReviewReasons...)
	c.Raw = map[string]string{}
	maps.Copy(c.Raw, q.Raw)
	return c
}

// A change column ("调整幅度": 上调8%, 下调10%, +5%, 上调300元/台/月, 不变)
// changes the row's one price from a date. The changed price is taken
// where a line of the file names it as the one billed ("按调整后单价计费");
// else it waits for review. A change not stated ("—", "另行通知") or not
// read leaves the price from the date unknown: the row is refused. Beside
// a second price (原价 and 新价) the change is the two prices' difference,
// read already: no modifier.

var (
	reChangeHeader = wordRe("change_header")
	reCompare      = wordRe("compare_header")
	changeUp       = wordsInOrder("change_up")
	changeDown     = wordsInOrder("change_down")
	changeNone     = wordSet("change_none")
	changePaid     = wordsInOrder("change_paid")
	reChangeAmount = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*(%)?(.*)$`)
)

// priceChange is a change cell read: the price times f, plus add in unit.
type priceChangeCell struct {
	f    float64
	add  float64
	unit unitHint // the unit an amount states ("元/台/月"); empty where none
}

// parseChange reads a change cell; ok false where it is not one it can
// work out (no direction, a share of 100% or more).
func parseChange(text string) (priceChangeCell, bool) {
	c := compact(norm(text))
	if changeNone[c] {
		return priceChangeCell{f: 1}, true
	}
	sign := 0.0
	for _, dir := range []struct {
		words []string
		sign  float64
	}{{changeUp, 1}, {changeDown, -1}, {[]string{"+"}, 1}, {[]string{"-", "−", "–"}, -1}} {
		for _, w := range dir.words {
			if w = compact(w); strings.HasPrefix(c, w) {
				sign, c = dir.sign, strings.TrimPrefix(strings.TrimPrefix(c, w), "了")
				break
			}
		}
		if sign != 0 {
			break
		}
	}
	m := reChangeAmount.FindStringSubmatch(c)
	if m == nil {
		return priceChangeCell{}, false
	}
	v, err := strconv.ParseFloat(m[1], 64)
	switch {
	case err != nil:
		return priceChangeCell{}, false
	case v == 0 && m[3] == "":
		return priceChangeCell{f: 1}, true // "0", "0%": no change
	case sign == 0:
		return priceChangeCell{}, false // "8%": up or down is not said
	case m[2] != "":
		if m[3] != "" || v >= 100 {
			return priceChangeCell{}, false
		}
		return priceChangeCell{f: 1 + sign*v/100}, true
	}
	h := parseHint(m[3])
	if m[3] != "" && h.period == "" && h.currency == "" && !strings.Contains(m[3], "元") {
		return priceChangeCell{}, false // "上调300台": not an amount of money
	}
	return priceChangeCell{f: 1, add: sign * v, unit: h}, true
}

// changeColumn: an unread column changing the price: its header says so
// ("调整幅度"), or its cell is a change with a direction ("上调8%"); only
// beside the row's one price.
func (b *rowBuild) changeColumn(h, t string) bool {
	if len(b.r.prices) != 1 || len(b.r.alts) > 0 || len(b.r.equivs) > 0 {
		return false
	}
	if st, _ := priceHeaderWords.in(norm(h)); st != "" || priceLikeHeader(h) {
		return false // "调价前(元/台/月)": a version of the price, not its change
	}
	if reCompare.MatchString(norm(h)) || containsWord(compact(norm(headerCore(h))), "change_history_header") && !reChangeHeader.MatchString(norm(h)) {
		// "较V1 ↓4,000", a bare "调整" column beside the price (words/mistakes.tsv
		// change_history_header): the price is already the new one, the column its history beside it
		return false
	}
	if !reChangeHeader.MatchString(norm(h)) && !changeLeads(t) {
		return false
	}
	return !b.priceBeside(h, t)
}

// changeLeads: the cell opens with a word of a change's direction ("上调",
// "↓"); a bare sign ("-8%") is as much a discount.
func changeLeads(t string) bool {
	c := compact(norm(t))
	return slices.ContainsFunc(append(append([]string(nil), changeUp...), changeDown...), func(w string) bool { return strings.HasPrefix(c, compact(w)) })
}

// priceBeside: another unread cell of the row is a version of the price
// ("原价" beside "新价"; a header naming a price, or a figure the change
// turns into the price): the change is the two prices' difference.
func (b *rowBuild) priceBeside(h, t string) bool {
	price, err := parsePriceCell(strings.TrimSpace(b.r.prices[0].text))
	ch, ok := parseChange(t)
	for oh, ot := range b.r.extra {
		if oh == h {
			continue
		}
		if st, _ := priceHeaderWords.in(norm(oh)); st != "" || priceLikeHeader(oh) || matchHeader(oh) == fPrice {
			return true
		}
		if x, e := parsePriceCell(ot); ok && err == nil && e == nil && x.value > 0 && price.value > 0 &&
			math.Abs(x.value*ch.f+ch.add-price.value) <= 0.01*price.value && x.value != price.value {
			return true
		}
	}
	return false
}

// changePaidLine is the file's line naming the changed price as the one billed.
func (b *rowBuild) changePaidLine() string {
	for _, line := range b.r.footLines {
		if containsAny(norm(line), changePaid) {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// changedPrice is value, the price of column p as written (text) in
// price unit u, changed by m's cell; refused where the change leaves the
// price unknown.
func (b *rowBuild) changedPrice(q *Quote, p priceIn, m modifier, text string, value float64, u unitHint) (float64, bool) {
	t := strings.TrimSpace(m.c.text)
	at := m.c
	if at.letter == "" {
		at = p.cell // a column no field reads has no letter here: the price's cell
	}
	ch, ok := parseChange(t)
	if !ok {
		key := "import.err.change_unread"
		if t == "" || isNotStated(norm(t)) || isNoneWord(compact(norm(t))) || !strings.ContainsAny(t, "0123456789") {
			key = "import.err.change_unstated"
		}
		b.badAt(at, mk(key, t, m.c.header, strings.TrimSpace(text)))
		return 0, true
	}
	if ch.add != 0 && (ch.unit.period != "" && ch.unit.period != u.period || ch.unit.basis != "" && ch.unit.basis != u.basis || u.period == "") {
		b.badAt(at, mk("import.err.change_unit", t, m.c.header, strings.TrimSpace(text)))
		return 0, true
	}
	v := math.Round((value*ch.f+ch.add)*1e6) / 1e6
	var cands candidates
	cands.add("paid.price_change", srcColumn, trimFloat(v/value), m.c, t)
	r := paidPolicy.resolve(nil, cands)
	if ch.f == 1 && ch.add == 0 {
		b.keep(q, r)
		return value, false
	}
	q.Raw[m.c.header] = t
	if line := b.changePaidLine(); line != "" {
		r.warn = append(r.warn, mk("import.warn.change_applied", t, m.c.header, strings.TrimSpace(text), trimFloat2(v), line))
	} else {
		w := mk("import.review.change_unsaid", t, m.c.header, strings.TrimSpace(text), trimFloat2(v))
		r.warn, r.review = append(r.warn, w), append(r.review, w)
	}
	b.keep(q, r)
	return v, false
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
