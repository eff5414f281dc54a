package quotes

// titleRowLines are the lines of a row above a header: each cell where every
// filled cell is "label：value" (so a vendor label's value is not run into
// the date beside it), else the row as one line.
func titleRowLines(row []string) []string {
	cells := filled(row)
	if len(cells) < 2 {
		if s := lineOf(row); s != "" {
			return []string{s}
		}
		return nil
	}
	for _, c := range cells {
		if _, _, ok := labelled(c); !ok {
			return []string{lineOf(row)}
		}
	}
	return cells
}
