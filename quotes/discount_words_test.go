package quotes

import (
	"math"
	"testing"
)

// Discount wording (words/discount.tsv, DQ rules) read step by step on
// invented cells: X折 is ×X/10, never X% off; a percent is off only where a
// word says so; an amount off is in the price's own unit.
func TestReadDiscountSteps(t *testing.T) {
	for _, c := range []struct {
		text, header string
		state        string
		list, want   float64 // list price and the price after the steps
	}{
		{"7折", "", discRead, 10, 7},
		{"6.5折", "", discRead, 10, 6.5},
		{"九五折", "", discRead, 100, 95},
		{"七折", "", discRead, 100, 70},
		{"下浮8%", "降价", discRead, 50, 46},
		{"15%", "下浮比例", discRead, 20, 17},
		{"0.15", "下浮比例", discRead, 20, 17},    // a percent-formatted cell read as its fraction
		{"10%", "让利幅度", discRead, 30, 27},     // DQ0002 under the header
		{"Save 30%", "Deal", discRead, 10, 7}, // DQ0009
		{"extra 25% off", "", discRead, 4, 3}, // DQ0008
		{"让利5%", "", discRead, 200, 190},
		{"立减1.5", "", discRead, 9, 7.5},     // DQ0020: an amount in the price's unit
		{"直降300元", "", discRead, 1000, 700}, // DQ0021
		{"限时立减1,200", "", discRead, 9000, 7800},
		{"立减20%", "", discRead, 5, 4},         // a percentage 立减 is a ratio
		{"0.5", "直降(元/卡时)", discRead, 3, 2.5}, // a bare figure under an amount-off header is an amount, not a share
		{"20%", "直降比例", discRead, 5, 4},
		{"打8折后再减0.2", "", discRead, 3, 2.2},
		{"年末75折", "", discRead, 4, 3},
		{"再9折", "加折", discRead, 10, 9},
		{"另议", "折扣", discOpen, 0, 0},        // DQ0060
		{"预计85折", "折扣", discOpen, 0, 0},     // DQ0064
		{"按框架协议", "执行折扣", discOpen, 0, 0},   // DQ0062
		{"TBD", "Discount", discOpen, 0, 0}, // DQ0071
		{"不参与", "", discNone, 0, 0},
		{"包周无折扣", "", discNone, 0, 0},
		{"no discount", "", discNone, 0, 0},
		{"70%", "折扣", discUnclear, 0, 0},               // paid or off is not said
		{"12%", "Partner discount", discUnclear, 0, 0}, // a plain discount word says neither
		{"学生认证9折", "", discUnclear, 0, 0},              // a condition the table does not know
	} {
		steps, state := readDiscountSteps(c.text, c.header)
		if state != c.state {
			t.Errorf("%q under %q: state %s, want %s", c.text, c.header, state, c.state)
			continue
		}
		if state == discRead {
			if got := applySteps(c.list, steps); math.Abs(got-c.want) > 1e-9 {
				t.Errorf("%q: %v → %v, want %v (%s)", c.text, c.list, got, c.want, stepsWords(steps))
			}
		}
	}
}

// A stated paid price agrees within the rounding of its written figure and
// within half a percent; no more.
func TestAgreesWritten(t *testing.T) {
	for _, c := range []struct {
		stated      string
		value, want float64
		ok          bool
	}{
		{"2.97", 2.97, 2.9655, true},
		{"2.96", 2.96, 2.9655, false},
		{"9", 9, 8.6, false}, // whole figure: half a percent, not 0.5
		{"80,000", 80000, 80000, true},
		{"80,000", 80000, 79800, false},
	} {
		if got := agreesWritten(c.stated, c.value, c.want); got != c.ok {
			t.Errorf("%s against %v: %v, want %v", c.stated, c.want, got, c.ok)
		}
	}
}

// On invented rows: a blank paid-price column takes list × discount; a stated
// one that agrees is stored, one that disagrees is refused at its cell
// quoting both; an open discount is refused; an amount off is subtracted;
// a further discount stacks.
func TestListPriceAndDiscountRows(t *testing.T) {
	res, err := Read("promo.csv", csvOf("厂商,GPU,每台卡数,计费单位,标准价,优惠,到手价",
		"甲算力,H100 SXM 80G,8,元/卡时,20.00,7折,",
		"甲算力,A100 80G SXM,8,元/卡时,10.00,9折,9.00",
		"甲算力,L40S 48G,8,元/卡时,5.00,9折,4.80",
		"甲算力,RTX 4090,8,元/卡时,3.00,另议,",
		"甲算力,A800 80G,8,元/卡时,8.00,直降1.5,"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"H100-80G-SXM": 14, "A100-80G-SXM": 9, "A800-80G-SXM": 6.5}
	if len(res.Quotes) != len(want) {
		t.Errorf("%d quotes, want %d", len(res.Quotes), len(want))
	}
	for _, q := range res.Quotes {
		if w, ok := want[q.GPU]; !ok || !within(q.Price, w) {
			t.Errorf("%s: %v, want %v", q.GPU, q.Price, w)
		}
	}
	refused := map[int]string{}
	for _, p := range res.Problems {
		refused[p.Row] += p.Reason.Key + " " + p.Column + ";"
	}
	if refused[4] != "import.err.discount_paid_disagrees 到手价;" {
		t.Errorf("row 4 (4.80 against 5.00 × 9折 = 4.50): %q", refused[4])
	}
	if refused[5] != "import.err.discount_open 优惠;" {
		t.Errorf("row 5 (另议): %q", refused[5])
	}

	res, err = Read("stack.csv", csvOf("厂商,GPU,每台卡数,目录价(元/卡·月),折扣,节日加折",
		"乙算力,H100 SXM 80G,8,10000,8折,再9折",
		"乙算力,A100 80G SXM,8,5000,无,再9折"))
	if err != nil {
		t.Fatal(err)
	}
	want = map[string]float64{"H100-80G-SXM": 7200, "A100-80G-SXM": 4500}
	for _, q := range res.Quotes {
		if !within(q.Price, want[q.GPU]) {
			t.Errorf("stacked %s: %v, want %v (%v)", q.GPU, q.Price, want[q.GPU], RenderAll(q.Warnings, "en"))
		}
	}
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Errorf("stacked: %d quotes, problems %v", len(res.Quotes), res.Problems)
	}
}

func FuzzReadDiscountSteps(f *testing.F) {
	for _, s := range []string{"8折", "八五折", "下浮5%", "立减0.70", "限时立减8,000", "Save 15%", "打9折后再减0.1", "另议", "不参与", "12%", "0.12", "包季9折", "再95折"} {
		f.Add(s, "下浮率")
	}
	f.Fuzz(func(t *testing.T, s, h string) {
		steps, state := readDiscountSteps(s, h)
		if state != discRead && len(steps) > 0 || state == discRead && len(steps) == 0 {
			t.Fatalf("readDiscountSteps(%q, %q) = %v %s", s, h, steps, state)
		}
		for _, st := range steps {
			if !(st.f > 0 && st.f <= 1) || st.less < 0 {
				t.Fatalf("readDiscountSteps(%q, %q): step %+v", s, h, st)
			}
		}
	})
}

// An amount off written without a scale of its own is in the price's
// written unit: 立减0.4 under 万元 takes 4000 off; 立减2000元 takes 2000.
func TestAmountOffInWrittenScale(t *testing.T) {
	res, err := Read("wan.csv", csvOf("供应商,GPU型号,每台卡数,月租(万元/台),立减",
		"丁算力,H100 SXM 80G,8,5.6,0.4",
		"丁算力,A100 80G SXM,8,3,立减2000元"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"H100-80G-SXM": 52000, "A100-80G-SXM": 28000}
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if !within(q.Price, want[q.GPU]) {
			t.Errorf("%s: %v, want %v", q.GPU, q.Price, want[q.GPU])
		}
	}
}

// stepsWords are the steps as a test names them ("× 0.8 − 0.1").
func stepsWords(steps []discountStep) string { return scaledStepsWords(steps, 1) }
