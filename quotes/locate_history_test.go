package quotes

import (
	"strings"
	"testing"
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
