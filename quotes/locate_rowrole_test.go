package quotes

import (
	"strconv"
	"strings"
	"testing"
)

// A procurement platform's bid results (one row per lot and bidder): the
// bidder column is the vendor, the buyer's ceiling row is no offer, and a
// bid the platform marks void is refused at its result cell.
func TestBidResultsRowRoles(t *testing.T) {
	res := readCSV(t, "bids.csv",
		"标段,采购内容,投标单位,数量(台),单价(元/卡/时),评审结果",
		"1,H100 SXM 80G 8卡,招标控制价,2,16.00,—",
		"1,H100 SXM 80G 8卡,东岭算力有限公司,2,15.20,第一中标候选人",
		"1,H100 SXM 80G 8卡,西岭云有限公司,2,14.10,作废（未按要求签章）",
		"1,H100 SXM 80G 8卡,南岭数据有限公司,2,15.60,")
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "东岭算力有限公司" || res.Quotes[1].Vendor != "南岭数据有限公司" {
		t.Fatalf("quotes %v: want the two valid bids, each under its bidder", bidVendors(res))
	}
	if len(res.NotOffers) != 1 || res.NotOffers[0].Row != 2 || res.NotOffers[0].Column != "投标单位" {
		t.Errorf("not offers %v: want the ceiling row 2, named at its bidder cell", res.NotOffers)
	}
	p := problemAt(res, 4)
	if p == nil || p.Column != "评审结果" || !strings.Contains(p.Text("zh"), "作废") || !strings.Contains(p.Text("en"), "void") {
		t.Errorf("problems %v: want row 4 refused at 评审结果, quoting the cell", res.Problems)
	}
}

// The same in English, the ceiling in an unread column, the bidder column
// under another name; a status that is not a void word keeps its row.
func TestBidTabulationEnglish(t *testing.T) {
	res := readCSV(t, "tab.csv",
		"Lot,Item,Bidder,Unit price (USD/GPU-hr),Type,Status",
		"A,8x A100 80GB SXM,Owner,1.90,Ceiling price,",
		"A,8x A100 80GB SXM,Harbor Compute LLC,1.72,bid,Withdrawn by bidder 11/20",
		"A,8x A100 80GB SXM,Lakeside GPU Inc.,1.80,bid,Valid",
		"A,8x A100 80GB SXM,Budget Cloud Ltd.,1.85,bid,")
	if got := bidVendors(res); got != "Lakeside GPU Inc.|Budget Cloud Ltd." {
		t.Fatalf("quotes %s: want the two standing bids (a vendor named Budget… is a vendor)", got)
	}
	if len(res.NotOffers) != 1 || res.NotOffers[0].Row != 2 || res.NotOffers[0].Column != "Type" {
		t.Errorf("not offers %v: want the ceiling row, named at Type", res.NotOffers)
	}
	if p := problemAt(res, 3); p == nil || p.Column != "Status" {
		t.Errorf("problems %v: want the withdrawn bid refused at Status", res.Problems)
	}
}

// Every word of buyer_row and void_bid is read as its role.
func TestRowRoleWords(t *testing.T) {
	for _, w := range wordsInOrder("buyer_row") {
		res := readCSV(t, "b.csv", "供应商,GPU型号,单价(元/卡/时)", w+",H100 SXM 80G,15", "甲云,H100 SXM 80G,14")
		if len(res.Quotes) != 1 || len(res.NotOffers) != 1 || res.NotOffers[0].Row != 2 {
			t.Errorf("%q: quotes %s, not offers %v: want the row named, not stored", w, bidVendors(res), res.NotOffers)
		}
	}
	for _, w := range wordsInOrder("void_bid") {
		res := readCSV(t, "v.csv", "供应商,GPU型号,单价(元/卡/时),状态", "甲云,H100 SXM 80G,15,"+w, "乙云,H100 SXM 80G,14,有效")
		if len(res.Quotes) != 1 || problemAt(res, 2) == nil {
			t.Errorf("%q: quotes %s, problems %v: want row 2 refused", w, bidVendors(res), res.Problems)
		}
	}
}

func bidVendors(res *FileResult) string {
	var v []string
	for _, q := range res.Quotes {
		v = append(v, q.Vendor)
	}
	return strings.Join(v, "|")
}

// A bracket in a spec cell is a remark: its NIC count, the GPU asked for,
// or the machine's own spec after an instance code.
func TestSpecAsides(t *testing.T) {
	for _, c := range []struct {
		in, gpu string
		gpus    int
	}{
		{"H800 SXM5 80G 8卡服务器（IB 400G×4）", "H800-80G-SXM", 8},
		{"A800 80G 八卡整机 (RoCE 200G x2)", "A800-80G-SXM", 8},
		{"8×H800 SXM5 80GB（A800缺货，以H800替代）", "H800-80G-SXM", 8},
		{"4x H100 80GB SXM (requested: A100 80GB, out of stock)", "H100-80G-SXM", 4},
		{"L40S 48G 单卡云主机（1×L40S）", "L40S-48G", 1},
		{"gn7.8xH800 (8 * H800 SXM 80GB)", "H800-80G-SXM", 8},
		{"g5.4x.a10 (4 * A10 24GB)", "A10-24G", 4},
		{"H20×8(96G)", "H20-96G", 8},
		{"910B×8 (HCCS)", "Ascend910B-64G", 8},
	} {
		sp, _ := ParseSpec(c.in)
		if sp.GPU != c.gpu || sp.GPUs == nil || *sp.GPUs != c.gpus {
			n := 0
			if sp.GPUs != nil {
				n = *sp.GPUs
			}
			t.Errorf("%q: %s ×%d, want %s ×%d", c.in, sp.GPU, n, c.gpu, c.gpus)
		}
	}
}

// A negotiation record with one row per round: only each offer's final
// round is stored; its earlier rounds are named as no offers; an offer
// whose record has no final round (where others have) is refused at its
// round cell, and rounds none of which is final are refused too.
func TestRoundRecordRows(t *testing.T) {
	res := readCSV(t, "yj.csv",
		"供应商,资源,轮次,报价(元/卡/时)",
		"甲云,H100 SXM 80G,第1轮,15",
		"甲云,H100 SXM 80G,第2轮（最终）,14",
		"乙云,A100 SXM 80G,首轮报价,9",
		",,最终报价,8.5",
		"丙云,L20 48G,第1轮,3")
	if got := bidPrices(res); got != "14|8.5" {
		t.Fatalf("quotes %s: want each offer's final round", got)
	}
	if len(res.NotOffers) != 2 || res.NotOffers[0].Row != 2 || res.NotOffers[1].Row != 4 || res.NotOffers[0].Column != "轮次" ||
		!strings.Contains(res.NotOffers[0].Text("en"), "row 3") {
		t.Errorf("not offers %v: want rows 2 and 4 at 轮次, naming the final round's row", res.NotOffers)
	}
	if p := problemAt(res, 6); p == nil || p.Column != "轮次" || !strings.Contains(p.Text("zh"), "没有最终一轮") {
		t.Errorf("problems %v: want row 6 (no final round) refused at 轮次", res.Problems)
	}
	res = readCSV(t, "r.csv",
		"供应商,GPU型号,轮次,单价(元/卡/时)",
		"甲云,H100 SXM 80G,第1轮,15",
		"甲云,H100 SXM 80G,第2轮,14",
		"乙云,A100 SXM 80G,第1轮,9")
	if got := bidPrices(res); got != "9" || problemAt(res, 2) == nil || problemAt(res, 3) == nil {
		t.Errorf("quotes %s, problems %v: want the two unsettled rounds refused, the lone round read", got, res.Problems)
	}
}

// Every word of round_header labels a row's round: a round word's row is
// superseded by its offer's final row, a final word's row is the offer.
func TestRoundRecordWords(t *testing.T) {
	for _, w := range wordRows("round_header") {
		early, final := w[0], "最终报价"
		if w[1] == "final" {
			early, final = "首轮报价", w[0]
		}
		res := readCSV(t, "w.csv", "供应商,GPU型号,报价轮次,单价(元/卡/时)", "甲云,H100 SXM 80G,"+early+",15", "甲云,H100 SXM 80G,"+final+",14")
		if got := bidPrices(res); got != "14" || len(res.NotOffers) != 1 || res.NotOffers[0].Row != 2 {
			t.Errorf("%q: quotes %s, not offers %v: want the final round alone", w[0], got, res.NotOffers)
		}
	}
}

// A bid evaluation (价格评审表): the bid price is the offer; the price after
// the small-enterprise deduction, the deduction and the score are never
// read as prices, and the 评标基准价 row is no bidder's offer.
func TestBidScoringTable(t *testing.T) {
	res := readCSV(t, "score.csv",
		"包号,标的,投标人,投标报价(元/卡/时),企业类型,价格扣除比例,评审价格(元/卡/时),价格得分",
		"包1,H200 141G SXM 整机8卡/台,甲云科技有限公司,18.60,小型企业,10%,16.74,30.00",
		"包1,H200 141G SXM 整机8卡/台,乙云科技有限公司,17.50,大型企业,0%,17.50,28.70",
		"包1,H200 141G SXM 整机8卡/台,评标基准价,,,,16.74,30.00")
	if got := bidPrices(res); got != "18.6|17.5" || len(res.Problems) != 0 {
		t.Fatalf("quotes %s, problems %v: want the two bid prices and nothing refused", got, res.Problems)
	}
	if len(res.NotOffers) != 1 || res.NotOffers[0].Row != 4 {
		t.Errorf("not offers %v: want the 评标基准价 row", res.NotOffers)
	}
	for _, w := range wordsInOrder("scoring_header") {
		res := readCSV(t, "s.csv", "供应商,GPU型号,单价(元/卡/时),"+w+"(元/卡/时)", "甲云,H100 SXM 80G,15,13.5")
		if got := bidPrices(res); got != "15" || len(res.Problems) != 0 {
			t.Errorf("%q: quotes %s, problems %v: want the bid price alone", w, got, res.Problems)
		}
	}
}

func bidPrices(res *FileResult) string {
	var v []string
	for _, q := range res.Quotes {
		v = append(v, strconv.FormatFloat(q.Price, 'f', -1, 64))
	}
	return strings.Join(v, "|")
}
