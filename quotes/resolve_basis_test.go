package quotes

import (
	"math"
	"testing"

	"computecheck/msg"
)

// The basis policy reads its sources in the table's order: the first that
// states a basis gives it; the unit column or a note that says the other
// refuses at its own cell; the column header that says the other only
// warns, and not at all where the header prices its own instance size.
func TestBasisPolicyOrder(t *testing.T) {
	unitCell := cell{text: "元/台/天", header: "计价", letter: "E"}
	noteCell := cell{text: "单卡价", header: "说明", letter: "F"}
	price := priceIn{cell: cell{text: "300", header: "日租", letter: "D"}}
	node, gpu := unitHint{basis: "node"}, unitHint{basis: "gpu"}

	r := basisRead{priceText: "300", ru: rowUnit{unit: &unitHint{basis: "node", text: "元/台/天"}, unitCell: unitCell}, header: "日租"}
	if b, w, ref, _ := statedBasis(r, price, unitHint{}); b != "node" || len(w) != 0 || ref != nil {
		t.Errorf("unit column alone: %q %v %v", b, w, ref)
	}
	if _, _, ref, at := statedBasis(r, price, gpu); ref == nil || ref.Key != "import.err.basis_conflict" || at.letter != "E" {
		t.Errorf("cell per card, unit column per machine: %v at %q", ref, at.letter)
	}
	r.ru.noteBasis, r.ru.noteBasisText, r.ru.noteCell = "gpu", "单卡价", noteCell
	if _, _, ref, at := statedBasis(r, price, unitHint{}); ref == nil || ref.Key != "import.err.basis_note_conflict" || at.letter != "F" {
		t.Errorf("note against the unit column: %v at %q", ref, at.letter)
	}
	r = basisRead{priceText: "300", header: "日租"}
	p := price
	p.hint = node
	if b, w, ref, _ := statedBasis(r, p, gpu); b != "gpu" || len(w) != 1 || w[0].Key != "import.warn.cell_over_header" || ref != nil {
		t.Errorf("cell over header: %q %v %v", b, w, ref)
	}
	r.ownSize = true
	if b, w, _, _ := statedBasis(r, p, gpu); b != "gpu" || len(w) != 0 {
		t.Errorf("a header pricing its own instance size: %q %v", b, w)
	}
	// a whole group's price (集群月租) is a basis of its own; a row note
	// stating a machine's or a card's price disagrees with it
	p = price
	p.group = &groupOf{word: "集群", nodes: 8}
	r = basisRead{priceText: "300", header: "集群月租"}
	if b, w, ref, _ := statedBasis(r, p, unitHint{}); b != "group" || len(w) != 0 || ref != nil {
		t.Errorf("group price: %q %v %v", b, w, ref)
	}
	r.ru.noteBasis, r.ru.noteBasisText, r.ru.noteCell = "gpu", "单卡价", noteCell
	if _, _, ref, at := statedBasis(r, p, unitHint{}); ref == nil || ref.Key != "import.err.basis_note_conflict" || at.letter != "F" {
		t.Errorf("note against a group price: %v at %q", ref, at.letter)
	}
	// one unit of the row's cards (元/单元/月 beside "2 × H20") is a machine's price; a note per card disagrees
	p = price
	p.unit = &unitOf{word: "/单元", cards: 2}
	r = basisRead{priceText: "300", header: "月付（元/单元/月）"}
	if b, w, ref, _ := statedBasis(r, p, unitHint{}); b != "node" || len(w) != 0 || ref != nil {
		t.Errorf("unit price: %q %v %v", b, w, ref)
	}
	r.ru.noteBasis, r.ru.noteBasisText, r.ru.noteCell = "gpu", "单卡价", noteCell
	if _, _, ref, at := statedBasis(r, p, unitHint{}); ref == nil || ref.Key != "import.err.basis_note_conflict" || at.letter != "F" {
		t.Errorf("note against a unit price: %v at %q", ref, at.letter)
	}
	if len(basisPolicy.rules) != 15 || basisPolicy.rules[6].id != "basis.column_total_note" || basisPolicy.rules[0].id != "basis.cell" || basisPolicy.rules[2].id != "basis.group" || basisPolicy.rules[3].id != "basis.unit_cards" || basisPolicy.rules[5].id != "basis.column_header" {
		t.Errorf("policy order changed: %v", basisPolicy)
	}
}

// statedBasis is resolveBasis as the basis ("" when no source states it),
// the warnings to add, or the refusal and the cell it is at.
func statedBasis(r basisRead, p priceIn, cellH unitHint) (basis string, warnings []msg.Msg, refuse *msg.Msg, at cell) {
	res := resolveBasis(r, p, cellH)
	if res.refusal != nil {
		return "", nil, res.refusal, res.at.cell()
	}
	return res.value(), res.warn, nil, cell{}
}

// A note naming each plan's basis (“按量为每实例每小时、包月为每实例每月”) states
// per machine for both plans, the enumeration comma splitting the two.
func TestNoteStatesEachPlansBasis(t *testing.T) {
	got := basisNotes([]string{"注：按量为每实例每小时、包月为每实例每月，均为官网刊例价，未含优惠券。"})
	var plans []string
	for _, n := range got {
		if n.basis != "node" || n.plan == nil {
			t.Fatalf("notes %+v: want per machine with its plan", got)
		}
		plans = append(plans, n.plan.label)
	}
	if len(plans) != 2 || plans[0] != "按量" || plans[1] != "包月" {
		t.Errorf("plans %q, want 按量 and 包月", plans)
	}
}

// A price stating no basis on a row renting a whole machine is the
// machine's by one rule (basis.whole_machine) and one warning, whether a
// cell's words rent the machine ("4卡整机") or a column names the instance
// (实例规格); a single card's row is not a machine's.
func TestWholeMachineOneRule(t *testing.T) {
	for _, c := range []struct{ head, row string }{
		{"供应商,配置,GPU数,月租(元)", "澜海云,A800 4卡整机,4,36000"},
		{"供应商,实例规格,GPU型号,GPU数,月租(元)", "澜海云,gn7e.16xlarge,A800 80GB,4,36000"},
	} {
		res := readCSV(t, "m.csv", c.head, c.row)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: %+v %v", c.head, res.Quotes, res.Problems)
		}
		q := res.Quotes[0]
		g, ok := chosenOf(q.Evidence, "basis")
		if q.PriceUnit != "node_month" || !ok || g.Rule != "basis.whole_machine" || !hasWarningKey(q, "import.warn.basis_from_instance_column") {
			t.Errorf("%s: unit %s, evidence %+v, warnings %v", c.head, q.PriceUnit, g, q.Warnings)
		}
	}
}

// The buyer's inquiry form a supplier filled in: the offered GPU column
// (提供GPU) is the GPU beside the requested one (需求GPU); a sentence naming
// the price column and saying it is the row's total ("月报价为满足该行需求
// （卡数）的每月总价") prices the row's cards together, one machine of them;
// the unit of a worked-out column's group ("折合（元/卡·时）") is not the
// prices' unit.
func TestInquiryFormRowTotal(t *testing.T) {
	res := readCSV(t, "inquiry.csv",
		"成都蜀锐精密制造有限公司 GPU算力询价表",
		"说明：请供应商在黄色区域填写；月报价为满足该行需求（卡数）的每月总价（元/月，含税）。",
		"供应商名称：芯港云（成都）计算有限公司",
		"需求（采购方填写）,,,供应商回复,,折合（元/卡·时）",
		"编号,需求GPU,卡数,提供GPU,月报价（元/月）,（自动计算）",
		"R1,A100 80G,8,A800 80G SXM,27360,4.75",
		"R4,L20,4,L20 48G,6192,2.15")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []struct {
		gpu   string
		price float64
	}{{"A800-80G-SXM", 4.75}, {"L20-48G", 2.15}} {
		q := Normalize(res.Quotes[i], Options{})
		if q.GPU != want.gpu || q.PricePerGPUHour == nil || math.Abs(*q.PricePerGPUHour-want.price) > 1e-3 {
			t.Errorf("row %d: %s %v, want %s %v", q.SourceRow, q.GPU, deref(q.PricePerGPUHour), want.gpu, want.price)
		}
	}
	if s, ok := columnTotalNote("月报价（元/月）", []string{"月报价为满足该行需求（卡数）的每月总价"}); !ok || s == "" {
		t.Errorf("column total note not read")
	}
	if _, ok := columnTotalNote("月报价（元/月）", []string{"总价见下表，月报价按卡计"}); ok {
		t.Errorf("a total word before the column's name read as its total")
	}
}
