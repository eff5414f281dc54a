package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// A machine-kind cell ("8卡机", "8卡/台", "4卡服务器", "8-GPU server")
// states how many cards one machine has. It is never a count of machines,
// whatever its column header says ("机器", "机型", "服务器").
var reCardsPerMachine = regexp.MustCompile(`^(\d{1,2})(?:卡|张|块|片|gpus?|cards?|x|-gpus?|-cards?)(?:/|每|per|-)?(?:台|机|主机|整机|节点|服务器|node|server|machine|instance|vm|box|host)$`)

// cardsPerMachine reads such a cell: the cards of one machine, or false.
func cardsPerMachine(s string) (int, bool) {
	m := reCardsPerMachine.FindStringSubmatch(compact(norm(s)))
	if m == nil {
		return singleCardMachine(s)
	}
	n, err := strconv.Atoi(m[1])
	if err != nil || n < 1 || n > maxGPUsPerNode {
		return 0, false
	}
	return n, true
}

// reCardsOnly: a count of cards that names no machine ("16卡", "8 GPUs").
var reCardsOnly = regexp.MustCompile(`^\d{1,5}(?:卡|张|块|片|gpus?|cards?)$`)

// reMachineWordHeader: a header naming the machine itself (机器, 机型,
// 服务器, Server), under which "8卡" is what one machine has.
var reMachineWordHeader = regexp.MustCompile(`机器|机型|服务器|主机|整机|配置|规格|节点类型|server|machine|node type|instance type|box|host`)

// cardsByHeader: a column of card counts ("16卡", "64卡") under a header
// that does not name the machine (数量, 可用, Qty) counts all the cards
// offered, never the machines nor one machine's cards; under a machine
// header (机器 / 服务器) they are one machine's cards.
func cardsByHeader(h string, cs map[string]fieldScore) map[string]fieldScore {
	share := cs["cardsOnly"].score // 1 x the share of values
	if share < 0.8 || reMachineWordHeader.MatchString(norm(h)) || reGPNHeader.MatchString(norm(h)) {
		return cs
	}
	delete(cs, fGPUsPerNode)
	cs[fTotalGPUs] = fieldScore{field: fTotalGPUs, score: 6 * share, evidence: cs["cardsOnly"].evidence}
	return cs
}

// subHeaderText: under a group header naming the machine ("机器规格" over
// 每台卡数 / 可供台数) each sub-header names one part of it. When the group
// word alone decides what the combined text matches and the sub-header on
// its own names a different field (not a price: tiers keep the group's
// unit), the column is matched by the sub-header.
func subHeaderText(text, sub string) string {
	if sub == "" || text == sub || !strings.HasSuffix(text, sub) {
		return text
	}
	group := strings.TrimSpace(strings.TrimSuffix(text, sub))
	own := matchHeader(sub)
	combined := matchHeader(text)
	if own == "" || own == fPrice || combined == fPrice || own == combined {
		return text
	}
	if !reMachineHeader.MatchString(norm(group)) || matchHeader(group) != combined {
		return text // the sub-header changes what the group says (库存 over 卡)
	}
	return sub
}
