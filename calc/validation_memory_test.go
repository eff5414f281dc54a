package calc

import (
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"computecheck/internal/repotest"
)

// memoryCasesPaths: the published validation set kept in the repository.
var memoryCasesPaths = []string{repotest.ValidationFile("memory_public.csv")}

type memoryCase struct {
	id            string
	measuredBytes float64
	task          Task
	gpus          int
}

// readMemoryCases reads the published peak-memory cases. Columns are found
// by header name; the measured value is converted with its own unit (GiB is
// 2^30 bytes, GB 10^9).
func readMemoryCases(t *testing.T) []memoryCase {
	t.Helper()
	var f *os.File
	var err error
	for _, p := range memoryCasesPaths {
		if f, err = os.Open(p); err == nil {
			break
		}
	}
	if err != nil {
		t.Fatalf("no memory validation file: %v", err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", f.Name(), err)
	}
	col := map[string]int{}
	for i, name := range recs[0] {
		col[strings.TrimSpace(name)] = i
	}
	var cases []memoryCase
	for n, r := range recs[1:] {
		row := n + 2
		get := func(name string) string {
			i, ok := col[name]
			if !ok {
				t.Fatalf("%s: no column %q", f.Name(), name)
			}
			return strings.TrimSpace(r[i])
		}
		num := func(name string) int {
			s := get(name)
			if s == "" {
				return 0
			}
			v, err := strconv.Atoi(s)
			if err != nil {
				t.Fatalf("%s row %d column %s: %v", f.Name(), row, name, err)
			}
			return v
		}
		flag := func(name string) bool {
			s := get(name)
			return s == "true" || s == "1"
		}
		measured, err := strconv.ParseFloat(get("measured"), 64)
		if err != nil {
			t.Fatalf("%s row %d measured: %v", f.Name(), row, err)
		}
		switch unit := get("unit"); unit {
		case "GiB":
			measured *= GiB
		case "GB":
			measured *= GB
		default:
			t.Fatalf("%s row %d: unit %q is neither GiB nor GB", f.Name(), row, unit)
		}
		fa := get("flash_attention") != "false"
		task := Task{
			Name: get("case"),
			Model: Model{
				Layers: num("layers"), Hidden: num("hidden"), Heads: num("heads"), KVHeads: num("kv_heads"),
				FFN: num("ffn"), Vocab: num("vocab"), TiedEmbeddings: flag("tied_embeddings"), MLP: get("mlp"),
			},
			Method: get("method"), LoRARank: num("lora_rank"), LoRATargets: get("lora_targets"),
			Precision: get("precision"), Optimizer: get("optimizer"), ZeRO: num("zero"),
			Offload: get("offload"), Recompute: get("recompute"), FlashAttn: &fa,
			MicroBatch: num("micro_batch"), SeqLen: num("seq_len"), GradAccum: num("grad_accum"),
			GPU: get("gpu"), GPUs: num("gpus"), GPUsPerNode: num("gpus_per_node"), TP: num("tp"), PP: num("pp"),
		}.Normalize()
		if err := task.Validate(); err != nil {
			t.Fatalf("%s row %d (%s): %v", f.Name(), row, task.Name, err)
		}
		cases = append(cases, memoryCase{id: task.Name, measuredBytes: measured, task: task, gpus: task.GPUs})
	}
	return cases
}

// TestMemoryPublicCases compares Memory with published peak memory. It fails
// when the median absolute error exceeds 10% or any case exceeds 25%.
func TestMemoryPublicCases(t *testing.T) {
	cases := readMemoryCases(t)
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	var errs []float64
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-22s %10s %10s %8s\n", "case", "pred GiB", "meas GiB", "error")
	for _, c := range cases {
		mb := Memory(c.task, c.gpus)
		e := (float64(mb.Total) - c.measuredBytes) / c.measuredBytes
		errs = append(errs, math.Abs(e))
		fmt.Fprintf(&b, "%-22s %10.2f %10.2f %+7.1f%%\n", c.id, float64(mb.Total)/GiB, c.measuredBytes/GiB, 100*e)
		if math.Abs(e) > 0.25 {
			t.Errorf("%s: predicted %.2f GiB, measured %.2f GiB (%+.1f%%), beyond 25%%",
				c.id, float64(mb.Total)/GiB, c.measuredBytes/GiB, 100*e)
		}
	}
	slices.Sort(errs)
	med := errs[len(errs)/2]
	if len(errs)%2 == 0 {
		med = (errs[len(errs)/2-1] + errs[len(errs)/2]) / 2
	}
	fmt.Fprintf(&b, "median |error| %.1f%% over %d cases", 100*med, len(errs))
	t.Log(b.String())
	if med > 0.10 {
		t.Errorf("median |error| %.1f%% > 10%%", 100*med)
	}
}
