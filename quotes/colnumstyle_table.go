package quotes

import "strings"

// A price column whose numbers read either way ("1.295", "545") takes the
// table's style when another price column of the same table settled the
// decimal comma ("2,45", "9.460,80") and no price column writes a decimal
// point: a vendor writes one style per table, so "1.295" beside "2,45" is
// one thousand two hundred and ninety-five. A table that writes both styles
// leaves such a column to the cell readers, as before.

// tableNumberStyle gives the undecided price columns of l the table's style.
func tableNumberStyle(t *table, l *layout, first int) {
	style, example, from := "", "", ""
	var open []int
	for i, cm := range l.cols {
		if cm.field != fPrice && cm.field != fPackPrice {
			continue
		}
		if cm.numStyle != "" {
			style, example, from = cm.numStyle, cm.styleExample, cm.header
			continue
		}
		point, either := false, false
		for r := first; r < len(t.rows); r++ {
			v, _ := t.mergedDown(r, cm.col)
			for _, tok := range reNumToken.FindAllString(v, -1) {
				switch {
				case rePointOnly.MatchString(tok) || strings.Contains(tok, ","):
					point = true // a point style, or a comma the column did not settle
				case reEitherWay.MatchString(tok):
					either = true
				}
			}
		}
		if point {
			return
		}
		if either {
			open = append(open, i)
		}
	}
	if style != styleDecimalComma {
		return
	}
	for _, i := range open {
		l.cols[i].numStyle, l.cols[i].styleExample, l.cols[i].styleFrom = style, example, from
	}
}
