package quotes

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/width"
)

// Errors the field parsers return besides a plain "cannot read" error.
var (
	// ErrNegotiable: the price is 面议 (to be negotiated) — not a quote yet.
	ErrNegotiable = errors.New("price is negotiable (面议), not a number")
	// ErrEmpty: the cell is blank.
	ErrEmpty = errors.New("empty")
	// ErrNotStated: the cell says explicitly that the value is not known
	// ("待定", "unknown", "-").
	ErrNotStated = errors.New("not stated")
	// errNoUnit: a bare number where a unit was expected; the value is
	// returned so a caller with a unit hint (a header "_tb") can use it.
	errNoUnit = errors.New("no unit")
)

// narrow folds full-width forms to ASCII (，→, （→( ￥→¥ ０→0) and trims.
func narrow(s string) string {
	return strings.TrimSpace(width.Narrow.String(s))
}

// norm is narrow + lower case.
func norm(s string) string { return strings.ToLower(narrow(s)) }

// compact drops all white space.
func compact(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

var notStatedWords = map[string]bool{
	"-": true, "--": true, "—": true, "/": true, "?": true, "？": true, "n/a": true, "na": true,
	"unknown": true, "tbd": true, "未知": true, "待定": true, "待确认": true, "不详": true, "不清楚": true,
	"未说明": true, "未提供": true, "待询": true, "待问": true, "null": true,
}

func isNotStated(low string) bool { return notStatedWords[compact(low)] }

// ---------------------------------------------------------------- numbers

var (
	reNumber  = regexp.MustCompile(`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`)
	reBadThou = regexp.MustCompile(`\d,\d{1,2}(?:\D|$)|\d,\d{4,}`)
)

func parseNum(s string) (float64, error) {
	s = strings.ReplaceAll(s, ",", "")
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	return v, nil
}

var cnDigits = map[rune]float64{'零': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}

// cnNumber reads small Chinese numerals: 一 八 十 十二 三十 两 半.
func cnNumber(s string) (float64, bool) {
	if s == "" {
		return 0, false
	}
	if s == "半" {
		return 0.5, true
	}
	var total, cur float64
	seen := false
	for _, r := range s {
		if d, ok := cnDigits[r]; ok {
			cur = d
			seen = true
			continue
		}
		if r == '十' {
			if !seen {
				cur = 1
			}
			total += cur * 10
			cur, seen = 0, false
			continue
		}
		return 0, false
	}
	return total + cur, true
}

// ParseCount reads a whole positive count: "8", "8卡", "8 台", "八", "8.0".
func ParseCount(s string) (int, error) {
	low := norm(s)
	if low == "" {
		return 0, ErrEmpty
	}
	if isNotStated(low) {
		return 0, ErrNotStated
	}
	c := compact(low)
	c = strings.TrimRight(c, "卡张台个节点机gpusnodemachinesx×*")
	c = strings.TrimLeft(c, "x×*")
	var v float64
	if n, ok := cnNumber(c); ok {
		v = n
	} else {
		m := reNumber.FindAllString(c, -1)
		if len(m) != 1 || m[0] != c {
			return 0, fmt.Errorf("%q is not a whole number", s)
		}
		var err error
		if v, err = parseNum(m[0]); err != nil {
			return 0, err
		}
	}
	if v != math.Trunc(v) || v < 0 || v > math.MaxInt32 {
		return 0, fmt.Errorf("%q is not a whole number", s)
	}
	return int(v), nil
}

// ParseNumber reads a plain non-negative number ("22", "0.07", "1,000").
func ParseNumber(s string) (float64, error) {
	low := norm(s)
	if low == "" {
		return 0, ErrEmpty
	}
	if isNotStated(low) {
		return 0, ErrNotStated
	}
	c := compact(low)
	if m := reNumber.FindString(c); m == c {
		return parseNum(c)
	}
	return 0, fmt.Errorf("%q is not a number", s)
}

// ---------------------------------------------------------------- currency

var currencyWords = []struct{ word, code string }{
	{"us$", "USD"}, {"usd", "USD"}, {"美元", "USD"}, {"美金", "USD"},
	{"hk$", "HKD"}, {"hkd", "HKD"}, {"港币", "HKD"}, {"港元", "HKD"},
	{"s$", "SGD"}, {"sgd", "SGD"}, {"新加坡元", "SGD"},
	{"eur", "EUR"}, {"€", "EUR"}, {"欧元", "EUR"},
	{"gbp", "GBP"}, {"£", "GBP"}, {"英镑", "GBP"},
	{"jpy", "JPY"}, {"日元", "JPY"},
	{"$", "USD"},
	{"rmb", "CNY"}, {"cny", "CNY"}, {"人民币", "CNY"}, {"¥", "CNY"}, {"元", "CNY"}, {"块", "CNY"},
}

// parseCurrency finds the currency a text names; "" when none, an error
// when it names two.
func parseCurrency(s string) (string, error) {
	low := norm(s)
	found := ""
	for _, cw := range currencyWords {
		if strings.Contains(low, cw.word) {
			if found != "" && found != cw.code {
				return "", fmt.Errorf("%q names two currencies (%s and %s)", s, found, cw.code)
			}
			found = cw.code
			low = strings.ReplaceAll(low, cw.word, " ")
		}
	}
	return found, nil
}

// ParseCurrency reads a currency cell: an ISO code or a name/symbol.
func ParseCurrency(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	c, err := parseCurrency(low)
	if err != nil {
		return "", err
	}
	if c != "" {
		return c, nil
	}
	up := strings.ToUpper(compact(low))
	if validCurrency(up) {
		return up, nil
	}
	return "", fmt.Errorf("%q is not a currency", s)
}

// ---------------------------------------------------------------- units

type unitParts struct {
	basis  string // gpu | node | "" (not said)
	period string // hour | day | week | month | year | second | minute | mtok | ""
}

func (u unitParts) String() string {
	if u.period == "mtok" {
		return UnitMillionTokens
	}
	return u.basis + "_" + u.period
}

var reWord = regexp.MustCompile(`[a-z]+`)

var (
	gpuWordsEN  = map[string]bool{"gpu": true, "gpus": true, "card": true, "cards": true, "accelerator": true, "accelerators": true}
	nodeWordsEN = map[string]bool{"node": true, "nodes": true, "server": true, "servers": true, "machine": true,
		"machines": true, "instance": true, "instances": true, "host": true, "hosts": true, "box": true}
	periodWordsEN = map[string]string{
		"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "hourly": "hour",
		"d": "day", "day": "day", "days": "day", "daily": "day",
		"wk": "week", "week": "week", "weeks": "week", "weekly": "week",
		"mo": "month", "mon": "month", "month": "month", "months": "month", "monthly": "month",
		"yr": "year", "year": "year", "years": "year", "yearly": "year", "annual": "year", "annually": "year",
		"s": "second", "sec": "second", "second": "second", "seconds": "second",
		"min": "minute", "minute": "minute", "minutes": "minute",
	}
	gpuWordsZH    = []string{"卡", "张", "颗"}
	nodeWordsZH   = []string{"台", "节点", "机", "服务器", "实例"}
	periodWordsZH = []struct{ w, p string }{
		{"小时", "hour"}, {"钟头", "hour"}, {"分钟", "minute"}, {"秒", "second"}, {"时", "hour"},
		{"天", "day"}, {"日", "day"}, {"周", "week"}, {"星期", "week"}, {"月", "month"}, {"年", "year"},
	}
)

// parseUnitParts reads "元/卡·时", "每台每月", "/GPU-hr", "per_gpu_hour",
// "node_month": which basis (card or machine) and which period.
func parseUnitParts(s string) unitParts {
	low := norm(s)
	for _, cw := range currencyWords { // 日元 must not read as 日 (day)
		low = strings.ReplaceAll(low, cw.word, " ")
	}
	var u unitParts
	if strings.Contains(low, "token") || strings.Contains(low, "mtok") || strings.Contains(low, "百万") {
		if strings.Contains(low, "tok") {
			return unitParts{period: "mtok"}
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
	for _, w := range nodeWordsZH {
		if strings.Contains(low, w) {
			node = true
		}
	}
	for _, pw := range periodWordsZH {
		if i := strings.Index(low, pw.w); i >= 0 && i < periodAt {
			// 时 inside 小时 is the same period; earliest wins otherwise.
			periodAt, u.period = i, pw.p
		}
	}
	switch {
	case node: // "元/台(8卡)/月" is a machine price
		u.basis = "node"
	case gpu:
		u.basis = "gpu"
	}
	return u
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
	u := parseUnitParts(low)
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
		return fmt.Errorf("unit %q names no period (hour, day, week, month)", s)
	case "year":
		return fmt.Errorf("unit %q is per year; enter the monthly price", s)
	case "second", "minute":
		return fmt.Errorf("unit %q is per %s; enter the hourly price", s, u.period)
	}
	if u.basis == "" {
		return fmt.Errorf("unit %q does not say per card (卡) or per machine (台)", s)
	}
	return nil
}

// ---------------------------------------------------------------- price

// Price is what a price cell says. Unit is "" when the cell names no unit;
// Basis/Period hold a partial unit ("元/时": period but no basis).
type Price struct {
	Value       float64
	Currency    string // "" when the cell names none
	Unit        string // contract unit or ""
	Basis       string
	Period      string
	TaxIncluded *bool
	From        bool // "起": a starting price
}

var (
	negotiableWords = []string{"面议", "议价", "详谈", "洽谈", "另议", "咨询", "电询", "待报价", "negotiable", "contact", "on request", "call us", "ask"}
	reMultiplier    = regexp.MustCompile(`^\s*(万|千|亿|k|w)`)
	reRange         = regexp.MustCompile(`\d\s*(?:-|~|～|至|到)\s*[¥$]?\s*\.?\d`)
	reNegative      = regexp.MustCompile(`(?:^|[^\d\w])-\s*[¥$]?\s*\.?\d`)
	taxWords        = []struct {
		w   string
		inc bool
	}{{"不含税", false}, {"未税", false}, {"税前", false}, {"excl. tax", false}, {"excl tax", false}, {"ex vat", false}, {"excl. vat", false},
		{"含税", true}, {"税后", true}, {"incl. tax", true}, {"incl tax", true}, {"incl. vat", true}, {"tax included", true}}
)

// ParsePrice reads a price cell: "9.8元/卡·时", "¥38,000", "5.8万",
// "$2.79/GPU-hr", "¥ 2,400", "28,000". 面议 returns ErrNegotiable.
func ParsePrice(s string) (Price, error) {
	var p Price
	low := norm(s)
	if low == "" {
		return p, ErrEmpty
	}
	for _, w := range negotiableWords {
		if strings.Contains(low, w) {
			return p, ErrNegotiable
		}
	}
	if isNotStated(low) {
		return p, ErrNotStated
	}
	for _, tw := range taxWords {
		if strings.Contains(low, tw.w) {
			if p.TaxIncluded == nil {
				p.TaxIncluded = ptr(tw.inc)
			}
			low = strings.ReplaceAll(low, tw.w, " ")
		}
	}
	cur, err := parseCurrency(low)
	if err != nil {
		return p, err
	}
	p.Currency = cur
	head := low
	if i := strings.IndexAny(low, "/"); i >= 0 {
		head = low[:i]
	}
	if reRange.MatchString(head) {
		return p, fmt.Errorf("%q is a price range; give one price", s)
	}
	if reNegative.MatchString(head) {
		return p, fmt.Errorf("%q is negative; a price must be positive", s)
	}
	locs := reNumber.FindAllStringIndex(head, -1)
	if len(locs) == 0 {
		return p, fmt.Errorf("%q has no number", s)
	}
	if len(locs) > 1 {
		return p, fmt.Errorf("%q has more than one number; give one price", s)
	}
	numTxt := head[locs[0][0]:locs[0][1]]
	if reBadThou.MatchString(numTxt) {
		return p, fmt.Errorf("%q: the commas are not thousands separators", s)
	}
	v, err := parseNum(numTxt)
	if err != nil {
		return p, err
	}
	rest := low[:locs[0][0]] + " " + low[locs[0][1]:]
	if m := reMultiplier.FindStringSubmatch(low[locs[0][1]:]); m != nil {
		switch m[1] {
		case "万", "w":
			v *= 1e4
		case "千", "k":
			v *= 1e3
		case "亿":
			v *= 1e8
		}
		rest = low[:locs[0][0]] + " " + low[locs[0][1]+len(m[0]):]
	}
	if strings.Contains(rest, "起") || strings.Contains(rest, "from") || strings.Contains(rest, "starting") {
		p.From = true
	}
	if !(v > 0) {
		return p, fmt.Errorf("%q: a price must be positive", s)
	}
	if v > maxPrice {
		return p, fmt.Errorf("%q is too large for a price", s)
	}
	p.Value = v
	u := parseUnitParts(rest)
	p.Basis, p.Period = u.basis, u.period
	if u.period != "" && u.check(rest) == nil {
		p.Unit = u.String()
	}
	return p, nil
}

// ParseMoney reads a one-off fee ("0", "免费", "500元", "¥500/次").
func ParseMoney(s string) (float64, string, error) {
	low := norm(s)
	if low == "" {
		return 0, "", ErrEmpty
	}
	if isNotStated(low) {
		return 0, "", ErrNotStated
	}
	if isFreeWord(low) || isNoneWord(low) {
		return 0, "", nil
	}
	cur, err := parseCurrency(low)
	if err != nil {
		return 0, "", err
	}
	m := reNumber.FindAllString(low, -1)
	if len(m) != 1 {
		return 0, "", fmt.Errorf("%q is not one amount of money", s)
	}
	v, err := parseNum(m[0])
	if err != nil {
		return 0, "", err
	}
	if mm := reMultiplier.FindStringSubmatch(low[strings.Index(low, m[0])+len(m[0]):]); mm != nil {
		switch mm[1] {
		case "万", "w":
			v *= 1e4
		case "千", "k":
			v *= 1e3
		}
	}
	return v, cur, nil
}

func isFreeWord(low string) bool {
	switch compact(low) {
	case "免费", "free", "不收费", "不收取", "0元", "包含", "含", "included", "赠送", "0":
		return true
	}
	return false
}

func isNoneWord(low string) bool {
	switch compact(low) {
	case "无", "没有", "none", "no", "n", "nil", "不提供", "不支持", "否":
		return true
	}
	return false
}

// ---------------------------------------------------------------- terms

var (
	reTermNum  = regexp.MustCompile(`(\d+(?:\.\d+)?|[零一二两三四五六七八九十半]+)\s*个?\s*([a-z]+|秒钟|秒|分钟|分|小时|钟头|时|天|日|周|星期|礼拜|月|年)`)
	reTermMode = regexp.MustCompile(`(?:按|包)\s*(秒|分钟|小时|时|天|日|周|星期|月|年)|(秒|分钟|小时|天|日|周|月|年)级|per[\s\-_]*(second|minute|hour|day|week|month|year)|\b(hourly|daily|weekly|monthly|yearly|annually)\b`)
	termUnitZH = map[string]string{"秒钟": TermSecond, "秒": TermSecond, "分钟": TermMinute, "分": TermMinute, "小时": TermHour,
		"钟头": TermHour, "时": TermHour, "天": TermDay, "日": TermDay, "周": TermWeek, "星期": TermWeek, "礼拜": TermWeek,
		"月": TermMonth, "年": TermYear}
	termUnitEN = map[string]string{"s": TermSecond, "sec": TermSecond, "secs": TermSecond, "second": TermSecond, "seconds": TermSecond,
		"m": TermMinute, "min": TermMinute, "mins": TermMinute, "minute": TermMinute, "minutes": TermMinute,
		"h": TermHour, "hr": TermHour, "hrs": TermHour, "hour": TermHour, "hours": TermHour,
		"d": TermDay, "day": TermDay, "days": TermDay,
		"w": TermWeek, "wk": TermWeek, "wks": TermWeek, "week": TermWeek, "weeks": TermWeek,
		"mo": TermMonth, "mos": TermMonth, "mon": TermMonth, "month": TermMonth, "months": TermMonth,
		"y": TermYear, "yr": TermYear, "yrs": TermYear, "year": TermYear, "years": TermYear,
		"hourly": TermHour, "daily": TermDay, "weekly": TermWeek, "monthly": TermMonth, "yearly": TermYear, "annually": TermYear}
	zeroTermWords = map[string]bool{"无": true, "没有": true, "无要求": true, "不限": true, "无限制": true, "无最短租期": true,
		"无最低租期": true, "无最低消费": true, "随租随退": true, "随用随停": true, "none": true, "no": true, "nominimum": true,
		"nomin": true, "0": true, "nil": true, "无门槛": true}
)

// ParseTerm reads a span: "1个月", "3个月", "1天", "按秒计费", "无",
// "1 hour", "none", "1 second". 无/none is a known zero. A bare number is
// returned with Unit "" and an error, for a caller that knows the unit.
func ParseTerm(s string) (Term, error) {
	low := norm(s)
	if low == "" {
		return Term{}, ErrEmpty
	}
	if isNotStated(low) {
		return Term{}, ErrNotStated
	}
	c := compact(low)
	if zeroTermWords[c] || zeroTermWords[strings.TrimRight(c, ".。")] {
		return Term{Value: 0, Unit: TermHour}, nil
	}
	if m := reTermNum.FindStringSubmatch(low); m != nil {
		unit := termUnitZH[m[2]]
		if unit == "" {
			unit = termUnitEN[m[2]]
		}
		if unit != "" {
			v, ok := cnNumber(m[1])
			if !ok {
				var err error
				if v, err = parseNum(m[1]); err != nil {
					return Term{}, err
				}
			}
			if v < 0 || v > 1e6 {
				return Term{}, fmt.Errorf("%q is out of range", s)
			}
			return Term{Value: v, Unit: unit}, nil
		}
	}
	if m := reTermMode.FindStringSubmatch(low); m != nil {
		for _, g := range m[1:] {
			if u := termUnitZH[g]; u != "" {
				return Term{Value: 1, Unit: u}, nil
			}
			if u := termUnitEN[g]; u != "" {
				return Term{Value: 1, Unit: u}, nil
			}
		}
	}
	if m := reNumber.FindString(c); m != "" && m == c {
		v, err := parseNum(m)
		if err != nil {
			return Term{}, err
		}
		return Term{Value: v}, errNoUnit
	}
	return Term{}, fmt.Errorf("%q is not a span of time (e.g. 1个月, 1 hour, 按秒计费, 无)", s)
}

// ParseHours reads a span as hours with a 720-hour month ("4小时", "2h",
// "1天"); a bare number is hours.
func ParseHours(s string) (float64, error) {
	t, err := ParseTerm(s)
	if errors.Is(err, errNoUnit) {
		return t.Value, nil
	}
	if err != nil {
		return 0, err
	}
	return t.Hours(DefaultHoursPerMonth), nil
}

// ---------------------------------------------------------------- network

// Network is what a scale-out network cell says.
type Network struct {
	Kind      string   // ib | roce | ethernet | none | unknown
	NICs      *int     // NIC count per node
	NICGbps   *float64 // per NIC
	TotalGbps *float64 // per node
	Assumed   string   // an assumption made, for a warning
}

var (
	reNxSpeed  = regexp.MustCompile(`(\d+)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge)?`)
	reSpeedxN  = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge)?\s*[x×*]\s*(\d+)`)
	reSpeed    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge|t|tb|tbps|tb/s)(?:[^a-z]|$)`)
	reGbE      = regexp.MustCompile(`\d(gbe|ge)\b`)
	ibGenSpeed = map[string]float64{"sdr": 10, "ddr": 20, "qdr": 40, "fdr": 56, "edr": 100, "hdr": 200, "ndr": 400, "xdr": 800}
)

// ParseNetwork reads a scale-out network cell: "IB 4×200G HDR",
// "IB HDR 200G ×4", "RoCE 2×200G", "25GbE", "25G以太网", "万兆以太网",
// "千兆以太网", "ib-ndr-400x8", "无".
func ParseNetwork(s string) (Network, error) {
	n := Network{Kind: Unknown}
	low := norm(s)
	if low == "" {
		return n, ErrEmpty
	}
	if isNotStated(low) {
		return n, ErrNotStated
	}
	c := compact(low)
	switch c {
	case "无", "none", "no", "没有", "单机", "不支持", "nil", "n", "否":
		n.Kind = InterNone
		n.TotalGbps = ptr(0.0)
		return n, nil
	}
	words := map[string]bool{}
	for _, w := range reWord.FindAllString(low, -1) {
		words[w] = true
	}
	gen := ""
	for g := range ibGenSpeed {
		if words[g] {
			gen = g
		}
	}
	switch {
	case words["roce"] || words["rocev2"] || strings.Contains(c, "roce"):
		n.Kind = InterRoCE
	case words["ib"] || words["infiniband"] || strings.Contains(c, "infiniband") || gen != "" || strings.HasPrefix(c, "ib"):
		n.Kind = InterIB
	case strings.Contains(c, "以太网") || words["gbe"] || words["ge"] || words["ethernet"] || words["eth"] ||
		words["tcp"] || strings.Contains(c, "万兆") || strings.Contains(c, "千兆") || strings.Contains(c, "百兆") ||
		reGbE.MatchString(c):
		n.Kind = InterEther
	}
	// Speeds and counts.
	var count *int
	var speed *float64
	if m := reNxSpeed.FindStringSubmatch(low); m != nil {
		a, _ := strconv.Atoi(m[1])
		b, _ := parseNum(m[2])
		if m[3] != "" || b >= float64(a) {
			count, speed = ptr(a), ptr(b)
		} else {
			count, speed = ptr(int(b)), ptr(float64(a))
		}
	} else if m := reSpeedxN.FindStringSubmatch(low); m != nil {
		a, _ := parseNum(m[1])
		b, _ := strconv.Atoi(m[3])
		if m[2] != "" || a >= float64(b) {
			speed, count = ptr(a), ptr(b)
		} else {
			speed, count = ptr(float64(b)), ptr(int(a))
		}
	} else if m := reSpeed.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[1])
		if strings.HasPrefix(m[2], "t") {
			n.TotalGbps = ptr(v * 1000)
		} else {
			speed = ptr(v)
		}
	}
	switch {
	case strings.Contains(c, "万兆"):
		speed = ptr(10.0)
	case strings.Contains(c, "千兆"):
		speed = ptr(1.0)
	case strings.Contains(c, "百兆"):
		speed = ptr(0.1)
	}
	if speed == nil && gen != "" {
		speed = ptr(ibGenSpeed[gen])
	}
	if n.Kind == Unknown && speed == nil && n.TotalGbps == nil {
		return n, fmt.Errorf("%q is not a network (e.g. IB 4×200G HDR, RoCE 2×200G, 25GbE, 无)", s)
	}
	if n.Kind == Unknown {
		n.Assumed = "network type not stated (IB, RoCE or Ethernet)"
	}
	if count != nil && (*count < 1 || *count > 64) {
		return n, fmt.Errorf("%q: %d NICs is out of range", s, *count)
	}
	if speed != nil && (*speed <= 0 || *speed > 10000) {
		return n, fmt.Errorf("%q: NIC speed is out of range", s)
	}
	n.NICGbps = speed
	if count == nil && speed != nil && n.TotalGbps == nil && n.Kind == InterEther {
		count = ptr(1) // "25GbE": the node's one link
	}
	n.NICs = count
	if count != nil && speed != nil {
		n.TotalGbps = ptr(float64(*count) * *speed)
	}
	if strings.Contains(narrow(s), "GB/s") {
		n.Assumed = strings.TrimPrefix(n.Assumed+"; GB/s read as Gb/s", "; ")
	}
	return n, nil
}

// Intra is what an intra-node link cell says.
type Intra struct {
	Kind    string   // nvlink | pcie | hccs | unknown
	GBps    *float64 // the vendor's figure
	PCIeGen *int
	Assumed string
}

var (
	reGBps    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(gb/s|gbps|gb|g)`)
	rePCIeGen = regexp.MustCompile(`(?:pcie|pci-e|pci|gen)\s*(?:gen)?\s*([1-6])(?:\.0)?`)
)

// ParseIntra reads an intra-node link cell: "NVLink 400GB/s", "PCIe 4.0",
// "HCCS", "NVSwitch".
func ParseIntra(s string) (Intra, error) {
	in := Intra{Kind: Unknown}
	low := norm(s)
	if low == "" {
		return in, ErrEmpty
	}
	if isNotStated(low) {
		return in, ErrNotStated
	}
	c := compact(low)
	switch {
	case strings.Contains(c, "nvlink") || strings.Contains(c, "nvswitch") || strings.Contains(c, "nvl") || strings.Contains(c, "sxm"):
		in.Kind = IntraNVLink
	case strings.Contains(c, "hccs"):
		in.Kind = IntraHCCS
	case strings.Contains(c, "pci"):
		in.Kind = IntraPCIe
	case isNoneWord(low):
		in.Kind = IntraPCIe
		in.Assumed = "no intra-node link named; assumed PCIe"
	default:
		return in, fmt.Errorf("%q is not an intra-node link (NVLink, PCIe, HCCS)", s)
	}
	if m := reGBps.FindStringSubmatch(c); m != nil {
		v, _ := parseNum(m[1])
		if v > 0 && v < 100000 {
			in.GBps = ptr(v)
		}
	}
	if m := rePCIeGen.FindStringSubmatch(c); m != nil {
		g, _ := strconv.Atoi(m[1])
		in.PCIeGen = ptr(g)
	}
	return in, nil
}

// ---------------------------------------------------------------- sizes, storage, egress

var (
	reSize    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(pb|tib|tb|t|gib|gb|g|mb)?`)
	reSizeMul = regexp.MustCompile(`(\d+)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(pb|tib|tb|t|gib|gb|g)|(\d+(?:\.\d+)?)\s*(pb|tib|tb|t|gib|gb|g)\s*[x×*]\s*(\d+)`)
)

func sizeFactorGB(u string) float64 {
	switch u {
	case "pb":
		return 1e6
	case "tib":
		return 1099.511627776
	case "tb", "t":
		return 1000
	case "gib":
		return 1.073741824
	case "mb":
		return 0.001
	}
	return 1
}

// ParseSizeGB reads a size in GB (decimal, as vendors sell disks): "7.68TB",
// "2TB", "500GB", "2×3.84TB", "无" (0). A bare number has unit defUnit
// ("tb" or "gb"); stated reports whether the cell named a unit.
func ParseSizeGB(s, defUnit string) (gb float64, stated bool, err error) {
	low := norm(s)
	if low == "" {
		return 0, false, ErrEmpty
	}
	if isNotStated(low) {
		return 0, false, ErrNotStated
	}
	c := compact(low)
	if isNoneWord(low) || c == "0" {
		return 0, true, nil
	}
	if m := reSizeMul.FindStringSubmatch(c); m != nil {
		var k, v float64
		var u string
		if m[1] != "" {
			k, _ = parseNum(m[1])
			v, _ = parseNum(m[2])
			u = m[3]
		} else {
			v, _ = parseNum(m[4])
			u = m[5]
			k, _ = parseNum(m[6])
		}
		return k * v * sizeFactorGB(u), true, nil
	}
	locs := reSize.FindAllStringSubmatch(c, -1)
	if len(locs) != 1 {
		return 0, false, fmt.Errorf("%q is not a size (e.g. 7.68TB, 500GB)", s)
	}
	m := locs[0]
	v, err := parseNum(m[1])
	if err != nil {
		return 0, false, err
	}
	rest := strings.Replace(c, m[0], "", 1)
	rest = strings.Trim(rest, "nvmessdu.2本地盘硬盘()[]:,")
	if rest != "" && !strings.ContainsAny(rest, "0123456789") && len([]rune(rest)) > 4 {
		return 0, false, fmt.Errorf("%q is not a size (e.g. 7.68TB, 500GB)", s)
	}
	u := m[2]
	if u == "" {
		return v * sizeFactorGB(defUnit), false, nil
	}
	return v * sizeFactorGB(u), true, nil
}

// bareNumber reads a cell that is only a number (the unit left to the
// header or the caller's default); ok is false when the cell is more.
func bareNumber(low string) (v float64, ok bool, err error) {
	c := compact(low)
	if reNumber.FindString(c) != c {
		return 0, false, nil
	}
	v, err = parseNum(c)
	return v, true, err
}

// Storage is what a storage-terms cell says.
type Storage struct {
	FreeGB          *float64
	PricePerGBMonth *float64
	Currency        string
	Assumed         string // a conversion or assumption, for a warning
}

var (
	reStoragePrice = regexp.MustCompile(`([¥$€£]|us\$)?\s*(\d+(?:\.\d+)?)\s*(元|rmb|cny|usd|美元)?\s*(?:/|每|per)\s*(tb|gb|t|g)\s*(?:/|·|-|每|per|\s)*\s*(月|天|日|小时|时|month|mo|day|hour|hr|h)?`)
	reFreeAfter    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(pb|tb|gb|t|g)\s*(?:以内|之内|内|以下)?\s*(?:免费|free)`)
	reFreeBefore   = regexp.MustCompile(`(?:免费|free|赠送|送|含)\s*(?:额度|空间|存储)?\s*:?\s*(\d+(?:\.\d+)?)\s*(pb|tb|gb|t|g)`)
)

// ParseStorage reads storage terms: "2TB内免费，超出0.35元/GB/月",
// "0.01元/GB/天" (converted at 30 days a month), "50GB免费", "5TB内免费".
func ParseStorage(s string) (Storage, error) {
	var st Storage
	low := norm(s)
	if low == "" {
		return st, ErrEmpty
	}
	if isNotStated(low) {
		return st, ErrNotStated
	}
	if isFreeWord(low) {
		st.PricePerGBMonth = ptr(0.0)
		return st, nil
	}
	found := false
	if m := reFreeAfter.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[1])
		st.FreeGB = ptr(v * sizeFactorGB(m[2]))
		found = true
	} else if m := reFreeBefore.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[1])
		st.FreeGB = ptr(v * sizeFactorGB(m[2]))
		found = true
	}
	if m := reStoragePrice.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[2])
		if m[4] == "tb" || m[4] == "t" {
			v /= 1000
		}
		switch m[5] {
		case "天", "日", "day":
			v *= 30
			st.Assumed = "storage price per GB-day converted at 30 days a month"
		case "小时", "时", "hour", "hr", "h":
			v *= DefaultHoursPerMonth
			st.Assumed = "storage price per GB-hour converted at 720 hours a month"
		case "":
			st.Assumed = "storage price names no period; assumed per month"
		}
		st.PricePerGBMonth = ptr(v)
		cur, _ := parseCurrency(m[1] + m[3])
		st.Currency = cur
		found = true
	}
	if found {
		return st, nil
	}
	if v, ok, err := bareNumber(low); ok {
		if err != nil {
			return st, err
		}
		st.PricePerGBMonth = ptr(v)
		return st, errNoUnit
	}
	return st, fmt.Errorf("%q is not storage terms (e.g. 2TB内免费，超出0.35元/GB/月)", s)
}

// Egress is what a traffic-terms cell says.
type Egress struct {
	PerGB        *float64
	PerMbpsMonth *float64 // bandwidth-billed instead of traffic-billed
	Currency     string
}

var (
	reEgressGB   = regexp.MustCompile(`([¥$€£]|us\$)?\s*(\d+(?:\.\d+)?)\s*(元|rmb|cny|usd|美元)?\s*(?:/|每|per)\s*(tb|gb|t|g)\b`)
	reEgressMbps = regexp.MustCompile(`([¥$€£]|us\$)?\s*(\d+(?:\.\d+)?)\s*(元|rmb|cny|usd|美元)?\s*(?:/|每|per)\s*(?:mbps|m|兆)\s*(?:/|·|-|每|per|\s)*\s*(月|month|mo)?`)
)

// ParseEgress reads traffic terms: "0.8元/GB", "免费", "$0.05/GB",
// "20元/Mbps/月" (bandwidth).
func ParseEgress(s string) (Egress, error) {
	var e Egress
	low := norm(s)
	if low == "" {
		return e, ErrEmpty
	}
	if isNotStated(low) {
		return e, ErrNotStated
	}
	if isFreeWord(low) || strings.Contains(low, "免费") || strings.Contains(low, "不限流量") || low == "free" || strings.Contains(low, "no egress") {
		e.PerGB = ptr(0.0)
		return e, nil
	}
	if m := reEgressGB.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[2])
		if m[4] == "tb" || m[4] == "t" {
			v /= 1000
		}
		e.PerGB = ptr(v)
		e.Currency, _ = parseCurrency(m[1] + m[3])
		return e, nil
	}
	if m := reEgressMbps.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[2])
		e.PerMbpsMonth = ptr(v)
		e.Currency, _ = parseCurrency(m[1] + m[3])
		return e, nil
	}
	if v, ok, err := bareNumber(low); ok {
		if err != nil {
			return e, err
		}
		e.PerGB = ptr(v)
		return e, errNoUnit
	}
	return e, fmt.Errorf("%q is not traffic terms (e.g. 0.8元/GB, 免费)", s)
}

// ---------------------------------------------------------------- compensation

var (
	reMultiple = regexp.MustCompile(`(\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*(?:倍|x|×|times)`)
	reSLA      = regexp.MustCompile(`sla\s*:?\s*(\d+(?:\.\d+)?)\s*%`)
	reAvail    = regexp.MustCompile(`(?:可用性|可用率|availability|uptime)\s*(?:承诺|commitment)?\s*(?:≥|>=)?\s*:?\s*(\d+(?:\.\d+)?)\s*%`)
	reTier     = regexp.MustCompile(`(?:低于|不足|小于|<|below|under)\s*(\d+(?:\.\d+)?)\s*%\s*(?:时|的)?\s*[,:]?\s*(?:赔付?|补偿|返还?|退|赔偿|credit|refund)?\s*(?:月费的?)?\s*(\d+(?:\.\d+)?)\s*%`)
)

// ParseCompensation reads downtime compensation: "按宕机时长3倍补偿",
// "SLA 99%：低于99%赔10%，低于95%赔25%", "不补偿", "无", "none".
func ParseCompensation(s string) (Compensation, error) {
	comp := Compensation{Kind: CompUnknown}
	low := norm(s)
	if low == "" {
		return comp, ErrEmpty
	}
	if isNotStated(low) {
		return comp, ErrNotStated
	}
	c := compact(low)
	comp.Voucher = strings.Contains(c, "代金券") || strings.Contains(c, "voucher") || strings.Contains(c, "servicecredit") || strings.Contains(c, "抵扣券")
	switch c {
	case "无", "不补偿", "不赔偿", "不赔付", "无补偿", "无赔付", "none", "no", "nocompensation", "n", "没有", "否":
		comp.Kind = CompNone
		return comp, nil
	}
	for _, m := range reTier.FindAllStringSubmatch(low, -1) {
		b, _ := parseNum(m[1])
		cr, _ := parseNum(m[2])
		if b > 0 && b <= 100 && cr >= 0 && cr <= 100 {
			comp.Tiers = append(comp.Tiers, SLATier{BelowPct: b, CreditPct: cr})
		}
	}
	sort.Slice(comp.Tiers, func(i, j int) bool { return comp.Tiers[i].BelowPct > comp.Tiers[j].BelowPct })
	if m := reSLA.FindStringSubmatch(low); m != nil {
		comp.SLAPct = slaPct(m[1])
	} else if m := reAvail.FindStringSubmatch(low); m != nil {
		comp.SLAPct = slaPct(m[1])
	}
	if comp.SLAPct == nil && len(comp.Tiers) > 0 {
		comp.SLAPct = ptr(comp.Tiers[0].BelowPct)
	}
	if comp.SLAPct != nil || len(comp.Tiers) > 0 {
		comp.Kind = CompSLATiers
		return comp, nil
	}
	if m := reMultiple.FindStringSubmatch(low); m != nil && (strings.Contains(c, "宕机") || strings.Contains(c, "故障") ||
		strings.Contains(c, "停机") || strings.Contains(c, "时长") || strings.Contains(c, "downtime") || strings.Contains(c, "outage") ||
		strings.Contains(c, "补偿") || strings.Contains(c, "赔")) {
		k, ok := cnNumber(m[1])
		if !ok {
			k, _ = parseNum(m[1])
		}
		if k > 0 && k <= 1000 {
			comp.Kind = CompMultiple
			comp.Multiple = ptr(k)
			return comp, nil
		}
	}
	if strings.HasPrefix(c, "不") || strings.HasPrefix(c, "无") || strings.HasPrefix(c, "no") {
		comp.Kind = CompNone
		return comp, nil
	}
	return comp, fmt.Errorf("%q is not a compensation rule (e.g. 按宕机时长3倍补偿, SLA 99%%：低于99%%赔10%%, 不补偿)", s)
}

func slaPct(s string) *float64 {
	v, err := parseNum(s)
	if err != nil || v <= 0 || v > 100 {
		return nil
	}
	return &v
}

// ---------------------------------------------------------------- yes/no, dates

// ParseYesNo reads 支持/不支持/是/否/yes/no/true/false/有/无/✓/✗.
func ParseYesNo(s string) (*bool, error) {
	low := norm(s)
	if low == "" {
		return nil, ErrEmpty
	}
	if isNotStated(low) {
		return nil, ErrNotStated
	}
	c := compact(low)
	for _, w := range []string{"不支持", "不可以", "不可", "不能", "不提供", "否", "没有", "无", "no", "false", "✗", "×", "x", "n", "0", "不"} {
		if c == w || (len([]rune(w)) > 1 && strings.HasPrefix(c, w)) {
			return ptr(false), nil
		}
	}
	for _, w := range []string{"支持", "可以", "可", "能", "提供", "是", "有", "yes", "true", "✓", "✔", "√", "y", "1", "ok"} {
		if c == w || (len([]rune(w)) > 1 && strings.HasPrefix(c, w)) {
			return ptr(true), nil
		}
	}
	return nil, fmt.Errorf("%q is not yes or no (支持/不支持)", s)
}

var (
	reDateYMD = regexp.MustCompile(`(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})`)
	reDateDMY = regexp.MustCompile(`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$`)
	reDate8   = regexp.MustCompile(`^(\d{4})(\d{2})(\d{2})$`)
)

// ParseDate reads "2026-12-31", "2026年12月15日", "2027/01/31", "20261231"
// and returns YYYY-MM-DD.
func ParseDate(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	if isNotStated(low) {
		return "", ErrNotStated
	}
	c := compact(low)
	var y, m, d int
	if mm := reDateYMD.FindStringSubmatch(c); mm != nil {
		y, _ = strconv.Atoi(mm[1])
		m, _ = strconv.Atoi(mm[2])
		d, _ = strconv.Atoi(mm[3])
	} else if mm := reDate8.FindStringSubmatch(c); mm != nil {
		y, _ = strconv.Atoi(mm[1])
		m, _ = strconv.Atoi(mm[2])
		d, _ = strconv.Atoi(mm[3])
	} else if mm := reDateDMY.FindStringSubmatch(c); mm != nil {
		a, _ := strconv.Atoi(mm[1])
		b, _ := strconv.Atoi(mm[2])
		y, _ = strconv.Atoi(mm[3])
		switch {
		case a > 12 && b <= 12:
			d, m = a, b
		case b > 12 && a <= 12:
			m, d = a, b
		default:
			return "", fmt.Errorf("%q: day and month order is ambiguous; write YYYY-MM-DD", s)
		}
	} else {
		return "", fmt.Errorf("%q is not a date (e.g. 2026-12-31, 2026年12月15日)", s)
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if y < 1990 || y > 2200 || t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return "", fmt.Errorf("%q is not a valid date", s)
	}
	return t.Format("2006-01-02"), nil
}

// ParseSource reads how the quote was obtained: 邮件/电话/文档/导入 or the
// English values.
func ParseSource(s string) (string, error) {
	low := compact(norm(s))
	switch {
	case low == "":
		return "", ErrEmpty
	case strings.Contains(low, "mail") || strings.Contains(low, "邮件"):
		return SourceEmail, nil
	case strings.Contains(low, "call") || strings.Contains(low, "phone") || strings.Contains(low, "电话") || strings.Contains(low, "微信") || strings.Contains(low, "口头"):
		return SourceCall, nil
	case strings.Contains(low, "doc") || strings.Contains(low, "文档") || strings.Contains(low, "合同") || strings.Contains(low, "报价单") || strings.Contains(low, "pdf"):
		return SourceDocument, nil
	case strings.Contains(low, "import") || strings.Contains(low, "导入"):
		return SourceImport, nil
	}
	return "", fmt.Errorf("%q is not a source (email, call, document, import)", s)
}
