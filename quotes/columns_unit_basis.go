package quotes

// The unit column that states the basis: a price book with a "Billing"
// column ("Monthly in advance", "Hourly in arrears": the period and when
// it is paid) and beside it a column its header does not name but whose
// every value states a basis and a period ("per node per month", "per
// GPU per hour") reads the latter as the unit, which says all the former
// says and whether a price is per card or per machine. The former becomes
// the billing mode where it holds only plans, and is otherwise left
// unread. A unit column that states a basis itself keeps the field.

const ruleColUnitBasis = "C-UNIT-BASIS" // a column of units stating basis and period over one stating a period only

// unitStatingBasis is the columns stage's rule for it.
func unitStatingBasis(cs colReads) {
	u := cs.at(fUnit)
	if u < 0 || cs[u].person {
		return
	}
	if _, based := share(cs[u].values, func(v string) bool { return parseHint(v).basis != "" }); based > 0 {
		return
	}
	for i, c := range cs {
		if c.field != "" && c.field != fIgnore || c.person || c.header == "" {
			continue
		}
		header := norm(c.header)
		n, full := share(c.values, func(v string) bool {
			h := parseHint(v)
			return h.basis != "" && h.period != "" && !reNumber.MatchString(v) || norm(v) == header // a repeated header line
		})
		if n == 0 || full < n {
			continue
		}
		if allPlans(cs[u].values) {
			cs.set(u, fMode, ruleColUnitBasis, mk("import.ev.unit_basis_other", c.header))
		} else {
			cs.set(u, "", ruleColUnitBasis, mk("import.ev.unit_basis_other", c.header))
		}
		cs.set(i, fUnit, ruleColUnitBasis, mk("import.ev.values", full, n, mk("import.ev.kind."+fUnit)))
		return
	}
}
