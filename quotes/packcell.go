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
	// reTokenSplit: an input price and an output price in one cell.
	reTokenSplit = regexp.MustCompile(`(?i)(?:输入|input|prompt)[^0-9]{0,16}\d[\s\S]*(?:输出|output|completion)[^0-9]{0,16}\d|(?:输出|output|completion)[^0-9]{0,16}\d[\s\S]*(?:输入|input|prompt)[^0-9]{0,16}\d`)
)

// cellPack is a prepaid pack read from one price cell.
type cellPack struct {
	gpuHours, price float64
	currency        string
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
	q.PackGPUHours, q.PackPrice = &pk.gpuHours, &pk.price
	q.Currency = orDefault(pk.currency, orDefault(b.r.fileCurrency, "CNY"))
	q.AddWarning(mk("import.warn.pack_in_cell", p.header, text, strconv.FormatFloat(pk.gpuHours, 'f', -1, 64), strconv.FormatFloat(pk.price, 'f', -1, 64), q.Currency))
	if err := q.Validate(); err != nil {
		b.badAt(p.cell, errMsg(err))
		return nil, true
	}
	return &q, true
}
