package quotes

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// Spoken 角 (毛) and its spoken 分 tail, in words (words/spoken.tsv
// spoken_place 毛 = 0.1): "一块七毛五" is 1.75, never 1.7.
func TestSpokenJiaoInWords(t *testing.T) {
	for in, want := range map[string]float64{
		"三块六毛五一卡时": 3.65,
		"两块四毛一卡时":  2.4,
		"八毛五每卡每小时": 0.85,
		"九毛/卡/时":   0.9,
		"二十块零五毛":   20.5,
		"贰元叁角伍分":   2.35,
	} {
		a := findAmountWords(in)
		if len(a) != 1 || a[0].bad || a[0].value < want-1e-9 || a[0].value > want+1e-9 {
			t.Errorf("%q read as %+v, want %v", in, a, want)
		}
	}
}

// A header asking how many machines ("共几台", "有几台") counts them (WD0001).
func TestHowManyMachinesHeader(t *testing.T) {
	res := readCSV(t, "n.csv",
		"供应商,卡,几卡一台,共几台,报价",
		"蓉城算力,A100 80G PCIe,4,5,3.2元/卡/时",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 5 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// A price column of capital amounts beside one of figures (单价（小写） |
// 单价（大写）) is that price's check, not a second quote (WD0002): agreeing,
// one quote; disagreeing, the row is refused at the words' cell.
func TestCapitalTwinColumn(t *testing.T) {
	res := readCSV(t, "c.csv",
		"供应商,GPU型号,单台卡数,计费单位,单价(小写),单价(大写)",
		"青羊算力,A100 80G SXM,8,元/台/月,\"¥57,600.00\",人民币伍万柒仟陆佰元整",
		"青羊算力,L40S,8,元/卡/时,¥2.35,人民币贰元叁角伍分",
		"青羊算力,H20,8,元/台/月,\"¥30,500.00\",人民币叁万伍佰元整",
		"青羊算力,H800,8,元/台/月,\"¥81,000.00\",人民币捌万壹仟伍佰元整",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("want 3 quotes, got %+v", res.Quotes)
	}
	for _, q := range res.Quotes {
		if q.GPU == "L40S-48G" && q.Price != 2.35 {
			t.Errorf("L40S: %+v", q)
		}
	}
	if p := problemAt(res, 5); p == nil || p.Reason.Key != "import.err.amount_columns_disagree" || p.Column != "单价(大写)" {
		t.Fatalf("disagreeing row: %+v", res.Problems)
	}
}

// A chat export (full-width colon after the sender) with prices said in
// words: 块 for 元, 千/万 with a spoken tail, counts in numerals; an
// estimate in words is refused.
func TestChatAmountsInWords(t *testing.T) {
	res := readText(t, "chat.txt", strings.Join([]string{
		"2026-11-02 09:14 我：请问现在有什么卡",
		"2026-11-02 09:15 锦城算力-小李：L40S单卡一块九一小时",
		"2026-11-02 09:15 锦城算力-小李：A100 PCIe 80G有三台四卡的，每张卡每个月两千九",
		"2026-11-02 09:16 锦城算力-小李：H800整机八卡一天三千一百二",
		"2026-11-02 09:17 锦城算力-小李：A10单卡一天十八块",
		"2026-11-02 09:18 锦城算力-小李：L20大约一块六一卡时",
	}, "\n")+"\n")
	want := map[string]struct {
		price float64
		unit  string
		gpus  int
		nodes int
	}{
		"L40S-48G":      {1.9, "gpu_hour", 0, 0},
		"A100-80G-PCIe": {2900, "gpu_month", 4, 3},
		"H800-80G-SXM":  {3120, "node_day", 8, 0},
		"A10-24G":       {18, "gpu_day", 0, 0},
	}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		w, ok := want[q.GPU]
		if !ok || q.Price != w.price || string(q.PriceUnit) != w.unit || q.Vendor != "锦城算力" {
			t.Errorf("%s: %v %v %s, want %+v", q.GPU, q.Price, q.PriceUnit, q.Vendor, w)
		}
		if w.gpus > 0 && (q.GPUsPerNode == nil || *q.GPUsPerNode != w.gpus) || w.nodes > 0 && (q.Nodes == nil || *q.Nodes != w.nodes) {
			t.Errorf("%s: gpus %v nodes %v, want %+v", q.GPU, q.GPUsPerNode, q.Nodes, w)
		}
	}
	if p := problemAt(res, 6); p == nil || p.Reason.Key != "import.err.approximate_price" {
		t.Fatalf("estimate: %+v", res.Problems)
	}
}

// An e-mail line with the amount in capital numerals and its figure in
// brackets (thousands comma and all) is one amount: agreeing, read;
// disagreeing, refused naming both.
func TestProseCapitalWithFigure(t *testing.T) {
	res := readText(t, "mail.txt", strings.Join([]string{
		"发件人：青白江智算 商务部",
		"",
		"一、A800 80G SXM 八卡服务器 2 台：每台每月人民币伍万陆仟元整（￥56,000.00）；",
		"二、L40S 48G 八卡服务器 3 台：每台每月人民币壹万贰仟元整（￥12,000.00）；",
		"三、H20 96G 八卡服务器 1 台：每台每月人民币贰万捌仟伍佰元整（￥28,050.00）；",
	}, "\n")+"\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPU == "A800-80G-SXM" && q.Price != 56000 || q.GPU == "L40S-48G" && q.Price != 12000 || q.PriceUnit != "node_month" {
			t.Errorf("%+v", q)
		}
	}
	if p := problemAt(res, 5); p == nil || p.Reason.Key != "import.err.amount_forms_disagree" {
		t.Fatalf("disagreeing: %+v", res.Problems)
	}
}

// A bracketed aside after a whole unit phrase names no basis: "per
// GPU-hour (海外节点)" is per card (an overseas node's card).
func TestUnitAsideInBrackets(t *testing.T) {
	if u, err := ParseUnit("per GPU-hour（海外节点）"); err != nil || u != "gpu_hour" {
		t.Errorf("ParseUnit: %q %v", u, err)
	}
	for in, basis := range map[string]string{
		"per GPU-hour（海外节点）": "gpu",
		"元/卡/时(整机租用)":        "gpu",
		"元/台/月（含税）":          "node",
		"元/时（整机）":            "node",
	} {
		if h := parseHint(in); h.basis != basis {
			t.Errorf("%q: basis %q, want %q", in, h.basis, basis)
		}
		if u, _ := parseUnitQty(in); u.basis != basis {
			t.Errorf("%q: unit basis %q, want %q", in, u.basis, basis)
		}
	}
}

// Price cells in spoken words: 点 is the decimal point, a range of two
// amounts in words, a floor (以上, words/spoken.tsv price_floor_after), an
// estimate said with 块 are refused, never stored.
func TestSpokenPriceCells(t *testing.T) {
	for in, want := range map[string]float64{
		"二点五元/卡/时":      2.5,
		"一点二万/台/月":      12000,
		"三块二一张卡一小时":     3.2,
		"两千八百块/台/月":     2800,
		"每卡每天四十八块":      48,
		"零点八五元/卡/时":     0.85,
		"一万零五百/台/月":     10500,
		"两块三毛/卡/时":      2.3,
		"每台每月人民币肆万伍仟元整": 45000,
	} {
		pc, err := parsePriceCell(in)
		if err != nil || pc.value < want-1e-9 || pc.value > want+1e-9 {
			t.Errorf("%q: %v %v, want %v", in, pc.value, err, want)
		}
	}
	for in, key := range map[string]string{
		"一块二到一块五一卡时":  "import.err.range",
		"两千至两千四/台/月":  "import.err.range",
		"两块左右一卡时":     "import.err.approximate_price",
		"三块多/卡/时":     "import.err.approximate_price",
		"$3.10 or so": "import.err.approximate_price",
	} {
		_, err := parsePriceCell(in)
		var ce *cellError
		if !errors.As(err, &ce) || ce.M.Key != key {
			t.Errorf("%q: %v, want %s", in, err, key)
		}
	}
	for _, in := range []string{"一块五毛以上每卡每小时", "1.5元以上/卡/时", "2万往上/台/月", "$2.40 and up", "USD 1.9 or more per GPU-hour"} {
		if pc, err := parsePriceCell(in); err == nil && !pc.from {
			t.Errorf("%q read as a firm price %v", in, pc.value)
		}
	}
}

// spokenCounts writes counts in numerals before a count word in figures and
// leaves the rest of the line as it is.
func TestSpokenCounts(t *testing.T) {
	for in, want := range map[string]string{
		"a800有两台八卡的":  "a800有2台8卡的",
		"一台八卡 一个月三万二": "1台8卡 一个月三万二",
		"一台一个月七万一":    "一台一个月七万一",
		"十二块五一张卡一小时":  "十二块五一张卡一小时",
		"三万二台":        "三万二台",
		"第二台":         "第二台",
		"四节点每节点八卡":    "4节点每节点8卡",
	} {
		if got := spokenCounts(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func FuzzSpokenCounts(f *testing.F) {
	for _, s := range []string{"有两台八卡的", "一台八卡", "十二块五一张卡一小时", "三万二台", "十卡", "两两台", "一台"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := spokenCounts(s)
		if len(out) > len(s) {
			t.Fatalf("%q grew to %q", s, out)
		}
		if !utf8.ValidString(s) {
			return
		}
		_ = figureAfterWords(s, out)
		proseOffers(spokenLine(s))
	})
}

// A column of capital amounts is the check of the figures beside it only
// where its header names it so or the two headers are one but for 大写/小写.
func TestCapitalTwinHeaders(t *testing.T) {
	for _, c := range []struct {
		capital, figures string
		twin             bool
	}{
		{"单价（大写）", "单价（小写）", true},
		{"大写金额", "月租(元/台)", true},
		{"Price (in words)", "Price (in figures)", true},
		{"包年", "包月（元/台）", false},
		{"包年(大写)", "包月(小写)", false},
		{"年租大写", "月租(元/台/月)", false},
		{"金额（大写）", "单价", true},
	} {
		if got := twinHeaders(c.capital, c.figures); got != c.twin {
			t.Errorf("%q beside %q: %v", c.capital, c.figures, got)
		}
	}
}

// A chat line's shorthand (2w4) is one amount, and an estimate in words
// is refused at its line, never dropped.
func TestChatShorthandAndEstimateInWords(t *testing.T) {
	res := readText(t, "chat2.txt", strings.Join([]string{
		"2026-11-05 14:01 我：你好",
		"2026-11-05 14:03 青羊算力-阿杰：A800 整机8卡 2w4一个月，有三台",
		"2026-11-05 14:06 青羊算力-阿杰：910B 大概两万左右一台一个月",
	}, "\n")+"\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 24000 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 3 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if p := problemAt(res, 3); p == nil || p.Reason.Key != "import.err.approximate_price" {
		t.Fatalf("estimate: %+v", res.Problems)
	}
}

// A rate said with its measure word before the figure ("每个月3600",
// "一个月32000") is a price of the line, never dropped.
func TestChatRateWithMeasureWord(t *testing.T) {
	res := readText(t, "chat3.txt", strings.Join([]string{
		"2026-11-06 10:01 我：A800有吗",
		"2026-11-06 10:02 锦城算力-小李：A800 PCIe 80G有2台8卡的，每张卡每个月3600",
		"2026-11-06 10:03 锦城算力-小李：H20 96G 1台8卡 一个月32000，现货",
	}, "\n")+"\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPU == "A800-80G-PCIe" && (q.Price != 3600 || q.PriceUnit != "gpu_month") || q.GPU == "H20-96G" && q.Price != 32000 {
			t.Errorf("%+v", q)
		}
	}
}

// The other order: a figure, then its 大写 in brackets ("￥56,000.00（大写：
// 人民币伍万陆仟元整）"): one amount; disagreeing, refused naming both.
func TestProseFigureWithCapital(t *testing.T) {
	res := readText(t, "mail2.txt", strings.Join([]string{
		"发件人：青白江智算 商务部",
		"",
		"一、A800 80G SXM 八卡服务器 2 台：每台每月￥56,000.00（大写：人民币伍万陆仟元整）；",
		"二、L40S 48G 八卡服务器 3 台：每台每月￥12,000.00（大写：人民币壹万叁仟元整）；",
	}, "\n")+"\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 56000 || len(res.Problems) != 1 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if p := problemAt(res, 4); p == nil || p.Reason.Key != "import.err.amount_forms_disagree" {
		t.Fatalf("disagreeing: %+v", res.Problems)
	}
}

func FuzzBracketRestated(f *testing.F) {
	for _, s := range []string{"每台每月¥56,000.00(大写:人民币伍万陆仟元整)", "人民币壹万零捌佰元整(¥10,800.00)", "(", "1(", "壹拾(2)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		n := 0
		for _, c := range proseClauses(s) {
			n += len(c)
		}
		if n > len(s) {
			t.Fatalf("%q: clauses longer than the line", s)
		}
	})
}
