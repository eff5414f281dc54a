package calc_test

import (
	"fmt"

	"computecheck/calc"
)

// LoRA on Llama 3.1 8B, one sequence of 2048 tokens, bf16 mixed precision,
// on one A100 80GB.
func ExampleMemory() {
	model, _ := calc.Preset("llama3.1-8b")
	task := calc.Task{ModelID: model.ID, Model: model, Method: calc.MethodLoRA}.Normalize()
	mb := calc.Memory(task, 1)
	gib := func(b int64) float64 { return float64(b) / calc.GiB }
	fmt.Printf("weights     %5.1f GiB\n", gib(mb.Weights))
	fmt.Printf("gradients   %5.1f GiB\n", gib(mb.Gradients))
	fmt.Printf("optimizer   %5.1f GiB\n", gib(mb.Optimizer))
	fmt.Printf("activations %5.1f GiB\n", gib(mb.Activations))
	fmt.Printf("logits      %5.1f GiB\n", gib(mb.Logits))
	fmt.Printf("overhead    %5.1f GiB\n", gib(mb.Overhead))
	fmt.Printf("total       %5.1f GiB\n", gib(mb.Total))
	fmt.Printf("peak at      %s\n", mb.PeakAt)
	g, _ := calc.LookupGPU("A100-80G-SXM")
	v := calc.MemoryVerdict(mb, g)
	fmt.Printf("one A100 80GB: %s (%.1f to %.1f GiB, %.1f GiB usable)\n", v.Status,
		gib(v.LowBytes), gib(v.HighBytes), gib(v.UsableBytes))
	// Output:
	// weights      15.2 GiB
	// gradients     0.0 GiB
	// optimizer     0.3 GiB
	// activations  16.9 GiB
	// logits        3.9 GiB
	// overhead      3.5 GiB
	// total        39.9 GiB
	// peak at      loss
	// one A100 80GB: fits (32.4 to 51.8 GiB, 76.0 GiB usable)
}
