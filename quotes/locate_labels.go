package quotes

// The locate stage's label lines: a form's head row often holds two
// "label：value" cells side by side ("报价单位：宁波甬江信息技术有限公司" |
// "报价日期：2026年12月1日"). Each cell is a line of its own, so the vendor
// label's value is the company alone, not the company run into the date.

// titleRowLines are the lines of one row above a header: each cell of a
// row whose every filled cell is "label：value", else the row as one line.
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
