package quotes

import (
	"strings"
	"testing"
)

// FuzzOpsFilesReaders: the readers of engineers' files (OP0001-OP1301)
// never panic, a key run is at most 51 keys, and a price list pairs with a
// unit list only place by place.
func FuzzOpsFilesReaders(f *testing.F) {
	for _, s := range []string{"ctu2-h800-01", "A-04~A-09", "ERROR ql-a800-04: timeout", "GPU 0: NVIDIA H20 (UUID: GPU-3f1c01f0-1000)", "2,350 / 8,600", "NVIDIA H20, 143771 MiB", "a<br>b", "10.20.1.11"} {
		f.Add(s, "元/台/周 ; 元/台/月")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		_ = machineID(a)
		_ = machineIDHeader(a)
		_ = deviceListLine(a)
		_ = logLine([]string{a, b})
		_ = htmlBreaks(a)
		if ks := keyRange(a); len(ks) > 51 {
			t.Fatalf("keyRange(%q): %d keys", a, len(ks))
		}
		r := rowIn{cells: map[string]cell{fUnit: {text: b}}}
		if ps := unitListPairs(r, priceIn{cell: cell{text: a}}); ps != nil && len(ps) != len(reListSplit.Split(strings.TrimSpace(a), -1)) {
			t.Fatalf("unitListPairs(%q, %q): %d offers", a, b, len(ps))
		}
	})
}
