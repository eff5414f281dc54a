package quotes

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"computecheck/msg"
)

// A price header stating the amounts' scale ("月租金(万元/台)", "Price
// (kCNY)") holds bare numbers in that scale: 5.76 is 57,600.

// scaleWords are the scale words by table (words/scale.tsv): word -> multiplier.
var scaleWords = func() map[string]map[string]float64 {
	out := map[string]map[string]float64{}
	for _, t := range []string{"scale_after_number", "scale_before_currency", "scale_bare", "scale_en", "scale_after_sign"} {
		out[t] = map[string]float64{}
		for _, r := range wordRows(t) {
			k, err := strconv.ParseFloat(r[1], 64)
			if err != nil {
				panic("quotes: words/scale.tsv: " + r[0] + ": " + err.Error())
			}
			out[t][r[0]] = k
		}
	}
	return out
}()

// scaleAlt is a table's words as a regexp alternation, longest first.
func scaleAlt(table string) string {
	var ws []string
	for w := range scaleWords[table] {
		ws = append(ws, regexp.QuoteMeta(w))
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) || len(ws[i]) == len(ws[j]) && ws[i] < ws[j] })
	return "(" + strings.Join(ws, "|") + ")"
}

var (
	reScaleZH  = regexp.MustCompile(scaleAlt("scale_before_currency") + `\s*(?:元|块|人民币|美元|美金|rmb|cny|usd)`)
	reScale10k = regexp.MustCompile(`(?i)(?:usd|cny|rmb|eur|\$|¥)\s*10\s*k\b|\b10\s*k\s*(?:usd|cny|rmb|eur)\b|(?i)\bten thousands?\b`)
	reScaleEN  = regexp.MustCompile(`(?i)\b` + scaleAlt("scale_en") + `\s*(?:usd|cny|rmb|eur|\$|¥)|(?i)(?:usd|cny|rmb|eur|\$|¥)\s*` + scaleAlt("scale_en") + `\b|'000`)
)

// headerScale is a header's multiplier and its words (1, "" for none).
func headerScale(header string) (float64, string) {
	r := remember(&scaleMemo, header, func(h string) scaleRead { k, words := readScale(h); return scaleRead{k, words} })
	return r.k, r.words
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
		return scaleWords["scale_before_currency"][m[1]], m[0]
	}
	// "月租(万/台)", "报价（万）", a unit cell "万/台/月": 万 alone as the unit
	for _, part := range []string{h, headerHint(h)} {
		if m := reBareScale.FindStringSubmatch(part); m != nil {
			return scaleWords["scale_bare"][m[1]], strings.TrimSpace(m[0])
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

// bareAmount: a number alone, no scale or unit of its own ("5.76").
func bareAmount(text string) bool {
	return reBareAmount.MatchString(strings.TrimSpace(narrow(text)))
}

var (
	// a line stating the unit of the sheet's amounts ("金额单位：千元")
	reScaleLine = regexp.MustCompile(`(?i)(?:金额单位|价格单位|报价单位|计价单位|单位|units?|amounts?|figures|prices?)\s*(?:[:：]|\s(?:are\s+)?in\s)\s*([^;；,，。()（）]{1,30})`)
	reBareScale = regexp.MustCompile(`^\s*` + scaleAlt("scale_bare") + `\s*(?:$|[/)）每]|元)`)
)

// sheetScaleLine is the first line stating the sheet's scale, "" for none.
func sheetScaleLine(lines []string) string {
	for _, line := range lines {
		if lineScale(line) != 1 {
			return strings.TrimSpace(line)
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
			return scaleWords["scale_bare"][b[1]]
		}
		if reScaleEN.MatchString(m[0]) {
			return 1e3
		}
	}
	return 1
}

// bareScale is a scale stated for a bare amount, and where.
type bareScale struct {
	k          float64
	rule, from string
}

// bareScales are the scales of a bare price in scalePolicy's order: the
// header's, the row's unit cell's, the sheet's scale line.
func bareScales(header, unitCell, sheetLine, text string, v float64) []bareScale {
	if !bareAmount(text) {
		return nil
	}
	if n, err := ParseNumber(strings.TrimLeft(strings.TrimSpace(narrow(text)), "¥$€£ ")); err != nil || n != v {
		return nil // already read in another scale: never twice
	}
	var out []bareScale
	if k, _ := headerScale(header); k != 1 {
		out = append(out, bareScale{k, "scale.header", header})
	}
	if k, _ := headerScale(unitCell); k != 1 {
		out = append(out, bareScale{k, "scale.unit_cell", unitCell})
	}
	if k := lineScale(sheetLine); k != 1 {
		out = append(out, bareScale{k, "scale.sheet_line", sheetLine})
	}
	return out
}

// scaleBare applies the first of bareScales: the value and the text it came from.
func scaleBare(header, unitCell, sheetLine, text string, v float64) (float64, string, bool) {
	bs := bareScales(header, unitCell, sheetLine, text, v)
	if len(bs) == 0 {
		return v, "", false
	}
	return roundScaled(v * bs[0].k), bs[0].from, true
}

// roundScaled: 33.288 x 1e4 is 332879.99999999994; the vendor wrote 332,880.
func roundScaled(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 12, 64), 64)
	return r
}

// scaledPrice is a bare price in the scale its header, unit cell or sheet states.
func (b *rowBuild) scaledPrice(p priceIn, text string, v float64) (float64, msg.Msg, bool) {
	nv, from, ok := scaleBare(p.header, b.text(fUnit), b.r.scaleLine, text, v)
	if !ok {
		return v, msg.Msg{}, false
	}
	return nv, mk("import.warn.scale_from_header", text, from, strconv.FormatFloat(nv, 'f', -1, 64)), true
}

// scalePolicy: the scale of a price's amount (words/scale.tsv). The cell's
// own word first; for a bare number, the header's, unit cell's and sheet's;
// then the unit phrases. The first scales the amount once.
var scalePolicy = policy{field: "scale", rules: []policyRule{
	{id: "scale.cell", source: srcCell},
	{id: "scale.cell_unit", source: srcCell}, // "31,000元": the cell's own 元 (statesOwnUnit)
	{id: "scale.header", source: srcHeader},
	{id: "scale.unit_cell", source: srcUnitColumn},
	{id: "scale.sheet_line", source: srcSheetLine},
	{id: "scale.unit_column", source: srcUnitColumn},
	{id: "scale.header_unit", source: srcHeader},
	{id: "scale.sheet_unit", source: srcSheetLine},
	{id: "scale.none", source: srcCell}, // no source states a scale: the cell's number as written
}}

// resolveScale applies the chosen scale of price p to value, with its warning.
func (b *rowBuild) resolveScale(p priceIn, pc priceCell, text string, value float64) (float64, resolution, *msg.Msg) {
	var cands candidates
	add := func(rule, source string, k float64, c cell, words string) {
		if k > 0 && k != 1 {
			cands.add(rule, source, trimFloat(k), c, words)
		}
	}
	switch {
	case pc.scaled && pc.scale > 0:
		add("scale.cell", srcCell, pc.scale, p.cell, text)
	case pc.scaled:
		cands.add("scale.cell", srcCell, orDefault(pc.words, text), p.cell, text) // "3万8": the scale is in the words
	case statesOwnUnit(text):
		cands.add("scale.cell_unit", srcCell, "1", p.cell, text) // "31,000元": the cell's own 元 (statesOwnUnit)
	}
	for _, bs := range bareScales(p.header, b.text(fUnit), b.r.scaleLine, text, value) {
		c := p.cell
		if bs.rule == "scale.unit_cell" {
			c = b.r.cells[fUnit]
		} else if bs.rule == "scale.sheet_line" {
			c = cell{}
		}
		_, row := scalePolicy.row(bs.rule)
		add(bs.rule, row.source, bs.k, c, bs.from)
	}
	if u := b.unit.unit; u != nil {
		add("scale.unit_column", srcUnitColumn, u.mult, b.unit.unitCell, u.multText)
	}
	add("scale.header_unit", srcHeader, p.hint.mult, p.cell, p.hint.multText)
	add("scale.sheet_unit", srcSheetLine, b.r.sheetUnit.mult, cell{}, b.r.sheetUnit.multText)
	if len(cands) == 0 {
		cands.add("scale.none", srcCell, "1", p.cell, text)
	}
	r := scalePolicy.resolve(nil, cands)
	if r.chosen < 0 || r.rule() == "scale.cell" || r.rule() == "scale.cell_unit" || r.rule() == "scale.none" {
		return value, r, nil
	}
	c := r.ev[r.chosen]
	k, _ := strconv.ParseFloat(c.Value, 64)
	nv := value * k
	var m msg.Msg
	switch c.Rule {
	case "scale.header", "scale.unit_cell", "scale.sheet_line":
		nv = roundScaled(nv)
		m = mk("import.warn.scale_from_header", text, c.Text, strconv.FormatFloat(nv, 'f', -1, 64))
	case "scale.unit_column":
		m = mk("import.warn.scaled", text, c.Text, b.unit.unitCell.header, trimFloat(nv))
	case "scale.header_unit":
		m = mk("import.warn.scaled", text, c.Text, p.header, trimFloat(nv))
	default:
		m = mk("import.warn.scaled", text, c.Text, b.r.sheetUnitText, trimFloat(nv))
	}
	return nv, r, &m
}

// reOwnUnit is a currency word right after a cell's number ("31,000元"): the
// cell states a whole yuan or dollar, whatever scale the header states; a
// sign ("¥5.2" under 万元) states no scale.
var reOwnUnit = func() *memoRe {
	var words []string
	for _, cw := range currencyWords {
		if !strings.ContainsAny(cw.word, "$€£¥") {
			words = append(words, cw.word)
		}
	}
	return memoized(regexp.MustCompile(`\d\s*(?:` + wholeWords(words) + `)`))
}()

// statesOwnUnit: the price cell's own currency word states its scale, so
// a header's, unit cell's or sheet's 万/千 does not apply to it.
func statesOwnUnit(text string) bool {
	return reOwnUnit.MatchString(strings.TrimSpace(norm(text)))
}
