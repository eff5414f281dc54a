package quotes

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The locate stage's chats: a conversation exported one message a row
// (time, sender, message) or with each message's head (sender and time)
// on a line of its own. Each message is a line of prose (locate_prose.go)
// with its sender: the buyer's messages are no offers, and the company
// part of a vendor's sender name is the vendor.

// chatCols are the columns of a chat export: the time of each message,
// its sender, and the row of headers above the messages (-1: none).
type chatCols struct {
	time, sender, headerRow int
}

var reChatTime = regexp.MustCompile(`^\s*(?:\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4},?)?(?:[\sT]*\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?)?\s*$`)

func chatTime(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	return len(s) >= 4 && strings.ContainsAny(s, "0123456789") && reChatTime.MatchString(s)
}

// chatLayout finds a chat export's columns: a column of times, beside it
// a column of a few senders named again and again, the messages in the
// others.
func chatLayout(t *table) (chatCols, bool) {
	w := t.width()
	if w < 3 {
		return chatCols{}, false
	}
	times := make([]int, w)
	for r := range t.rows {
		for c := 0; c < w; c++ {
			if chatTime(t.cell(r, c)) {
				times[c]++
			}
		}
	}
	tc := 0
	for c := range times {
		if times[c] > times[tc] {
			tc = c
		}
	}
	var msgs []int
	for r := range t.rows {
		if chatTime(t.cell(r, tc)) && len(filled(t.rows[r])) >= 3 {
			msgs = append(msgs, r)
		}
	}
	if len(msgs) < 2 {
		return chatCols{}, false
	}
	for c := 0; c < w; c++ {
		if c == tc {
			continue
		}
		names, n, long := map[string]bool{}, 0, false
		for _, r := range msgs {
			if v := strings.TrimSpace(t.cell(r, c)); v != "" {
				names[v], n = true, n+1
				long = long || utf8.RuneCountInString(v) > 32
			}
		}
		if n == len(msgs) && !long && len(names) <= max(2, n/2) {
			cc := chatCols{time: tc, sender: c, headerRow: -1}
			for r := msgs[0] - 1; r >= 0; r-- {
				if len(filled(t.rows[r])) >= 2 {
					cc.headerRow = r
					break
				}
			}
			return cc, true
		}
	}
	return chatCols{}, false
}

// reChatLine: a messenger's text export, one message a line: the date and
// time, the sender, the message ("03/12/2026, 10:06 - Ken: HK$16.8/卡/個鐘"
// as WhatsApp writes it on Android, "[03/12/2026, 10:06:12] Ken: …" on an
// iPhone; "2026-12-02 10:16 蓉城云算-小王：…" as a WeChat export writes it, a
// full-width colon and no space), or as LINE writes it under a line of the day's date
// ("2026/12/03(四)", then "10:06<tab>Ken<tab>…").
var (
	reLineChat = regexp.MustCompile(`^(\d{1,2}:\d{2})\t([^\t]{1,60})\t(.+)$`)
	reLineDate = regexp.MustCompile(`^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\s*(?:\(\S{1,3}\)|（\S{1,3}）)?\s*$`)
)

// reDayRule: a day's rule in a chat export ("—————  2027-08-12  —————"): the
// messages under it carry their time alone (reTimeChatLine: "20:09 黔岭云-阿杰：…").
var (
	reDayRule      = regexp.MustCompile(`^[—\-=－─━_*\s]{2,}\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?(?:\s*(?:\(\S{1,3}\)|（\S{1,3}）))?[—\-=－─━_*\s]{2,}$`)
	reTimeChatLine = regexp.MustCompile(`^(\d{1,2}:\d{2}(?::\d{2})?)\s+([^:：\t]{1,60}?)(?::\s+|：\s*)(\S.*)$`)
)

var reChatLine = regexp.MustCompile(`^\[?(\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[APap]\.?[Mm]\.?)?)\]?\s*(?:[-–]\s+)?([^:：\t]{1,60}?)(?::\s+|：\s*)(\S.*)$`)

// chatTextTable reads a messenger's text export into the rows chatLayout
// reads (time, sender, message), each line the row of its line number; a
// line that is no message (a system line, a message's second line) is one
// cell. ok false where fewer than two lines, or not half the file's lines,
// are messages.
func chatTextTable(text string) (*table, bool) {
	g := &grid{}
	lines, msgs := 0, 0
	all := strings.Split(text, "\n")
	lineChat := slices.ContainsFunc(all, func(ln string) bool { return reLineDate.MatchString(strings.TrimSpace(ln)) })
	dayRuled := slices.ContainsFunc(all, func(ln string) bool { return reDayRule.MatchString(strings.TrimSpace(ln)) })
	for i, ln := range all {
		ln = strings.TrimRight(ln, " \r")
		if strings.TrimSpace(ln) == "" {
			continue
		}
		lines++
		sr := sheetRow{num: i + 1}
		m := reChatLine.FindStringSubmatch(ln)
		if m != nil {
			if _, gpu := matchGPU(strings.TrimSpace(m[2])); gpu {
				m = nil // "2026-12-01 09:00 H100 80G SXM：2.3元/卡时": a dated note, the GPU no sender (as withHeads)
			}
		}
		if m == nil && dayRuled { // "20:09 黔岭云-阿杰：…" under "—————  2027-08-12  —————" (set132/04)
			if m = reTimeChatLine.FindStringSubmatch(ln); m != nil {
				if _, gpu := matchGPU(strings.TrimSpace(m[2])); gpu {
					m = nil
				}
			}
		}
		if m != nil || lineChat && func() bool { m = reLineChat.FindStringSubmatch(ln); return m != nil }() {
			msgs++
			sr.cells = []sheetCell{{0, m[1]}, {1, strings.TrimSpace(m[2])}, {2, m[3]}}
		} else {
			sr.cells = []sheetCell{{0, strings.TrimPrefix(ln, "\ufeff")}}
		}
		g.rows = append(g.rows, sr)
	}
	if (msgs < 2 || msgs*2 < lines) && !transcript(all) || lines > maxRows {
		return nil, false
	}
	t, err := g.table()
	return t, err == nil
}

// reChatHead: a chat export's message head on a line of its own, the
// sender and the time ("锐思算力-小周 2026-12-02 10:35", "[10:35] Mia
// (Northwind Compute)"); the message is on the lines under it.
var reChatHead = regexp.MustCompile(`^\s*(?:\[?` + chatStamp + `\]?\s+(\S.{0,40}?)|(\S.{0,40}?)\s+\[?` + chatStamp + `\]?)\s*$`)

const chatStamp = `(?:(?:\d{4}[-/.年])?\d{1,2}[-/.月]\d{1,2}日?\s+)?\d{1,2}:\d{2}(?::\d{2})?`

// withHeads gives the lines under a message head its sender; the heads
// are no lines of their own. Lines are left as they are unless two heads
// name a sender, or the one head is the text's first line. Likewise a text compiling several vendors' replies, each
// block under a line labelling its vendor ("公司：…", "供应商：…";
// section_vendor_label, rule MX0301): that vendor is the vendor of the
// block's lines, up to the next such line; the blocks' other head lines
// ("时间：2026-12-02 10:14") are then no chat's message heads.
func withHeads(lines []proseLine) []proseLine {
	if withVendorLabels(lines) || chainVendors(lines) {
		return lines
	}
	head := func(l proseLine) string {
		m := reChatHead.FindStringSubmatch(l.text)
		if m == nil {
			return ""
		}
		name := strings.TrimSpace(m[1] + m[2])
		if _, gpu := matchGPU(name); gpu || utf8.RuneCountInString(name) > 32 {
			return ""
		}
		if i := strings.IndexAny(name, "：:"); i >= 0 && strings.TrimSpace(strings.TrimLeft(name[i:], "：:")) != "" {
			return "" // "20:06 西云数智-马工：[图片]": a message of its own (set132/04), no head over the next line
		}
		return name
	}
	heads := 0
	for _, l := range lines {
		if head(l) != "" {
			heads++
		}
	}
	// one message copied out whole: its head the text's first line
	// ("川渝算力通 周建国  2028/6/8 10:32" over the broker's list, stop 52
	// set137/03) names the sender of every line under it
	single := heads == 1 && len(lines) > 1 && head(lines[0]) != ""
	if heads < 2 && !single {
		return lines
	}
	var out []proseLine
	sender, at, letter := "", "", ""
	for _, l := range lines {
		if name := head(l); name != "" {
			sender, at, letter = name, l.text, l.letter
			continue
		}
		l.sender, l.senderHdr, l.senderLetter = sender, at, letter
		out = append(out, l)
	}
	return out
}

// chainVendors gives each numbered line of a group chat's 接龙 its
// writer's name as its vendor: a line names the chain (words/prose.tsv
// chain_word), and two numbered lines or more open with different names, a
// word with no figure and no GPU before the GPU the line prices ("3. 锦江云算
// 4090 8卡 …"; "4. 王工-岷山云 A800 …" its company part). The lines are no
// chat's message heads. False where the file is no such chain (FO0020).
func chainVendors(lines []proseLine) bool {
	if !slices.ContainsFunc(lines, func(l proseLine) bool {
		return reChainItem.FindString(l.text) == "" && containsWord(norm(l.text), "chain_word")
	}) {
		return false
	}
	names, at := map[string]bool{}, make([]string, len(lines))
	for k, l := range lines {
		m := reChainItem.FindStringSubmatch(l.text)
		if m == nil || strings.ContainsAny(m[1], "0123456789") {
			continue
		}
		if _, gpu := matchGPU(m[1]); gpu {
			continue
		}
		if _, gpu := matchGPU(m[2]); gpu {
			at[k] = cmp.Or(senderCompany(m[1]), m[1])
			names[at[k]] = true
		}
	}
	if len(names) < 2 {
		return false
	}
	for k, v := range at {
		if v != "" {
			lines[k].vendor, lines[k].senderHdr, lines[k].senderLetter = v, strings.TrimSpace(lines[k].text), lines[k].letter
		}
	}
	return true
}

// reChainItem: a 接龙's numbered line, its number, the name, the rest.
var reChainItem = regexp.MustCompile(`^\s*\d{1,3}\s*[.、．)）]\s*(\S+)\s+(.+)$`)

// buyerSender: the chat sender's name says it is the buyer; a seller's
// role holding a buyer word ("华蜀通信-刘洋（政企客户经理）": the account
// manager, words/prose.tsv prose_seller_role) says none.
func buyerSender(s string) bool {
	low := norm(s)
	for _, w := range sellerRoles {
		low = strings.ReplaceAll(low, w, " ")
	}
	_, _, ok := proseBuyer.find(low)
	return ok
}

// sellerRoles: the seller's roles holding a buyer word (prose_seller_role).
var sellerRoles = wordsInOrder("prose_seller_role")

// senderCompany is the company part of a chat sender's name: the part
// that ends in a company word ("锐思算力-小周" is 锐思算力's 小周, "Mia
// (Northwind Compute)" is Northwind Compute's Mia); "" when no part does.
func senderCompany(s string) string {
	if _, co, ok := strings.Cut(narrow(s), "@"); ok && strings.TrimSpace(co) != "" && !strings.ContainsAny(co, ".@") {
		return strings.TrimSpace(co) // 企业微信's "赵敏@天府算力港": the person at the company (not a mail address)
	}
	for _, part := range reSenderSplit.Split(narrow(s), -1) {
		if part = strings.TrimSpace(part); part != "" && reCompanyish.MatchString(norm(part)) {
			// "王經理 北辰雲端": the person's words beside the company's are left
			fs := strings.Fields(part)
			if co := slices.DeleteFunc(slices.Clone(fs), func(f string) bool { return rePersonName.MatchString(norm(f)) }); len(co) > 0 && len(co) < len(fs) {
				part = strings.Join(co, " ")
			}
			for _, g := range scriptGroups(part) {
				if reCompanyish.MatchString(norm(g)) {
					return g // "Ken Lau 港島算力": the person in Latin letters, the company in Chinese
				}
			}
			return part
		}
		if co := companyBesidePerson(part); co != "" {
			return co
		}
	}
	return nickCompany(narrow(s))
}

// companyBesidePerson is the company of a sender's part that is a company's
// name and a person's full name apart by a space ("蓉算云 陈晓" of "蓉算云 陈晓
// （企业客户经理）", stop 54 set146/03): the one word that ends in a company
// word, every other a name of two or three Chinese letters; "" for none.
func companyBesidePerson(part string) string {
	fs := strings.Fields(part)
	if len(fs) != 2 {
		return ""
	}
	for i, f := range fs {
		p := fs[1-i]
		if n := utf8.RuneCountInString(p); reCompanyish.MatchString(norm(f)) && onlyHan(p) && (n == 2 || n == 3) && !reCompanyish.MatchString(norm(p)) {
			return f
		}
	}
	return ""
}

// nickCompany: a sender's nickname of a person and a name of three or more
// Chinese letters beside it ("周磊-蓉城算力通", "小何-渝算通": a WeChat
// nickname's habit, the person then the company): that name, though no
// company word ends it (stop 47, set119/02; set116/06). A department or role
// (销售部, 商务) is no company; two short parts (邓工(蜀鹰)) name none.
func nickCompany(s string) string {
	var parts []string
	for _, p := range reSenderSplit.Split(s, -1) {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	if f := strings.Fields(s); len(parts) == 1 && len(f) == 2 && onlyHan(f[0]) && onlyHan(f[1]) {
		// "蓉达算力 陈磊" (stop 52 set138/03): the company, a space, then the person's
		// full name (two or three letters) behind a name of four letters or more
		if n0, n1 := utf8.RuneCountInString(f[0]), utf8.RuneCountInString(f[1]); n0 >= 4 && n0 <= 12 && (n1 == 2 || n1 == 3) &&
			!slices.ContainsFunc(staffRoles, func(w string) bool { return strings.Contains(f[0], w) }) && !buyerSender(f[0]) {
			return f[0]
		}
	}
	if len(parts) != 2 {
		return ""
	}
	person := func(p string) bool {
		n := utf8.RuneCountInString(p)
		return rePersonName.MatchString(norm(p)) || onlyHan(p) && n == 2 || onlyHan(p) && n == 3 && (strings.HasPrefix(p, "小") || strings.HasPrefix(p, "老"))
	}
	for i, p := range parts {
		co := parts[1-i]
		if person(p) && !person(co) && onlyHan(co) && utf8.RuneCountInString(co) >= 3 && utf8.RuneCountInString(co) <= 12 &&
			!slices.ContainsFunc(staffRoles, func(w string) bool { return strings.Contains(co, w) }) && !buyerSender(co) {
			return co
		}
	}
	return ""
}

// onlyHan: every letter of s is a Chinese one.
func onlyHan(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool { return !unicode.Is(unicode.Han, r) })
}

// scriptGroups splits a name at the spaces between a run of Chinese words
// and a run of other words ("Ken Lau 港島算力" -> "Ken Lau", "港島算力").
func scriptGroups(s string) []string {
	var out []string
	prevHan := false
	for i, w := range strings.Fields(s) {
		han := unicode.Is(unicode.Han, []rune(w)[0])
		if i == 0 || han != prevHan {
			out = append(out, w)
		} else {
			out[len(out)-1] += " " + w
		}
		prevHan = han
	}
	return out
}

// reSenderSplit: the marks between a sender's company and person.
var reSenderSplit = regexp.MustCompile(`[-—–_·|/:()\[\]@]+|\s{2,}`)

// withVendorLabels gives the lines under each vendor label line, where two
// or more label different vendors, the vendor it names (withHeads); false
// when they do not.
func withVendorLabels(lines []proseLine) bool {
	names := map[string]bool{}
	for _, l := range lines {
		if v := sectionVendor(l.text); v != "" {
			names[v] = true
		}
	}
	label := sectionVendor
	if len(names) < 2 {
		// minutes of several calls, one markdown heading a call ("## 2.
		// 天府智算 — 刘总"): each heading naming a vendor labels the lines
		// under it, up to the next heading
		clear(names)
		for _, l := range lines {
			if v := headingVendor(l.text); v != "" {
				names[v] = true
			}
		}
		if len(names) < 2 {
			return false
		}
		label = headingVendor
	}
	vendor, at, letter := "", "", ""
	for k := range lines {
		if reMdHeading.MatchString(lines[k].text) && label(lines[k].text) == "" && vendor != "" && sectionVendor(lines[k].text) == "" {
			vendor = "" // "## 待办": a heading naming no vendor ends the block
			continue
		}
		if v := label(lines[k].text); v != "" {
			vendor, at, letter = v, strings.TrimSpace(lines[k].text), lines[k].letter
			continue
		}
		if vendor != "" && lines[k].sender == "" {
			lines[k].vendor, lines[k].senderHdr, lines[k].senderLetter = vendor, at, letter
		}
	}
	return true
}

// reBareGeForce: a consumer card's model number written bare in a chat
// ("5090也有", "3080Ti"): the GeForce numbering, 10x0 to 50x0.
var reBareGeForce = regexp.MustCompile(`(?i)^[1-5]0[5-9]0(?:ti|d)?$`)

// namesOtherModel: the message names a GPU model the catalogue does not
// know ("5090也有，8卡的 1.35w一个月", "GH200"): it is no answer about the GPU
// the buyer asked of, whatever it prices.
func namesOtherModel(text string) bool {
	for _, loc := range reModelToken.FindAllStringIndex(text, -1) {
		tok := text[loc[0]:loc[1]]
		if (modelShaped(tok) || reBareGeForce.MatchString(tok) && !figureIsAmount(text[loc[1]:])) && !isGPUName(tok) {
			return true
		}
	}
	return false
}

// figureIsAmount: the text after a figure makes it an amount ("5090元",
// "5090/月", "5090一个月", "1.35w"): a currency, unit or per word
// (amountAfter) or a scale word (words/prose.tsv amount_after).
func figureIsAmount(rest string) bool {
	r := strings.TrimSpace(rest)
	has := func(w string) bool { return strings.HasPrefix(strings.ToLower(r), strings.ToLower(w)) }
	return slices.ContainsFunc(amountAfter, has) || slices.ContainsFunc(scaleAfterFigure, has)
}

// scaleAfterFigure: words/prose.tsv amount_after.
var scaleAfterFigure = wordsInOrder("amount_after")

// threadGPUs reads a seller's message that prices no GPU ("簽3個月或以上，
// 每部每月可以減到 HK$88,000") as the offer for the one GPU the buyer's
// message just before it names ("H100 包月可唔可以平啲？"), sized as the
// seller's latest earlier offer of that GPU family states its machine: the
// GPU is put before the message as its head, and the quote warns where it
// came from. A question naming no GPU or several leaves the price untied
// (refused).
func threadGPUs(reads []lineRead, buyer func(proseLine) bool) {
	priced := func(ps []prosePiece) bool {
		return slices.ContainsFunc(ps, func(p prosePiece) bool { return p.kind == piecePrice || p.kind == pieceMoney })
	}
	for k := range reads {
		lr := reads[k]
		if lr.l.sender == "" || buyer(lr.l) || len(lr.offers) > 0 || !priced(lr.pre) {
			continue
		}
		j := k - 1
		answered := false // the seller priced a GPU after the question: the question is answered (stop 46, set113/03)
		for j >= 0 && reads[j].l.sender == lr.l.sender {
			answered = answered || len(reads[j].offers) > 0
			j--
		}
		if j < 0 || answered || namesOtherModel(lr.l.text) || !buyer(reads[j].l) || len(reads[j].offers) != 1 || priced(reads[j].pre) || priced(reads[j].offers[0].pieces) {
			continue
		}
		asked := reads[j].offers[0].gpu
		head := asked.text
		for m := j - 1; m >= 0; m-- {
			if reads[m].l.sender != lr.l.sender {
				continue
			}
			if o := reads[m].offers; len(o) == 1 && gpuFamily(o[0].gpu.gpu) == gpuFamily(asked.gpu) {
				if n := clauseCards(norm(reads[m].l.text)); n > 0 { // "4卡機", "（8張卡）"
					head += " " + strconv.Itoa(n) + "卡"
				}
				break
			}
		}
		reads[k].l.head, reads[k].l.thread = head+" ", reads[j].l.row
		reads[k].pre, reads[k].offers = proseOffers(spokenLine(reads[k].l.head + lr.l.text))
	}
}

// transcript: a call's voice-to-text transcript (讯飞听见, 飞书妙记): each
// utterance under a head line of its own naming the speaker and the time
// ("Daniel Tan 00:41", "说话人2  00:02:52"). Its lines are prose (the heads
// give the lines under them their sender, withHeads), never a table's rows
// however many commas a sentence holds. At least two heads, each followed by
// a line that is no head, and the heads with their utterances at least two
// thirds of the text's lines.
func transcript(all []string) bool {
	var lines []string
	for _, ln := range all {
		if ln = strings.TrimSpace(strings.TrimPrefix(ln, "\ufeff")); ln != "" {
			lines = append(lines, ln)
		}
	}
	heads, said := 0, 0
	for i, ln := range lines {
		if !reChatHead.MatchString(ln) {
			continue
		}
		heads++
		if i+1 < len(lines) && !reChatHead.MatchString(lines[i+1]) {
			said++
		}
	}
	return heads >= 2 && said == heads && (heads+said)*3 >= len(lines)*2
}

// reMdHeading: a markdown heading, its number and its text ("## 2. 天府智算
// — 刘总"); headingVendor reads the vendor from the text before a dash
// that names the person called.
var reMdHeading = regexp.MustCompile(`^\s*#{1,4}\s+(?:\d{1,2}\s*[.、)]\s*)?(\S.*?)\s*$`)

var reHeadingPerson = regexp.MustCompile(`\s+[—–-]{1,2}\s+.*$|\s*[（(][^）)]*[）)]\s*$`)

func headingVendor(text string) string {
	m := reMdHeading.FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	name := strings.TrimSpace(reHeadingPerson.ReplaceAllString(m[1], ""))
	if name == "" || utf8.RuneCountInString(name) > 24 || namesGPU(name) || strings.ContainsAny(name, "0123456789") {
		return ""
	}
	if v, _ := CleanName(name); v == name && (reCompanyish.MatchString(strings.ToLower(name)) || tradeNamed(name)) {
		return v
	}
	return ""
}

// clauseCards: the GPUs per machine the first clause of a line that names
// them gives (a line's own count, or a machine's "8卡机"), 0 for none; a
// question or request line's count carried to the answer under it.
func clauseCards(low string) int {
	for _, c := range reTwinClause.Split(low, -1) {
		n, _ := lineCardsPerMachine([]string{c})
		if n == 0 {
			n, _ = cardsPerMachine(c)
		}
		if n > 0 {
			return n
		}
	}
	return 0
}
