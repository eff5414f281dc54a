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
// table rules each row (most runs of framed lines between two drawn lines
// are one line long, two at least), only within one such run, and never a
// line that holds a figure of its own (its last cell, or a cell under a
// figure): a blank first cell over a figure is the printed "same as above"
// of a row of its own ("│    │ A100 │ 6.0 │" under "│华东│ H100 │ 9.5 │").
func joinWrapped(lines []string) {
	single, longer := 0, 0
	var runs [][2]int // [first, last] of each run between two drawn lines
	for i := 0; i < len(lines); i++ {
		if !boxRow(lines[i]) {
			continue
		}
		j := i
		for j+1 < len(lines) && boxRow(lines[j+1]) {
			j++
		}
		if i > 0 && boxRuleLine(lines[i-1]) && j+1 < len(lines) && boxRuleLine(lines[j+1]) {
			if j == i {
				single++
			} else {
				longer++
				runs = append(runs, [2]int{i, j})
			}
		}
		i = j
	}
	if single < 2 || single <= longer {
		return
	}
	for _, run := range runs {
		top := run[0]
		for i := run[0] + 1; i <= run[1]; i++ {
			above, here := boxCells(lines[top]), boxCells(lines[i])
			if len(above) != len(here) || len(here) == 0 || strings.TrimSpace(here[0]) != "" || ownFigure(above, here) {
				top = i
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
}

// ownFigure: a framed line's cells hold a figure of their own, a row's and
// no wrapped text: its last cell holds a digit, or a cell is a figure under
// the line above's figure.
func ownFigure(above, here []string) bool {
	if strings.ContainsAny(here[len(here)-1], "0123456789") {
		return true
	}
	for c := range here {
		if _, err := ParseNumber(strings.TrimSpace(here[c])); err == nil {
			if _, err := ParseNumber(strings.TrimSpace(above[c])); err == nil {
				return true
			}
		}
	}
	return false
}
