package quotes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"

	"computecheck/msg"
)

// Text typed with a Chinese input method, or pasted from a chat, a mail or
// Word, holds characters that stand for an ASCII one: zero-width spaces
// inside a figure ("4.2<ZWSP>5"), a thin space between thousands, the
// Chinese full stop typed for a decimal point ("1。85"), Unicode hyphens
// and wave dashes, a Cyrillic А or Н in a GPU name. narrow reads them once
// through words/ime.tsv ime_char (imeFold), after the full-width forms, so
// that every reader sees the character the writer meant.

// imeRule is how one character of words/ime.tsv ime_char is read.
type imeRule struct {
	kind string // drop, group, point, as, times, latin
	to   string // the character read for "as", "times" and "latin"
}

var imeChars = func() map[rune]imeRule {
	out := map[rune]imeRule{}
	for _, r := range wordRows("ime_char") {
		hex, ok := strings.CutPrefix(r[0], "U+")
		n, err := strconv.ParseUint(hex, 16, 32)
		if !ok || err != nil {
			panic("quotes: ime_char " + r[0] + ": want U+XXXX")
		}
		kind, to, _ := strings.Cut(r[1], " ")
		switch kind {
		case "drop", "group", "point":
		case "as", "latin", "times":
			if to == "" {
				panic("quotes: ime_char " + r[0] + ": want the character read")
			}
		default:
			panic("quotes: ime_char " + r[0] + ": unknown reading " + r[1])
		}
		out[rune(n)] = imeRule{kind: kind, to: to}
	}
	return out
}()

// imeCandidate: r may be a character of ime_char (a cheap test before the
// table: most text holds none); TestIMECandidateCoversTable holds every
// row of the table inside these ranges.
func imeCandidate(r rune) bool {
	return r >= 0x0391 && r <= 0x04FF || r >= 0x2000 && r <= 0x2BFF || r >= 0x3000 && r <= 0x303F || r == 0xFEFF || r == 0xFF61 || r == 0x00AD
}

// hasIME: s holds a character of ime_char.
func hasIME(s string) bool {
	for _, r := range s {
		if imeCandidate(r) {
			if _, ok := imeChars[r]; ok {
				return true
			}
		}
	}
	return false
}

// imePointUnits: words/ime.tsv ime_point_unit, what may follow the digits
// after a 。 read as a decimal point.
var imePointUnits = wordsInOrder("ime_point_unit")

// pointReads: the digits of rs from i end the text or run, after spaces or
// none, into a word of ime_point_unit ("1。85元/卡/时", "１。８５"): the 。
// before them is a decimal point. Digits running into anything else
// ("10台以上", "30%预付", "30 天内") leave it a sentence's end.
func pointReads(rs []rune, i int) bool {
	for i < len(rs) && rs[i] >= '0' && rs[i] <= '9' {
		i++
	}
	for i < len(rs) && unicode.IsSpace(rs[i]) {
		i++
	}
	if i == len(rs) {
		return true
	}
	rest := strings.ToLower(string(rs[i:min(len(rs), i+4)]))
	return slices.ContainsFunc(imePointUnits, func(w string) bool { return strings.HasPrefix(rest, w) })
}

// imeFold reads the characters of words/ime.tsv ime_char in s (already
// narrowed: ASCII digits) as the ASCII ones they stand for.
func imeFold(s string) string {
	out, _ := imeFoldPoints(s)
	return out
}

// imePointRead: a price cell's text s holds a 。 (or ｡) that imeFold reads
// as a decimal point ("1。85"), for the warning.
func imePointRead(s string) bool {
	if !strings.ContainsAny(s, "。｡") {
		return false
	}
	_, n := imeFoldPoints(width.Narrow.String(s))
	return n > 0
}

// imeFoldPoints is imeFold and the number of 。 it read as a point.
func imeFoldPoints(s string) (string, int) {
	points := 0
	// the zero-width characters first: what stands beside them is what
	// stands beside each other ("1。<ZWSP>5" is 1.5)
	rs := []rune(strings.Map(func(r rune) rune {
		if rule, ok := imeChars[r]; ok && rule.kind == "drop" {
			return -1
		}
		return r
	}, s))
	digit := func(i int) bool { return i >= 0 && i < len(rs) && rs[i] >= '0' && rs[i] <= '9' }
	var b strings.Builder
	for i, r := range rs {
		rule, ok := imeChars[r]
		if !ok {
			b.WriteRune(r)
			continue
		}
		switch rule.kind {
		case "drop":
		case "group":
			// a digit before, exactly three digits after
			if digit(i-1) && digit(i+1) && digit(i+2) && digit(i+3) && !digit(i+4) {
				continue
			}
			b.WriteByte(' ')
		case "point":
			if digit(i-1) && digit(i+1) && pointReads(rs, i+1) {
				b.WriteByte('.')
				points++
			} else {
				b.WriteRune(r)
			}
		case "as":
			b.WriteString(rule.to)
		case "times":
			if asciiBeside(rs, i, -1) && asciiBeside(rs, i, 1) {
				b.WriteString(rule.to)
			} else {
				b.WriteRune(r)
			}
		case "latin":
			if otherScriptWord(rs, i) {
				b.WriteString(rule.to)
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String(), points
}

// asciiBeside: the first character of rs from i in the direction step,
// spaces aside, is an ASCII letter or digit.
func asciiBeside(rs []rune, i, step int) bool {
	for j := i + step; j >= 0 && j < len(rs); j += step {
		if rs[j] == ' ' {
			continue
		}
		return asciiAlnum(rs[j])
	}
	return false
}

// asciiAlnum: r is an ASCII letter or digit.
func asciiAlnum(r rune) bool { return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// otherScriptWord: the word around rs[i] (letters and digits) holds an
// ASCII letter or digit and no letter of its own script that is no
// look-alike: "Н20", "А100", "HАRD", never "Нет" nor "Москва".
func otherScriptWord(rs []rune, i int) bool {
	lo, hi := i, i
	for lo > 0 && (unicode.IsLetter(rs[lo-1]) || unicode.IsDigit(rs[lo-1])) {
		lo--
	}
	for hi < len(rs)-1 && (unicode.IsLetter(rs[hi+1]) || unicode.IsDigit(rs[hi+1])) {
		hi++
	}
	hasASCII := false
	for j := lo; j <= hi; j++ {
		if asciiAlnum(rs[j]) {
			hasASCII = true
			continue
		}
		if rs[j] >= 0x80 && !unicode.Is(unicode.Han, rs[j]) {
			if rule, ok := imeChars[rs[j]]; !ok || rule.kind != "latin" {
				return false
			}
		}
	}
	return hasASCII
}

// lookalikeRead is s as written and as read where imeFold reads a
// look-alike letter of another script in it as a Latin one ("А100 80G"
// with a Cyrillic А), for the warning; ok false where it reads none.
func lookalikeRead(s string) (read string, ok bool) {
	for _, r := range s {
		if rule, isIME := imeChars[r]; isIME && rule.kind == "latin" {
			read = imeFold(s)
			return read, read != s
		}
	}
	return "", false
}

// imeFoldIf is imeFold where s holds a character of ime_char, else s.
func imeFoldIf(s string) string {
	if hasIME(s) {
		return imeFold(s)
	}
	return s
}

// reOZeroPair: a note naming the letter O and the digit 0 together ("o与0",
// "0和字母o"), folded by norm and compact.
var reOZeroPair = regexp.MustCompile(`(?:字母)?o(?:与|和|跟|及|、|/)(?:数字)?0|(?:数字)?0(?:与|和|跟|及|、|/)(?:字母)?o`)

var oZeroMixWords = wordsInOrder("o_zero_mix")

// oZeroNote is the first of lines (a sheet's notes and titles) saying the
// letter O and the digit 0 are mixed in the file (words/ime.tsv
// o_zero_mix), "" where none does.
func oZeroNote(lines []string) string {
	for _, l := range lines {
		low := compact(norm(l))
		if reOZeroPair.MatchString(low) && slices.ContainsFunc(oZeroMixWords, func(w string) bool { return strings.Contains(low, w) }) {
			return strings.TrimSpace(l)
		}
	}
	return ""
}

// oSlip is ocr_slip_digit's reading of the letter O (OQ0001), alone.
var oSlip = map[byte]ocrDigit{'O': ocrSlipDigits['O']}

// reTypedFigure: a run of digits, capital O, points and commas standing
// apart from letters.
var reTypedFigure = regexp.MustCompile(`[0-9O.,]+`)

// oForZero reads a capital O among the digits of each figure of a price
// cell as 0 ("8.9O", "21,6OO", "O.88"), only where the figure then reads
// as one plain figure (ocr.go readSlipNumber, the O slip alone) and no letter touches it (H1OO is a
// model's, resolve_mistakes.go); ok false where nothing was read so.
func oForZero(s string) (string, bool) {
	changed := false
	var b strings.Builder
	last := 0
	for _, loc := range reTypedFigure.FindAllStringIndex(s, -1) {
		m := s[loc[0]:loc[1]]
		if !strings.Contains(m, "O") || !strings.ContainsAny(m, "0123456789") || letterAt(s, loc[0]-1, true) || letterAt(s, loc[1], false) {
			continue
		}
		body := strings.TrimRight(m, ".,")
		read, ok := readSlipNumber(body, oSlip) // ocr.go: the O of ocr_slip_digit (OQ0001), alone
		if !ok {
			continue
		}
		b.WriteString(s[last:loc[0]])
		b.WriteString(read + m[len(body):])
		last, changed = loc[1], true
	}
	if !changed {
		return s, false
	}
	b.WriteString(s[last:])
	return b.String(), true
}

// letterAt: the character of s ending (before) or starting at i is a letter.
func letterAt(s string, i int, before bool) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	var r rune
	if before {
		r, _ = utf8.DecodeLastRuneInString(s[:i+1])
	} else {
		r, _ = utf8.DecodeRuneInString(s[i:])
	}
	return r < 0x80 && unicode.IsLetter(r)
}

// usedFields is rec without its trailing empty fields.
func usedFields(rec []string) []string {
	n := len(rec)
	for n > 0 && strings.TrimSpace(rec[n-1]) == "" {
		n--
	}
	return rec[:n]
}

// csvWidth is the number of fields most records of a CSV hold (of those
// with three or more), counted as written: trailing empty fields too (a
// spreadsheet pads every line to the table's width, and a row whose last
// column is empty is still a whole row).
func csvWidth(n int, rec func(int) []string) int {
	count := map[int]int{}
	best := 0
	for i := range n {
		if w := len(rec(i)); w >= 3 {
			count[w]++
			if count[w] > count[best] || count[w] == count[best] && w > best {
				best = w
			}
		}
	}
	return best
}

// reWideCommaFigure: a plain figure, as a field split on the IME's comma holds.
var reWideCommaFigure = regexp.MustCompile(`^\d+(?:\.\d+)?$`)

// wideCommaFields splits a CSV record typed with the input method's
// full-width comma ("，") where the file's own records are split by "," into
// width fields: a record that is one field (trailing empty fields aside),
// which split on "，" holds exactly width fields, two of them plain figures
// and none long ("L40S，8，2，3.6，元/卡/时"); or a record one field short as
// written (len(rec), never its used fields: a complete row may end empty),
// one field of it two figures joined by one "，" ("8，10": a stray comma
// between the cards and the machines, never a thousands group "8，100").
// A single digit after the comma ("2，5") may as well be a decimal typed
// with the input method's comma: never split, the cell is left for its
// reader to refuse (import.err.commas, a count's whole_number). split
// false where rec is returned as it is.
func wideCommaFields(rec []string, width int) (fields []string, split bool) {
	if width < 3 {
		return rec, false
	}
	used := usedFields(rec)
	if len(used) == 1 && strings.Count(used[0], "，") == width-1 {
		parts := strings.Split(used[0], "，")
		figures := 0
		for _, p := range parts {
			if utf8.RuneCountInString(strings.TrimSpace(p)) > 24 {
				return rec, false
			}
			if reWideCommaFigure.MatchString(strings.TrimSpace(p)) {
				figures++
			}
		}
		if figures >= 2 {
			return parts, true
		}
		return rec, false
	}
	if len(rec) != width-1 {
		return rec, false
	}
	at := -1
	for i, f := range rec {
		if strings.Contains(f, "，") {
			if at >= 0 {
				return rec, false
			}
			at = i
		}
	}
	if at < 0 {
		return rec, false
	}
	a, b, _ := strings.Cut(strings.TrimSpace(rec[at]), "，")
	if strings.Contains(b, "，") || !reWideCommaFigure.MatchString(a) || !reWideCommaFigure.MatchString(b) ||
		len(b) == 3 && !strings.Contains(b, ".") || len(b) == 1 {
		return rec, false
	}
	return slices.Concat(rec[:at], []string{a, b}, rec[at+1:]), true
}

// wideCommaWarn is the warning for a record wideCommaFields split (was
// before, now after): the whole line, or the stray comma between two
// figures.
func wideCommaWarn(was, now []string) msg.Msg {
	used := usedFields(was)
	if len(used) == 1 {
		return mk("import.warn.ime_comma_line", strings.TrimSpace(used[0]), len(now))
	}
	for i, f := range was {
		if strings.Contains(f, "，") && i+1 < len(now) {
			return mk("import.warn.ime_comma_stray", strings.TrimSpace(f), now[i], now[i+1])
		}
	}
	return mk("import.warn.ime_comma_line", strings.Join(used, ","), len(now))
}
