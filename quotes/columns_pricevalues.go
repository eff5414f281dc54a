package quotes

import (
	"errors"
	"math"
	"regexp"
	"slices"
	"strings"
)

// Price columns named by what tells them apart, not by a price word
// (regions 华北-北京 | 华东-上海, volume tiers 1–3台 | 4–15台, versions 原价 |
// 现价), are known by their values: beside the GPU column, what a rental
// could cost for the row's GPU in some unit, or marks of no price (售罄).

// countMax is the largest whole number a column of counts is read as
// holding [assumed: 16 cards in a machine].
const countMax = 16

// priceValued: two or more values are plausible rents for their row's GPU,
// not all small whole numbers, and 7 in 10 are such or a mark of no price.
func priceValued(vals, gpus []string) bool {
	n, prices, marks, counts := 0, 0, 0, 0
	for i, v := range vals {
		v = strings.TrimSpace(v)
		gpu := ""
		if i < len(gpus) {
			gpu = gpuOfCell(gpus[i])
		}
		if v == "" || gpu == "" {
			continue
		}
		n++
		if reDurationOnly.MatchString(norm(v)) {
			continue // "168小时", "72h": how long, no money (a job's time limit beside its rate)
		}
		pc, err := parsePriceCell(v)
		var ce *cellError
		switch {
		case errors.Is(err, errNotOffered) || err != nil && cellState(v) != "" || // "售罄", "持平", "停租"
			errors.As(err, &ce) && (ce.M.Key == "import.err.unavailable" || ce.M.Key == "import.err.negotiable"):
			marks++
		case err == nil && pc.value > 0 && plausibleRent(pc.value, gpu):
			prices++
			counts += b2i(isCount(pc.value))
		}
	}
	return prices >= 2 && counts < prices && (prices+marks)*10 >= n*7
}

// reDurationOnly: a cell that is a count of a time unit and nothing else
// ("168小时", "72 h", "3天", "12 months"): a duration, never a price (no
// currency, no "/" or 每 before the unit).
var reDurationOnly = regexp.MustCompile(`^\s*\d+(?:\.\d+)?\s*(?:个\s*)?(?:小时|h|hrs?|hours?|天|days?|周|weeks?|月|months?|年|years?)\s*$`)

// measureHeader: the header's bracketed unit measures power, time, size or
// speed ("满载功耗(kW)", "月用电(kWh, ×720h)"): its values are no money
// (words/columns.tsv column_measure_hint), or its words name a measured
// figure ("每卡 tokens/s", "MFU": measuredFigureHeader).
func measureHeader(h string) bool {
	first, _, _ := strings.Cut(strings.ToLower(narrow(headerHint(h))), ",")
	f := strings.Fields(first)
	return len(f) > 0 && measureHints[f[0]] || measuredFigureHeader(h)
}

var measureHints = wordSet("column_measure_hint")

// codeOrCountHeader: the header's last word (its bracketed unit left out)
// names a column of identifiers (资费编码, SKU, 订单号: words/codes.tsv
// code_header), or of counts no header synonym knows (余量, 件数: count_header,
// with no figure of a tier in the header; 数量, 台数, Qty are nodes and the
// count case of priceColumnsByValues decides them) whose values are whole numbers: its
// values number or count the rows and are never prices by their values. A
// header whose last word is another ("SKU价格", "数量折扣价") names what it
// ends with; a quantity with fractions (Qty 133.5 hours) is no count of
// machines, left to the columns it is read beside.
func codeOrCountHeader(h string, vals []string) bool {
	head := headerHead(h)
	if head == "" {
		return false
	}
	return endsInWord(head, codeHeaderWords) ||
		!strings.ContainsAny(norm(h), "0123456789") && endsInWord(head, countHeaderWords) && !fractionIn(vals)
}

var codeHeaderWords, countHeaderWords = wordsInOrder("code_header"), wordsInOrder("count_header")

// reHeaderTail: a bracketed part, a colon or a mark ending a header.
var reHeaderTail = regexp.MustCompile(`(?:\s*[(（\[【][^)）\]】]*[)）\]】]|\s*[:：*#.]+)\s*$`)

// headerHead is a header's norm text without its bracketed tails
// ("数量(台)": 数量).
func headerHead(h string) string {
	head := strings.TrimSpace(norm(h))
	for {
		cut := strings.TrimSpace(reHeaderTail.ReplaceAllString(head, ""))
		if cut == head || cut == "" {
			return head
		}
		head = cut
	}
}

// endsInWord: s ends in one of words, an ASCII word whole.
func endsInWord(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) && (w[0] >= 0x80 || len(s) == len(w) || !isAlnum(s[len(s)-len(w)-1])) {
			return true
		}
	}
	return false
}

// gpuOfCell is the catalogue GPU a cell names ("8×H100 SXM5 80G"), "" for none.
func gpuOfCell(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	if m, ok := matchGPU(s); ok {
		return m.ID
	}
	if sp, ok := ParseSpec(s); ok {
		return sp.GPU
	}
	return ""
}

// plausibleRent: v is, in some unit a rate card uses (per card or machine
// of 8, per hour to year, CNY or USD), within the GPU's market range.
func plausibleRent(v float64, gpu string) bool {
	eight := 8
	for _, basis := range []string{"gpu", "node"} {
		for _, period := range []string{"hour", "day", "month", "year"} {
			for _, cur := range []string{"CNY", "USD"} {
				if usd, ok := usdPerGPUHour(v, unitParts{basis, period}, &eight, cur); ok && inBandBy(usd, bandOf(gpu, cur), marketFactor) == 0 {
					return true
				}
			}
		}
	}
	return false
}

// below is column c of the ten rows under row hi.
func below(t *table, hi, c int) []string {
	var out []string
	for r := hi + 1; r < len(t.rows) && r <= hi+10; r++ {
		out = append(out, t.cell(r, c))
	}
	return out
}

func namesGPU(v string) bool { return gpuOfCell(v) != "" }

// gpuCells is the column under row hi that holds GPU names or machines
// (the GPUs its prices are for), -1 for none.
func gpuCells(t *table, hi int) (col int, cells []string) {
	best, bestN := -1, 0
	for c := range t.rows[hi] {
		if _, n := share(below(t, hi, c), namesGPU); n > bestN {
			best, bestN = c, n
		}
	}
	if bestN < 2 {
		return -1, nil
	}
	return best, below(t, hi, best)
}

// priceColumnsBelow counts the columns beside a GPU column whose header names
// no field ("北京") and whose values are prices (two where a price is named).
func priceColumnsBelow(t *table, hi int, priced bool) int {
	filled := 0
	for _, c := range t.rows[hi] {
		if c = strings.TrimSpace(c); c == "" {
			continue
		}
		filled++
		if _, err := parsePriceCell(c); err == nil && !tierHeader(c) && !cardCountHeader(c) || namesGPU(c) {
			return 0 // a row of data
		}
	}
	if filled < 2 {
		return 0 // a title line
	}
	gc, gpus := gpuCells(t, hi)
	if gc < 0 {
		return 0
	}
	n := 0
	for c := 0; c < t.width(); c++ {
		if c == gc {
			continue
		}
		vals := below(t, hi, c)
		optionPrices := matchHeader(t.cell(hi, c)) == fOffer && numbersMostly(vals) // "方案A：…" over 7,650, 4,980
		if h := t.cell(hi, c); namesAField(h) && !namesPrice(h) && !(tierHeader(h) && noCounts(vals)) && !cardCountHeader(h) && !optionPrices || !namesPrice(h) && codeOrCountHeader(h, vals) {
			continue
		}
		if priceValued(vals, gpus) {
			n++
		}
	}
	if priced && n < 2 {
		return 0
	}
	return n
}

// namesAField: a header cell a synonym or structure names as some field.
func namesAField(h string) bool { return strings.TrimSpace(h) != "" && matchHeader(h) != "" }

// namesPrice: the field a header cell names best is the price.
func namesPrice(h string) bool { f, _ := bestField(headerScores(h)); return f == fPrice }

// priceColumnsByValues makes a price column of one whose values are prices
// for the rows' GPUs: given no field, or a count holding fractions or
// standing in a group of price columns.
func priceColumnsByValues(cs colReads) {
	var kept []int // a blank header with no field is no column of the table
	for i, c := range cs {
		if c.header != "" || c.field != "" {
			kept = append(kept, i)
		}
	}
	var gpus []string
	best, named := 0, false
	for _, i := range kept {
		c := cs[i]
		named = named || c.field == fPrice
		if _, n := share(c.values, namesGPU); n > best && (c.field == "" || c.field == fGPU || c.field == fSpec || c.field == fOffer) {
			gpus, best = c.values, n
		}
	}
	if best < 2 {
		return
	}
	made := map[int]bool{} // indexes into kept
	for pass := 0; pass < 2; pass++ {
		for k, i := range kept {
			c := cs[i]
			if made[k] || c.person || heldOut(c.evidence) || codeOrCountHeader(c.header, c.values) {
				continue
			}
			switch c.field {
			case "":
				if named || measureHeader(c.header) {
					continue
				}
			case fOffer: // "方案A：设备进驻贵司机房" over 7,650, 4,980: an option's prices, no plan names (stop 51, set136/03)
				if !numbersMostly(c.values) {
					continue
				}
			case fVendor: // "Academic partner" over $1.65, $1.05: a buyer class's price column, not the seller (UV0001)
				if !buyerClassHeader(c.header) {
					continue
				}
			case fTotalGPUs, fNodes, fGPUsPerNode:
				beside := pass == 1 && (made[k-1] && sameGroup(cs[kept[k-1]].header, c.header) || made[k+1] && sameGroup(cs[kept[k+1]].header, c.header))
				if !fractionIn(c.values) && !(tierHeader(c.header) && noCounts(c.values)) && !beside {
					continue
				}
			default:
				continue
			}
			if priceValued(c.values, gpus) {
				made[k] = true
				cs.set(i, fPrice, ruleColPriceValues, mk("import.ev.price_by_values", c.header))
			}
		}
	}
}

// sameGroup: two sub-columns of one group ("按租用台数 1–3台", "按租用台数
// 4–15台"), or two tiers of one count ("1-3 nodes", "16+ nodes").
func sameGroup(a, b string) bool {
	i := strings.LastIndex(a, " ")
	j := strings.LastIndex(b, " ")
	if i > 0 && j > 0 && a[:i] == b[:j] {
		return true
	}
	return tierHeader(a) && tierHeader(b) && tierWord(a) == tierWord(b)
}

// reTierHeader: a range of a count ("1-3 nodes", "16台及以上"): a volume tier.
var reTierHeader = regexp.MustCompile(`^\s*\d+\s*(?:[-–~～至到]\s*\d+|\+|\s*(?:台|卡|个)?\s*(?:及以上|以上|or more|and up))\s*([^\d\s]*)`)

// reFirstMachineTier: the first step of a machine-count ladder ("1台" before
// "2–4台", TR0102): one machine, a tier as the ranges after it are. A lone
// count of cards ("8卡") is an instance's size (SH0201), and "8台" may be
// the price of eight machines together: neither is a tier.
var reFirstMachineTier = regexp.MustCompile(`^\s*1\s*(台|nodes?|machines?|servers?)\s*$`)

func tierHeader(h string) bool {
	n := norm(h)
	return reTierHeader.MatchString(n) || reFirstMachineTier.MatchString(n)
}

// tierWord is what a tier header counts ("nodes", "台").
func tierWord(h string) string {
	n := norm(h)
	if m := reFirstMachineTier.FindStringSubmatch(n); m != nil {
		return m[1]
	}
	m := reTierHeader.FindStringSubmatch(n)
	if m == nil {
		return ""
	}
	return strings.TrimRight(m[1], "及以上")
}

// noCounts: no value is a whole number small enough to be a count.
func noCounts(vals []string) bool { return !anyNumber(vals, isCount) }

func isCount(x float64) bool { return x == math.Trunc(x) && x <= countMax }

// anyNumber: some value is a number ok says yes to.
func anyNumber(vals []string, ok func(float64) bool) bool {
	return slices.ContainsFunc(vals, func(v string) bool { x, err := ParseNumber(strings.TrimSpace(v)); return err == nil && ok(x) })
}

// fractionIn: a value is a number with a fraction (no count has one). A
// share of one card (0.5, 0.25, 0.125: a vGPU's count in a cloud's GPU
// column) is a count of a part of a card, refused at its row by gpuShare,
// not a price.
func fractionIn(vals []string) bool {
	return anyNumber(vals, func(x float64) bool { return x != math.Trunc(x) && !cardShare(x) })
}

// cardShare: x is one card's half, third, quarter ... eighth.
func cardShare(x float64) bool {
	if x <= 0 || x >= 1 {
		return false
	}
	n := 1 / x
	return math.Abs(n-math.Round(n)) < 1e-6 && n <= 8
}

// subHeaderUnderBlank: the row under the header names columns only where
// the header is blank ("现价" under a hidden group cell): a second header row.
func subHeaderUnderBlank(t *table, hi int) bool {
	if hi+1 >= len(t.rows) {
		return false
	}
	n := 0
	for c, v := range t.rows[hi+1] {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		_, err := parsePriceCell(v)
		if s, _ := priceHeaderWords.in(v); strings.TrimSpace(t.cell(hi, c)) != "" || namesGPU(v) || err == nil || s == "" && !namesAField(v) {
			return false
		}
		n++
	}
	return n > 0
}

// reCardCount: a header that is only a count of cards ("8卡", "4 GPUs",
// "2x GPU"): the size of an instance, whose price the column holds in a
// GPU × instance-size cross-tab (rule SH0201).
var reCardCount = regexp.MustCompile(`^` + reInstanceGPUs.String() + `$`)

func cardCountHeader(h string) bool { return reCardCount.MatchString(norm(strings.TrimSpace(h))) }
