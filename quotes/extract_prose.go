package quotes

import (
	"cmp"
	"errors"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// The extract stage's prose line: an offer written as a sentence ("1. H800
// SXM 8卡整机，现货3台，包月 6.5万/台，NVLink + IB 400G", "4090的话单卡1.8一小时；
// 包月的话1100一张卡", "H100 80GB: $2.49/GPU-hr on demand"). The line is cut
// into pieces at its punctuation and at each GPU it names; every piece is
// read by the extractor a table cell of its kind would be (the GPU by the
// catalogue match, a price by the price cell reader, a machine by the spec
// reader), so a line is read as the row of a table whose cells are its
// pieces. Each price belongs to the GPU named before it: a line with two
// prices for one plan, or a price it cannot tie to a GPU, is refused at the
// line.

// pieceKind is what one piece of a line is.
type pieceKind int

const (
	pieceOther   pieceKind = iota // words about the offer: a note or a part of the machine
	pieceGPU                      // a GPU of the catalogue, as named
	piecePrice                    // an amount with its unit, scale or currency
	pieceEquiv                    // the same price restated ("约合 11.28元/卡时")
	pieceMoney                    // an amount in money that does not read (two numbers, a range)
	piecePending                  // the price is still to come ("价格待定")
	pieceNodes                    // the machines offered ("现货3台")
)

// prosePiece is one piece of a line: its text as written (narrowed) and
// what it was read as.
type prosePiece struct {
	text string
	kind pieceKind
	gpu  string    // pieceGPU: the catalogue id
	pc   priceCell // piecePrice
	n    string    // pieceNodes, piecePrice: the machines as a cell reads them ("3台")
	// piecePrice: the amount is a difference from another price, not a
	// price ("包月的话每卡时再便宜两毛": prose_difference right before it)
	diff bool
	// pieceMoney: the amounts of a piece that states more than one
	// ("9.5或9.8元/卡时"), none where its amount does not read
	amounts []string
	// pieceOther: a price the block's current one strikes through ("原价
	// ¥1.75/卡·时", blockEarlierPrices): words, no amount left unread
	struck bool
	// piecePrice: the condition a price reached from the one before it
	// holds on ("签一年的话", reachPrices), its row's own note
	cond, condFrom string
}

// proseOffer is the pieces that belong to one GPU of a line.
type proseOffer struct {
	gpu    prosePiece
	pieces []prosePiece
}

var (
	// reListMarker: the numbering of a list item ("1.", "2、", "(3)", "④", "- ").
	reListMarker = regexp.MustCompile(`^\s*(?:\(?\d{1,2}\s*[.、)](?:\s|$)|\(?\d{1,2}\s*[、)]|\(\d{1,2}\)|[①-⑳]|[-*•·]\s)\s*`)
	// reListNumberDot: "1." followed by a digit is an amount ("1.98元"), not a marker.
	reListNumberDot = regexp.MustCompile(`^\s*\d{1,2}\.\d`)
	// reProseSplit: the punctuation between the pieces of a sentence.
	reProseSplit = regexp.MustCompile(`[,;:!?。、()\[\]【】{}<>《》]+|\.(?:\s+|$)|\s[-—–]+\s|\s{3,}|\s*(?:[→￫⇒➔]|->|=>)\s*`) // an arrow parts the price before a change from the one after (stop 53 set143/04)
	// reModelToken: a run that may name a GPU model ("H800", "4090", "910B", "h100-sxm5").
	reModelToken = regexp.MustCompile(`[A-Za-z0-9][A-Za-z0-9.\-]*`)
	// reMemoryToken: a memory size after the model ("80G", "96GB").
	reMemoryToken = regexp.MustCompile(`^(?i)\d{2,3}\s*gb?$`)
	reLetters     = regexp.MustCompile(`^[a-z]+`)
	// reSpokenFigures: "9块5" (9.5), "9块5毛", "12块": an amount in figures as it
	// is spoken (extract_amount.go reads the one in numerals, "两块六").
	reSpokenFigures = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*` + wordAlt("prose_yuan", false) + `(?:\s*(\d)(?:\s*` + wordAlt("prose_tenth", false) + `)?)?`)
	// reMachineCount: a count of machines ("现货3台", "可供 10 台", "4 nodes").
	reMachineCount    = regexp.MustCompile(`(?i)(?:^|[^/\d.])(\d{1,4})\s*` + wordAlt("prose_machines", false) + `(?:$|[^a-z])`)
	proseQuestion     = newWordMatcher("prose_question")
	proseExample      = newWordMatcher("prose_example")
	proseBuyer        = newWordMatcher("prose_buyer")
	proseCorrect      = newWordMatcher("prose_correction")
	proseConfirm      = newWordMatcher("prose_confirm")
	proseVoidEarlier  = newWordMatcher("prose_void_earlier")
	proseRest         = newWordMatcher("prose_rest_unchanged")
	prosePriceNoun    = newWordMatcher("prose_price_noun")
	prosePendingW     = newWordMatcher("prose_pending")
	proseOtherSubject = newWordMatcher("prose_other_subject")
	// reDurationClause: how long a line's item ran or is rented ("时长 72.0h",
	// "duration: 100 h"), never a price per hour.
	reDurationClause = regexp.MustCompile(`(?i)` + wordAlt("prose_duration", false) + `\s*[:：]?\s*\d+(?:\.\d+)?\s*(?:h|hrs?|hours?|小时|分钟|min|天|d)?(?:$|[^\p{L}/\d.])`)
)

// stripListMarker takes a list item's numbering off a line.
func stripListMarker(s string) string {
	if reListNumberDot.MatchString(s) {
		return strings.TrimSpace(s)
	}
	return strings.TrimSpace(reListMarker.ReplaceAllString(s, ""))
}

// proseFigures writes the spoken amounts of a prose line in figures: "9块5" is
// "9.5元", "12块" is "12元".
func proseFigures(s string) string {
	return reSpokenFigures.ReplaceAllStringFunc(s, func(m string) string {
		g := reSpokenFigures.FindStringSubmatch(m)
		if g[3] != "" && !strings.Contains(g[1], ".") {
			return g[1] + "." + g[3] + "元"
		}
		if g[3] != "" {
			return m // "9.5块5": not a spoken amount
		}
		return g[1] + "元"
	})
}

// gpuSpan is where a GPU is named in s: [start, end) and its catalogue id.
type gpuSpan struct {
	start, end int
	id         string
}

// gpuSpans finds the GPUs a line names: a model the catalogue knows,
// with the form and memory words written right after it ("H800 SXM",
// "A800 PCIe 80G", "RTX 4090 24G", "H100 NVL").
func gpuSpans(s string) []gpuSpan {
	toks := reModelToken.FindAllStringIndex(s, -1)
	var out []gpuSpan
	for i := 0; i < len(toks); i++ {
		tok := s[toks[i][0]:toks[i][1]]
		if !strings.ContainsAny(tok, "0123456789") || !strings.ContainsFunc(tok, isASCIILetter) && len(tok) < 4 {
			continue // a count, a size, a year: no model
		}
		sp := gpuSpan{start: toks[i][0], end: toks[i][1]}
		if i > 0 && strings.TrimSpace(s[toks[i-1][1]:toks[i][0]]) == "" && gpuGlueBefore[strings.ToLower(s[toks[i-1][0]:toks[i-1][1]])] {
			sp.start = toks[i-1][0] // "RTX 4090", "NVIDIA H100"
		}
		m, ok := matchGPU(tok)
		for j := i + 1; !ok && sp.start < toks[i][0] && j < len(toks) && j <= i+2 && strings.TrimSpace(s[toks[j-1][1]:toks[j][0]]) == ""; j++ {
			// "RTX 6000 Ada": a number the catalogue names only with its brand and the word after it
			if m, ok = matchGPU(s[sp.start:toks[j][1]]); ok {
				sp.end, i = toks[j][1], j
			}
		}
		if !ok {
			continue
		}
		sp.id = m.ID
		for i+1 < len(toks) && strings.TrimSpace(s[toks[i][1]:toks[i+1][0]]) == "" && formToken(s[toks[i+1][0]:toks[i+1][1]]) {
			i++
			sp.end = toks[i][1]
		}
		// "4090 魔改 48G": a modified card's memory is still its own (SD0401-)
		if i+1 < len(toks) && gpuModBetween[strings.TrimSpace(s[toks[i][1]:toks[i+1][0]])] && reMemoryToken.MatchString(strings.ToLower(s[toks[i+1][0]:toks[i+1][1]])) {
			i++
			sp.end = toks[i][1]
		}
		if m, ok := matchGPU(s[sp.start:sp.end]); ok {
			sp.id = m.ID
		}
		out = append(out, sp)
	}
	return out
}

// gpuGlueBefore are the brand words a model may follow (words/gpu_aliases.tsv).
var gpuGlueBefore = wordSet("gpu_glue_before")

// gpuModBetween are the words saying a card was modified, written between
// its number and its memory (words/gpu_aliases.tsv gpu_mod_between).
var gpuModBetween = wordSet("gpu_mod_between")

// formToken: a word after a model that is its form or memory ("SXM5",
// "PCIe", "80GB", "NVL").
func formToken(tok string) bool {
	low := strings.ToLower(tok)
	if reMemoryToken.MatchString(low) {
		return true
	}
	letters := reLetters.FindString(low)
	if letters == "" || len(letters) < len(low) && !strings.ContainsAny(low[len(letters):], "0123456789") {
		return false
	}
	return gpuGlueAfter[letters] || wordSet("gpu_other_card")[letters]
}

var gpuGlueAfter = wordSet("gpu_glue_after")

// reUncatalogued: a word written as a GPU model is ("GH200", "MI308X",
// "GB200"): letters, then a model number, then at most two letters that
// are no unit ("400G", "10T" are sizes).
var reUncatalogued = regexp.MustCompile(`^[A-Za-z]{1,3}\d{2,4}([A-Za-z]{0,2})$`)
var reSizeSuffix = regexp.MustCompile(`(?i)^(?:g|gb|t|tb|m|mb|k|w|kw|h|hz|s|ms|p)$`)

// modelShaped: tok is written as a GPU model is (reUncatalogued), its letters
// after the number no unit of size.
func modelShaped(tok string) bool {
	m := reUncatalogued.FindStringSubmatch(tok)
	return m != nil && !reSizeSuffix.MatchString(m[1])
}

// withUncatalogued adds to spans (the catalogue's GPUs of s, in order) the
// words of s written as models the catalogue does not know, each with id
// "": all of them where keep is nil, else those keep holds.
func withUncatalogued(s string, spans []gpuSpan, keep map[string]bool) []gpuSpan {
	for _, loc := range reModelToken.FindAllStringIndex(s, -1) {
		tok := s[loc[0]:loc[1]]
		if !modelShaped(tok) || keep != nil && !keep[tok] {
			continue
		}
		if slices.ContainsFunc(spans, func(sp gpuSpan) bool { return loc[0] < sp.end && sp.start < loc[1] }) {
			continue
		}
		if _, ok := matchGPU(tok); ok {
			continue
		}
		spans = append(spans, gpuSpan{start: loc[0], end: loc[1]})
	}
	slices.SortFunc(spans, func(a, b gpuSpan) int { return a.start - b.start })
	return spans
}

// proseOffers cuts a line (narrowed, without its list marker) into the
// pieces before its first GPU and the offers of each GPU it names.
//
// A model the catalogue does not know ("GH200", "MI308X") is an offer of
// its own only where the line says it has no price ("MI308X 两台，面议",
// "GH200：暂不提供"): that offer is refused at the line, gpu unknown. Said
// otherwise the model is words of the line, as before.
func proseOffers(line string) (pre []prosePiece, offers []proseOffer) {
	pre, offers = proseOffersKnown(line, nil)
	for i := range offers {
		offers[i].pieces = diffThenResult(offers[i].pieces)
	}
	bare := map[string]bool{}
	for _, o := range offers {
		if o.gpu.gpu == "" && noPriceOffer(o) {
			bare[o.gpu.text] = true
		}
	}
	if !slices.ContainsFunc(offers, func(o proseOffer) bool { return o.gpu.gpu == "" && !bare[o.gpu.text] }) {
		return pre, offers
	}
	pre, offers = proseOffersKnown(line, bare)
	for i := range offers {
		offers[i].pieces = diffThenResult(offers[i].pieces)
	}
	return pre, offers
}

// noPriceOffer: an offer's pieces say it has no price (面议, 没货) and
// state none.
func noPriceOffer(o proseOffer) bool {
	return slices.ContainsFunc(o.pieces, func(p prosePiece) bool { return p.kind == piecePending }) &&
		!slices.ContainsFunc(o.pieces, func(p prosePiece) bool { return p.kind == piecePrice || p.kind == pieceMoney || p.kind == pieceEquiv })
}

// proseClauses cuts a line at reProseSplit, but not at a comma that
// groups a figure's thousands ("包月 ¥1,714/卡/月": one amount, not "¥1"
// and "714/卡/月").
func proseClauses(line string) []string {
	var out []string
	at, inside := 0, -1 // inside: the end of a bracket restating the amount before it
	for _, m := range reProseSplit.FindAllStringIndex(line, -1) {
		if m[0] < inside {
			continue
		}
		if m[0] == inside { // the bracket's close: "…元整)/台/月" keeps its unit; a stop after it ("…元整);") still cuts
			if m[1]-m[0] == 1 {
				continue
			}
			m = []int{m[0] + 1, m[1]}
		}
		if line[m[0]:m[1]] == "," && reCutLeft.MatchString(line[:m[0]]) && reCutRight.MatchString(line[m[1]:]) {
			continue
		}
		if strings.TrimSpace(line[m[0]:m[1]]) == ":" && planLabel(line[at:m[0]], line[m[1]:]) {
			continue // "续租包季：46,500元/台/月": the plan labels the price after it
		}
		// "人民币壹万零捌佰元整(¥10,800.00)", "¥56,000.00(大写:人民币伍万陆仟元整)": one amount written twice
		if line[m[0]:m[1]] == "(" && (figureAfterWords(line[at:m[0]], line[m[1]:]) || wordsAfterFigure(line[at:m[0]], line[m[1]:])) {
			inside = m[1] + strings.Index(line[m[1]:], ")")
			continue
		}
		out = append(out, line[at:m[0]])
		at = m[1]
	}
	return append(out, line[at:])
}

// planLabel (stop 48, set117/07, set118/04): a clause of words alone naming
// a plan with a term ("续租包季", "同配置续租包年", the words after a
// machine's last figure or space), then a colon and a price
// naming no plan of its own ("46,500元/台/月"): the plan is the label of that
// price, read with it as "续租包季46,500元/台/月" reads. after is the line
// from the colon on; the price is its first clause.
func planLabel(before, after string) bool {
	b := strings.TrimSpace(before)
	b = b[strings.LastIndexAny(b, " \t0123456789")+1:] // "H800 SXM 8卡机 包季": the words after the machine
	if b == "" || utf8.RuneCountInString(b) > 12 {
		return false
	}
	if m := reProseSplit.FindStringIndex(after); m != nil {
		after = after[:m[0]]
	}
	a := strings.TrimSpace(after)
	pa, err := parsePriceCell(a)
	if a == "" || err != nil || pa.value <= 0 || pa.mode != nil {
		return false
	}
	pj, err := parsePriceCell(b + a)
	return err == nil && pj.mode != nil && pj.mode.term != nil && pj.value == pa.value
}

// reBracketFigure: a bracket holding a figure and no other words than its
// currency or an estimate's ("(¥10,800.00)", "(¥2.00左右)").
var reBracketFigure = regexp.MustCompile(`^[^()\p{Han}]{0,12}\d[\d,.]*[^()]{0,6}\)`)

// figureAfterWords: a clause closing on an amount in words (大写 or spoken,
// "人民币玖万肆仟元整") is followed by a bracket with its figure: the two
// are one amount written twice, read together by the price cell reader
// (extract_amount.go amountsInFigures: agreeing, the figure; disagreeing,
// refused naming both).
func figureAfterWords(before, after string) bool {
	if !reBracketFigure.MatchString(after) {
		return false
	}
	b := strings.TrimSpace(norm(before))
	a := findAmountWords(b)
	return len(a) > 0 && !a[len(a)-1].bad && a[len(a)-1].end == len(b) && utf8.RuneCountInString(a[len(a)-1].text) > 1
}

// reFigureEnd: a clause closing on a figure, its 元 after it ("每台每月¥56,000.00").
var reFigureEnd = regexp.MustCompile(`\d\s*元?\s*$`)

// reWordsLabel: the label of a restated amount in a bracket ("大写:", "即").
var reWordsLabel = regexp.MustCompile(`^\s*(?:` + wordAlternation("amount_form", "words") + `|即)?\s*[:：]?\s*`)

// wordsAfterFigure: a clause closing on a figure is followed by a bracket
// with the same amount in words ("(大写:人民币伍万陆仟元整)"): one amount
// written twice, read together as figureAfterWords reads the other order.
func wordsAfterFigure(before, after string) bool {
	end := strings.Index(after, ")")
	if end < 0 || strings.Contains(after[:end], "(") || !reFigureEnd.MatchString(before) {
		return false
	}
	in := norm(after[:end])
	in = strings.TrimSpace(in[len(reWordsLabel.FindString(in)):])
	a := findAmountWords(in)
	return len(a) == 1 && !a[0].bad && a[0].end == len(in) && utf8.RuneCountInString(a[0].text) > 1
}

// proseOffersKnown cuts a line at the catalogue's GPUs and at the models
// outside it that uncat keeps (all of them where uncat is nil).
func proseOffersKnown(line string, uncat map[string]bool) (pre []prosePiece, offers []proseOffer) {
	line = sharedUnitTail(line)
	subject := reSubjectLead.MatchString(line)
	label := false // the piece before was another subject's label ("ETA: TBD", "交期：待定")
	piece := func(text string) prosePiece {
		p := linePiece(text, subject)
		if label && p.kind == piecePending {
			p.kind = pieceOther
		}
		label = p.kind == pieceOther && strings.TrimSpace(aboutPrice(norm(text))) == "" && colonAfter(line, text)
		return p
	}
	var clauses []string
	for _, raw := range proseClauses(line) {
		clauses = append(clauses, rentClauses(raw)...)
	}
	for _, raw := range clauses {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		at := 0
		for _, sp := range withUncatalogued(raw, gpuSpans(raw), uncat) {
			if before := strings.TrimSpace(raw[at:sp.start]); before != "" {
				pre, offers = addPieces(pre, offers, piece, before, subject)
			}
			label = false
			g := prosePiece{text: raw[sp.start:sp.end], kind: pieceGPU, gpu: sp.id}
			if n := len(offers); n == 0 || offers[n-1].gpu.gpu != sp.id || sp.id == "" && offers[n-1].gpu.text != g.text { // the same GPU named again: still its offer
				offers = append(offers, proseOffer{gpu: g})
			}
			at = sp.end
		}
		if rest := strings.TrimSpace(raw[at:]); rest != "" {
			pre, offers = addPieces(pre, offers, piece, rest, subject)
		}
	}
	return leadWords(pre, offers)
}

// colonAfter: the piece's text stands in the line right before a colon
// ("交期：待定", "ETA: TBD"): a label of what follows. "到货了，价格私聊" is
// no label: its 私聊 still says the price is to come (stop 48, set124/06).
func colonAfter(line, text string) bool {
	i := strings.Index(line, text)
	if i < 0 {
		return true // not found as written: as before, a label
	}
	rest := strings.TrimLeft(line[i+len(text):], " \t")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "：")
}

// leadWords: a line naming one GPU after words about it ("contact sales
// for H200", "if you commit 6 months, L20 2.1/gpu-hr", "8x H100 box, 1.9
// per card-hour"), with no price before it: the words before it are its
// offer's.
func leadWords(pre []prosePiece, offers []proseOffer) ([]prosePiece, []proseOffer) {
	if len(offers) != 1 || slices.ContainsFunc(pre, func(p prosePiece) bool {
		return p.kind == piecePrice || p.kind == pieceMoney || p.kind == pieceEquiv
	}) {
		return pre, offers
	}
	offers[0].pieces = append(slices.Clone(pre), offers[0].pieces...)
	return nil, offers
}

// addPieces adds the piece text; a piece of counts or specs whose last
// words say there is no price ("141G 8卡 1台 价格私聊", "8卡 3台 已售罄";
// noPriceTail) is two: its counts, and the price still to come.
func addPieces(pre []prosePiece, offers []proseOffer, piece func(string) prosePiece, text string, subject bool) ([]prosePiece, []proseOffer) {
	p := piece(text)
	if p.kind == piecePrice || p.kind == pieceMoney || p.kind == pieceEquiv || p.kind == piecePending {
		return addPiece(pre, offers, p)
	}
	if head, tail := noPriceTail(text, subject); tail != "" {
		pre, offers = addPiece(pre, offers, piece(head))
		return addPiece(pre, offers, piece(tail))
	}
	return addPiece(pre, offers, p)
}

// noPriceTail splits a piece holding figures at its last words with none
// (counts in Chinese numerals are figures: "两台", "双卡": spokenCounts,
// cnCounts), where those words alone say
// there is no price (linePiece: 面议, 私聊, 售罄, words/price.tsv negotiable
// and unavailable): "141G 8卡 1台 价格私聊" is "141G 8卡 1台" and "价格私聊",
// each the piece's own text, its spacing kept. A piece with no such tail
// gives "".
func noPriceTail(text string, subject bool) (head, tail string) {
	fs := strings.Fields(text)
	i := len(fs)
	for i > 0 && !strings.ContainsAny(spokenCounts(cnCounts(norm(fs[i-1]))), "0123456789") {
		i--
	}
	if i == 0 || i == len(fs) {
		return "", ""
	}
	off := 0 // the byte offset of fs[i] in text
	for k := 0; k <= i; k++ {
		off += strings.Index(text[off:], fs[k])
		if k < i {
			off += len(fs[k])
		}
	}
	head, tail = strings.TrimSpace(text[:off]), strings.TrimSpace(text[off:])
	if linePiece(tail, subject).kind != piecePending {
		return "", ""
	}
	return head, tail
}

func addPiece(pre []prosePiece, offers []proseOffer, p prosePiece) ([]prosePiece, []proseOffer) {
	if n := len(offers); n > 0 {
		offers[n-1].pieces = append(offers[n-1].pieces, p)
		return pre, offers
	}
	return append(pre, p), offers
}

// twoNumbers: err is the price cell reader's "more than one number".
func twoNumbers(err error) bool {
	var ce *cellError
	return errors.As(err, &ce) && ce.M.Key == "import.err.two_numbers"
}

// pricedTail (ML0112) is the price a piece of more than one number ends
// with, where what comes before it is no part of it ("3个月包季 每台每月 5.9万":
// "每台每月 5.9万"): the rest from a space on that reads as a price with
// its unit (a period, a card or a machine), its text and the lead before
// it: money (a currency, a scale, a money word) with its unit. ok is false
// for a piece that reads whole or ends in no such price.
func pricedTail(text string) (pc priceCell, lead, tail string, ok bool) {
	if _, err := parsePriceCell(text); !twoNumbers(err) {
		return pc, "", "", false
	}
	for i, r := range text {
		if r != ' ' || i == 0 {
			continue
		}
		lead, tail = strings.TrimSpace(text[:i]), strings.TrimSpace(text[i+1:])
		if tail == "" || !strings.ContainsAny(tail, "0123456789") {
			break
		}
		tp, err := parsePriceCell(tail)
		if err != nil || tp.value <= 0 || reOtherUnitIn.MatchString(narrow(tail)) {
			continue
		}
		money := tp.hint.currency != "" || tp.scaled || moneyWords(norm(tail))
		rate := tp.hint.basis != "" && tp.hint.period != "" && strings.ContainsAny(tail, ".") // "单卡2.3一小时": a card's rate, spoken (stop 48, set122/03)
		if money && (tp.hint.period != "" || tp.hint.basis != "" || tp.mode != nil) || rate {
			return tp, lead, tail, true // not a count ("8卡机 2台", "64 卡 × 6 周") nor a span ("交期 3天")
		}
	}
	return pc, "", "", false
}

// reOtherUnitIn: a price per a thing that is no compute (storage,
// bandwidth, addresses: "50元/Mbps/月", "0.3元/GB/月").
var reOtherUnitIn = regexp.MustCompile(`(?i)(?:/|每|per\s+)\s*(?:tb|gb|pb|mbps|gbps|m|个?ip)\b`)

// untiedComputePrice (ML0112) is the price of compute that a piece of a
// line naming no GPU states where no piece read it ("3个月包季 每台每月
// 5.9万", its price after another figure): "" for none. Money that is no
// price of compute (a deposit, "押金 2万"; storage per GB) is none.
func untiedComputePrice(pre []prosePiece) string {
	for _, p := range pre {
		if p.kind != pieceOther && p.kind != pieceMoney || p.pc.value != 0 {
			continue
		}
		if _, _, tail, ok := pricedTail(proseFigures(p.text)); ok {
			return tail
		}
	}
	return ""
}

// termLeadPrice (ML0113): a piece whose price comes after the term it is
// for with no comma between ("3个月包季 每台每月 5.9万") is that price on
// that plan: the lead must be a span of time (ParseTerm) that names its
// plan (包季), the plan the price names none of. text is the price as a
// cell states it ("包季 每台每月 5.9万"), the span restating its plan.
func termLeadPrice(piece string) (pc priceCell, text string, ok bool) {
	pc, lead, tail, ok := pricedTail(piece)
	if !ok || pc.mode != nil {
		return pc, "", false
	}
	if _, err := ParseTerm(lead); err != nil {
		return pc, "", false
	}
	lp, err := parsePriceCell(lead)
	if err != nil || lp.mode == nil {
		return pc, "", false
	}
	text = lp.mode.label + " " + tail
	if pc, err = parsePriceCell(text); err != nil || pc.mode == nil {
		return pc, "", false
	}
	return pc, text, true
}

// readPiece reads one piece that names no GPU.
func readPiece(text string) prosePiece {
	p := prosePiece{text: text}
	low := norm(text)
	said := text // "8卡 报价待定" is two pieces before it comes here (addPieces, noPriceTail)
	if !strings.ContainsAny(low, "0123456789") && !wordsAmountIn(low) {
		// the price still to come: "价格待定", "价格面议", or the word alone
		// ("面议"); an inquiry in a subject line ("资源询价") is none
		_, _, noun := prosePriceNoun.find(low)
		_, _, pending := prosePendingW.find(low)
		_, err := parsePriceCell(said)
		if noun && (pending || noPriceKey(err)) || noPriceKey(err) && noPriceWord(low) {
			p.kind = piecePending
		}
		return p
	}
	figures := leadUnitFigures(proseFigures(reDurationClause.ReplaceAllString(text, " "))) // "时长 72.0h": how long it ran, no price; "卡时9.8块": 9.8元/卡/时
	pc, err := parsePriceCell(figures)
	switch {
	case err == nil && pc.equiv && pc.primary == nil:
		p.text, p.kind, p.pc = figures, pieceEquiv, pc
		return p
	case err == nil && rateWords(inFigures(norm(figures)), pc):
		p.text, p.kind, p.pc = figures, piecePrice, pc
		p.diff = differenceAmount(low)
		p.n = machinesIn(low) // "8卡 2台 月租 2.9万/台", "6台以上可以给到1.62/卡/时": the machines beside the price
		if a := pieceAmounts(figures); len(a) > 1 {
			p.kind, p.amounts = pieceMoney, a // the price cell reader took one of them
		}
		return p
	case twoNumbers(err):
		// "3个月包季 每台每月 5.9万": the term before the price, no comma between
		if tp, text, ok := termLeadPrice(figures); ok && rateWords(inFigures(norm(text)), tp) {
			p.text, p.kind, p.pc, p.n = text, piecePrice, tp, machinesIn(low)
			return p
		}
		if moneyWords(low) || wordsAmountIn(low) {
			p.kind = pieceMoney
			return p
		}
	case err != nil && (moneyWords(low) || wordsAmountIn(low)):
		// "大概两万左右一台一个月": an amount in words that does not read as a price is money too
		p.kind = pieceMoney
		return p
	case rangeErr(err) && reProseRange.MatchString(norm(figures)) && parseHint(figures).period != "":
		// "1.45～1.60/卡/时": a range in a price's unit is a price that does
		// not read, refused quoting it, never a note
		p.kind = pieceMoney
		return p
	}
	if n, times := machinesCount(low); n != "" && (!strings.Contains(low, "卡") || reNodesOfCards.MatchString(low) || times || reStockMachines.MatchString(low)) {
		p.kind, p.n = pieceNodes, n
	}
	return p
}

var proseDifferenceWords = wordRows("prose_difference")

// reDiscountAmount: a discount in a sentence ("按包月价 9.2 折", "打八五折",
// "下浮6%", "优惠 10%"): what share of another price is paid, no price.
var reDiscountAmount = regexp.MustCompile(`\d+(?:\.\d+)?\s*折|[一二三四五六七八九][一二三四五六七八九]?\s*折|(?:下浮|优惠|减免|让利)\s*\d+(?:\.\d+)?\s*%`)

// discountAmount: the piece states a discount off another price.
func discountAmount(low string) bool { return reDiscountAmount.MatchString(low) }

// differenceAmount: the piece's amount stands right after a word of
// prose_difference ("再便宜两毛", "再让0.2", "cheaper by 0.2"), only spaces
// between: it is how much less than another price, never a price. Nothing
// is computed from it; the line is refused, naming the piece.
func differenceAmount(low string) bool {
	for _, r := range proseDifferenceWords {
		w := r[0]
		for i := range occurrences(low, w) {
			if w[0] < 0x80 && !wordAt(low, i, len(w)) {
				continue
			}
			rest := strings.TrimLeftFunc(low[i+len(w):], unicode.IsSpace)
			if rest == "" {
				continue
			}
			if rest[0] >= '0' && rest[0] <= '9' {
				return true
			}
			if a := findAmountWords(rest); len(a) > 0 && a[0].start == 0 {
				return true
			}
		}
	}
	return false
}

// wordsAmountIn: a piece states an amount in words ("一块八", "两千四",
// "人民币壹万零捌佰元整"), read as exactly (extract_amount.go): it is read as
// a price piece, like one in figures.
func wordsAmountIn(low string) bool {
	a := findAmountWords(low)
	// a lone numeral is a word's character ("大陆", 陆 a capital six), no amount
	return len(a) > 0 && !a[0].bad && utf8.RuneCountInString(a[0].text) > 1
}

// inFigures is a piece with its amounts in words in figures ("单卡一块八一小时"
// is "单卡1.8元一小时"), for the rate words around the amount; the piece itself
// is read as written, so its warning names the words.
func inFigures(low string) string {
	if out, _, err := amountsInFigures(low, low); err == nil {
		return out
	}
	return low
}

// reNodesOfCards: machines and the cards of each ("有2台8卡的", said "有两台八卡的"):
// the count before 台 is the machines.
var reNodesOfCards = regexp.MustCompile(`(?:^|[^/\d.])\d{1,4}\s*台\s*\d{1,2}\s*张?卡`)

// machinesIn is the count of machines a piece states ("现货3台", "8卡 2台":
// 2台, not the cards in one), as a cell reads it, or "".
func machinesIn(low string) string {
	n, _ := machinesCount(low)
	return n
}

// machinesCount is machinesIn's count, and whether a × after the machine
// states a count of machines ("8卡机 ×10", "8卡×2台").
func machinesCount(low string) (string, bool) {
	n := machinesTimes(low) // once a piece; "8卡×2台" is both
	for _, at := range reMachineCount.FindAllStringSubmatchIndex(low, -1) {
		if referenceLead(low[:at[2]]) {
			continue // "H800那3台，如果您一次签两台": those three named before, not the count offered (set130/03)
		}
		return low[at[2]:at[3]] + low[at[4]:at[5]], n != ""
	}
	if n != "" {
		return n + "台", true // "8卡机 ×10": ten machines of eight cards
	}
	return "", false
}

// referenceLead: the text before a count ends with a word pointing back at
// machines named before ("那3台", "这2台": words/prose.tsv count_reference_lead).
func referenceLead(before string) bool {
	for _, w := range countReferenceLead {
		if strings.HasSuffix(strings.TrimSpace(before), w) {
			return true
		}
	}
	return false
}

var countReferenceLead = wordsInOrder("count_reference_lead")

// machinesTimes is the count of machines a × states in a prose piece
// ("8卡机 ×10", "8-gpu server x 4", "8卡 x2台"), "" for none: machine_times.go
// machineTimes in a prose piece's context.
func machinesTimes(low string) string { return machineTimes(low, timesInProse) }

// pieceAmounts are the amounts a price piece states: its figures, less
// those that count the machine ("8卡") and its term ("需签1年").
func pieceAmounts(text string) []string {
	low, _, _ := termInPriceCell(norm(text))
	if sp, _, err := spokenAmounts(low, text); err == nil {
		low = sp // "2w4一个月": one amount, 2.4w
	}
	low, _, err := amountsInFigures(low, text)
	if err != nil {
		return nil
	}
	var out []string
	for _, loc := range reNumber.FindAllStringIndex(low, -1) {
		if !describesMachine(low, loc) {
			out = append(out, low[loc[0]:loc[1]])
		}
	}
	return out
}

// rateWords: a piece read as an amount states a price, not a count or a
// length ("租期 3 个月", "fiscal year starts 1 April", "160 GPU-hours"): it
// names a currency ("9.5元", "$2.49"); or an amount in 万 for a unit or a
// plan ("包月 6.5万/台", "每卡每年4.2万"); or a rate, the amount followed by
// "/", "每", "一", "per" before its unit ("1.8一小时", "1100一张卡", "2.1 per
// GPU-hour").
func rateWords(low string, pc priceCell) bool {
	unit := pc.hint.period != "" || pc.hint.basis != "" || pc.mode != nil
	switch {
	case pc.hint.currency != "" || pc.equiv:
		return true
	case pc.scaled:
		return unit
	case !unit:
		return false
	}
	return reRateBefore.MatchString(low) || reRentLead.MatchString(low) || slices.ContainsFunc(reNumber.FindAllStringIndex(low, -1), func(loc []int) bool { return reRateAfter.MatchString(low[loc[1]:]) })
}

// reRateBefore: a rate's word and period before its amount ("整机一天1180",
// "每小时1.8", "每个月3600", "一个月32000"); "每台 8 张" counts cards.
var reRateBefore = regexp.MustCompile(wordAlt("prose_rate", false) + `\s*(?:个\s*)?(?:小时|时|天|日|周|月|年)\s*\d`)

// reRentLead: a rent word of its period right before the amount ("日租25",
// "周租 150", "包月1150"; words/prose.tsv prose_rent_lead); reRentCut, one
// after a space, where a clause holding several rates is cut ("日租25 周租150").
var (
	reRentLead = regexp.MustCompile(wordAlt("prose_rent_lead", false) + `\s*[:：]?\s*\d`)
	reRentCut  = regexp.MustCompile(`\s` + wordAlt("prose_rent_lead", false) + `\s*[:：]?\s*\d`)
)

// rentClauses cuts a clause before each rent word that follows a space and
// leads an amount: "单卡 日租25 周租150" is "单卡", "日租25", "周租150", so each
// rate is a piece of its own, with its own period.
func rentClauses(raw string) []string {
	var out []string
	at := 0
	for _, m := range reRentCut.FindAllStringIndex(raw, -1) {
		if s := strings.TrimSpace(raw[at:m[0]]); s != "" {
			out = append(out, s)
		}
		at = m[0]
	}
	return append(out, strings.TrimSpace(raw[at:]))
}

// reRateAfter: a rate's word right after its amount (words/prose.tsv),
// whole: "/gpu-hr" and "per gpu" are rates, "2 apples" none.
var reRateAfter = regexp.MustCompile(`^\s*` + wordAlt("prose_rate", false) + `(?:\b|[^a-z]|$)`)

// noPriceKey: a price cell reader's refusal that says the cell holds no
// price (面议, on request, sold out).
func noPriceKey(err error) bool {
	var ce *cellError
	if err == nil || !errors.As(err, &ce) {
		return false
	}
	return ce.M.Key == "import.err.negotiable" || ce.M.Key == "import.err.unavailable"
}

// reProseRange: two figures joined by a range mark (words/spoken.tsv
// range_word, as reRange), standing apart from letters (never a UUID's
// "3f1c01f1-1001-4c1e"); the price's unit is parseHint's to find.
var reProseRange = regexp.MustCompile(`(?:^|[^0-9a-z.])\d+(?:\.\d+)?\s*` + wordAlternation("range_word", "yes") + `\s*\d+(?:\.\d+)?(?:[^0-9a-z.]|$)`)

// rangeErr: the price cell reader refused a range ("1.45～1.60").
func rangeErr(err error) bool {
	var ce *cellError
	return errors.As(err, &ce) && ce.M.Key == "import.err.range"
}

// noPriceWord: the piece is one of the words a price cell says instead of
// a price (words/price.tsv), and nothing else.
func noPriceWord(low string) bool {
	c := compact(low)
	for _, w := range append(append([][2]string{}, negotiableWords...), unavailableWords...) {
		if c == compact(w[0]) {
			return true
		}
	}
	return false
}

// linePiece reads a piece of a line; out of a mail's subject line ("主题:
// H100 资源询价"), a piece that says in Chinese words there is no price
// ("暂时没货", "的话得面议", "暂不提供") is that price still to come.
func linePiece(text string, subject bool) prosePiece {
	p := readPiece(text)
	if p.kind != pieceOther || subject || strings.ContainsAny(text, "0123456789") {
		return p
	}
	low := aboutPrice(norm(text))
	if _, err := parsePriceCell(low); noPriceKey(err) && noPriceClause(low) || errors.Is(err, errNotOffered) && hanOnly(low) {
		p.kind = piecePending
	}
	return p
}

// aboutPrice is a clause up to its first word naming another subject
// (words/prose.tsv prose_other_subject): a no-price word after it ("交期待定",
// "机房位置未定") is about that subject, not the price.
func aboutPrice(low string) string {
	for _, r := range proseOtherSubject.rows {
		if i := strings.Index(low, r[0]); i >= 0 && r[0][0] >= 0x80 {
			low = low[:i]
		}
	}
	if loc := proseOtherSubject.ascii.FindStringSubmatchIndex(low); loc != nil {
		low = low[:loc[2]] // "delivery date tbd", "eta: tbd": whole words only ("beta" is no eta)
	}
	return low
}

// noPriceClause: the piece says that there is no price: in Chinese words
// ("暂时没货", "的话得面议"), a CJK word of words/price.tsv negotiable or
// unavailable and no letters or figures beside it ("不支持 NVLink" is no
// such clause); in English ("currently out of stock", "not available this
// quarter", "contact sales for"), such a word, whole, and beside it only
// the words of words/prose.tsv prose_no_price_filler ("ask for details",
// "out of stock until 3 Jan" are no such clause).
func noPriceClause(low string) bool {
	for _, w := range append(append([][2]string{}, negotiableWords...), unavailableWords...) {
		if w[0][0] >= 0x80 && strings.Contains(low, w[0]) {
			return !strings.ContainsFunc(strings.ReplaceAll(low, w[0], ""), func(r rune) bool { return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) })
		}
	}
	loc := reNoPriceEN.FindStringSubmatchIndex(low)
	if loc == nil {
		return false
	}
	rest := low[:loc[2]] + " " + low[loc[3]:]
	return !slices.ContainsFunc(strings.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }), func(w string) bool {
		return !proseNoPriceFiller[w]
	})
}

var (
	// reNoPriceEN: an English word of words/price.tsv negotiable or
	// unavailable, whole ("ask", not "task").
	reNoPriceEN = regexp.MustCompile(`(?:^|[^a-z0-9-])(` + wordAlt("negotiable", true) + `|` + wordAlt("unavailable", true) + `)(?:$|[^a-z0-9-])`)
	// proseNoPriceFiller: the words an English no-price clause may hold
	// beside its no-price word.
	proseNoPriceFiller = wordSet("prose_no_price_filler")
)

// hanOnly: s is written in Chinese characters ("暂不提供", not "-" or "x").
func hanOnly(s string) bool {
	c := compact(s)
	return c != "" && !strings.ContainsFunc(c, func(r rune) bool { return !unicode.Is(unicode.Han, r) })
}

// moneyWords: a piece that speaks of money (a currency word or sign, or
// 万 after a figure): an amount there that does not read is a price that
// does not read, not a count.
func moneyWords(low string) bool {
	if cur, err := parseCurrency(low); cur != "" || err != nil {
		return true
	}
	return reMultiplier.MatchString(strings.TrimLeft(low, "0123456789. ")) && strings.ContainsAny(low, "0123456789")
}

// priceKey tells two prices of one GPU apart: the plan they are on and the
// period they price. Two prices with the same key are two prices for one
// offer.
func priceKey(pc priceCell) string {
	k := pc.hint.period
	if pc.mode != nil {
		k += "|" + pc.mode.label
	}
	if pc.term != nil {
		k += "|" + pc.term.String()
	}
	return k
}

// samePriceOffer: two prices on one line of one GPU price the same offer
// (priceKey: the plan and the period) unless each names its own basis and the
// two differ ("单卡每月 2,350，整台租每月 17,600": a card's month and a whole
// machine's month are two offers), or the two hold on different conditions
// (reachPrices: "签一年可以到3.9，签两年能给到3.5", or one on none). A price that names no basis beside one that
// does is not told apart from it: the line is refused as two prices.
func samePriceOffer(a, b prosePiece) bool {
	if priceKey(a.pc) != priceKey(b.pc) || a.cond != b.cond { // "签一年的话可以到3.9" (reachPrices): its own condition's offer
		return false
	}
	ba, bb := pieceBasis(a), pieceBasis(b)
	return ba == "" || bb == "" || ba == bb
}

// pieceBasis is the basis a price piece names in its own words, the
// machine's words it opened with parted off ("8卡机 单卡每月2350元": per card).
func pieceBasis(p prosePiece) string {
	if p.text != p.pc.hint.text {
		if pc, err := parsePriceCell(p.text); err == nil {
			return pc.hint.basis
		}
	}
	return p.pc.hint.basis
}

// mergeRepeatedGPU: a GPU a line names first without a price and again
// with one ("或者8卡A800、8卡H20 96G也行，A800 3.3万，H20 3.6万"): the first
// naming's words (its machine: 8卡) go before the priced one's, one offer of
// that GPU; the offers as they were where none repeats.
func mergeRepeatedGPU(offers []proseOffer) []proseOffer {
	var out []proseOffer
	for i, o := range offers {
		if o.gpu.gpu == "" || pricedPieces(o.pieces) {
			out = append(out, o)
			continue
		}
		j := slices.IndexFunc(offers[i+1:], func(x proseOffer) bool { return x.gpu.gpu == o.gpu.gpu && pricedPieces(x.pieces) })
		if j < 0 {
			out = append(out, o)
			continue
		}
		if out == nil {
			out = slices.Clone(offers[:i])
		}
		offers = slices.Clone(offers)
		k := i + 1 + j
		offers[k].pieces = append(slices.Clone(o.pieces), offers[k].pieces...)
	}
	if out == nil || len(out) == len(offers) {
		return offers
	}
	return out
}

// sharedUnitLeads: words/prose.tsv shared_unit_lead.
var sharedUnitLeads = wordsInOrder("shared_unit_lead")

// reUnitlessAmount: an amount with at most a scale and nothing after it that
// states a unit ("3.3万", "3.6万").
var reUnitlessAmount = regexp.MustCompile(`(\d+(?:\.\d+)?\s*(?:万|w|W|千|k|K)?)(\s*(?:[，,；;]|$))`)

// sharedUnitTail writes the unit of a line's last clause opening with a
// shared_unit_lead word ("都是台/月包季") after each bare amount of the
// clauses before it, where two or more amounts name none ("A800 3.3万，H20
// 3.6万，都是台/月包季" reads "A800 3.3万台/月包季，H20 3.6万台/月包季"); the line
// as it was otherwise.
func sharedUnitTail(line string) string {
	cut := strings.LastIndexAny(line, "，,；;")
	if cut < 0 {
		return line
	}
	head, tail := line[:cut], strings.TrimRight(strings.TrimSpace(line[cut+len(string([]rune(line[cut:])[0])):]), "。.!！")
	unit := ""
	for _, w := range sharedUnitLeads {
		if rest, ok := strings.CutPrefix(tail, w); ok {
			unit = strings.TrimSpace(rest)
			break
		}
	}
	if unit == "" || parseHint(unit).period == "" || strings.ContainsAny(unit, "0123456789") {
		return line
	}
	if len(reUnitlessAmount.FindAllStringIndex(head, -1)) < 2 {
		return line
	}
	return reUnitlessAmount.ReplaceAllString(head, "${1}"+unit+"${2}")
}

// diffThenResult: an offer priced only by a difference or a discount and the
// price it comes to ("每台每月再让1000，即 3.0万/台·月", "按包月价 9.2 折，即
// 32,855 元/台/月"): the restated price after the difference or discount is
// the offer's price (stop 47, set120/02; stop 51, set132/06); the pieces as
// they were otherwise.
func diffThenResult(ps []prosePiece) []prosePiece {
	if pricedPieces(ps) {
		return ps
	}
	for i := 1; i < len(ps); i++ {
		if ps[i].kind == pieceEquiv && ps[i-1].kind == pieceOther && (differenceAmount(norm(ps[i-1].text)) || discountAmount(norm(ps[i-1].text))) {
			out := slices.Clone(ps)
			out[i].kind, out[i].pc.equiv = piecePrice, false
			return out
		}
	}
	return ps
}

// sharedChoicePrice gives each GPU of a line that has no price of its own the
// pieces of the one GPU that has ("L40" of "L40和L40S…任选，都是3.4一卡一时");
// the offers as they were where two GPUs hold prices.
func sharedChoicePrice(offers []proseOffer) []proseOffer {
	var src *proseOffer
	for i := range offers {
		if pricedPieces(offers[i].pieces) {
			if src != nil {
				return offers
			}
			src = &offers[i]
		}
	}
	out := slices.Clone(offers)
	for i := range out {
		if !pricedPieces(out[i].pieces) {
			out[i].pieces = src.pieces
		}
	}
	return out
}

// proseLineRows turns one line into rows, one per price of each GPU it
// names, or refuses the line.
func proseLineRows(base rowIn, lr lineRead) ([]proseRow, []Problem) {
	l := lr.l
	hdr := proseHeader(l.text)
	at := func(text string) cell { return cell{text: text, header: hdr, letter: l.letter} }
	refuse := func(m msg.Msg) []Problem {
		return []Problem{{File: base.file, Sheet: base.sheet, Row: l.row, Column: hdr, ColumnLetter: l.letter, Reason: m}}
	}
	for _, p := range lr.pre {
		if p.kind == piecePrice || p.kind == pieceMoney {
			return nil, refuse(mk("import.prose.untied_price", p.text))
		}
	}
	lr.offers = mergeRepeatedGPU(lr.offers)
	// a GPU named with no price of its own beside one that has a price
	// ("H100 和 H800 都是 9.5元/卡时", "H800（同 H100 配置）包月 6.5万/台"):
	// which GPU the price is for is not clear
	var bare, priced string
	choice := false
	for _, o := range lr.offers {
		if pricedPieces(o.pieces) {
			priced = orDefault(priced, o.gpu.text)
		} else {
			bare = orDefault(bare, o.gpu.text)
		}
	}
	if bare != "" && priced != "" && altChoice(l.text) == "buyer" && len(lr.offers) <= 4 {
		// "L40和L40S也有，8卡机，两个型号你任选，都是3.4一卡一时": the buyer picks the card, each at the one price (stop 47, set119/02)
		lr.offers = sharedChoicePrice(lr.offers)
		choice = true
	} else if bare != "" && priced != "" {
		return nil, refuse(mk("import.prose.shared_price", bare, priced))
	}
	var out []proseRow
	var probs []Problem
	for _, o := range lr.offers {
		var prices, pending, money []prosePiece
		var spec, notes []string
		nodes := ""
		for _, p := range reachPrices(o.pieces) {
			switch p.kind {
			case piecePrice, pieceEquiv:
				if nodes == "" {
					nodes = p.n
				}
				if lead, rest := leadingSpec(p.text); lead != "" {
					p.text, spec = rest, append(spec, lead) // "8卡机 按量1.75一张卡一小时": the machine, then the price with its own unit
				}
				prices = append(prices, p)
				if lead := machineLead(p.text); lead != "" {
					spec = append(spec, lead) // "单卡1.8一小时": the machine before the amount
				}
			case pieceMoney:
				money = append(money, p)
			case piecePending:
				pending = append(pending, p)
			case pieceNodes:
				if nodes == "" {
					nodes = p.n
				}
				// "有2台8卡的", "H800 8卡 NVLink+IB 现货2台" (stop 52): the machines, and the cards and links of each
				if sp, _ := ParseSpec(p.text); sp.GPUs != nil && (reNodesOfCards.MatchString(norm(p.text)) || machinesTimes(norm(p.text)) != "" || reStockMachines.MatchString(norm(p.text))) ||
					sp.Net != nil || sp.Intra != nil {
					spec = append(spec, p.text)
				}
			default:
				if sp, ok := ParseSpec(p.text); ok || sp.Net != nil || sp.Intra != nil {
					spec = append(spec, p.text)
				} else if reTimesCards.MatchString(p.text) && specCards(o.gpu.text+" "+p.text) {
					spec = append(spec, o.gpu.text+" "+p.text) // "RTX 4090 24G × 8 整机": the cards counted after the GPU (stop 48, set124/09)
				} else {
					notes = append(notes, p.text)
				}
			}
		}
		if len(prices)+len(money)+len(pending) == 0 {
			continue // a GPU named without an offer ("H800可以再谈")
		}
		r := base
		r.row, r.english = l.row, isASCII(l.text)
		r.cells, r.extra = map[string]cell{fGPU: at(o.gpu.text)}, map[string]string{}
		r.first, r.item = at(l.text), rowItem(l.text)
		if len(spec) > 0 {
			r.cells[fSpec] = at(strings.Join(spec, "，"))
		}
		for _, sp := range spec {
			if n, ok := cardsPerMachine(sp); ok && n > 1 || reWholeWithCards.MatchString(compact(norm(sp))) {
				r.machineOffer = at(sp) // "4卡机", "8卡整机": the machine is what the line offers
				break
			}
		}
		if len(notes) > 0 {
			r.addNote(at(strings.Join(notes, "，")))
		}
		if nodes != "" {
			r.cells[fNodes] = at(nodes)
		}
		if c := cmp.Or(l.vendor, senderCompany(l.sender)); c != "" && (!l.bot || l.vendor != "") { // AS0011: a bot's name is no company
			r.cells[fVendor] = cell{text: c, header: l.senderHdr, letter: l.senderLetter}
		}
		if i := slices.IndexFunc(prices, func(p prosePiece) bool { return p.diff }); i >= 0 {
			probs = append(probs, refuse(mk("import.prose.price_difference", strings.TrimSpace(prices[i].text)))...)
			continue
		}
		var held []prosePiece // "贵司现价 13.5元/卡时，我司报价 11.9元/卡时": the buyer's price elsewhere is no offer
		prices, money, held = offerPieces(prices, money)
		if w := holdFeeOnly(prices, money); w != "" { // "锁定费 4,000 元/卡/月，启用价到货前另报": the line prices keeping the cards, no GPU time (stop 53, set140/05)
			probs = append(probs, refuse(mk("import.prose.hold_fee_only", strings.TrimSpace(l.text), w))...)
			continue
		}
		for _, h := range held {
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.notoffer_prose_held_out", strings.TrimSpace(h.text)))
		}
		if len(held) == 0 { // "会员价 1.2元/卡时" and no price for other buyers: the table's rule (qualifiedAloneForAll, SD0076)
			alone, w := -1, ""
			for i, p := range prices {
				if st, word := priceHeaderWords.in(p.text); st == "qualified" && p.kind == piecePrice {
					alone, w = i, word
					break
				}
			}
			if alone >= 0 {
				p := prices[alone]
				line := qualifiedAloneForAll(r.footLines, w)
				if line == "" {
					probs = append(probs, refuse(mk("import.err.sd_restricted_alone", strings.TrimSpace(p.text), w))...)
					continue
				}
				r.layoutWarn = append(slices.Clip(r.layoutWarn), mk("import.warn.sd_restricted_for_all", strings.TrimSpace(p.text), line))
				r.qualifiedForAll = true
			}
		}
		switch {
		case len(money) > 0 && len(money[0].amounts) > 1:
			probs = append(probs, refuse(mk("import.prose.two_prices", money[0].amounts[0], money[0].amounts[1]))...)
			continue
		case len(money) > 0 && len(prices) > 0:
			probs = append(probs, refuse(mk("import.prose.two_prices", prices[0].text, money[0].text))...)
			continue
		case len(money) > 0 || len(prices) == 0:
			// a price that does not read, or one still to come: the price
			// cell reader says why, quoting it
			w := append(money, pending...)[0]
			r.prices = []priceIn{{cell: at(w.text)}}
			out = append(out, proseRow{lr: lr, r: r})
			continue
		}
		var seen []prosePiece
		var rows []proseRow
		offered := len(prices) - countKind(prices, pieceEquiv) // a price's equivalent is no second offer (AS0003)
		for _, p := range prices {
			if p.kind == pieceEquiv {
				if n := len(rows); n > 0 {
					rows[n-1].r.equivs = append(rows[n-1].r.equivs, priceIn{cell: at(p.text)})
				}
				continue
			}
			// the term split first, on the plan and period alone: a card's and a
			// machine's price of one line are two offers (samePriceOffer below),
			// but "不满三个月" still conditions the other one's term
			k := priceKey(p.pc)
			if i := slices.IndexFunc(seen, func(o prosePiece) bool { return priceKey(o.pc) == k }); i >= 0 && len(rows) == 1 {
				if longer, shorter, term, ok := termSplit(seen[i].text, p.text); ok {
					// "整机每日1,008元，连续租用满三个月后方可享受此价格，不满三个月按每日1,152元" (BL0086):
					// the shorter rental's price, and the other one with the length as its minimum
					pr := proseRow{lr: lr, r: r}
					pr.r.prices = []priceIn{{cell: at(p.text)}}
					rows = append(rows, pr)
					rows[longer].r.cells = maps.Clone(rows[longer].r.cells)
					rows[longer].r.cells[fMinTerm] = at(term)
					rows[longer].r.layoutWarn = append(slices.Clone(rows[longer].r.layoutWarn), mk("import.warn.prose_term_split", rows[longer].r.prices[0].text, rows[shorter].r.prices[0].text, term))
					if c, ok := rows[shorter].r.cells[fNotes]; ok {
						// "租满六个月后方可享受" conditions the longer rental's price: no note of the shorter one's
						kept := slices.DeleteFunc(slices.Clone(notes), func(n string) bool { return strings.Contains(n, term) })
						rows[shorter].r.cells = maps.Clone(rows[shorter].r.cells)
						if c.text = strings.Join(kept, "，"); len(kept) == 0 {
							delete(rows[shorter].r.cells, fNotes)
						} else {
							rows[shorter].r.cells[fNotes] = c
						}
					}
					continue
				}
			}
			if i := slices.IndexFunc(seen, func(o prosePiece) bool { return samePriceOffer(o, p) }); i >= 0 {
				rows = nil
				probs = append(probs, refuse(mk("import.prose.two_prices", seen[i].text, p.text))...)
				break
			}
			seen = append(seen, p)
			pr := proseRow{lr: lr, r: r}
			pr.r.prices = []priceIn{{cell: at(p.text)}}
			if own := ownCardsSpec(spec, p.text, offered); own != nil { // AS0003: "单卡按量 1.78元/卡·时；8卡整机包月 9,200元/台·月"
				pr.r.cells = maps.Clone(pr.r.cells)
				if len(own) == 0 {
					delete(pr.r.cells, fSpec)
				} else {
					pr.r.cells[fSpec] = at(strings.Join(own, "，"))
				}
			}
			if p.cond != "" { // "签一年的话可以到3.9": the condition is this price's note alone
				pr.r.cells = maps.Clone(pr.r.cells)
				pr.r.addNote(at(p.cond))
				pr.r.layoutWarn = append(slices.Clone(pr.r.layoutWarn), mk("import.warn.ca_reach_price", p.text, p.cond, p.condFrom))
			}
			rows = append(rows, pr)
		}
		out = append(out, rows...)
	}
	if choice {
		for i := range out {
			out[i].r.layoutWarn = append(slices.Clone(out[i].r.layoutWarn), mk("import.warn.prose_choice_price", strings.TrimSpace(l.text)))
		}
	}
	return out, probs
}

// reTimesCards: a piece opening with a count after a times sign ("× 8
// 整机", "x8"), the cards of the GPU named right before it.
var reTimesCards = regexp.MustCompile(`^\s*[×xX*✕]\s*\d{1,2}(?:\D|$)`)

// specCards: the text read as a spec states the cards of one machine.
func specCards(text string) bool {
	sp, _ := ParseSpec(text)
	return sp.GPUs != nil
}

// holdFeeOnly is the hold-fee word (words/price_state.tsv price_header
// hold_fee: 保留费, 锁定费) every price and sum of the line is led by, ""
// where one is not: a line whose only prices keep capacity for the buyer
// offers no GPU time, as a table's row whose note is that fee alone
// (holdFeeLead) does not.
func holdFeeOnly(prices, money []prosePiece) string {
	w := ""
	for _, p := range slices.Concat(prices, money) {
		st, word := priceHeaderWords.in(p.text)
		if st != "hold_fee" {
			return ""
		}
		w = cmp.Or(w, word)
	}
	return w
}

// offerPieces takes out of a line's price and money pieces those whose own
// words name a price that is not the seller's offer (words/price_state.tsv
// price_header: a market or another cloud's price, the buyer's, a cost, a
// saving, a channel's, an earlier one; 原价 or a list price beside one named
// current), as the columns stage holds out such a column: held are the pieces
// taken out. Nothing is taken out unless a piece naming no such role stays.
func offerPieces(prices, money []prosePiece) (keptPrices, keptMoney, held []prosePiece) {
	role := func(p prosePiece) string { st, _ := priceHeaderWords.in(p.text); return st }
	hasNew := false
	for _, p := range slices.Concat(prices, money) {
		hasNew = hasNew || role(p) == "new"
	}
	notOffer := func(p prosePiece) bool { return roleHeldOut(role(p), hasNew) } // columns_pricestate.go heldOutRoles
	for _, p := range prices {
		if p.kind == piecePrice && notOffer(p) {
			held = append(held, p)
		} else {
			keptPrices = append(keptPrices, p)
		}
	}
	for _, p := range money {
		if notOffer(p) {
			held = append(held, p)
		} else {
			keptMoney = append(keptMoney, p)
		}
	}
	if len(held) == 0 || !slices.ContainsFunc(keptPrices, func(p prosePiece) bool { return p.kind == piecePrice }) && len(keptMoney) == 0 {
		return prices, money, nil
	}
	return keptPrices, keptMoney, held
}

// mayLeadSpec: the piece's first word may be a machine's leadingSpec parts
// off, a memory size or a card count: it holds a figure or a card word (卡,
// 张, 块, 片, 颗, 单, 双, x, ×, gpu). A cheap guard before the piece's
// fields are spec- and price-read (review 6).
func mayLeadSpec(text string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(text), " ")
	return strings.ContainsAny(first, "0123456789卡张块片颗单双xX×") || strings.Contains(strings.ToLower(first), "gpu")
}

// leadingSpec (VN0003) parts the machine's words a piece opens with from
// the rest: its first words that are memory sizes ("24G"), then one word
// that is a card count and no price ("8卡机", "8卡"), then words naming its
// links ("NVLink", "IB"): "24G 8卡机 1.68/卡/时"
// -> "24G 8卡机", "1.68/卡/时"; "8卡 报价待定" -> "8卡", "报价待定". A line's machine written once before its first price
// is then the machine of every price of that GPU, and a clause saying the
// price is still to come reads so after it. "" where the piece opens otherwise.
func leadingSpec(text string) (string, string) {
	if !mayLeadSpec(text) {
		return "", text
	}
	words := strings.Fields(text)
	n, cards := 0, false
	for n < len(words)-1 && !cards { // memory sizes, then one card count ("4卡主機 單卡月租 …": the plan is the price's)
		w := words[n]
		if strings.ContainsAny(w, "元¥$万/") {
			break
		}
		if reMemoryToken.MatchString(strings.ToLower(w)) {
			n++
			continue
		}
		if sp, _ := ParseSpec(w); sp.GPUs == nil || unitLead(w) {
			break // "单卡每月 2,350": the card and the month the amount is priced per, not the machine
		}
		if pc, err := parsePriceCell(w); err == nil && rateWords(inFigures(norm(w)), pc) {
			break // "按量1.75一张卡一小时": a price, whatever card it names
		}
		n, cards = n+1, true
	}
	if !cards {
		return "", text
	}
	lead, links := strings.Join(words[:n], " "), n
	for n < len(words)-1 && !strings.ContainsAny(words[n], "元¥$万/") {
		if sp, _ := ParseSpec(words[n]); sp.Intra == nil && sp.Net == nil {
			break
		}
		n++ // "A800 8卡 NVLink 包季 每台每月2.8万": the machine's links after its cards (stop 48, set118/04)
	}
	if n > links {
		lead += "，" + strings.Join(words[links:n], " ") // a spec piece of its own, as a clause's would be
	}
	return lead, strings.Join(words[n:], " ")
}

// machineLead is the words before a price's amount when they describe
// the machine ("单卡", "8卡整机"), else "".
func machineLead(text string) string {
	i := strings.IndexAny(text, "0123456789")
	if i <= 0 {
		return ""
	}
	lead := strings.TrimSpace(text[:i])
	if sp, _ := ParseSpec(lead); sp.GPUs == nil && sp.Net == nil && sp.Intra == nil || unitLead(lead) {
		return ""
	}
	return lead
}

// unitLead: words before an amount that name the period it is priced per
// ("单卡每月", "整台租每月"): the price's own unit, which the amount keeps,
// never the machine's words.
func unitLead(words string) bool {
	return parseHint(words).period != ""
}

// termSplit (BL0086): two prices of one plan on a line, one of them said to
// be for a rental shorter than a length ("不满三个月按每日1,152元": words/
// periods.tsv term_condition_lead below) and the other not: two offers,
// the other one for that length or more. longer and shorter are the
// indexes (0 for first, 1 for second) and term the length ("三个月"); ok
// false where neither or both are so conditioned.
func termSplit(first, second string) (longer, shorter int, term string, ok bool) {
	m1, m2 := reTermBelow.FindStringSubmatch(norm(first)), reTermBelow.FindStringSubmatch(norm(second))
	switch {
	case m1 == nil && m2 != nil:
		return 0, 1, m2[1], true
	case m1 != nil && m2 == nil:
		return 1, 0, m1[1], true
	}
	return 0, 0, "", false
}

// reReachPrice (CA0110-CA0122): a piece that is a condition, a word saying
// the price can come down to an amount, and the amount bare ("签一年的话可以
// 到3.9", "签两年能给到3.5元").
// A plan's bare amount after 的话 ("包季的话3.2万", JM0007) reaches the same
// way: the plan is the condition, the amount in the unit before it, its
// scale (万, w) the same as that price's.
var reReachPrice = regexp.MustCompile(`^(.*?)\s*` + wordAlt("prose_price_reach", false) + `\s*(\d+(?:\.\d+)?)\s*(万|w)?\s*(?:元|块)?\s*$`)

// reAmountUnit: a price's amount (where it starts) and its unit after it
// ("4.3元/卡时": "元/卡时", "5.2万/台/月": "万/台/月", "$4.3/hr": "/hr", "$"
// before).
var reAmountUnit = regexp.MustCompile(`\d(?:[\d,]*\d)?(?:\.\d+)?\s*(\S*)$`)

// reachPrices reads a piece saying the offer's price can come down to a bare
// amount on a condition that states a term ("4.3元/卡时，签一年的话可以到
// 3.9") as a second price in the unit of the price before it, the condition
// its own (cond: its row's note, so the term is that price's alone). A piece
// whose condition states no term, or with no price before it, stays a note.
func reachPrices(pieces []prosePiece) []prosePiece {
	var out []prosePiece
	var last *prosePiece
	for _, p := range pieces {
		// a price piece that is a condition and a bare amount may reach too ("包季的话3.2万", JM0007):
		// its period is only its plan's
		bare := p.kind == piecePrice && p.pc.hint.basis == "" && reReachPrice.MatchString(norm(p.text))
		if p.kind == piecePrice && !(bare && last != nil) {
			last = &p // each pass has its own p (Go 1.22 loop variables)
		}
		if p.kind != pieceOther && !bare || last == nil || last.text == p.text {
			out = append(out, p)
			continue
		}
		m := reReachPrice.FindStringSubmatch(norm(p.text))
		if m == nil || m[1] == "" {
			out = append(out, p)
			continue
		}
		lt := norm(last.text) // the price before, read only for a piece that reaches
		u := reAmountUnit.FindStringSubmatchIndex(lt)
		if u == nil || u[2] == u[3] || m[4] != "" && m[4] != leadScale(lt[u[2]:u[3]]) { // a bare amount takes the unit's scale; its own scale must be that one
			out = append(out, p)
			continue
		}
		plan := ""
		if t, _ := noteCommitment(m[1]); t == nil {
			if pm, ok := parseMode(m[1]); !bare || !ok || pm.term == nil {
				out = append(out, p)
				continue
			}
			plan = strings.TrimSpace(m[1]) + " " // "包季的话3.2万": the plan's term, written with the price (JM0007)
		}
		// the price before with its amount replaced: a sign before the
		// figure ("$4.3/hr", "¥4.3/卡时") is the reached price's too, the
		// words before it ("整机 2.4万/台/月") are not
		lead := lt[:u[0]]
		lead = lead[strings.LastIndexAny(lead, " \t")+1:]
		text := lead + m[3] + lt[u[2]:u[3]] // the scale, if any, is the unit's own
		pc, err := parsePriceCell(text)
		if err != nil || pc.value <= 0 || priceKey(pc) != priceKey(last.pc) || pc.hint.currency != last.pc.hint.currency {
			out = append(out, p)
			continue
		}
		if last.pc.value <= 0 || pc.value/last.pc.value > carryUnitRatio || last.pc.value/pc.value > carryUnitRatio {
			// "1.08万/台/月，包季的话3.1万": an amount far from the price before it is the plan's
			// total, not a price in that unit (the ratio carryUnit reads a bare figure by)
			out = append(out, p)
			continue
		}
		if text = plan + text; plan != "" {
			pc, err = parsePriceCell(text)
		}
		if err != nil || pc.value <= 0 {
			out = append(out, p)
			continue
		}
		out = append(out, prosePiece{text: text, kind: piecePrice, pc: pc, cond: strings.TrimSpace(m[1]), condFrom: last.text})
	}
	return out
}

// leadScale: the scale word (万, w) a price's unit starts with, "" for none.
func leadScale(unit string) string {
	for _, w := range []string{"万", "w"} {
		if strings.HasPrefix(unit, w) {
			return w
		}
	}
	return ""
}

// ownCardsSpec (AS0003): one line offering a GPU at two or more prices, each
// in its own clause with its own machine ("单卡按量 1.78元/卡·时；8卡整机包月
// 9,200元/台·月", a chat bot's two offers in one message): a price whose own
// clause states the cards of its machine is read with them, the line's other
// clauses' card counts left out of its spec. nil: the spec stands as it is.
func ownCardsSpec(spec []string, price string, prices int) []string {
	if prices < 2 {
		return nil
	}
	n, ok := cardsPerMachine(price)
	if g := parseHint(price).gpus; g != nil {
		n, ok = *g, true // "8卡整机包月 9,200元/台·月": the price cell's own cards
	}
	if !ok {
		return nil
	}
	out := []string{}
	dropped := false
	for _, sp := range spec {
		m, ok := cardsPerMachine(sp)
		if g, _ := ParseSpec(sp); g.GPUs != nil {
			m, ok = *g.GPUs, true // "单卡按量"
		}
		if ok && m != n {
			dropped = true
			continue
		}
		out = append(out, sp)
	}
	if !dropped {
		return nil
	}
	return out
}

// countKind: how many pieces are of the kind.
func countKind(ps []prosePiece, k pieceKind) int {
	n := 0
	for _, p := range ps {
		if p.kind == k {
			n++
		}
	}
	return n
}
