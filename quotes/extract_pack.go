package quotes

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"computecheck/msg"
)

// IsPack reports whether the quote is a prepaid pack (算力包); its Price and
// PriceUnit are then the overage rate, if any.
func (q Quote) IsPack() bool {
	return q.PackGPUHours != nil || q.PackMillionTokens != nil || q.PackPrice != nil || q.PackValidDays != nil
}

// packErrors checks a pack's terms and that its overage unit matches it.
func (q Quote) packErrors() []string {
	if !q.IsPack() {
		return nil
	}
	var errs []string
	pos := func(name string, p *float64) bool {
		if p == nil {
			return false
		}
		if !(*p > 0) || math.IsInf(*p, 0) {
			errs = append(errs, fmt.Sprintf("%s must be a positive number", name))
			return false
		}
		return true
	}
	if !pos("pack_price", q.PackPrice) && q.PackPrice == nil {
		errs = append(errs, "a pack needs its pack_price")
	}
	hours, tokens := pos("pack_gpu_hours", q.PackGPUHours), pos("pack_million_tokens", q.PackMillionTokens)
	switch {
	case hours && tokens:
		errs = append(errs, "a pack holds pack_gpu_hours or pack_million_tokens, not both")
	case !hours && !tokens && q.PackGPUHours == nil && q.PackMillionTokens == nil:
		errs = append(errs, "a pack needs pack_gpu_hours or pack_million_tokens")
	}
	if d := q.PackValidDays; d != nil && (*d < 0 || math.IsNaN(*d) || math.IsInf(*d, 0)) {
		errs = append(errs, "pack_valid_days must be a non-negative number")
	}
	if q.Price > 0 && q.PriceUnit != "" {
		if tokens && q.PriceUnit != UnitMillionTokens {
			errs = append(errs, fmt.Sprintf("the overage of a token pack is priced per million tokens, not %s", q.PriceUnit))
		}
		if hours && q.PriceUnit == UnitMillionTokens {
			errs = append(errs, "the overage of a GPU-hour pack is priced per GPU or machine time, not per million tokens")
		}
	}
	return errs
}

// packTermBesides reports whether a pack term other than field is stated.
func (q Quote) packTermBesides(field string) bool {
	for f, v := range q.packTerms() {
		if f != field && *v != nil {
			return true
		}
	}
	return false
}

// packTerms are the quote's pack terms by field.
func (q *Quote) packTerms() map[string]**float64 {
	return map[string]**float64{fPackGPUHours: &q.PackGPUHours, fPackMTokens: &q.PackMillionTokens, fPackPrice: &q.PackPrice, fPackDays: &q.PackValidDays}
}

// noOverage reports a pack with no overage rate: its price fields are empty.
func (q Quote) noOverage() bool { return q.IsPack() && q.Price == 0 && q.PriceUnit == "" }

// Pack fields a column (or a JSON key) can map to.
const (
	fPackGPUHours = "pack_gpu_hours"
	fPackMTokens  = "pack_million_tokens"
	fPackPrice    = "pack_price"
	fPackDays     = "pack_valid_days"
)

// readPack reads a row's pack terms, the price with its currency sign; a
// cell that does not read is a problem (the pack would be priced wrong).
func readPack(r rowIn, q *Quote, bad func(f string, m msg.Msg)) {
	terms := q.packTerms()
	for _, f := range []string{fPackGPUHours, fPackMTokens, fPackPrice, fPackDays} {
		t := strings.TrimSpace(r.cells[f].text)
		if *terms[f] = nil; t == "" {
			continue
		}
		v, err := ParseNumber(t)
		if f == fPackPrice {
			v, _, err = ParseMoney(t)
			if nv, from, ok := scaleBare(r.cells[f].header, r.cells[fUnit].text, r.scaleLine, t, v); err == nil && ok {
				v = nv // "打包价（万元）": a bare number in the header's scale
				q.AddWarning(mk("import.warn.scale_from_header", t, from, strconv.FormatFloat(nv, 'f', -1, 64)))
			}
		} else if h, loc, ok := packHours(narrow(t), true); f == fPackGPUHours && ok && strings.TrimSpace(narrow(t)[:loc[0]]+narrow(t)[loc[1]:]) == "" {
			v, err = h, nil // "1000卡时", "500 GPU-hours": the unit the column already names
		}
		if key, ok := noPriceMsg(t); err != nil && f == fPackPrice && ok {
			bad(f, mk(key, t)) // a package price 面议 or 暂无: says so
			continue
		}
		if err != nil || !(v >= 0) || math.IsInf(v, 0) {
			bad(f, mk("import.err.not_nonneg", t))
			continue
		}
		*terms[f] = &v
	}
}

// Offers that are no rate per GPU time in a price cell: a prepaid pack
// ("1,000卡时 每包 ¥4,800") and an input/output token price pair.

var (
	// reCellPackHours: a pack's GPU-hours and a following pack word ("1000卡时包"),
	// a number of its own: not the digits of a model ("H20 卡时包-500").
	reCellPackHours = regexp.MustCompile(`(?i)(?:^|[^a-z0-9.])(\d[\d,，]*(?:\.\d+)?)\s*(?:个)?\s*` + gpuHoursWord + `(\s*/?\s*包)?`)
	// gpuHoursWord: the unit of a pack's GPU-hours.
	gpuHoursWord = `(?:卡时|卡·时|卡小时|gpu[- ·]?(?:hours?|hrs?|h)\b)`
	// reCellPackWord: words that say the amount is paid for the pack.
	reCellPackWord = memoized(wordRe("pack_word"))
	// the words naming the input and the output price
	reTokenInWord, reTokenOutWord = memoized(wordRe("token_in")), memoized(wordRe("token_out"))
	tokenIn, tokenOut             = wordAlt("token_in", false), wordAlt("token_out", false)
	reTokenPairWords              = memoized(regexp.MustCompile(`(?i)` + tokenIn + `[\s\S]*` + tokenOut + `|` + tokenOut + `[\s\S]*` + tokenIn))
	// reTwoNumbers: a cell holding two amounts ("2 / 8", "0.5|1.5").
	reTwoNumbers = memoized(regexp.MustCompile(`\d(?:[\d.,]*\d)?\D+\d`))
	// reDayCount: a number of days ("90天", "30 days", "60日").
	reDayCount = regexp.MustCompile(`(?i)^(\d{1,4})\s*(?:天|日|days?|d)$`)
	// reTokenSplit: an input price and an output price in one cell.
	reTokenSplit = memoized(regexp.MustCompile(`(?i)` + tokenIn + `[^0-9]{0,16}\d[\s\S]*` + tokenOut + `[^0-9]{0,16}\d|` + tokenOut + `[^0-9]{0,16}\d[\s\S]*` + tokenIn + `[^0-9]{0,16}\d`))
)

// cellPack is a prepaid pack read from one price cell.
type cellPack struct {
	gpuHours, price float64
	currency        string
	from            cell // the plan cell that gave the hours, if not the price cell
}

// packInCell reads a price cell that sells a pack: hours, pack word and
// amount must all be there, so a plain rate is never a pack.
func packInCell(text string) (cellPack, bool) {
	s := narrow(text)
	hours, loc, ok := packHours(s, false)
	if !ok {
		return cellPack{}, false
	}
	rest := s[:loc[0]] + " " + s[loc[1]:]
	rest = reCellPackWord.ReplaceAllString(rest, " ")
	rest = strings.Trim(rest, " /:：,，;；=()（）")
	price, cur, err := ParseMoney(rest)
	if err != nil || !(price > 0) {
		return cellPack{}, false
	}
	return cellPack{gpuHours: hours, price: price, currency: cur}, true
}

// packFromCell is a pack quote read from a price cell: hours and amount, no overage.
func (b *rowBuild) packFromCell(p priceIn, pk cellPack) *Quote {
	text := strings.TrimSpace(p.text)
	q := cloneQuote(b.q)
	q.Raw[p.header] = text
	q.PriceText = text
	q.Price, q.PriceUnit = 0, ""
	q.GPUsPerNode, q.Nodes = b.gpn, b.nodes
	q.PackPrice = &pk.price
	b.siteCurrency(&q, pk.currency, p.cell, "")
	hours, price := strconv.FormatFloat(pk.gpuHours, 'f', -1, 64), strconv.FormatFloat(pk.price, 'f', -1, 64)
	q.decide(fPackPrice, price, "pack.price_cell", inRow(b.r, p.cell))
	switch {
	case pk.gpuHours > 0 && pk.from.header != "":
		q.PackGPUHours = &pk.gpuHours
		q.decide(fPackGPUHours, hours, "pack.from_plan", inRow(b.r, pk.from))
		q.AddWarning(mk("import.warn.pack_from_plan", pk.from.header, strings.TrimSpace(pk.from.text), p.header, text, hours, price, q.Currency))
	case pk.gpuHours > 0:
		q.PackGPUHours = &pk.gpuHours
		q.decide(fPackGPUHours, hours, "pack.price_cell", inRow(b.r, p.cell))
		q.AddWarning(mk("import.warn.pack_in_cell", p.header, text, hours, price, q.Currency))
	default:
		q.AddWarning(mk("import.warn.pack_price_column", p.header, text))
	}
	if c, days, ok := b.packValidityBeside(); ok && q.PackValidDays == nil {
		q.PackValidDays = &days
		q.decide(fPackDays, traceValue(q.PackValidDays), "pack.validity_cell", inRow(b.r, c))
		q.AddWarning(mk("import.warn.pack_validity_cell", c.header, strings.TrimSpace(c.text), trimFloat(days)))
	}
	if err := q.Validate(); err != nil {
		b.badAt(p.cell, errMsg(err))
		return nil
	}
	return &q
}

// packValidityBeside is the first cell of the row, left to right, that is
// a validity and its days and nothing else ("有效期180天" under 可用量,
// "valid 90 days": words/notes.tsv pack_validity_lead, PQ0001-): the days
// a pack read from the price cell may be used in.
func (b *rowBuild) packValidityBeside() (cell, float64, bool) {
	cs := make([]cell, 0, len(b.r.cells)+len(b.r.extra))
	for _, c := range b.r.cells {
		cs = append(cs, c)
	}
	for h, t := range b.r.extra {
		cs = append(cs, cell{text: t, header: h, letter: b.r.extraLetters[h]})
	}
	sort.SliceStable(cs, func(i, j int) bool { // the sheet's order (letterLess), the header's where no letter tells
		x, y := cs[i], cs[j]
		return letterLess(x.letter, y.letter) || x.letter == y.letter && x.header < y.header
	})
	for _, c := range cs {
		m := rePackValidity.FindStringSubmatch(strings.TrimSpace(narrow(c.text)))
		if m == nil {
			continue
		}
		if d, err := strconv.ParseFloat(m[len(m)-1], 64); err == nil && d > 0 {
			return c, d, true
		}
	}
	return cell{}, 0, false
}

var rePackValidity = regexp.MustCompile(`(?i)^` + wordAlt("pack_validity_lead", false) + `\s*[:：]?\s*(\d{1,4})\s*(?:天|日|days?)$`)

// tokenPairBeside: two amounts whose unit cell or header says input and
// output ("2 / 8" under 元/百万tokens（输入/输出）).
func (b *rowBuild) tokenPairBeside(text string) bool {
	if !reTwoNumbers.MatchString(text) {
		return false
	}
	u := b.r.cells[fUnit]
	return reTokenPairWords.MatchString(u.text) || reTokenPairWords.MatchString(u.header)
}

// tokenPairColumn: the other of an input/output pair of price columns.
func (b *rowBuild) tokenPairColumn(p priceIn) (priceIn, bool) {
	side := tokenSide(p.header)
	for _, o := range b.r.prices {
		if side != 0 && o.letter != p.letter && tokenSide(o.header) == -side {
			return o, true
		}
	}
	return priceIn{}, false
}

// tokenSide: a header names input (1), output (-1), or neither or both (0).
func tokenSide(header string) int {
	in, out := reTokenInWord.MatchString(header), reTokenOutWord.MatchString(header)
	switch {
	case in && !out:
		return 1
	case out && !in:
		return -1
	}
	return 0
}

// packPriceInPriceColumn: a row stating a pack's size and an amount under a
// price column with no period anywhere sells the pack for that amount.
func (b *rowBuild) packPriceInPriceColumn(text string) (cellPack, bool) {
	planHours, planCell, inPlan := 0.0, cell{}, false
	if b.q.PackGPUHours == nil && b.q.PackMillionTokens == nil {
		planHours, planCell, inPlan = b.planPack()
	}
	if b.q.PackGPUHours == nil && b.q.PackMillionTokens == nil && !inPlan || b.q.PackPrice != nil || b.pricePeriodStated() {
		return cellPack{}, false
	}
	if u := b.unit.unit; u != nil && u.period != "" || b.unit.mode != nil && b.unit.mode.period != "" {
		return cellPack{}, false
	}
	v, cur, err := ParseMoney(text)
	if err != nil || !(v > 0) {
		return cellPack{}, false
	}
	return cellPack{gpuHours: planHours, price: v, currency: cur, from: planCell}, true
}

// dayCount reads a cell that is a number of days.
func dayCount(text string) (float64, bool) {
	m := reDayCount.FindStringSubmatch(strings.TrimSpace(narrow(text)))
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(m[1], 64)
	return v, err == nil && v > 0
}

// anyPrice: the row has a price cell with something in it.
func (b *rowBuild) anyPrice() bool {
	return slices.ContainsFunc(b.r.prices, func(p priceIn) bool { return strings.TrimSpace(p.text) != "" })
}

// planPack: the pack's GPU-hours a plan or offer cell names ("1000卡时包"),
// or the spec cell of a row whose plan or offer names a pack ("500卡时"
// under 规格 beside "H20 卡时包-500"), first. A figure that is the model of
// the row's GPU ("4090 卡时包-1000" beside RTX 4090) is no GPU-hours.
func (b *rowBuild) planPack() (float64, cell, bool) {
	named := false // "卡时包", "算力包": the row sells a pack
	for _, f := range []string{fMode, fOffer} {
		named = named || reCellPackWord.MatchString(b.text(f)) || rePackNamed.MatchString(norm(b.text(f)))
	}
	for _, f := range []string{fSpec, fMode, fOffer} {
		s := narrow(b.text(f))
		if h, loc, ok := packHours(s, f == fSpec && named); ok && !b.gpuModelFigure(s[loc[0]:loc[1]]) && (f != fSpec || named) {
			return h, b.r.cells[f], true
		}
	}
	return 0, cell{}, false
}

// gpuModelFigure: the figure that leads s ("4090 卡时") is a word of its own
// in the row's GPU cell ("RTX 4090 24GB"): the model, not a count.
func (b *rowBuild) gpuModelFigure(s string) bool {
	fig := reLeadFigure.FindString(s)
	return fig != "" && slices.Contains(strings.FieldsFunc(norm(b.text(fGPU)), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), fig)
}

var (
	reLeadFigure = regexp.MustCompile(`^\d+`)
	rePackNamed  = regexp.MustCompile(`(?i)` + gpuHoursWord + `\s*包`)
)

// packHours reads a pack's GPU-hours in s ("1000卡时包", or beside a pack
// word); bare, hours alone will do. loc is their span.
func packHours(s string, bare bool) (float64, []int, bool) {
	loc := reCellPackHours.FindStringSubmatchIndex(s)
	if loc == nil || !bare && loc[4] < 0 && !reCellPackWord.MatchString(s) {
		return 0, nil, false
	}
	h, err := ParseNumber(strings.NewReplacer("，", "", ",", "").Replace(s[loc[2]:loc[3]]))
	return h, []int{loc[2], loc[1]}, err == nil && h > 0
}
