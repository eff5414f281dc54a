package quotes

import "testing"

// Disks counted in pieces before their size ("3块7.68T", "两片1.92TB") are
// that many disks of that size, in a spec cell and in a disk column alike.
func TestDiskPiecesBeforeSize(t *testing.T) {
	for s, want := range map[string]float64{"3块7.68T": 3 * 7680, "两片 1.92TB": 2 * 1920, "4个960G": 4 * 960, "1.92TB": 1920} {
		gb, _, err := ParseSizeGB(s, "tb")
		if err != nil || !within(gb, want) {
			t.Errorf("%q: %v %v, want %v", s, gb, err, want)
		}
	}
	sp, _ := ParseSpec("8×L20 48G / 1TB内存 / 3块7.68T NVMe")
	if sp.NVMeTB == nil || !within(*sp.NVMeTB, 3*7.68) {
		t.Errorf("spec NVMe %v", sp.NVMeTB)
	}
}
