package quotes

import (
	"strconv"
	"strings"

	"computecheck/msg"
)

// Reservation payment options: a reserved-instance page prices each term
// and payment option with an upfront payment ("Upfront (USD)"), an hourly
// charge ("Hourly") and often the effective hourly rate ("Effective
// hourly": the upfront spread over the term's hours plus the hourly). In
// a table with an upfront column the effective column is the price (not
// a per-card equivalent), and the hourly is kept beside it. Where the
// effective rate is blank, the price is worked out as upfront / term
// hours + hourly only where a note of the file says the upfront is spread
// so; otherwise, or where the upfront or the term is missing, the row is
// refused at its cell (the hourly alone is only part of the price). A row
// with no upfront ($0) is its hourly.

// upfrontHeaderWords: words/international.tsv.
var upfrontHeaderWords = wordSet("upfront_header")

// isUpfrontHeader: a whole word of h names an upfront payment.
func isUpfrontHeader(h string) bool { return hasWordOf(h, upfrontHeaderWords) }

// markReservation reads a reservation table's columns: with an unread
// upfront column beside an equivalent column and one hourly price column,
// the equivalent is the price and the hourly its other version (one
// column swaps for the other: the number of offers stays).
func markReservation(l *layout) {
	upfront := -1
	for i, c := range l.cols {
		if (c.field == "" || c.field == fIgnore) && isUpfrontHeader(c.header) {
			upfront = i
		}
	}
	if upfront < 0 {
		return
	}
	effective, hourly := -1, -1
	for _, i := range l.prices {
		switch c := l.cols[i]; {
		case c.equiv && effective < 0:
			effective = i
		case !c.equiv && c.altOf < 0 && hourly < 0:
			hourly = i
		default:
			return // more prices than one reservation's
		}
	}
	if effective < 0 || hourly < 0 {
		return
	}
	l.cols[upfront].field = fIgnore // read here, never reported as an unread price
	l.cols[effective].equiv = false
	l.cols[effective].evidence = append(l.cols[effective].evidence, mk("import.ev.reservation_effective", l.cols[upfront].header, l.cols[hourly].header))
	l.cols[hourly].altOf = effective
}

// reservationPrice is the price of a reservation row read from its
// hourly column p (the effective rate blank): upfront / term hours +
// hourly where the file says the upfront is spread so; refused (nil
// value) otherwise. ok false where p is no such price.
func (b *rowBuild) reservationPrice(q *Quote, p priceIn, value float64) (float64, *msg.Msg, bool) {
	if p.altOf == "" {
		return value, nil, false
	}
	head, upText := "", ""
	for h, v := range b.r.extra {
		if isUpfrontHeader(h) {
			head, upText = h, v
		}
	}
	if head == "" {
		return value, nil, false
	}
	up, err := parsePriceCell(upText)
	switch {
	case err != nil:
		// "—": the upfront is missing or unreadable, the hourly only part of the price
		m := mk("import.err.reservation_upfront", p.header, strings.TrimSpace(p.text), head, upText)
		return 0, &m, true
	case up.value == 0:
		return value, nil, true
	}
	var hours float64
	if m := b.unit.mode; m != nil && m.term != nil {
		hours = m.term.Hours(DefaultHoursPerMonth)
	}
	spread := ""
	for _, line := range b.r.footLines {
		if containsWord(strings.ToLower(line), "upfront_spread") { // words/international.tsv
			spread = line
		}
	}
	if hours <= 0 || spread == "" {
		m := mk("import.err.reservation_unspread", p.header, strings.TrimSpace(p.text), head, upText)
		return 0, &m, true
	}
	total := up.value/hours + value
	q.AddWarning(mk("import.warn.reservation_spread", upText, strconv.FormatFloat(hours, 'f', -1, 64), strings.TrimSpace(p.text), trimFloat(total), strings.TrimSpace(spread)))
	return total, nil, true
}
