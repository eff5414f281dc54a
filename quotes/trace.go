package quotes

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"computecheck/msg"
)

// TraceStep is where one stored value of a quote came from: its cell, the
// rule that read the column, what that rule overruled, and the notes that
// quote the cell. A value no column holds has no cell.
type TraceStep struct {
	Field  string `json:"field"`
	Value  string `json:"value"`
	Sheet  string `json:"sheet,omitempty"`
	Row    int    `json:"row,omitempty"`
	Letter string `json:"column_letter,omitempty"`
	Header string `json:"column,omitempty"`
	Text   string `json:"text,omitempty"`
	// RuleID: the rule that read the value's column; ownColumn: that column is
	// the value's own
	RuleID    string `json:"rule_id,omitempty"`
	ownColumn bool
	Rule      []msg.Msg `json:"-"`
	Overruled []msg.Msg `json:"-"`
	Notes     []msg.Msg `json:"-"`
	// Candidates: every candidate the resolve stage weighed, the chosen marked.
	Candidates []Evidence `json:"-"`
}

// tracedDecisions are the decided fields each traced value shows.
var tracedDecisions = map[string][]string{
	fPrice: {"scale", "currency", "paid_share", "price_version"}, fUnit: {"period", "basis"},
	fVendor: {fVendor}, fGPUsPerNode: {"gpus_per_machine"}, fNodes: {"nodes", "total_gpus"},
	fMinTerm: {fMinTerm}, fIncrement: {fIncrement}, fInterruptible: {fInterruptible},
	fPackGPUHours: {fPackGPUHours}, fPackPrice: {fPackPrice, "currency"}, fPackDays: {fPackDays},
	fResume: {fResume},
}

// fInterruptible is the traced field of Quote.Interruptible.
const fInterruptible = "interruptible"

// overruleNotes: notes of one source overruling another where no evidence was kept.
var overruleNotes = map[string]bool{"import.warn.unit_is_increment": true}

// Trace lists, for quote i of the file, each stored value and its source.
func (r *FileResult) Trace(i int) []TraceStep {
	q := r.Quotes[i]
	var tbl *TableInfo
	for j := range r.Tables {
		t := &r.Tables[j]
		if t.Sheet != q.SourceSheet || len(t.HeaderRows) == 0 || t.HeaderRows[0] >= q.SourceRow {
			continue
		}
		if tbl == nil || t.HeaderRows[0] > tbl.HeaderRows[0] {
			tbl = t
		}
	}
	// the warnings, and the review reasons not already among them (a guess
	// is both warned and held for review: said once)
	notes := append([]msg.Msg{}, q.Warnings...)
	for _, r := range q.ReviewReasons {
		if !slices.ContainsFunc(q.Warnings, func(w msg.Msg) bool { return w.In("en") == r.In("en") }) {
			notes = append(notes, r)
		}
	}
	used := map[int]bool{}
	var out []TraceStep
	add := func(field, value string, colFields ...string) {
		if value == "" || value == Unknown {
			return
		}
		st := TraceStep{Field: field, Value: value, Sheet: q.SourceSheet, Row: q.SourceRow}
		if c := traceColumn(tbl, q, colFields); c != nil {
			st.Letter, st.Header, st.RuleID = c.Letter, c.Header, c.Rule
			st.ownColumn = c.Field == colFields[0] || field == fGPU && (c.Field == fGPUText || c.Field == fSpec)
			st.Text = q.Raw[c.Field]
			if t, ok := q.Raw[c.Header]; ok {
				st.Text = t
			}
			st.Rule = c.Evidence
			if n := c.Relabelled; n > 0 && n < len(c.Evidence) {
				st.Overruled, st.Rule = c.Evidence[:n], c.Evidence[n:]
			}
		}
		for _, e := range q.Evidence {
			if slices.Contains(tracedDecisions[field], e.Field) {
				st.Candidates = append(st.Candidates, locate(tbl, e))
				if e.Why != "" {
					st.Overruled = append(st.Overruled, e.Say())
				}
			}
		}
		if st.Letter != "" && st.Header == "" && st.Text == "" {
			// a piece of a line with no header that holds nothing for this
			// quote: the value came from the piece its chosen evidence names,
			// or from no piece of the line at all
			st.Letter, st.RuleID, st.Rule = "", "", nil
			for _, c := range st.Candidates {
				if c.Chosen && c.Text != "" && c.Row == st.Row {
					st.Letter, st.Text = c.Letter, c.Text
				}
			}
		}
		for k, m := range notes {
			if st.Header == "" || !quotesCell(m, st.Header, st.Text) {
				continue
			}
			used[k] = true
			if overruleNotes[m.Key] {
				st.Overruled = append(st.Overruled, m) // the header the cell overruled
			} else {
				st.Notes = append(st.Notes, m)
			}
		}
		out = append(out, st)
	}
	add(fVendor, q.Vendor, fVendor)
	add(fOffer, q.Offer, fOffer)
	add(fGPU, q.GPU, fGPU, fGPUText, fSpec)
	add(fGPUsPerNode, traceValue(q.GPUsPerNode), fGPUsPerNode, fSpec, fGPU)
	add(fNodes, traceValue(q.Nodes), fNodes)
	if q.Price != 0 || q.PriceUnit != "" {
		add(fPrice, fmt.Sprintf("%s %s %s", strconv.FormatFloat(q.Price, 'f', -1, 64), q.Currency, q.PriceUnit), fPrice)
		if _, granular := billingGranularity(q.Raw[fUnit]); granular {
			add(fUnit, q.PriceUnit, fPrice) // the unit column held the increment
		} else {
			add(fUnit, q.PriceUnit, fUnit, fPrice)
		}
	}
	add(fPackGPUHours, traceValue(q.PackGPUHours), fPackGPUHours, fPrice)
	add(fPackMTokens, traceValue(q.PackMillionTokens), fPackMTokens)
	add(fPackPrice, traceValue(q.PackPrice), fPackPrice, fPrice)
	add(fPackDays, traceValue(q.PackValidDays), fPackDays)
	add(fMinTerm, traceValue(q.MinTerm), fMinTerm, fMode)
	add(fIncrement, traceValue(q.BillingIncrement), fIncrement, fUnit)
	add(fIntra, q.IntraNode, fIntra, fSpec)
	add(fInter, q.InterNode, fInter, fSpec)
	add(fResume, traceValue(q.ResumeSupported), fResume)
	add(fInterruptible, traceValue(q.Interruptible))
	// notes that quote no traced cell: values from lines, sheets, names
	var rest []msg.Msg
	for k, m := range notes {
		if !used[k] {
			rest = append(rest, m)
		}
	}
	if len(rest) > 0 {
		out = append(out, TraceStep{Field: "-", Sheet: q.SourceSheet, Row: q.SourceRow, Notes: rest})
	}
	return out
}

// locate gives a candidate recorded by field or header its column's letter.
func locate(t *TableInfo, e Evidence) Evidence {
	h := e.Header
	if h == "" && e.Source == srcRowNote {
		h = fNotes
	}
	if t == nil || e.Letter != "" || h == "" {
		return e
	}
	for _, c := range t.Columns {
		if c.Header == h || c.Field == h {
			e.Letter, e.Header = c.Letter, c.Header
			return e
		}
	}
	return e
}

// ColumnEvidence is the value's own column as its evidence; false for none.
func (st TraceStep) ColumnEvidence() (Evidence, bool) {
	if st.Letter == "" || st.RuleID == "" || !st.ownColumn {
		return Evidence{}, false
	}
	return Evidence{Field: st.Field, Value: st.Value, Source: srcCell, Sheet: st.Sheet, Row: st.Row,
		Letter: st.Letter, Header: st.Header, Text: st.Text, Rule: st.RuleID, Chosen: true}, true
}

// traceValue is a stored value as the trace shows it, "" for none.
func traceValue(v any) string {
	switch x := v.(type) {
	case *int:
		if x != nil {
			return strconv.Itoa(*x)
		}
	case *float64:
		if x != nil {
			return strconv.FormatFloat(*x, 'f', -1, 64)
		}
	case *Term:
		if x != nil {
			return x.String()
		}
	case *bool:
		if x != nil {
			return strconv.FormatBool(*x)
		}
	}
	return ""
}

// traceColumn is the column a value was read from (of several, the price text's).
func traceColumn(t *TableInfo, q Quote, fields []string) *ColumnInfo {
	if t == nil {
		return nil
	}
	for _, f := range fields {
		var cands []*ColumnInfo
		for j := range t.Columns {
			if t.Columns[j].Field == f {
				cands = append(cands, &t.Columns[j])
			}
		}
		if len(cands) == 0 {
			continue
		}
		if len(cands) > 1 {
			sort.SliceStable(cands, func(a, b int) bool {
				_, okA := q.Raw[cands[a].Header]
				_, okB := q.Raw[cands[b].Header]
				return okA && !okB
			})
			for _, c := range cands {
				if strings.TrimSpace(q.Raw[c.Header]) == strings.TrimSpace(q.PriceText) && q.PriceText != "" {
					return c
				}
			}
		}
		return cands[0]
	}
	return nil
}

// quotesCell: a message that names the column's header or quotes its text.
func quotesCell(m msg.Msg, header, text string) bool {
	for _, a := range m.Args {
		s, ok := a.(string)
		if !ok {
			continue
		}
		if s = strings.TrimSpace(s); s != "" && (s == strings.TrimSpace(header) || text != "" && s == strings.TrimSpace(text)) {
			return true
		}
	}
	return false
}
