package chart

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

// svgFonts names the bundled font first and then what Windows, macOS and
// Linux slide tools have, since an SVG cannot carry the 4.6 MB font itself.
const svgFonts = `'WenQuanYi Micro Hei','Microsoft YaHei','PingFang SC','Noto Sans CJK SC','Source Han Sans SC',sans-serif`

// svgCanvas is the SVG backend. Every piece of text and every attribute
// value goes through encoding/xml's escaping: go-chart's own SVG writer
// does not escape, and a vendor called "A&B" broke the file.
type svgCanvas struct {
	buf bytes.Buffer
	w   int
	h   int
}

func newSVG(w, h int, title string) *svgCanvas {
	s := &svgCanvas{w: w, h: h}
	fmt.Fprintf(&s.buf, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+
		`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" viewBox="0 0 %d %d" font-family="%s">`+"\n",
		w, h, w, h, attr(svgFonts))
	if title != "" {
		s.buf.WriteString("<title>")
		s.buf.WriteString(esc(title))
		s.buf.WriteString("</title>\n")
	}
	fmt.Fprintf(&s.buf, `<rect x="0" y="0" width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
	return s
}

func (s *svgCanvas) fillRect(x0, y0, x1, y1 float64, c color.NRGBA) {
	if c.A == 0 {
		return
	}
	x, y := min(x0, x1), min(y0, y1)
	fmt.Fprintf(&s.buf, `<rect x="%s" y="%s" width="%s" height="%s"%s/>`+"\n",
		num(x), num(y), num(max(x0, x1)-x), num(max(y0, y1)-y), paint("fill", c))
}

func (s *svgCanvas) fillPolygon(pts []pt, c color.NRGBA) {
	if c.A == 0 || len(pts) < 3 {
		return
	}
	fmt.Fprintf(&s.buf, `<polygon points="%s"%s/>`+"\n", points(pts), paint("fill", c))
}

func (s *svgCanvas) strokeLine(pts []pt, width float64, c color.NRGBA, dash []float64) {
	if c.A == 0 || width <= 0 || len(pts) < 2 {
		return
	}
	extra := ""
	if len(dash) > 0 {
		ds := make([]string, len(dash))
		for i, d := range dash {
			ds[i] = num(d)
		}
		extra = ` stroke-dasharray="` + strings.Join(ds, " ") + `"`
	}
	fmt.Fprintf(&s.buf, `<polyline points="%s" fill="none"%s stroke-width="%s" stroke-linecap="square" stroke-linejoin="miter"%s/>`+"\n",
		points(pts), paint("stroke", c), num(width), extra)
}

func (s *svgCanvas) text(str string, x, y, size float64, c color.NRGBA, a anchor) {
	if str == "" || c.A == 0 {
		return
	}
	ta := ""
	switch a {
	case anchorMiddle:
		ta = ` text-anchor="middle"`
	case anchorEnd:
		ta = ` text-anchor="end"`
	}
	fmt.Fprintf(&s.buf, `<text x="%s" y="%s" font-size="%s"%s%s xml:space="preserve">%s</text>`+"\n",
		num(x), num(y), num(size), paint("fill", c), ta, esc(str))
}

func (s *svgCanvas) bytes() []byte {
	s.buf.WriteString("</svg>\n")
	return s.buf.Bytes()
}

// esc escapes character data; characters XML 1.0 forbids become U+FFFD.
func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s)) // writes to a strings.Builder: cannot fail
	return b.String()
}

// attr escapes an attribute value (EscapeText also escapes both quotes).
func attr(s string) string { return esc(s) }

func paint(prop string, c color.NRGBA) string {
	out := fmt.Sprintf(` %s="#%02x%02x%02x"`, prop, c.R, c.G, c.B)
	if c.A != 0xFF {
		out += fmt.Sprintf(` %s-opacity="%s"`, prop, num(float64(c.A)/255))
	}
	return out
}

func points(pts []pt) string {
	var b strings.Builder
	for i, p := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(p.X))
		b.WriteByte(',')
		b.WriteString(num(p.Y))
	}
	return b.String()
}

// num prints a coordinate with at most two decimals and no trailing zeros.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}
