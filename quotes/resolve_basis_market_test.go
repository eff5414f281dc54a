package quotes

import "testing"

// A spec column's "8卡整机" describes what is rented; the sheet's own
// statement "单价单位：元/卡·时" says how it is priced. Read per machine,
// every price of the table falls far under the market while per card fits
// it: the statement is taken, and the evidence says the note was overruled.
func TestSheetStatementOverSpecNote(t *testing.T) {
	res := readCSV(t, "n.csv", "横沙算力 报价单", "单价单位：元/卡·时（含税）",
		"型号,规格,每台卡数,单价,计费方式", "A800 SXM4 80GB,8卡整机,8,6.40,按量（按小时）", "L20 48GB,8卡整机,8,3.30,按量（按小时）")
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "gpu_hour" {
			t.Errorf("%s: %v %s", q.GPU, q.Price, q.PriceUnit)
		}
		c, _ := chosenOf(q.Evidence, "basis")
		if c.Rule != "basis.sheet_over_note" || c.Value != "gpu" {
			t.Errorf("%s chosen %+v", q.GPU, c)
		}
		overruled := false
		for _, e := range q.Evidence {
			overruled = overruled || e.Rule == "basis.row_note" && e.Why == "basis.sheet_over_note"
		}
		if !overruled || !hasWarning(q, "only that reading fits the market range") {
			t.Errorf("%s: note not overruled, or not said: %+v", q.GPU, q.Evidence)
		}
	}
}

// The note and the sheet's statement disagree, and both readings are
// plausible: neither is stored, the price is refused at its cell.
func TestSheetStatementAgainstNoteUndecided(t *testing.T) {
	res := readCSV(t, "n.csv", "松石算力 报价单", "单价单位：元/卡·时",
		"型号,规格,每台卡数,单价,计费方式", "H100 SXM5 80GB,2卡整机,2,40,按量（按小时）")
	if len(res.Quotes) != 0 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.basis_note_sheet" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// Only the note says per machine, and that reading is far under the market
// while per card fits it: the implausible reading is never stored.
func TestNoteBasisImplausibleRefused(t *testing.T) {
	res := readCSV(t, "n.csv", "松石算力 报价单", "型号,规格,每台卡数,单价,计费方式", "A800 SXM4 80GB,8卡整机,8,3.20,按量（按小时）")
	if len(res.Quotes) != 0 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.basis_note_market" || res.Problems[0].ColumnLetter != "D" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	// merely under the band (a machine's month in China often is): kept
	// as the note says, for review
	res = readCSV(t, "n.csv", "松石算力 报价单", "型号,规格,每台卡数,单价,计费方式", "A800 SXM4 80GB,8卡整机,8,6.40,按量（按小时）")
	if len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != "node_hour" || !res.Quotes[0].NeedsReview {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}
