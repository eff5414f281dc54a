package calc

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// noRiskTask is costTask on one 8-card machine for a fixed 150 h with the
// failure rate written as 0, so totals are compute plus the stated lines.
func noRiskTask(t *testing.T) Task {
	task := costTask(t)
	task.GPUs, task.Hours = 8, 150
	task.FailureRatePerNodeDay = 0
	task.SetZeroGiven("failure_rate_per_node_day")
	return task
}

// freeExtras states storage, egress and fees as free, so compute is the total.
func freeExtras(o Offer) Offer {
	o.StorageKnown, o.StoragePerGBMonth, o.StorageFreeGB = true, 0, 0
	o.EgressKnown, o.EgressPerGB = true, 0
	o.FeesKnown, o.FixedFees = true, 0
	return o
}

func TestIneligibleCheaperNeverRanksAboveEligible(t *testing.T) {
	task := noRiskTask(t)
	task.Requires = []string{ReqResume}
	cheap := freeExtras(offerH20Hour())
	cheap.ID, cheap.Vendor, cheap.Price, cheap.ResumeSupported = 1, "cheap", 5, bptr(false)
	dear := freeExtras(offerH20Hour())
	dear.ID, dear.Vendor, dear.Price = 2, "dear", 9
	open := freeExtras(offerH20Hour())
	open.ID, open.Vendor, open.Price, open.ResumeSupported = 3, "open", 10, nil
	review := freeExtras(offerH20Hour())
	review.ID, review.Vendor, review.Price, review.NeedsReview = 4, "review", 1, true

	rows := Rank(task, []Offer{cheap, dear, open, review}, nil, CostOptions{})
	var order []int64
	for _, r := range rows {
		order = append(order, r.QuoteID)
	}
	// Eligible first, cheapest first (dear 9 × 1200 = 10,800; open 12,000);
	// then the ineligible ones by total (review 1,200; cheap 6,000).
	if !slices.Equal(order, []int64{2, 3, 4, 1}) {
		t.Fatalf("order %v, want [2 3 4 1]", order)
	}
	checkNear(t, "winner total", rows[0].Cost.Total, 9*8*150)
	by := map[int64]QuoteCost{}
	for _, r := range rows {
		by[r.QuoteID] = r
	}
	if c := by[1]; c.Eligible || c.Rank != 0 || !slices.Equal(c.Unmet, []string{ReqResume}) || !c.HasWarning(WarnRequirementUnmet) {
		t.Errorf("no resume: eligible=%v rank=%d unmet=%v", c.Eligible, c.Rank, c.Unmet)
	}
	if o := by[3]; !o.Eligible || o.Rank != 2 || !slices.Equal(o.Unverified, []string{ReqResume}) || !o.HasWarning(WarnRequirementUnverified) {
		t.Errorf("resume not stated: eligible=%v rank=%d unverified=%v", o.Eligible, o.Rank, o.Unverified)
	}
	if r := by[4]; r.Eligible || !r.NeedsReview || r.Rank != 0 || r.PriceToWin != nil {
		t.Errorf("needs review: eligible=%v rank=%d", r.Eligible, r.Rank)
	}
	if by[1].PriceToWin != nil {
		t.Error("an ineligible row gets no price to win")
	}
}

// Random offers and requirements: whatever the prices, no ineligible or
// unpriced row stands above an eligible priced one, and ranks count 1..n
// over the eligible priced rows only.
func TestRankEligibleFirstProperty(t *testing.T) {
	task := noRiskTask(t)
	rng := rand.New(rand.NewPCG(1, 2))
	tri := func() *bool {
		switch rng.IntN(3) {
		case 0:
			return nil
		case 1:
			return bptr(false)
		}
		return bptr(true)
	}
	links := []string{"nvlink", "pcie", "unknown"}
	inters := []string{"ib", "ethernet", "unknown"}
	for trial := range 50 {
		task.Requires = nil
		for _, r := range Requirements {
			if rng.IntN(2) == 0 {
				task.Requires = append(task.Requires, r)
			}
		}
		var offers []Offer
		for i := range 12 {
			o := offerH20Hour()
			o.ID, o.Price = int64(i+1), 1+rng.Float64()*20
			o.ResumeSupported, o.LocalNVMe = tri(), tri()
			o.Intra, o.Inter = links[rng.IntN(3)], inters[rng.IntN(3)]
			o.NeedsReview = rng.IntN(6) == 0
			o.PriceKnown = rng.IntN(8) != 0
			offers = append(offers, o)
		}
		rows := Rank(task, offers, nil, CostOptions{})
		seenOther := false
		rank := 0
		for _, r := range rows {
			good := r.Complete && r.Eligible
			if good && seenOther {
				t.Fatalf("trial %d: eligible quote %d below an ineligible or unpriced one", trial, r.QuoteID)
			}
			if !good {
				seenOther = true
				if r.Rank != 0 {
					t.Fatalf("trial %d: quote %d not eligible but ranked %d", trial, r.QuoteID, r.Rank)
				}
				continue
			}
			rank++
			if r.Rank != rank {
				t.Fatalf("trial %d: rank %d, want %d", trial, r.Rank, rank)
			}
		}
	}
}

func TestUnknownStorageDearerByExactlyTheAssumedAmount(t *testing.T) {
	task := costTask(t) // 130 GB kept; 100 h on a monthly price bills 720 h = 1 month
	free := offerA800Month()
	free.StorageKnown, free.StoragePerGBMonth, free.StorageFreeGB = true, 0, 0
	unknown := free
	unknown.StorageKnown = false
	a := Assumptions{StoragePerGBMonth: 0.4, StorageLow: 0.1, StorageHigh: 2,
		EgressPerGB: 0.8, EgressLow: 0.8, EgressHigh: 0.8, Currency: "CNY"}
	opt := CostOptions{Assumed: &a}
	qf := CostForOffer(task, free, nil, opt)
	qu := CostForOffer(task, unknown, nil, opt)
	// 130 GB × 1 month × 0.4 = 52 more, everything else alike.
	checkNear(t, "difference", qu.Cost.Total-qf.Cost.Total, 130*0.4)
	checkNear(t, "storage line", qu.Cost.Storage, 52)
	if !slices.Equal(qu.Cost.Assumed, []string{LineStorage}) || len(qf.Cost.Assumed) != 0 {
		t.Errorf("assumed: unknown %v, free %v", qu.Cost.Assumed, qf.Cost.Assumed)
	}
	// The range runs over the storage price's own range: 0.1 .. 2.
	checkNear(t, "total_low", qu.Cost.TotalLow, qf.Cost.Total+130*0.1)
	checkNear(t, "total_high", qu.Cost.TotalHigh, qf.Cost.Total+130*2)
	if qf.Cost.TotalLow != qf.Cost.Total || qf.Cost.TotalHigh != qf.Cost.Total {
		t.Error("nothing assumed: the range is the total")
	}
	if len(qu.Assumptions) != 1 || qu.Assumptions[0].Quantity != 130 || qu.Assumptions[0].Msg.Key != "calc.assumed.storage" {
		t.Errorf("assumption detail %+v", qu.Assumptions)
	}
	// With no assumptions given, the market-data defaults apply, never 0.
	qd := CostForOffer(task, unknown, nil, CostOptions{})
	checkNear(t, "default assumption", qd.Cost.Storage, 130*DefaultAssumedStoragePerGBMonth)

	// Unknown egress and fees likewise: 50 GB × 0.8; fees assumed 300.
	a.FeesPerQuote, a.FeesLow, a.FeesHigh = 300, 0, 1000
	noEgress := free
	noEgress.EgressKnown, noEgress.EgressPerGB, noEgress.FixedFees, noEgress.FeesKnown = false, 0, 0, false
	stated := free
	stated.EgressPerGB, stated.FixedFees, stated.FeesKnown = 0, 0, true
	qe := CostForOffer(task, noEgress, nil, opt)
	qs := CostForOffer(task, stated, nil, opt)
	checkNear(t, "egress and fees assumed", qe.Cost.Total-qs.Cost.Total, 50*0.8+300)
	checkNear(t, "fees range low", qe.Cost.TotalLow, qs.Cost.Total+50*0.8+0)
	checkNear(t, "fees range high", qe.Cost.TotalHigh, qs.Cost.Total+50*0.8+1000)
	if !slices.Equal(qe.Cost.Assumed, []string{LineEgress, LineFixed}) {
		t.Errorf("assumed %v", qe.Cost.Assumed)
	}
}

// tiesWithin checks that the row for id, re-ranked with price set, costs
// the winner's total within 0.5 %.
func tiesWithin(t *testing.T, task Task, offers []Offer, id int64, set func(*Offer, float64)) {
	t.Helper()
	rows := Rank(task, offers, nil, CostOptions{})
	var target float64
	var ptw *float64
	for _, r := range rows {
		if r.Rank == 1 {
			target = r.Cost.Total
		}
		if r.QuoteID == id {
			ptw = r.PriceToWin
		}
	}
	if ptw == nil {
		t.Fatalf("quote %d has no price to win", id)
	}
	again := slices.Clone(offers)
	for i := range again {
		if again[i].ID == id {
			set(&again[i], *ptw)
		}
	}
	for _, r := range Rank(task, again, nil, CostOptions{}) {
		if r.QuoteID == id {
			if math.Abs(r.Cost.Total-target) > 0.005*target {
				t.Errorf("quote %d at its price to win %.4f costs %.2f, the winner %.2f", id, *ptw, r.Cost.Total, target)
			}
			t.Logf("quote %d: price to win %.4f -> total %.2f vs winner %.2f", id, *ptw, r.Cost.Total, target)
		}
	}
}

func TestPriceToWinTies(t *testing.T) {
	task := costTask(t) // 16 GPUs, 100 h, default failure risk
	monthly := offerA800Month()
	hourly := offerH20Hour()
	hourly.ID, hourly.Price = 5, 60 // dear by the hour: 16 × 100 h × 60 = 96,000
	hourly.StorageKnown = false     // an assumed line that does not scale with the price
	offers := []Offer{monthly, hourly}
	rows := Rank(task, offers, nil, CostOptions{})
	if rows[0].QuoteID != 2 || rows[0].PriceToWin != nil {
		t.Fatalf("winner %d (price to win %v), want the monthly quote without one", rows[0].QuoteID, rows[0].PriceToWin)
	}
	if rows[1].PriceToWinUnit != "gpu_hour" || rows[1].QuoteCurrency != "CNY" || rows[1].QuotePrice != 60 {
		t.Errorf("unit %q currency %q price %v", rows[1].PriceToWinUnit, rows[1].QuoteCurrency, rows[1].QuotePrice)
	}
	tiesWithin(t, task, offers, 5, func(o *Offer, p float64) { o.Price = p })

	// The other way round: the monthly machine loses to a cheap hourly one.
	hourly.Price = 5
	offers = []Offer{monthly, hourly}
	tiesWithin(t, task, offers, 2, func(o *Offer, p float64) { o.Price = p })

	// Fixed fees above the winner's total: no price wins.
	monthly.FixedFees = 1e6
	rows = Rank(task, []Offer{monthly, hourly}, nil, CostOptions{})
	if rows[1].QuoteID != 2 || rows[1].PriceToWin != nil {
		t.Errorf("fees alone exceed the winner: price to win %v, want nil", rows[1].PriceToWin)
	}
}

func TestPackCostHandWorked(t *testing.T) {
	task := noRiskTask(t) // 8 GPUs × 150 h = 1,200 GPU-hours
	pack := freeExtras(offerH20Hour())
	pack.ID, pack.Vendor = 7, "pack"
	pack.PackGPUHours, pack.PackPrice, pack.PackValidDays = 1000, 6000, 30
	cases := []struct {
		name       string
		overage    float64 // per GPU-hour; 0 = none
		validDays  float64
		want       float64
		packs      int
		overageGPU float64
	}{
		// One pack and 200 GPU-hours of overage at 7.5: 6,000 + 1,500.
		{"overage cheaper than a pack", 7.5, 30, 7500, 1, 200},
		// 200 × 40 = 8,000 > 6,000: a second pack instead, 800 h lost.
		{"second pack cheaper", 40, 30, 12000, 2, 0},
		{"no overage", 0, 30, 12000, 2, 0},
		// Valid 3 days: 8 GPUs use 576 of each pack's 1,000 hours before it
		// expires. One pack + 624 h × 7.5 = 10,680 beats two packs + 48 h
		// (12,360) and three packs (18,000).
		{"pack expires first", 7.5, 3, 10680, 1, 624},
	}
	for _, c := range cases {
		o := pack
		o.PackValidDays = c.validDays
		o.Price, o.PriceUnit, o.PriceKnown = c.overage, "gpu_hour", c.overage > 0
		q := CostForOffer(task, o, nil, CostOptions{})
		if !q.Complete || q.Pack == nil {
			t.Fatalf("%s: incomplete %s", c.name, q.Reason)
		}
		checkNear(t, c.name, q.Cost.Compute, c.want)
		if q.Pack.Packs != c.packs || !near(q.Pack.Overage, c.overageGPU) || !near(q.Pack.Needed, 1200) {
			t.Errorf("%s: %+v", c.name, *q.Pack)
		}
		if (c.validDays == 3) != q.HasWarning(WarnPackExpires) {
			t.Errorf("%s: expiry warning %v", c.name, q.HasWarning(WarnPackExpires))
		}
	}

	// A pack that loses gets a price to win per pack, and ties at it.
	hourly := freeExtras(offerH20Hour())
	hourly.ID, hourly.Price = 8, 5 // 6,000 for the job
	pack.Price, pack.PriceUnit, pack.PriceKnown = 7.5, "gpu_hour", true
	offers := []Offer{hourly, pack}
	rows := Rank(task, offers, nil, CostOptions{})
	if rows[0].QuoteID != 8 || rows[1].PriceToWinUnit != PriceToWinPack || rows[1].QuotePrice != 6000 {
		t.Fatalf("rows %d %q %v", rows[0].QuoteID, rows[1].PriceToWinUnit, rows[1].QuotePrice)
	}
	// 1 pack + 200 h × 7.5 = P + 1,500 = 6,000 at P = 4,500.
	checkNear(t, "pack price to win", *rows[1].PriceToWin, 4500)
	tiesWithin(t, task, offers, 7, func(o *Offer, p float64) { o.PackPrice = p })

	// A token pack: 2 per million tokens of overage.
	tp := freeExtras(offerH20Hour())
	tp.ID, tp.PackMillionTokens, tp.PackPrice = 9, 500, 1000
	tp.Price, tp.PriceUnit, tp.PriceKnown = 2, "million_tokens", true
	q := CostForOffer(task, tp, nil, CostOptions{}) // 1e9 tokens = 1,000 M: 2 packs (1,000×2 = 2,000 = 1 pack + 500 M × 2)
	checkNear(t, "token pack", q.Cost.Compute, 2000)
}

func TestPackCostMix(t *testing.T) {
	for _, c := range []struct {
		need, usable, price, overage, want float64
	}{
		{0, 100, 50, 1, 50},        // bought up front
		{100, 100, 50, 1, 50},      // exactly one pack
		{250, 100, 50, 1, 150},     // two packs + 50 × 1 = 150 = three packs: the first found
		{250, 100, 50, 0.2, 80},    // one pack + 150 × 0.2
		{250, 100, 50, 0, 150},     // no overage: three packs
		{1e6, 1000, 900, 2, 900e3}, // a thousand packs
	} {
		got, _, _ := packCost(c.need, c.usable, c.price, c.overage)
		if !near(got, c.want) {
			t.Errorf("packCost(%v, %v, %v, %v) = %v, want %v", c.need, c.usable, c.price, c.overage, got, c.want)
		}
	}
}

func TestRequirementState(t *testing.T) {
	o := offerH20Hour()
	multi := QuoteCost{Fits: true, GPUs: 16, GPUsPerNode: 8, Nodes: 2}
	one := QuoteCost{Fits: true, GPUs: 1, GPUsPerNode: 8, Nodes: 1}
	o.Intra, o.Inter, o.LocalNVMe = "pcie", "ethernet", bptr(true)
	for _, c := range []struct {
		row       QuoteCost
		req, want string
	}{
		{multi, ReqNVLink, ReqUnmet},
		{one, ReqNVLink, ReqMet}, // one card: nothing to link
		{multi, ReqRDMA, ReqUnmet},
		{one, ReqRDMA, ReqMet}, // one machine: nothing to connect
		{multi, ReqLocalNVMe, ReqMet},
		{multi, ReqResume, ReqMet},
	} {
		if got := RequirementState(o, c.row, c.req); got != c.want {
			t.Errorf("%s on %d GPUs: %s, want %s", c.req, c.row.GPUs, got, c.want)
		}
	}
	o.Intra, o.Inter, o.LocalNVMe, o.ResumeSupported = "unknown", "", nil, nil
	for _, r := range Requirements {
		if got := RequirementState(o, multi, r); got != ReqUnknown {
			t.Errorf("%s left open: %s", r, got)
		}
	}
}

func TestTaskRequires(t *testing.T) {
	task, err := ParseTask([]byte(`{"model":"qwen2.5-7b","requires":[" RDMA","resume","resume"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(task.Requires, []string{ReqResume, ReqRDMA}) {
		t.Errorf("requires %v, want [resume rdma]", task.Requires)
	}
	_, err = ParseTask([]byte(`{"model":"qwen2.5-7b","requires":["infiniband"]}`))
	if err == nil || !strings.Contains(err.Error(), "requires") || !strings.Contains(err.Error(), "infiniband") {
		t.Errorf("bad requirement: %v", err)
	}
}

func TestAdviceProposesRequirements(t *testing.T) {
	m70, _ := Preset("llama3.1-70b")
	a := PricingAdvice(Task{Model: m70, GPUs: 64}.Normalize(), 30*24)
	if !slices.Equal(a.Requires, []string{ReqResume, ReqRDMA}) {
		t.Errorf("70B on 64 GPUs for a month: proposes %v", a.Requires)
	}
	m7, _ := Preset("qwen2.5-7b")
	lora := PricingAdvice(Task{Model: m7, Method: MethodLoRA, GPUs: 1}.Normalize(), 5)
	if len(lora.Requires) != 0 {
		t.Errorf("a 5 h LoRA run: proposes %v", lora.Requires)
	}
	// The advice flags an offer it contradicts.
	o := offerH20Hour()
	o.ResumeSupported = bptr(false)
	if v := lora.Violations(o, QuoteCost{Fits: true, GPUs: 64, Nodes: 8}); len(v) != 0 {
		t.Errorf("no proposals, no violations: %v", v)
	}
	a70 := PricingAdvice(Task{Model: m70, GPUs: 64}.Normalize(), 30*24)
	if v := a70.Violations(o, QuoteCost{Fits: true, GPUs: 64, Nodes: 8}); !slices.Equal(v, []string{ReqResume}) {
		t.Errorf("violations %v, want [resume]", v)
	}
	if txt := a70.Text("zh"); !strings.Contains(txt, "必须有断点续训") || !strings.Contains(txt, "InfiniBand") {
		t.Errorf("advice text %q", txt)
	}
}
