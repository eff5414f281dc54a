package quotes

import (
	"regexp"
	"slices"
	"strings"
)

// Pay terms (words/payterms.tsv pay_term): how and when the buyer pays a
// price, "一次性付清", "分期付款", "预付", "后付", "月结", "账期60天",
// "Net 30". Beside a plan word in a price header ("包年价·一次性付清
// （万元/台）") they say how the plan's price is paid, never its period nor
// a minimum term: the plan gives both, as it would alone.

// payTermKind is each pay term's kind by its compact form.
var payTermKind = func() map[string]string {
	out := map[string]string{}
	for _, r := range wordRows("pay_term") {
		out[compact(r[0])] = r[1]
	}
	return out
}()

// payTermAlt is the pay terms' alternation (compact forms, the longest first).
func payTermAlt() string {
	var ws []string
	for w := range payTermKind {
		ws = append(ws, regexp.QuoteMeta(w))
	}
	slices.SortFunc(ws, func(a, b string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return strings.Compare(a, b)
	})
	return `(` + strings.Join(ws, "|") + `)`
}

const payTermSep = `[·・•\-—–_/|,，、:：;；+&]*`

// payDays: the days a credit or settlement term may state ("60天", "30日",
// "30days", "30").
const payDays = `(\d{1,3}(?:天|日|days?|d)?)?`

var (
	rePayTermEnd   = regexp.MustCompile(payTermSep + payTermAlt() + payDays + payTermSep + `$`)
	rePayTermStart = regexp.MustCompile(`^` + payTermSep + payTermAlt() + payDays + payTermSep)
)

// payTermCut takes one pay term off the end, else the start, of a compact,
// normed text ("包年价·一次性付清" -> "包年价", "一次性付清"); ok false where
// none stands there or nothing is left. A term of the credit_days kind
// ("net") counts only with its days ("net30").
func payTermCut(low string) (rest, words, kind string, ok bool) {
	try := func(m []int, atEnd bool) bool {
		if m == nil {
			return false
		}
		w := low[m[2]:m[3]]
		k := payTermKind[w]
		if !wholeASCIIAt(low, m[2], m[3]) {
			return false // "wireless", "invoicemonthly": no wire, no invoice
		}
		if m[4] >= 0 && (!payDaysKind[k] || !atEnd && startsTerm(low[m[5]:])) {
			// "预付3个月价": the 3 is the plan's months, no days of 预付
			if atEnd {
				return false
			}
			m = []int{m[0], m[3], m[2], m[3], -1, -1}
			for m[1] < len(low) && strings.ContainsRune(payTermSepChars, rune(low[m[1]])) {
				m[1]++
			}
		}
		if k == "credit_days" && m[4] < 0 {
			return false
		}
		rest = low[:m[0]] + low[m[1]:]
		words, kind = strings.Trim(low[m[0]:m[1]], payTermSepChars), k
		return rest != "" && payTermBeside(rest)
	}
	if try(rePayTermEnd.FindStringSubmatchIndex(low), true) || try(rePayTermStart.FindStringSubmatchIndex(low), false) {
		return rest, words, kind, true
	}
	return "", "", "", false
}

// payTermBeside: what a pay term is cut from is a plan ("包年价"), a price
// word ("价", "单价", "price") or a pay term itself ("net30" beside
// "invoice"), never a word the cut split ("包月结" is no 包 + 月结, "分期期数"
// no 期数 + 分期).
func payTermBeside(rest string) bool {
	if m, ok := parseMode(rest); ok && (m.period != "" || m.term != nil) {
		return true
	}
	if payTermWhole(rest) != "" || strings.HasSuffix(rest, "价") {
		return true
	}
	return slices.ContainsFunc(priceWordKeys, func(k string) bool { return strings.Contains(rest, k) })
}

// priceWordKeys are the names of the price field (words/header_synonyms.tsv
// FIELD price), folded.
var priceWordKeys = func() []string {
	var out []string
	for _, s := range synonyms {
		if s.field == "price" && s.key != "" {
			out = append(out, s.key)
		}
	}
	return out
}()

const payTermSepChars = "·・•-—–_/|,，、:：;；+&"

// payDaysKind: the pay-term kinds that may state days ("账期60天", "月结30日",
// "Net 30"); days after another kind are no term's ("预付3个月价").
var payDaysKind = map[string]bool{"credit": true, "credit_days": true, "settle": true}

// startsTerm: a text that goes on as a term's length ("个月价", "年", "周"),
// so the digits before it are the term's.
func startsTerm(s string) bool {
	for _, p := range []string{"个", "月", "年", "周"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// wholeASCIIAt: the word low[i:j], where it begins or ends in an ASCII
// letter, touches no ASCII letter on that side (a compact text has lost its
// spaces: digits and CJK around it still part words).
// A pay term touching another ("prepaidwire" from "Prepaid wire") still
// stands whole.
func wholeASCIIAt(low string, i, j int) bool {
	letter := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
	before := !(letter(low[i]) && i > 0 && letter(low[i-1])) || rePayTermEndWord.MatchString(low[:i])
	after := !(letter(low[j-1]) && j < len(low) && letter(low[j])) || rePayTermStartWord.MatchString(low[j:])
	return before && after
}

var (
	rePayTermEndWord   = regexp.MustCompile(payTermAlt() + `$`)
	rePayTermStartWord = regexp.MustCompile(`^` + payTermAlt())
)

// payTermPlan reads a plan with a pay term beside it ("包年价·分期付款",
// "后付·包月"): the plan the rest names, when it names one with a period
// and the term it commits (包月, 包年: not a bare "monthly").
func payTermPlan(low, raw string) (billingMode, bool) {
	rest, _, _, ok := payTermCut(low)
	if !ok {
		return billingMode{}, false
	}
	m, ok := parseModeUncached(rest)
	if !ok || m.period == "" || m.term == nil {
		// "monthly invoice", "按月 后付": a bare period beside a pay term is how often
		// the bill comes, no plan
		return billingMode{}, false
	}
	m.label = rawPart(raw, low, rest) // the plan's words as written ("包年 价"), the pay term left out
	return m, true
}

// rawPart is the part of raw (brackets aside) that the compact, normed
// prefix or suffix part of low was read from ("包年 价·分期付款", "包年价" ->
// "包年 价"); part itself where raw does not fold to low rune by rune.
func rawPart(raw, low, part string) string {
	base := reHint.ReplaceAllString(narrow(raw), "")
	var built strings.Builder
	var offs []int // offs[i]: the byte of base that byte i of low came from
	for p, r := range base {
		n := compact(norm(string(r)))
		built.WriteString(n)
		for range len(n) {
			offs = append(offs, p)
		}
	}
	if !strings.HasPrefix(built.String(), low) {
		return part
	}
	offs = append(offs, len(base))
	var out string
	switch {
	case strings.HasPrefix(low, part):
		out = base[:offs[len(part)]]
	case strings.HasSuffix(low, part):
		out = base[offs[len(low)-len(part)]:]
	default:
		return part
	}
	if out = strings.Trim(out, payTermSepChars+" \t"); out == "" {
		return part
	}
	return out
}

// headerPayTerm is the pay term a price header states beside its plan or
// price word, outside its brackets ("包年价·分期付款（万元/台）" ->
// "分期付款", instalments) or as a clause of its own inside them ("包年价
// （一次性付清，万元/台）"); "" for none. inBracket says where.
func headerPayTerm(h string) (words, kind string, inBracket bool) {
	if len(h) > memoTextMax {
		return headerPayTermUncached(h)
	}
	r := remember(&payTermMemo, h, func(h string) payTermRead {
		w, k, in := headerPayTermUncached(h)
		return payTermRead{w, k, in}
	})
	return r.words, r.kind, r.inBracket
}

// payTermMemo: a price header's pay term is asked for by each quote under it
// and by the row's instalments check; it is worked out once per header.
var payTermMemo memo[string, payTermRead]

type payTermRead struct {
	words, kind string
	inBracket   bool
}

func headerPayTermUncached(h string) (words, kind string, inBracket bool) {
	low := payHeaderLow(h)
	if _, w, k, ok := payTermCut(low); ok {
		return w, k, false
	}
	if k := payTermWhole(low); k != "" {
		return low, k, false // "Net 45 (元/卡/时)", "后付（元/卡/时）": the pay term alone
	}
	for _, m := range reHint.FindAllStringSubmatch(narrow(h), -1) { // the brackets as written (headerHint leaves the pay terms out)
		for _, clause := range reClauseSep.Split(m[1], -1) {
			c := compact(norm(clause))
			if k := payTermWhole(c); k != "" {
				return c, k, true
			}
		}
	}
	return "", "", false
}

// payTermWhole is the kind of a compact text that is one pay term and its
// days alone ("账期60天", "net30"), "" for none.
func payTermWhole(c string) string {
	if m := rePayTermWhole.FindStringSubmatch(c); m != nil && (payTermKind[m[1]] != "credit_days" || m[2] != "") {
		return payTermKind[m[1]]
	}
	return ""
}

var (
	reClauseSep    = regexp.MustCompile(`[,，;；、]`)
	rePayTermWhole = regexp.MustCompile(`^` + payTermAlt() + payDays + `$`)
)

// payTermOffer names the offer of a price column told apart by its pay
// term ("预付价(元/卡/时)" -> "预付价", "包年价（一次性付清，万元/台）" ->
// "包年价 一次性付清"), so the buyer sees which way of paying each quote
// prices; "" where the header states none.
func payTermOffer(h string) string {
	words, _, inBracket := headerPayTerm(h)
	if words == "" {
		return ""
	}
	out := strings.TrimSpace(reHint.ReplaceAllString(narrow(h), ""))
	if inBracket {
		out = strings.TrimSpace(out + " " + words)
	}
	return out
}

// planPaidInParts: a not-rent word of a header that is a pay term of the
// instalments kind ("分期付款") beside a rental plan word that commits a
// term ("包年价·分期付款（万元/台）"): the plan's rent paid in instalments,
// not a purchase's instalment (words/columns.tsv column_not_rent).
func planPaidInParts(h, word string) bool {
	if payTermKind[compact(word)] != "instalments" {
		return false
	}
	m, w, ok := findModeWord(h)
	return ok && m.term != nil && !paymentWord(w)
}

// payTermWarn says, on a quote priced under a header whose plan was read
// beside a pay term ("包年价·一次性付清（万元/台）"), that the pay term is how
// the price is paid and the plan its period; under an instalments term
// ("包年价·分期付款") that the price is the plan's whole price, paid in
// parts, not one instalment (a guess the buyer checks against the file).
func (b *rowBuild) payTermWarn(q *Quote, p priceIn, mode *billingMode, modeSrc string) {
	if mode == nil || modeSrc != srcHeader {
		return
	}
	words, kind, _ := headerPayTerm(p.header)
	if words == "" {
		return
	}
	if kind == "instalments" {
		q.AddWarning(mk("import.payterms.warn.instalments", p.header, words, mode.label))
		return
	}
	q.AddWarning(mk("import.payterms.warn.pay_term", p.header, words, mode.label))
}

// rePayTermDays: a pay term with its days ("Net 30", "账期60天", "月结 30
// 日"): the days are the term's, no code telling two price columns apart
// (columns_pricestate.go roleWords).
var rePayTermDays = regexp.MustCompile(`(?i)(?:` + wholeWords(payDaysWords()) + `)\s*\d{1,3}\s*(?:天|日|days?\b|d\b)?`)

// payDaysWords are the pay terms that may state days (payDaysKind).
func payDaysWords() []string {
	var out []string
	for _, r := range wordRows("pay_term") {
		if payDaysKind[r[1]] {
			out = append(out, r[0])
		}
	}
	return out
}

// payTermDaysOut blanks each pay term with its days in a header (rePayTermDays)
// but one whose digits go on as a term ("账期3个月": three months, left for
// reHeaderTerm).
func payTermDaysOut(s string) string {
	return blankMatches(s, rePayTermDays.FindAllStringIndex(s, -1), func(rest string) bool { return startsTerm(strings.TrimLeft(rest, " ")) })
}

// instalmentsBelowLump refuses an instalments price (words/payterms.tsv
// kind instalments: "包年价·分期付款") that the same row prices below its
// lump-sum price ("一次性付清") in the same unit and currency: a plan's price
// paid in parts is never cheaper than the same plan paid at once, so the
// figure is one instalment or of another kind, not the plan's price; the
// cell is refused rather than stored as a cheaper offer.
func (b *rowBuild) instalmentsBelowLump(out []Quote, from []priceIn) ([]Quote, []priceIn) {
	kinds := make([]string, len(from))
	anyLump := false
	for k, p := range from {
		_, kinds[k], _ = headerPayTerm(p.header)
		anyLump = anyLump || kinds[k] == "lump_sum"
	}
	if !anyLump {
		return out, from
	}
	var keepQ []Quote
	var keepP []priceIn
	for k, p := range from {
		q := out[k]
		if kinds[k] == "instalments" {
			if lump := lumpOfPlan(out, from, kinds, k); lump >= 0 && q.Price < out[lump].Price {
				b.badAt(p.cell, mk("import.payterms.err.instalment_below_lump", p.header, strings.TrimSpace(p.text), from[lump].header, strings.TrimSpace(from[lump].text)))
				continue
			}
		}
		keepQ, keepP = append(keepQ, q), append(keepP, p)
	}
	return keepQ, keepP
}

// lumpOfPlan is the lump-sum column pricing the same plan as instalments
// column k (the same period and minimum term, unit, currency and cards per
// machine: 包年价·一次性付清 for 包年价·分期付款, never 包月价·一次性付清),
// -1 for none.
func lumpOfPlan(out []Quote, from []priceIn, kinds []string, k int) int {
	q := out[k]
	pk, okK := headerPlan(from[k].header)
	for j := range from {
		l := out[j]
		if kinds[j] != "lump_sum" || l.PriceUnit != q.PriceUnit || l.Currency != q.Currency || !sameGPUs(l.GPUsPerNode, q.GPUsPerNode) ||
			!sameTerm(l.MinTerm, q.MinTerm) {
			continue
		}
		if pj, okJ := headerPlan(from[j].header); okJ != okK || okK && !sameTier(pj, pk) {
			continue
		}
		return j
	}
	return -1
}

// headerPlan is the plan a price header names beside its pay term
// ("包年价·分期付款（万元/台）" -> 包年).
func headerPlan(h string) (billingMode, bool) {
	return payTermPlan(payHeaderLow(h), h)
}

func sameGPUs(a, b *int) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

var (
	minSpendWholeWords = wordsInOrder("min_spend_whole")
	rePayRemarkClause  = regexp.MustCompile(`[，；;。\n]|,\s`)
	rePayFigure        = regexp.MustCompile(`\d[\d,，]*(?:\.\d+)?`)
)

// minSpendWhole reads a blank rate cell of a row whose remark says the
// plan's minimum spend is its whole price (words/payterms.tsv
// min_spend_whole: "保底即全款") and whose minimum-spend column (a header
// holding a min_spend word of words/price_state.tsv: 月保底消费) holds a
// figure: the remark's clause that states that same figure with its plan
// and unit ("整机包月11,500元") is the price. The other rate cells of the row
// must be blank too; a remark with no such clause reads nothing.
func (b *rowBuild) minSpendWhole(p priceIn, text string) (price, header, note string, ok bool) {
	if text != "" || len(b.r.prices) == 0 || b.r.prices[0].letter != p.letter {
		return "", "", "", false
	}
	for _, o := range b.r.prices {
		if strings.TrimSpace(o.text) != "" {
			return "", "", "", false
		}
	}
	c, found := b.r.cells[fNotes]
	low := compact(norm(c.text))
	if !found || !slices.ContainsFunc(minSpendWholeWords, func(w string) bool { return strings.Contains(low, compact(w)) }) {
		return "", "", "", false
	}
	var spend float64
	n := 0
	for h, v := range b.r.extra {
		if !minSpendHeader(h) {
			continue
		}
		f, err := ParseNumber(strings.TrimSpace(v))
		if err != nil || !(f > 0) {
			return "", "", "", false
		}
		spend, header, n = f, h, n+1
	}
	if n != 1 {
		return "", "", "", false
	}
	for _, cl := range rePayRemarkClause.Split(c.text, -1) { // "11,500" is one figure
		cl = strings.TrimSpace(cl)
		figs := rePayFigure.FindAllString(cl, -1)
		if len(figs) != 1 {
			continue
		}
		f, err := ParseNumber(figs[0])
		if err != nil || f != spend {
			continue
		}
		m, plan := findMode(cl)
		if !plan {
			continue // the figure alone, no plan saying what it buys
		}
		if parseHint(cl).basis == "" && (m.period == "" || p.hint.period != m.period) {
			// "包月11500元" under 单价（元/卡/时）: no basis of its own, and the
			// header's is another period's: per card-month or per machine?
			continue
		}
		return cl, header, strings.TrimSpace(c.text), true
	}
	return "", "", "", false
}

// minSpendHeader: a header naming a minimum spend (words/price_state.tsv
// price_header rows of role min_spend: 保底消费), as the price columns read it.
func minSpendHeader(h string) bool {
	s, _ := priceHeaderWords.in(h)
	return s == "min_spend"
}

// payTermsOut is a header bracket's text without its clauses that are a
// pay term alone ("月结" in "包年（月结）（万元/台）", "账期60天" in "（账期60天，
// 元/台/月）"): how the price is paid is no unit, and 月结 no month.
func payTermsOut(in string) string {
	if !strings.ContainsAny(norm(in), payTermFirstChars) {
		return in // no pay term can start here: the common unit bracket costs no regexp
	}
	seps := reClauseSep.FindAllStringIndex(in, -1)
	if len(seps) == 0 {
		if payTermWhole(compact(norm(in))) != "" {
			return ""
		}
		return in
	}
	// the clauses' spans; a clause cut takes the separator after it, or,
	// where no kept clause follows, the one before it
	type span struct{ from, to, sepBefore, sepAfter int }
	var spans []span
	start, before := 0, 0
	for _, sp := range seps {
		spans = append(spans, span{start, sp[0], before, sp[1]})
		start, before = sp[1], sp[0]
	}
	spans = append(spans, span{start, len(in), before, len(in)})
	cutAt := make([]bool, len(spans))
	lastKept := -1
	for k, c := range spans {
		if cutAt[k] = payTermWhole(compact(norm(in[c.from:c.to]))) != ""; !cutAt[k] {
			lastKept = k
		}
	}
	if !slices.Contains(cutAt, true) {
		return in
	}
	var b strings.Builder
	at := 0
	for k, c := range spans {
		if !cutAt[k] {
			continue
		}
		from, to := c.from, c.sepAfter
		if k > lastKept {
			from, to = c.sepBefore, c.to
		}
		from = max(from, at)
		b.WriteString(in[at:from])
		at = to
	}
	b.WriteString(in[at:])
	return strings.TrimSpace(b.String())
}

// payTermFirstChars: the first characters of the pay terms (words/payterms.tsv
// pay_term, folded), so that a bracket holding none is left at once.
var payTermFirstChars = func() string {
	var b strings.Builder
	for w := range payTermKind {
		b.WriteRune([]rune(w)[0])
	}
	return b.String()
}()

// payHeaderLow is a price header as its pay term and plan are read: no unit
// hint, narrowed, lower case and compact, no colon at its end.
func payHeaderLow(h string) string {
	return strings.TrimRight(compact(norm(reHint.ReplaceAllString(narrow(h), ""))), ":：")
}
