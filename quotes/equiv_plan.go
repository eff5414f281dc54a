package quotes

import "strings"

// planWordOnly: the words before an equivalent ("包年约合 7.2", "月租≈3.1")
// are the plan alone, not the equivalent's unit: the plan says how the
// offer is paid, the equivalent's unit comes from its own words or the
// column's header ("每台每天约 1,300元" keeps its unit words).
func planWordOnly(clause string) bool {
	c := strings.TrimSpace(clause)
	if c == "" || strings.ContainsAny(c, "每/") {
		return false
	}
	_, ok := parseMode(c)
	return ok
}
