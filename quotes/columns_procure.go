package quotes

import (
	"math"
	"strconv"
	"strings"
)

// The columns stage's documents made by other systems: a buyer's inquiry
// export, a colleague's comparison, an invoice. Their price-like columns
// are not all the vendor's price:
//   - a multi-round inquiry has one column per round; only the final one
//     binds (earlier rounds are a record), so where a final column stands
//     beside round columns those are not read;
//   - a column whose header ends in a time or date word ("最终报价时间")
//     says when, never how much;
//   - a colleague's derived column ("折合卡时价", worked out on his own
//     hours) is no check on the vendor's text where the sheet says its
//     figures are only for reference: the vendor's own column is read alone;
//   - a broker's figure per unit of compute (折合(元/PFLOPS·时), worked out
//     from the card's price and its TFLOPS) prices no card: beside the
//     card's own price column it is not read;
//   - an invoice's quantity (Qty, 用量) beside its rate is usage, not price;
//   - an evaluation's figures beside the bid price (评审价格 after a
//     small-enterprise deduction, the deduction's rate, 价格得分) score the
//     bid, never price it.
// A column the person mapped is never touched. The words are tables of
// words/procure.tsv.

var (
	roundWords   = wordRows("round_header")
	stampWords   = wordsInOrder("stamp_header")
	derivedWords = wordsInOrder("derived_header")
	derivedKinds = wordMap("derived_header")
	derivedNotes = wordsInOrder("derived_note")
	usageWords   = wordSet("usage_header")
	usageCounts  = wordSet("usage_count_header")
	scoringWords = wordsInOrder("scoring_header")
	computeWords = wordSet("compute_unit")
)

// procureColumns takes off the price columns that are not the vendor's
// price (a rule of decideColumns, through cs.set); lines are the sheet's
// own lines around the table.
func procureColumns(cs colReads, lines []string) {
	unitBesidePlan(cs)
	usedNotOffered(cs)
	computeFigures(cs)
	prices := cs.tablePrices()
	if len(prices) < 2 {
		return
	}
	left := len(prices)
	final := -1
	for _, i := range prices {
		if kind, _ := headerRound(cs[i].header); kind == "final" && stampHeader(cs[i].header) == "" {
			final = i
		}
	}
	reference := derivedReference(lines)
	for _, i := range prices {
		h := cs[i].header
		kind, round := headerRound(h)
		derived := containedWord(norm(h), derivedWords)
		switch {
		case left < 2:
			return
		case containsAny(norm(h), scoringWords):
			cs.set(i, fIgnore, wordRule("scoring_header", containedWord(norm(h), scoringWords)), mk("import.ev.procure.scoring"))
		case stampHeader(h) != "":
			cs.set(i, fIgnore, wordRule("stamp_header", stampHeader(h)), mk("import.ev.procure.stamp"))
		case final >= 0 && i != final && kind == "round":
			cs.set(i, fIgnore, wordRule("round_header", round), mk("import.ev.procure.earlier_round", cs[final].header))
		case computeUnit(h) != "" && neverAlone(i, prices, cs):
			cs.set(i, fIgnore, wordRule("compute_unit", computeUnit(h)), mk("import.ev.procure.compute", h))
		case reference != "" && derived != "" && neverAlone(i, prices, cs) && (derivedKinds[derived] != "restated" || restatesAnother(i, prices, cs) || nearlyRestates(i, prices, cs)):
			cs.set(i, fIgnore, wordRule("derived_header", derived), mk("import.ev.procure.derived", reference))
		case usageWords[headerKey(h)]:
			cs.set(i, fIgnore, wordRule("usage_header", headerKey(h)), mk("import.ev.procure.usage"))
		default:
			continue
		}
		left--
	}
}

// unitBesidePlan: a bill's 计费方式 column holds only plan words (包年包月,
// 按量付费: no currency, no "/"), read as the unit for want of better, while
// a column named as a unit (单价单位) holds the rate's real unit ("元/月",
// "元/小时"): that column is the unit, and the plan words are the billing
// mode (where no column is). A column the person mapped is never moved.
func unitBesidePlan(cs colReads) {
	ui := cs.at(fUnit)
	if ui < 0 || cs[ui].person || !allValues(cs[ui].values, func(v string) bool {
		return !strings.ContainsAny(v, "/每") && parseHint(v).currency == ""
	}) {
		return
	}
	for j, c := range cs {
		if (c.field != "" && c.field != fIgnore) || c.person || synonymIndex[headerKey(c.header)] != fUnit {
			continue
		}
		if !allValues(c.values, func(v string) bool {
			_, none := noPriceMsg(norm(v)) // "面议" under 计价单位 beside a 面议 price: no unit, and no other one
			return none || parseHint(v).period != "" && strings.ContainsAny(v, "/每")
		}) {
			continue
		}
		plan, mode := cs[ui].header, fMode
		cs.set(j, fUnit, synonyms[synonymAt[headerKey(c.header)]].rule, mk("import.ev.procure.unit_beside_plan", plan))
		if cs.has(fMode) {
			mode = fIgnore
		}
		cs.set(ui, mode, cs[ui].rule, mk("import.ev.procure.unit_beside_plan", plan))
		return
	}
}

// allValues: every non-empty value passes ok, and there is one.
func allValues(vs []string, ok func(string) bool) bool {
	n := 0
	for _, v := range vs {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		if !ok(v) {
			return false
		}
		n++
	}
	return n > 0
}

// neverAlone: every value of price column i stands beside a value of
// another price column (a derived figure with no original beside it is the
// only price that row has, and stays read).
func neverAlone(i int, prices []int, cs colReads) bool {
	for r, v := range cs[i].values {
		if strings.TrimSpace(v) == "" {
			continue
		}
		beside := false
		for _, j := range prices {
			if j != i && r < len(cs[j].values) && strings.TrimSpace(cs[j].values[r]) != "" {
				beside = true
			}
		}
		if !beside {
			return false
		}
	}
	return true
}

// procureDropped: the column is one procureColumns took off (its rule is a
// row of words/procure.tsv); its values are said in --explain, not refused
// cell by cell.
func procureDropped(cm colMap) bool { return cm.field == fIgnore && procureRules[cm.rule] }

// procureRules: the rule ids of the tables procureColumns reads.
var procureRules = func() map[string]bool {
	out := map[string]bool{}
	for k, id := range wordRuleIDs {
		switch k[0] {
		case "round_header", "stamp_header", "derived_header", "usage_header", "usage_count_header", "scoring_header", "compute_unit":
			out[id] = true
		}
	}
	return out
}()

// headerRound: "final", "round" or "" for a price column's header, and the
// word that says so.
func headerRound(h string) (kind, word string) {
	k := norm(h)
	for _, want := range []string{"final", "round"} {
		for _, r := range roundWords {
			if r[1] == want && strings.Contains(k, r[0]) {
				return want, r[0]
			}
		}
	}
	return "", ""
}

// stampHeader is the time word the header ends with, its unit hint left
// out, or "".
func stampHeader(h string) string {
	k := headerCore(h)
	for _, w := range stampWords {
		if strings.HasSuffix(k, w) {
			return w
		}
	}
	return ""
}

// derivedReference is the sheet's line saying derived figures are for
// reference only, or "".
func derivedReference(lines []string) string {
	for _, s := range lines {
		if containsAny(norm(s), derivedNotes) {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

func containsAny(s string, words []string) bool { return containedWord(s, words) != "" }

// containedWord is the first of words s contains, or "".
func containedWord(s string, words []string) string {
	for _, w := range words {
		if strings.Contains(s, w) {
			return w
		}
	}
	return ""
}

// computeFigures: a column whose header counts compute in a unit, not
// priced per it (整机算力(P), 单卡标称算力(TFLOPS)), holds each card's or
// machine's figure of compute: never its configuration, count or price. A
// price per unit of compute reads it (scale.go computeFactor).
func computeFigures(cs colReads) {
	for i, c := range cs {
		if w := computeFigureHeader(c.header); w != "" && c.field != "" && c.field != fIgnore {
			cs.set(i, fIgnore, wordRule("compute_per", w), mk("import.ev.compute_figure", c.header))
		}
	}
}

// usedNotOffered: a bill's usage column ("Usage quantity", 用量) counts
// what was used in the period, never the machines or cards on offer.
func usedNotOffered(cs colReads) {
	for i, c := range cs {
		if k := headerKey(c.header); usageCounts[k] && (c.field == fNodes || c.field == fGPUsPerNode) {
			cs.set(i, fIgnore, wordRule("usage_count_header", k), mk("import.ev.procure.usage_count"))
		}
	}
}

// computeUnit is the word of a price header's unit that counts compute
// (元/PFLOPS·时: "pflops"), "" for none.
func computeUnit(h string) string {
	for _, w := range reWordBound.FindAllString(norm(h), -1) {
		if computeWords[w] {
			return w
		}
	}
	return ""
}

// periodRatios: how many of one period's units another holds (second,
// minute, hour, day, week, month of 720 or 730 hours, year): a column
// restating another's price in another period is the other's × one of them.
var periodRatios = []float64{1, 60, 3600, 24, 1440, 86400, 168, 720, 730, 8760}

// restatesAnother (review finding 4): every value of price column i is a
// value of another price column j in the same row × one period ratio (or ÷),
// the same for every row, to the value's written precision or 1%: "Hourly
// (USD approx.)" 3.06 beside 0.00085 a second. A column held "approx" whose
// values restate nothing (a spot price at half the on-demand) is an offer.
func restatesAnother(i int, prices []int, cs colReads) bool {
	return restatesColumn(i, prices, cs, false)
}

// nearlyRestatesTolerance: how far a colleague's approximate figure may lie
// from the restatement it approximates (the 10 % roundsTo bounds a rounded
// 折合 by, review of stop 45's rounding set).
const nearlyRestatesTolerance = 0.10

// nearlyRestates: every value of price column i lies within 10 % of a value of
// another price column j in the same row × one period ratio, per card or per
// machine by the row's GPUs per machine (an "approx (CNY/GPU-hr)" 15.96 beside
// 95000 a machine-month of 8 cards: 16.49), the same factor for every row. A
// spot column at half the on-demand restates nothing and stays an offer.
func nearlyRestates(i int, prices []int, cs colReads) bool {
	return restatesColumn(i, prices, cs, true)
}

// restatesColumn: some other price column j restates column i by one period
// ratio (× or ÷) for every row; nearly allows 10 % and a per-card or
// per-machine factor from the GPUs-per-machine column, else the figure's
// written precision or 1 %.
func restatesColumn(i int, prices []int, cs colReads, nearly bool) bool {
	var cards []string
	pers := []int{0}
	if nearly {
		if g := cs.at(fGPUsPerNode); g >= 0 {
			cards = cs[g].values
		}
		pers = []int{0, 1, -1} // same basis; ÷ cards; × cards
	}
	for _, j := range prices {
		if j == i {
			continue
		}
		for _, k := range periodRatios {
			for _, f := range []float64{k, 1 / k} {
				for _, per := range pers {
					if restatedBy(cs[i].values, cs[j].values, cards, f, per, nearly) {
						return true
					}
				}
			}
		}
	}
	return false
}

// restatedBy: each figure of vs is the figure of of's same row × f (÷ or ×
// the row's cards where per is 1 or -1), within half its last written digit
// or 1% (nearly: within 10 %, and a price cell's amount counts as its
// figure); at least one row compared.
func restatedBy(vs, of, cards []string, f float64, per int, nearly bool) bool {
	figure := func(v string) (float64, int, bool) {
		if nearly {
			if pc, err := parsePriceCell(v); err == nil && pc.value > 0 {
				return pc.value, 0, true
			}
		}
		return writtenFigure(v)
	}
	n := 0
	for r, v := range vs {
		if strings.TrimSpace(v) == "" {
			continue
		}
		if r >= len(of) {
			return false
		}
		a, da, ok := figure(v)
		b, _, ok2 := figure(of[r])
		if !ok || !ok2 || b <= 0 || a <= 0 {
			return false
		}
		g := 1.0
		if per != 0 {
			c, _, okc := 0.0, 0, false
			if r < len(cards) {
				c, _, okc = writtenFigure(cards[r])
			}
			if !okc || c < 1 {
				return false
			}
			if g = c; per > 0 {
				g = 1 / c
			}
		}
		d := math.Abs(a - b*f*g)
		if nearly && d > nearlyRestatesTolerance*a {
			return false
		}
		if !nearly && d > 0.5*math.Pow10(-da)*(1+1e-9) && d > 0.01*a {
			return false
		}
		n++
	}
	return n > 0
}

// writtenFigure: a cell's one figure and its written decimals ("$3.06" →
// 3.06, 2); false where the cell holds no figure or more than one.
func writtenFigure(v string) (float64, int, bool) {
	figs := reWrittenFigure.FindAllStringSubmatch(narrow(v), -1)
	if len(figs) != 1 {
		return 0, 0, false
	}
	x, err := strconv.ParseFloat(strings.ReplaceAll(figs[0][0], ",", ""), 64)
	if err != nil {
		return 0, 0, false
	}
	return x, len(figs[0][1]), true
}
