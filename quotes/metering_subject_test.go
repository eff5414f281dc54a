package quotes

import "testing"

// Review of the metering change (subject_lead decided twice): whether a
// subject word needs a boundary after it is the table's (cjk, word), not a
// filter in Go.
func TestSubjectLeadBoundaryIsData(t *testing.T) {
	for _, r := range wordRows("subject_lead") {
		if want := map[bool]string{true: "cjk", false: "word"}[hasCJK(r[0])]; r[1] != want {
			t.Errorf("subject_lead %q: value %q, want %q", r[0], r[1], want)
		}
	}
	for line, want := range map[string]bool{
		"关于GPU算力服务报价的复函":               true,
		"Regarding: GPU rental prices": true,
		"Regardingly Compute Ltd":      false,
	} {
		if got := reSubjectOpen.MatchString(line); got != want {
			t.Errorf("reSubjectOpen(%q) = %v, want %v", line, got, want)
		}
	}
}
