package quotes

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"computecheck/msg"
)

// The modifier stage: a column that changes another column's price, a
// discount ("85折", "-8%") or a term with its discount ("1年约 9折", "包年
// 1-yr: -15%"), is paired with the price column it modifies by what the
// file says, strongest first:
//
//   - the base its header names ("以包月刊例价为基数", "off the on-demand
//     rate"): only a price column that base describes;
//   - the plan or term word its header shares with one price column (按量,
//     包月, 包年, "1-yr"): that column, and the plan word is no condition;
//   - a term no price column prices (1年约, 包年 beside 按量 and 包月): an
//     offer of its own on that term, off the one shorter price column the
//     base allows (a ladder of terms off a base price);
//   - no plan word: the one price column no other modifier took.
//
// A modifier none of these pairs is taken off no price: the row's quotes
// keep their prices as written and wait for review, naming it. A ladder
// offer's price is what is paid where a line of the file says a discount
// gives the price paid ("长约价格 = 基准价 × 对应折扣", "折后价即结算价");
// otherwise it waits for review. One quote per price column and per term.

// modifier is one modifying cell of a row with what its header says.
type modifier struct {
	c     cell
	own   *billingMode // the plan or term the header names outside its base phrases
	bases []string     // the words of each base phrase ("包月刊例价")
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
}

// basePhrases are the words around a base a header names (words/ladder.tsv,
// base_phrase: the word, and the words before and after the base).
var basePhrases = wordRows("base_phrase")

// headerBases cuts the base phrases out of a header: what is left, and
// each base's words.
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

// planOf is the plan or term words name ("包月", "1年约", "On-demand"),
// nil for none.
func planOf(s string) *billingMode {
	if m, _, ok := tierInHeader(s); ok && (m.term != nil || m.period != "") {
		return &m
	}
	if m, ok := findMode(s); ok {
		return &m
	}
	return nil
}

// pricePlan is the plan a price column prices: its tier, or its header's
// plan word ("包年价（元/卡·时）").
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

// samePlanOf: two plans stated, of the same period or commitment
// (samePlan).
func samePlanOf(a, b *billingMode) bool {
	return a != nil && b != nil && samePlan(*a, *b)
}

func newModifier(c cell) modifier {
	rest, bases := headerBases(c.header)
	return modifier{c: c, own: planOf(rest), bases: bases}
}

// allows: price column p (its plan pp) is a base the modifier's header
// names, or it names none.
func (m modifier) allows(p priceIn, pp *billingMode) bool {
	h := compact(norm(reHint.ReplaceAllString(p.header, "")))
	for _, b := range m.bases {
		words := b
		if bp := planOf(b); bp != nil {
			if !samePlanOf(pp, bp) {
				return false
			}
			words = strings.Replace(words, norm(bp.label), "", 1)
		}
		if w := compact(words); w != "" && !strings.Contains(h, w) {
			return false
		}
	}
	return true
}

// discountCell: a cell that says a share off a price, or that none is
// taken ("无", "—").
func discountCell(t string) bool {
	f, ok := parseDiscount(t)
	return ok && f > 0 && f <= 1 || !ok && f == 1 || strings.ContainsAny(t, "%折") && len(termDiscounts(t)) == 1
}

// modifierCells are the row's modifying cells: its discount column, and
// each column not read whose header speaks of a discount or names a term
// and whose cell holds a discount.
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
		if !b.r.personUnread[h] && discountCell(t) {
			hs = append(hs, h)
		}
	}
	sort.Strings(hs)
	for _, h := range hs {
		m := newModifier(cell{text: b.r.extra[h], header: h, letter: letters[h]})
		ownTerm := m.own != nil && m.own.term != nil
		if !ownTerm && len(termDiscounts(m.c.text)) > 0 {
			continue // "长约优惠: 1-yr: -15%": offers by term of its own (termDiscountOffers)
		}
		if ownTerm || reDiscountWord.MatchString(norm(h)) {
			out = append(out, m)
		}
	}
	return out
}

// pairModifiers pairs the row's modifiers with its price columns.
func (b *rowBuild) pairModifiers() modPairs {
	res := modPairs{on: map[string]modifier{}}
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
	for _, m := range plain {
		var free []int
		for i, p := range b.r.prices {
			if res.taken(p) == nil && m.allows(p, plans[i]) {
				free = append(free, i)
			}
		}
		if len(free) == 1 {
			res.on[b.r.prices[free[0]].letter] = m
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

// discountOf is the modifier taken off price column p, when its cell
// says anything.
func (b *rowBuild) discountOf(p priceIn) (modifier, bool) {
	m, ok := b.pairModifiers().on[p.letter]
	return m, ok && strings.TrimSpace(m.c.text) != ""
}

// discountInPrice: the price p already is another column's price with
// the share f taken off ("折后价 10.2" beside "刊例价 12" and "85折"):
// the words that show it, and true.
func (b *rowBuild) discountInPrice(p priceIn, text string, f float64) (string, bool) {
	pc, err := parsePriceCell(strings.TrimSpace(text))
	if err != nil || !(pc.value > 0) || !(f > 0) || f >= 1 {
		return "", false
	}
	for _, o := range append(append([]priceIn(nil), b.r.alts...), b.r.prices...) {
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

// reFormulaLine: a line that works a price out with a multiplication
// ("折后价 = 刊例价 × 折扣", "net = list x discount").
var reFormulaLine = regexp.MustCompile(`=\s*[^=;；。]*(?:[×*]|\sx\s)`)

// paidResultWords name the price a discount gives as the one paid
// (words/ladder.tsv, paid_result: 折后价, 结算价, "net price").
var paidResultWords = wordsInOrder("paid_result")

// paidLine is the file's line saying a discount gives the price paid: it
// speaks of a discount and works the price out with it, or names the
// result as what is paid; "" for none.
func (b *rowBuild) paidLine() string {
	for _, line := range b.r.footLines {
		low := norm(line)
		if !reDiscountWord.MatchString(low) {
			continue
		}
		if reFormulaLine.MatchString(low) {
			return strings.TrimSpace(line)
		}
		for _, w := range paidResultWords {
			if strings.Contains(low, w) {
				return strings.TrimSpace(line)
			}
		}
	}
	return ""
}

// ladderTerm is a ladder's term as the file counts it: a year a line
// defines in months ("1年=12个月", "1 year = 12 months") is that many
// months (12 of 720 h: 8,640 hours).
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

// listPrice is a quote's price before the discount the price column's
// own modifier took off (the base of a ladder is the price as written).
func listPrice(q Quote) float64 {
	if e, ok := chosenOf(q.Evidence, "paid_share"); ok && e.Rule == "paid.discount" {
		if f, err := strconv.ParseFloat(e.Value, 64); err == nil && f > 0 && f < 1 {
			return q.Price / f
		}
	}
	return q.Price
}

// ladderOffers are the offers each ladder step makes off its base
// column's quote in out: that quote's price as written less the step's
// share, on the step's term. A step whose cell says no share (—, 不参与)
// makes none.
func (b *rowBuild) ladderOffers(out []Quote, mp modPairs) []Quote {
	var more []Quote
	line := b.paidLine()
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

// termOffer makes q, priced already, the offer cell c makes on term: the
// cell's words are its price text; the file's line said it (said) or it
// waits for review.
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

// baseOnlyWarning: what a base quote says of its own price and plan, not
// of a ladder offer made off it.
var baseOnlyWarning = map[string]bool{
	"import.warn.discount_applied": true, "import.warn.discount_included": true,
	"import.review.discount_unclear": true, "import.review.discount_unpaired": true,
	"import.warn.term_from_plan": true,
}

// quoteOfColumn is the index in out of the quote price column p made, -1
// for none.
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

// settleModifiers makes the row's ladder offers, holds its quotes for
// review where a modifier pairs with no price column, and takes the cells
// it read off the row's unread money (they are no price left unread).
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
	read := map[string]bool{}
	for _, m := range mp.on {
		read[m.c.header] = true
	}
	for _, st := range mp.ladder {
		read[st.m.c.header] = true
	}
	for _, m := range mp.unpaired {
		read[m.c.header] = true
	}
	keep := b.r.unreadMoney[:0:0]
	for _, c := range b.r.unreadMoney {
		if !read[c.header] {
			keep = append(keep, c)
		}
	}
	b.r.unreadMoney = keep
	return more, mp
}

// reads: the header of a cell the modifier stage settles, so the cells of
// discounts by term are not read twice.
func (mp modPairs) reads(h string) bool {
	for _, m := range mp.on {
		if m.c.header == h {
			return true
		}
	}
	for _, st := range mp.ladder {
		if st.m.c.header == h {
			return true
		}
	}
	return false
}
