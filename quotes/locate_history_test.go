package quotes

import (
	"slices"
	"strings"
	"testing"

	"computecheck/msg"
)

// A reply pasted into a sheet keeps the message it answers under a quote
// marker, often with the older table: only the rows above the marker are
// offers, the rest is named as history and never stored, and the quoted
// lines set neither the vendor nor a unit.
func TestMailHistoryNotOffers(t *testing.T) {
	for _, c := range []struct {
		name   string
		marker []string // the marker lines, then the old table follows
	}{
		{"outlook_zh.csv", []string{"-----原始邮件-----", "发件人: 李娜; 发送时间: 2026年11月20日"}},
		{"outlook_en.csv", []string{"-----Original Message-----", "From: Li Na; Sent: 20 Nov 2026"}},
		{"gmail_zh.csv", []string{"在 2026年11月20日 周五 10:02，李娜 <lina@buyer.example> 写道："}},
		{"gmail_en.csv", []string{"On Fri, Nov 20, 2026 at 10:02 AM, Li Na <lina@buyer.example> wrote:"}},
		{"outlook_new_en.csv", []string{"________________________________", "From: Li Na <lina@buyer.example>", "Sent: Friday, November 20, 2026 10:02 AM", "Subject: GPU rental"}},
		{"outlook_new_zh.csv", []string{"发件人: 李娜 <lina@buyer.example>", "发送时间: 2026年11月20日 10:02", "主题: 询价"}},
	} {
		lines := []string{
			"发件人: 王强 <wq@songbai.example>",
			"发送时间: 2026年11月21日 09:00",
			"主题: 回复: 询价（松柏算力）",
			"您好，本次报价如下：",
			"GPU型号,台数,报价,计费单位",
			"H100 SXM 80G,2,9.5,元/卡/时",
			"A800 80G SXM,4,6.2,元/卡/时",
			"",
		}
		lines = append(lines, c.marker...)
		lines = append(lines,
			"上次报价：",
			"GPU型号,台数,报价,计费单位",
			"H100 SXM 80G,2,11.0,元/卡/时",
			"L40S 48G,8,3.9,元/卡/时",
			"以上价格单位为美元/卡/时")
		res := readCSV(t, c.name, lines...)
		if len(res.Problems) != 0 || len(res.Quotes) != 2 {
			t.Fatalf("%s: %d quotes, problems %v: want the 2 rows above the marker", c.name, len(res.Quotes), res.Problems)
		}
		for _, q := range res.Quotes {
			if q.SourceRow > 7 || q.Currency != "CNY" {
				t.Errorf("%s: row %d stored (%v %s): the quoted message set it", c.name, q.SourceRow, q.Price, q.Currency)
			}
		}
		first := 9
		if len(res.NotOffers) == 0 || res.NotOffers[0].Row != first || res.NotOffers[len(res.NotOffers)-1].Row != len(lines) {
			t.Fatalf("%s: history named %v, want rows %d to %d", c.name, res.NotOffers, first, len(lines))
		}
		if got := res.NotOffers[0].Text("en"); !strings.Contains(got, "below “"+c.marker[0][:5]) {
			t.Errorf("%s: %q does not name the marker", c.name, got)
		}
	}
}

// Lines that start with ">" to the end of the file are the quoted message
// even without a marker; a ">" in a cell of a table row that more rows
// follow is not.
func TestMailHistoryQuotedLines(t *testing.T) {
	res := readCSV(t, "quoted.csv",
		"供应商,GPU型号,台数,报价,计费单位",
		"松柏算力,H100 SXM 80G,2,9.5,元/卡/时",
		"> 供应商,GPU型号,台数,报价,计费单位",
		"> 松柏算力,H100 SXM 80G,2,11.0,元/卡/时")
	wantNotOffers(t, res, 1, 3, 4)
	res = readCSV(t, "tiers.csv",
		"起订量,供应商,GPU型号,报价,计费单位",
		">8卡,松柏算力,H100 SXM 80G,9.5,元/卡/时",
		"1-8卡,松柏算力,H100 SXM 80G,9.9,元/卡/时")
	if len(res.NotOffers) != 0 || len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, history %v: a \">\" row with rows after it is a row", len(res.Quotes), res.NotOffers)
	}
}

// The cheap test before the quote-marker regex lets through every marker,
// in any case, and skips a row of figures.
func TestMayOpenQuote(t *testing.T) {
	for _, s := range []string{"-----原始邮件-----", "----- ORIGINAL Message -----", "—— 原始訊息 ——", "== 原邮件 ==",
		"在 2026年11月20日 李娜 写道：", "On Fri, Nov 20, Li Na WROTE:", "oN fri, li na Wrote"} {
		if !reMailQuote.MatchString(s) || !mayOpenQuote(s) {
			t.Errorf("%q: marker %v, let through %v", s, reMailQuote.MatchString(s), mayOpenQuote(s))
		}
	}
	for _, s := range []string{"供应商1, H800, 8, 2, 9.5, 元/卡/时, IB 8×400G NDR, 2TB内免费", "Origin: US-East, wrot"} {
		if mayOpenQuote(s) {
			t.Errorf("%q: let through", s)
		}
	}
}

// A reply that revises one price ("由原来的 4.2万/台 下调为 3.96万/台",
// words/prose.tsv prose_revised) offers the new one, the old one warned;
// its "其余报价不变" (prose_rest_unchanged) keeps the quoted original's
// other offers, but not the GPU it prices anew nor the buyer's quoted
// question. The "收件人:" line names who the mail is for, never the
// vendor; the signature's "姓名 | 公司 | 电话" names it.
func TestReplyKeepsQuotedOffers(t *testing.T) {
	res := readCSV(t, "reply.txt",
		"发件人: 陈晓 <chenxiao@example.com>",
		"收件人: 采购部-刘洋",
		"",
		"刘经理好，",
		"A800 整机月租由原来的 4.2万/台 下调为 3.96万/台，其余报价不变。",
		"",
		"祝好",
		"陈晓 | 锦江智算（成都）科技有限公司 | 138xxxx6021",
		"",
		"> 发件人: 刘洋",
		"> 陈经理，A800 的价格还能再谈吗？",
		">",
		">> 发件人: 陈晓",
		">> 1）A800 80G SXM 8卡/台：4.2万/台/月",
		">> 2）RTX 4090 24G 8卡/台：1.78元/卡/时，按量计费")
	got := map[string]float64{}
	for _, q := range res.Quotes {
		if !strings.Contains(q.Vendor, "锦江智算") {
			t.Errorf("%s: vendor %q, want the signature's company", q.GPU, q.Vendor)
		}
		got[q.GPU] = q.Price
		if q.GPU == "A800-80G-SXM" && !slices.ContainsFunc(q.Warnings, func(w msg.Msg) bool { return w.Key == "import.warn.prose_revised" }) {
			t.Errorf("A800: warnings %v, want the earlier price named", q.Warnings)
		}
	}
	if len(got) != 2 || got["A800-80G-SXM"] != 39600 || got["RTX4090-24G"] != 1.78 {
		t.Errorf("quotes %v: want the A800 at 39600 (the reply's) and the quoted RTX 4090 at 1.78", got)
	}
	// no letters between the two words: a GPU is never taken for the earlier price
	if s := spokenLine("从下周起 H100 由 6.5 调至 6.2 元/卡/时"); !strings.Contains(s, "H100") || strings.Contains(s, "6.5") {
		t.Errorf("%q: want H100 kept and 6.5 dropped", s)
	}
}

// MX0301: a text compiling several vendors' replies, each block under its
// own mail head and a line labelling its vendor: each priced line is read
// with its block's vendor, none taken for a quoted earlier message, and a
// no-price line is refused at its line.
func TestCompiledRepliesVendorBlocks(t *testing.T) {
	text := "询价回复汇总（两家）\n\n" +
		"---- 回复一 ----\n" +
		"From: Amy <amy@alpha.example>\n" +
		"Company: Alphacore Compute Ltd\n" +
		"Sent: 2026-11-02 09:00\n" +
		"1. A100 80G SXM4 8卡整机：包月 5.6万/台\n" +
		"2. L40S 48G 8卡整机：按量 3.05元/卡/时\n\n" +
		"---- 回复二 ----\n" +
		"发件人：周磊 <zl@beta.example>\n" +
		"供应商：贝塔云算科技有限公司\n" +
		"时间：2026-11-03 10:00\n" +
		"- H20 96G 8卡/台：4.1 元/卡/时\n" +
		"- H200 141G：价格面议\n"
	res := readText(t, "replies.txt", text)
	want := map[int]string{7: "Alphacore Compute Ltd", 8: "Alphacore Compute Ltd", 14: "贝塔云算科技有限公司"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d; problems %+v; not offers %+v", len(res.Quotes), len(want), res.Problems, res.NotOffers)
	}
	for _, q := range res.Quotes {
		if v, ok := want[q.SourceRow]; !ok || q.Vendor != v {
			t.Errorf("row %d (%s): vendor %q, want %q", q.SourceRow, q.GPU, q.Vendor, v)
		}
	}
	for _, p := range res.NotOffers {
		if p.Reason.Key == "import.history.row" {
			t.Errorf("row %d taken for a quoted earlier message", p.Row)
		}
	}
	if !slices.ContainsFunc(res.Problems, func(p Problem) bool { return p.Row == 15 }) {
		t.Errorf("the 面议 line is not refused at its line: %+v", res.Problems)
	}
}
