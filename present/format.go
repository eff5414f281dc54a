// Package present turns a comparison into what a person reads: table
// cells, sentences and lists, in the user's language. The window, the
// command line, the xlsx workbook and the PDF report all read it, so a
// cell or a sentence about a comparison is written in one place.
//
// It builds no number: every amount comes from package calc through
// package compare; present only formats and words them.
package present

import (
	"computecheck/internal/textclean"
	"math"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/present/offername"
)

// tr is a catalogue text in lang.
func tr(lang, key string, a ...any) string { return assets.Tr(lang, key, a...) }

// in renders a message in lang.
func in(lang string, m msg.Msg) string { return m.In(lang) }

// currencySymbols are the signs a reader expects before an amount, one for
// each currency the importer reads (quotes/words/currency.tsv; a test holds
// the two together).
var currencySymbols = map[string]string{"CNY": "¥", "USD": "$", "EUR": "€", "HKD": "HK$", "JPY": "JP¥", "GBP": "£", "SGD": "S$", "TWD": "NT$",
	"CHF": "Fr.", "KRW": "₩", "VND": "₫", "RUB": "₽", "THB": "฿", "IDR": "Rp", "MYR": "RM", "MOP": "澳门元"}

// Symbol is the sign written before an amount in currency cur ("CNY " for
// none known: the code and a space).
func Symbol(cur string) string {
	cur = strings.ToUpper(strings.TrimSpace(cur))
	if s, ok := currencySymbols[cur]; ok {
		return s
	}
	if cur == "" {
		return "¥"
	}
	return cur + " "
}

// Money is an amount with its currency sign, as the tables group it
// (calc.FormatMoney): ¥153,051; ¥17.30.
func Money(v float64, cur string) string {
	if v < 0 {
		return "-" + Symbol(cur) + calc.FormatMoney(-v)
	}
	return Symbol(cur) + calc.FormatMoney(v)
}

// formatWhole is an amount in whole units, thousands grouped.
func formatWhole(v float64) string {
	r := math.Round(v)
	switch {
	case r == 0:
		return "0"
	case math.Abs(r) >= 100:
		return calc.FormatMoney(r)
	}
	return strconv.FormatFloat(r, 'f', 0, 64)
}

// Moneys are amounts said together (one sentence, one column), in one
// precision: whole units when the largest reaches 100, else two decimals
// (never "¥260" beside "¥23.99").
func Moneys(cur string, vs ...float64) []string {
	whole := false
	for _, v := range vs {
		whole = whole || math.Abs(v) >= 100
	}
	out := make([]string, len(vs))
	for i, v := range vs {
		switch {
		case !whole:
			out[i] = Money(v, cur)
		case v < 0:
			out[i] = "-" + Symbol(cur) + formatWhole(-v)
		default:
			out[i] = Symbol(cur) + formatWhole(v)
		}
	}
	return out
}

// Price is a unit price with enough digits to be told to a vendor: two
// decimals below 1,000 (¥5.20), whole units above (¥36,480).
func Price(v float64, cur string) string {
	switch {
	case math.Abs(v) >= 1000:
		return Money(v, cur)
	case v != 0 && math.Abs(v) < 1:
		// Three decimals where they matter (¥0.115/GB), never fewer than two.
		s := strings.TrimRight(strconv.FormatFloat(v, 'f', 3, 64), "0")
		if i := strings.IndexByte(s, '.'); i >= 0 && len(s)-i < 3 {
			s += strings.Repeat("0", 3-(len(s)-i))
		}
		return Symbol(cur) + s
	}
	return Symbol(cur) + strconv.FormatFloat(v, 'f', 2, 64)
}

// Pct is a percentage with one decimal below 10 (3.4%), none above (32%).
func Pct(p float64) string {
	if math.Abs(p) < 10 {
		return strconv.FormatFloat(p, 'f', 1, 64) + "%"
	}
	return strconv.FormatFloat(p, 'f', 0, 64) + "%"
}

// UnitName is a price unit as a reader writes it: "卡·时" / "GPU-hour".
// It is the one table of unit names (unit.*): the Quotes area, the CLI,
// the workbook and the PDF all name a unit through it.
func UnitName(unit, lang string) string {
	k := "unit." + unit
	if s := tr(lang, k); s != k {
		return s
	}
	return unit
}

// Tokens is a token count as a reader in lang writes it: "200 亿" in
// Chinese, "20B" in English (assets.Count, the one token formatter).
func Tokens(n float64, lang string) string { return assets.Count(lang, n) }

// Hours is a duration in hours for a table: one decimal below 100.
func Hours(h float64) string {
	if h >= 100 {
		return strconv.FormatFloat(h, 'f', 0, 64)
	}
	return strconv.FormatFloat(h, 'f', 1, 64)
}

// Days is a duration in days for a sentence.
func Days(h float64) string {
	d := h / 24
	if d >= 10 {
		return strconv.FormatFloat(d, 'f', 0, 64)
	}
	return strconv.FormatFloat(d, 'f', 1, 64)
}

// Duration is a training time for a sentence: hours below two days
// ("7.5 小时"), days above ("4.2 天").
func Duration(h float64, lang string) string {
	if h < 48 {
		return tr(lang, "present.duration.hours", Hours(h))
	}
	return tr(lang, "present.duration.days", Days(h))
}

// QuoteName is how sentences and tables name a quote: vendor and offer.
func QuoteName(vendor, offer string) string {
	// What a quote is called in the window, the table, the workbook and the
	// report: never with a control or bidi character, whichever door the
	// quote came in by (a --quotes file is compared without being stored).
	return textclean.Line(strings.TrimSpace(strings.TrimSpace(vendor) + " " + strings.TrimSpace(offer)))
}

// RowName names a row's quote whole: vendor · offer · GPU × count
// (offername.Row). Within a comparison, View.Name and Comparison.Name add
// the id where two rows would still read alike.
func RowName(r calc.QuoteCost) string { return offername.Row(&r) }

// joinList joins items with the language's list separator.
func joinList(lang string, items []string) string {
	return strings.Join(items, tr(lang, "compare.list_sep"))
}

// reqNames are requirement ids in lang.
func reqNames(lang string, reqs []string) string {
	out := make([]string, len(reqs))
	for i, r := range reqs {
		out[i] = tr(lang, "req."+r)
	}
	return joinList(lang, out)
}

// WarningLabel is the short name of a calc warning code in lang.
func WarningLabel(code, lang string) string {
	k := [2]string{lang, code}
	if s, ok := warningLabels.Load(k); ok {
		return s.(string) // a table of 20,000 rows names the same few warnings on each
	}
	key := "compare.warn." + code
	s := code
	if t := tr(lang, key); t != key {
		s = t
	}
	if warningLabels.n.Add(1) <= 1024 { // bounded: codes read from a file cannot grow it without end
		warningLabels.Store(k, s)
	}
	return s
}

// warningLabels are the labels worded so far, by language and code (the
// catalogue does not change once installed).
var warningLabels struct {
	sync.Map
	n atomic.Int64
}
