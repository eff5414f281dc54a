package quotes

import (
	"regexp"
	"strings"

	"computecheck/calc"
)

// reSpacedMemory: a GPU memory size written with a space before its unit
// ("A100 SXM4 40 GB", "L40S 48 G", "40 GiB").
var reSpacedMemory = regexp.MustCompile(`(?i)\b(\d{2,3})\s+(?:gib|gb|g)\b`)

// joinMemorySize writes "40 GB" as "40GB" so the catalogue match reads the
// stated memory instead of assuming the family's default size.
func joinMemorySize(s string) string {
	if !strings.Contains(s, " ") {
		return s
	}
	return reSpacedMemory.ReplaceAllString(s, "${1}GB")
}

// matchGPUJoined matches with the memory size joined to its unit. A size
// the catalogue has no card for ("A100 96 GB") is no match: reading the
// text as written would drop the size and take the family's default card,
// a neighbour by memory size.
func matchGPUJoined(s string) (calc.GPUMatch, bool) {
	if j := joinMemorySize(s); j != s {
		return calc.MatchGPU(j)
	}
	return calc.MatchGPU(s)
}
