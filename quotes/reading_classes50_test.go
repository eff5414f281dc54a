package quotes

import (
	"slices"
	"testing"

	"computecheck/msg"
)

// The classes stop 50's unseen sets (129-132) showed, each a general
// reading with its words as data rows.

// keyIn: one of the messages has the key.
func keyIn(ms []msg.Msg, key string) bool {
	return slices.ContainsFunc(ms, func(m msg.Msg) bool { return m.Key == key })
}

// A spec column described (规格说明) is the machine's spec; a word of one
// card standing in it ("L20 48GB 单卡", "T4 单卡") gives one card a machine
// where nothing else counts them; a spec column naming no GPU leaves the
// GPU to the column of names (产品名称).
func TestSpecSingleCardAndSpecWithoutGPU(t *testing.T) {
	res := readText(t, "c.csv", "蓉城智算 目录价\n资源编号,资源类型,规格说明,计费模式,目录价,计价单位\nR1,英伟达L20,L20 48GB 单卡,包月,\"1,800\",元/卡/月\nR2,英伟达A800,8×A800 80GB SXM，NVLink,包月,\"30,960\",元/台/月\n")
	if q := quoteAtRow(t, res, 3); q.GPUsPerNode == nil || *q.GPUsPerNode != 1 {
		t.Errorf("row 3 (单卡): gpn %v, want 1", q.GPUsPerNode)
	}
	if q := quoteAtRow(t, res, 4); q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
		t.Errorf("row 4: gpn %v, want 8 from the spec", q.GPUsPerNode)
	}
	for text, want := range map[string]bool{"L20 48GB 单卡": true, "T4 单卡": true, "单卡 昇腾910B 64GB（容器）": true, "RTX4090 单卡24G": true,
		"8卡/台，单卡80G": false, "单卡价": false, "8×A800 单卡": false} {
		if got := specSingleCard(text); got != want {
			t.Errorf("specSingleCard(%q) = %v, want %v", text, got, want)
		}
	}
	res = readText(t, "s.csv", "天府数港 资源及服务报价\n序号,产品类别,产品名称,规格说明,计费单位,单价(元)\n1,机柜,标准机柜42U,10A/220V,元/个/月,4500\n2,GPU算力租赁,RTX 4090,8卡/台,元/卡/时,1.95\n3,GPU算力租赁,L20 48G,8卡/台,元/卡/时,3.10\n4,GPU算力租赁,A800 80G SXM,8卡/台，NVLink,元/台/月,\"42,000\"\n")
	if q := quoteAtRow(t, res, 4); q.GPU != "RTX4090-24G" || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
		t.Errorf("row 4: %s gpn %v, want the GPU from 产品名称 and 8 from 规格说明", q.GPU, q.GPUsPerNode)
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

// Of a plan column (计费方式) and a unit column (单位), each mostly what it
// says beside one service's row ("按项目", "元/项"), the plans are the plan
// and the units the unit: 元/节点/月 is per machine.
func TestPlanBesideUnitMostly(t *testing.T) {
	res := readText(t, "n.csv", "蓉北智算中心 价格公示\n序号,加速卡,单节点卡数,计费方式,刊例价,单位\n1,昇腾910B（64GB）,8,包月,\"26,880\",元/节点/月\n2,昇腾910B（64GB）,8,按需,5.20,元/卡/时\n3,NVIDIA H20（96GB）,8,包月,\"25,920\",元/节点/月\n4,微调服务包,,按项目,\"128,000\",元/项\n5,NVIDIA L20,8,按需,2.10,元/卡/时\n")
	q := quoteAtRow(t, res, 3)
	if v, _, _ := PerGPUHour(q, 0); !near(v, 26880.0/720/8) {
		t.Errorf("row 3: %v per GPU-hour, want %v (元/节点/月 per machine)", v, 26880.0/720/8)
	}
}

// A bundle's price (绿电套餐价) beside a rate of its size row by row is a
// rate, no prepaid pack; figures of energy and carbon (kWh, kgCO2e) are no
// prices.
func TestBundleBesideRateAndMeasures(t *testing.T) {
	res := readText(t, "g.csv", "青衣江数智 绿电报价\n卡型,单台卡数,常规电价格(元/卡·时),绿电套餐价(元/卡·时),单卡时耗电(kWh),排放(kgCO2e/卡时)\nH800 SXM5 80G,8,9.60,9.90,1.45,0.78\nA800 SXM4 80G,8,5.70,5.90,0.98,0.53\nH20 96G,8,4.30,4.50,0.96,0.52\n")
	if len(res.Quotes) != 6 || len(res.Problems) != 0 {
		t.Fatalf("%d quotes, want 6 (two rates a row); problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PackPrice != nil || q.Price < 4 {
			t.Errorf("row %d: price %v pack %v: a bundle rate and no energy figure", q.SourceRow, q.Price, q.PackPrice)
		}
	}
	if !measuredFigureHeader("单卡时耗电(kWh)") || !measuredFigureHeader("位置法排放(kgCO2e/卡时)") || measuredFigureHeader("绿电附加(元/卡·时)") {
		t.Error("energy and carbon headers")
	}
}

// A base price (基础单价, 基准价) or a part added onto one (保电附加) that
// another price column's formulas take row by row is no offer: the worked
// out price (综合单价, 执行价) is; two offers side by side with no such word
// (常规 | 绿电 = 常规 + 附加) both stay.
func TestFormulaBaseAndAddend(t *testing.T) {
	sumBook := func(title, base, added, sum string) *FileResult {
		return formulaBook(t, formulaRow(1, title), formulaRow(3, "资源", "卡数/台", base, added, sum),
			formulaRow(4, "H800 SXM5 80GB", 8, 10.2, 2.2, [2]string{"C4+D4", "12.4"}),
			formulaRow(5, "A800 SXM4 80GB", 8, 5.9, 1.6, [2]string{"C5+D5", "7.5"}))
	}
	res := sumBook("蜀能智算 保电价格表", "基础单价(元/卡·时)", "保电附加(元/卡·时)", "综合单价(元/卡·时)")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2 (综合单价 only); problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if want := map[int]float64{4: 12.4, 5: 7.5}[q.SourceRow]; !near(q.Price, want) {
			t.Errorf("row %d: %v, want %v", q.SourceRow, q.Price, want)
		}
	}
	if c := column(res, "C"); c.Field == fPrice || !keyIn(c.Evidence, "import.ev.formula_base") {
		t.Errorf("基础单价: %+v, want held out as the base", c)
	}
	if c := column(res, "D"); c.Field == fPrice || !keyIn(c.Evidence, "import.ev.formula_addend") {
		t.Errorf("保电附加: %+v, want held out as a part added", c)
	}
	res = sumBook("青衣江数智 绿电报价", "常规电价格(元/卡·时)", "绿电附加(元/卡·时)", "绿电套餐价(元/卡·时)")
	if len(res.Quotes) != 4 {
		t.Errorf("%d quotes, want 4 (常规 and 绿电 of 2 rows); problems %v", len(res.Quotes), res.Problems)
	}
}

// A catalogue export whose every SKU starts later than today, the file
// stating no date, prices each offer from then (warned), and names its seller
// only before each product ("探云 H800 8卡裸金属"); an OFF_SALE status is no
// offer; a row naming its own GPU takes no description from the row above.
func TestScheduledExportBrandAndOffSale(t *testing.T) {
	was := windowDay
	windowDay = func() string { return "2026-12-07" }
	defer func() { windowDay = was }()
	res := readText(t, "09_tancloud_partner_export.csv", "sku_id,产品名称,gpu_model,gpu_count,billing_cycle,unit_price,currency,region,status,effective_from,描述\n"+
		"H8-H,探云 H800 8卡裸金属,NVIDIA H800 SXM5 80GB,8,POSTPAID_BY_HOUR,79.2000,CNY,cn-chengdu-1,ON_SALE,2028-02-01,8×H800 SXM5 / NVLink / RDMA 3.2Tbps\n"+
		"H8-M,探云 H800 8卡裸金属,NVIDIA H800 SXM5 80GB,8,PREPAID_MONTH,49680.0000,CNY,cn-chengdu-1,ON_SALE,2028-02-01,8×H800 SXM5 / NVLink / RDMA 3.2Tbps\n"+
		"L4-H,探云 L40S 单卡,NVIDIA L40S,1,POSTPAID_BY_HOUR,3.0500,CNY,cn-chongqing-1,ON_SALE,2028-02-01,\n"+
		"L4-M,探云 L40S 单卡,NVIDIA L40S,1,PREPAID_MONTH,1850.0000,CNY,cn-chongqing-1,ON_SALE,2028-02-01,\n"+
		"V1-M,探云 V100 8卡（旧款）,Tesla V100-SXM2-32GB,8,PREPAID_MONTH,12960.0000,CNY,cn-chengdu-1,OFF_SALE,2027-06-30,已下线\n")
	for _, row := range []int{4, 5} { // the L40S rows, one card an instance (the H800's per instance or per card is the market's to say)
		if q := quoteAtRow(t, res, row); q.Vendor != "探云" || !hasWarningKey(q, "import.warn.window_scheduled_sole_today") {
			t.Errorf("row %d: vendor %q, warnings %v", row, q.Vendor, q.Warnings)
		}
	}
	if p := problemAt(res, 6); p == nil || p.Reason.Key != "import.err.not_on_offer" {
		t.Errorf("row 6 (OFF_SALE): %+v", p)
	}
	if brandWord("英伟达") || !brandWord("探云") || brandWord("单卡") {
		t.Error("brandWord")
	}
}

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

// A letter's "自2027年9月1日起调整" dates its adjusted prices; the price as
// the vendor wrote it (报价原文) is the offer where the columns beside it only
// restate it (折合每卡时, 合计).
func TestAdjustmentDateAndPriceAsWritten(t *testing.T) {
	if d := effectiveDate([]string{"关于自2027年9月1日起调整GPU云服务器价格的函"}); d != "2027-09-01" {
		t.Errorf("effectiveDate = %q", d)
	}
	res := readText(t, "a.csv", "应急采购比价\n供应商,配置,单机卡数,报价原文,折合每卡每小时（元）,4台×30天合计（元）\n西云数智,8×H800 SXM5,8,7.2万/台/月,12.5,288000\n陇原智算,8×H800 SXM5,8,\"60,000元/台/月\",10.42,240076.8\n天府星算,8×H800 SXM5,8,9.90元/卡/时,9.9,228096\n")
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, want 3 (报价原文); problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		v, _, _ := PerGPUHour(q, 0)
		if want := map[int]float64{3: 72000.0 / 720 / 8, 4: 60000.0 / 720 / 8, 5: 9.9}[q.SourceRow]; !near(v, want) {
			t.Errorf("row %d: %v per GPU-hour, want %v", q.SourceRow, v, want)
		}
	}
}

// A stock status saying sold out (限电售罄) refuses its row though one of its
// price columns is "-"; a buyer's comparison price (含碳价比较价) is no offer;
// a seller's name "via" a channel (贵安黔算（经算力驿站）) is the seller's; a
// vendor cell withholding the name (供应方要求不披露) names nobody.
func TestStockStatusComparisonAndChannelNames(t *testing.T) {
	res := readText(t, "p.csv", "熊猫智云 价格导出\n地域,实例规格,GPU,GPU数量,库存状态,按量价格(元/小时),抢占式价格(元/小时)\n成都一区,gn8.h800.8x,NVIDIA H800 SXM5 80GB,8,限电售罄,92.80,-\n成都二区,gn7i.l20.4x,NVIDIA L20 48GB,4,少量,11.20,4.40\n")
	if p := problemAt(res, 3); p == nil || p.Reason.Key != "import.err.not_on_offer" {
		t.Errorf("row 3: %+v", p)
	}
	if name, tag, kind := partyTag("贵安黔算（经算力驿站）"); name != "贵安黔算" || tag == "" || kind != "channel" {
		t.Errorf("partyTag = %q %q %q", name, tag, kind)
	}
	if anonymousVendor("（供应方要求成交前不披露）") == "" {
		t.Error("不披露 names a vendor")
	}
	res = readText(t, "s.csv", "绿色采购短名单\n供应商,卡型,卡/台,报价,计价,含碳价比较价 Carbon-adjusted 元/卡时\n青衣江数智,H800 SXM5,8,9.9,元/卡·时,9.9\n天府云枢,H800 SXM,8,9.75,元/卡·时,10.158\n")
	if len(res.Quotes) != 2 {
		t.Errorf("%d quotes, want 2 (报价 only); problems %v", len(res.Quotes), res.Problems)
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
