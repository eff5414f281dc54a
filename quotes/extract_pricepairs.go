package quotes

import (
	"math"
	"regexp"

	"computecheck/msg"
	"strings"
)

// The extract stage's price pairs. A hand-made list writes two ways to pay
// for the same machine in one price cell: "包月3.6万/台；按量6.2元/卡时",
// "1.75元/卡时，包月9,000/台", "包月1.6万/台或包年16.8万/台", "按天1,680/台 /
// 按月4.6万/台". Each clause that names its own plan or period and its own
// amount is an offer of its own: the cell is read as one price per clause,
// each quoted as written. A clause that names a plan and offers nothing
// ("按量暂不提供") is no offer. Anything else in the cell (a bracket, an
// equivalent "约合", a term, a condition) keeps the cell whole, as before.

// rePlanClauseSplit: where a cell's clauses part (outside brackets): a
// semicolon, a full-width comma, a line break (OP0701), 或/or, a slash
// between spaces, or a run of spaces.
var rePlanClauseSplit = memoized(regexp.MustCompile(`\s*(?:[；;，\n]|或者|或|\bor\b|\s/\s|\s{2,})\s*`))

// pricePairs are the price cells of row r, a cell of several plans' prices
// read as one price per plan, and the clauses refused.
func pricePairs(r rowIn) ([]priceIn, []Problem, []msg.Msg) {
	var out []priceIn
	var probs []Problem
	var warns []msg.Msg
	for i, p := range r.prices {
		if pl := unitListPairs(r, p); pl != nil { // "2,350 / 8,600" beside "元/台/周 ; 元/台/月": one offer per place (OP0801)
			if out == nil {
				out = append([]priceIn{}, r.prices[:i]...)
			}
			out = append(out, pl...)
			warns = append(warns, mk("import.warn.unit_list_pairs", p.header, strings.TrimSpace(p.text), strings.TrimSpace(r.cells[fUnit].text)))
			continue
		}
		var parts []planClause
		if !figuresOnly(p.text) && !hasWorking(p.text) { // "9.5", "12,800": one price, no clause or tier to part (most cells); a working is one price
			if parts = planClauses(p.text); parts == nil {
				parts = tierClauses(p.text)
			}
		}
		if parts == nil {
			if out != nil {
				out = append(out, p)
			}
			continue
		}
		if out == nil {
			out = append([]priceIn{}, r.prices[:i]...)
		}
		for _, c := range parts {
			if c.refuse != nil && c.per != "" && prepaidNote(r, c.label) {
				// the row's note says the payment word is when it is paid
				// (“季付即按季度预付”): the amount is of the period it is near
				q := p
				q.text = c.text + "/" + periodUnitChar[c.per]
				q.tierName = orDefault(q.tierName, c.label)
				warns = append(warns, mk("import.warn.pair_paid_note", c.text, strings.TrimSpace(r.cells[fNotes].text), q.text))
				out = append(out, q)
				continue
			}
			if c.refuse != nil {
				probs = append(probs, Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter, Reason: *c.refuse})
				continue
			}
			q := p
			q.text = c.text
			if c.carried != "" {
				warns = append(warns, mk("import.warn.sv_unit_carried", c.written, c.carried, c.text))
			}
			if q.tierName == "" {
				q.tierName = c.label
			}
			out = append(out, q)
		}
	}
	if out == nil {
		return r.prices, nil, nil
	}
	return out, probs, warns
}

// figuresOnly: the cell holds figures alone ("9.5", "12,800."), so neither
// planClauses nor tierClauses can part it: both need a separator, a space,
// a bracket or a word.
func figuresOnly(text string) bool {
	t := strings.TrimSpace(text)
	return t != "" && strings.Trim(t, "0123456789.,") == ""
}

// A reseller writes a whole ladder in one price cell: "1-3台：2.9万/台/月；
// 4-9台：2.7万/台/月；10台及以上：2.5万/台/月", "1–2台 7.2万 | 3台以上 6.8万",
// one tier a line, or a base price with its step in brackets ("4.3元/卡/时
// （满8台 4.0元/卡/时）"). Each tier of the order's size (a range or an open
// end of machines or cards, TR0103) is a quote of its own, named by its
// tier; a tier saying 另议 is refused at the cell. A clause with no tier
// ("最低4台起租"), or a lone count ("8卡", an instance's size), keeps the
// cell whole, as before.

var (
	// reTierSplit: where a ladder cell's tiers part: a semicolon, a bar, a line break, a full-width comma.
	reTierSplit = regexp.MustCompile(`\s*[；;|｜\n，]\s*`)
	// reTierLead: a tier of the order's size leading a clause, and the rest.
	reTierLead = regexp.MustCompile(`(?i)^((?:满|≥|>=|>)?\s*\d+\s*(?:[-–—~～至到]\s*\d+\s*)?(?:\+\s*)?(?:台|卡|张|个节点|节点|nodes?|machines?|servers?|gpus?|cards?)\s*(?:及以上|以上|起|\+|or more|and up|and above)?)\s*[:：]?\s*(\S.*)$`)
	// reTierOpen: the tier is a range or an open end, not a lone count.
	reTierOpen = regexp.MustCompile(`(?i)^(?:满|≥|>=|>)|\d\s*[-–—~～至到]\s*\d|以上|起$|\+|or more|and up|and above`)
	// reTierBracket: a base price and a tier step in brackets after it.
	reTierBracket = regexp.MustCompile(`^([^（(]+?)\s*[（(]([^()（）]+)[)）]\s*$`)
)

// tierClauses splits a price cell into its tiers; nil when it is no ladder.
func tierClauses(text string) []planClause {
	text = strings.TrimSpace(text)
	var parts []string
	base := ""
	if m := reTierBracket.FindStringSubmatch(text); m != nil {
		base, parts = strings.TrimSpace(m[1]), []string{m[2]}
	} else {
		parts = reTierSplit.Split(text, -1)
	}
	var out []planClause
	seen := map[string]bool{}
	priced := 0
	if base != "" {
		pc, err := parsePriceCell(base)
		if err != nil || !(pc.value > 0) {
			return nil
		}
		out, priced = append(out, planClause{text: base, value: pc.value}), 1
	}
	for _, part := range parts {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		m := reTierLead.FindStringSubmatch(part)
		if m == nil || !reTierOpen.MatchString(m[1]) || seen[compact(norm(m[1]))] {
			return nil
		}
		seen[compact(norm(m[1]))] = true
		pc, err := parsePriceCell(m[2])
		switch {
		case err == nil && pc.value > 0:
			priced++
			out = append(out, planClause{text: strings.TrimSpace(m[2]), label: strings.TrimSpace(m[1]), value: pc.value})
		case err != nil && !strings.ContainsAny(m[2], "0123456789"):
			if _, err := parsePriceCell(part); err != nil {
				refuse := errMsg(err) // "64卡以上 另议": that tier is refused at its cell
				out = append(out, planClause{text: part, label: strings.TrimSpace(m[1]), refuse: &refuse})
			}
		default:
			return nil
		}
	}
	if priced == 0 || len(out) < 2 {
		return nil
	}
	return out
}

// periodUnitChar: the unit word of a payment period.
var periodUnitChar = map[string]string{"day": "天", "week": "周", "month": "月", "quarter": "季", "halfyear": "半年", "year": "年"}

// prepaidNote (SM-PAID-NOTE): the row's note says the payment word is a
// schedule of payment (“季付即按季度预付”, “季付=按季度付款”).
func prepaidNote(r rowIn, word string) bool {
	n := compact(norm(r.cells[fNotes].text))
	i := strings.Index(n, compact(norm(word)))
	if word == "" || i < 0 {
		return false
	}
	return rePrepaidDef.MatchString(n[i+len(compact(norm(word))):])
}

// rePrepaidDef: what defines a payment word as when it is paid, right after it.
var rePrepaidDef = regexp.MustCompile(`^(?:即|是|=|指|为|:)\S{0,6}?(?:预付|预缴|付款|支付|缴费)`)

var (
	// a sentence's remark in brackets naming no amount ("（可随时续）", "（年底清库存价，12月31日前签有效）")
	reRemarkBracket = regexp.MustCompile(`[(（][^()（）/／元$¥￥]*[)）]`)
	// a sentence's lead naming the machine the clauses price ("8卡整机：")
	reClauseLead = regexp.MustCompile(`^[^：:，,；;/／元$¥￥]{1,12}[：:]\s*`)
	// a clause saying only when the price is paid ("按季付", "月付")
	rePaySchedule = regexp.MustCompile(`^(?:按)?[日天周月季年]付$`)
)

// sentenceBody is a price sentence of minutes or notes ("8卡整机：按量 4.6元/卡/时；
// 包月 2.65万/台/月（可随时续）。") without its closing stop, its remarks in
// brackets and its lead, so the clauses that each price a plan are read;
// the lead, given back, stays with the clauses that price a machine.
func sentenceBody(text string) (body, lead string) {
	t := strings.TrimSpace(text)
	t = strings.TrimRight(t, "。.")
	t = reRemarkBracket.ReplaceAllString(t, "")
	if l := reClauseLead.FindString(t); l != "" && rePlanClauseSplit.MatchString(t[len(l):]) {
		t, lead = t[len(l):], l
	}
	return strings.TrimSpace(t), lead
}

type planClause struct {
	text, label string
	// refuse: the clause's period cannot be told (payWhen)
	refuse *msg.Msg
	value  float64
	paid   string // the period a payment word (季付) names, its unit naming none
	per    string // refused: the shorter-paid clause's period, the one its amount is near
	// carried: the clause whose unit a bare figure takes (carryUnit); text is then that reading
	carried, written string
}

// planClauses splits a price cell into the clauses that each price a plan
// of their own; nil when the cell is not such a pair.
func planClauses(text string) []planClause {
	text, lead := sentenceBody(text)
	if !rePlanClauseSplit.MatchString(text) || strings.ContainsAny(text, "(（[【") || equivIn(norm(text)) {
		return nil
	}
	var out []planClause
	seen := map[string]bool{}
	priced := 0
	for _, part := range rePlanClauseSplit.Split(strings.TrimSpace(text), -1) {
		if !strings.ContainsAny(part, "0123456789") && rePaySchedule.MatchString(strings.TrimSpace(part)) {
			continue // "按季付": when the clause before is paid, no offer of its own
		}
		label, word, ok := clausePlan(part)
		if !ok || seen[label] {
			return nil // a clause with no plan of its own, or the same plan twice
		}
		seen[label] = true
		pc, err := parsePriceCell(part)
		switch {
		case err == nil && pc.value > 0:
			priced++
			c := planClause{text: strings.TrimSpace(part), label: word, value: pc.value}
			if lead != "" {
				// "8卡整机：" counts the cards of every clause's machine; its
				// whole-machine word is no basis of a clause priced per card
				l := strings.TrimRight(lead, "：: ")
				if parseHint(part).basis != "node" {
					for w := range wordSet("unit_node_whole") {
						l = strings.ReplaceAll(l, w, "")
					}
				}
				c.text = l + " " + c.text
			}
			if strings.Contains(word, "付") && parseHint(strings.Replace(norm(part), word, " ", 1)).period == "" {
				c.paid = pc.hint.period
			}
			out = append(out, c)
		case err != nil && !strings.ContainsAny(part, "0123456789") && notOfferedPlan(part, word):
			// "按量暂不提供": that plan is not offered
		default:
			return nil
		}
	}
	if priced == 0 || len(seen) < 2 {
		return nil
	}
	payWhen(out)
	carryUnit(out)
	return out
}

// carryUnitRatio: how far apart a bare figure and the figure whose unit it
// takes may lie [assumed]: within it they are one kind of price (包月 at
// 1.35 beside 1.6元/卡时 is an hourly price; 1.35 a month would be a 720th).
const carryUnitRatio = 2.0

// carryUnit (SV0601): a clause that is its plan word and a bare figure
// ("1.6元/卡时，包月1.35") states no unit; the figure is read in the unit of
// a clause of the cell that states one ("包月 1.35元/卡时"), where the two
// figures are near (carryUnitRatio), warned. Otherwise it stays as written.
func carryUnit(cs []planClause) {
	for i, c := range cs {
		if c.refuse != nil || c.label == "" || c.value <= 0 {
			continue
		}
		bare := strings.TrimSpace(strings.Replace(norm(c.text), norm(c.label), " ", 1))
		if !figuresOnly(bare) {
			continue
		}
		for j, o := range cs {
			if j == i || o.refuse != nil || o.value <= 0 || o.value/c.value > carryUnitRatio || c.value/o.value > carryUnitRatio {
				continue
			}
			own := strings.TrimSpace(o.text)
			if o.label != "" {
				own = strings.TrimSpace(strings.Replace(own, o.label, " ", 1))
			}
			if h := parseHint(own); h.period == "" || figuresOnly(own) {
				continue
			}
			loc := reFigures.FindStringIndex(own) // a clause's first figure
			if loc == nil {
				continue
			}
			cs[i].text = c.label + " " + own[:loc[0]] + bare + own[loc[1]:]
			cs[i].carried, cs[i].written = o.text, c.text
			break
		}
	}
}

// payWhen: a payment word (月付, 季付) says when a price is paid, and a
// unit naming no period leaves open what period it is for: "月付2.8万/台
// 季付2.6万/台" are two prices of one month (paying by the quarter costs
// less a month), not 2.6万 a quarter. Clauses paid over different periods
// whose amounts are closer than those periods are refused at the cell
// (the longer-paid one): its period cannot be told from the cell.
func payWhen(cs []planClause) {
	for i := range cs {
		for j := range cs {
			a, b := cs[i], cs[j]
			if a.paid == "" || b.paid == "" || i == j {
				continue
			}
			ta, tb := periodTerm(a.paid), periodTerm(b.paid)
			if ta == nil || tb == nil {
				continue
			}
			ha, hb := ta.Hours(DefaultHoursPerMonth), tb.Hours(DefaultHoursPerMonth)
			if !(ha > 0 && hb > ha && a.value > 0) {
				continue
			}
			if ratio := b.value / a.value; ratio < math.Sqrt(hb/ha) {
				m := mk("import.err.pair_paid_period", b.text, a.text)
				cs[j].refuse, cs[j].per = &m, a.paid
			}
		}
	}
}

// clausePlan is the plan or period a clause names by itself: a plan word
// (包月, 按量, 季付) or the period of its unit (元/卡时): a key to tell the
// clauses apart, and the plan's word ("" for a unit's period).
func clausePlan(part string) (key, word string, ok bool) {
	if _, w, ok := findModeWord(part); ok {
		return "plan:" + w, w, true
	}
	low := norm(part)
	for _, w := range wordsInOrder("bare_period_word") {
		if strings.Contains(low, w) && !isASCII(w) {
			return "plan:" + w, w, true
		}
	}
	if h := parseHint(part); h.period != "" {
		return "unit:" + h.period, "", true
	}
	return "", "", false
}

// notOfferedPlan: the clause is its plan word and a word saying it is not
// offered ("按量暂不提供", "包年：无").
func notOfferedPlan(part, word string) bool {
	rest := norm(part)
	if word != "" {
		rest = strings.ReplaceAll(rest, word, "")
	}
	rest = strings.Trim(rest, " :：")
	return notOfferedWords[compact(rest)]
}

// conditionOffers (NR0501) are the offers of row r (read with layout l)
// that a cell no field reads states under a condition of term: "若签一年
// 则按31,680元/台/月", "若签一年则单价降至3.5元/卡/时" is the row's one-year
// offer, beside its plain price, which stands. The cell must open with a
// condition word (words/validate.tsv condition_offer), state the term and
// a whole price with its own unit; anything else stays as it was (reported
// by the validate stage when it holds money).
func conditionOffers(r rowIn, l *layout) []priceIn {
	var out []priceIn
	for _, cm := range l.cols {
		if cm.field != "" && cm.field != fIgnore {
			continue
		}
		v := strings.TrimSpace(r.extra[cm.header])
		low := norm(v)
		if v == "" || !startsWithAny(low, conditionWords) {
			continue
		}
		pc, err := parsePriceCell(v)
		if err != nil || !(pc.value > 0) || pc.term == nil || pc.hint.period == "" || pc.hint.basis == "" {
			continue
		}
		out = append(out, priceIn{cell: cell{text: v, header: cm.header, letter: cm.letter}, tierName: pc.termWords, ownUnit: true})
	}
	return out
}

var conditionWords = wordsInOrder("condition_offer")

// reListSplit: where a cell's list of amounts or units parts: a slash
// between spaces, a semicolon, a line break, a vertical bar.
var reListSplit = regexp.MustCompile(`\s+/\s+|\s*[;；\n|｜]\s*`)

// listMarked: the text, trimmed, parts where reListSplit does; a cell holding
// none of its marks (most price cells) is let go before any regexp runs.
func listMarked(s string) bool {
	return strings.ContainsAny(s, listMarks) && reListSplit.MatchString(strings.TrimSpace(s))
}

const listMarks = "/;；\n|｜"

// unitListPairs (OP0801): a price cell that lists two or more bare amounts
// ("2,350 / 8,600") beside a unit cell that lists as many units ("元/台/周 ;
// 元/台/月"), each naming its period, pairs them by place: one offer per
// amount, in its own unit. Lists of other lengths, or a part that is no
// bare amount or no unit, leave the cell as it was.
func unitListPairs(r rowIn, p priceIn) []priceIn {
	u, ok := r.cells[fUnit]
	if !ok || !listMarked(p.text) || !listMarked(u.text) {
		return nil
	}
	amounts := reListSplit.Split(strings.TrimSpace(p.text), -1)
	units := reListSplit.Split(strings.TrimSpace(u.text), -1)
	if len(amounts) < 2 || len(amounts) != len(units) {
		return nil
	}
	var out []priceIn
	for k, a := range amounts {
		if !figuresOnly(a) || parseHint(units[k]).period == "" {
			return nil
		}
		q := p
		q.text, q.ownUnit = a+" "+units[k], true // its unit is its place's, not the unit cell's whole list
		out = append(out, q)
	}
	return out
}
