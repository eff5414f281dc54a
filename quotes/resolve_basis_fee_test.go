package quotes

import "testing"

// A bill line charging the instance's fee (计费项 “实例费用”) prices the
// whole instance: its unit price is per machine, warned; without that item
// the same price stays open and is refused.
func TestBasisFromInstanceFee(t *testing.T) {
	lines := func(item string) *FileResult {
		return readCSV(t, "bill.csv",
			"账单明细（按计费项）",
			"服务商,云峦智能云",
			"",
			"产品名称,实例ID,实例规格,计费方式,计费项,用量,用量单位,单价,单价单位,原价(元)",
			"GPU云服务器,ins-8a2k1,gn7.8xH800 (8 * H800 SXM 80GB),包年包月,"+item+",1,月,108000.00,元/月,108000.00",
			"GPU云服务器,ins-77xq3,gn9.8xH20 (8 * H20 96GB),按量付费,实例费用,300,小时,44.00,元/小时,13200.00",
		)
	}
	res := lines("实例费用")
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	q := res.Quotes[0]
	if q.PriceUnit != "node_month" || !within(perGPUHour(t, q), 108000.0/720/8) || !hasWarningKey(q, "import.warn.basis_from_fee_item") {
		t.Errorf("unit %s, %v a card-hour, warnings %v", q.PriceUnit, perGPUHour(t, q), q.Warnings)
	}
	if g, ok := chosenOf(q.Evidence, "basis"); !ok || g.Rule != "basis.instance_fee" {
		t.Errorf("basis evidence %+v", g)
	}
	if res := lines("GPU使用费"); len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 6 {
		t.Errorf("a charge item naming no instance settled the basis: %+v", res.Quotes)
	}
}
