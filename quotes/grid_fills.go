package quotes

import (
	"encoding/xml"
	"strings"
)

// The grid's fill colours. A hand-made list may say a row's unit by its
// colour and explain the colours in a legend under the table (locate_legend.go),
// so the grid keeps each value cell's solid fill: a colour key ("rgb:FFFF00",
// "theme:4:-0.2", "indexed:13"), "" for none.

// colourKey names the colour an fgColor element gives.
func colourKey(se xml.StartElement) string {
	switch {
	case attr(se, "rgb") != "":
		rgb := strings.ToUpper(attr(se, "rgb"))
		if len(rgb) == 8 {
			rgb = rgb[2:] // the alpha byte: the same colour to the eye
		}
		if rgb == "FFFFFF" {
			return "" // white is no fill to a reader
		}
		return "rgb:" + rgb
	case attr(se, "theme") != "":
		return "theme:" + attr(se, "theme") + ":" + attr(se, "tint")
	case attr(se, "indexed") != "":
		return "indexed:" + attr(se, "indexed")
	}
	return ""
}

// fillOf is the fill colour of cell style s.
func (b *xlsxBook) fillOf(s int) string {
	if s < 0 || s >= len(b.fills) {
		return ""
	}
	return b.fills[s]
}

// keepCell keeps v for the file's cell (spreadsheet row, 0-based column)
// in one of a grid's maps (fills, struck); a zero v is not kept.
func keepCell[T comparable](m *map[[2]int]T, row, col int, v T) {
	var zero T
	if v == zero {
		return
	}
	if *m == nil {
		*m = map[[2]int]T{}
	}
	(*m)[[2]int{row, col}] = v
}

// fill is the fill colour of column c of table row i, "" for none.
func (g *grid) fill(t *table, i, c int) string {
	if g == nil || len(g.fills) == 0 || i >= len(t.rowNum) || c >= len(t.colNum) {
		return ""
	}
	return g.fills[[2]int{t.rowNum[i], t.colNum[c]}]
}
