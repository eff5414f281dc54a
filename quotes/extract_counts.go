package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// The count extractor: the cells that state how many GPUs one machine has
// ("8卡机", "8卡/台", "4x A100 40GB", "gpu-4x-a100", "8卡整机") or how many
// cards are offered ("16卡"). Each is a candidate for resolve_gpus.go.

// countRule is one way a cell states a count: the count is the first group
// of digits re finds; rule is its id in the evidence.
type countRule struct {
	rule string
	re   *regexp.Regexp
}

// find is the count c reads in s, 0 where it is outside 1..maxGPUsPerNode;
// loc and m are where and what it matched (nil: no match).
func (c countRule) find(s string) (n int, loc []int, m []string) {
	loc = c.re.FindStringSubmatchIndex(s)
	if loc == nil {
		return 0, nil, nil
	}
	m = make([]string, len(loc)/2)
	for k := range m {
		if loc[2*k] >= 0 {
			m[k] = s[loc[2*k]:loc[2*k+1]]
		}
	}
	for _, g := range m[1:] {
		if g != "" {
			if v, err := strconv.Atoi(g); err == nil && v >= 1 && v <= maxGPUsPerNode {
				return v, loc, m
			}
			break
		}
	}
	return 0, loc, m
}

var (
	// a machine-kind cell ("8卡机", "8卡/台", "4卡服务器", "8-GPU server"):
	// one machine's cards, never a count of machines, whatever its column
	// header says ("机器", "机型", "服务器")
	countMachineKind = countRule{"count.machine_kind", regexp.MustCompile(`^(\d{1,2})(?:卡|张|块|片|gpus?|cards?|x|-gpus?|-cards?)(?:/|每|per|-)?(?:台|机|主机|整机|节点|服务器|node|server|machine|instance|vm|box|host)$`)}
	// a plan or model cell naming one machine's cards on its own ("8卡整机",
	// "4卡机", "8-GPU node")
	countPlanCell = countRule{"count.plan_cell", regexp.MustCompile(`^(?:整机|单机|每台|整台|单台)?\s*(\d{1,2})\s*-?\s*(?:卡|张|gpus?|x|×)\s*(?:整机|机器?|服务器|主机|裸金属|/台|每台|nodes?|servers?|instances?|vms?|box(?:es)?|machines?)?$`)}
	// instance names carrying their GPU count as a code: "gpu-4x-a100",
	// "l40s-2gpu", "h100_8x"; a size suffix ("4xl", "24xlarge") is none
	countCodes = []countRule{
		{"count.code_times", regexp.MustCompile(`(?i)(?:^|[^a-z0-9.])(\d{1,2})\s*[x×](?:[-_. /]|$)`)},
		{"count.code_gpus", regexp.MustCompile(`(?i)(?:^|[^a-z0-9.])(\d{1,2})[-_ ]?(?:gpus?|cards?)(?:[^a-z]|$)`)},
	}
)

// cardsPerMachine reads a machine-kind cell: the cards of one machine, or
// false.
func cardsPerMachine(s string) (int, bool) {
	n, loc, _ := countMachineKind.find(compact(norm(s)))
	if loc == nil {
		return singleCardMachine(s)
	}
	return n, n > 0
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

// offerGPUCount is the GPUs an offer or instance name states: "4x A100
// 40GB" (a spec) or a code ("gpu-4x-a100"); 0 for none.
func offerGPUCount(text string) int {
	if n := gpuTextCount(text); n > 0 {
		return n
	}
	for _, c := range countCodes {
		if n, _, _ := c.find(text); n >= 1 && n <= 16 {
			return n
		}
	}
	return 0
}

// offerCardCount is the GPUs of one machine that a plan or model cell
// names on its own ("8卡整机", "4卡机", "8-GPU node"): 0 for none.
func offerCardCount(text string) int {
	low := strings.ToLower(strings.TrimSpace(cnCounts(narrow(text))))
	if utf8Len(low) > 16 {
		return 0
	}
	n, _, _ := countPlanCell.find(low)
	return n
}

var gpuCountMemo memo[string, int]

// gpuTextCount is the GPU count a GPU cell names with its model ("8x H100
// SXM", "A100 40G*8"), 0 for none.
func gpuTextCount(text string) int {
	if text == "" {
		return 0
	}
	if n, ok := gpuCountMemo.get(text); ok {
		return n
	}
	n := 0
	if sp, ok := ParseSpec(text); ok && sp.GPUs != nil && sp.GPU != "" {
		n = *sp.GPUs
	}
	gpuCountMemo.put(text, n)
	return n
}

// machinesCounted: a count column whose values name machines ("2台",
// "3 nodes") counts machines whatever its header says: "库存" or "Stock"
// over "6台" is the machines in stock, not the cards.
func machinesCounted(cs map[string]fieldScore) bool {
	return cs[fNodes].score >= 4
}

// reCardsAndMachines: a count cell giving both the cards and the machines
// they fill ("48卡（6台）", "6台(48卡)", "48 GPUs (6 nodes)").
var reCardsAndMachines = regexp.MustCompile(`(?i)^\s*(?:(\d+)\s*(?:卡|张|gpus?|cards?)\s*[(（]\s*(\d+)\s*(?:台|节点|nodes?|servers?|machines?)\s*[)）]|(\d+)\s*(?:台|节点|nodes?|servers?|machines?)\s*[(（]\s*(\d+)\s*(?:卡|张|gpus?|cards?)\s*[)）])\s*$`)

// machinesBesideCards reads such a cell: the machines, and the cards.
func machinesBesideCards(s string) (machines, cards int, ok bool) {
	m := reCardsAndMachines.FindStringSubmatch(narrow(s))
	if m == nil {
		return 0, 0, false
	}
	if m[1] != "" {
		cards, _ = strconv.Atoi(m[1])
		machines, _ = strconv.Atoi(m[2])
	} else {
		machines, _ = strconv.Atoi(m[3])
		cards, _ = strconv.Atoi(m[4])
	}
	return machines, cards, machines > 0 && cards > 0
}
