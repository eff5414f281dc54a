package textclean

import (
	"bytes"
	"strings"
	"testing"
)

// The issue-25 shapes: an OSC title and a screen clear from a share file,
// an ESC in a benchmark's gpu_name, U+202E, C1's CSI.
func TestTextRemovesWhatDrivesATerminal(t *testing.T) {
	for in, want := range map[string]string{
		"Acme\x1b]0;pwned\x07\x1b[2J":   "Acme]0;pwned[2J",
		"H100\x1b[31m":                  "H100[31m",
		"evil\u202Etxt.exe":             "eviltxt.exe",
		"a\u2066b\u2069c\u200bd\u00ade": "abcde",
		"csi\u009b2J del\x7f":           "csi2J del",
		"keep\ttab\nand newline 中文":     "keep\ttab\nand newline 中文",
		"bad\xffutf8":                   "bad\uFFFDutf8",
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Line("a\tb\nc\u2028d"); got != "a b c d" {
		t.Errorf("Line = %q", got)
	}
	if c, rm := Name("  Acme\u202E \x1b[2J  Cloud "); c != "Acme [2J Cloud" || rm != "U+202E U+001B" {
		t.Errorf("Name = %q, %q", c, rm)
	}
}

func TestWriterHoldsASplitRune(t *testing.T) {
	var out bytes.Buffer
	w := NewWriter(&out)
	in := []byte("京\u202E海\x1b[2J")
	for i := range in { // one byte at a time: every rune split
		if n, err := w.Write(in[i : i+1]); n != 1 || err != nil {
			t.Fatalf("Write = %d, %v", n, err)
		}
	}
	if got := out.String(); got != "京海[2J" {
		t.Errorf("written %q", got)
	}
}

func FuzzText(f *testing.F) {
	f.Add("Acme\x1b]0;x\x07\u202E\u0085")
	f.Fuzz(func(t *testing.T, s string) {
		got := Text(s)
		for _, r := range got {
			if Unsafe(r) {
				t.Fatalf("Text(%q) kept %U", s, r)
			}
		}
		if Text(got) != got {
			t.Fatalf("not idempotent on %q", s)
		}
		var out bytes.Buffer
		w := NewWriter(&out)
		for _, part := range strings.SplitAfter(s, "\xe4") {
			w.Write([]byte(part))
		}
		if strings.ContainsRune(out.String(), 0x1b) || strings.ContainsRune(out.String(), 0x202E) {
			t.Fatalf("Writer passed a control: %q", out.String())
		}
	})
}
