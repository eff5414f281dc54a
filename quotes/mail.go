package quotes

// The mail-structure stage: what a mail client leaves around a quote (its
// head lines, its quoting marks, its folder exports). The knowledge is in
// words/locate.tsv (tables mail_head, mail_export_column); rules ML….

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// reMailHeadLine (ML0001): a line of a mail's head, "发件人: …", "Sent:\t…",
// "收件人：…" (words/locate.tsv mail_head: from, sent, to), its label and value.
var reMailHeadLine = regexp.MustCompile(`(?i)^\s*(` + wordAlternation("mail_head", "from", "sent", "to") + `)\s*[:：][\s,，]*(.*)$`)

// reMailbox: a mailbox as a mail client writes it, its display name and the
// address in angle brackets ("\"邛崃山算力-陈晓\"<chenxiao@…>;").
var reMailbox = regexp.MustCompile(`<\s*[^<>\s]+@[^<>\s]+\s*>|[\w.+-]+@[\w-]+(?:\.[\w-]+)+`)

// reDisplaySplit: the parts of a display name ("邛崃山算力-陈晓", "周婷 | 峨眉算力").
var reDisplaySplit = regexp.MustCompile(`\s*[-—_|｜·/／]\s*|\s{2,}|\x{3000}`)

// mailHeadVendor reads a line of a mail's head (ML0001). ok is false for
// any other line, and for a from head whose display name names no company
// (a person alone: the labelled line's reading decides it). A head's label
// is never a name ("Sent: Thursday…" names no "Sent"); only its sender's
// line may name the vendor, by the company in the sender's display name
// ("邛崃山算力-陈晓" → 邛崃山算力); an addressee or a date names none; a
// person's name alone is a warned last resort.
func mailHeadVendor(line string) (vendor string, ok bool) {
	kind, value, head := mailHead(line)
	if !head {
		return "", false
	}
	if kind != "from" {
		return "", true
	}
	if v := mailDisplayCompany(value); v != "" {
		return v, true
	}
	// a person alone ("From: 王磊 <…>") is left to the labelled line's
	// reading: the vendor policy's last resort (vendor.title, warned), below
	// any company the file names (TestFromHeadPersonLastResort)
	return "", false
}

// mailHeadKind: the mail_head words and what they label.
var mailHeadKind = wordMap("mail_head")

// mailHead reads a line of a mail's head: what its label labels (mail_head:
// "from", "to", …) and its value; ok is false for any other line.
func mailHead(line string) (kind, value string, ok bool) {
	m := reMailHeadLine.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return "", "", false
	}
	return mailHeadKind[strings.ToLower(strings.TrimSpace(m[1]))], m[2], true
}

// displayName is a from head's value without its address and the quotes
// and separators around the name (“"赵晴" <zhaoqing@…>;” → 赵晴).
func displayName(value string) string {
	return strings.Trim(strings.TrimSpace(reMailbox.ReplaceAllString(value, " ")), `"'“”;；,，`)
}

// mailDisplayCompany is the company a sender's display name names, "" when
// it names only a person.
func mailDisplayCompany(value string) string {
	name := displayName(value)
	for _, part := range reDisplaySplit.Split(name, -1) {
		part = strings.Trim(strings.TrimSpace(part), `"'“”`)
		if part == "" || rePersonName.MatchString(part) {
			continue
		}
		if namesCompany(part) {
			if v := titleHead(part); v != "" && !notAVendorName(v) {
				return v
			}
		}
	}
	return ""
}

// reMailDomain: the domain of a sender's address.
var reMailDomain = regexp.MustCompile(`@([\w-]+(?:\.[\w-]+)+)`)

// reLatinName: a Latin word a signature or title may name a company by.
var reLatinName = regexp.MustCompile(`[A-Za-z][A-Za-z0-9&-]*[A-Za-z0-9]`)

// senderDomainName is the name a sender's address gives its company by
// ("priya.raman@lumenrack.sg" → lumenrack; "…@x.com.cn" → x), "" for a
// public mailbox (words/locate.tsv mail_provider: qq.com, gmail.com …).
func senderDomainName(value string) string {
	m := reMailDomain.FindStringSubmatch(value)
	if m == nil {
		return ""
	}
	parts := strings.Split(strings.ToLower(m[1]), ".")
	parts = parts[:len(parts)-1] // the country or top-level domain
	for len(parts) > 1 && mailSecondLevel[parts[len(parts)-1]] {
		parts = parts[:len(parts)-1]
	}
	name := parts[len(parts)-1]
	if mailProvider[name] || len(name) < 3 {
		return ""
	}
	return name
}

var (
	mailSecondLevel = wordSet("mail_second_level")
	mailProvider    = wordSet("mail_provider")
)

// mailOwnFrom is the value of the mail's own from head among a file's head
// lines: in a forward, the first from head after the last forward or
// original-mail marker (the forwarded mail's sender, not the one who
// forwards it); else the first. ok is false where there is none.
func mailOwnFrom(lines []string) (value string, ok bool) {
	for _, line := range lines {
		if reMailMarker.MatchString(line) {
			value, ok = "", false
			continue
		}
		if ok {
			continue
		}
		if kind, v, head := mailHead(line); head && kind == "from" {
			value, ok = v, true
		}
	}
	return value, ok
}

// mailSenderVendor (ML0017, the vendor policy's vendor.mail_sender): the
// company named in the file whose Latin name is the domain of the address
// in the mail's own from head ("From: Priya Raman <priya.raman@lumenrack.sg>"
// and "… | LumenRack Pte. Ltd." → LumenRack): the sender's company, where
// neither the head nor a signature reads as one by its words alone.
func mailSenderVendor(s vendorScope) []vendorCand {
	from, ok := mailOwnFrom(s.titles)
	if !ok {
		return nil
	}
	dom := strings.ReplaceAll(senderDomainName(from), "-", "")
	if dom == "" {
		return nil
	}
	for _, other := range append(slices.Clone(s.titles), s.lone...) {
		if reMailbox.MatchString(other) {
			continue // an address names its domain, not the company
		}
		for _, w := range reLatinName.FindAllString(other, -1) {
			if strings.ReplaceAll(strings.ToLower(w), "-", "") == dom {
				return []vendorCand{{ev: Evidence{Value: w, Source: srcSheetLine, Text: other}, rank: vendorNamed,
					say: mk("import.warn.vendor_from_sender_domain", w, other, from)}}
			}
		}
	}
	return nil
}

// barredCompany (ML0110) is the company among a signature's fields parted
// by bars ("罗斌｜龙泉驿算力（成都）科技有限公司｜商务总监"): the one field that
// reads as a company, not the person who leads the line; "" for none or
// several.
func barredCompany(line string) string {
	parts := reSignatureBar.Split(strings.TrimSpace(line), -1)
	if len(parts) < 2 || len(parts) > 4 {
		return ""
	}
	found := ""
	for _, p := range parts {
		if p = strings.TrimSpace(p); namesCompany(p) && !reContactMark.MatchString(p) {
			if found != "" {
				return ""
			}
			found = p
		}
	}
	if found == "" {
		return ""
	}
	if v := titleHead(found); v != "" && !notAVendorName(v) {
		return v
	}
	return ""
}

// replyAnsweredByCompany (ML0052): beside a reply's subject ("主题：答复:
// 【询价】天府科技 …", which the one who asked wrote), a line that is no
// subject names a company (the replier's signature "罗斌｜龙泉驿算力…"): the
// reply's own company answers, the subject's names the asker.
func replyAnsweredByCompany(cands []vendorCand) bool {
	subject, company := false, false
	for _, c := range cands {
		if reReplySubject.MatchString(c.ev.Text) {
			subject = true
		} else if namesCompany(c.ev.Value) && !reMailHeadLine.MatchString(c.ev.Text) {
			company = true
		}
	}
	return subject && company
}

// reBudgetFigure (ML0054): a budget word (words/trade.tsv request_price,
// value budget: 预算, 目标价, budget) before a figure ("预算 ≤ 9.5 元/卡时",
// "目标价不高于 9元", "budget: under $2/hr", "预算 2 元/卡时以内"): the
// buyer's own figure in the request a reply quotes or answers inline, never
// an offer; its line is a request (requestLine). Its groups: the colon, the
// bound, the currency before the figure, the figure and a money unit after
// it (budgetFigure reads them).
var reBudgetFigure = regexp.MustCompile(`(?i)` + wordAlternation("request_price", "budget") + `\s*([:：])?\s*([≤<≦＜]=?|不超过|不高于|不超|低于|小于|控制在|在|约|大概|大约|under|below|up to|max\.?|of)?\s*([$¥￥])?\s*(\d[\d.,]*)\s*(元|万|块|千|rmb|cny|usd|美元|/)?`)

// budgetWords: the budget words, looked for before the pattern runs.
var budgetWords = wordsWithValue("request_price", "budget")

// budgetFigure: line (lower case) states the buyer's budget as a figure: a
// colon, a bound or a currency between the word and the figure, or money
// after it; a figure that names a GPU ("Budget 4090 nodes: $0.35/hr") is no
// budget.
func budgetFigure(low string) bool {
	if !slices.ContainsFunc(budgetWords, func(w string) bool { return strings.Contains(low, w) }) {
		return false
	}
	for _, m := range reBudgetFigure.FindAllStringSubmatchIndex(low, -1) {
		if m[2] < 0 && m[4] < 0 && m[6] < 0 && m[10] < 0 {
			continue
		}
		if _, gpu := matchGPUJoined(low[m[8]:m[9]]); gpu {
			continue
		}
		return true
	}
	return false
}

// requestLine: a line (lower case) the buyer writes to ask (a request
// word, reProseRequest) or to state a budget (budgetFigure).
func requestLine(low string) bool {
	return reProseRequest.MatchString(stripListMarker(low)) || budgetFigure(low)
}

// inlineAnswerGPUs (ML0055): a seller who answers inside the buyer's request
// writes the answer on the line right under each request line; an answer
// that prices no GPU ("【龙泉驿】可以满足，4台现货，… 1.6万/台/月") prices the
// one GPU its request line names ("1）训练：H800 SXM 8卡机 4台，…，预算 ≤ 9.5
// 元/卡时"), sized as that line sizes its machine. A request line is one the
// buyer writes (its figure a budget, ML0054, or a request or question
// word); one naming no GPU or several leaves the answer untied. The GPU is
// put before the answer as its head, and the quote warns where it came from
// (prose_thread_gpu).
func inlineAnswerGPUs(reads []lineRead) {
	// a price per card or machine ("1.6万/台/月", "5.2元/卡时"); a price of
	// something else under the request ("带宽另计 50元/Mbps/月") is no
	// price of its GPU
	priced := func(ps []prosePiece) bool {
		return slices.ContainsFunc(ps, func(p prosePiece) bool {
			return (p.kind == piecePrice || p.kind == pieceMoney) && p.pc.hint.basis != "" && !reOtherUnitIn.MatchString(narrow(p.text))
		})
	}
	for k := 1; k < len(reads); k++ {
		lr, q := reads[k], reads[k-1]
		if len(lr.offers) > 0 || !strings.ContainsAny(lr.l.text, "0123456789") || q.l.i != lr.l.i-1 || len(q.offers) != 1 || lr.l.sender != "" || q.l.sender != "" {
			continue
		}
		low := norm(q.l.text)
		if !requestLine(low) && !questionLine(low) {
			continue
		}
		head := q.offers[0].gpu.text
		if n := clauseCards(low); n > 0 {
			head += " " + strconv.Itoa(n) + "卡"
		}
		pre, offers := proseOffers(spokenLine(head + " " + lr.l.text))
		if len(offers) != 1 || !priced(offers[0].pieces) {
			continue // the answer prices nothing the request line names
		}
		reads[k].l.head, reads[k].l.thread = head+" ", q.l.row
		reads[k].pre, reads[k].offers = pre, offers
	}
}

// mailExportBodies (ML0060) reads a mail client's export of a folder (Outlook's
// "export to file → CSV": 主题, 正文, 发件人: (姓名), 发件人: (地址) …; words/locate.tsv
// mail_export_column): one mail a record, its whole body in one cell over many
// lines. False: not such an export.
func (ctx *readCtx) mailExportBodies(text string) bool {
	if !mailExportHead(text) {
		return false // no export's header: the text is not parsed a second time
	}
	t, err := csvTable(text, ',')
	if err != nil || len(t.rows) < 2 {
		return false
	}
	return ctx.mailListTable(t, true)
}

// mailExportHead: one of a text's first lines (where mailListTable looks
// for its header) holds a body or summary column's word and a sender's
// word (words/locate.tsv mail_export_column, mail_head from): the cheap
// test before a text is parsed as an export.
func mailExportHead(text string) bool {
	for r := 0; r < 10 && text != ""; r++ {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		low := compact(norm(line))
		if slices.ContainsFunc(mailBodyWords, func(w string) bool { return strings.Contains(low, w) }) &&
			slices.ContainsFunc(mailFromWords, func(w string) bool { return strings.Contains(low, w) }) {
			return true
		}
	}
	return false
}

var (
	mailBodyWords = foldWords(append(wordsWithValue("mail_export_column", "body"), wordsWithValue("mail_export_column", "summary")...))
	mailFromWords = foldWords(wordsWithValue("mail_head", "from"))
)

// foldWords folds words as a header line is folded (compact(norm(…))).
func foldWords(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = compact(norm(w))
	}
	return out
}

// mailListTable (ML0060) reads a table whose rows are mails, a mail
// client's export of a folder or a webmail's mail list: a header within
// its first rows holding a body or summary column and a sender column.
// Each body is read as the text document it is (the prose reader), under a
// head made of its own row's sender and subject, so that each mail has its
// own vendor and its quoted original its own history; every line of it
// keeps the row's number. A row whose body holds no offer (an auto-reply, a
// recall notice, a bounce) is read as nothing. A summary the list cut short
// ("…每台每月 4…", ML0111) is read up to its last whole clause, the cut
// clause refused at its cell where it holds a figure: a number cut short is
// never read. bodies: the bodies must run over several lines (a CSV whose
// every column may be named so). False: no such table.
func (ctx *readCtx) mailListTable(t *table, bodies bool) bool {
	head, body, subject, summary := -1, -1, -1, false
	var from []int
	for r := 0; r < len(t.rows) && r < 10 && head < 0; r++ {
		b, sub, sum := -1, -1, false
		var fr []int
		for c, h := range t.rows[r] {
			key := strings.ToLower(strings.TrimSpace(h))
			switch kind := mailExportColumn[compact(norm(key))]; {
			case (kind == "body" || kind == "summary") && b < 0:
				b, sum = c, kind == "summary"
			case kind == "subject" && sub < 0:
				sub = c
			case reMailHeadFromPrefix.MatchString(key) && !strings.Contains(key, "类型") && !strings.Contains(key, "type"):
				fr = append(fr, c) // its name and address, not the address's type (SMTP, EX)
			}
		}
		if b >= 0 && len(fr) > 0 && (sub >= 0 || bodies) {
			head, body, subject, summary, from = r, b, sub, sum, fr
		}
	}
	if head < 0 || len(t.rows) <= head+1 {
		return false
	}
	if bodies {
		multi := 0
		for _, row := range t.rows[head+1:] {
			if body < len(row) && strings.Contains(row[body], "\n") {
				multi++
			}
		}
		if multi*2 < len(t.rows)-head-1 {
			return false // bodies of one line: a table whose column is named so
		}
	}
	read := false
	var cutProbs []Problem
	for i := head + 1; i < len(t.rows); i++ {
		row := t.rows[i]
		cell := func(c int) string {
			if c < 0 || c >= len(row) {
				return ""
			}
			return strings.TrimSpace(row[c])
		}
		var sender []string
		for _, c := range from {
			if v := cell(c); v != "" {
				if strings.Contains(v, "@") && !strings.Contains(v, "<") {
					v = "<" + v + ">"
				}
				sender = append(sender, v)
			}
		}
		text := cell(body)
		if summary {
			whole, cut := cutShort(text)
			if strings.ContainsAny(cut, "0123456789") {
				cutProbs = append(cutProbs, Problem{File: ctx.res.File, Sheet: t.sheet, Row: t.rowNum[i],
					Column: strings.TrimSpace(t.rows[head][body]), ColumnLetter: t.letter(body), Reason: mk("import.mail.summary_cut", cut)})
			}
			text = whole
		}
		lines := []string{mailFromLabel + ": " + strings.Join(sender, " ")}
		if s := cell(subject); s != "" {
			lines = append(lines, mailSubjectLabel+": "+s)
		}
		lines = append(lines, "")
		lines = append(lines, strings.Split(text, "\n")...)
		rt := &table{sheet: t.sheet, xlsx: t.xlsx}
		for _, ln := range lines {
			rt.rows = append(rt.rows, []string{ln})
			rt.rowNum = append(rt.rowNum, t.rowNum[i])
		}
		rt.colNum = []int{body} // the body's own column, as its file numbers it
		if body < len(t.colNum) {
			rt.colNum[0] = t.colNum[body]
		}
		if ctx.readProse(rt) {
			read = true
		}
	}
	if read { // a table not read as mails is read by the other readers, its problems theirs
		ctx.res.Problems = append(ctx.res.Problems, cutProbs...)
	}
	return read
}

// compactKeys is m with its keys folded as a header is looked up in it
// (compact(norm(…)): "message body" → "messagebody").
func compactKeys(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[compact(norm(k))] = v
	}
	return out
}

// reCutShort: a text a list cut short, its last clause ending in an
// ellipsis ("…", "...").
var reCutShort = regexp.MustCompile(`(?:…|\.{3})\s*$`)

// cutShort parts a text a list cut short into its whole clauses and the
// clause it cut ("按月 2.6万/台，每台每月 4…" → "按月 2.6万/台，", "每台每月 4…").
//
// A cut clause that states only a count of machines, its figure whole and
// followed by the count's word ("5台可用…": words/prose.tsv prose_machines),
// loses nothing the count needs: it is kept, less its ellipsis.
func cutShort(text string) (whole, cut string) {
	if !reCutShort.MatchString(text) {
		return text, ""
	}
	i := strings.LastIndexAny(text, "，。；;,！!？?\n")
	if i < 0 {
		return "", text
	}
	_, n := utf8.DecodeRuneInString(text[i:])
	whole, cut = text[:i+n], strings.TrimSpace(text[i+n:])
	if kept := strings.TrimSpace(reCutShort.ReplaceAllString(cut, "")); readPiece(kept).kind == pieceNodes && !reCutFigure.MatchString(kept) {
		return whole + kept, ""
	}
	return whole, cut
}

// reCutFigure: a clause ending in a figure (the cut may have taken its digits).
var reCutFigure = regexp.MustCompile(`[\d.]\s*$`)

var (
	mailExportColumn = compactKeys(wordMap("mail_export_column"))
	// a sender's column of an export ("发件人: (姓名)", "From: (Address)")
	reMailHeadFromPrefix = regexp.MustCompile(`(?i)^\s*` + wordAlternation("mail_head", "from") + `\s*[:：]?\s*(?:[(（]|$)`)
	mailFromLabel        = "From"
	mailSubjectLabel     = "Subject"
)

// mailSignatureVendor (ML0070, the vendor policy's vendor.mail_signature): the
// company on the line that signs with the person the mail's own from head
// names ("From: 赵晴 <…>" and "赵晴 西岭算力", "王磊 | 锦程云算（成都）科技有限公司
// 销售经理"): the one field of that line besides the person, their role, a
// department and how to reach them. A line with no such field or several
// names none.
func mailSignatureVendor(s vendorScope) []vendorCand {
	person := ""
	if from, ok := mailOwnFrom(s.titles); ok {
		person = mailDisplayPerson(from)
	}
	if person == "" {
		return nil
	}
	lines := append(slices.Clone(s.titles), s.lone...)
	for i, line := range lines {
		if reMailHeadLine.MatchString(line) || utf8.RuneCountInString(line) > 80 {
			continue
		}
		found, n, co, nc := "", 0, "", 0
		toks := signatureTokens(line)
		if !slices.Contains(toks, person) {
			continue
		}
		if len(toks) == 1 && i+1 < len(lines) && !reMailHeadLine.MatchString(lines[i+1]) && utf8.RuneCountInString(lines[i+1]) <= 80 {
			// the name alone on its line, the company on the next ("刘翔" over "重庆…有限公司  成都办事处")
			line = lines[i+1]
			toks = append(toks, signatureTokens(line)...)
		}
		for _, tok := range toks {
			if tok == person || reContactMark.MatchString(tok) || strings.ContainsAny(tok, "0123456789@") || rePersonName.MatchString(tok) {
				continue
			}
			if namesCompany(tok) {
				co, nc = tok, nc+1
			}
			if namesCompany(tok) || hasCJK(tok) && utf8.RuneCountInString(tok) >= 3 && utf8.RuneCountInString(tok) <= 16 && !notAVendorName(tok) {
				found, n = tok, n+1
			}
		}
		if n != 1 && nc == 1 {
			found, n = co, 1 // "重庆…有限公司  成都办事处": the one company beside its office
		}
		if n != 1 {
			continue
		}
		v := titleHead(found)
		if v == "" || notAVendorName(v) {
			continue
		}
		return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: strings.TrimSpace(line)}, rank: vendorNamed,
			say: mk("import.warn.vendor_from_sender_signature", v, strings.TrimSpace(line), person)}}
	}
	return nil
}

// signatureTokens are a signature line's parts: its CJK runs split at
// spaces, the rest at reSigSplit.
func signatureTokens(line string) []string {
	var toks []string
	for _, part := range reSigSplit.Split(strings.TrimLeft(strings.TrimSpace(line), "—–-~ "), -1) {
		if hasCJK(part) {
			toks = append(toks, strings.Fields(part)...)
		} else if part = strings.TrimSpace(part); part != "" {
			toks = append(toks, part)
		}
	}
	return toks
}

// mailDisplayPerson is the person a sender's display name names alone
// ("赵晴 <zhaoqing@…>", "Priya Raman <…>"), "" for a company or none.
func mailDisplayPerson(value string) string {
	words := strings.Fields(displayName(value))
	name := strings.Join(words, " ")
	switch {
	case name == "" || namesCompany(name):
		return ""
	case hasCJK(name):
		if n := utf8.RuneCountInString(name); n >= 2 && n <= 4 && len(words) == 1 {
			return name
		}
	case len(words) >= 2 && len(words) <= 3:
		for _, w := range words {
			if !startsUpper(w) {
				return ""
			}
		}
		return name
	}
	return ""
}

// reQuoteLevel: a line's quoting marks ("> ", "> > ", ">>").
var reQuoteLevel = regexp.MustCompile(`^[ \t]*>[ \t]?`)

// unquoteForward (ML0080): a forward whose forwarded mail the mail client
// quoted ("---------- 转发的邮件 ----------", its head, then "> …" lines):
// the first quoting level under the forward's marker is the forwarded mail
// itself, the offer the forward passes on; the deeper levels are the mails
// it quotes in turn (its history, "> > -----原始邮件-----"). One level of
// marks is taken off every quoted line under the marker, where at least
// four in five of the filled lines after the forwarded head are quoted; the
// lines keep their numbers. The text as it was when it is no such forward.
func unquoteForward(text string) string {
	lines := strings.Split(text, "\n")
	start := -1
	for i, ln := range lines {
		if reMailMarker.MatchString(ln) && !reQuoteLevel.MatchString(ln) {
			start = i + 1
		}
	}
	if start < 0 {
		return text
	}
	filled, quoted := 0, 0
	for _, ln := range lines[start:] {
		if strings.TrimSpace(ln) == "" || reMailHeadLine.MatchString(ln) || reSubjectLead.MatchString(ln) {
			continue
		}
		filled++
		if reQuoteLevel.MatchString(ln) {
			quoted++
		}
	}
	if quoted == 0 || quoted*5 < filled*4 {
		return text
	}
	for i := start; i < len(lines); i++ {
		if loc := reQuoteLevel.FindStringIndex(lines[i]); loc != nil {
			lines[i] = lines[i][loc[1]:]
		}
	}
	return strings.Join(lines, "\n")
}
