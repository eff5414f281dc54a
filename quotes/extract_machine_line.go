package quotes

import (
	"regexp"
	"strconv"
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
