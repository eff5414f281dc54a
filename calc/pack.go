package calc

// Prepaid packs (时长包 / 算力包): N GPU-hours, or N million tokens, for a
// price, valid for D days; unused units are lost, and what the job needs
// beyond its packs is either another pack or overage at the quote's rate.

import (
	"math"

	"computecheck/msg"
)

// Pack units (PackUse.Unit).
const (
	PackUnitGPUHour       = "gpu_hour"
	PackUnitMillionTokens = "million_tokens"
)

// PriceToWinPack is PriceToWinUnit for a pack: the price of one pack.
const PriceToWinPack = "pack"

// IsPack reports whether the offer is a prepaid pack.
func (o Offer) IsPack() bool {
	return o.PackPrice > 0 && !math.IsInf(o.PackPrice, 0) && (o.PackGPUHours > 0 || o.PackMillionTokens > 0)
}

// packPlan sets a pack offer's billing: per card (a GPU-hour pack) or per
// token, and the overage rate when the quote states one in a unit that
// matches the pack's.
func (p *plan) packPlan(hpm float64) {
	o := p.offer
	q := &p.q
	p.pack = true
	if o.PackMillionTokens > 0 {
		p.unit = priceUnit{perToken: true}
	} else {
		p.unit = priceUnit{period: 1, name: "hour"}
	}
	if !o.PriceKnown || !(o.Price > 0) || math.IsInf(o.Price, 0) {
		return // no overage: the job buys further packs
	}
	ou, ok := parseUnit(o.PriceUnit, hpm)
	if !ok || ou.perToken != p.unit.perToken {
		q.warn(WarnPackOverage, msg.New("calc.warn.pack_overage_unit", o.PriceUnit))
		return
	}
	p.overage, p.overUnit = true, ou
}

// packCompute is the compute bill of a pack offer: whole packs (what the
// job leaves unused is lost), each usable only until it expires, and the
// remainder after the last full pack bought as one more pack or paid at
// the overage rate, whichever is cheaper.
func (e *engine) packCompute(p *plan, q *QuoteCost, hours, tokens float64) float64 {
	o := p.offer
	use := PackUse{PackPrice: o.PackPrice * p.fx}
	var perHour float64 // units the job consumes per wall-clock hour
	if o.PackMillionTokens > 0 {
		use.Unit, use.PerPack, use.Needed = PackUnitMillionTokens, o.PackMillionTokens, tokens/1e6
		if hours > 0 {
			perHour = use.Needed / hours
		}
		if p.overage {
			use.OverageRate = o.Price * p.fx
		}
	} else {
		use.Unit, use.PerPack = PackUnitGPUHour, o.PackGPUHours
		perHour = float64(q.BilledGPUs)
		use.Needed = perHour * hours
		if p.overage {
			per := 1.0
			if p.overUnit.perNode {
				per = float64(p.gpn)
			}
			use.OverageRate = o.Price * p.fx / p.overUnit.period / per
		}
		// Failures cost pack hours at the pack's own rate.
		q.PricePerGPUHour = use.PackPrice / use.PerPack
		p.clustHr = q.PricePerGPUHour * float64(q.BilledGPUs)
		p.nodeHr = p.clustHr / float64(max(p.nodes, 1))
	}
	use.Usable = use.PerPack
	if o.PackValidDays > 0 && perHour > 0 {
		if life := perHour * o.PackValidDays * 24; life < use.Usable {
			use.Usable = life
			q.warn(WarnPackExpires, msg.New("calc.warn.pack_expires", o.PackValidDays, life, use.PerPack, msg.New("pack.unit."+use.Unit)))
		}
	}
	cost, packs, over := packCost(use.Needed, use.Usable, use.PackPrice, use.OverageRate)
	use.Packs, use.Overage = packs, over
	use.Lost = math.Max(0, float64(packs)*use.PerPack-(use.Needed-over))
	q.Pack = &use
	return cost
}

// packCost is the cheapest way to cover need units with packs of usable
// units at price each (at least one pack: it is bought up front) and,
// when overage > 0, the rest at overage per unit. Cost is linear in the
// pack count between whole packs, so the best count is one pack, the whole
// packs that fit in need, or one more than that.
func packCost(need, usable, price, overage float64) (cost float64, packs int, over float64) {
	if !(need > 0) || !(usable > 0) {
		return price, 1, 0
	}
	whole := math.Floor(need/usable + 1e-9)
	cost = math.Inf(1)
	for _, k := range []float64{1, whole, math.Ceil(need/usable - 1e-9)} {
		if k < 1 {
			continue
		}
		rest := math.Max(0, need-k*usable)
		if rest > need*1e-9 && !(overage > 0) {
			continue // no overage: packs must cover it all
		}
		if c := k*price + rest*overage; c < cost {
			cost, packs, over = c, int(k), rest
		}
	}
	return cost, packs, over
}
