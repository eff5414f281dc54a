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

// A settlement phrase ("包月结算，最短3个月") is the plan and its term, not a
// monthly unit against the hourly price beside it.
func TestSettlementIsAPlan(t *testing.T) {
	m, ok := parseMode("包月结算，最短3个月")
	if !ok || m.period != "" || m.term == nil || m.term.Hours(DefaultHoursPerMonth) != 2160 {
		t.Fatalf("包月结算，最短3个月: %+v %v", m, ok)
	}
	if m, ok := parseMode("按月结算"); ok {
		t.Errorf("按月结算 (a bare period: no term) read as a plan %+v", m)
	}
	res := readCSV(t, "alloc.csv",
		"供应商,资源型号,申请台数,分配台数,每台卡数,分配单价,计费方式",
		"温江智算中心,H800 SXM 80G,8,4,8,16.5元/卡/时,\"包月结算，最短3个月\"")
	if len(res.Quotes) != 1 || res.Quotes[0].MinTerm == nil || res.Quotes[0].MinTerm.Hours(DefaultHoursPerMonth) != 2160 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	// the count the buyer applied for is not the machines allocated
	if q := res.Quotes[0]; q.Nodes == nil || *q.Nodes != 4 {
		t.Errorf("nodes %v, want the 分配台数 4: %v", q.Nodes, q.Warnings)
	}
	// with the allocated count on the left, the same
	res = readCSV(t, "alloc2.csv",
		"供应商,资源型号,分配台数,需求台数,每台卡数,分配单价",
		"温江智算中心,H800 SXM 80G,3,6,8,16.5元/卡/时")
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 3 {
		t.Fatalf("want the 分配台数 3: %+v %+v", res.Quotes, res.Problems)
	}
	// no allocated count: the machines asked for (and priced) are the machines
	for _, h := range []string{"需求台数", "申请台数", "申请数量", "requested nodes"} {
		res = readCSV(t, "req.csv",
			"供应商,资源型号,"+h+",每台卡数,单价",
			"温江智算中心,H800 SXM 80G,5,8,16.5元/卡/时")
		if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 5 {
			t.Errorf("%s: want nodes 5: %+v %+v", h, res.Quotes, res.Problems)
		}
	}
}

// A reserved block's length (预留天数) is the term the buyer commits to;
// an availability window (可租时段) is read like a note for its term.
func TestReservedBlockLengthIsTheTerm(t *testing.T) {
	res := readCSV(t, "block.csv",
		"供应商,机型,每台卡数,预留台数,预留天数,预留单价（元/台/天）,可租时段",
		"西云智算,H800 SXM5 80G,8,16,14,2980,即日起",
		"西云智算,H20 96G,8,4,,1480,\"12/08起，3个月起租\"")
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	for i, want := range []float64{336, 2160} {
		if q := res.Quotes[i]; q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != want {
			t.Errorf("quote %d: term %v, want %v h (%v)", i, q.MinTerm, want, q.Warnings)
		}
	}
}
