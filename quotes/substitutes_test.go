package quotes

import (
	"slices"
	"testing"
)

// Substitutes and alternatives (stop 47, set119's class): offers naming
// more than one GPU, and who picks the card decides the reading.

func quoteGPUs(res *FileResult) []string {
	var out []string
	for _, q := range res.Quotes {
		out = append(out, q.GPU)
	}
	slices.Sort(out)
	return out
}

// NG0043-NG0076: an alternate-model column (可替代型号) is no second naming of
// the row's card: the buyer's choice (可选) is a quote of its own at the
// row's price, a random pool (随机分配) is refused at its cell, a fallback
// (缺货时替换) leaves the row's card, warned.
func TestAlternateModelColumn(t *testing.T) {
	res := readCSV(t, "alt.csv",
		"岷江云数据 GPU价目表",
		"型号,整机卡数,单价,单位,可替代型号",
		"L40S 48G,4,3.6,元/卡/时,L40（可选，同价）",
		"H800 SXM5 80G,8,\"56,000\",元/台/月,H100 SXM5（缺货时替换，价格不变）",
		"RTX 4090 24G,8,45,元/卡/天,4090D（随机分配）",
		"A800 SXM4 80G,8,\"34,000\",元/台/月,—",
	)
	if got, want := quoteGPUs(res), []string{"A800-80G-SXM", "H800-80G-SXM", "L40-48G", "L40S-48G"}; !slices.Equal(got, want) {
		t.Fatalf("GPUs %v, want %v; problems %+v", got, want, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPU == "L40-48G" && q.Price != 3.6 {
			t.Errorf("the buyer's choice L40 is at the row's price 3.6, got %v", q.Price)
		}
		if q.GPU == "H800-80G-SXM" && !hasWarningKey(q, "import.warn.gpu_alternate_fallback") {
			t.Errorf("the fallback H100 is not named on the H800 quote: %v", q.Warnings)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 5 || res.Problems[0].Column != "可替代型号" || res.Problems[0].Reason.Key != "import.err.gpu_alternate_pool" {
		t.Errorf("want the 4090 row refused at 可替代型号 as a random pool, got %+v", res.Problems)
	}
}

// NG0031-NG0042 (C-GPU-OFFERED): on an RFQ the seller filled in, the offered
// model (响应型号) is the offer's GPU, not the model the buyer asked for.
func TestOfferedModelOverRequested(t *testing.T) {
	res := readCSV(t, "rfq.csv",
		"某某无人机 GPU询价单（供应商填写）",
		"供应商名称：西岭云算（成都）有限公司",
		"需求型号,需求卡数,响应型号,响应单价,计价单位",
		"H800 SXM 80G,16,A800 SXM 80G,\"33,800\",元/台/月",
		"RTX 4090 24G,16,RTX 4090D 24G,\"1,250\",元/卡/月",
	)
	if got, want := quoteGPUs(res), []string{"A800-80G-SXM", "RTX4090D-24G"}; !slices.Equal(got, want) {
		t.Fatalf("GPUs %v, want the offered models %v; problems %+v", got, want, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "西岭云算(成都)有限公司" {
			t.Errorf("vendor %q, want the supplier the 供应商名称 line names, not the buyer's RFQ title", q.Vendor)
		}
	}
	// a requested column alone stays the GPU: the seller priced what was asked
	res = readCSV(t, "rfq2.csv",
		"供应商名称：西岭云算（成都）有限公司",
		"需求型号,报价,计价单位",
		"H100 SXM 80G,53000,元/台/月",
	)
	if got := quoteGPUs(res); !slices.Equal(got, []string{"H100-80G-SXM"}) {
		t.Errorf("GPUs %v, want the requested H100 priced as asked; problems %+v", got, res.Problems)
	}
}

// A GPU cell offering two cards: the buyer's choice (同价，我方任选; or 自选 in
// the row's note) is one quote per card; a pool of two memories (部分节点为
// V100 16G, 混布) is refused; "A100 80G/40G" names two cards and is refused.
func TestGPUCellChoiceAndPool(t *testing.T) {
	res := readCSV(t, "pool.csv",
		"青城智算 资源池价格",
		"GPU型号,单机卡数,按小时（元/卡）,说明",
		"A6000 48G / A40 48G,4,2.30,两种卡同价，下单时自选",
		"昇腾910B 64G / A800 80G（同价，我方任选）,8,5.2,",
		"V100 32G（部分节点为V100 16G）,8,1.20,同池混布，不保证32G",
		"A100 PCIe 80G/40G,8,4.5,",
	)
	if got, want := quoteGPUs(res), []string{"A40-48G", "A6000-48G", "A800-80G-SXM", "Ascend910B-64G"}; !slices.Equal(got, want) {
		t.Fatalf("GPUs %v, want %v; problems %+v", got, want, res.Problems)
	}
	rows := map[int]bool{}
	for _, p := range res.Problems {
		rows[p.Row] = true
	}
	if !rows[5] || !rows[6] {
		t.Errorf("want the mixed V100 pool (row 5) and the A100 of two memories (row 6) refused, got %+v", res.Problems)
	}
}

// C-GPU-PAIR on configuration columns: 主选配置 | 主选单价 | 备选配置 | 备选单价 is
// two offers a row; a machine count after both is both sides', and "同主选"
// is the main price, never the line total (月租小计（主选）).
func TestMainAndAlternateConfiguration(t *testing.T) {
	res := readCSV(t, "mainalt.csv",
		"天府星算科技（成都）有限公司 GPU算力服务报价单",
		"主选配置,主选单价（元/台·月）,备选配置,备选单价（元/台·月）,租期,台数,月租小计（主选）",
		"8×H800 SXM5 80G,58000,8×H100 SXM5 80G,55000,包季,2,116000",
		"8×A800 SXM4 80G,35000,8×A100 SXM4 80G,同主选,包月,2,70000",
	)
	got := map[string]float64{}
	for _, q := range res.Quotes {
		got[q.GPU] = q.Price
		if q.Nodes == nil || *q.Nodes != 2 {
			t.Errorf("%s: nodes %v, want the 台数 2 both sides share", q.GPU, q.Nodes)
		}
	}
	want := map[string]float64{"H800-80G-SXM": 58000, "H100-80G-SXM": 55000, "A800-80G-SXM": 35000, "A100-80G-SXM": 35000}
	for g, p := range want {
		if got[g] != p {
			t.Errorf("%s: price %v, want %v (all %v; problems %+v)", g, got[g], p, got, res.Problems)
		}
	}
}

// EL0117-EL0121: a rate card that quotes no one outside the group (内部结算价，
// 不对集团外单位报价; 集团内部一律按“内部结算价”结算) offers its inside price.
func TestInsidePriceWhereFileQuotesOnlyInsiders(t *testing.T) {
	rows := []string{
		"GPU型号,计费单位,内部结算价,对外参考价",
		"H800 80G SXM,元/台·月,\"52,000\",\"62,000\"",
	}
	res := readCSV(t, "inside.csv", append([]string{"锦岳数字科技有限公司 2027年算力内部结算价目表", "适用范围：集团各成员单位（内部结算价，不对集团外单位报价）"}, rows...)...)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 52000 {
		t.Fatalf("want the inside price 52,000, got %+v; problems %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "outside.csv", append([]string{"锦岳数字科技有限公司 算力价目表"}, rows...)...)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 62000 {
		t.Errorf("no line says the buyer qualifies: want the outside price 62,000, got %+v", res.Quotes)
	}
}

// NG0001-NG0007, IG0001-, NG0011-: 首轮报价 beside 成交价 is the earlier round;
// 转让价 beside 原价 the price offered; 提供单位 names the seller.
func TestRoundsResaleAndProvidingUnit(t *testing.T) {
	res := readCSV(t, "deal.csv",
		"集团联合采购成交价格",
		"供应商：四川蜀数智算有限公司",
		"资源,计费单位,首轮报价,成交价,提供单位",
		"H800 80G SXM,元/台·月,\"56,500\",\"51,800\",四川蜀数智算有限公司",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 51800 {
		t.Fatalf("want the deal price 51,800 only, got %+v; problems %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "sublet.csv",
		"锦岳城市服务 云GPU实例转让清单",
		"GPU,卡数,原价(元/月),转让价(元/月)",
		"A800 80G SXM,8,36000,30600",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 30600 {
		t.Errorf("want the resale price 30,600 only, got %+v; problems %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "portal.csv",
		"锦岳算力调度平台 可申请资源目录",
		"提供单位,GPU型号,单价(元),计价单位",
		"眉山智造,A800-SXM-80G,31000.00,元/节点/月",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "眉山智造" {
		t.Errorf("want the providing unit 眉山智造 as the vendor, got %+v; problems %+v", res.Quotes, res.Problems)
	}
}

// IG0010-IG0022 (role earlier): a sister company subletting prepaid
// instances: 原购买方式 "包年" is how it bought them, no term of the offer;
// 剩余月数 is the term the buyer takes on.
func TestSubletTermFromMonthsLeft(t *testing.T) {
	res := readCSV(t, "sublet.csv",
		"锦岳城市服务 云GPU实例内部转让清单",
		"GPU,卡数,原购买方式,剩余月数,原价(元/月),转让价(元/月)",
		"A800 80G SXM,8,包年,6,36000,30600",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.MinHours == nil || *q.MinHours != 4320 {
		t.Errorf("min hours %v, want the 6 months left (4320 h), not the seller's 包年", q.MinHours)
	}
}

// addOnLabelRow (stop 47, set118/08): a cloud calculator's disk and public-IP
// rows under its GPU instances, their GPU cell blank, take no GPU from the
// row above: no offer, named as an add-on.
func TestCalculatorAddOnRowsTakeNoGPU(t *testing.T) {
	res := readCSV(t, "calc.csv",
		"华阳政务云 价格计算器 配置清单",
		"序号,产品名称,GPU,计费方式,数量,优惠价,单价单位",
		"1,GPU计算型gn6v,1 * NVIDIA V100 32GB,按量付费,1,1.79,元/小时",
		"2,云盘ESSD PL1,,包年包月,2,\"1,740.80\",元/月",
		"3,弹性公网IP,,包年包月,1,\"6,906.25\",元/月",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "V100-32G" {
		t.Fatalf("want the V100 alone, got %+v; problems %+v", res.Quotes, res.Problems)
	}
	n := 0
	for _, p := range res.NotOffers {
		if p.Reason.Key == "import.line_item.addon" {
			n++
		}
	}
	if n != 2 || len(res.Problems) != 0 {
		t.Errorf("want the disk and the IP named as add-ons (%d), no refusal: %+v", n, res.Problems)
	}
}

// Chats and mails (stop 47): a nickname "person-company" names the company
// though no company word ends it; a line giving the buyer the choice of two
// models prices both; a line opening 同配置/签…的话 prices the machine of the
// line above; "再让1000，即 3.0万/台·月" is priced at its result.
func TestChatLinesOfSubstitutes(t *testing.T) {
	for s, want := range map[string]string{"周磊-蓉城算力通": "蓉城算力通", "小何-渝算通": "渝算通", "邓工(蜀鹰)": "", "张伟-销售部": ""} {
		if got := senderCompany(s); got != want {
			t.Errorf("senderCompany(%q) = %q, want %q", s, got, want)
		}
	}
	res := readCSV(t, "chat.txt",
		"锦算科技报价",
		"L40和L40S也有，8卡机，两个型号你任选，都是3.4一卡一时",
		"A800 8卡 NVLink 包月 3.3w一台",
		"签三个月的话 3.15w/台/月",
		"1. H800 SXM 8卡机，按月租 5.2万元/台",
		"2. 同配置如果按季签，每台每月再让1000，即 5.1万/台·月",
	)
	got := map[string][]float64{}
	for _, q := range res.Quotes {
		got[q.GPU] = append(got[q.GPU], q.Price)
	}
	for g, want := range map[string][]float64{"L40-48G": {3.4}, "L40S-48G": {3.4}, "A800-80G-SXM": {33000, 31500}, "H800-80G-SXM": {52000, 51000}} {
		if !slices.Equal(got[g], want) {
			t.Errorf("%s: prices %v, want %v (all %v; problems %+v)", g, got[g], want, got, res.Problems)
		}
	}
}

// A note denying NVLink ("无NVLink") names no bridge: the cards' link is PCIe.
func TestNoNVLinkNoteIsPCIe(t *testing.T) {
	res := readCSV(t, "pcie.csv",
		"三江云数据 价目表",
		"GPU型号,每台卡数,价格,计费口径,备注",
		"A100 40G PCIe,4,2.6,每卡每小时,无NVLink",
		"A100 80G SXM4,8,\"32,000\",每台每月,NVLink",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes; problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		want := IntraPCIe
		if q.GPU == "A100-80G-SXM" {
			want = IntraNVLink
		}
		if q.IntraNode != want {
			t.Errorf("%s: intra %q, want %q", q.GPU, q.IntraNode, want)
		}
	}
}

// sharedUnitTail (NG0130-) and mergeRepeatedGPU: "A800 3.3万，H20 3.6万，都是
// 台/月包季" gives each bare amount the last clause's unit; a GPU named first
// bare ("8卡A800、8卡H20 96G也行") and then priced is one offer of it.
func TestSharedUnitTailAndRepeatedGPU(t *testing.T) {
	res := readCSV(t, "chat.txt",
		"锦算科技报价",
		"或者8卡A800、8卡H20 96G也行，A800 3.3万，H20 3.6万，都是台/月包季",
	)
	got := map[string]float64{}
	for _, q := range res.Quotes {
		got[q.GPU] = q.Price
		if q.MinHours == nil || *q.MinHours != 2160 {
			t.Errorf("%s: min hours %v, want 包季's 2160", q.GPU, q.MinHours)
		}
	}
	if got["A800-80G-SXM"] != 33000 || got["H20-96G"] != 36000 || len(got) != 2 {
		t.Errorf("prices %v, want A800 33,000 and H20 36,000 a machine-month; problems %+v", got, res.Problems)
	}
	if s := sharedUnitTail("A800 3.3万，都是台/月包季"); s != "A800 3.3万，都是台/月包季" {
		t.Errorf("one amount: the line is left as written, got %q", s)
	}
}

// noteOtherGPUPrice: a row's note pricing another model ("可升级L40S：升级后按
// 小时3.50、按月2,200" beside an L20 row) is refused at the note, never
// dropped unreported; the row's own offer stands.
func TestNoteOtherGPUPriceRefused(t *testing.T) {
	res := readCSV(t, "pool.csv",
		"青城智算 资源池价格",
		"GPU型号,单机卡数,按小时（元/卡）,说明",
		"L20 48G,8,2.75,\"可升级L40S：\n升级后按小时3.50、按月2,200\"",
		"RTX 3090 24G,8,1.05,",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want the L20 and the 3090; problems %+v", len(res.Quotes), res.Problems)
	}
	if len(res.Problems) != 1 || res.Problems[0].Column != "说明" || res.Problems[0].Reason.Key != "import.err.note_other_gpu_price" {
		t.Errorf("want the L40S note refused at 说明, got %+v", res.Problems)
	}
}

// NG0140-NG0146: a line or cell saying the card cannot be had (借不了, 暂不开放,
// 不对外提供, 已全部分配) or the offer is void (已过期, 已失效, 已撤回) is refused
// at its line, never dropped.
func TestUnavailableWordsRefused(t *testing.T) {
	res := readText(t, "mail.txt", "眉山智造 闲置算力\n\n"+
		"1. A800 SXM 80G 整机（8卡），按月租 3.1万元/台。\n"+
		"2. T4 推理卡跟着产线检测在用，这个借不了。\n"+
		"3. RTX 4090：本期资源已全部分配，暂不对外提供。\n")
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes; problems %+v", len(res.Quotes), res.Problems)
	}
	for _, row := range []int{4, 5} {
		if p := problemAt(res, row); p == nil {
			t.Errorf("line %d not refused: problems %+v, not offers %+v", row, res.Problems, res.NotOffers)
		}
	}
}
