package quotes

import (
	"slices"
	"strings"
)

// A line of a note or chat that says "as above" (同上, 同前, ditto: words/
// columns.tsv ditto) and prices something, but names no GPU ("② 同上，包天的话
// 整机 130 元/天" under "① 4090 四卡机 ×2台：整机 6 元/小时"), prices the machines
// of the line right above it: that line's GPU and its machine (cards per
// machine, machines) are put before the ditto line as its head, and the quote
// warns where they came from (import.warn.sd_ditto_line, SD0301). A ditto
// line under a line naming no GPU, or several, or not right above it, is
// left untied and refused at its line as before: what it repeats the file
// does not settle.

// ruleDittoLine names the rule in the evidence and the docs.
const ruleDittoLine = "SD0301"

// dittoLineGPUs gives each ditto line the GPU and machine of the line above.
func dittoLineGPUs(reads []lineRead) {
	for k := 1; k < len(reads); k++ {
		lr, q := reads[k], reads[k-1]
		if len(lr.offers) > 0 || q.l.i != lr.l.i-1 || len(q.offers) != 1 || q.offers[0].gpu.gpu == "" || lr.l.sender != q.l.sender {
			continue
		}
		rest, ok := dittoLead(lr.l.text)
		if !ok {
			rest, ok = leadOfAbove(lr.l.text)
		}
		if !ok || !strings.ContainsAny(rest, "0123456789") {
			continue
		}
		head := dittoMachine(q.offers[0])
		pre, offers := proseOffers(spokenLine(head + "，" + rest))
		if len(offers) != 1 || !slices.ContainsFunc(offers[0].pieces, func(p prosePiece) bool { return p.kind == piecePrice }) {
			continue // the ditto line prices nothing of that machine
		}
		reads[k].l.head, reads[k].l.ditto = head+"，", q.l.row
		reads[k].pre, reads[k].offers = pre, offers
	}
}

// dittoLead: the line (its list mark off) opens with a ditto word as a
// clause of its own ("同上，包天的话…", "同上：…"); rest is what follows.
func dittoLead(text string) (rest string, ok bool) {
	s := strings.TrimSpace(narrow(stripListMarker(text))) // the mark first: narrow writes 、 as ､
	loc := reProseSplit.FindStringIndex(s)
	if loc == nil || loc[0] == 0 {
		return "", false
	}
	if !isDitto(s[:loc[0]]) {
		return "", false
	}
	return strings.TrimSpace(s[loc[1]:]), true
}

// dittoLineLeads: words opening a line that prices the machine of the line
// above it under another term or name (同配置续租包年：43,000元/台/月; 签三个月的话
// 3.15w/台/月): words/prose.tsv ditto_line_lead (stop 47, set117/03 and 07).
var dittoLineLeads = wordsInOrder("ditto_line_lead")

// leadOfAbove: the line (its list mark off) opens with a ditto_line_lead
// word; rest is the whole line, its term words kept.
func leadOfAbove(text string) (rest string, ok bool) {
	s := strings.TrimSpace(narrow(stripListMarker(text))) // the mark first: narrow writes 、 as ､
	for _, w := range dittoLineLeads {
		if strings.HasPrefix(s, w) {
			return s, true
		}
	}
	return "", false
}

// dittoMachine is the GPU of an offer as written and the pieces before its
// first price that state its machine (cards per machine, machines, the
// links between cards and machines: "同配置" is the network too, stop 48
// set117/07): what "同上" repeats; a note or a price is not repeated.
func dittoMachine(o proseOffer) string {
	parts := []string{o.gpu.text}
	for _, p := range o.pieces {
		if p.kind == piecePrice || p.kind == pieceMoney || p.kind == pieceEquiv || p.kind == piecePending {
			break
		}
		if sp, ok := ParseSpec(p.text); p.kind == pieceNodes || ok && sp.GPUs != nil || sp.Net != nil || sp.Intra != nil {
			parts = append(parts, p.text)
		}
	}
	return strings.Join(parts, " ")
}
