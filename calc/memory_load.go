package calc

import "math"

// PeakLoad is the moment a stack that loads a full, unsharded checkpoint
// on every rank peaks at, before the first step (stack.go).
const PeakLoad = "load"

// loadPeak is the breakdown at checkpoint load for a stack whose ranks
// each hold the whole unsharded model beside their shard while loading
// (stackTraits.loadsFullCheckpoint); ok is false when the stack has no such
// moment or nothing is sharded. base is the stage's model weights in
// bytes, resident its shard on this GPU.
func loadPeak(t Task, dp int, base, resident float64, gpus int) (MemoryBreakdown, bool) {
	if !t.stackTraits().loadsFullCheckpoint || t.ZeRO < 3 || dp <= 1 {
		return MemoryBreakdown{}, false
	}
	allocated := base + resident
	// The gathered model is one allocation made and freed once: the
	// allocator keeps its floor; nothing is split or cached besides it.
	reserve := allocatorFixedBytes
	overhead := reserve + cudaContextBytes
	if gpus > 1 {
		overhead += ncclBytes
	}
	mb := MemoryBreakdown{
		Weights:       roundBytes(allocated),
		Overhead:      roundBytes(overhead),
		PeakAllocated: roundBytes(allocated),
		PeakReserved:  roundBytes(allocated + reserve),
		PeakAt:        PeakLoad,
	}
	mb.Total = mb.Weights + mb.Overhead
	return mb, true
}

// variableLengthReserve is what the caching allocator keeps on top of its
// usual reserve when batch lengths vary over the run. The logits and their
// fp32 copies are a step's largest tensors, each one allocation sized by
// the batch's length: when a longer batch arrives no cached block can
// serve them, so the allocator maps new segments and keeps the old ones
// (PyTorch CUDA caching allocator, the fragmentation expandable_segments
// was added for); smaller tensors are carved from what is cached. It is a
// share of the loss's logits bytes, logitBytes.
func variableLengthReserve(logitBytes float64) float64 {
	return variableLengthFraction * math.Max(logitBytes, 0)
}
