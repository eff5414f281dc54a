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

// gpnFromInstanceName: no column gives the GPUs per machine but the offer's name
// does ("4x A100 40GB", "l40s-2gpu"): that count prices the instance, with
// a warning saying where it came from, rather than the 8 its GPU usually
// comes in. A name whose count disagrees with the row's is held for
// review.
func (b *rowBuild) gpnFromInstanceName() {
	t := b.text(fOffer)
	n := offerGPUCount(t)
	if n == 0 {
		return
	}
	oh := b.r.cells[fOffer].header
	switch {
	case b.gpn == nil:
		b.gpn = &n
		b.q.AddWarning(mk("import.warn.gpn_from_offer", oh, t, n))
	case *b.gpn != n && gpuTextCount(t) == 0: // a spec's count is checked in counts()
		b.q.AddWarning(mk("import.warn.gpn_offer_differs", oh, t, n, b.colName(fGPUsPerNode), *b.gpn))
		b.q.Review(mk("import.review.gpn_differs", oh, n, *b.gpn))
	}
}
