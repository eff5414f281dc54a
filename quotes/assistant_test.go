package quotes

import (
	"strings"
	"testing"
)

// Offers written by AI chat assistants (issue 23, set101, rules AS0001-):
// invented rows, none of the set's files.

// AS0001: headings one after another with no blank line, each machine's
// prices on the indented lines under it.
func TestHeadingItemsEachPriceLine(t *testing.T) {
	res := readText(t, "ai_reply.txt", "【锦屏算力 本周报价】\n\n"+
		"🔹 **L40S 48G（4卡整机）**\n"+
		"  - 按天：¥400/台/天\n"+
		"  - 包月：¥9,600/台/月\n"+
		"🔹 **A100 80G SXM（8卡整机，现货5台）**\n"+
		"  - 按量：6.20元/卡/时\n"+
		"🔹 **H20 96G**\n"+
		"  - 价格：人工报价\n\n"+
		"祝您工作顺利！\n")
	by := quotesOf(res)
	if len(by["L40S-48G"]) != 2 || len(by["A100-80G-SXM"]) != 1 {
		t.Fatalf("quotes %+v problems %+v", by, res.Problems)
	}
	for _, q := range by["L40S-48G"] {
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 4 || q.SourceRow != 4 && q.SourceRow != 5 {
			t.Errorf("L40S: cards %v row %d: want 4 cards at its price line", q.GPUsPerNode, q.SourceRow)
		}
		if !hasWarningKey(q, "import.warn.as_heading_line") {
			t.Errorf("L40S row %d: taking the heading's GPU is not warned: %v", q.SourceRow, q.Warnings)
		}
	}
	if q := by["A100-80G-SXM"][0]; q.SourceRow != 7 || !within(perGPUHour(t, q), 6.2) {
		t.Errorf("A100: row %d price %v", q.SourceRow, perGPUHour(t, q))
	}
	if !slicesHasRow(res.Problems, 9) {
		t.Errorf("the 人工报价 line under H20 is not refused at its line: %+v", res.Problems)
	}
}

// AS0001: a heading naming two GPUs, or none, ties no price line to a GPU:
// the lines are refused, never read.
func TestHeadingItemsAmbiguousHeading(t *testing.T) {
	res := readText(t, "ai_reply2.txt", "报价如下\n\n"+
		"✅ **A800 80G / H800 80G（8卡整机）**\n"+
		"   - 包月：¥40,000/台/月\n"+
		"✅ **训练机型**\n"+
		"   - 包月：¥30,000/台/月\n")
	if len(res.Quotes) != 0 {
		t.Errorf("a price tied by guess: %+v", res.Quotes)
	}
	if !slicesHasRow(res.Problems, 4) || !slicesHasRow(res.Problems, 6) {
		t.Errorf("price lines under an ambiguous heading not refused: %+v", res.Problems)
	}
}

// AS0001: a line as deep as the heading, or naming its own GPU, is no item.
func TestHeadingItemsLevels(t *testing.T) {
	lines := []proseLine{
		{row: 1, text: "RTX 4090 24G（8卡整机）", level: 0},
		{row: 2, text: "包月 9000元/台/月", level: 0},
		{row: 3, text: "- 按量 1.8元/卡/时", level: 1},
	}
	got := headingItems(lines, func(k int) bool { return true })
	if got[1].head != "" {
		t.Errorf("a line as deep as its heading took it: %q", got[1].head)
	}
	if got[2].head != "" {
		t.Errorf("a line after the heading's end took it: %q", got[2].head)
	}
	if lineLevel("   - 包月") <= lineLevel("✅ **H800**") || lineLevel("· 包月") != 1 {
		t.Errorf("levels %d %d %d", lineLevel("   - 包月"), lineLevel("✅ **H800**"), lineLevel("· 包月"))
	}
}

// AS0002, AS0003, AS0011: a website bot's chat log: the seller named only in
// the bot's self-introduction; a message of a heading and its items; two
// offers in one message, each with its own machine.
func TestChatBotLog(t *testing.T) {
	res := readCSV(t, "bot_log.csv",
		"时间,发送者,内容",
		"2026-11-02 09:00:01,访客,4090怎么卖",
		`2026-11-02 09:00:03,小云,"您好，我是锦屏算力的AI助手小云～RTX 4090 24G 单卡按量 1.90元/卡·时；8卡整机包月 9,800元/台·月。"`,
		"2026-11-02 09:01:00,访客,L40S呢",
		"2026-11-02 09:01:02,小云,\"L40S 48G 4卡机：\n· 可租 2 台\n· 按天 420元/台·天\n· 签6个月 380元/台·天\n还有其他问题吗～\"",
	)
	by := quotesOf(res)
	if len(by["RTX4090-24G"]) != 2 || len(by["L40S-48G"]) != 2 {
		t.Fatalf("quotes %+v problems %+v", by, res.Problems)
	}
	for _, q := range append(by["RTX4090-24G"], by["L40S-48G"]...) {
		if q.Vendor != "锦屏算力" {
			t.Errorf("%s %v: vendor %q, want the bot's company", q.GPU, q.Price, q.Vendor)
		}
	}
	for _, q := range by["RTX4090-24G"] {
		if q.Price == 9800 && (q.GPUsPerNode == nil || *q.GPUsPerNode != 8) {
			t.Errorf("8卡整机包月: cards %v, want 8 (its own clause)", q.GPUsPerNode)
		}
	}
	for _, q := range by["L40S-48G"] {
		if q.SourceRow != 5 || q.Nodes == nil || *q.Nodes != 2 || q.GPUsPerNode == nil || *q.GPUsPerNode != 4 {
			t.Errorf("L40S %v: row %d nodes %v cards %v", q.Price, q.SourceRow, q.Nodes, q.GPUsPerNode)
		}
		if q.Price == 380 && (q.MinHours == nil || *q.MinHours < 4000) {
			t.Errorf("签6个月: min hours %v", q.MinHours)
		}
	}
}

func TestBotIntroVendor(t *testing.T) {
	for line, want := range map[string]string{
		"您好！我是蓉城云的智能助手小蓉":     "蓉城云",
		"这里是青羊算力智能客服，为您服务":    "青羊算力",
		"我是采购部的AI助手":          "",
		"我是小王，有什么可以帮您":        "",
		"我们是一家做算力的公司，H100 有货": "",
	} {
		if got := botIntroVendor(line); got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}

// AS0031: "reserved 1 year" as a machine translation writes it in a plan
// cell, its unit in brackets.
func TestReservedTranslatedTerm(t *testing.T) {
	for s, want := range map[string]float64{"保留1年（每GPU每小时）": 8760, "预留12个月": 8640, "保留1年": 8760} {
		if tm, ok := commitTermCell(s); !ok || tm.Hours(DefaultHoursPerMonth) != want {
			t.Errorf("%q: %v %v, want %v h", s, tm, ok, want)
		}
	}
	if _, ok := commitTermCell("数据保留3个月后删除"); ok {
		t.Error("a retention clause read as a commitment")
	}
}

// FuzzHeadingItems: any lines: a line takes a head only from a line above
// it that names a GPU, and nothing panics.
func FuzzHeadingItems(f *testing.F) {
	for _, s := range []string{"✅ **H800 SXM（8卡整机）**\n   - 包月：¥56,800/台/月", "A800 80G：\n· 当前可租 3 台\n· 包月 37,000元/台·月", "\t- \n-", "H20 96G\n  - 私聊获取"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var lines []proseLine
		for i, raw := range strings.Split(s, "\n") {
			if lineLevel(raw) < 0 {
				t.Fatalf("%q: level below 0", raw)
			}
			lines = append(lines, proseLine{i: i, row: i + 1, text: strings.TrimSpace(raw), level: lineLevel(raw)})
		}
		for k, l := range headingItems(lines, func(int) bool { return true }) {
			if l.head != "" && (l.underHeading < 1 || l.underHeading > k || !recordTitle(lines[l.underHeading-1].text)) {
				t.Fatalf("line %d %q: head %q from row %d", k, l.text, l.head, l.underHeading)
			}
		}
		messageLines(proseLine{text: s})
	})
}

// AS0004: a heading marked as one (a colon, bold, ### or 【】) announces the
// lines under it though they are not indented.
func TestHeadingMarkedFlatLines(t *testing.T) {
	res := readText(t, "ai_reply3.txt", "【锦屏算力 报价】\n\n"+
		"**A800 80G SXM 8卡整机**\n"+
		"包月：¥42,000/台/月\n"+
		"H800 80G SXM 8卡整机：\n"+
		"包月：¥58,000/台/月\n"+
		"包年：¥55,000/台/月\n")
	by := quotesOf(res)
	if len(by["A800-80G-SXM"]) != 1 || len(by["H800-80G-SXM"]) != 2 {
		t.Fatalf("quotes %+v problems %+v", by, res.Problems)
	}
	for s, want := range map[string]bool{"H800 8卡：": true, "### H800": true, "✅ **H20 96G**": true, "【L40S 48G】": true, "H800 8卡整机": false, "- **包月**": true} {
		if headingMarked(s) != want {
			t.Errorf("headingMarked(%q) = %v", s, !want)
		}
	}
}
