package quotes

import "testing"

// A payment plan with its minimum term in a clause of its own ("月付，3个月起租")
// is that plan with that term, not a monthly unit against an hourly price.
func TestPlanWithTermClause(t *testing.T) {
	m, ok := parseMode("月付，3个月起租")
	if !ok || m.period != "month" || m.term == nil || m.term.Hours(DefaultHoursPerMonth) != 2160 {
		t.Fatalf("月付，3个月起租: %+v %v", m, ok)
	}
	if m, ok := parseMode("月付，含税"); ok {
		t.Errorf("月付，含税 read as a plan %+v", m)
	}
	res := readCSV(t, "plan.csv",
		"供应商,资源,数量,价格,付款",
		"岚桥数据,H20 96G 8卡,5台,5.6元/卡/时,\"月付，3个月起租\"",
		"岚桥数据,L20 8卡,6台,2.6元/卡/时,月付",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].MinTerm == nil || res.Quotes[0].MinTerm.Hours(DefaultHoursPerMonth) != 2160 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}
