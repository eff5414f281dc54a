package quotes

import (
	"strings"
)

// currencyWords are the currency words in search order (words/currency.tsv).
var currencyWords = func() []struct{ word, code string } {
	var out []struct{ word, code string }
	for _, r := range wordRows("currency") {
		out = append(out, struct{ word, code string }{r[0], r[1]})
	}
	return out
}()

// parseCurrency finds the currency a text names; "" when none, an error
// when it names two.
func parseCurrency(s string) (string, error) {
	low := norm(s)
	found := ""
	for _, cw := range currencyWords {
		if strings.Contains(low, cw.word) {
			if found != "" && found != cw.code {
				return "", cellErr("import.err.two_currencies", s, found, cw.code)
			}
			found = cw.code
			low = strings.ReplaceAll(low, cw.word, " ")
		}
	}
	return found, nil
}

// ParseCurrency reads a currency cell: an ISO code or a name/symbol.
func ParseCurrency(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	if strings.ContainsAny(s, "\r\n") {
		// "CNY<line break>B": each line must name the currency by itself,
		// or the cell says more than a currency and is not read as one
		for _, line := range strings.FieldsFunc(s, func(r rune) bool { return r == '\r' || r == '\n' }) {
			if strings.TrimSpace(line) == "" {
				continue
			}
			if _, err := ParseCurrency(line); err != nil {
				return "", cellErr("import.safety.currency_lines", strings.NewReplacer("\r\n", `\n`, "\r", `\r`, "\n", `\n`).Replace(strings.TrimSpace(s)))
			}
		}
	}
	c, err := parseCurrency(low)
	if err != nil {
		return "", err
	}
	if c != "" {
		return c, nil
	}
	up := strings.ToUpper(compact(low))
	if validCurrency(up) {
		return up, nil
	}
	return "", cellErr("import.err.currency", s)
}
