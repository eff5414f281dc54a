package quotes

import "testing"

func quoteAt(res *FileResult, row int) *Quote {
	for i := range res.Quotes {
		if res.Quotes[i].SourceRow == row {
			return &res.Quotes[i]
		}
	}
	return nil
}

// A price whose unit says only the period, on a machine of several cards,
// with nothing in the row, its columns or the file saying per card or per
// machine, is refused at its cell with both readings; one card per machine
// settles it.
func TestOpenBasisRefused(t *testing.T) {
	res := readCSV(t, "open.csv",
		"Provider,Accelerator,GPUs per box,Rate,Unit",
		"Quill Compute,RTX A6000 48GB,4,$1.20,per hour",
		"Quill Compute,RTX A6000 48GB,1,$0.70,per hour",
	)
	p := problemAt(res, 2)
	if p == nil || p.Reason.Key != "import.err.basis_open" || p.Column != "Rate" {
		t.Fatalf("row 2: %+v quotes %+v", res.Problems, res.Quotes)
	}
	if quoteAt(res, 2) != nil {
		t.Fatal("row 2 stored")
	}
	if q := quoteAt(res, 3); q == nil || q.PriceUnit != "gpu_hour" {
		t.Fatalf("row 3: %+v %+v", q, res.Problems)
	}
}

// "整台8卡" in a remark settles the price as the machine's.
func TestWholeMachineWithCardsNote(t *testing.T) {
	res := readCSV(t, "w.csv",
		"供应商,GPU型号,卡数,价格,付费方式,备注",
		"远岫云,RTX 4090 24G,8,9600,包月,整台8卡",
	)
	q := quoteAt(res, 2)
	if q == nil || q.PriceUnit != "node_month" {
		t.Fatalf("%+v %+v", q, res.Problems)
	}
}

// A note that prices one kind of offer per machine and another per card
// ("物理机按台计费，容器按卡计费") settles neither for a row that is
// neither.
func TestBothBasesNoteSettlesNeither(t *testing.T) {
	res := readCSV(t, "b.csv",
		"供应商,机器配置,价格,单位",
		"远岫云,4×L40S 48G 云主机,6.4,元/时",
		"",
		"注：物理机按台计费，容器按卡计费。",
	)
	if q := quoteAt(res, 2); q != nil && hasKey(*q, "import.warn.basis_from_sheet") {
		t.Fatalf("basis taken from a two-sided note: %v", q.Warnings)
	}
	if bothBasesStated("整台按台计费") || !bothBasesStated("物理机按台计费，容器按卡计费") {
		t.Fatal("bothBasesStated")
	}
}

// "包季价" beside a monthly unit is the quarterly plan's monthly rate, with
// the plan's term; "包月价" beside a weekly unit still disagrees.
func TestPlanNoteBesideUnit(t *testing.T) {
	res := readCSV(t, "p.csv",
		"供应商,GPU型号,单机卡数,报价,单位,说明",
		"北屿算力,A800 80G,8,36000,元/台/月,包季价",
		"北屿算力,A800 80G,8,9000,元/台/周,包月价",
	)
	q := quoteAt(res, 2)
	if q == nil || q.PriceUnit != "node_month" || q.MinHours == nil || *q.MinHours != 2160 {
		t.Fatalf("row 2: %+v %+v", q, res.Problems)
	}
	if p := problemAt(res, 3); p == nil || p.Reason.Key != "import.err.period_note_conflict" {
		t.Fatalf("row 3: %+v", res.Problems)
	}
}
