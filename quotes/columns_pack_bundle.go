package quotes

// A header naming a bundle's price (套餐价: "绿电套餐价" beside 常规电价格,
// stop 50 set131/01) reads as a prepaid pack's price (pack_price) by its
// words; a pack is bought by its size (GPU-hours or tokens). Where no column
// of the table gives a size, no value states one ("1,000卡时"), and another
// price column holds rates of its size row by row, the column is a rate like
// that one: the bundle is the service sold with it, not a pack (打包价（万元）
// alone stays a pack).

// rulePackNoSize is the column rule of such a bundle's price column.
const rulePackNoSize = "C-PACK-NO-SIZE"

// bundleWithoutPack relabels as price columns the pack-price columns of a
// table with no pack size that sit beside rates of their size.
func bundleWithoutPack(cs colReads) {
	if cs.has(fPackGPUHours) || cs.has(fPackMTokens) {
		return
	}
	for _, c := range cs {
		for _, v := range c.values {
			if packHoursIn(v) > 0 {
				return
			}
		}
	}
	for i, c := range cs {
		if c.field == fPackPrice && !c.person && priceValuesMostly(c.values) && ratesBeside(cs, i) {
			cs.set(i, fPrice, rulePackNoSize, mk("import.ev.pack_no_size", c.header))
		}
	}
}

// ratesBeside: a price column of the table holds rates of the bundle's size, row
// by row (within a factor of three in most rows): the bundle's price is a
// rate beside them, not a whole pack's amount (打包价（万元） alone is one).
func ratesBeside(cs colReads, b int) bool {
	for a, c := range cs {
		if a == b || c.field != fPrice {
			continue
		}
		n, near := 0, 0
		for row := range min(len(c.values), len(cs[b].values)) {
			x, errX := parsePriceCell(c.values[row])
			y, errY := parsePriceCell(cs[b].values[row])
			if errX != nil || errY != nil || x.value <= 0 || y.value <= 0 {
				continue
			}
			n++
			if r := y.value / x.value; r >= 1.0/3 && r <= 3 {
				near++
			}
		}
		if n >= 2 && near*2 > n {
			return true
		}
	}
	return false
}
