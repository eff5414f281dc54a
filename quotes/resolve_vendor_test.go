package quotes

import "testing"

// The vendor policy: a company name or a line labelling the vendor
// outranks a plain name wherever it stands, a person is never the vendor
// while a company is named, and the order of the sources breaks ties.
func TestVendorPolicy(t *testing.T) {
	for _, tc := range []struct {
		name         string
		titles, lone []string
		file         string
		want, rule   string
	}{
		{"plain title yields to a company file name", []string{"Harrow"}, nil, "05_NimbusGrid_rates.csv", "NimbusGrid", "vendor.file_name"},
		{"company title over company file name", []string{"Tallgrass Compute — GPU rates"}, nil, "05_NimbusGrid_rates.csv", "Tallgrass Compute", "vendor.title"},
		{"labelled title over company file name", []string{"供应商：京海"}, nil, "05_NimbusGrid_rates.csv", "京海", "vendor.title"},
		{"plain title without other evidence", []string{"Harrow"}, nil, "rates.csv", "Harrow", "vendor.title"},
		{"a sender is a person: the subject's company", []string{"发件人: 李娜 <lina@tianmu-ai.example>", "主题: 回复：GPU资源询价（天目智算）"}, nil, "03_email_paste.csv", "天目智算", "vendor.title"},
		{"a sender is a person: the signature's company", []string{"发件人: 李娜 <lina@tianmu-ai.example>"}, []string{"李娜 | 天目智算 商务部 | 139-0000-0000"}, "paste.csv", "天目智算", "vendor.signature"},
		{"a person when nothing else names one", []string{"发件人: 李娜 <lina@tianmu-ai.example>"}, nil, "paste.csv", "李娜", "vendor.title"},
		{"signature over a company file name", nil, []string{"澄湾算力 商务部 周工 139-0000-0000"}, "05_NimbusGrid_rates.csv", "澄湾算力", "vendor.signature"},
	} {
		ctx := &readCtx{res: &FileResult{File: tc.file}, fileVendor: vendorFromFileName(tc.file)}
		got, ev, ok := resolveVendor(vendorScope{ctx: ctx, titles: tc.titles, lone: tc.lone})
		if !ok || got.ev.Value != tc.want || got.ev.Rule != tc.rule {
			t.Errorf("%s: got %q by %q (ok %v), want %q by %q; evidence %+v", tc.name, got.ev.Value, got.ev.Rule, ok, tc.want, tc.rule, ev)
			continue
		}
		if c, ok := chosenOf(ev, fVendor); !ok || c.Value != tc.want {
			t.Errorf("%s: evidence marks %+v chosen", tc.name, c)
		}
	}
}

// A row's own vendor cell is chosen, and the evidence keeps what it
// overruled (the title's name), for --explain --trace.
func TestVendorCellOverrulesTitle(t *testing.T) {
	res := readCSV(t, "05_NimbusGrid_rates.csv",
		"Tallgrass Compute — GPU rates",
		"Provider,GPU,GPUs per node,Price (USD/GPU-hr)",
		"Harbor Cloud,H100 SXM 80GB,8,2.31",
	)
	q := res.Quotes[0]
	c, ok := chosenOf(q.Evidence, fVendor)
	if !ok || c.Value != "Harbor Cloud" || c.Rule != "vendor.cell" || c.Letter != "A" || c.Row != 3 {
		t.Fatalf("chosen %+v (ok %v); evidence %+v", c, ok, q.Evidence)
	}
	overruled := map[string]string{}
	for _, e := range q.Evidence {
		if e.Field == fVendor && !e.Chosen {
			overruled[e.Rule] = e.Value + " by " + e.Why
		}
	}
	if overruled["vendor.title"] != "Tallgrass Compute by vendor.cell" || overruled["vendor.file_name"] != "NimbusGrid by vendor.cell" {
		t.Errorf("overruled %v", overruled)
	}
}
