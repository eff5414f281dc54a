package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// `quotes import -` reads stdin through the file limit: an endless stream
// (stdin from /dev/zero) is refused once past it, never read to its end.
func TestImportEndlessStdinRefused(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		zero := make([]byte, 1<<16)
		for {
			if _, err := w.Write(zero); err != nil {
				return
			}
		}
	}()
	old := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = old; r.Close(); w.Close() }()
	code, _, errOut := runQ(t, "quotes", "import", "-", "--db", filepath.Join(t.TempDir(), "cc.db"), "--lang", "en")
	if code != 1 || !strings.Contains(errOut, "larger than 16 MB") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
}

// Hidden rows, columns and sheets are named by --explain and --json.
func TestImportExplainNamesHiddenParts(t *testing.T) {
	f := excelize.NewFile()
	f.SetSheetRow("Sheet1", "A1", &[]any{"供应商", "GPU型号", "单价", "计价单位", "币种"})
	f.SetSheetRow("Sheet1", "A2", &[]any{"Alpha", "H100", 10, "元/卡/时", "CNY"})
	f.SetSheetRow("Sheet1", "A3", &[]any{"Beta", "H100", 11, "元/卡/时", "CNY"})
	f.SetRowVisible("Sheet1", 3, false)
	f.NewSheet("Secret")
	f.SetSheetRow("Secret", "A1", &[]any{"x"})
	f.SetSheetVisible("Secret", false, true)
	path := filepath.Join(t.TempDir(), "h.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "cc.db")
	code, out, errOut := runQ(t, "quotes", "import", path, "--explain", "--db", db, "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"sheet “Sheet1”, row 3: hidden row: not read", "sheet “Secret”: hidden sheet (veryHidden)"} {
		if !strings.Contains(out, want) {
			t.Errorf("--explain does not say %q:\n%s", want, out)
		}
	}
	code, out, errOut = runQ(t, "quotes", "import", path, "--json", "--db", db, "--lang", "en")
	var got struct {
		Files []struct {
			Quotes int `json:"quotes"`
			Hidden []struct {
				Sheet string `json:"sheet"`
				Row   int    `json:"row"`
			} `json:"hidden"`
		} `json:"files"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || len(got.Files) != 1 {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	if f := got.Files[0]; f.Quotes != 1 || len(f.Hidden) != 2 || f.Hidden[0].Row != 3 || f.Hidden[1].Sheet != "Secret" {
		t.Errorf("--json: %+v", f)
	}
}
