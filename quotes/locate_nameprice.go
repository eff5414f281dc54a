package quotes

import "strings"

// The locate stage's prices written inside an item-name cell: a reseller's
// list with no price column ("A800 80G SXM 8卡整机 包月3.8万/台", "4090 24G
// 单卡 1.68元/卡时") says price, unit and basis at the end of the product
// name. Where no header is found, a column under a header whose values
// name catalogue GPUs and end in a price phrase in at least two rows is
// split: the name stays in its cell and the phrase becomes a price column
// of the same file column (its letter), so every reading and refusal
// quotes the file's own cell. A name whose phrase is no price ("价格私聊")
// gives the phrase, refused at its cell as the price.

var namePriceHeader = wordRows("name_price_header") // words/name_price.tsv, first of each language

// splitNamePrices splits the item-name column of t's first header-like
// row whose values hold their prices; false where none does.
func splitNamePrices(t *table) bool {
	for hi := 0; hi < len(t.rows) && hi < headerScanRows; hi++ {
		if _, filled := oneCell(t.rows[hi]); filled < minHeaderCols-1 {
			continue
		}
		for c, h := range t.rows[hi] {
			if strings.TrimSpace(h) == "" || namesGPU(h) {
				continue
			}
			n, gpus, priced := 0, 0, 0
			for r := hi + 1; r < len(t.rows) && r <= hi+40; r++ {
				v := t.cell(r, c)
				if strings.TrimSpace(v) == "" || noteOrTotalRow(t.rows[r]) {
					continue
				}
				n++
				if namesGPU(v) {
					gpus++
					if _, phrase := namePricePhrase(v); phrase != "" {
						priced++
					}
				}
			}
			if gpus < 2 || priced < 2 || priced*10 < gpus*7 || !gpuColumnShare(n, gpus) {
				continue
			}
			splitColumn(t, hi, c)
			return true
		}
	}
	return false
}

// namePricePhrase splits a name cell at its price phrase: the first word
// holding a number with a period or currency ("包月3.8万/台", "每卡每天52元"),
// or saying there is no price ("价格私聊"), to the end; ("", "") where none.
func namePricePhrase(v string) (name, phrase string) {
	words := strings.Fields(v)
	for i := 1; i < len(words); i++ {
		pc, err := parsePriceCell(words[i])
		h := pc.hint
		if err == nil && pc.value > 0 && (h.period != "" || h.currency != "") || noPriceKey(err) {
			return strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		}
	}
	return "", ""
}

// splitColumn appends to t a price column taken out of name column c under
// header row hi; it carries c's file column, so its letter is c's.
func splitColumn(t *table, hi, c int) {
	w := t.width()
	for len(t.colNum) < w {
		t.colNum = append(t.colNum, len(t.colNum))
	}
	t.colNum = append(t.colNum[:w], t.colNum[c])
	lang := "en"
	if hasCJK(t.rows[hi][c]) {
		lang = "zh"
	}
	header := ""
	for _, r := range namePriceHeader {
		if header == "" && r[1] == lang {
			header = r[0]
		}
	}
	t.rows[hi] = append(padRow(t.rows[hi], w), header)
	for r := hi + 1; r < len(t.rows); r++ {
		name, phrase := "", ""
		if c < len(t.rows[r]) && namesGPU(t.rows[r][c]) {
			name, phrase = namePricePhrase(t.rows[r][c])
		}
		t.rows[r] = padRow(t.rows[r], w)
		if phrase != "" {
			t.rows[r][c] = name
		}
		t.rows[r] = append(t.rows[r], phrase)
	}
}

func padRow(row []string, w int) []string {
	for len(row) < w {
		row = append(row, "")
	}
	return row
}
