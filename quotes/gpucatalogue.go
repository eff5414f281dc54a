package quotes

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/calc"
	"computecheck/msg"
)

// outsideCatalogue says why a GPU text that the catalogue match read as id
// names a card the catalogue does not hold, or ok when it may be that card.
// The match looks for a family's letters anywhere in the text, so a
// neighbouring product carrying them ("GH200", "GB200", "RTX A4000",
// "H100 NVL") or a memory size the catalogue card lacks ("A100 96GB",
// "4090 48G") would otherwise be stored as that card: it is refused at
// its cell instead, never mapped to a neighbour.
func outsideCatalogue(text, id string) (msg.Msg, bool) {
	if tok, ok := gluedModel(text, id); ok {
		return mk("import.err.gpu_other_model", strings.TrimSpace(text), tok, id), true
	}
	if stated, ok := statedMemoryGB(text); ok {
		if g, found := calc.LookupGPU(id); found {
			have := g.MemoryGiB()
			// [assumed] 12%: GB vs GiB and usable vs physical (B200's
			// 180 of 192 GB) stay within it; a different memory size
			// (40 vs 80, 96 vs 141, 24 vs 48) does not
			if math.Abs(stated-have)/have > 0.12 {
				s, h := strconv.FormatFloat(stated, 'f', -1, 64), strconv.FormatFloat(math.Round(have), 'f', -1, 64)
				return mk("import.err.gpu_memory_outside", strings.TrimSpace(text), s, id, h), true
			}
		}
	}
	return msg.Msg{}, false
}

// memoryUndecided is the text of a row's cell naming two or more memory
// sizes the catalogue holds for the family of id ("忘了问是40G还是80G",
// "40G/80G 都有"), for a GPU text that states none: which card it is the
// row does not know, so it is refused rather than read as the family's
// default size.
func memoryUndecided(id string, texts []string) (string, bool) {
	fam, _, _ := strings.Cut(id, "-")
	for _, t := range texts {
		sizes := map[string]bool{}
		for _, m := range reGPUMem.FindAllStringSubmatch(narrow(t), -1) {
			if _, ok := calc.MatchGPU(fam + " " + m[1] + "GB"); ok {
				sizes[m[1]] = true
			}
		}
		if len(sizes) > 1 {
			return strings.TrimSpace(t), true
		}
	}
	return "", false
}

// reModelSep: what separates the words of a GPU text.
var reModelSep = regexp.MustCompile(`[\s\-_/|,;:()\[\]（）【】·•*×+]+`)

// The words a family's number may be glued to and still be that family,
// and the words after it naming another card (words/gpu_aliases.tsv).
var (
	modelPrefixOK  = wordsInOrder("gpu_glue_before")
	modelSuffixOK  = wordsInOrder("gpu_glue_after")
	modelNextWord  = wordSet("gpu_other_card")
	familyByNumber = wordMap("gpu_family")
	numberOfFamily = func() map[string]string {
		m := map[string]string{}
		for w, fam := range familyByNumber {
			m[strings.ToLower(fam)] = w
		}
		return m
	}()
)

// gluedModel: the family name of id appears in text only as part of
// another model's name; tok is that name.
func gluedModel(text, id string) (string, bool) {
	key := familyKey(id)
	if key == "" {
		return "", false
	}
	low := codeDotsSpaced(strings.ToLower(narrow(text)))
	words := reModelSep.Split(low, -1)
	found, glued := false, ""
	for wi, w := range words {
		for i := range occurrences(w, key) {
			before, after := w[:i], w[i+len(key):]
			found = true
			if modelGlueOK(before, after) && !(after == "" && wi+1 < len(words) && modelNextWord[words[wi+1]]) {
				return "", false
			}
			if glued == "" {
				glued = w
				if after == "" && wi+1 < len(words) && modelNextWord[words[wi+1]] {
					glued = w + " " + words[wi+1]
				}
			}
		}
	}
	if !found {
		return "", false // the match read another spelling ("RTX 4090 D"): calc's call
	}
	return strings.ToUpper(glued), true
}

// modelGlueOK: what stands before and after a family's number in one word
// leaves it that family. Chinese words around it separate ("8卡H100").
func modelGlueOK(before, after string) bool {
	if i := strings.LastIndexFunc(before, func(r rune) bool { return r > unicode.MaxASCII }); i >= 0 {
		_, size := utf8.DecodeRuneInString(before[i:])
		before = before[i+size:]
	}
	// the trailing run of letters: what the number is glued to
	j := len(before)
	for j > 0 && isASCIILetter(rune(before[j-1])) {
		j--
	}
	letters, rest := before[j:], before[:j]
	switch {
	case letters == "" && rest != "":
		return false // glued to another number
	case letters != "":
		ok := false
		for _, p := range modelPrefixOK {
			if strings.HasSuffix(letters, p) {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	if after == "" || !isASCIILetter(rune(after[0])) && (after[0] < '0' || after[0] > '9') {
		return true
	}
	if after[0] >= '0' && after[0] <= '9' {
		return false // "a1000", "a4000": another number
	}
	return slices.ContainsFunc(modelSuffixOK, func(s string) bool { return strings.HasPrefix(after, s) })
}

// codeDotsSpaced separates the tokens of a dotted instance-type code
// ("gpu.h800.8xlarge.nv", "gn.a800.8x") so the family number stands as a
// word of its own; a dot between two digits ("1.5") is a decimal point and
// stays.
func codeDotsSpaced(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	b := []byte(s)
	isDigit := func(i int) bool { return i >= 0 && i < len(b) && b[i] >= '0' && b[i] <= '9' }
	for i, c := range b {
		if c == '.' && !(isDigit(i-1) && isDigit(i+1)) {
			b[i] = ' '
		}
	}
	return string(b)
}

func isASCIILetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }

// familyKey is the number a catalogue id's family is written as
// ("H200-141G" -> "h200", "RTX4090-24G" -> "4090"); "" for a family the
// check leaves to the catalogue match (no row in gpu_family).
func familyKey(id string) string {
	fam, _, _ := strings.Cut(id, "-")
	return numberOfFamily[strings.ToLower(fam)]
}

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
	r := remember(&gpuMatchMemo, s, func(s string) gpuMatchRead { m, ok := matchGPUJoinedUncached(s); return gpuMatchRead{m, ok} })
	return r.m, r.ok
}

// gpuMatchMemo: a GPU column repeats its few names down the rows, and
// each step that asks for the row's card reads them again.
var gpuMatchMemo memo[string, gpuMatchRead]

type gpuMatchRead struct {
	m  calc.GPUMatch
	ok bool
}

func matchGPUJoinedUncached(s string) (calc.GPUMatch, bool) {
	s = withoutNetSpeeds(s)
	s = perCardMemory(s) // "8 × H800 SXM 640GB（8×80GB）": the machine's memory, broken down per card
	s = withCardForm(s)  // "H100 80G 双宽被动散热卡": the PCIe card (GN0081)
	if j := joinMemorySize(s); j != s {
		return calc.MatchGPU(j)
	}
	return calc.MatchGPU(s)
}

// reMemoryBreakdown: a machine's memory in all, then the cards it is made
// of in brackets ("640GB（8×80GB）", "1128G (8x141G)").
var reMemoryBreakdown = regexp.MustCompile(`(?i)(\d{3,4})\s*(?:gb|g)\s*[（(]\s*(\d{1,2})\s*[x×*]\s*(\d{2,3})\s*(gb|g)\s*[)）]`)

// perCardMemory is s with a machine's memory written as its cards' sum
// (reMemoryBreakdown, the sum equal to count × size) read as one card's
// size: a GPU text naming its machine's total is no card of that size
// (stop 53, set143/08).
func perCardMemory(s string) string {
	return reMemoryBreakdown.ReplaceAllStringFunc(s, func(m string) string {
		g := reMemoryBreakdown.FindStringSubmatch(m)
		total, _ := strconv.Atoi(g[1])
		n, _ := strconv.Atoi(g[2])
		size, _ := strconv.Atoi(g[3])
		if n < 2 || total != n*size {
			return m
		}
		return g[3] + g[4]
	})
}

// reNetSpeed: a scale-out network's speed beside the network's word, before
// or after it ("NDR 400G", "RoCE 2×200G", "400Gb IB"; the words of
// ib_generation, net_kind_part and net_kind_word, words/cell_words.tsv): a
// link's figure (100/200/400/800/1600 G, no card's memory size), never a
// GPU memory, so a description cell ("H800 128卡（16台×8卡）NDR 400G")
// names its card by the rest (DS0001).
var reNetSpeed = func() *regexp.Regexp {
	var ws []string
	for _, t := range []string{"ib_generation", "net_kind_part", "net_kind_word"} {
		for _, w := range wordsInOrder(t) {
			q := regexp.QuoteMeta(w)
			if isAlnum(w[0]) {
				q = `\b` + q
			}
			ws = append(ws, q)
		}
	}
	slices.SortStableFunc(ws, func(a, b string) int { return len(b) - len(a) })
	word := `(?:` + strings.Join(ws, "|") + `)(?:v\d)?`
	speed := `((?:\d{1,2}\s*[x×*]\s*)?(?:100|200|400|800|1600)\s*(?:gbps|gbit|gb/s|gbe|gb|g)\b)`
	return regexp.MustCompile(`(?i)` + word + `[\s:：]*` + speed + `|` + speed + `\s*` + word)
}()

// withoutNetSpeeds blanks the network speeds of a GPU text (reNetSpeed),
// keeping the network's word.
func withoutNetSpeeds(s string) string {
	ms := reNetSpeed.FindAllStringSubmatchIndex(s, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		for g := 1; g <= 2; g++ {
			if a, b := ms[i][2*g], ms[i][2*g+1]; a >= 0 {
				s = s[:a] + " " + s[b:]
			}
		}
	}
	return s
}

var reGPUMem = regexp.MustCompile(`(?i)(\d{2,3})\s*(?:gb|g|gib)\b(?:\s*(?:hbm\w*|gddr\w*|显存|vram|memory))?`)

// statedMemoryGB is the GPU memory a GPU text states ("H100 80GB", "4090
// 48G"): the one size in 8..256 GB it names, if exactly one.
func statedMemoryGB(s string) (float64, bool) {
	v := remember(&memMemo, s, func(s string) float64 { v, _ := statedMemoryUncached(s); return v })
	return v, v > 0
}

var memMemo memo[string, float64]

func statedMemoryUncached(s string) (float64, bool) {
	var found []float64
	for _, m := range reGPUMem.FindAllStringSubmatch(withoutNetSpeeds(narrow(s)), -1) {
		if v, err := strconv.ParseFloat(m[1], 64); err == nil && v >= 8 && v <= 256 && !slices.Contains(found, v) {
			found = append(found, v) // one size stated twice ("RTX 4090 魔改48G" beside 显存 48GB) is one statement
		}
	}
	for _, v := range mibSizesGB(narrow(s)) { // nvidia-smi's "49140MiB" is 48 GiB (GN0031)
		if !slices.Contains(found, v) {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return 0, false
	}
	return found[0], true
}
