package quotes

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The extract stage's worked amounts. A presales engineer writes the price
// as the arithmetic that gives it: "8卡×12.5=100元/台/时",
// "(5.0-0.4)×8=36.8元/台/时", "包年：5.2×8760=45,552元/卡/年". The figure
// after "=" is the price where the figures before it give it; a working
// whose figures do not give its result fixes no one price and is refused
// quoting it. A clause after the working naming the price paid
// ("…=72,000元/台/月，优惠后68,400元/台/月": words/ladder.tsv paid_result)
// is the price.

var (
	// reClauseCut: where a clause of a cell ends (a comma of thousands is none)
	reClauseCut = regexp.MustCompile(`[，；;]|,(?:\D|$)`)
	// reWorkingOp: an operator between two figures, unit words between
	// them ("100元/时×720", "(5.0-0.4)×8"; "x" only between figures)
	reWorkingOp = regexp.MustCompile(`\d[^\d=]{0,8}[×*÷+\-]\s*[(]?\s*\.?\d|\d\s*x\s*\d`)
)

// hasWorking: the cell works an amount out ("8卡×12.5=100元/台/时"); its
// clauses are one price's working, never offers of their own.
func hasWorking(text string) bool {
	low := norm(text)
	eq := strings.LastIndex(low, "=")
	return eq > 0 && reWorkingOp.MatchString(low[:eq])
}

// workedAmount rewrites a price cell (normalised as low) whose amount is
// worked out in it as the working's result; orig is the cell as written.
func workedAmount(low, orig string) (string, error) {
	if !strings.Contains(low, "=") {
		return low, nil
	}
	var clauses []string
	last := 0
	for _, m := range reClauseCut.FindAllStringIndex(low, -1) {
		_, w := utf8.DecodeRuneInString(low[m[0]:])
		clauses = append(clauses, low[last:m[0]+w])
		last = m[0] + w
	}
	clauses = append(clauses, low[last:])
	worked := -1
	for i, c := range clauses {
		eq := strings.LastIndex(c, "=")
		if eq < 0 || !reWorkingOp.MatchString(c[:eq]) {
			continue
		}
		lhs, rhs := c[:eq], c[eq+1:]
		start := strings.IndexAny(lhs, "0123456789.(")
		got, ok := evalWorking(lhs[start:])
		want, dec, okR := leadAmount(rhs)
		if !ok || !okR {
			continue // no arithmetic this reader follows: the cell is read as it is
		}
		if math.Abs(got-want) > 0.001*math.Abs(want)+0.5*math.Pow(10, -float64(dec)) {
			return low, cellErr("import.err.working_mismatch", strings.TrimSpace(orig), strings.TrimSpace(lhs[start:]), trimFloat(got))
		}
		clauses[i] = lhs[:start] + rhs
		worked = i
	}
	if worked < 0 {
		return low, nil
	}
	for _, c := range clauses[worked+1:] {
		if strings.ContainsAny(c, "0123456789") && containsAny(c, paidResultWords) {
			return c, nil // the price paid, after the working
		}
	}
	return strings.Join(clauses, ""), nil
}

// leadAmount is the first figure of s (its decimals), times a scale word
// right after it ("6.84万").
func leadAmount(s string) (v float64, dec int, ok bool) {
	loc := reNumber.FindStringIndex(s)
	if loc == nil || strings.TrimSpace(s[:loc[0]]) != "" && !strings.ContainsAny(strings.TrimSpace(s[:loc[0]]), "¥$￥") {
		return 0, 0, false
	}
	num := strings.ReplaceAll(s[loc[0]:loc[1]], ",", "")
	v, err := parseNum(num)
	if err != nil {
		return 0, 0, false
	}
	if i := strings.IndexByte(num, '.'); i >= 0 {
		dec = len(num) - i - 1
	}
	if m := reMultiplier.FindStringSubmatch(s[loc[1]:]); m != nil {
		v *= scaleWords["scale_after_number"][m[1]]
	}
	return v, dec, true
}

// evalWorking is the value of a working ("8卡×12.5", "100元/时×720",
// "(5.0-0.4)×8"): figures, + - × * x ÷ and "/" before a figure, brackets;
// unit words between them are skipped ("元/时": a slash before a word is a
// unit's). ok is false for anything else (a model's figure, "h100").
func evalWorking(s string) (float64, bool) {
	var toks []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			if i > 0 && (s[i-1] >= 'a' && s[i-1] <= 'z') {
				return 0, false // "h100": a model's figure
			}
			loc := reNumber.FindStringIndex(s[i:])
			toks = append(toks, strings.ReplaceAll(s[i:i+loc[1]], ",", ""))
			i += loc[1]
			continue
		case c == '/':
			j := i + 1
			for j < len(s) && s[j] == ' ' {
				j++
			}
			if j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '(') {
				toks = append(toks, "/")
			}
		case strings.IndexByte("+-*()", c) >= 0:
			toks = append(toks, string(c))
		case c == 'x' && len(toks) > 0 && isFigure(toks[len(toks)-1]):
			toks = append(toks, "*")
		case strings.HasPrefix(s[i:], "×"):
			toks = append(toks, "*")
		case strings.HasPrefix(s[i:], "÷"):
			toks = append(toks, "/")
		}
		i++
	}
	p := workingParser{toks: toks}
	v, ok := p.sum()
	return v, ok && p.i == len(toks) && len(toks) > 1
}

func isFigure(t string) bool { _, err := strconv.ParseFloat(t, 64); return err == nil }

// workingParser reads a working's tokens: sum = product {+|- product},
// product = factor {*|/ factor}, factor = figure | ( sum ).
type workingParser struct {
	toks []string
	i    int
}

func (p *workingParser) next(ops string) (string, bool) {
	if p.i < len(p.toks) && len(p.toks[p.i]) == 1 && strings.Contains(ops, p.toks[p.i]) {
		p.i++
		return p.toks[p.i-1], true
	}
	return "", false
}

func (p *workingParser) sum() (float64, bool) {
	v, ok := p.product()
	for ok {
		op, more := p.next("+-")
		if !more {
			break
		}
		var w float64
		if w, ok = p.product(); op == "+" {
			v += w
		} else {
			v -= w
		}
	}
	return v, ok
}

func (p *workingParser) product() (float64, bool) {
	v, ok := p.factor()
	for ok {
		op, more := p.next("*/")
		if !more {
			break
		}
		var w float64
		if w, ok = p.factor(); op == "*" {
			v *= w
		} else if w != 0 {
			v /= w
		} else {
			ok = false
		}
	}
	return v, ok
}

func (p *workingParser) factor() (float64, bool) {
	if _, ok := p.next("("); ok {
		v, ok := p.sum()
		if _, closed := p.next(")"); !ok || !closed {
			return 0, false
		}
		return v, true
	}
	if p.i < len(p.toks) {
		if v, err := strconv.ParseFloat(p.toks[p.i], 64); err == nil {
			p.i++
			return v, true
		}
	}
	return 0, false
}
