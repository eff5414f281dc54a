package quotes

import (
	"regexp"
	"strconv"
)

// Instance names that carry their GPU count as a code: "gpu-4x-a100",
// "l40s-2gpu", "h100_8x". A size suffix ("4xl", "24xlarge") is not a GPU
// count and is left alone.
var (
	reCodeTimes = regexp.MustCompile(`(?i)(?:^|[^a-z0-9.])(\d{1,2})\s*[x×](?:[-_. /]|$)`)
	reCodeGPUs  = regexp.MustCompile(`(?i)(?:^|[^a-z0-9.])(\d{1,2})[-_ ]?(?:gpus?|cards?)(?:[^a-z]|$)`)
)

// offerGPUCount is the GPUs an offer or instance name states: "4x A100
// 40GB" (a spec) or a code ("gpu-4x-a100"); 0 for none.
func offerGPUCount(text string) int {
	if n := gpuTextCount(text); n > 0 {
		return n
	}
	for _, re := range []*regexp.Regexp{reCodeTimes, reCodeGPUs} {
		if m := re.FindStringSubmatch(text); m != nil {
			if n, err := strconv.Atoi(m[1]); err == nil && n >= 1 && n <= 16 {
				return n
			}
		}
	}
	return 0
}
