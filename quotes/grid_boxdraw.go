package quotes

import "strings"

// Tables drawn with box characters. A fax, a printed memo or a text
// mail lays its table out for the page with the box-drawing characters
// (┌─┬─┐ │ ├─┼─┤ └─┴─┘, or the double and heavy forms ║ ┃ ╔ ┏): each
// row is a line framed by verticals, its cells between them, and the rows
// are parted by lines drawn of box characters alone. The grid stage reads
// such a table as the table it draws (rule PG0001): a framed line's
// verticals become the '|' the delimited reader cuts at, a drawn line is
// blank (its line number kept, so each row keeps the line it is printed
// on), and every other line (a fax's page header, the sender block, a page
// break, a note under the table) is left as written. A page break between
// two framed blocks repeats the header; the table reader already takes a
// repeated header row for no offer.

// boxVertical: the verticals that frame a drawn table's cells.
const boxVertical = "│┃║┆┇┊┋╎╏"

// boxDrawn: r is a box-drawing character (U+2500–U+257F).
func boxDrawn(r rune) bool { return r >= 0x2500 && r <= 0x257F }

// boxRuleLine: a line drawn of box characters alone (spaces allowed), at
// least three, holding a horizontal and a corner or junction: the border
// between a drawn table's rows.
func boxRuleLine(line string) bool {
	n, horiz, joint := 0, false, false
	for _, r := range line {
		switch {
		case r == ' ' || r == '\t' || r == '\u3000' || r == '\r':
		case boxDrawn(r):
			n++
			if strings.ContainsRune(boxVertical, r) {
				continue
			}
			if strings.ContainsRune("─━═┄┅┈┉╌╍", r) {
				horiz = true
			} else {
				joint = true
			}
		default:
			return false
		}
	}
	return n >= 3 && horiz && joint
}

// boxRow: a line framed by verticals, opening and closing with one, with
// at least one more between (two cells): a drawn table's row. A tree's
// branch ("│  ├─ 包月") closes with no vertical and is no row.
func boxRow(line string) bool {
	s := strings.TrimRight(strings.TrimLeft(line, " \t\u3000"), " \t\u3000\r")
	if s == "" {
		return false
	}
	first, last := []rune(s)[0], []rune(s)[len([]rune(s))-1]
	if !strings.ContainsRune(boxVertical, first) || !strings.ContainsRune(boxVertical, last) {
		return false
	}
	n := 0
	for _, r := range s {
		if strings.ContainsRune(boxVertical, r) {
			n++
		}
	}
	return n >= 3
}

// boxTableText rewrites a text's box-drawn tables for the delimited reader
// (PG0001): nothing changes in a text with fewer than two framed rows and
// a drawn border (a tree's branches, a lone boxed line).
func boxTableText(text string) string {
	if !strings.ContainsAny(text, boxVertical) {
		return text
	}
	lines := strings.Split(text, "\n")
	rows, rules := 0, 0
	for _, ln := range lines {
		switch {
		case boxRow(ln):
			rows++
		case boxRuleLine(ln):
			rules++
		}
	}
	if rows < 2 || rules == 0 {
		return text
	}
	joinWrapped(lines)
	for i, ln := range lines {
		switch {
		case boxRow(ln):
			lines[i] = strings.Map(func(r rune) rune {
				if strings.ContainsRune(boxVertical, r) {
					return '|'
				}
				return r
			}, ln)
		case boxRuleLine(ln):
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// boxCells are a framed line's cells, between its verticals.
func boxCells(line string) []string {
	var out []string
	s := strings.TrimSpace(line)
	cur := []rune{}
	for i, r := range []rune(s) {
		if strings.ContainsRune(boxVertical, r) {
			if i > 0 {
				out = append(out, string(cur))
			}
			cur = cur[:0]
			continue
		}
		cur = append(cur, r)
	}
	return out
}

// joinWrapped (PG0001): a table that draws a line between each of its rows
// shows a cell's text wrapped inside its box on the framed line under it,
// the first cell blank there ("│ 3 │ RTX 4090 24G │ 8 │" over "│   │ （涡轮版） │
// │"): the box, not the line, is the row, so such a line's cells are joined
// to the line above cell by cell and the line is blanked. Only where the
// table draws its row lines (two rows or more each between drawn lines)
// and the lines hold as many cells; elsewhere each framed line is a row.
func joinWrapped(lines []string) {
	ruled := 0
	for i := 1; i+1 < len(lines); i++ {
		if boxRow(lines[i]) && boxRuleLine(lines[i-1]) && boxRuleLine(lines[i+1]) {
			ruled++
		}
	}
	if ruled < 2 {
		return
	}
	for i := 1; i < len(lines); i++ {
		if !boxRow(lines[i]) {
			continue
		}
		top := i - 1
		for top >= 0 && lines[top] == "" {
			top-- // a line joined already
		}
		if top < 0 || !boxRow(lines[top]) {
			continue
		}
		above, here := boxCells(lines[top]), boxCells(lines[i])
		if len(above) != len(here) || len(here) == 0 || strings.TrimSpace(here[0]) != "" {
			continue
		}
		for c := range above {
			if t := strings.TrimSpace(here[c]); t != "" {
				above[c] = strings.TrimRight(above[c], " \t\u3000") + " " + t + " "
			}
		}
		lines[top] = "│" + strings.Join(above, "│") + "│"
		lines[i] = ""
	}
}
