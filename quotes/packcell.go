package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// Offers that are not a rate per GPU time, written in an ordinary price
// cell: a prepaid pack ("1,000卡时 每包 ¥4,800") and a per-token price split
// into input and output ("输入 2 / 输出 8 元/百万tokens").

var (
	// reCellPackHours: the GPU-hours a pack holds, with the pack word that
	// may follow them ("1000卡时包").
	reCellPackHours = regexp.MustCompile(`(?i)(\d[\d,，]*(?:\.\d+)?)\s*(?:个)?\s*(?:卡时|卡·时|卡小时|gpu[- ·]?(?:hours?|hrs?|h)\b)(\s*/?\s*包)?`)
	// reCellPackWord: words that say the amount is paid for the pack.
	reCellPackWord = regexp.MustCompile(`(?i)每包|一包|/包|时长包|算力包|套餐|\bper\s+pack\b|\bpack\b|\bbundle\b|\bprepaid\b`)
	// reTokenPairWords: words naming the input and the output price.
	reTokenPairWords = regexp.MustCompile(`(?i)(?:输入|input|prompt)[\s\S]*(?:输出|output|completion)|(?:输出|output|completion)[\s\S]*(?:输入|input|prompt)`)
	reTokenInWord    = regexp.MustCompile(`(?i)输入|\binput\b|\bprompt\b`)
	reTokenOutWord   = regexp.MustCompile(`(?i)输出|\boutput\b|\bcompletion\b`)
	// reTwoNumbers: a cell holding two amounts ("2 / 8", "0.5|1.5").
	reTwoNumbers = regexp.MustCompile(`\d(?:[\d.,]*\d)?\D+\d`)
	// reDayCount: a number of days ("90天", "30 days", "60日").
	reDayCount = regexp.MustCompile(`(?i)^(\d{1,4})\s*(?:天|日|days?|d)$`)
	// reTokenSplit: an input price and an output price in one cell.
	reTokenSplit = regexp.MustCompile(`(?i)(?:输入|input|prompt)[^0-9]{0,16}\d[\s\S]*(?:输出|output|completion)[^0-9]{0,16}\d|(?:输出|output|completion)[^0-9]{0,16}\d[\s\S]*(?:输入|input|prompt)[^0-9]{0,16}\d`)
)

// cellPack is a prepaid pack read from one price cell.
type cellPack struct {
	gpuHours, price float64
	currency        string
	from            cell // the plan cell that gave the hours, if not the price cell
}

// packInCell reads a price cell that sells a pack of GPU-hours for one
// amount: the hours, a pack word and the amount must all be there, so a
// plain rate ("12元/卡时") is never taken for a pack.
func packInCell(text string) (cellPack, bool) {
	s := narrow(text)
	loc := reCellPackHours.FindStringSubmatchIndex(s)
	if loc == nil || loc[4] < 0 && !reCellPackWord.MatchString(s) {
		return cellPack{}, false
	}
	hours, err := ParseNumber(strings.NewReplacer("，", "", ",", "").Replace(s[loc[2]:loc[3]]))
	if err != nil || !(hours > 0) {
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

// packFromCell is the quote of a pack read from a price cell: no overage
// rate, the pack's hours and amount.
func (b *rowBuild) packFromCell(p priceIn, pk cellPack) (*Quote, bool) {
	text := strings.TrimSpace(p.text)
	q := b.q
	q.Warnings = append(q.Warnings[:0:0], b.q.Warnings...)
	q.ReviewReasons = append(q.ReviewReasons[:0:0], b.q.ReviewReasons...)
	q.Raw = map[string]string{}
	for k, v := range b.q.Raw {
		q.Raw[k] = v
	}
	q.Raw[p.header] = text
	q.PriceText = text
	q.Price, q.PriceUnit = 0, ""
	q.GPUsPerNode, q.Nodes = b.gpn, b.nodes
	q.PackPrice = &pk.price
	q.Currency = orDefault(pk.currency, orDefault(b.r.fileCurrency, "CNY"))
	hours, price := strconv.FormatFloat(pk.gpuHours, 'f', -1, 64), strconv.FormatFloat(pk.price, 'f', -1, 64)
	switch {
	case pk.gpuHours > 0 && pk.from.header != "":
		q.PackGPUHours = &pk.gpuHours
		q.AddWarning(mk("import.warn.pack_from_plan", pk.from.header, strings.TrimSpace(pk.from.text), p.header, text, hours, price, q.Currency))
	case pk.gpuHours > 0:
		q.PackGPUHours = &pk.gpuHours
		q.AddWarning(mk("import.warn.pack_in_cell", p.header, text, hours, price, q.Currency))
	default:
		q.AddWarning(mk("import.warn.pack_price_column", p.header, text))
	}
	if err := q.Validate(); err != nil {
		b.badAt(p.cell, errMsg(err))
		return nil, true
	}
	return &q, true
}

// tokenPairBeside: a cell of two amounts whose unit cell or header says
// they are the input and the output price ("2 / 8" under 元/百万tokens
// （输入/输出）).
func (b *rowBuild) tokenPairBeside(text string) bool {
	if !reTwoNumbers.MatchString(text) {
		return false
	}
	u := b.r.cells[fUnit]
	return reTokenPairWords.MatchString(u.text) || reTokenPairWords.MatchString(u.header)
}

// tokenPairColumn: the row's prices are an input column and an output
// column ("Input ($/M tokens)" beside "Output ($/M tokens)"): the other of
// the pair, when p is one of them.
func (b *rowBuild) tokenPairColumn(p priceIn) (priceIn, bool) {
	in, out := reTokenInWord.MatchString(p.header), reTokenOutWord.MatchString(p.header)
	if in == out {
		return priceIn{}, false
	}
	for _, o := range b.r.prices {
		if o.letter == p.letter {
			continue
		}
		if in && reTokenOutWord.MatchString(o.header) && !reTokenInWord.MatchString(o.header) ||
			out && reTokenInWord.MatchString(o.header) && !reTokenOutWord.MatchString(o.header) {
			return o, true
		}
	}
	return priceIn{}, false
}

// packPriceInPriceColumn: a row that states a pack's size (时长包 "1000卡时")
// and an amount under a price column with no period anywhere (no unit
// column period, no period in the header or the cell) sells the pack for
// that amount.
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
	for _, p := range b.r.prices {
		if strings.TrimSpace(p.text) != "" {
			return true
		}
	}
	return false
}

// planPack: a plan or offer cell that names a pack's GPU-hours ("1000卡时包",
// "500 GPU-hour pack"): the hours.
func (b *rowBuild) planPack() (float64, cell, bool) {
	for _, f := range []string{fMode, fOffer} {
		t := narrow(b.text(f))
		loc := reCellPackHours.FindStringSubmatchIndex(t)
		if loc == nil || loc[4] < 0 && !reCellPackWord.MatchString(t) {
			continue
		}
		if h, err := ParseNumber(strings.NewReplacer("，", "", ",", "").Replace(t[loc[2]:loc[3]])); err == nil && h > 0 {
			return h, b.r.cells[f], true
		}
	}
	return 0, cell{}, false
}
