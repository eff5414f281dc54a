package chart

import (
	"math"
	"strings"
	"sync"
	"unicode"

	"computecheck/assets"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// The bundled WenQuanYi Micro Hei is parsed once: it is 4.6 MB and a
// *truetype.Font is safe to share, faces are not (each render makes its own).
var (
	fontOnce sync.Once
	ttf      *truetype.Font
	ttfErr   error
)

func bundledFont() (*truetype.Font, error) {
	fontOnce.Do(func() { ttf, ttfErr = truetype.Parse(assets.FontTTF) })
	return ttf, ttfErr
}

// fontSet hands out faces by pixel size for one render. Sizes are rounded to
// a quarter pixel so a chart uses a handful of faces and their glyph caches
// stay warm.
type fontSet struct {
	f     *truetype.Font
	faces map[int]font.Face
}

func newFontSet() (*fontSet, error) {
	f, err := bundledFont()
	if err != nil {
		return nil, err
	}
	return &fontSet{f: f, faces: map[int]font.Face{}}, nil
}

func (fs *fontSet) face(size float64) font.Face {
	key := int(math.Round(size * 4))
	if fc, ok := fs.faces[key]; ok {
		return fc
	}
	// HintingNone keeps advances proportional to the size, so a 2x render
	// lays out exactly like the 1x one and SVG widths match PNG widths.
	fc := truetype.NewFace(fs.f, &truetype.Options{Size: float64(key) / 4, DPI: 72, Hinting: font.HintingNone})
	fs.faces[key] = fc
	return fc
}

// width is the advance width of s in pixels at size.
func (fs *fontSet) width(s string, size float64) float64 {
	return fix(font.MeasureString(fs.face(size), s))
}

// ascent and descent of the font at size, in pixels.
func (fs *fontSet) ascent(size float64) float64  { return fix(fs.face(size).Metrics().Ascent) }
func (fs *fontSet) descent(size float64) float64 { return fix(fs.face(size).Metrics().Descent) }

// capHeight approximates the height of digits and capitals, for centring a
// line of numbers on a tick.
func (fs *fontSet) capHeight(size float64) float64 { return 0.72 * size }

func fix(v fixed.Int26_6) float64 { return float64(v) / 64 }

// wrap breaks s into at most maxLines lines no wider than maxW: at spaces
// between Latin words, between any two Chinese characters. A line that
// still does not fit, or text beyond maxLines, ends in an ellipsis.
func (fs *fontSet) wrap(s string, size, maxW float64, maxLines int) []string {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return nil
	}
	if fs.width(s, size) <= maxW || maxLines <= 1 {
		return []string{fs.ellipsize(s, size, maxW)}
	}
	var lines []string
	var cur strings.Builder
	for _, tok := range tokens(s) {
		try := cur.String() + tok
		if cur.Len() > 0 && fs.width(strings.TrimRight(try, " "), size) > maxW {
			lines = append(lines, strings.TrimSpace(cur.String()))
			cur.Reset()
			tok = strings.TrimLeft(tok, " ")
		}
		cur.WriteString(tok)
	}
	if rest := strings.TrimSpace(cur.String()); rest != "" {
		lines = append(lines, rest)
	}
	if len(lines) > maxLines {
		last := strings.Join(lines[maxLines-1:], " ")
		lines = append(lines[:maxLines-1], fs.ellipsize(last+"…", size, maxW))
	}
	for i, l := range lines {
		lines[i] = fs.ellipsize(l, size, maxW)
	}
	return lines
}

// tokens splits text into pieces a line may break after: a Latin word with
// its leading space, or a single CJK character.
func tokens(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		cjk := unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Hangul) || (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFFEF)
		if (r == ' ' || cjk) && i > start {
			out = append(out, s[start:i])
			start = i
		}
		if cjk {
			out = append(out, string(r))
			start = i + len(string(r))
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	// No line starts with closing punctuation or ends with opening
	// punctuation (the kinsoku rule): glue them to their neighbour.
	var merged []string
	for i := 0; i < len(out); i++ {
		t := out[i]
		switch {
		case len(merged) > 0 && strings.ContainsAny(firstRune(t), closing):
			merged[len(merged)-1] += t
		case i+1 < len(out) && (strings.ContainsAny(t, opening) && len([]rune(t)) == 1 || symbolsOnly(t)):
			// An opening bracket, or a lone "+" or "&", starts the next word's line.
			out[i+1] = t + out[i+1]
		default:
			merged = append(merged, t)
		}
	}
	return merged
}

const (
	closing = "）」』】〕〉》、。，．：；！？%)]}"
	opening = "（「『【〔〈《"
)

func symbolsOnly(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}

// ellipsize shortens s with a trailing ellipsis until it fits maxW.
func (fs *fontSet) ellipsize(s string, size, maxW float64) string {
	if fs.width(s, size) <= maxW {
		return s
	}
	r := []rune(strings.TrimSuffix(s, "…"))
	for len(r) > 0 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ") + "…"
		if fs.width(t, size) <= maxW {
			return t
		}
	}
	return "…"
}
