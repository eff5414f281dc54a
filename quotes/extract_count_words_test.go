package quotes

import "testing"

// A count cell of words: none stated ("充足"), one with its measure
// ("剩余3台": machines), a minimum or two figures (none read), and a figure
// that is no whole count with no words ("2.5": not words, stays refused).
func TestCountInWords(t *testing.T) {
	for _, c := range []struct {
		in              string
		words           bool
		n               int
		machines, cards bool
	}{
		{"充足", true, 0, false, false},
		{"售罄", true, 0, false, false},
		{"剩余3台", true, 3, true, false},
		{"现货 16 卡", true, 16, false, true},
		{"3 nodes left", true, 3, true, false},
		{"约5", true, 5, false, false},
		{"2台起", true, 0, false, false},
		{"rx-h800-01 (蓉芯)", true, 0, false, false},
		{"2.5", false, 0, false, false},
		{"3", false, 0, false, false},
	} {
		wc, words := countInWords(c.in)
		if words != c.words || wc.n != c.n || wc.machines != c.machines || wc.cards != c.cards {
			t.Errorf("countInWords(%q) = %+v, %v; want n %d machines %v cards %v words %v", c.in, wc, words, c.n, c.machines, c.cards, c.words)
		}
	}
}

// An auxiliary count cell of words leaves a priced row standing: the
// machines unknown with a warning, or the count its words state.
func TestCountCellOfWordsKeepsRow(t *testing.T) {
	res := readCSV(t, "stock.csv",
		"供应商,GPU型号,每台卡数,单价(元/卡/时),台数",
		"栎木算力,H20 96G,8,7.9,1",
		"栎木算力,L20 48G,8,2.3,充足",
		"栎木算力,A800 80G SXM,8,6.2,剩余3台",
	)
	if len(res.Quotes) != 3 || len(res.Problems) != 0 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	want := []int{1, 0, 3}
	for i, q := range res.Quotes {
		got := 0
		if q.Nodes != nil {
			got = *q.Nodes
		}
		if got != want[i] {
			t.Errorf("row %d: nodes %d, want %d", i+2, got, want[i])
		}
	}
	if !hasWarningKey(res.Quotes[1], "import.warn.unread") || !hasWarningKey(res.Quotes[2], "import.warn.count_in_words") {
		t.Errorf("warnings: %+v / %+v", res.Quotes[1].Warnings, res.Quotes[2].Warnings)
	}
	// a stock column of cards whose cell counts machines in words: the machines
	res = readCSV(t, "stock_cards.csv",
		"供应商,GPU型号,每台卡数,单价(元/卡/时),库存(卡)",
		"栎木算力,H20 96G,8,7.9,16",
		"栎木算力,L20 48G,8,2.3,剩余2台",
	)
	if len(res.Quotes) != 2 || res.Quotes[1].Nodes == nil || *res.Quotes[1].Nodes != 2 {
		t.Fatalf("stock in words: %+v %+v", res.Quotes, res.Problems)
	}
}

// A count header over values that are mostly words (hostnames, 充足) is no
// count column: the rows are read, the column left unread.
func TestCountHeaderOverWordsIsNoCountColumn(t *testing.T) {
	res := readCSV(t, "hosts.csv",
		"供应商,机器,GPU,卡数,价格(元/卡/时)",
		"蓉芯,rx-h800-01 (蓉芯),H800,8,29.2",
		"锦城,jc-h20-test (锦城),H20 96G,8,4.6",
		"宽窄,宽窄 4090D 单卡,4090D,1,1.65",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Nodes != nil {
			t.Errorf("%s: nodes %d from a column of hostnames", q.GPU, *q.Nodes)
		}
	}
	if !mostlyNoCount([]string{"充足", "充足", "剩余3台", "—"}) || mostlyNoCount([]string{"4", "充足", "2"}) {
		t.Error("mostlyNoCount")
	}
}

func FuzzCountInWords(f *testing.F) {
	for _, s := range []string{"充足", "剩余3台", "现货 16 卡", "3 nodes left", "2台起", "rx-h800-01 (蓉芯)", "2.5", "约５台"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		wc, words := countInWords(s)
		if wc.n < 0 || wc.machines && wc.cards || !words && wc.n != 0 {
			t.Fatalf("countInWords(%q) = %+v, %v", s, wc, words)
		}
	})
}
