package quotes

import "testing"

// Stop 54 (TQ0001-13, set148/07): a sheet's title naming only the kind of
// compute it prices ("弹性算力价格（元/卡·时）") names no vendor; a seller's
// name before the same words still does.
func TestTitleProductNameNoVendor(t *testing.T) {
	for line, want := range map[string]string{
		"弹性算力价格（元/卡·时，含6%增值税）": "",
		"GPU云主机价格表":            "",
		"蜀通算力价格（元/卡·时）":        "蜀通算力",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
}
