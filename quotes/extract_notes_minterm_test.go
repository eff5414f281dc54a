package quotes

import (
	"strings"
	"testing"
)

// A minimum term a person wrote in a note: before the term ("最少签3个月")
// or after it ("7天起" ending its clause), each row of min_term_after /
// min_term_lead; "3天起发货", a date ("12月起") or a condition in a file's
// note ("仅适用于签一年合约") is no minimum.
func TestNoteMinTermWords(t *testing.T) {
	for _, c := range []struct {
		note  string
		hours float64
	}{
		{"最少签3个月，对方说量大可以再谈", 2160}, // PP0116
		{"按天租，7天起", 168},           // PP0103
		{"3个月起租", 2160},            // PP0101
		{"1个月起签", 720},             // PP0102
		{"起租期：6个月", 4320},          // PP0111
		{"至少签1年", 8760},            // PP0117
		{"最少要签两个月", 1440},          // PP0118
		{"最短租期 7天", 168},           // PP0113
		{"按量，最短租5天", 120},          // MX0401
		{"按天计费，最少连续7天", 168},       // CQ0201
		{"至少连续3天", 72},             // CQ0202
		{"最少租2周", 336},             // CQ0203
		{"至少租3个月", 2160},           // CQ0204
	} {
		nf := scanNotes(c.note)
		if nf.minTerm == nil || hoursOf(nf.minTerm, DefaultHoursPerMonth) == nil || *hoursOf(nf.minTerm, DefaultHoursPerMonth) != c.hours {
			t.Errorf("%q: min term %v, want %v h", c.note, nf.minTerm, c.hours)
		}
	}
	for _, note := range []string{"最少连续4台", "至少租2台", "3天起发货", "免费试用3天，之后按量", "签约主体：成都", "12月签", "计费标准（2026年12月起）", "“1-yr”折扣仅适用于签一年合约"} {
		if nf := scanNotes(note); nf.minTerm != nil {
			t.Errorf("%q: min term %v, want none", note, nf.minTerm)
		}
	}
	// a bare 签 before a term is a row note's commitment (PP0119)
	if tm, words := noteCommitment("合同价，整机，签6个月"); tm == nil || *hoursOf(tm, DefaultHoursPerMonth) != 4320 || words != "签6个月" {
		t.Errorf("签6个月: %v %q, want 6 months from 签6个月", tm, words)
	}
	// a spoken term (CU0001-02): 包/整租 before a count of months or years,
	// Chinese numerals too; the plan word alone (包月, 整租) states no term
	for note, want := range map[string]float64{"包两个月的话": 1440, "整租一年": 8760, "包半年可以再便宜": 4320} {
		if tm, _ := noteCommitment(note); tm == nil || *hoursOf(tm, DefaultHoursPerMonth) != want {
			t.Errorf("%q: %v, want %v h", note, tm, want)
		}
	}
	for _, note := range []string{"包月", "整租优先", "包含3台备用机"} {
		if tm, words := noteCommitment(note); tm != nil {
			t.Errorf("%q: %v from %q, want none", note, tm, words)
		}
	}
}

// A row whose GPU names no memory while another of its cells names two
// sizes of the family is refused at the GPU cell, never read as one size;
// one size stated beside it, or none, stays the catalogue's reading.
func TestGPUMemoryUndecidedRefused(t *testing.T) {
	res := readCSV(t, "mem.csv",
		"供应商,卡,价格,备注",
		"锦城,A100,6.2万/台/月,忘了问是40G还是80G",
		"锦城,A100 80G,6.2万/台/月,另有40G版本",
		"锦城,A100,6.2万/台/月,现货")
	var refused bool
	for _, p := range res.Problems {
		if p.Row == 2 && strings.Contains(p.Reason.In("en"), "40G还是80G") {
			refused = true
		}
	}
	if !refused {
		t.Errorf("problems %v: want row 2 refused quoting the note", res.Problems)
	}
	rows := map[int]string{}
	for _, q := range res.Quotes {
		rows[q.SourceRow] = q.GPU
	}
	if _, ok := rows[2]; ok {
		t.Errorf("row 2 stored as %s: want refused", rows[2])
	}
	if rows[3] != "A100-80G-SXM" || rows[4] != "A100-80G-SXM" {
		t.Errorf("rows %v: want rows 3 and 4 read as A100-80G-SXM", rows)
	}
}

// A note line giving one plan a minimum ("日租最少3天起租") lengthens that
// plan's term only: the day rate's one day becomes three, the month rate
// keeps its month, and a price on no plan takes nothing from it.
func TestPlanNoteMinTerm(t *testing.T) {
	res := readCSV(t, "plan.csv",
		"蜀驰科技 整机租赁配置单",
		"配置,GPU,月租（元/台）,日租（元/台）",
		"8卡4090,8×RTX 4090 24G,\"13,800\",520",
		"",
		"备注：以上均为整机价格；日租最少3天起租；月租按30天计。")
	hours := map[string]float64{}
	for _, q := range res.Quotes {
		if q.MinHours != nil {
			hours[q.PriceUnit] = *q.MinHours
		}
	}
	if hours["node_day"] != 72 || hours["node_month"] != 720 {
		t.Errorf("min hours %v, want node_day 72 and node_month 720 (problems %v)", hours, res.Problems)
	}
	if pm := planMinTerms("7天起"); len(pm) != 0 {
		t.Errorf("7天起: %v, want no plan-scoped term (no clause names a plan)", pm)
	}
	if pm := planMinTerms("按天租，7天起"); len(pm) != 1 || pm[0].plan.period != "day" {
		t.Errorf("按天租，7天起: %v, want the day plan's term (its sentence's first clause names it)", pm)
	}
	if nf := scanNotes("日租最少3天起租"); nf.minTerm == nil || !nf.minPlan {
		t.Errorf("scanNotes: %+v, want a term marked as one plan's", nf)
	}
	// an hourly price is no day plan: the day plan's minimum is not its
	res = readCSV(t, "plan2.csv",
		"供应商,GPU型号,报价,计费方式",
		"蜀驰科技,RTX 4090 24G 8卡,1.9,元/卡/时",
		"",
		"备注：日租最少3天起租")
	if len(res.Quotes) != 1 || res.Quotes[0].MinHours != nil {
		t.Errorf("hourly price: %v, want one quote with no minimum (problems %v)", res.Quotes, res.Problems)
	}
}

// planMinTerms reads note lines from outside: it never panics, and each
// term it gives is positive and comes from a clause of the line.
func FuzzPlanMinTerms(f *testing.F) {
	for _, s := range []string{"备注：日租最少3天起租；月租按30天计", "包月3个月起租，按量随用随停", "按天租，7天起", "日租最少三天", "minimum 2 weeks for daily plans"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, pm := range planMinTerms(s) {
			if !(pm.term.Value > 0) || !strings.Contains(norm(s), pm.words) {
				t.Fatalf("planMinTerms(%q): %+v", s, pm)
			}
		}
	})
}

// A plan named in an earlier clause of a sentence gives a later clause's
// minimum to that plan ("月付按月结算，最短3个月": 月付's 3 months, not the
// yearly plan's); the next sentence starts afresh, and a clause naming its
// own plan keeps it.
func TestPlanMinTermFromEarlierClause(t *testing.T) {
	pms := planMinTerms("备注：月付按月结算，最短3个月；年付为12个月合同的年度总价，可分季支付。")
	if len(pms) != 1 || pms[0].plan.period != "month" || pms[0].term.Hours(DefaultHoursPerMonth) != 2160 || !strings.Contains(pms[0].words, "月付") {
		t.Errorf("got %+v: want 月付's 3 months, the words naming 月付", pms)
	}
	if nf := scanNotes("月付按月结算，最短3个月"); !nf.minPlan {
		t.Errorf("the minimum is 月付's own: minPlan false")
	}
	if pms := planMinTerms("月付按月结算。最短3个月"); len(pms) != 0 {
		t.Errorf("got %+v: a plan in another sentence names no clause's plan", pms)
	}
	pms = planMinTerms("月付按月结算，日租最少3天起租")
	if len(pms) != 1 || pms[0].plan.period != "day" {
		t.Errorf("got %+v: the clause's own plan (日租)", pms)
	}
}

// A note line naming offers (their vendor, their GPU) speaks for those
// offers only: "Lumenrack 为美元价格" makes no other vendor's 元 a dollar,
// "锦城智算 H800 为 3 个月起租" gives no other offer a minimum. A row's own
// "最少租 7 天" (CQ0203) is longer than its plan's day, and a markdown
// table's |---| rule row is no row.
func TestNoteNamingOffersIsTheirs(t *testing.T) {
	res := readCSV(t, "summary.txt",
		"| 供应商 | GPU 型号 | 配置 | 报价 | 计费方式 | 备注 |",
		"|---|:---:|---|---|---|---|",
		"| 蓉芯算力 | A800 80G SXM | 8卡/台 | 38,500 元/台/月 | 包月 | 含存储 |",
		"| 锦城智算 | H800 80G SXM | 8卡/台 | 5.6万 元/台/月 | 包月 | — |",
		"| 锦城智算 | L20 48G | 8卡/台 | 2.35 元/卡/时 | 按量 | — |",
		"| 天府云枢 | H20 96G | 8卡/台 | 980 元/台/天 | 包天 | 最少租 7 天 |",
		"| Lumenrack (新加坡) | H100 80G SXM | 8 GPU/node | USD 2.45 /GPU/hr | On-demand | — |",
		"",
		"- 锦城智算 H800 为 3 个月起租，折合约 9.72 元/卡/时。",
		"- 汇率未换算，Lumenrack 为美元价格。")
	if len(res.Problems) != 0 {
		t.Errorf("problems %v: want none (the rule row is no row)", res.Problems)
	}
	want := map[string]struct {
		cur   string
		hours float64
	}{"A800-80G-SXM": {"CNY", 720}, "H800-80G-SXM": {"CNY", 2160}, "L20-48G": {"CNY", 0}, "H20-96G": {"CNY", 168}, "H100-80G-SXM": {"USD", 0}}
	for _, q := range res.Quotes {
		w, ok := want[q.GPU]
		if !ok {
			t.Errorf("unexpected quote %s %s", q.Vendor, q.GPU)
			continue
		}
		delete(want, q.GPU)
		h := 0.0
		if q.MinTerm != nil {
			h = q.MinTerm.Hours(DefaultHoursPerMonth)
		}
		if q.Currency != w.cur || h != w.hours {
			t.Errorf("%s %s: %s, min term %v h; want %s, %v h", q.Vendor, q.GPU, q.Currency, h, w.cur, w.hours)
		}
	}
	if len(want) != 0 {
		t.Errorf("quotes missing: %v", want)
	}
	// a note naming every offer's vendor, or none, is every offer's
	for _, c := range []struct {
		note    string
		vendors []string
		wide    bool
	}{
		{"Nordlys Compute AS – GPU price list (EUR, excl. VAT)", []string{"Nordlys Compute AS", ""}, true},
		{"以上价格均含税", []string{"甲", "乙"}, true},
		{"注：北辰数据价格不含税。", []string{"天枢智算", "北辰数据"}, false},
	} {
		cls := noteClauses(c.note, c.vendors)
		if got := len(cls) == 1 && cls[0].scope.wide(); got != c.wide {
			t.Errorf("%q: every offer's = %v, want %v", c.note, got, c.wide)
		}
	}
	// each clause its own subject, a clause naming none the one before's
	cls := noteClauses("以上价格均含税，H100/H200 需签年度框架，需预付", []string{"甲", "乙"})
	if len(cls) != 3 || !cls[0].scope.wide() || !cls[1].scope.covers("甲", "H100-80G-SXM", "") || cls[1].scope.covers("甲", "A800-80G-SXM", "") || !cls[2].scope.covers("乙", "H100-80G-SXM", "") {
		t.Errorf("clauses %+v: want every offer's, then the H100's twice", cls)
	}
}

// A term inside a price (PZ0301-0403): read by the note's term readers
// (min_term_*, commit_*), so a wording the tables know reads alike in a
// note, a table cell and a chat line's price; a plan word, a date or a
// rate states none.
func TestTermInPriceCellWords(t *testing.T) {
	for cell, want := range map[string]float64{
		"4.05（需签1年）":                            8760,
		"须一次付清3个月 5.2万/台":                       2160,
		"包三个月的话 4.6万一台":                         2160,
		"签一年的话 每卡1.6":                           8760,
		"最少3个月 6.5万/台":                          2160,
		"3个月起租 6.5万/台":                          2160,
		"租期6个月 1.9元/卡/时":                        4320,
		"if you commit 6 months, 2.1/gpu-hr":    4320,
		"$2.10/GPU-hr, 3 months min":            2160,
		"min. 7 days $1.80/GPU-hr":              168,
		"$1.85/hr with a 1-year commitment":     8760,
		"term: twelve months, ¥9000/card/month": 8640,
	} {
		_, tm, words := termInPriceCell(norm(cell))
		if tm == nil || *hoursOf(tm, DefaultHoursPerMonth) != want {
			t.Errorf("%q: %v from %q, want %v h", cell, tm, words, want)
		}
	}
	for _, cell := range []string{"包月 6.5万/台", "2027年起租 1.8元/卡/时", "1.9 per card-hour", "每卡每年4.2万", "$2.49/GPU-hr on demand", "至少2台 5.8万/台"} {
		if _, tm, words := termInPriceCell(norm(cell)); tm != nil {
			t.Errorf("%q: %v from %q, want none", cell, tm, words)
		}
	}
}
