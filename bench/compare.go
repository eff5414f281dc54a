package bench

import (
	"fmt"
	"math"
	"strings"

	"computecheck/calc"
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

// Causes lists the likely reasons for a low measurement, those that the
// result's own figures point to first, then the usual suspects. r may be nil.
func Causes(r *Result, zh bool) []string {
	t := func(z, e string) string {
		if zh {
			return z
		}
		return e
	}
	var out []string
	link, disk := false, false // a specific cause replaces the generic one
	if r != nil {
		if r.GPUCount > 1 && r.Topology != "" && !strings.Contains(r.Topology, "NV") {
			link = true
			out = append(out, t("nvidia-smi topo -m 中没有 NV#：卡间没有 NVLink，多卡通信走 PCIe",
				"nvidia-smi topo -m shows no NV#: no NVLink between the cards, so GPU-to-GPU traffic goes over PCIe"))
		}
		if b := r.AllreduceBusbwGBps; b != nil && r.GPUCount > 1 {
			if r.Nodes > 1 && *b < slowInterBusbwGBps {
				link = true
				out = append(out, t(fmt.Sprintf("多机 all-reduce 带宽只有 %.1f GB/s：机间网络慢（可能不是 IB/RoCE，或走了 TCP）", *b),
					fmt.Sprintf("multi-node all-reduce reaches only %.1f GB/s: a slow network between servers (not IB/RoCE, or TCP)", *b)))
			} else if r.Nodes <= 1 && *b < slowIntraBusbwGBps {
				link = true
				out = append(out, t(fmt.Sprintf("机内 all-reduce 带宽只有 %.1f GB/s：没有 NVLink 或链路降速", *b),
					fmt.Sprintf("all-reduce within the server reaches only %.1f GB/s: no NVLink, or a degraded link", *b)))
			}
		}
		if d := r.DiskReadMBps; d != nil && *d < slowDiskMBps {
			disk = true
			out = append(out, t(fmt.Sprintf("磁盘读只有 %.0f MB/s：存储慢（网络盘或共享盘），加载数据和存检查点会拖慢训练", *d),
				fmt.Sprintf("the disk reads at only %.0f MB/s: slow storage (network or shared disk) stalls data loading and checkpoints", *d)))
		}
		for _, w := range r.Warnings {
			if strings.Contains(w, "scaled_dot_product_attention") || strings.Contains(w, "QLoRA measured as LoRA") {
				out = append(out, t("测试与任务不完全一致：", "the run differs from the task: ")+w)
			}
		}
	}
	out = append(out,
		t("卡被降频：功耗或温度墙（nvidia-smi -q -d PERFORMANCE 查看 Clocks Event Reasons）",
			"throttled cards: a power or thermal cap (nvidia-smi -q -d PERFORMANCE shows the clock event reasons)"),
		t("卡不是独占的：与其他租户共用、vGPU 或 MIG 切片",
			"the cards are not yours alone: shared with other tenants, a vGPU or a MIG slice"))
	if !link {
		out = append(out, t("缺少 NVLink / 机间网络慢：多卡时通信占了步时",
			"missing NVLink or a slow network between servers: with several GPUs, communication takes the step time"))
	}
	if !disk {
		out = append(out, t("存储慢：数据读取跟不上", "slow storage: data loading cannot keep up"))
	}
	out = append(out, t("驱动、CUDA 或 PyTorch 版本旧（没有 FlashAttention）",
		"an old driver, CUDA or PyTorch (no FlashAttention)"))
	return out
}

// Explain is the one-paragraph note the GUI and CLI show under a flagged
// comparison, in Chinese when zh is set.
func Explain(r *Result, ratio float64, zh bool) string {
	causes := Causes(r, zh)
	var b strings.Builder
	if zh {
		fmt.Fprintf(&b, "实测吞吐只有估算的 %.0f%%（低于 %.0f%%）。可能原因：", ratio*100, FlagBelow*100)
		for i, c := range causes {
			fmt.Fprintf(&b, "%d) %s；", i+1, c)
		}
		return strings.TrimSuffix(b.String(), "；") + "。"
	}
	fmt.Fprintf(&b, "Measured throughput is %.0f%% of the estimate (below %.0f%%). Likely causes: ", ratio*100, FlagBelow*100)
	for i, c := range causes {
		fmt.Fprintf(&b, "%d) %s; ", i+1, c)
	}
	return strings.TrimSuffix(b.String(), "; ") + "."
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
	Reason          string  `json:"reason,omitempty"` // Explain, when flagged
}

// CompareTask estimates the task on the result's GPU model and count (from
// cat, the built-in catalogue when nil) and compares. The run's micro-batch,
// sequence length and gradient accumulation replace the task's when the
// result has them, since they set the measured rate.
func CompareTask(r Result, t calc.Task, cat []calc.GPU, zh bool) (Comparison, error) {
	if !r.Measured() {
		return Comparison{}, fmt.Errorf("the run measured no throughput (%s)", strings.Join(r.Errors, "; "))
	}
	if r.GPUCount < 1 {
		return Comparison{}, fmt.Errorf("the run used no GPU (device %q): nothing to compare with an estimate", r.Device)
	}
	id, ok := calc.ResolveGPU(r.GPUName)
	if !ok {
		return Comparison{}, fmt.Errorf("GPU %q is not in the catalogue: nothing to compare with", r.GPUName)
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
		return Comparison{}, fmt.Errorf("GPU %s is not in the catalogue", id)
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
		c.Reason = Explain(&r, c.Ratio, zh)
	}
	return c, nil
}
