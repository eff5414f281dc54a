package quotes

import (
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The locate stage's row roles in documents a buyer's system made: a
// procurement platform's bid results, a colleague's comparison workbook.
// Such a table has one row per lot and bidder, and some of its rows are not
// a vendor's offer at all:
//   - the buyer's own figure in the bidder's place (最高限价, 控制价, a
//     budget): named in FileResult.NotOffers (--explain), never stored;
//   - a bid the document itself marks void, withdrawn or superseded (废标,
//     已作废) in a column the import does not read (结果, 状态): refused at
//     that cell, never stored, so a person sees it and settles it;
//   - a bill's line charging for a disk or bandwidth beside the instance
//     (计费项 "系统盘(ESSD 200GB)"): named in --explain, never stored;
//   - an approximate price the document says was given orally ("约3.5/卡时
//     （电话里说的，没书面）", "约3.5" beside a 状态 of 口头): refused at
//     that cell, never stored.
// The words are the tables buyer_row and void_bid of words/procure.tsv.

var (
	buyerRowWords = wordSet("buyer_row")
	voidBidWords  = wordsInOrder("void_bid")
	oralWords     = wordsInOrder("oral_price")
	feeHeaders    = wordSet("fee_item_header")
	otherFees     = wordsInOrder("other_fee")
	approxWords   = func() [][2]string {
		rows := append([][2]string{}, wordRows("approx_price")...)
		sort.SliceStable(rows, func(i, j int) bool { return len(rows[i][0]) > len(rows[j][0]) })
		return rows
	}()
)

// rowRole says whether row r of a table read through l is no vendor's
// offer: p names it (a NotOffer, or a refusal when void is true).
func rowRole(r rowIn, l *layout) (p Problem, void, ok bool) {
	at := func(c cell, m string, arg string) Problem {
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter, Reason: mk(m, arg, c.header)}
	}
	if c, ok := exampleCell(r); ok {
		return at(c, "import.rfq.example_row", strings.TrimSpace(c.text)), false, true
	}
	if yardstickRow(r.first.text) {
		return at(r.first, "import.procure.yardstick_row", strings.TrimSpace(r.first.text)), false, true
	}
	if c, has := r.cells[fVendor]; has && isBuyerFigure(c.text) {
		return at(c, "import.procure.buyer_row", strings.TrimSpace(c.text)), false, true
	}
	for _, p := range r.prices {
		if approxPrice(p.cell.text) && (containsAny(norm(p.cell.text), oralWords) || oralRow(r)) {
			return at(p.cell, "import.procure.oral_price", strings.TrimSpace(p.cell.text)), true, true
		}
	}
	for _, cm := range l.cols {
		if cm.field != "" && cm.field != fIgnore {
			continue
		}
		v := strings.TrimSpace(r.extra[cm.header])
		if v == "" {
			continue
		}
		c := cell{text: v, header: cm.header, letter: cm.letter}
		if isBuyerFigure(v) {
			return at(c, "import.procure.buyer_row", v), false, true
		}
		if feeHeaders[headerCore(cm.header)] && startsWithAny(norm(v), otherFees) {
			return at(c, "import.procure.other_fee", v), false, true
		}
		if voidBid(v) {
			return at(c, "import.procure.void_bid", v), true, true
		}
	}
	return Problem{}, false, false
}

// yardstickRow: the row's first cell marks it as a yardstick, another
// seller's or the market's price written for comparison (words/procure.tsv
// yardstick_row): it opens with a lead word, or holds an any word. ASCII
// words match whole words only.
func yardstickRow(first string) bool {
	k := strings.TrimSpace(norm(first))
	if k == "" || !strings.ContainsFunc(k, unicode.IsLetter) {
		return false
	}
	for _, r := range yardstickWords {
		w := r[0]
		switch i := strings.Index(k, w); {
		case i < 0:
		case r[1] == "lead" && i == 0 && (w[0] >= 0x80 || wordAt(k, 0, len(w))):
			return true
		case r[1] == "any" && (w[0] >= 0x80 || wordAt(k, i, len(w))):
			return true
		}
	}
	return false
}

var yardstickWords = wordRows("yardstick_row")

// exampleCell is the cell of row r marking it as the buyer's template's
// example row (words/procure.tsv example_row): its first cell, an unread
// cell or a read one holding the word alone, or opening with a lead word
// ("示例行，请按此格式填写").
func exampleCell(r rowIn) (cell, bool) {
	marks := func(c cell) bool {
		if !strings.ContainsFunc(c.text, unicode.IsLetter) {
			return false // a figure or a blank: most cells of a price list
		}
		k := norm(c.text)
		if !containsAny(k, exampleAll) {
			return false // no word of the table anywhere: no regexp run
		}
		k = strings.TrimSpace(reExampleTrim.ReplaceAllString(k, ""))
		return k != "" && (exampleWords[k] == "whole" || startsWithAny(k, exampleLeads))
	}
	if marks(r.first) {
		return r.first, true
	}
	// the cells in their fields' and headers' order, sorted only where one marks the row
	found := false
	for _, c := range r.cells {
		found = found || marks(c)
	}
	for h, t := range r.extra {
		found = found || marks(cell{text: t, header: h})
	}
	if !found {
		return cell{}, false
	}
	for _, f := range slices.Sorted(maps.Keys(r.cells)) {
		if c := r.cells[f]; marks(c) {
			return c, true
		}
	}
	for _, h := range slices.Sorted(maps.Keys(r.extra)) {
		if c := (cell{text: r.extra[h], header: h, letter: r.extraLetters[h]}); marks(c) {
			return c, true
		}
	}
	return cell{}, false
}

var (
	exampleWords = wordMap("example_row")
	exampleAll   = wordsInOrder("example_row")
	exampleLeads = func() (out []string) { // the words opening a cell ("示例行，…")
		for _, r := range wordRows("example_row") {
			if r[1] == "lead" {
				out = append(out, r[0])
			}
		}
		return out
	}()
	reExampleTrim = regexp.MustCompile(`^[\p{P}\s]+|[\p{P}\s]+$`)
)

// isBuyerFigure: the whole cell names the buyer's own figure ("最高限价",
// "招标控制价（元）").
func isBuyerFigure(s string) bool {
	return buyerRowWords[headerCore(s)]
}

// voidBid: the cell opens with a word marking the bid void ("废标（报价不
// 一致）", "已作废", "Withdrawn by bidder").
func voidBid(s string) bool {
	return startsWithAny(norm(strings.TrimSpace(s)), voidBidWords)
}

// approxPrice: the cell opens with a word making its figure approximate.
func approxPrice(s string) bool {
	k := norm(strings.TrimSpace(s))
	for _, w := range approxWords {
		if strings.HasPrefix(k, w[0]) {
			return w[1] == "yes"
		}
	}
	return false
}

// oralRow: an unread cell of row r says its figure was given orally.
func oralRow(r rowIn) bool {
	for _, v := range r.extra {
		if containsAny(norm(v), oralWords) {
			return true
		}
	}
	return false
}

func startsWithAny(s string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(s, w) })
}

// A record of a negotiation keeps one row per round of the same offer (a
// 竞争性磋商 record's 首轮报价 / 最终报价, an OA 议价记录's 第1轮 / 第3轮（最终）):
// an unread column labels each row's round with the words of round_header.
// Only the final round of an offer is its price: an earlier round whose
// offer has a final row is named in --explain as superseded, never stored;
// an earlier round whose offer has no final row, where the record marks
// final rounds, is refused (the vendor gave no final price: its earlier
// one no longer stands); rounds of one offer none of which is final are
// refused, as nobody can say which binds. An offer is the row's vendor,
// GPU, machine, offer and plan cells (merged or left blank below: the
// cell above).
type roundMark struct {
	at       cell // the round cell
	final    bool
	finalRow int // the sheet row of the offer's final round, or 0
	siblings int // rows of the same offer
	anyFinal bool
}

// roundRows marks the rows of t (from first) a round column labels, by
// index into t.rows; nil where no unread column labels rounds.
func roundRows(t *table, l *layout, first int) map[int]roundMark {
	col := -1
	for ci, cm := range l.cols {
		if cm.field != "" && cm.field != fIgnore || cm.header == "" {
			continue
		}
		n, earlier, ok := 0, 0, true
		for i := first; i < len(t.rows) && ok; i++ {
			v, _ := t.merged(i, cm.col, false)
			if strings.TrimSpace(v) == "" {
				continue
			}
			kind, _ := headerRound(v)
			ok = kind != "" && utf8.RuneCountInString(strings.TrimSpace(v)) <= 12
			n++
			if kind == "round" {
				earlier++
			}
		}
		if ok && n >= 2 && earlier > 0 {
			col = ci
			break
		}
	}
	if col < 0 {
		return nil
	}
	cm := l.cols[col]
	marks := map[int]roundMark{}
	keys := map[int]string{}
	last := map[string]string{}
	finals, count := map[string]int{}, map[string]int{}
	anyFinal := false
	for i := first; i < len(t.rows); i++ {
		v, _ := t.merged(i, cm.col, false)
		if strings.TrimSpace(v) == "" {
			continue
		}
		var key strings.Builder
		for _, f := range []string{fVendor, fGPU, fSpec, fOffer, fMode} {
			if c, ok := l.byField[f]; ok {
				s, _ := t.merged(i, l.cols[c].col, true)
				if s = strings.TrimSpace(s); s == "" || isDitto(s) {
					s = last[f]
				}
				last[f] = s
				key.WriteString(norm(s) + "\x00")
			}
		}
		k := key.String()
		kind, _ := headerRound(v)
		keys[i] = k
		count[k]++
		if kind == "final" {
			finals[k] = t.rowNum[i]
			anyFinal = true
		}
		marks[i] = roundMark{at: cell{text: strings.TrimSpace(v), header: cm.header, letter: cm.letter}, final: kind == "final"}
	}
	for i, m := range marks {
		m.finalRow, m.siblings, m.anyFinal = finals[keys[i]], count[keys[i]], anyFinal
		marks[i] = m
	}
	return marks
}

// roundRole: row r, marked m by roundRows, is no offer (an earlier round
// of one with a final row) or refused (void: no round of its offer binds).
func roundRole(r rowIn, m roundMark, has bool) (p Problem, void, ok bool) {
	if !has || m.final || m.finalRow == 0 && m.siblings == 1 && !m.anyFinal {
		return Problem{}, false, false
	}
	at := func(id string, args ...any) Problem {
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: m.at.header, ColumnLetter: m.at.letter, Reason: mk(id, args...)}
	}
	switch {
	case m.finalRow != 0:
		return at("import.procure.round_superseded", m.at.text, m.at.header, m.finalRow), false, true
	case m.anyFinal:
		return at("import.procure.round_no_final", m.at.text, m.at.header), true, true
	}
	return at("import.procure.round_unsettled", m.at.text, m.at.header), true, true
}
