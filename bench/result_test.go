package bench

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"strings"
	"testing"
)

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseKitResults(t *testing.T) {
	r, err := Parse(readTestdata(t, "kit_h800x8.json"), "kit_h800x8.json")
	if err != nil {
		t.Fatal(err)
	}
	if r.Schema != Schema || r.GPUCount != 8 || r.GPUName != "NVIDIA H800" || r.Steps != 50 {
		t.Errorf("parsed %+v", r)
	}
	if r.TokensPerS == nil || *r.TokensPerS != 94400 || r.PerGPU() != 11800 {
		t.Errorf("tokens/s: %v per GPU %v", r.TokensPerS, r.PerGPU())
	}
	if r.QuoteID == nil || *r.QuoteID != 12 {
		t.Errorf("quote_id %v", r.QuoteID)
	}
	if r.PeakMemoryBytes == nil || *r.PeakMemoryBytes != 40802189312 {
		t.Errorf("peak %v", r.PeakMemoryBytes)
	}
	if r.ModelLabel() != "llama3.1-8b" || r.Format != FormatJSON || r.MFU == nil || *r.MFU != 0.3 {
		t.Errorf("model %q format %q mfu %v", r.ModelLabel(), r.Format, r.MFU)
	}
	if !strings.Contains(r.Topology, "NV8") {
		t.Errorf("topology %q", r.Topology)
	}

	cpu, err := Parse(readTestdata(t, "kit_cpu_tiny.json"), "kit_cpu_tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	if cpu.GPUCount != 0 || cpu.Device != "cpu" || !cpu.Measured() || cpu.PeakMemoryBytes != nil {
		t.Errorf("cpu result %+v", cpu)
	}

	oom, err := Parse(readTestdata(t, "kit_oom.json"), "kit_oom.json")
	if err != nil {
		t.Fatal(err)
	}
	if oom.Measured() || len(oom.Errors) != 1 || oom.PerGPU() != 0 {
		t.Errorf("OOM result %+v", oom)
	}
}

// mutate returns the H800 result with one field replaced (or removed when v is deleteField).
func mutate(t *testing.T, field string, v any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(readTestdata(t, "kit_h800x8.json"), &m); err != nil {
		t.Fatal(err)
	}
	if v == deleteField {
		delete(m, field)
	} else {
		m[field] = v
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var deleteField = &struct{}{}

func TestParseErrorsNameFileAndField(t *testing.T) {
	tests := []struct {
		name, field string
		value       any
		want        string
	}{
		{"wrong schema", "schema", "computecheck-bench/2", `field "schema"`},
		{"no schema", "schema", deleteField, `field "schema": missing`},
		{"negative tokens", "tokens_per_s", -5.0, `field "tokens_per_s": must be positive`},
		{"zero tokens", "tokens_per_s", 0, `field "tokens_per_s": must be positive`},
		{"string tokens", "tokens_per_s", "fast", `field "tokens_per_s": must be a number`},
		{"fractional gpus", "gpu_count", 2.5, `field "gpu_count": must be a whole number`},
		{"negative gpus", "gpu_count", -1, `field "gpu_count"`},
		{"bad date", "started_at", "yesterday", `field "started_at"`},
		{"errors not list", "errors", "oops", `field "errors": must be a list of strings`},
		{"numeric model", "model", 7, `field "model"`},
		{"quote zero", "quote_id", 0, `field "quote_id"`},
		{"per GPU mismatch", "tokens_per_s_per_gpu", 100.0, `field "tokens_per_s_per_gpu"`},
		{"huge tokens", "tokens_per_s", 1e12, `implausibly large`},
		{"negative disk", "disk_read_mbps", -1, `field "disk_read_mbps": must not be negative`},
		{"null tokens, no errors", "tokens_per_s", nil, `field "tokens_per_s"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data := mutate(t, tc.field, tc.value)
			if tc.name == "null tokens, no errors" {
				var m map[string]any
				_ = json.Unmarshal(data, &m)
				m["tokens_per_s_per_gpu"] = nil
				data, _ = json.Marshal(m)
			}
			_, err := Parse(data, "run7.json")
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.HasPrefix(err.Error(), "run7.json: ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want the file and %q", err, tc.want)
			}
		})
	}
}

func TestParseSyntaxErrorNamesLine(t *testing.T) {
	_, err := Parse([]byte("{\n  \"schema\": \"computecheck-bench/1\",\n  \"tokens_per_s\": 12,,\n}"), "r.json")
	if err == nil || !strings.Contains(err.Error(), "r.json: line 3: not valid JSON at column 22") {
		t.Errorf("got %v", err)
	}
	for _, in := range []string{"", "null", "[1,2]", "42", `"x"`} {
		if _, err := Parse([]byte(in), "r.json"); err == nil || !strings.HasPrefix(err.Error(), "r.json: ") {
			t.Errorf("Parse(%q) = %v", in, err)
		}
	}
}

func TestParseFillsPerGPU(t *testing.T) {
	r, err := Parse(mutate(t, "tokens_per_s_per_gpu", deleteField), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	if r.TokensPerSPerGPU == nil || *r.TokensPerSPerGPU != 11800 {
		t.Errorf("per GPU %v", r.TokensPerSPerGPU)
	}
}

func TestResultRoundTrip(t *testing.T) {
	r, err := Parse(readTestdata(t, "kit_h800x8.json"), "a.json")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	r2, err := Parse(b, "b.json")
	if err != nil {
		t.Fatalf("re-parse: %v\n%s", err, b)
	}
	var m1, m2 bytes.Buffer
	_ = json.Compact(&m1, r.Model)
	_ = json.Compact(&m2, r2.Model)
	if *r2.TokensPerS != *r.TokensPerS || r2.GPUName != r.GPUName || m1.String() != m2.String() || m1.Len() == 0 {
		t.Errorf("round trip changed the result")
	}
}

// Ids are read from their digits: 2^63 - 1 is an id SQLite can hold, and
// anything above is out of range, said with the number as written (both
// were read as -2^63 through a float).
func TestQuoteIDReadExactly(t *testing.T) {
	base := readTestdata(t, "kit_h800x8.json")
	for _, c := range []struct {
		text string
		want int64  // 0: refused
		says string // in the refusal
	}{
		{"9223372036854775807", math.MaxInt64, ""},
		{"9223372036854775806", math.MaxInt64 - 1, ""},
		{"9007199254740993", 9007199254740993, ""},
		{"12.0", 12, ""},
		{"1e3", 1000, ""},
		{"9223372036854775808", 0, "9223372036854775808"},
		{"18446744073709551616", 0, "18446744073709551616"},
		{"1e19", 0, "1e19"},
		{"-9223372036854775808", 0, "-9223372036854775808"},
	} {
		data := bytes.Replace(base, []byte(`"quote_id": 12`), []byte(`"quote_id": `+c.text), 1)
		r, err := Parse(data, "r.json")
		if c.want != 0 {
			if err != nil || r.QuoteID == nil || *r.QuoteID != c.want {
				t.Errorf("%s: %v, %v", c.text, r.QuoteID, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s: read as %v", c.text, *r.QuoteID)
			continue
		}
		if !strings.Contains(err.Error(), c.says) || strings.Contains(err.Error(), "-9223372036854775808") != strings.HasPrefix(c.text, "-") {
			t.Errorf("%s: %v", c.text, err)
		}
	}
}
