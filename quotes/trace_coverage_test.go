package quotes

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// costTraced are the stored fields that change a quote's cost, each with
// the decisions (Evidence.Field) that must each have exactly one chosen
// candidate, and whether the value's own column (its rule id) counts as
// its evidence. Every field here must be traced for every stored quote of
// the regression corpus.
var costTraced = []struct {
	field    string   // the TraceStep field
	decided  []string // decisions each needing one chosen candidate
	byColumn bool     // the value's own column may be its evidence instead
	stored   func(q Quote) (string, bool)
}{
	{fPrice + ".scale", []string{"scale"}, false, func(q Quote) (string, bool) { return "", q.Price != 0 }},
	{fPrice + ".column", nil, true, func(q Quote) (string, bool) { return "", q.Price != 0 }},
	{fUnit + ".period", []string{"period"}, false, func(q Quote) (string, bool) { return "", q.PriceUnit != "" }},
	{fUnit + ".basis", []string{"basis"}, false, func(q Quote) (string, bool) {
		return "", q.PriceUnit != "" && q.PriceUnit != UnitMillionTokens // a token price has no per-card or per-machine basis
	}},
	{"currency", []string{"currency"}, false, func(q Quote) (string, bool) { return q.Currency, q.Currency != "" }},
	{fGPU, nil, true, func(q Quote) (string, bool) { return "", q.GPU != "" && q.GPU != Unknown }},
	{fGPUsPerNode, []string{"gpus_per_machine"}, false, func(q Quote) (string, bool) { return traceValue(q.GPUsPerNode), q.GPUsPerNode != nil }},
	{fNodes, []string{"nodes"}, false, func(q Quote) (string, bool) { return traceValue(q.Nodes), q.Nodes != nil }},
	{fVendor, []string{fVendor}, false, func(q Quote) (string, bool) { return q.Vendor, q.Vendor != "" }},
	{fMinTerm, []string{fMinTerm}, false, func(q Quote) (string, bool) { return traceValue(q.MinTerm), q.MinTerm != nil }},
	{fIncrement, []string{fIncrement}, false, func(q Quote) (string, bool) { return traceValue(q.BillingIncrement), q.BillingIncrement != nil }},
	{fInterruptible, []string{fInterruptible}, false, func(q Quote) (string, bool) { return traceValue(q.Interruptible), q.Interruptible != nil }},
	{fPackGPUHours, []string{fPackGPUHours}, true, func(q Quote) (string, bool) { return traceValue(q.PackGPUHours), q.PackGPUHours != nil }},
	{fPackMTokens, []string{fPackMTokens}, true, func(q Quote) (string, bool) { return traceValue(q.PackMillionTokens), q.PackMillionTokens != nil }},
	{fPackPrice, []string{fPackPrice}, true, func(q Quote) (string, bool) { return traceValue(q.PackPrice), q.PackPrice != nil }},
	{fPackDays, []string{fPackDays}, true, func(q Quote) (string, bool) { return traceValue(q.PackValidDays), q.PackValidDays != nil }},
}

// locatedSources are sources that are a cell of the row: their candidate
// must name its column (letter, or the key of a JSON record).
var locatedSources = map[string]bool{srcCell: true, srcUnitColumn: true, srcRowNote: true, srcColumn: true, srcHeader: true}

// traceEvidence is, per stored quote of a file, the chosen evidence of
// each traced field (costTraced's field, then its decision).
func traceEvidence(res *FileResult, i int) map[string][]Evidence {
	out := map[string][]Evidence{}
	for _, st := range res.Trace(i) {
		if e, ok := st.ColumnEvidence(); ok {
			out[st.Field+".column"] = append(out[st.Field+".column"], e)
		}
		for _, e := range st.Candidates {
			if e.Chosen && !slices.Contains(out[e.Field], e) { // the currency is under the price and the pack's price
				out[e.Field] = append(out[e.Field], e)
			}
		}
	}
	return out
}

// tracedWell says what is wrong with the chosen evidence of one traced
// field of q ("" when nothing): exactly one chosen candidate per decision,
// naming its source, its cell where it came from a cell, its rule id, and
// (where the decision is the field) the value stored.
func tracedWell(q Quote, ev map[string][]Evidence, f string, decided []string, byColumn bool, value string, tabular bool) string {
	stepField, _, _ := strings.Cut(f, ".")
	check := func(es []Evidence, d string) string {
		if len(es) != 1 {
			return fmt.Sprintf("%d chosen %s", len(es), d)
		}
		e := es[0]
		switch {
		case e.Source == "" || e.Rule == "":
			return fmt.Sprintf("%s: no source or rule %+v", d, e)
		case tabular && locatedSources[e.Source] && e.Letter == "":
			return fmt.Sprintf("%s: from a cell, no column %+v", d, e)
		case e.Field == d && d != "currency" && value != "" && e.Value != value && d == f:
			return fmt.Sprintf("%s: chose %q, stored %q", d, e.Value, value)
		}
		return ""
	}
	if byColumn && (len(decided) == 0 || len(ev[decided[0]]) == 0) {
		// no site decided it: its own column did
		if col := ev[stepField+".column"]; len(col) > 0 || len(decided) == 0 {
			return check(col, "column")
		}
	}
	for _, d := range decided {
		if why := check(ev[d], d); why != "" {
			return why
		}
	}
	return ""
}

// Every stored value that changes the cost, over every regression file,
// has exactly one chosen candidate naming its source, cell and rule id
// (issue 23, item 5). The coverage per field is logged.
func TestTraceCoversCostFields(t *testing.T) {
	have, total := map[string]int{}, map[string]int{}
	missing := map[string][]string{}
	for _, f := range snapshotFiles(t) {
		res, _ := ReadFile(f)
		if res == nil {
			continue
		}
		tabular := res.Format != "json"
		for i, q := range res.Quotes {
			ev := traceEvidence(res, i)
			for _, c := range costTraced {
				value, stored := c.stored(q)
				if !stored {
					continue
				}
				total[c.field]++
				why := tracedWell(q, ev, c.field, c.decided, c.byColumn, value, tabular)
				if why == "" {
					have[c.field]++
				} else if len(missing[c.field]) < 3 {
					missing[c.field] = append(missing[c.field], fmt.Sprintf("%s %s!%d: %s", snapshotName(f), q.SourceSheet, q.SourceRow, why))
				}
			}
		}
	}
	var fields []string
	for f := range total {
		fields = append(fields, f)
	}
	sort.Strings(fields)
	for _, f := range fields {
		t.Logf("%-22s %5d/%5d %s%%", f, have[f], total[f], strconv.FormatFloat(100*float64(have[f])/float64(total[f]), 'f', 1, 64))
		if have[f] < total[f] {
			t.Errorf("%s: %d of %d stored values not traced, e.g. %q", f, total[f]-have[f], total[f], missing[f])
		}
	}
}
