package quotes

import "testing"

// "收费方式" holding only plans beside "单位" holding the units: the plans
// are the billing mode, the units are read; English "Billing" / "Per" too.
func TestPlanColumnBesideUnitColumn(t *testing.T) {
	res := readCSV(t, "plans.csv",
		"供应商,GPU型号,每台卡数,收费方式,价格,单位",
		"栎木算力,H20 96G,8,包月,"+`"52,000"`+",元/台/月",
		"栎木算力,L20 48G,8,按量,2.3,元/卡/时",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.PriceUnit != "node_month" || q.Price != 52000 {
		t.Fatalf("包月 元/台/月: %s %v", q.PriceUnit, q.Price)
	}
	if q := res.Quotes[1]; q.PriceUnit != "gpu_hour" || q.Price != 2.3 {
		t.Fatalf("按量 元/卡/时: %s %v", q.PriceUnit, q.Price)
	}
	res = readCSV(t, "plans_en.csv",
		"Vendor,GPU,GPUs per node,Price (USD),Billing,Per",
		"Alderbrook,H100 SXM 80GB,8,2.49,Hourly,GPU",
		"Alderbrook,H100 SXM 80GB,8,19.50,Hourly,server",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.PriceUnit != "gpu_hour" {
		t.Fatalf("Hourly per GPU: %s", q.PriceUnit)
	}
	if q := res.Quotes[1]; q.PriceUnit != "node_hour" {
		t.Fatalf("Hourly per server: %s", q.PriceUnit)
	}
	// plans alone, no second unit column: the column stays as it was
	if !allPlans([]string{"包月", "按量", ""}) || allPlans([]string{"元/台/月"}) || allPlans([]string{""}) {
		t.Fatal("allPlans")
	}
	// a second unit-named column of numbers is no unit column
	if !allUnits([]string{"元/卡/时", "server", ""}) || allUnits([]string{"3.5"}) || allUnits([]string{"包月"}) || allUnits(nil) {
		t.Fatal("allUnits")
	}
	// a sold-out row's "—" in the unit column states nothing: the units are still read
	if !allUnits([]string{"元/台/月", "—"}) || allUnits([]string{"—", "/"}) {
		t.Fatal("allUnits with a dash")
	}
	res = readCSV(t, "plans_dash.csv",
		"供应商,产品型号,配置,计费方式,单价,计价单位",
		"锦栈算力,H800 SXM5 80G,8卡/台,包月,"+`"118,000"`+",元/台/月",
		"锦栈算力,A800 SXM4 80G,8卡/台,按量,6.2,元/卡/时",
		"锦栈算力,H200 141G,8卡/台,包月,已售罄,—",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].PriceUnit != "node_month" || res.Quotes[1].PriceUnit != "gpu_hour" {
		t.Fatalf("计价单位 beside 计费方式 with a dash: %+v %+v", res.Quotes, res.Problems)
	}
}
