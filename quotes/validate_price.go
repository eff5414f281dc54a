package quotes

import (
	"math"

	"computecheck/msg"
)

// absurdFactor is how far above a GPU's market band (market.go) a price
// per GPU-hour is refused at its cell rather than stored for review
// [assumed]: a machine price read per card (8x) or a day read as an hour
// (24x) is a reading the user can settle, stored and flagged; 100x above
// the top of the market no vendor means, and the price is a unit or scale
// read wrongly (万元 applied to "31,000元": ¥17,940 per GPU-hour).
const absurdFactor = 100.0

// absurdPrice is the refusal of a quote whose price per GPU-hour is more
// than absurdFactor above its GPU's market band; ok false when the price
// is plausible or cannot be put in USD per GPU-hour. A price far below the
// band stays stored for review (checkMarket): a trial or promotional price
// can be tiny, and the physical bounds (bounds.go) refuse the impossible.
func absurdPrice(q Quote) (msg.Msg, bool) {
	b, per, _ := splitUnit(q.PriceUnit)
	usd, ok := usdPerGPUHour(q.Price, unitParts{b, per}, q.GPUsPerNode, q.Currency)
	if !ok || math.IsNaN(usd) || math.IsInf(usd, 0) {
		return msg.Msg{}, false
	}
	band := bandOf(q.GPU, q.Currency)
	if usd <= band.highUSD*absurdFactor {
		return msg.Msg{}, false
	}
	return mk("import.err.price_absurd", q.PriceText, q.GPU, money(usd), money(band.highUSD), band.source), true
}
