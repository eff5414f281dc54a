package quotes

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"computecheck/calc"
	"computecheck/msg"
)

// Mistakes in the seller's own file (issue 23, class "mistakes"): a slip
// whose meaning is certain is read through and warned (a letter O typed for
// a zero in a model number, a pinyin-IME homophone in a unit); two cells of
// one row that name its card differently cannot both be right and refuse
// the row at the GPU cell, quoting both (words/mistakes.tsv, rules MS*).

var gpuLookalike = wordMap("gpu_lookalike")

// lookalikeGPU reads a GPU name whose model number holds a letter typed for
// a digit ("H1OO SXM5 80GB"): each such letter beside a digit (or beside a
// letter so read) in one word becomes the digit. It reads only where the
// name then is one catalogue card, its memory and form stated; the fixed
// text comes back with the match.
func lookalikeGPU(gt string) (string, calc.GPUMatch, bool) {
	words := strings.Fields(gt)
	changed := false
	for i, w := range words {
		if fixed := lookalikeWord(w); fixed != w {
			words[i], changed = fixed, true
		}
	}
	if !changed {
		return gt, calc.GPUMatch{}, false
	}
	fixed := strings.Join(words, " ")
	m, ok := matchGPU(fixed)
	if !ok || m.Assumed != "" {
		return gt, calc.GPUMatch{}, false
	}
	if _, outside := outsideCatalogue(fixed, m.ID); outside {
		return gt, calc.GPUMatch{}, false
	}
	return fixed, m, true
}

// lookalikeWord: word w with each look-alike letter beside a digit read as
// that digit ("H1OO" → "H100"); w unchanged where none is.
func lookalikeWord(w string) string {
	rs := []rune(w)
	digit := func(r rune) bool { return r >= '0' && r <= '9' }
	for changed := true; changed; {
		changed = false
		for i, r := range rs {
			d, ok := gpuLookalike[strings.ToLower(string(r))]
			if !ok || len(d) != 1 {
				continue
			}
			if (i > 0 && digit(rs[i-1])) || (i+1 < len(rs) && digit(rs[i+1])) {
				rs[i], changed = rune(d[0]), true
			}
		}
	}
	return string(rs)
}

var unitSlips = wordMap("unit_slip")

// unitSlipChars: the characters of the slips, for a cheap first look.
var unitSlipChars = func() string {
	var sb strings.Builder
	for k := range unitSlips {
		sb.WriteString(k)
	}
	return sb.String()
}()

// reUnitParts splits a unit phrase at its slashes ("元/卡/是").
var reUnitParts = regexp.MustCompile(`[/／·・]`)

// unitSlip reads a unit phrase with an IME homophone for one of its parts
// ("元/太/月" for 元/台/月): the fixed phrase, the slip and the character
// meant, where the phrase as typed leaves its basis or period open and the
// fixed one states both.
func unitSlip(t string) (fixed, slip, meant string, ok bool) {
	if !strings.ContainsAny(t, unitSlipChars) {
		return t, "", "", false // most unit cells: no slip character, no parse, no split
	}
	h := parseHint(t)
	if h.basis != "" && h.period != "" {
		return t, "", "", false
	}
	parts := reUnitParts.Split(strings.TrimSpace(t), -1)
	if len(parts) < 2 {
		return t, "", "", false
	}
	for i := 1; i < len(parts); i++ {
		p := strings.TrimSpace(parts[i])
		m, has := unitSlips[p]
		if !has {
			continue
		}
		try := slices.Clone(parts)
		try[i] = m
		f := strings.Join(try, "/")
		if fh := parseHint(f); fh.basis != "" && fh.period != "" {
			return f, p, m, true
		}
	}
	return t, "", "", false
}

// reGPUMemoryGB: a memory size written in a GPU name or a memory cell
// ("A100 40G", "80GB", "96 GiB"); what stands around it is checked by
// memorySizes (no bandwidth "64GB/s", no machine's 内存 "内存128G").
var reGPUMemoryGB = regexp.MustCompile(`(?i)(\d{1,3})\s*(?:gib|gb|g)`)

// memorySizes: the card memory sizes text states (cardMemoryGB); a bare
// figure counts only where the whole text is one and its column's header
// names the card's memory (a "显存" cell of "80").
func memorySizes(text, header string) []int {
	var out []int
	if n, err := strconv.Atoi(strings.TrimSpace(text)); err == nil {
		if cardMemoryGB(n) && containsWord(norm(header), "memory_header") {
			out = append(out, n)
		}
		return out
	}
	low := strings.ToLower(text)
	wordChar := func(r rune) bool { return r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' }
	for _, m := range reGPUMemoryGB.FindAllStringSubmatchIndex(low, -1) {
		before, after := low[:m[0]], low[m[1]:]
		if r, _ := utf8.DecodeLastRuneInString(before); before != "" && wordChar(r) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(after); after != "" && (wordChar(r) || r == '/' || r == '／') {
			continue // "64GB/s", "40Gbps"
		}
		if slices.ContainsFunc(wordsInOrder("memory_not_card"), func(w string) bool {
			return strings.HasSuffix(strings.TrimSpace(before), w) || strings.HasPrefix(strings.TrimSpace(after), w)
		}) {
			continue // "内存128G", "128G RAM": the machine's, not the card's
		}
		if n, err := strconv.Atoi(low[m[2]:m[3]]); err == nil && cardMemoryGB(n) && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// memoryDisagrees: the GPU cell states a memory ("A100 40G") and the
// row's memory cell another ("80GB", not the machine's total over the
// row's cards, "4×A100 40G" beside 160GB): two namings of one card that
// cannot both be right. The message quotes both.
func (b *rowBuild) memoryDisagrees(gt, form string) (msg.Msg, bool) {
	inName, inCell := memorySizes(gt, ""), memorySizes(form, b.r.cells[fGPUForm].header)
	if len(inName) == 0 || len(inCell) == 0 {
		return msg.Msg{}, false
	}
	gpn, _ := ParseCount(b.text(fGPUsPerNode))
	if gpn < 1 {
		gpn = gpuTextCount(gt)
	}
	for _, a := range inName {
		for _, c := range inCell {
			if a == c || (gpn > 1 && a*gpn == c) {
				return msg.Msg{}, false
			}
		}
	}
	return mk("import.err.mistakes_gpu_memory_differs", b.r.cells[fGPU].header, gt, b.r.cells[fGPUForm].header, form), true
}

// specDisagrees: the row's spec cell names another card than the GPU
// cell, a copied row half updated ("L20" beside "8×H800 80G SXM5"): both
// stated, neither can be taken. A spec reading that only assumed the
// memory or form of the GPU cell's family is no disagreement (the GPU
// column states what the spec left open).
func (b *rowBuild) specDisagrees(gt string, m calc.GPUMatch) (msg.Msg, bool) {
	g := b.spec.GPU
	if g == "" || g == m.ID {
		return msg.Msg{}, false
	}
	if sameGPU(calc.GPUMatch{ID: g, Assumed: b.spec.GPUAssumed}, m) {
		return msg.Msg{}, false
	}
	return mk("import.err.mistakes_gpu_spec_differs", b.r.cells[fGPU].header, gt, m.ID, b.r.cells[fSpec].header, b.text(fSpec), g), true
}

// lineTotal: the row's own line total (小计, 金额合计, subtotal) where one
// column of the row holds it as a plain figure.
func (b *rowBuild) lineTotal() (float64, cell, bool) {
	var hs []string
	for h := range b.r.extra {
		if reTotalPrice.MatchString(headerCore(h)) {
			hs = append(hs, h)
		}
	}
	if len(hs) != 1 {
		return 0, cell{}, false
	}
	t := strings.TrimSpace(b.r.extra[hs[0]])
	v, err := ParseNumber(t)
	if err != nil || !(v > 0) {
		return 0, cell{}, false
	}
	return v, cell{text: t, header: hs[0], letter: b.r.extraLetters[hs[0]]}, true
}

// lineTotalCheck holds a unit price against its line's own total: the
// price × the row's cards (per card) or machines (per machine) × the
// periods of its stated term. Where the total works out from the basis
// the price column's header states and not from the one read, the
// header's basis is taken, warned; where it works out from neither and the
// row states its term, the line contradicts itself: refused at the total,
// quoting both figures. A row without its counts is not checked.
func (b *rowBuild) lineTotalCheck(value float64, basis, headerBasis, period string) (string, *msg.Msg, cell, bool) {
	total, tc, ok := b.lineTotal()
	if !ok || !(value > 0) || period == "" || periodHours(period) <= 0 || lineTotalStated(tc.header) {
		return basis, nil, cell{}, false
	}
	gpn, errG := ParseCount(b.text(fGPUsPerNode))
	nodes, errN := ParseCount(b.text(fNodes))
	if errG != nil || errN != nil || gpn < 1 || nodes < 1 {
		return basis, nil, cell{}, false
	}
	periods, stated := 1.0, false
	if c, has := b.r.cells[fMinTerm]; has {
		if t, st, err := columnTerm(c); err == nil && st {
			periods, stated = t.Hours(DefaultHoursPerMonth)/periodHours(period), true
		}
	}
	if !(periods >= 1) {
		return basis, nil, cell{}, false
	}
	byBasis := map[string]float64{"gpu": value * float64(gpn*nodes) * periods, "node": value * float64(nodes) * periods}
	// a total of one period (小计 = price × count beside 租期 12个月) is the line's too
	near := func(a float64) bool {
		return math.Abs(a-total) <= math.Max(1, 0.005*total) || math.Abs(a/periods-total) <= math.Max(1, 0.005*total)
	}
	if w, has := byBasis[basis]; has && near(w) {
		return basis, nil, cell{}, false
	}
	if headerBasis != basis {
		if w, has := byBasis[headerBasis]; has && near(w) {
			m := mk("import.warn.mistakes_line_total_basis", tc.header, tc.text, trimFloat(value), gpn, nodes, trimFloat(periods), headerBasis)
			return headerBasis, &m, tc, false
		}
	}
	filled := 0
	for _, o := range b.r.prices {
		if strings.TrimSpace(o.text) != "" {
			filled++
		}
	}
	if !stated || filled > 1 {
		// a row of several plans (按量, 包月) beside one total: the total is one plan's, not each one's
		return basis, nil, cell{}, false
	}
	want := orDefault(headerBasis, basis)
	w, has := byBasis[want]
	if !has {
		return basis, nil, cell{}, false
	}
	count := nodes
	if want == "gpu" {
		count = gpn * nodes
	}
	m := mk("import.err.mistakes_line_total_differs", trimFloat(value), count, trimFloat(periods), trimFloat(w), tc.header, tc.text)
	return basis, &m, tc, true
}

// lineTotalStated: a line total's header states what makes it more or
// other than the price × the row's counts: its own scale (万元), a period
// (月总价), tax or fees (words/mistakes.tsv line_total_stated).
func lineTotalStated(h string) bool {
	n := norm(h)
	if k, _ := headerScale(h); k != 1 {
		return true
	}
	if hh := parseHint(n); hh.period != "" {
		return true
	}
	return containsWord(n, "line_total_stated")
}

// tierOutlierFactor: how far one plan's price per card-hour may lie from
// the row's other plans (按量, 包月, 包年 of one offer) before it is taken
// for a figure in the wrong column: a longer term is cheaper, never by this
// much [assumed].
const tierOutlierFactor = 4.0

// tierOutliers refuses each plan price of one row that works out per
// card-hour more than tierOutlierFactor from the median of the row's other
// plans (an hourly figure pasted under 包月, the 包月 figure repeated under
// 包年): at its cell, quoting both; the row's other plans stay quotes. A row
// whose prices are not all plans (or periods) of one card in one
// currency, or are interruptible, is not held to it.
func (b *rowBuild) tierOutliers(out []Quote, from []priceIn) ([]Quote, []priceIn) {
	if len(out) < 2 || len(out) != len(from) {
		return out, from
	}
	vs := make([]float64, len(out))
	periods := map[string]bool{}
	for _, q := range out {
		_, per, _ := splitUnit(q.PriceUnit)
		periods[per] = true
	}
	for i, q := range out {
		bs, per, _ := splitUnit(q.PriceUnit)
		vs[i] = perGPUHourOf(q.Price, unitParts{bs, per}, q.GPUsPerNode)
		if from[i].tier == nil && len(periods) != len(out) || !(vs[i] > 0) || q.GPU != out[0].GPU ||
			q.Currency != out[0].Currency || q.Interruptible != nil && *q.Interruptible {
			return out, from
		}
	}
	if len(vs) == 2 {
		// two plans apart: which one is mistyped is not said; both kept, held for review
		if vs[0]*tierOutlierFactor < vs[1] || vs[1]*tierOutlierFactor < vs[0] {
			m := mk("import.review.mistakes_tier_apart", from[0].header, strings.TrimSpace(from[0].text), trimFloat2(vs[0]), from[1].header, strings.TrimSpace(from[1].text), trimFloat2(vs[1]))
			for i := range out {
				out[i].Review(m)
			}
		}
		return out, from
	}
	var keep []Quote
	var keepFrom []priceIn
	for i, v := range vs {
		var others []float64
		var shown []string
		for j, w := range vs {
			if j != i {
				others = append(others, w)
				shown = append(shown, "“"+from[j].header+"” "+trimFloat2(w))
			}
		}
		slices.Sort(others)
		med := others[len(others)/2]
		if len(others)%2 == 0 {
			med = (others[len(others)/2-1] + others[len(others)/2]) / 2
		}
		if v*tierOutlierFactor < med || v > med*tierOutlierFactor {
			b.badAt(from[i].cell, mk("import.err.mistakes_tier_outlier", from[i].header, strings.TrimSpace(from[i].text), trimFloat2(v), strings.Join(shown, ", ")))
			continue
		}
		keep, keepFrom = append(keep, out[i]), append(keepFrom, from[i])
	}
	return keep, keepFrom
}

// reRemarkRate: a figure with its unit in a remark ("按8.9元/卡时结算").
var reRemarkRate = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*((?:元|rmb|cny|¥|￥)?\s*[/／]\s*[^\s,，。；;、)）]{1,8})`)

// remarkPrices: a remark saying how the row is billed at a figure of its
// own ("按8.9元/卡时结算", words/rows.tsv bill_by_verb) beside a price of the
// same period that works out otherwise (9.8): two figures for one offer,
// whichever looks likelier; each such price is refused at the remark,
// quoting both. A remark with more than one figure, or a figure whose
// unit leaves its basis or period open, is not held against the price.
func (b *rowBuild) remarkPrices(out []Quote, from []priceIn) ([]Quote, []priceIn) {
	c, ok := b.r.cells[fNotes]
	t := norm(c.text)
	if !ok || len(out) == 0 || !slices.ContainsFunc(billByVerbs, func(w string) bool { return strings.Contains(t, w) }) {
		return out, from
	}
	ms := reRemarkRate.FindAllStringSubmatch(t, -1)
	if len(ms) != 1 {
		return out, from
	}
	h := parseHint(ms[0][2])
	v, err := strconv.ParseFloat(ms[0][1], 64)
	if err != nil || !(v > 0) || h.basis == "" || h.period == "" || trialClause(t, ms[0][0]) {
		return out, from
	}
	var keep []Quote
	var keepFrom []priceIn
	for i, q := range out {
		bs, per, _ := splitUnit(q.PriceUnit)
		mine := perGPUHourOf(q.Price, unitParts{bs, per}, q.GPUsPerNode)
		theirs := perGPUHourOf(v, unitParts{h.basis, h.period}, q.GPUsPerNode)
		if per == h.period && mine > 0 && theirs > 0 && math.Abs(mine-theirs)/theirs > 0.005 {
			b.badAt(c, mk("import.err.mistakes_remark_price", c.header, strings.TrimSpace(c.text), from[i].header, strings.TrimSpace(q.PriceText), trimFloat2(theirs), trimFloat2(mine)))
			continue
		}
		keep, keepFrom = append(keep, out[i]), append(keepFrom, from[i])
	}
	return keep, keepFrom
}

// trialClause (TL0201): the clause of remark low that holds figure says it
// is the price of a trial, a test period or a first order ("测试期按3.5元/卡/
// 时结算", words/price_state.tsv price_header intro): the trial's price,
// never a second figure for the offer that applies after it.
func trialClause(low, figure string) bool {
	for _, s := range strings.FieldsFunc(low, func(r rune) bool { return strings.ContainsRune("，,。；;\n", r) }) {
		if strings.Contains(s, figure) {
			st, _ := priceHeaderWords.in(s)
			return st == "intro"
		}
	}
	return false
}

// noteRate is a GPU's price stated in the file's own words outside its
// tables (a mail body above the pasted table: "RTX 4090本月特价1.5元/卡时").
type noteRate struct {
	gpu, basis, period string
	value              float64
	line               string
}

// noteRates: the rates the file's notes state, one price beside one GPU
// whose unit says its basis and period, and no plan word (包月, 按量) that
// makes it one plan's rate.
func noteRates(notes []string) []noteRate {
	var out []noteRate
	for _, n := range notes {
		for _, line := range strings.Split(n, "\n") {
			if reTotals.MatchString(norm(strings.TrimSpace(line))) {
				continue // 均价, 合计: the table's own summary, no statement of a price
			}
			_, offers := proseOffers(line)
			for _, o := range offers {
				if o.gpu.gpu == "" {
					continue
				}
				var prices []prosePiece
				var said []string
				for _, p := range o.pieces {
					said = append(said, p.text)
				}
				if _, plan := findMode(o.gpu.text + " " + strings.Join(said, " ")); plan {
					continue // "H100 包月 5.5元/卡时": another plan's rate, no second figure for the table's
				}
				for _, p := range o.pieces {
					if p.kind == piecePrice && !p.diff && p.pc.value > 0 && !p.pc.equiv {
						prices = append(prices, p)
					}
				}
				if len(prices) != 1 || prices[0].pc.hint.basis == "" || prices[0].pc.hint.period == "" {
					continue
				}
				pc := prices[0].pc
				out = append(out, noteRate{gpu: o.gpu.gpu, basis: pc.hint.basis, period: pc.hint.period, value: pc.value, line: strings.TrimSpace(line)})
			}
		}
	}
	return out
}

// noteRatesDisagree: a quote whose GPU the file's own text prices in the
// same period at another figure (the mail says 1.5, the pasted table 1.9)
// has two prices from one seller; neither is taken: the quote is refused
// at its price cell, quoting both. Only a file of one seller is held to
// its text: a comparison of several sellers' prices is not one seller's.
func noteRatesDisagree(res *FileResult) {
	for _, q := range res.Quotes {
		if q.Vendor != res.Quotes[0].Vendor {
			return
		}
	}
	rates := noteRates(res.Notes)
	if len(rates) == 0 {
		return
	}
	perGPU := map[string]int{} // a GPU quoted more than once (regions, plans, variants): the text's rate is one of them
	for _, q := range res.Quotes {
		perGPU[q.GPU]++
	}
	var keep []Quote
	for _, q := range res.Quotes {
		bs, per, _ := splitUnit(q.PriceUnit)
		mine := perGPUHourOf(q.Price, unitParts{bs, per}, q.GPUsPerNode)
		var bad *noteRate
		var theirs float64
		for i, r := range rates {
			th := perGPUHourOf(r.value, unitParts{r.basis, r.period}, q.GPUsPerNode)
			if r.gpu == q.GPU && perGPU[q.GPU] == 1 && r.period == per && mine > 0 && th > 0 && math.Abs(mine-th)/th > 0.005 {
				bad, theirs = &rates[i], th
				break
			}
		}
		if bad == nil {
			keep = append(keep, q)
			continue
		}
		p := Problem{File: res.File, Sheet: q.SourceSheet, Row: q.SourceRow,
			Reason: mk("import.err.mistakes_note_price", bad.line, trimFloat2(theirs), q.PriceText, trimFloat2(mine))}
		if e, ok := priceCellOf(q); ok {
			p.Column, p.ColumnLetter = e.Header, e.Letter
		}
		res.Problems = append(res.Problems, p)
	}
	res.Quotes = keep
}

// priceCellOf: where a quote's price was read: its price evidence, else
// the evidence read from the cell holding the price text itself.
func priceCellOf(q Quote) (Evidence, bool) {
	if e, ok := chosenOf(q.Evidence, fPrice); ok && e.Header != "" {
		return e, true
	}
	pt := strings.TrimSpace(q.PriceText)
	for _, e := range q.Evidence {
		if e.Source == srcCell && e.Header != "" && pt != "" && strings.TrimSpace(e.Text) == pt {
			return e, true
		}
	}
	return Evidence{}, false
}
