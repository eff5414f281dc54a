package quotes

import (
	"math"
	"regexp"
	"strconv"
	"strings"
)

// equivTolerance: an equivalent's distance from its plan price [assumed: 2-decimal rounding].
const equivTolerance = 0.02

// planOfEquivalent: a cell with a plan price and its per-card-hour
// equivalent ("包月 24,192/台，约合 4.2元/卡时") stores the plan price where they
// agree (a basis-less plan takes the one that matches), refuses where not.
func (b *rowBuild) planOfEquivalent(q *Quote, p priceIn, pc priceCell, text string) (plan *priceCell, refused bool) {
	if !pc.equiv || pc.primary == nil || pc.primary.hint.period == "" {
		return nil, false
	}
	pr := *pc.primary
	ev := perGPUHourOf(pc.value, unitParts{orDefault(pc.hint.basis, "gpu"), orDefault(pc.hint.period, "hour")}, b.gpn)
	bases := []string{pr.hint.basis}
	if pr.hint.basis == "" {
		bases = []string{"gpu", "node"}
	}
	matched, first, readable := "", 0.0, true
	for _, bs := range bases {
		pv := perGPUHourOf(pr.value, unitParts{bs, pr.hint.period}, b.gpn)
		if pv <= 0 {
			readable = false
			continue
		}
		if first == 0 {
			first = pv
		}
		if ev > 0 && math.Abs(pv-ev)/ev <= equivTolerance {
			matched = bs
			break
		}
	}
	switch {
	case matched != "":
		eqText := strconv.FormatFloat(pc.value, 'f', -1, 64)
		q.AddWarning(mk("import.warn.equivalent_agrees", text, eqText))
		if pr.hint.basis == "" {
			q.AddWarning(mk("import.warn.basis_from_equivalent", text, basisWord(matched), eqText))
			pr.hint.basis = matched
		}
		pr.from, pr.mode = pc.from, pc.mode
		return &pr, false
	case readable && first > 0 && ev > 0:
		b.badAt(p.cell, mk("import.err.equiv_disagree", text, strconv.FormatFloat(first, 'f', 2, 64), strconv.FormatFloat(ev, 'f', 2, 64)))
		return nil, true
	}
	return nil, false
}

// equivColumn is the per-card-hour price a 折合 column states for the one price column.
func (b *rowBuild) equivColumn() (float64, priceIn, bool) {
	if len(b.r.prices) != 1 {
		return 0, priceIn{}, false
	}
	for _, e := range b.r.equivs {
		pc, err := parsePriceCell(e.text)
		if err != nil {
			continue
		}
		basis := orDefault(pc.hint.basis, orDefault(e.hint.basis, "gpu"))
		period := orDefault(pc.hint.period, orDefault(e.hint.period, "hour"))
		if v := perGPUHourOf(pc.value, unitParts{basis, period}, b.gpn); v > 0 {
			return v, e, true
		}
	}
	return 0, priceIn{}, false
}

// matchingBasis is the basis under which value equals ev per card-hour, "" if not one.
func matchingBasis(value float64, period string, gpn *int, ev float64) string {
	found := ""
	for _, bs := range []string{"gpu", "node"} {
		pv := perGPUHourOf(value, unitParts{bs, period}, gpn)
		if pv > 0 && math.Abs(pv-ev)/ev <= equivTolerance {
			if found != "" {
				return ""
			}
			found = bs
		}
	}
	return found
}

// planWordOnly: the words before an equivalent ("包年约合 7.2") are the plan alone.
func planWordOnly(clause string) bool {
	c := strings.TrimSpace(clause)
	if c == "" || strings.ContainsAny(c, "每/") {
		return false
	}
	_, ok := parseMode(c)
	return ok
}

// reWrittenFigure: a figure as written, its decimals apart ("1.0", "1,180.5").
var reWrittenFigure = regexp.MustCompile(`\d[\d,]*(?:\.(\d+))?`)

// roundsTo: a check figure written to d decimals ("折合 1.0", a #,##0 cell
// showing 2) agrees with the price pv that rounds to it (0.95, 1.875): they
// differ by no more than half its last digit. Only a cell of one figure,
// read as written (no scale, no other basis), is so read.
func roundsTo(pv, ev float64, written string) bool {
	figs := reWrittenFigure.FindAllStringSubmatch(narrow(written), -1)
	if len(figs) != 1 {
		return false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(figs[0][0], ",", ""), 64)
	if err != nil || v != ev {
		return false
	}
	half := 0.5 * math.Pow10(-len(figs[0][1]))
	return math.Abs(pv-ev) <= half*(1+1e-9) && math.Abs(pv-ev) <= roundsToBound*ev
}

// roundsToBound: a price that rounds to a check figure agrees with it only
// within this share of it too: 1.45 beside a 折合 of "1" (45% apart) is no
// rounding of it (review). 1.875 beside "2" (6%) and 0.95 beside "1.0" are.
const roundsToBound = 0.1
