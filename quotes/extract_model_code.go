package quotes

import (
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

// The extract stage for instance codes that carry the cards of a machine:
// "GN4-L40S-PCIe", "GN2-A100-40G-PCIe", "GN10-4090-PCIe" are a letter
// prefix, the GPUs per machine, then the GPU's own name. The count is read
// only when the rest of the code names the same GPU as the whole cell and
// the prefix with its digits names none ("H20-96G" is a GPU, not 20 of
// them). A code whose digits are glued to more letters ("GN8i-A100",
// "p4d-A100") may or may not count cards: it stays unknown, flagged.

var (
	// reModelCode: prefix letters, digits, then a separator and the rest.
	reModelCode = regexp.MustCompile(`^([A-Za-z]{1,4})(\d{1,2})[-_.]([A-Za-z0-9].*)$`)
	// reModelCodeGlued: prefix letters, digits glued to letters, the rest.
	reModelCodeGlued = regexp.MustCompile(`^([A-Za-z]{1,4})(\d{1,2})([A-Za-z]{1,3})[-_.]([A-Za-z0-9].*)$`)
)

// maxCodeGPUs is the most cards a code's count is believed for [assumed:
// the largest machines rented are 16-card HGX-2 or 10-card 4090 boxes].
const maxCodeGPUs = 16

// modelCode is what an instance code says of its cards per machine: n > 0
// when read, ambiguous when the code looks like one but its count cannot
// be told.
type modelCode struct {
	n         int
	ambiguous bool
}

// modelCodeCount reads the cards per machine of a GPU cell that is one
// instance code (no spaces).
func modelCodeCount(text string) modelCode {
	t := strings.TrimSpace(text)
	if t == "" || strings.ContainsAny(t, " \t") {
		return modelCode{}
	}
	whole, ok := matchGPU(t)
	if !ok {
		return modelCode{}
	}
	sameGPU := func(rest string) bool { m, ok := matchGPU(rest); return ok && m.ID == whole.ID }
	if m := reModelCode.FindStringSubmatch(t); m != nil && sameGPU(m[3]) {
		if _, own := matchGPU(m[1] + m[2]); own {
			return modelCode{} // the prefix is a GPU name itself
		}
		n, _ := strconv.Atoi(m[2])
		if n < 1 || n > maxCodeGPUs {
			return modelCode{ambiguous: true}
		}
		return modelCode{n: n}
	}
	if m := reModelCodeGlued.FindStringSubmatch(t); m != nil && sameGPU(m[4]) {
		return modelCode{ambiguous: true}
	}
	return modelCode{}
}

// codeCount is the policy's reading of the instance code of the row's GPU
// in the GPU cell, else in the machine-spec or offer-name cell; an
// ambiguous code holds the quote for review, saying so.
func (b *rowBuild) codeCount() []gpnRead {
	for _, f := range []string{fGPU, fSpec, fOffer} {
		c, ok := b.r.cells[f]
		if !ok {
			continue
		}
		if g, ok := matchGPU(strings.TrimSpace(c.text)); !ok || b.q.GPU != "" && g.ID != b.q.GPU {
			continue // a code of another GPU than the row's
		}
		mc := modelCodeCount(c.text)
		if mc.ambiguous {
			m := mk("import.review.model_code_ambiguous", strings.TrimSpace(c.text), c.header)
			b.q.AddWarning(m)
			b.q.Review(m)
			return nil
		}
		if mc.n > 0 {
			return []gpnRead{{mc.n, c, "code.count_prefix"}}
		}
	}
	return nil
}

func gpnFromCode(b *rowBuild, now gpnRead) msg.Msg {
	return mk("import.warn.gpn_from_model_code", now.at.header, strings.TrimSpace(now.at.text), now.n)
}

// gpnCodeDiffers: a code whose count is not the row's.
func gpnCodeDiffers(b *rowBuild, was int, now gpnRead) msg.Msg {
	return mk("import.warn.gpn_code_differs", now.at.header, strings.TrimSpace(now.at.text), now.n, b.colName(fGPUsPerNode), was)
}
