package quotes

// machinesCounted: a count column whose values name machines ("2台",
// "3 nodes") counts machines whatever its header says: "库存" or "Stock"
// over "6台" is the machines in stock, not the cards.
func machinesCounted(cs map[string]fieldScore) bool {
	return cs[fNodes].score >= 4
}
