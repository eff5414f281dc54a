package quotes

// Column roles read by their values and formulas (stop 50, sets 129-132): a spec column, a plan beside a
// unit column, a bundle beside a rate, energy and carbon figures, a base and what is added onto it, the price as
// written.

import (
	"slices"
	"strings"
	"testing"

	"computecheck/msg"
)

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

// A takeover list's columns: the tenant passing on its contract (出让方) is
// the seller over the channel it came through (渠道, a weaker word); the
// remaining term (剩余整月) is the minimum; a new contract's term over its
// price (新签6个月) is a term tier; a market reference for a new contract
// (市场新签参考) is no offer; a status "已锁定（意向金已付）" refuses the row; a
// job's time limit ("168小时") is no price column.
func TestTakeoverListColumns(t *testing.T) {
	res := readText(t, "takeover.csv", strings.Join([]string{
		"转租/承接资源比价（内部）",
		"单位均为元/卡·月",
		"渠道,出让方,GPU,单台卡数,剩余整月,承接单价,新签6个月,市场新签参考(元/卡·时),状态,单作业最长时限",
		"朋友介绍,弈天游戏,H800,8,5,6300,6600,9.6,可承接,168小时",
		"微信群,玄鸟机器人,H20 96G,8,7,3050,3200,4.9,可承接,72小时",
		"经纪,蓉算通,A800 80G SXM,8,3,3850,4000,6.1,已锁定（意向金已付）,168小时",
	}, "\n"))
	byRow := map[int][]Quote{}
	for _, q := range res.Quotes {
		byRow[q.SourceRow] = append(byRow[q.SourceRow], q)
	}
	if len(byRow[4]) != 2 || len(byRow[5]) != 2 || len(byRow[6]) != 0 {
		t.Fatalf("quotes by row %v, problems %v", byRow, res.Problems)
	}
	for _, r := range []int{4, 5} {
		take, fresh := Normalize(byRow[r][0], Options{}), Normalize(byRow[r][1], Options{})
		if take.Vendor == "朋友介绍" || take.Vendor == "微信群" || take.Vendor == "" {
			t.Errorf("row %d: vendor %q is the channel", r, take.Vendor)
		}
		if take.MinHours == nil || *take.MinHours != map[int]float64{4: 3600, 5: 5040}[r] {
			t.Errorf("row %d: takeover min hours %v", r, deref(take.MinHours))
		}
		if r == 4 && (fresh.MinHours == nil || *fresh.MinHours != 4320) {
			t.Errorf("row %d: 新签6个月 min hours %v", r, deref(fresh.MinHours))
		}
		for _, q := range []Quote{take, fresh} {
			if p := q.PricePerGPUHour; p == nil || *p > map[int]float64{4: 9.5, 5: 4.6}[r] {
				t.Errorf("row %d: price %v from the reference or the time limit", r, deref(p))
			}
		}
	}
	found := false
	for _, p := range res.Problems {
		found = found || p.Row == 6
	}
	if !found {
		t.Errorf("the locked row is not refused: %v", res.Problems)
	}
}

// A resale market's export: the sellers are masked accounts (用户***3f9a)
// and a broker's sources are named by their kind only (某直播公司): no seller's
// name, so the vendor is the file's own (its title); a listing's price
// beside a new purchase's (相对新购价 7.4折) is a comparison, no discount.
func TestMaskedPartiesNoVendor(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"market.csv", "岷山云控制台导出：包年包月实例转让市场\n挂单ID,GPU,GPU数量,月租金(元/实例·月),相对新购价,卖家\nTM-1,NVIDIA H800 80GB,8,48000,7.4折,用户***3f9a\nTM-2,NVIDIA L20 48GB,4,9800,7.6折,企业***智能\n"},
		{"broker.csv", "蓉算通 · 二手算力/转租资源周报\n编号,来源,GPU,每台卡数,转租报价\nRS-1,某AIGC公司（天府软件园）,H800 SXM5,8,4.75w/台/月\nRS-2,某直播公司,L20 48G,8,1.7元/卡时\n"},
	} {
		res := readText(t, c.name, c.text)
		if len(res.Quotes) != 2 {
			t.Fatalf("%s: %d quotes, problems %v", c.name, len(res.Quotes), res.Problems)
		}
		for _, q := range res.Quotes {
			if strings.Contains(q.Vendor, "***") || strings.HasPrefix(q.Vendor, "某") || q.Vendor == "" {
				t.Errorf("%s row %d: vendor %q", c.name, q.SourceRow, q.Vendor)
			}
		}
	}
}
