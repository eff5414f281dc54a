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
	label := func(i int) (key, value, field string) { // line i as a key and its value, "" for none
		cells := filled(t.rows[i])
		if len(cells) == 0 {
			return "", "", ""
		}
		text, single := cells[0], len(cells) == 1
		if j := joinCut(cells, t.xlsx); !single && !strings.Contains(j, ", ") {
			text, single = j, true // MR0007: "价格：2,880 元/台/天" cut at its thousands separator is one line
		}
		if m := reLabel.FindStringSubmatch(strings.TrimSpace(text)); single && m != nil {
			if f := matchHeader(m[1]); f != "" && f != fIgnore {
				return m[1], m[2], f
			}
		}
		return "", "", ""
	}
	for i, row := range t.rows {
		if len(filled(row)) == 0 {
			continue
		}
		if key, _, f := label(i); f == fPrice && earlierPriceBeside(t, i, key, label) {
			// "💰 日常价：2.30 元/卡时" over "🔥 618 到手价：1.69 元/卡时" (stop 54 set147/02): the earlier price
			// the next line's replaces is no block's price, and no new block is begun by the one after it
			if len(blocks) == 0 {
				titles = append(titles, i)
			} else {
				rest = append(rest, i)
			}
			continue
		}
		if key, value, f := label(i); f != "" {
			if len(blocks) == 0 || cur[f] {
				blocks, cur = append(blocks, nil), map[string]bool{}
			}
			cur[f], used[i] = true, true
			blocks[len(blocks)-1] = append(blocks[len(blocks)-1], kvLine{i, strings.TrimSpace(key), strings.TrimSpace(value), f})
			continue
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

// earlierPriceBeside: line i is a price labelled by a role held out beside
// another price (日常价, 原价, 划线价: words/price_state.tsv everyday, old,
// weak_old, list), and the next filled line is a price labelled by none of
// those: the price that replaces it, so it is no offer of its own.
func earlierPriceBeside(t *table, i int, key string, label func(int) (string, string, string)) bool {
	switch st, _ := priceHeaderWords.in(key); st {
	case "everyday", "old", "weak_old", "list":
	default:
		return false
	}
	for j := i + 1; j < len(t.rows); j++ {
		if len(filled(t.rows[j])) == 0 {
			continue
		}
		k, _, f := label(j)
		if f != fPrice {
			return false
		}
		switch st, _ := priceHeaderWords.in(k); st {
		case "everyday", "old", "weak_old", "list", "withdrawn", "buyer":
			return false
		}
		return true
	}
	return false
}

// addLine appends row i of t to nt as one line of text, its filled cells
// joined (a title or note line of a table rebuilt from records).
func (nt *table) addLine(t *table, i int) {
	nt.rows = append(nt.rows, []string{strings.Join(filled(t.rows[i]), " ")})
	nt.rowNum = append(nt.rowNum, t.rowNum[i])
}
