package quotes

import "testing"

// A project's total per option is read per card-hour: total over (GPUs per
// machine × machines × term hours), the term kept as the minimum, the total
// as the price text; zh and en, each total header word.
func TestProjectTotalsPerCardHour(t *testing.T) {
	for _, h := range []string{"项目总价（元）", "合同总价(元)", "报价总额", // LC0501, LC0502
		"Total quoted price", "Contract value"} { // LC0503, LC0504
		res := readCSV(t, "total.csv",
			"锦江智算 项目算力方案报价",
			"方案,GPU型号,每台卡数,台数,租期,"+h,
			"方案A,H800 SXM 80G,8,8,3个月,\"1,658,880\"",
			"方案B,A800 SXM 80G,8,8,3个月,\"967,680\"")
		if len(res.Quotes) != 2 || len(res.Problems) != 0 {
			t.Errorf("%s: quotes %v problems %v", h, res.Quotes, res.Problems)
			continue
		}
		q := res.Quotes[0]
		if !within(perGPUHour(t, q), 12) || q.PriceText != "1,658,880" || q.MinTerm == nil || q.MinTerm.Hours(720) != 2160 {
			t.Errorf("%s: %v per GPU-hour, text %q, term %v: want 12 over 64 cards × 2160 h, the total as written, 3 months", h, perGPUHour(t, q), q.PriceText, q.MinTerm)
		}
	}
	res := readCSV(t, "total_en.csv",
		"Acme Cloud - project quotation",
		"Option,GPU,GPUs per node,Nodes,Term,Contract value (USD)",
		"A,H100 SXM 80GB,8,4,6 months,\"276,480\"",
		"B,A100 SXM 80GB,8,4,6 months,\"138,240\"")
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 2) || res.Quotes[0].Currency != "USD" {
		t.Errorf("quotes %v problems %v: want 2 USD per GPU-hour (276480 / (32 × 4320))", res.Quotes, res.Problems)
	}
	res = readCSV(t, "total_wan.csv",
		"锦江智算",
		"方案,GPU型号,每台卡数,台数,租期,项目总价（万元）",
		"方案A,A800 SXM 80G,8,2,1个月,9.6",
		"方案B,H800 SXM 80G,8,2,1个月,16.8")
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 96000.0/(16*720)) {
		t.Errorf("quotes %v problems %v: want 96000 / (16 × 720)", res.Quotes, res.Problems)
	}
}

// A total is refused at its cell when the row leaves its split open, or
// when the rate the row states beside it disagrees.
func TestProjectTotalsRefused(t *testing.T) {
	res := readCSV(t, "open.csv",
		"锦江智算",
		"方案,GPU型号,每台卡数,台数,租期,项目总价（元）",
		"方案A,H800 SXM 80G,8,,3个月,\"1,658,880\"",
		"方案B,A800 SXM 80G,8,8,3个月,\"967,680\"")
	if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.total_unsplit" || res.Problems[0].Column != "项目总价（元）" {
		t.Errorf("quotes %v problems %v: want refused at the total, the machines open", res.Quotes, res.Problems)
	}
	res = readCSV(t, "disagree.csv",
		"锦江智算",
		"方案,GPU型号,每台卡数,台数,租期,项目总价（元）,折合单价",
		"方案F,L40S 48G,8,2,3个月,\"181,440\",4.2元/卡时",
		"方案A,H800 SXM 80G,8,8,3个月,\"1,658,880\",12元/卡时")
	if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Row != 3 {
		t.Errorf("quotes %v problems %v: want row 3 refused (5.25 worked out, 4.2 stated), row 4 read", res.Quotes, res.Problems)
	}
}
