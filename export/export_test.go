package export

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSafeCSVCell(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"plain", "plain"},
		{"阿里云 H800", "阿里云 H800"},
		{"=1+1", "'=1+1"},
		{`=HYPERLINK("http://x","click")`, `'=HYPERLINK("http://x","click")`},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1:A2)", "'@SUM(A1:A2)"},
		{"\t=1", "'\t=1"},
		{"\r=1", "'=1"}, // the carriage return is a control: taken out, and the = then neutralised
		// issue 25: white space before the trigger, controls and bidi in the text
		{" =1+1", "' =1+1"},
		{"\u00a0=HYPERLINK(\"x\")", "'\u00a0=HYPERLINK(\"x\")"},
		{"\u3000＝1", "'\u3000＝1"},
		{"  @SUM(A1)", "'  @SUM(A1)"},
		{" -5", "' -5"},
		{"Acme\x1b]0;x\x07\x1b[2J", "Acme]0;x[2J"},
		{"evil\u202etxt", "eviltxt"},
		{"＝1+1", "'＝1+1"},
		{"＠x", "'＠x"},
		{"-", "'-"},
		{"-5", "-5"},
		{"+1.5", "+1.5"},
		{"-2.5e3", "-2.5e3"},
		{".5", ".5"},
		{"9.8元/卡·时", "9.8元/卡·时"},
		{"a=b", "a=b"},
		{"'=already", "'=already"},
		{"-Inf", "'-Inf"},
		{"-0x1p4", "'-0x1p4"},
	} {
		if got := SafeCSVCell(c.in); got != c.want {
			t.Errorf("SafeCSVCell(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestCSVWriterEscapesEveryCell(t *testing.T) {
	var b bytes.Buffer
	w, err := NewCSVWriter(&b, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.WriteAll([][]string{{"vendor", "price"}, {"=cmd()", "-3"}, {"@x", "+y"}}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.HasPrefix(out, "\uFEFF") {
		t.Error("no BOM")
	}
	recs, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if recs[1][0] != "'=cmd()" || recs[1][1] != "-3" || recs[2][0] != "'@x" || recs[2][1] != "'+y" {
		t.Errorf("records = %q", recs)
	}
}

func TestWriteFileAtomicAndNotExecutable(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.csv")
	if err := WriteFile(p, []byte("a,b\n"), false); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	if err := WriteFile(p, []byte("x"), false); !errors.Is(err, ErrExists) {
		t.Errorf("second write without overwrite: %v, want ErrExists", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "a,b\n" {
		t.Errorf("refused write changed the file: %q", b)
	}
	if err := WriteFile(p, []byte("new"), true); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Errorf("overwrite: %q", b)
	}
	// A failing writer leaves no file and no temporary behind.
	q := filepath.Join(dir, "fail.json")
	boom := errors.New("boom")
	if err := WriteFileFunc(q, false, func(w io.Writer) error {
		w.Write([]byte("half"))
		return boom
	}); !errors.Is(err, boom) {
		t.Errorf("err = %v", err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("folder holds %v, want only out.csv", names)
	}
}
