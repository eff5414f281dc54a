package quotes

import "testing"

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
