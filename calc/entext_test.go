package calc

import (
	"math"
	"testing"

	"computecheck/msg"
)

// A warning's text kept once worded reads as the message worded afresh,
// whatever its arguments.
func TestWarningTextsKeptReadAsWordedAfresh(t *testing.T) {
	ms := []msg.Msg{
		msg.New("calc.warn.storage_assumed", 120.5, 0.12, "CNY"),
		msg.New("calc.warn.storage_assumed", 120.5, 0.12, "USD"),
		msg.New("calc.warn.storage_assumed", math.Copysign(0, -1), 0.0, "CNY"),
		msg.New("calc.warn.storage_assumed", 0.0, 0.0, "CNY"),
		msg.New("calc.warn.storage_assumed", math.NaN(), math.Inf(1), "CNY"),
		msg.New("calc.warn.idle_cards", 3, 8, 1),
		msg.New("calc.warn.idle_cards", 3.0, 8.0, 1.0),
		msg.New("calc.warn.idle_cards", int64(3), 8, 1),
		msg.New("calc.warn.intra_assumed", msg.New("opt.intra_node.nvlink"), "H100-80G-SXM"),
		msg.New("calc.warn.intra_assumed", msg.New("opt.intra_node.pcie"), "H100-80G-SXM"),
		msg.New("calc.warn.intra_assumed", "opt.intra_node.nvlink", "H100-80G-SXM"),
		msg.New("calc.warn.requirement_unmet", msg.New("req.resume")),
		msg.New("calc.warn.compensation_unknown"),
		msg.New("calc.warn.throughput", "a", "b", "c", "d", "e", "f", "g"),
		msg.New("no.such.key", 1.5, true),
		msg.New("no.such.key", 1.5, false),
	}
	for round := 0; round < 2; round++ {
		for _, m := range ms {
			if got, want := enText(m), m.In("en"); got != want {
				t.Errorf("%v: %q, worded afresh %q", m, got, want)
			}
		}
	}
}
