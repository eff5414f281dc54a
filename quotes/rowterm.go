package quotes

// rowTermOverTier: a price column whose header names a plan ("月租单价",
// "Monthly rate") gives the period and, by itself, a one-period term; a
// term the row states in its own minimum-term column ("租期 6个月",
// "Term 12 months") is the commitment of that row when it is longer.
// The period stays the column's: "月租单价" beside "6个月" is a monthly
// price held for six months.
func (b *rowBuild) rowTermOverTier(mode *billingMode, ru rowUnit) *billingMode {
	if mode == nil || mode.term == nil || ru.mode == nil || ru.mode.term == nil {
		return mode
	}
	c, ok := b.r.cells[fMinTerm]
	if !ok || c.header != ru.modeCell.header || c.text != ru.modeCell.text {
		return mode
	}
	if ru.mode.term.Hours(DefaultHoursPerMonth) <= mode.term.Hours(DefaultHoursPerMonth) {
		return mode
	}
	return &billingMode{period: mode.period, term: ru.mode.term, label: ru.mode.label}
}
