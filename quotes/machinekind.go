package quotes

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
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

// cardsInNodeColumn: the machine-count column of this row holds a
// machine-kind cell ("8卡机"). Its number is the cards of one machine, kept
// as such (or checked against the row's own count), and the machines stay
// unknown: reading it as 8 machines would be silently wrong.
func (b *rowBuild) cardsInNodeColumn() bool {
	t := b.text(fNodes)
	n, ok := cardsPerMachine(t)
	if !ok {
		return false
	}
	h := b.colName(fNodes)
	b.q.AddWarning(mk("import.warn.nodes_cell_is_gpn", h, t, n))
	switch {
	case b.gpn == nil:
		b.gpn = &n
	case *b.gpn != n:
		b.q.Review(mk("import.review.gpn_differs", h, n, *b.gpn))
	}
	return true
}

// headerNamesNodes caches matchHeader(h) == fNodes for unread columns.
var headerNamesNodes sync.Map

// otherNodeColumns: a column left unread whose header also names the
// machine count ("台数" beside "可用台数") must agree with the one read;
// where it says otherwise the quote is held for review, never resolved
// silently.
func (b *rowBuild) otherNodeColumns() {
	if _, ok := b.r.cells[fNodes]; !ok || len(b.r.extra) == 0 {
		return
	}
	hs := make([]string, 0, len(b.r.extra))
	for h := range b.r.extra {
		hs = append(hs, h)
	}
	sort.Strings(hs)
	for _, h := range hs {
		v := b.r.extra[h]
		named, ok := headerNamesNodes.Load(h)
		if !ok {
			named = matchHeader(h) == fNodes
			headerNamesNodes.Store(h, named)
		}
		if !named.(bool) {
			continue
		}
		if n, ok := cardsPerMachine(v); ok {
			if b.gpn != nil && *b.gpn != n {
				b.q.Review(mk("import.review.gpn_differs", h, n, *b.gpn))
			}
			continue
		}
		n, err := ParseCount(v)
		if err != nil || b.nodes != nil && *b.nodes == n {
			continue
		}
		used := b.colName(fNodes)
		b.q.AddWarning(mk("import.warn.nodes_two_columns", h, v, used, b.text(fNodes)))
		b.q.Review(mk("import.review.nodes_two_columns", h, v, used, b.text(fNodes)))
	}
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

// reviewCardsTotal: card counts ("8卡") read as all the cards only from
// their values, beside a machine count and with no GPUs-per-machine
// column, may be one machine's cards instead: the GPUs per machine worked
// out from them wait for review.
func (b *rowBuild) reviewCardsTotal() {
	c, ok := b.r.cells[fTotalGPUs]
	if !ok || b.total == nil || b.nodes == nil || *b.nodes < 2 {
		return
	}
	if _, has := b.r.cells[fGPUsPerNode]; has || !reCardsOnly.MatchString(compact(norm(c.text))) || reTotalWords.MatchString(norm(c.header)) {
		return
	}
	b.q.Review(mk("import.review.cards_total_or_machine", c.header, strings.TrimSpace(c.text), *b.total, *b.nodes))
}
