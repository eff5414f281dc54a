package quotes

import (
	"errors"
	"iter"
	"regexp"

	"computecheck/calc"

	"strings"

	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// Errors the field parsers return besides a plain "cannot read" error.
var (
	// ErrNegotiable: the price is 面议 (to be negotiated) — not a quote yet.
	ErrNegotiable = errors.New("price is negotiable (面议), not a number")
	// ErrEmpty: the cell is blank.
	ErrEmpty = errors.New("empty")
	// ErrNotStated: the cell says explicitly that the value is not known
	// ("待定", "unknown", "-").
	ErrNotStated = errors.New("not stated")
	// errNoUnit: a bare number where a unit was expected; the value is
	// returned so a caller with a unit hint (a header "_tb") can use it.
	errNoUnit = errors.New("no unit")
)

// narrow folds full-width forms to ASCII (，→, （→( ￥→¥ ０→0), then the
// characters an input method, a chat or Word types for an ASCII one
// (words/ime.tsv ime_char: "1。85", "4.2<ZWSP>5", a Cyrillic А), and trims.
// A keycap emoji ("6️⃣", a chat's list number) is no figure: it is dropped.
func narrow(s string) string {
	for _, r := range s {
		if r == 0x20E3 {
			return narrow(reKeycap.ReplaceAllString(s, " "))
		}
		if r == 0x3000 || r >= 0xFF01 && r <= 0xFFEF {
			return strings.TrimSpace(imeFoldIf(width.Narrow.String(s)))
		}
	}
	return strings.TrimSpace(imeFoldIf(s)) // nothing to fold: most cells
}

// norm is narrow + lower case, traditional characters folded to
// simplified ones (for matching words, never for quoting a cell).
// reKeycap: a digit, # or * made a keycap emoji (U+FE0F, U+20E3).
var reKeycap = regexp.MustCompile("[0-9#*]\uFE0F?\u20E3")

func norm(s string) string { return foldTrad(lower(narrow(s))) }

// lower is strings.ToLower(s), with no case lookup for the CJK characters
// and kana most cells are made of (none of U+2E80-U+9FFF has a lower case):
// a text with nothing to lower comes back as it is.
func lower(s string) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return strings.ToLower(s)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || (r < 0x2E80 || r > 0x9FFF) && unicode.ToLower(r) != r {
			return strings.ToLower(s) // (an invalid byte too: ToLower writes U+FFFD for it)
		}
		i += n
	}
	return s
}

// occurrences yields where w stands in s, left to right, each after the
// end of the one before (no overlap).
func occurrences(s, w string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for from := 0; w != ""; {
			i := strings.Index(s[from:], w)
			if i < 0 {
				return
			}
			i += from
			from = i + len(w)
			if !yield(i) {
				return
			}
		}
	}
}

// compact drops all white space.
func compact(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// notStatedWords: a cell saying the value is not known (words/cell_words.tsv).
var notStatedWords = wordSet("not_stated")

func isNotStated(low string) bool { return notStatedWords[compact(low)] }

// matchGPU is calc.MatchGPU on the cell's ASCII forms ("Ａ１００" is A100).
func matchGPU(s string) (calc.GPUMatch, bool) { return matchGPUJoined(narrow(s)) }
