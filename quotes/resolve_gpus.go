package quotes

import (
	"errors"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"computecheck/msg"
)

// The GPUs of one machine, the machines and all the cards of a row, decided
// once by one policy: the first candidate gives the value, a later one that
// disagrees does what its row says (warn, review, or nothing).

// gpnRead is one candidate for the GPUs of a machine.
type gpnRead struct {
	n    int
	at   cell
	rule string // the extractor's rule that read it, if any
}

// gpnRule is one policy row: source, read, note on giving the value, and on disagreeing.
type gpnRule struct {
	id, source string
	read       func(b *rowBuild) []gpnRead
	took       func(b *rowBuild, now gpnRead) msg.Msg
	warn       func(b *rowBuild, was int, now gpnRead) msg.Msg
	review     func(b *rowBuild, was int, now gpnRead) msg.Msg
	exempt     func(b *rowBuild) bool // a disagreement that is no disagreement here
	checkOnly  bool                   // a source that only checks the value, never gives it
}

// gpnOfferDiffers: an offer or plan name whose count is not the row's.
func gpnOfferDiffers(b *rowBuild, was int, now gpnRead) msg.Msg {
	return mk("import.warn.gpn_offer_differs", now.at.header, b.text(fOffer), now.n, b.colName(fGPUsPerNode), was)
}

// gpnDiffersReview: a source whose count is not the row's holds the quote.
func gpnDiffersReview(b *rowBuild, was int, now gpnRead) msg.Msg {
	return mk("import.review.gpn_differs", now.at.header, now.n, was)
}

// gpnPolicy: cards column, machine kind, spec, offer name, plan cell, total over machines.
var gpnPolicy = []gpnRule{
	// RQ0010: the vendor's deviation from a buyer's form states its own machine ("负偏离：我司L20为4卡机型")
	// over the form's 单台卡数, which it answers
	{id: "gpus.deviation", source: srcCell, read: deviationCards,
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			form := "—"
			if len(b.cnt.gpnCol) > 0 {
				form = strconv.Itoa(b.cnt.gpnCol[0].n)
			}
			return mk("import.rfq.deviation_gpus", now.at.header, now.at.text, now.n, b.colName(fGPUsPerNode), form)
		}},
	{id: "gpus.cards_column", source: srcCell,
		read: func(b *rowBuild) []gpnRead { return b.cnt.gpnCol }},
	{id: "gpus.machine_kind_cell", source: srcCell,
		read:   func(b *rowBuild) []gpnRead { return b.cnt.kinds },
		review: gpnDiffersReview},
	{id: "gpus.machine_kind_other_column", source: srcCell, checkOnly: true,
		read:   func(b *rowBuild) []gpnRead { return b.cnt.otherKinds },
		review: gpnDiffersReview},
	{id: "gpus.spec_cell", source: srcCell,
		read: func(b *rowBuild) []gpnRead {
			if b.spec.GPUs == nil {
				return nil
			}
			at := b.r.cells[fSpec]
			if b.text(fSpec) == "" {
				at = b.r.cells[fGPU]
			}
			return []gpnRead{{*b.spec.GPUs, at, b.spec.GPUsRule}}
		},
		warn: func(b *rowBuild, was int, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_spec_differs", b.colName(fGPUsPerNode), was, b.r.cells[fSpec].header, now.n)
		},
		review: func(b *rowBuild, was int, now gpnRead) msg.Msg {
			return mk("import.review.gpn_differs", b.colName(fGPUsPerNode), was, now.n)
		}},
	{id: "gpus.model_code", source: srcCell, read: (*rowBuild).codeCount, took: gpnFromCode, // extract_model_code.go
		warn: gpnCodeDiffers, review: gpnDiffersReview},
	{id: "gpus.offer_name", source: srcCell,
		read: func(b *rowBuild) []gpnRead { return offerCount(b, offerGPUCount(b.text(fOffer))) },
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_offer", now.at.header, b.text(fOffer), now.n)
		},
		warn: gpnOfferDiffers, review: gpnDiffersReview},
	{id: "gpus.plan_cell", source: srcCell,
		read: func(b *rowBuild) []gpnRead {
			if t := b.text(fOffer); offerGPUCount(t) == 0 {
				if n := offerCardCount(t); n > 0 {
					return offerCount(b, n)
				}
			}
			if t := b.text(fMode); t != "" { // a 租用方式 cell naming the machine let whole: "整机8卡" (set129/07)
				if n := offerCardCount(t); n > 0 {
					return []gpnRead{{n, b.r.cells[fMode], ""}}
				}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_plan_cell", now.n, now.at.header, strings.TrimSpace(now.at.text))
		},
		warn: gpnOfferDiffers, review: gpnDiffersReview,
		exempt: func(b *rowBuild) bool { _, has := b.r.cells[fGPUsPerNode]; return !has }},
	{id: "gpus.title_single_card", source: srcCell, // extract_counts.go: "RTX4090 24G 单卡云主机 按天"
		read: func(b *rowBuild) []gpnRead {
			if titleSingleCard(b.text(fGPU)) {
				return []gpnRead{{1, b.r.cells[fGPU], "gpus.title_single_card"}}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_plan_cell", now.n, now.at.header, strings.TrimSpace(now.at.text))
		},
		review: gpnDiffersReview},
	{id: "gpus.single_card_offer_host", source: srcCell, // CA0701: "单卡L40S 48G" under 资源配置 beside "移动云智算-GPU云主机"
		read: func(b *rowBuild) []gpnRead {
			for _, f := range []string{fGPU, fSpec} {
				if singleCardLead(b.text(f)) {
					if h, _ := rowOfferHost(b.r); h != "" {
						return []gpnRead{{1, b.r.cells[f], "gpus.single_card_offer_host"}}
					}
				}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			h, o := rowOfferHost(b.r)
			return mk("import.warn.ca_single_card_host", strings.TrimSpace(now.at.text), h, o)
		},
		review: gpnDiffersReview},
	{id: "gpus.board_model", source: srcCell, // GN0041: "NVIDIA DGX H100" holds 8
		read: func(b *rowBuild) []gpnRead {
			if n, _ := boardGPUs(b.text(fGPU)); n > 0 {
				return []gpnRead{{n, b.r.cells[fGPU], "gpus.board_model"}}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			_, w := boardGPUs(now.at.text)
			return mk("import.warn.gpn_from_board", now.n, now.at.header, strings.TrimSpace(now.at.text), strings.ToUpper(w))
		},
		review: gpnDiffersReview},
	{id: "gpus.notes", source: srcCell,
		read: func(b *rowBuild) []gpnRead {
			if n, part, rule := notesMachineCards(b.text(fNotes)); n > 0 {
				c := b.r.cells[fNotes]
				c.text = part
				return []gpnRead{{n, c, rule}}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_notes", now.n, now.at.header, now.at.text)
		},
		review: gpnDiffersReview},
	{id: "gpus.mig_whole_card", source: srcCell, read: (*rowBuild).migWholeCard, // extract_gpushare.go
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_mig_whole_card", now.at.header, now.at.text)
		},
		review: gpnDiffersReview},
	{id: "gpus.unread_column", source: srcCell, read: unreadMachineCards, // LX0004
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_notes", now.n, now.at.header, now.at.text)
		},
		review: gpnDiffersReview},
	{id: "gpus.total_by_nodes", source: srcCell,
		read: func(b *rowBuild) []gpnRead {
			if t, n := b.cnt.total, b.nodes; t != nil && n != nil && *n > 0 && *t%*n == 0 {
				return []gpnRead{{*t / *n, b.r.cells[fTotalGPUs], ""}}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_total", now.at.header, *b.cnt.total, *b.nodes, now.n)
		}},
	{id: "gpus.free_total", source: srcCell, // OY0001: "3/8" under 空闲/总卡: a listed host's cards in all, where no machine count is stated
		read: func(b *rowBuild) []gpnRead {
			if ft := b.cnt.freeTotal; ft != nil { // left by counts only where no machine count or cards column stands
				return []gpnRead{{ft.all, ft.at, "OY0001"}}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.oy_gpn_free_total", now.n, now.at.header, strings.TrimSpace(now.at.text), b.cnt.freeTotal.free)
		},
		review: gpnDiffersReview},
	{id: "gpus.derived_price", source: srcCell, // columns_amount.go: 整机价 = 单卡价 × 8
		read: func(b *rowBuild) []gpnRead {
			if b.r.formulaGPN.n == 0 {
				return nil
			}
			return []gpnRead{b.r.formulaGPN}
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_formula", now.n, now.at.header, strings.TrimSpace(now.at.text), b.r.formulaGPNFrom, now.n)
		},
		review: gpnDiffersReview},
	{id: "gpus.section", source: srcSection, // TE0001: a group label over the rows ("8卡整机", "4卡机", "单卡机")
		read: func(b *rowBuild) []gpnRead {
			if b.r.sectionGPN.n == 0 {
				return nil
			}
			return []gpnRead{b.r.sectionGPN}
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			if b.r.sectionGPNTab { // locate_tab.go: the sheet's name ("4机32卡")
				return mk("import.warn.tabs_gpn", now.n, now.at.text)
			}
			return mk("import.warn.gpn_from_section", now.n, now.at.text)
		},
		review: gpnDiffersReview},
	{id: "gpus.sheet_line", source: srcSheetLine, // extract_machine_line.go
		read: func(b *rowBuild) []gpnRead {
			if b.r.lineGPN.n == 0 {
				return nil
			}
			return []gpnRead{b.r.lineGPN}
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg { return mk("import.warn.gpn_from_line", now.n, now.at.text) }},
	// a cloud catalogue's cards column on a row naming its instance and no machine count
	// (实例规格 | GPU数量（卡）): the instance's cards, as no other source says (last resort);
	// a header saying stock, total or the buyer's order (现货卡数, 总卡数, 采购卡数: words/columns.tsv
	// count_not_instance) counts no instance's cards (review finding 2)
	{id: "gpus.instance_cards", source: srcCell,
		read: func(b *rowBuild) []gpnRead {
			if t := b.cnt.total; t != nil && b.nodes == nil && *t > 0 && *t <= maxGPUsPerNode && b.instanceColumn().text != "" &&
				!containsWord(strings.ToLower(headerCore(b.r.cells[fTotalGPUs].header)), "count_not_instance") {
				return []gpnRead{{*t, b.r.cells[fTotalGPUs], ""}}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.bk_gpn_instance_cards", now.at.header, now.n, strings.TrimSpace(b.instanceColumn().text))
		}},
	// a spec or GPU cell naming one card as a word of its own ("L20 48GB 单卡", "T4 单卡"): what is
	// let is one card (extract_counts.go specSingleCard); the last source, so it never disagrees
	{id: "gpus.spec_single_card", source: srcCell,
		read: func(b *rowBuild) []gpnRead {
			for _, f := range []string{fSpec, fGPU} {
				if c, ok := b.r.cells[f]; ok && specSingleCard(c.text) {
					return []gpnRead{{1, c, "gpus.spec_single_card"}}
				}
			}
			return nil
		},
		took: func(b *rowBuild, now gpnRead) msg.Msg {
			return mk("import.warn.gpn_from_plan_cell", now.n, now.at.header, strings.TrimSpace(now.at.text))
		}},
}

// unreadMachineCards: a cell of a column no field reads (使用方式, 形态)
// that names one machine's cards and nothing else ("整机8卡", "8卡/台",
// "8-GPU server") gives the GPUs per machine; a count of cards alone
// ("8卡": a minimum, the stock) gives none.
func unreadMachineCards(b *rowBuild) []gpnRead {
	var out []gpnRead
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		v := b.r.extra[h]
		if reCardsOnly.MatchString(compact(norm(v))) {
			continue
		}
		if parseHint(v).currency != "" {
			continue // "8块/台": 8 yuan a machine (块 is C0026's 元), no machine's cards (review merged41 3)
		}
		n, ok := cardsPerMachine(v)
		if !ok {
			n, _, _ = countPlanCell.find(strings.ToLower(strings.TrimSpace(narrow(v))))
		}
		if n > 1 && n <= maxGPUsPerNode {
			return append(out, gpnRead{n, cell{text: v, header: h, letter: b.r.extraLetters[h]}, ""})
		}
	}
	return out
}

func offerCount(b *rowBuild, n int) []gpnRead {
	if n == 0 {
		return nil
	}
	return []gpnRead{{n, b.r.cells[fOffer], ""}}
}

// machinesInText: the machines a cell's words count, where no column counts
// them, in this order.
var machinesInText = []struct {
	field, rule, warn string
	re                interface{ FindStringSubmatch(string) []string }
}{
	{fNotes, "nodes.notes_stock", "import.warn.nodes_from_notes_stock", reStockMachines},
	{fSpec, "nodes.spec_count", "import.warn.nodes_from_spec", reSpecMachines},
	{fGPU, "nodes.spec_count", "import.warn.nodes_from_spec", reSpecMachines}, // a lot's "A800训练整机×3台"
	{fSpec, "nodes.spec_count", "import.warn.nodes_from_spec", reSpecMachineTimes},
	{fGPU, "nodes.spec_count", "import.warn.nodes_from_spec", reSpecMachineTimes},
	{fSpec, "nodes.spec_count", "import.warn.nodes_from_spec", reSpecNodesLead},
	{fGPU, "nodes.spec_count", "import.warn.nodes_from_spec", reSpecNodesLead},
}

// reSpecNodesLead (campus, set103): a count of nodes after a word of
// spec_count_lead in a cluster's spec cell ("每节点4×V100 32GB，共16节点"):
// the machines, as "共8台" is; a bare "2节点" is not read so.
var reSpecNodesLead = regexp.MustCompile(wordAlt("spec_count_lead", false) + `\s*[:：]?\s*(\d{1,4})\s*个?节点(?:$|[\s,，;；)（）])`)

// reSpecMachineTimes: a word naming a whole machine, then ×N with no unit
// after the figure ("单卡机 ×1", "8卡机 x2", "服务器×3"): N machines; the
// matcher is machine_times.go machineTimes, in a spec cell's context.
var reSpecMachineTimes specTimes

type specTimes struct{}

// FindStringSubmatch is the first ×N of s that counts machines: its last
// submatch the figure.
func (specTimes) FindStringSubmatch(s string) []string {
	if n := machineTimes(s, timesInSpec); n != "" {
		return []string{n}
	}
	return nil
}

// reSpecMachines: a count of machines standing alone in a spec (or GPU) cell
// ("8卡机 2台", "2台，NVLink", a lot's "A800训练整机×3台"), or after a word of
// spec_count_lead (words/procure.tsv: "共8台（64卡）", "数量：4台"): not
// "8卡/台" (per machine), "每台", nor "1台起租" (a minimum). A count of
// machines times their cards ("128卡（16台×8卡）") is the machines (DS0002).
var reSpecMachines = regexp.MustCompile(`(?:^|[\s,，;；(（]|[x×*]\s*|` + wordAlt("spec_count_lead", false) + `\s*[:：]?\s*)(\d{1,4})\s*台(?:$|[\s,，;；)（）(×x*])`)

// otherGPUNote: a note naming another GPU than the quote's ("H800可现货2台"
// on a row that also prices RTX 4090): its count is that GPU's, not this
// quote's.
func otherGPUNote(field, text, gpu string) bool {
	g, ok := matchGPU(text)
	return field == fNotes && ok && gpu != "" && gpuFamily(g.ID) != gpuFamily(gpu)
}

// reStockMachines: the machines in stock a note states ("现货2台", "可供 10 台").
var reStockMachines = regexp.MustCompile(`(?:现货|可供|可租|库存|在库)\s*(\d+)\s*台`)

// gpnColumnMax is the most the cards column may hold: a machine's cards,
// or all the row's cards where they split evenly over its machines into a
// machine's (卡数 256 beside 台数 32: the group's 256 cards, 8 a machine).
func gpnColumnMax(cards, machines string) int {
	t, errT := ParseCount(cards)
	n, errN := ParseCount(machines)
	if errT == nil && errN == nil && t > maxGPUsPerNode && n > 1 && n <= maxNodes && t%n == 0 && t/n <= 16 {
		return t
	}
	return maxGPUsPerNode
}

// rowCounts is what the count cells of a row say, before the policy.
type rowCounts struct {
	gpnCol []gpnRead // the cards column
	kinds  []gpnRead // a machine-kind cell ("8卡机") in the machine-count column
	// machine-kind cells in unread columns naming the machine count
	otherKinds []gpnRead
	total      *int
	freeTotal  *freeTotalRead // a free/total cell ("3/8" under 空闲/总卡), OY0001
}

// freeTotalRead: the free and all cards of a free/total cell.
type freeTotalRead struct {
	free, all int
	at        cell
}

// counts: GPUs per machine, machines, total cards.
// reCardChoice: a cards cell listing the sizes an instance is rented in, a
// range ("1-8", "1～8卡") or three sizes or more ("1/2/4/8"; two figures
// with one slash are free/total, extract_free_total.go), stop 52 set138/02.
var reCardChoice = regexp.MustCompile(`^\s*\d{1,2}\s*(?:[-~～—–至到]\s*\d{1,2}|(?:[/、,，]\s*\d{1,2}){2,})\s*卡?\s*$`)

func (b *rowBuild) counts() {
	var stockMachines *int  // machines a stock cell's words state
	var cellMachines *int   // machines a "8卡×3台" cell in the cards or total column states
	var cellMachinesAt cell // that cell
	var freeTotalAll *int   // all the cards of a free/total cell in the total column ("3/16": 16)
	count := func(f string, max int) *int {
		t := b.text(f)
		if c, m, ok := cardsTimesMachines(t); ok && f != fNodes {
			n := c // the cards column: one machine's (gpnPerMachine)
			if f == fTotalGPUs {
				n = c * m
			}
			cellMachines, cellMachinesAt = &m, b.r.cells[f]
			return &n
		}
		if f == fGPUsPerNode && reCardChoice.MatchString(narrow(t)) {
			// "1-8", "1/2/4/8" under 可选卡数: the sizes an instance may be rented in, no one machine's
			// cards: unknown, said; a price per machine then has no cards to split over (the basis refuses it)
			b.q.AddWarning(mk("import.warn.gpn_choice", b.colName(f), strings.TrimSpace(t)))
			return nil
		}
		if f != fNodes && strings.ContainsAny(t, "/／") {
			if free, all, ok, bad := freeTotalCell(b.colName(f), t); ok || bad {
				// OY0001: "3/8" under 空闲/总卡: 8 cards in all, 3 free now (extract_free_total.go)
				switch {
				case bad:
					b.bad(f, mk("import.err.oy_free_total_bad", b.colName(f), t, free, all))
					return nil
				case all > max:
					b.bad(f, mk("import.err.count", b.colName(f), errMsg(cellErr("import.err.count_range", t, 1, max))))
					return nil
				case f == fGPUsPerNode:
					return &all // the cards column: a machine's cards, whatever is free
				}
				// the total column: one listed host's cards (gpus.free_total) or the row's
				// in all, decided below once the machines are known (freeTotalAll)
				freeTotalAll, b.cnt.freeTotal = &all, &freeTotalRead{free, all, b.r.cells[f]}
				return nil
			}
		}
		if m, _, ok := machinesBesideCards(t); ok && f == fNodes && m <= max {
			return &m // "48卡（6台）" in the machines column: 6 machines
		}
		n, err := ParseCount(t)
		if quiet(err) || errors.Is(err, errNotOffered) {
			return nil
		}
		if wc, words := countInWords(t); err != nil && words {
			// "充足", "剩余3台": words beside a priced row leave the count unknown, or state it
			switch {
			case wc.n > 0 && wc.n <= max && (f == fNodes && !wc.cards || f == fTotalGPUs && !wc.machines):
				b.q.AddWarning(mk("import.warn.count_in_words", b.colName(f), strings.TrimSpace(t), wc.n))
				return &wc.n
			case wc.n > 0 && wc.n <= maxNodes && f == fTotalGPUs && wc.machines:
				stockMachines = &wc.n // "剩余3台" under 库存: machines, not cards
				return nil
			case wc.n > 0 && f == fGPUsPerNode:
				b.bad(f, mk("import.err.count", b.colName(f), errMsg(err))) // the cards that price a machine: not guessed
				return nil
			}
			b.unread(f, err)
			return nil
		}
		if err == nil && (n < 1 || n > max) {
			err = cellErr("import.err.count_range", t, 1, max)
		}
		if err != nil {
			if strings.TrimSpace(strings.Trim(t, "—–-/")) == "" {
				return nil
			}
			b.bad(f, mk("import.err.count", b.colName(f), errMsg(err)))
			return nil
		}
		return &n
	}
	gpn, gpnRule := count(fGPUsPerNode, gpnColumnMax(b.text(fGPUsPerNode), b.text(fNodes))), ""
	nodesAt, nodesRule, totalAt, totalRule := b.r.cells[fNodes], "nodes.column", b.r.cells[fTotalGPUs], "total.column"
	if c, m, ok := cardsTimesMachines(b.text(fNodes)); ok {
		// "8卡×3台" in the machine-count column: 3 machines of 8 cards (extract_counts.go)
		b.nodes = &m
		b.cnt.kinds = append(b.cnt.kinds, gpnRead{c, b.r.cells[fNodes], ""})
	} else if n, ok := cardsPerMachine(b.text(fNodes)); ok {
		// "8卡机" in the machine-count column: one machine's cards, machines unknown
		b.q.AddWarning(mk("import.warn.nodes_cell_is_gpn", b.colName(fNodes), b.text(fNodes), n))
		b.cnt.kinds = append(b.cnt.kinds, gpnRead{n, b.r.cells[fNodes], ""})
	} else {
		b.nodes = count(fNodes, maxNodes)
	}
	b.otherNodeColumns()
	if _, ok := b.r.cells[fTotalGPUs]; ok {
		b.cnt.total = count(fTotalGPUs, maxGPUsPerNode*maxNodes)
	}
	switch {
	case cellMachines == nil:
	case b.nodes == nil:
		b.nodes, nodesAt, nodesRule = cellMachines, cellMachinesAt, "nodes.cards_times_machines"
	case *b.nodes != *cellMachines: // "8卡×3台" beside 台数 2: which the offer is, the file must say
		b.q.Review(mk("import.review.count_cell_machines", cellMachinesAt.header, strings.TrimSpace(cellMachinesAt.text), *cellMachines, b.colName(fNodes), *b.nodes))
	}
	if freeTotalAll != nil && (*freeTotalAll > freeTotalHostMax || b.nodes != nil || gpn != nil) {
		// a pool's cards, or those of the machines a column or a "8卡×2台" cell counts, or
		// of machines whose cards the cards column states ("3/16" beside 每台 8): the row's
		// cards in all, no one host's (gpus.free_total reads only what is left)
		b.cnt.total, b.cnt.freeTotal = freeTotalAll, nil
	}
	if c, m, ok := cardsTimesMachines(firstField(b.text(fSpec))); ok && gpn != nil && b.nodes == nil && m > 1 && c*m == *gpn {
		// "卡数 64" beside the seller's "8台×8卡 H800 SXM5" (stop 48, set121/08): the machines the spec states, so the cards column is all of them
		b.nodes, nodesAt, nodesRule = &m, b.r.cells[fSpec], "nodes.cards_times_machines"
	}
	if gpn != nil && b.nodes != nil && gpnWasTotal(*gpn, *b.nodes, gpnPerMachine(b.r, b.spec, *gpn)) {
		// "卡数 64, 台数 8": the cards column counts all cards
		per := *gpn / *b.nodes
		b.q.AddWarning(mk("import.warn.gpn_was_total", b.colName(fGPUsPerNode), *gpn, *b.nodes, per))
		b.q.Review(mk("import.review.gpn_was_total", b.colName(fGPUsPerNode), *gpn, per))
		b.cnt.total, gpn = gpn, &per
		gpnRule, totalAt, totalRule = "count.column_was_total", b.r.cells[fGPUsPerNode], "total.cards_column"
	}
	if gpn != nil {
		b.cnt.gpnCol = []gpnRead{{*gpn, b.r.cells[fGPUsPerNode], gpnRule}}
	}
	b.gpn = b.resolveGPN()
	if n, ok := b.qtyCountsCards(); ok {
		// "数量 16" beside "元/卡/月" and "（4台）" in the note, 4 machines of 4 cards: the bill's
		// quantity counts what its unit prices, cards; the note's machines are the offer's (QB0001)
		b.q.AddWarning(mk("import.warn.qty_counts_cards", b.colName(fNodes), *b.nodes, b.rowUnitText(), n))
		b.cnt.total, b.nodes = b.nodes, &n
		nodesAt, nodesRule = b.r.cells[fNotes], "nodes.qty_per_card"
	}
	if t := b.cnt.total; t != nil {
		th := b.colName(fTotalGPUs)
		switch {
		case b.gpn != nil && b.nodes == nil && *t%*b.gpn == 0:
			b.nodes, nodesAt, nodesRule = ptr(*t / *b.gpn), totalAt, "nodes.total_by_gpus"
			b.q.AddWarning(mk("import.warn.nodes_from_total", th, *t, *b.gpn, *b.nodes))
		case b.gpn != nil && b.nodes != nil && *b.gpn**b.nodes != *t:
			b.q.AddWarning(mk("import.warn.total_differs", th, *t, *b.gpn, *b.nodes))
		}
	}
	if b.nodes == nil && stockMachines != nil {
		c := b.r.cells[fTotalGPUs]
		b.nodes, nodesAt, nodesRule = stockMachines, c, "nodes.total_words"
		b.q.AddWarning(mk("import.warn.nodes_from_notes_stock", *stockMachines, c.header, strings.TrimSpace(c.text)))
	}
	for _, m := range machinesInText { // "现货2台" in the notes, "8卡机 2台" in the spec cell
		if c := b.r.cells[m.field]; b.nodes == nil && c.text != "" && !otherGPUNote(m.field, c.text, b.q.GPU) {
			if g := m.re.FindStringSubmatch(norm(c.text)); g != nil {
				if n, err := strconv.Atoi(g[len(g)-1]); err == nil && n >= 1 && n <= maxNodes {
					b.nodes, nodesAt, nodesRule = &n, c, m.rule
					b.q.AddWarning(mk(m.warn, n, c.header, strings.TrimSpace(c.text)))
				}
			}
		}
	}
	if b.nodes == nil {
		if n, c, ok := b.stockColumnMachines(); ok { // "6台" under 库存, a column of 充足 / 紧张
			b.nodes, nodesAt, nodesRule = &n, c, "nodes.stock_column"
			b.q.AddWarning(mk("import.warn.nodes_from_notes_stock", n, c.header, strings.TrimSpace(c.text)))
		}
	}
	if b.nodes == nil {
		if c, ok := b.machineIDCell(); ok { // "ctu2-h800-01" under hostname: one physical machine
			b.nodes, nodesAt, nodesRule = ptr(1), c, "nodes.machine_id"
			b.q.AddWarning(mk("import.warn.nodes_machine_id", c.header, strings.TrimSpace(c.text)))
		}
	}
	if b.nodes == nil && b.r.sectionNodes > 0 { // TA0001: "4机32卡" over the rows or as the sheet's name
		n := b.r.sectionNodes
		b.nodes, nodesAt, nodesRule = &n, cell{text: b.r.sectionNodesText}, "nodes.section"
		if b.r.sectionNodesTab {
			nodesRule = "nodes.tab"
			b.q.AddWarning(mk("import.warn.tabs_nodes", n, b.r.sectionNodesText))
		} else {
			b.q.AddWarning(mk("import.warn.tabs_nodes_section", n, b.r.sectionNodesText))
		}
	}
	b.total = b.cnt.total
	for _, c := range []struct {
		field string
		n     *int
		at    cell
		rule  string
	}{{"nodes", b.nodes, nodesAt, nodesRule}, {"total_gpus", b.total, totalAt, totalRule}} {
		if c.n != nil {
			e := evidenceAt(c.field, strconv.Itoa(*c.n), srcCell, b.r, c.at, c.rule)
			switch c.rule { // TA0001: a group row or the sheet's name, no cell of the row
			case "nodes.section":
				e.Source, e.Row = srcSection, b.r.sectionNodesRow // the label's row, as gpus.section points
			case "nodes.tab":
				e.Source, e.Row = srcSheetName, 0
			}
			e.Chosen = true
			b.q.Evidence = append(b.q.Evidence, e)
		}
	}
	b.reviewCardsTotal()
}

// resolveGPN reads the policy into the quote's evidence.
func (b *rowBuild) resolveGPN() *int {
	chosen, was := "", 0
	for _, rule := range gpnPolicy {
		for _, now := range rule.read(b) {
			e := evidenceAt("gpus_per_machine", strconv.Itoa(now.n), rule.source, b.r, now.at, rule.id)
			if rule.source == srcSection && b.r.sectionGPNTab {
				e.Source, e.Row = srcSheetName, 0 // the sheet's name (locate_tab.go), no row of the sheet
			} else if rule.source == srcSection && b.r.sectionGPNRow > 0 {
				e.Row = b.r.sectionGPNRow // the label's row, as term.section and vendor.section point
			}
			if now.rule != "" {
				e.Rule += ":" + now.rule
			}
			switch {
			case chosen == "" && rule.checkOnly:
			case chosen == "":
				e.Chosen, was, chosen = true, now.n, e.Rule
				if rule.took != nil {
					b.q.AddWarning(rule.took(b, now))
				}
			case now.n == was || rule.exempt != nil && rule.exempt(b):
				e.Why = chosen
			default:
				e.Why = chosen
				if rule.warn != nil {
					b.q.AddWarning(rule.warn(b, was, now))
				}
				if rule.review != nil {
					b.q.Review(rule.review(b, was, now))
				}
			}
			b.q.Evidence = append(b.q.Evidence, e)
		}
	}
	if chosen == "" {
		return nil
	}
	return &was
}

// headerNamesNodes caches matchHeader(h) == fNodes for unread columns.
var headerNamesNodes sync.Map

// otherNodeColumns: an unread column that also names the machine count
// ("台数" beside "可用台数") holds the quote for review where it disagrees.
func (b *rowBuild) otherNodeColumns() {
	if _, ok := b.r.cells[fNodes]; !ok || len(b.r.extra) == 0 {
		return
	}
	hs := slices.Sorted(maps.Keys(b.r.extra))
	for _, h := range hs {
		v := b.r.extra[h]
		named, ok := headerNamesNodes.Load(h)
		if !ok {
			named = matchHeader(h) == fNodes && !countsTime(h)
			headerNamesNodes.Store(h, named)
		}
		if !named.(bool) {
			continue
		}
		if n, ok := cardsPerMachine(v); ok {
			b.cnt.otherKinds = append(b.cnt.otherKinds, gpnRead{n, cell{text: v, header: h, letter: b.r.extraLetters[h]}, ""})
			continue
		}
		n, err := ParseCount(v)
		if err != nil || b.nodes != nil && *b.nodes == n {
			continue
		}
		e := evidenceAt("nodes", strconv.Itoa(n), srcCell, b.r, cell{text: v, header: h, letter: b.r.extraLetters[h]}, "nodes.other_column")
		e.Why = "nodes.column"
		b.q.Evidence = append(b.q.Evidence, e)
		used := b.colName(fNodes)
		b.q.AddWarning(mk("import.warn.nodes_two_columns", h, v, used, b.text(fNodes)))
		b.q.Review(mk("import.review.nodes_two_columns", h, v, used, b.text(fNodes)))
	}
}

// countsTime: a count header whose unit is a length of use (数量（卡·时）,
// 用量（台·月）) counts card- or machine-hours, never machines.
func countsTime(h string) bool { return parseHint(h).period != "" }

// reviewCardsTotal: a total read only from its values may be one machine's cards.
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

// reExplicitPerNode: a card-count header that says per machine.
var reExplicitPerNode = memoized(regexp.MustCompile(`每台|单机|每机|单台|每节点|单节点|/台|/机|/节点|每实例|/实例|per\s*(?:node|server|machine|instance|vm|box)|/(?:node|server|machine|instance|vm)`))

// deviationCards is the card count a deviation note states for the row's machine.
func deviationCards(b *rowBuild) []gpnRead {
	c, ok := b.r.cells[fNotes]
	if !ok || !deviationHeader(c.header) {
		return nil
	}
	if nu := noteUnitOf(c.text); nu.gpus > 0 {
		c.text = strings.TrimSpace(c.text)
		return []gpnRead{{nu.gpus, c, ""}}
	}
	return nil
}

// deviationHeader: a column the vendor added to a buyer's form to state where
// its offer departs from the form (words/rows.tsv deviation_header: 偏离说明).
func deviationHeader(h string) bool { return containsAny(headerCore(h), deviationWords) }

var deviationWords = wordsInOrder("deviation_header")

// priceGPUs is the GPUs of the instance one price is for: the column
// header ("8x GPU server $/hr"), the cell, the unit column, the row's note.
// A header pricing its own size overrides the row's count; any other that
// disagrees warns and holds the quote for review.
func (b *rowBuild) priceGPUs(q *Quote, p priceIn, cellH unitHint, ru rowUnit) *int {
	gpn := b.gpn
	for _, s := range []struct {
		n            *int
		rule, source string
		at           cell
	}{{p.hint.gpus, "gpus.price_header", srcHeader, p.cell}, {cellH.gpus, "gpus.price_cell", srcCell, p.cell},
		{hintGPUs(ru.unit), "gpus.unit_column", srcUnitColumn, ru.unitCell}, {ru.noteGPUs, "gpus.row_note", srcRowNote, ru.noteGPUsCell}} {
		if s.n == nil {
			continue
		}
		e := evidenceAt("gpus_per_machine", strconv.Itoa(*s.n), s.source, b.r, s.at, s.rule)
		q.Evidence = slices.Clone(q.Evidence) // b.q's array is every price's
		was := -1
		for i, x := range q.Evidence {
			if x.Field == e.Field && x.Chosen {
				was = i
			}
		}
		switch {
		case gpn == nil || *gpn == *s.n:
			e.Chosen = gpn == nil
			if was >= 0 {
				e.Why = q.Evidence[was].Rule
			}
			gpn = s.n
		case s.rule == "gpus.price_header": // the column prices its own instance size
			e.Chosen = true
			if was >= 0 {
				q.Evidence[was].Chosen, q.Evidence[was].Why = false, s.rule
			}
			gpn = s.n
		default:
			q.AddWarning(mk("import.warn.gpn_disagree", b.colName(fGPUsPerNode), *gpn, *s.n))
			q.Review(mk("import.review.gpn_differs", b.colName(fGPUsPerNode), *gpn, *s.n))
			if was >= 0 {
				e.Why = q.Evidence[was].Rule
			}
		}
		q.Evidence = append(q.Evidence, e)
		break
	}
	return gpn
}

// catalogueGPUs: 8 for a machine price of a part sold only on 8-GPU boards, for review.
func catalogueGPUs(q *Quote, gpn *int, basis string) *int {
	if basis != "node" || gpn != nil {
		return gpn
	}
	if !hgxPart(q.GPU) {
		q.Review(mk("import.review.gpn_missing"))
		return nil
	}
	e := Evidence{Field: "gpus_per_machine", Value: "8", Source: srcCatalogue, Sheet: q.SourceSheet, Row: q.SourceRow, Text: q.GPU, Rule: "gpus.catalogue_baseboard", Chosen: true}
	q.Evidence = append(slices.Clone(q.Evidence), e)
	q.AddWarning(mk("import.warn.gpn_assumed", q.GPU))
	q.Review(mk("import.review.gpn_assumed", q.GPU))
	return ptr(8)
}

// unstatedGPUCount (OD0002): a per-machine or per-instance price on a row
// whose cards-per-machine column says the count is not known ("—", "待定",
// "n/a": cell_words.tsv not_stated) cannot be put per GPU where no catalogue
// baseboard speaks for the row (hgxPart: an 8-card board part keeps its 8,
// warned and sent to review by catalogueGPUs): the file has a column for the
// count and this row leaves it open, so the row is refused at that cell
// rather than stored with no count. A blank cell is left to the usual review.
func (b *rowBuild) unstatedGPUCount(basis string, gpn *int, gpu string) (cell, bool) {
	if basis != "node" || gpn != nil || hgxPart(gpu) {
		return cell{}, false
	}
	c, ok := b.r.cells[fGPUsPerNode]
	if !ok || !isNotStated(norm(c.text)) {
		return cell{}, false
	}
	return c, true
}

// priceCellMachines (LF0101): a price cell that states its own machines
// ("4台 / 118000" under a month of a capacity calendar) gives that quote's
// machine count; each price column of the row is its own offer, so the
// cell's count is believed over the row's, which is kept as evidence and,
// where it differs, named in a warning.
func (b *rowBuild) priceCellMachines(q *Quote, n int, p priceIn) {
	if n == 0 {
		return
	}
	ev := slices.Clone(q.Evidence)
	for i := range ev {
		if ev[i].Field == "nodes" && ev[i].Chosen {
			ev[i].Chosen, ev[i].Why = false, "nodes.price_cell"
			if ev[i].Value != strconv.Itoa(n) {
				q.AddWarning(mk("import.warn.nodes_price_cell", p.header, strings.TrimSpace(p.text), n, ev[i].Header, ev[i].Value))
			}
		}
	}
	e := evidenceAt("nodes", strconv.Itoa(n), srcCell, b.r, p.cell, "nodes.price_cell")
	e.Chosen = true
	q.Evidence, q.Nodes = append(ev, e), &n
}

// reMachinesAlone: a cell that is a count of machines and nothing else ("6台", "2 nodes").
var reMachinesAlone = regexp.MustCompile(`(?i)^(\d{1,4})\s*(?:台|nodes?|servers?|machines?)$`)

// stockColumnMachines: the machines an unread stock column's cell counts
// alone (库存 "6台" beside rows saying 充足): the machines on offer; its
// cell. ok false for any other cell.
func (b *rowBuild) stockColumnMachines() (int, cell, bool) {
	for h, v := range b.r.extra {
		if !wordIn("stock_header", headerCore(h)) {
			continue
		}
		m := reMachinesAlone.FindStringSubmatch(strings.TrimSpace(norm(v)))
		if m == nil {
			continue
		}
		if n, err := strconv.Atoi(m[1]); err == nil && n >= 1 && n <= maxNodes {
			return n, cell{text: v, header: h, letter: b.r.extraLetters[h]}, true
		}
	}
	return 0, cell{}, false
}

// gpnPerMachine: the row says its cards column's gpn is one machine's: the
// cell by "×" ("8卡×3台"), the header (每台卡数), or the spec's own count
// (16×H800 beside 16). The one test for build and the total's division.
func gpnPerMachine(r rowIn, spec Spec, gpn int) bool {
	c := r.cells[fGPUsPerNode]
	if _, _, ok := cardsTimesMachines(strings.TrimSpace(c.text)); ok {
		return true
	}
	return reExplicitPerNode.MatchString(norm(c.header)) || spec.GPUs != nil && *spec.GPUs == gpn
}

// gpnWasTotal: a cards column's gpn beside nodes machines counts all their
// cards ("卡数 64, 台数 8"); explicit where the header or the row says per
// machine.
func gpnWasTotal(gpn, nodes int, explicit bool) bool {
	return nodes > 1 && gpn%nodes == 0 && gpn/nodes <= 16 && (gpn > 16 || gpn > 8 && gpn/nodes <= 8 && !explicit)
}

// firstField is the text's first word (up to a space or a comma).
func firstField(s string) string {
	f := strings.FieldsFunc(narrow(s), func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// qtyCountsCards is the machines a row's note states where its machines
// column is a bill of quantities' bare quantity (数量, Qty: words/columns.tsv
// qty_of_unit, the whole header), its unit prices a card ("元/卡/月" in its
// unit column, or its price header's unit where it has none), and the note
// states machines (共2台整机, （4台）) whose cards, at the row's cards per
// machine, are the quantity: the quantity counted cards, as the amount
// beside it (数量 × 单价) does. A bare quantity no note bears out stays the
// machines (set104/05: QTY 2 beside GPU-HR, x8).
func (b *rowBuild) qtyCountsCards() (int, bool) {
	if b.nodes == nil || b.gpn == nil || *b.gpn < 2 || !qtyOfUnit[norm(strings.TrimSpace(b.colName(fNodes)))] {
		return 0, false
	}
	if parseHint(b.rowUnitText()).basis != "gpu" {
		return 0, false
	}
	ms := reNoteMachines.FindAllStringSubmatch(narrow(b.text(fNotes)), -1)
	if len(ms) != 1 {
		return 0, false
	}
	n, err := strconv.Atoi(ms[0][1])
	if err != nil || n < 1 || n*(*b.gpn) != *b.nodes {
		return 0, false
	}
	return n, true
}

// reNoteMachines: a count of machines in a note ("共2台整机", "(4台)").
var reNoteMachines = regexp.MustCompile(`(\d{1,3})\s*台`)

// rowUnitText is the row's unit as written: its unit cell, or the price
// header's bracket where the row has no unit cell.
func (b *rowBuild) rowUnitText() string {
	if t := strings.TrimSpace(b.text(fUnit)); t != "" {
		return t
	}
	return headerHint(b.colName(fPrice))
}

// qtyOfUnit: words/columns.tsv qty_of_unit.
var qtyOfUnit = wordSet("qty_of_unit")
