package calc

import (
	"encoding/json"
	"strings"
	"testing"
)

// A per-token offer on a card the catalogue knows: the vendor runs the
// job, so the cost is tokens × price and the GPUs, the plan and the hours
// are unknown (hours null in JSON), never our layout of the task on that
// card ("张量并行 8 … 用 1024 卡", 0.3 h).
func TestPerTokenOfferIsRunByTheVendor(t *testing.T) {
	task := costTask(t)
	task.Hours = 0
	task.Tokens = 1e10
	o := freeExtras(offerH20Hour())
	o.Price, o.PriceUnit = 8, "million_tokens"
	for _, rows := range [][]QuoteCost{{CostForOffer(task, o, Catalogue(), CostOptions{})}, Rank(task, []Offer{o}, Catalogue(), CostOptions{})} {
		q := rows[0]
		checkNear(t, "per-token compute", q.Cost.Compute, 8*1e10/1e6)
		if !q.Complete || !q.VendorRuns || q.GPUs != 0 || q.Hours != 0 || q.Plan != nil || !q.HasWarning(WarnVendorRuns) {
			t.Errorf("complete %v vendor runs %v, %d GPUs, %.2f h, plan %v, warnings %v", q.Complete, q.VendorRuns, q.GPUs, q.Hours, q.Plan, q.Warnings)
		}
		b, err := json.Marshal(q)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `"hours":null`) || !strings.Contains(string(b), `"vendor_runs":true`) {
			t.Errorf("JSON %s: want hours null and vendor_runs true", b)
		}
	}
	// An hourly offer keeps its hours.
	b, _ := json.Marshal(CostForOffer(costTask(t), offerH20Hour(), Catalogue(), CostOptions{}))
	if strings.Contains(string(b), `"hours":null`) {
		t.Errorf("an hourly offer's hours are null: %s", b)
	}
}
