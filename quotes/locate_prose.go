package quotes

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"computecheck/msg"
)

// The locate stage's prose: offers written as text, not as a table. A
// sales e-mail pasted into a sheet ("1. H800 SXM 8卡整机，包月 6.5万/台"), a
// chat exported one message a row (time, sender, message: locate_chat.go),
// the lines of a mail above a small table; a form exported as "key: value"
// lines is read as a table (locate_keyvalue.go). Where a sheet has no table, and in the lines
// above a table's header, each line that names a GPU of the catalogue and
// a price (or says its price is still to come) is read as an offer, and a
// line that says a GPU, of the catalogue or not, has no price ("H100暂时没
// 货", "MI308X 两台，面议") is refused at its line
// (extract_prose.go), located at its row with the line's text as its
// column. What a careful reader leaves out is left out, each line named
// in FileResult.NotOffers: the earlier mail quoted under a reply
// (locate_history.go), lines quoted with ">", the buyer's own messages and
// questions. A later line of the same sender that says it corrects an
// offer replaces the earlier offer of the same GPU and plan. Lines that
// name no GPU are the file's notes: the vendor, currency, unit and terms
// ("以上资源均支持断点续训") read from them as from any sheet's lines.

// ruleProseLine is the rule id of a value read from a piece of a prose line.
const ruleProseLine = "C-PROSE-LINE"

// proseLine is one line of text that may hold offers.
type proseLine struct {
	i      int    // index into the table's rows
	row    int    // as the spreadsheet numbers it
	letter string // the column the text starts in
	text   string // as written
	// a chat message's sender, and the sender column's header and letter
	sender, senderHdr, senderLetter string
	vendor                          string // the vendor its block's label line names ("公司：…", withHeads)
	textHdr                         string // the message column's header
	quoted                          string // a quoted earlier line the reply keeps: its words ("其余报价不变")
	head                            string // its record's title line naming the GPU (blockRecords), read before it
	thread                          int    // a chat's row whose question names the GPU a reply prices (threadGPUs)
	ditto                           int    // the row above whose GPU and machine a "同上" line prices (dittoLineGPUs, SD0301)
	followUp                        int    // the earlier row whose machine a sender's follow-up prices (followUpCards, CA0301)
	// OCR's slips read in the line (text is the line as read, written as
	// written), and in its record's title line
	slips, headSlips []ocrSlip
	written          string
	level            int  // how deep it is written: indent and list mark (lineLevel, AS0001)
	underHeading     int  // the row of the heading line it is read after (headingItems, AS0001), 0 for none
	bot              bool // its sender is a chat bot that introduced itself as the seller's assistant (AS0011)
	// the prose header line its amounts were read under ("型号 配置 原价 展会价"), its row, and the
	// amounts held out (locate_prose_columns.go)
	priceCols    string
	priceColsRow int
	heldPrices   string
}

// lineRead is what one line says.
type lineRead struct {
	l      proseLine
	pre    []prosePiece // the pieces before its first GPU
	offers []proseOffer
}

// candidate: the line has something to store or to refuse: a GPU with a
// price or a price still to come, or (whole: a sheet with no table) a
// price with no GPU.
func (lr lineRead) candidate(whole bool) bool {
	for _, o := range lr.offers {
		if pricedPieces(o.pieces) {
			return true
		}
	}
	if !whole && len(lr.offers) == 0 {
		return false
	}
	return slices.ContainsFunc(lr.pre, func(p prosePiece) bool { return p.kind == piecePrice || p.kind == pieceMoney })
}

// reCutThousands: a text line's cells cut at a comma that was a figure's
// thousands separator ("包月 ¥59" | "800/台/月" of "包月 ¥59,800/台/月").
// A figure may open a clause after a comma ("续约3个月，21,600 元/台/月": 、 and ， are
// narrowed to ","), so one comma after a word may stand before it (stop 48, set121/09).
var reCutLeft, reCutRight = regexp.MustCompile(`(?:^|[^\d.,]|[^\d.,],)\d{1,3}$`), regexp.MustCompile(`^\d{3}(?:[^\d,]|,\D|,?$)`)

// joinCut joins a text row's cells into its line: ", " between cells, but
// a comma a text file's reader cut inside a figure (reCutThousands) is put
// back as written, so the figure reads whole. A workbook's cells are cells.
func joinCut(cells []string, xlsx bool) string {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			if !xlsx && reCutLeft.MatchString(cells[i-1]) && reCutRight.MatchString(c) {
				b.WriteString(",")
			} else {
				b.WriteString(", ")
			}
		}
		b.WriteString(c)
	}
	return b.String()
}

// blockRecords reads a list of offers each written as a block of lines
// (an app's card copied or OCR'd: a title line naming the GPU, "A800 80G
// SXM ｜ 8卡/台", then lines of prices and stock, then a blank line) as
// records: each later line of a block is read after its title, where the
// title names a GPU and no price and no later line names a GPU. The line
// stays the one a quote or refusal is located at.
func blockRecords(lines []proseLine) []proseLine {
	for a := 0; a < len(lines); {
		b := a + 1
		for b < len(lines) && lines[b].row == lines[b-1].row+1 && lines[b].sender == lines[a].sender {
			b++
		}
		if b-a >= 2 && recordTitle(lines[a].text) && !slices.ContainsFunc(lines[a+1:b], func(l proseLine) bool {
			_, offers := proseOffers(spokenLine(l.text))
			return len(offers) > 0
		}) {
			head := lines[a].text + "；"
			for k := a + 1; k < b && !gpulessHeading(lines[k].text); k++ { // "其他机型：" ends the title's lines (AS0004)
				lines[k].head = head
				lines[k].headSlips = lines[a].slips
				if blockSpecLine(lines[k].text) {
					head += lines[k].text + "；" // "单卡 | 16核 CPU | 64G 内存": the card's machine, for the lines under it (stop 48, set124/09)
				}
			}
		}
		a = b
	}
	return lines
}

// blockSpecLine: a block's line describing its machine and nothing else
// ("8卡 NVLink | 192核 | 2T 内存 | RoCE 2×200G"): cards, links or a network
// the spec reader finds, no money.
func blockSpecLine(text string) bool {
	if moneyWords(norm(text)) {
		return false
	}
	sp, _ := ParseSpec(text)
	return sp.GPUs != nil || sp.Net != nil || sp.Intra != nil
}

// reOutlineNumber: a line's multi-level number as a word processor or an
// ERP's price tree writes it ("1.1", "2.1.3", "1.2.1、"), its levels in
// the first group (TE0003).
var reOutlineNumber = regexp.MustCompile(`^\s*(\d{1,2}(?:\.\d{1,2}){0,4})(?:[.．、]?\s|[、:：)）]|$)`)

// outlineRecords reads a list numbered by levels (一、/1.1/1.1.1) as a
// tree (TE0003): a line numbered under a heading line that names one GPU
// and no price ("1.1 H100 SXM 80G，8卡/台") is read after that heading,
// as a block's line is after its title, where it names no GPU itself
// ("1.1.1 按量：9.60元/卡/小时"). The heading's GPU, cards and links are
// the evidence of the lines under it; the line stays the one a quote or
// refusal is located at.
func outlineRecords(lines []proseLine) []proseLine {
	nums := make([]string, len(lines)) // each line's outline number, "" for none
	over := map[string]bool{}          // the numbers some line is numbered under
	ends := make([]int, len(lines))    // where each number ends in its line
	for k, l := range lines {
		if m := reOutlineNumber.FindStringSubmatchIndex(l.text); m != nil && !amountUnitFollows(l.text[m[3]:]) {
			nums[k], ends[k] = l.text[m[2]:m[3]], m[1]
			if dot := strings.LastIndex(nums[k], "."); dot >= 0 {
				over[nums[k][:dot]] = true
			}
		}
	}
	if len(over) == 0 {
		return lines // no line numbered under another: no tree
	}
	heading := map[string]int{} // outline number -> its line, a GPU's title
	for k := range lines {
		if k > 0 && lines[k].i > lines[k-1].i+1 || strings.TrimSpace(lines[k].text) == "" || nums[k] == "" {
			clear(heading) // a blank line or an unnumbered title ends the tree
			continue
		}
		n := nums[k]
		if bare := strings.TrimSpace(lines[k].text[ends[k]:]); over[n] && recordTitle(bare) {
			endOutline(heading, n)
			heading[n] = k
			lines[k].text = bare // "2、L20 48G，4卡/台": the 2 is the outline's, no amount
			continue
		}
		dot := strings.LastIndex(n, ".")
		a, ok := heading[n[:max(dot, 0)]]
		endOutline(heading, n) // a line numbered N heads nothing: no N, nor a number under it, stays a heading
		if dot < 0 || !ok || lines[k].head != "" {
			continue // a first level ("1. H100 …") heads, it is under none
		}
		if _, offers := proseOffers(spokenLine(lines[k].text)); len(offers) > 0 {
			continue
		}
		// the numbers are the tree's, no words of the offer ("1.2.2 包季": the plan 包季)
		lines[k].head = lines[a].text + "；"
		lines[k].headSlips = lines[a].slips
		lines[k].text = strings.TrimSpace(lines[k].text[ends[k]:])
	}
	return lines
}

// amountUnitFollows: what follows a line's leading number reads as a
// currency or a unit ("1.2 元/卡时", "2.5 USD/GPU-hr"), so the number is
// an amount, no outline number (review merged41 5).
func amountUnitFollows(rest string) bool {
	piece := strings.TrimLeft(rest, " \t")
	if i := strings.IndexAny(piece, " \t,，;；:：、"); i >= 0 {
		piece = piece[:i]
	}
	if piece == "" {
		return false
	}
	if parseHint(piece).currency != "" {
		return true
	}
	_, err := ParseUnit(piece)
	return strings.Contains(piece, "/") && err == nil
}

// endOutline deletes heading n and every heading numbered under it (TE0003).
func endOutline(heading map[string]int, n string) {
	for h := range heading {
		if h == n || strings.HasPrefix(h, n+".") {
			delete(heading, h)
		}
	}
}

// recordTitle: a line naming one GPU and no price.
func recordTitle(text string) bool {
	pre, offers := proseOffers(spokenLine(text))
	if len(offers) != 1 || slices.ContainsFunc(pre, func(p prosePiece) bool { return p.kind == piecePrice || p.kind == pieceMoney }) {
		return false
	}
	return !slices.ContainsFunc(offers[0].pieces, func(p prosePiece) bool {
		return p.kind == piecePrice || p.kind == pieceMoney || p.kind == piecePending
	})
}

// proseLines are t's rows as lines: a chat's messages with their senders,
// any other row as its cells joined.
func proseLines(t *table, from, to int) ([]proseLine, *chatCols) {
	to = min(to, len(t.rows))
	cc, chat := chatCols{}, false
	if from == 0 && to == len(t.rows) {
		cc, chat = chatLayout(t) // a whole sheet may be a chat; a table's title lines are not
	}
	grid := gridRows(t, from, to)
	var out []proseLine
	lastSender := ""
	for i := from; i < to && i < len(t.rows); i++ {
		row := t.rows[i]
		sender := ""
		if chat {
			sender = strings.TrimSpace(t.cell(i, cc.sender))
		}
		message := chat && i != cc.headerRow && chatTime(t.cell(i, cc.time)) && sender != ""
		if chat && i != cc.headerRow && sender == "" && lastSender != "" && chatTime(t.cell(i, cc.time)) && len(filled(row)) >= 2 {
			// notes of a call, the vendor written once and left blank on
			// the lines under it (a time, no sender, a note): the line is
			// the message of the sender above, never a table's row dropped
			// unreported
			message, sender = true, lastSender
		}
		if message {
			lastSender = sender
		}
		if !message && (grid[i] || t.xlsx && len(filled(row)) > 1) {
			continue // a row of a table (a workbook's cells are cells): no line of text
		}
		first := -1
		for c := range row {
			if strings.TrimSpace(row[c]) != "" {
				first = c
				break
			}
		}
		if first < 0 {
			continue
		}
		l := proseLine{i: i, row: t.rowNum[i], letter: t.letter(first), level: lineLevel(row[first])}
		if message {
			var parts []string
			for c := range row {
				if v := strings.TrimSpace(row[c]); v != "" && c != cc.time && c != cc.sender {
					if len(parts) == 0 {
						l.letter = t.letter(c)
						if cc.headerRow >= 0 {
							l.textHdr = strings.TrimSpace(t.cell(cc.headerRow, c))
						}
					}
					parts = append(parts, v)
				}
			}
			l.text = strings.Join(parts, ", ")
			l.sender = sender
			l.senderLetter = t.letter(cc.sender)
			if cc.headerRow >= 0 {
				l.senderHdr = strings.TrimSpace(t.cell(cc.headerRow, cc.sender))
			}
			if read, slips := readOCR(l.text); len(slips) > 0 {
				l.written, l.text, l.slips = l.text, read, slips
			}
			if subs := messageLines(l); len(subs) > 1 { // AS0002: a message of a heading and its items, a line each
				out = append(out, subs...)
				continue
			}
		} else {
			// each cell read through OCR's slips before a thousands comma
			// the reader cut is put back ("Y59" | "8OO/台/月")
			cells := filled(row)
			read := make([]string, len(cells))
			for c, v := range cells {
				var slips []ocrSlip
				read[c], slips = readOCR(v)
				l.slips = append(l.slips, slips...)
			}
			l.text = joinCut(read, t.xlsx)
			if len(l.slips) > 0 {
				l.written = joinCut(cells, t.xlsx)
			}
		}
		if l.text != "" {
			out = append(out, l)
		}
	}
	if !chat {
		out = outlineRecords(blockRecords(withHeads(out)))
		return headingItems(out, func(k int) bool { // AS0001
			return out[k].row == out[k-1].row+1 && out[k].sender == out[k-1].sender
		}), nil
	}
	return out, &cc
}

// listItem: row i of a text file is an item of a list ("- 8x H200 141GB
// nodes: USD 3.29 per GPU-hour, 3-month minimum"), a line its commas cut
// into cells, however many rows share its shape.
func listItem(t *table, i int) bool {
	first := strings.TrimSpace(t.cell(i, 0))
	return !t.xlsx && first != "" && reListMarker.MatchString(first) && stripListMarker(first) != first
}

// gridRows are the rows of t from..to laid out as a table: two or more
// cells in the same columns as at least two other rows, and no list item.
// A line of text naming a GPU, cut at its commas, each cut followed by a
// space ("4090 8-GPU server, on demand 1.75 per GPU per hour"), is a
// sentence, no grid.
func gridRows(t *table, from, to int) map[int]bool {
	shape := func(row []string) string {
		var b strings.Builder
		n, spaced := 0, true
		for c, v := range row {
			if c > 0 && v != "" && !strings.HasPrefix(v, " ") {
				spaced = false
			}
			if strings.TrimSpace(v) != "" {
				b.WriteString(strconv.Itoa(c) + ",")
				n++
			}
		}
		if n < 2 || spaced && !t.xlsx && len(gpuSpans(strings.Join(row, ","))) > 0 || !t.xlsx && cutInFigures(row) {
			return ""
		}
		return b.String()
	}
	count := map[string]int{}
	for _, row := range t.rows[from:to] {
		count[shape(row)]++
	}
	out := map[int]bool{}
	for i := from; i < to; i++ {
		if k := shape(t.rows[i]); k != "" && count[k] >= 3 && !listItem(t, i) {
			out[i] = true
		}
	}
	return out
}

// cutInFigures: a text line whose every comma is a figure's thousands
// separator ("…人民币壹万零捌佰元整（￥10,800.00）；"): one line, no row of
// cells, however many lines share its shape.
func cutInFigures(row []string) bool {
	cells := filled(row)
	for i := 1; i < len(cells); i++ {
		if !reCutLeft.MatchString(cells[i-1]) || !reCutRight.MatchString(cells[i]) {
			return false
		}
	}
	return len(cells) > 1
}

// readProse reads a sheet with no table as prose: false (and nothing
// recorded) when no line of it holds an offer.
func (ctx *readCtx) readProse(t *table) bool {
	_, ok := ctx.readProseSheet(t)
	return ok
}

// readProseSheet reads a sheet with no table as key-value blocks or as
// lines of prose; used are the rows read (as indexes of t).
func (ctx *readCtx) readProseSheet(t *table) (map[int]bool, bool) {
	if kv, used := keyValueTable(t); kv != nil {
		if l, first := mapTable(kv, 0, ctx.opts.Columns); l != nil {
			ctx.readTable(kv, l, first)
			return used, true
		}
	}
	lines, chat := proseLines(t, 0, len(t.rows))
	return ctx.readProseLines(t, lines, chat, nil)
}

// proseTitles reads the lines above a table's header (row index upTo) as
// prose: the offers they hold are read, and the other lines are the
// table's title lines.
func (ctx *readCtx) proseTitles(t *table, upTo int) []string {
	lines, _ := proseLines(t, 0, upTo)
	if !anyCandidate(lines) {
		return titleLines(t, upTo)
	}
	// a GPU the table offers is the table's: a line above it naming the
	// same GPU introduces the table ("主推 H100 …，详见下表"), no offer of its own
	below, end := map[string]bool{}, len(t.rows)
	if h := historyStart(t, upTo+1); h > upTo {
		end = h // the earlier mail quoted under the table offers nothing
	}
	for i, seen := upTo-1, 0; i >= 0 && seen < 2; i-- {
		if text := lineOf(t.rows[i]); text != "" {
			if seen++; isReferenceMarker(text) {
				end = upTo // a table the file marks as no offer (locate.go)
			}
		}
	}
	for i := upTo + 1; i < end; i++ {
		for _, c := range t.rows[i] {
			if m, ok := matchGPU(c); ok && strings.TrimSpace(c) != "" {
				below[m.ID] = true
			}
		}
	}
	used, _ := ctx.readProseLines(t, lines, nil, below)
	var out []string
	for i := 0; i < upTo && i < len(t.rows); i++ {
		if !used[i] {
			out = append(out, titleRowLines(t.rows[i])...) // locate_labelfields.go
		}
	}
	return out
}

// anyCandidate: a line names a GPU and a price (or one still to come):
// the cheap test before a table's title lines are read as prose.
func anyCandidate(lines []proseLine) bool {
	for _, l := range lines {
		_, offers := proseOffers(spokenLine(l.text))
		if (lineRead{l: l, offers: offers}).candidate(false) {
			return true
		}
	}
	return false
}

// proseRow is one offer of a line, read as a row.
type proseRow struct {
	lr     lineRead
	r      rowIn
	ev     []Evidence
	quotes []Quote
}

// readProseLines reads lines as prose: the sheet's only text, or (below
// not nil) the lines above a table offering the GPUs in below. It returns the rows (as indexes of
// t) it took as offers, refusals or not offers, and whether any line held
// an offer to store or refuse; nothing is recorded when none did.
func (ctx *readCtx) readProseLines(t *table, lines []proseLine, chat *chatCols, below map[string]bool) (map[int]bool, bool) {
	whole := below == nil
	if whole {
		ctx.readTables = append(ctx.readTables, t)
	}
	reads := make([]lineRead, len(lines))
	first := -1
	for k, l := range lines {
		reads[k] = lineRead{l: l}
		reads[k].pre, reads[k].offers = proseOffers(spokenLine(l.head + l.text))
		if benchmarkLine(l.text) {
			reads[k].pre, reads[k].offers = nil, nil // "整机 22,400 tokens/s，每卡约 2,800": measured figures, no offer (BM0001-)
		}
		reads[k].offers = slices.DeleteFunc(reads[k].offers, func(o proseOffer) bool { return below[o.gpu.gpu] })
		if first < 0 && reads[k].candidate(whole) {
			first = l.i
		}
	}
	if first < 0 {
		return nil, false
	}
	res := ctx.res
	used := map[int]bool{}
	hist := historyStart(t, first)
	// where some senders are named with their company, a sender named
	// without one is the buyer's side
	companies := false
	for _, l := range lines {
		companies = companies || senderCompany(l.sender) != ""
	}
	// a sender whose company no word gives ("小何-渝算通") who only offers, never asks, sells (stop 46, set116/06)
	asks, prices := map[string]bool{}, map[string]bool{}
	for _, lr := range reads {
		low := norm(lr.l.text)
		asks[lr.l.sender] = asks[lr.l.sender] || requestLine(low) || questionLine(low)
		prices[lr.l.sender] = prices[lr.l.sender] || slices.ContainsFunc(lr.offers, func(o proseOffer) bool {
			return o.gpu.gpu != "" && slices.ContainsFunc(o.pieces, func(p prosePiece) bool { return p.kind == piecePrice })
		})
	}
	buyer := func(l proseLine) bool {
		return l.sender != "" && (buyerSender(l.sender) || companies && senderCompany(l.sender) == "" && !(prices[l.sender] && !asks[l.sender] && partyNamed(l.sender)))
	}
	if chat != nil {
		threadGPUs(reads, buyer) // locate_chat.go: a reply pricing the GPU the buyer asked about
	} else {
		inlineAnswerGPUs(reads) // mail.go: an answer written under the request line it answers
	}
	followUpCards(reads, buyer) // locate_followup.go: a sender's follow-up pricing the machine it offered earlier
	dittoLineGPUs(reads)        // extract_ditto_line.go: "同上，包天的话整机 130 元/天" prices the machine of the line above
	priceColumnLines(reads)     // locate_prose_columns.go: "原价 展会价" over "¥11.50 ¥9.90/卡·时"
	blockEarlierPrices(reads)   // locate_prose_columns.go: a card's "原价 ¥1.75/卡·时" under its current price
	// a reply saying its other prices stand ("其余报价不变"): the quoted
	// earlier offers are read, but for the GPUs the reply prices anew
	rest, anew := "", map[string]bool{}
	for _, lr := range reads {
		if hist >= 0 && lr.l.i >= hist || strings.HasPrefix(strings.TrimSpace(lr.l.text), ">") {
			continue
		}
		if w, _, ok := proseRest.find(norm(lr.l.text)); ok && rest == "" {
			rest = w
		}
		for _, o := range lr.offers {
			anew[gpuFamily(o.gpu.gpu)] = true
		}
	}
	stands := func(lr lineRead) bool {
		return rest != "" && lr.candidate(whole) && !buyer(lr.l) && !questionLine(norm(lr.l.text)) &&
			!slices.ContainsFunc(lr.offers, func(o proseOffer) bool { return anew[gpuFamily(o.gpu.gpu)] })
	}
	var kept []lineRead
	var context, before, after []string
	var histRows []int
	var notOffers []Problem
	for _, lr := range reads {
		l := lr.l
		low := norm(l.text)
		gpu, amount := lineUnreadAmount(lr)
		enWords := ""
		if amount == "" && len(lr.offers) > 0 && !lr.candidate(whole) {
			enWords = spokenEnglishAmount(low) // "two forty-nine per GPU hour" (extract_spoken_en.go)
		}
		untied := ""
		if len(lr.offers) == 0 && !lr.candidate(whole) {
			untied = untiedComputePrice(lr.pre) // "可以满足，12个月 每台每月 5.9万" (ML0112)
		}
		switch {
		case (hist >= 0 && l.i >= hist || strings.HasPrefix(strings.TrimSpace(l.text), ">")) && stands(lr):
			lr.l.quoted = rest
			kept = append(kept, lr)
		case hist >= 0 && l.i >= hist || strings.HasPrefix(strings.TrimSpace(l.text), ">"):
			histRows = append(histRows, l.row)
			used[l.i] = true
			continue
		case !lr.candidate(whole) && amount != "" && deviceListLine(l.text):
			used[l.i] = true // a tool's listing of a machine's cards (OP0901): its figures are indexes, counts and sizes, no price
			continue
		case !lr.candidate(whole) && amount != "" && !buyer(l) && !questionLine(low) && !requestLine(low):
			// a GPU and an amount no piece read as a price: refused at its line, never dropped
			res.Problems = append(res.Problems, proseProblem(res, t, l, mk("import.prose.unread_amount", gpu, amount)))
			used[l.i] = true
			continue
		case enWords != "" && !buyer(l) && !questionLine(low):
			// an amount spoken in English words and no figure: refused at its line, never dropped
			res.Problems = append(res.Problems, proseProblem(res, t, l, mk("import.callnotes.en_words", lr.offers[0].gpu.text, enWords)))
			used[l.i] = true
			continue
		case untied != "" && !buyer(l) && !questionLine(low) && !requestLine(low):
			// a price of compute tied to no GPU, that no piece read (ML0112): refused at its line, never a note
			res.Problems = append(res.Problems, proseProblem(res, t, l, mk("import.prose.untied_price", untied)))
			used[l.i] = true
			continue
		case !lr.candidate(whole):
			if len(lr.offers) == 0 && !buyer(l) {
				context = append(context, l.text)
				if l.i < first {
					before = append(before, l.text)
				} else {
					after = append(after, l.text)
				}
			}
			continue
		case buyer(l):
			notOffers = append(notOffers, proseProblem(res, t, l, mk("import.prose.buyer", l.sender)))
		case questionLine(low) && !(l.sender != "" && offerBeforeQuestion(lr, low)):
			notOffers = append(notOffers, proseProblem(res, t, l, mk("import.prose.question")))
		case func() bool { _, _, ok := proseExample.find(low); return ok }() || exampleLine(low):
			notOffers = append(notOffers, proseProblem(res, t, l, mk("import.prose.example")))
		case requestLine(low):
			notOffers = append(notOffers, proseProblem(res, t, l, mk("import.prose.request")))
		default:
			kept = append(kept, lr)
		}
		used[l.i] = true
	}
	if len(kept) == 0 {
		return nil, false
	}
	// the lines naming no GPU: the file's notes, vendor, currency and unit
	if whole {
		res.Notes = append(res.Notes, context...)
	}
	currency, currencyText := "", ""
	var itemCurrency []scopedCurrency // "⑤号为美元结算": the currency of a list item's line only (words/ime.tsv item_mark)
	for _, s := range context {
		clauses := noteClauses(s, nil)
		for _, cl := range clauses {
			if c := lineCurrency(cl.text); len(cl.scope.items) > 0 && c != "" {
				itemCurrency = append(itemCurrency, scopedCurrency{cl.scope, c, s})
			}
		}
		if currency == "" && len(itemMarks(s)) == 0 {
			currency, currencyText = lineCurrency(s), s
		} else if currency == "" {
			for _, cl := range clauses {
				if c := lineCurrency(cl.text); c != "" && cl.scope.wide() {
					currency, currencyText = c, s
					break
				}
			}
		}
	}
	var said []string // the seller's offer lines: a chat bot may name its company only there (AS0011)
	bots := map[string]bool{}
	for _, lr := range kept {
		if !buyer(lr.l) {
			said = append(said, lr.l.text)
			if lr.l.sender != "" && botIntroVendor(lr.l.text) != "" {
				bots[lr.l.sender] = true // "小云" introducing itself as 锦屏算力's assistant: a bot's name, no company
			}
		}
	}
	for k := range kept {
		kept[k].l.bot = bots[kept[k].l.sender]
	}
	vendor, vendorEv, vendorOK := resolveVendor(vendorScope{ctx: ctx, sheet: t.sheet, titles: before, lone: after, said: said})
	sheetUnit, sheetUnitText := unitStatement(context)
	base := rowIn{file: res.File, sheet: t.sheet, xlsx: t.xlsx, fileCurrency: currency, fileCurrencyText: currencyText, sheetBasis: basisNotes(context),
		sheetUnit: sheetUnit, sheetUnitText: sheetUnitText, scaleLine: sheetScaleLine(context), footLines: context, coverLines: ctx.coverLines}
	base.formRule, base.formRuleText = amountFormRule(context)
	if vendorOK {
		base.vendorFallback, base.vendorFrom = vendor.ev.Value, vendor.say
	}
	// the text went through OCR: some line's slips were read
	ocred := slices.ContainsFunc(lines, func(l proseLine) bool { return len(l.slips) > 0 })
	heads := proseHeadingCards(reads)
	var rows []proseRow
	for _, lr := range kept {
		lb := base
		if h, ok := heads[lr.l.i]; ok { // PG0021: a printed menu's heading over its lines ("【训练卡 · 8卡整机】")
			lb.sectionGPN, lb.sectionGPNRow = gpnRead{n: h.cards, at: cell{text: h.text}}, h.row
		}
		if ic, ok := currencyCovering(itemCurrency, "", lr.l.text, rowItem(lr.l.text)); ok { // as a table's row (tableread.go)
			lb.fileCurrency, lb.fileCurrencyText = ic.code, ic.text
		}
		rs, probs := proseLineRows(lb, lr)
		res.Problems = append(res.Problems, probs...)
		for _, pr := range rs {
			pr.ev = vendorEv
			if vc, ok := pr.r.cells[fVendor]; ok {
				pr.ev = cellVendorEvidence(pr.r, vc, false, vendorEv)
			}
			rows = append(rows, pr)
		}
	}
	for k := range rows {
		qs, probs := build(rows[k].r)
		for i := range qs {
			qs[i].AddWarning(mk("import.warn.prose_line", rows[k].r.row))
			for _, s := range append(slices.Clip(rows[k].lr.l.headSlips), rows[k].lr.l.slips...) {
				qs[i].AddWarning(mk("import.warn.ocr_slip", s.written, s.read))
			}
			if alt, ok := ocrPointDropped(qs[i]); ok && ocred {
				m := mk("import.review.ocr_point", proseHeader(cmp.Or(rows[k].lr.l.written, rows[k].lr.l.text)), strconv.FormatFloat(qs[i].Price, 'f', -1, 64), strconv.FormatFloat(alt, 'f', -1, 64))
				qs[i].AddWarning(m)
				qs[i].Review(m)
			}
			if l := rows[k].lr.l; l.priceCols != "" {
				qs[i].AddWarning(mk("import.warn.prose_price_columns", l.priceCols, l.priceColsRow, l.heldPrices))
			}
			if l := rows[k].lr.l; l.ditto > 0 {
				qs[i].AddWarning(mk("import.warn.sd_ditto_line", strings.TrimSpace(strings.TrimSuffix(l.head, "，")), l.ditto))
			}
			if l := rows[k].lr.l; l.followUp > 0 {
				qs[i].AddWarning(mk("import.warn.ca_followup_cards", strings.TrimSpace(l.head), l.followUp))
			}
			if l := rows[k].lr.l; l.underHeading > 0 {
				qs[i].AddWarning(mk("import.warn.as_heading_line", strings.TrimSpace(strings.TrimSuffix(l.head, "；")), l.underHeading))
			}
			if l := rows[k].lr.l; l.thread > 0 {
				qs[i].AddWarning(mk("import.warn.prose_thread_gpu", strings.TrimSpace(l.head), l.thread))
			}
			if w := rows[k].lr.l.quoted; w != "" {
				qs[i].AddWarning(mk("import.warn.prose_rest_unchanged", w))
			}
			if m := reProseRevised.FindString(rows[k].lr.l.text); m != "" {
				qs[i].AddWarning(mk("import.warn.prose_revised", strings.TrimSpace(m)))
			}
			if s := rows[k].lr.l.sender; s != "" {
				if vc, ok := rows[k].r.cells[fVendor]; ok && vc.text != s {
					qs[i].AddWarning(mk("import.warn.prose_sender", vc.text, s))
				}
			}
			qs[i].Evidence = append(qs[i].Evidence, rows[k].ev...)
		}
		rows[k].quotes = qs
		res.Problems = append(res.Problems, probs...)
	}
	var texts []string // extract_stock_line.go: "目前可交付：H800 4台，A800 2台" gives each GPU's offers their machines
	for _, r := range t.rows {
		texts = append(texts, lineOf(r))
	}
	if pairs, line := stockLineOf(texts); pairs != nil {
		for k := range rows {
			stockLineNodes(rows[k].quotes, pairs, line)
		}
	}
	notOffers = append(notOffers, applyCorrections(res, t, rows)...)
	notOffers = append(notOffers, applyConfirmations(res, t, reads, rows)...)
	notOffers = append(notOffers, applyVoidEarlier(res, t, reads, rows)...)
	for _, pr := range rows {
		res.Quotes = append(res.Quotes, pr.quotes...)
	}
	res.NotOffers = append(res.NotOffers, notOffers...)
	if len(histRows) > 0 {
		marker := lineOf(t.rows[max(hist, 0)])
		if hist < 0 {
			marker = ">"
		}
		for _, r := range histRows {
			res.NotOffers = append(res.NotOffers, Problem{File: res.File, Sheet: t.sheet, Row: r, Reason: mk("import.history.row", marker)})
		}
		res.Warnings = append(res.Warnings, mk("import.history.warning", len(histRows), sheetRows(t.sheet, histRows[0], histRows[len(histRows)-1]), marker))
	}
	ctx.proseInfo(t, kept, chat)
	return used, true
}

// spokenLine is a line narrowed, its list marker off and its spoken
// amounts in figures, its counts in numerals too ("两台八卡": extract_spoken.go).
func spokenLine(s string) string {
	return spokenCounts(stripListMarker(withoutLeaders(narrow(reProseRevised.ReplaceAllString(s, " ")))))
}

// reLeader: a printed menu's leader between an item and its price, a run of
// dots, middle dots, dashes or underscores ("H100 · 按量 ..........9.50
// 元/卡·时", "包月 ·········· 8,280").
var reLeader = regexp.MustCompile(`(?:[.·・‥_\-─━]\s?){3,}`)

// withoutLeaders (PG0022): a line's leaders are written as the ellipsis
// leader the prose reader already takes for a gap within one piece ("包月
// …… 8,280"), never a decimal point before the figure they lead to
// ("..........9.50" is 9.50).
func withoutLeaders(s string) string {
	if !leaderPair(s) {
		return s
	}
	return reLeader.ReplaceAllString(s, "…… ")
}

// leaderPair: two leader characters in a row, a space at most between
// ("..", "· ·", "──"), which every reLeader run holds: the cheap test before
// it, false on a line whose only dot is a decimal point.
func leaderPair(s string) bool {
	prev, space := false, false
	for _, r := range s {
		switch {
		case strings.ContainsRune(".·・‥_-─━", r):
			if prev {
				return true
			}
			prev, space = true, false
		case r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v':
			if space {
				prev = false
			}
			space = true
		default:
			prev, space = false, false
		}
	}
	return false
}

// reProseRequest: a line asking to rent rather than offering ("收一台A100
// 80G，预算5块以内", "求租 H800 两台"): words/prose.tsv prose_request, a
// lead word before a count or a GPU, or a word anywhere.
var reProseRequest = regexp.MustCompile(`^\s*` + wordAlternation("prose_request", "lead") + `\s*[:：]?\s*(?:\d|[一二两三四五六七八九十几]|[a-z])|` + wordAlternation("prose_request", "any"))

// reProseRevised: the earlier price of a price revised on its line, with
// the words around it ("由原来的 4.2万/台 下调为"): the price after it is the
// offer (words/prose.tsv prose_revised); no letters between, so no GPU.
var reProseRevised = regexp.MustCompile(`(?:` + wordAlternation("prose_revised", "from") + `)[^，,。；;！!a-zA-Z]{0,20}?\d[^，,。；;！!a-zA-Z]{0,20}?(?:` + wordAlternation("prose_revised", "to") + `)`)

// exampleLine: the line opens with a word of words/procure.tsv example_row
// whole, then a space or a colon ("例 XX算力 H800 8卡 6.5万/台/月": a
// form's or a 接龙's example of how to answer, FO0030); 实例 is no such word.
func exampleLine(low string) bool {
	low = strings.TrimSpace(low)
	i := strings.IndexAny(low, " :：")
	return i > 0 && exampleWords[low[:i]] == "whole"
}

// questionLine: the line asks rather than offers.
func questionLine(low string) bool {
	_, _, ok := proseQuestion.find(low)
	return ok
}

// partyNamed: a chat sender's name has a part beside the person's ("小何-渝算通"):
// the party it speaks for, whatever its words.
func partyNamed(sender string) bool {
	n := 0
	for _, part := range reSenderSplit.Split(narrow(sender), -1) {
		if strings.TrimSpace(part) != "" {
			n++
		}
	}
	return n >= 2
}

// reChatClauseCut: where a chat line's clauses part.
var reChatClauseCut = regexp.MustCompile(`[，,；;。！!]`)

// offerBeforeQuestion: a seller's line that prices a GPU and only then asks
// ("H20 96G 8卡整机今天刚到两台，包月2.6万，要不要？", stop 46 set113/03): the
// question is its last clause, holding no figure; the offer before it
// stands.
func offerBeforeQuestion(lr lineRead, low string) bool {
	if len(lr.offers) == 0 {
		return false
	}
	clauses := reChatClauseCut.Split(strings.TrimRight(low, " ?？"), -1)
	last := clauses[len(clauses)-1]
	head := strings.Join(clauses[:len(clauses)-1], "，")
	if len(clauses) < 2 || strings.ContainsAny(last, "0123456789") || questionLine(head) {
		return false
	}
	return slices.ContainsFunc(lr.offers, func(o proseOffer) bool {
		return o.gpu.gpu != "" && slices.ContainsFunc(o.pieces, func(p prosePiece) bool { return p.kind == piecePrice })
	})
}

// proseProblem locates m at line l: its row, the line as its column.
func proseProblem(res *FileResult, t *table, l proseLine, m msg.Msg) Problem {
	text := l.text
	if l.written != "" {
		text = l.written
	}
	return Problem{File: res.File, Sheet: t.sheet, Row: l.row, Column: proseHeader(text), ColumnLetter: l.letter, Reason: m}
}

// proseHeader is a line as the column of the values read from it.
// (a long line cut at 80 characters).
func proseHeader(s string) string { return clipRunes(strings.TrimSpace(s), 80) }

// applyCorrections: a line that says it corrects an earlier offer
// replaces the earlier quotes of the same sender, GPU and plan. The
// replaced quotes are named as not offers; the kept one says what it
// replaced.
func applyCorrections(res *FileResult, t *table, rows []proseRow) []Problem {
	var out []Problem
	for k := range rows {
		if _, _, ok := proseCorrect.find(norm(rows[k].lr.l.text)); !ok {
			continue
		}
		for qi := range rows[k].quotes {
			q := &rows[k].quotes[qi]
			for j := 0; j < k; j++ {
				if rows[j].lr.l.sender != rows[k].lr.l.sender || rows[j].lr.l.i >= rows[k].lr.l.i {
					continue
				}
				kept := rows[j].quotes[:0]
				for _, old := range rows[j].quotes {
					if old.GPU != q.GPU || proseQuotePlan(old) != proseQuotePlan(*q) {
						kept = append(kept, old)
						continue
					}
					out = append(out, proseProblem(res, t, rows[j].lr.l, mk("import.prose.replaced", rows[k].lr.l.row, proseHeader(rows[k].lr.l.text))))
					q.AddWarning(mk("import.warn.prose_correction", rows[j].lr.l.row, old.PriceText))
				}
				rows[j].quotes = kept
			}
		}
	}
	return out
}

// applyVoidEarlier: a sender's line saying its earlier offers are void
// (words/prose.tsv prose_void_earlier: "以此为准，之前报价作废") makes every
// offer that sender made on an earlier line no offer, named as such, whatever
// GPU it priced; the lines after it stand.
func applyVoidEarlier(res *FileResult, t *table, reads []lineRead, rows []proseRow) []Problem {
	var out []Problem
	for _, lead := range reads {
		if _, _, ok := proseVoidEarlier.find(norm(lead.l.text)); !ok {
			continue
		}
		for j := range rows {
			l := rows[j].lr.l
			if l.i >= lead.l.i || l.sender != lead.l.sender || len(rows[j].quotes) == 0 {
				continue
			}
			out = append(out, proseProblem(res, t, l, mk("import.prose.voided", lead.l.row, proseHeader(lead.l.text))))
			rows[j].quotes = nil
		}
	}
	return out
}

// applyConfirmations: a sender's confirmation of what was agreed (a line
// saying so, "跟你确认一下昨天谈的：", then the agreed offers on the lines
// under it, up to another sender's line) supersedes that sender's earlier
// offers of the GPUs it lists, whatever their plan: the bargaining before
// it was talk. The superseded lines are named as not offers.
func applyConfirmations(res *FileResult, t *table, reads []lineRead, rows []proseRow) []Problem {
	var out []Problem
	for a, lead := range reads {
		if _, _, ok := proseConfirm.find(norm(lead.l.text)); !ok {
			continue
		}
		end := len(reads)
		for b := a + 1; b < len(reads); b++ {
			if reads[b].l.sender != lead.l.sender {
				end = b
				break
			}
		}
		gpus, at := map[string]bool{}, 0
		for _, lr := range reads[a+1 : end] {
			for _, o := range lr.offers {
				gpus[o.gpu.gpu], at = true, cmp.Or(at, lead.l.row)
			}
		}
		if at == 0 {
			continue
		}
		for j := range rows {
			l := rows[j].lr.l
			if l.i >= lead.l.i || l.sender != lead.l.sender || len(rows[j].quotes) == 0 {
				continue
			}
			kept := rows[j].quotes[:0]
			for _, q := range rows[j].quotes {
				if !gpus[q.GPU] {
					kept = append(kept, q)
				}
			}
			if len(kept) < len(rows[j].quotes) {
				out = append(out, proseProblem(res, t, l, mk("import.prose.confirmed", at, proseHeader(lead.l.text))))
			}
			rows[j].quotes = kept
		}
	}
	return out
}

// planOf is what a quote prices: the period of its unit and its term.
func proseQuotePlan(q Quote) string {
	p := q.PriceUnit
	if i := strings.IndexByte(p, '_'); i >= 0 {
		p = p[i+1:]
	}
	if q.MinTerm != nil {
		p += "|" + q.MinTerm.String()
	}
	return p
}

// ProseLayout is the layout key of lines read as prose: they have no
// columns a person could set (the preview says so instead).
const ProseLayout = "prose"

// proseInfo records how the lines were read (--explain, the trace): one
// table whose columns are the lines' pieces, each read by its kind.
func (ctx *readCtx) proseInfo(t *table, kept []lineRead, chat *chatCols) {
	letter := kept[0].l.letter
	ti := TableInfo{Sheet: t.sheet, HeaderRows: []int{max(0, kept[0].l.row-1)}, LayoutKey: ProseLayout}
	hdr := "" // a line has no header; a chat's message column has one
	if chat != nil && chat.headerRow >= 0 {
		ti.HeaderRows = []int{t.rowNum[chat.headerRow]}
		hdr = kept[0].l.textHdr
	}
	for _, f := range []string{fGPU, fSpec, fNodes, fPrice, fNotes} {
		ti.Columns = append(ti.Columns, ColumnInfo{Letter: letter, Header: hdr, Field: f, Rule: ruleProseLine,
			Evidence: []msg.Msg{mk("import.prose.evidence", mk("field."+f))}})
	}
	if chat != nil {
		ti.Columns = append(ti.Columns, ColumnInfo{Letter: kept[0].l.senderLetter, Header: kept[0].l.senderHdr, Field: fVendor, Rule: ruleProseLine,
			Evidence: []msg.Msg{mk("import.prose.sender_evidence")}})
	}
	ctx.res.Tables = append(ctx.res.Tables, ti)
}

// readProseText reads a text file with no table as prose, its cells split
// at tabs where most lines hold one, else at commas.
func (ctx *readCtx) readProseText(text string) bool {
	delim, lines, tabbed := ',', 0, 0
	for _, ln := range strings.Split(text, "\n") {
		if strings.TrimSpace(ln) != "" {
			lines++
			if strings.Contains(ln, "\t") {
				tabbed++
			}
		}
	}
	if tabbed*2 > lines {
		delim = '\t'
	}
	t, err := csvTableOf(text, delim, false) // prose: a line's ， is its sentence's
	return err == nil && ctx.readProse(t)
}

// readProseSheets reads a workbook's sheets that hold no table as prose;
// the lines read as offers are then no longer the file's notes.
func (ctx *readCtx) readProseSheets(sheets []*table) bool {
	read := map[string]bool{}
	for _, t := range sheets {
		used, ok := ctx.readProseSheet(t)
		if !ok {
			continue
		}
		if ctx.res.Sheet == "" {
			ctx.res.Sheet = t.sheet
		}
		for i := range used {
			read[lineOf(t.rows[i])] = true
		}
	}
	if len(read) == 0 {
		return false
	}
	notes := ctx.res.Notes[:0]
	for _, n := range ctx.res.Notes {
		if !read[n] {
			notes = append(notes, n)
		}
	}
	ctx.res.Notes = notes
	return true
}

// proseHeadingCards (PG0021): the machine a heading line of a printed price
// menu or brochure states for the lines under it ("【训练卡 · 8卡整机，按整台
// 交付】" over "H100 SXM 80G · 按量 …… 12.80 元/卡·时"): a line offering no
// GPU that reads as a section label naming one machine's cards (readSection,
// TE0001) holds for the offer lines under it, to the first blank line after
// them, the next heading or any other line after them. The
// count is a candidate of the GPUs-per-machine policy (gpus.section), so a
// line's own count comes first and the taking is warned. Keyed by the
// line's index in the table.
func proseHeadingCards(reads []lineRead) map[int]sectionContext {
	out := map[int]sectionContext{}
	var cur *sectionContext
	last, offered := -2, false
	for _, lr := range reads {
		l := lr.l
		if l.i != last+1 && offered {
			cur = nil // a blank line after the block's offers ends it
		}
		last = l.i
		if len(lr.offers) == 0 {
			sc, ok := readSection(l.text)
			switch {
			case ok && sc.cards > 0:
				sc.row = l.row
				cur, offered = &sc, false
			case ok || offered:
				cur = nil // another heading, or a line after the block's offers
			}
			continue
		}
		offered = true
		if cur != nil {
			out[l.i] = *cur
		}
	}
	return out
}
