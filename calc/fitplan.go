package calc

import "computecheck/msg"

// FitPlan is one card of the catalogue with the two counts a buyer weighs:
// the fewest cards that hold the task as typed (the verdict fits), and
// the fewest cards the plan search Compare uses finds a fitting
// configuration for: ZeRO stage, recompute, offload, model parallelism and
// the batch split chosen for the card (the global batch kept).
type FitPlan struct {
	GPU string `json:"gpu"`
	// AsTypedGPUs is SafeGPUs for the task as typed; 0 when no count holds it.
	AsTypedGPUs int `json:"as_typed_gpus"`
	// PlannedGPUs is the fewest GPUs with a plan that fits; 0 when none.
	PlannedGPUs int `json:"planned_gpus"`
	// Changes say what the plan changes; none when the task as typed is
	// the best way to run it on this card.
	Changes []msg.Msg `json:"-"`
	// NoPlan says why nothing fits the card (zero when a plan does).
	NoPlan msg.Msg `json:"-"`
}

// FitPlans is the fit table with the best plan beside the task as typed,
// one row per catalogue card in catalogue order: on machines of the task's
// size with the card's usual links, the fewest cards any configuration the
// plan search tries holds (the verdict fits), at the fastest such
// configuration.
func FitPlans(t Task, cat []GPU) []FitPlan {
	if len(cat) == 0 {
		cat = catalogue
	}
	typed := FitTable(t, cat)
	e := newEngine(t, cat)
	pl := e.planner()
	out := make([]FitPlan, len(cat))
	for i, g := range cat {
		out[i] = FitPlan{GPU: g.ID, AsTypedGPUs: typed[i].SafeGPUs}
		tt := e.t
		tt.GPU = g.ID
		links, _, _ := withOfferLinks(tt, Offer{GPU: g.ID, GPUsPerNode: tt.GPUsPerNode})
		cs := pl.candidates(g, links, 1) // every count up to 1 and the first beyond it that fits
		if len(cs) == 0 {
			out[i].NoPlan = msg.New("calc.warn.does_not_fit", g.ID)
			continue
		}
		c := cs[0].cfg
		out[i].PlannedGPUs = c.gpus()
		if c != pl.typedC {
			out[i].Changes = pl.changes(c, pl.typedC.gpus())
		}
	}
	return out
}
