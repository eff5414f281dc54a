package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// A model the seller may deliver instead of the row's GPU (stop 47, set119:
// 可替代型号 "L40（可选，同价）", Alternate GPU "H200 141GB (auto-upgrade when
// the H100 pool is exhausted, same price)", "4090D（随机分配）"): who picks the
// card decides the reading (words/header_words.tsv gpu_alt_choice):
//   - the buyer (可选, 自选, customer may choose): the alternate is an offer of
//     its own at the row's prices, beside the row's card;
//   - a pool or scheduler (随机分配, 混合池): either card may come at any time,
//     so the price is no one card's: the row is refused at the alternate's cell;
//   - neither word: the seller's fallback when the row's card runs short
//     (缺货时替换, auto-upgrade): the row's card is the offer, the alternate
//     named in a warning.
// A cell naming no catalogue card (—, 无) leaves the row as it is.

var altChoiceWords = wordRows("gpu_alt_choice")

// altChoice is the role of the first gpu_alt_choice word the text holds.
func altChoice(text string) string {
	low := norm(text)
	for _, r := range altChoiceWords {
		if holdsWord(low, r[0]) {
			return r[1]
		}
	}
	return ""
}

// reAltAside: the words in brackets after the alternate's model.
var reAltAside = regexp.MustCompile(`[（(].*$`)

// alternateRows reads the row's alternate-model cell: the rows to build (the
// row alone, or the row and its alternate), or the refusal of the row.
func alternateRows(r rowIn) ([]rowIn, *Problem) {
	if rs := choiceRows(r); rs != nil {
		return rs, nil
	}
	if g, ok := r.cells[fGPU]; ok && (len(spanIDs(g.text)) >= 2 || len(gpuSpans(narrow(g.text))) >= 2 && len(memorySizes(g.text, "")) >= 2) && (altChoice(g.text) == "pool" || altChoice(r.cells[fNotes].text) == "pool") {
		// "V100 32G（部分节点为V100 16G）" beside "同池混布": a pool of two cards, the price no one card's
		return nil, &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: g.header, ColumnLetter: g.letter,
			Reason: mk("import.err.gpu_alternate_pool", g.header, strings.TrimSpace(g.text))}
	}
	a := r.altGPU
	t := strings.TrimSpace(a.text)
	if t == "" || len(gpuSpans(narrow(t))) == 0 {
		return []rowIn{r}, nil
	}
	model := strings.TrimSpace(reAltAside.ReplaceAllString(t, ""))
	switch altChoice(t) {
	case "pool":
		return nil, &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: a.header, ColumnLetter: a.letter,
			Reason: mk("import.err.gpu_alternate_pool", a.header, t)}
	case "buyer":
		if model == "" {
			return []rowIn{r}, nil
		}
		s := r
		s.cells = maps.Clone(r.cells)
		f := fGPU
		if _, has := r.cells[fGPU]; !has {
			f = fSpec
		}
		c := a
		c.text = model
		s.cells[f] = c
		s.altGPU = cell{}
		r.altGPU = cell{}
		r.layoutWarn = append(r.layoutWarn[:len(r.layoutWarn):len(r.layoutWarn)], mk("import.warn.gpu_alternate_choice", a.header, t))
		s.layoutWarn = append(s.layoutWarn[:len(s.layoutWarn):len(s.layoutWarn)], mk("import.warn.gpu_alternate_choice_row", a.header, t))
		return []rowIn{r, s}, nil
	}
	r.layoutWarn = append(r.layoutWarn[:len(r.layoutWarn):len(r.layoutWarn)], mk("import.warn.gpu_alternate_fallback", a.header, t))
	return []rowIn{r}, nil
}

// choiceRows: a GPU cell offering two or more catalogue cards ("昇腾910B 64G
// / A800 80G（同价，我方任选）", "A6000 48G / A40 48G" under a note "两种卡同价，
// 下单时自选") where the cell or the row's note says the buyer picks: one
// row per card, each at the row's prices; nil where the cell names one card
// or no buyer's choice is said (gpuAlternatives refuses it then).
func choiceRows(r rowIn) []rowIn {
	f := fGPU
	if _, has := r.cells[fGPU]; !has {
		return nil
	}
	c := r.cells[f]
	if gpuAlternatives(c.text) == nil || altChoice(c.text) != "buyer" && altChoice(r.cells[fNotes].text) != "buyer" {
		return nil
	}
	var out []rowIn
	seen := map[string]bool{}
	for _, p := range withModelOfMemory(reGPUAlternativeSep.Split(narrow(reAltAside.ReplaceAllString(c.text, "")), -1)) {
		p = strings.TrimSpace(p)
		m, ok := matchGPU(p)
		if !ok || seen[m.ID] {
			continue
		}
		seen[m.ID] = true
		s := r
		s.cells = maps.Clone(r.cells)
		pc := c
		pc.text = p
		s.cells[f] = pc
		s.layoutWarn = append(s.layoutWarn[:len(s.layoutWarn):len(s.layoutWarn)], mk("import.warn.gpu_choice_split", c.header, c.text, p))
		out = append(out, s)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// spanIDs: the distinct catalogue cards a text names.
func spanIDs(t string) []string {
	var ids []string
	for _, sp := range gpuSpans(narrow(t)) {
		if sp.id != "" && !slices.Contains(ids, sp.id) {
			ids = append(ids, sp.id)
		}
	}
	return ids
}

// noteOtherGPUPrice: a row's note that prices a catalogue GPU other than the
// row's ("可升级L40S：升级后按小时3.50、按月2,200" beside an L20 row): an
// offer the table's columns do not hold, refused at the note naming it,
// never dropped unreported (stop 47, set119/07). A note pricing the row's
// own GPU is the row's (conditionOffers) and none of this.
func noteOtherGPUPrice(r rowIn, qs []Quote) (Problem, bool) {
	c, ok := r.cells[fNotes]
	if !ok || len(qs) == 0 || !strings.ContainsAny(c.text, "0123456789") {
		return Problem{}, false
	}
	_, offers := proseOffers(spokenLine(narrow(c.text)))
	for _, o := range offers {
		if o.gpu.gpu == "" || !pricedPieces(o.pieces) && !slices.ContainsFunc(o.pieces, ratePiece) || slices.ContainsFunc(qs, func(q Quote) bool { return q.GPU == o.gpu.gpu }) {
			continue
		}
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
			Reason: mk("import.err.note_other_gpu_price", c.header, strings.TrimSpace(c.text), o.gpu.gpu)}, true
	}
	return Problem{}, false
}

// ratePiece: a piece holding a figure right after a period word or before a
// currency word ("升级后按小时3.50､按月2,200", "3.5元"): a price, though two of
// them in one piece read as none; a date ("预计10月到货") is none.
func ratePiece(p prosePiece) bool {
	return reRateFigure.MatchString(narrow(p.text))
}

// reRateFigure: a period word after 按/每/包/per then a figure ("按月2,200",
// never a date's "12月15日"), or a figure then a currency word.
var reRateFigure = regexp.MustCompile(`(?i)(?:按|每|包|/|per\s*)(?:小时|时|天|日|周|月|年|hour|day|week|month|year)\s*[:：]?\s*\d|\d\s*(?:元|块|¥|rmb|cny)`)
