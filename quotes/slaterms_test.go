package quotes

import (
	"strconv"
	"strings"
	"testing"
)

// Set 68's class (service levels, compensation and guarantees beside the
// prices), each rule on invented rows.

// SV0101: a greeting line's leading bracket tag names the sender;
// SV0102: a note signed after its dash names the vendor.
func TestSLAVendorFromTagAndSignedNote(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"tag.txt", "【青岚智算】本周GPU报价，请查收\n\n| 型号 | 价格 |\n|---|---|\n| H100 SXM | 9.9元/卡时 |\n", "青岚智算"},
		{"sign.csv", "GPU型号,单机卡数,价格（元/卡·时）\nH800,8,11.20\n注：价格含税。——蓝桥算力有限公司 销售部 2026-11-30\n", "蓝桥算力有限公司"},
	} {
		res := readText(t, c.name, c.text)
		if len(res.Quotes) != 1 {
			t.Errorf("%s: %d quotes, problems %+v", c.name, len(res.Quotes), res.Problems)
			continue
		}
		if v := res.Quotes[0].Vendor; v != c.want {
			t.Errorf("%s: vendor %q, want %q", c.name, v, c.want)
		}
	}
	// a tag that is no name ("【通知】") names no vendor
	if v := vendorFromTitle("【通知】本周报价，请查收"); v != "" {
		t.Errorf("【通知】: vendor %q, want none", v)
	}
}

// SV0201-0203, SV0301: a column headed by a network's name with yes/no
// cells: yes is that network, no leaves it unknown (never "none").
func TestSLANetworkYesNoColumn(t *testing.T) {
	for _, c := range []struct{ header, text string }{{"InfiniBand", "✔,✘,No"}, {"IB组网", "是,否,无"}, {"RoCE", "Yes,No,✕"}} {
		cells := strings.Split(c.text, ",")
		res := readText(t, "net.csv", "供应商,GPU型号,单机卡数,价格（元/卡·时）,"+c.header+"\n"+
			"甲算力,H100 SXM,8,9.9,"+cells[0]+"\n甲算力,H800,8,9.5,"+cells[1]+"\n甲算力,A800,8,6.5,"+cells[2]+"\n")
		want := []string{"ib", Unknown, Unknown}
		if c.header == "RoCE" {
			want[0] = "roce"
		}
		if len(res.Quotes) != len(want) {
			t.Fatalf("%s: %d quotes, problems %+v", c.header, len(res.Quotes), res.Problems)
		}
		for i, q := range res.Quotes {
			if q.InterNode != want[i] {
				t.Errorf("%s row %d: inter_node %q, want %q", c.header, q.SourceRow, q.InterNode, want[i])
			}
		}
	}
}

// SV0301-0306: check marks as yes and no.
func TestSLACheckMarks(t *testing.T) {
	for s, want := range map[string]bool{"✘": false, "✕": false, "✖": false, "❌": false, "✅": true, "☑": true, "✔": true} {
		got, err := ParseYesNo(s)
		if err != nil || *got != want {
			t.Errorf("%q: %v %v, want %v", s, got, err, want)
		}
	}
}

// SV0401: a file note's minimum term lengthens a minimum only the plan word
// implies (日租: a day); a longer plan keeps its own.
func TestSLANoteMinimumOverPlanDay(t *testing.T) {
	res := readText(t, "min.csv", "供应商,GPU型号,单机卡数,日租（元/台·天）,包月（元/台·月）\n甲算力,L40S,8,360,9000\n\n以上价格按台计费，最短租期7天。\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		want := 168.0
		if strings.Contains(q.PriceText, "9000") {
			want = 720
		}
		if q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != want {
			t.Errorf("%s: min term %v, want %v h", q.PriceText, q.MinTerm, want)
		}
	}
}

// SV0501-0506: a note saying resume is supported (or not) for every row.
func TestSLANoteResumeAll(t *testing.T) {
	for note, want := range map[string]string{"断点续训都支持的": "yes", "断点续训均支持": "yes", "断点续训均不支持": "no", "断点续训不支持哦": "no"} {
		got := ""
		if r := scanNotes(note).resume; r != nil {
			got = map[bool]string{true: "yes", false: "no"}[*r]
		}
		if got != want {
			t.Errorf("%q: resume %q, want %q", note, got, want)
		}
	}
}

// SV0601: a plan's bare figure beside a priced clause takes that clause's
// unit where the figures are near; far apart ("包月1.2万") it stays as written.
func TestSLACarryUnit(t *testing.T) {
	cs := planClauses("2.1元/卡时，包月1.75")
	if len(cs) != 2 || !strings.Contains(cs[1].text, "1.75元/卡时") || cs[1].carried == "" {
		t.Errorf("near: %+v", cs)
	}
	cs = planClauses("2.1元/卡时，包月1.2万")
	if len(cs) == 2 && cs[1].carried != "" {
		t.Errorf("far: %+v", cs)
	}
	res := readText(t, "pair.csv", "供应商,GPU型号,单机卡数,价格\n甲算力,RTX 4090,1,\"2.1元/卡时，包月1.75\"\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "gpu_hour" || q.Price < 1 {
			t.Errorf("%s: %v %s", q.PriceText, q.Price, q.PriceUnit)
		}
	}
}

// SV0701-0720: a deposit, penalty, compensation or service figure in a
// price cell, or a percentage alone, is refused at its cell, never a price;
// a price whose compensation words follow it stands.
func TestSLANotPriceLead(t *testing.T) {
	for _, s := range []string{"保证金5万", "押金 20000", "违约金3万", "每次故障赔500", "赔付¥500/次", "按故障时长2倍补时", "4小时响应", "99.9%", "Security deposit $5,000", "SLA 99.9%", "¥500/次", "$500 per incident credit"} {
		if _, err := parsePriceCell(s); err == nil {
			t.Errorf("%q read as a price", s)
		}
	}
	for _, s := range []string{"9.8元/卡时", "¥15.8/卡时（不达标赔10%）", "2.9万/台/月", "SLA 99.9% 12元/卡时", "12元/卡时，故障2倍补时"} {
		if pc, err := parsePriceCell(s); err != nil || pc.value <= 0 {
			t.Errorf("%q: %v %v", s, pc.value, err)
		}
	}
}

// FuzzNotPriceLead: a cell the service-term reader refuses never reads as a
// price, the word it names is in the cell, and a plain price ("9.8元/卡时")
// read back from its value is never refused; carryUnit gives a clause a
// reading whose figure is its own.
func FuzzNotPriceLead(f *testing.F) {
	for _, s := range []string{"保证金5万", "每次故障赔500", "4小时响应", "24h内更换", "99.9%", "9.8元/卡时", "¥15.8/卡时（不达标赔10%）", "Security deposit $5,000", "1.6元/卡时，包月1.35"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		low := norm(s)
		if w, kind, ok := notPriceLead(low); ok {
			if w == "" || kind == "" || !strings.Contains(low, w) {
				t.Fatalf("notPriceLead(%q) = %q %q", low, w, kind)
			}
			if _, err := parsePriceCell(s); err == nil {
				t.Fatalf("%q refused as %s yet read as a price", s, kind)
			}
		}
		if pc, err := parsePriceCell(s); err == nil && pc.value > 0 && pc.value < 1e6 {
			plain := strconv.FormatFloat(pc.value, 'f', -1, 64) + "元/卡时"
			if _, _, ok := notPriceLead(norm(plain)); ok {
				t.Fatalf("%q refused", plain)
			}
		}
		for _, c := range planClauses(s) {
			if c.carried != "" && !strings.Contains(norm(c.text), strings.TrimSpace(strings.Replace(norm(c.written), norm(c.label), "", 1))) {
				t.Fatalf("%q: carried clause %q lost its figure %q", s, c.text, c.written)
			}
		}
	})
}

// SV0801-0811: a deposit, penalty or compensation column is never the
// price column, even with a unit of money and period in its header.
func TestSLADepositColumnNotPrice(t *testing.T) {
	res := readText(t, "dep.csv", "供应商,GPU型号,单机卡数,月租（元/台/月）,保证金（元/台/月）,违约金（元）\n甲算力,H100 SXM,8,52000,50000,30000\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 52000 {
		t.Fatalf("quotes %+v, problems %+v", res.Quotes, res.Problems)
	}
	for _, h := range []string{"保证金（元/台/月）", "Deposit (USD/node/month)", "违约金（元）", "赔付金额（元/次）"} {
		if f := matchHeader(h); f == fPrice {
			t.Errorf("%q read as the price", h)
		}
	}
}

// SV0901-0906: price columns named by a service level and its uptime
// percentage are each a tier's offer, the unit from the file's line; the
// percentage is never a price, and the tiers are no unknown roles.
func TestSLATierColumns(t *testing.T) {
	res := readText(t, "tiers.csv", "Kestrel Compute - SLA pricing (USD per GPU-hour)\nGPU,GPUs per node,Basic SLA (99.5%),Business SLA (99.9%),Enterprise SLA (99.99%)\nH100 SXM 80GB,8,2.10,2.30,2.70\nL40S 48GB,4,0.80,0.90,—\n")
	if len(res.Quotes) != 5 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Price > 3 || q.Currency != "USD" || q.PriceUnit != "gpu_hour" {
			t.Errorf("%s: %v %s %s", q.PriceText, q.Price, q.Currency, q.PriceUnit)
		}
		for _, w := range q.Warnings {
			if w.Key == "import.review.price_role_unknown" {
				t.Errorf("%s: tiers read as unknown roles", q.PriceText)
			}
		}
	}
	for _, h := range []string{"Uptime SLA", "月可用性承诺", "SLA赔付上限 30%"} {
		if matchHeader(h) == fPrice {
			t.Errorf("%q read as a price column", h)
		}
	}
}

// SV0307: a no mark under a header naming NVLink reads as 否 does: PCIe, warned.
func TestSLANoMarkUnderNVLink(t *testing.T) {
	res := readText(t, "nvl.csv", "供应商,GPU型号,单机卡数,价格（元/卡·时）,NVLink\n甲算力,A800 80G,8,6.5,✘\n甲算力,A800 80G,8,6.9,✔\n")
	want := []string{IntraPCIe, IntraNVLink}
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if q.IntraNode != want[i] {
			t.Errorf("row %d: intra %q, want %q", q.SourceRow, q.IntraNode, want[i])
		}
	}
}

// SV1001: a bare uptime percentage in a compensation (SLA) column is the
// committed uptime; a lower share says nothing.
func TestSLABareUptime(t *testing.T) {
	c, err := ParseCompensation("99.9%")
	if err != nil || c.SLAPct == nil || *c.SLAPct != 99.9 || c.Kind != CompSLATiers {
		t.Errorf("99.9%%: %+v %v", c, err)
	}
	if c, err := ParseCompensation("10%"); err == nil && c.SLAPct != nil {
		t.Errorf("10%%: %+v", c)
	}
}

// SV0701, SV0751-: a service-term word refuses a price cell only where it
// directly leads the figure, never after a negation; a service word only
// before a percentage or a time (review finding 1: each of these read as a
// price at e2ae343 and was refused after ef8d821).
func TestSLALeadWordOnlyDirect(t *testing.T) {
	for s, want := range map[string]float64{
		"免押金 9.8元/卡时": 9.8, "无需保证金，12元/卡时": 12, "不含押金 3.5万/台/月": 35000,
		"No deposit required. $2.10/GPU-hr": 2.1, "不赔 9.8元/卡时": 9.8, "含SLA保障 9.8元/卡时": 9.8,
		"故障包换 9.8元/卡时": 9.8, "快速响应 2.5元/卡时": 2.5, "High availability $2.49/hr": 2.49,
		"No deposit: $2.10/GPU-hr": 2.1,
	} {
		if pc, err := parsePriceCell(s); err != nil || pc.value != want {
			t.Errorf("%q: %v %v, want %v", s, pc.value, err, want)
		}
	}
	for _, s := range []string{"押金：¥20000", "deposit $5,000", "SLA: 99.9%", "响应 4小时", "故障赔付 500"} {
		if _, err := parsePriceCell(s); err == nil {
			t.Errorf("%q read as a price", s)
		}
	}
}

// SV0741-0745: a per-event word counts the amount only right after it (and
// 每次 only before the first figure): a minimum per session or per incident
// elsewhere in the cell is no sign (review finding 2).
func TestSLAPerEventOnlyAtAmount(t *testing.T) {
	for s, want := range map[string]float64{"9.8元/卡时（每次最少租用24小时）": 9.8, "$2.1/GPU-hr, min 1 hr per incident": 2.1} {
		if pc, err := parsePriceCell(s); err != nil || pc.value != want {
			t.Errorf("%q: %v %v, want %v", s, pc.value, err, want)
		}
	}
	for _, s := range []string{"500元/次", "¥500 /incident", "5万/次", "每次故障 500元"} {
		if _, err := parsePriceCell(s); err == nil {
			t.Errorf("%q read as a price", s)
		}
	}
}

// SV0101, SV0103-0106: a greeting line's bracket tag names the vendor only
// where it reads as a company; 【转发】【回复】【置顶】【采购群】 and a chat
// group's tag name no one (review finding 3: each read as the vendor).
func TestSLAGreetingTagNoName(t *testing.T) {
	for _, l := range []string{"【转发】您好，请查收报价", "【回复】您好，请查收报价", "【置顶】您好，请查收报价", "【采购群】您好，请查收报价", "【GPU交流群】您好，请查收报价"} {
		if v := vendorFromTitle(l); v != "" {
			t.Errorf("%s: vendor %q, want none", l, v)
		}
	}
	if v := vendorFromTitle("【峨眉算力】12月GPU报价，请查收"); v != "峨眉算力" {
		t.Errorf("峨眉算力: %q", v)
	}
}

// SV0301-0304, SV0307: a no glyph (✘) reads in ParseIntra as 否 does (PCIe,
// assumed) under any header; the letter and figure of a no ("x", "0" — in a
// checkbox sheet "x" often means yes) read as no link under NVLink (review
// findings 4 and 11: they read PCIe under an NVLink header; "n" is a
// none_word, PW0104, read so since before this branch).
func TestSLANoMarkIntraOnePlace(t *testing.T) {
	for _, s := range []string{"✘", "✕", "✖", "❌", "否"} {
		if in, err := ParseIntra(s); err != nil || in.Kind != IntraPCIe {
			t.Errorf("ParseIntra(%q) = %+v, %v", s, in, err)
		}
	}
	res := readText(t, "nvx.csv", "供应商,GPU型号,单机卡数,价格（元/卡·时）,NVLink\n甲算力,A800 80G,8,6.5,x\n甲算力,A800 80G,8,6.1,0\n")
	for _, q := range res.Quotes {
		if q.IntraNode == IntraPCIe {
			t.Errorf("row %d: %q under NVLink read PCIe", q.SourceRow, q.PriceText)
		}
	}
}

// Review finding 8: a deposit, penalty or compensation header is not a rate
// through words/columns.tsv column_other_money alone; reNotAPrice repeats
// none of its words.
func TestSLANotAPriceOneList(t *testing.T) {
	for _, w := range wordsInOrder("column_other_money") {
		if reNotAPrice.MatchString(w) {
			t.Errorf("reNotAPrice repeats %q", w)
		}
		if !notARate(w + "（元）") {
			t.Errorf("%q: a rate", w)
		}
	}
}

// Review finding 9: each service-level word of words/header_words.tsv
// header_sla_word before an uptime percentage in a compensation cell is the
// committed uptime (the Go list held four of them).
func TestSLAAvailFromTable(t *testing.T) {
	for _, w := range wordsInOrder("header_sla_word") {
		c, err := ParseCompensation("不达标按比例赔付，" + w + "承诺 99.5%")
		if err != nil || c.SLAPct == nil || *c.SLAPct != 99.5 {
			t.Errorf("%s: %+v %v", w, c, err)
		}
	}
}

// Review finding 10: a response or repair time's unit is any of
// words/periods.tsv term_unit_zh/en of a day or shorter (钟头, 秒, sec), not a
// Go list of its own.
func TestSLATimeUnitFromTable(t *testing.T) {
	for _, s := range []string{"2个钟头内到场", "30秒响应", "90 sec response", "响应 2钟头"} {
		if _, _, ok := notPriceLead(norm(s)); !ok {
			t.Errorf("%q: no service term", s)
		}
	}
	if _, _, ok := notPriceLead(norm("快速响应 2.5元/卡时")); ok {
		t.Errorf("快速响应 2.5元/卡时 refused")
	}
}

// Review finding 5: a filler (words/notes.tsv note_resume_filler: 都, 均,
// 全部, 全都) may stand between 断点续训 and (不)支持 in one row each, not a
// row per filler (全都 was no row).
func TestSLANoteResumeFiller(t *testing.T) {
	for note, want := range map[string]bool{"断点续训都支持的": true, "断点续训全都支持": true, "断点续训均不支持": false,
		"断点续训全都不支持": false, "断点续训不支持": false, "断点续训支持": true} {
		if r := scanNotes(note).resume; r == nil || *r != want {
			t.Errorf("%q: resume %v, want %v", note, r, want)
		}
	}
	if r := scanNotes("断点续训需自行配置").resume; r != nil {
		t.Errorf("断点续训需自行配置: %v", *r)
	}
}
