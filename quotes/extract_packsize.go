package quotes

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

// A prepaid pack's size may stand in any cell of its row that speaks of the
// pack; a pack whose size no cell gives is refused at its price.

// rePackSizeHeader: a header naming a pack's size or spec (words/validate.tsv).
var rePackSizeHeader = regexp.MustCompile(wholeWords(wordsInOrder("pack_size_header")))

// rePackHoursScaled: GPU-hours with 万 or 千 ("2万卡时", "1.5千 GPU-hours").
var rePackHoursScaled = regexp.MustCompile(`(?i)(\d+(?:\.\d+)?)\s*(万|千)\s*(?:个)?\s*` + gpuHoursWord)

// packHoursIn reads a cell's pack GPU-hours ("2万卡时"), 0 for none.
func packHoursIn(text string) float64 {
	s := narrow(text)
	if m := rePackHoursScaled.FindStringSubmatch(s); m != nil {
		v, err := strconv.ParseFloat(m[1], 64)
		if err == nil && v > 0 && v < 1e300 {
			return v * scaleWords["scale_after_number"][m[2]]
		}
	}
	if m := reCellPackHours.FindStringSubmatch(s); m != nil {
		if v, err := ParseNumber(strings.NewReplacer("，", "", ",", "").Replace(m[1])); err == nil && v > 0 && !math.IsInf(v, 0) {
			return v
		}
	}
	return 0
}

// packSize completes a row's pack from its cells: the GPU-hours, and the
// price from the same cell when the price column is blank. A price with no
// size, or a size with no price or rate, is refused.
func (b *rowBuild) packSize() {
	q := &b.q
	if b.anyPrice() {
		return // a rate of the row prices it (an overage, or no pack)
	}
	if q.PackGPUHours != nil || q.PackMillionTokens != nil {
		if f := packSizeField(q); q.PackPrice == nil && len(b.probs) == 0 {
			c := b.r.cells[f]
			b.badAt(c, mk("import.err.pack_no_price", c.header, strings.TrimSpace(c.text)))
		}
		return
	}
	for _, f := range []string{fSpec, fOffer, fMode, fGPUForm, fNotes} {
		c, ok := b.r.cells[f]
		t := strings.TrimSpace(c.text)
		if !ok || t == "" {
			continue
		}
		h := packHoursIn(t)
		if h <= 0 || !rePackSizeHeader.MatchString(norm(c.header)) && !reCellPackWord.MatchString(t) {
			continue
		}
		if q.PackPrice == nil {
			pk, ok := packInCell(t)
			if !ok {
				continue // hours with no price: not the pack this row sells
			}
			q.PackPrice = &pk.price
			q.decide(fPackPrice, trimFloat(pk.price), "pack.size_cell", inRow(b.r, c))
			if pk.currency != "" && b.text(fPackPrice) == "" {
				q.Currency = pk.currency
			}
		}
		q.PackGPUHours = &h
		q.decide(fPackGPUHours, trimFloat(h), "pack.size_cell", inRow(b.r, c))
		q.AddWarning(mk("import.warn.pack_size_from", c.header, t, strconv.FormatFloat(h, 'f', -1, 64)))
		return
	}
	if q.PackPrice != nil && len(b.probs) == 0 && !b.cardPeriodPack() { // a row refused already says why
		c := b.r.cells[fPackPrice]
		b.badAt(c, mk("import.err.pack_no_size", c.header, strings.TrimSpace(c.text)))
	}
}

// cardPeriodPack sizes a package priced for the row's cards over its period
// ("188万元" for 64 cards over 3个月, a training project's one sum): its
// GPU-hours are the cards (总卡数, else GPUs per machine × machines) times
// the period's hours, the period read from the row's term or plan cell,
// which is also the package's minimum term. Warned; false when the row
// gives no cards or no period.
func (b *rowBuild) cardPeriodPack() bool {
	cards := 0
	switch {
	case b.total != nil:
		cards = *b.total
	case b.gpn != nil && b.nodes != nil:
		cards = *b.gpn * *b.nodes
	}
	if cards < 1 {
		return false
	}
	q := &b.q
	for _, f := range []string{fMinTerm, fMode} {
		c, ok := b.r.cells[f]
		t, err := ParseTerm(strings.TrimSpace(c.text))
		if !ok || err != nil || !(t.Value > 0) {
			continue
		}
		h := float64(cards) * t.Hours(DefaultHoursPerMonth)
		q.PackGPUHours = &h
		q.decide(fPackGPUHours, trimFloat(h), "pack.cards_by_period", inRow(b.r, c))
		q.longerTerm(&t, "term.pack_period", inRow(b.r, c))
		q.AddWarning(mk("import.warn.pack_cards_by_period", cards, c.header, strings.TrimSpace(c.text), trimFloat(h)))
		return true
	}
	return false
}

// reIncludes: "含", "包含", "incl.": the hours a pack includes (words/validate.tsv).
var reIncludes = regexp.MustCompile(wholeWords(wordsInOrder("includes_word")))

// packInRowCell is packInCell, and a cell of GPU-hours and an amount with
// no pack word ("含2,000卡时，¥9,600") in a row whose plan names the pack.
func (b *rowBuild) packInRowCell(text string) (cellPack, bool) {
	if pk, ok := packInCell(text); ok {
		return pk, true
	}
	named := false
	for _, f := range []string{fMode, fOffer, fUnit} { // 产品类型 may read as the unit column
		named = named || reCellPackWord.MatchString(b.text(f))
	}
	if !named {
		return cellPack{}, false
	}
	s := narrow(text)
	loc := rePackHoursScaled.FindStringIndex(s)
	if loc == nil {
		if m := reCellPackHours.FindStringSubmatchIndex(s); m != nil {
			loc = []int{m[2], m[1]} // the number on, not the character before it
		}
	}
	if loc == nil {
		return cellPack{}, false
	}
	hours := packHoursIn(s[loc[0]:loc[1]])
	rest := reIncludes.ReplaceAllString(reCellPackWord.ReplaceAllString(s[:loc[0]]+" "+s[loc[1]:], " "), " ")
	price, cur, err := ParseMoney(strings.Trim(rest, " /:：,，;；=()（）"))
	if err != nil || !(price > 0) || !(hours > 0) {
		return cellPack{}, false
	}
	return cellPack{gpuHours: hours, price: price, currency: cur}, true
}

// packSizeField is the field that sized the pack.
func packSizeField(q *Quote) string {
	if q.PackGPUHours != nil {
		return fPackGPUHours
	}
	return fPackMTokens
}

// perGPUHourOrPack is PerGPUHour, and for a pack with no overage rate the
// pack price over its GPU-hours, the figure a buyer compares.
func perGPUHourOrPack(q Quote, hoursPerMonth float64) (float64, bool, msg.Msg) {
	if q.noOverage() && q.PackPrice != nil && *q.PackPrice > 0 && q.PackGPUHours != nil && *q.PackGPUHours > 0 {
		return *q.PackPrice / *q.PackGPUHours, true, msg.Msg{}
	}
	return PerGPUHour(q, hoursPerMonth)
}
