package calc

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// costModel1B is Llama 3.2 1B's architecture with the parameter count set to
// exactly 1e9, so checkpoint sizes come out round: one mixed-precision AdamW
// checkpoint is 14 B/param = 14 GB, the 16-bit model 2 GB.
func costModel1B(t testing.TB) Model {
	t.Helper()
	m, ok := Preset("llama3.2-1b")
	if !ok {
		t.Fatal("no preset llama3.2-1b")
	}
	m.Params = 1e9
	return m
}

// costTask is the hand-worked task: 1B parameters, 16 GPUs, 100 h (what-if
// override), 100 GB data set, 2 checkpoints kept (StorageGB = 100 + 2×14 +
// 2 = 130 GB), 50 GB taken out, 1e9 tokens. Failure inputs are the defaults:
// 0.01 failures per node-day, 0.5 h restart, 2 h checkpoint interval.
func costTask(t testing.TB) Task {
	t.Helper()
	task := Task{Model: costModel1B(t), GPUs: 16, Hours: 100, DatasetGB: 100, Checkpoints: 2, EgressGB: 50, Tokens: 1e9}.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatal(err)
	}
	return task
}

func bptr(b bool) *bool { return &b }

// offerA800Month is 示例算力B of hardware_and_market.md §5.2: 8×A800 SXM,
// NVLink, 4×HDR 200G, 38,000 CNY per machine-month.
func offerA800Month() Offer {
	return Offer{ID: 2, Vendor: "示例算力B", Offer: "8xA800 monthly", GPU: "A800-80G-SXM", GPUsPerNode: 8, Nodes: 4,
		Price: 38000, PriceUnit: "node_month", PriceKnown: true, Currency: "CNY",
		Intra: "nvlink", Inter: "ib", InterGbps: 800,
		StorageKnown: true, StorageFreeGB: 30, StoragePerGBMonth: 0.35,
		EgressKnown: true, EgressPerGB: 0.8, FixedFees: 500,
		ResumeSupported: bptr(true), Compensation: Compensation{Kind: CompNone}}
}

// offerH20Hour is 示例云D: 8×H20, 7.5 CNY per GPU-hour, per-second billing.
func offerH20Hour() Offer {
	return Offer{ID: 4, Vendor: "示例云D", Offer: "H20 hourly", GPU: "H20-96G", GPUsPerNode: 8,
		Price: 7.5, PriceUnit: "gpu_hour", PriceKnown: true, Currency: "CNY",
		Intra: "nvlink", Inter: "ib", InterGbps: 800,
		StorageKnown: true, StoragePerGBMonth: 1.1, EgressKnown: true, EgressPerGB: 0.8,
		ResumeSupported: bptr(true), Compensation: Compensation{Kind: CompNone}}
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-6*math.Max(1, math.Abs(b)) }

func checkNear(t *testing.T, name string, got, want float64) {
	t.Helper()
	if !near(got, want) {
		t.Errorf("%s = %.6f, want %.6f", name, got, want)
	}
}

func TestCostMonthlyMachinesHandWorked(t *testing.T) {
	q := CostForOffer(costTask(t), offerA800Month(), nil, CostOptions{})
	if !q.Complete || !q.Fits {
		t.Fatalf("incomplete: %s %v", q.Reason, q.Warnings)
	}
	// 16 GPUs on 8-GPU machines: 2 machines. 100 h on a monthly price bills
	// ceil(100/720) = 1 month: 2 × 38,000 = 76,000.
	if q.GPUs != 16 || q.BilledGPUs != 16 || q.Nodes != 2 {
		t.Errorf("gpus/billed/nodes = %d/%d/%d, want 16/16/2", q.GPUs, q.BilledGPUs, q.Nodes)
	}
	checkNear(t, "hours", q.Hours, 100)
	checkNear(t, "billed_hours", q.BilledHours, 720)
	checkNear(t, "compute", q.Cost.Compute, 76000)
	// Storage: (130 GB - 30 GB free) × 0.35 CNY/GB-month × 1 month = 35.
	checkNear(t, "storage_gb", q.StorageGB, 130)
	checkNear(t, "storage", q.Cost.Storage, 35)
	// Egress: 50 GB × 0.8 = 40. Fixed: 500.
	checkNear(t, "egress", q.Cost.Egress, 40)
	checkNear(t, "fixed", q.Cost.Fixed, 500)
	// Risk: 0.01/node-day × 2 nodes × 100/24 days = 0.083333 failures, each
	// losing 0.5 h restart + 2/2 h since the last checkpoint = 1.5 h of the
	// cluster at 2 × 38,000/720 = 105.5556 CNY/h: 13.1944.
	checkNear(t, "expected failures", q.Risk.ExpectedFailures, 0.01*2*100/24.0)
	checkNear(t, "lost hours", q.Risk.LostHours, 1.5)
	checkNear(t, "risk", q.Cost.Risk, 0.01*2*100/24.0*1.5*2*38000/720)
	checkNear(t, "total", q.Cost.Total, 76000+35+40+500+13.194444444)
	// 1e9 tokens: total / 1000 per million.
	checkNear(t, "cost per million tokens", q.CostPerMillionTokens, q.Cost.Total/1000)
	if q.ThroughputSource != SourceOverride {
		t.Errorf("source = %q, want override", q.ThroughputSource)
	}
	checkNear(t, "price per GPU-hour", q.PricePerGPUHour, 38000.0/720/8)
	if q.Currency != "CNY" || q.PriceUnit != "node_month" {
		t.Errorf("currency/unit = %s/%s", q.Currency, q.PriceUnit)
	}
	if len(q.Warnings) != 0 {
		t.Errorf("unexpected warnings %v", q.Warnings)
	}
}

func TestCostHourlyHandWorked(t *testing.T) {
	task := costTask(t)
	q := CostForOffer(task, offerH20Hour(), nil, CostOptions{})
	// 16 × 7.5 × 100 h = 12,000, billed per second: exactly 100 h.
	checkNear(t, "billed_hours", q.BilledHours, 100)
	checkNear(t, "compute", q.Cost.Compute, 12000)
	// 130 GB × 1.1 CNY/GB-month × 100/720 month = 19.8611.
	checkNear(t, "storage", q.Cost.Storage, 130*1.1*100/720)
	// Risk: 0.083333 failures × 1.5 h × 16 × 7.5 CNY/h = 15.
	checkNear(t, "risk", q.Cost.Risk, 15)
	checkNear(t, "total", q.Cost.Total, 12000+130*1.1*100/720+40+15)

	// A 200 h minimum: billed 200 h, 24,000; storage for 200/720 month.
	o := offerH20Hour()
	o.MinHours = 200
	q = CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "billed_hours (min)", q.BilledHours, 200)
	checkNear(t, "compute (min)", q.Cost.Compute, 24000)
	checkNear(t, "storage (min)", q.Cost.Storage, 130*1.1*200/720)

	// 100.25 h per second: 12,030. With a 1 h increment: 101 h, 12,120.
	task.Hours = 100.25
	o = offerH20Hour()
	checkNear(t, "per-second compute", CostForOffer(task, o, nil, CostOptions{}).Cost.Compute, 12030)
	o.BillingIncrementHours = 1
	checkNear(t, "hourly-increment compute", CostForOffer(task, o, nil, CostOptions{}).Cost.Compute, 12120)
}

func TestBilledHoursRules(t *testing.T) {
	cases := []struct {
		hours     float64
		unit      string
		inc, minH float64
		want      float64
	}{
		{100, "gpu_hour", 0, 0, 100},          // per second
		{100.2, "gpu_hour", 1, 0, 101},        // whole hours
		{100.2, "node_hour", 0.25, 0, 100.25}, // quarter hours
		{3, "gpu_hour", 0, 24, 24},            // minimum
		{100, "gpu_day", 0, 0, 120},           // whole days: ceil(100/24) = 5
		{100, "gpu_day", 1, 0, 100},           // a daily price billed by the hour
		{100, "node_week", 0, 0, 168},         // whole weeks
		{170, "node_week", 0, 0, 336},
		{100, "node_month", 0, 0, 720},           // ceil(100/720) = 1 month
		{720, "node_month", 0, 0, 720},           // exactly one month
		{721, "node_month", 0, 0, 1440},          // a second month
		{721, "gpu_month", 0, 2160, 2160},        // 3-month minimum
		{0, "node_month", 0, 720, 0},             // no job, no bill
		{5e9 / 1e6, "million_tokens", 0, 0, 5e3}, // per-token prices do not bill time
	}
	for _, c := range cases {
		if got := BilledHours(c.hours, c.unit, c.inc, c.minH, 720); !near(got, c.want) {
			t.Errorf("BilledHours(%g, %s, inc %g, min %g) = %g, want %g", c.hours, c.unit, c.inc, c.minH, got, c.want)
		}
	}
	// A 30.4-day month (730 h) from the user's settings.
	if got := BilledHours(721, "node_month", 0, 0, 730); got != 730 {
		t.Errorf("730-h month: %g, want 730", got)
	}
}

func TestCostOtherUnits(t *testing.T) {
	task := costTask(t)
	base := offerH20Hour()
	base.StorageKnown, base.EgressKnown = false, true
	base.EgressPerGB = 0
	for _, c := range []struct {
		unit  string
		price float64
		want  float64
	}{
		{"gpu_day", 150, 16 * 150 * 5},   // 100 h = 5 whole days
		{"node_day", 1200, 2 * 1200 * 5}, // 2 machines × 5 days
		{"node_week", 8000, 2 * 8000},    // 1 week
		{"gpu_month", 4000, 16 * 4000},   // 1 month
		{"node_hour", 60, 2 * 60 * 100},  // 2 machines × 100 h
	} {
		o := base
		o.PriceUnit, o.Price = c.unit, c.price
		q := CostForOffer(task, o, nil, CostOptions{})
		checkNear(t, c.unit+" compute", q.Cost.Compute, c.want)
	}

	// Per-token price: 2 CNY per million × 1e10 tokens = 20,000, no time
	// billed, no failure risk (the vendor carries it).
	task.Tokens = 1e10
	task.Hours = 0
	o := base
	o.PriceUnit, o.Price = "million_tokens", 2
	q := CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "per-token compute", q.Cost.Compute, 20000)
	checkNear(t, "per-token risk", q.Cost.Risk, 0)
	if !q.Complete {
		t.Errorf("per-token quote incomplete: %s", q.Reason)
	}
	task.Tokens = 0
	task.Hours = 100
	if q := CostForOffer(task, o, nil, CostOptions{}); q.Complete {
		t.Error("a per-token price without the task's tokens must be incomplete")
	}
}

func TestCostVoucherDiscountAndMinimumTerm(t *testing.T) {
	// 示例智算C: 28,000 CNY per machine-month, 3-month minimum, 30 % paid by
	// 算力券. 16 GPUs, 100 h: 2 machines × 3 months × 28,000 × 0.7 = 117,600.
	task := costTask(t)
	o := Offer{ID: 3, Vendor: "示例智算C", GPU: "Ascend910B-64G", GPUsPerNode: 8, Price: 28000, PriceUnit: "node_month", PriceKnown: true,
		Currency: "CNY", MinHours: 3 * 720, VoucherDiscountPct: 30, Intra: "hccs", Inter: "roce", InterGbps: 1600}
	q := CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "billed_hours", q.BilledHours, 2160)
	checkNear(t, "compute", q.Cost.Compute, 117600)
	if !q.HasWarning(WarnVoucherDiscount) {
		t.Errorf("voucher discount not flagged: %v", q.Warnings)
	}
}

func TestCostNoTrainingLength(t *testing.T) {
	task := costTask(t)
	task.Hours, task.Tokens = 0, 0
	q := CostForOffer(task, offerH20Hour(), nil, CostOptions{})
	if q.Complete || !q.HasWarning(WarnNoLength) {
		t.Errorf("no tokens and no hours: complete=%v %v", q.Complete, q.Warnings)
	}
}

func TestCostWholeMachines(t *testing.T) {
	// 12 GPUs fixed by the task on 8-GPU machines priced per machine: 2
	// machines billed (16 cards), 4 idle but paid: 2 × 38,000 = 76,000.
	task := costTask(t)
	task.GPUs = 12
	q := CostForOffer(task, offerA800Month(), nil, CostOptions{})
	if q.GPUs != 12 || q.BilledGPUs != 16 || q.Nodes != 2 {
		t.Errorf("gpus/billed/nodes = %d/%d/%d, want 12/16/2", q.GPUs, q.BilledGPUs, q.Nodes)
	}
	checkNear(t, "compute", q.Cost.Compute, 76000)
	if !q.HasWarning(WarnIdleCards) {
		t.Errorf("no idle-cards warning: %v", q.Warnings)
	}
	// Per-GPU price: only the 12 cards are billed: 12 × 7.5 × 100 = 9,000.
	q = CostForOffer(task, offerH20Hour(), nil, CostOptions{})
	checkNear(t, "per-GPU compute", q.Cost.Compute, 9000)

	// With no GPU count in the task, the 1B model fits on one card; a rented
	// 8-card machine is paid in full, so the job uses all 8.
	task.GPUs = 0
	task.Hours = 0
	task.Tokens = 1e10
	q = CostForOffer(task, offerA800Month(), nil, CostOptions{})
	if q.GPUs != 8 || q.BilledGPUs != 8 || q.Nodes != 1 {
		t.Errorf("auto: gpus/billed/nodes = %d/%d/%d, want 8/8/1", q.GPUs, q.BilledGPUs, q.Nodes)
	}
}

func TestCostCapacityShort(t *testing.T) {
	o := offerA800Month()
	o.Nodes = 1
	q := CostForOffer(costTask(t), o, nil, CostOptions{})
	if !q.HasWarning(WarnCapacityShort) {
		t.Errorf("no capacity warning: %v", q.Warnings)
	}
	// Not a silent cap: still 2 machines billed.
	checkNear(t, "compute", q.Cost.Compute, 76000)
	if !q.Complete {
		t.Error("capacity short should warn, not drop the quote")
	}
}

func TestCostIncompleteAndFX(t *testing.T) {
	task := costTask(t)
	o := offerH20Hour()
	o.PriceKnown = false
	q := CostForOffer(task, o, nil, CostOptions{})
	if q.Complete || !q.HasWarning(WarnPriceUnknown) || q.Cost.Total != 0 || q.Reason == "" {
		t.Errorf("unknown price: complete=%v reason=%q warnings=%v", q.Complete, q.Reason, q.Warnings)
	}
	b, _ := json.Marshal(q)
	if !strings.Contains(string(b), `"total":null`) || !strings.Contains(string(b), `"cost_per_million_tokens":null`) {
		t.Errorf("incomplete quote must marshal its amounts as null, got %s", b)
	}

	// USD without a rate: incomplete. With 7.2 CNY per USD: 16 × 1.0 × 100 × 7.2.
	o = offerH20Hour()
	o.Currency, o.Price, o.StorageKnown, o.EgressKnown = "USD", 1.0, false, false
	q = CostForOffer(task, o, nil, CostOptions{})
	if q.Complete || !q.HasWarning(WarnFXMissing) {
		t.Errorf("missing FX: complete=%v %v", q.Complete, q.Warnings)
	}
	o.FXToReporting = 7.2
	q = CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "USD compute", q.Cost.Compute, 16*1.0*100*7.2)
	if q.Currency != "CNY" {
		t.Errorf("reporting currency %q", q.Currency)
	}
	// Reporting in USD: a CNY quote needs a rate.
	q = CostForOffer(task, offerH20Hour(), nil, CostOptions{ReportingCurrency: "USD"})
	if q.Complete {
		t.Error("CNY quote reported in USD without a rate must be incomplete")
	}
}

func TestCostWarnings(t *testing.T) {
	task := costTask(t)
	o := offerA800Month()
	o.ValidUntil = "2026-10-31"
	o.Intra, o.Inter = "unknown", "unknown"
	o.StorageKnown, o.EgressKnown = false, false
	o.ResumeSupported = nil
	o.Compensation = Compensation{}
	q := CostForOffer(task, o, nil, CostOptions{AsOf: "2026-11-10"})
	for _, code := range []string{WarnQuoteExpired, WarnInterconnect, WarnStorageUnknown, WarnEgressUnknown, WarnResumeUnknown, WarnCompUnknown} {
		if !q.HasWarning(code) {
			t.Errorf("missing warning %s in %v", code, q.Warnings)
		}
	}
	var texts []string
	for _, w := range q.Warnings {
		texts = append(texts, w.Text)
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{"interconnect unknown, assumed NVLink", "inter-node network unknown, assumed InfiniBand", "quote expired on 2026-10-31"} {
		if !strings.Contains(all, want) {
			t.Errorf("warnings lack %q:\n%s", want, all)
		}
	}
	// Unknown storage is priced at the assumed 0.35 CNY/GB-month, no free
	// quota: 130 GB × 1 billed month = 45.5, and listed as assumed.
	checkNear(t, "storage at the assumed price", q.Cost.Storage, 130*DefaultAssumedStoragePerGBMonth)
	if !q.Cost.IsAssumed(LineStorage) || !q.Cost.IsAssumed(LineEgress) {
		t.Errorf("assumed lines %v, want storage and egress", q.Cost.Assumed)
	}
	if !q.Complete {
		t.Error("unknown storage/egress should warn, not drop the quote")
	}
	// Still valid: no expiry warning.
	o.ValidUntil = "2026-12-31"
	if CostForOffer(task, o, nil, CostOptions{AsOf: "2026-11-10"}).HasWarning(WarnQuoteExpired) {
		t.Error("valid quote flagged as expired")
	}
}

func TestCostDoesNotFit(t *testing.T) {
	m, _ := Preset("llama3.1-70b")
	task := Task{Model: m, GPUs: 8, Tokens: 1e9}.Normalize()
	o := offerH20Hour()
	o.GPU = "RTX4090-24G"
	// As typed (planning finds 32 cards with tp 4, ZeRO-3 and offload: plan_test.go).
	q := CostForOffer(task, o, nil, CostOptions{AsTyped: true})
	if q.Fits || q.Complete || !q.HasWarning(WarnDoesNotFit) || q.Reason == "" {
		t.Errorf("70B full on 8×4090: fits=%v complete=%v reason=%q", q.Fits, q.Complete, q.Reason)
	}
	o.GPU = "no-such-gpu"
	if // As typed (planning finds 32 cards with tp 4, ZeRO-3 and offload: plan_test.go).
	q := CostForOffer(task, o, nil, CostOptions{AsTyped: true}); q.Complete || !q.HasWarning(WarnGPUUnknown) {
		t.Errorf("unknown GPU: %v", q.Warnings)
	}
}

func TestCostThroughputSources(t *testing.T) {
	task := costTask(t)
	// As typed: a plan would run one machine of the monthly quote instead
	// of two (plan_test.go).
	asTyped := CostOptions{AsTyped: true}
	task.Hours = 0
	// Estimate: hours = tokens / estimated tokens/s.
	q := CostForOffer(task, offerA800Month(), nil, asTyped)
	if q.ThroughputSource != SourceEstimate || !(q.TokensPerS > 0) {
		t.Fatalf("estimate: %s %g", q.ThroughputSource, q.TokensPerS)
	}
	checkNear(t, "estimated hours", q.Hours, task.Tokens/q.TokensPerS/3600)

	// Benchmark on the same configuration: 3,000 tokens/s/GPU × 16 GPUs =
	// 48,000 tokens/s; 1.728e10 tokens take exactly 100 h.
	task.Tokens = 1.728e10
	o := offerA800Month()
	o.MeasuredTokensPerSPerGPU = 3000
	q = CostForOffer(task, o, nil, asTyped)
	if q.ThroughputSource != SourceBenchmark {
		t.Errorf("source %q, want benchmark", q.ThroughputSource)
	}
	checkNear(t, "benchmark tokens/s", q.TokensPerS, 48000)
	checkNear(t, "benchmark hours", q.Hours, 100)

	// Benchmark on 8 GPUs: carried to 16 by the model's per-GPU ratio.
	o.Measured = MeasuredConfig{GPUs: 8}
	q = CostForOffer(task, o, nil, asTyped)
	g, _ := LookupGPU("A800-80G-SXM")
	tt := task
	tt.GPU, tt.IntraNode, tt.InterNode, tt.InterGbps = g.ID, "nvlink", "ib", 800
	at := func(n int) float64 {
		x := tt
		x.GPUs = n
		return EstimateThroughput(x, g, n, TaskInterconnect(x, g)).TokensPerSPerGPU
	}
	checkNear(t, "scaled benchmark tokens/s/GPU", q.TokensPerSPerGPU, 3000*at(16)/at(8))
	if !q.HasWarning(WarnBenchmarkScaled) {
		t.Errorf("no scaling note: %v", q.Warnings)
	}

	// The task's hours override wins over both.
	task.Hours = 50
	q = CostForOffer(task, o, nil, asTyped)
	if q.ThroughputSource != SourceOverride || q.Hours != 50 {
		t.Errorf("override: %s %g h", q.ThroughputSource, q.Hours)
	}
}

func TestCostRiskAndCompensation(t *testing.T) {
	task := costTask(t)
	o := offerH20Hour()
	o.StorageKnown, o.EgressKnown = false, false
	// No vendor resume, 6 h repair response: each failure stalls the job
	// 6 + 0.5 = 6.5 h and loses 6.5 + 2/2 = 7.5 h. 0.083333 failures × 7.5 h
	// × 120 CNY/h (16 × 7.5) = 75.
	o.ResumeSupported = bptr(false)
	o.FailureResponseHours = 6
	q := CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "loss", q.Risk.Loss, 75)
	checkNear(t, "risk without resume", q.Cost.Risk, 75)
	if !q.HasWarning(WarnResumeNone) {
		t.Errorf("no resume warning: %v", q.Warnings)
	}
	// "2 × downtime" on the vendor's 6 h repair: 2 × 0.083333 × 6 h × 60
	// CNY/h (one 8-card machine) = 60 credit; risk 75 - 60 = 15.
	o.Compensation = Compensation{Kind: CompMultiple, Multiple: 2}
	q = CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "credit", q.Risk.Credit, 60)
	checkNear(t, "risk with 2× credit", q.Cost.Risk, 15)
	// With vendor resume the outage is the 0.5 h automatic restart: loss
	// 0.083333 × 1.5 × 120 = 15, credit 2 × 0.083333 × 0.5 × 60 = 5.
	o.ResumeSupported = bptr(true)
	q = CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "risk with resume and 2× credit", q.Cost.Risk, 10)
	o.ResumeSupported = bptr(false)
	// A generous credit never makes risk negative.
	o.Compensation.Multiple = 10
	checkNear(t, "risk floor", CostForOffer(task, o, nil, CostOptions{}).Cost.Risk, 0)
	// Vouchers are flagged.
	o.Compensation = Compensation{Kind: CompMultiple, Multiple: 1, Voucher: true}
	q = CostForOffer(task, o, nil, CostOptions{})
	if !q.HasWarning(WarnVoucherCredit) || !q.Risk.CreditIsVoucher {
		t.Errorf("voucher credit not flagged: %v", q.Warnings)
	}
	// The task's own failure inputs: 0.1/node-day, 1 h restart, 4 h
	// interval, vendor resume: 0.1 × 2 × 100/24 = 0.83333 failures × (1 + 2)
	// h × 120 = 300.
	task.FailureRatePerNodeDay, task.RestartHours, task.CheckpointIntervalHours = 0.1, 1, 4
	o = offerH20Hour()
	checkNear(t, "task failure inputs", CostForOffer(task, o, nil, CostOptions{}).Cost.Risk, 300)
}

func TestSLACreditShare(t *testing.T) {
	// Tencent template: <99 % → 10 %, <95 % → 25 %, <90 % → 100 %.
	// 0.01 failures/day × 30 days: Poisson λ = 0.3 per machine-month; 4 h
	// vendor downtime per failure. One failure: 99.44 % (no credit); two:
	// 98.89 % → 10 %; 10 needed for < 95 %. Share ≈ 0.1 × P(N ≥ 2) =
	// 0.1 × (1 - e^-0.3 × 1.3) = 0.0036936; deeper tiers add < 1e-9.
	tiers := []SLATier{{99, 10}, {95, 25}, {90, 100}}
	got := slaCreditShare(tiers, 0.01, 4, 720)
	want := 0.1 * (1 - math.Exp(-0.3)*1.3)
	if math.Abs(got-want) > 1e-8 {
		t.Errorf("share %.9f, want %.9f", got, want)
	}
	if slaCreditShare(nil, 0.01, 4, 720) != 0 {
		t.Error("no tiers, no credit")
	}
	// Into a hand-worked quote: 16 H20 (2 machines of 60 CNY/h), 100 h, no
	// resume and a 4 h repair: credit = share × 60 × 2 × 100 = 44.32.
	task := costTask(t)
	o := offerH20Hour()
	o.ResumeSupported = bptr(false)
	o.FailureResponseHours = 4
	o.Compensation = Compensation{Kind: CompSLATiers, Tiers: tiers}
	q := CostForOffer(task, o, nil, CostOptions{})
	checkNear(t, "SLA credit", q.Risk.Credit, want*60*2*100)
}

func TestRankOrder(t *testing.T) {
	task := costTask(t)
	task.Hours = 0
	task.Tokens = 5e10
	unknown := offerH20Hour()
	unknown.ID, unknown.PriceKnown = 9, false
	noFit := offerH20Hour()
	noFit.ID, noFit.GPU = 8, "T4-16G"
	// 16 GPUs of a 1B full fine-tune without ZeRO: 16 B/param = 16 GB per
	// card before activations, more than a T4 holds at any count.
	big := task
	big.GPUs = 16
	cheap := offerH20Hour()
	cheap.ID, cheap.Price = 5, 3
	offers := []Offer{unknown, offerA800Month(), offerH20Hour(), cheap}
	rows := Rank(task, offers, nil, CostOptions{})
	if len(rows) != 4 {
		t.Fatalf("%d rows", len(rows))
	}
	for i := 1; i < len(rows); i++ {
		a, b := rows[i-1], rows[i]
		if a.Complete && b.Complete && a.Cost.Total > b.Cost.Total {
			t.Errorf("not sorted: %g before %g", a.Cost.Total, b.Cost.Total)
		}
		if !a.Complete && b.Complete {
			t.Errorf("incomplete %d ranked before complete %d", a.QuoteID, b.QuoteID)
		}
	}
	if rows[0].QuoteID != 5 || rows[0].Rank != 1 {
		t.Errorf("cheapest should be quote 5 at 3 CNY/GPU-h, got %d", rows[0].QuoteID)
	}
	if last := rows[3]; last.QuoteID != 9 || last.Rank != 0 || last.Complete {
		t.Errorf("unknown price should be last and unranked: %+v", last)
	}
	// Not-fitting rows come after rows that fit but lack a price.
	// As typed: planning fits the T4 with ZeRO-3 (plan_test.go).
	rows = Rank(big, []Offer{noFit, unknown, offerA800Month()}, nil, CostOptions{AsTyped: true})
	if rows[0].QuoteID != 2 || rows[1].QuoteID != 9 || rows[2].QuoteID != 8 || rows[2].Fits {
		t.Errorf("order %d %d %d (fits %v)", rows[0].QuoteID, rows[1].QuoteID, rows[2].QuoteID, rows[2].Fits)
	}
	b, err := json.Marshal(rows)
	if err != nil {
		t.Fatal(err)
	}
	var back []map[string]any
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"quote_id", "vendor", "offer", "gpu", "gpus", "nodes", "fits", "hours", "billed_hours", "throughput_source", "currency", "cost", "cost_per_million_tokens", "warnings"} {
		if _, ok := back[0][k]; !ok {
			t.Errorf("compare JSON lacks %q", k)
		}
	}
	cost := back[0]["cost"].(map[string]any)
	for _, k := range []string{"compute", "storage", "egress", "fixed", "risk", "total"} {
		if _, ok := cost[k]; !ok {
			t.Errorf("cost lacks %q", k)
		}
	}
	if _, ok := back[0]["warnings"].([]any); !ok {
		t.Errorf("warnings is not an array: %v", back[0]["warnings"])
	}
}

// propertyOffers span the billing shapes: per second, hourly increment,
// minimum, daily, monthly machines, SLA tiers, k × downtime, bandwidth.
func propertyOffers() []Offer {
	h := offerH20Hour()
	inc := h
	inc.ID, inc.BillingIncrementHours = 11, 1
	minH := h
	minH.ID, minH.MinHours = 12, 300
	day := h
	day.ID, day.PriceUnit, day.Price = 13, "gpu_day", 150
	mon := offerA800Month()
	sla := mon
	sla.ID, sla.ResumeSupported = 14, nil
	sla.Compensation = Compensation{Kind: CompSLATiers, Tiers: []SLATier{{99, 10}, {95, 25}, {90, 100}}, Voucher: true}
	mult := h
	mult.ID, mult.ResumeSupported = 15, bptr(false)
	mult.Compensation = Compensation{Kind: CompMultiple, Multiple: 3}
	bw := mon
	bw.ID, bw.EgressPerGB, bw.BandwidthMbps, bw.BandwidthPerMbpsMonth = 16, 0, 20, 66
	min3 := mon
	min3.ID, min3.MinHours = 17, 3*720
	return []Offer{h, inc, minH, day, mon, sla, mult, bw, min3}
}

func TestPropertyCostNeverDecreasesWithHours(t *testing.T) {
	task := costTask(t)
	for _, o := range propertyOffers() {
		prev := -1.0
		for h := 0.5; h < 3000; h = h*1.07 + 0.3 {
			task.Hours = h
			q := CostForOffer(task, o, nil, CostOptions{})
			if !q.Complete {
				t.Fatalf("offer %d incomplete: %s", o.ID, q.Reason)
			}
			if q.Cost.Total < prev-1e-9 {
				t.Errorf("offer %d: total fell from %.4f to %.4f at %.2f h", o.ID, prev, q.Cost.Total, h)
			}
			prev = q.Cost.Total
			// Never below the minimum: the compute of MinHours at list price.
			u, _ := parseUnit(o.PriceUnit, 720)
			units := float64(q.BilledGPUs)
			if u.perNode {
				units = float64(q.Nodes)
			}
			if floor := o.Price * units * o.MinHours / u.period; q.Cost.Total < floor-1e-9 {
				t.Errorf("offer %d: total %.2f below the minimum %.2f", o.ID, q.Cost.Total, floor)
			}
			if q.BilledHours < h-1e-9 || q.BilledHours < o.MinHours {
				t.Errorf("offer %d: billed %.3f h for %.3f h (min %g)", o.ID, q.BilledHours, h, o.MinHours)
			}
			if u.perNode && q.BilledGPUs != q.Nodes*q.GPUsPerNode {
				t.Errorf("offer %d: per-machine price bills %d cards on %d machines", o.ID, q.BilledGPUs, q.Nodes)
			}
		}
	}
}

func TestPropertyCostNeverDecreasesWithTokens(t *testing.T) {
	task := costTask(t)
	task.Hours = 0
	task.GPUs = 0
	for _, o := range propertyOffers() {
		pts := CostCurve(task, o, nil, CostOptions{}, nil)
		if len(pts) < 100 {
			t.Fatalf("offer %d: %d curve points", o.ID, len(pts))
		}
		for i := 1; i < len(pts); i++ {
			if pts[i].Total < pts[i-1].Total-1e-9 {
				t.Errorf("offer %d: total fell from %.4f to %.4f at %.4g tokens", o.ID, pts[i-1].Total, pts[i].Total, pts[i].Tokens)
			}
		}
	}
}

func TestCheckpointAndStorageSizes(t *testing.T) {
	m := costModel1B(t)
	full := Task{Model: m}.Normalize()
	// bf16 AdamW: 2 (weights) + 4 (fp32 master) + 8 (Adam m, v) = 14 B/param.
	checkNear(t, "full bf16 adamw", CheckpointBytes(full), 14e9)
	pure := full
	pure.Precision = PrecisionBF16Pure
	checkNear(t, "bf16-pure adamw", CheckpointBytes(pure), 6e9)
	sgd := full
	sgd.Optimizer = OptimizerSGD
	checkNear(t, "bf16 sgd", CheckpointBytes(sgd), 10e9)
	// LoRA r16 on all linears of Llama 3.2 1B: 16 layers × 16 × Σ(in+out)
	// = 16 × 16 × (2×2048+(2048+512)×2+2×2048+2×(2048+8192)+(8192+2048))
	// = 11,272,192 adapter params × 12 B (fp32 adapter + Adam).
	lora := full
	lora.Method = MethodLoRA
	a := float64(16 * 16 * ((2048 + 2048) + 2*(2048+512) + (2048 + 2048) + 3*(2048+8192)))
	checkNear(t, "lora adapters", CheckpointBytes(lora), a*12)
	// Storage: data + checkpoints + the 16-bit model once.
	lora.DatasetGB, lora.Checkpoints = 10, 3
	checkNear(t, "lora storage GB", StorageGB(lora), 10+3*a*12/1e9+2)
}

func TestPricingAdvice(t *testing.T) {
	m7, _ := Preset("qwen2.5-7b")
	m14, _ := Preset("qwen2.5-14b")
	m70, _ := Preset("llama3.1-70b")
	cases := []struct {
		task  Task
		hours float64
		want  string
	}{
		{Task{Model: m7, Method: MethodLoRA}, 10, AdviceHourly},      // light LoRA, hours
		{Task{Model: m7, Method: MethodQLoRA}, 3 * 24, AdviceHourly}, // LoRA, days
		{Task{Model: m7}, 36, AdviceHourly},                          // short full fine-tune
		{Task{Model: m14, GPUs: 8}, 21 * 24, AdviceMonthly},          // 13-30B for weeks
		{Task{Model: m7, GPUs: 16}, 30 * 24, AdviceMonthly},          // a month of 16 cards
		{Task{Model: m70, GPUs: 64}, 60 * 24, AdviceCluster},         // 70B+
		{Task{Model: m14, GPUs: 128}, 10 * 24, AdviceCluster},        // shared cluster scale
		{Task{Model: m14, GPUs: 8}, 7 * 24, AdviceHourly},            // a week: a month would idle
	}
	for _, c := range cases {
		a := PricingAdvice(c.task.Normalize(), c.hours)
		if a.Kind != c.want {
			t.Errorf("%s %s %d GPUs %g h: %s %v, want %s", c.task.Model.Name, c.task.Method, c.task.GPUs, c.hours, a.Kind, a.Reasons, c.want)
		}
		if a.Text("en") == "" || !strings.ContainsAny(a.Text("zh"), "按") {
			t.Errorf("advice text missing: %q / %q", a.Text("en"), a.Text("zh"))
		}
	}
	a := PricingAdvice(Task{Model: m70, GPUs: 64}.Normalize(), 60*24)
	if !a.NeedsResume {
		t.Error("a 70B two-month run must require checkpoint-resume")
	}
	t.Logf("%s", PricingAdvice(Task{Model: m14, GPUs: 8}.Normalize(), 21*24).Text("en"))
	t.Logf("%s", PricingAdvice(Task{Model: m14, GPUs: 8}.Normalize(), 21*24).Text("zh"))
}

// TestExampleRanking prints a ranking of the §5.2 sample quotes for a
// Qwen2.5-14B continued-pretraining run (ZeRO-3, 20B tokens).
func TestExampleRanking(t *testing.T) {
	m, _ := Preset("qwen2.5-14b")
	task := Task{Model: m, ZeRO: 3, Tokens: 2e10, DatasetGB: 200, EgressGB: 60, Checkpoints: 3}.Normalize()
	offers := sampleQuotes()
	rows := Rank(task, offers, nil, CostOptions{AsOf: "2026-11-10"})
	t.Logf("%-4s %-12s %-14s %5s %5s %8s %8s %12s %10s", "rank", "vendor", "gpu", "gpus", "nodes", "hours", "billed", "total CNY", "CNY/Mtok")
	for _, q := range rows {
		total := "-"
		if q.Complete {
			total = money(q.Cost.Total)
		}
		t.Logf("%-4d %-12s %-14s %5d %5d %8.0f %8.0f %12s %10.2f  %s", q.Rank, q.Vendor, q.GPU, q.GPUs, q.Nodes, q.Hours, q.BilledHours, total, q.CostPerMillionTokens, q.Reason)
	}
	if !rows[0].Complete {
		t.Fatal("no complete quote")
	}
	hours := rows[0].Hours
	t.Logf("advice: %s", PricingAdvice(task, hours).Text("en"))
	if mg, ok := WinnerMargin(task, offers, nil, CostOptions{AsOf: "2026-11-10"}); ok {
		t.Logf("margin: %s", mg.Text("en"))
		t.Logf("margin: %s", mg.Text("zh"))
	}
	for _, r := range Sensitivity(task, offers, nil, CostOptions{AsOf: "2026-11-10"}, 20) {
		t.Logf("tornado: %s", r.Text("en"))
	}
}

// sampleQuotes are the fictional quotes of hardware_and_market.md §5.2.
func sampleQuotes() []Offer {
	tencent := []SLATier{{99, 10}, {95, 25}, {90, 100}}
	return []Offer{
		{ID: 1, Vendor: "示例算力A", Offer: "8x4090 hourly", GPU: "RTX4090-24G", GPUsPerNode: 8, Nodes: 10, Price: 2.2, PriceUnit: "gpu_hour", PriceKnown: true, Currency: "CNY",
			Intra: "pcie", Inter: "ethernet", InterGbps: 25, StorageKnown: true, StorageFreeGB: 50, StoragePerGBMonth: 0.3, EgressKnown: true, Compensation: Compensation{Kind: CompNone}},
		{ID: 2, Vendor: "示例算力B", Offer: "8xA800 monthly", GPU: "A800-80G-SXM", GPUsPerNode: 8, Nodes: 4, Price: 38000, PriceUnit: "node_month", PriceKnown: true, Currency: "CNY",
			Intra: "nvlink", Inter: "ib", InterGbps: 800, StorageKnown: true, StoragePerGBMonth: 0.35, EgressKnown: true, BandwidthMbps: 20, BandwidthPerMbpsMonth: 1325.0 / 20,
			Compensation: Compensation{Kind: CompSLATiers, Tiers: tencent, Voucher: true}},
		{ID: 3, Vendor: "示例智算C", Offer: "8x910B 3-month", GPU: "Ascend910B-64G", GPUsPerNode: 8, Nodes: 4, Price: 28000, PriceUnit: "node_month", PriceKnown: true, Currency: "CNY",
			MinHours: 3 * 720, VoucherDiscountPct: 30, Intra: "hccs", Inter: "roce", FixedFees: 20000, Compensation: Compensation{Kind: CompMultiple, Multiple: 2}},
		{ID: 4, Vendor: "示例云D", Offer: "8xH20 hourly", GPU: "H20-96G", GPUsPerNode: 8, Price: 7.5, PriceUnit: "gpu_hour", PriceKnown: true, Currency: "CNY",
			Intra: "nvlink", EgressKnown: true, EgressPerGB: 0.8, StorageKnown: true, StoragePerGBMonth: 1.1, Compensation: Compensation{Kind: CompSLATiers, Tiers: tencent, Voucher: true}},
		{ID: 5, Vendor: "示例云E", Offer: "8xH800 12-month", GPU: "H800-80G-SXM", GPUsPerNode: 8, Nodes: 2, Price: 70000, PriceUnit: "node_month", PriceKnown: true, Currency: "CNY",
			MinHours: 12 * 720, Intra: "nvlink", Inter: "ib", InterGbps: 3200, StorageKnown: true, StoragePerGBMonth: 1.8, ValidUntil: "2026-10-31"},
		{ID: 6, Vendor: "示例云F", Offer: "1xL20 hourly", GPU: "L20-48G", GPUsPerNode: 1, Price: 3.5, PriceUnit: "gpu_hour", PriceKnown: true, Currency: "CNY", Compensation: Compensation{Kind: CompNone}},
		{ID: 7, Vendor: "示例云G", Offer: "A100 price on request", GPU: "A100-80G-SXM", GPUsPerNode: 8, PriceUnit: "gpu_hour", Currency: "CNY"},
	}
}

// failure_rate_per_node_day 0, written, means no failure risk at all.
func TestExplicitZeroFailureRateHasNoRisk(t *testing.T) {
	tk, err := ParseTask([]byte(`{"model":"llama3.1-8b","method":"lora","gpu":"A800-80G-SXM","gpus":8,"hours":100,"failure_rate_per_node_day":0}`))
	if err != nil {
		t.Fatal(err)
	}
	o := Offer{ID: 1, Vendor: "v", GPU: "A800-80G-SXM", GPUsPerNode: 8, Nodes: 1, Price: 5, PriceUnit: "gpu_hour", PriceKnown: true, Currency: "CNY", FXToReporting: 1}
	q := CostForOffer(tk, o, Catalogue(), CostOptions{})
	if !q.Complete || q.Cost.Risk != 0 {
		t.Errorf("risk with a failure rate of 0: %+v", q.Cost)
	}
	tk2, _ := ParseTask([]byte(`{"model":"llama3.1-8b","method":"lora","gpu":"A800-80G-SXM","gpus":8,"hours":100}`))
	if q2 := CostForOffer(tk2, o, Catalogue(), CostOptions{}); q2.Cost.Risk <= 0 {
		t.Errorf("default failure rate gave no risk: %+v", q2.Cost)
	}
}
