package quotes

import (
	"errors"
	"math"
	"regexp"
	"slices"
	"strings"
)

// periodPolicy: the cell's unit; a unit column that disagrees refuses (unless
// the row's note states the cell's period too: warned, as basisPolicy); the
// header yields with a warning; a row note ("包月价") that disagrees refuses
// unless the price is that plan's rate per a shorter period; the sheet's unit
// fills a gap; last the plan, refusing a period longer than the plan.
var periodPolicy = policy{field: "period", word: func(v string) any { return periodWord(v) }, rules: []policyRule{
	{id: "period.cell", source: srcCell},
	{id: "period.unit_column", source: srcUnitColumn, onDiff: refuseBoth, key: "import.err.period_conflict",
		backed: func(x *resolveCtx, was Evidence) bool {
			return was.Rule == "period.cell" && x.ru.notePeriod == was.Value
		},
		backedKey: "import.warn.cell_unit_over_column"},
	// RQ0008: a unit phrase in the row's note ("报价单位为元/台/天", a 偏离说明) is the vendor's own unit
	{id: "period.note_unit", source: srcRowNote, onDiff: refuseBoth, key: "import.err.period_note_conflict", shape: argsNote},
	{id: "period.column_header", source: srcHeader, onDiff: warnKeep, key: "import.warn.cell_over_header", shape: argsOverHeader,
		backed: func(_ *resolveCtx, was Evidence) bool { return was.Rule == "period.note_unit" }, backedKey: "import.rfq.note_over_header"},
	{id: "period.row_note", source: srcRowNote, onDiff: refuseBoth, key: "import.err.period_note_conflict", shape: argsNote,
		quiet: func(x *resolveCtx, was, _ Evidence) bool {
			return was.Rule == "period.column_header" || planRateOf(x.ru.notePlan, x.ru.notePeriod, was.Value)
		}},
	{id: "period.sheet_unit", source: srcSheetLine},
	// BL0050-0057: the settlement cycle beside a unit naming only the basis
	// ("整台" + "月结"): the period only where no cell, column, note, header
	// or sheet line gives one (a settlement says nothing of the unit a price
	// is quoted in: billing.go settle_suffix)
	{id: "period.settle_cycle", source: srcColumn},
	{id: "period.plan", source: srcCell, onDiff: refuseBoth, key: "import.err.mode_conflict", shape: argsPlan,
		quiet: func(x *resolveCtx, was, c Evidence) bool {
			return x.equiv || periodHours(c.Value) >= periodHours(was.Value)
		}},
	// OD0004: a unit column naming only what is priced (单位 “台”) on a row
	// whose term column counts the term in a period (租期(月) 6): the price
	// is per that period, as a formal 报价单's 单价 × 数量 × 租期 reads; the
	// last resort, where nothing else names a period, and warned
	{id: "period.term_column", source: srcColumn},
}}

// periodCands are the period candidates of price p other than its plan.
func (b *rowBuild) periodCands(x *resolveCtx, p priceIn, cellH unitHint) []Evidence {
	var cands candidates
	cands.add("period.cell", srcCell, cellH.period, p.cell, x.priceText)
	if u := x.ru.unit; u != nil && !x.equiv {
		cands.add("period.unit_column", srcUnitColumn, u.period, x.ru.unitCell, u.text)
	}
	cands.add("period.column_header", srcHeader, p.hint.period, p.cell, p.header)
	if !x.equiv {
		id := "period.row_note"
		if x.ru.notePhrase {
			id = "period.note_unit" // a unit phrase of the note's own ("报价单位为元/台/天"), over the header
		}
		cands.add(id, srcRowNote, x.ru.notePeriod, x.ru.noteCell, x.ru.notePeriodText)
	}
	cands.add("period.sheet_unit", srcSheetLine, b.r.sheetUnit.period, cell{}, b.r.sheetUnitText)
	if c := x.ru.cycle; c != nil && !x.equiv {
		cands.add("period.settle_cycle", srcColumn, c.period, x.ru.cycleCell, strings.TrimSpace(x.ru.cycleCell.text))
	}
	if period, c, ok := b.termColumnPeriod(x); ok {
		cands.add("period.term_column", srcColumn, period, c, strings.TrimSpace(c.text))
	}
	return cands
}

// termColumnPeriod (OD0004) is the period a row's term column counts in
// where the price's unit column names only its basis ("台", "卡"): a bare
// number under a header stating its unit (租期(月), 合同期（天）), a day,
// week, month or year. ok false for none, for a term written with its own
// unit in the cell ("6个月" says the term, not how the price is counted)
// and for an hour (a minimum of hours is a billing floor, not the period
// a machine is rented in).
func (b *rowBuild) termColumnPeriod(x *resolveCtx) (string, cell, bool) {
	u := x.ru.unit
	if x.equiv || u == nil || u.basis == "" || u.period != "" || u.qty != nil {
		return "", cell{}, false
	}
	c, ok := b.r.cells[fMinTerm]
	if !ok {
		return "", cell{}, false
	}
	t, err := ParseTerm(c.text)
	if !errors.Is(err, errNoUnit) {
		return "", cell{}, false // the cell names its own unit: a term, no period of the price
	}
	t, stated := headerTermUnit(c, t)
	if !stated || !(t.Value > 0) {
		return "", cell{}, false
	}
	switch t.Unit {
	case TermDay, TermWeek, TermMonth, TermYear:
		return t.Unit, c, true
	}
	return "", cell{}, false
}

// planCand is the plan's period as a candidate.
func (b *rowBuild) planCand(mode *billingMode, at cell, source string) []Evidence {
	if mode == nil || mode.period == "" {
		return nil
	}
	var cs candidates
	cs.add("period.plan", source, mode.period, at, mode.label)
	return cs
}

// periodHint is the unit phrase that gave the period under rule, and its cell.
func periodHint(rule string, p priceIn, cellH unitHint, ru rowUnit, su unitHint) (unitHint, cell) {
	switch rule {
	case "period.unit_column":
		return *ru.unit, ru.unitCell
	case "period.column_header":
		return p.hint, p.cell
	case "period.sheet_unit":
		return su, p.cell
	case "period.settle_cycle":
		return *ru.cycle, ru.cycleCell
	case "period.note_unit":
		if ru.noteQty != nil { // TW0010: "元/台/双周" in the row's note buys two weeks, "元/卡/30天" thirty days
			h := cellH
			h.period, h.qty = ru.notePeriod, ru.noteQty
			return h, ru.noteCell
		}
	}
	return cellH, p.cell
}

// planRateOf: a note naming a plan ("包年价") beside a price per a period no
// longer than the plan's is the plan's rate per that period, no conflict.
func planRateOf(notePlan bool, planPeriod, pricePeriod string) bool {
	if !notePlan {
		return false
	}
	switch pricePeriod {
	case "hour":
		return true // "8.8/卡/时" beside "包月价"
	case "month":
		// long plans are quoted per month; a weekly price beside "包月价" disagrees
		return periodHours(planPeriod) > periodHours("month")
	}
	return false
}

// notePlanMode: the plan a note names when the price is its rate (keeps its term).
func notePlanMode(ru rowUnit, pricePeriod string) *billingMode {
	if !planRateOf(ru.notePlan, ru.notePeriod, pricePeriod) || pricePeriod == "hour" {
		return nil
	}
	if m, ok := findMode(ru.notePeriodText); ok && m.term != nil {
		return &m
	}
	return nil
}

// planOf is the plan a price is sold on, its cell and source: the column's
// tier (yielding to a cell stating a longer period when it is the only
// price), the row's plan column, a row term, the cell's plan word, a note's.
func (b *rowBuild) planOf(q *Quote, p priceIn, pc priceCell, cellH unitHint, period, priceCellText string) (*billingMode, cell, string) {
	ru := b.unit
	mode := p.tier
	modeCell, modeSrc := p.cell, srcHeader
	if mode != nil && mode.term == nil && mode.period != "" && cellH.period != "" &&
		len(b.r.prices) == 1 && !pc.equiv && periodHours(mode.period) < periodHours(cellH.period) {
		// the only price column's plan word ("按量价格") yields to the cell's own
		// longer period ("3,600元/月"), and says so
		q.AddWarning(mk("import.warn.cell_over_header", priceCellText, periodWord(cellH.period), p.header, periodWord(mode.period)))
		mode = nil
	}
	if mode == nil || mode.period == "" && mode.term == nil {
		mode, modeCell, modeSrc = ru.mode, ru.modeCell, srcColumn
	} else if ru.mode != nil && mode.term == nil && ru.mode.term != nil {
		mode = &billingMode{period: mode.period, term: ru.mode.term, label: mode.label}
	}
	mode = b.rowTermOverTier(mode)
	if mode == nil && pc.mode != nil {
		mode, modeCell, modeSrc = pc.mode, p.cell, srcCell
	}
	if m := notePlanMode(ru, period); mode == nil && m != nil {
		mode, modeCell, modeSrc = m, ru.noteCell, srcRowNote
	}
	return mode, modeCell, modeSrc
}

// commitWords make a term a commitment ("reserved 1-yr"; words/ladder.tsv).
var commitWords = wordsInOrder("commitment_word")

// commitTermCell reads a cell that is only a commitment and its term.
func commitTermCell(s string) (Term, bool) {
	if t, ok := commitTermText(strings.TrimSpace(norm(s))); ok {
		return t, true // "长约（12个月）": the term in brackets
	}
	if bare := strings.TrimSpace(norm(reHint.ReplaceAllString(narrow(s), ""))); bare != "" {
		return commitTermText(bare) // "保留1年（每GPU每小时）": the brackets state the price's unit, the cell the commitment (AS0031)
	}
	return Term{}, false
}

// commitTermText: the text is a commitment word and a term, nothing else.
func commitTermText(low string) (Term, bool) {
	for _, w := range commitWords {
		rest, ok := strings.CutPrefix(low, w)
		if !ok {
			if rest, ok = strings.CutSuffix(low, w); !ok {
				continue
			}
		}
		rest = strings.Trim(rest, " -:：()（）")
		if m, ok := parseMode(rest); ok && m.term != nil && m.term.Value > 0 {
			return *m.term, true
		}
	}
	return Term{}, false
}

// reUnitSegment parts a unit cell's clauses ("per GPU-hour, 1-year reserved").
var reUnitSegment = regexp.MustCompile(`[,，;；()（）]+`)

// unitCommitment reads a unit cell that adds a commitment to its unit as a
// clause of its own ("per GPU-hour, 1-year reserved", "元/卡/时（包年）"
// aside): the unit's text without the clause, and the commitment.
func unitCommitment(t string) (unit string, m billingMode, ok bool) {
	segs := reUnitSegment.Split(t, -1)
	if len(segs) < 2 {
		return "", billingMode{}, false
	}
	for i, seg := range segs {
		term, ok := commitTermCell(seg)
		if !ok {
			continue
		}
		rest := strings.TrimSpace(strings.Join(append(append([]string(nil), segs[:i]...), segs[i+1:]...), " "))
		if h := parseHint(rest); h.period == "" {
			return "", billingMode{}, false
		}
		return rest, billingMode{term: &term, label: strings.TrimSpace(seg)}, true
	}
	return "", billingMode{}, false
}

// planWordNotPeriod (LF0201): a price cell whose only period word is its plan
// ("按量最低3.50；包月可按3.30") under a unit column stating a shorter period
// (元/卡/时) prices per that period on the plan, as a note's plan does
// (planRateOf): the plan word is the plan, not the price's period; warned.
func planWordNotPeriod(q *Quote, text string, mode *billingMode, ru rowUnit, cellH *unitHint) {
	u := ru.unit
	if mode == nil || u == nil || u.period == "" || periodHours(u.period) >= periodHours(cellH.period) {
		return
	}
	q.AddWarning(mk("import.warn.plan_word_not_period", text, mode.label, ru.unitCell.header, u.text))
	cellH.period = ""
}

// billedHours is the row's count of the card-hours an amount with no unit
// pays for: the one unmapped column whose whole header names them
// (words/units.tsv billed_hours_header: 计费卡时). ok false where the row
// has none, or more than one.
func (b *rowBuild) billedHours() (c cell, ok bool) {
	n := 0
	for h, v := range b.r.extra {
		k := headerKey(h)
		if slices.ContainsFunc(wordRows("billed_hours_header"), func(r [2]string) bool { return headerKey(r[0]) == k }) {
			c, n = cell{text: v, header: h, letter: b.r.extraLetters[h]}, n+1
		}
	}
	return c, n == 1
}

// perBilledHour works out a price with no period from the card-hours the
// row states it pays for (费用 23,360 beside 计费卡时 2,336: 10 per
// card-hour), warned; a count that is no number above 0 refuses the row at
// its cell. ok false where the row states no such count or the price names
// a basis other than per card.
func (b *rowBuild) perBilledHour(q *Quote, p priceIn, text string, value float64, basis string) (v float64, ok, refused bool) {
	c, ok := b.billedHours()
	if !ok || basis != "" && basis != "gpu" {
		return value, false, false
	}
	t := strings.TrimSpace(c.text)
	h, err := ParseNumber(t)
	if err != nil || h <= 0 || math.IsInf(h, 0) {
		b.badAt(c, mk("import.err.billed_hours", p.header, strings.TrimSpace(text), c.header, t))
		return value, true, true
	}
	v = value / h
	q.decide("period", "hour", "period.billed_hours", inRow(b.r, c))
	q.decide("basis", "gpu", "basis.billed_hours", inRow(b.r, c))
	q.AddWarning(mk("import.warn.billed_hours", strings.TrimSpace(text), c.header, t, trimFloat(v)))
	return v, true, false
}

// headerPlanTerm is the least term a price column's header plan names where
// the plan, read from the header (parseMode: words/plans.tsv plan_word, a
// bare period word of words/periods.tsv: "Weekly", "Monthly", 按周, 按月, or
// the period alone: 月), has a period and no term of its own, and the price
// under it is counted in a shorter period ("Weekly (USD/GPU-hr)",
// "月(元/卡/时)"): the word does not say how the price is counted, the rate
// does, so the word names what is rented at that rate, one week, and that
// week is the least term. The header's plan over a price of its own period
// ("Monthly (USD/node/month)") or a plan word that names its term (包周, 1周)
// is read as before (term.plan, term.contract_period); a plan word in a cell,
// not the header, names no term here.
func headerPlanTerm(mode *billingMode, modeSrc, pricePeriod string) (*Term, bool) {
	if mode == nil || modeSrc != srcHeader || mode.term != nil || mode.period == "" || pricePeriod == "" {
		return nil, false
	}
	ph, mh := periodHours(pricePeriod), periodHours(mode.period)
	if ph <= 0 || mh <= ph {
		return nil, false
	}
	t := periodTerm(mode.period)
	return t, t != nil
}

// reCommitAside: a clause in brackets ("Dedicated H200 node (6-month commitment)").
var reCommitAside = regexp.MustCompile(`[(（]([^()（）]{1,40})[)）]`)

// commitTermOrAside (campus, set103): a cell that is only a commitment, or
// whose one bracketed clause is only a commitment and its term (a resource
// name "Dedicated H200 node (6-month commitment)"). label is true where the
// cell is the row's label (commitLabelColumn); elsewhere (a note: "Spot
// available (minimum 1 month)") a bracket counts only as the cell's only
// clause ("（包年）").
func commitTermOrAside(s string, label bool) (Term, bool) {
	if t, ok := commitTermCell(s); ok {
		return t, true
	}
	if !strings.ContainsAny(s, "(（") {
		return Term{}, false // most cells hold no bracket: no regexp
	}
	if !label && strings.TrimSpace(reCommitAside.ReplaceAllString(s, "")) != "" {
		return Term{}, false
	}
	ms := reCommitAside.FindAllStringSubmatch(s, -1)
	var found []Term
	for _, m := range ms {
		if t, ok := commitTermCell(m[1]); ok {
			found = append(found, t)
		}
	}
	if len(found) != 1 {
		return Term{}, false
	}
	return found[0], true
}

var commitLabelWords = wordsWithValue("commit_label_header", "yes")

// commitLabelColumn (UV0407-): the unread column h is the row's label, its
// first column or one whose header names the resource or product
// (words/price_state.tsv commit_label_header).
func (b *rowBuild) commitLabelColumn(h string) bool {
	if h != "" && h == b.r.first.header {
		return true
	}
	low := norm(h)
	return slices.ContainsFunc(commitLabelWords, func(w string) bool { return holdsWord(low, w) })
}
