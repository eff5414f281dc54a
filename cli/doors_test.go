package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
)

type zeroReader struct{ read int64 }

func (z *zeroReader) Read(p []byte) (int, error) {
	clear(p)
	z.read += int64(len(p))
	return len(p), nil
}

// sparse is a file of size bytes that takes no disk (a 2 GB TASK.json, a
// 3 GB training log of the probe).
func sparse(t *testing.T, name string, size int64) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(size); err != nil {
		t.Skip("no sparse files here:", err)
	}
	f.Close()
	return p
}

// Issue 25 class 3: every file and stream is read through a limit. A 2 GB
// TASK.json and a 3 GB log are refused from their size, unread; stdin that
// never ends (/dev/zero) is refused at the limit, not read on.
func TestInputsAreReadThroughALimit(t *testing.T) {
	task := sparse(t, "task.json", 2<<30)
	code, _, stderr := runCLI(t, "estimate", task, "--lang", "en")
	if code != 1 || !strings.Contains(stderr, fmt.Sprintf("is %d bytes, more than the %d bytes", int64(2<<30), calc.MaxTaskBytes)) {
		t.Errorf("2 GB TASK.json: exit %d, %q", code, stderr)
	}
	log := sparse(t, "train.log", 3<<30)
	code, _, stderr = runCLI(t, "bench", "import", log, "--db", filepath.Join(t.TempDir(), "cc.db"), "--lang", "zh")
	if code != 1 || !strings.Contains(stderr, fmt.Sprintf("有 %d 字节", int64(3<<30))) {
		t.Errorf("3 GB log: exit %d, %q", code, stderr)
	}
	z := &zeroReader{}
	env := &Env{Stdin: z}
	_, err := env.readInput("-", calc.MaxTaskBytes)
	if err == nil || z.read > calc.MaxTaskBytes+64<<10 || !strings.Contains(msg.Text(err, "zh"), "标准输入") {
		t.Errorf("endless stdin: read %d bytes, %v", z.read, err)
	}
}

// A log larger than a kit result is streamed by bench import, not held:
// its throughput is stored as from a small one.
func TestBenchImportStreamsALargeLog(t *testing.T) {
	p := filepath.Join(t.TempDir(), "titan.log")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	noise := strings.Repeat("dataloader: batch ok, nothing to see here\n", 1000)
	for f.Write([]byte(noise)); ; f.Write([]byte(noise)) {
		if fi, _ := f.Stat(); fi.Size() > bench.MaxResultBytes {
			break
		}
	}
	for i := 1; i <= 5; i++ {
		fmt.Fprintf(f, "step: %d tps: %d\n", i, 6000+i)
	}
	f.Close()
	code, out, stderr := runCLI(t, "bench", "import", p, "--gpus", "8", "--json", "--db", filepath.Join(t.TempDir(), "cc.db"))
	if code != 0 || !strings.Contains(out, `"tokens_per_s_per_gpu": 6003.5`) {
		t.Errorf("exit %d: %s %s", code, stderr, out)
	}
}

// Issue 25 class 4: whatever is printed goes through the sanitiser, so a
// vendor name holding ESC ]0;… BEL ESC [2J or U+202E in an old database
// (stored before the doors sanitised) never reaches the terminal raw.
func TestOutputNeverCarriesControls(t *testing.T) {
	db, task := hostileDB(t, "UPDATE quotes SET vendor = 'Evil'||char(27)||']0;pwned'||char(7)||char(27)||'[2J'||char(8238)||'Co', offer = 'x'||char(155)||'2J' WHERE vendor = 'Kestrel'")
	for _, args := range [][]string{
		{"quotes", "list", "--db", db},
		{"quotes", "list", "--json", "--db", db},
		{"compare", task, "--db", db},
		{"compare", task, "--json", "--db", db},
		{"quotes", "questions", "--db", db},
	} {
		code, out, stderr := runCLI(t, args...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, stderr)
		}
		if strings.ContainsAny(out+stderr, "\x1b\x07\u202e\u009b") {
			t.Errorf("%v printed a control: %q", args, out)
		}
		// --json writes the stored text with its controls escaped
		// ("\u001b"): data for a script, inert on a terminal.
		if !strings.Contains(out, "Evil]0;pwned[2JCo") && !strings.Contains(out, `Evil\u001b]0;pwned\u0007\u001b[2JCo`) {
			t.Errorf("%v: the name is gone: %q", args, out)
		}
	}
}
