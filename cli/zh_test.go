package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"computecheck/calc"
	"computecheck/internal/repotest"
)

// zhAllowed are the Latin words a Chinese reader expects in Chinese text:
// units, the field's acronyms and product names. Anything else is English
// that a translation missed.
var zhAllowed = strings.Fields(`
	GiB GB TB MB KB Gb Gbps Mbps GPU GPUs CPU CUDA NCCL NVLink NVSwitch HGX PCIe NVMe SSD SXM HCCS
	IB InfiniBand RoCE RDMA SLA MFU ZeRO FSDP LoRA QLoRA AdamW SGD BF FP TF TFLOPS FLOPS
	token tokens tok Logits FlashAttention JSON CSV xlsx TSV TASK ID
	torch max_memory_allocated max_memory_reserved
	CNY USD EUR HKD SGD GBP JPY ComputeCheck computecheck
	NVIDIA Ascend HBM nvidia smi topo torchrun PyTorch DeepSpeed Megatron
	Hugging Face LLaMA Factory torchtitan SwiGLU GeLU TP PP DP Trainer Chat
	`)

// Verbs whose output a buyer reads: each runs with --lang zh on the sample
// and practice files (testdata/quotes), and every word of stdout, stderr and
// the exported workbook is checked against zhAllowed and the names in the
// files (vendors, offers, GPU and model names, file names).
func TestChineseOutputHasNoEnglish(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "cc.db")
	var inputs []string
	for _, d := range []string{repotest.SamplesDir(), repotest.PracticeDir()} {
		entries, err := os.ReadDir(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			switch filepath.Ext(e.Name()) {
			case ".csv", ".xlsx", ".tsv":
				inputs = append(inputs, filepath.Join(d, e.Name()))
			}
		}
	}
	if len(inputs) < 10 {
		t.Fatalf("only %d sample files", len(inputs))
	}
	var out []outputOf
	run := func(what string, args ...string) {
		code, stdout, stderr := runCLI(t, append(args, "--lang", "zh", "--db", db)...)
		if code == 2 {
			t.Fatalf("%s: usage error: %s", what, stderr)
		}
		out = append(out, outputOf{what, stdout + "\n" + stderr})
	}
	for _, f := range inputs {
		run("quotes import "+filepath.Base(f), "quotes", "import", f, "--partial")
	}
	if strings.Contains(verbs["quotes import"].Args, "--explain") {
		run("quotes import --explain", "quotes", "import", inputs[0], "--explain")
	}
	run("quotes fx", "quotes", "fx", "USD", "7.1", "2026-11-20")

	// bench import of a kit result and of each kind of training log (with
	// and without the GPU count, so the warnings about it show), and bench
	// list. The logs are inputs: the field names they print may be quoted.
	run("bench list (none)", "bench", "list")
	run("bench import result.json", "bench", "import", benchTestdata(t, "kit_h800x8.json"))
	// A CPU run of today's kit: its warning comes as a message (warning_ids).
	var cpuRun map[string]any
	if raw, err := os.ReadFile(benchTestdata(t, "kit_cpu_tiny.json")); err != nil || json.Unmarshal(raw, &cpuRun) != nil {
		t.Fatalf("kit_cpu_tiny.json: %v", err)
	}
	cpuRun["warning_ids"] = []map[string]any{{"key": "kit.warn.cpu_fp32", "args": []string{"bf16"}}}
	cpuJSON, _ := json.Marshal(cpuRun)
	cpuPath := filepath.Join(dir, "result.json")
	if err := os.WriteFile(cpuPath, cpuJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	run("bench import result.json (cpu)", "bench", "import", cpuPath)
	for name, log := range zhBenchLogs {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(log), 0o644); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, p)
		run("bench import "+name, "bench", "import", p, "--seq-len", "2048")
		run("bench import "+name+" --gpus", "bench", "import", p, "--seq-len", "4096", "--gpus", "8")
	}
	run("bench list", "bench", "list")
	run("quotes list", "quotes", "list")
	run("quotes questions", "quotes", "questions")

	tasks := map[string]string{
		"lora-fits":    `{"name":"7B LoRA","model":"llama2-7b","method":"lora","gpu":"A100-80G-SXM","micro_batch":4,"seq_len":2048,"grad_accum":4,"tokens":100000000}`,
		"full-too-big": `{"name":"14B","model":"qwen2.5-14b","method":"lora","gpu":"A800-80G-SXM","micro_batch":4,"seq_len":4096,"tokens":500000000}`,
		"multi-node":   `{"name":"13B A800","model":"llama2-13b","method":"full","zero":3,"gpu":"A800-80G-SXM","gpus":16,"micro_batch":2,"seq_len":2048,"grad_accum":8,"tokens":10000000000,"dataset_gb":200,"egress_gb":50}`,
	}
	names := make([]string, 0, len(tasks))
	for n := range tasks {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		path := filepath.Join(dir, n+".json")
		os.WriteFile(path, []byte(tasks[n]), 0o644)
		run("estimate "+n, "estimate", path)
		xlsx := filepath.Join(dir, n+".xlsx")
		run("compare "+n, "compare", path, "--as-of", "2026-11-29", "--xlsx", xlsx)
		if cells, err := xlsxText(xlsx); err == nil {
			out = append(out, outputOf{"compare --xlsx " + n, cells})
			// A cell's notes say each thing once (the reason a quote is not
			// ranked is also among its warnings).
			for _, cell := range strings.Split(strings.ReplaceAll(cells, "\n", " | "), " | ") {
				seen := map[string]bool{}
				for _, note := range strings.Split(cell, "; ") {
					if note = strings.TrimSpace(note); note != "" && seen[note] {
						t.Errorf("compare --xlsx %s: %q said twice in one cell", n, note)
					}
					seen[note] = true
				}
			}
		} else {
			t.Errorf("compare %s --xlsx: %v", n, err)
		}
		if _, ok := verbs["report"]; ok {
			run("report "+n, "report", path, "--as-of", "2026-11-29", "--out", filepath.Join(dir, n+".pdf"))
			code, stdout, stderr := runCLI(t, "report", path, "--as-of", "2026-11-29", "--json", "--lang", "zh", "--db", db)
			if code != 0 {
				t.Errorf("report %s --json: exit %d %s", n, code, stderr)
			} else {
				out = append(out, outputOf{"report --json " + n, reportText(t, stdout)})
			}
		}
	}

	inputWordSet = nil // the words of every input, the logs too
	allowed := allowedWords(t, db, inputs)
	leaks := map[string][]string{}
	for _, o := range out {
		for _, line := range strings.Split(o.text, "\n") {
			for _, w := range englishWords(line, inputs) {
				if !allowed[strings.ToLower(w)] {
					leaks[w] = append(leaks[w], o.verb+": "+strings.TrimSpace(line))
				}
			}
		}
	}
	if len(leaks) > 0 {
		words := make([]string, 0, len(leaks))
		for w := range leaks {
			words = append(words, w)
		}
		sort.Strings(words)
		t.Errorf("%d English words in the Chinese output: %s", len(words), strings.Join(words, " "))
		for _, w := range words {
			t.Logf("%-14s %s", w, leaks[w][0])
		}
	}
}

// zhBenchLogs are training logs as each trainer prints them, one kind a
// file (bench import reads each; its notes name the log's own fields).
var zhBenchLogs = map[string]string{
	"hf_train.log": `[INFO|trainer.py:2128] 2024-06-01 10:00:00,000 >> ***** Running training *****
{'loss': 1.2345, 'grad_norm': 0.532, 'learning_rate': 1e-06, 'epoch': 0.98}
{'train_runtime': 494.1234, 'train_samples_per_second': 12.952, 'train_steps_per_second': 0.405, 'train_loss': 1.3456, 'epoch': 1.0}
`,
	"all_results.json": `{"epoch": 1.0, "train_loss": 1.3456, "train_runtime": 494.1234, "train_samples_per_second": 12.952, "train_steps_per_second": 0.405, "train_tokens_per_second": 3315.7}`,
	"trainer_log.jsonl": `{"current_steps": 10, "total_steps": 100, "loss": 1.2085, "epoch": 0.1, "throughput": 3950.12, "total_tokens": 163840}
{"current_steps": 20, "total_steps": 100, "loss": 1.1011, "epoch": 0.2, "throughput": 4041.9, "total_tokens": 327680}
`,
	"deepspeed.log": `[2024-06-01 12:00:00,123] [INFO] [timer.py:260:stop] epoch=0/micro_step=10/global_step=10, RunningAvgSamplesPerSec=28.11, CurrSamplesPerSec=30.95, MemAllocated=14.62GB, MaxMemAllocated=22.17GB
[2024-06-01 12:00:10,456] [INFO] [timer.py:260:stop] epoch=0/micro_step=20/global_step=20, RunningAvgSamplesPerSec=30.52, CurrSamplesPerSec=31.05, MemAllocated=14.62GB, MaxMemAllocated=22.17GB
`,
	"megatron.log": ` iteration       10/   10000 | consumed samples:         2560 | elapsed time per iteration (ms): 9120.4 | global batch size:   256 | samples per second: 28.069 | TFLOPs: 157.41 |
 iteration       20/   10000 | consumed samples:         5120 | elapsed time per iteration (ms): 8051.2 | global batch size:   256 | samples per second: 31.796 | TFLOPs: 178.32 |
`,
	"megatron_tgs.log": ` iteration      100/   5000 | samples per second: 127.317 | tokens per gpu per second (tgs): 4073.8 | TFLOPs: 190.12 |
 iteration      110/   5000 | samples per second: 127.361 | tokens per gpu per second (tgs): 4075.6 | TFLOPs: 190.20 |
`,
	"ds_chat.log": `Model Parameters: 6.738 B, Latency: 4.51s, TFLOPs: 89.70, Samples/sec: 1.77, Time/seq 0.56s, Batch Size: 8, Sequence Length: 2048
Model Parameters: 6.738 B, Latency: 4.12s, TFLOPs: 98.21, Samples/sec: 1.94, Time/seq 0.52s, Batch Size: 8, Sequence Length: 2048
`,
	"torchtitan.log": `[rank0]:[titan] 2025-06-01 12:00:10,123 - root - INFO - step:  1  loss: 12.2366  memory: 42.18GiB(44.40%)  tps: 1,234  tflops: 71.45  mfu: 7.22%
[rank0]:[titan] 2025-06-01 12:00:20,123 - root - INFO - step: 10  loss:  9.8765  memory: 45.67GiB(48.07%)  tps: 6,667  tflops: 386.12  mfu: 39.04%
`,
}

type outputOf struct{ verb, text string }

// reportText is the text a reader reads in report --json: the decision's
// sentences and each row's plan, one a line (ids, units and the rows'
// machine fields left out).
func reportText(t *testing.T, js string) string {
	t.Helper()
	var r struct {
		Headline, GapText, Advice, Task     string
		Margin                              struct{ Text string }
		Why, WhatCouldChangeIt, Assumptions []string
		Questions                           map[string][]string
		Sensitivity                         []struct{ Text string }
		Rows                                []struct {
			Plan *struct {
				Changes []string
				Effect  string
			}
		}
	}
	if err := json.Unmarshal([]byte(js), &r); err != nil {
		t.Fatalf("report --json: %v", err)
	}
	lines := []string{r.Headline, r.GapText, r.Advice, r.Task, r.Margin.Text}
	lines = append(append(append(lines, r.Why...), r.WhatCouldChangeIt...), r.Assumptions...)
	for _, qs := range r.Questions {
		lines = append(lines, qs...)
	}
	for _, s := range r.Sensitivity {
		lines = append(lines, s.Text)
	}
	for _, row := range r.Rows {
		if row.Plan != nil {
			lines = append(append(lines, row.Plan.Changes...), row.Plan.Effect)
		}
	}
	return strings.Join(lines, "\n")
}

var (
	latinWord = regexp.MustCompile(`[A-Za-z][A-Za-z]+`)
	// What stands in a Chinese sentence as it stands in English: a command
	// to type, a flag, a path, a quoted word of the vendor's.
	commandLine = regexp.MustCompile(`computecheck( [-\w./=:]+)+`)
	flagWord    = regexp.MustCompile(`--[a-z][-a-z]*`)
	pathLike    = regexp.MustCompile(`[\w.\-]*[/\\][\w./\\\-]+|\b[\w\-]+\.(csv|xlsx|json|pdf|png|svg|db|tsv|txt|md)\b`)
)

// englishWords are the Latin words of a line, leaving out commands, flags,
// file names and quoted text that comes from the input files (the vendor's
// own words and headers, shown beside what was read from them).
func englishWords(line string, inputs []string) []string {
	line = commandLine.ReplaceAllString(line, " ")
	line = flagWord.ReplaceAllString(line, " ")
	line = stripQuoted(line, inputs)
	line = pathLike.ReplaceAllString(line, " ")
	return latinWord.FindAllString(line, -1)
}

// stripQuoted blanks each quoted span (“…”, nested ones too, and "…")
// whose every Latin word occurs in the input files: the vendor's text,
// which the importer may have rejoined (a header's two lines as "a / b").
func stripQuoted(line string, inputs []string) string {
	words := inputWords(inputs)
	vendors := func(span string) bool {
		for _, w := range latinWord.FindAllString(span, -1) {
			if !words[strings.ToLower(w)] {
				return false
			}
		}
		return true
	}
	var b strings.Builder
	var seen []string // the vendor spans' text, blanked where it recurs unquoted
	rs := []rune(line)
	for i := 0; i < len(rs); i++ {
		open, close := rs[i], rune(0)
		switch open {
		case '“':
			close = '”'
		case '"':
			close = '"'
		}
		if close == 0 {
			b.WriteRune(rs[i])
			continue
		}
		depth, j := 1, i+1
		for ; j < len(rs) && depth > 0; j++ {
			switch {
			case rs[j] == close:
				depth--
			case rs[j] == open && open != close:
				depth++
			}
		}
		span := string(rs[i:j])
		if depth == 0 && vendors(span) {
			b.WriteString(" ")
			if inner := strings.TrimSpace(string(rs[i+1 : j-1])); len([]rune(inner)) > 3 {
				seen = append(seen, inner)
			}
		} else {
			b.WriteString(span)
		}
		i = j - 1
	}
	out := b.String()
	for _, v := range seen {
		out = strings.ReplaceAll(out, v, " ")
	}
	return out
}

var inputWordSet map[string]bool

// inputWords are the lower-cased Latin words of the input files (GBK files
// are read as bytes: their Latin text is ASCII alike; workbooks cell by cell).
func inputWords(inputs []string) map[string]bool {
	if inputWordSet != nil {
		return inputWordSet
	}
	inputWordSet = map[string]bool{}
	for _, f := range inputs {
		var text string
		if strings.HasSuffix(f, ".xlsx") {
			text, _ = xlsxText(f)
		} else {
			raw, _ := os.ReadFile(f)
			text = string(raw)
		}
		for _, w := range latinWord.FindAllString(text, -1) {
			inputWordSet[strings.ToLower(w)] = true
		}
	}
	return inputWordSet
}

// allowedWords are zhAllowed and every name the files and the catalogue
// give: vendors and offers as stored, GPU ids and names, model presets.
func allowedWords(t *testing.T, db string, inputs []string) map[string]bool {
	t.Helper()
	ok := map[string]bool{}
	add := func(s string) {
		for _, w := range latinWord.FindAllString(s, -1) {
			ok[strings.ToLower(w)] = true
		}
	}
	for _, w := range zhAllowed {
		add(w)
	}
	code, stdout, stderr := runCLI(t, "quotes", "list", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("quotes list --json: %s", stderr)
	}
	var qs []struct{ Vendor, Offer, Region, Notes string }
	if err := json.Unmarshal([]byte(stdout), &qs); err != nil {
		t.Fatal(err)
	}
	for _, q := range qs {
		add(q.Vendor)
		add(q.Offer)
		add(q.Region)
	}
	for _, g := range calc.Catalogue() {
		add(g.ID)
		add(g.Name)
	}
	for _, m := range calc.Presets() {
		add(m.ID)
		add(m.Name)
	}
	for _, f := range inputs {
		add(filepath.Base(f))
		if strings.HasSuffix(f, ".xlsx") { // sheet names are the file's own
			if x, err := excelize.OpenFile(f); err == nil {
				for _, sh := range x.GetSheetList() {
					add(sh)
				}
				x.Close()
			}
		}
	}
	return ok
}

// xlsxText is every cell of every sheet of a workbook, one row a line.
func xlsxText(path string) (string, error) {
	f, err := excelize.OpenFile(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var b strings.Builder
	for _, sh := range f.GetSheetList() {
		b.WriteString(sh + "\n")
		rows, err := f.GetRows(sh)
		if err != nil {
			return "", err
		}
		for _, r := range rows {
			b.WriteString(strings.Join(r, " | ") + "\n")
		}
	}
	return b.String(), nil
}

var typedText = regexp.MustCompile(`"[^"]*"`)

// A mistyped command line is answered in Chinese too: the reason, the usage
// line's label and every verb of --help (the verbs' own syntax aside).
func TestChineseUsageErrorsHaveNoEnglish(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "cc.db")
	task := filepath.Join(dir, "task.json")
	os.WriteFile(task, []byte(`{"model":"llama2-7b","method":"lora","tokens":1e8}`), 0o644)
	cases := [][]string{
		{"estimate"}, {"compare", task, "--bogus"}, {"chart", "vram", task, "--out", "a.png", "--width", "abc"},
		{"chart", "pie", task, "--out", "a.png"}, {"chart", "vram", task, "--out", "a.gif"}, {"quotes", "import"},
		{"quotes", "confirm"}, {"quotes", "delete", "x"}, {"quotes", "list", "extra"}, {"quotes", "fx", "USD"},
		{"compare", task, "--sensitivity", "200"}, {"compare", task, "--as-of", "yesterday"}, {"report", task, "--out", "a.txt"},
		{"share", "export", "--out", filepath.Join(dir, "s.json")}, {"backup", "extra"}, {"frobnicate"},
		{"benchkit"}, {"bench", "import"}, {"compare", task, "--db"},
	}
	allowed := map[string]bool{}
	for _, w := range zhAllowed {
		allowed[strings.ToLower(w)] = true
	}
	// A message may name the command syntax (FILE, KIND, quotes fx, all),
	// the chart kinds, file kinds, a date's pattern and the backups folder.
	for _, v := range verbs {
		for _, w := range latinWord.FindAllString(v.Name+" "+v.Args, -1) {
			allowed[strings.ToLower(w)] = true
		}
	}
	for _, w := range append(chartKindNames(), "png", "svg", "pdf", "zip", "backups", "yyyy", "mm", "dd") {
		allowed[w] = true
	}
	for _, c := range cases {
		code, _, stderr := runCLI(t, append(append([]string(nil), c...), "--lang", "zh", "--db", db)...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", c, code, stderr)
			continue
		}
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		if len(lines) == 2 && !strings.HasPrefix(lines[1], "用法：") {
			t.Errorf("%v: usage line %q", c, lines[1])
		}
		// The first line's reason, after "computecheck VERB:".
		reason := lines[0][strings.Index(lines[0], ": ")+2:]
		reason = typedText.ReplaceAllString(reason, " ") // what the user typed, quoted
		for _, w := range englishWords(reason, nil) {
			if !allowed[strings.ToLower(w)] {
				t.Errorf("%v: English %q in %q", c, w, lines[0])
			}
		}
	}
	for name, v := range verbs {
		for _, w := range englishWords(v.summary("zh"), nil) {
			if !allowed[strings.ToLower(w)] {
				t.Errorf("--help, %s: English %q in %q", name, w, v.summary("zh"))
			}
		}
	}
}

// A TASK.json refused at a field says so in Chinese: the field's name
// quoted, the reason worded.
func TestChineseTaskRefusalsHaveNoEnglish(t *testing.T) {
	dir := t.TempDir()
	allowed := map[string]bool{}
	for _, w := range append(zhAllowed, "tp", "pp", "heads", "kv_heads", "hidden", "gpus", "context_parallel", "all", "to", "MoE", "virtual_pp") {
		allowed[strings.ToLower(w)] = true
	}
	for i, js := range []string{
		`{"model":"llama2-7b","micro_batch":-1}`, `{"model":"llama3.1-8x"}`, `{"model":"llama2-7b","gpus":0}`,
		`{"model":"llama2-7b","context_parallel":2}`, `{"model":"llama2-7b","tp":3}`, `{"model":"llama2-7b","method":"dpo"}`,
		`{"model":"llama2-7b","tokens":5}`, `{"model":"llama2-7b","seq_len":"long"}`, `{"model":"llama2-7b","gpu":"Z9"}`,
		`{"model":{"layers":2,"hidden":100,"heads":3,"ffn":10,"vocab":10}}`, `{}`,
	} {
		p := filepath.Join(dir, fmt.Sprintf("t%d.json", i))
		os.WriteFile(p, []byte(js), 0o644)
		for _, verb := range []string{"estimate", "compare"} {
			code, _, stderr := runCLI(t, verb, p, "--lang", "zh", "--db", filepath.Join(dir, "cc.db"))
			if code != 1 {
				t.Errorf("%s %s: exit %d (%s)", verb, js, code, stderr)
				continue
			}
			reason := typedText.ReplaceAllString(stderr[strings.Index(stderr, ": ")+2:], " ")
			for _, w := range englishWords(reason, nil) {
				if !allowed[strings.ToLower(w)] {
					t.Errorf("%s %s: English %q in %q", verb, js, w, strings.TrimSpace(stderr))
				}
			}
		}
	}
}
