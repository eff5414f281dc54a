package calc

import (
	"slices"
	"strings"
)

// OffloadActivations keeps the tensors a block saves for its backward in
// pinned CPU memory, copied down after the block's forward and back before
// its backward on a side stream (torchtune enable_activation_offloading,
// OffloadActivations; DeepSpeed cpu_checkpointing). It joins the other
// modes with "+": "optimizer+activations".
const OffloadActivations = "activations"

// offloadParts are the parts an offload value may join with "+", in the
// order Normalize writes them.
var offloadParts = []string{"optimizer", "params", OffloadActivations}

// OffloadModes lists every accepted offload value: none, the two DeepSpeed
// modes, and each of them with activations.
func OffloadModes() []string {
	return []string{OffloadNone, OffloadOptimizer, OffloadOptimizerParams,
		OffloadActivations, OffloadOptimizer + "+" + OffloadActivations, OffloadOptimizerParams + "+" + OffloadActivations}
}

// canonicalOffload writes the parts of an offload value in offloadParts'
// order, so "activations+optimizer" reads as "optimizer+activations"; a
// value with an unknown or repeated part is returned unchanged for Validate
// to refuse.
func canonicalOffload(v string) string {
	if v == "" || v == OffloadNone {
		return v
	}
	parts := strings.Split(v, "+")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
		if !slices.Contains(offloadParts, parts[i]) || slices.Contains(parts[:i], parts[i]) {
			return v
		}
	}
	slices.SortFunc(parts, func(a, b string) int { return slices.Index(offloadParts, a) - slices.Index(offloadParts, b) })
	return strings.Join(parts, "+")
}

func (t Task) offloadHas(part string) bool {
	return slices.Contains(strings.Split(t.Offload, "+"), part)
}

// OffloadsOptimizer reports whether the optimizer step runs on the CPU
// (ZeRO-Offload), with or without parameters and activations.
func (t Task) OffloadsOptimizer() bool { return t.offloadHas("optimizer") }

// OffloadsParams reports whether the parameters live in CPU memory
// between uses (ZeRO-Infinity / FSDP CPU offload).
func (t Task) OffloadsParams() bool { return t.offloadHas("params") }

// OffloadsActivations reports whether the saved activations are kept in
// CPU memory between forward and backward.
func (t Task) OffloadsActivations() bool { return t.offloadHas(OffloadActivations) }

// withActivationOffload is the DeepSpeed offload mode mode, joined by the
// activations part when t already offloads activations.
func withActivationOffload(mode string, t Task) string {
	if t.OffloadsActivations() {
		return mode + "+" + OffloadActivations
	}
	return mode
}
