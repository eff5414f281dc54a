package quotes

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// scriptEncodings are the encodings of other languages' text files (a
// Korean, Russian or French vendor's CSV saved by Excel), each with the
// script its reading must show to be taken (scriptText).
var scriptEncodings = []struct {
	name      string
	enc       encoding.Encoding
	plausible func(string) bool
}{
	{"cp949", korean.EUCKR, plausibleHangul},
	{"windows-1251", charmap.Windows1251, plausibleCyrillic},
	{"windows-1252", charmap.Windows1252, plausibleLatin},
}

// scriptText decides the encoding of a file that is not UTF-8 from the
// whole file's evidence: each candidate must decode it cleanly and yield
// plausible text of its script (Hangul for CP949, Cyrillic words for
// Windows-1251, Latin words with accents for Windows-1252). A file whose
// Chinese (GB18030) reading is plausible, or with a line that reads as
// UTF-8 text, is left to the Chinese readers (ok false); two plausible
// candidates refuse the file naming them.
func scriptText(name string, b []byte) (text, enc string, ok bool, err error) {
	for _, ln := range bytes.Split(b, []byte("\n")) {
		if utf8.Valid(ln) && bytes.ContainsFunc(ln, func(r rune) bool { return r >= 0x80 }) {
			return "", "", false, nil // a UTF-8 line: the mixed reader's file
		}
	}
	if gs, e := simplifiedchinese.GB18030.NewDecoder().Bytes(b); e == nil && !bytes.Contains(gs, []byte("\uFFFD")) && plausibleHan(string(gs)) {
		return "", "", false, nil
	}
	var names []string
	for _, c := range scriptEncodings {
		s, e := c.enc.NewDecoder().Bytes(b)
		if e != nil || bytes.Contains(s, []byte("\uFFFD")) || !c.plausible(string(s)) {
			continue
		}
		names = append(names, c.name)
		text, enc = string(s), c.name
	}
	switch len(names) {
	case 0:
		return "", "", false, nil
	case 1:
		return text, enc, true, nil
	}
	return "", "", true, fileProblem(name, mk("import.file.encoding_ambiguous", strings.Join(names, ", ")))
}

// plausibleHan: a Chinese reading whose Han characters are mostly common
// ones (a Korean file read as GBK yields rare ones).
func plausibleHan(s string) bool {
	han := 0
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			han++
		}
	}
	return han > 0 && hanHits(s)*2 >= han
}

// plausibleHangul: at least four Hangul syllables, and nine in ten of the
// text's other letters beyond ASCII are Hangul (a Chinese file read as
// CP949 yields Hanja beside them).
func plausibleHangul(s string) bool {
	hangul, other := 0, 0
	for _, r := range s {
		switch {
		case r < 0x80 || !unicode.IsLetter(r):
		case unicode.Is(unicode.Hangul, r):
			hangul++
		default:
			other++
		}
	}
	return hangul >= 4 && other*10 <= hangul
}

// plausibleCyrillic: at least three words with letters beyond ASCII, nine
// in ten of them all Cyrillic and cased as words are ("Цена", "НДС",
// "руб"; a byte soup read as Windows-1251 mixes the cases).
func plausibleCyrillic(s string) bool {
	good, bad := scriptWords(s, func(w []rune) bool {
		for _, r := range w {
			if !unicode.Is(unicode.Cyrillic, r) {
				return false
			}
		}
		return casedAsWord(w)
	})
	return good >= 3 && bad*10 <= good
}

// plausibleLatin: a word with an accented letter, and nine in ten such
// words Latin, cased as words, and mostly plain letters ("Lumière",
// "Épuisé"; Cyrillic or Chinese bytes read as Windows-1252 make words of
// accented letters only).
func plausibleLatin(s string) bool {
	good, bad := scriptWords(s, func(w []rune) bool {
		accented := 0
		for _, r := range w {
			if !unicode.Is(unicode.Latin, r) {
				return false
			}
			if r >= 0x80 {
				accented++
			}
		}
		return casedAsWord(w) && (len(w) <= 2 || accented*2 <= len(w))
	})
	return good >= 1 && bad*10 <= good
}

// scriptWords counts the words (runs of letters) holding a letter beyond
// ASCII that ok takes and those it does not.
func scriptWords(s string, ok func([]rune) bool) (good, bad int) {
	var w []rune
	wide := false
	flush := func() {
		if wide {
			if ok(w) {
				good++
			} else {
				bad++
			}
		}
		w, wide = w[:0], false
	}
	for _, r := range s {
		if unicode.IsLetter(r) {
			w = append(w, r)
			wide = wide || r >= 0x80
			continue
		}
		flush()
	}
	flush()
	return good, bad
}

// casedAsWord: all lower case, all upper case, or a capital then lower case.
func casedAsWord(w []rune) bool {
	if len(w) < 2 {
		return true
	}
	up, low := 0, 0
	for _, r := range w[1:] {
		if unicode.IsUpper(r) {
			up++
		} else if unicode.IsLower(r) {
			low++
		}
	}
	return up == 0 || low == 0 && unicode.IsUpper(w[0])
}
