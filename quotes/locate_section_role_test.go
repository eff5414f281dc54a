package quotes

import (
	"strings"
	"testing"
)

// sectionRows is, per source row, the quotes read and the problems' reason keys.
func sectionRows(res *FileResult) (quotes map[int]int, refused map[int]string, reviewed map[int]int) {
	quotes, refused, reviewed = map[int]int{}, map[int]string{}, map[int]int{}
	for _, q := range res.Quotes {
		quotes[q.SourceRow]++
		for _, m := range q.ReviewReasons {
			if m.Key == "import.review.section_role_unknown" {
				reviewed[q.SourceRow]++
			}
		}
	}
	for _, p := range res.Problems {
		refused[p.Row] = p.Reason.Key
	}
	return
}

// A section row naming a price role (words/price_state.tsv price_header) gives
// it to the rows under it, as the header word would: a channel, member's,
// first-month or buyer's block beside the list block is no offer, each row
// refused naming the section row (SQ0001…); the block above stays the offer.
func TestSectionPriceRoleHeldOut(t *testing.T) {
	for _, sec := range []string{"以下为渠道价", "—— 会员专享价 ——", "[Partner pricing]", "以下价格仅限入驻企业", "【新客首月价】", "== Target price =="} {
		res := readCSV(t, "sec.csv",
			"龙泉云算 报价单，单位：元/卡/时",
			"GPU型号,每台卡数,单价",
			"H100 80G,8,15.5",
			"A100 80G,8,8.8",
			sec,
			"H100 80G,8,12.9",
			"A100 80G,8,7.1",
		)
		q, ref, _ := sectionRows(res)
		if q[3] != 1 || q[4] != 1 {
			t.Errorf("%s: the list block gave %v quotes; want one per row", sec, q)
		}
		for _, row := range []int{6, 7} {
			if q[row] != 0 || ref[row] != "import.err.section_price_role" {
				t.Errorf("%s: row %d gave %d quotes, problem %q; want none, refused by its section", sec, row, q[row], ref[row])
			}
		}
		for _, p := range res.Problems {
			if p.Row == 6 && (!strings.Contains(p.Reason.In("en"), strings.TrimSpace(sec)) || p.Column != "单价") {
				t.Errorf("%s: the refusal does not name the section row and the price column: %s at %q", sec, p.Reason.In("en"), p.Column)
			}
		}
	}
}

// A channel block alone (no block of the standing price) is the buyer's
// price, as a lone 代理价 column is; a list block beside a new one is held out.
func TestSectionPriceRoleAlone(t *testing.T) {
	res := readCSV(t, "chan.csv",
		"龙泉云算 报价单，单位：元/卡/时",
		"GPU型号,每台卡数,单价",
		"以下为代理价",
		"H100 80G,8,12.9",
		"A100 80G,8,7.1",
	)
	if q, ref, _ := sectionRows(res); q[4] != 1 || q[5] != 1 || len(ref) != 0 {
		t.Errorf("a lone channel block gave %v quotes, problems %v; want its rows read", q, ref)
	}
	res = readCSV(t, "new.csv",
		"龙泉云算 报价单，单位：元/卡/时",
		"GPU型号,每台卡数,单价",
		"【刊例价】",
		"H100 80G,8,15.5",
		"【调整后新价】",
		"H100 80G,8,12.9",
	)
	if q, ref, _ := sectionRows(res); q[4] != 0 || ref[4] != "import.err.section_price_role" || q[6] != 1 {
		t.Errorf("a list block above a new one gave %v quotes, problems %v; want the list row refused, the new one read", q, ref)
	}
}

// A section row naming a price by words no table knows holds its block's
// quotes for review naming them; the block above is not reviewed.
func TestSectionPriceRoleUnknown(t *testing.T) {
	for _, sec := range []string{"—— 尊享价 ——", "[Platinum pricing]"} {
		res := readCSV(t, "unk.csv",
			"龙泉云算 报价单，单位：元/卡/时",
			"GPU型号,每台卡数,单价",
			"H100 80G,8,15.5",
			sec,
			"H100 80G,8,12.9",
		)
		q, ref, rev := sectionRows(res)
		if q[3] != 1 || rev[3] != 0 || q[5] != 1 || rev[5] != 1 || len(ref) != 0 {
			t.Errorf("%s: quotes %v, reviewed %v, problems %v; want both rows read, row 5 reviewed", sec, q, rev, ref)
		}
		res = readCSV(t, "alone.csv",
			"龙泉云算 报价单，单位：元/卡/时",
			"GPU型号,每台卡数,单价",
			sec,
			"H100 80G,8,12.9",
		)
		if q, ref, rev := sectionRows(res); q[4] != 1 || rev[4] != 0 || len(ref) != 0 {
			t.Errorf("%s alone: quotes %v, reviewed %v, problems %v; want the row read, not reviewed", sec, q, rev, ref)
		}
	}
}

// A plain section naming a region, plan, GPU family or currency gives no role.
func TestSectionPlainNoRole(t *testing.T) {
	for _, sec := range []string{"[华东区]", "—— 包月价格 ——", "[海外 · USD]", "【A100系列价格】", "[Hourly pricing]", "[North America pricing]", "以下为按量价格"} {
		sc, _ := readSection(sec)
		if sc.role != "" || sc.roleLeft != "" {
			t.Errorf("%s: read role %q, unknown words %q; want none", sec, sc.role, sc.roleLeft)
		}
	}
	for _, sec := range []string{"以下为渠道价", "[Partner pricing]", "—— 会员专享价 ——"} {
		if sc, ok := readSection(sec); !ok || sc.role == "" {
			t.Errorf("%s: no role read (%+v)", sec, sc)
		}
	}
}

// FuzzSectionRole: any section row reads without panic, a role and unknown
// words never both, and neither where no price word stands.
func FuzzSectionRole(f *testing.F) {
	for _, s := range []string{"以下为渠道价", "—— 会员专享价 ——", "[Partner pricing]", "[华东区]", "[North America pricing]", "—— 尊享价 ——", "价"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		role, _, left := sectionRole(s)
		if role != "" && left != "" {
			t.Errorf("%q: role %q and unknown words %q", s, role, left)
		}
		low := norm(s)
		named := false
		for _, w := range sectionRolePrice {
			named = named || holdsWord(low, w)
		}
		if !named && (role != "" || left != "") {
			t.Errorf("%q names no price, yet read role %q, words %q", s, role, left)
		}
	})
}

// A section label listing product series ("■ 训练卡（H/A系列）") states no
// unit: its rows keep their own per-month prices (the H is no hour).
func TestSeriesSectionNoUnit(t *testing.T) {
	res := readText(t, "series.csv", "蓉算通 转租资源周报\n编号,来源,GPU,每台卡数,转租报价\n■ 训练卡（H/A系列）,,,,\nRS-1,蓉算通,H800 SXM5,8,4.75w/台/月\nRS-2,蓉算通,A100 80G SXM4,8,3.3w/台/月\n")
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	if _, ok := readSection("训练卡（H/A系列）"); ok {
		if sc, _ := readSection("训练卡（H/A系列）"); sc.unit.period != "" {
			t.Errorf("series label read a period %q", sc.unit.period)
		}
	}
}
