package quotes

import (
	"slices"
	"strings"

	"computecheck/msg"
)

// A currency sign is not a currency: "$" is written for US, Hong Kong,
// Singapore, Australian dollars and more, "¥" for yuan and yen. A price
// cell whose only currency word is such a sign ("$168,000") is read in
// the currency the more specific evidence names, when that evidence names
// one of the sign's currencies: the row's unit or currency column, the
// price column's header ("單價 (HK$)"), the sheet's unit line, the file's
// currency line ("貨幣：港幣 (HKD)"). A sign with a specific word ("US$",
// "HK$", "USD") is specific itself, and evidence naming a currency the
// sign is not written for (a "$" under "单价(元)") leaves the cell's
// reading and its conflict warning as they were.

// signCurrencies: sign -> the currencies written with it (words/international.tsv).
var signCurrencies = func() map[string][]string {
	out := map[string][]string{}
	for sign, codes := range wordTables["currency_sign"] {
		out[sign] = strings.Fields(codes)
	}
	return out
}()

// bareSign is the sign that is the only currency word of the price text
// ("$" in "$168,000"; "" for "HK$1.2M", "US$ 2.10" or "168,000").
func bareSign(text string) string { return remember(&bareSignMemo, text, readBareSign) }

var bareSignMemo memo[string, string]

func readBareSign(text string) string {
	low := norm(text)
	sign := ""
	for _, cw := range currencyWords {
		if _, ok := cutCurrencyWord(low, cw.word); !ok {
			continue
		}
		if _, ok := signCurrencies[cw.word]; !ok || sign != "" && sign != cw.word {
			return "" // a specific word, or two signs
		}
		sign = cw.word
		low = strings.ReplaceAll(low, cw.word, " ")
	}
	return sign
}

// signCurrency reads a bare sign in the price cell as the currency the
// more specific evidence of the row names (see above): h.currency is set
// to it and the warning saying so returned; nil when the cell's own
// reading stands.
func (b *rowBuild) signCurrency(h *unitHint, text string, p priceIn) *msg.Msg {
	sign := bareSign(text)
	if sign == "" || h.currency == "" {
		return nil
	}
	type source struct{ code, where string }
	var from []source
	if u := b.unit.unit; u != nil {
		from = append(from, source{u.currency, b.unit.unitCell.header})
	}
	if t := b.text(fCurrency); t != "" {
		if c, err := ParseCurrency(t); err == nil {
			from = append(from, source{c, b.colName(fCurrency)})
		}
	}
	from = append(from, source{p.hint.currency, p.header}, source{b.r.sheetUnit.currency, b.r.sheetUnitText}, source{b.r.fileCurrency, ""})
	for _, s := range from {
		if s.code == "" || s.code == h.currency {
			continue
		}
		for _, c := range signCurrencies[sign] {
			if c != s.code {
				continue
			}
			h.currency = c
			if s.where == "" {
				w := mk("import.warn.sign_currency_file", strings.TrimSpace(text), sign, c)
				return &w
			}
			w := mk("import.warn.sign_currency", strings.TrimSpace(text), sign, c, s.where)
			return &w
		}
	}
	return nil
}

// intlPrice applies the international sellers' rules to price p of the
// quote: a bare currency sign (above), a price header saying total
// (columns_total_price.go), a net price with a gross twin
// (columns_tax_twin.go), a reservation's upfront (columns_reservation.go).
// It returns the price's value, 0 where the row is refused at p's cell.
func (b *rowBuild) intlPrice(q *Quote, cellH *unitHint, text string, p *priceIn, value float64) float64 {
	for _, w := range []*msg.Msg{b.signCurrency(cellH, text, *p), b.totalHeaderBasis(p)} {
		if w != nil {
			q.AddWarning(*w)
		}
	}
	if m, review := b.taxTwinNote(*p); m != nil {
		q.AddWarning(*m)
		if review {
			q.Review(*m)
		}
	}
	value = b.allMachinesPrice(q, p, value)
	v, refusal, reserved := b.reservationPrice(q, *p, value)
	if refusal != nil {
		b.badAt(p.cell, *refusal)
		return 0
	}
	if reserved && v != value && cellH.period == "" {
		cellH.period = "hour" // upfront / term hours + hourly: a rate per hour
	}
	return v
}

// signsRead reads each candidate whose only currency word is a sign ("元"
// in "按小時（元/卡/小時）", "$" in "$2.10") as the currency another
// candidate names with a word of its own, the first in the policy's order
// whose currency the sign is written for: under a file line "幣種：港幣
// (HKD)" a 元 header is HK$, beside a cell "NT$ 62.00" a unit "元/卡/小時"
// is NT$. A candidate given another currency so is marked; the warning is
// returned when the policy will choose it (it comes first).
func signsRead(cands candidates) []msg.Msg {
	var out []msg.Msg
	for i := range cands {
		c := &cands[i]
		sign := bareSign(c.Text)
		if sign == "" || c.Source == srcSheetLine {
			continue // a line's sign does not yield to another line ("元/卡·时" in the title, "香港节点以美元计价" under it)
		}
		for _, s := range cands {
			if s.Value == c.Value || s.Value == "" || bareSign(s.Text) != "" || !slices.Contains(signCurrencies[sign], s.Value) {
				continue
			}
			if i == 0 {
				where := s.Header
				if where == "" {
					where = s.Text
				}
				out = append(out, mk("import.warn.sign_read_as", strings.TrimSpace(c.Text), sign, s.Value, strings.TrimSpace(where)))
			}
			c.Value = s.Value
			break
		}
	}
	return out
}
