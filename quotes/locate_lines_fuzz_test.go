package quotes

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// The line readers of unseen files (a stamp line's company, the cards a
// line states for every machine, the file's date, a plan clause in a spec
// cell, an e-mail quote marker) take any text: what they return comes
// from the text and is in range, and none panics.
func FuzzLineReaders(f *testing.F) {
	for _, s := range []string{"宁波甬江信息技术有限公司（盖章）", "报价单位（盖章）：宁波甬江信息技术有限公司", "均为8卡整机出租、按卡计价",
		"All prices are for 8-GPU servers", "# price_export v3 | generated 2026-12-03T09:00:00Z", "8x A100 SXM 80GB, NVLink, 1-year reserved",
		"-----原始邮件-----", "On Fri, Nov 20, 2026 at 10:02 AM, Li Na wrote:", "发件人: 李娜; 发送时间: 2026年11月30日", "> 1,H100,9.5",
		"----- ORIGINAL message -----", "ON Fri, Li Na WROTE:", "—— 原始訊息 ——"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if v, at := stampVendor([]string{s}); v != "" && (at != s || !strings.Contains(s, v)) {
			t.Fatalf("%q: vendor %q is not from the line", s, v)
		}
		if n, _ := lineCardsPerMachine([]string{s}); n < 0 || n > maxGPUsPerNode {
			t.Fatalf("%q: %d cards per machine", s, n)
		}
		if d, _ := fileDate([]string{s}); d != "" {
			if _, err := time.Parse("2006-01-02", d); err != nil {
				t.Fatalf("%q: file date %q", s, d)
			}
		}
		if term, _ := cellPlanTerm(s); term != nil && !(term.Value > 0) {
			t.Fatalf("%q: term %v", s, *term)
		}
		if reMailQuote.MatchString(s) && !mayOpenQuote(s) {
			t.Fatalf("%q: a quote marker the prefilter skips", s)
		}
		tb := &table{rows: [][]string{{s}, {"GPU", "price"}}, rowNum: []int{1, 2}}
		if h := historyStart(tb, 1); h < -1 || h > 1 {
			t.Fatalf("%q: history from %d", s, h)
		}
	})
}

// A round record's round cells and the line above its header are the
// vendor's text: whatever they hold, the import does not panic, and an
// offer whose final round is marked keeps that round's price, never the
// earlier one's.
func FuzzRoundRecord(f *testing.F) {
	for _, s := range []string{"首轮报价", "第1轮", "第2轮（最终）", "round 1", "初步", "", "\"Was\" = old", "Was: 旧价", "最终"} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, round, line string) {
		clean := func(s string) string {
			return strings.NewReplacer(",", " ", "\n", " ", "\r", " ", "\"", " ").Replace(s)
		}
		res, err := Read("r.csv", csvOf(clean(line), "供应商,GPU型号,报价轮次,单价(元/卡/时)", "甲云,H100 SXM 80G,"+clean(round)+",15", "甲云,H100 SXM 80G,最终报价,14"))
		if err != nil {
			return
		}
		kind, _ := headerRound(clean(round))
		label := kind == "round" && utf8.RuneCountInString(strings.TrimSpace(clean(round))) <= 12
		for _, q := range res.Quotes {
			if label && q.Price == 15 {
				t.Fatalf("%q: the earlier round's 15 stored beside the final round", round)
			}
		}
	})
}
