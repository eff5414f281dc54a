package calc

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
)

// Numbers that overflowed into answers (issue 16) are refused at the door,
// naming the field.
func TestTaskOutOfBoundsIsRefused(t *testing.T) {
	for _, c := range []struct{ js, field string }{
		{`{"model":{"layers":32,"hidden":4096,"heads":32,"ffn":14336,"vocab":128256,"params":600000000000000000},"tokens":1e9}`, "model.params"},
		{`{"model":{"layers":1000,"hidden":131072,"heads":4096,"ffn":1048576,"vocab":4194304},"tokens":1e9}`, "model"},
		{`{"model":{"layers":1000,"hidden":16384,"heads":128,"ffn":65536,"vocab":4194304},"seq_len":4194304,"micro_batch":65536,"flash_attention":false}`, "seq_len"},
		{`{"model":"llama3.1-8b","tokens":1e-300}`, "tokens"},
		{`{"model":"llama3.1-8b","hours":1e-300}`, "hours"},
		{`{"model":"llama3.1-8b","tokens":1e9,"mfu":1e-300}`, "mfu"},
		{`{"model":"llama3.1-8b","tokens":1e9,"inter_node_gbps":1e-300}`, "inter_node_gbps"},
		{`{"model":"llama3.1-8b","tokens":1e9,"checkpoint_interval_hours":1e-300}`, "checkpoint_interval_hours"},
	} {
		_, err := ParseTask([]byte(c.js))
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("%s: got %v, want an error naming %s", c.js, err, c.field)
			continue
		}
		if fe.Msg.IsZero() || !strings.HasPrefix(fe.Msg.Key, "bounds.") {
			t.Errorf("%s: the reason is not worded by a bounds message: %+v", c.js, fe)
		}
	}
}

// The largest real tasks stay accepted: a 405B model with the longest
// contexts, fp32, no flash attention, every count at its largest.
func TestRealTasksPassTheBounds(t *testing.T) {
	for _, js := range []string{
		`{"model":"llama3.1-405b","tokens":15.6e12,"zero":3,"gpus":16384,"tp":8,"pp":16}`,
		`{"model":"llama3.1-8b","seq_len":131072,"micro_batch":1,"recompute":"full","tokens":1e9,"mfu":0.05,"hours":0.5}`,
		`{"model":"gpt2","precision":"fp32","flash_attention":false,"seq_len":1024,"micro_batch":64,"tokens":1000}`,
		`{"model":{"layers":126,"hidden":16384,"heads":128,"kv_heads":8,"ffn":53248,"vocab":128256,"params":2000000000000},"tokens":1e13}`,
	} {
		if _, err := ParseTask([]byte(js)); err != nil {
			t.Errorf("%s: %v", js, err)
		}
	}
}

// Within the bounds no estimate overflows: every byte count is
// non-negative at the largest task the bounds let through.
func TestLargestAcceptedTaskDoesNotOverflow(t *testing.T) {
	for _, js := range []string{
		`{"model":{"layers":1000,"hidden":65536,"heads":512,"ffn":262144,"vocab":1000000},"seq_len":65536,"micro_batch":64,"tokens":1e16}`,
		`{"model":{"layers":100,"hidden":8192,"heads":64,"ffn":32768,"vocab":128000},"seq_len":1048576,"micro_batch":16,"flash_attention":false,"precision":"fp32","tokens":1e16}`,
	} {
		tk, err := ParseTask([]byte(js))
		if err != nil {
			continue // refused is fine; accepted must not overflow
		}
		e := EstimateTask(tk, Catalogue())
		m := e.Memory
		for name, v := range map[string]int64{"weights": m.Weights, "gradients": m.Gradients, "optimizer": m.Optimizer,
			"activations": m.Activations, "logits": m.Logits, "overhead": m.Overhead, "total": m.Total} {
			if v < 0 {
				t.Errorf("%s: %s = %d", js, name, v)
			}
		}
		if e.Fits {
			t.Errorf("%s: fits", js)
		}
		if _, err := json.Marshal(e); err != nil {
			t.Errorf("%s: %v", js, err)
		}
	}
}

// A TASK.json saved by Notepad starts with a byte-order mark.
func TestTaskWithByteOrderMark(t *testing.T) {
	tk, err := ParseTask([]byte("\xef\xbb\xbf{\"model\":\"llama3.1-8b\",\"tokens\":1e9}"))
	if err != nil || tk.ModelID != "llama3.1-8b" {
		t.Fatalf("%v %+v", err, tk.ModelID)
	}
}

// Whatever an offer holds, the engine's rows carry only finite,
// non-negative numbers, so compare --json encodes and nothing absurd is
// ranked.
func TestEngineRowsAreAlwaysFinite(t *testing.T) {
	tk, err := ParseTask([]byte(`{"model":"llama3.1-8b","zero":3,"tokens":1e9}`))
	if err != nil {
		t.Fatal(err)
	}
	base := Offer{ID: 1, Vendor: "ok", GPU: "A100-80G-SXM", GPUsPerNode: 8, Nodes: 1, Price: 10, PriceUnit: "gpu_hour",
		PriceKnown: true, Currency: "CNY", StorageKnown: true, EgressKnown: true}
	offers := []Offer{base}
	for i, f := range []func(o *Offer){
		func(o *Offer) { o.Price = 1e308 },
		func(o *Offer) { o.Price = math.MaxFloat64 },
		func(o *Offer) { o.Price = 1e-9 },
		func(o *Offer) { o.Price = math.NaN() },
		func(o *Offer) { o.FixedFees = 1.7e308 },
		func(o *Offer) { o.FixedFees = -5 },
		func(o *Offer) { o.StoragePerGBMonth = 1e308 },
		func(o *Offer) { o.EgressPerGB = math.Inf(1) },
		func(o *Offer) { o.FXToReporting = 1e300; o.Currency = "USD" },
		func(o *Offer) { o.MinHours = 1e300 },
		func(o *Offer) { o.BillingIncrementHours = 1e300 },
		func(o *Offer) { o.MeasuredTokensPerSPerGPU = 1e-300 },
		func(o *Offer) { o.Compensation = Compensation{Kind: "multiple", Multiple: 1e308} },
		func(o *Offer) { o.BillingIncrementHours = 5e-324 },
		func(o *Offer) { o.PackGPUHours, o.PackPrice, o.PackValidDays = 1000, 1e-300, 30 },
		func(o *Offer) { o.PackGPUHours, o.PackPrice, o.PackValidDays = 5e-324, 1000, 30 },
	} {
		o := base
		o.ID, o.Vendor = int64(i+2), "bad"
		f(&o)
		offers = append(offers, o)
	}
	rows := Rank(tk, offers, Catalogue(), CostOptions{})
	// json.Marshal refuses NaN and infinities: compare --json failed on them.
	if _, err := json.Marshal(rows); err != nil {
		t.Fatalf("compare --json would fail: %v", err)
	}
	for _, r := range rows {
		if r.Vendor == "bad" && r.Complete {
			t.Errorf("quote %d ranked %d with total %v", r.QuoteID, r.Rank, r.Cost.Total)
		}
		if r.Vendor == "ok" && (!r.Complete || r.Rank != 1) {
			t.Errorf("the plain quote is not ranked first: %+v", r)
		}
		if r.PricePerGPUHour > 1e7 || r.BilledHours > 1e7 || r.Risk.Credit > 1e15 || r.Risk.Loss > 1e15 {
			t.Errorf("quote %d shows an absurd figure: %+v", r.QuoteID, r)
		}
		if r.Vendor == "bad" && r.Reason == "" {
			t.Errorf("quote %d refused without a reason", r.QuoteID)
		}
	}
}

func TestGPUBounds(t *testing.T) {
	for _, g := range Catalogue() {
		if err := g.CheckBounds(); err != nil {
			t.Errorf("built-in %s: %v", g.ID, err)
		}
	}
	g, _ := LookupGPU("H100-80G-SXM")
	for name, f := range map[string]func(g *GPU){
		"negative memory": func(g *GPU) { g.MemoryBytes = -80 << 30 },
		"no fp16":         func(g *GPU) { g.FP16TFLOPS = 0 },
		"negative bf16":   func(g *GPU) { g.BF16TFLOPS = -1 },
		"nan bandwidth":   func(g *GPU) { g.MemBWTBps = math.NaN() },
		"exabyte":         func(g *GPU) { g.MemoryBytes = 1 << 60 },
	} {
		b := g
		f(&b)
		if err := b.CheckBounds(); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
}
