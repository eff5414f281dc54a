package cli

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// chartRun runs the command line with a database path that does not exist,
// so the built-in catalogue is used and nothing is created.
func chartRun(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = Run(append(args, "--db", filepath.Join(dir, "none.db")), &o, &e)
	return code, o.String(), e.String()
}

func chartTask(t *testing.T, dir, js string) string {
	t.Helper()
	p := filepath.Join(dir, "task.json")
	if err := os.WriteFile(p, []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const chartTaskJSON = `{"name":"A&B <\"示例\"> ]]>","model":"qwen2.5-7b","seq_len":4096,"gpu":"A800-80G-SXM","gpus":8}`

func TestChartVRAMPNGAndSVG(t *testing.T) {
	dir := t.TempDir()
	task := chartTask(t, dir, chartTaskJSON)
	for _, tc := range []struct {
		args []string
		w, h int
	}{
		{nil, 1920, 1080},
		{[]string{"--scale", "2"}, 3840, 2160},
		{[]string{"--width", "1280", "--height", "720", "--lang", "en"}, 1280, 720},
	} {
		out := filepath.Join(dir, "vram.png")
		code, stdout, stderr := chartRun(t, dir, append([]string{"chart", "vram", task, "--out", out}, tc.args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, stderr)
		}
		if !strings.Contains(stdout, out) {
			t.Errorf("stdout %q does not name the file", stdout)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != tc.w || cfg.Height != tc.h {
			t.Errorf("%v: PNG %dx%d (%v), want %dx%d", tc.args, cfg.Width, cfg.Height, err, tc.w, tc.h)
		}
		if fi, _ := os.Stat(out); fi.Mode().Perm() != 0o644 {
			t.Errorf("mode %v, want 0644", fi.Mode().Perm())
		}
	}

	out := filepath.Join(dir, "vram.svg")
	code, stdout, stderr := chartRun(t, dir, "--json", "chart", "vram", task, "--out", out, "--lang", "zh")
	if code != 0 {
		t.Fatalf("svg: exit %d: %s", code, stderr)
	}
	var res struct {
		Format        string
		Width, Height int
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil || res.Format != "svg" || res.Width != 1920 {
		t.Errorf("--json output %q (%v)", stdout, err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(bytes.NewReader(b))
	var text strings.Builder
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("SVG does not parse: %v", err)
		}
		if cd, ok := tok.(xml.CharData); ok {
			text.Write(cd)
		}
	}
	for _, want := range []string{`A&B <"示例"> ]]>`, "本任务", "A800-80G-SXM", "每卡显存"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("SVG text lacks %q", want)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestChartErrors(t *testing.T) {
	dir := t.TempDir()
	task := chartTask(t, dir, chartTaskJSON)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"model":"qwen2.5-7b","seq_len":"long"}`), 0o644)
	pngOut := filepath.Join(dir, "x.png")
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"chart", "pie", task, "--out", pngOut}, 2, "pie"},
		{[]string{"chart", "cost", task, "--out", pngOut, "--as-of", "soon"}, 2, "--as-of"},
		{[]string{"chart", "curve", task, "--out", pngOut, "--quotes", filepath.Join(dir, "none.csv")}, 1, "none.csv"},
		{[]string{"chart", "vram", task}, 2, "--out"},
		{[]string{"chart", "vram", task, "--out", filepath.Join(dir, "x.jpg")}, 2, ".png or .svg"},
		{[]string{"chart", "vram", "--out", pngOut}, 2, "KIND"},
		{[]string{"chart", "vram", task, "--out", pngOut, "--width", "0"}, 2, "positive"},
		{[]string{"chart", "vram", task, "--out", pngOut, "--bogus"}, 2, "bogus"},
		{[]string{"chart", "vram", bad, "--out", pngOut}, 1, `bad.json: field "seq_len"`},
		{[]string{"chart", "vram", filepath.Join(dir, "missing.json"), "--out", pngOut}, 1, "missing.json"},
		{[]string{"chart", "vram", task, "--out", filepath.Join(dir, "no", "such", "dir.png")}, 1, "dir.png"},
		{[]string{"chart", "vram", task, "--out", pngOut, "--width", "20000"}, 1, "too large"},
	} {
		code, _, stderr := chartRun(t, dir, append([]string{"--lang", "en"}, tc.args...)...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d naming %q", tc.args, code, stderr, tc.code, tc.want)
		}
		if code == 1 && strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: user error takes more than one line: %q", tc.args, stderr)
		}
	}
	if _, err := os.Stat(pngOut); err == nil {
		t.Error("a failed command wrote its output file")
	}
}

// A failed write leaves the old chart in place.
func TestChartWriteIsAtomic(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "c.png")
	if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeFileAtomic(out, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); string(b) != "new" {
		t.Errorf("content %q", b)
	}
	sub := filepath.Join(dir, "isdir.png")
	os.Mkdir(sub, 0o755)
	if err := writeFileAtomic(sub, []byte("x")); err == nil {
		t.Error("writing over a folder: no error")
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}
