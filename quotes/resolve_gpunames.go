package quotes

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"computecheck/calc"
	"computecheck/msg"
)

// The GPU a row names must rest on evidence that pins one catalogue card.
// A seller writes the card as a part number, a SKU, a server or board
// model, a nickname or an nvidia-smi name with its memory in MiB; the row
// often names it a second time (a product name, a configuration cell). The
// readings here (resolve stage, after the GPU cell's own match) refuse a
// row whose names leave two cards open or name a card the catalogue lacks,
// and take the card from the second naming where the GPU cell does not pin
// it (words/gpu_aliases.tsv, rules GN*).

// familyMark: letters naming a family with no gpu_family row (GN0001).
var familyMark = wordMap("gpu_family_mark")

// namesFamily: text names the family of catalogue id as a word of its own
// ("Tesla V100-SXM2-16GB" names V100; "A1000" does not name A100).
func namesFamily(text, id string) bool {
	fam, _, _ := strings.Cut(id, "-")
	low := strings.ToLower(narrow(text))
	for w, f := range familyMark {
		if strings.EqualFold(f, fam) && strings.Contains(reModelSep.ReplaceAllString(low, ""), w) {
			return true
		}
	}
	key := familyKey(id)
	if key == "" {
		return false
	}
	for _, w := range reModelSep.Split(codeDotsSpaced(low), -1) {
		for i := range occurrences(w, key) {
			if modelGlueOK(w[:i], w[i+len(key):]) {
				return true
			}
		}
	}
	return false
}

// reGPUAlternativeSep: what separates two GPU names in one cell (GN0021-).
var reGPUAlternativeSep = sepRegexp("gpu_alternative_sep")

// reGPUMixedSep: what joins two GPU models one price pays for together
// (LS0001-: "H800×2台 + RTX 4090×2台", "H800 + 4090 混插").
var reGPUMixedSep = sepRegexp("gpu_mixed_sep")

// sepRegexp: the separators of word table t, an ASCII word whole.
func sepRegexp(t string) *regexp.Regexp {
	var ws []string
	for _, r := range wordRows(t) {
		q := regexp.QuoteMeta(r[0])
		if isASCIILetter(rune(r[0][0])) {
			q = `\s` + q + `\s`
		}
		ws = append(ws, q)
	}
	return regexp.MustCompile(`(?i)` + strings.Join(ws, "|"))
}

// gpuAlternatives: the catalogue cards a GPU text offers as alternatives
// ("L40 / L40S", "A100或A800"), when its parts name two or more; nil when
// it names one card (or none) however it is split.
func gpuAlternatives(gt string) []string { return gpuParts(gt, reGPUAlternativeSep, false) }

// gpuMixed: the catalogue cards a GPU text joins into one bundle ("H800×2台
// + RTX 4090×2台"), when its parts name two or more; nil for one card. One
// price over two models cannot be split into either's price (LS0001-).
func gpuMixed(gt string) []string { return gpuParts(gt, reGPUMixedSep, true) }

// reDiskSize: a disk's size in terabytes (2T, 3.84TB); no GPU's memory is.
var reDiskSize = regexp.MustCompile(`(?i)\d+(?:\.\d+)?\s*tb?\b`)

// gpuParts: the distinct catalogue cards the parts of gt split at sep name,
// nil for fewer than two; disks: a disk size is blanked first, no card's
// name ("2*8480+ / 2T / 4*3.84T NVMe": the CPU's +, and 2T / 4 is no T4).
func gpuParts(gt string, sep *regexp.Regexp, disks bool) []string {
	parts := sep.Split(narrow(gt), -1)
	if disks {
		for i, p := range parts {
			parts[i] = reDiskSize.ReplaceAllString(p, " ")
		}
	}
	if len(parts) < 2 {
		return nil
	}
	var ids []string
	for _, p := range withModelOfMemory(parts) {
		m, ok := matchGPU(p)
		if !ok {
			continue
		}
		if _, out := outsideCatalogue(p, m.ID); out || slices.Contains(ids, m.ID) {
			continue
		}
		ids = append(ids, m.ID)
	}
	if len(ids) < 2 {
		return nil
	}
	return ids
}

// reBareMemory: a part that is only a card's memory ("40G" of "A100 80G/40G").
var reBareMemory = regexp.MustCompile(`(?i)^\s*\d{2,3}\s*g(?:b)?\s*$`)

// withModelOfMemory: parts where a part that is only a memory ("40G") takes
// the model of the part before it ("A100 PCIe 80G/40G": "A100 PCIe 40G"),
// so a cell offering one model in two memories names two cards (stop 47,
// set119/01).
func withModelOfMemory(parts []string) []string {
	out := slices.Clone(parts)
	for i := 1; i < len(out); i++ {
		if !reBareMemory.MatchString(out[i]) {
			continue
		}
		if model := strings.TrimSpace(reGPUMemoryGB.ReplaceAllString(out[i-1], "")); model != "" && model != strings.TrimSpace(out[i-1]) {
			out[i] = model + " " + strings.TrimSpace(out[i])
		}
	}
	return out
}

// memoryOpenWord: the word of gpu_memory_open a text carries (GN0011-).
func memoryOpenWord(texts ...string) (string, bool) {
	for _, t := range texts {
		if w := containedWord(norm(t), wordsInOrder("gpu_memory_open")); w != "" {
			return w, true
		}
	}
	return "", false
}

// memoryCandidates: the catalogue cards of id's family and form that
// differ only by memory ("A100-40G-SXM", "A100-80G-SXM").
func memoryCandidates(id string) []string {
	var out []string
	for _, g := range calc.Catalogue() {
		if memoryShape(g.ID) == memoryShape(id) {
			out = append(out, g.ID)
		}
	}
	return out
}

// otherCardWord: a word of the row's spec cell naming another card of the
// GPU text's family ("H100" beside a 规格 cell "NVL 双卡"): the GPU text
// with that word joined, so the model check reads "H100 NVL" as the card
// outside the catalogue it is. gt comes back as it was otherwise.
func (b *rowBuild) otherCardWord(gt string) string {
	st := b.text(fSpec)
	if st == "" || gt == "" {
		return gt
	}
	m, ok := matchGPU(gt)
	if !ok {
		return gt
	}
	if _, glued := gluedModel(gt, m.ID); glued {
		return gt
	}
	for _, w := range reModelSep.Split(narrow(st), -1) {
		if modelNextWord[strings.ToLower(w)] {
			if j := gt + " " + w; func() bool { _, g := gluedModel(j, m.ID); return g }() {
				return j
			}
		}
	}
	return gt
}

// otherNameOutside: a second naming of the row's card (the offer or
// product-name cell; a part of the spec cell where the GPU cell leaves the
// card's form, memory or bin open) that names the same family as a card
// the catalogue does not hold ("Tesla V100-SXM2-16GB" beside the SKU
// "SR-V100-16-8X", "昇腾910B4 32G×8" beside "4U8卡 910B"). The row is
// refused at that cell: its card is not the catalogue's neighbour.
func (b *rowBuild) otherNameOutside(gt string, m calc.GPUMatch) (string, msg.Msg, bool) {
	if t := b.text(fOffer); t != "" && namesFamily(t, m.ID) {
		// the offer names a size (8..256 GB) no catalogue card of the family has ("V100 16GB"),
		// or another model of it ("H100 NVL"); an instance code's "4g" is no card's memory
		_, sized := statedMemoryGB(t)
		if om, ok := matchGPU(t); !ok && sized {
			return fOffer, mk("import.err.gpu_other_cell_outside", b.colName(fOffer), strings.TrimSpace(t), gt, m.ID), true
		} else if _, glued := gluedModel(t, om.ID); ok && glued {
			return fOffer, mk("import.err.gpu_other_cell_outside", b.colName(fOffer), strings.TrimSpace(t), gt, m.ID), true
		}
	}
	if t := b.text(fSpec); t != "" && m.Assumed != "" {
		for _, p := range reSpecSplit.Split(narrow(t), -1) {
			if !namesFamily(p, m.ID) {
				continue
			}
			if _, ok := matchGPU(p); !ok {
				return fSpec, mk("import.err.gpu_other_cell_outside", b.colName(fSpec), strings.TrimSpace(t), gt, m.ID), true
			}
		}
	}
	return "", msg.Msg{}, false
}

// gpuFromOffer: the card the row's offer or product-name cell names in
// full, where the GPU cell (a SKU, a part number, a server model) names
// none ("SR-6KADA-1X" beside "NVIDIA RTX 6000 Ada Generation") or leaves
// open what the offer states ("SR-A100-80P-1X" beside "NVIDIA A100 80GB
// PCIe": same family, fewer assumptions). ok false leaves the GPU cell's
// reading as it was.
func (b *rowBuild) gpuFromOffer(gt string, m calc.GPUMatch, known bool) (string, calc.GPUMatch, bool) {
	t := strings.TrimSpace(b.text(fOffer))
	if t == "" || known && m.Assumed == "" {
		return "", calc.GPUMatch{}, false
	}
	om, ok := matchGPU(t)
	if !ok {
		return "", calc.GPUMatch{}, false
	}
	if _, out := outsideCatalogue(t, om.ID); out || gpuAlternatives(t) != nil {
		return "", calc.GPUMatch{}, false
	}
	if !known && namesFamily(gt, om.ID) {
		return "", calc.GPUMatch{}, false // "Tesla V100-PCIE-16GB" is no card of the catalogue: its SKU does not make it one
	}
	if known {
		fa, _, _ := strings.Cut(m.ID, "-")
		fo, _, _ := strings.Cut(om.ID, "-")
		if fa != fo || om.ID == m.ID || om.Assumed != "" && len(om.Assumed) >= len(m.Assumed) {
			return "", calc.GPUMatch{}, false
		}
		if _, out := outsideCatalogue(gt, om.ID); out {
			return "", calc.GPUMatch{}, false // "A100 80G" beside an offer "A100 40GB PCIe": the cells disagree, neither is taken
		}
	}
	return t, om, true
}

// reMiBSize: a memory size in MiB as nvidia-smi writes it ("143771MiB",
// "49140 MiB", "81920MB").
var reMiBSize = regexp.MustCompile(`(?i)\b(\d{4,6})\s*(?:mib|mb)\b`)

// mibSizesGB: the sizes in GiB a text states in MiB (8..256 GiB).
func mibSizesGB(s string) []float64 {
	var out []float64
	for _, m := range reMiBSize.FindAllStringSubmatch(s, -1) {
		if v, err := strconv.ParseFloat(m[1], 64); err == nil {
			if g := math.Round(v / 1024); g >= 8 && g <= 256 {
				out = append(out, g)
			}
		}
	}
	return out
}

// memoryShape: a catalogue id with its memory left out ("A100-G-SXM").
func memoryShape(id string) string { return reCatalogueGB.ReplaceAllString(id, "-G-") }

// tableGPUSizes: the catalogue cards the table's GPU column (with its
// memory column) names in full, no size or form assumed, by memoryShape.
// A row of the table that leaves the memory out while the table quotes
// two sizes of its family ("H20" under "H20 96G" and "H20（141G 新版）")
// names neither: it is refused, not read as the family's default size.
func tableGPUSizes(t *table, l *layout, first int) map[string][]string {
	gc, fc := -1, -1
	for _, cm := range l.cols {
		switch cm.field {
		case fGPU:
			gc = cm.col
		case fGPUForm:
			fc = cm.col
		}
	}
	if gc < 0 {
		return nil
	}
	out := map[string][]string{}
	for i := first; i < len(t.rows); i++ {
		gt, _ := t.merged(i, gc, true)
		if strings.TrimSpace(gt) == "" {
			continue
		}
		if fc >= 0 {
			if f, _ := t.merged(i, fc, true); strings.TrimSpace(f) != "" {
				gt = joinMemoryFigure(gt, f)
			}
		}
		m, ok := matchGPU(gt)
		if !ok || m.Assumed != "" {
			continue
		}
		if _, out := outsideCatalogue(gt, m.ID); out {
			continue
		}
		k := memoryShape(m.ID)
		if !slices.Contains(out[k], m.ID) {
			out[k] = append(out[k], m.ID)
		}
	}
	return out
}

// boardGPUs: the GPUs the board or server line a GPU text names always
// holds ("NVIDIA DGX H100": 8), and the word; 0 when it names none (GN0041).
// A row names the line with its GPU ("dgx h100"): "DGX Station A100" and
// "DGX-2" hold other counts and name none.
func boardGPUs(text string) (int, string) {
	words := reModelSep.Split(norm(text), -1)
	for i := 0; i+1 < len(words); i++ {
		w := words[i] + " " + words[i+1]
		if v, ok := wordMap("gpu_board_gpus")[w]; ok {
			if n, err := strconv.Atoi(v); err == nil {
				return n, w
			}
		}
	}
	return 0, ""
}

// reBoardMemory: a machine's total GPU memory in a board's name ("640G").
var reBoardMemory = regexp.MustCompile(`(?i)\b(\d{3,4})\s*(?:gb|gib|g)\b`)

// boardMemory: the card a board name stating its total memory holds ("DGX
// A100 640G": 8 GPUs, 80 GB each, A100-80G-SXM), the text naming it and
// the figures; ok false where the board's count does not divide the total
// into a catalogue card's own size.
func boardMemory(gt string) (string, calc.GPUMatch, string, int, string, bool) {
	n, _ := boardGPUs(gt)
	loc := reBoardMemory.FindStringSubmatchIndex(gt)
	if n == 0 || loc == nil {
		return "", calc.GPUMatch{}, "", 0, "", false
	}
	total, _ := strconv.Atoi(gt[loc[2]:loc[3]])
	if total%n != 0 {
		return "", calc.GPUMatch{}, "", 0, "", false
	}
	per := strconv.Itoa(total / n)
	text := gt[:loc[0]] + per + "GB" + gt[loc[1]:]
	m, ok := matchGPU(text)
	if !ok || strings.Contains(m.Assumed, "memory") || !strings.Contains(m.ID, "-"+per+"G") {
		return "", calc.GPUMatch{}, "", 0, "", false
	}
	if _, out := outsideCatalogue(text, m.ID); out {
		return "", calc.GPUMatch{}, "", 0, "", false
	}
	return text, m, gt[loc[0]:loc[1]], n, per, true
}

// boardMemoryIf is boardMemory where want, read only then (a row whose GPU
// is already read runs no regexp for it).
func boardMemoryIf(want bool, gt string) (string, calc.GPUMatch, string, int, string, bool) {
	if !want {
		return "", calc.GPUMatch{}, "", 0, "", false
	}
	return boardMemory(gt)
}

// namesServer: a GPU text naming a server or board, not a card (GN0051-).
func namesServer(text string) bool { return containsWord(norm(text), "gpu_server_word") }

// reFormStated: a word of a GPU text that states the form or the board.
var reFormStated = regexp.MustCompile(`(?i)` + wordAlternation("gpu_form_stated", "yes")) // words/gpu_aliases.tsv

// withCardForm: a GPU text naming no form but a build only one form has
// ("双宽", dual-slot: a PCIe card), with that form's word added; s as it
// was otherwise (words/gpu_aliases.tsv gpu_card_form_word).
func withCardForm(s string) string {
	low := norm(s)
	if reFormStated.MatchString(low) {
		return s
	}
	for _, r := range wordRows("gpu_card_form_word") {
		if strings.Contains(low, r[0]) {
			return s + " " + r[1]
		}
	}
	return s
}
