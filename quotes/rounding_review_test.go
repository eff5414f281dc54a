package quotes

import "testing"

// Review finding 1: a "billed … per GPU" sentence whose subject is an
// add-on (support, storage) states nothing of the servers' prices: a
// server list stays per machine.
func TestBilledPerGPUAddOnNoBasis(t *testing.T) {
	res := readCSV(t, "bare.csv",
		"Larkspur Metal - hourly rates",
		"Server,GPU,GPUs,Price (USD/hour)",
		"lm-a100x8,A100 SXM 80GB,8,10.40",
		"lm-l40sx4,L40S 48GB,4,3.60",
		"Managed backup is charged weekly per GPU; ask for the add-on sheet.",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if q.PriceUnit == "gpu_hour" {
			t.Errorf("row %d: %v %s, an add-on's billing made the server price per GPU", i, q.Price, q.PriceUnit)
		}
	}
}

// Review finding 2: 计费单位为分 is the billing granularity (minutes), no
// money unit: the yuan prices stay yuan.
func TestBillingUnitMinuteNoMoneyScale(t *testing.T) {
	res := readCSV(t, "cloud.csv",
		"锦官云 GPU 价目",
		"计费单位为分（不足1分钟按1分钟计），下表为小时单价",
		"GPU型号,GPU数量,单价（元/卡/小时）",
		"A10 24G,1,1.60",
		"L20 48G,8,2.90",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{1.60, 2.90} {
		if q := res.Quotes[i]; !within(q.Price, want) {
			t.Errorf("row %d: %v %s, want %v", i, q.Price, q.PriceUnit, want)
		}
	}
	// the money unit still reads where a money word names it
	if lineScale("价格单位为分（1元=100分）") != 0.01 || lineScale("# 价格字段单位为厘") != 0.001 {
		t.Errorf("a money unit line no longer reads")
	}
}

// Review finding 3: a unit line naming one field (存储字段) scopes to that
// field, never the sheet's prices; GPU价格单位为元 beside it keeps yuan.
func TestFieldUnitLineNotSheet(t *testing.T) {
	res := readCSV(t, "api.csv",
		"# 锦城云 /v2/prices 导出",
		"# 带宽字段单位为厘，GPU价格单位为元；均为单卡价格",
		"gpu_type,gpu_num,price_hour,bw_mbps_month",
		"A10,4,1.55,300",
		"L40S,8,3.60,300",
	)
	if len(res.Quotes) < 2 {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{1.55, 3.60} {
		if q := res.Quotes[i]; !within(q.Price, want) {
			t.Errorf("row %d: %v %s, want %v", i, q.Price, q.PriceUnit, want)
		}
	}
}

// Review finding 4: an "approx." column whose values are no restatement of
// another column in another period (a spot price at half the on-demand) is
// an offer, read, even where a line says the prices are for reference.
func TestApproxColumnNotRestatementIsOffer(t *testing.T) {
	res := readCSV(t, "spot.csv",
		"Harrow GPU Cloud - rates (USD)",
		"GPU,GPUs per instance,On-demand per GPU-hour (USD),Preemptible per GPU-hour (USD approx.)",
		"H200 SXM 141GB,8,3.40,1.70",
		"L40S 48GB,4,0.80,0.41",
		"Prices are for reference only and subject to the order form.",
	)
	if len(res.Quotes) != 4 {
		t.Fatalf("%d quotes, want 4: %v", len(res.Quotes), res.Problems)
	}
}

// Review finding 5: a Chinese approximate hourly companion (每小时约) beside a
// per-second price, restating it × 3600 and said to be for reference, is the
// price's check, not a second offer.
func TestApproxHourlyCompanionZH(t *testing.T) {
	res := readCSV(t, "serverless.csv",
		"蓉西智算 Serverless GPU 价目",
		"GPU,单价（元/卡·秒）,每小时约（元）",
		"RTX 4090 24G,0.000500,1.80",
		"L20 48G,0.000861,3.10",
		"H800 80G SXM,0.003000,10.80",
		"计费说明：按秒计费，按卡收费。每小时价格为四舍五入后的近似值，仅供参考。",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, want 3: %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{0.0005 * 3600, 0.000861 * 3600, 0.003 * 3600} {
		if q := res.Quotes[i]; !within(q.Price, want) {
			t.Errorf("row %d: %v %s, want %v", i, q.Price, q.PriceUnit, want)
		}
	}
}

// Review (design): a 折合 written as an integer agrees only with a price
// that rounds to it and lies near it in per cent too: 1.45 beside "1" is 45%
// apart.
func TestRoundsToBoundedRelatively(t *testing.T) {
	if roundsTo(1.45, 1, "1") {
		t.Errorf("1.45 rounds to 1 accepted")
	}
	if !roundsTo(1.875, 2, "2") || !roundsTo(0.95, 1, "1.0") {
		t.Errorf("a near rounding refused")
	}
}
