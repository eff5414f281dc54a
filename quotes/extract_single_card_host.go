package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// A carrier's quote names a one-card cloud host in two cells: the product
// ("业务名称: 移动云智算-GPU云主机") and the configuration opening with a
// word of one card ("资源配置: 单卡L40S 48G"). Either alone says nothing of
// the machine ("单卡" may be the unit cards are let in); together they
// size it at one card (resolve_gpus.go gpus.single_card_offer_host, CA0701).

// singleCardLead: a GPU cell opening with a word of one card before the
// model ("单卡L40S 48G", "单卡 A10"): one card of it (CA0701). Alone it may
// be the unit the cards are let in; offerNamesHost says the row's offer is
// a host of it.
func singleCardLead(gpu string) bool {
	c := compact(strings.ToLower(narrow(gpu)))
	for _, w := range singleCardWord {
		if rest, ok := strings.CutPrefix(c, w); ok && namesGPU(rest) {
			return true
		}
	}
	return false
}

// offerNamesHost: the row's offer or product cell names a host let whole
// ("移动云智算-GPU云主机": words/rows.tsv single_card_machine), no count of
// cards of its own.
func offerNamesHost(offer string) bool {
	low := compact(strings.ToLower(narrow(offer)))
	if low == "" || offerGPUCount(offer) > 0 || offerCardCount(offer) > 0 || reCardsInText.MatchString(low) {
		return false
	}
	for m := range singleCardMachineWord {
		if strings.Contains(low, m) {
			return true
		}
	}
	return false
}

// rowOfferHost is the row's cell naming its offer as a host (offerNamesHost):
// the offer column, else a column not read whose header names the product
// or the business (业务名称, 产品名称: words/rows.tsv offer_host_header); its
// header and text, "" for none.
func rowOfferHost(r rowIn) (header, text string) {
	if c, ok := r.cells[fOffer]; ok && offerNamesHost(c.text) {
		return c.header, strings.TrimSpace(c.text)
	}
	for _, h := range slices.Sorted(maps.Keys(r.extra)) { // one header on every run, not the map's order
		if v := r.extra[h]; offerHostHeader(h) && offerNamesHost(v) {
			return h, strings.TrimSpace(v)
		}
	}
	return "", ""
}

// offerHostHeader: a header naming the row's product or business
// (words/rows.tsv offer_host_header): a "yes" word anywhere in it (业务名称,
// 产品名称), a "whole" word only as the whole header (产品, product,
// service: "产品规格", "Service level" name no product).
func offerHostHeader(h string) bool {
	low := strings.TrimSpace(norm(h))
	if slices.ContainsFunc(offerHostAnywhere, func(w string) bool { return strings.Contains(low, w) }) {
		return true
	}
	return slices.Contains(offerHostWhole, low)
}

// offerHostAnywhere and offerHostWhole: offer_host_header's words read
// anywhere in a header and as the whole header, read from the table once.
var (
	offerHostAnywhere = wordsWithValue("offer_host_header", "yes")
	offerHostWhole    = wordsWithValue("offer_host_header", "whole")
)

// reCardsInText: a count of cards anywhere in a cell ("8卡GPU云主机", "4-GPU").
var reCardsInText = regexp.MustCompile(`(?i)\d+\s*(?:卡|张|x|×|-?gpus?)`)
