package present

// The window's Quotes table: the same quote cells as `quotes list`, plus
// the ones only the window shows (the vendor's own price cell, billing,
// the checklist marks, the validity date). The window caches them per
// row and draws them; it formats none itself.

import (
	"math"
	"strconv"
	"strings"

	"computecheck/quotes"
)

// Column keys only the window's table has.
const (
	QColPriceWritten   = "price_written"     // the vendor's price cell with its own unit
	QColPerGPUHourBare = "per_gpu_hour_bare" // the number; the currency is in the column title
	QColBilling        = "billing"           // unit · minimum term · increment
	QColChecks         = "checks"            // one mark per CompactChecks item
	QColValid          = "valid"             // valid-until date, marked when past
)

// WindowQuoteColumns are the window's Quotes table columns, in order.
var WindowQuoteColumns = []string{QColVendor, QColOffer, QColGPU, QColShape, QColPriceWritten,
	QColPerGPUHourBare, QColBilling, QColChecks, QColInterruptible, QColValid}

// CompactChecks are the checklist items the window's checks column marks, in order.
var CompactChecks = []string{quotes.CheckIntraLink, quotes.CheckFabric, quotes.CheckLocalNVMe, quotes.CheckResume,
	quotes.CheckStorage, quotes.CheckTraffic, quotes.CheckCompensation}

// CheckMark is the mark for a checklist status (the bundled font has ✔
// and ✘; it lacks ✗ and ⚠).
var CheckMark = map[string]string{quotes.StatusYes: "✔", quotes.StatusNo: "✘", quotes.StatusUnknown: "?", quotes.StatusNA: "–"}

// WindowQuoteCells are q's cells in WindowQuoteColumns order, with how
// many checklist items q leaves unknown (the window sorts its checks
// column by it). A quote whose ValidUntil is before today (YYYY-MM-DD)
// is marked expired.
func WindowQuoteCells(q quotes.Quote, today, lang string) (cells []string, unknowns int) {
	cells = make([]string, len(WindowQuoteColumns))
	for i, key := range WindowQuoteColumns {
		switch key {
		case QColChecks:
			items := quotes.Checklist(q, lang)
			marks := make([]string, 0, len(CompactChecks))
			for _, k := range CompactChecks {
				for _, it := range items {
					if it.Key == k {
						marks = append(marks, CheckMark[it.Status])
					}
				}
			}
			for _, it := range items {
				if it.Status == quotes.StatusUnknown {
					unknowns++
				}
			}
			cells[i] = strings.Join(marks, " ")
		case QColValid:
			switch {
			case q.ValidUntil == "":
				cells[i] = "—"
			case q.ValidUntil < today:
				cells[i] = q.ValidUntil + " " + tr(lang, "quotes.expired")
			default:
				cells[i] = q.ValidUntil
			}
		default:
			cells[i] = QuoteCell(q, key, lang)
		}
	}
	return cells, unknowns
}

// QuoteCell is one cell of q (any key of QuoteColumns or
// WindowQuoteColumns but QColChecks and QColValid, which WindowQuoteCells
// makes).
func QuoteCell(q quotes.Quote, key, lang string) string {
	switch key {
	case QColPriceWritten:
		return PriceAsWritten(q, lang)
	case QColPerGPUHourBare:
		s := PerGPUHourNumber(q)
		if q.NeedsReview {
			return "！" + s
		}
		return s
	case QColBilling:
		return tr(lang, "quotes.billing_cell", quoteUnit(q.PriceUnit, lang), TermText(q.MinTerm, lang), TermText(q.BillingIncrement, lang))
	}
	return quoteCell(q, key, lang)
}

// PerGPUHourNumber is the price per GPU-hour with two decimals, "—" when it
// could not be worked out (never 0).
func PerGPUHourNumber(q quotes.Quote) string {
	if q.PricePerGPUHour == nil {
		return "—"
	}
	return strconv.FormatFloat(*q.PricePerGPUHour, 'f', 2, 64)
}

// PriceAsWritten is the vendor's price cell with its own unit: the cell's
// words when it names one, else the unit cell beside it, else the column's
// header (包季(元/台·季), 月租金（万元/台）). A bare number is shown with the
// stored unit only when it is the stored number: a price converted on
// import (780,000 a machine-year is stored per machine-hour) shows the
// stored number with its unit, never the vendor's number beside the
// normalised unit ("780,000 CNY/台·时"). A quote typed in shows number and
// unit.
func PriceAsWritten(q quotes.Quote, lang string) string {
	own := StoredPrice(q, lang)
	pt := strings.TrimSpace(q.PriceText)
	if pt == "" {
		return own
	}
	if ut := strings.TrimSpace(q.Raw["price_unit"]); ut != "" && !strings.Contains(pt, ut) {
		return pt + " " + ut
	}
	p, err := quotes.ParsePrice(pt)
	if err != nil || strings.ContainsAny(pt, "/每") || strings.Contains(strings.ToLower(pt), "per") {
		return pt // words, or a cell that names its unit
	}
	if h := priceHeader(q, pt); h != "" {
		return pt + " " + h
	}
	if math.Abs(p.Value-q.Price) <= 1e-9*math.Max(1, math.Abs(q.Price)) {
		return pt + " " + q.Currency + "/" + quoteUnit(q.PriceUnit, lang)
	}
	return own
}

// StoredPrice is the stored price with its currency and unit
// ("89.0411 CNY/台·时"): whole when whole, else at most four decimals (a
// price converted from a yearly one, 268000 / 8760, not 16 digits).
func StoredPrice(q quotes.Quote, lang string) string {
	return storedAmount(q.Price) + " " + q.Currency + "/" + quoteUnit(q.PriceUnit, lang)
}

func storedAmount(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strings.TrimRight(strings.TrimRight(strconv.FormatFloat(v, 'f', 4, 64), "0"), ".")
}

// priceHeader is the header of the column the price cell pt was read
// from, when it states a unit (Raw keeps each column's header beside the
// cell); "" when none does.
func priceHeader(q quotes.Quote, pt string) string {
	var found string
	for k, v := range q.Raw {
		if strings.TrimSpace(v) != pt || !isHeaderKey(k) {
			continue
		}
		if !strings.ContainsAny(k, "/每元$¥￥") && !strings.Contains(strings.ToLower(k), "per") {
			continue
		}
		if found != "" && found != k {
			return "" // two columns hold the same text: not sure which
		}
		found = k
	}
	return found
}

// isHeaderKey tells a Raw key that is a column's header from one that is
// a field name (price, gpus_per_node: lower-case ASCII with underscores).
func isHeaderKey(k string) bool {
	for _, r := range k {
		if !(r >= 'a' && r <= 'z' || r == '_' || r >= '0' && r <= '9') {
			return true
		}
	}
	return false
}

// quoteUnit is a price unit as the Quotes area writes it, "?" when not
// stated: the same name UnitName gives the CLI, the workbook and the PDF.
func quoteUnit(u, lang string) string {
	if u == "" {
		return "?"
	}
	return UnitName(u, lang)
}

// TermText writes a term so that quotes.ParseTerm reads it back; "?"
// when not stated.
func TermText(t *quotes.Term, lang string) string {
	if t == nil {
		return "?"
	}
	if t.Value == 0 {
		return tr(lang, "quotes.none")
	}
	return tr(lang, "quotes.term."+t.Unit, strconv.FormatFloat(t.Value, 'f', -1, 64))
}
