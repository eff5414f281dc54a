package quotes

// readsOf and back let the tests of single table rules (the plan-beside-
// unit fuzz, the price-version fuzz) run a rule over a layout they built.
func readsOf(l *layout, values [][]string) colReads {
	cs := make(colReads, len(l.cols))
	for i, cm := range l.cols {
		cs[i] = colRead{header: cm.header, values: values[cm.col], person: cm.person, fieldScore: fieldScore{field: cm.field, evidence: cm.evidence}}
	}
	return cs
}

func (cs colReads) back(l *layout) {
	for i := range l.cols {
		l.cols[i].field, l.cols[i].evidence = cs[i].field, cs[i].evidence
	}
}

func planBesideUnitColumn(l *layout, values [][]string) {
	cs := readsOf(l, values)
	planBesideUnit(cs)
	cs.back(l)
}

func currentPriceColumns(l *layout, values [][]string) *priceVersions {
	cs := readsOf(l, values)
	v := currentPrice(cs, nil)
	cs.back(l)
	return v
}
