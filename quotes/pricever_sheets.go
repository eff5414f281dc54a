package quotes

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"computecheck/msg"
)

// Price versions kept one sheet each: a workbook that keeps its price list
// a sheet per month ("2026年12月", "2026年11月", "Nov 2026") or per version
// ("v3", "v2"), every sheet with the same header and the same GPUs. Only
// the latest is the current price list; the earlier sheets are past
// versions of it, not offers: they are not stored and each is named in
// FileResult.NotOffers (--explain), with one warning on the file. Sheets
// are versions only on evidence: the same header (headerKey of every
// column), at least half of each earlier sheet's GPUs on the latest one,
// and a period each sheet's name (or else its title lines) names. Periods
// that cannot be ordered (a month with no year beside one with a year,
// months with no year more than six apart: across a new year, two sheets
// naming the same period) hold every quote of those sheets for review
// instead of choosing one.

// sheetPeriod is the period a sheet's name or title names: kind "month"
// (key year*100+month, year 0 when unsaid) or "version" (key the number).
type sheetPeriod struct {
	kind string
	key  int
	text string // the words naming it
}

var (
	reSheetYM     = regexp.MustCompile(`(\d{4})\s*[-/.年]\s*(\d{1,2})(?:\s*月|[^\d]|$)`)
	reSheetM      = regexp.MustCompile(`(?:^|[^\d])(\d{1,2})\s*月`)
	reSheetNameYM = regexp.MustCompile(`(?i)(?:^|[^a-z])([a-z]{3,9})\.?\s*,?\s*(\d{4})|(\d{4})\s*,?\s*([a-z]{3,9})(?:[^a-z]|$)`)
	reSheetVer    = regexp.MustCompile(`(?i)(?:^|[^a-z])(` + versionPrefixes() + `)\.?\s*(\d{1,3})(?:[^\d]|$)`)
)

// versionPrefixes: the words that put a version number after them
// (words/windows.tsv, table sheet_version_prefix), as an alternation.
func versionPrefixes() string {
	var ws []string
	for _, w := range wordsInOrder("sheet_version_prefix") {
		ws = append(ws, regexp.QuoteMeta(w))
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return strings.Join(ws, "|")
}

// periodOf reads the period one line names; ok false when none.
func periodOf(s string) (sheetPeriod, bool) {
	s = narrow(s)
	if m := reSheetYM.FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		if y >= 1990 && y <= 2100 && mo >= 1 && mo <= 12 {
			return sheetPeriod{"month", y*100 + mo, strings.TrimSpace(m[0])}, true
		}
	}
	if m := reSheetNameYM.FindStringSubmatch(s); m != nil {
		name, year := m[1], m[2]
		if name == "" {
			name, year = m[4], m[3]
		}
		if mo, ok := monthNames[strings.ToLower(name)]; ok {
			y, _ := strconv.Atoi(year)
			n, _ := strconv.Atoi(mo)
			return sheetPeriod{"month", y*100 + n, strings.TrimSpace(m[0])}, true
		}
	}
	if m := reSheetM.FindStringSubmatch(s); m != nil {
		if mo, _ := strconv.Atoi(m[1]); mo >= 1 && mo <= 12 {
			return sheetPeriod{"month", mo, strings.TrimSpace(m[0])}, true
		}
	}
	if m := reSheetVer.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[2])
		return sheetPeriod{"version", n, strings.TrimSpace(m[0])}, true
	}
	return sheetPeriod{}, false
}

// versionSheet is one table of the workbook as a candidate version.
type versionSheet struct {
	t      *table
	first  int // the first data row
	layout string
	gpus   map[string]bool // read only for a group that may be versions
	period sheetPeriod
	dated  bool
	ended  string // the word of its name or title marking it a past list (words/windows.tsv sheet_ended)
}

// sheetVersions decides which of a workbook's tables are earlier
// versions of another.
type sheetVersions struct {
	sheets  []versionSheet
	earlier map[*table]msg.Msg // not offers: the reason
	review  map[*table]msg.Msg // versions not ordered: their quotes wait
	names   []string           // the earlier sheets, in order
}

// add takes one table of the workbook, its layout and first data row.
func (v *sheetVersions) add(t *table, l *layout, first int) {
	s := versionSheet{t: t, first: first}
	var keys []string
	for _, h := range l.headers {
		keys = append(keys, headerKey(h))
	}
	s.layout = strings.Join(keys, "|")
	s.period, s.dated = periodOf(t.sheet)
	s.ended = endedMark(t.sheet)
	for r := 0; len(l.headerRows) > 0 && r < l.headerRows[0]; r++ {
		if !s.dated {
			s.period, s.dated = periodOf(lineOf(t.rows[r]))
		}
		if s.ended == "" {
			s.ended = endedMark(lineOf(t.rows[r]))
		}
	}
	v.sheets = append(v.sheets, s)
}

var (
	reSheetEnded      = wordRe("sheet_ended")
	sheetEndedNegs    = wordsInOrder("sheet_ended_negator")
	reSheetEndedAside = wordRe("sheet_ended_aside")
)

// endedMark is the word of line marking its sheet a past price list
// ("上周（已过期）"), "" for none, a negated one ("未过期", "not expired") or
// a line on the offer's own validity ("有效期7天，过期作废").
func endedMark(line string) string {
	low := strings.ToLower(narrow(line))
	if reSheetEndedAside.MatchString(low) {
		return ""
	}
	for _, loc := range reSheetEnded.FindAllStringIndex(low, -1) {
		before := strings.TrimRight(low[:loc[0]], " ")
		if !slices.ContainsFunc(sheetEndedNegs, func(n string) bool { return strings.HasSuffix(before, strings.TrimSpace(n)) }) {
			return low[loc[0]:loc[1]]
		}
	}
	return ""
}

// marked leaves out the sheets their name or title marks as a past list,
// where another sheet of the workbook is not so marked; when every sheet is
// marked, none is known current: their quotes wait for review.
func (v *sheetVersions) marked() {
	var open, shut []versionSheet
	for _, s := range v.sheets {
		if s.ended != "" {
			shut = append(shut, s)
		} else if _, ok := v.earlier[s.t]; !ok {
			open = append(open, s)
		}
	}
	for _, s := range shut {
		if len(open) == 0 {
			v.review[s.t] = mk("import.sheet_ended.all", s.t.sheet, s.ended)
			continue
		}
		if _, ok := v.earlier[s.t]; !ok {
			v.earlier[s.t] = mk("import.sheet_ended.left_out", s.t.sheet, s.ended)
			v.names = append(v.names, s.t.sheet)
		}
	}
}

// decide groups the tables by layout and settles each group's versions.
func (v *sheetVersions) decide() {
	v.earlier, v.review = map[*table]msg.Msg{}, map[*table]msg.Msg{}
	done := map[string]bool{}
	for _, s := range v.sheets {
		if done[s.layout] {
			continue
		}
		done[s.layout] = true
		var group []versionSheet
		for _, o := range v.sheets {
			if o.layout == s.layout {
				group = append(group, o)
			}
		}
		v.settle(group)
	}
	v.marked()
}

// settle one group of tables of the same layout.
func (v *sheetVersions) settle(group []versionSheet) {
	if len(group) < 2 {
		return
	}
	if slices.ContainsFunc(group, func(s versionSheet) bool { return !s.dated || s.period.kind != group[0].period.kind }) {
		return // not every sheet names a period of one kind: not versions
	}
	for i := range group {
		group[i].gpus = gpusOf(group[i].t, group[i].first)
		if len(group[i].gpus) == 0 {
			return // a table of no GPUs is no price list
		}
	}
	latest := group[0]
	for _, s := range group[1:] {
		if s.period.key > latest.period.key {
			latest = s
		}
	}
	if slices.ContainsFunc(group, func(s versionSheet) bool { return s.t != latest.t && !sharesGPUs(s.gpus, latest.gpus) }) {
		return // other GPUs: another list, not a version of it
	}
	var names []string
	for _, s := range group {
		names = append(names, fmt.Sprintf("%s (%s)", s.t.sheet, s.period.text))
	}
	if why := unordered(group); why {
		m := mk("import.sheet_version.unordered", strings.Join(names, "、"))
		for _, s := range group {
			v.review[s.t] = m
		}
		return
	}
	for _, s := range group {
		if s.t == latest.t {
			continue
		}
		v.earlier[s.t] = mk("import.sheet_version.earlier", s.t.sheet, s.period.text, latest.t.sheet, latest.period.text)
		v.names = append(v.names, s.t.sheet)
	}
}

// unordered: the group's periods cannot say which is the latest.
func unordered(group []versionSheet) bool {
	seen := map[int]bool{}
	years, lo, hi := 0, 13, 0
	for _, s := range group {
		if seen[s.period.key] {
			return true
		}
		seen[s.period.key] = true
		if s.period.kind == "month" && s.period.key > 12 {
			years++
		}
		if s.period.kind == "month" && s.period.key <= 12 {
			lo, hi = min(lo, s.period.key), max(hi, s.period.key)
		}
	}
	if group[0].period.kind != "month" {
		return false
	}
	return (years > 0 && years < len(group)) || (years == 0 && hi-lo > 6)
}

// sharesGPUs: at least half of a's GPUs are on b.
func sharesGPUs(a, b map[string]bool) bool {
	n := 0
	for g := range a {
		if b[g] {
			n++
		}
	}
	return 2*n >= len(a)
}

// skip reports whether table t is an earlier version, naming it among the
// file's not-offers.
func (v *sheetVersions) skip(res *FileResult, t *table, first int) bool {
	m, ok := v.earlier[t]
	if ok {
		res.NotOffers = append(res.NotOffers, Problem{File: res.File, Sheet: t.sheet, Row: rowAt(t, first), Reason: m})
	}
	if w := containedWord(norm(t.sheet), changeLogWords); !ok && w != "" {
		// a quote's change log ("修订说明": V1 → V2 per item): the offers are on the quote's own sheet
		skipSheetRows(res, t, first, mk("import.sheet_version.changelog", t.sheet))
		return true
	}
	if w := v.contractSheet(t); !ok && w != "" {
		// the buyer's contracts in force ("现行合同"): the price paid now is no offer (columns_condition.go)
		skipSheetRows(res, t, first, mk("import.cd.sheet_contract", t.sheet, w))
		return true
	}
	if ok {
		return true
	}
	if w := v.pastDealSheet(t); w != "" {
		// deals already closed ("上月成交": date, card, the price agreed, the customer): a past price is no offer
		skipSheetRows(res, t, first, mk("import.rf.sheet_past_deals", t.sheet, w))
		return true
	}
	return false
}

// pastDealSheet is the past_deal_sheet word of t's name ("" for none)
// when the sheet lists deals already closed beside the sheets of the
// offers (words/sheet_versions.tsv past_deal_sheet, RF0001-): its name
// holds no offer word (contract_sheet_offer) and another sheet of the
// file, neither an earlier version nor a change log, contracts nor past
// deals, holds the offers.
func (v *sheetVersions) pastDealSheet(t *table) string {
	name := norm(t.sheet)
	w := containedWord(name, pastDealWords)
	if w == "" || containedWord(name, contractOfferWords) != "" {
		return ""
	}
	for _, s := range v.sheets {
		n := norm(s.t.sheet)
		if _, earlier := v.earlier[s.t]; s.t.sheet != t.sheet && !earlier && containedWord(n, changeLogWords) == "" &&
			containedWord(n, contractSheetWords) == "" && containedWord(n, pastDealWords) == "" {
			return w
		}
	}
	return ""
}

// pastDealWords: a sheet name holding one lists deals already closed
// (words/sheet_versions.tsv, table past_deal_sheet).
var pastDealWords = wordsInOrder("past_deal_sheet")

// skipSheetRows names each filled row of t from first on as no offer.
func skipSheetRows(res *FileResult, t *table, first int, reason msg.Msg) {
	for i := first; i < len(t.rows); i++ {
		if len(filled(t.rows[i])) > 0 {
			res.NotOffers = append(res.NotOffers, Problem{File: res.File, Sheet: t.sheet, Row: t.rowNum[i], Reason: reason})
		}
	}
}

// contractSheet is the contract_sheet word of t's name ("" for none) when
// the sheet lists the buyer's contracts beside the quote's own sheet: its
// name holds no offer word (续约报价（对比原合同）, contract_sheet_offer) and
// another sheet of the file, neither an earlier version nor a change log nor
// contracts, holds the offers.
func (v *sheetVersions) contractSheet(t *table) string {
	name := norm(t.sheet)
	w := containedWord(name, contractSheetWords)
	if w == "" || containedWord(name, contractOfferWords) != "" {
		return ""
	}
	for _, s := range v.sheets {
		if _, earlier := v.earlier[s.t]; s.t.sheet != t.sheet && !earlier && containedWord(norm(s.t.sheet), changeLogWords) == "" && containedWord(norm(s.t.sheet), contractSheetWords) == "" {
			return w
		}
	}
	return ""
}

// contractOfferWords: a sheet name holding one is an offer, whatever
// contract it names (words/sheet_versions.tsv contract_sheet_offer).
var contractOfferWords = wordsInOrder("contract_sheet_offer")

// changeLogWords: a sheet name holding one names a quote's change log
// (words/sheet_versions.tsv, table changelog_sheet).
var changeLogWords = wordsInOrder("changelog_sheet")

// hold puts the review of unordered versions on the quotes read from t.
func (v *sheetVersions) hold(qs []Quote, t *table) {
	if m, ok := v.review[t]; ok {
		for i := range qs {
			qs[i].Review(m)
		}
	}
}

// warn says once on the file which sheets were left out.
func (v *sheetVersions) warn(res *FileResult) {
	if len(v.names) > 0 {
		res.Warnings = append(res.Warnings, mk("import.sheet_version.warning", len(v.names), strings.Join(v.names, "、")))
	}
}

// rowAt is the spreadsheet row of t's row i (0 past its end).
func rowAt(t *table, i int) int {
	if i >= 0 && i < len(t.rowNum) {
		return t.rowNum[i]
	}
	return 0
}

// gpusOf: the GPUs the cells of t's data rows name.
func gpusOf(t *table, first int) map[string]bool {
	out := map[string]bool{}
	for r := first; r < len(t.rows); r++ {
		for _, c := range t.rows[r] {
			if g, ok := matchGPU(c); ok && g.ID != "" {
				out[g.ID] = true
			}
		}
	}
	return out
}
