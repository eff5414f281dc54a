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

// A cell that overrules its column's header is traced as overruling it.
func TestTraceCellOverHeader(t *testing.T) {
	res, err := Read("w.csv", csvOf("厂商,显卡,月租(元/卡/月)", "东篱云,L20 48G,\"98元/卡/天\""))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	found := false
	for _, st := range res.Trace(0) {
		if st.Field == fPrice {
			found = len(st.Overruled) > 0 && st.Overruled[len(st.Overruled)-1].Key == "import.warn.cell_over_header"
			if !found {
				t.Errorf("price: overruled %v notes %v", st.Overruled, st.Notes)
			}
		}
	}
	if !found {
		t.Errorf("no price traced: %+v", res.Trace(0))
	}
}

// Every stored value of every regression file traces to a step, and every
// step with a column names its letter, header and row.
func TestTraceEveryRegressionFile(t *testing.T) {
	steps := 0
	for _, f := range snapshotFiles(t) {
		res, err := ReadFile(f)
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
