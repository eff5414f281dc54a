package quotes

import (
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

// A price column whose header states the amounts' scale ("月租金(万元/台)",
// "年费（千元）", "Price (kCNY)") holds bare numbers in that scale: 5.76 under
// 万元/台 is 57,600 a machine.

var (
	reScaleZH  = regexp.MustCompile(`(万|千|百万|亿)\s*(?:元|块|人民币|美元|美金|rmb|cny|usd)`)
	reScale10k = regexp.MustCompile(`(?i)(?:usd|cny|rmb|eur|\$|¥)\s*10\s*k\b|\b10\s*k\s*(?:usd|cny|rmb|eur)\b|(?i)\bten thousands?\b`)
	reScaleEN  = regexp.MustCompile(`(?i)\b(k|thousand|thousands)\s*(?:usd|cny|rmb|eur|\$|¥)|(?i)(?:usd|cny|rmb|eur|\$|¥)\s*(k|thousand|thousands)\b|'000`)
)

// headerScale is the multiplier a column header states, with the words
// it was read from (1, "" when it states none).
func headerScale(header string) (float64, string) {
	if v, ok := scaleMemo.get(header); ok {
		return v.k, v.words
	}
	k, words := readScale(header)
	scaleMemo.put(header, scaleRead{k, words})
	return k, words
}

type scaleRead struct {
	k     float64
	words string
}

// scaleMemo: a column repeats its header and unit cells over every row.
var scaleMemo memo[string, scaleRead]

func readScale(header string) (float64, string) {
	h := narrow(header)
	if m := reScaleZH.FindStringSubmatch(h); m != nil {
		switch m[1] {
		case "万":
			return 1e4, m[0]
		case "千":
			return 1e3, m[0]
		case "百万":
			return 1e6, m[0]
		case "亿":
			return 1e8, m[0]
		}
	}
	// "月租(万/台)", "报价（万）", a unit cell "万/台/月": 万 alone as the unit
	for _, part := range []string{h, headerHint(h)} {
		if m := reBareScale.FindStringSubmatch(part); m != nil {
			if m[1] == "万" {
				return 1e4, strings.TrimSpace(m[0])
			}
			return 1e3, strings.TrimSpace(m[0])
		}
	}
	if m := reScale10k.FindString(h); m != "" {
		return 1e4, m
	}
	if m := reScaleEN.FindStringSubmatch(h); m != nil {
		return 1e3, m[0]
	}
	return 1, ""
}

var reBareAmount = regexp.MustCompile(`^[¥$€£]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^[¥$€£]?\s*\.\d+$`)

// bareAmount: the cell is a number alone (a currency sign at most), with no
// scale or unit of its own ("5.76", "¥12.264"); "5.4万" or "38,500元" speak
// for themselves.
func bareAmount(text string) bool {
	return reBareAmount.MatchString(strings.TrimSpace(narrow(text)))
}

var (
	// a line that states the unit of the sheet's amounts: "（单位：万元/台/月）",
	// "金额单位：千元", "Amounts in CNY thousands"
	reScaleLine = regexp.MustCompile(`(?i)(?:金额单位|价格单位|报价单位|计价单位|单位|units?|amounts?|figures|prices?)\s*(?:[:：]|\s(?:are\s+)?in\s)\s*([^;；,，。()（）]{1,30})`)
	reBareScale = regexp.MustCompile(`^\s*(万|千)\s*(?:$|[/)）每]|元)`)
)

// sheetScaleLine is the first line of lines that states the scale of the
// sheet's amounts, "" for none.
func sheetScaleLine(lines []string) string {
	for _, line := range lines {
		for _, m := range reScaleLine.FindAllStringSubmatch(narrow(line), -1) {
			if k, _ := headerScale(m[1]); k != 1 || reBareScale.MatchString(m[1]) || reScaleEN.MatchString(m[0]) {
				return strings.TrimSpace(line)
			}
		}
	}
	return ""
}

// lineScale is the scale a sheet's scale line states.
func lineScale(line string) float64 {
	for _, m := range reScaleLine.FindAllStringSubmatch(narrow(line), -1) {
		if k, _ := headerScale(m[1]); k != 1 {
			return k
		}
		if b := reBareScale.FindStringSubmatch(m[1]); b != nil {
			if b[1] == "万" {
				return 1e4
			}
			return 1e3
		}
		if reScaleEN.MatchString(m[0]) {
			return 1e3
		}
	}
	return 1
}

// priceScaleOf is the scale that applies to a bare price: its column header's,
// else its row's unit cell's ("万元/台/月"), else the sheet's scale line;
// with the text it was read from.
func priceScaleOf(header, unitCell, sheetLine string) (float64, string) {
	if k, _ := headerScale(header); k != 1 {
		return k, header
	}
	if k, _ := headerScale(unitCell); k != 1 {
		return k, unitCell
	}
	if k := lineScale(sheetLine); k != 1 {
		return k, sheetLine
	}
	return 1, ""
}

// scaleBare applies priceScaleOf to a bare amount: the value, the text the
// scale was read from, ok false when nothing states a scale or the cell
// states its own.
func scaleBare(header, unitCell, sheetLine, text string, v float64) (float64, string, bool) {
	k, from := priceScaleOf(header, unitCell, sheetLine)
	if k == 1 || !bareAmount(text) {
		return v, "", false
	}
	if n, err := ParseNumber(strings.TrimLeft(strings.TrimSpace(narrow(text)), "¥$€£ ")); err != nil || n != v {
		return v, "", false // already read in another scale: never twice
	}
	// 33.288 x 1e4 is 332879.99999999994 in floating point: the vendor
	// wrote 332,880
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v*k, 'g', 12, 64), 64)
	return r, from, true
}

// scaledPrice is a row's bare price in the scale its header, unit cell or
// sheet states, with the warning that says so.
func (b *rowBuild) scaledPrice(p priceIn, text string, v float64) (float64, msg.Msg, bool) {
	nv, from, ok := scaleBare(p.header, b.text(fUnit), b.r.scaleLine, text, v)
	if !ok {
		return v, msg.Msg{}, false
	}
	return nv, mk("import.warn.scale_from_header", text, from, strconv.FormatFloat(nv, 'f', -1, 64)), true
}
