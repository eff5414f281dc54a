package quotes

// Layout read by the locate stage (stop 50, sets 129-132): a form's filled line above a header, a group's
// unit over its sub-columns, units a line gives each plan, a chat export's time-only lines.

import (
	"testing"
)

// A form's filled line above the header (供应商名称： | a merged value |
// 填表人： | …) is no group over the columns; a 租用方式 cell naming the
// machine let whole ("整机8卡") gives its cards.
func TestFormLineAndRentModeCards(t *testing.T) {
	res := readBookRows(t, "rfq.xlsx", [][]any{
		{"询价应答表"},
		{"供应商名称：", "四川锦城算力科技有限公司", nil, nil, "填表人：", "何川"},
		{"GPU型号", "单机卡数", "台数", "租用方式", "单价", "计价单位"},
		{"RTX 4090", 8, 15, "整机8卡", 312, "元/台·天"},
		{"RTX 4090D", 8, 10, "整机8卡", 268, "元/台·天"},
	}, []string{"B2:D2"}, "")
	for _, row := range []int{4, 5} {
		q := quoteAtRow(t, res, row)
		if v, _, _ := PerGPUHour(q, 0); q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || !near(v, map[int]float64{4: 312.0 / 24 / 8, 5: 268.0 / 24 / 8}[row]) {
			t.Errorf("row %d: gpn %v, %v per GPU-hour", row, q.GPUsPerNode, v)
		}
	}
	if !formPairsRow([]string{"供应商名称：", "锦城", "", "", "填表人：", "何川"}) || formPairsRow([]string{"GPU型号", "单价："}) {
		t.Error("formPairsRow")
	}
}

// A group's unit without a period over a sub-column's own ("整机租金（元/台）"
// over "应急短租（元/台/周）", "锁价6个月（元/台/月）"): each sub-column its own
// period, a term its tier; a later bracket with the period is the hint.
func TestGroupUnitOverSubUnits(t *testing.T) {
	for h, want := range map[string]string{"整机租金（元/台） 应急短租（元/台/周）": "元/台/周", "单价(元/卡/时)(含税)": "元/卡/时", "【我司增加】包月单价（元/台/月）": "元/台/月"} {
		if got := headerHint(h); got != want {
			t.Errorf("headerHint(%q) = %q, want %q", h, got, want)
		}
	}
	res := readBookRows(t, "g.xlsx", [][]any{
		{"陇原智算 迁移方案报价"},
		{"GPU型号", "卡数/台", "整机租金（元/台）", nil, nil},
		{nil, nil, "应急短租（元/台/周）", "过渡包月（元/台/月）", "锁价6个月（元/台/月）"},
		{"H800 SXM5", 8, 16800, 60000, 55000},
		{"A800 SXM4", 8, 8400, 33000, 30500},
	}, []string{"A2:A3", "B2:B3", "C2:E2"}, "")
	if len(res.Quotes) != 6 {
		t.Fatalf("%d quotes, want 6; problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		locked := q.Price == 55000 || q.Price == 30500
		if has6 := q.MinTerm != nil && q.MinTerm.Hours(DefaultHoursPerMonth) == 4320; locked != has6 {
			t.Errorf("row %d %v %s: term %v", q.SourceRow, q.Price, q.PriceUnit, q.MinTerm)
		}
		if q.Price == 16800 && q.PriceUnit != UnitNodeWeek {
			t.Errorf("应急短租: unit %s, want per machine-week", q.PriceUnit)
		}
	}
}

// A line stating a unit for each plan in one clause gives each plan its own
// ("“按量”为元/实例/小时，“包月”为元/实例/月"), and a sentence naming a price
// column states that column's first term, no other column's.
func TestPlanUnitsPerClauseAndColumnTerm(t *testing.T) {
	pus := planUnits([]string{"过渡期价格按实例计：“按量”为元/实例/小时，“包月”为元/实例/月；均含6%增值税。"})
	got := map[string]string{}
	for _, pu := range pus {
		got[pu.plan.label] = pu.hint.period + "/" + pu.hint.basis
	}
	if got["按量"] != "hour/node" || got["包月"] != "month/node" {
		t.Errorf("plan units %v, want 按量 hour/node and 包月 month/node", got)
	}
	res := readText(t, "m.csv", "锦程云 迁移方案\n以下迁移专享价仅限受影响实例迁移使用，须包月并首次签约满3个月。\n目标规格,GPU,卡数,刊例价(元/小时),迁移专享价(元/月)\ngn8l,L20 48GB,1,3.60,\"1,850\"\n")
	for _, q := range res.Quotes {
		isMigration := q.PriceUnit == UnitGPUMonth || q.PriceUnit == UnitNodeMonth
		has3 := q.MinTerm != nil && q.MinTerm.Hours(DefaultHoursPerMonth) == 2160
		if isMigration != has3 {
			t.Errorf("%s %v: minimum term %v; only 迁移专享价 is bound for 3 months", q.PriceUnit, q.Price, q.MinTerm)
		}
	}
	if len(res.Quotes) != 2 {
		t.Errorf("%d quotes, want 2 (刊例价 and 迁移专享价); problems %v", len(res.Quotes), res.Problems)
	}
}

// A chat export whose lines carry their time alone under a day's rule
// ("20:09 黔岭云-阿杰：…") names each message's sender; a message that is an
// image ("[图片]") heads no line under it; a count pointing back ("那3台")
// is not the count offered.
func TestTimeOnlyChatAndReferenceCount(t *testing.T) {
	res := readText(t, "chat.txt", "微信群聊“西南算力资源对接群”的聊天记录\n—————  2027-08-12  —————\n20:03 蓉语-周敏：急需 H800/A800 8卡整机 4 台，有资源麻烦报个价\n20:06 西云数智-马工：[图片]\n"+
		"20:09 黔岭云-阿杰：贵阳这边 A800 80G 8卡 有6台，3.6万一台一个月\n20:11 蓉语-周敏：@黔岭云-阿杰 是SXM还是PCIe的？\n20:12 黔岭云-阿杰：SXM的\n"+
		"20:15 北纬算力-小何：乌兰察布 H800 两台空着，8.8元/卡时\n20:20 西云数智-马工：上面价格都不含专线\n20:31 蓉语-周敏：收到，谢谢各位老师\n")
	for _, q := range res.Quotes {
		if want := map[string]string{"A800-80G-SXM": "黔岭云", "H800-80G-SXM": "北纬算力"}[q.GPU]; q.Vendor != want {
			t.Errorf("%s: vendor %q, want %q", q.GPU, q.Vendor, want)
		}
	}
	if len(res.Quotes) != 2 {
		t.Errorf("%d quotes, want 2; problems %v", len(res.Quotes), res.Problems)
	}
	if n := machinesIn("h800那3台，如果您一次签2台年签"); n != "2台" {
		t.Errorf("machinesIn = %q, want 2台", n)
	}
}
