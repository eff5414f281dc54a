package app

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

func TestQuietLogDropsOnlyTheHarmlessMessages(t *testing.T) {
	var out bytes.Buffer
	q := newQuietLog(&out)
	lines := []string{
		"2026/12/01 16:51:21 Fyne error:  Getting favorite locations",
		"2026/12/01 16:51:21   Cause: this computer does not define a VIDEOS folder",
		"2026/12/01 16:51:21   At: /x/dialog/file.go:396",
		"2026/12/01 16:51:22 Fyne error:  Preferences load error:",
		"2026/12/01 16:51:22   Cause: EOF",
		"2026/12/01 16:51:22   At: /x/app/preferences.go:103",
		"2026/12/01 16:51:23 Fyne error:  Preferences load error:",
		"2026/12/01 16:51:23   Cause: invalid character 'x'",
		"2026/12/01 16:51:23   At: /x/app/preferences.go:103",
		"2026/12/01 16:51:24 something else",
	}
	for _, l := range lines {
		fmt.Fprintln(q, l) // log writes one line per call
	}
	want := lines[6] + "\n" + lines[7] + "\n" + lines[8] + "\n" + lines[9] + "\n"
	if out.String() != want {
		t.Errorf("passed through:\n%s\nwant:\n%s", out.String(), want)
	}
}

func TestEmptyPreferencesFileIsRepaired(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "fyne", AppID, "preferences.json")
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, nil, 0o600)
	fixEmptyPreferences(dir, AppID)
	if b, _ := os.ReadFile(p); string(b) != "{}" {
		t.Errorf("empty preferences left as %q", b)
	}
	os.WriteFile(p, []byte(`{"lang":"en"}`), 0o600)
	fixEmptyPreferences(dir, AppID)
	if b, _ := os.ReadFile(p); string(b) != `{"lang":"en"}` {
		t.Errorf("preferences rewritten: %q", b)
	}
}
