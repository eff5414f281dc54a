package quotes

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// noteFacts are the terms a free-text note states, each with the words it
// was read from.
type noteFacts struct {
	validUntil, validText, quotedOn string
	increment, minTerm              *Term
	incText, minText                string
	minPlan                         bool // the minimum term's clause names a plan ("日租最少3天起租"): that plan's only
	release, tax, resume            *bool
	relText, taxText, resumeText    string
	gpuLess, voucher                *float64
	gpuLessText, voucherText        string
}

const reDatePart = `(\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?)`

var (
	reNoteValid  = regexp.MustCompile(`(?:价格|报价)?(?:有效期至|有效期到|有效至|有效期截止(?:日期)?|截止日期|截止到?|valid\s+(?:until|to|through)|expires?(?:\s+on)?)\s*:?\s*` + reDatePart)
	reNoteQuoted = regexp.MustCompile(`(?:整理日期|报价日期|制表日期|日期|date|quoted\s+on)\s*:?\s*` + reDatePart)
	reNoteIncr   = regexp.MustCompile(`按\s*(秒|分钟|小时|时|天|日|周|月)\s*(?:计费|计|结算|收费|释放)|(秒|分钟|小时|天)级计费|billed\s+(?:per|by\s+the)\s+(second|minute|hour|day|week|month)|per-(second|minute|hour)\s+billing`)
	reNoteRelNo  = regexp.MustCompile(wordAlternation("note_release", "deny") + `(?:提前)?` + wordAlternation("note_release", "release") + `|` + wordAlternation("note_release", "release") + `[^。；;.]{0,6}?` + wordAlternation("note_release", "no_refund") + `|no\s+early\s+release`) // words/spec.tsv
	reNoteRelYes = regexp.MustCompile(wordAlternation("note_release", "allow") + `\s*` + wordAlternation("note_release", "release") + `|随用随停|随租随退|release\s+(?:any\s*time|hourly|early)`)
	// words/notes.tsv min_term_after ("3个月起租", "7天起") and min_term_lead ("最少签3个月")
	reNoteMin     = regexp.MustCompile(`(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时|h)\s*` + wordAlternation("min_term_after", "yes") + `|(\d{1,3}(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*(个\s*月|天|周|小时|年)\s*` + wordAlternation("min_term_after", "end") + `(?:$|[\s,，;；。、)）])|` + wordAlternation("min_term_lead", "yes") + `\s*(?::|≥|>=)?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*` + termUnitAlt + `|(?:租期|租用|租赁|` + wordAlternation("min_term_lead", "bound") + `)\s*(?:不少于|不低于|不短于|至少|最少|≥|>=|≧)\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)|minimum\s+(?:(?:term|period)\s*:?\s*)?(?:of\s+)?(\d+(?:\.\d+)?)\s*(month|day|week|hour|year)s?`) // TW0018: "半年起", "1年起" (a min_term_after end word after 年; "2027年起", "25年起" are dates: termIn); TW0019: "满720h起租"
	reNoteGPULess = regexp.MustCompile(`无卡模式\s*:?\s*(\d+(?:\.\d+)?)\s*元?\s*/?\s*(?:小时|时|h)?`)
	reNoteVoucher = regexp.MustCompile(`算力券[^\d%]{0,8}(\d+(?:\.\d+)?)\s*%`)
	// words/notes.tsv note_resume, a note_resume_filler word or none where a word holds "_"
	reNoteResume = regexp.MustCompile(`(?i)(?:` + strings.ReplaceAll(wholeWords(wordsInOrder("note_resume")), "_",
		`(?:`+wholeWords(wordsInOrder("note_resume_filler"))+`)?`) + `)`)
)

var notesMemo memo[string, noteFacts]

// scanNotes reads the terms a note states, each distinct note once.
func scanNotes(text string) noteFacts {
	if nf, ok := notesMemo.get(text); ok {
		return nf
	}
	var nf noteFacts
	low := norm(text)
	if low == "" {
		return nf
	}
	rest := low
	if m := reNoteValid.FindStringSubmatch(low); m != nil {
		if d, err := ParseDate(m[1]); err == nil {
			nf.validUntil, nf.validText = d, m[0]
			rest = strings.Replace(rest, m[0], " ", 1)
		}
	}
	if m := reNoteQuoted.FindStringSubmatch(rest); m != nil {
		nf.quotedOn, _ = ParseDate(m[1])
	}
	if m := reNoteIncr.FindStringSubmatch(low); m != nil {
		for _, g := range m[1:] {
			if u := termUnit(g); u != "" {
				nf.increment, nf.incText = &Term{Value: 1, Unit: u}, m[0]
				break
			}
		}
	}
	if m := reNoteRelNo.FindString(low); m != "" {
		nf.release, nf.relText = ptr(false), m
	} else if m := reNoteRelYes.FindString(low); m != "" {
		nf.release, nf.relText = ptr(true), m
	}
	if t, loc := noteMinIn(low); t != nil {
		nf.minTerm, nf.minText = t, low[loc[0]:loc[1]]
		for _, pm := range planMinTerms(text) {
			nf.minPlan = nf.minPlan || strings.Contains(pm.words, nf.minText)
		}
	}
	nf.tax, nf.taxText = taxIn(low)
	if m := reNoteGPULess.FindStringSubmatch(low); m != nil {
		if v, err := parseNum(m[1]); err == nil {
			nf.gpuLess, nf.gpuLessText = &v, m[0]
		}
	}
	if m := reNoteVoucher.FindStringSubmatch(low); m != nil {
		if v, err := parseNum(m[1]); err == nil && v <= 100 {
			nf.voucher, nf.voucherText = &v, m[0]
		}
	}
	if m := reNoteResume.FindString(low); m != "" {
		nf.resume, nf.resumeText = ptr(noteResumeValue(strings.Join(strings.Fields(m), " ")) == "yes"), m
	}
	notesMemo.put(text, nf)
	return nf
}

// noteMinIn is the first minimum term a note states (reNoteMin) whose clause
// goes on to no benefit: "合同期≥12个月可享9折", "租期12个月以上享9折" and
// "合同期≥3个月可转包月" are the condition of a discount or a conversion
// (a discount step, or a word of words/notes.tsv min_term_benefit), never
// the minimum term of the price beside it (review finding 1 of set109).
func noteMinIn(low string) (*Term, []int) {
	for off := 0; off < len(low); {
		t, loc := termIn(reNoteMin, low[off:])
		if t == nil {
			return nil, nil
		}
		loc = []int{loc[0] + off, loc[1] + off}
		if rest := reDenyClause.Split(low[loc[1]:], 2)[0]; !reDiscStep.MatchString(rest) && !reTermBenefit.MatchString(rest) {
			return t, loc
		}
		off = loc[1]
	}
	return nil, nil
}

// reTermBenefit: words/notes.tsv min_term_benefit ("可享", "可转").
var reTermBenefit = regexp.MustCompile(wordAlternation("min_term_benefit", "yes"))

// fill sets *dst to a copy of v where v is stated and *dst still unknown.
func fill[T any](dst **T, v *T) bool {
	if v == nil || *dst != nil {
		return false
	}
	c := *v
	*dst = &c
	return true
}

// applyNotes fills the fields a quote left unknown from its notes (or the
// file's: fileWide), each with a warning naming the words used.
func applyNotes(q *Quote, nf noteFacts, fileWide bool) {
	key := "import.warn.from_notes"
	if fileWide {
		key = "import.warn.from_file_note"
	}
	from := func(what msg.Msg, words string) { q.AddWarning(mk(key, what, words)) }
	if nf.validUntil != "" && q.ValidUntil == "" {
		q.ValidUntil = nf.validUntil
		from(mk("import.fact.valid_until", nf.validUntil), nf.validText)
	}
	q.QuotedOn = orDefault(q.QuotedOn, nf.quotedOn)
	// a file's "按月计费" says how the monthly plan is counted, not that
	// every price is metered by the month
	if !(fileWide && nf.increment != nil && nf.increment.Hours(DefaultHoursPerMonth) > 1) && fill(&q.BillingIncrement, nf.increment) {
		q.BillingIncrementHours = hoursOf(nf.increment, DefaultHoursPerMonth)
		q.decide("billing_increment", nf.increment.String(), noteRule("increment", fileWide), inWords(nf.incText))
		from(mk("import.fact.increment", termMsg(*nf.increment)), nf.incText)
	}
	if fill(&q.ReleaseIdle, nf.release) {
		from(mk("import.fact.release", yesNoMsg(*nf.release)), nf.relText)
	}
	if !(fileWide && nf.minPlan) && fill(&q.MinTerm, nf.minTerm) { // a plan's own term: its rows took it (planNoteTerm)
		q.MinHours = hoursOf(nf.minTerm, DefaultHoursPerMonth)
		q.decide("min_term", nf.minTerm.String(), noteRule("term", fileWide), inWords(nf.minText))
		from(mk("import.fact.min_term", termMsg(*nf.minTerm)), nf.minText)
	}
	if fill(&q.TaxIncluded, nf.tax) {
		from(mk("import.fact.tax", yesNoMsg(*nf.tax)), nf.taxText)
	}
	if fill(&q.GPULessPricePerHour, nf.gpuLess) {
		from(mk("import.fact.gpu_less", strconv.FormatFloat(*nf.gpuLess, 'f', -1, 64)), nf.gpuLessText)
	}
	if fill(&q.VoucherDiscountPct, nf.voucher) {
		from(mk("import.fact.voucher", strconv.FormatFloat(*nf.voucher, 'f', -1, 64)), nf.voucherText)
	}
	if fill(&q.ResumeSupported, nf.resume) {
		from(mk("import.fact.resume", yesNoMsg(*nf.resume)), nf.resumeText)
	}
}

// planMin is a minimum term a clause of a line gives one plan ("日租最少3天
// 起租", "包月3个月起租"): the plan named before the term, in its clause.
type planMin struct {
	plan  billingMode
	term  Term
	words string // the clause
}

var planMinMemo memo[string, []planMin]

// planMinTerms reads each clause of a line that names a plan before a
// minimum term, or whose sentence named one in an earlier clause ("月付按月
// 结算，最短3个月": 月付's); a clause naming none ("7天起") is every price's.
func planMinTerms(text string) []planMin {
	if out, ok := planMinMemo.get(text); ok {
		return out
	}
	var out []planMin
	for _, sentence := range reSentence.Split(norm(text), -1) {
		cls := reClause.Split(sentence, -1)
		var plan *billingMode // the plan the sentence's latest clause named
		from := 0             // that clause
		for i, cl := range cls {
			if t, loc := noteMinIn(cl); t != nil {
				if m := planOf(cl[:loc[0]]); m != nil && m.period != "" {
					out = append(out, planMin{plan: *m, term: *t, words: strings.TrimSpace(cl)})
				} else if plan != nil {
					out = append(out, planMin{plan: *plan, term: *t, words: strings.TrimSpace(strings.Join(cls[from:i+1], ","))})
				}
			}
			if m := planOf(cl); m != nil && m.period != "" {
				plan, from = m, i
			}
		}
	}
	planMinMemo.put(text, out)
	return out
}

// reSentence, reClause split a note into sentences and a sentence into clauses.
var reSentence, reClause = regexp.MustCompile(`[;；。\n]|\.\s`), regexp.MustCompile(`[,，]`)

// planNoteTerm lengthens the minimum term of a price on plan mode (or, with
// no plan word, of period) from a line around the table that gives that
// plan a minimum ("日租最少3天起租" over 日租's one day), warned.
func (b *rowBuild) planNoteTerm(q *Quote, mode *billingMode, period string) {
	for _, line := range b.r.footLines {
		for _, pm := range planMinTerms(line) {
			if mode != nil && !samePlan(pm.plan, *mode) || mode == nil && pm.plan.period != period {
				continue
			}
			if q.longerTerm(&pm.term, "term.plan_note", inWords(pm.words)) {
				q.AddWarning(mk("import.warn.term_from_plan_note", termMsg(pm.term), trimFloat(pm.term.Hours(DefaultHoursPerMonth)), pm.words))
			}
			return
		}
	}
}

func termMsg(t Term) msg.Msg {
	if t.Value == 0 {
		return mk("import.term.none")
	}
	return mk("import.term."+t.Unit, strconv.FormatFloat(t.Value, 'f', -1, 64))
}

func yesNoMsg(b bool) msg.Msg {
	if b {
		return mk("import.yes")
	}
	return mk("import.no")
}

// A footnote marker glued to an amount ("8.20①", "7.10(注4)") is not part
// of the number; the footnote it points to applies to the rows carrying it.

const footMarks = `(?:[*※△▲☆★†‡§]+|[①-⑳]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[(\[]\s*注\s*\d{1,2}\s*[)\]]|注\s*\d{1,2})`

var (
	reGluedMark = regexp.MustCompile(`(\d)\s?(` + footMarks + `)(\s|/|元|$)`)
	// a footnote line: its marker first ("注4：…", "* 含税")
	reFootLine = regexp.MustCompile(`^\s*(` + footMarks + `)\s*[:：.、]?\s*(.*)$`)
	reTaxRate  = regexp.MustCompile(`(不)?含\s*\d+(?:\.\d+)?\s*%\s*(?:增值税|税|vat)`)
	reRefOnly  = regexp.MustCompile(wordAlt("ref_only", false)) // not an offer
)

// reLeadMark (PG0012): a footnote mark a printed list sets before the
// figure it marks ("※60,480", "① 5.90", "(注2)100.8"): only a mark that can
// be nothing but a footnote's (※, a circled digit, 注N, bracketed or not)
// opening the cell, then the figure. △ and ▲ before a figure are a minus in
// print ("△500"), * and § may be anything: those are read as marks only
// after the figure.
var reLeadMark = regexp.MustCompile(`^(\s*)(※+|[①-⑳]|[(\[]\s*注\s*\d{1,2}\s*[)\]]|注\s*\d{1,2})\s?[¥￥$]?\d`)

// leadMarker is the mark opening a cell before its figure, and the cell
// without it; "" where none opens it (or the sign is written twice).
func leadMarker(low string) (string, string) {
	if !leadMarkRune(low) {
		return low, ""
	}
	return cutMarker(low, reLeadMark)
}

// leadMarkRune: the cell's first rune past spaces may open a lead mark
// (※, a circled digit, 注, a bracket), the cheap test before reLeadMark.
func leadMarkRune(low string) bool {
	for _, r := range low {
		switch {
		case r == ' ' || r == '\t' || r == '\u3000':
			continue
		case r == '※' || r == '注' || r == '(' || r == '[' || r >= '①' && r <= '⑳':
			return true
		}
		return false
	}
	return false
}

// cutMarker takes the mark re finds (its second group) out of low; "" where
// none is found or the sign is written twice ("3.5*8", "**5**": a product or
// emphasis, not a footnote).
func cutMarker(low string, re *regexp.Regexp) (string, string) {
	m := re.FindStringSubmatchIndex(low)
	if m == nil {
		return low, ""
	}
	mark := low[m[4]:m[5]]
	if strings.Count(low, mark) > 1 && !strings.ContainsAny(mark, "注") {
		return low, ""
	}
	return low[:m[4]] + " " + low[m[5]:], mark
}

// splitMarker takes a footnote marker out of a normalised price cell: one
// glued after the figure ("8.20①"), else one before it (PG0012).
func splitMarker(low string) (string, string) {
	if reGluedMark.FindStringIndex(low) == nil {
		return leadMarker(low)
	}
	return cutMarker(low, reGluedMark)
}

// footnoteMarkerAt: the marker can only be a footnote: a sign, or a circled
// or superscript digit after decimals ("8.20①"); after a whole number
// ("48③") it may be a digit, left to the odd-digit check.
func footnoteMarkerAt(low string) bool {
	m := reGluedMark.FindStringSubmatchIndex(low)
	if m == nil {
		_, mark := leadMarker(low)
		return mark != "" // PG0012: before the figure, a mark whatever its kind
	}
	return !digitMarker(low[m[4]:m[5]]) || reDecimalEnd.MatchString(low[:m[4]])
}

// digitMarker: a circled or superscript digit (①, ¹).
func digitMarker(mark string) bool {
	return strings.IndexFunc(mark, func(r rune) bool { return r > 0x7f && unicode.IsNumber(r) }) >= 0
}

var reDecimalEnd = regexp.MustCompile(`\d[.,]\d+\s?$`)

// markerKey: "(注4)" is "注4".
func markerKey(mark string) string { return strings.Trim(compact(mark), "()[]") }

// footnoteFor is the footnote lines give for a marker, "" for none.
func footnoteFor(lines []string, mark string) string {
	key := markerKey(mark)
	for _, l := range lines {
		m := reFootLine.FindStringSubmatch(narrow(l))
		if m == nil || markerKey(m[1]) != key {
			continue
		}
		if t := strings.TrimSpace(strings.Trim(m[2], ", ")); t != "" {
			return t
		}
	}
	return ""
}

// scopedFootnote: the note is the footnote of a marker a price cell carries,
// so it speaks for those rows only.
func scopedFootnote(note string, priceTexts []string) bool {
	m := reFootLine.FindStringSubmatch(narrow(note))
	if m == nil {
		return false
	}
	key := markerKey(m[1])
	return slices.ContainsFunc(priceTexts, func(t string) bool {
		_, mark := splitMarker(norm(t))
		return mark != "" && markerKey(mark) == key
	})
}

var (
	reFootUnitLabel = regexp.MustCompile(`(?i)` + wordAlt("footnote_unit_label", false))
	// reFootAmount: a money amount a note states of its own ("约60元", "¥60")
	reFootAmount = regexp.MustCompile(`\d[\d,]*(?:\.\d+)?\s*(?:元|块|rmb|cny|usd)|[¥￥$]\s*\d`)
)

// footnoteStatesUnit (PG0011): a footnote with a basis and a period states
// the marked price's unit where it labels it (单位：元/台·月) or states no
// amount of its own; "折合每卡每天约60元" converts the price, no unit of it.
func footnoteStatesUnit(note string) bool {
	n := norm(note)
	return reFootUnitLabel.MatchString(n) || !reFootAmount.MatchString(n)
}

// applyFootnote puts what a price's footnote says on its quote: the basis,
// term and tax it states. A footnote saying the price is no offer ("▲ 仅供
// 参考，不构成报价") is the refusal returned, as a legend colour's is.
func (b *rowBuild) applyFootnote(q *Quote, cellH *unitHint, text, mark string) *msg.Msg {
	note := footnoteFor(b.r.footLines, mark)
	if note == "" {
		q.AddWarning(mk("import.warn.footnote_missing", text, mark))
		return nil
	}
	if reRefOnly.MatchString(norm(note)) {
		m := mk("import.err.footnote_not_offer", strings.TrimSpace(text), mark, note)
		return &m
	}
	q.AddWarning(mk("import.warn.footnote", text, mark, note))
	h := parseHint(note)
	if h.basis != "" && h.period != "" && footnoteStatesUnit(note) {
		// PG0011: the footnote states the marked price's whole unit (注1：…单位元/台·月,
		// ※ 每卡每天租金): that unit is the cell's, over the column header's;
		// a cell stating another unit of its own cannot be read exactly
		if cellH.period != "" && (cellH.period != h.period || cellH.basis != "" && cellH.basis != h.basis) {
			m := mk("import.err.footnote_unit_conflict", strings.TrimSpace(text), mark, note)
			return &m
		}
		if cellH.period == "" {
			cellH.basis, cellH.period, cellH.qty = h.basis, h.period, h.qty
			if cellH.mult == 0 && h.mult > 0 {
				cellH.mult, cellH.multText = h.mult, h.multText
			}
			q.AddWarning(mk("import.warn.footnote_unit", strings.TrimSpace(text), mark, note))
		}
	}
	if h.basis == "node" {
		if cellH.basis == "" {
			cellH.basis = "node"
		}
		if cellH.gpus == nil && h.gpus != nil {
			cellH.gpus = h.gpus
		}
	}
	nf := scanNotes(note)
	if m := reTaxRate.FindStringSubmatch(norm(note)); nf.tax == nil && m != nil {
		nf.tax, nf.taxText = ptr(m[1] == ""), m[0] // "含13%增值税"
	}
	applyNotes(q, nf, false)
	return nil
}

// noteScope is what a note line around the table is about: the offers'
// vendors and GPUs it names. "锦城智算 H800 为 3 个月起租" or "Lumenrack 为美
// 元价格" speaks for those offers, not the file; a note naming neither is
// every offer's.
type noteScope struct{ vendors, gpus, items []string }

// scopeOf reads the vendors (of those the file's rows name) and the GPU a
// note names.
func scopeOf(note string, vendors []string) noteScope {
	var s noteScope
	low := compact(norm(note))
	for _, v := range vendors {
		if k := vendorKey(v); utf8.RuneCountInString(k) >= 2 && strings.Contains(low, k) && !slices.Contains(s.vendors, k) {
			s.vendors = append(s.vendors, k)
		}
	}
	if m, ok := matchGPU(note); ok {
		s.gpus = append(s.gpus, gpuFamily(m.ID))
	}
	s.items = itemMarks(note)
	return s
}

// scopedNote is a clause of a note line and the offers it speaks for.
type scopedNote struct {
	text  string
	scope noteScope
}

// noteClauses splits a note line that names offers into its clauses, each
// with the offers it names: "以上价格均含税，H100/H200 需签年度框架" is every
// offer's tax and the H100/H200's framework. A clause naming none speaks
// of the subject before it ("锦城智算 H800：包月，3个月起租"). A note naming
// no offer is one clause, every offer's.
func noteClauses(note string, vendors []string) []scopedNote {
	if s := scopeOf(note, vendors); s.wide() || len(s.gpus) == 0 && len(s.items) == 0 && !slices.ContainsFunc(vendors, func(v string) bool { return vendorKey(v) != "" && !s.covers(v, "", "") }) {
		return []scopedNote{{note, noteScope{}}} // "Nordlys Compute AS – price list (EUR, excl. VAT)": every offer is its vendor's
	}
	var out []scopedNote
	var last noteScope
	for _, cl := range reDenyClause.Split(note, -1) {
		if strings.TrimSpace(cl) == "" {
			continue
		}
		s := scopeOf(cl, vendors)
		if s.wide() {
			s = last
		}
		out, last = append(out, scopedNote{cl, s}), s
	}
	return out
}

func (s noteScope) wide() bool { return len(s.vendors) == 0 && len(s.gpus) == 0 && len(s.items) == 0 }

// covers: the offer of vendor and GPU text, its row opening with the list
// item mark item (words/ime.tsv item_mark: "⑤ H100 …"; "" where it opens
// with none), is one the note names; a note naming list items covers no
// offer whose item is not known.
func (s noteScope) covers(vendor, gpuText, item string) bool {
	if len(s.items) > 0 && !slices.Contains(s.items, item) {
		return false
	}
	if len(s.vendors) > 0 && !slices.Contains(s.vendors, vendorKey(vendor)) {
		return false
	}
	if len(s.gpus) > 0 {
		m, ok := matchGPU(gpuText)
		return ok && slices.Contains(s.gpus, gpuFamily(m.ID))
	}
	return true
}

// vendorKey is a vendor name as a note writes it: folded, without spaces or
// a bracketed tag ("Lumenrack (新加坡)" -> "lumenrack").
func vendorKey(v string) string {
	low := compact(norm(v))
	if i := strings.IndexAny(low, "(["); i > 0 {
		low = low[:i]
	}
	return low
}

// gpuFamily is a catalogue id's model without its memory and form
// ("H800-80G-SXM" -> "H800"): a note's "H800" names every form.
func gpuFamily(id string) string {
	f, _, _ := strings.Cut(id, "-")
	return f
}

// termUnitAlt: a term's unit in any language after a minimum's lead word
// ("最少签3个月", "Mindestlaufzeit 3 Monate", "최소 계약 3개월", "Tối thiểu 3
// tháng"): words/periods.tsv term_unit_zh and term_unit_en, the longest first.
var termUnitAlt = func() string {
	var ws []string
	for _, t := range []string{"term_unit_zh", "term_unit_en"} {
		for _, r := range wordRows(t) {
			ws = append(ws, regexp.QuoteMeta(r[0]))
		}
	}
	for w := range termPeriodWords { // 季度 (bare_period): "最短租一个季度"
		ws = append(ws, regexp.QuoteMeta(w))
	}
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return `(` + strings.Join(ws, "|") + `)`
}()

// noteResumeValue is the note_resume value of a phrase reNoteResume matched:
// its word as written, or with the filler at the word's "_" ("断点续训都支持").
func noteResumeValue(m string) string {
	for _, r := range wordRows("note_resume") {
		if r[0] == m {
			return r[1]
		}
		if before, after, ok := strings.Cut(r[0], "_"); ok && strings.HasPrefix(m, before) && strings.HasSuffix(m, after) &&
			len(m) >= len(before)+len(after) {
			if f := m[len(before) : len(m)-len(after)]; f == "" || slices.Contains(wordsInOrder("note_resume_filler"), f) {
				return r[1]
			}
		}
	}
	return ""
}

// itemMarks: the list item numbers a note names (words/ime.tsv item_mark
// followed by a word of item_ref: "⑤号为美元结算" names item 5; "①本价目含税"
// is the note's own first point and names none), as numbers.
func itemMarks(note string) []string {
	var out []string
	rs := []rune(note)
	for i, r := range rs {
		n, ok := itemMarkWords[string(r)]
		if !ok || i+1 >= len(rs) || !itemRefWords[string(rs[i+1])] || slices.Contains(out, n) {
			continue
		}
		rest := string(rs[i+2 : min(len(rs), i+5)])
		if slices.ContainsFunc(itemAddressWords, func(w string) bool { return strings.HasPrefix(rest, w) }) {
			continue // "③号楼", "②号机房": a place, no item
		}
		out = append(out, n)
	}
	return out
}

// scopedCurrency is a currency a note states for the offers it names
// ("Lumenrack 为美元价格", "⑤号为美元结算"): its scope, code and line.
type scopedCurrency struct {
	scope      noteScope
	code, text string
}

// currencyCovering is the first of scoped whose note covers the offer
// (its vendor, GPU and the list item its line opens with): the one
// decision of a scoped currency, for tables and prose alike.
func currencyCovering(scoped []scopedCurrency, vendor, gpuText, item string) (scopedCurrency, bool) {
	for _, sc := range scoped {
		if sc.scope.covers(vendor, gpuText, item) {
			return sc, true
		}
	}
	return scopedCurrency{}, false
}

// itemAddressWords: words/ime.tsv item_address.
var itemAddressWords = wordsInOrder("item_address")

// itemRefWords: words/ime.tsv item_ref.
var itemRefWords = wordSet("item_ref")

// itemMarkWords: words/ime.tsv item_mark.
var itemMarkWords = wordMap("item_mark")

// rowItem is the list item number a row's first text opens with ("①　4090
// 24G …" is item 1), "" where it opens with none.
func rowItem(first string) string {
	for _, r := range strings.TrimSpace(first) {
		return itemMarkWords[string(r)]
	}
	return ""
}

// reColumnTermLead: words before a term that bind a first contract that long
// ("须包月并首次签约满3个月"; words/notes.tsv column_term_lead), read only in
// a sentence naming the price column (columnNoteTerm).
var reColumnTermLead = regexp.MustCompile(`(?:` + wordAlternation("column_term_lead", "yes") + `)\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*` + termUnitAlt)

// columnNoteTerm lengthens the minimum term of a price from a sentence
// around the table that names its column ("以下迁移专享价仅限…，须包月并首次
// 签约满3个月" over 迁移专享价(元/月), set128/01): the column's own term, no
// other price's. A header core of under three characters names no column.
func (b *rowBuild) columnNoteTerm(q *Quote, header string) {
	core := headerCore(header)
	if utf8.RuneCountInString(core) < 3 {
		return
	}
	for _, line := range b.r.footLines {
		for _, s := range reSentence.Split(norm(line), -1) {
			if !strings.Contains(s, core) {
				continue
			}
			t, _ := termIn(reColumnTermLead, s)
			if t == nil {
				t, _ = noteMinIn(s)
			}
			if q.longerTerm(t, "term.column_note", inWords(s)) {
				q.AddWarning(mk("import.warn.term_from_column_note", termMsg(*t), trimFloat(t.Hours(DefaultHoursPerMonth)), core, strings.TrimSpace(s)))
			}
			if t != nil {
				return
			}
		}
	}
}

// columnTotalWords: words/notes.tsv column_total_word ("总价").
var columnTotalWords = wordsInOrder("column_total_word")

// columnTotalNote is a sentence of the file naming the price column by its
// header and saying its figure is the row's total ("月报价为满足该行需求
// （卡数）的每月总价", stop 51 set134/08): the price is for the row's cards
// together, one machine of them (basis node); ok false for none. A header
// of fewer than three characters is named by too many sentences.
func columnTotalNote(header string, lines []string) (string, bool) {
	core := headerCore(header)
	if utf8.RuneCountInString(core) < 3 {
		return "", false
	}
	for _, line := range lines {
		for _, s := range reSentence.Split(norm(line), -1) {
			i := strings.Index(s, core)
			if i < 0 {
				continue
			}
			if slices.ContainsFunc(columnTotalWords, func(w string) bool { return strings.Contains(s[i+len(core):], w) }) {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}
