package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// --map sets columns by letter and no later stage of the import undoes it:
// 数量 set to machines under a line that calls quantities cards stays the
// machine count; a field the import does not know is a usage error.
func TestQuotesImportMapIsFinal(t *testing.T) {
	f := writeFile(t, "qty.csv", []byte("注：数量为总卡数\n厂商,显卡,数量,单价,计价方式\n南岭算力,H100 SXM 80G,4,55,元/卡/时\n"))
	code, out, errOut := runQ(t, "quotes", "import", f, "--db", filepath.Join(t.TempDir(), "a.db"), "--lang", "en", "--json", "--map", "C=nodes")
	if code != 0 {
		t.Fatalf("%d %s %s", code, out, errOut)
	}
	var imp struct {
		Files []struct {
			Tables []struct {
				Columns []struct{ Letter, Field string } `json:"columns"`
			} `json:"tables"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &imp); err != nil || imp.Files[0].Tables[0].Columns[2].Field != "nodes" {
		t.Fatalf("数量 set to nodes: %v\n%s", err, out)
	}
	code, _, errOut = runQ(t, "quotes", "import", f, "--db", filepath.Join(t.TempDir(), "b.db"), "--lang", "en", "--map", "C=machines")
	if code != 2 || !strings.Contains(errOut, "C=machines") {
		t.Errorf("unknown field: %d %s", code, errOut)
	}
}
