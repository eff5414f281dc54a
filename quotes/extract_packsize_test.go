package quotes

import (
	"math"
	"strings"
	"testing"
)

// A prepaid pack whose size stands in a spec column ("1,000卡时", "2万卡时")
// or in one cell with its price ("500卡时/包，¥1,050/包") is read, priced per
// GPU-hour as its price over its hours; a pack no cell sizes is refused at
// its price in plain words.
func TestPackSizeFromSpecColumn(t *testing.T) {
	res, err := Read("p.csv", []byte("星辰算力 预付费算力包价目表\n资源,包规格,包价,有效期\n"+
		"H100 SXM 80G,\"1,000卡时\",9800,90天\nH20 96G,2万卡时,¥8.6万,365天\n"+
		"RTX 4090,\"500卡时/包，¥1,050/包\",,30天\nL40S 48G,标准包,6000,60天\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][3]float64{3: {1000, 9800, 9.8}, 4: {20000, 86000, 4.3}, 5: {500, 1050, 2.1}}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d: %+v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range NormalizeAll(res.Quotes, Options{}) {
		w := want[q.SourceRow]
		if q.PackGPUHours == nil || *q.PackGPUHours != w[0] || q.PackPrice == nil || *q.PackPrice != w[1] ||
			q.PricePerGPUHour == nil || math.Abs(*q.PricePerGPUHour-w[2]) > 1e-9 {
			t.Errorf("row %d: hours %v price %v per GPU-hour %v, want %v", q.SourceRow, q.PackGPUHours, q.PackPrice, q.PricePerGPUHour, w)
		}
	}
	if len(res.Problems) != 1 {
		t.Fatalf("problems %+v", res.Problems)
	}
	p := res.Problems[0]
	if text := p.Reason.In("en"); p.Row != 6 || p.ColumnLetter != "C" || p.Reason.Key != "import.err.pack_no_size" ||
		!strings.Contains(text, "“6000”") || strings.Contains(text, "pack_gpu_hours") {
		t.Errorf("refusal %+v: %s", p, text)
	}
}

// A pack size with no pack price and no rate is refused at its size, in
// plain words.
func TestPackWithoutPrice(t *testing.T) {
	res, err := Read("n.csv", []byte("星辰算力 算力包\n资源,卡时数,包价\nH100 SXM 80G,1000,9800\nA100 80G PCIe,500,\n"))
	if err != nil || len(res.Quotes) != 1 || len(res.Problems) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	p := res.Problems[0]
	if text := p.Reason.In("en"); p.Row != 4 || p.ColumnLetter != "B" || p.Reason.Key != "import.err.pack_no_price" || strings.Contains(text, "pack_price") {
		t.Errorf("refusal %+v: %s", p, text)
	}
}

// A price cell of GPU-hours and an amount with no pack word of its own is a
// pack when the row's plan names one (产品类型 "算力包"); a rate beside it
// stays a rate.
func TestPackNamedByPlanCell(t *testing.T) {
	res, err := Read("m.csv", []byte("算力铺子 价格\n产品类型,GPU型号,单卡/整机,价格\n"+
		"算力包,H20 96G,8卡整机,\"含2,000卡时，¥9,600\"\n按量,L20 48G,单卡,3.4元/卡·时\n"))
	if err != nil || len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("%+v %v", res, err)
	}
	q := res.Quotes[0]
	if q.PackGPUHours == nil || *q.PackGPUHours != 2000 || q.PackPrice == nil || *q.PackPrice != 9600 || q.Price != 0 {
		t.Errorf("pack: hours %v price %v rate %v", q.PackGPUHours, q.PackPrice, q.Price)
	}
	if r := res.Quotes[1]; r.IsPack() || r.Price != 3.4 {
		t.Errorf("the rate beside it: %+v", r)
	}
}

// A price list of instances and packs whose 规格 column (another column took
// the offer) holds a machine's cards on instance rows ("8卡 NVLink") and a
// pack's GPU-hours on pack rows ("500卡时") is the spec column: the cards and
// link of the instances, the size of the packs; the digits of a model in the
// offer name ("H20 卡时包-500", "4090 卡时包-1000") are never GPU-hours.
func TestSpecColumnOfInstancesAndPacks(t *testing.T) {
	res := readCSV(t, "p.csv",
		"双桥云 价目",
		"类别,产品,GPU,规格,价格,计价单位",
		"按量,H20 单卡,H20 96GB,1卡,11.8,元/卡/小时",
		"按量,H20 八卡,H20 96GB,8卡 NVLink,90.4,元/实例/小时",
		"卡时包,H20 卡时包-500,H20 96GB,500卡时,5200,元/包",
		"卡时包,4090 卡时包-1000,RTX 4090 24GB,1000卡时,1980,元/包",
		"模型API,DeepSeek 推理,—,输入,2,元/百万tokens",
	)
	by := map[int]Quote{}
	for _, q := range res.Quotes {
		by[q.SourceRow] = q
	}
	if q := by[4]; !eqPtr(q.GPUsPerNode, 8) || q.IntraNode != IntraNVLink {
		t.Errorf("8卡 NVLink: gpn %v link %s", deref(q.GPUsPerNode), q.IntraNode)
	}
	for row, h := range map[int]float64{5: 500, 6: 1000} {
		if q := by[row]; q.PackGPUHours == nil || *q.PackGPUHours != h {
			t.Errorf("row %d: pack hours %v, want %v (problems %v)", row, q.PackGPUHours, h, res.Problems)
		}
	}
	for _, s := range []string{"H20 卡时包-500", "A100卡时包"} {
		if h, _, ok := packHours(s, false); ok {
			t.Errorf("%q: %v GPU-hours from a model's digits", s, h)
		}
	}
}

// A training project's package priced for its cards over its period
// (打包价 for 总卡数 × 项目周期) is sized cards × period hours, the period its
// minimum term; a package that also pays for engineers on site and says it
// is not split is refused at that cell (BN0101-BN0130); a package with no
// period stays refused as unsized.
func TestCardPeriodPack(t *testing.T) {
	res := readCSV(t, "proj.csv",
		"天府智算 大模型训练项目打包报价，金额单位：万元",
		"方案编号,GPU型号,单机卡数,台数,总卡数,项目周期,打包价（万元）,包含内容,备注",
		"TF-P1,H800 SXM 80G,8,8,64,3个月,188,含100TB并行存储、2Gbps带宽,",
		"TF-P6,A800 SXM 80G,8,2,16,2个月,28.8,含训练框架适配及算法工程师驻场（2人×2个月），不单独拆分,交钥匙方案",
		"TF-P7,RTX 4090 24G,8,10,80,,3.2,含10TB存储,",
		"TF-P5,H100 SXM 80G,8,4,32,3个月,面议,32卡×90天,")
	var got *Quote
	for i, q := range res.Quotes {
		if q.SourceRow == 3 {
			got = &res.Quotes[i]
		}
	}
	if got == nil || got.PackPrice == nil || *got.PackPrice != 1880000 || got.PackGPUHours == nil || *got.PackGPUHours != 64*2160 ||
		got.MinTerm == nil || got.MinTerm.Hours(DefaultHoursPerMonth) != 2160 || !hasKey(*got, "import.warn.pack_cards_by_period") {
		t.Fatalf("row 3: %+v, want a 1,880,000 pack of 138,240 GPU-hours, 3 months minimum, warned (problems %v)", got, res.Problems)
	}
	if v, ok, _ := perGPUHourOrPack(*got, DefaultHoursPerMonth); !ok || !within(v, 1880000.0/(64*2160)) {
		t.Errorf("row 3 per GPU-hour %v, want %v", v, 1880000.0/(64*2160))
	}
	why := map[int]string{}
	for _, p := range res.Problems {
		why[p.Row] = p.Reason.Key + " " + p.ColumnLetter
	}
	if why[4] != "import.err.bundle_unsplit H" {
		t.Errorf("row 4: %q, want bundle_unsplit at H (problems %v)", why[4], res.Problems)
	}
	if why[5] != "import.err.pack_no_size G" {
		t.Errorf("row 5 (no period): %q, want pack_no_size at G", why[5])
	}
	if why[6] != "import.err.negotiable G" {
		t.Errorf("row 6 (面议): %q, want negotiable at G", why[6])
	}
	if len(res.Quotes) != 1 {
		t.Errorf("%d quotes, want 1", len(res.Quotes))
	}
	// storage included and not split is a free quota, no refusal
	if reBundleService.MatchString(norm("含20TB存储，不单独拆分")) {
		t.Errorf("storage read as people's work")
	}
}
