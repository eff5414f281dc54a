package quotes

import (
	_ "embed"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// The extract stage looks its words up in the tables of words/*.tsv; these
// helpers are the one way it matches them in a cell's normalised text.

// wordMatcher finds a table's words: a CJK word anywhere, in the table's
// order (不可抢占 before 抢占); an ASCII word whole ("spot" is not in
// "spotlight"), the longest first.
type wordMatcher struct {
	rows  [][2]string
	ascii *regexp.Regexp
	keys  []string // an ASCII word's first run of letters: without one in the text the regexp is not run
	value map[string]string
}

func newWordMatcher(table string) wordMatcher {
	m := wordMatcher{rows: wordRows(table), value: wordMap(table)}
	m.ascii = regexp.MustCompile(`(?:^|[^a-z0-9-])` + wordAlt(table, true) + `(?:$|[^a-z0-9-])`)
	for _, r := range m.rows {
		if r[0][0] < 0x80 {
			m.keys = append(m.keys, strings.Fields(r[0])[0])
		}
	}
	return m
}

// find is the first word of the table in low and its value.
func (m wordMatcher) find(low string) (word, value string, ok bool) {
	for _, r := range m.rows {
		if r[0][0] >= 0x80 && strings.Contains(low, r[0]) {
			return r[0], r[1], true
		}
	}
	for _, k := range m.keys {
		if strings.Contains(low, k) {
			if w := m.ascii.FindStringSubmatch(low); w != nil {
				return w[1], m.value[w[1]], true
			}
			break
		}
	}
	return "", "", false
}

// findValue is the first word of the table in low whose value is value.
func (m wordMatcher) findValue(low, value string) (string, bool) {
	for _, r := range m.rows {
		if r[1] == value && r[0][0] >= 0x80 && strings.Contains(low, r[0]) {
			return r[0], true
		}
	}
	if slices.ContainsFunc(m.keys, func(k string) bool { return strings.Contains(low, k) }) {
		for _, w := range m.ascii.FindAllStringSubmatch(low, -1) {
			if m.value[w[1]] == value {
				return w[1], true
			}
		}
	}
	return "", false
}

// containsWord: one of a table's words is in s, anywhere.
func containsWord(s, table string) bool {
	return slices.ContainsFunc(wordRows(table), func(r [2]string) bool { return strings.Contains(s, r[0]) })
}

// hasWordOf: one of text's words (a run of letters, in lower case) is a
// word of set.
func hasWordOf(text string, set map[string]bool) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(narrow(text)), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if set[w] {
			return true
		}
	}
	return false
}

// wordAlt is a regexp group of a table's words, the longest first, a
// space matching any run of spaces; ascii keeps only the ASCII words.
func wordAlt(table string, ascii bool) string {
	var ws []string
	for _, r := range wordRows(table) {
		if !ascii || r[0][0] < 0x80 {
			ws = append(ws, strings.ReplaceAll(regexp.QuoteMeta(r[0]), " ", `\s+`))
		}
	}
	if len(ws) == 0 {
		return `(\b\B)` // matches nothing
	}
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return `(` + strings.Join(ws, "|") + `)`
}

// wordRe matches a table's words in any case, the longest first: a CJK
// word anywhere, an ASCII word whole ("pack" is not in "package").
func wordRe(table string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:` + wholeWords(wordsInOrder(table)) + `)`)
}

// wholeWords is an alternation of the words, the longest first, a space
// matching any run of spaces: a CJK word anywhere, an ASCII word whole.
func wholeWords(words []string) string {
	var ws []string
	for _, w0 := range words {
		w := strings.ReplaceAll(regexp.QuoteMeta(w0), " ", `\s+`)
		if isAlnum(w0[0]) {
			w = `\b` + w
		}
		if isAlnum(w0[len(w0)-1]) {
			w += `\b`
		}
		ws = append(ws, w)
	}
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return strings.Join(ws, "|")
}

func isAlnum(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// Traditional characters (卡時, 價格, 整機, 臺/月) fold to the simplified
// ones the tables hold: OpenCC's character table (trad/, every character a
// Taiwan, Hong Kong or Macau vendor may write), words/trad.tsv's trad_char
// rows over it; a cell is still quoted as written.
var (
	tradToSimp = func() map[rune]rune {
		m := map[rune]rune{}
		for _, line := range strings.Split(openccTS, "\n") {
			if t, s, ok := strings.Cut(line, "\t"); ok && !strings.HasPrefix(line, "#") {
				m[[]rune(t)[0]] = []rune(s)[0]
			}
		}
		for t, s := range wordMap("trad_char") {
			m[[]rune(t)[0]] = []rune(s)[0]
		}
		return m
	}()
	tradWords = wordReplacer("trad_word")
	// tradCJK marks the characters of tradToSimp among the CJK ideographs
	// (U+4E00-U+9FFF, nearly every Chinese character a cell holds): foldTrad
	// asks every character of every cell, and a bit is cheaper than a map
	tradCJK = func() (bits [(0xA000 - 0x4E00) / 64]uint64) {
		for r := range tradToSimp {
			if r >= 0x4E00 && r < 0xA000 {
				bits[(r-0x4E00)/64] |= 1 << ((r - 0x4E00) % 64)
			}
		}
		return bits
	}()
)

// openccTS: OpenCC's traditional -> simplified characters (its source and
// licence in the file's header).
//
//go:embed trad/opencc_ts_characters.txt
var openccTS string

// wordReplacer replaces each word of a table by its value.
func wordReplacer(table string) *strings.Replacer {
	var pairs []string
	for _, r := range wordRows(table) {
		pairs = append(pairs, r[0], r[1])
	}
	return strings.NewReplacer(pairs...)
}

// foldTrad turns traditional characters into simplified ones; a text with
// none comes back as it is, without a copy.
func foldTrad(s string) string {
	has := false
	for _, r := range s {
		if r < 0x4E00 {
			continue // ASCII, punctuation, kana: no lookup
		}
		if r < 0xA000 {
			if tradCJK[(r-0x4E00)/64]&(1<<((r-0x4E00)%64)) != 0 {
				has = true
				break
			}
			continue
		}
		if _, ok := tradToSimp[r]; ok {
			has = true
			break
		}
	}
	if !has {
		return s
	}
	return strings.Map(func(r rune) rune {
		if x, ok := tradToSimp[r]; ok {
			return x
		}
		return r
	}, tradWords.Replace(s))
}
