package quotes

import (
	"strconv"
	"strings"
	"testing"
)

// quoteAtRow is the one quote read from a row, failing the test otherwise.
func quoteAtRow(t *testing.T, res *FileResult, row int) Quote {
	t.Helper()
	return soleQuote(t, res, "row "+strconv.Itoa(row), func(q Quote) bool { return q.SourceRow == row })
}

// A machine let with some cards out of service: beside the nameplate count
// (标称卡数) the usable count (可用卡数) is the machine's cards, its price per
// machine divided by them; a usable count larger than the nameplate's is
// no such column, and a lone 可用卡数 still counts all the cards.
func TestUsableCardsBesideNameplate(t *testing.T) {
	res := readText(t, "b.csv", "白帝数据 B级机清单\n编号,GPU,标称卡数,可用卡数,计价方式,价格\nB1,A100 80G SXM4,8,7,元/台/月,\"22,400\"\nB2,RTX 3090,10,9,元/台/月,\"5,400\"\n")
	q := quoteAtRow(t, res, 3)
	if v, _, _ := PerGPUHour(q, 0); q.GPUsPerNode == nil || *q.GPUsPerNode != 7 || !near(v, 22400.0/720/7) {
		t.Errorf("row 3: gpn %v price/GPU-h %v, want 7 and %v", q.GPUsPerNode, v, 22400.0/720/7)
	}
	if q := quoteAtRow(t, res, 4); q.GPUsPerNode == nil || *q.GPUsPerNode != 9 {
		t.Errorf("row 4: gpn %v, want 9", q.GPUsPerNode)
	}
	for _, vals := range [][]string{{"8", "9"}, {"8", ""}} {
		if fewerOnEachRow([]string{vals[1]}, []string{vals[0]}) {
			t.Errorf("fewerOnEachRow(usable %q, nameplate %q) = true", vals[1], vals[0])
		}
	}
}

// A row of price headers named by calendar months (a step-down schedule)
// names when each is signed, never an 11- or 12-month plan; a price
// announced ahead (预告) is no offer beside the price in force, and never a
// discount off it.
func TestCalendarMonthAndPreviewColumns(t *testing.T) {
	res := readText(t, "s.csv", "龙泉数据港 逐月降价表\n成都龙泉驿数据港科技有限公司 · 2027年11月1日发布\n机型,GPU,每台卡数,计价单位,11月签约价,12月签约价（预告）,2028年1月签约价（预告）\n8卡3090,RTX 3090 24G,8,元/卡/时,0.95,0.88,0.80\n8卡A100,A100 80G SXM4,8,元/卡/时,4.40,4.10,3.80\n")
	for _, row := range []int{4, 5} {
		q := quoteAtRow(t, res, row)
		if q.MinTerm != nil {
			t.Errorf("row %d: minimum term %v read from a month's name", row, *q.MinTerm)
		}
		if want := map[int]float64{4: 0.95, 5: 4.40}[row]; !near(q.Price, want) {
			t.Errorf("row %d: price %v, want %v (the month in force)", row, q.Price, want)
		}
	}
	got := calendarMonthColumns([]string{"3个月价", "3月价格", "6月价格", "12月价格"})
	if len(got) != 0 {
		t.Errorf("months 3, 6, 12 apart read as a calendar: %v", got)
	}
	if got := calendarMonthColumns([]string{"型号", "11月签约价", "12月签约价"}); !got[1] || !got[2] {
		t.Errorf("11月 beside 12月 not read as a calendar: %v", got)
	}
}

// A renewal notice's adjusted price is the offer beside the price in force,
// the notice's 续约期限 its minimum term; a price that is "维持不变" reads the
// price in force.
func TestRenewalNoticePrices(t *testing.T) {
	res := readText(t, "r.csv", "岷江数据服务有限公司 关于2028年度GPU资源续约价格调整的通知\n合同编号：MJ-1；调整生效日：2028-02-01；续约期限：12个月（2028-02-01至2029-01-31）\n序号,资源名称,规格,现行单价,调整后单价,计价单位\n1,训练集群,8×A800 80G SXM,3.6万,3.25万,元/台·月\n2,推理服务器,8×RTX 4090 24G,\"8,400\",维持不变,元/台·月\n")
	for row, want := range map[int]float64{4: 32500, 5: 8400} {
		q := quoteAtRow(t, res, row)
		if !near(q.Price, want) || q.MinTerm == nil || q.MinTerm.Hours(0) != 8640 {
			t.Errorf("row %d: price %v term %v, want %v and 12 months", row, q.Price, q.MinTerm, want)
		}
	}
}

// An auction's opening bid is no offer beside its buy-it-now price; the
// buy-it-now price beside a unit column stating a rate is that rate, no
// lump sum over the term.
func TestAuctionBuyNowPrice(t *testing.T) {
	res := readText(t, "a.csv", "蓉创算力 租约竞价专场\n标的编号,GPU型号,单台卡数,台数,租期,计价单位,起拍价,一口价\nRC-01,A800 80G SXM,8,2,6个月,元/台/月,\"24,000\",\"30,500\"\nRC-04,RTX 3090 24G,10,5,6个月,元/台/月,\"5,000\",\n")
	if q := quoteAtRow(t, res, 3); !near(q.Price, 30500) || q.PriceUnit != UnitNodeMonth {
		t.Errorf("row 3: %v %s, want 30500 per machine-month", q.Price, q.PriceUnit)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 4 {
			t.Errorf("row 4 (a bid alone) stored at %v", q.Price)
		}
	}
}

// Words that hold a basis word but name none: 开机 (the machine running) in a
// note says how time is counted, never per machine; 签约3个月 is a contract's
// term, no "约 3"; a bracket of conditions (前3个月，须包季) states no unit.
func TestWordsThatNameNoUnit(t *testing.T) {
	if h := parseHint("按实际开机时长结算"); h.basis != "" {
		t.Errorf("按实际开机时长结算: basis %q", h.basis)
	}
	if equivIn(norm("迁移专享价 签约3个月")) || !equivIn(norm("约 3.2元/卡时")) {
		t.Error("签约3个月 read as an equivalent, or 约 3.2 not")
	}
	if !conditionBracket("前3个月，须包季") || conditionBracket("元/卡/时") || conditionBracket("月") {
		t.Error("conditionBracket misreads")
	}
	if h := priceHeaderHint("扶持价（前3个月，须包季）", ""); h.period != "" {
		t.Errorf("扶持价（前3个月，须包季）: period %q", h.period)
	}
}

// Rows that are no offer: a comparison's baseline (基线, the contract in
// force) and its summary rows (最低 over =MIN); a sheet of the buyer's own
// machines as they stand (现状) beside the offer's sheet.
func TestBaselineAndSummaryRows(t *testing.T) {
	res := readText(t, "c.csv", "替代方案比价\n方案,供应商,GPU,卡/台,报价数值,单位\n基线,铜峡云（现合同）,A800 80G SXM,8,36000,元/台/月\nA1,锦岭算力,A800 80G SXM,8,34560,元/台/月\n最低,,,,34560,\n")
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 4 {
		rows := []int{}
		for _, q := range res.Quotes {
			rows = append(rows, q.SourceRow)
		}
		t.Errorf("quotes at rows %v, want row 4 alone", rows)
	}
	if !yardstickRow("基线") || yardstickRow("基础版") {
		t.Error("yardstickRow: 基线 / 基础版")
	}
}

// A vendor named by a code (an enquiry's number) names nobody; a sender's
// registered name keeps its city's brackets; an attachment's file name is
// read as a file's name.
func TestVendorNamesNotCodes(t *testing.T) {
	if v := vendorFromTitle("主题: 回复：SXCX-DC-XJ-2028-003 算力租赁询价"); v == "SXCX-DC-XJ" {
		t.Errorf("the enquiry's number read as the vendor")
	}
	if v := vendorFromTitle("报价方：西岭云科技（成都）有限公司  解决方案部 何嘉  139-8172-0463"); v != "西岭云科技（成都）有限公司" {
		t.Errorf("labelled registered name: %q", v)
	}
	if v := vendorFromTitle("附件: 青衣江数据港_营业执照.pdf; 机房等保三级证明.pdf"); strings.Contains(v, ".pdf") {
		t.Errorf("attachment line: %q", v)
	}
}
