package quotes

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// mistakesRead reads an invented file and returns its quotes by row and
// the message keys of its problems by row.
func mistakesRead(t *testing.T, name, text string) (map[int][]Quote, map[int][]string) {
	t.Helper()
	res, err := Read(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	qs, ps := map[int][]Quote{}, map[int][]string{}
	for _, q := range res.Quotes {
		qs[q.SourceRow] = append(qs[q.SourceRow], q)
	}
	for _, p := range res.Problems {
		ps[p.Row] = append(ps[p.Row], p.Reason.Key)
	}
	return qs, ps
}

func wantRefused(t *testing.T, ps map[int][]string, row int, key string) {
	t.Helper()
	for _, k := range ps[row] {
		if k == key {
			return
		}
	}
	t.Errorf("row %d: want refusal %s, got %v", row, key, ps[row])
}

// MS0001: a letter O for a zero is read where the name is then one card
// with its memory stated; a name left open stays unknown.
func TestMistakesLookalikeGPU(t *testing.T) {
	qs, ps := mistakesRead(t, "lookalike.csv", "供应商,GPU型号,显存,单价,单位\n"+
		"甲算力,H2O,96GB,5.5,元/卡/时\n"+
		"甲算力,A1OO,,3.0,元/卡/时\n")
	if q := qs[2]; len(q) != 1 || q[0].GPU != "H20-96G" || !hasWarningKey(q[0], "import.warn.mistakes_gpu_lookalike") {
		t.Errorf("H2O 96GB: got %+v", q)
	}
	if len(qs[3]) != 0 || len(ps[3]) == 0 {
		t.Errorf("A1OO with no memory must be refused, got %v %v", qs[3], ps[3])
	}
	for in, want := range map[string]string{"H1OO": "H100", "4O9O": "4090", "A8OO": "A800", "OAM": "OAM", "SXM5": "SXM5", "PCIe": "PCIe"} {
		if got := lookalikeWord(in); got != want {
			t.Errorf("lookalikeWord(%q) = %q, want %q", in, got, want)
		}
	}
}

// MS0002-MS0017: an IME homophone in one part of a unit phrase.
func TestMistakesUnitSlip(t *testing.T) {
	qs, _ := mistakesRead(t, "slip.csv", "供应商,GPU型号,每台卡数,台数,单价,单位\n"+
		"乙算力,L40S 48G,8,2,2.6,元/卡/事\n"+
		"乙算力,L40S 48G,8,2,500,元/泰/天\n")
	if q := qs[2]; len(q) != 1 || q[0].PriceUnit != "gpu_hour" || !hasWarningKey(q[0], "import.warn.mistakes_unit_slip") {
		t.Errorf("元/卡/事: got %+v", q)
	}
	if q := qs[3]; len(q) != 1 || q[0].PriceUnit != "node_day" || !hasWarningKey(q[0], "import.warn.mistakes_unit_slip") {
		t.Errorf("元/泰/天: got %+v", q)
	}
	if _, _, _, ok := unitSlip("元/卡/时"); ok {
		t.Error("a whole unit is no slip")
	}
	if _, _, _, ok := unitSlip("是否含税"); ok {
		t.Error("a word with 是 is no unit")
	}
}

// Two cells naming the row's card differently refuse it; a spec that only
// left the family's memory open does not.
func TestMistakesGPUNamedTwice(t *testing.T) {
	qs, ps := mistakesRead(t, "twice.csv", "供应商,GPU型号,显存,每台卡数,台数,单价,单位\n"+
		"丙算力,H20 96G,141GB,8,2,5.5,元/卡/时\n"+
		"丙算力,H20 96G,96GB,8,2,5.5,元/卡/时\n")
	wantRefused(t, ps, 2, "import.err.mistakes_gpu_memory_differs")
	if q := qs[3]; len(q) != 1 || q[0].GPU != "H20-96G" {
		t.Errorf("H20 96G beside 96GB: got %+v %v", q, ps[3])
	}
	qs, ps = mistakesRead(t, "spec.csv", "供应商,GPU型号,配置,每台卡数,台数,单价,单位\n"+
		"丙算力,L40S,8×A800 80G / 1TB内存,8,2,2.5,元/卡/时\n"+
		"丙算力,A100 40G,8×A100 / 1TB内存,8,2,3.5,元/卡/时\n")
	wantRefused(t, ps, 2, "import.err.mistakes_gpu_spec_differs")
	if q := qs[3]; len(q) != 1 || !strings.HasPrefix(q[0].GPU, "A100-40G") {
		t.Errorf("A100 40G beside 8×A100: got %+v %v", q, ps[3])
	}
}

// A line's own total decides the basis the unit column only named, and
// refuses a line that works out from neither.
func TestMistakesLineTotal(t *testing.T) {
	qs, ps := mistakesRead(t, "total.csv", "供应商,类别,GPU型号,每台卡数,台数,单价(元/卡/月),租期(月),小计(元)\n"+
		"丁算力,推理节点,L40S 48G,8,1,2000,2,32000\n"+
		"丁算力,推理节点,L40S 48G,8,1,2000,2,50000\n")
	if q := qs[2]; len(q) != 1 || q[0].PriceUnit != "gpu_month" {
		t.Errorf("2000 × 8 × 1 × 2 = 32000: got %+v %v", q, ps[2])
	}
	wantRefused(t, ps, 3, "import.err.mistakes_line_total_differs")
}

// One plan of a row far off the row's other plans is refused; the others
// stay quotes. A card-hour price a hundredth under the market is refused.
func TestMistakesTierOutlierAndAbsurdLow(t *testing.T) {
	qs, ps := mistakesRead(t, "tiers.csv", "供应商,GPU型号,每台卡数,台数,按量(元/卡/时),包月(元/卡/月),包年(元/卡/年)\n"+
		"戊算力,L40S 48G,8,2,3.0,1600,1600\n"+
		"戊算力,H100 SXM 80G,8,2,11,5.0,70000\n")
	if len(qs[2]) != 2 {
		t.Errorf("row 2: want 按量 and 包月 kept, got %d quotes", len(qs[2]))
	}
	wantRefused(t, ps, 2, "import.err.mistakes_tier_outlier")
	wantRefused(t, ps, 3, "import.err.mistakes_price_absurd_low")
	if len(qs[3]) != 2 {
		t.Errorf("row 3: want 按量 and 包年 kept, got %d quotes", len(qs[3]))
	}
}

// A remark billing at another figure, and the file's own text pricing the
// same GPU otherwise, refuse the price.
func TestMistakesSecondFigure(t *testing.T) {
	_, ps := mistakesRead(t, "remark.csv", "供应商,GPU型号,每台卡数,台数,单价(元/卡/时),备注\n"+
		"己算力,A800 80G SXM,8,2,5.0,按5.5元/卡时计费\n"+
		"己算力,L20 48G,8,2,2.2,按2.2元/卡时结算\n")
	wantRefused(t, ps, 2, "import.err.mistakes_remark_price")
	if len(ps[3]) != 0 {
		t.Errorf("a remark agreeing with the price: got %v", ps[3])
	}
	text := "主题：报价\n\n李总您好，本周L20特价2.0元/卡时。\n\n" +
		"GPU型号\t每台卡数\t可供台数\t价格\t计费单位\n" +
		"L20 48G\t8\t4\t2.4\t元/卡/时\n" +
		"H20 96G\t8\t2\t5.5\t元/卡/时\n\n庚算力 销售部\n"
	res, err := Read("mail.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Reason.Key == "import.err.mistakes_note_price"
	}
	for _, q := range res.Quotes {
		if q.GPU == "L20-48G" {
			t.Errorf("L20 at 2.4 beside the mail's 2.0 must be refused: %+v", q)
		}
	}
	if !refused {
		t.Errorf("want mistakes_note_price, got %+v", res.Problems)
	}
}

// FuzzLookalikeWord: the word keeps its length, no look-alike letter is
// left beside a digit, and a second reading changes nothing.
func FuzzLookalikeWord(f *testing.F) {
	for _, s := range []string{"H1OO", "A8OO", "4O9O", "OAM", "SXM5", "O", "1o"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		got := lookalikeWord(s)
		if utf8.RuneCountInString(got) != utf8.RuneCountInString(s) {
			t.Fatalf("%q → %q changed its length", s, got)
		}
		if lookalikeWord(got) != got {
			t.Fatalf("%q → %q is not settled", s, got)
		}
	})
}

// FuzzUnitSlip: a slip read states basis and period, differs from the
// phrase in the one part, and was not a whole unit before.
func FuzzUnitSlip(f *testing.F) {
	for _, s := range []string{"元/卡/是", "元/太/月", "元/卡/时", "是/是", "元/态/念"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fixed, slip, meant, ok := unitSlip(s)
		if !ok {
			return
		}
		if h := parseHint(fixed); h.basis == "" || h.period == "" {
			t.Fatalf("%q → %q states no whole unit", s, fixed)
		}
		if h := parseHint(s); h.basis != "" && h.period != "" {
			t.Fatalf("%q was a whole unit", s)
		}
		if unitSlips[slip] != meant || !strings.Contains(fixed, meant) {
			t.Fatalf("%q → %q: slip %q meant %q", s, fixed, slip, meant)
		}
	})
}

// Review 2, 1: a line total that fits the header's basis while the price
// cell itself named another (the sheet's, a guess) is no warned switch
// but a line contradicting its price: refused at the total, never kept 8×
// off; the unit column's basis is switched only where the header's then
// resolves alone to the basis the total fits.
func TestMistakesLineTotalBasisFromElsewhere(t *testing.T) {
	qs, ps := mistakesRead(t, "total_cell.csv", "供应商,GPU型号,每台卡数,台数,单价(元/卡/月),租期(月),小计(元)\n"+
		"丁算力,L40S 48G,8,1,2000元/台/月,2,32000\n")
	if len(qs[2]) != 0 {
		t.Errorf("2000元/台/月 beside a total of 2000 × 8 cards × 2: got %+v", qs[2])
	}
	wantRefused(t, ps, 2, "import.err.mistakes_line_total_basis_conflict")
	qs, ps = mistakesRead(t, "total_unit.csv", "供应商,GPU型号,每台卡数,台数,单价(元/卡/月),单位,租期(月),小计(元)\n"+
		"丁算力,L40S 48G,8,1,2000,元/台/月,2,32000\n")
	if q := qs[2]; len(q) != 1 || q[0].PriceUnit != "gpu_month" || !hasWarningKey(q[0], "import.warn.mistakes_line_total_basis") {
		t.Errorf("unit column 元/台/月, header per card, total per card: got %+v %v", q, ps[2])
	}
}

// Review 3: ordinary totals are no contradiction: a total of one period
// beside the term, a total in 万元, a total with tax, and a row of several
// plans beside one total; a total fitting nothing still refuses.
func TestMistakesLineTotalOrdinary(t *testing.T) {
	head := "供应商,GPU型号,每台卡数,台数,单价(元/卡/月),租期(月),"
	for name, text := range map[string]string{
		"one period":  head + "小计(元)\n丁算力,L40S 48G,8,1,2000,12,16000\n",
		"month total": head + "月总价\n丁算力,L40S 48G,8,1,2000,12,16000\n",
		"wan":         head + "小计(万元)\n丁算力,L40S 48G,8,1,2000,12,19.2\n",
		"tax":         head + "小计(含税)\n丁算力,L40S 48G,8,1,2000,12,203520\n",
		"fees":        head + "Total incl. fees\n丁算力,L40S 48G,8,1,2000,12,200000\n",
		"plans": "供应商,GPU型号,每台卡数,台数,按量(元/卡/时),包月(元/卡/月),租期(月),小计(元)\n" +
			"丁算力,L40S 48G,8,1,3.5,2000,2,32000\n",
	} {
		qs, ps := mistakesRead(t, name+".csv", text)
		if len(ps[2]) != 0 || len(qs[2]) == 0 {
			t.Errorf("%s: want read, got %+v %v", name, qs[2], ps[2])
		}
		if name == "plans" && len(qs[2]) != 2 {
			t.Errorf("plans: want 按量 and 包月, got %d", len(qs[2]))
		}
	}
	_, ps := mistakesRead(t, "bad.csv", head+"小计(元)\n丁算力,L40S 48G,8,1,2000,12,50000\n")
	wantRefused(t, ps, 2, "import.err.mistakes_line_total_differs")
}

// Review 4: only the card's memory is held against the GPU name's: no
// bandwidth (64GB/s), no machine's 内存 or disk, no bare figure under a
// header that is not the memory's, and a total over the cards the GPU
// cell counts ("4×A100 40G" beside 160GB) agrees.
func TestMistakesMemorySizesOnlyCards(t *testing.T) {
	for _, c := range []struct {
		text, header string
		want         []int
	}{
		{"PCIe 4.0 64GB/s", "形态", nil},
		{"内存128G", "配置", nil},
		{"SXM4 80GB, 128G RAM", "形态", []int{80}},
		{"8", "形态", nil},
		{"80", "显存", []int{80}},
		{"A100 40G", "", []int{40}},
	} {
		if got := memorySizes(c.text, c.header); !slices.Equal(got, c.want) {
			t.Errorf("memorySizes(%q, %q) = %v, want %v", c.text, c.header, got, c.want)
		}
	}
	for name, text := range map[string]string{
		"bandwidth": "供应商,GPU型号,形态,单价,单位\n甲算力,A100 40G,PCIe 4.0 64GB/s,3.0,元/卡/时\n",
		"ram":       "供应商,GPU型号,形态,单价,单位\n甲算力,A100 40G,PCIe 内存128G,3.0,元/卡/时\n",
		"count":     "供应商,GPU型号,显存,单价,单位\n甲算力,4×A100 40G,160GB,3.0,元/卡/时\n",
	} {
		qs, ps := mistakesRead(t, name+".csv", text)
		for _, k := range ps[2] {
			if k == "import.err.mistakes_gpu_memory_differs" {
				t.Errorf("%s: refused as two memories: %+v", name, qs[2])
			}
		}
	}
}

// Review 5: a unit slip read through stays read where the unit also
// states a commitment ("元/太/月，1年合约"): per machine, and the year.
func TestMistakesUnitSlipWithCommitment(t *testing.T) {
	qs, ps := mistakesRead(t, "slipterm.csv", "供应商,GPU型号,每台卡数,台数,单价,单位\n"+
		"乙算力,L40S 48G,8,2,2000,元/太/月，1年合约\n")
	if q := qs[2]; len(q) != 1 || q[0].PriceUnit != "node_month" || q[0].MinTerm == nil || !hasWarningKey(q[0], "import.warn.mistakes_unit_slip") {
		t.Errorf("元/太/月，1年合约: got %+v %v", q, ps[2])
	}
}

// Review 6: the text's rate refuses a GPU quoted once, at its price
// column; a GPU quoted in two regions is not held to one rate.
func TestMistakesNoteRateNarrow(t *testing.T) {
	text := "主题：报价\n\n李总您好，本周L20特价2.0元/卡时。\n\n" +
		"GPU型号\t每台卡数\t可供台数\t价格\t计费单位\n" +
		"L20 48G\t8\t4\t2.4\t元/卡/时\n" +
		"H20 96G\t8\t2\t5.5\t元/卡/时\n\n庚算力 销售部\n"
	res, err := Read("mail.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range res.Problems {
		if p.Reason.Key == "import.err.mistakes_note_price" {
			found = true
			if p.Column != "价格" {
				t.Errorf("want the refusal at 价格, got %q", p.Column)
			}
		}
	}
	if !found {
		t.Errorf("want mistakes_note_price, got %+v", res.Problems)
	}
	text = "主题：报价\n\n李总您好，本周L20特价2.0元/卡时。\n\n" +
		"地域\tGPU型号\t每台卡数\t可供台数\t价格\t计费单位\n" +
		"华东\tL20 48G\t8\t4\t2.0\t元/卡/时\n" +
		"华北\tL20 48G\t8\t4\t2.4\t元/卡/时\n\n庚算力 销售部\n"
	res, err = Read("mail2.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range res.Problems {
		if p.Reason.Key == "import.err.mistakes_note_price" {
			t.Errorf("two regions' L20 refused by the mail's one rate: %+v", p)
		}
	}
}

// Item 0: a bare "调整" column beside the price is its history against
// last month, never a change to apply: the price as written, not held.
func TestMistakesChangeColumnIsHistory(t *testing.T) {
	qs, ps := mistakesRead(t, "history.csv", "供应商,型号,每台卡数,台数,单价(元/卡/时),调整,备注\n"+
		"辛算力,L40S 48G,8,6,2.75,上调0.1,\n"+
		"辛算力,A100 40G SXM,8,2,3.6,下调0.2,\n")
	for row, want := range map[int]float64{2: 2.75, 3: 3.6} {
		if q := qs[row]; len(q) != 1 || q[0].Price != want || q[0].NeedsReview {
			t.Errorf("row %d: want %v as written, got %+v %v", row, want, q, ps[row])
		}
	}
}

// Review (small): two plans only, far apart: which one is mistyped is
// not said; both kept and held for review, neither refused.
func TestMistakesTwoPlansApart(t *testing.T) {
	qs, ps := mistakesRead(t, "twoplans.csv", "供应商,GPU型号,每台卡数,台数,按量(元/卡/时),包月(元/卡/月)\n"+
		"戊算力,L40S 48G,8,2,3.0,300\n")
	if len(ps[2]) != 0 || len(qs[2]) != 2 {
		t.Fatalf("want both plans kept, got %d quotes, %v", len(qs[2]), ps[2])
	}
	for _, q := range qs[2] {
		if !q.NeedsReview {
			t.Errorf("%s: want held for review", q.PriceText)
		}
	}
}
