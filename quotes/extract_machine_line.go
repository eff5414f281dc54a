package quotes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The count extractor's sheet line: a line above a table's header that
// states the cards of every machine the table offers ("均为8卡整机出租",
// "每台 8 卡", "单机8卡", "All prices are for 8-GPU servers", "8 GPUs per
// node"). It is the last candidate of the GPUs-per-machine policy
// (resolve_gpus.go): any count a row's own cells give comes first.

// reLineMachineCards: the statement, the count in the first group that
// matched.
var reLineMachineCards = regexp.MustCompile(`(?i)(?:^|[^\d.])(\d{1,2})\s*(?:卡|张卡|块卡|gpu)\s*(?:整机|服务器|机器|主机|机|/\s*台|每台)|每台\s*(?:服务器|机器|主机|整机|节点)?\s*(?:均为|为|配|配置|含|有)?\s*(\d{1,2})\s*(?:卡|张|块|gpu)|(?:单机|整机|单台)\s*(\d{1,2})\s*(?:卡|张|块|gpu)|\b(\d{1,2})[- ]?(?:gpu|card)s?\s+(?:[a-z]{2,5}\s+)?(?:servers?|nodes?|machines?|instances?|boxes)\b|\b(\d{1,2})\s*(?:gpus?|cards?)\s+(?:per|each)\s+(?:server|node|machine|instance|box)\b|\beach\s+(?:server|node|machine|instance)\s+(?:has|with|holds|carries)\s+(\d{1,2})\s*(?:gpus?|cards?)\b`)

// lineCardsPerMachine is the one count of cards per machine the lines
// state (0 where none does, or two say different counts), and the line.
func lineCardsPerMachine(lines []string) (int, string) {
	n, at := 0, ""
	for _, s := range lines {
		for _, m := range reLineMachineCards.FindAllStringSubmatch(narrow(s), -1) {
			for _, g := range m[1:] {
				if g == "" {
					continue
				}
				v, err := strconv.Atoi(g)
				if err != nil || v < 1 || v > maxGPUsPerNode {
					break
				}
				if n != 0 && v != n {
					return 0, ""
				}
				n, at = v, s
				break
			}
		}
	}
	return n, at
}

// lineLinks is the sheet line's links: the intra-node link and the network
// between machines a line above the table states for all its machines
// ("servers are 8-GPU, NVLink + 400G InfiniBand", "整机均为NVLink互联，IB组网"),
// each with its line. They are the last candidates of the link and network
// (row.go machine): a row's own cells come first. A line that names a GPU
// model may speak of that model only, and lines stating two kinds of one
// link say nothing: neither is taken.
type lineLinks struct {
	intra          *Intra
	net            *Network
	intraAt, netAt string
}

func readLineLinks(lines []string) lineLinks {
	var out lineLinks
	intraKinds, netKinds := map[string]bool{}, map[string]bool{}
	for _, s := range lines {
		segs := reSpecSplit.Split(narrow(s), -1)
		if slices.ContainsFunc(segs, func(seg string) bool { return gpuOfCell(seg) != "" }) {
			continue
		}
		for _, seg := range segs {
			low := strings.ToLower(strings.TrimSpace(seg))
			for _, m := range reIntraWords.FindAllString(low, -1) {
				if in, err := ParseIntra(m); err == nil && in.Kind != Unknown {
					intraKinds[in.Kind] = true
					if out.intra == nil {
						out.intra, out.intraAt = &in, strings.TrimSpace(s)
					}
				}
			}
			for _, m := range reNetWords.FindAllString(low, -1) {
				if n, err := ParseNetwork(m); err == nil && n.Kind != Unknown && n.Kind != InterNone {
					netKinds[n.Kind] = true // "IB 或 RoCE": two kinds
				}
			}
			if reNetWords.MatchString(low) && out.net == nil {
				if n, err := ParseNetwork(seg); err == nil && n.Kind != Unknown && n.Kind != InterNone && !gpuMemoryAsSpeed(seg, n) {
					netKinds[n.Kind] = true
					out.net, out.netAt = &n, strings.TrimSpace(s)
				}
			}
		}
	}
	if len(intraKinds) > 1 {
		out.intra, out.intraAt = nil, ""
	}
	if len(netKinds) > 1 {
		out.net, out.netAt = nil, ""
	}
	return out
}

// gpuNet is the network a line states for the machines of one GPU model,
// and the clause that states it.
type gpuNet struct {
	net Network
	at  string
}

// reNetClause: the clauses of a line that may each speak of other models
// ("网络：H800、A800整机配IB HDR 200G×4；L40S、4090D整机为25G以太网"); a comma
// ends one too ("4090为PCIe整机(单机8卡),A800/H100机型节点间IB 4×200G": the
// 4090's clause names no network).
var reNetClause = regexp.MustCompile(`[；;。，,\n]+`)

// lineNetsByGPU is the network a line of the file (above or under the
// table) states for the machines of the models it names, clause by
// clause: a clause naming one or more models and one kind of network gives
// those models' machines that network. A model two clauses give two kinds
// gets none. It is a row's last candidate, after the line stating every
// machine's network (readLineLinks), which names no model.
func lineNetsByGPU(lines []string) map[string]gpuNet {
	out, clash := map[string]gpuNet{}, map[string]bool{}
	for _, s := range lines {
		for _, clause := range reNetClause.Split(narrow(s), -1) {
			var gpus []string
			kinds, net := map[string]bool{}, Network{}
			for _, seg := range reSpecSplit.Split(clause, -1) {
				if g := gpuOfCell(seg); g != "" {
					gpus = append(gpus, g)
				}
				low := strings.ToLower(seg)
				for _, m := range reNetWords.FindAllString(low, -1) {
					if n, err := ParseNetwork(m); err == nil && n.Kind != Unknown && n.Kind != InterNone {
						kinds[n.Kind] = true // "IB 或 RoCE": two kinds
					}
				}
				if !reNetWords.MatchString(low) {
					continue
				}
				if n, err := ParseNetwork(seg); err == nil && n.Kind != Unknown && n.Kind != InterNone && !gpuMemoryAsSpeed(seg, n) {
					kinds[n.Kind], net = true, n
				}
			}
			if len(kinds) != 1 || len(gpus) == 0 || net.Kind == "" {
				continue
			}
			for _, g := range gpus {
				if had, ok := out[g]; ok && had.net.Kind != net.Kind {
					clash[g] = true
				}
				out[g] = gpuNet{net: net, at: strings.TrimSpace(clause)}
			}
		}
	}
	for g := range clash {
		delete(out, g)
	}
	return out
}
