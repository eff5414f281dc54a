package bench

import (
	"math"
	"strings"
	"testing"

	"computecheck/calc"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		measured, estimated float64
		ratio               float64
		flagged             bool
	}{
		{3000, 4000, 0.75, true},
		{3200, 4000, 0.8, false}, // exactly 80%: not below
		{3199, 4000, 0.79975, true},
		{5000, 4000, 1.25, false},
		{0, 4000, 0, false},
		{3000, 0, 0, false},
		{-1, 4000, 0, false},
		{math.NaN(), 4000, 0, false},
		{3000, math.Inf(1), 0, false},
	}
	for _, tc := range tests {
		ratio, flagged := Compare(tc.measured, tc.estimated)
		if !near(ratio, tc.ratio) || flagged != tc.flagged {
			t.Errorf("Compare(%g, %g) = %g, %v; want %g, %v", tc.measured, tc.estimated, ratio, flagged, tc.ratio, tc.flagged)
		}
	}
}

func TestExplainUsesTheResultsEvidence(t *testing.T) {
	busbw, disk := 24.0, 180.0
	r := &Result{GPUCount: 8, Nodes: 1, AllreduceBusbwGBps: &busbw, DiskReadMBps: &disk,
		Topology: "\tGPU0\tGPU1\nGPU0\t X \tPIX\nGPU1\tPIX\t X \n"}
	en := Explain(r, 0.62).In("en")
	for _, want := range []string{"62% of the estimate", "no NVLink", "24.0 GB/s", "180 MB/s", "throttled"} {
		if !strings.Contains(en, want) {
			t.Errorf("English explanation lacks %q: %s", want, en)
		}
	}
	if strings.Contains(en, "missing NVLink or a slow network") || strings.Contains(en, "slow storage: data loading") {
		t.Errorf("generic causes repeated after the specific ones: %s", en)
	}
	zh := Explain(r, 0.62).In("zh")
	for _, want := range []string{"62%", "NVLink", "降频", "存储慢"} {
		if !strings.Contains(zh, want) {
			t.Errorf("Chinese explanation lacks %q: %s", want, zh)
		}
	}
	// Without a result, the usual suspects.
	if c := causesIn(nil, "en"); len(c) != 5 || !strings.Contains(strings.Join(c, " "), "NVLink") {
		t.Errorf("Causes(nil) = %v", c)
	}
	// NVLink present and fast: no link cause from the evidence.
	fast := 230.0
	ok := &Result{GPUCount: 8, Nodes: 1, AllreduceBusbwGBps: &fast, Topology: "GPU0\t X \tNV12\n"}
	if c := causesIn(ok, "en"); strings.Contains(c[0], "no NVLink") {
		t.Errorf("flagged NVLink on an NVLink machine: %v", c)
	}
}

func TestCompareTask(t *testing.T) {
	r, err := Parse(readTestdata(t, "kit_h800x8.json"), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	task, err := calc.ParseTask([]byte(`{"model":"llama3.1-8b","method":"lora","seq_len":4096}`))
	if err != nil {
		t.Fatal(err)
	}
	c, err := CompareTask(r, task, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.GPU != "H800-80G-SXM" || c.GPUs != 8 || c.MeasuredPerGPU != 11800 || !(c.EstimatedPerGPU > 0) {
		t.Errorf("comparison %+v", c)
	}
	if ratio, flagged := Compare(c.MeasuredPerGPU, c.EstimatedPerGPU); ratio != c.Ratio || flagged != c.Flagged || flagged != !c.Why.IsZero() {
		t.Errorf("ratio %g flagged %v reason %v", c.Ratio, c.Flagged, c.Why)
	}
	// A much slower run is flagged with the reasons.
	slow := r
	v, pg := 8000.0, 1000.0
	slow.TokensPerS, slow.TokensPerSPerGPU = &v, &pg
	c, err = CompareTask(slow, task, nil)
	if err != nil || !c.Flagged || !strings.Contains(c.Why.In("zh"), "可能原因") {
		t.Errorf("slow run: %+v %v", c, err)
	}
	cpu, _ := Parse(readTestdata(t, "kit_cpu_tiny.json"), "c.json")
	if _, err := CompareTask(cpu, task, nil); err == nil {
		t.Error("a CPU run compared with a GPU estimate")
	}
	oom, _ := Parse(readTestdata(t, "kit_oom.json"), "o.json")
	if _, err := CompareTask(oom, task, nil); err == nil || !strings.Contains(err.Error(), "out of memory") {
		t.Errorf("OOM run: %v", err)
	}
}

func causesIn(r *Result, lang string) []string {
	var out []string
	for _, c := range Causes(r) {
		out = append(out, c.In(lang))
	}
	return out
}

// The numbered causes read as one sentence in each language, with no key
// or verb left showing.
func TestExplainReadsInBothLanguages(t *testing.T) {
	m := Explain(nil, 0.5)
	zh, en := m.In("zh"), m.In("en")
	if !strings.HasPrefix(zh, "实测吞吐只有估算的 50%") || !strings.Contains(zh, "1) ") || !strings.Contains(zh, "；5) ") || !strings.HasSuffix(zh, "。") {
		t.Errorf("zh: %s", zh)
	}
	if !strings.Contains(en, "1) throttled") || !strings.Contains(en, "; 5) ") || strings.Contains(en, "；") {
		t.Errorf("en: %s", en)
	}
	for _, s := range []string{zh, en} {
		if strings.Contains(s, "bench.") || strings.Contains(s, "%!") {
			t.Errorf("unrendered: %s", s)
		}
	}
}
