package bench

import (
	"math"
	"strings"

	"computecheck/calc"
	"computecheck/msg"
)

// FlagBelow is the share of the estimate under which a measurement is
// flagged: a platform that delivers less than 80% of what its hardware
// should is worth a question to the vendor before renting it for weeks.
const FlagBelow = 0.8

// Compare sets measured tokens/s per GPU against the estimate for the same
// task and GPU. ratio is measured / estimated; flagged is true when the
// measurement is below FlagBelow of the estimate. With a figure that is not
// positive and finite there is nothing to compare: ratio 0, not flagged.
func Compare(measuredPerGPU, estimatedPerGPU float64) (ratio float64, flagged bool) {
	ok := func(v float64) bool { return v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v) }
	if !ok(measuredPerGPU) || !ok(estimatedPerGPU) {
		return 0, false
	}
	ratio = measuredPerGPU / estimatedPerGPU
	return ratio, ratio < FlagBelow
}

// Thresholds under which a result's own measurements point at a cause.
const (
	// slowDiskMBps: below this, loading data and writing checkpoints stall training.
	slowDiskMBps = 500
	// slowIntraBusbwGBps: 8 x A100 NVLink reach 200-235 GB/s and PCIe cards
	// 28-35 (formulas.md §B3); under 100 within one server means no NVLink.
	slowIntraBusbwGBps = 100
	// slowInterBusbwGBps: multi-node IB/RoCE at 200-400 Gb/s per GPU gives
	// tens of GB/s; under 10 is a slow or TCP network.
	slowInterBusbwGBps = 10
)

// runDiffers are the kit's warnings that say the run measured something
// slower or faster than the task (assets/benchkit/bench.py).
var runDiffers = map[string]bool{
	"kit.warn.no_sdpa": true, "kit.warn.qlora_cpu": true, "kit.warn.qlora_no_bnb": true,
	"kit.warn.qlora_bnb_failed": true, "kit.warn.fsdp_failed": true,
}

// Causes lists the likely reasons for a low measurement, those that the
// result's own figures point to first, then the usual suspects. r may be nil.
func Causes(r *Result) []msg.Msg {
	var out []msg.Msg
	link, disk := false, false // a specific cause replaces the generic one
	if r != nil {
		if r.GPUCount > 1 && r.Topology != "" && !strings.Contains(r.Topology, "NV") {
			link = true
			out = append(out, msg.New("bench.cause.no_nv_topology"))
		}
		if b := r.AllreduceBusbwGBps; b != nil && r.GPUCount > 1 {
			if r.Nodes > 1 && *b < slowInterBusbwGBps {
				link = true
				out = append(out, msg.New("bench.cause.slow_inter", *b))
			} else if r.Nodes <= 1 && *b < slowIntraBusbwGBps {
				link = true
				out = append(out, msg.New("bench.cause.slow_intra", *b))
			}
		}
		if d := r.DiskReadMBps; d != nil && *d < slowDiskMBps {
			disk = true
			out = append(out, msg.New("bench.cause.slow_disk", *d))
		}
		for _, m := range r.Warnings {
			// The kit's warnings that say the run was not the task (as
			// messages, or as the text an older kit wrote).
			w := m.In("en")
			if runDiffers[m.Key] || strings.Contains(w, "scaled_dot_product_attention") || strings.Contains(w, "QLoRA measured as LoRA") {
				out = append(out, msg.New("bench.cause.run_differs", m))
			}
		}
	}
	out = append(out, msg.New("bench.cause.throttled"), msg.New("bench.cause.shared"))
	if !link {
		out = append(out, msg.New("bench.cause.link"))
	}
	if !disk {
		out = append(out, msg.New("bench.cause.storage"))
	}
	return append(out, msg.New("bench.cause.old_software"))
}

// Explain is the one-paragraph note the GUI and CLI show under a flagged
// comparison: how far below the estimate, and the numbered likely causes.
func Explain(r *Result, ratio float64) msg.Msg {
	causes := Causes(r)
	// The numbered causes, joined from the last: "1) a；2) b；3) c".
	list := msg.New("bench.cause_item", len(causes), causes[len(causes)-1])
	for i := len(causes) - 2; i >= 0; i-- {
		list = msg.New("bench.cause_then", msg.New("bench.cause_item", i+1, causes[i]), list)
	}
	return msg.New("bench.explain", ratio*100, FlagBelow*100, list)
}

// Comparison is a measured result set against ComputeCheck's estimate for
// the same task on the same cards.
type Comparison struct {
	GPU             string  `json:"gpu"`  // catalogue id the result's card resolved to
	GPUs            int     `json:"gpus"` // GPUs the run used
	MeasuredPerGPU  float64 `json:"measured_tokens_per_s_per_gpu"`
	EstimatedPerGPU float64 `json:"estimated_tokens_per_s_per_gpu"`
	Ratio           float64 `json:"ratio"` // measured / estimated
	Flagged         bool    `json:"flagged"`
	// Why is Explain, when flagged; Reason is its text for the JSON
	// output, filled in by the caller in the reader's language.
	Why    msg.Msg `json:"-"`
	Reason string  `json:"reason,omitempty"`
}

// CompareTask estimates the task on the result's GPU model and count (from
// cat, the built-in catalogue when nil) and compares. The run's micro-batch,
// sequence length and gradient accumulation replace the task's when the
// result has them, since they set the measured rate.
func CompareTask(r Result, t calc.Task, cat []calc.GPU) (Comparison, error) {
	if !r.Measured() {
		return Comparison{}, worded("bench.err.not_measured", strings.Join(r.Errors, "; "))
	}
	if r.GPUCount < 1 {
		return Comparison{}, worded("bench.err.no_gpu", r.Device)
	}
	id, ok := calc.ResolveGPU(r.GPUName)
	if !ok {
		return Comparison{}, worded("bench.err.unknown_gpu", r.GPUName)
	}
	if cat == nil {
		cat = calc.Catalogue()
	}
	var g calc.GPU
	for _, c := range cat {
		if c.ID == id {
			g = c
		}
	}
	if g.ID == "" {
		return Comparison{}, worded("bench.err.unknown_gpu", id)
	}
	t.GPU, t.GPUs = id, r.GPUCount
	if r.Nodes > 1 && r.GPUCount%r.Nodes == 0 {
		t.GPUsPerNode = r.GPUCount / r.Nodes
	} else if r.Nodes <= 1 {
		t.GPUsPerNode = max(t.GPUsPerNode, r.GPUCount)
	}
	if r.MicroBatch > 0 {
		t.MicroBatch = r.MicroBatch
	}
	if r.SeqLen > 0 {
		t.SeqLen = r.SeqLen
	}
	if r.GradAccum > 0 {
		t.GradAccum = r.GradAccum
	}
	est := calc.EstimateThroughput(t, g, r.GPUCount, calc.TaskInterconnect(t, g))
	c := Comparison{GPU: id, GPUs: r.GPUCount, MeasuredPerGPU: r.PerGPU(), EstimatedPerGPU: est.TokensPerSPerGPU}
	c.Ratio, c.Flagged = Compare(c.MeasuredPerGPU, c.EstimatedPerGPU)
	if c.Flagged {
		c.Why = Explain(&r, c.Ratio)
	}
	return c, nil
}

func worded(key string, args ...any) error { return msg.Errorf(key, args...) }
