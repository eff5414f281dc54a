package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The net under every layout: a row of a table that was read, whose text
// names a GPU and a price the way a line of prose would (extract_prose.go),
// and that came out as nothing (no quote, no refusal, not named as a row
// left out on purpose) is refused at its row, quoting it. No reader may
// lose an offer without saying so, whatever the layout it did not foresee.

// rowAtSheet is a row of a sheet ("" for a text file).
type rowAtSheet struct {
	sheet string
	row   int
}

// unaccountedRows refuses each such row of the tables read.
func (ctx *readCtx) unaccountedRows() {
	res := ctx.res
	took := maps.Clone(ctx.aside) // said in a file warning
	if took == nil {
		took = map[rowAtSheet]bool{}
	}
	whole := map[string]bool{} // sheets refused or left out as a whole
	for _, q := range res.Quotes {
		took[rowAtSheet{q.SourceSheet, q.SourceRow}] = true
	}
	for _, ps := range [][]Problem{res.Problems, res.NotOffers} {
		for _, p := range ps {
			took[rowAtSheet{p.Sheet, p.Row}] = true
			if p.Row == 0 {
				whole[p.Sheet] = true
			}
		}
	}
	done := map[*table]bool{}
	for _, t := range ctx.readTables {
		if done[t] || whole[t.sheet] {
			continue
		}
		done[t] = true
		for i, row := range t.rows {
			num := t.rowNum[i]
			if took[rowAtSheet{t.sheet, num}] {
				continue
			}
			line := strings.Join(filled(row), ", ")
			if lead, ok := saleLine(line); ok {
				took[rowAtSheet{t.sheet, num}] = true
				res.NotOffers = append(res.NotOffers, Problem{File: res.File, Sheet: t.sheet, Row: num, ColumnLetter: firstLetter(t, i),
					Reason: mk("import.hwsale.sale_line", lead, clipRunes(line, 120))})
				continue
			}
			if offerLine(row) {
				took[rowAtSheet{t.sheet, num}] = true
				res.Problems = append(res.Problems, Problem{File: res.File, Sheet: t.sheet, Row: num, ColumnLetter: firstLetter(t, i),
					Reason: mk("import.row.unaccounted", clipRunes(line, 120))})
			} else if gpu, c, ok := gpuAndNumber(t, i); ok {
				took[rowAtSheet{t.sheet, num}] = true
				res.Problems = append(res.Problems, Problem{File: res.File, Sheet: t.sheet, Row: num, Column: columnAbove(t, i, c), ColumnLetter: t.letter(c),
					Reason: mk("import.row.unaccounted_number", gpu, strings.TrimSpace(row[c]), clipRunes(line, 120))})
			} else if gpu, head, c, ok := gpuHeadedNumber(t, i); ok {
				took[rowAtSheet{t.sheet, num}] = true
				res.Problems = append(res.Problems, Problem{File: res.File, Sheet: t.sheet, Row: num, Column: head, ColumnLetter: t.letter(c),
					Reason: mk("import.row.unaccounted_gpu_column", head, gpu, strings.TrimSpace(row[c]))})
			}
		}
	}
}

// reBareNumber: a cell that is a number alone, money signs aside
// ("5,760.00", "¥ 380").
var reBareNumber = regexp.MustCompile(`^[¥￥$]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$`)

// netPart is one part of a line or a row that the never-dropped nets
// weigh: a text that may state an amount, or one that may name GPUs (spans:
// the GPUs found in it).
type netPart struct {
	text   string
	amount bool
	spans  []gpuSpan
}

// unreadAmount is the one decision of the never-dropped nets (a line of
// prose no reader took, lineUnreadAmount; a row of a table that came out as
// nothing, gpuAndNumber): its parts name a catalogue GPU as the thing
// offered (the fullest naming; one inside an instance's or a host's id is
// nothing bought: idSpan) beside an amount (amountOf gives it, "" where a
// part states none; the first counts). It gives the GPU's words, the
// amount and the index of its part.
func unreadAmount(parts []netPart, amountOf func(string) string) (gpu, amount string, at int, ok bool) {
	at = -1
	for i, p := range parts {
		if p.amount {
			if a := amountOf(p.text); a != "" && at < 0 {
				amount, at = a, i
			}
			continue
		}
		for _, sp := range p.spans {
			if sp.id != "" && !idSpan(p.text, sp) && sp.end-sp.start > len(gpu) {
				gpu = p.text[sp.start:sp.end]
			}
		}
	}
	return gpu, amount, at, gpu != "" && at >= 0
}

// gpuAndNumber: row i names a catalogue GPU in one cell and holds a
// positive number alone in another (an amount, a count, a price with its
// unit elsewhere) and is no note, summary or total: a row about an offer that
// states no price the readers understood (a ledger's 支出 beside "包天 |
// H800 ×8 | 3天"). It gives the GPU's words and the number's column.
func gpuAndNumber(t *table, i int) (gpu string, col int, ok bool) {
	row := t.rows[i]
	if asideRow(strings.Join(filled(row), ", ")) || noteOrTotalRow(row) {
		return "", 0, false
	}
	parts := make([]netPart, len(row))
	for c, v := range row {
		v = strings.TrimSpace(v)
		if parts[c] = (netPart{text: v, amount: reBareNumber.MatchString(v)}); !parts[c].amount {
			parts[c].spans = gpuSpans(v)
		}
	}
	gpu, _, col, ok = unreadAmount(parts, func(v string) string {
		if n, err := parseNum(strings.TrimLeft(v, "¥￥$ ")); err == nil && n > 0 {
			return v
		}
		return ""
	})
	return gpu, col, ok
}

// lineUnreadAmount: an offer of a line of prose names a catalogue GPU and,
// in a piece no reader took, an amount that would be a price but for its
// period (parsePriceCell): it gives the GPU's words and the amount.
func lineUnreadAmount(lr lineRead) (gpu, amount string) {
	for _, o := range lr.offers {
		parts := []netPart{{text: o.gpu.text, spans: []gpuSpan{{end: len(o.gpu.text), id: o.gpu.gpu}}}}
		for _, p := range o.pieces {
			if p.kind == pieceOther && !p.struck { // a struck-through 原价 is named, no amount lost (blockEarlierPrices)
				parts = append(parts, netPart{text: p.text, amount: true})
			}
		}
		if g, a, _, ok := unreadAmount(parts, proseUnreadFigure); ok {
			return g, a
		}
	}
	return "", ""
}

// proseUnreadFigure is the first amount a piece of prose not read as a
// price states with no unit ("价钱2300", "9800 可小刀"), "" for none:
// figures that count the machine, its memory ("8卡", "24G") or a term are
// no amount, nor is one with its period alone ("交期 3 天"); a piece of more than
// one number gives the price it ends with (pricedTail).
func proseUnreadFigure(s string) string {
	text := proseFigures(s)
	if _, _, tail, ok := pricedTail(text); ok {
		return tail // "3个月包季 每台每月 5.9万": more than one number, the last a price (ML0112)
	}
	pc, err := parsePriceCell(text)
	// a rate's shape, a card or a machine and a period, with a bare figure
	// ("每卡时 6.5": no 元, no "/" — rateWords took it for no price) is
	// an amount too: refused at its line, never dropped unreported
	rate := pc.hint.basis != "" && pc.hint.period != ""
	if a := pieceAmounts(text); err == nil && pc.value > 0 && (pc.hint.period == "" && pc.mode == nil || rate) && len(a) > 0 {
		return a[0]
	}
	if twoNumbers(err) {
		// "40G 3.1 80G 4.3 一卡一时": amounts beside the sizes they are for, no one
		// price (stop 48, set119/02): a figure with decimals, or any where the
		// piece speaks of money, is an amount; counts and sizes are none
		a := pieceAmounts(text)
		if i := slices.IndexFunc(a, func(f string) bool { return strings.Contains(f, ".") }); i >= 0 {
			return a[i]
		}
		if len(a) > 0 && moneyWords(norm(text)) {
			return a[0]
		}
	}
	return ""
}

// reIDSpan: a GPU named inside an identifier, an instance's or a host's
// name ("xh-h800-12", "node-h100-01"), not as the thing bought
// ("H100-80G-SXM").
var reIDSpan = regexp.MustCompile(`^[a-z0-9]+-|-\d+$`)

func idSpan(v string, sp gpuSpan) bool {
	return reIDSpan.MatchString(v[sp.start:sp.end]) || sp.end < len(v) && v[sp.end] == '_'
}

// columnAbove is column c's header as the rows above row i show it: the
// nearest cell above that is no number.
func columnAbove(t *table, i, c int) string {
	for r := i - 1; r >= 0; r-- {
		if v := strings.TrimSpace(t.cell(r, c)); v != "" && !reBareNumber.MatchString(v) {
			return v
		}
	}
	return ""
}

// firstLetter is the letter of row i's first filled cell.
func firstLetter(t *table, i int) string {
	for c, v := range t.rows[i] {
		if strings.TrimSpace(v) != "" {
			return t.letter(c)
		}
	}
	return ""
}

// reRowAsideLead: the words that open a row about the offers, not one
// (words/validate.tsv row_aside_lead).
var reRowAsideLead = regexp.MustCompile(`(?i)^\s*(?:` + wholeWords(wordsInOrder("row_aside_lead")) + `)`)

// asideRow: a note (注, 说明, ※ …: tableread.go reNoteLead) or a summary row.
func asideRow(line string) bool {
	low := strings.TrimSpace(norm(line))
	return reNoteLead.MatchString(low) || reRowAsideLead.MatchString(low)
}

// offerLine: the row's text names a GPU and a price as a line of prose
// would (extract_prose.go), and is no note or summary.
func offerLine(row []string) bool {
	line := strings.Join(filled(row), ", ")
	if line == "" || asideRow(line) {
		return false
	}
	pre, offers := proseOffers(spokenLine(line))
	return lineRead{pre: pre, offers: offers}.candidate(false)
}

// reSaleLineLead: a line's label saying it is about selling, buying back,
// trading in or renting to own (words/columns.tsv sale_line_lead).
var reSaleLineLead = wordRe("sale_line_lead")

// saleLeadMaxRunes: the longest label before a sale line's colon; a longer
// text before it is a sentence, not a label.
const saleLeadMaxRunes = 16

// reSaleListMarker: a list marker before a line's label (【三】, 1., 二、, (2), -).
var reSaleListMarker = regexp.MustCompile(`^\s*(?:【[^】]{1,4}】|\[[^\]]{1,4}\]|[(（]?[0-9一二三四五六七八九十]{1,3}[)）.、．]|[-*•·])?\s*`)

// saleLine: the line's label, after any list marker, opens with such a word
// before its colon ("回收：…", "Buy-back: …", "【三】先租后买：…"); the word. A line
// with no colon, a label longer than saleLeadMaxRunes, or one naming the word
// later ("A100 整机出售价：见附件 租金…") or as included ("H100 8卡（含维保）：…") is none.
func saleLine(line string) (string, bool) {
	low := norm(line)
	i := strings.IndexAny(low, ":：")
	if i <= 0 {
		return "", false
	}
	label := low[:i]
	label = label[len(reSaleListMarker.FindString(label)):]
	if utf8.RuneCountInString(label) > saleLeadMaxRunes {
		return "", false
	}
	if m := reSaleLineLead.FindStringIndex(label); m != nil && m[0] == 0 && !includedBefore(label, m[0]) {
		return strings.TrimSpace(label[m[0]:m[1]]), true
	}
	return "", false
}

// gpuHeadedNumber: row i, which no reader took, holds a number (alone, or
// with a unit the vendor typed: "38000/台/月") under a column whose title,
// the first filled cell at the top of its column, names a catalogue GPU (a
// form's question per GPU, "4、(H800 SXM 80G·8卡整机 元/卡/时)"): an offer
// of that GPU no reader understood, refused at its cell naming the file's
// own header, never lost (rule FO0030). A cell with no figure ("(空)", "-")
// offers nothing; a row that is a note or a total is not asked about.
func gpuHeadedNumber(t *table, i int) (gpu, head string, col int, ok bool) {
	row := t.rows[i]
	if asideRow(strings.Join(filled(row), ", ")) || noteOrTotalRow(row) {
		return "", "", 0, false
	}
	for c, v := range row {
		v = strings.TrimSpace(v)
		if !reLeadingFigure.MatchString(v) {
			continue
		}
		h := columnTitle(t, i, c)
		if h == "" {
			continue
		}
		for _, sp := range gpuSpans(h) {
			if sp.id != "" && !idSpan(h, sp) {
				return h[sp.start:sp.end], h, c, true
			}
		}
	}
	return "", "", 0, false
}

// reLeadingFigure: a cell opening with a positive figure, money signs
// aside ("5.6", "¥ 380", "6.5万/台/月").
var reLeadingFigure = regexp.MustCompile(`^[¥￥$]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:$|\s*[万元/])`)

// columnTitle is the first filled cell of column c above row i, when it
// states no figure alone (a column's title, not a value of a row above).
func columnTitle(t *table, i, c int) string {
	for r := 0; r < i; r++ {
		if v := strings.TrimSpace(t.cell(r, c)); v != "" {
			if reLeadingFigure.MatchString(v) {
				return ""
			}
			return v
		}
	}
	return ""
}
