package quotes

import (
	"regexp"
	"strings"
)

// A share of one GPU: a cloud's vGPU or sliced instance ("NVIDIA A10 ×
// 1/2（vGPU）", "1/4卡", "0.5 GPU", "半卡"). Its price is for part of a
// card, and what that part is worth as GPU time (memory, compute, a time
// slice) the file does not say: the row is refused at the GPU cell, never
// read as one whole card (the count after "×" would read "1/2" as 1).

var (
	// reGPUShare: a fraction (written tight, "1/2": "×1 / 64GB" is a count and a
	// size) or a decimal below one as the count of cards
	reGPUShare    = regexp.MustCompile(`(?i)[x×*]\s*(\d{1,2}/\d{1,2}|0?\.\d+)(?:[^\d/.a-z]|$)|(?:^|[^\d/.])(\d{1,2}/\d{1,2}|0?\.\d+)\s*(?:卡|张|块|gpus?\b|cards?\b)`)
	gpuShareWords = wordsInOrder("gpu_share_word")
)

// gpuShareOf: the words of a cell that make it a share of one GPU ("" for
// whole cards). A fraction of at least one card ("3/2") is no share.
func gpuShareOf(text string) string {
	s := strings.ToLower(narrow(text))
	if m := reGPUShare.FindStringSubmatch(s); m != nil {
		f := m[1] + m[2]
		if v, ok := shareValue(f); ok && v > 0 && v < 1 {
			return strings.TrimSpace(m[0])
		}
	}
	return containedWord(s, gpuShareWords)
}

// shareValue reads "1/2" or ".5".
func shareValue(f string) (float64, bool) {
	f = strings.ReplaceAll(f, " ", "")
	if a, b, ok := strings.Cut(f, "/"); ok {
		x, e1 := ParseNumber(a)
		y, e2 := ParseNumber(b)
		if e1 != nil || e2 != nil || y == 0 {
			return 0, false
		}
		return x / y, true
	}
	v, err := ParseNumber(f)
	return v, err == nil
}

// gpuShare refuses a row whose GPU or spec cell names a share of one GPU.
func (b *rowBuild) gpuShare() {
	for _, f := range []string{fGPU, fSpec} {
		c, ok := b.r.cells[f]
		if !ok {
			continue
		}
		if w := gpuShareOf(c.text); w != "" {
			b.badAt(c, mk("import.err.gpu_share", c.header, strings.TrimSpace(c.text), w))
			return
		}
	}
}
