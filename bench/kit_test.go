package bench

import (
	"archive/zip"
	"bytes"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/msg"
)

func TestWriteKit(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kit")
	task, err := calc.ParseTask([]byte(`{"name":"q","model":"qwen2.5-7b","method":"qlora","seq_len":4096}`))
	if err != nil {
		t.Fatal(err)
	}
	q := int64(7)
	paths, err := WriteKit(dir, task, &q)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"README.md", "bench.py", "kit.json", "run.sh", "task.json"}
	if len(paths) != len(want) {
		t.Fatalf("wrote %v, want %v", paths, want)
	}
	for i, p := range paths {
		if filepath.Base(p) != want[i] {
			t.Errorf("file %d is %s, want %s", i, p, want[i])
		}
		st, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		mode := os.FileMode(0o644)
		if want[i] == "run.sh" {
			mode = 0o755
		}
		if st.Mode().Perm() != mode {
			t.Errorf("%s has mode %v, want %v", want[i], st.Mode().Perm(), mode)
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "task.json"))
	if err != nil {
		t.Fatal(err)
	}
	back, err := calc.ParseTask(b)
	if err != nil {
		t.Fatalf("task.json does not parse: %v\n%s", err, b)
	}
	if back.Model.Layers != 28 || back.Model.KVHeads != 4 || back.Method != "qlora" || back.SeqLen != 4096 {
		t.Errorf("task.json lost fields: %+v", back)
	}
	if !bytes.Contains(b, []byte(`"layers": 28`)) {
		t.Errorf("task.json should carry the architecture object: %s", b)
	}
	if k, _ := os.ReadFile(filepath.Join(dir, "kit.json")); !bytes.Contains(k, []byte(`"quote_id": 7`)) {
		t.Errorf("kit.json: %s", k)
	}
	// Writing again over the same folder works and keeps the modes.
	if _, err := WriteKit(dir, DefaultTask(), nil); err != nil {
		t.Fatal(err)
	}
	if k, _ := os.ReadFile(filepath.Join(dir, "kit.json")); !bytes.Contains(k, []byte(`"quote_id": null`)) {
		t.Errorf("kit.json after rewrite: %s", k)
	}
}

func TestKitReadmeIsBilingual(t *testing.T) {
	files, err := KitFiles(DefaultTask(), nil, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if f.Name != "README.md" {
			continue
		}
		s := string(f.Data)
		zh, en := strings.Index(s, "## 中文"), strings.Index(s, "## English")
		if zh < 0 || en < 0 || zh > en {
			t.Errorf("README must have Chinese first, then English")
		}
		for _, want := range []string{"bash run.sh", "scp", "result.json", "GB/s", "78", "cd ~/benchkit\n", "导入结果或日志", "Import result or log"} {
			if !strings.Contains(s, want) {
				t.Errorf("README lacks %q", want)
			}
		}
		// The README and the app say one thing about time and about importing.
		for _, lang := range []string{"zh", "en"} {
			if d := msg.New("bench.kit_duration").In(lang); !strings.Contains(s, d) {
				t.Errorf("README does not say, as the app does, %q", d)
			}
			if b := msg.New("bench.import").In(lang); !strings.Contains(s, strings.TrimSuffix(b, "…")) {
				t.Errorf("README does not name the button %q", b)
			}
		}
		if strings.Contains(s, "{{") || strings.Contains(s, "10-20") || strings.Contains(s, "半小时") || strings.Contains(s, "half an hour") {
			t.Errorf("README has a placeholder left or another duration")
		}
	}
}

// TestKitRunsOnCPU runs the real kit with Debian's python3-torch, as a user
// would for a smoke test, and reads its result back.
func TestKitRunsOnCPU(t *testing.T) {
	const python = "/usr/bin/python3"
	if _, err := os.Stat(python); err != nil {
		t.Skip("no /usr/bin/python3: install python3-torch (make deps) to run the kit test")
	}
	if out, err := exec.Command(python, "-c", "import torch").CombinedOutput(); err != nil {
		t.Skipf("/usr/bin/python3 has no torch (apt-get install python3-torch to run the kit test): %s", bytes.TrimSpace(out))
	}
	dir := t.TempDir()
	q := int64(42)
	if _, err := WriteKit(dir, DefaultTask(), &q); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, python, "bench.py", "--device", "cpu", "--model", "tiny", "--steps", "5", "--out", "r.json")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1")
	start := time.Now()
	out, err := cmd.CombinedOutput()
	t.Logf("bench.py took %v", time.Since(start).Round(time.Millisecond))
	if err != nil {
		t.Fatalf("bench.py failed: %v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "r.json"))
	if err != nil {
		t.Fatalf("no r.json: %v\n%s", err, out)
	}
	r, err := Parse(data, "r.json")
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if r.Schema != Schema || r.Steps != 5 || len(r.Errors) != 0 {
		t.Errorf("schema %q steps %d errors %v", r.Schema, r.Steps, r.Errors)
	}
	if r.TokensPerS == nil || !(*r.TokensPerS > 0) || r.StepTimeS == nil {
		t.Errorf("tokens/s %v step time %v", r.TokensPerS, r.StepTimeS)
	}
	if r.QuoteID == nil || *r.QuoteID != 42 {
		t.Errorf("quote id from kit.json: %v", r.QuoteID)
	}
	if r.ModelLabel() != "tiny" || r.Device != "cpu" || r.Method != "lora" || r.SeqLen != 256 || r.MicroBatch != 2 {
		t.Errorf("model %q device %q method %q seq %d mb %d", r.ModelLabel(), r.Device, r.Method, r.SeqLen, r.MicroBatch)
	}
	if r.DiskReadMBps == nil || !(*r.DiskReadMBps > 0) {
		t.Errorf("disk read %v", r.DiskReadMBps)
	}
	// The default task is bf16: on the CPU the kit says it measured fp32,
	// as a message the window shows in Chinese.
	found := false
	for _, w := range r.Warnings {
		found = found || (w.Key == "kit.warn.cpu_fp32" && w.In("zh") == "精度 bf16 在 CPU 上按 fp32 运行")
	}
	if !found {
		t.Errorf("warnings %v", r.Warnings)
	}
}

func TestKitNameIsTheQuotes(t *testing.T) {
	q := int64(12)
	tests := []struct {
		id          *int64
		label, task string
		want        string
	}{
		{&q, "蓉城智算 8卡A800整机包月", "x", "benchkit-q12-蓉城智算-8卡A800整机包月"},
		{&q, `a/b\c:d*e?"f"<g>|h`, "", "benchkit-q12-a-b-c-d-e-f-g-h"},
		{nil, "", "7B LoRA", "benchkit-7B-LoRA"},
		{nil, "", "", "benchkit"},
		{nil, "", "../..", "benchkit"},
	}
	for _, tc := range tests {
		if got := KitName(tc.id, tc.label, tc.task); got != tc.want {
			t.Errorf("KitName(%v, %q, %q) = %q, want %q", tc.id, tc.label, tc.task, got, tc.want)
		}
	}
	if n := KitName(&q, strings.Repeat("长", 100), ""); len([]rune(n)) > 60 {
		t.Errorf("name of %d characters", len([]rune(n)))
	}
}

// The bundle is one folder and one zip of the same name holding that
// folder, its README naming them and the quote.
func TestWriteKitBundle(t *testing.T) {
	parent := t.TempDir()
	q := int64(12)
	name := KitName(&q, "蓉城智算", "")
	dir, zipPath, err := WriteKitBundle(parent, name, DefaultTask(), &q)
	if err != nil {
		t.Fatal(err)
	}
	if dir != filepath.Join(parent, name) || zipPath != dir+".zip" {
		t.Errorf("dir %s zip %s", dir, zipPath)
	}
	entries, _ := os.ReadDir(parent)
	if len(entries) != 2 {
		t.Errorf("parent holds %d entries, want the folder and the zip", len(entries))
	}
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"cd ~/" + name + "\n", "scp -P 端口 -r " + name + " ", "--quote 12", "报价 #12", "quote #12", name + ".zip"} {
		if !strings.Contains(string(readme), want) {
			t.Errorf("README lacks %q", want)
		}
	}
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	got := map[string]os.FileMode{}
	for _, f := range zr.File {
		got[f.Name] = f.Mode().Perm()
	}
	for _, f := range []string{"README.md", "bench.py", "kit.json", "run.sh", "task.json"} {
		mode, ok := got[name+"/"+f]
		if !ok {
			t.Errorf("zip lacks %s/%s: %v", name, f, got)
		}
		if f == "run.sh" && mode != 0o755 {
			t.Errorf("run.sh in the zip has mode %v", mode)
		}
	}
	if len(got) != 5 {
		t.Errorf("zip holds %v", got)
	}
}

// Every warning the kit writes is a message of the catalogue whose English
// is the kit's own text, word for word, and which reads in Chinese.
func TestKitWarningsAreMessages(t *testing.T) {
	src, err := fs.ReadFile(assets.BenchKit(), "bench.py")
	if err != nil {
		t.Fatal(err)
	}
	call := regexp.MustCompile(`res\.warn\("([a-z0-9_]+)",\s*((?:"(?:[^"\\]|\\.)*"\s*)+)`)
	lit := regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	calls := call.FindAllStringSubmatch(string(src), -1)
	if n := strings.Count(string(src), "res.warn("); len(calls) != n || n < 10 {
		t.Fatalf("%d res.warn calls, %d read", n, len(calls))
	}
	for _, c := range calls {
		key := "kit.warn." + c[1]
		var text string
		for _, l := range lit.FindAllStringSubmatch(c[2], -1) {
			text += l[1]
		}
		en, ok := msg.Lookup("en", key)
		if !ok || en != text {
			t.Errorf("%s: catalogue %q, kit %q", key, en, text)
		}
		if zh, ok := msg.Lookup("zh", key); !ok || zh == en {
			t.Errorf("%s: no Chinese (%q)", key, zh)
		}
	}
	// A result of a newer kit, with a message this version has no words
	// for, shows that warning's text.
	r, err := Parse([]byte(`{"schema":"computecheck-bench/1","tokens_per_s":5,"errors":[],
		"warnings":["precision bf16 runs as fp32 on the CPU","something new"],
		"warning_ids":[{"key":"kit.warn.cpu_fp32","args":["bf16"]},{"key":"kit.warn.from_the_future"}]}`), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Warnings) != 2 || r.Warnings[0].In("zh") != "精度 bf16 在 CPU 上按 fp32 运行" || r.Warnings[1].In("zh") != "something new" {
		t.Errorf("warnings read as %q / %q", r.Warnings[0].In("zh"), r.Warnings[len(r.Warnings)-1].In("zh"))
	}
}
