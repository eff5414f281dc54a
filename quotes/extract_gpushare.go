package quotes

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"computecheck/calc"
)

// A share of one GPU: a cloud's vGPU or sliced instance ("NVIDIA A10 ×
// 1/2（vGPU）", "1/4卡", "0.5 GPU", "半卡"), a MIG profile short of the
// whole card ("MIG 3g.40gb"), or a card time-shared between users
// ("分时共享", "超分", "Jupyter共享实例"). Its price is for part of a card,
// and what that part is worth as GPU time (memory, compute, a time slice)
// the file does not say: the row is refused at the cell that says so,
// never read as one whole card (the count after "×" would read "1/2" as 1)
// nor scaled up by its fraction.

var (
	// reGPUShare: a fraction (written tight, "1/2": "×1 / 64GB" is a count and a
	// size) or a decimal below one as the count of cards (after "×", "0.5" with
	// its zero: "bm.mi300x.8" is a spec code), or a fraction after the word vGPU ("L20 (vGPU 1/4)"); after a bare GPU
	// ("L20 48G GPU 4/8") it is how many of the machine's cards are free, no share
	reGPUShare = regexp.MustCompile(`(?i)[x×*]\s*(\d{1,2}/\d{1,2}|0\.\d+)(?:[^\d/.a-z]|$)|(?:^|[^\d/.])(\d{1,2}/\d{1,2}|0?\.\d+)\s*(?:卡|张|块|gpus?\b|cards?\b)|\bvgpu\s*(\d{1,2}/\d{1,2})\b`)
	// reMIGProfile: a MIG profile, compute slices "g." memory "gb" ("1g.10gb", "3g.40gb+me")
	reMIGProfile      = regexp.MustCompile(`(?i)(?:^|[^\da-z])([1-8])g\.(\d{1,3})gb`)
	gpuShareWords     = wordsInOrder("gpu_share_word")
	gpuTimeShareWords = wordsInOrder("gpu_timeshare_word")
	gpuShareNegation  = wordsInOrder("gpu_share_negation")
	gpuShareNot       = wordsInOrder("gpu_share_not")
	gpuShareCardTime  = wordsInOrder("gpu_share_card_time")
	gpuShareSpecAfter = wordsInOrder("gpu_share_spec_after")
	migWholeSlices    = wholeSlices()
)

func wholeSlices() int {
	n, err := strconv.Atoi(wordMap("mig_profile")["whole_card_slices"])
	if err != nil || n < 2 {
		panic("quotes: words/gpu_share.tsv mig_profile whole_card_slices is no count")
	}
	return n
}

// gpuShareOf: the words of a cell that make it a share of one GPU ("" for
// whole cards). A fraction of at least one card ("3/2") is no share, nor
// card-time ("0.5卡时"). Only a cell naming the card (card) reads a bare
// "× 0.5" as its count: elsewhere it is a factor ("夜间×0.5").
func gpuShareOf(text string, card bool) string {
	s := strings.ToLower(narrow(text))
	for _, m := range reGPUShare.FindAllStringSubmatchIndex(s, -1) {
		f, times := "", m[2] >= 0
		switch {
		case times:
			f = s[m[2]:m[3]]
		case m[4] >= 0:
			f = s[m[4]:m[5]]
		default:
			f = s[m[6]:m[7]]
		}
		if times && !card || cardTimeAfter(s[m[1]:]) || specListAfter(s, m) {
			continue
		}
		if v, ok := shareValue(f); ok && v > 0 && v < 1 {
			return strings.TrimSpace(s[m[0]:m[1]])
		}
	}
	return shareWordIn(s, gpuShareWords)
}

// specListAfter: the fraction's second figure is a spec item's, its unit
// right after it ("×1/16核/64G": one card, 16 cores).
func specListAfter(s string, m []int) bool {
	end := -1
	for _, g := range [][2]int{{2, 3}, {4, 5}, {6, 7}} {
		if m[g[0]] >= 0 {
			end = m[g[1]]
		}
	}
	if end < 0 {
		return false
	}
	rest := strings.TrimSpace(s[end:])
	return slices.ContainsFunc(gpuShareSpecAfter, func(w string) bool {
		if !strings.HasPrefix(rest, w) {
			return false
		}
		r, _ := utf8.DecodeRuneInString(rest[len(w):])
		return !isASCIILetter(r) // "16c" and "16 cores" but not "16cards"
	})
}

// cardTimeAfter: the text after "0.5卡" goes on as a span of card time.
func cardTimeAfter(rest string) bool {
	rest = strings.TrimSpace(rest)
	for _, u := range gpuShareCardTime {
		if strings.HasPrefix(rest, u) {
			return true
		}
	}
	return false
}

// timeSharedOf: the words of a cell that make the card one users take
// turns on (分时共享, 超分, a shared notebook instance); "" for none, and
// none where the clause denies it ("独享，不超分").
func timeSharedOf(text string) string {
	return shareWordIn(norm(text), gpuTimeShareWords)
}

// migSliceOf: a MIG profile short of the whole card ("3g.40gb"), with its
// compute slices; "" for none or for the whole card: all its compute
// slices ("7g.80gb"), or all the memory of the card the row names
// (cardGB, 0 when unknown: an A30's "4g.24gb").
func migSliceOf(text string, cardGB float64) (string, int) {
	for _, m := range reMIGProfile.FindAllStringSubmatch(norm(text), -1) {
		n, _ := strconv.Atoi(m[1])
		gb, _ := strconv.ParseFloat(m[2], 64)
		if n >= migWholeSlices || cardGB > 0 && gb >= cardGB*0.95 {
			continue
		}
		return strings.TrimLeft(m[0], " -_(（/"), n
	}
	return "", 0
}

// shareWordIn: the first word of words in s (lower case) that no negation
// before it in its clause denies and that is no part of a longer phrase
// meaning something else (超分辨率 is super-resolution, not overselling).
func shareWordIn(s string, words []string) string {
	for _, w := range words {
		for i := range occurrences(s, w) {
			if !shareNegated(s[:i]) && !shareOtherPhrase(s, i) {
				return w
			}
		}
	}
	return ""
}

func shareNegated(before string) bool {
	clause := before
	if k := strings.LastIndexAny(before, ",，;；。.、:：()（）/|"); k >= 0 {
		clause = before[k:]
	}
	for _, w := range gpuShareNegation {
		for i := range occurrences(clause, w) {
			end := i + len(w)
			if !asciiLetterAt(clause, i-1) && !(asciiLetterAt(clause, end-1) && asciiLetterAt(clause, end)) {
				return true // an English word stands whole ("no", not "not" in "notebook")
			}
		}
	}
	return false
}

func asciiLetterAt(s string, i int) bool {
	return i >= 0 && i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z')
}

func shareOtherPhrase(s string, at int) bool {
	for _, p := range gpuShareNot {
		for k := max(0, at-len(p)+1); k <= at && k+len(p) <= len(s); k++ {
			if s[k:k+len(p)] == p {
				return true
			}
		}
	}
	return false
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

// gpuShare refuses a row that a cell says is a share of one GPU: the GPU,
// spec and offer cells first, then the others (a 切分方式 or 使用方式
// column the header read leaves unmapped, the notes); the vendor's name and
// the prices (not their units) are not looked at. It runs before the GPU is matched, so a
// slice's own memory ("A10（1/2卡） 12GB") is not refused as an unknown card.
func (b *rowBuild) gpuShare() bool {
	if !b.mayShare() {
		return false
	}
	cells, named := b.shareCells()
	cardGB := b.cardGB()
	for i, c := range cells {
		t := strings.TrimSpace(c.text)
		if w := gpuShareOf(t, i < named); w != "" {
			b.badAt(c, mk("import.err.gpu_share", c.header, t, w))
			return true
		}
		if w, n := migSliceOf(t, cardGB); w != "" {
			b.badAt(c, mk("import.err.gpu_mig_slice", c.header, t, w, n))
			return true
		}
		if w := timeSharedOf(t); w != "" {
			b.badAt(c, mk("import.err.gpu_time_shared", c.header, t, w))
			return true
		}
	}
	return false
}

// cardGB is the memory of the card the row names, 0 when unknown.
func (b *rowBuild) cardGB() float64 {
	if m, ok := matchGPU(b.text(fGPU)); ok {
		if g, ok := calc.LookupGPU(m.ID); ok {
			return g.MemoryGiB()
		}
	}
	return 0
}

// mayMIG: some cell of the row may hold a MIG profile ("7g.80gb"): the
// cheap test before the row's cells are gathered and ordered (shareCells).
func (b *rowBuild) mayMIG() bool {
	has := func(t string) bool { return strings.Contains(t, "g.") || strings.Contains(t, "G.") }
	for _, c := range b.r.cells {
		if has(c.text) {
			return true
		}
	}
	for _, t := range b.r.extra {
		if has(t) {
			return true
		}
	}
	return false
}

// migWholeCard: an instance whose MIG profile is the whole card (all its
// compute slices or all its memory: "MIG 7g.80gb（整卡）") is one GPU's
// instance, whatever machine the card sits in (LX0005).
func (b *rowBuild) migWholeCard() []gpnRead {
	if !b.mayMIG() {
		return nil
	}
	cells, _ := b.shareCells()
	for _, c := range cells {
		if t := norm(c.text); reMIGProfile.MatchString(t) {
			if w, _ := migSliceOf(t, b.cardGB()); w == "" {
				return []gpnRead{{1, c, ""}}
			}
			return nil
		}
	}
	return nil
}

// shareSeen remembers, per cell text, whether any share reading could
// find something in it (mayShareText).
var shareSeen memo[string, bool]

// mayShareText: a share could be read in text by gpuShare's readers, taken
// at their widest (a cell naming the card, a card of unknown memory): no
// cell of the row passing it is the common case, decided without ordering
// the row's cells.
func mayShareText(t string) bool {
	return remember(&shareSeen, strings.TrimSpace(t), func(t string) bool {
		w, _ := migSliceOf(t, 0)
		return gpuShareOf(t, true) != "" || w != "" || timeSharedOf(t) != ""
	})
}

// mayShare: some cell gpuShare looks at (shareCells) may say a share.
func (b *rowBuild) mayShare() bool {
	for f, c := range b.r.cells {
		switch f {
		case fVendor, fPrice, fPriceText, fCurrency, fDiscount:
			continue
		}
		if mayShareText(c.text) {
			return true
		}
	}
	for _, t := range b.r.extra {
		if mayShareText(t) {
			return true
		}
	}
	return false
}

// shareCells: the row's cells a share can be written in, in the order
// gpuShare looks, and how many of them name the card.
func (b *rowBuild) shareCells() ([]cell, int) {
	var out []cell
	for _, f := range []string{fGPU, fGPUText, fSpec, fOffer} {
		if c, ok := b.r.cells[f]; ok {
			out = append(out, c)
		}
	}
	var rest []cell
	for f, c := range b.r.cells {
		switch f {
		case fGPU, fGPUText, fSpec, fOffer, fVendor, fPrice, fPriceText, fCurrency, fDiscount:
			continue
		}
		rest = append(rest, c)
	}
	for h, t := range b.r.extra {
		rest = append(rest, cell{header: h, text: t, letter: b.r.extraLetters[h]})
	}
	sort.Slice(rest, func(i, j int) bool {
		a, c := rest[i], rest[j]
		if len(a.letter) != len(c.letter) {
			return len(a.letter) < len(c.letter)
		}
		return a.letter+a.header < c.letter+c.header
	})
	return append(out, rest...), len(out)
}
