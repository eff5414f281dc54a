package quotes

import (
	"regexp"
	"strings"
)

// reFormWord: a GPU form factor named in a machine-spec cell.
var reFormWord = regexp.MustCompile(`(?i)\b(sxm\d?|pcie|pci-e)\b`)

// formFromSpec: a GPU cell that leaves the form factor open ("A800 80G")
// beside a spec cell that names one form ("8卡 PCIe", "8×SXM4 / 1TB") reads
// the GPU with that form, with a warning naming the spec cell, instead of
// assuming the family's default. Two different forms in the spec, or a GPU
// cell that names its form, leave the GPU text as it is.
func (b *rowBuild) formFromSpec(gt string) string {
	st := b.text(fSpec)
	if gt == "" || st == "" || reFormWord.MatchString(narrow(gt)) {
		return gt
	}
	m, ok := matchGPU(gt)
	if !ok || m.Assumed == "" {
		return gt
	}
	forms := reFormWord.FindAllString(narrow(st), -1)
	if len(forms) == 0 {
		return gt
	}
	kind := func(f string) string {
		if f = strings.ToLower(f); strings.HasPrefix(f, "sxm") {
			return "sxm"
		}
		return "pcie"
	}
	for _, f := range forms[1:] {
		if kind(f) != kind(forms[0]) {
			return gt
		}
	}
	with := gt + " " + forms[0]
	wm, ok := matchGPU(with)
	if !ok || wm.ID == m.ID || wm.Assumed != "" && len(wm.Assumed) >= len(m.Assumed) {
		return gt
	}
	b.q.AddWarning(mk("import.warn.gpu_form_from_spec", gt, forms[0], b.r.cells[fSpec].header, st))
	return with
}
