package calc

import (
	"encoding/csv"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"computecheck/internal/repotest"
)

// throughputCSV is the published throughput table kept in the repository.
func throughputCSV(t *testing.T) []map[string]string {
	t.Helper()
	data, err := os.ReadFile(repotest.ValidationFile("throughput_public.csv"))
	if err != nil {
		t.Fatalf("validation table: %v", err)
	}
	r := csv.NewReader(strings.NewReader(string(data)))
	recs, err := r.ReadAll()
	if err != nil {
		t.Fatalf("validation table: %v", err)
	}
	head := recs[0]
	rows := make([]map[string]string, 0, len(recs)-1)
	for _, rec := range recs[1:] {
		row := make(map[string]string, len(head))
		for i, h := range head {
			row[h] = strings.TrimSpace(rec[i])
		}
		rows = append(rows, row)
	}
	return rows
}

// taskFromRow builds the Task a user would write for a validation row.
func taskFromRow(t *testing.T, row map[string]string) Task {
	t.Helper()
	num := func(k string) int {
		if row[k] == "" {
			return 0
		}
		v, err := strconv.Atoi(row[k])
		if err != nil {
			t.Fatalf("%s: column %s: %v", row["case"], k, err)
		}
		return v
	}
	flt := func(k string) float64 {
		if row[k] == "" {
			return 0
		}
		v, err := strconv.ParseFloat(row[k], 64)
		if err != nil {
			t.Fatalf("%s: column %s: %v", row["case"], k, err)
		}
		return v
	}
	fa := row["flash_attention"] != "false"
	task := Task{
		Name: row["case"],
		Model: Model{
			Layers: num("layers"), Hidden: num("hidden"), Heads: num("heads"), KVHeads: num("kv_heads"),
			FFN: num("ffn"), Vocab: num("vocab"), TiedEmbeddings: row["tied_embeddings"] == "true", MLP: row["mlp"],
		},
		Method: row["method"], LoRARank: num("lora_rank"), LoRATargets: row["lora_targets"],
		Precision: row["precision"], Optimizer: row["optimizer"], ZeRO: num("zero"), Offload: row["offload"],
		Recompute: row["recompute"], FlashAttn: &fa,
		MicroBatch: num("micro_batch"), SeqLen: num("seq_len"), GradAccum: num("grad_accum"),
		GPU: row["gpu"], GPUs: num("gpus"), GPUsPerNode: num("gpus_per_node"), TP: num("tp"), PP: num("pp"),
		InterNode: row["inter_node"], InterGbps: flt("inter_node_gbps"),
	}.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatalf("%s: %v", row["case"], err)
	}
	return task
}

// TestThroughputValidation predicts the published tokens/s/GPU of every row
// with the same global constants and checks the errors.
func TestThroughputValidation(t *testing.T) {
	var errs []float64
	t.Logf("%-26s %10s %10s %8s %7s %7s %8s", "case", "predicted", "measured", "error", "mfu", "naive", "naiveErr")
	for _, row := range throughputCSV(t) {
		if row["metric"] != "tokens_per_s_per_gpu" {
			continue
		}
		task := taskFromRow(t, row)
		g, _ := LookupGPU(task.GPU)
		tp := EstimateThroughput(task, g, task.GPUs, TaskInterconnect(task, g))
		measured, _ := strconv.ParseFloat(row["measured"], 64)
		e := tp.TokensPerSPerGPU/measured - 1
		// The rule of thumb many quotes use: 50% of the dense peak, 6N FLOPs per token.
		naive := 0.5 * g.PeakTFLOPS(task.Precision) * 1e12 / (6 * float64(task.Model.ParamCount()))
		t.Logf("%-26s %10.0f %10.0f %+7.1f%% %6.1f%% %7.0f %+7.1f%%  bound=%s comm=%.0f%% bubble=%.0f%%",
			row["case"], tp.TokensPerSPerGPU, measured, 100*e, 100*tp.MFU, naive, 100*(naive/measured-1),
			tp.Bound, 100*tp.CommShare, 100*tp.BubbleShare)
		if math.Abs(e) > 0.30 {
			t.Errorf("%s: predicted %.0f tokens/s/GPU, measured %.0f (%+.1f%%), beyond 30%%", row["case"], tp.TokensPerSPerGPU, measured, 100*e)
		}
		errs = append(errs, math.Abs(e))
	}
	if len(errs) == 0 {
		t.Fatal("no tokens_per_s_per_gpu rows")
	}
	slices.Sort(errs)
	med := errs[len(errs)/2]
	if len(errs)%2 == 0 {
		med = (errs[len(errs)/2-1] + errs[len(errs)/2]) / 2
	}
	t.Logf("median |error| %.1f%%, worst %.1f%% over %d rows", 100*med, 100*errs[len(errs)-1], len(errs))
	if med > 0.12 {
		t.Errorf("median |error| %.1f%% > 12%%", 100*med)
	}
}
