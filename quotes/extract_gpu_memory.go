package quotes

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"computecheck/calc"
	"computecheck/msg"
)

// A GPU-memory column in MiB ("gpu_ram_mb": 40960, 81920; an API export
// or nvidia-smi reports the card's memory so) tells the variants of a GPU
// whose name leaves the memory out ("A100_SXM4"): the catalogue variant of
// that name whose memory the number is, within memoryMiBTolerance, is the
// GPU. A number no variant of the name has leaves the GPU as it was read,
// with the catalogue's assumption and its warning.

// memoryMiBHeaderWords: the header unit words saying MiB (words/international.tsv).
var memoryMiBHeaderWords = wordSet("memory_mib_header")

// memoryMiBTolerance: how far the stated MiB may lie from a catalogue
// variant's (the catalogue holds what nvidia-smi reports) [assumed].
const memoryMiBTolerance = 0.02

var reCatalogueGB = regexp.MustCompile(`-(\d{2,3})G(?:-|$)`)

// headerSaysMiB: a word of header h is a MiB unit word.
func headerSaysMiB(h string) bool { return hasWordOf(h, memoryMiBHeaderWords) }

// gpuByMemoryMiB is the GPU the text gt names with memory mib: the
// catalogue variant of gt's model whose memory is mib, and the text that
// names it; ok false when none or two are.
func gpuByMemoryMiB(gt string, mib float64) (calc.GPUMatch, string, bool) {
	var found calc.GPUMatch
	text, n := "", 0
	for _, g := range calc.Catalogue() {
		have := float64(g.MemoryBytes) / float64(calc.MiB)
		if have <= 0 || math.Abs(mib-have)/have > memoryMiBTolerance {
			continue
		}
		m := reCatalogueGB.FindStringSubmatch(g.ID)
		if m == nil {
			continue
		}
		t := gt + " " + m[1] + "GB"
		if got, ok := matchGPU(t); ok && got.ID == g.ID && got.Assumed == "" {
			found, text = got, t
			n++
		}
	}
	return found, text, n == 1
}

// memoryFromMiBColumn: the GPU m read from gt with its memory assumed,
// told by the row's GPU-memory column in MiB; the warning says so. m and
// gt come back as they were (nil warning) where the column does not tell.
func (b *rowBuild) memoryFromMiBColumn(gt string, m calc.GPUMatch) (string, calc.GPUMatch, *msg.Msg) {
	c, ok := b.r.cells[fGPUForm]
	if !ok || m.Assumed == "" {
		return gt, m, nil
	}
	raw := strings.TrimSpace(c.text)
	figure := raw
	if u := reMiBCell.FindStringSubmatch(raw); u != nil {
		figure = u[1] // the unit in the cell ("143771MiB", nvidia-smi's way) says MiB as the header would (GN0032)
	} else if !headerSaysMiB(c.header) && !bareMiB(raw) {
		return gt, m, nil
	}
	mib, err := strconv.ParseFloat(strings.ReplaceAll(figure, ",", ""), 64)
	if err != nil || mib < 1024 {
		return gt, m, nil
	}
	base := strings.TrimSpace(strings.TrimSuffix(gt, raw))
	got, text, ok := gpuByMemoryMiB(base, mib)
	if !ok {
		return gt, m, nil
	}
	w := mk("import.warn.gpu_memory_mib", base, got.ID, raw, c.header, fmt.Sprintf("%.0f", mib/1024))
	return text, got, &w
}

// reMiBCell: a GPU-memory cell that is a size in MiB with its unit.
var reMiBCell = regexp.MustCompile(`(?i)^([\d,]{4,7})\s*(?:mib|mb)$`)

// bareMiB (OP0301): a GPU-memory cell that is a bare whole number of 4096
// or more ("143771" under kubectl's GPU.MEMORY label, nvidia-smi's
// memory.total without its unit): no card has that many GB, so the figure
// is MiB, the unit the driver and its labels report; the catalogue must
// still hold a variant of the name within memoryMiBTolerance of it.
func bareMiB(v string) bool {
	if !reBareFigure.MatchString(v) {
		return false
	}
	n, err := strconv.Atoi(v)
	return err == nil && n >= 4096
}

var reBareFigure = regexp.MustCompile(`^[1-9]\d{3,5}$`)

// reMemoryCell: a GPU-memory cell that is one size ("640 GiB", "192GB").
var reMemoryCell = regexp.MustCompile(`(?i)^(\d{2,4})\s*(?:gb|gib|g)$`)

// memoryTotalColumn (CX0050): the GPU read from gt where the row's
// GPU-memory cell states the instance's total ("NVIDIA H100 SXM5" beside
// "640 GiB" and a GPU count of 8): a whole multiple of a catalogue card's
// memory, the multiple the row's own count gives, is that card, warned.
// Never otherwise: a size no count divides into a catalogue card's, or one
// that names a card as written, comes back with a nil warning.
func (b *rowBuild) memoryTotalColumn(gt string) (string, calc.GPUMatch, *msg.Msg) {
	c, ok := b.r.cells[fGPUForm]
	gpn, err := strconv.Atoi(strings.TrimSpace(b.text(fGPUsPerNode)))
	raw := strings.TrimSpace(c.text)
	sm := reMemoryCell.FindStringSubmatch(raw)
	if !ok || err != nil || gpn < 2 || sm == nil || !strings.HasSuffix(gt, raw) {
		return gt, calc.GPUMatch{}, nil
	}
	if m, ok := matchGPU(gt); ok {
		if _, out := outsideCatalogue(gt, m.ID); !out {
			return gt, calc.GPUMatch{}, nil // the size names a card as written
		}
	}
	total, _ := strconv.Atoi(sm[1])
	if total%gpn != 0 {
		return gt, calc.GPUMatch{}, nil
	}
	per := strconv.Itoa(total / gpn)
	text := strings.TrimSpace(strings.TrimSuffix(gt, raw)) + " " + per + "GB"
	m, ok := matchGPU(text)
	if _, out := outsideCatalogue(text, m.ID); !ok || out || strings.Contains(m.Assumed, "memory") || !strings.Contains(m.ID, "-"+per+"G") {
		return gt, calc.GPUMatch{}, nil // the share must be the card's own size exactly (80 of H100-80G), not one near it
	}
	w := mk("import.warn.gpu_memory_total", gt, m.ID, raw, c.header, gpn, per)
	return text, m, &w
}

// cardMemoryGB: a figure that can be one card's memory in GB (8..256):
// the one range a bare figure or a size in a name is read as memory in.
func cardMemoryGB(n int) bool { return n >= 8 && n <= 256 }

// joinMemoryFigure joins a GPU memory column's cell to the GPU text. A
// bare figure ("gpu_mem_gb" 40, 显存 96) is written as a size ("A100 SXM4
// 40GB") where that names a catalogue card of one card's memory, so no
// default size is assumed; a figure that is the machine's total (A10 × 2,
// 48) or MiB (40960, memoryFromMiBColumn) stays as written.
func joinMemoryFigure(gt, f string) string {
	t := strings.TrimSpace(f)
	if n, err := strconv.Atoi(t); err == nil && cardMemoryGB(n) {
		j := gt + " " + t + "GB"
		if m, ok := matchGPU(j); ok && m.Assumed == "" {
			if _, outside := outsideCatalogue(j, m.ID); !outside {
				return j
			}
		}
	}
	return gt + " " + f
}
