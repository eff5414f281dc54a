package repotest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// copies maps a folder or file of the repository to the maintained original
// beside the checkout (../shared), where one is present.
var copies = []struct{ repo, shared string }{
	{"testdata/validation", "validation"},
	{"testdata/quotes/samples", "samples/quotes"},
	{"testdata/quotes/practice", "quote_practice"},
	{"docs/contract.md", "spec/contract.md"},
	{"docs/reference", "reference"},
}

// The repository's copies of the published data against ../shared, when a
// checkout has it beside it: every file there must have a copy here (a new
// validation run that is not copied would silently go untested), and copies
// whose content differs are named. A clone without ../shared has nothing to
// compare and passes: the tests never read ../shared.
func TestCopiesMatchShared(t *testing.T) {
	root := Root()
	shared := filepath.Join(filepath.Dir(root), "shared")
	if st, err := os.Stat(shared); err != nil || !st.IsDir() {
		t.Logf("no %s beside the checkout: the repository's own copies are the data", shared)
		return
	}
	for _, c := range copies {
		src := filepath.Join(shared, c.shared)
		st, err := os.Stat(src)
		if err != nil {
			t.Logf("%s: not in %s", c.shared, shared)
			continue
		}
		pairs := [][2]string{{src, filepath.Join(root, c.repo)}}
		if st.IsDir() {
			pairs = nil
			entries, _ := os.ReadDir(src)
			for _, e := range entries {
				if !e.IsDir() {
					pairs = append(pairs, [2]string{filepath.Join(src, e.Name()), filepath.Join(root, c.repo, e.Name())})
				}
			}
		}
		for _, p := range pairs {
			want, _ := os.ReadFile(p[0])
			got, err := os.ReadFile(p[1])
			rel, _ := filepath.Rel(root, p[1])
			switch {
			case err != nil:
				t.Errorf("%s has no copy in the repository (%s): copy it so the tests use it", p[0], rel)
			case !bytes.Equal(want, got):
				t.Logf("%s differs from %s", rel, p[0])
			}
		}
	}
}

func TestPathsPointIntoTheRepository(t *testing.T) {
	for _, p := range []string{SamplesDir(), PracticeDir(), ValidationFile("memory_public.csv")} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	if n := len(Glob("validation", "*.csv")); n < 4 {
		t.Errorf("%d validation tables, want the 4 published ones", n)
	}
}
