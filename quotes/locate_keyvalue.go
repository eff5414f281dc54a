package quotes

import "strings"

// keyValueTable is a form exported as "key: value" lines ("供应商: 青松算力",
// "GPU: H800 SXM 80G", "报价: 6.5万/台/月"), one block of lines per offer, as
// a table: the keys are its header, each block a row numbered as the
// block's price line, every value in the column the lines are written in.
// A block ends where a key of its field comes again. The lines before the
// first block are its titles, the others its notes. nil when the keys name
// no GPU and price.
func keyValueTable(t *table) (*table, map[int]bool) {
	type kvLine struct {
		i          int
		key, value string
		field      string
	}
	var blocks [][]kvLine
	var titles, rest []int
	used := map[int]bool{}
	cur := map[string]bool{}
	for i, row := range t.rows {
		cells := filled(row)
		if len(cells) == 0 {
			continue
		}
		text, single := cells[0], len(cells) == 1
		if j := joinCut(cells, t.xlsx); !single && !strings.Contains(j, ", ") {
			text, single = j, true // MR0007: "价格：2,880 元/台/天" cut at its thousands separator is one line
		}
		if m := reLabel.FindStringSubmatch(strings.TrimSpace(text)); single && m != nil {
			if f := matchHeader(m[1]); f != "" && f != fIgnore {
				if len(blocks) == 0 || cur[f] {
					blocks, cur = append(blocks, nil), map[string]bool{}
				}
				cur[f], used[i] = true, true
				blocks[len(blocks)-1] = append(blocks[len(blocks)-1], kvLine{i, strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), f})
				continue
			}
		}
		if len(blocks) == 0 {
			titles = append(titles, i)
		} else {
			rest = append(rest, i)
		}
	}
	// MR0007: a line between two blocks ("方案2", a card's heading) heads the
	// next block: a title line, never a row of the table; only the lines
	// after the last block are its notes
	if len(blocks) > 1 {
		lastAt := blocks[len(blocks)-1][0].i
		var after []int
		for _, i := range rest {
			if i < lastAt {
				titles = append(titles, i)
			} else {
				after = append(after, i)
			}
		}
		rest = after
	}
	col, fields := map[string]int{}, map[string]bool{}
	var header []string
	for _, b := range blocks {
		for _, kv := range b {
			if _, ok := col[kv.field]; !ok {
				col[kv.field] = len(header)
				header = append(header, kv.key)
			}
			fields[kv.field] = true
		}
	}
	if len(blocks) == 0 || !fields[fPrice] || !fields[fGPU] && !fields[fSpec] {
		return nil, nil
	}
	nt := &table{sheet: t.sheet, xlsx: t.xlsx, mergedFrom: map[[2]int][2]int{}}
	in := 0
	if len(t.colNum) > 0 {
		in = t.colNum[0]
	}
	for range header {
		nt.colNum = append(nt.colNum, in) // every value is in the lines' column
	}
	for _, i := range titles {
		nt.addLine(t, i)
	}
	nt.rows = append(nt.rows, header)
	nt.rowNum = append(nt.rowNum, t.rowNum[blocks[0][0].i])
	for _, b := range blocks {
		rec, at := make([]string, len(header)), t.rowNum[b[0].i]
		for _, kv := range b {
			rec[col[kv.field]] = kv.value
			if kv.field == fPrice {
				at = t.rowNum[kv.i]
			}
		}
		nt.rows = append(nt.rows, rec)
		nt.rowNum = append(nt.rowNum, at)
	}
	for _, i := range rest {
		nt.addLine(t, i)
	}
	return nt, used
}

// addLine appends row i of t to nt as one line of text, its filled cells
// joined (a title or note line of a table rebuilt from records).
func (nt *table) addLine(t *table, i int) {
	nt.rows = append(nt.rows, []string{strings.Join(filled(t.rows[i]), " ")})
	nt.rowNum = append(nt.rowNum, t.rowNum[i])
}
