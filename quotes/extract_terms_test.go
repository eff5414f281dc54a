package quotes

import "testing"

// A note saying a term is not offered is no minimum term for its row.
func TestDeniedTermIsNoMinimum(t *testing.T) {
	res := readCSV(t, "d.csv",
		"Aster Cloud price list (USD per GPU-hour)",
		"GPU,GPUs/node,On-demand,Remarks",
		"H100 SXM 80GB,8,2.70,2-year reservation not available for this SKU",
		"A100 SXM 80GB,8,1.40,6 months minimum",
	)
	for _, q := range res.Quotes {
		switch q.GPU {
		case "H100-80G-SXM":
			if q.MinTerm != nil {
				t.Errorf("H100: minimum %+v from a term the note says is not offered", *q.MinTerm)
			}
		case "A100-80G-SXM":
			if q.MinTerm == nil || q.MinTerm.Value != 6 {
				t.Errorf("A100: minimum %+v, want 6 months", q.MinTerm)
			}
		}
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
}

// A minimum term written inside the price cell is the quote's term, and
// its figure is not taken for a second amount.
func TestTermInsidePriceCell(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		term Term
	}{
		{"6.30（需签2年）", 6.3, Term{2, TermYear}},
		{"2.75 (minimum 6 months)", 2.75, Term{6, TermMonth}},
		{"9.9元/卡/时，3个月起租", 9.9, Term{3, TermMonth}},
	} {
		pc, err := parsePriceCell(c.in)
		if err != nil || pc.value != c.want || pc.term == nil || *pc.term != c.term {
			t.Errorf("%s: %v term %+v (%v), want %v %+v", c.in, pc.value, pc.term, err, c.want, c.term)
		}
	}
	res := readCSV(t, "t.csv",
		"Aster Cloud 报价 (单位: 元/卡/时)",
		"型号,单机卡数,报价",
		"H100 80G SXM,8,6.30（需签2年）",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].MinTerm == nil || res.Quotes[0].MinTerm.Value != 2 || res.Quotes[0].Price != 6.3 {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
}

// A note whose first clause is a plan signed as a contract ("包季合约，季付",
// "annual contract") gives that plan's minimum term to an equivalent rate.
func TestNotePlanContractGivesTerm(t *testing.T) {
	for note, want := range map[string]float64{"包季合约，季付": 3, "包年协议": 1, "包月合同；月结": 1} {
		tm, words := notePlanTerm(note)
		if tm == nil || tm.Value != want || words == "" {
			t.Errorf("%q: %+v %q", note, tm, words)
		}
	}
	for _, note := range []string{"合同", "按量合同", "签约后开通，包年另议"} {
		if tm, _ := notePlanTerm(note); tm != nil {
			t.Errorf("%q gave %+v", note, tm)
		}
	}
	res := readCSV(t, "c.csv",
		"供应商,GPU,每台卡数,报价,备注",
		"朔风智算,H20 96G,8,折合 7.2元/卡·时,包季合约，季付",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].MinHours == nil || *res.Quotes[0].MinHours != 2160 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// A plan word standing alone in the offer's name ("训练集群（包季）") names
// the plan, as 包季价 does: a monthly price under it has the plan's minimum
// term; an offer naming no plan leaves the term open.
func TestOfferNamePlanGivesTerm(t *testing.T) {
	for offer, want := range map[string]float64{"训练集群（包季）": 2160, "推理集群(包年)": 8760} {
		q := onlyQuote(t, "供应商,产品名称,GPU型号,每台卡数,计费单位,单价（元）", "锦城云,"+offer+",H800 SXM 80G,8,元/台/月,82000")
		if q.MinHours == nil || *q.MinHours != want {
			t.Errorf("%s: min hours %v, want %v; %v", offer, q.MinHours, want, q.Warnings)
		}
	}
	q := onlyQuote(t, "供应商,产品名称,GPU型号,每台卡数,计费单位,单价（元）", "锦城云,训练集群,H800 SXM 80G,8,元/台/月,82000")
	if q.MinHours != nil {
		t.Errorf("no plan named: min hours %v", *q.MinHours)
	}
	if p, _ := offerPlan("包季套餐"); p != "" {
		t.Errorf("a plan word inside a longer segment read as the plan: %q", p)
	}
}

// A lease-term column (租期) is the minimum term of its row's quote, also
// where a payment-frequency column (月付/季付) gives the row its plan.
func TestLeaseTermColumnBesidePaymentFrequency(t *testing.T) {
	res := readCSV(t, "l.csv",
		"青禾智算 经营性租赁报价",
		"机型,租期,月租金（元/台·月）,付款方式",
		"8×L40S 48G,12个月,\"20,000\",月付",
		"8×L40S 48G,24个月,\"18,000\",季付",
		"8×L40S 48G,1个月,\"23,000\",月付",
	)
	want := []float64{8640, 17280, 720}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if q.MinHours == nil || *q.MinHours != want[i] {
			t.Errorf("row %d: min hours %v, want %v", i, deref(q.MinHours), want[i])
		}
	}
}
