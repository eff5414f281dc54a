package quotes

import (
	"strings"
	"testing"
)

// The GPUs of a machine are decided by one policy: every place the row
// states them is a candidate in the quote's evidence, with its cell and
// rule id; the first in the policy's order is chosen, a disagreeing one is
// kept with the rule that overruled it and holds the quote for review.
func TestGPUsPerMachineEvidence(t *testing.T) {
	q := onlyQuote(t, "供应商,方案,配置,每台卡数,台数,单价(元/卡/时)", "松石算力,4卡整机,8*H100 SXM,8,2,9.9")
	if !eqPtr(q.GPUsPerNode, 8) || !q.NeedsReview {
		t.Fatalf("gpn %v review %v", q.GPUsPerNode, q.NeedsReview)
	}
	var got []string
	for _, e := range q.Evidence {
		if e.Field == "gpus_per_machine" {
			got = append(got, strings.Join([]string{e.Rule, e.Value, e.Letter, e.Why}, " "))
			if e.Chosen != (e.Rule == "gpus.cards_column") {
				t.Errorf("chosen: %+v", e)
			}
		}
	}
	want := []string{"gpus.cards_column 8 D ", "gpus.spec_cell:spec.count_first 8 C gpus.cards_column", "gpus.plan_cell 4 B gpus.cards_column"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("evidence:\n got %q\nwant %q", got, want)
	}
	if c, ok := chosenOf(q.Evidence, "gpus_per_machine"); !ok || c.Header != "每台卡数" || c.Source != srcCell {
		t.Errorf("chosen %+v", c)
	}
	if c, ok := chosenOf(q.Evidence, "nodes"); !ok || c.Value != "2" || c.Letter != "E" || c.Rule != "nodes.column" {
		t.Errorf("nodes %+v", c)
	}
}

// "卡数 64, 台数 8": the cards column counted all the cards; the evidence
// says the total came from it and the GPUs of a machine from the division.
func TestCardsColumnWasTotalEvidence(t *testing.T) {
	q := onlyQuote(t, "供应商,GPU,卡数,台数,单价(元/卡/时)", "松石算力,H100 SXM,64,8,9.9")
	g, _ := chosenOf(q.Evidence, "gpus_per_machine")
	tot, _ := chosenOf(q.Evidence, "total_gpus")
	if !eqPtr(q.GPUsPerNode, 8) || g.Rule != "gpus.cards_column:count.column_was_total" || tot.Value != "64" || tot.Rule != "total.cards_column" {
		t.Errorf("gpn %v %+v total %+v", q.GPUsPerNode, g, tot)
	}
}

// gpus.notes: “8卡/台” as one part of a notes column (说明, 规格说明) gives the
// GPUs of a machine, warned with the part; a count that names no machine does not.
func TestGPUsFromNotesCell(t *testing.T) {
	q := onlyQuote(t, "供应商,产品名称,说明,计费单位,单价(元)", "松石算力,RTX 4090,\"8卡/台，2*Xeon 6430，512G内存\",元/卡/时,1.95")
	g, _ := chosenOf(q.Evidence, "gpus_per_machine")
	if !eqPtr(q.GPUsPerNode, 8) || g.Rule != "gpus.notes:count.note_per_machine" || g.Header != "说明" {
		t.Fatalf("gpn %v evidence %+v", q.GPUsPerNode, g)
	}
	said := false
	for _, w := range q.Warnings {
		said = said || w.Key == "import.warn.gpn_from_notes" && strings.Contains(w.In("en"), "8卡/台")
	}
	if !said {
		t.Errorf("no warning quoting the part: %v", q.Warnings)
	}
	for _, notes := range []string{"起租8卡，2*Xeon 6430", "最少8卡/台起租", "8卡"} {
		q := onlyQuote(t, "供应商,产品名称,说明,计费单位,单价(元)", "松石算力,RTX 4090,"+notes+",元/卡/时,1.95")
		if q.GPUsPerNode != nil {
			t.Errorf("%q: gpn %v, want unknown", notes, *q.GPUsPerNode)
		}
	}
}

// Each rule of the policy has its own id, and a source.
func TestGPUsPolicyRules(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range gpnPolicy {
		if seen[r.id] || !strings.HasPrefix(r.id, "gpus.") || r.source == "" || r.read == nil {
			t.Errorf("rule %+v", r.id)
		}
		seen[r.id] = true
	}
}

// onlyQuote reads a CSV of one row that must give one quote.
func onlyQuote(t *testing.T, lines ...string) Quote {
	t.Helper()
	res := readCSV(t, "g.csv", lines...)
	if len(res.Quotes) != 1 {
		t.Fatalf("%+v", res.Problems)
	}
	return res.Quotes[0]
}

// A price column that prices its own instance size ("1x GPU") overrides
// the row's count, and the evidence says which rule did; a price per
// machine with no count anywhere takes the catalogue's 8 of an HGX part.
func TestPriceGPUsEvidence(t *testing.T) {
	q := onlyQuote(t, "Provider,GPU,GPUs per node,1x GPU ($/hr)", "Northwind,H100 SXM,8,2.5")
	g, _ := chosenOf(q.Evidence, "gpus_per_machine")
	if !eqPtr(q.GPUsPerNode, 1) || g.Rule != "gpus.price_header" || g.Value != "1" {
		t.Errorf("gpn %v chosen %+v", q.GPUsPerNode, g)
	}
	for _, e := range q.Evidence {
		if e.Rule == "gpus.cards_column" && (e.Chosen || e.Why != "gpus.price_header") {
			t.Errorf("cards column %+v", e)
		}
	}
	q = onlyQuote(t, "供应商,GPU,单价(元/台/时)", "松石算力,H100 SXM,80")
	if g, _ := chosenOf(q.Evidence, "gpus_per_machine"); !eqPtr(q.GPUsPerNode, 8) || g.Rule != "gpus.catalogue_baseboard" || g.Source != srcCatalogue {
		t.Errorf("gpn %v chosen %+v", q.GPUsPerNode, g)
	}
}

// "现货2台" in the notes counts the machines where no column does; a
// machines column keeps its own count.
func TestNodesFromStockInNotes(t *testing.T) {
	res := readCSV(t, "stock.csv",
		"渠道,卡型,整机配置,报价原话,备注",
		"玄圃数据,A800 SXM,8卡 NVLink,月租36000一台,现货2台",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 2 {
		t.Fatalf("quotes %+v, problems %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "stock2.csv",
		"供应商,GPU,台数,价格(元/台/月),备注",
		"玄圃数据,A800 SXM 8卡,3,36000,现货2台",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 3 {
		t.Fatalf("with a machines column: quotes %+v, problems %+v", res.Quotes, res.Problems)
	}
	// a note naming another GPU counts that GPU's machines, not this row's
	res = readCSV(t, "stock3.csv",
		"渠道,卡型,整机配置,报价原话,备注",
		"玄圃数据,RTX 4090,8卡,月租9800一台,H800可现货2台",
		"玄圃数据,H800 SXM,8卡 NVLink,月租62000一台,H800可现货2台",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].Nodes != nil || res.Quotes[1].Nodes == nil || *res.Quotes[1].Nodes != 2 {
		t.Fatalf("note naming another GPU: quotes %+v, problems %+v", res.Quotes, res.Problems)
	}
}

// gpus.unread_column (LX0004): a cell of a column no field reads that names
// one machine's cards ("8卡整机", "单机4卡") gives the GPUs per machine,
// warned with the column; a count of cards alone ("8卡") gives none.
// gpus.mig_whole_card (LX0005): a MIG profile of the whole card (all its
// compute slices, or all its memory) is one GPU's
// instance, never the catalogue's 8-card machine.
func TestGPUsFromUnreadColumnAndWholeMIG(t *testing.T) {
	for _, tc := range []struct {
		row  string
		want int
		rule string
	}{
		{"嘉禾智算,A800 80GB SXM,8卡整机,360,元/台/天", 8, "gpus.unread_column"},
		{"嘉禾智算,L40S 48GB,单机4卡,120,元/台/天", 4, "gpus.unread_column"},
		{"嘉禾智算,A100 80GB SXM,MIG 7g.80gb,7.2,元/实例/时", 1, "gpus.mig_whole_card"},
		{"嘉禾智算,A100 40GB PCIe,7g.40gb 实例,4.6,元/实例/时", 1, "gpus.mig_whole_card"},
	} {
		q := onlyQuote(t, "供应商,GPU型号,使用方式,单价,计费单位", tc.row)
		g, _ := chosenOf(q.Evidence, "gpus_per_machine")
		if !eqPtr(q.GPUsPerNode, tc.want) || g.Rule != tc.rule {
			t.Errorf("%q: gpn %v by %q, want %d by %s", tc.row, q.GPUsPerNode, g.Rule, tc.want, tc.rule)
		}
	}
	q := onlyQuote(t, "供应商,GPU型号,使用方式,单价,计费单位", "嘉禾智算,L40S 48GB,8卡,120,元/台/天")
	if g, _ := chosenOf(q.Evidence, "gpus_per_machine"); g.Rule == "gpus.unread_column" {
		t.Errorf("“8卡” alone read as the machine's cards: %+v", g)
	}
}

// Stop 54 (QB0001-6, set145/05, set146/09): a bill of quantities' bare
// 数量 beside a per-card unit counts cards where the row's note states the
// machines those cards make ("（4台）": 16 cards of 4 per machine); with no
// note bearing it out, or beside a machine's unit, it counts machines, and
// a header naming machines (台数) counts machines whatever the note says.
func TestQtyCountsWhatTheUnitPrices(t *testing.T) {
	res := readCSV(t, "boq.csv",
		"供应商,资源名称,规格说明,计费单位,数量,单价（元）,备注",
		"某云,GPU云主机-L20,L20 48G×4,元/卡/月,16,1400,推理（4台）",
		"某云,GPU云主机-H20,H20 141G×8,元/台/月,4,36800,训练",
		"某云,GPU云主机-4090,RTX 4090 24G×8,元/卡/天,12,38,共2台整机",
		"某云,GPU云主机-L40S,L40S 48G×8,元/卡/时,2,2.8,",
	)
	if len(res.Quotes) != 4 {
		t.Fatalf("quotes %d, problems %v", len(res.Quotes), res.Problems)
	}
	want := []int{4, 4, 12, 2} // 12 cards are not 2 machines of 8: the quantity stands
	for i, q := range res.Quotes {
		if q.Nodes == nil || *q.Nodes != want[i] {
			t.Errorf("row %d: nodes %v, want %v", i, q.Nodes, want[i])
		}
		if hasWarningKey(q, "import.warn.qty_counts_cards") != (i == 0) {
			t.Errorf("row %d: qty_counts_cards warning %v", i, q.Warnings)
		}
	}
	res = readCSV(t, "nodes.csv",
		"供应商,GPU型号,计费单位,台数,单价（元）,备注",
		"某云,L20 48G×4,元/卡/月,16,1400,（4台）",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 16 {
		t.Fatalf("台数 beside a card's unit: %+v %v", res.Quotes, res.Problems)
	}
}
