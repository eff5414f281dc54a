package quotes

import "testing"

// A CPU model and a RAM size side by side ("2*6430 512G") are no disk:
// figures on either side of a space are two things, never one size; a
// disk count times a size is still read, with spaces or none.
func TestSpecSizeAcrossSpace(t *testing.T) {
	for _, c := range []struct {
		cell string
		tb   float64 // 0: no NVMe
	}{
		{"8卡整机 2*6430 512G", 0},
		{"8×H100 / 2*8480 2T", 0},
		{"8卡 4*3.84T NVMe", 15.36},
		{"8卡 2 x 3.84 TB", 7.68},
	} {
		sp, _ := ParseSpec(c.cell)
		switch {
		case c.tb == 0 && sp.NVMeTB != nil:
			t.Errorf("%q: NVMe %v TB, want none", c.cell, *sp.NVMeTB)
		case c.tb != 0 && (sp.NVMeTB == nil || !within(*sp.NVMeTB, c.tb)):
			t.Errorf("%q: NVMe %v, want %v TB", c.cell, sp.NVMeTB, c.tb)
		}
	}
}
