package quotes

import (
	"os"
	"path/filepath"
)

// sampleDir is shared/samples/quotes, or the copy in testdata/ when the
// shared folder is not there.
func sampleDir() string {
	d := filepath.Join("..", "..", "shared", "samples", "quotes")
	if st, err := os.Stat(d); err == nil && st.IsDir() {
		return d
	}
	return "testdata"
}
