package quotes

import (
	"strings"
	"testing"
)

// The costs around a GPU in a data centre's list (words/columns.tsv
// column_not_rent line, colocation, remote_hands, relocation, power): a row
// naming one and no GPU is no offer, and takes no GPU from the row above; a
// column naming one is no price column.
func TestServiceRowsAreNoOffers(t *testing.T) {
	res := readCSV(t, "s.csv",
		"南山智算 GPU 租赁价目",
		"机房,GPU型号,每台卡数,租金,单位",
		"一号楼,A100 80G SXM,8,\"42,000\",元/台/月",
		"机柜托管 10kW,,,\"5,200\",元/柜/月",
		"到上海专线 200M,,,\"12,000\",元/月",
		"远程运维,,,300,元/次",
	)
	if len(res.Quotes) != 1 {
		for _, q := range res.Quotes {
			t.Logf("quote row %d %s %v %s", q.SourceRow, q.GPU, q.Price, q.PriceUnit)
		}
		t.Fatalf("%d quotes, want the machine's; problems %+v", len(res.Quotes), res.Problems)
	}
	named := map[int]bool{}
	for _, p := range res.NotOffers {
		named[p.Row] = true
		if p.Row == 4 && (p.Column != "机房" || !strings.Contains(p.Text("en"), "机柜托管")) {
			t.Errorf("the rack row named at %s: %s", p.Column, p.Text("en"))
		}
	}
	for _, row := range []int{4, 5, 6} {
		if !named[row] {
			t.Errorf("row %d not named as no offer: not offers %+v, problems %+v", row, res.NotOffers, res.Problems)
		}
	}
	for _, q := range res.Quotes {
		if q.SourceRow >= 4 {
			t.Errorf("row %d stored as an offer: %v %s", q.SourceRow, q.Price, q.PriceUnit)
		}
	}

	// a GPU row whose label also names a line is an offer: the GPU decides
	res = readCSV(t, "s.csv",
		"南山智算 GPU 租赁价目",
		"机房,GPU型号,每台卡数,租金,单位",
		"一号楼（含专线接入）,A100 80G SXM,8,\"42,000\",元/台/月",
	)
	if len(res.Quotes) != 1 || len(res.NotOffers) != 0 {
		t.Errorf("the A100 row with 专线 in its label: %d quotes, not offers %+v", len(res.Quotes), res.NotOffers)
	}

	// a 专线 fee column beside the rent is no price column
	for _, h := range []string{"到成都专线(元/月·100M)", "机柜(元/月)", "月电费(元)", "远程运维(元/次)"} {
		if f := matchHeader(h); f == fPrice {
			t.Errorf("header %q read as the price", h)
		}
	}
	if f := matchHeader("租赁价格(含电费)"); f != fPrice {
		t.Errorf("租赁价格(含电费) is the rent with power, read as %q", f)
	}
}

// "GPU租金" is the GPU's rent: GPU names what is rented, no basis; the
// unit's own 卡 or 台 decides.
func TestGPUNounStatesNoBasis(t *testing.T) {
	for s, want := range map[string]string{
		"GPU租金":            "",
		"GPU报价":            "",
		"GPU租金(元/台/月)":     "node",
		"元/GPU/时":          "gpu",
		"USD per GPU-hour": "gpu",
		"GPU单价(元/卡/时)":     "gpu",
	} {
		if got := parseHint(s).basis; got != want {
			t.Errorf("parseHint(%q).basis = %q, want %q", s, got, want)
		}
	}
	// a sheet line "单位：元/台/月" then prices the 8-card machine
	res := readCSV(t, "b.csv",
		"各园区整机月租对比",
		"单位：元/台/月",
		"运营方,GPU,卡数/台,GPU租金",
		"西岭数算,H20 96G,8,\"24,000\"",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Vendor != "西岭数算" || q.PriceUnit != "node_month" || q.Price != 24000 {
		t.Errorf("got %s %v %s, want 西岭数算 24000 node_month", q.Vendor, q.Price, q.PriceUnit)
	}
}

// A comparison of one GPU per column, each header stating its unit in
// brackets ("H20 96G(元/卡/时)"), with the operator (运营方) down the rows:
// each cell is its row's operator's price in its header's unit.
func TestMatrixHeaderUnit(t *testing.T) {
	res := readCSV(t, "m.csv",
		"各地 GPU 价格对比",
		"地区,运营方,A100 80G SXM(元/卡/时),L40S(元/卡/时),备注",
		"华北,北辰算力,6.20,2.40,",
		"华东,东湖云,5.90,—,",
	)
	type want struct {
		vendor, gpu, letter string
		price               float64
	}
	for _, p := range res.Problems {
		if p.Row == 2 {
			t.Errorf("the header row refused: %s", p.Text("en"))
		}
	}
	wants := []want{{"北辰算力", "A100-80G-SXM", "C", 6.2}, {"北辰算力", "L40S-48G", "D", 2.4}, {"东湖云", "A100-80G-SXM", "C", 5.9}}
	if len(res.Quotes) != len(wants) {
		t.Fatalf("%d quotes, want %d; problems %+v", len(res.Quotes), len(wants), res.Problems)
	}
	for i, w := range wants {
		q := res.Quotes[i]
		if q.Vendor != w.vendor || q.GPU != w.gpu || q.Price != w.price || q.PriceUnit != "gpu_hour" {
			t.Errorf("quote %d: %s %s %v %s, want %+v gpu_hour", i, q.Vendor, q.GPU, q.Price, q.PriceUnit, w)
		}
		for _, e := range q.Evidence {
			if e.Field == "price_unit" && e.Chosen && e.Letter != "" && e.Letter != w.letter {
				t.Errorf("quote %d: its unit placed at column %s, want the cell's %s", i, e.Letter, w.letter)
			}
		}
	}
}

// 含电价 | 不含电价 are one rent twice, as 含税 | 不含税 are: the side a line
// says is the standard price is read, the other kept beside it; with no
// such line the rent is held for review naming both.
func TestPowerTwins(t *testing.T) {
	if k, rest := twinOf("月租金·含电价"); k != "gross power" || rest != "月租金 价" {
		t.Errorf("twinOf(月租金·含电价) = %q %q", k, rest)
	}
	if k, _ := twinOf("月租金·不含电价"); k != "net power" {
		t.Errorf("twinOf(月租金·不含电价) = %q", k)
	}
	if twinWhat("gross power") == twinWhat("net") || twinWhat("gross power") != twinWhat("net power") || twinWhat("gross") != twinWhat("net") {
		t.Error("twins include or exclude the same thing")
	}
	body := []string{"型号,配置,月租金·含电价,月租金·不含电价", "H20 96G,8×H20 96G,\"24,600\",\"21,500\"", "L40S,8×L40S 48G,\"19,800\",\"17,400\""}
	for _, c := range []struct {
		note   string
		want   []float64
		review bool
	}{
		{"说明：标准报价为含电价口径；不含电价仅适用于电力直购客户。", []float64{24600, 19800}, false},
		{"说明：不含电价为标准报价。", []float64{21500, 17400}, false},
		{"说明：月付。", []float64{21500, 17400}, true},
	} {
		res := readCSV(t, "p.csv", append(append([]string{"北岭云算 GPU整机租赁报价", "计价：元/台/月"}, body...), "", c.note)...)
		if len(res.Quotes) != 2 {
			t.Fatalf("%q: %d quotes, want 2 (one per machine, its twin kept beside it): %+v", c.note, len(res.Quotes), res.Problems)
		}
		for i, q := range res.Quotes {
			if q.Price != c.want[i] || q.PriceUnit != "node_month" || q.NeedsReview != c.review {
				t.Errorf("%q quote %d: %v %s review %v, want %v node_month review %v", c.note, i, q.Price, q.PriceUnit, q.NeedsReview, c.want[i], c.review)
			}
		}
	}
}

// A reply's subject ("主题：Re: …") is what the one who asked wrote: under a
// sender line the sender is the vendor; with no sender line the subject
// still names one.
func TestReplySubjectYieldsToSender(t *testing.T) {
	rows := "\n型号\t配置\t租金\t计价\nH20 96G\t8卡/台\t3.60\t元/卡/时\n"
	res := readText(t, "r.txt", "主题：Re: 东湖智算报价\n发件人：北岭云算 商务部 王工\n"+rows)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "北岭云算" {
		t.Fatalf("vendor under a sender line: %+v %+v", res.Quotes, res.Problems)
	}
	res = readText(t, "r.txt", "主题：东湖智算报价\n发件人：北岭云算 商务部 王工\n"+rows)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "东湖智算" {
		t.Errorf("a subject that is no reply keeps its place: %+v", res.Quotes)
	}
	res = readText(t, "r.txt", "发件人: 王工 <wang@beiling.example>\n主题: Re: 报价 - 东湖智算\n"+rows)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "东湖智算" {
		t.Errorf("a sender who is a person leaves the reply's subject its company: %+v", res.Quotes)
	}
	if !reReplySubject.MatchString("主题：Re: 东湖智算报价") || !reReplySubject.MatchString("回复：报价") || reReplySubject.MatchString("Fwd: 报价") {
		t.Error("reReplySubject: Re and 回复 are replies, Fwd is none")
	}
}

// A power estimate beside a rent list: 满载功耗(kW) measures power, 月电费 is
// a cost around the GPU; neither is a price, so the sheet stores nothing.
func TestPowerEstimateIsNoPrice(t *testing.T) {
	for h, want := range map[string]bool{"满载功耗(kW)": true, "月用电(kWh, ×720h×PUE1.2)": true, "时延(ms)": true, "华北(元/卡/时)": false, "单价(元)": false, "L40S(4卡/台)": false} {
		if measureHeader(h) != want {
			t.Errorf("measureHeader(%q) = %v", h, !want)
		}
	}
	res, err := Read("e.csv", csvOf(
		"北岭云算 电费测算（参考）",
		"型号,满载功耗(kW),月电费(元)",
		"H800 SXM,10.2,3173",
		"A800 SXM,6.5,2022",
		"H20 96G,6,1866",
	))
	if err != nil {
		return // no price column: nothing stored
	}
	if len(res.Quotes) != 0 {
		t.Errorf("a power estimate stored as %d offers: %+v", len(res.Quotes), res.Quotes)
	}
	for _, p := range res.Problems {
		if p.Column == "满载功耗(kW)" {
			t.Errorf("the power figure read as a price: %s", p.Text("en"))
		}
	}
}

// FuzzHubsWords: the header and line readers of this file take any text
// without panicking, and a twin kind always has a side (net or gross).
func FuzzHubsWords(f *testing.F) {
	for _, s := range []string{"月租金·含电价", "月租金·不含电价", "满载功耗(kW)", "发件人：北岭云算 商务部 王工", "主题：Re: 报价", "GPU租金(元/台/月)", "(", "含电不含税"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if k, _ := twinOf(s); k != "" && twinSide(k) != "net" && twinSide(k) != "gross" {
			t.Errorf("twinOf(%q) side %q", s, k)
		}
		measureHeader(s)
		senderOrgLine(s, "北岭云算")
		reReplySubject.MatchString(s)
		_ = parseHint(s)
	})
}
