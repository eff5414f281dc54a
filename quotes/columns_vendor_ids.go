package quotes

import "strings"

// A vendor is a name, never a number: a column a header names the vendor
// (or the host, the seller) but whose values are all whole numbers ("host_id"
// over 4410, 5120 in a marketplace's API export) holds ids, and the
// columns stage does not give it the vendor; the vendor is then read where
// the file names it (its title, its cover, its name).

// vendorIDs: the column's values, scored by contentScores, are whole
// numbers and none reads as a name. A name holds a letter or a Han
// character (count[fVendor] counts the values without digits, and a count
// scores the share of values that are whole numbers).
func vendorIDs(cs map[string]fieldScore) bool {
	return cs[fVendor].score == 0 && cs[fNodes].score >= vendorIDShare
}

// vendorIDShare: the share of whole numbers (fNodes scores 1 x the share)
// that makes a column ids [assumed: every value; a blank is not counted].
const vendorIDShare = 1.0

// idOnly: a vendor cell that is a whole number ("4410", "20931"), an id
// and not a name: the row's vendor is read as for an empty cell.
func idOnly(v string) bool {
	v = strings.TrimSpace(v)
	return v != "" && strings.IndexFunc(v, func(r rune) bool { return r < '0' || r > '9' }) < 0
}
