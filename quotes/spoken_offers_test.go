package quotes

import (
	"strings"
	"testing"
)

// Amounts said as people say them, in cells of other wordings and numbers:
// a figure or numeral with its place and the next digit down, never the
// figure alone ("5百" is 500, not 5; "1万1" is 11,000, not 10,000 nor 11).
func TestSpokenAmountForms(t *testing.T) {
	for cell, want := range map[string]float64{
		"2万2": 22000, "1万3/台/月": 13000, "四百五": 450, "5千6": 5600, "一千八": 1800, "2k4": 2400,
		"两万八": 28000, "3块": 3, "5百": 500, "6百5": 650, "七百": 700,
	} {
		pc, err := parsePriceCell(cell)
		if err != nil || !within(pc.value, want) {
			t.Errorf("%q: %v (%v), want %v", cell, pc.value, err, want)
		}
	}
	for _, cell := range []string{"12百", "3万85"} { // not one amount said exactly: refused
		if pc, err := parsePriceCell(cell); err == nil {
			t.Errorf("%q: read %v, want refused", cell, pc.value)
		}
	}
}

// A board of hand-written counts and spoken prices: a "how many cards"
// header (SP0001-03) counts one machine's cards ("6张一台" is 6), and a
// note's first word (整机, 整台, 单卡) or "整台的价" says the price's basis.
func TestSpokenBoardCountsAndBasis(t *testing.T) {
	res := readCSV(t, "board.csv",
		"某某算力 价目",
		"型号,张数,租法,价钱,备注",
		"L40S,6张一台,按天,四百五,整台的价",
		"3090,2张一台,按月,2k4,整机 含200G盘",
		"A6000,1张,按周,3百5,单卡 不含税",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %v problems %v", res.Quotes, res.Problems)
	}
	want := map[int]struct {
		gpn   int
		price float64
	}{3: {6, 450.0 / 24 / 6}, 4: {2, 2400.0 / 720 / 2}, 5: {1, 350.0 / 168}}
	for _, q := range res.Quotes {
		w := want[q.SourceRow]
		if !eqPtr(q.GPUsPerNode, w.gpn) || !within(perGPUHour(t, q), w.price) {
			t.Errorf("row %d: %v GPUs, %v a card-hour; want %d, %v", q.SourceRow, q.GPUsPerNode, perGPUHour(t, q), w.gpn, w.price)
		}
	}
	for seg, want := range map[string]string{"整机 送1T盘": "node", "单卡 没有nvlink": "gpu", "整台的价": "node", "单卡的价格": "gpu",
		"8卡整机 包月": "", "a800 整机": ""} {
		if got := noteUnitOf(seg).basis; got != want {
			t.Errorf("noteUnitOf(%q).basis = %q, want %q", seg, got, want)
		}
	}
	if n, err := ParseCount("4卡一台"); err != nil || n != 4 {
		t.Errorf("ParseCount(4卡一台) = %d, %v", n, err)
	}
	if n, _, _ := notesMachineCards("8张一台，整租"); n != 8 {
		t.Errorf("notesMachineCards(8张一台) = %d, want 8", n)
	}
}

// A post's line may hold several rates, each after its rent word and with
// its own period (SP0201-15): one quote each.
func TestProseRentWordRates(t *testing.T) {
	_, byRow := readProseCSV(t, "post.txt", 3,
		"阿杰@锦城算力",
		"L40S 单卡 日租40 周租240",
		"4090 单卡 包周 180",
	)
	if len(byRow[2]) != 2 || len(byRow[3]) != 1 {
		t.Fatalf("quotes by row %v: want two on row 2, one on row 3", byRow)
	}
	got := map[float64]bool{}
	for _, q := range append(byRow[2], byRow[3]...) {
		got[perGPUHour(t, q)] = true
	}
	for _, want := range []float64{40.0 / 24, 240.0 / 168, 180.0 / 168} {
		if !got[want] {
			t.Errorf("per card-hour %v: want %v among them", got, want)
		}
	}
	// the line offers a machine ("4卡机", "8卡整机") and its price says no basis: the machine's, warned
	// (basis.whole_machine: the words rent the machine, "8卡整机", or name it, "4卡机")
	res, byRow := readProseCSV(t, "post2.txt", 2, "阿杰@锦城算力", "A800 8卡整机 月租4.5w", "L20 4卡机 周租1680")
	for row, want := range map[int]float64{2: 45000.0 / 720 / 8, 3: 1680.0 / 168 / 4} {
		if qs := byRow[row]; len(qs) != 1 || !within(perGPUHour(t, qs[0]), want) || !hasWarningKey(qs[0], "import.warn.basis_from_instance_column") {
			t.Errorf("row %d: %v (problems %v), want %v a card-hour read per machine, warned", row, qs, res.Problems, want)
		}
	}
	if cl := rentClauses("单卡 日租40 周租240"); strings.Join(cl, "|") != "单卡|日租40|周租240" {
		t.Errorf("rentClauses: %q", cl)
	}
}

// Every prose line that names a catalogue GPU and an amount is read or
// refused at its line, never dropped: an amount with no period is refused;
// a date, a delivery time, a count or memory is no amount.
func TestProseGPUAmountNeverDropped(t *testing.T) {
	for _, line := range []string{"H20 96G 8卡 价钱2300", "L20 单卡 费用 88", "A800 80G 整机 9800 可小刀", "4090 周租150"} {
		res := readCSV(t, "line.txt", "小王@城西算力", line, "4090 单卡 日租30")
		_, refused := proseProblemAt(res, 2)
		if len(res.Quotes) == 0 && !refused {
			t.Errorf("%q: neither read nor refused (dropped); problems %v", line, res.Problems)
		}
	}
	for _, line := range []string{"H100 8卡 现货", "另回收二手3090/4090", "H800 交期 3 天", "L40S 预计 2 周到货", "H20 out of stock until 3 Jan"} { // no amount: no refusal
		res := readCSV(t, "line.txt", "小王@城西算力", line, "4090 单卡 日租30")
		if _, refused := proseProblemAt(res, 2); refused {
			t.Errorf("%q: refused, though it states no amount: %v", line, res.Problems)
		}
	}
}

func FuzzRentClauses(f *testing.F) {
	for _, s := range []string{"单卡 日租25 周租150", "8卡整机 周租2200", "包月1150/卡", " 日租 ", "月租1.2w 季租3w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cl := rentClauses(s)
		if len(cl) == 0 {
			t.Fatalf("%q: no clause", s)
		}
		if strings.Join(strings.Fields(strings.Join(cl, " ")), " ") != strings.Join(strings.Fields(s), " ") {
			t.Fatalf("%q: clauses %q lose or add words", s, cl)
		}
	})
}
