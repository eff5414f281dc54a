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

// Mistakes in the seller's own file (issue 23, class "mistakes"): a slip
// whose meaning is certain is read through and warned (a letter O typed for
// a zero in a model number, a pinyin-IME homophone in a unit); two cells of
// one row that name its card differently cannot both be right and refuse
// the row at the GPU cell, quoting both (words/mistakes.tsv, rules MS*).

var gpuLookalike = wordMap("gpu_lookalike")

// lookalikeGPU reads a GPU name whose model number holds a letter typed for
// a digit ("H1OO SXM5 80GB"): each such letter beside a digit (or beside a
// letter so read) in one word becomes the digit. It reads only where the
// name then is one catalogue card, its memory and form stated; the fixed
// text comes back with the match.
func lookalikeGPU(gt string) (string, calc.GPUMatch, bool) {
	words := strings.Fields(gt)
	changed := false
	for i, w := range words {
		if fixed := lookalikeWord(w); fixed != w {
			words[i], changed = fixed, true
		}
	}
	if !changed {
		return gt, calc.GPUMatch{}, false
	}
	fixed := strings.Join(words, " ")
	m, ok := matchGPU(fixed)
	if !ok || m.Assumed != "" {
		return gt, calc.GPUMatch{}, false
	}
	if _, outside := outsideCatalogue(fixed, m.ID); outside {
		return gt, calc.GPUMatch{}, false
	}
	return fixed, m, true
}

// lookalikeWord: word w with each look-alike letter beside a digit read as
// that digit ("H1OO" → "H100"); w unchanged where none is.
func lookalikeWord(w string) string {
	rs := []rune(w)
	digit := func(r rune) bool { return r >= '0' && r <= '9' }
	for changed := true; changed; {
		changed = false
		for i, r := range rs {
			d, ok := gpuLookalike[strings.ToLower(string(r))]
			if !ok || len(d) != 1 {
				continue
			}
			if (i > 0 && digit(rs[i-1])) || (i+1 < len(rs) && digit(rs[i+1])) {
				rs[i], changed = rune(d[0]), true
			}
		}
	}
	return string(rs)
}

var unitSlips = wordMap("unit_slip")

// reUnitParts splits a unit phrase at its slashes ("元/卡/是").
var reUnitParts = regexp.MustCompile(`[/／]`)

// unitSlip reads a unit phrase with an IME homophone for one of its parts
// ("元/太/月" for 元/台/月): the fixed phrase, the slip and the character
// meant, where the phrase as typed leaves its basis or period open and the
// fixed one states both.
func unitSlip(t string) (fixed, slip, meant string, ok bool) {
	h := parseHint(t)
	if h.basis != "" && h.period != "" {
		return t, "", "", false
	}
	parts := reUnitParts.Split(strings.TrimSpace(t), -1)
	if len(parts) < 2 {
		return t, "", "", false
	}
	for i := 1; i < len(parts); i++ {
		p := strings.TrimSpace(parts[i])
		m, has := unitSlips[p]
		if !has {
			continue
		}
		try := slices.Clone(parts)
		try[i] = m
		f := strings.Join(try, "/")
		if fh := parseHint(f); fh.basis != "" && fh.period != "" {
			return f, p, m, true
		}
	}
	return t, "", "", false
}

// reGPUMemoryGB: a memory size written in a GPU name or a memory cell
// ("A100 40G", "80GB", "96 GiB").
var reGPUMemoryGB = regexp.MustCompile(`(?i)(?:^|[^0-9a-z.])(\d{1,3})\s*(?:gb|gib|g)(?:$|[^0-9a-z])`)

// memorySizes: the sizes (8..256 GB) text states; a bare figure counts
// where the whole text is one (a "显存" cell of "80").
func memorySizes(text string) []int {
	var out []int
	if n, err := strconv.Atoi(strings.TrimSpace(text)); err == nil {
		if n >= 8 && n <= 256 {
			out = append(out, n)
		}
		return out
	}
	for _, m := range reGPUMemoryGB.FindAllStringSubmatch(text, -1) {
		if n, err := strconv.Atoi(m[1]); err == nil && n >= 8 && n <= 256 && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// memoryDisagrees: the GPU cell states a memory ("A100 40G") and the
// row's memory cell another ("80GB", not the machine's total): two
// namings of one card that cannot both be right. The message quotes both.
func (b *rowBuild) memoryDisagrees(gt, form string) (msg.Msg, bool) {
	inName, inCell := memorySizes(gt), memorySizes(form)
	if len(inName) == 0 || len(inCell) == 0 {
		return msg.Msg{}, false
	}
	gpn, _ := ParseCount(b.text(fGPUsPerNode))
	for _, a := range inName {
		for _, c := range inCell {
			if a == c || (gpn > 1 && a*gpn == c) {
				return msg.Msg{}, false
			}
		}
	}
	return mk("import.err.mistakes_gpu_memory_differs", b.r.cells[fGPU].header, gt, b.r.cells[fGPUForm].header, form), true
}

// specDisagrees: the row's spec cell names another card than the GPU
// cell, a copied row half updated ("L20" beside "8×H800 80G SXM5"): both
// stated, neither can be taken. A spec reading that only assumed the
// memory or form of the GPU cell's family is no disagreement (the GPU
// column states what the spec left open).
func (b *rowBuild) specDisagrees(gt string, m calc.GPUMatch) (msg.Msg, bool) {
	g := b.spec.GPU
	if g == "" || g == m.ID {
		return msg.Msg{}, false
	}
	if sameGPU(calc.GPUMatch{ID: g, Assumed: b.spec.GPUAssumed}, m) {
		return msg.Msg{}, false
	}
	return mk("import.err.mistakes_gpu_spec_differs", b.r.cells[fGPU].header, gt, m.ID, b.r.cells[fSpec].header, b.text(fSpec), g), true
}

// lineTotal: the row's own line total (小计, 金额合计, subtotal) where one
// column of the row holds it as a plain figure.
func (b *rowBuild) lineTotal() (float64, cell, bool) {
	var hs []string
	for h := range b.r.extra {
		if reTotalPrice.MatchString(headerCore(h)) {
			hs = append(hs, h)
		}
	}
	if len(hs) != 1 {
		return 0, cell{}, false
	}
	t := strings.TrimSpace(b.r.extra[hs[0]])
	v, err := ParseNumber(t)
	if err != nil || !(v > 0) {
		return 0, cell{}, false
	}
	return v, cell{text: t, header: hs[0], letter: b.r.extraLetters[hs[0]]}, true
}

// lineTotalCheck holds a unit price against its line's own total: the
// price × the row's cards (per card) or machines (per machine) × the
// periods of its stated term. Where the total works out from the basis
// the price column's header states and not from the one read, the
// header's basis is taken, warned; where it works out from neither and the
// row states its term, the line contradicts itself: refused at the total,
// quoting both figures. A row without its counts is not checked.
func (b *rowBuild) lineTotalCheck(value float64, basis, headerBasis, period string) (string, *msg.Msg, cell, bool) {
	total, tc, ok := b.lineTotal()
	if !ok || !(value > 0) || period == "" || periodHours(period) <= 0 {
		return basis, nil, cell{}, false
	}
	gpn, errG := ParseCount(b.text(fGPUsPerNode))
	nodes, errN := ParseCount(b.text(fNodes))
	if errG != nil || errN != nil || gpn < 1 || nodes < 1 {
		return basis, nil, cell{}, false
	}
	periods, stated := 1.0, false
	if c, has := b.r.cells[fMinTerm]; has {
		if t, st, err := columnTerm(c); err == nil && st {
			periods, stated = t.Hours(DefaultHoursPerMonth)/periodHours(period), true
		}
	}
	if !(periods >= 1) {
		return basis, nil, cell{}, false
	}
	byBasis := map[string]float64{"gpu": value * float64(gpn*nodes) * periods, "node": value * float64(nodes) * periods}
	near := func(a float64) bool { return math.Abs(a-total) <= math.Max(1, 0.005*total) }
	if w, has := byBasis[basis]; has && near(w) {
		return basis, nil, cell{}, false
	}
	if headerBasis != basis {
		if w, has := byBasis[headerBasis]; has && near(w) {
			m := mk("import.warn.mistakes_line_total_basis", tc.header, tc.text, trimFloat(value), gpn, nodes, trimFloat(periods), headerBasis)
			return headerBasis, &m, cell{}, false
		}
	}
	if !stated {
		return basis, nil, cell{}, false
	}
	want := orDefault(headerBasis, basis)
	w, has := byBasis[want]
	if !has {
		return basis, nil, cell{}, false
	}
	count := nodes
	if want == "gpu" {
		count = gpn * nodes
	}
	m := mk("import.err.mistakes_line_total_differs", trimFloat(value), count, trimFloat(periods), trimFloat(w), tc.header, tc.text)
	return basis, &m, tc, true
}
