package quotes

import (
	"math"
	"strconv"
	"strings"

	"computecheck/msg"
)

// marketBand is a GPU's on-demand price range in USD per GPU-hour, with its
// source in docs/reference/hardware_and_market.md; used only to catch a price
// that cannot be what the vendor meant (a unit or basis read wrongly).
type marketBand struct {
	lowUSD, highUSD float64
	source          string
}

// cnyPerUSD converts the CNY bands of §5.2 for this check only [assumed:
// the order of the 2026 rate; prices use the user's stored rates].
const cnyPerUSD = 7.1

// marketFactor is how far outside the band a price is flagged [assumed]:
// room for discounts and spot prices, yet a machine's price read per card
// (8x) or a day read as an hour (24x) is caught.
const marketFactor = 4.0

// marketBands per catalogue GPU: §3.3 USD prices, §5.2 China bands in CNY.
var marketBands = map[string]marketBand{
	"H100-80G-SXM":   {2.40, 12.29, "§3.3 [P13] [P14] [P15] [P21]"},
	"H100-80G-PCIe":  {1.99, 6.98, "§3.3 [P13] [P15]"},
	"H800-80G-SXM":   {2.40, 12.29, "§3.3"},
	"H800-80G-PCIe":  {1.99, 6.98, "§3.3"},
	"H200-141G":      {3.99, 5.58, "§3.3 [P17] [P18] [P22]"},
	"H20-96G":        {7.5 / cnyPerUSD, 7.5 / cnyPerUSD, "§5.2 Q4 [P3]"},
	"H20-141G":       {7.5 / cnyPerUSD, 7.5 / cnyPerUSD, "§5.2 Q4 [P3]"},
	"B200-180G":      {4.23, 8.60, "§3.3 [P14] [P16] [P17]"},
	"A100-80G-SXM":   {1.14, 3.67, "§3.3 [P13] [P14] [P15]"},
	"A100-80G-PCIe":  {1.14, 3.67, "§3.3 [P13]"},
	"A100-40G-SXM":   {1.14, 2.74, "§3.3 [P13] [P15]"},
	"A100-40G-PCIe":  {1.14, 2.74, "§3.3 [P13] [P15]"},
	"A800-80G-SXM":   {5.15 / cnyPerUSD, 12 / cnyPerUSD, "§5.2 Q2 [P3] [P8]"},
	"A800-80G-PCIe":  {5.15 / cnyPerUSD, 12 / cnyPerUSD, "§5.2 Q2 [P3] [P8]"},
	"A800-40G-PCIe":  {5.15 / cnyPerUSD, 12 / cnyPerUSD, "§5.2 Q2 [P3] [P8]"},
	"Ascend910B-64G": {5.15 / cnyPerUSD, 12 / cnyPerUSD, "§5.2 Q3"},
	"RTX4090-24G":    {1.24 / cnyPerUSD, 0.69, "§5.2 Q1 [P3] [P4] §3.3 [P19]"},
	"RTX4090D-24G":   {1.24 / cnyPerUSD, 0.69, "§5.2 Q1"},
	"RTX3090-24G":    {0.149, 0.69, "§3.3 [P19]"},
	"L20-48G":        {2.2 / cnyPerUSD, 5.7 / cnyPerUSD, "§5.2 Q6 [P3]"},
	"L40-48G":        {2.2 / cnyPerUSD, 5.7 / cnyPerUSD, "§5.2 Q6 [P3]"},
	"L40S-48G":       {2.2 / cnyPerUSD, 5.7 / cnyPerUSD, "§5.2 Q6 [P3]"},
	"A40-48G":        {2.2 / cnyPerUSD, 5.7 / cnyPerUSD, "§5.2 Q6 [P3]"},
	"A6000-48G":      {2.2 / cnyPerUSD, 5.7 / cnyPerUSD, "§5.2 Q6 [P3]"},
	"RTX6000Ada-48G": {2.2 / cnyPerUSD, 5.7 / cnyPerUSD, "§5.2 Q6 [P3]"},
}

// chinaBands are the bands a price in CNY is held against where the
// reference observed the China market apart from the world one (§5.2): the
// RTX 4090 rents for 1.24–2.72 元 a card-hour in China, while the world
// band above tops out at a US marketplace's 0.69 USD (≈4.9 元).
var chinaBands = map[string]marketBand{
	"RTX4090-24G":  {1.24 / cnyPerUSD, 2.72 / cnyPerUSD, "§5.2 Q1 [P3] [P4]"},
	"RTX4090D-24G": {1.24 / cnyPerUSD, 2.72 / cnyPerUSD, "§5.2 Q1"},
}

// defaultBand stands for cards the reference prices nowhere (T4, V100): the
// cheapest rental it lists up to the A100's top price.
var defaultBand = marketBand{0.149, 3.67, "§3.3 [P19] [P13]"}

// bandOf is the GPU's band for a price in currency cur: the China one for
// CNY where there is one, else the world one.
func bandOf(gpu, cur string) marketBand {
	if b, ok := chinaBands[gpu]; ok && cur == "CNY" {
		return b
	}
	if b, ok := marketBands[gpu]; ok {
		return b
	}
	return defaultBand
}

// usdPerGPUHour is a price per GPU-hour in USD; ok false where it cannot be.
func usdPerGPUHour(price float64, u unitParts, gpn *int, currency string) (float64, bool) {
	v := perGPUHourOf(price, u, gpn)
	if v <= 0 {
		return 0, false
	}
	switch currency {
	case "USD":
		return v, true
	case "CNY":
		return v / cnyPerUSD, true
	}
	return 0, false
}

// basisFactor tells per card from per machine [assumed]: the readings
// differ by the GPUs per machine (mostly 8x), so 2x outside is wrong.
const basisFactor = 2.0

// cheapFactor: how far under a band's bottom rules a per-card reading out
// (bands are mostly list prices) [assumed].
const cheapFactor = 8.0

// beyondBand: a reading per GPU-hour that cannot be what the vendor meant,
// dearer than the band's top by basisFactor or cheaper than its bottom by
// cheapFactor.
func beyondBand(usd float64, b marketBand) bool {
	return usd > b.highUSD*basisFactor || usd < b.lowUSD/cheapFactor
}

// inBandBy: -1 below the band by more than f, +1 above by more, 0 within.
func inBandBy(usd float64, b marketBand, f float64) int {
	switch {
	case usd < b.lowUSD/f:
		return -1
	case usd > b.highUSD*f:
		return 1
	}
	return 0
}

// checkMarket holds a price far outside the market range for review.
func checkMarket(q *Quote) {
	b, per, _ := splitUnit(q.PriceUnit)
	usd, ok := usdPerGPUHour(q.Price, unitParts{b, per}, q.GPUsPerNode, q.Currency)
	if !ok || math.IsNaN(usd) {
		return
	}
	band := bandOf(q.GPU, q.Currency)
	switch inBandBy(usd, band, marketFactor) {
	case -1:
		m := mk("import.review.below_market", q.GPU, money(usd), money(band.lowUSD), band.source)
		q.AddWarning(m)
		q.Review(m)
	case 1:
		m := mk("import.review.above_market", q.GPU, money(usd), money(band.highUSD), band.source)
		q.AddWarning(m)
		q.Review(m)
	}
}

func money(v float64) string {
	switch {
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 0.01:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}

func splitUnit(u string) (basis, period string, ok bool) {
	if u == UnitMillionTokens {
		return "", "mtok", true
	}
	basis, period, ok = strings.Cut(u, "_")
	return
}

// marketBasis settles a price that says neither per card nor per machine
// by the market range (basis.market_guess, below every source the file
// states), stored with a warning quoting both readings and held for
// review. On a machine of n ≥ 2 cards (8 for a part sold only on 8-GPU
// boards) it takes the one reading that fits the band where the other is
// beyond doubt outside it (marketPick), and refuses the price (ok false)
// where both or neither are beyond doubt outside it. With no card count
// the per-machine reading cannot be told: per card, the dearer, never
// flattering an offer.
func (b *rowBuild) marketBasis(q *Quote, value float64, period string, gpn *int, p priceIn, cellCur, priceCellText string) (basis string, ok bool) {
	n := gpn
	if n == nil && hgxPart(q.GPU) {
		n = ptr(8)
	}
	choice, why := "gpu", mk("import.why.basis_default")
	c, m := perGPUHourOf(value, unitParts{"gpu", period}, n), perGPUHourOf(value, unitParts{"node", period}, n)
	if n != nil && *n >= 2 && c > 0 && m > 0 {
		cur := b.bandCurrency(p, cellCur)
		band := bandOf(q.GPU, cur)
		card, okC := usdPerGPUHour(value, unitParts{"gpu", period}, n, cur)
		machine, okM := usdPerGPUHour(value, unitParts{"node", period}, n, cur)
		if !okC || !okM || beyondBand(card, band) == beyondBand(machine, band) {
			b.badAt(p.cell, mk("import.err.basis_open", withUnitText(priceCellText, b.text(fUnit)),
				mk("import.why.basis_readings", trimFloat2(c), trimFloat2(m), *n)))
			return "", false
		}
		switch marketPick(band, card, machine) {
		case "node":
			choice, why = "node", mk("import.why.basis_market", money(card), money(machine), band.source)
		case "gpu":
			why = mk("import.why.basis_market_card", money(card), money(machine), band.source)
		} // else the one not beyond the band is far under it too: per card, the dearer
	}
	var w msg.Msg = mk("import.review.basis_guessed", strings.TrimLeft(p.text, " \t"), basisWord(choice), why)
	q.AddWarning(w)
	q.Review(w)
	b.settledBasis(q, "basis.market_guess", choice, cell{}, "")
	return choice, true
}

// marketPick is the reading, per card or per machine (USD per GPU-hour),
// that fits the band within basisFactor while the other is beyond doubt
// outside it (beyondBand); "" where both or neither fit.
func marketPick(band marketBand, card, machine float64) string {
	fits := func(usd float64) bool { return inBandBy(usd, band, basisFactor) == 0 }
	switch {
	case beyondBand(card, band) && fits(machine):
		return "node"
	case beyondBand(machine, band) && fits(card):
		return "gpu"
	}
	return ""
}
