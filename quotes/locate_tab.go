package quotes

import (
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// The locate stage's tab context: a workbook's sheet name (a tab per GPU,
// per billing term, per cluster size, per currency) and a single-table
// file's name (a one-sheet CSV export named after its tab) are evidence for
// the rows of that sheet, read as a section line above its table is
// (locate_context.go readSection), ranked below every section line and
// every cell of the row, and warned where they decide a field. A name that
// is an ordinary sheet's (Sheet1, 报价, 说明) states nothing readSection
// reads, so it carries nothing.

// tabSection is the context a sheet's name states for its rows: currency,
// unit, plan, minimum term, cards of one machine and machines; nil for a
// name that states none. A price role, vendor or time band the name may
// hold is left to the mechanisms that read those (a hidden sheet of
// withdrawn prices is never read at all: read.go).
func tabSection(sheet string) *sectionContext {
	sheet = strings.TrimSpace(sheet)
	if sheet == "" {
		return nil
	}
	read := sheet
	if g, rest := tabSplit(sheet); g != "" {
		read = rest // "H800 · 包月": the plan beside the GPU
	}
	sc, ok := readSection(reTabDate.ReplaceAllString(read, " "))
	if !ok {
		return nil
	}
	out := &sectionContext{text: sheet, tab: true, currency: sc.currency, unit: sc.unit, mode: sc.mode, modeText: sc.modeText,
		pieces: sc.pieces, term: sc.term, termText: sc.termText, cards: sc.cards, nodes: sc.nodes}
	if out.empty() { // readSection sets a basis only beside a period, a scale or a plan
		return nil
	}
	return out
}

// reTabDate: a month or date in a sheet's name ("12月报价", "2026-12",
// "2026年12月"): when the prices were written, never a plan or a term
// (a count of months is written 12个月).
var reTabDate = regexp.MustCompile(`(?:\d{2,4}\s*[年./-]\s*)?\d{1,2}\s*月份?|\d{4}\s*[./-]\s*\d{1,2}(?:\s*[./-]\s*\d{1,2})?`)

// reClusterSize (TA0001-TA0009): a cluster's size as its machines and
// its cards in all ("4机32卡", "16台128卡", "单机8卡", "2 nodes 16 GPUs"),
// words/locate.tsv cluster_machine_word and cluster_card_word.
var reClusterSize = regexp.MustCompile(`(?i)^(\d{1,3}|单|一|两|双)\s*` + longestFirst("cluster_machine_word") + `\s*[,，/]?\s*(\d{1,4})\s*` + longestFirst("cluster_card_word") + `$`)

// longestFirst is a regexp group of a table's words, the longer first.
func longestFirst(table string) string {
	ws := slices.Clone(wordsInOrder(table))
	slices.SortStableFunc(ws, func(a, b string) int { return len(b) - len(a) })
	for i, w := range ws {
		ws[i] = regexp.QuoteMeta(w)
	}
	return `(?:` + strings.Join(ws, "|") + `)`
}

// clusterSize reads a cluster-size label: its machines and the cards of
// one machine (the total over the machines); 0, 0 where the piece is no
// such label or its total does not split evenly into machines of at most
// maxGPUsPerNode cards. A label of one machine ("单机8卡") is read as 1
// here; it counts machines only in a family of sizes (loneMachine).
func clusterSize(seg string) (nodes, cards int) {
	m := reClusterSize.FindStringSubmatch(compact(norm(narrow(seg))))
	if m == nil {
		return 0, 0
	}
	switch m[1] {
	case "单", "一":
		nodes = 1
	case "两", "双":
		nodes = 2
	default:
		nodes, _ = strconv.Atoi(m[1])
	}
	total, _ := strconv.Atoi(m[2])
	if nodes < 1 || total < nodes || total%nodes != 0 || total/nodes > maxGPUsPerNode {
		return 0, 0
	}
	return nodes, total / nodes
}

// loneMachine drops the machines of a one-machine size ("单机8卡",
// "1台8卡"), keeping its cards per machine, unless family: a sibling tab
// or section line of the same file states a cluster of two machines or
// more ("单机8卡 / 4机32卡 / 16机128卡" side by side: the 1-machine offer
// of a family). Alone, "单机8卡" describes a machine's configuration and
// counts no machines offered.
func loneMachine(sc *sectionContext, family bool) {
	if sc != nil && sc.nodes == 1 && !family {
		sc.nodes = 0
	}
}

// tabsCluster: one of a workbook's sheet names states a cluster of two
// machines or more (the family loneMachine looks for).
func tabsCluster(sheets []string) bool {
	return slices.ContainsFunc(sheets, func(s string) bool {
		sc := tabSection(s)
		return sc != nil && sc.nodes >= 2
	})
}

// reNameSplit cuts a file's name into its words: a file name's words are
// joined by underscores, spaces, dots and brackets; a hyphen stays inside
// a GPU's name ("H20-141G").
var reNameSplit = regexp.MustCompile(`[_\s.()（）\[\]【】,，+]+`)

// wholeGPUName is the GPU a name is, whole: the name (a sheet tab "H800",
// "4090") or one word of it (a file name's "H20-141G") is one catalogue
// name and nothing more; "" where no word is, or words name two GPUs. A
// date, version or vendor slug is never one.
func wholeGPUName(name string, words bool) string {
	parts := []string{name}
	if words {
		parts = reNameSplit.Split(name, -1)
	} else if g, rest := tabSplit(name); g != "" && strings.TrimFunc(rest, tabSep) != "" {
		// "H800 · 包月", "4机32卡-H100": the rest of the tab is context it reads, or no GPU is read
		if tabSection(rest) == nil {
			return ""
		}
		parts = []string{g}
	}
	found := ""
	for _, p := range parts {
		p = strings.TrimSpace(reTabPlainWord.ReplaceAllString(p, ""))
		if p == "" || !strings.ContainsAny(p, "0123456789") {
			continue
		}
		sp := gpuSpans(narrow(p))
		if len(sp) != 1 || sp[0].start != 0 || sp[0].end != len(narrow(p)) {
			continue
		}
		if found != "" && found != p {
			return ""
		}
		found = p
	}
	return found
}

// tabSplit cuts a sheet's name into the one GPU it names and the rest
// ("H800 · 包月" → "H800", " ·  包月"), the ordinary words beside it left
// out; "" and the name where it names none, two, or one glued to other
// letters or digits.
func tabSplit(sheet string) (gpu, rest string) {
	n := narrow(strings.TrimSpace(sheet))
	sp := gpuSpans(n)
	if len(sp) != 1 {
		return "", sheet
	}
	before, after := n[:sp[0].start], n[sp[0].end:]
	if before != "" && isAlnum(before[len(before)-1]) || after != "" && isAlnum(after[0]) {
		return "", sheet
	}
	rest = strings.TrimSpace(reTabPlainWord.ReplaceAllString(strings.TrimSpace(before), "") + " " + reTabPlainWord.ReplaceAllString(strings.TrimSpace(after), ""))
	return strings.TrimFunc(n[sp[0].start:sp[0].end], tabSep), rest
}

// tabSep: a mark that joins a tab's parts ("H800 · 包月", "A100-按量").
func tabSep(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune("-_·•|/()（）[]【】", r)
}

// reTabPlainWord (TA0060-): an ordinary word beside the GPU a name is
// named after ("H800报价", "A100 price list"), words/locate.tsv
// tab_plain_word.
// Only at the name's start or end: a word inside it leaves no one name.
var reTabPlainWord = regexp.MustCompile(`(?i)^(?:(?:` + wholeWords(wordsInOrder("tab_plain_word")) + `)[\s\-·]*)+|(?:[\s\-·]*(?:` + wholeWords(wordsInOrder("tab_plain_word")) + `))+$`)

// tabGPU is the GPU the rows of table t may take from its sheet's name,
// or, for a single-table file (the reader found one mapped table: a CSV or
// text export, or a workbook of one sheet shown), from the file's name; the name it is read
// from. Only a row naming no GPU of its own takes it (row.go who).
func tabGPU(sheet, file string, single bool) (gpu, from string, isFile bool) {
	if sheet != "" {
		if g := wholeGPUName(strings.TrimSpace(sheet), false); g != "" || !single {
			return g, sheet, false
		}
	}
	if !single {
		return "", "", false // tables side by side or stacked, a mail folder, a workbook of several: the name is no one table's
	}
	base := filepath.Base(file)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	return wholeGPUName(stem, true), base, true
}

// reTabAddOn (TA0080-): words/locate.tsv tab_addon_item.
var reTabAddOn = wordRe("tab_addon_item")

// addOnItem: row r prices an item beside the GPU (存储, 带宽, 公网IP, a
// price per GB or Mbps), in its label cells, its unit or its price's
// header, or is an add-on or service row (extract_line_items.go): it
// never takes the GPU its sheet's or file's name is.
func addOnItem(r rowIn) bool {
	if _, ok := serviceRow(r); ok {
		return true
	}
	if _, ok := addOnRow(r); ok {
		return true
	}
	for _, f := range []string{fGPU, fSpec, fOffer, fGPUText, fUnit} {
		if reTabAddOn.MatchString(narrow(r.cells[f].text)) {
			return true
		}
	}
	if reTabAddOn.MatchString(narrow(r.first.text)) {
		return true
	}
	return slices.ContainsFunc(r.prices, func(p priceIn) bool { return reTabAddOn.MatchString(narrow(p.header)) })
}

// applyTab sets a row's context from its sheet's name where nothing
// nearer states it: the currency and unit where the file's lines state
// none, the plan and minimum term where no cell of the row does, the
// cards of one machine and the machines as the policies' last candidates.
// Each part it decides is warned, naming the sheet.
func applyTab(r *rowIn, sc *sectionContext) {
	ctxSaid := false
	if sc.currency != "" && r.fileCurrency == "" {
		r.fileCurrency, r.fileCurrencyText = sc.currency, sc.text
		if r.sheetUnit.currency == "" {
			r.sheetUnit.currency = sc.currency
		}
		ctxSaid = true
	}
	if u := sc.unit; u.period != "" || u.basis != "" || u.mult > 0 {
		took := false
		if r.sheetUnit.period == "" && u.period != "" {
			r.sheetUnit.period, took = u.period, true
		}
		if r.sheetUnit.basis == "" && u.basis != "" {
			r.sheetUnit.basis, took = u.basis, true
		}
		if r.sheetUnit.mult == 0 && u.mult > 0 {
			r.sheetUnit.mult, r.sheetUnit.multText, r.scaleLine, took = u.mult, u.multText, sc.text, true
		}
		if took {
			r.sheetUnit.text, r.sheetUnitText, ctxSaid = sc.text, sc.text, true
		}
	}
	if ctxSaid {
		r.layoutWarn = append(r.layoutWarn, mk("import.warn.tabs_context", sc.text))
	}
	fillPlan(r, sc, true) // the plan where neither a cell nor the price's header names a period or plan
	if sc.term != nil && strings.TrimSpace(r.cells[fMinTerm].text) == "" {
		r.sectionTerm = sc
	}
	if sc.cards > 0 && r.sectionGPN.n == 0 {
		r.sectionGPN, r.sectionGPNTab = gpnRead{n: sc.cards, at: cell{text: sc.text}}, true
	}
	if sc.nodes > 0 && r.sectionNodes == 0 {
		r.sectionNodes, r.sectionNodesText, r.sectionNodesTab = sc.nodes, sc.text, true
	}
}

// reTabNameLine (TA0020-): "工作表名称即机房名称", "Sheet names are the
// vendors": what each sheet's name names, the word after the phrase.
var reTabNameLine = regexp.MustCompile(`(?i)(?:` + wholeWords(wordsInOrder("tab_name_line")) + `)\s*([^，,；;。｡.\s]{1,16}?)\s*(?:的?名称|名字|names?)?\s*(?:[，,；;。｡.]|$)`)

var tabNameSeller = wordSet("tab_name_seller")

// tabSellerVendor (vendor.tab_seller): a workbook whose lines say each
// sheet's name is its seller ("工作表名称即供应商名称"), or names a party
// the contracts are signed with ("工作表名称即机房名称" beside "合同与机房直接
// 签订": a broker's book of sites, each site signing): the sheet's name is
// the vendor of its rows, over the title's sender. A name the line leaves
// as only a site, with no line signing with it, gives none.
func tabSellerVendor(s vendorScope) []vendorCand {
	sheet := strings.TrimSpace(s.sheet)
	if sheet == "" || namesGPU(sheet) || genericSheet(sheet) {
		return nil
	}
	lines := slices.Concat(s.titles, s.lone, s.ctx.coverLines)
	for _, line := range lines {
		m := reTabNameLine.FindStringSubmatch(narrow(line))
		if m == nil {
			continue
		}
		party := strings.ToLower(strings.TrimSpace(m[1]))
		if party == "" || !tabNameSeller[party] && !signedWith(lines, party) {
			continue
		}
		v, _ := CleanName(sheet)
		if v == "" || idOnly(v) {
			return nil
		}
		return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: sheet}, rank: vendorSeller,
			say: mk("import.warn.tabs_vendor", v, strings.TrimSpace(line))}}
	}
	return nil
}

// genericSheet: a summary, cover or notes sheet ("汇总", "说明", "Summary",
// "目录": company.tsv generic_title), a sheet a spreadsheet names by itself
// ("Sheet1", "工作表2": vendor.tsv tab_sheet_default), or one named for a plan,
// a currency or a cluster (tabSection): its name is no seller's.
func genericSheet(sheet string) bool {
	n := norm(sheet)
	return reGenericTitle.MatchString(n) || reTabSheetDefault.MatchString(n) || tabSection(sheet) != nil
}

// reTabSheetDefault (TA0120-): words/vendor.tsv tab_sheet_default and a number.
var reTabSheetDefault = regexp.MustCompile(`(?i)^` + longestFirst("tab_sheet_default") + `\s*\d*$`)

// signedWith: a line says the contracts are signed with the party
// ("合同与机房直接签订", "由各机房签约", "Contracts are signed with the
// Sites": resolve_vendor_upstream.go's signing words), and no word of its
// clause before or inside the phrase denies it (signingDenied) ("合同不与机房直接签订").
func signedWith(lines []string, party string) bool {
	for _, line := range lines {
		t := narrow(line)
		for _, re := range []*regexp.Regexp{reSigningBy, reSigningByEn} {
			at := re.FindStringSubmatchIndex(t)
			if at == nil || !strings.Contains(strings.ToLower(t[at[2]:at[3]]), party) {
				continue
			}
			if !signingDenied(t[:at[2]]) { // a negation in the clause before the party (resolve_vendor_upstream.go)
				return true
			}
		}
	}
	return false
}

// tabGPUTable (TA0050): a sheet whose name is one GPU and whose table has
// no column naming one ("机型配置 | 可租台数 | 按量（元/卡·时）" on the tab
// "L20"): the sheet's name is appended as a column to the header and to
// each row of two cells or more naming no GPU, so the table maps as its
// sibling sheets do; the rows then take the GPU from the tab, warned
// (tableread.go drops the appended cell, row.go who reads the tab). nil
// where the sheet is not of this shape.
func tabGPUTable(t *table) *table {
	if t.sheet == "" || wholeGPUName(strings.TrimSpace(t.sheet), false) == "" {
		return nil
	}
	hi := -1
	for i := 0; i < len(t.rows) && i < 12; i++ {
		if gpuLessHeader(t.rows[i]) {
			hi = i
			break
		}
	}
	if hi < 0 {
		return nil
	}
	jt := withTextColumn(t, 0, func(r int, row []string) string {
		if r == hi || r > hi && len(filled(row)) >= 2 && !slices.ContainsFunc(row, namesGPU) {
			return t.sheet
		}
		return ""
	})
	jt.tabCol = jt.width()
	return jt
}
