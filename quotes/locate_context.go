package quotes

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"computecheck/msg"
)

// The locate stage's context: what a section row ("[海外 · USD · 按量]")
// says of the rows under it, and a sheet line ("all prices USD") of the
// whole table. The row's own cells win over its section, the section over
// the sheet's lines; a row's cell stating another currency or period than
// its section is refused, quoting both.

// sectionContext is what one section row states.
type sectionContext struct {
	text     string // the row's words, as written
	row      int    // as the spreadsheet numbers it
	currency string
	unit     unitHint     // period, basis, scale
	mode     *billingMode // the plan: 按量, 包年, 1-year reserved
	modeText string       // the words a plan cell reads back as mode
	pieces   []string     // the plan words read
	vendor   string       // the vendor a labelled section row names ("■ 供应商A：龙泉驿云港")
	role     string       // the price role it names (words/price_state.tsv price_header: "以下为渠道价")
	roleWord string       // the word that names it
	roleLeft string       // a price's words no table knows ("—— 尊享价 ——"): roleLeftover's
	roleHeld bool         // the block's prices are held out beside the table's others (sectionRoles)
	band     string       // the part of the day or week its prices hold in ("夜间时段 23:00-07:00": columns_timeofuse.go)
	term     *Term        // the minimum term it states for its rows ("（整机计价，最短租一个季度）", TB0013)
	termText string       // the words stating it
	cards    int          // the cards of one machine a group label states for its rows ("8卡整机", "单卡机": TE0001)
	nodes    int          // the machines a cluster-size label states for its rows ("4机32卡": TA0001, locate_tab.go)
	tab      bool         // read from the sheet's name, not a row (locate_tab.go): below the row's cells, never refusing them
}

func (s sectionContext) empty() bool {
	return s.currency == "" && s.unit.period == "" && s.unit.mult == 0 && s.mode == nil && s.vendor == "" &&
		s.role == "" && s.roleLeft == "" && s.band == "" && s.term == nil && s.cards == 0 && s.nodes == 0
}

// reSectionVendor: a section row labelling the vendor of the rows under it,
// a letter or number after the label counting them (words/locate.tsv
// section_vendor_label). A counted word may stand before the label, set off
// by a gap ("=== 回函2  供应商：… ===", RQ0001: the returned copies a buyer
// pasted one under another), and the value ends where the line's next
// labelled field starts ("…  回复日期：2026-11-28 ===").
var reSectionVendor = regexp.MustCompile(`(?i)^[^\p{L}\p{N}]*(?:\p{L}{1,8}\s*\d{1,2}\s{2,})?(?:` + wholeWords(wordsInOrder("section_vendor_label")) + `)\s*(?:[a-z]|\d{1,2}|[一二三四五六七八九十])?\s*[:：]\s*(\S.*)$`)

// reSectionRule: the rule drawn around a section line ("=== … ===").
var reSectionRule = regexp.MustCompile(`\s*[=*#~_-]{2,}$`)

// sectionVendor is the vendor a section row names, "" for none.
func sectionVendor(text string) string {
	m := reSectionVendor.FindStringSubmatch(narrow(strings.TrimSpace(text)))
	if m == nil {
		return ""
	}
	parts := reFieldGap.Split(reSectionRule.ReplaceAllString(strings.TrimSpace(m[1]), ""), -1)
	for i := 1; i < len(parts); i++ {
		if reLabel.MatchString(strings.TrimSpace(parts[i])) {
			parts = parts[:i] // "…  回复日期：2026-11-28": the next field
			break
		}
	}
	v, _ := CleanName(strings.Join(parts, " "))
	if m := rePartyTag.FindStringSubmatch(v); m != nil && hasCJK(m[1]) != hasCJK(m[2]) {
		v = strings.TrimSpace(m[1]) // "Tianfu GPU Cloud（天府GPU云）": the name, then its other language's
	}
	if v == "" || namesGPU(v) {
		return ""
	}
	return v
}

var (
	reSectionSplit = regexp.MustCompile(`[\[\]【】()（）<>《》·•・|｜,，、､;；—–=]+|\s-+\s|\s{2,}|^-+|-+$`)
	// a section row is a label, not a sentence or a note
	reSectionSentence = regexp.MustCompile(`[。！？!?]|\.\s|\.$|[，,；;].*[，,；;]`)
	reSectionNoteLead = regexp.MustCompile(`^(?:` + wordAlternation("section_note_lead", "yes") + `|ps\b|另[：:])`) // words/locate.tsv
)

// continuedMarks: words/locate.tsv continued_mark, a page's title saying
// the table above goes on ("报价单（续）").
var continuedMarks = wordsInOrder("continued_mark")

// continuedTitle: low (norm'd) is a table's title repeated on its next
// page (TB0003): no section label, the section above holds on.
func continuedTitle(low string) bool {
	return slices.ContainsFunc(continuedMarks, func(w string) bool { return holdsWord(low, w) })
}

// reLabelNumber: the number or letter a label is counted by ("1. ", "B) ",
// "ii. "), its point no sentence's end (TB0016).
var reLabelNumber = regexp.MustCompile(`(?i)^\s*(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+`)

// readSection reads the currency, unit and plan a one-cell row states; ok
// is false when it states none.
func readSection(text string) (sectionContext, bool) {
	text = strings.TrimSpace(text)
	low := norm(text)
	numbered := reLabelNumber.FindString(low)
	low = low[len(numbered):] // TB0016: "1. 按量计费（元/卡·时）": the label's number is no sentence's stop
	if text == "" || reSectionSentence.MatchString(low) || reSectionNoteLead.MatchString(low) || continuedTitle(low) {
		return sectionContext{}, false
	}
	if v := sectionVendor(text); v != "" && utf8.RuneCountInString(text) <= 80 {
		// a labelled vendor line may carry its date after the name (RQ0001)
		return sectionContext{text: text, vendor: v}, true
	}
	if utf8.RuneCountInString(text) > 48 {
		return sectionContext{}, false
	}
	if _, ok := matchGPU(text); ok {
		return sectionContext{}, false // a quote row that lost its cells
	}
	sc := sectionContext{text: text}
	clean := withoutValidity(narrow(text))
	if numbered != "" {
		clean = reLabelNumber.ReplaceAllString(clean, "") // the number is no plan's word ("1. 按量计费")
	}
	var curs []string
	for _, seg := range sectionPieces(clean) {
		seg = strings.TrimSpace(seg)
		if seg == "" {
			continue
		}
		if c := currencyToken(seg); c != "" {
			curs = append(curs, c)
		}
		if n, c := clusterSize(seg); n > 0 { // TA0001: "4机32卡", "单机8卡": the machines and each one's cards
			if sc.cards != 0 && sc.cards != c {
				return sectionContext{}, false
			}
			sc.cards, sc.nodes = c, n
			continue
		}
		if n, m, w := machineAndMode(seg); n > 0 { // "8卡整机 包月", "包月 8卡/台": one piece, both
			if sc.cards != 0 && sc.cards != n {
				return sectionContext{}, false // two machines in one label
			}
			sc.cards = n
			sc.mode = mergeMode(sc.mode, m)
			sc.pieces = append(sc.pieces, w)
			continue
		}
		if u := norm(seg); (strings.Contains(u, "/") || strings.Contains(u, "per ") || strings.HasPrefix(u, "每")) && !reSeriesSlash.MatchString(narrow(seg)) { // a unit, not a plan word
			h := parseHint(seg)
			if h.period != "" || h.mult > 0 {
				if sc.unit.period == "" && sc.unit.mult == 0 {
					sc.unit = h
					sc.unit.text = text
				}
				if h.currency != "" {
					curs = append(curs, h.currency)
				}
				continue
			}
			if _, _, plan := findModeWord(clean); plan && h.basis != "" && sc.unit.period == "" && sc.unit.mult == 0 && sc.unit.basis == "" {
				// TA0011: "包周（元/台）": a unit naming only per card or per machine, its period the plan's
				sc.unit = h
				sc.unit.text = text
				if h.currency != "" {
					curs = append(curs, h.currency)
				}
				continue
			}
		}
		if n := sectionCards(seg); n > 0 && (sc.cards == 0 || sc.cards == n) {
			sc.cards = n // TE0001: a group label's machine ("8卡整机", "4卡机", "单卡机")
			continue
		} else if n > 0 {
			return sectionContext{}, false // two machines in one label: no one count for its rows
		}
		if m, ok := sectionMode(seg); ok {
			sc.mode = mergeMode(sc.mode, m)
			sc.pieces = append(sc.pieces, seg)
		}
	}
	for _, c := range curs {
		if sc.currency != "" && sc.currency != c {
			return sectionContext{}, false // "[USD / CNY]": no one currency
		}
		sc.currency = c
	}
	sc.unit.currency = sc.currency
	if sc.mode != nil {
		sc.modeText = modeLabel(*sc.mode, sc.pieces)
	}
	roleText := clean
	lowClean := norm(clean)
	if t, loc := termIn(reNoteMin, lowClean); t != nil { // TB0013: a minimum the label states for its rows
		sc.term, sc.termText = t, strings.TrimSpace(lowClean[loc[0]:loc[1]])
		roleText = lowClean[:loc[0]] + " " + lowClean[loc[1]:] // its words name no price
	}
	if !isReferenceMarker(text) { // "以下为上次报价（已作废）": the table under it is not read at all
		sc.role, sc.roleWord, sc.roleLeft = sectionRole(roleText)
	}
	sc.band = sectionBand(clean) // columns_timeofuse.go
	if sc.empty() {
		return sectionContext{}, false
	}
	if numbered != "" && (sc.roleLeft != "" || sc.unit.period == "" && sc.unit.mult == 0 && sc.currency == "" && sc.mode == nil && sc.term == nil && sc.cards == 0) {
		// TB0016: a counted line is a label only where it states a unit,
		// currency, plan or term and nothing else: "1. 以上价格含税，按月结算",
		// "1. 本报价单有效期至…" are a list's notes, read as the sheet's lines
		return sectionContext{}, false
	}
	return sc, true
}

// sectionRole is the price role a section row naming a price (words/
// locate.tsv section_role_price) gives the rows under it ("以下为渠道价",
// "[Partner pricing]": words/price_state.tsv price_header, read as a
// header's), or, where words no table knows are left beside its price word
// ("—— 尊享价 ——"), those words; "" for a row naming no price.
func sectionRole(text string) (role, word, left string) {
	low := norm(text)
	if !slices.ContainsFunc(sectionRolePrice, func(w string) bool { return holdsWord(low, w) }) {
		return "", "", ""
	}
	if r, w := priceHeaderWords.in(text); sectionRoles[r] {
		return r, w, ""
	}
	for _, f := range sectionFillers {
		if f[0] >= 0x80 {
			low = strings.ReplaceAll(low, f, " ")
		}
	}
	var words []string
	for _, w := range strings.Fields(roleLeftover(low)) {
		if !sectionFiller[w] && !sectionRegion[w] {
			words = append(words, w)
		}
	}
	return "", "", strings.Join(words, " ")
}

// sectionRoles are the price_header roles a section row gives the rows
// under it; sectionFiller the words around them ("以下为", "below")
// (words/locate.tsv section_role_filler).
var (
	sectionRoles     = map[string]bool{"new": true, "old": true, "weak_old": true, "buyer": true, "list": true, "derived": true, "intro": true, "qualified": true, "channel": true, "withdrawn": true, "preview": true}
	sectionFiller    = wordSet("section_role_filler")
	sectionRegion    = wordSet("section_role_region")
	sectionFillers   = wordsInOrder("section_role_filler")
	sectionRolePrice = wordsInOrder("section_role_price")
)

// heldBlocks marks each section naming a role whose block is no offer,
// as a price column of that role is (holdOutOldPrices): beside a block
// of the standing price (no role, new, list, 原价) a channel, old,
// withdrawn or derived block is held out, a list or 原价 block beside a
// new one; a buyer's, first-period or qualifying block is never the
// offer, and channel blocks, more than one, none alone; a block named by
// unknown words is reviewed only beside another block. sections are by
// row index; a row of two cells or more is in the block above it.
func heldBlocks(t *table, first int, sections map[int]sectionContext) {
	blocks := map[string]int{} // role -> its blocks holding rows
	cur, counted := "", false
	for i := first; i < len(t.rows); i++ {
		if sc, ok := sections[i]; ok {
			cur, counted = sc.role, false
			continue
		}
		if _, n := oneCell(t.rows[i]); n >= 2 && !counted {
			blocks[cur]++
			counted = true
		}
	}
	standing, all := blocks[""]+blocks["new"]+blocks["list"]+blocks["weak_old"], 0
	for _, n := range blocks {
		all += n
	}
	for i, sc := range sections {
		if all < 2 {
			sc.roleLeft = "" // one block: its prices are the only ones, as a lone column's are
		}
		switch sc.role {
		case "buyer", "intro", "qualified", "preview":
			sc.roleHeld = true
		case "channel":
			sc.roleHeld = standing > 0 || blocks["channel"] > 1
		case "old", "withdrawn", "derived":
			sc.roleHeld = standing > 0
		case "list", "weak_old":
			sc.roleHeld = blocks["new"] > 0
		}
		sections[i] = sc
	}
}

// sectionPieces splits a section row at its separators, keeping a unit
// ("元/卡·时") whole.
func sectionPieces(s string) []string {
	var out []string
	for _, p := range reSectionSplit.Split(s, -1) {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if n := len(out); n > 0 && strings.Contains(out[n-1], "/") && periodPiece[strings.ToLower(p)] {
			out[n-1] += "·" + p
			continue
		}
		out = append(out, p)
	}
	return out
}

var periodPiece = wordSet("section_period_piece") // words/locate.tsv

// reSeriesSlash: letters of product series joined by a slash ("训练卡（H/A系列）",
// "L/T 系列"): a list of series, no unit (the H is no hour).
var reSeriesSlash = regexp.MustCompile(`(?:^|[^A-Za-z])[A-Z]{1,2}\s*/\s*[A-Z]{1,2}(?:$|[^A-Za-z])`)

// sectionMode reads a plan in a piece: the whole piece ("1-year reserved")
// or a plan word inside Chinese words ("包年价格").
func sectionMode(seg string) (billingMode, bool) {
	if m, ok := parseMode(seg); ok {
		return m, true
	}
	if m, rest, ok := tierInHeader(seg); ok && !hasWordLeft(rest) {
		return m, true
	}
	if m, ok := findMode(seg); ok {
		return m, true
	}
	return billingMode{}, false
}

var reNonPlanWords = wordRe("non_plan_word") // words/locate.tsv

// hasWordLeft: what is left after the plan word still says something
// ("Reserved 1-year for schools"), so the piece is no plan.
func hasWordLeft(rest string) bool {
	rest = reNonPlanWords.ReplaceAllString(norm(rest), " ")
	return strings.Trim(rest, " -_()（）:：") != ""
}

// mergeMode joins a plan read from two pieces ("Reserved", "1-year").
func mergeMode(a *billingMode, b billingMode) *billingMode {
	if a == nil {
		return &b
	}
	m := *a
	if m.period == "" {
		m.period = b.period
	}
	if m.term == nil && b.term != nil {
		m.term = ptr(*b.term)
	}
	if b.label != "" && b.label != m.label {
		m.label = strings.TrimSpace(m.label + " " + b.label)
	}
	return &m
}

// modeLabel is the words a plan cell is given to read back as the
// section's plan.
func modeLabel(m billingMode, pieces []string) string {
	for _, l := range append([]string{m.label}, pieces...) {
		if got, ok := parseMode(l); ok && got.period == m.period && (got.term == nil) == (m.term == nil) &&
			(m.term == nil || got.term.Hours(DefaultHoursPerMonth) == m.term.Hours(DefaultHoursPerMonth)) {
			return l
		}
	}
	for _, l := range pieces {
		if got, ok := parseMode(l); ok && (m.term == nil || got.term != nil && got.term.Hours(DefaultHoursPerMonth) == m.term.Hours(DefaultHoursPerMonth)) {
			return l
		}
	}
	return m.label
}

// currencyToken is the currency a piece names as a word of its own
// ("Europe" is no euro).
func currencyToken(seg string) string {
	low := norm(seg)
	for _, w := range strings.FieldsFunc(low, func(r rune) bool { return r == ' ' || r == ':' || r == '：' || r == '/' }) {
		for _, cw := range currencyWords {
			if w == cw.word && utf8.RuneCountInString(w) > 1 || w == cw.word && (w == "$" || w == "€" || w == "¥" || w == "£") {
				return cw.code
			}
		}
	}
	code, _ := firstWordIn(low, "section_currency_name")
	return code
}

// fillPlan gives a row the plan its section row (or, weak, its sheet's
// name: locate_tab.go) states, where no cell of the row names a plan,
// minimum term or unit; weak, also not where the price's header names a
// period or plan ("单价(元/卡)" on the tab 包月 takes it, "月租" does not).
// The plan is placed at the row's first price cell, warned naming its words.
func fillPlan(r *rowIn, sc *sectionContext, weak bool) {
	if sc.mode == nil || slices.ContainsFunc([]string{fMode, fMinTerm, fUnit}, func(f string) bool { return strings.TrimSpace(r.cells[f].text) != "" }) {
		return
	}
	if weak && slices.ContainsFunc(r.prices, func(p priceIn) bool { return p.hint.period != "" || pricePlan(p) != nil }) {
		return
	}
	at := r.first
	if len(r.prices) > 0 {
		at = r.prices[0].cell
	}
	r.cells[fMode] = cell{text: sc.modeText, header: at.header, letter: at.letter, hint: at.hint}
	r.modeSection = sc
	key := "import.warn.plan_from_section"
	if weak {
		key = "import.warn.tabs_plan"
	}
	r.layoutWarn = append(r.layoutWarn, mk(key, sc.mode.label, sc.text))
}

// applySection sets a row's context from its section row: its currency and
// unit in place of the sheet's lines, its plan where no cell names one.
func applySection(r *rowIn, sc *sectionContext) *Problem {
	if sc == nil {
		return nil
	}
	if sc.roleHeld {
		at := r.first
		if len(r.prices) > 0 {
			at = r.prices[0].cell
		}
		return sectionProblem(r, at, mk("import.err.section_price_role", sc.text, sc.roleWord))
	}
	if sc.band != "" { // columns_timeofuse.go: the rows of a night-only section price no round-the-clock job
		at := r.first
		if len(r.prices) > 0 {
			at = r.prices[0].cell
		}
		return sectionProblem(r, at, mk("import.err.time_band_section", sc.text, sc.band))
	}
	if sc.roleLeft != "" {
		m := mk("import.review.section_role_unknown", sc.text, strings.ReplaceAll(sc.roleLeft, " ", "、"))
		r.warnings, r.review = append(r.warnings, m), append(r.review, m)
	}
	if sc.vendor != "" {
		if strings.TrimSpace(r.cells[fVendor].text) == "" || idOnly(r.cells[fVendor].text) {
			r.vendorFallback, r.vendorFrom = sc.vendor, mk("import.warn.vendor_from_section", sc.vendor, sc.text)
		}
		return nil
	}
	if p := sectionConflict(r, sc); p != nil {
		return p
	}
	if sc.currency != "" {
		r.fileCurrency, r.fileCurrencyText = sc.currency, sc.text
		if r.sheetUnit.currency != "" {
			r.sheetUnit.currency = sc.currency
		}
	}
	if sc.unit.period != "" || sc.unit.mult > 0 || sc.unit.basis != "" {
		u := sc.unit
		if u.mult == 0 { // the sheet's scale still applies
			u.mult, u.multText = r.sheetUnit.mult, r.sheetUnit.multText
		} else {
			r.scaleLine = sc.text
		}
		if u.period == "" && (u.basis == "" || sc.unit.mult > 0) {
			// a section naming its basis and no period ("包周（元/台）")
			// keeps its period empty: the plan decides it (TA0011), never
			// the sheet line's "元/卡/时"; a scale line with its basis
			// ("（单位：万元/卡）") takes the sheet's period as before
			u.period, u.basis = r.sheetUnit.period, r.sheetUnit.basis
		}
		r.sheetUnit, r.sheetUnitText = u, sc.text
	}
	fillPlan(r, sc, false)
	if sc.currency != "" || sc.unit.period != "" || sc.unit.basis != "" {
		r.layoutWarn = append(r.layoutWarn, mk("import.warn.context_from_section", sc.text))
	}
	if sc.term != nil && strings.TrimSpace(r.cells[fMinTerm].text) == "" {
		r.sectionTerm = sc // TB0013: the label's minimum, where the row has no term cell (row.go)
	}
	if sc.cards > 0 {
		r.sectionGPN = gpnRead{n: sc.cards, at: cell{text: sc.text}} // TE0001: a candidate of the GPUs-per-machine policy (resolve_gpus.go)
		r.sectionGPNRow = sc.row
	}
	if sc.nodes > 0 {
		r.sectionNodes, r.sectionNodesText = sc.nodes, sc.text // TA0001: a candidate for the machines (resolve_gpus.go counts)
		r.sectionNodesRow = sc.row
	}
	return nil
}

// machineAndMode: a label piece naming both a machine and a plan
// ("8卡整机 包月", "8卡整机包月", "包月 8卡/台") gives the machine's cards
// (TE0001) and the plan with its word, read apart whatever the word
// order; 0 where the piece names no plan word or no machine beside it
// (review merged41 1).
func machineAndMode(seg string) (int, billingMode, string) {
	m, w, ok := findModeWord(seg)
	if !ok {
		return 0, billingMode{}, ""
	}
	rest := strings.Replace(compact(norm(seg)), w, " ", 1)
	if strings.TrimSpace(rest) == "" {
		return 0, billingMode{}, ""
	}
	return sectionCards(rest), m, w
}

var singleCardGroup = wordSet("single_card_group")

// reCountTimesOnly: a count and a times sign alone ("8x", "2×"), no
// machine in a group label; kept apart from reCardsOnly, whose quantity
// columns read "2x" as two machines (review merged41 2).
var reCountTimesOnly = regexp.MustCompile(`^\d{1,5}[x×]$`)

// sectionCards is the cards of one machine a section row's piece names
// as a group of machines ("8卡整机", "4卡机", "单卡机", "8-GPU servers",
// "8卡/台"), 0 for none (TE0001); a count of cards alone ("16卡") names
// no machine.
func sectionCards(seg string) int {
	if seg = withoutMinimumRent(seg); strings.TrimSpace(seg) == "" {
		return 0 // "最少8卡/台起租": a minimum to rent, no machine's size
	}
	if singleCardGroup[compact(norm(seg))] {
		return 1 // words/rows.tsv single_card_group ("单卡机")
	}
	if c := compact(norm(seg)); reCardsOnly.MatchString(c) || reCountTimesOnly.MatchString(c) {
		return 0 // "16卡", "8x": a count naming no machine
	}
	if n, ok := cardsPerMachine(seg); ok {
		return n
	}
	if n, _, _ := countPlanCell.find(strings.ToLower(strings.TrimSpace(narrow(seg)))); n > 0 {
		return n
	}
	if n, _, _ := notesMachineCards(seg); n > 0 {
		return n
	}
	return 0
}

// sectionConflict: the row's price, unit or currency cell, or the price
// column's header, states a currency or period other than the section's.
func sectionConflict(r *rowIn, sc *sectionContext) *Problem {
	type said struct {
		where cell
		h     unitHint
	}
	for _, p := range r.prices {
		if strings.TrimSpace(p.text) == "" {
			continue
		}
		own := []said{{p.cell, parseHint(p.text)}, {p.cell, p.hint}}
		if c, ok := r.cells[fUnit]; ok && strings.TrimSpace(c.text) != "" {
			own = append(own, said{c, parseHint(c.text)})
		}
		if c, ok := r.cells[fCurrency]; ok && strings.TrimSpace(c.text) != "" {
			if cur, err := ParseCurrency(c.text); err == nil {
				own = append(own, said{c, unitHint{currency: cur}})
			}
		}
		for _, o := range own {
			what := strings.TrimSpace(o.where.text)
			if o.h.text != "" && o.h.text != what && o.where.letter == p.letter && o.h.text != strings.TrimSpace(p.text) {
				what = o.where.header // the column's header said it
			}
			switch {
			case sc.currency != "" && o.h.currency != "" && o.h.currency != sc.currency:
				return sectionProblem(r, o.where, mk("import.err.section_currency", what, o.h.currency, sc.text, sc.currency))
			case sc.unit.period != "" && o.h.period != "" && o.h.period != sc.unit.period:
				return sectionProblem(r, o.where, mk("import.err.section_period", what, periodWord(o.h.period), sc.text, periodWord(sc.unit.period)))
			}
		}
	}
	return nil
}

func sectionProblem(r *rowIn, at cell, reason msg.Msg) *Problem {
	return &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: at.header, ColumnLetter: at.letter, Reason: reason}
}

// currencyNamesEN spells English currency names as their codes.
var currencyNamesEN = wordReplacer("currency_name_en")

var (
	reLineCurrencyEN = regexp.MustCompile(`(?i)\b(?:all\s+|alle\s+|tous\s+les\s+|todos\s+los\s+)?(?:prices?|rates?|amounts?|figures|quotes?|preise|prix|precios|prezzi|tarife|tarifs)(?:\s+(?:are|is|sind|sont|son))?(?:\s+(?:shown|quoted|given|stated|angegeben))?(?:\s+in|\s+en|\s*:)?\s+(usd|eur|cny|rmb|hkd|sgd|gbp|jpy|us\$|us\s+dollars?|euros?|renminbi)\b`)
	reLineCurrencyZH = regexp.MustCompile(`(?:币种|货币|结算币种|报价币种|计价币种)\s*[:：为]?\s*(人民币|美元|美金|欧元|港币|港元|新台币|台币|新加坡元|rmb|cny|usd|eur|hkd|twd|sgd)|(?:价格|报价|单价|金额)?(?:均|全部|一律)?(?:以|为|按)\s*(人民币|美元|美金|欧元|港币|港元|新台币|台币|新加坡元)\s*(?:计价|结算|报价|计|标价)?`)
)

// lineCurrency is the currency a sheet line states for the whole table
// ("币种：美元", "All prices in USD", "价格均以欧元计").
func lineCurrency(line string) string {
	low := norm(line)
	if reSectionNoteLead.MatchString(low) && strings.ContainsAny(low, "，,；;") {
		return "" // a note about some rows
	}
	for _, re := range []*regexp.Regexp{reCurrencyLine, reLineCurrencyEN, reLineCurrencyZH} {
		m := re.FindStringSubmatch(low)
		if m == nil {
			continue
		}
		for _, g := range m[1:] {
			g = currencyNamesEN.Replace(g)
			if c, err := parseCurrency(g); err == nil && c != "" {
				return c
			}
			if c, err := ParseCurrency(strings.Fields(g + " x")[0]); g != "" && err == nil {
				return c
			}
		}
	}
	return ""
}

// reValidity: a date from which prices apply, naming a month but no term
// ("12月起", "6月执行价": stop 53 set143/07, "from Dec 2026", "effective 2027-01").
var reValidity = regexp.MustCompile(`(?i)[（(]\s*(?:\d{4}\s*年\s*)?(?:0?[1-9]|1[0-2])\s*月份?\s*(?:\d{1,2}\s*[日号])?\s*(?:[，,、；;]\s*(?:已|旧|原|作废|失效|停用|past|void|old)?|[)）]|起|止|前|之前|以前|后|之后|版|报价|价格)|(?:自|从|于)?\s*(?:\d{4}\s*年\s*)?(?:0?[1-9]|1[0-2])\s*月(?:份)?\s*(?:\d{1,2}\s*[日号])?\s*(?:起|开始|生效|后|执行)|(?:自|从|于)?\s*\d{4}\s*年\s*(?:0?[1-9]|1[0-2])\s*月(?:\s*\d{1,2}\s*[日号])?(?:\s*(?:起|开始|生效))?|(?:\b(?:valid|effective|applicable|starting|beginning|from|as\s+of|since|until|till|through|thru)\s+)+(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?(?:\s+\d{4})?|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}\b|\b20\d{2}[-/.](?:0?[1-9]|1[0-2])(?:[-/.]\d{1,2})?\b`)

// withoutValidity drops the validity dates and the months covered ("4-6月")
// from a header or section row: "单价（12月起）" is no 12-month term.
func withoutValidity(s string) string {
	s = reMonthsCovered.ReplaceAllString(s, " ")
	out := reValidity.ReplaceAllStringFunc(s, func(m string) string {
		if strings.Contains(m, "个") {
			return m
		}
		return " "
	})
	return out
}

func validityRemoved(h string) string {
	if !reValidityHint.MatchString(h) {
		return h
	}
	return withoutValidity(h)
}

// TW0031: the year may stand before either month ("11月-次年4月", a dry season from November to next April)
var reMonthsCovered = regexp.MustCompile(`(?:次年|翌年|明年|今年|当年|\d{4}\s*年)?\s*\d{1,2}\s*月?\s*[-–—~～至到]\s*(?:次年|翌年|明年|今年|当年|\d{4}\s*年)?\s*\d{1,2}\s*月份?`)

var reValidityHint = regexp.MustCompile(`(?i)月|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|20\d{2}[-/.]\d`)

// reScopedUnitLine: a unit stated for part of a sheet ("内地区域单位：元/卡·时").
var reScopedUnitLine = regexp.MustCompile(`(?i)(?:单位|units?)\s*[:：]\s*([^;；,，。()（）]{2,30})`)

// scopedUnitStatement: units stated for parts of a sheet that all give one
// period and basis are every price's unit; the currency only if they agree.
func scopedUnitStatement(lines []string) (unitHint, string) {
	var found unitHint
	text := ""
	for _, line := range lines {
		n := narrow(line)
		for _, m := range reScopedUnitLine.FindAllStringSubmatch(n, -1) {
			h := parseHint(m[1])
			if h.period == "" || h.mult > 0 {
				continue
			}
			if text == "" {
				found, text = h, strings.TrimSpace(line)
				continue
			}
			if h.period != found.period || h.basis != found.basis {
				return unitHint{}, ""
			}
			if h.currency != found.currency {
				found.currency = ""
			}
		}
	}
	return found, text
}

var reCurrencyLine = regexp.MustCompile(`(?i)(?:币种|币别|货币|currency)\s*[:：]?\s*(.{1,20})|(?:^|\s)(usd|cny|rmb|人民币|美元)\s+unless|(?:prices?|rates?|figures|amounts?)\s+(?:are\s+)?(?:quoted\s+|shown\s+|given\s+)?in\s+(usd|us\s*dollars?|cny|rmb|renminbi|eur|euros?)\b|(美元|人民币)\s*计价|以\s*(美元|人民币)\s*(?:计|结算|报价)`)

// A section row may explain itself in a sentence ("【包年价格（合同一年，
// 下列为每台每月价格）】"): read by its label and the one piece stating a
// basis and a period, so the section above does not stay in force.

var reSectionLabelSplit = regexp.MustCompile(`[（(，,；;、）)]+`)

// readSectionLabel: ok when the label names a plan or a currency.
func readSectionLabel(text string) (sectionContext, bool) {
	text = strings.TrimSpace(text)
	low := norm(text)
	if !reSectionShape.MatchString(text) || reSectionNoteLead.MatchString(low) || strings.ContainsAny(low, "。！？!?") {
		return sectionContext{}, false
	}
	if _, ok := matchGPU(text); ok {
		return sectionContext{}, false
	}
	inner := strings.Trim(narrow(text), "[]【】〔〕<>《》 ")
	pieces := reSectionLabelSplit.Split(inner, -1)
	if len(pieces) < 2 {
		return sectionContext{}, false
	}
	sc, ok := readSection(pieces[0])
	if !ok || sc.mode == nil && sc.currency == "" {
		return sectionContext{}, false
	}
	sc.text = text
	if sc.unit.period == "" {
		for _, p := range pieces[1:] {
			if h := parseHint(p); h.period != "" && h.basis != "" {
				sc.unit = h
				sc.unit.text = text
				sc.unit.currency = sc.currency
				break
			}
		}
	}
	return sc, true
}

// titleGPUTable: a sheet whose table has no GPU column, the GPU (and its
// machine size) named only in one-cell lines: the title line just above the
// header ("H100 SXM5 80G ×8 整机" over 租期 | 单价 | 计价单位) — a workbook
// with a sheet per GPU (rule SH0101) — or section lines under the header,
// each over its own rows ("【H800 80GB SXM5 · 8卡整机】" over 商家 | 价格 |
// 计价方式 rows, then the next model's line; rule MX0101). The line's text
// is appended as a column of the header and of each filled row under it,
// down to the next blank or one-cell line, carrying the line's file column so
// a reading or refusal quotes it; a one-cell line naming no GPU ("【AMD
// MI300X】", not in the catalogue) gives its rows none, so they are refused,
// never read as the model above. nil when the sheet is not of this shape.
func titleGPUTable(t *table) *table {
	for i := 0; i+1 < len(t.rows) && i < 12; i++ {
		title, n := oneCell(t.rows[i])
		if n != 1 || utf8.RuneCountInString(strings.TrimSpace(title)) > 60 || !namesGPU(title) {
			continue
		}
		for hi := i - 1; hi >= 0 && hi >= i-3; hi-- { // MX0101: the header above the first section line
			if gpuLessHeader(t.rows[hi]) {
				return joinGPULines(t, i, hi)
			}
		}
		if gpuLessHeader(t.rows[i+1]) {
			return joinGPULines(t, i, i+1)
		}
		return nil
	}
	return nil
}

// withTextColumn is t with one more column, its value in each row given by
// val, carrying file column tc so a reading or refusal of it quotes that
// cell.
func withTextColumn(t *table, tc int, val func(r int, row []string) string) *table {
	w := t.width()
	jt := &table{sheet: t.sheet, rowNum: t.rowNum, xlsx: t.xlsx, mergedFrom: t.mergedFrom, colNum: append([]int(nil), t.colNum...), join: t.join, rowWarn: t.rowWarn}
	for len(jt.colNum) < w {
		jt.colNum = append(jt.colNum, len(jt.colNum))
	}
	col := tc
	if tc < len(t.colNum) {
		col = t.colNum[tc]
	}
	jt.colNum = append(jt.colNum, col)
	for r, row := range t.rows {
		row = padRow(append([]string(nil), row...), w)
		jt.rows = append(jt.rows, append(row, val(r, row)))
	}
	return jt
}

// gpuLessHeader: a header row of two or more names, a price among them, no
// GPU's and no amount (a seller's row "蓉城智算 | 12.30 | 元/卡/时" names a
// unit, no header).
func gpuLessHeader(row []string) bool {
	head := filled(row)
	return len(head) >= 2 && slices.ContainsFunc(row, namesPriceHeader) &&
		!slices.ContainsFunc(head, func(h string) bool {
			_, err := ParseNumber(h)
			return err == nil || namesGPU(h) || matchHeader(h) == fGPU
		})
}

// joinGPULines appends the GPU line column to t, whose first GPU line is
// row i and header row hi (titleGPUTable).
func joinGPULines(t *table, i, hi int) *table {
	title, _ := oneCell(t.rows[i])
	title = strings.TrimSpace(title)
	tc := slices.IndexFunc(t.rows[i], func(s string) bool { return strings.TrimSpace(s) != "" })
	open := hi > i          // inside the table: from the header (or section line) to the next blank line
	noGPU := map[int]bool{} // the rows under a line naming no GPU, down to the next line
	under := false
	jt := withTextColumn(t, tc, func(r int, row []string) string {
		line, n := oneCell(row)
		switch {
		case r < hi:
		case r == hi && hi > i:
			return title
		case r == hi:
		case n == 0:
			open = false
		case n == 1 && hi < i: // the next section's line: its GPU, or none
			line = strings.TrimSpace(line)
			title, open = line, utf8.RuneCountInString(line) <= 60 && namesGPU(line)
			under = !open
		case open && n >= 2:
			return title
		case under && n >= 2 && r < len(t.rowNum):
			noGPU[t.rowNum[r]] = true
		}
		return ""
	})
	jt.lineCol = jt.width()
	jt.noGPURows = noGPU
	return jt
}
