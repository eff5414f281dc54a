package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

type unitParts struct {
	basis  string // gpu | node | "" (not said)
	period string // hour | day | week | month | quarter | halfyear | year | second | minute | mtok | ""
}

func (u unitParts) String() string {
	if u.period == "mtok" {
		return UnitMillionTokens
	}
	return u.basis + "_" + u.period
}

var reWord = regexp.MustCompile(`[a-z]+`)

var (
	gpuWordsEN    = wordSet("unit_gpu_en")
	nodeWordsEN   = wordSet("unit_node_en")
	periodWordsEN = wordMap("unit_period_en")
	gpuWordsZH    = wordsInOrder("unit_gpu_zh")
	nodeWordsZH   = wordsInOrder("unit_node_zh")
	periodWordsZH = func() []struct{ w, p string } {
		var out []struct{ w, p string }
		for _, r := range wordRows("unit_period_zh") {
			out = append(out, struct{ w, p string }{r[0], r[1]})
		}
		return out
	}()
)

// parseUnitParts reads "元/卡·时", "每台每月", "/GPU-hr", "per_gpu_hour",
// "node_month": which basis (card or machine) and which period.
func parseUnitParts(s string) unitParts {
	u, _ := parseUnitQty(s)
	return u
}

// parseUnitQty is parseUnitParts with the quantity the phrase prices, nil
// for one period; the period is then the quantity's ("元/卡·季(90天)": days).
func parseUnitQty(s string) (unitParts, *quantityRead) {
	low := norm(s)
	// before the currency words go: 块 is also a word for yuan
	said := low
	for _, cw := range currencyWords { // 日元 must not read as 日 (day)
		low = strings.ReplaceAll(low, cw.word, " ")
	}
	var u unitParts
	if strings.Contains(low, "token") || strings.Contains(low, "mtok") || strings.Contains(low, "百万") {
		if strings.Contains(low, "tok") {
			return unitParts{period: "mtok"}, nil
		}
	}
	gpu, node := false, false
	periodAt := len(low) + 1
	for _, loc := range reWord.FindAllStringIndex(low, -1) {
		w := low[loc[0]:loc[1]]
		switch {
		case gpuWordsEN[w]:
			gpu = true
		case nodeWordsEN[w]:
			node = true
		case periodWordsEN[w] != "" && loc[0] < periodAt:
			periodAt, u.period = loc[0], periodWordsEN[w]
		}
	}
	for _, w := range gpuWordsZH {
		if strings.Contains(low, w) {
			gpu = true
		}
	}
	// "元/块/天", "每片": a card; "5块" alone is five yuan
	for _, w := range []string{"/块", "每块", "/片", "每片"} {
		if strings.Contains(said, w) {
			gpu = true
		}
	}
	for _, w := range nodeWordsZH {
		if strings.Contains(low, w) {
			node = true
		}
	}
	for _, pw := range periodWordsZH {
		if i := strings.Index(low, pw.w); i >= 0 && (i < periodAt || pw.p == "halfyear" && i == periodAt) {
			// 时 inside 小时 is the same period; earliest wins otherwise.
			periodAt, u.period = i, pw.p
		}
	}
	var qty *quantityRead
	if q, ok := quantityOf(low); ok {
		qty = &q
		if !q.refused {
			u.period = q.period
			if q.basis != "" && !node {
				gpu = true
			}
		}
	}
	switch {
	case node: // "元/台(8卡)/月" is a machine price
		u.basis = "node"
	case gpu:
		u.basis = "gpu"
	}
	return u, qty
}

// ParseUnit reads a price unit cell into a contract value (gpu_hour,
// node_month, ...). The text must say the period and whether the price is
// per card or per machine.
func ParseUnit(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	if ValidUnit(low) {
		return low, nil
	}
	u, qty := parseUnitQty(low)
	if qty != nil && (qty.refused || qty.count != 1) {
		// a contract unit is one period's price: the quantity needs a price to divide
		return "", cellErr("import.err.unit_quantity", s, qty.words)
	}
	if err := u.check(s); err != nil {
		return "", err
	}
	return u.String(), nil
}

func (u unitParts) check(s string) error {
	switch u.period {
	case "mtok":
		return nil
	case "":
		return cellErr("import.err.unit_period", s)
	case "year", "quarter", "halfyear":
		return cellErr("import.err.unit_year", s)
	case "second", "minute":
		return cellErr("import.err.unit_subhour", s, periodWord(u.period))
	}
	if u.basis == "" {
		return cellErr("import.err.unit_basis", s)
	}
	return nil
}

// periodHours is a price period's length in hours at a 720-hour month,
// for comparing periods (a quarter is 3 months, a year 365 days).
func periodHours(p string) float64 {
	switch p {
	case "second":
		return 1.0 / 3600
	case "minute":
		return 1.0 / 60
	case "hour":
		return 1
	case "day":
		return 24
	case "week":
		return 168
	case "month":
		return DefaultHoursPerMonth
	case "quarter":
		return 3 * DefaultHoursPerMonth
	case "halfyear":
		return 6 * DefaultHoursPerMonth
	case "year":
		return HoursPerYear
	}
	return 0
}

// HoursPerYear is the year of a per-year price or a 包年 term: 365 days
// (8,760 h), whatever the settings' month; the vendors' own sheets reckon
// 包年 so ("包年按365天计"), while "12个月" stays 12 of the user's months.
const HoursPerYear = 8760

// unitHint is what a cell or header says about a price's unit: the basis
// (per card or per machine), the period, the currency, the GPUs in the
// priced instance ("8x GPU server", "(2 GPUs)"), and tax.
type unitHint struct {
	basis, period, currency string
	gpus                    *int
	tax                     *bool
	text                    string        // the words it was read from
	mult                    float64       // 1e4 for "万元/台/年", "单价(万元)": the numbers are in 万; 0 for none
	multText                string        // the words that said so
	qty                     *quantityRead // "元/台·10小时": the price buys qty.count of period
}

func (h unitHint) empty() bool {
	return h.basis == "" && h.period == "" && h.currency == "" && h.gpus == nil && h.tax == nil
}

var rePerGroup = regexp.MustCompile(`(?:/|每|per\s+)\s*(\d{1,2})\s*(?:-|\s)?(?:卡|张|x\s*gpus?\b|gpus?\b|cards?\b)`)

var reInstanceGPUs = regexp.MustCompile(`(\d+)\s*(?:[x×*]\s*(?:gpus?|cards?|卡)|-?\s*(?:gpus?|cards?)\b|\s*卡)`)

// parseHint reads a unit phrase anywhere in s: "元/卡·时", "Machine $/hr",
// "8x GPU server $/hr", "per VM-hour (2 GPUs)", "整机租金(元)", "单卡价".
func parseHint(s string) unitHint {
	low := norm(s)
	h := unitHint{text: strings.TrimSpace(s)}
	if low == "" {
		return h
	}
	h.currency, _ = parseCurrency(low)
	u, qty := parseUnitQty(low)
	h.basis, h.period, h.qty = u.basis, u.period, qty
	if strings.Contains(low, "整机") || strings.Contains(low, "整台") {
		h.basis = "node"
	}
	if m := reInstanceGPUs.FindStringSubmatch(low); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil && n >= 1 && n <= maxGPUsPerNode {
			h.gpus = &n
		}
	}
	if m := rePerGroup.FindStringSubmatch(low); m != nil {
		// "元/8卡/时", "$/8xGPU/hr": per a group of 8 cards, a machine price
		if n, err := strconv.Atoi(m[1]); err == nil && n >= 2 && n <= maxGPUsPerNode {
			h.basis, h.gpus = "node", &n
			if h.qty != nil && h.qty.basis == "gpu" {
				h.qty = nil // "元/8卡时": the 8 cards are the machine, not a second quantity
			}
		}
	}
	for _, tw := range taxWords {
		if strings.Contains(low, tw.w) {
			h.tax = ptr(tw.inc)
			break
		}
	}
	if m := reScaleWord.FindStringSubmatch(low); m != nil {
		h.mult, h.multText = scaleOf(m[1]+m[2]+m[3]), strings.TrimSpace(m[0])
	}
	return h
}

// reScaleWord finds a unit stated in 万 or 千 ("万元/台/年", "(万)", "单位：
// 千元", "k USD"): the numbers under it are so many ten-thousands.
var reScaleWord = regexp.MustCompile(`(万|千)\s*(?:元|块|人民币|rmb|cny|美元|美金|usd)|(?:^|[(\[/\s:：])(万|千)(?:$|[)\]/\s])|^(万|千)\s*/`)

func scaleOf(w string) float64 {
	switch w {
	case "万":
		return 1e4
	case "千":
		return 1e3
	}
	return 0
}
