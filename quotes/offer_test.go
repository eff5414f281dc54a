package quotes

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
)

// sampleQuotes reads one sample file and returns its quotes by vendor.
func sampleQuotes(t *testing.T, name string) map[string]Quote {
	t.Helper()
	res, err := ReadFile(filepath.Join(sampleDir(), name))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Problems) > 0 {
		t.Fatalf("%s: %v", name, res.Problems)
	}
	out := map[string]Quote{}
	for i, q := range res.Quotes {
		q.ID = int64(i + 1)
		out[q.Vendor] = q
	}
	return out
}

func TestToOfferSampleCN(t *testing.T) {
	qs := sampleQuotes(t, "vendor_quotes_cn.csv")
	o := Options{}

	// 蓉城智算: 8-card A800 machines by the month, every term stated.
	rc := ToOffer(qs["蓉城智算"], o, nil)
	want := calc.Offer{
		Vendor: "蓉城智算", GPU: "A800-80G-SXM", GPUsPerNode: 8, Nodes: 2,
		Price: 38000, PriceUnit: UnitNodeMonth, PriceKnown: true, Currency: "CNY", FXToReporting: 1,
		MinHours: 720, Intra: "nvlink", Inter: "ib", InterGbps: 800,
		StorageKnown: true, StorageFreeGB: 2000, StoragePerGBMonth: 0.35,
		EgressKnown: true, EgressPerGB: 0.8, ValidUntil: "2026-12-31",
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"gpu", rc.GPU, want.GPU}, {"gpus_per_node", rc.GPUsPerNode, want.GPUsPerNode}, {"nodes", rc.Nodes, want.Nodes},
		{"price", rc.Price, want.Price}, {"unit", rc.PriceUnit, want.PriceUnit}, {"known", rc.PriceKnown, true},
		{"currency", rc.Currency, "CNY"}, {"fx", rc.FXToReporting, 1.0}, {"min", rc.MinHours, want.MinHours},
		{"intra", rc.Intra, want.Intra}, {"inter", rc.Inter, want.Inter}, {"gbps", rc.InterGbps, want.InterGbps},
		{"storage known", rc.StorageKnown, true}, {"free", rc.StorageFreeGB, want.StorageFreeGB},
		{"storage price", rc.StoragePerGBMonth, want.StoragePerGBMonth}, {"egress known", rc.EgressKnown, true},
		{"egress", rc.EgressPerGB, want.EgressPerGB}, {"valid", rc.ValidUntil, want.ValidUntil},
		{"comp kind", rc.Compensation.Kind, calc.CompMultiple}, {"comp k", rc.Compensation.Multiple, 3.0},
	} {
		if c.got != c.want {
			t.Errorf("蓉城智算 %s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if rc.ResumeSupported == nil || !*rc.ResumeSupported {
		t.Errorf("蓉城智算 resume = %v, want true", rc.ResumeSupported)
	}
	if rc.MeasuredTokensPerSPerGPU != 0 {
		t.Errorf("no benchmark given, measured = %v", rc.MeasuredTokensPerSPerGPU)
	}

	// 锦江算力: SLA tiers, free egress (known, 0), not "unknown".
	jj := ToOffer(qs["锦江算力"], o, nil)
	if jj.Compensation.Kind != calc.CompSLATiers || len(jj.Compensation.Tiers) != 2 {
		t.Errorf("锦江算力 compensation = %+v, want two SLA tiers", jj.Compensation)
	}
	if !jj.EgressKnown || jj.EgressPerGB != 0 {
		t.Errorf("锦江算力 egress known=%v price=%v, want free and known", jj.EgressKnown, jj.EgressPerGB)
	}

	// 示例算力A: per-second billing, no inter-node network, no compensation.
	a := ToOffer(qs["示例算力A"], o, nil)
	if a.BillingIncrementHours <= 0 || a.BillingIncrementHours > 1.0/3600+1e-12 {
		t.Errorf("示例算力A increment = %v h, want one second", a.BillingIncrementHours)
	}
	if a.Compensation.Kind != calc.CompNone {
		t.Errorf("示例算力A compensation = %q, want none", a.Compensation.Kind)
	}

	// 高新算力: a three-month minimum in the user's month length.
	gx := qs["高新算力"]
	if got := ToOffer(gx, Options{HoursPerMonth: 730}, nil).MinHours; gx.MinHours == nil && !near(got, 3*730) {
		t.Errorf("高新算力 min = %v h at 730 h/month, want %v", got, 3*730)
	}
}

func TestToOfferUnknownsStayUnknown(t *testing.T) {
	qs := sampleQuotes(t, "platform_list_gbk.csv")
	c := ToOffer(qs["示例智算C"], Options{}, nil)
	if c.StorageKnown || c.EgressKnown {
		t.Errorf("storage/egress not stated but known: %v %v", c.StorageKnown, c.EgressKnown)
	}
	if c.VoucherDiscountPct != 30 {
		t.Errorf("voucher = %v, want 30", c.VoucherDiscountPct)
	}
	if c.InterGbps != 800 || c.Intra != "hccs" {
		t.Errorf("network = %s %v, want hccs / 800 Gbps", c.Intra, c.InterGbps)
	}

	bare := ToOffer(Quote{ID: 9, Vendor: "X", GPU: "H800-80G-SXM", PriceUnit: UnitGPUHour, Currency: "CNY"}, Options{}, nil)
	if bare.PriceKnown {
		t.Error("a quote without a price must not be PriceKnown (a zero cost)")
	}
	if bare.Intra != calc.LinkUnknown || bare.Inter != calc.LinkUnknown || bare.Compensation.Kind != calc.CompUnknown {
		t.Errorf("unstated links/compensation = %q %q %q, want unknown", bare.Intra, bare.Inter, bare.Compensation.Kind)
	}
	if bare.ResumeSupported != nil {
		t.Error("unstated resume must stay nil")
	}
	fees := Quote{ImageFee: ptr(200.0), SetupFee: ptr(50.0), Price: 1, PriceUnit: UnitGPUHour, Currency: "CNY"}
	if got := ToOffer(fees, Options{}, nil).FixedFees; got != 250 {
		t.Errorf("fixed fees = %v, want image + setup = 250", got)
	}
}

func TestToOfferFX(t *testing.T) {
	qs := sampleQuotes(t, "quotes_template_en.csv")
	e := qs["Example Cloud E"]
	if got := ToOffer(e, Options{}, nil).FXToReporting; got != 0 {
		t.Errorf("USD quote without a rate: fx = %v, want 0 (unknown)", got)
	}
	rates := []FXRate{{Currency: "USD", ToCNY: 7.0, Date: "2026-01-01"}, {Currency: "USD", ToCNY: 7.1, Date: "2026-11-01"}}
	if got := ToOffer(e, Options{Rates: rates}, nil).FXToReporting; !near(got, 7.1) {
		t.Errorf("USD→CNY = %v, want the newest rate 7.1", got)
	}
	cn := sampleQuotes(t, "vendor_quotes_cn.csv")["蓉城智算"]
	if got := ToOffer(cn, Options{ReportingCurrency: "USD", Rates: rates}, nil).FXToReporting; !near(got, 1/7.1) {
		t.Errorf("CNY→USD = %v, want 1/7.1", got)
	}
	// The engine then prices the USD quote: 3.99 USD × 7.1 per GPU-hour.
	task, err := calc.ParseTask([]byte(`{"model":"llama3.1-8b","method":"lora","hours":10,"gpus":8}`))
	if err != nil {
		t.Fatal(err)
	}
	qc := calc.CostForOffer(task, ToOffer(e, Options{Rates: rates}, nil), nil, calc.CostOptions{})
	if !qc.Complete || !near(qc.PricePerGPUHour, 3.99*7.1) {
		t.Errorf("priced %v at %v CNY/GPU-h, want complete at %v", qc.Complete, qc.PricePerGPUHour, 3.99*7.1)
	}
}

func benchResult(t *testing.T, js string) bench.Result {
	t.Helper()
	r, err := bench.Parse([]byte(js), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

const benchJSON = `{"schema":"computecheck-bench/1","gpu_name":"NVIDIA A800-SXM4-80GB","gpu_count":8,"nodes":1,
"model":"llama3.1-8b","precision":"bf16","micro_batch":2,"seq_len":4096,"steps":20,
"tokens_per_s":24000,"tokens_per_s_per_gpu":3000,"step_time_s":2.7,"errors":[]}`

func TestToOfferAttachesBenchmark(t *testing.T) {
	q := sampleQuotes(t, "vendor_quotes_cn.csv")["蓉城智算"]
	r := benchResult(t, benchJSON)
	o := ToOffer(q, Options{}, &r)
	if o.MeasuredTokensPerSPerGPU != 3000 {
		t.Errorf("measured = %v, want 3000", o.MeasuredTokensPerSPerGPU)
	}
	if o.Measured != (calc.MeasuredConfig{GPUs: 8, SeqLen: 4096, MicroBatch: 2}) {
		t.Errorf("config = %+v", o.Measured)
	}
	task, _ := calc.ParseTask([]byte(`{"model":"llama3.1-8b","zero":3,"recompute":"full","seq_len":4096,"micro_batch":2,"tokens":1e9}`))
	qc := calc.CostForOffer(task, o, nil, calc.CostOptions{})
	if qc.ThroughputSource != calc.SourceBenchmark {
		t.Errorf("throughput_source = %q, want benchmark", qc.ThroughputSource)
	}

	runs := map[int64]*bench.Result{q.ID: &r}
	if got := ToOffers([]Quote{q}, Options{}, runs); got[0].MeasuredTokensPerSPerGPU != 3000 {
		t.Errorf("ToOffers did not attach the run")
	}
}

func TestBenchUsable(t *testing.T) {
	q := sampleQuotes(t, "vendor_quotes_cn.csv")["蓉城智算"]
	task, _ := calc.ParseTask([]byte(`{"model":"llama3.1-8b","tokens":1e9}`))
	ok := benchResult(t, benchJSON)
	if err := BenchUsable(ok, q, task); err != nil {
		t.Errorf("same model, card and method refused: %v", err)
	}
	for _, c := range []struct {
		name, from, to, want string
	}{
		{"other card", `"NVIDIA A800-SXM4-80GB"`, `"NVIDIA H800"`, "H800"},
		{"other model", `"model":"llama3.1-8b"`, `"model":"qwen2.5-72b"`, "model"},
		{"cpu", `"gpu_count":8`, `"gpu_count":0`, "no GPU"},
	} {
		r := benchResult(t, strings.Replace(benchJSON, c.from, c.to, 1))
		err := BenchUsable(r, q, task)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming %q", c.name, err, c.want)
		}
	}
	lora := ok
	lora.Method = "lora"
	if err := BenchUsable(lora, q, task); err == nil || !strings.Contains(err.Error(), "LoRA") {
		t.Errorf("LoRA run for a full fine-tune: %v", err)
	} else if zh := msg.Text(err, "zh"); !strings.Contains(zh, "全参微调") || !strings.Contains(zh, "LoRA") {
		t.Errorf("LoRA run for a full fine-tune, in Chinese: %q", zh)
	}
	// A run whose model is not stated is trusted: the user attached it.
	anon := ok
	anon.Model = json.RawMessage(nil)
	if err := BenchUsable(anon, q, task); err != nil {
		t.Errorf("run without a model refused: %v", err)
	}
}

func TestNamedTellsQuotesApart(t *testing.T) {
	in := []calc.Offer{{ID: 1, Vendor: "蓉城智算"}, {ID: 2, Vendor: "蓉城智算", Offer: "包月"}, {ID: 3, Vendor: "蓉城智算"}, {ID: 4, Vendor: "X", Offer: "a"}}
	got := Named(in)
	want := []string{"蓉城智算 #1", "蓉城智算 包月", "蓉城智算 #3", "X a"}
	for i, o := range got {
		if o.Vendor != want[i] || o.Offer != "" || o.ID != in[i].ID {
			t.Errorf("%d: %q %q, want %q", i, o.Vendor, o.Offer, want[i])
		}
	}
	if in[1].Offer != "包月" {
		t.Error("Named changed its input")
	}
}
