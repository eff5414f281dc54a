package quotes

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The extract stage's spoken amounts. A salesperson types an amount the way
// it is said: "1块8" (1.8 元), "6毛5" (0.65 元), "2w8" (2.8万), and writes
// "7w左右" for an amount not yet settled. The place words are a table
// (words/spoken.tsv spoken_place), so a new way of saying an amount is a
// row; the one rule is the spoken one: the digit after a place word is the
// next place down. A word of scale ("w", "万", "k") stays beside the figures
// it scales, so the scale stage still sees the cell scale itself.

var (
	spokenPlaces = wordMap("spoken_place")
	// reSpokenPlace: a whole figure, a place word, and at most one digit
	// that no further digit, decimal point or place follows ("2w8/台/月",
	// "6毛/卡时"; not "3万8千", "1k50").
	reSpokenPlace = regexp.MustCompile(`(^|[^\d.,])(\d+)\s*` + wordAlt("spoken_place", false) + `\s*(\d?)([^\d.,]|$)`)
	approximate   = newWordMatcher("approximate")
	// an approximate word that opens the cell before its figure ("约1.7",
	// "不到8万", "up to 3.10"), or closes it after its figure ("8万以内")
	reApproxStart = regexp.MustCompile(`^\s*(?P<w>` + wordAlternation("approximate", "start") + `)\s*(?:[¥$]|us\$|rmb|cny)?\s*\.?\d`)
	reApproxEnd   = regexp.MustCompile(`\d\s*(?:` + scaleAlt("scale_after_number") + `)?\s*(?:元|块)?\s*(?P<w>` + wordAlternation("approximate", "end") + `)\s*$`)
)

// approxWord is the word that makes the amount of a price cell (normalised
// as low) an estimate or a bound: a word of the approximate table valued
// yes anywhere, start opening the cell before its figure, end closing it.
func approxWord(low string) (string, bool) {
	if m := reApproxStart.FindStringSubmatch(low); m != nil {
		return m[reApproxStart.SubexpIndex("w")], true
	}
	if w, ok := approximate.findValue(low, "yes"); ok {
		return w, true
	}
	if m := reApproxEnd.FindStringSubmatch(low); m != nil {
		return m[reApproxEnd.SubexpIndex("w")], true
	}
	return "", false
}

// spokenAmounts rewrites the spoken amounts of a price cell (normalised as
// low) in figures: "1块8" is "1.8元", "6毛5" "0.65元", "2w8" "2.8w". A cell
// that calls its amount an estimate ("7w左右", "approx. 2.10") is refused
// quoting it (orig). spoken is the first spoken amount as written ("" for
// none), for the warning that says how it was read.
func spokenAmounts(low, orig string) (out, spoken string, err error) {
	if w, ok := approxWord(low); ok && (strings.ContainsAny(low, "0123456789") || wordsAmountIn(low)) {
		return low, "", cellErr("import.err.approximate_price", strings.TrimSpace(orig), w)
	}
	if !reSpokenPlace.MatchString(low) {
		return low, "", nil
	}
	var b strings.Builder
	last := 0
	for _, m := range reSpokenPlace.FindAllStringSubmatchIndex(low, -1) {
		whole, word, next := low[m[4]:m[5]], low[m[6]:m[7]], low[m[8]:m[9]]
		after := low[m[10]:m[11]]
		if next == "" && spokenPlaces[word] != "scale" && spokenPlaces[word] != "" && !spokenSubUnit(word) {
			continue // "8块" alone counts cards ("8块A100"), it is no amount
		}
		if next == "" && spokenPlaces[word] == "scale" {
			continue // "3.2w": the scale stage reads it as it is
		}
		if placeBeside(after, false) || placeBeside(low[:m[4]], true) {
			continue // "1块8毛", "2万3千5": a longer amount in words (extract_amount.go)
		}
		fig := whole
		if next != "" {
			fig += "." + next
		}
		if v := spokenPlaces[word]; v != "scale" {
			place, _ := strconv.ParseFloat(v, 64)
			f, _ := strconv.ParseFloat(fig, 64)
			fig = strconv.FormatFloat(f*place, 'f', -1, 64) + "元"
		} else {
			fig += word
		}
		if spoken == "" {
			spoken = low[m[4]:m[9]]
		}
		b.WriteString(low[last:m[4]])
		b.WriteString(fig)
		last = m[9]
	}
	b.WriteString(low[last:])
	return b.String(), spoken, nil
}

// spokenSubUnit: a place below 元 ("6毛" is 0.6 元 alone too).
func spokenSubUnit(word string) bool {
	v, err := strconv.ParseFloat(spokenPlaces[word], 64)
	return err == nil && v < 1
}

// placeBeside: a place word stands at the start of s (the text goes on
// with another place word, "1块8毛", so the digit before it is not the next
// place down by itself), or at its end (the figure follows a place word,
// "2万3千5": it is a place of a longer amount, read whole by the
// amount-in-words reader).
func placeBeside(s string, atEnd bool) bool {
	has, edge := strings.HasPrefix, utf8.DecodeRuneInString
	if atEnd {
		s, has, edge = strings.TrimRight(s, " "), strings.HasSuffix, utf8.DecodeLastRuneInString
	}
	for w := range spokenPlaces {
		if has(s, w) {
			return true
		}
	}
	r, _ := edge(s)
	return placeWords[r] != 0 || bigWords[r] != 0
}

// A line of prose says its counts as it says its amounts: "有两台八卡的",
// "八卡整机", "一台八卡". A count in numerals right before a count word
// (words/spoken.tsv spoken_count: 台, 卡, 节点) is written in figures, so the
// readers of a line find it as they find "2台8卡". "一" before a count word
// is "per" or "a" as often as one ("一台一个月", "一张卡一小时"): it is
// one machine only where a count of cards follows ("一台八卡"). A numeral
// that closes a longer amount ("三万二台") is left as it is.
var reSpokenCount = regexp.MustCompile(`([一二两三四五六七八九十]{1,3})(` + wordAlt("spoken_count", false) + `)`)

var reCardsAfter = regexp.MustCompile(`^[二两三四五六七八九十0-9]{1,3}(?:张)?卡`)

func spokenCounts(s string) string {
	locs := reSpokenCount.FindAllStringSubmatchIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range locs {
		if before, _ := utf8.DecodeLastRuneInString(s[:m[2]]); placeWords[before] != 0 || bigWords[before] != 0 || isNumeral(before) || before == '第' || before == '每' {
			continue // "三万二台", "第二台": no count of its own
		}
		n, ok := cnNumber(s[m[2]:m[3]])
		if !ok || n < 1 || n != float64(int(n)) || n == 1 && !reCardsAfter.MatchString(s[m[5]:]) {
			continue
		}
		b.WriteString(s[last:m[2]])
		b.WriteString(strconv.Itoa(int(n)))
		last = m[3]
	}
	b.WriteString(s[last:])
	return b.String()
}

// isNumeral: a digit in Chinese numerals (一, 两, 壹).
func isNumeral(r rune) bool { _, ok := capitalDigits[r]; return ok }
