package textclean

import "golang.org/x/text/width"

// RuneWidth is the columns r takes in a terminal or a monospace layout (a
// PDF reader's copy of a table): two for East Asian wide and full-width
// characters, one otherwise.
func RuneWidth(r rune) int {
	if k := width.LookupRune(r).Kind(); k == width.EastAsianWide || k == width.EastAsianFullwidth {
		return 2
	}
	return 1
}

// Width is the columns s takes (RuneWidth of each character).
func Width(s string) int {
	n := 0
	for _, r := range s {
		n += RuneWidth(r)
	}
	return n
}
