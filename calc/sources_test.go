package calc

import (
	"os"
	"strings"
	"testing"
)

// Every source code the catalogue cites has a name, and the index in the
// docs lists every code named here.
func TestEveryCatalogueSourceHasAName(t *testing.T) {
	for _, g := range Catalogue() {
		for _, c := range strings.Fields(g.Source) {
			if _, ok := gpuSources[c]; !ok {
				t.Errorf("%s cites %s, which has no name", g.ID, c)
			}
		}
		if g.Source != "" && len(SourceNames(g.Source)) == 0 {
			t.Errorf("%s: no names for %q", g.ID, g.Source)
		}
	}
	doc, err := os.ReadFile("../docs/sources.md")
	if err != nil {
		t.Fatal(err)
	}
	for c := range gpuSources {
		if !strings.Contains(string(doc), "| "+c+" |") {
			t.Errorf("%s is not in docs/sources.md", c)
		}
	}
	if got := SourceNames("S1 S99"); len(got) != 2 || got[1] != "S99" {
		t.Errorf("SourceNames(S1 S99) = %v", got)
	}
}
