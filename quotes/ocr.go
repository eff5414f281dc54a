package quotes

import (
	"math"
	"regexp"
	"strings"
	"unicode"

	"computecheck/calc"
)

// Text that went through OCR (a phone screenshot's text, a scanned price
// list) carries the recogniser's character slips: a capital O for zero, l
// or I for one, Y for ¥, a back arrow before a title. readOCR reads a line
// of text through the slips of words/ocr.tsv where the reading is
// unambiguous: a slip between the digits of a figure or of a catalogue
// GPU model's number, a Y directly before a figure. Each token read is
// returned as written and as read, for the quote's warning.

// ocrSlip is one token of a line as written and as read.
type ocrSlip struct{ written, read string }

// ocrDigit is what a slip letter reads as: the digit, and whether it is
// read only between two digits (words/ocr.tsv ocr_slip_digit "1 between").
type ocrDigit struct {
	d       byte
	between bool
}

var ocrSlipDigits = func() map[byte]ocrDigit {
	out := map[byte]ocrDigit{}
	for w, v := range wordMap("ocr_slip_digit") {
		d, rest, _ := strings.Cut(v, " ")
		if len(w) != 1 || len(d) != 1 || d[0] < '0' || d[0] > '9' {
			panic("quotes: ocr_slip_digit " + w + ": want one letter and one digit")
		}
		out[w[0]] = ocrDigit{d: d[0], between: rest == "between"}
	}
	return out
}()

// reOCRToken: a token of a line in which slips are read: ASCII letters,
// digits and the figure's own marks, split as letters before, the
// number (digits and slip letters) and letters after.
var reOCRToken = regexp.MustCompile(`[A-Za-z0-9.,]+`)
var reOCRParts = func() *regexp.Regexp {
	slip := ""
	for w := range ocrSlipDigits {
		slip += regexp.QuoteMeta(string(rune(w)))
	}
	num := `[0-9` + slip + `]`
	return regexp.MustCompile(`^([A-Za-z]*?)(` + num + `[0-9.,` + slip + `]*)([A-Za-z]*)$`)
}()

// reOCRCut: a figure cut off at the line's end ("Y 4." of a card the
// screenshot's edge cut).
var reOCRCut = regexp.MustCompile(`^\d+[.,]\s*$`)

// reOCRFigure: a figure as read (1,714 / 6.18 / 4090), no leading zero.
var reOCRFigure = regexp.MustCompile(`^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*|0)(?:\.\d+)?$`)

// readOCRNumber reads a number's slips; ok when it has a digit as written,
// at least one slip, and reads as a figure.
func readOCRNumber(s string) (string, bool) { return readSlipNumber(s, ocrSlipDigits) }

// readSlipNumber is readOCRNumber with the slips of slipDigits only (a
// subset of ocr_slip_digit: ime.go oForZero reads O alone).
func readSlipNumber(s string, slipDigits map[byte]ocrDigit) (string, bool) {
	b := []byte(s)
	slips, digits := 0, 0
	isDigit := func(i int) bool {
		if i < 0 || i >= len(s) {
			return false
		}
		_, slip := slipDigits[s[i]]
		return s[i] >= '0' && s[i] <= '9' || slip
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch r, slip := slipDigits[c]; {
		case c >= '0' && c <= '9':
			digits++
		case slip && (!r.between || isDigit(i-1) && isDigit(i+1)):
			b[i] = r.d
			slips++
		case c == '.' || c == ',':
		default:
			return "", false
		}
	}
	read := string(b)
	return read, digits > 0 && slips > 0 && reOCRFigure.MatchString(read)
}

// ocrModel: read names a catalogue GPU whose family holds it as written
// (A800 of A800-80G-SXM, 910B of Ascend910B-64G): a slip never makes a
// model of other letters, nor a card the catalogue lacks.
func ocrModel(read, before string) bool {
	for _, s := range []string{read, before + read} {
		if m, ok := calc.MatchGPU(s); ok {
			if fam, _, _ := strings.Cut(strings.ToLower(m.ID), "-"); strings.Contains(fam, strings.ToLower(read)) {
				return true
			}
		}
	}
	return false
}

// readOCR reads line through OCR's slips (words/ocr.tsv); the tokens
// read, as written and as read.
func readOCR(line string) (string, []ocrSlip) {
	var slips []ocrSlip
	// a back arrow before the title's first word
	if t := strings.TrimLeft(line, " \t"); t != "" {
		for _, a := range wordsInOrder("ocr_arrow") {
			if rest, ok := strings.CutPrefix(t, a); ok && strings.HasPrefix(rest, " ") {
				if w := strings.TrimLeft(rest, " "); w != "" && unicode.IsLetter([]rune(w)[0]) {
					slips = append(slips, ocrSlip{strings.TrimSpace(line[:len(line)-len(w)]), ""})
					line = w
				}
				break
			}
		}
	}
	currency := wordMap("ocr_currency")
	// figure: a token standing for a figure, as read ("" when it is none)
	figure := func(tok string) string {
		if strings.HasSuffix(tok, ".") || strings.HasSuffix(tok, ",") {
			return "" // a figure cut off ("Y 4.") or a sentence's mark: not read
		}
		if reOCRFigure.MatchString(tok) {
			return tok
		}
		r, _ := readOCRNumber(tok)
		return r
	}
	var b strings.Builder
	at := 0
	toks := reOCRToken.FindAllStringIndex(line, -1)
	for k, m := range toks {
		tok := line[m[0]:m[1]]
		read := ""
		switch p := reOCRParts.FindStringSubmatch(tok); {
		case currency[tok] != "" && k+1 < len(toks) && strings.TrimSpace(line[m[1]:toks[k+1][0]]) == "" &&
			(figure(line[toks[k+1][0]:toks[k+1][1]]) != "" || reOCRCut.MatchString(line[toks[k+1][0]:])):
			read = currency[tok] // "Y l.79": the sign before a figure; "Y 4.": before a figure cut off, a price still refused
		case p == nil:
		case p[1] == "" && p[3] == "":
			if r, ok := readOCRNumber(p[2]); ok && !strings.HasSuffix(tok, ".") {
				read = r
			}
		case currency[p[1]] != "" && p[3] == "":
			if r := figure(p[2]); r != "" {
				read = currency[p[1]] + r
			}
		default:
			if r, ok := readOCRNumber(p[2]); ok && !strings.ContainsAny(p[2], ".,") && ocrModel(p[1]+r+p[3], lastWord(line[:m[0]])) {
				read = p[1] + r + p[3]
			}
		}
		if read == "" || read == tok {
			continue
		}
		b.WriteString(line[at:m[0]])
		b.WriteString(read)
		at = m[1]
		slips = append(slips, ocrSlip{tok, read})
	}
	if len(slips) == 0 {
		return line, nil
	}
	b.WriteString(line[at:])
	return b.String(), slips
}

// lastWord is the word a token follows (昇腾 of 昇腾9l0B, RTX of "RTX A6OOO").
func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1] + map[bool]string{true: " ", false: ""}[strings.HasSuffix(s, " ")]
}

// ocrPointDropped: a price read from a line that went through OCR, written
// with no decimal point, far above the market for its card, where the
// figure with the point two (or one) places from its end lies within the
// market ("Y238/卡/时" of an L20 beside its 包月 ¥1,714/卡/月: 2.38): the
// recogniser may have dropped the point. Neither reading is taken for the
// other: the other reading is returned, for a warning naming both and a
// review.
func ocrPointDropped(q Quote) (float64, bool) {
	if q.Price != math.Trunc(q.Price) || strings.ContainsAny(q.PriceText, ".") {
		return 0, false
	}
	b, per, _ := splitUnit(q.PriceUnit)
	band := bandOf(q.GPU, q.Currency)
	if usd, ok := usdPerGPUHour(q.Price, unitParts{b, per}, q.GPUsPerNode, q.Currency); !ok || inBandBy(usd, band, marketFactor) <= 0 {
		return 0, false
	}
	for _, d := range []float64{100, 10} {
		if usd, ok := usdPerGPUHour(q.Price/d, unitParts{b, per}, q.GPUsPerNode, q.Currency); ok && inBandBy(usd, band, 1) == 0 {
			return q.Price / d, true
		}
	}
	return 0, false
}
