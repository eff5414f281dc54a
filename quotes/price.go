package quotes

import (
	"fmt"

	"regexp"

	"strings"
)

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
