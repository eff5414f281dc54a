package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The built binary, run as a user runs it: exit codes and one line on stderr
// (contract.md), also on a machine whose locale is C.UTF-8 (CI, containers),
// where Fyne would otherwise log locale errors at start-up.
func TestBinaryEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := binary(t)
	task := filepath.Join(dir, "task.json")
	os.WriteFile(task, []byte(`{"model":"llama2-7b","method":"lora","gpu":"A100-80G-SXM"}`), 0o644)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"model":"llama2-7b","seq_len":-5}`), 0o644)
	home := filepath.Join(dir, "home")

	cases := []struct {
		args     []string
		code     int
		stdout   string
		errLines int
	}{
		{[]string{"--help"}, 0, "estimate", 0},
		{[]string{"estimate", task, "--json"}, 0, `"min_gpus"`, 0},
		{[]string{"--json", "estimate", task}, 0, `"training_hours"`, 0},
		{[]string{"estimate", bad}, 1, "", 1},
		{[]string{"estimate"}, 2, "", 2},
		{[]string{"no-such-verb"}, 2, "", 1},
	}
	for _, c := range cases {
		cmd := exec.Command(bin, c.args...)
		cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "LANGUAGE=", "HOME="+home, "XDG_DATA_HOME=")
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, e.String())
		}
		if !strings.Contains(o.String(), c.stdout) {
			t.Errorf("%v: stdout lacks %q", c.args, c.stdout)
		}
		if n := strings.Count(e.String(), "\n"); n != c.errLines {
			t.Errorf("%v: %d stderr lines, want %d:\n%s", c.args, n, c.errLines, e.String())
		}
	}
	if _, err := os.Stat(filepath.Join(home, ".local", "share", "computecheck")); err == nil {
		t.Error("estimate created a database in the home folder")
	}
}
