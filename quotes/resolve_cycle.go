package quotes

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The resolve stage's cycle prices (LS0801-). A platform or IDC may price
// each row per billing cycle of its own length: "计费周期(小时) 168 | 周期
// 单价(元) 14,246.4", or "计费周期 标准期 | 每期租金(元/台) 63,000" with
// "标准期 = 28天" defined in a line above the header. The price per hour is
// the amount over the cycle's hours (per the basis the header or the row
// states); one cycle is paid whole, so it is the least term. Both are
// warned naming the cells. A cycle cell that is a plan word (包月) is the
// plan's, read as before.

var cycleHeaders = wordSet("cycle_header")

// cycleRead: the cycle a row's one price pays for.
type cycleRead struct {
	c     cell   // the cycle column's cell
	term  Term   // its length
	line  string // the line defining the cycle's name, "" for none
	orig  string // the price as written
	hours float64
	basis string  // the basis the rate is counted per
	rate  float64 // the price per hour, in the header's scale
	cards cell    // the cards column the per-machine basis was guessed from; empty where stated
}

// cycleOf finds the cycle the row's one price pays for: its mode cell
// under a cycle header, holding a length or a name a line defines.
func cycleOf(r rowIn) (Term, cell, string, bool) {
	c, ok := r.cells[fMode]
	if !ok || strings.TrimSpace(c.text) == "" || !windowHeader(c.header, cycleHeaders) {
		return Term{}, cell{}, "", false
	}
	own := parseHint(c.text).period // "月", "周", "元/卡/30天": a period of its own
	// a name only: "1" under 计费周期(月) is a length, not "注1：最短租期3个月"
	if !strings.ContainsFunc(c.text, unicode.IsDigit) {
		if t, line, ok := definedCycle(strings.TrimSpace(c.text), r.footLines); ok {
			if pt := periodTerm(own); own != "" && pt != nil && pt.Hours(DefaultHoursPerMonth) == t.Hours(DefaultHoursPerMonth) {
				return Term{}, cell{}, "", false // "月=30天" restates the period: the plan's, read as before
			}
			return t, c, line, true // the file's own definition first ("半月期 = 15天")
		}
	}
	if _, plan := parseMode(c.text); plan || own != "" {
		return Term{}, cell{}, "", false
	}
	if t, stated, err := columnTerm(c); err == nil && (stated || reHeaderHourUnit.MatchString(norm(c.header))) && t.Value > 0 {
		return t, c, "", true
	}
	return Term{}, cell{}, "", false
}

// reDefLength: a length after a definition's sign ("= 28天（4周）").
var reDefLength = regexp.MustCompile(`^\s*(?:=|:|为|是)\s*([^,;，；。(（)）=]{1,12})`)

// definedCycle: the length a line around the table gives name ("计费周期：
// 标准期 = 28天（4周），半月期 = 15天"), one definition only; the name
// stands alone (not the end of 非标准期).
func definedCycle(name string, lines []string) (Term, string, bool) {
	if name == "" {
		return Term{}, "", false
	}
	var found Term
	var at string
	for _, l := range lines {
		n := narrow(l)
		for i := strings.Index(n, name); i >= 0; {
			m := reDefLength.FindStringSubmatch(n[i+len(name):])
			if before, _ := utf8.DecodeLastRuneInString(n[:i]); m != nil && !unicode.IsLetter(before) && !unicode.IsDigit(before) {
				if t, err := ParseTerm(m[1]); err == nil && t.Value > 0 {
					if at != "" && t != found {
						return Term{}, "", false // defined twice, differently
					}
					found, at = t, strings.TrimSpace(l)
				}
			}
			j := strings.Index(n[i+len(name):], name)
			if j < 0 {
				break
			}
			i += len(name) + j
		}
	}
	return found, at, at != ""
}

// cyclePrice rewrites the row's one price per cycle as its price per hour
// on the row's basis; nil where the row prices no cycle.
func cyclePrice(r *rowIn) *cycleRead {
	if len(r.prices) != 1 {
		return nil
	}
	p := r.prices[0]
	if p.hint.period != "" || parseHint(p.text).period != "" || parseHint(r.cells[fUnit].text).period != "" || r.sheetUnit.period != "" {
		return nil
	}
	term, c, line, ok := cycleOf(*r)
	if !ok {
		return nil
	}
	pc, err := parsePriceCell(p.text)
	if err != nil || !(pc.value > 0) || pc.equiv || pc.hint.period != "" {
		return nil
	}
	hours := term.Hours(DefaultHoursPerMonth)
	if !(hours > 0) {
		return nil
	}
	cy := &cycleRead{c: c, term: term, line: line, orig: strings.TrimSpace(p.text), hours: hours}
	value, scaled := pc.value, false
	if v, _, ok := scaleBare(p.header, r.cells[fUnit].text, r.scaleLine, p.text, pc.value); ok {
		value, scaled = v, true
	}
	cy.rate = value / hours
	basis := firstNonEmpty(p.hint.basis, pc.hint.basis)
	if basis == "" {
		if n, err := ParseCount(r.cells[fGPUsPerNode].text); err == nil && n >= 1 {
			basis, cy.cards = "node", r.cells[fGPUsPerNode] // 周期单价 of an instance of GPU数量 cards: a guess, warned
		}
	}
	cy.basis = basis
	cur := firstNonEmpty(pc.hint.currency, p.hint.currency)
	r.prices[0].text = strconv.FormatFloat(cy.rate, 'f', -1, 64)
	switch {
	case cur == "" || cur == "CNY":
		r.prices[0].text += "元" // its own 元: no header scale applies twice
	case scaled: // 周期单价(千美元): no 元 to stop build's scale, so it applies the header's once
		r.prices[0].text = strconv.FormatFloat(pc.value/hours, 'f', -1, 64)
	}
	tax := p.hint.tax
	if tax == nil {
		tax = pc.hint.tax
	}
	r.prices[0].hint = unitHint{basis: basis, period: "hour", currency: cur, tax: tax, text: p.hint.text}
	return cy
}

// settle puts the cycle's price back as written on the quotes priced at
// rate, warns how it was divided and sets one cycle as the least term.
func (cy *cycleRead) settle(qs []Quote, r rowIn, p priceIn) {
	rate := cy.rate
	for i := range qs {
		if math.Abs(qs[i].Price*cardsOf(qs[i], cy.basis)-rate) > 1e-6*rate && math.Abs(qs[i].Price-rate) > 1e-6*rate {
			continue
		}
		qs[i].PriceText = cy.orig
		if _, ok := qs[i].Raw[fPrice]; ok {
			qs[i].Raw[fPrice] = cy.orig
		}
		qs[i].AddWarning(mk("import.warn.ls_cycle_price", p.header, cy.orig, cy.c.header, strings.TrimSpace(cy.c.text), trimFloat(cy.hours)))
		if cy.cards.header != "" {
			qs[i].AddWarning(mk("import.warn.ls_cycle_basis", p.header, cy.cards.header, strings.TrimSpace(cy.cards.text)))
		}
		if cy.line != "" {
			qs[i].AddWarning(mk("import.warn.ls_cycle_defined", strings.TrimSpace(cy.c.text), cy.line))
		}
		if qs[i].longerTerm(&cy.term, "term.ls_cycle", Evidence{Source: srcCell, Sheet: r.sheet, Letter: cy.c.letter, Header: cy.c.header, Text: cy.c.text}) {
			qs[i].AddWarning(mk("import.warn.ls_cycle_term", termMsg(cy.term), trimFloat(cy.hours), cy.c.header, strings.TrimSpace(cy.c.text)))
		}
	}
}

// cardsOf: the cards a per-machine price was divided by, 1 otherwise.
func cardsOf(q Quote, basis string) float64 {
	if basis == "node" && q.GPUsPerNode != nil && *q.GPUsPerNode > 0 {
		return float64(*q.GPUsPerNode)
	}
	return 1
}
