package quotes

import "testing"

// Review of the metering change (a role sign-off line): invented lines.

// BL0008: a sign-off line whose head is a region or a department
// ("华东区 销售部 小刘") names no seller; a company's head still does.
func TestRoleSignedLineHead(t *testing.T) {
	for line, want := range map[string]string{
		"华东区 销售部 小刘":   "",
		"华东 销售部 小刘":    "",
		"西南大区 商务部 小王":  "",
		"天府算力港 销售部 小刘": "天府算力港",
	} {
		if v, _ := signedVendor([]string{"以上报价含税。", line}); v != want {
			t.Errorf("signedVendor(%q) = %q, want %q", line, v, want)
		}
		if v := roleSignedLine(line); v != want {
			t.Errorf("roleSignedLine(%q) = %q, want %q", line, v, want)
		}
	}
}

// The vendor a sign-off line gives is warned as taken from it.
func TestRoleSignedVendorWarned(t *testing.T) {
	res := readCSV(t, "signoff.csv",
		"GPU,每台卡数,单价(元/卡·时)",
		"H100 SXM 80GB,8,7.2",
		"",
		"天府算力港 销售部 小刘",
	)
	q := quoteFor(t, res, "H100-80G-SXM")
	if q.Vendor != "天府算力港" || !hasWarningKey(q, "import.warn.vendor_from_signature") {
		t.Errorf("vendor %q, warnings %v", q.Vendor, q.Warnings)
	}
}
