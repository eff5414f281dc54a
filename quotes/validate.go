package quotes

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"computecheck/msg"
)

// The validate stage: once a row of a located table is read, every cell of
// it that holds a money-like value is accounted for. A field read it (its
// column has a field), a refusal of the row names its column, or it is
// reported here as not read as a price, at its sheet, row and column
// header, so that no price or price change in the file vanishes unsaid
// (issue 23: a column of "1-yr: -15%" offers was dropped whole). The notes
// above and below a table are not its cells: they never reach this stage.

// unreadPriceCells are the reports for row i of t read with layout l into
// qs and probs: one per cell whose money-like value no field reads, unless
// a quote of the row chose a value from it or a problem of the row already
// names its column.
func unreadPriceCells(file string, t *table, i int, l *layout, qs []Quote, probs []Problem) []Problem {
	named := map[string]bool{}
	for _, p := range probs {
		named[p.ColumnLetter] = true
	}
	for _, q := range qs { // a cell a stored quote chose a value from is used
		for _, e := range q.Evidence {
			if !e.Chosen || e.Row != t.rowNum[i] || e.Field == fInterruptible {
				continue // a word of the cell ("reserved") says whether it can be taken back, not its amount
			}
			if e.Letter != "" {
				named[e.Letter] = true
			}
			for _, cm := range l.cols { // a price or its discount read from an unmapped column, known by its header
				if e.Letter == "" && (e.Field == fPrice || e.Field == "paid_share") && e.Header != "" && cm.header == e.Header {
					named[cm.letter] = true
				}
			}
		}
	}
	var out []Problem
	for _, cm := range l.cols {
		if named[cm.letter] || cm.rule == ruleColPerson || cm.unreadMoney || procureDropped(cm) || cm.windowRef || notTheOffer(cm.evidence) || cm.rule == ruleColFormulaAmount || cm.rule == ruleColRestatedUnit || cm.rule == ruleHdrMeasure { // procureDropped: columns_procure.go
			// cm.person: the user decided what the column holds ("-":
			// unread); cm.unreadMoney: the row's build reports or settles it;
			// a formula amount: the workbook's arithmetic says what it is; a restated price (SW0009): its source is read;
			// a measured figure (tokens/s, MFU: BM0001-) is no money
			continue
		}
		v, _ := t.merged(i, cm.col, true)
		v = strings.TrimSpace(v)
		// the cell first, its header only for a money-like cell (10,000
		// rows a sheet: most cells are not)
		if !unreadMoney(cm.field, cm.header, v) || notARate(cm.header) || changeOfPriceColumn(l, cm.header) {
			continue
		}
		if len(probs) > 0 && discountWordsCell(cm.header, v) {
			continue // the row's discount (优惠 9折), read by the build of a row refused for it (discount_paid.go)
		}
		named[cm.letter] = true
		h := cm.header
		if strings.TrimSpace(h) == "" {
			h = cm.letter // a column without a header is named by its letter
		}
		out = append(out, Problem{File: file, Sheet: t.sheet, Row: t.rowNum[i], Column: h, ColumnLetter: cm.letter,
			Reason: mk("import.err.cell_not_read", h, v)})
	}
	return out
}

// moneyFields are the fields that read a price, an amount or a change to a
// price (and the notes and spec cells, whose readers take what they hold).
var moneyFields = map[string]bool{fPrice: true, fPriceText: true, fDiscount: true, fVoucher: true, fPackPrice: true,
	fStoragePrice: true, fEgress: true, fBandwidth: true, fImageFee: true, fSetupFee: true, fGPULess: true,
	fCompensation: true, fNotes: true, fSpec: true}

// unreadMoney: a cell of a column read as field (""/"-": none) holds a
// money-like value that field does not read. A column no field reads
// leaves unread a price with its currency, a number under a header naming a
// plan or a price period, and a price change; any other field leaves
// unread the price change of an offer ("1-yr: -15%" in a term column), a
// discount column the one whose cell states its own condition.
func unreadMoney(field, header, v string) bool {
	if !strings.ContainsAny(v, "0123456789０１２３４５６７８９") {
		return false // every money-like value has a figure
	}
	// a figure per 度 or per TB is another thing's price (columns_condition.go),
	// asked last: most cells are decided by the cheap checks first
	return unreadMoneyLike(field, header, v) && !notGPUMoney(v)
}

// unreadMoneyLike is unreadMoney before it asks whether the money is a GPU's.
func unreadMoneyLike(field, header, v string) bool {
	if field == fDiscount {
		// a discount under a condition of its own ("1-yr: -15%") prices
		// another offer, which the discount column does not read
		return priceChange(v, header) && reDiscountCondition.MatchString(norm(v))
	}
	if moneyFields[field] {
		return false
	}
	if priceChange(v, header) {
		return true
	}
	if field != "" && field != fIgnore {
		return false
	}
	if moneyCell(v) {
		return true
	}
	if !priceLikeHeader(header) {
		return false
	}
	x, err := ParseNumber(v)
	return err == nil && x > 0
}

// notARate: a column of money that is not a rate for the GPUs (a deposit, a
// fee, storage, a row total), which the import leaves unread on purpose.
func notARate(h string) bool {
	h = norm(h)
	return reNotAPrice.MatchString(h) || reOtherMoney.MatchString(h) || notRentText(h) || reTotalPrice.MatchString(h) || notGPUUnitHeader(h)
}

var (
	// reDiscountCell is a discount in 折 ("85折", "7.5折").
	reDiscountCell = regexp.MustCompile(`\d(?:\.\d+)?\s*折|\d{2}\s*折`)
	// reChangeWord: the words/validate.tsv words that say a column or a
	// cell holds a change to a price.
	reChangeWord = regexp.MustCompile(wholeWords(wordsInOrder("change_word")))
	// rePercentChange is a signed percentage ("-15%", "−8 %") or one off
	// ("15% off", "15%优惠").
	rePercentChange = regexp.MustCompile(`[-−–]\s*\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*%\s*(?:` + reChangeWord.String() + `)`)
	// reOfferWord names an offer a percentage is the price change of: a
	// word of words/validate.tsv (a discount, a commitment, a term) or a
	// term in figures ("1-yr", "3年", "12个月").
	reOfferWord = regexp.MustCompile(wholeWords(wordsInOrder("offer_word")) + `|\d\s*-?\s*(?:yrs?|years?|mo|months?)\b|\d\s*(?:年|个月)`)
)

// priceChange: the cell is a discount in 折, or a percentage change that it
// or its header names an offer for (a bare "-13.3%" under "调整" is the
// change between two prices read elsewhere, not an offer).
func priceChange(v, header string) bool {
	if !strings.ContainsAny(v, "%％折") {
		return false
	}
	low := norm(v)
	if reDiscountCell.MatchString(low) {
		return true
	}
	return rePercentChange.MatchString(low) && (reOfferWord.MatchString(low) || reOfferWord.MatchString(norm(header)))
}

// changeOfPriceColumn: the header names the change to a price column of
// the table ("包年折扣" beside "包年价"): that column's price is read, so
// the change is accounted for.
func changeOfPriceColumn(l *layout, header string) bool {
	h := norm(header)
	if !reChangeWord.MatchString(h) {
		return false
	}
	stem := reParens.Replace(compact(reChangeWord.ReplaceAllString(h, "")))
	if stem == "" {
		return false
	}
	return slices.ContainsFunc(l.prices, func(pi int) bool { return strings.Contains(compact(norm(l.cols[pi].header)), stem) })
}

var reParens = strings.NewReplacer("(", "", ")", "", "（", "", "）", "")

// absurdFactor is how far above a GPU's market band (market.go) a price
// per GPU-hour is refused at its cell rather than stored for review
// [assumed]: a machine price read per card (8x) or a day read as an hour
// (24x) is a reading the user can settle, stored and flagged; 100x above
// the top of the market no vendor means, and the price is a unit or scale
// read wrongly (万元 applied to "31,000元": ¥17,940 per GPU-hour), or
// as far below its bottom (an hourly figure under a monthly column: 5.6
// 元/卡/月 is 0.0078 a card-hour), where no promotion reaches.
const absurdFactor = 100.0

// absurdPrice is the refusal of a quote whose price per GPU-hour is more
// than absurdFactor above its GPU's market band; ok false when the price
// is plausible or cannot be put in USD per GPU-hour. A price far below the
// band stays stored for review (checkMarket) down to absurdFactor under
// its bottom: a trial or promotional price can be small, never a
// hundredth of the market's cheapest.
func absurdPrice(q Quote) (msg.Msg, bool) {
	b, per, _ := splitUnit(q.PriceUnit)
	usd, ok := usdPerGPUHour(q.Price, unitParts{b, per}, q.GPUsPerNode, q.Currency)
	if !ok || math.IsNaN(usd) || math.IsInf(usd, 0) {
		return msg.Msg{}, false
	}
	band := bandOf(q.GPU, q.Currency)
	if usd > 0 && band.lowUSD > 0 && usd < band.lowUSD/absurdFactor {
		// 5.6 under 包月(元/卡/月): an hourly figure in a monthly column, 0.0078 a card-hour
		return mk("import.err.mistakes_price_absurd_low", q.PriceText, q.GPU, moneyFine(usd), money(band.lowUSD), band.source), true
	}
	if usd <= band.highUSD*absurdFactor {
		return msg.Msg{}, false
	}
	return mk("import.err.price_absurd", q.PriceText, q.GPU, money(usd), money(band.highUSD), band.source), true
}

// moneyFine: a USD amount with its first figures shown, however small.
func moneyFine(v float64) string {
	if v >= 0.01 {
		return money(v)
	}
	return strconv.FormatFloat(v, 'g', 2, 64)
}

// reRelativePrice: a cell stating a price relative to another price it
// names first ("刊例价下浮8%", "比上月降10%", "在H800价基础上加20%", "刊例价9折";
// words/validate.tsv relative_change); "1-yr: -15%" names no price first.
var reRelativePrice = regexp.MustCompile(`^(?:比|在|按)?\s*[^\d\s%％][^\s%％]{1,15}?\s*(?:基础上|基础)?\s*(?:` + wordAlternation("relative_change", "yes") +
	`)\s*(?:了)?\s*\d+(?:\.\d+)?\s*(?:%|％|折)$|^[^\d\s%％]{2,16}?\s*\d+(?:\.\d+)?\s*折$`)

// relativePriceCell (NR0301) is the refusal of row i of t read with layout
// l when a cell no field reads, under a header naming a price (代理价),
// states the row's price relative to another one ("刊例价下浮8%"): the price
// read from another column is not the one the row states, and the price it
// states is not worked out here. nil for none.
func relativePriceCell(file string, t *table, i int, l *layout) *Problem {
	for _, cm := range l.cols {
		if cm.field != "" && cm.field != fIgnore || !rePriceTail.MatchString(headerKey(cm.header)) && !priceLikeHeader(cm.header) {
			continue
		}
		v, _ := t.merged(i, cm.col, true)
		if v = strings.TrimSpace(v); reRelativePrice.MatchString(compact(norm(v))) {
			return &Problem{File: file, Sheet: t.sheet, Row: t.rowNum[i], Column: cm.header, ColumnLetter: cm.letter,
				Reason: mk("import.err.relative_price", cm.header, v)}
		}
	}
	return nil
}
