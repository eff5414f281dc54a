package quotes

import (
	"encoding/xml"
	"strconv"
	"strings"
)

// The grid's fill colours. A hand-made list may say a row's unit by its
// colour and explain the colours in a legend under the table (locate_legend.go),
// so the grid keeps each value cell's solid fill: a colour key ("rgb:FFFF00",
// "theme:4:-0.2", "indexed:13"), "" for none.

// fillVisitor reads styles.xml's fills and the fill of each cell style
// while the styles are read (xlsx.go readStyles).
type fillVisitor struct {
	fills    []string // by fillId
	xfFill   []int    // cellXfs: fillId by style index
	inFills  bool
	inXfs    bool
	solid    bool
	inFillNo int
}

func (v *fillVisitor) visit(se xml.StartElement) {
	switch se.Name.Local {
	case "fills":
		v.inFills = true
	case "borders", "cellStyleXfs":
		v.inFills, v.inXfs = false, false
	case "cellXfs":
		v.inFills, v.inXfs = false, true
	case "fill":
		if v.inFills {
			v.fills = append(v.fills, "")
			v.solid = false
		}
	case "patternFill":
		v.solid = v.inFills && attr(se, "patternType") == "solid"
	case "fgColor":
		if !v.inFills || !v.solid || len(v.fills) == 0 || v.fills[len(v.fills)-1] != "" {
			return
		}
		v.fills[len(v.fills)-1] = colourKey(se)
	case "xf":
		if v.inXfs {
			id, err := strconv.Atoi(attr(se, "fillId"))
			if err != nil {
				id = -1
			}
			v.xfFill = append(v.xfFill, id)
		}
	}
}

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

// byStyle is the fill colour of each cell style.
func (v *fillVisitor) byStyle() []string {
	var out []string
	has := false
	for _, id := range v.xfFill {
		f := ""
		if id >= 0 && id < len(v.fills) {
			f = v.fills[id]
		}
		has = has || f != ""
		out = append(out, f)
	}
	if !has {
		return nil
	}
	return out
}

// fillOf is the fill colour of cell style s.
func (b *xlsxBook) fillOf(s int) string {
	if s < 0 || s >= len(b.fills) {
		return ""
	}
	return b.fills[s]
}

func (g *grid) addFill(row, col int, fill string) {
	if fill == "" {
		return
	}
	if g.fills == nil {
		g.fills = map[[2]int]string{}
	}
	g.fills[[2]int{row, col}] = fill
}

// fill is the fill colour of column c of table row i, "" for none.
func (g *grid) fill(t *table, i, c int) string {
	if g == nil || len(g.fills) == 0 || i >= len(t.rowNum) || c >= len(t.colNum) {
		return ""
	}
	return g.fills[[2]int{t.rowNum[i], t.colNum[c]}]
}
