package quotes

// Overage rates (issue 23, metering): a minimum-spend plan prices the hours
// inside its commitment (保底内单价) and those over it (超出部分单价). The
// rate inside is the offer; the overage rate is its other version, read in a
// row only where the rate inside is blank ("保底按消耗抵扣，超出后4.9": the one
// rate the plan gives). A header naming the overage is a words/price_state.tsv
// overage_header word [rule BL0020-BL0025]; it is paired only with exactly
// one other offer column (two or more: which rate it is over is not said, and
// the row's prices stay as they are).

var overageHeaderWords = priceStateWords{rows: wordRows("overage_header")}

// overageHeader: h names a rate charged over a commitment.
func overageHeader(h string) bool {
	v, _ := overageHeaderWords.in(h)
	return v != ""
}

// markOverage makes the overage price column the other version of the one
// offer column beside it; the number of offers it takes away.
func markOverage(l *layout) int {
	over, base := -1, -1
	for _, i := range l.prices {
		c := l.cols[i]
		if c.equiv || c.altOf >= 0 || c.windowRef {
			continue
		}
		switch {
		case overageHeader(c.header) && over < 0:
			over = i
		case overageHeader(c.header):
			return 0 // two overage columns: no pairing
		case base < 0:
			base = i
		default:
			return 0 // more than one rate it may be over
		}
	}
	if over < 0 || base < 0 {
		return 0
	}
	l.cols[over].altOf = base
	l.cols[over].evidence = append(l.cols[over].evidence, mk("import.ev.overage_column", l.cols[over].header, l.cols[base].header))
	return 1
}
