// Package textclean is the one sanitiser every door uses for text that came
// from outside (a quote file, a share file, a restored backup, a benchmark
// result or log, TASK.json) and every place that prints stored text: control
// characters (C0 but tab and newline, DEL, C1) and invisible or
// direction-changing format characters (zero-width spaces and joiners, soft
// hyphens, the bidi embeddings, overrides and isolates, U+202E included)
// never reach a terminal, the window, the workbook or the PDF.
//
// A terminal acts on ESC (and on C1's CSI, U+009B) whatever follows; taking
// the control character out leaves what followed it as plain, harmless text
// ("]0;title[2J"), which also shows that something was there.
package textclean

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"
)

// Unsafe reports whether r must not reach a display: a control character
// other than tab and newline, or an invisible or direction-changing
// format character.
func Unsafe(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20, r >= 0x7F && r <= 0x9F: // C0, DEL, C1
		return true
	case r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x206F,
		r == 0xFEFF, r == 0x00AD, r == 0x061C, r == 0x180E:
		return true
	case r == utf8.RuneError:
		return false // kept as the replacement character it is
	}
	return unicode.Is(unicode.Cf, r)
}

// Text is s without unsafe characters; tabs and newlines are kept, invalid
// UTF-8 becomes U+FFFD. Text of clean text is the text itself (no copy).
func Text(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s { // ranging turns invalid bytes into U+FFFD
		if !Unsafe(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Line is Text for a one-line field (a name, a table cell, a log line shown
// as a source): tabs, newlines and the Unicode line and paragraph
// separators become spaces.
func Line(s string) string {
	s = Text(s)
	if !strings.ContainsAny(s, "\t\n\u2028\u2029\u0085") {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch r {
		case '\t', '\n', 0x2028, 0x2029:
			return ' '
		}
		return r
	}, s)
}

// Name normalises a name as it will be shown and compared: NFC, no unsafe
// characters, runs of white space as one space, trimmed, so two names that
// look the same are the same. removed lists what was taken out ("U+202E
// U+001B"), "" when nothing was.
func Name(s string) (clean, removed string) {
	s = unorm.NFC.String(s)
	var b strings.Builder
	var gone []string
	for _, r := range s {
		if Unsafe(r) {
			gone = append(gone, fmt.Sprintf("U+%04X", r))
			continue
		}
		b.WriteRune(r)
	}
	return strings.Join(strings.Fields(b.String()), " "), strings.Join(gone, " ")
}

// clean reports that s is valid UTF-8 with nothing unsafe (the common case,
// checked without allocating).
func clean(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\n' || c == 0x7F {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || Unsafe(r) {
			return false
		}
		i += n
	}
	return true
}

// Writer passes text through to w without unsafe characters, so whatever
// is printed (a stored vendor name from an old database included) cannot
// drive the terminal. A rune split over two writes is held until complete.
type Writer struct {
	w    io.Writer
	held []byte
}

// NewWriter wraps w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes p less its unsafe characters; it reports len(p) written when
// the cleaned bytes were.
func (cw *Writer) Write(p []byte) (int, error) {
	buf := p
	if len(cw.held) > 0 {
		buf = append(cw.held, p...)
		cw.held = nil
	}
	// Hold back an incomplete rune at the end.
	if k := incompleteTail(buf); k > 0 {
		cw.held = append([]byte(nil), buf[len(buf)-k:]...)
		buf = buf[:len(buf)-k]
	}
	if clean(string(buf)) {
		if _, err := cw.w.Write(buf); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	if _, err := io.WriteString(cw.w, Text(string(buf))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// incompleteTail is how many bytes at the end of b start a UTF-8 sequence
// that is not yet complete (0 to 3).
func incompleteTail(b []byte) int {
	for k := 1; k <= 3 && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < 0x80 {
			return 0
		}
		if c >= 0xC0 { // a lead byte
			if !utf8.FullRune(b[len(b)-k:]) {
				return k
			}
			return 0
		}
	}
	return 0
}
