package quotes

import "testing"

// Each stored value can be followed back to its cell: the column letter
// and row, the vendor's text, the rule that read the column; where a later
// stage gave the column another field than its header did, the header's
// reading is named as overruled.
func TestTraceNamesCellRuleAndOverruled(t *testing.T) {
	res, err := Read("t.csv", csvOf("厂商,产品,单价,计价方式",
		"东篱云,A800 SXM 80G,35,元/卡/时"))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	steps := map[string]TraceStep{}
	for _, st := range res.Trace(0) {
		steps[st.Field] = st
	}
	if p := steps[fPrice]; p.Letter != "C" || p.Row != 2 || p.Text != "35" || p.Header != "单价" || len(p.Rule) == 0 {
		t.Errorf("price: %+v", p)
	}
	g := steps[fGPU]
	if g.Letter != "B" || g.Text != "A800 SXM 80G" || len(g.Overruled) == 0 || g.Overruled[0].Key != "import.ev.header_exact" ||
		len(g.Rule) != 2 || g.Rule[1].Key != "import.ev.rule" || g.Rule[1].Args[0] != ruleColGPUByValues {
		t.Errorf("the GPU from the 产品 column its values made the GPU column: %+v", g)
	}
	if v := steps[fVendor]; v.Letter != "A" || v.Value != "东篱云" {
		t.Errorf("vendor: %+v", v)
	}
}

// A cell that overrules its column's header is traced as overruling it:
// the header's period is a candidate overruled by the cell's.
func TestTraceCellOverHeader(t *testing.T) {
	res, err := Read("w.csv", csvOf("厂商,显卡,月租(元/卡/月)", "东篱云,L20 48G,\"98元/卡/天\""))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	found := false
	for _, st := range res.Trace(0) {
		for _, c := range st.Candidates {
			if c.Field == "period" && c.Rule == "period.column_header" {
				found = c.Why == "period.cell" && c.Value == "month" && len(st.Overruled) > 0 && st.Field == fUnit
			}
		}
	}
	if !found {
		t.Errorf("the header's period is not traced as overruled by the cell: %+v", res.Trace(0))
	}
}

// Where a unit column, a row note and the price column's header each
// state the period, the trace holds all three: the unit column's chosen,
// the header's and the note's overruled by it, each at its own cell.
func TestTraceCandidatesNameWinnerAndLosers(t *testing.T) {
	res, err := Read("t.csv", csvOf("厂商,显卡,月租(元/台/月),单位,备注",
		"东篱云,L20 48G,8.8,元/卡/时,包月价"))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != "gpu_hour" {
		t.Fatalf("%+v %v", res, err)
	}
	got := map[string]Evidence{}
	for _, st := range res.Trace(0) {
		for _, c := range st.Candidates {
			if c.Field == "period" {
				got[c.Rule] = c
			}
		}
	}
	want := []struct {
		rule, value, letter, text string
		chosen                    bool
	}{
		{"period.unit_column", "hour", "D", "元/卡/时", true},
		{"period.column_header", "month", "C", "月租(元/台/月)", false},
		{"period.row_note", "month", "E", "包月价", false},
	}
	for _, w := range want {
		c, ok := got[w.rule]
		if !ok || c.Value != w.value || c.Letter != w.letter || c.Row != 2 || c.Text != w.text || c.Chosen != w.chosen {
			t.Errorf("%s: %+v", w.rule, c)
		}
		if !w.chosen && c.Why != "period.unit_column" {
			t.Errorf("%s: not overruled by the unit column: %+v", w.rule, c)
		}
	}
}

// Every stored value of every regression file traces to a step, and every
// step with a column names its letter, header and row.
func TestTraceEveryRegressionFile(t *testing.T) {
	steps := 0
	for _, f := range snapshotFiles(t) {
		res, err := readRegression(f)
		if err != nil {
			continue
		}
		for i := range res.Quotes {
			for _, st := range res.Trace(i) {
				steps++
				if st.Letter != "" && (st.Header == "" && st.Text == "" || st.Row != res.Quotes[i].SourceRow) {
					t.Errorf("%s quote %d: %+v", f, i, st)
				}
			}
		}
	}
	if steps < 5000 {
		t.Errorf("only %d steps traced", steps)
	}
}

// A basis no cell, unit column, note or header states is traced as the
// row of the basis policy that settled it: one GPU a machine here.
func TestTraceSettledBasis(t *testing.T) {
	res, err := Read("t.csv", csvOf("厂商,显卡,卡数/台,单价", "东篱云,L20 48G,1,8.8元/时"))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != "gpu_hour" {
		t.Fatalf("%+v %v", res, err)
	}
	for _, st := range res.Trace(0) {
		for _, c := range st.Candidates {
			if c.Field == "basis" && c.Chosen && c.Rule == "basis.one_gpu" && c.Letter == "C" && st.Field == fUnit {
				return
			}
		}
	}
	t.Errorf("the basis one GPU a machine settled is not traced: %+v", res.Trace(0))
}
