package quotes

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A discount cell in the seller's own words ("限时立减8,000", "Save 15%",
// "打9折后再减0.1", "下浮率 12%") is read step by step, in the order written:
// each step a share paid (X折 = ×X/10; N% off, 下浮N%, 让利N% = ×(1−N/100))
// or an amount taken off in the price's own unit. The words are those of
// words/discount.tsv.

// discountStep is one step of a discount: the price × f, less an amount.
type discountStep struct {
	f    float64 // the share paid (1 where the step takes an amount off)
	less float64 // the amount taken off, in the price's unit, after f
	abs  bool    // less is in yuan as written (立减1万), not in the price's written scale
	text string  // the words read
}

// discount states of a cell.
const (
	discRead    = "read"    // steps read
	discNone    = "none"    // no discount applies (不参与, 无)
	discOpen    = "open"    // still to be agreed (另议, 预计8折): no price results
	discUnclear = "unclear" // no reading
)

var (
	discOffWords  = wordsInOrder("discount_off")
	discLessWords = wordsInOrder("discount_less")
	reDiscOpen    = regexp.MustCompile(`(?:` + wholeWords(wordsInOrder("discount_open")) + `)`)
	noneDiscWords = append(wordsInOrder("no_discount"), wordsInOrder("discount_none")...)
	reDiscNone    = regexp.MustCompile(`^(?:` + wholeWords(noneDiscWords) + `)$`)
	reDiscNoneIn  = regexp.MustCompile(`(?:` + wholeWords(noneDiscWords) + `)`)
	reDiscOff     = regexp.MustCompile(`(?:` + wholeWords(discOffWords) + `)`)
	// reDiscOffHeader: a header word saying a bare figure under it is the share off (下浮率), not a plain
	// discount word (折扣, "Partner discount"), under which "15%" may be either.
	reDiscOffHeader = regexp.MustCompile(`(?:` + wholeWords(slices.DeleteFunc(slices.Clone(discOffWords), func(w string) bool { return wordSet("discount_word")[w] })) + `)`)
	reDiscFiller    = regexp.MustCompile(`(?:` + wholeWords(slices.Concat(wordsInOrder("discount_filler"), discOffWords, discLessWords, wordsInOrder("discount_stack"), wordsInOrder("discount_header"))) + `)`)
	reDiscLeftOver  = regexp.MustCompile(`[\p{Han}a-z]`)
	reDiscHeader    = regexp.MustCompile(`(?:` + wholeWords(wordsInOrder("discount_header")) + `)`)
	reDiscLessWord  = regexp.MustCompile(`(?:` + wholeWords(discLessWords) + `)`)
	reDiscStack     = regexp.MustCompile(`(?:` + wholeWords(wordsInOrder("discount_stack")) + `)`)
	rePaidHeader    = regexp.MustCompile(`(?:` + wholeWords(wordsInOrder("paid_header")) + `)`)

	// reDiscStep: one step: "8.8折", "八五折", "-15%", "15%", or a less word with an amount, a percent
	// or an X折 (优惠9折: the share paid, never 9 off).
	reDiscStep = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*折|([一二三四五六七八九])([一二三四五六七八九])?\s*折|` +
		`(?:` + wholeWords(discLessWords) + `)\s*[¥￥$]?\s*(\d[\d,]*(?:\.\d+)?)\s*(%|万|元|折)?|(-\s*)?(\d+(?:\.\d+)?)\s*%`)
)

// lessHeader: the header names an amount off (立减, 直降), not a rate (立减比例, 直降率).
func lessHeader(h string) bool {
	n := norm(h)
	return reDiscLessWord.MatchString(n) && !strings.ContainsAny(n, "率%") && !strings.Contains(n, "比例")
}

// discountHeader: the header speaks of a discount off the row's price (下浮率, 立减, Promo).
func discountHeader(h string) bool { return reDiscHeader.MatchString(norm(h)) }

// paidHeader: the header names the price after the discount (活动价, 到手价, 执行价).
func paidHeader(h string) bool { return rePaidHeader.MatchString(norm(h)) }

// stackedDiscount: the header or cell says this discount comes on top of another (再95折, 年终加折).
func stackedDiscount(h, t string) bool {
	return reDiscStack.MatchString(norm(h)) || reDiscStack.MatchString(norm(t))
}

// readDiscountSteps reads a discount cell under header h as its steps in
// the order written; state says whether it holds none, an open one or
// cannot be read.
func readDiscountSteps(text, h string) ([]discountStep, string) {
	t := strings.TrimSpace(narrow(norm(text)))
	if reDiscOpen.MatchString(t) { // "TBD" is a discount still to be decided, not none
		return nil, discOpen
	}
	if t == "" || isNotStated(compact(t)) || isNoneWord(t) || reDiscNone.MatchString(t) {
		return nil, discNone
	}
	hoff := reDiscOffHeader.MatchString(norm(h)) // "下浮率": a bare figure is the share off
	if v, err := strconv.ParseFloat(strings.TrimSuffix(t, "%"), 64); err == nil {
		switch {
		case !strings.HasSuffix(t, "%") && v > 0 && lessHeader(h):
			return []discountStep{{f: 1, less: v, text: text}}, discRead // "0.4" under 立减: an amount off
		case strings.HasSuffix(t, "%") && hoff && v >= 0 && v < 100:
			return []discountStep{{f: 1 - v/100, text: text}}, discRead
		case !strings.HasSuffix(t, "%") && hoff && v >= 0 && v < 1: // a percent-formatted cell read as its fraction
			return []discountStep{{f: 1 - v, text: text}}, discRead
		case !strings.HasSuffix(t, "%") && v == 1 && !hoff && !lessHeader(h):
			return nil, discNone // 折扣率 1: the full price
		}
	}
	off := hoff || reDiscOff.MatchString(t)
	var steps []discountStep
	for _, m := range reDiscStep.FindAllStringSubmatch(t, -1) {
		var s discountStep
		s.f, s.text = 1, m[0]
		switch {
		case m[1] != "":
			v, _ := strconv.ParseFloat(m[1], 64)
			if s.f = zheShare(v); s.f == 0 {
				return nil, discUnclear
			}
		case m[2] != "":
			s.f = cnZheShare(m[2], m[3])
		case m[4] != "":
			v, err := strconv.ParseFloat(strings.ReplaceAll(m[4], ",", ""), 64)
			if err != nil {
				return nil, discUnclear
			}
			switch m[5] {
			case "折": // 优惠9折: the share paid
				if s.f = zheShare(v); s.f == 0 {
					return nil, discUnclear
				}
			case "%":
				if !(v > 0 && v < 100) {
					return nil, discUnclear
				}
				s.f = 1 - v/100
			case "万":
				s.less, s.abs = v*1e4, true
			case "元":
				s.less, s.abs = v, true // yuan as written, whatever the price's scale
			default:
				s.less = v
			}
		case m[7] != "":
			v, _ := strconv.ParseFloat(m[7], 64)
			if !(v > 0 && v < 100) || m[6] == "" && !off {
				return nil, discUnclear // "85%": paid or off is not said
			}
			s.f = 1 - v/100
		}
		if !(s.f > 0) || s.f > 1 || s.less < 0 {
			return nil, discUnclear
		}
		steps = append(steps, s)
	}
	if len(steps) > 0 {
		rest := reDiscStep.ReplaceAllString(t, " ")
		if p := planOf(rest); p != nil && p.label != "" {
			rest = strings.Replace(rest, norm(p.label), " ", 1) // "包季9折": the term's own discount
		}
		if reDiscLeftOver.MatchString(reDiscFiller.ReplaceAllString(rest, " ")) {
			return nil, discUnclear // "老客户续约9.5折": a condition the importer does not know
		}
	}
	if len(steps) == 0 {
		if reDiscNoneIn.MatchString(t) && !strings.ContainsAny(t, "0123456789") {
			return nil, discNone // "包月无折扣", "年终加折 不参与"
		}
		return nil, discUnclear
	}
	return steps, discRead
}

// zheShare is the share paid of an X折 (9 = 0.9, 85 = 0.85, 10 the full
// price); 0 where the figure is no discount.
func zheShare(v float64) float64 {
	switch {
	case v > 0 && v <= 10:
		return v / 10
	case v > 10 && v < 100:
		return v / 100
	}
	return 0
}

// cnZheShare is the share paid of 八五折 (八, 五: 0.85) or 七折 (七, "": 0.7).
func cnZheShare(d1, d2 string) float64 {
	a, _ := cnNumber(d1)
	v := a / 10
	if d2 != "" {
		b, _ := cnNumber(d2)
		v += b / 100
	}
	return v
}

// applySteps takes the steps off value v in order.
func applySteps(v float64, steps []discountStep) float64 { return applyScaled(v, 1, steps) }

// applyScaled takes the steps off value v, whose written figure was
// multiplied by scale (5.6 under 万元: 56000): an amount off written without
// a scale of its own is in the price's written unit (立减0.4 = 4000).
func applyScaled(v, scale float64, steps []discountStep) float64 {
	for _, s := range steps {
		less := s.less
		if !s.abs {
			less *= scale
		}
		v = v*s.f - less
	}
	return v
}

// scaledStepsWords names the steps with each amount off in the price's
// scale (立减0.4 under 万元: − 4000).
func scaledStepsWords(steps []discountStep, scale float64) string {
	var b strings.Builder
	for _, s := range steps {
		if s.f != 1 || s.less == 0 {
			b.WriteString(" × " + trimFloat(s.f))
		}
		if s.less != 0 {
			less := s.less
			if !s.abs {
				less *= scale
			}
			b.WriteString(" − " + trimFloat(less))
		}
	}
	return strings.TrimSpace(b.String())
}

// agreesWritten: stated agrees with want within the rounding of its own
// written decimals (1.485 written 1.49), and within half a percent.
func agreesWritten(stated string, value, want float64) bool {
	dec := 0
	if i := strings.LastIndex(stated, "."); i >= 0 {
		for _, r := range stated[i+1:] {
			if r < '0' || r > '9' {
				break
			}
			dec++
		}
	}
	// a figure written whole ("7") rounds to no more than half a percent
	tol := math.Min(0.5*math.Pow(10, -float64(dec)), math.Max(0.005*math.Abs(want), 0.005)) + 1e-9*math.Max(1, math.Abs(value))
	return math.Abs(value-want) <= tol
}
