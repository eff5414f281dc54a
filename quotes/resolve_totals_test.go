package quotes

import (
	"math"
	"testing"
)

// A project's total per option is read per card-hour: total over (GPUs per
// machine × machines × term hours), the term kept as the minimum, the total
// as the price text; zh and en, each total header word.
func TestProjectTotalsPerCardHour(t *testing.T) {
	for _, h := range []string{"项目总价（元）", "合同总价(元)", "报价总额", // LC0501, LC0502
		"Total quoted price", "Contract value"} { // LC0503, LC0504
		res := readCSV(t, "total.csv",
			"锦江智算 项目算力方案报价",
			"方案,GPU型号,每台卡数,台数,租期,"+h,
			"方案A,H800 SXM 80G,8,8,3个月,\"1,658,880\"",
			"方案B,A800 SXM 80G,8,8,3个月,\"967,680\"")
		if len(res.Quotes) != 2 || len(res.Problems) != 0 {
			t.Errorf("%s: quotes %v problems %v", h, res.Quotes, res.Problems)
			continue
		}
		q := res.Quotes[0]
		if !within(perGPUHour(t, q), 12) || q.PriceText != "1,658,880" || q.MinTerm == nil || q.MinTerm.Hours(720) != 2160 {
			t.Errorf("%s: %v per GPU-hour, text %q, term %v: want 12 over 64 cards × 2160 h, the total as written, 3 months", h, perGPUHour(t, q), q.PriceText, q.MinTerm)
		}
	}
	res := readCSV(t, "total_en.csv",
		"Acme Cloud - project quotation",
		"Option,GPU,GPUs per node,Nodes,Term,Contract value (USD)",
		"A,H100 SXM 80GB,8,4,6 months,\"276,480\"",
		"B,A100 SXM 80GB,8,4,6 months,\"138,240\"")
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 2) || res.Quotes[0].Currency != "USD" {
		t.Errorf("quotes %v problems %v: want 2 USD per GPU-hour (276480 / (32 × 4320))", res.Quotes, res.Problems)
	}
	res = readCSV(t, "total_wan.csv",
		"锦江智算",
		"方案,GPU型号,每台卡数,台数,租期,项目总价（万元）",
		"方案A,A800 SXM 80G,8,2,1个月,9.6",
		"方案B,H800 SXM 80G,8,2,1个月,16.8")
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 96000.0/(16*720)) {
		t.Errorf("quotes %v problems %v: want 96000 / (16 × 720)", res.Quotes, res.Problems)
	}
}

// A term column whose header states the unit (合同期（月）, CQ0101-CQ0104)
// gives a bare number its months, so a contract's total splits over them;
// a bare term whose unit nothing states leaves the split open.
func TestProjectTotalTermUnitInHeader(t *testing.T) {
	for _, h := range []string{"合同期（月）", "合同周期(月)", "租赁期（月）", "租赁期限（月）"} {
		res := readCSV(t, "term_header.csv",
			"蓉算科技 GPU集群包干合同报价",
			"方案,GPU型号,台数,每台卡数,"+h+",合同总价（元，含税）",
			"方案一,H800 SXM5 80G,16,8,12,\"12,718,080\"")
		if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), 11.5) || res.Quotes[0].MinTerm == nil || res.Quotes[0].MinTerm.Hours(720) != 8640 {
			t.Errorf("%s: quotes %v problems %v: want 12,718,080 / (128 cards × 12 × 720 h) = 11.5, a 12-month term", h, res.Quotes, res.Problems)
		}
	}
	res := readCSV(t, "term_bare.csv",
		"蓉算科技 GPU集群包干合同报价",
		"方案,GPU型号,台数,每台卡数,合同期,合同总价（元，含税）",
		"方案一,H800 SXM5 80G,16,8,12,\"12,718,080\"")
	if len(res.Quotes) != 0 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.total_unsplit" {
		t.Errorf("quotes %v problems %v: want refused at the total, the term's unit unstated", res.Quotes, res.Problems)
	}
}

// A row of totals each over the term its own header names ("租期总价（元/台）"
// over 7天 | 15天 | 30天, stop 52): each tier is one machine's total over its
// term, divided over its cards and the term's hours, the term the minimum.
func TestTermTierTotals(t *testing.T) {
	res := readCSV(t, "tiers.csv",
		"某某智算 短期算力租赁报价明细",
		"GPU型号,卡数/台,可供台数,租期总价（元/台） 7天,租期总价（元/台） 15天,租期总价（元/台） 30天",
		"H800 SXM5 80GB,8,4,\"10,080\",\"19,800\",\"36,000\"")
	// a month's total (30天) is the month's price: no minimum beyond it
	want := []struct{ rate, hours float64 }{{10080.0 / (8 * 168), 168}, {19800.0 / (8 * 360), 360}, {36000.0 / (8 * 720), 0}}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for k, w := range want {
		q := res.Quotes[k]
		if !within(perGPUHour(t, q), w.rate) || w.hours > 0 && (q.MinTerm == nil || q.MinTerm.Hours(720) != w.hours) {
			t.Errorf("tier %d: %v per card-hour, term %v; want %v over %v h (%v)", k, perGPUHour(t, q), q.MinTerm, w.rate, w.hours, RenderAll(q.Warnings, "en"))
		}
	}
}

// A total is refused at its cell when the row leaves its split open, or
// when the rate the row states beside it disagrees.
func TestProjectTotalsRefused(t *testing.T) {
	res := readCSV(t, "open.csv",
		"锦江智算",
		"方案,GPU型号,每台卡数,台数,租期,项目总价（元）",
		"方案A,H800 SXM 80G,8,,3个月,\"1,658,880\"",
		"方案B,A800 SXM 80G,8,8,3个月,\"967,680\"")
	if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.total_unsplit" || res.Problems[0].Column != "项目总价（元）" {
		t.Errorf("quotes %v problems %v: want refused at the total, the machines open", res.Quotes, res.Problems)
	}
	res = readCSV(t, "disagree.csv",
		"锦江智算",
		"方案,GPU型号,每台卡数,台数,租期,项目总价（元）,折合单价",
		"方案F,L40S 48G,8,2,3个月,\"181,440\",4.2元/卡时",
		"方案A,H800 SXM 80G,8,8,3个月,\"1,658,880\",12元/卡时")
	if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Row != 3 {
		t.Errorf("quotes %v problems %v: want row 3 refused (5.25 worked out, 4.2 stated), row 4 read", res.Quotes, res.Problems)
	}
}

// A price for a whole group of machines (a cluster, a rack, a scalable
// unit; words/totals.tsv group_price) is split over the group's machines,
// then over each machine's cards; the cell stays as written and a warning
// says how it was split. A group of unstated size is refused at its cell.
func TestGroupPricesSplitOverTheGroup(t *testing.T) {
	for _, c := range []struct{ header, unitLine, unitCol string }{
		{"集群月租（万元/月）", "", ""},              // PO0101
		{"整柜月租（万元/月）", "", ""},              // PO0102
		{"月付（万元/每柜/月）", "", ""},             // PO0103
		{"月租（万元）", "单位：万元/柜/月", ""},         // PO0104, the unit line above the table
		{"月付（万元，每SU每月）", "", ""},            // PO0106
		{"Monthly rack price (万元)", "", ""}, // PO0111
		{"月租", "", "万元/集群/月"},               // the row's unit cell
	} {
		lines := []string{"锦江智算 整组租赁报价"}
		if c.unitLine != "" {
			lines = append(lines, c.unitLine)
		}
		head, row := "规格,GPU型号,单机卡数,节点数,"+c.header, "64卡,H800 SXM5 80G,8,8,46.08"
		if c.unitCol != "" {
			head, row = head+",单位", row+","+c.unitCol
		}
		res := readCSV(t, "group.csv", append(lines, head, row)...)
		if len(res.Quotes) != 1 {
			t.Errorf("%v: quotes %v problems %v", c, res.Quotes, res.Problems)
			continue
		}
		q := res.Quotes[0]
		if !within(perGPUHour(t, q), 10) || q.PriceText != "46.08" || q.Nodes == nil || *q.Nodes != 8 || !hasWarningKey(q, "import.warn.group_split") {
			t.Errorf("%v: %v per GPU-hour, text %q, nodes %v, warnings %v: want 460800 / 64 cards / 720 h = 10, the cell as written, 8 machines, warned",
				c, perGPUHour(t, q), q.PriceText, q.Nodes, q.Warnings)
		}
	}
	// the total cards beside the cards per machine size the group; a cards
	// column over one machine's range that splits evenly is the group's cards
	res := readCSV(t, "group_total.csv",
		"锦江智算",
		"规格,GPU型号,单机卡数,总卡数,集群月租（万元/月）",
		"128卡,H800 SXM5 80G,8,128,92.16")
	if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), 10) {
		t.Errorf("quotes %v problems %v: want 921600 / 128 / 720 = 10", res.Quotes, res.Problems)
	}
	res = readCSV(t, "su.csv",
		"锦江智算",
		"单元,GPU型号,台数,卡数,月付（万元/每SU每月）",
		"SU-H800,H800 SXM5 80G,32,256,184.32")
	if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), 10) || res.Quotes[0].GPUsPerNode == nil || *res.Quotes[0].GPUsPerNode != 8 {
		t.Errorf("quotes %v problems %v: want 1843200 / 256 / 720 = 10, 8 cards a machine", res.Quotes, res.Problems)
	}
	res = readCSV(t, "unsized.csv",
		"锦江智算",
		"规格,GPU型号,单机卡数,集群月租（万元/月）",
		"大集群,H800 SXM5 80G,8,46.08")
	if len(res.Quotes) != 0 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.group_unsized" || res.Problems[0].Column != "集群月租（万元/月）" {
		t.Errorf("quotes %v problems %v: want refused at the cluster price, its size unstated", res.Quotes, res.Problems)
	}
	// a price that names its own basis is no group's
	res = readCSV(t, "percard.csv",
		"锦江智算",
		"规格,GPU型号,单机卡数,节点数,集群单价（元/卡/时）",
		"64卡,H800 SXM5 80G,8,8,10")
	if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), 10) || hasWarningKey(res.Quotes[0], "import.warn.group_split") {
		t.Errorf("quotes %v problems %v: want 10 per card-hour as written", res.Quotes, res.Problems)
	}
}

// A group price is a basis of its own (basis.group): the amount is read as
// the vendor wrote it, so every message quotes the vendor's figure (the
// scale's “62.2”, not a worked-out 3.8875), the cell under each price
// header stays the vendor's, and the split says what a machine pays.
func TestGroupPriceIsABasis(t *testing.T) {
	res := readCSV(t, "group_basis.csv",
		"锦江智算",
		"规格,GPU型号,单机卡数,节点数,月付（万元/每SU每月）,年付（万元/每SU每年）",
		"128卡,A800 SXM4 80G,8,16,62.2,700.8")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %v problems %v: want the monthly and yearly prices read", res.Quotes, res.Problems)
	}
	for _, c := range []struct {
		text, header, scaled, machine string
	}{{"62.2", "月付（万元/每SU每月）", "622000", "38875"}, {"700.8", "年付（万元/每SU每年）", "7008000", "438000"}} {
		var q *Quote
		for i := range res.Quotes {
			if res.Quotes[i].PriceText == c.text {
				q = &res.Quotes[i]
			}
		}
		if q == nil {
			t.Errorf("%s: no quote quotes the cell as written: %v", c.text, res.Quotes)
			continue
		}
		var scale, split []any
		for _, w := range q.Warnings {
			switch w.Key {
			case "import.warn.scale_from_header":
				scale = w.Args
			case "import.warn.group_split":
				split = w.Args
			}
		}
		if len(scale) != 3 || scale[0] != c.text || scale[2] != c.scaled {
			t.Errorf("%s: scale warning %v: want the vendor's figure read as %s", c.text, scale, c.scaled)
		}
		if len(split) != 5 || split[1] != c.text || split[3] != 16 || split[4] != c.machine {
			t.Errorf("%s: split warning %v: want the vendor's figure over 16 machines, %s a machine", c.text, split, c.machine)
		}
		if q.Raw[c.header] != c.text {
			t.Errorf("%s: raw %q under %s: want the cell as written", c.text, q.Raw[c.header], c.header)
		}
		if e, ok := chosenOf(q.Evidence, "basis"); !ok || e.Rule != "basis.group" || e.Value != "group" {
			t.Errorf("%s: basis evidence %+v: want basis.group chosen", c.text, e)
		}
		if want := 622000.0 / (128 * 720); c.text == "62.2" && !within(perGPUHour(t, *q), want) {
			t.Errorf("%s: %v per GPU-hour, want %v", c.text, perGPUHour(t, *q), want)
		}
	}
}

// A price per unit ("元/单元/月", words/totals.tsv group_price VALUE unit)
// where the row states no machines but the cards one unit holds (a spec
// "4 × L20", a GPU cell "L20×4", a cards-per-machine column) is one machine of those
// cards; a unit of unstated cards is still refused, and a unit row with a
// machine count is split over its machines as before.
func TestUnitPriceIsOneMachineOfItsCards(t *testing.T) {
	for _, c := range []struct{ head, row string }{
		{"供应商,型号,每单元配置,月付（元/单元/月）", "锦城推理,PU-L20,4 × L20 48G,5760"},
		{"供应商,GPU型号,月付（元/每单元/月）", "锦城推理,L20 48G×4,5760"},
		{"供应商,GPU型号,单机卡数,月付（元/单元/月）", "锦城推理,L20 48G,4,5760"},
	} {
		res := readCSV(t, "unit.csv", c.head, c.row)
		if len(res.Quotes) != 1 {
			t.Errorf("%v: quotes %v problems %v", c, res.Quotes, res.Problems)
			continue
		}
		q := res.Quotes[0]
		if !within(perGPUHour(t, q), 2) || q.GPUsPerNode == nil || *q.GPUsPerNode != 4 || !hasWarningKey(q, "import.warn.unit_cards") {
			t.Errorf("%v: %v a GPU-hour, %v cards, warnings %v: want 5760 / 720 / 4 = 2, warned", c, perGPUHour(t, q), q.GPUsPerNode, q.Warnings)
		}
	}
	res := readCSV(t, "unsized_unit.csv", "供应商,GPU型号,月付（元/单元/月）", "锦城推理,L20 48G,5760")
	if len(res.Quotes) != 0 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.group_unsized" {
		t.Errorf("quotes %v problems %v: want the unit of unstated cards refused", res.Quotes, res.Problems)
	}
}

// A transfer price for a prepaid instance's remaining days (转让价格(元) |
// 剩余时长 143天) is that listing's total: over the instance's cards and the
// days' hours, the days its minimum term; the listing counts one instance.
func TestListingTotalOverRemainingDays(t *testing.T) {
	res := readText(t, "transfer.csv", "岷山云 实例转让市场\nGPU,GPU数量,剩余时长,转让价格(元)\nNVIDIA H800 80GB,8,143天,216900.00\nNVIDIA L20 48GB,4,200天,40300.00\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []struct{ price, hours float64 }{{216900.0 / (143 * 24) / 8, 143 * 24}, {40300.0 / (200 * 24) / 4, 200 * 24}} {
		q := Normalize(res.Quotes[i], Options{})
		if q.PricePerGPUHour == nil || math.Abs(*q.PricePerGPUHour-want.price) > 1e-3 || q.MinHours == nil || *q.MinHours != want.hours {
			t.Errorf("row %d: price %v min hours %v, want %.4f %v", q.SourceRow, deref(q.PricePerGPUHour), deref(q.MinHours), want.price, want.hours)
		}
	}
}

// A container pod's monthly rent (单舱月租(万元)) over "8台×8卡 H20 96GB" is
// the pod's machines together: per card-hour over all its cards; a delivery
// lead time beside it (交付周期 6周) is no term and no plan.
func TestPodPriceOverItsMachines(t *testing.T) {
	res := readText(t, "pod.csv", "云岫方舱 移动算力舱租赁报价\n舱型,舱内配置,GPU总卡数,单舱月租(万元),租期,交付周期\nYX-20H 20尺标准舱,\"8台×8卡 H20 96GB，IB 400G 组网\",64,24.8,12个月起,6周\nYX-10R 10尺边缘舱,\"4台×8卡 RTX 4090 24GB\",32,4.9,6个月起,2周\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []struct{ price, hours float64 }{{248000.0 / 64 / 720, 8640}, {49000.0 / 32 / 720, 4320}} {
		q := Normalize(res.Quotes[i], Options{})
		if q.PricePerGPUHour == nil || math.Abs(*q.PricePerGPUHour-want.price) > 1e-3 || q.MinHours == nil || *q.MinHours != want.hours {
			t.Errorf("row %d: price %v min hours %v, want %.4f %v", q.SourceRow, deref(q.PricePerGPUHour), deref(q.MinHours), want.price, want.hours)
		}
	}
}
