// Package repotest finds the repository's own test data from any package's
// tests. Tests read only from the repository (testdata/ at its root), never
// from a folder beside the checkout, so one commit is tested against the
// same data everywhere.
package repotest

import (
	"os"
	"path/filepath"
)

// Root is the repository root: the nearest folder above the working
// directory (a package's folder, under go test) that holds go.mod.
func Root() string {
	dir, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		up := filepath.Dir(d)
		if up == d {
			panic("repotest: no go.mod above " + dir)
		}
		d = up
	}
}

// Path joins elem under the repository's testdata folder.
func Path(elem ...string) string {
	return filepath.Join(append([]string{Root(), "testdata"}, elem...)...)
}

// Glob lists the files matching pattern under testdata (sorted, as
// filepath.Glob returns them).
func Glob(elem ...string) []string {
	files, _ := filepath.Glob(Path(elem...))
	return files
}

// SamplesDir is testdata/quotes/samples: the vendor files as they arrive.
func SamplesDir() string { return Path("quotes", "samples") }

// PracticeDir is testdata/quotes/practice: the harder vendor files, each
// with NAME.expected.json.
func PracticeDir() string { return Path("quotes", "practice") }

// ValidationFile is a published-measurement table in testdata/validation.
func ValidationFile(name string) string { return Path("validation", name) }
