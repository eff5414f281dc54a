package calc

import "testing"

// BenchmarkFullEstimate: memory + interconnect + throughput + hours for one
// configuration, what the Task area recomputes on a keystroke.
// Budget < 100 µs.
func BenchmarkFullEstimate(b *testing.B) {
	t, err := ParseTask([]byte(`{"model":"llama2-13b","zero":3,"gpu":"A800-80G-SXM","gpus":16,"micro_batch":2,"seq_len":4096,"grad_accum":8,"tokens":1e10,"inter_node":"ib","inter_node_gbps":800}`))
	if err != nil {
		b.Fatal(err)
	}
	g, _ := LookupGPU(t.GPU)
	for b.Loop() {
		Memory(t, t.GPUs)
		tp := EstimateThroughput(t, g, t.GPUs, TaskInterconnect(t, g))
		TrainingHours(t, tp)
	}
}

// BenchmarkEstimateTask: the whole `estimate` answer, min_gpus over the
// catalogue included. Budget < 5 ms (it is the fit table plus one estimate).
func BenchmarkEstimateTask(b *testing.B) {
	t, err := ParseTask([]byte(`{"model":"llama3.1-70b","zero":3,"recompute":"full","gpu":"H800-80G-SXM","micro_batch":1,"seq_len":4096,"tokens":1e10}`))
	if err != nil {
		b.Fatal(err)
	}
	cat := Catalogue()
	for b.Loop() {
		EstimateTask(t, cat)
	}
}

// BenchmarkFitPlans: the fit table with the fewest cards of the best plan
// beside the task as typed, over the catalogue, as `estimate` prints it.
// Budget < 100 ms (the plan search per card, once per command; ~30 ms
// measured on the 2-core CI machine).
func BenchmarkFitPlans(b *testing.B) {
	t, err := ParseTask([]byte(`{"model":"llama3.1-70b","zero":3,"recompute":"full","gpu":"H800-80G-SXM","micro_batch":1,"seq_len":4096,"tokens":1e10}`))
	if err != nil {
		b.Fatal(err)
	}
	cat := Catalogue()
	for b.Loop() {
		FitPlans(t, cat)
	}
}
