package quotes

// The mail-structure stage: what a mail client leaves around a quote (its
// head lines, its quoting marks, its folder exports). The knowledge is in
// words/locate.tsv (tables mail_head, mail_export_column); rules ML….

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
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
// any other line, and for a from head whose display name is no company
// alone (the labelled line's reading decides it). A head's label is never a name ("Sent: Thursday…" names
// no "Sent"); only its sender's line may name the vendor, by the company in
// the sender's display name ("邛崃山算力-陈晓" → 邛崃山算力); a person's name
// alone, an addressee or a date names none.
func mailHeadVendor(line string) (vendor string, ok bool) {
	m := reMailHeadLine.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return "", false
	}
	if mailHeadKind[strings.ToLower(strings.TrimSpace(m[1]))] != "from" {
		return "", true
	}
	if v := mailDisplayCompany(m[2]); v != "" {
		return v, true
	}
	return "", false // the sender's line as a labelled line ("发件人: 星云算力 商务部 王经理 <…>")
}

// mailHeadKind: the mail_head words and what they label.
var mailHeadKind = wordMap("mail_head")

// mailDisplayCompany is the company a sender's display name names, "" when
// it names only a person.
func mailDisplayCompany(value string) string {
	name := reMailbox.ReplaceAllString(value, " ")
	name = strings.Trim(strings.TrimSpace(name), `"'“”;；,，`)
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

// mailSenderVendor (ML0017, the vendor policy's vendor.mail_sender): the
// company named in the file whose Latin name is the domain of the address
// in the mail's own from head ("From: Priya Raman <priya.raman@lumenrack.sg>"
// and "… | LumenRack Pte. Ltd." → LumenRack): the sender's company, where
// neither the head nor a signature reads as one by its words alone.
func mailSenderVendor(s vendorScope) []vendorCand {
	for _, line := range s.titles {
		m := reMailHeadLine.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil || mailHeadKind[strings.ToLower(strings.TrimSpace(m[1]))] != "from" {
			continue
		}
		dom := strings.ReplaceAll(senderDomainName(m[2]), "-", "")
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
						say: mk("import.warn.vendor_from_sender_domain", w, other, m[2])}}
				}
			}
		}
		return nil
	}
	return nil
}

// barredCompany (ML0040) is the company among a signature's fields parted
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
// value budget: 预算, 目标价, budget) right before a figure, a bound between
// them allowed ("预算 ≤ 9.5 元/卡时", "目标价不高于 9元", "budget: under
// $2/hr"): the buyer's own figure in the request a reply quotes or answers
// inline, never an offer; its line is a request (locate_prose.go).
var reBudgetFigure = regexp.MustCompile(`(?i)` + wordAlternation("request_price", "budget") + `\s*[:：]?\s*(?:[≤<≦＜]=?|不超过|不高于|不超|低于|小于|控制在|在|约|大概|大约|under|below|up to|max\.?|of)?\s*[$¥￥]?\s*\d`)

// budgetFigure: line (lower case) states the buyer's budget as a figure.
func budgetFigure(low string) bool { return reBudgetFigure.MatchString(low) }

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
	priced := func(ps []prosePiece) bool {
		return slices.ContainsFunc(ps, func(p prosePiece) bool { return p.kind == piecePrice || p.kind == pieceMoney })
	}
	for k := 1; k < len(reads); k++ {
		lr, q := reads[k], reads[k-1]
		if len(lr.offers) > 0 || !strings.ContainsAny(lr.l.text, "0123456789") || q.l.i != lr.l.i-1 || len(q.offers) != 1 || lr.l.sender != "" || q.l.sender != "" {
			continue
		}
		low := norm(q.l.text)
		if !budgetFigure(low) && !questionLine(low) && !reProseRequest.MatchString(stripListMarker(low)) {
			continue
		}
		head := q.offers[0].gpu.text
		for _, c := range reTwinClause.Split(low, -1) {
			n, _ := lineCardsPerMachine([]string{c})
			if n == 0 {
				n, _ = cardsPerMachine(c)
			}
			if n > 0 {
				head += " " + strconv.Itoa(n) + "卡"
				break
			}
		}
		pre, offers := proseOffers(spokenLine(head + " " + lr.l.text))
		if len(offers) != 1 || !priced(offers[0].pieces) {
			continue // the answer prices nothing the request line names
		}
		reads[k].l.head, reads[k].l.thread = head+" ", q.l.row
		reads[k].pre, reads[k].offers = pre, offers
	}
}
