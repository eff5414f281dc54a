package quotes

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"computecheck/internal/repotest"
)

// The full row check of /work/shared/quote_practice/score.py, in the test
// suite: every expected quote row of every regression set is matched to a
// stored quote on all nine fields (vendor, gpu, gpus_per_node, nodes,
// price, min_hours, intra_node, inter_node, resume_supported); a stored
// value that is definitely wrong with no warning speaking to its field is
// "silently wrong"; every row that cannot be priced is refused at a cell
// of the file, and every refusal names sheet (xlsx), row and the file's
// own column, in plain words.

// rowCheckUnitHours mirrors score.py's UNIT_HOURS: hours, per machine.
var rowCheckUnitHours = map[string]struct {
	hours   float64
	perNode bool
}{
	"gpu_hour": {1, false}, "gpu_day": {24, false}, "gpu_month": {720, false},
	"node_hour": {1, true}, "node_day": {24, true}, "node_week": {168, true}, "node_month": {720, true},
}

// rowCheckFlag is which warnings speak to which field (score.py's FLAG).
var rowCheckFlag = map[string]*regexp.Regexp{
	"vendor":           regexp.MustCompile(`(?i)vendor|供应商|厂商|平台`),
	"gpu":              regexp.MustCompile(`(?i)gpu ["“].*["”] read as|form factor|型号`),
	"gpus_per_node":    regexp.MustCompile(`(?i)per node|cards?|gpus? per|卡数|每台|total`),
	"nodes":            regexp.MustCompile(`(?i)\bnodes?\b|台数|节点`),
	"price":            regexp.MustCompile(`(?i)price unit|\bunit\b|per (gpu|card|node|instance|vm|machine)|整机|计费|单位|whole[- ]machine|range|面议|negotiab|tier|year|包年`),
	"min_hours":        regexp.MustCompile(`(?i)min(imum)?\b|term|租期|包年|year|commit`),
	"intra_node":       regexp.MustCompile(`(?i)nvlink|pcie|hccs|intra|互联`),
	"inter_node":       regexp.MustCompile(`(?i)\bib\b|infiniband|roce|ethernet|network|inter-node|inter_node|组网|网络|rdma`),
	"resume_supported": regexp.MustCompile(`(?i)resume|断点`),
}

var (
	rowCheckGoIsms = regexp.MustCompile(`strconv|invalid syntax|parsing "|%!|<nil>|panic|runtime error|unexpected EOF|\bnil\b`)
	rowCheckPlain  = regexp.MustCompile(`"[^"]+"|“[^”]+”|missing|not stated|no number|not found`)
)

type rowCheckExpected struct {
	Quotes      []map[string]any `json:"quotes"`
	CannotPrice []rowCheckRef    `json:"cannot_price"`
	NotQuotes   []rowCheckRef    `json:"not_quotes"`
}

type rowCheckRef struct {
	Row   int    `json:"row"`
	Sheet string `json:"sheet"`
}

// rowCheckDiff is one field that differs: lost (unknown) or wrong.
type rowCheckDiff struct {
	field, expected, got string
	wrong                bool
}

// rowCheckFile is one file's outcome.
type rowCheckFile struct {
	expected, correct, wrong, silent int
	refusals, located                int
	failures                         []string
}

func rowCheckNum(v any) (float64, bool) {
	f, ok := v.(float64)
	return f, ok
}

func rowCheckClose(a any, e float64) bool {
	f, ok := rowCheckNum(a)
	return ok && math.Abs(f-e) <= 0.01*math.Abs(e)+1e-12
}

func rowCheckVendor(s any) string {
	str, _ := s.(string)
	str = strings.NewReplacer("（", "(", "）", ")").Replace(strings.ToLower(strings.TrimSpace(str)))
	return strings.Join(strings.Fields(str), "")
}

// rowCheckNativePGH is price per GPU-hour in the quote's own currency.
func rowCheckNativePGH(q map[string]any) (float64, bool) {
	u, ok := rowCheckUnitHours[fmt.Sprint(q["price_unit"])]
	p, okp := rowCheckNum(q["price"])
	if !ok || !okp {
		return 0, false
	}
	if u.perNode {
		g, ok := rowCheckNum(q["gpus_per_node"])
		if !ok || g == 0 {
			return 0, false
		}
		return p / u.hours / g, true
	}
	return p / u.hours, true
}

func rowCheckSame(a, b any) bool {
	fa, oka := a.(float64)
	fb, okb := b.(float64)
	if oka && okb {
		return fa == fb
	}
	return fmt.Sprint(a) == fmt.Sprint(b) && (a == nil) == (b == nil)
}

// rowCheckCompare is score.py's compare: each field the expected row
// states, against the stored quote.
func rowCheckCompare(e, q map[string]any) []rowCheckDiff {
	var out []rowCheckDiff
	diff := func(field string, exp, got any, ok bool) {
		if ok {
			return
		}
		lost := got == nil || got == "unknown" || got == ""
		out = append(out, rowCheckDiff{field, fmt.Sprint(exp), fmt.Sprint(got), !lost})
	}
	names := map[string]bool{rowCheckVendor(e["vendor"]): true}
	if as, ok := e["vendor_aliases"].([]any); ok {
		for _, a := range as {
			names[rowCheckVendor(a)] = true
		}
	}
	diff("vendor", e["vendor"], q["vendor"], names[rowCheckVendor(q["vendor"])])
	diff("gpu", e["gpu"], q["gpu"], q["gpu"] == e["gpu"])
	for _, f := range []string{"gpus_per_node", "nodes"} {
		if v, ok := e[f]; ok {
			diff(f, v, q[f], rowCheckSame(q[f], v))
		}
	}
	if v, ok := e["price_per_gpu_hour"]; ok {
		want, _ := rowCheckNum(v)
		diff("price", v, q["price_per_gpu_hour"], rowCheckClose(q["price_per_gpu_hour"], want))
	}
	if cur, ok := e["currency"]; ok {
		u := rowCheckUnitHours[fmt.Sprint(e["price_unit"])]
		price, _ := rowCheckNum(e["price"])
		want := price / u.hours
		if u.perNode {
			g, ok := rowCheckNum(e["gpus_per_node"])
			if !ok {
				g = 1
			}
			want /= g
		}
		got, okg := rowCheckNativePGH(q)
		var gotv any
		if okg {
			gotv = got
		}
		diff("price", fmt.Sprintf("%.4f %v/GPU-h", want, cur), gotv, q["currency"] == cur && okg && rowCheckClose(got, want))
		if q["price_per_gpu_hour"] != nil {
			out = append(out, rowCheckDiff{"price", "no CNY figure (no FX rate)", fmt.Sprint(q["price_per_gpu_hour"]), true})
		}
	}
	if v, ok := e["min_hours"]; ok {
		want, _ := rowCheckNum(v)
		diff("min_hours", v, q["min_hours"], rowCheckClose(q["min_hours"], want))
	}
	for _, f := range []string{"intra_node", "inter_node", "resume_supported"} {
		if v, ok := e[f]; ok {
			diff(f, v, q[f], rowCheckSame(q[f], v))
		}
	}
	return out
}

func rowCheckFlagged(field string, warnings []string) bool {
	for _, w := range warnings {
		if strings.Contains(strings.ToLower(w), "exchange rate") {
			continue
		}
		if rowCheckFlag[field].MatchString(w) {
			return true
		}
	}
	return false
}

// rowCheckQuote is the quote as `quotes list --json` writes it (English).
func rowCheckQuote(t *testing.T, q Quote) map[string]any {
	b, err := json.Marshal(InLang{Quote: q, Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func rowCheckStrings(v any) []string {
	var out []string
	if a, ok := v.([]any); ok {
		for _, x := range a {
			out = append(out, fmt.Sprint(x))
		}
	}
	return out
}

// checkRows scores one file as score.py does with --partial.
func checkRows(t *testing.T, path string, exp rowCheckExpected) rowCheckFile {
	name := filepath.Base(path)
	isXLSX := strings.HasSuffix(strings.ToLower(name), ".xlsx")
	out := rowCheckFile{expected: len(exp.Quotes)}
	fail := func(format string, a ...any) {
		out.failures = append(out.failures, name+": "+fmt.Sprintf(format, a...))
	}
	res, err := readRegression(path)
	var quotes []map[string]any
	var problems []Problem
	importWarn := map[int][]string{}
	if err == nil {
		for _, q := range NormalizeAll(res.Quotes, Options{}) {
			quotes = append(quotes, rowCheckQuote(t, q))
			for _, w := range q.Warnings {
				importWarn[q.SourceRow] = append(importWarn[q.SourceRow], w.In("en"))
			}
		}
		problems = res.Problems
	}
	sameRow := func(e, q map[string]any) bool {
		r, _ := rowCheckNum(q["source_row"])
		er, _ := rowCheckNum(e["row"])
		if r != er {
			return false
		}
		s, has := e["sheet"]
		return !has || q["source_sheet"] == nil || q["source_sheet"] == s
	}
	type pair struct {
		rowMiss, ndiff, i, j int
		d                    []rowCheckDiff
	}
	var pairs []pair
	for i, e := range exp.Quotes {
		for j, q := range quotes {
			sr := sameRow(e, q)
			if !sr && !(q["gpu"] == e["gpu"] && rowCheckVendor(q["vendor"]) == rowCheckVendor(e["vendor"])) {
				continue
			}
			d := rowCheckCompare(e, q)
			miss := 1
			if sr {
				miss = 0
			}
			pairs = append(pairs, pair{miss, len(d), i, j, d})
		}
	}
	sort.SliceStable(pairs, func(a, b int) bool {
		if pairs[a].rowMiss != pairs[b].rowMiss {
			return pairs[a].rowMiss < pairs[b].rowMiss
		}
		return pairs[a].ndiff < pairs[b].ndiff
	})
	eTo, qUsed := map[int]pair{}, map[int]bool{}
	for _, p := range pairs {
		if _, ok := eTo[p.i]; ok || qUsed[p.j] {
			continue
		}
		eTo[p.i], qUsed[p.j] = p, true
	}
	rowProblems := func(row int, sheet string) []Problem {
		var ps []Problem
		for _, p := range problems {
			if p.Row == row && (sheet == "" || p.Sheet == "" || p.Sheet == sheet) {
				ps = append(ps, p)
			}
		}
		return ps
	}
	for i, e := range exp.Quotes {
		er, _ := rowCheckNum(e["row"])
		sheet, _ := e["sheet"].(string)
		where := fmt.Sprintf("row %d", int(er))
		if sheet != "" {
			where = sheet + "!" + where
		}
		p, ok := eTo[i]
		switch {
		case ok && len(p.d) == 0:
			out.correct++
		case ok:
			q := quotes[p.j]
			stored := rowCheckStrings(q["warnings"])
			sr, _ := rowCheckNum(q["source_row"])
			silent := false
			for _, d := range p.d {
				if d.wrong && !rowCheckFlagged(d.field, stored) && !rowCheckFlagged(d.field, importWarn[int(sr)]) {
					silent = true
				}
			}
			out.wrong++
			kind := "wrong"
			if silent {
				out.silent++
				kind = "SILENTLY WRONG"
			}
			fail("%s %v: %s %+v (warnings %q)", where, e["gpu"], kind, p.d, stored)
		case err != nil || len(rowProblems(int(er), sheet)) > 0:
			fail("%s %v: refused, expected to be read (%v)", where, e["gpu"], rowCheckErr(err, rowProblems(int(er), sheet)))
		default:
			fail("%s %v: dropped, neither stored nor reported", where, e["gpu"])
		}
	}
	for j, q := range quotes {
		if qUsed[j] {
			continue
		}
		price, _ := rowCheckNum(q["price"])
		hasPrice := price != 0 || q["price_per_gpu_hour"] != nil
		if !hasPrice {
			continue
		}
		sr, _ := rowCheckNum(q["source_row"])
		out.wrong++
		silent := !rowCheckFlagged("price", rowCheckStrings(q["warnings"])) && !rowCheckFlagged("price", importWarn[int(sr)])
		kind := "stored with a price, not an expected quote"
		if silent {
			out.silent++
			kind += " (SILENTLY)"
		}
		fail("%v!row %d: %s: %v", q["source_sheet"], int(sr), kind, q["price_text"])
	}
	for _, c := range exp.CannotPrice {
		if err == nil && len(rowProblems(c.Row, c.Sheet)) == 0 {
			fail("row %d: cannot be priced, yet not refused", c.Row)
		}
	}
	for _, p := range problems {
		out.refusals++
		colInFile := p.ColumnLetter != ""
		locates := p.Row > 0 && p.Column != "" && colInFile && (!isXLSX || p.Sheet != "")
		reason := p.Reason.In("en")
		plain := len(reason) >= 8 && !rowCheckGoIsms.MatchString(reason) && rowCheckPlain.MatchString(reason)
		if locates && plain {
			out.located++
		} else {
			fail("refusal sheet=%q row=%d column=%q(%s) does not locate its cell or is unclear: %s", p.Sheet, p.Row, p.Column, p.ColumnLetter, reason)
		}
	}
	if err != nil {
		out.refusals++
		fail("file refused: %v", err)
	}
	return out
}

func rowCheckErr(err error, ps []Problem) string {
	if err != nil {
		return err.Error()
	}
	var s []string
	for _, p := range ps {
		s = append(s, p.Column+": "+p.Reason.In("en"))
	}
	return strings.Join(s, "; ")
}

// rowCheckSets are the regression sets with NAME.expected.json files.
func rowCheckSets(t *testing.T) []string {
	sets := []string{repotest.Path("quotes", "practice"), repotest.Path("quotes", "more")}
	examiner := repotest.Glob("quotes", "examiner", "set*")
	if len(examiner) < 10 {
		t.Fatalf("examiner sets missing: %v", examiner)
	}
	return append(sets, examiner...)
}

func TestRegressionRowCheck(t *testing.T) {
	total := rowCheckFile{}
	for _, dir := range rowCheckSets(t) {
		set := rowCheckFile{}
		files, _ := filepath.Glob(filepath.Join(dir, "*.expected.json"))
		if len(files) == 0 {
			t.Errorf("%s: no expected files", dir)
		}
		for _, ej := range files {
			var exp rowCheckExpected
			b, err := os.ReadFile(ej)
			if err != nil || json.Unmarshal(b, &exp) != nil {
				t.Fatalf("%s: %v", ej, err)
			}
			r := checkRows(t, strings.TrimSuffix(ej, ".expected.json"), exp)
			for _, f := range r.failures {
				reportExaminer(t, ej, f) // examiner_known_test.go
			}
			set.expected += r.expected
			set.correct += r.correct
			set.wrong += r.wrong
			set.silent += r.silent
			set.refusals += r.refusals
			set.located += r.located
		}
		t.Logf("%-8s rows right %3d/%-3d | silently wrong %d | wrong %d | refusals located %d/%d",
			filepath.Base(dir), set.correct, set.expected, set.silent, set.wrong, set.located, set.refusals)
		total.expected += set.expected
		total.correct += set.correct
		total.silent += set.silent
		total.located += set.located
		total.refusals += set.refusals
	}
	examinerKnownRan["rowcheck"] = true // the stale-entry check: TestMain (examiner_known_test.go)
	t.Logf("all sets: rows right %d/%d | silently wrong %d | refusals located %d/%d",
		total.correct, total.expected, total.silent, total.located, total.refusals)
	if total.expected < 1000 {
		t.Errorf("only %d expected rows: the sets are missing", total.expected)
	}
}
