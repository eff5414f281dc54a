package quotes

import (
	"slices"
	"strconv"
	"strings"
)

// A sender's follow-up message pricing a GPU it offered earlier as a machine
// of so many cards, naming no machine itself ("1. H800 8卡整机：8.6元/卡/小时"
// then "补充一下：H800 如果签一年，可以到 7.9元/卡/小时"): the follow-up prices
// the same machine. The cards come from the sender's earlier offers of that
// GPU only where all of them state one and the same count (a line offering
// it among other offers states none of its own; an earlier follow-up counts
// with the cards it was given); else the line is left as written (its
// machine unknown). Rule CA0301; the quote warns naming
// the earlier row (import.warn.ca_followup_cards).

const ruleFollowUpCards = "CA0301"

// followUpCards gives each follow-up line of a chat the card count of its
// sender's earlier machine of the same GPU.
func followUpCards(reads []lineRead, buyer func(proseLine) bool) {
	for k := range reads {
		lr := reads[k]
		if lr.l.sender == "" || buyer(lr.l) || lr.l.head != "" || len(lr.offers) != 1 || lr.offers[0].gpu.gpu == "" ||
			!slices.ContainsFunc(lr.offers[0].pieces, func(p prosePiece) bool { return p.kind == piecePrice }) ||
			clauseCards(norm(lr.l.text)) > 0 {
			continue
		}
		gpu := lr.offers[0].gpu.gpu
		n, from := 0, 0
		for m := k - 1; m >= 0; m-- {
			e := reads[m]
			if e.l.sender != lr.l.sender || !slices.ContainsFunc(e.offers, func(o proseOffer) bool { return o.gpu.gpu == gpu }) {
				continue
			}
			c := 0 // a line of several offers, one of this GPU: its count is not the line's
			switch {
			case len(e.offers) != 1:
			case e.l.head != "":
				c, _ = strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(e.l.head), "卡")) // an earlier follow-up: the cards it was given (head below)
			default:
				c = clauseCards(norm(e.l.text))
			}
			if c == 0 || n > 0 && c != n {
				n = -1 // an earlier offer of that GPU with no count, or another one: which machine is not clear
				break
			}
			if n == 0 {
				n, from = c, e.l.row
				if e.l.followUp != 0 {
					from = e.l.followUp // the row that stated the count
				}
			}
		}
		if n <= 0 {
			continue
		}
		head := strconv.Itoa(n) + "卡 "
		pre, offers := proseOffers(spokenLine(head + lr.l.text))
		if len(offers) != 1 || offers[0].gpu.gpu != gpu {
			continue
		}
		reads[k].l.head, reads[k].l.followUp = head, from
		reads[k].pre, reads[k].offers = pre, offers
	}
}
