package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Time of use (issue 23, the class of set 64): a price that holds only in
// part of the day or week (a night-only 闲时 package, a slot 00:00–08:00, a
// weekend or 春节 rate) is no price for a job that runs round the clock, and
// a bid floor (出价≥6.0) is no price at all. The evidence is a word of
// words/timeofuse.tsv or a range of hours shorter than a day, on a price
// column's header (the columns stage: timeBandColumns), a cell of the row
// or the price cell itself (the build stage: timeOfUse). Never is a part-day
// price stored as a round-the-clock rate.

var (
	timeBandWords    = wordRows("time_band")
	timeAllDayWords  = wordRows("time_all_day")
	timeBandNegators = wordRows("time_band_negator")
	bidFloorWords    = wordRows("bid_floor")
	ruleTimeBandHrs  = wordRule("time_band_pattern", "hh:mm-hh:mm")
)

// reHourRange: a range of clock times, "23:00-07:00", "08:00–18:00",
// "20:00至次日08:00" (the text as norm gives it).
var reHourRange = regexp.MustCompile(`(?:^|[^0-9:])([01]?[0-9]|2[0-4])[:：]([0-5][0-9])\s*(?:-|–|—|~|～|至|到|to)\s*(?:次日|next day\s*)?([01]?[0-9]|2[0-4])[:：]([0-5][0-9])`)

// timeBandIn reads text for a part of the day or week its price holds in:
// the word or the range of hours that says so, and the rule behind it. A
// negator ("含节假日") undoes a band word; a round-the-clock word (7×24,
// 24小时) undoes a range of hours; a range of a whole day (00:00-24:00) is
// none.
func timeBandIn(text string) (band, rule string, ok bool) {
	low := strings.ReplaceAll(norm(text), "×", "x")
	if low == "" {
		return "", "", false
	}
	type span struct {
		word     string
		from, to int
	}
	var spans []span
	for _, r := range timeBandWords {
		for i := range occurrences(low, r[0]) {
			if r[0][0] < 0x80 && !wordAt(low, i, len(r[0])) {
				continue
			}
			spans = append(spans, span{r[0], i, i + len(r[0])})
		}
	}
	negated := false
	for _, sp := range spans {
		if slices.ContainsFunc(spans, func(o span) bool { return o.from <= sp.from && sp.to <= o.to && o.to-o.from > sp.to-sp.from }) {
			continue // 假日 inside 节假日: the longer word reads
		}
		if bandNegated(low, sp.from, sp.to) {
			negated = true
			continue
		}
		return sp.word, wordRule("time_band", sp.word), true
	}
	if negated { // "无夜间(23:00-07:00)套餐": the hours are the negated band's
		return "", "", false
	}
	for _, r := range timeAllDayWords {
		if holdsWord(low, r[0]) {
			return "", "", false
		}
	}
	if !strings.ContainsAny(low, ":：") {
		return "", "", false // no clock time: no range of hours (the pattern's guard)
	}
	for _, m := range reHourRange.FindAllStringSubmatchIndex(low, -1) {
		at := func(k int) int { n, _ := strconv.Atoi(low[m[2*k]:m[2*k+1]]); return n }
		from, to := at(1)*60+at(2), at(3)*60+at(4)
		span := to - from
		if span <= 0 {
			span += 24 * 60
		}
		if span < 24*60 {
			return low[m[2]:m[9]], ruleTimeBandHrs, true
		}
	}
	return "", "", false
}

// wordAt: the ASCII word at low[i:i+n] has no letter or digit touching it.
func wordAt(low string, i, n int) bool {
	return (i == 0 || !asciiWordByte(low[i-1])) && (i+n == len(low) || !asciiWordByte(low[i+n]))
}

// bandNegated: a negator of time_band_negator stands right next to the band
// word at low[from:to] ("含节假日", "无夜间套餐", "no weekend surcharge",
// "节假日同价"; value before or after: where it stands), nothing between but
// spaces, list marks and other band words ("包括周末、节假日"); a negator
// elsewhere in the text ("夜间价(含税)", "off-peak, incl. VAT") is about
// something else.
func bandNegated(low string, from, to int) bool {
	before := strings.TrimRightFunc(low[:from], bandGap)
	after := strings.TrimLeftFunc(low[to:], bandGap)
	for again := true; again; {
		again = false
		for _, r := range timeBandWords {
			if strings.HasSuffix(before, r[0]) && (r[0][0] >= 0x80 || wordAt(before, len(before)-len(r[0]), len(r[0]))) {
				before, again = strings.TrimRightFunc(before[:len(before)-len(r[0])], bandGap), true
			}
			if strings.HasPrefix(after, r[0]) && (r[0][0] >= 0x80 || wordAt(after, 0, len(r[0]))) {
				after, again = strings.TrimLeftFunc(after[len(r[0]):], bandGap), true
			}
		}
	}
	for _, r := range timeBandNegators {
		w := r[0]
		if r[1] != "after" && strings.HasSuffix(before, w) && (w[0] >= 0x80 || wordAt(before, len(before)-len(w), len(w))) {
			return true
		}
		if r[1] != "before" && strings.HasPrefix(after, w) && (w[0] >= 0x80 || wordAt(after, 0, len(w))) {
			return true
		}
	}
	return false
}

// bandGap: what may stand between a negator and its band word.
func bandGap(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune("、/&.及和与", r)
}

// timeBandCell: a cell of the row (not its price) names the band its
// price holds in: a short cell that is a band and nothing else (“夜间”,
// “周末时段”, “Off-peak”: band words and words of time_band_filler only) or,
// where slot says the cell's column holds slots (时段, time slot: table
// time_band_header) or the cell names the plan, a range of hours shorter
// than a day (“00:00–08:00”); never a sentence that happens to hold one
// (“5个工作日” under 交付周期, “9:00-18:00” under 客服时间).
func timeBandCell(text string, slot bool) (band, rule string, ok bool) {
	t := strings.TrimSpace(text)
	if t == "" || utf8.RuneCountInString(t) > 24 {
		return "", "", false
	}
	band, rule, ok = timeBandIn(t)
	if !ok {
		return "", "", false
	}
	if rule == ruleTimeBandHrs && slot || wholeBand(t) {
		return band, rule, true
	}
	return "", "", false
}

var timeBandFillers = wordRows("time_band_filler")

// wholeBand: the text is band words, ranges of hours and filler words only.
func wholeBand(text string) bool { return bandAndFillers(text, false) }

// bandAndFillers: the text is band words, ranges of hours and filler words
// only, with a band word among them, or with ranges where a range alone
// is enough (“仅限23:00-07:00使用”).
func bandAndFillers(text string, rangeEnough bool) bool {
	spaced := " " + strings.ReplaceAll(norm(text), "×", "x")
	low := spaced
	if strings.ContainsAny(spaced, ":：") {
		low = reHourRange.ReplaceAllString(spaced, " ")
	}
	found := rangeEnough && low != spaced
	for _, r := range timeBandWords {
		if holdsWord(low, r[0]) {
			low, found = strings.ReplaceAll(low, r[0], " "), true
		}
	}
	if !found {
		return false
	}
	for _, r := range timeBandFillers {
		if holdsWord(low, r[0]) {
			low = strings.ReplaceAll(low, r[0], " ")
		}
	}
	return strings.TrimFunc(low, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) }) == ""
}

var (
	timeBandHeaders     = wordRows("time_band_header")
	timeBandPlanHeaders = wordRows("time_band_plan_header")
)

// bandPlanHeader: an unread column's header names the row's plan or package
// (套餐, 方案, Plan): a band there is the row's.
func bandPlanHeader(h string) bool {
	low := norm(h)
	return slices.ContainsFunc(timeBandPlanHeaders, func(w [2]string) bool { return holdsWord(low, w[0]) })
}

// slotHeader: a column's header says its cells are time slots (时段).
func slotHeader(h string) bool {
	low := norm(h)
	return slices.ContainsFunc(timeBandHeaders, func(w [2]string) bool { return holdsWord(low, w[0]) })
}

// timeBandColumns (the columns stage, after holdOutOldPrices): a price
// column whose header names a part of the day or week (闲时套餐价 23:00-07:00,
// 春节档期包天, Weekend rate) beside a price that holds round the clock is
// held out, kept as the row's text; alone (every price of the table is a
// band's) it stays a price column, each band its own quote, warned with its
// band (timeBandWarn). A pack price so named is a price of that band, never
// a pack.
func timeBandColumns(cs colReads) {
	standing, bands := -1, map[int][2]string{}
	for i, c := range cs {
		if c.person || c.field != fPrice && c.field != fPackPrice {
			continue
		}
		if band, rule, ok := timeBandIn(c.header); ok {
			bands[i] = [2]string{band, rule}
		} else if c.field == fPrice && standing < 0 {
			standing = i
		}
	}
	for _, i := range slices.Sorted(maps.Keys(bands)) {
		band, rule := bands[i][0], bands[i][1]
		if standing >= 0 {
			cs.set(i, "", rule, mk("import.ev.time_band_price_column", cs[i].header, band, cs[standing].header))
		} else if cs[i].field == fPackPrice {
			cs.set(i, fPrice, rule, mk("import.ev.time_band_price_alone", cs[i].header, band))
		}
	}
}

// timeOfUse refuses price p of the row where it holds only in part of the
// day or week (its own cell or a cell of the row names the band: a slot row
// "00:00–08:00 | 72", 备注 “仅闲时开放”) or is a bid (出价≥6.0); done with
// priced's results. A blank or "—" cell is left to priced.
func (b *rowBuild) timeOfUse(p priceIn, text string) (q *Quote, ok, done bool) {
	if text == "" || isDashOnly(text) {
		return nil, false, false
	}
	if w := bidWord(text); w != "" {
		q, ok = b.refuse(p.cell, mk("import.err.bid_floor_price", text, p.header, w))
		return q, ok, true
	}
	if w := bidWord(p.header); w != "" { // "最低出价(元/卡·时)", "Min bid ($/GPU/hr)": every cell of the column is a bid
		q, ok = b.refuse(p.cell, mk("import.err.bid_floor_price", text, p.header, w))
		return q, ok, true
	}
	if band, _, found := timeBandIn(text); found && utf8.RuneCountInString(text) <= 32 { // “8.5元/卡·时（夜间）”
		q, ok = b.refuse(p.cell, mk("import.err.time_band_price", text, p.header, band))
		return q, ok, true
	}
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		t := b.r.extra[h]
		if _, _, priceBand := timeBandIn(h); priceBand {
			continue // a held-out band price of the row, not what the row's price is for
		}
		slot := slotHeader(h)
		if !slot && !bandPlanHeader(h) {
			continue // “工作日” under 技术支持: a band word only under a slot or plan header is the row's
		}
		if band, _, found := timeBandCell(t, slot); found {
			q, ok = b.refuse(p.cell, mk("import.err.time_band_row", text, p.header, h, strings.TrimSpace(t), band))
			return q, ok, true
		}
	}
	for _, f := range []string{fMode, fOffer, fGPU, fNotes} {
		c, has := b.r.cells[f]
		if !has {
			continue
		}
		band, _, found := timeBandCell(c.text, f == fMode || f == fOffer)
		if f == fNotes { // a note describes (“白天8小时时段” beside 元/卡·工作日(8小时)); only “仅…” restricts
			found = false
		}
		if !found {
			band, found = onlyInBand(c.text)
		}
		if found {
			q, ok = b.refuse(p.cell, mk("import.err.time_band_row", text, p.header, c.header, strings.TrimSpace(c.text), band))
			return q, ok, true
		}
	}
	return nil, false, false
}

// bidWord is the word of bid_floor the text holds ("出价≥6.0", a header
// "Min bid ($/GPU/hr)"); "" for none.
func bidWord(text string) string {
	low := norm(text)
	for _, r := range bidFloorWords {
		if holdsWord(low, r[0]) {
			return r[0]
		}
	}
	return ""
}

// timeBandWarn warns a quote read from a price column whose header names
// a band where the table gives no round-the-clock price beside it (工作日白天
// | 夜间 | 周末, set42/02): each band is its own quote, never silently a
// round-the-clock rate.
func timeBandWarn(q *Quote, p priceIn) {
	if band, _, ok := timeBandIn(p.header); ok {
		q.AddWarning(mk("import.warn.time_band_price", p.header, band))
	}
}

// timeBandOnly refuses a row whose round-the-clock prices are all blank
// while a held-out price of a band holds a number (A100 “—” | 闲时 5.5): the
// only price is for part of the day; true where it did.
func (b *rowBuild) timeBandOnly() bool {
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		t := strings.TrimSpace(b.r.extra[h])
		band, _, found := timeBandIn(h)
		if !found {
			continue
		}
		if pc, err := parsePriceCell(t); err != nil || !(pc.value > 0) {
			continue
		}
		b.bad(fPrice, mk("import.err.time_band_only", priceHeaders(b.r.prices), h, t, band))
		return true
	}
	return false
}

// sectionBand is the band a section row over a block of rows names
// ("【夜间时段 23:00-07:00】", "— Weekend rates —"): its prices hold only
// then; "" for none. Only a line of section shape (reSectionShape) or one
// that is a band and nothing else ("夜间时段") names the block's band.
func sectionBand(text string) string {
	if !reSectionShape.MatchString(text) && !wholeBand(text) {
		return "" // "夜间运维窗口 02:00-04:00" between rows: a note, no section over them
	}
	band, _, ok := timeBandIn(text)
	if !ok {
		return ""
	}
	return band
}

var (
	timeBandOnlyWords = wordRows("time_band_only")
	timeBandOnlyLinks = wordRows("time_band_only_link")
)

// onlyInBand: a longer cell (备注 “仅闲时开放”, “only available overnight
// 23:00-07:00”) restricts the row's offer to a band: a word of
// time_band_only right before the band (only words of time_band_only_link
// between), the clause a band and nothing else (“仅限工作日发货” is about
// shipping, no band of use).
func onlyInBand(text string) (band string, ok bool) {
	low := norm(text)
	for _, r := range timeBandOnlyWords {
		for i := range occurrences(low, r[0]) {
			if r[0][0] < 0x80 && !wordAt(low, i, len(r[0])) { // "commonly used overnight": no "only"
				continue
			}
			rest := low[i+len(r[0]):]
			if cut := strings.IndexAny(rest, "，,；;。!！()（）"); cut >= 0 {
				rest = rest[:cut]
			}
			rest = strings.TrimSpace(rest)
			for again := true; again; { // "仅限夜间", "only available overnight"
				again = false
				for _, l := range timeBandOnlyLinks {
					if strings.HasPrefix(rest, l[0]) && (l[0][0] >= 0x80 || wordAt(rest, 0, len(l[0]))) {
						rest, again = strings.TrimSpace(rest[len(l[0]):]), true
					}
				}
			}
			if utf8.RuneCountInString(rest) > 24 || !bandAndFillers(rest, true) {
				continue // "仅限工作日发货": the band word is about something else
			}
			if b, _, found := timeBandIn(rest); found {
				return b, true
			}
		}
	}
	return "", false
}

var totalTermHeaders = wordRows("total_term_header")

// totalTermColumn is the length a total prices, from the row's one unread
// column whose header is a length word and nothing else (时长(小时),
// 窗口时长, Duration (h): words/timeofuse.tsv total_term_header; never
// 交付时长 or 响应时长, a length of something else), the unit from its cell
// or its header; read only to divide a total (a reserved window's 窗口总价),
// never a minimum term. The cell it was read from comes back with it.
func totalTermColumn(r rowIn) (Term, cell, error) {
	var at []string
	for h := range r.extra {
		if totalTermHeader(h) {
			at = append(at, h)
		}
	}
	if len(at) != 1 {
		return Term{}, cell{}, ErrEmpty
	}
	c := cell{text: r.extra[at[0]], header: at[0], letter: r.extraLetters[at[0]]}
	term, stated, err := columnTerm(c)
	if err != nil || !stated && !reHeaderHourUnit.MatchString(norm(at[0])) {
		return Term{}, cell{}, ErrEmpty
	}
	return term, c, nil
}

// reTermBracket: a bracketed part of a header ("(小时)", "（h）").
var reTermBracket = regexp.MustCompile(`[(（\[【][^)）\]】]*[)）\]】]`)

// totalTermHeader: the header, its brackets and spaces aside, is a length
// word of total_term_header.
func totalTermHeader(h string) bool {
	bare := strings.TrimFunc(reTermBracket.ReplaceAllString(norm(h), " "), func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
	})
	return slices.ContainsFunc(totalTermHeaders, func(w [2]string) bool { return bare == w[0] })
}

// reHeaderHourUnit: a header stating its cells in hours ("时长(小时)", "Duration (h)").
var reHeaderHourUnit = regexp.MustCompile(`[(（\[]\s*(?:小时|h|hrs?|hours?)\s*[)）\]]`)

// totalTermWord is the word of total_term_header the header is.
func totalTermWord(h string) string {
	for _, w := range totalTermHeaders {
		if totalTermHeader(h) && strings.Contains(norm(h), w[0]) {
			return w[0]
		}
	}
	return ""
}
