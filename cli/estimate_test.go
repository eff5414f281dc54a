package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = Run(args, &o, &e)
	return code, o.String(), e.String()
}

func writeTask(t *testing.T, js string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "task.json")
	if err := os.WriteFile(p, []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestHelpListsWorkingVerbs(t *testing.T) {
	code, out, _ := run(t, "--help")
	if code != 0 {
		t.Fatalf("--help exit %d", code)
	}
	for name := range verbs {
		if !strings.Contains(out, name) {
			t.Errorf("--help does not list %q", name)
		}
	}
	if !strings.Contains(out, "estimate") {
		t.Error("estimate missing from help")
	}
}

func TestUnknownVerbIsUsageError(t *testing.T) {
	if code, _, errOut := run(t, "frobnicate"); code != 2 || !strings.Contains(errOut, "frobnicate") {
		t.Errorf("unknown verb: exit %d, stderr %q", code, errOut)
	}
	if code, _, _ := run(t, "estimate"); code != 2 {
		t.Errorf("estimate without a file: exit %d, want 2", code)
	}
	if code, _, _ := run(t, "estimate", "x.json", "--lang", "fr"); code != 2 {
		t.Errorf("--lang fr: exit %d, want 2", code)
	}
}

// estimate --json carries what contract.md "Added 2026-12" names: the
// allocated peak beside the total, the verdict and the band behind it, and
// per GPU the count that fits at the band's high end.
func TestEstimateJSONVerdictAndPeaks(t *testing.T) {
	p := writeTask(t, `{"model":"llama3.1-8b","zero":3,"recompute":"op","gpu":"H100-80G-SXM","gpus":8,"micro_batch":1,"seq_len":8192,"chunked_loss":true}`)
	code, out, errOut := run(t, "estimate", p, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var e struct {
		Verdict     string          `json:"verdict"`
		MinGPUsSafe map[string]*int `json:"min_gpus_safe"`
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(out), &e); err != nil {
		t.Fatal(err)
	}
	var mem map[string]int64
	json.Unmarshal(raw["memory"], &mem)
	var band map[string]any
	json.Unmarshal(raw["memory_band"], &band)
	if mem["peak_allocated"] <= 0 || mem["peak_allocated"] >= mem["peak_reserved"] || mem["peak_reserved"] >= mem["total"] {
		t.Errorf("peaks: allocated %d, reserved %d, total %d: want 0 < allocated < reserved < total", mem["peak_allocated"], mem["peak_reserved"], mem["total"])
	}
	switch e.Verdict {
	case "fits", "borderline", "does_not_fit":
	default:
		t.Errorf("verdict %q", e.Verdict)
	}
	if band["verdict"] != e.Verdict || band["band"].(float64) <= 0 || band["low"].(float64) >= band["high"].(float64) ||
		int64(band["total"].(float64)) != mem["total"] {
		t.Errorf("memory_band %v does not match the verdict %q and total %d", band, e.Verdict, mem["total"])
	}
	if _, ok := e.MinGPUsSafe["A100-80G-SXM"]; !ok || len(e.MinGPUsSafe) < 20 {
		t.Errorf("min_gpus_safe %v: want every catalogue GPU", e.MinGPUsSafe)
	}
}

func TestEstimateJSONContract(t *testing.T) {
	p := writeTask(t, `{"model":"llama3.1-8b","method":"lora","gpu":"A100-80G-SXM","micro_batch":2,"seq_len":2048,"tokens":1e8}`)
	// Flags after the positional argument, as the contract allows.
	code, out, errOut := run(t, "estimate", p, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	for _, k := range []string{"memory", "gpu_memory", "fits", "min_gpus", "throughput", "training_hours", "warnings"} {
		if _, ok := m[k]; !ok {
			t.Errorf("estimate --json lacks %q", k)
		}
	}
	var mem map[string]int64
	json.Unmarshal(m["memory"], &mem)
	sum := int64(0)
	for _, k := range []string{"weights", "gradients", "optimizer", "activations", "logits", "overhead"} {
		v, ok := mem[k]
		if !ok {
			t.Errorf("memory lacks %q", k)
		}
		sum += v
	}
	if mem["total"] != sum || sum <= 0 {
		t.Errorf("memory total %d is not the sum of its parts %d", mem["total"], sum)
	}
	var mg map[string]*int
	json.Unmarshal(m["min_gpus"], &mg)
	for _, id := range []string{"A100-80G-SXM", "RTX4090-24G", "Ascend910B-64G", "T4-16G"} {
		if _, ok := mg[id]; !ok {
			t.Errorf("min_gpus lacks %s", id)
		}
	}
	if mg["A100-80G-SXM"] == nil || *mg["A100-80G-SXM"] != 1 {
		t.Errorf("8B LoRA should need one A100 80GB, min_gpus = %v", mg["A100-80G-SXM"])
	}
	var tp map[string]float64
	json.Unmarshal(m["throughput"], &tp)
	for _, k := range []string{"tokens_per_s", "tokens_per_s_per_gpu", "mfu", "step_time_s", "comm_time_s"} {
		if _, ok := tp[k]; !ok {
			t.Errorf("throughput lacks %q", k)
		}
	}
	var hours float64
	json.Unmarshal(m["training_hours"], &hours)
	if want := 1e8 / tp["tokens_per_s"] / 3600; hours < want*0.999 || hours > want*1.001 {
		t.Errorf("training_hours %v, want tokens / tokens_per_s / 3600 = %v", hours, want)
	}
}

// Bad input exits 1 with one line naming the file and the field.
func TestEstimateBadInputNamesField(t *testing.T) {
	cases := []struct{ js, field string }{
		{`{"model":"llama9-7b"}`, "model"},
		{`{}`, "model"},
		{`{"model":"llama2-7b","micro_batch":-1}`, "micro_batch"},
		{`{"model":"llama2-7b","seq_len":"long"}`, "seq_len"},
		{`{"model":"llama2-7b","gpu":"Z9000"}`, "gpu"},
		{`{"model":"llama2-7b","tp":3}`, "tp"},
		{`{"model":"llama2-7b","pp":64}`, "pp"},
		{`{"model":"llama2-7b","tp":2,"gpus":3}`, "gpus"},
		{`{"model":"llama2-7b","zero":5}`, "zero"},
		{`{"model":"llama2-7b","method":"dora"}`, "method"},
		{`{"model":"llama2-7b","mfu":1.5}`, "mfu"},
		{`{"model":{"layers":32,"hidden":4096,"heads":0,"ffn":11008,"vocab":32000}}`, "model.heads"},
		{`{"model":{"layers":1e9,"hidden":4096,"heads":32,"ffn":11008,"vocab":32000}}`, "model.layers"},
		{`{"model":"llama2-7b", "tokens": 1e30}`, "tokens"},
	}
	for _, c := range cases {
		p := writeTask(t, c.js)
		code, out, errOut := run(t, "estimate", p, "--json")
		if code != 1 {
			t.Errorf("%s: exit %d, want 1 (stdout %q)", c.js, code, out)
			continue
		}
		if strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%s: stderr is not one line: %q", c.js, errOut)
		}
		if !strings.Contains(errOut, p) || !strings.Contains(errOut, `"`+c.field+`"`) {
			t.Errorf("%s: stderr %q does not name the file and field %q", c.js, errOut, c.field)
		}
	}
	code, _, errOut := run(t, "estimate", filepath.Join(t.TempDir(), "missing.json"))
	if code != 1 || !strings.Contains(errOut, "missing.json") {
		t.Errorf("missing file: exit %d, %q", code, errOut)
	}
	code, _, errOut = run(t, "estimate", writeTask(t, `{"model": "llama2-7b",`))
	if code != 1 || !strings.Contains(errOut, "JSON") {
		t.Errorf("truncated JSON: exit %d, %q", code, errOut)
	}
}

func TestEstimateTextBothLanguages(t *testing.T) {
	p := writeTask(t, `{"model":"llama2-7b","method":"full","gpu":"A100-80G-SXM","gpus":1}`)
	_, zh, _ := run(t, "estimate", p, "--lang", "zh")
	if !strings.Contains(zh, "放不下") || !strings.Contains(zh, "激活值") {
		t.Errorf("zh output:\n%s", zh)
	}
	_, en, _ := run(t, "--lang=en", "estimate", p)
	if !strings.Contains(en, "Does not fit") || !strings.Contains(en, "Activations") {
		t.Errorf("en output:\n%s", en)
	}
}

// estimate does not create a database as a side effect.
func TestEstimateWritesNothing(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "sub", "cc.db")
	p := writeTask(t, `{"model":"gpt2"}`)
	if code, _, e := run(t, "estimate", p, "--db", db, "--json"); code != 0 {
		t.Fatalf("exit %d %s", code, e)
	}
	if _, err := os.Stat(filepath.Join(dir, "sub")); err == nil {
		t.Error("estimate created the database folder")
	}
}

// The article's warning, on the command line: data parallelism across nodes
// on 25 GbE is network-bound, and the text says so.
func TestEstimateSaysWhatLimits(t *testing.T) {
	p := writeTask(t, `{"model":"llama2-7b","zero":1,"gpu":"A800-80G-SXM","gpus":32,"micro_batch":2,"grad_accum":4,"inter_node":"ethernet","inter_node_gbps":25}`)
	_, out, _ := run(t, "estimate", p, "--lang", "en")
	if !strings.Contains(out, "Network-bound") || !strings.Contains(out, "4 nodes over Ethernet 25 Gbps") {
		t.Errorf("no limiting sentence:\n%s", out)
	}
}

// A verb's own flags may stand before the verb too (contract: flags before
// or after the positional arguments).
func TestVerbFlagsBeforeTheVerb(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "kit")
	if code, _, e := run(t, "--out", out, "benchkit"); code != 0 {
		t.Fatalf("--out DIR benchkit: exit %d %s", code, e)
	}
	if _, err := os.Stat(filepath.Join(out, "bench.py")); err != nil {
		t.Error("kit not written when --out stood before the verb")
	}
	if code, _, e := run(t, "--frobnicate", "x", "estimate"); code != 2 {
		t.Errorf("unknown flag before a verb: exit %d %s", code, e)
	}
}

// estimate shows the load peak of a stack that loads the whole checkpoint
// on every rank (memory.peak_at "load", the verdict on it), names the
// band's regime, and gives per catalogue GPU the fewest cards with the best
// plan beside the count for the task as typed, in text and JSON.
func TestEstimateLoadPeakRegimeAndPlans(t *testing.T) {
	p := writeTask(t, `{"model":"llama2-13b","method":"lora","lora_rank":8,"lora_targets":"attention","precision":"bf16-pure","zero":3,"recompute":"full","seq_len":1304,"gpus":4,"gpu":"A100-40G-SXM","stack":"litgpt"}`)
	code, out, errOut := run(t, "estimate", p, "--json", "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var e struct {
		Memory struct {
			PeakAt string `json:"peak_at"`
		} `json:"memory"`
		MemoryBand struct {
			Regime string  `json:"regime"`
			Band   float64 `json:"band"`
		} `json:"memory_band"`
		FitPlans map[string]struct {
			AsTyped *int     `json:"as_typed_gpus"`
			Planned *int     `json:"planned_gpus"`
			Changes []string `json:"changes"`
		} `json:"fit_plans"`
	}
	if err := json.Unmarshal([]byte(out), &e); err != nil {
		t.Fatal(err)
	}
	if e.Memory.PeakAt != "load" || e.MemoryBand.Regime != "load" || e.MemoryBand.Band <= 0 {
		t.Errorf("peak_at %q, memory_band.regime %q band %v: want the load peak and its regime", e.Memory.PeakAt, e.MemoryBand.Regime, e.MemoryBand.Band)
	}
	fp, ok := e.FitPlans["A100-40G-SXM"]
	if !ok || len(e.FitPlans) < 20 || fp.Planned == nil || *fp.Planned < 1 || len(fp.Changes) == 0 {
		t.Errorf("fit_plans: %d GPUs, A100-40G-SXM %+v", len(e.FitPlans), fp)
	}
	_, text, _ := run(t, "estimate", p, "--lang", "en")
	for _, want := range []string{"checkpoint load", "Best plan", "fewest GPUs with the best plan on A100-40G-SXM"} {
		if !strings.Contains(text, want) {
			t.Errorf("text output lacks %q:\n%s", want, text)
		}
	}
}
