package quotes

import (
	"regexp"
	"strconv"
)

// Volume bands in rows: a column its header names a count of GPUs
// ("Committed GPUs") whose values are bands ("8 – 63", "64 – 255",
// "256+") prices each band of a commitment, the contract's size: not the
// GPUs of a machine, the machines or the cards in stock. Such a column is
// the offer's name (each band its own offer), or a note where the table
// names its offers in another column; the machine's cards come from
// elsewhere (a line "Servers are 8-GPU HGX nodes", the catalogue).

const ruleColVolumeBand = "C-VOLUME-BAND" // a count column of bands: the offer, not a count

// reBand: "8 – 63", "64-255", "256+", "8 ~ 63".
var reBand = regexp.MustCompile(`^\s*(\d{1,6})\s*(?:[-–—~～]\s*(\d{1,6})|\+)\s*$`)

// isBand: v is a band of whole numbers, its low end under its high end.
func isBand(v string) bool {
	m := reBand.FindStringSubmatch(v)
	if m == nil {
		return false
	}
	if m[2] == "" {
		return true
	}
	lo, _ := strconv.Atoi(m[1])
	hi, _ := strconv.Atoi(m[2])
	return lo < hi
}

// volumeBandColumn is the columns stage's rule: every filled value of a
// count column a band (at least two values).
func volumeBandColumn(cs colReads) {
	for i, c := range cs {
		if c.person || c.field != fGPUsPerNode && c.field != fNodes && c.field != fTotalGPUs {
			continue
		}
		if n, bands := share(c.values, isBand); n < 2 || bands < n {
			continue
		}
		to := fOffer
		if cs.has(fOffer) {
			to = fNotes
		}
		cs.set(i, to, ruleColVolumeBand, mk("import.ev.volume_band", c.header))
	}
}
