package quotes

import (
	"strings"
	"testing"
)

// Tests for an ordinary month's inbox (issue 23, set 75's class), in
// invented rows: a 起 that floors the term, not the price (EV0001-0029); a
// chat line's counts then a no-price word (面议, 私聊, 售罄); a console
// export's column of cloud instance names (EV0101-0106).

// A 起 after a plan word or a term's length floors the term (EV0001-0029);
// after the price's own unit or figure it is still a starting price.
func TestTermFloorIsNoStartingPrice(t *testing.T) {
	for _, in := range []string{"6.8元/卡/时 包年起", "9元/卡/时 包周起租", "2.2万/台/月 月付起", "5.5元/卡时 两个月起", "12元/卡/时 1年起签", "3.6元/卡/时，7天起"} {
		pc, err := parsePriceCell(in)
		if err != nil || pc.from {
			t.Errorf("%q: from=%v err=%v, want a firm price", in, pc.from, err)
		}
	}
	for _, in := range []string{"6.8元/卡/时起", "2.2万/台/月起", "2.2万起/台/月", "包月 6元/卡时起", "5.5元/卡时 起步"} {
		if pc, err := parsePriceCell(in); err == nil && !pc.from {
			t.Errorf("%q read as a firm price %v", in, pc.value)
		}
	}
}

// A chat line's counts and then a no-price word (价格私聊, 面议, 已售罄) is
// refused at its line, never dropped; a word about another subject
// (交期待定) is no such word.
func TestProseCountsThenNoPrice(t *testing.T) {
	for _, c := range []struct{ tail, key string }{
		{"价格私聊", "import.err.negotiable"},
		{"电议", "import.err.negotiable"},
		{"已售罄", "import.err.unavailable"},
	} {
		text := "【某算力·本周资源】\n\n1、A100 80G SXM 8卡 2台 4.6元/卡/时\n2、L40S 48G 8卡 4台 " + c.tail + "\n"
		res, err := Read("chat.txt", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Quotes) != 1 {
			t.Errorf("%s: %d quotes, want 1", c.tail, len(res.Quotes))
		}
		p := problemAt(res, 4)
		if p == nil || !strings.Contains(p.Reason.Key, strings.TrimPrefix(c.key, "import.err.")) && p.Reason.Key != "import.err.no_price_words" {
			t.Errorf("%s: problem %+v, want %s at line 4", c.tail, p, c.key)
		}
	}
	for _, in := range []string{"141G 8卡 1台 价格私聊", "8卡 3台 售罄"} {
		if h, tl := noPriceTail(in, false); h == "" || tl == "" {
			t.Errorf("%q: no no-price tail", in)
		}
	}
	for _, in := range []string{"8卡 3台 成都", "8卡 3台", "面议", "8卡 4台 交期待定"} {
		if _, tl := noPriceTail(in, false); tl != "" {
			t.Errorf("%q: tail %q, want none", in, tl)
		}
	}
}

// Cloud instance names (EV0101-0106): dot-joined parts with a size.
func TestInstanceName(t *testing.T) {
	for _, s := range []string{"gpu.h20.8x", "ecs.gn7i-c8g1.2xlarge", "p4d.24xlarge", "p2s.2xlarge.8", "GN7.2XLARGE32", "g5.xlarge", "bm.gpu.metal", "a2-highgpu-8g", "gpu-h20-8x", "gn_l20_4x"} {
		if !instanceName(s) {
			t.Errorf("%q: not read as an instance name", s)
		}
	}
	for _, s := range []string{"H100 SXM 80G", "a800-sxm4-80gb", "x.x", "8x", "v1.2.3", "ecs.gn7", "www.example.com", "1.8x", "a800-sxm4-80gb", "h100-8x", "rtx-4090-24g", "standard-plan-2"} {
		if instanceName(s) {
			t.Errorf("%q: read as an instance name", s)
		}
	}
}

// A console export whose 机型 column names cloud instances prices each
// instance whole: the bare price is divided by the instance's cards,
// warned; a table whose column holds one such name among others is no
// evidence, and an ambiguous bare price is refused as before.
func TestInstanceNameColumnPricesTheInstance(t *testing.T) {
	res := readCSV(t, "console.csv",
		"# 导出自 某云 价格计算器",
		"机型,GPU,GPU卡数,按需(元/小时)",
		"cs.l40s.4x,NVIDIA L40S,4,14.00",
		"cs.l40s.8x,NVIDIA L40S,8,28.00",
		"cs.l40s.1x,NVIDIA L40S,1,3.50",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if v := perGPUHour(t, q); !within(v, 3.5) {
			t.Errorf("%s %v: %.4f a GPU-hour, want 3.5", q.GPU, q.GPUsPerNode, v)
		}
	}
	if !strings.Contains(warningKeys(res.Quotes[0]), "import.warn.basis_from_instance_column") {
		t.Errorf("per instance not warned: %s", warningKeys(res.Quotes[0]))
	}
	res = readCSV(t, "idc.csv",
		"方案,GPU,GPU卡数,价格(元/小时)",
		"标准型,NVIDIA L40S,4,14.00",
		"cs.l40s.4x,NVIDIA L40S,4,14.00",
		"高配型,NVIDIA L40S,4,14.00",
	)
	for _, q := range res.Quotes {
		if q.PriceUnit == "node_hour" {
			t.Errorf("row of a mixed column read per machine: %+v", q)
		}
	}
}

func warningKeys(q Quote) string {
	var ks []string
	for _, w := range q.Warnings {
		ks = append(ks, w.Key)
	}
	return strings.Join(ks, " ")
}

// FuzzEverydayReaders: the instance-name reader and the no-price tail
// never panic; a name is one token with a dot; a tail is the piece's last
// words, none with a figure, and head and tail rejoin to the piece's words.
func FuzzEverydayReaders(f *testing.F) {
	for _, s := range []string{"gpu.h20.8x", "ecs.gn7i-c8g1.2xlarge", "141G 8卡 1台 价格私聊", "8卡 3台 售罄", "面议", "7.3元/卡/时 包月起", "", "ａ.８ｘ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if instanceName(s) && (strings.ContainsAny(strings.TrimSpace(s), " \t") || !strings.Contains(s, ".") && !strings.Contains(narrow(s), ".")) {
			t.Fatalf("instanceName(%q) with spaces or no dot", s)
		}
		head, tail := noPriceTail(s, false)
		if tail != "" {
			if strings.ContainsAny(norm(tail), "0123456789") || strings.Join(strings.Fields(head+" "+tail), " ") != strings.Join(strings.Fields(s), " ") {
				t.Fatalf("noPriceTail(%q) = %q, %q", s, head, tail)
			}
		}
		_, _ = parsePriceCell(s)
	})
}

// A line saying the file is a cloud console's export (EV0121-0129) makes
// a bare price on a row of two or more GPUs the instance's, warned with the
// line; without it the same rows read as they did.
func TestConsoleExportPricesTheInstance(t *testing.T) {
	rows := []string{
		"规格族,GPU型号,GPU数量,按量价格(元/小时)",
		"GPU计算型 L40S四卡,NVIDIA L40S,4,14.00",
		"GPU计算型 L40S八卡,NVIDIA L40S,8,28.00",
	}
	res := readCSV(t, "console.csv", append([]string{"# Exported from the pricing calculator of the Nimbus cloud console"}, rows...)...)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if v := perGPUHour(t, q); !within(v, 3.5) || !strings.Contains(warningKeys(q), "import.warn.basis_from_console_export") {
			t.Errorf("%v GPUs: %.4f a GPU-hour (%s), want 3.5 per instance, warned", q.GPUsPerNode, v, warningKeys(q))
		}
	}
	res = readCSV(t, "plain.csv", append([]string{"# 某算力 12月价格"}, rows...)...)
	for _, q := range res.Quotes {
		if strings.Contains(warningKeys(q), "import.warn.basis_from_console_export") {
			t.Errorf("no console line, read as a console's export: %+v", q)
		}
	}
	if consoleExportLine([]string{"Consoles table of contents", "导出自 某云控制台"}) != "导出自 某云控制台" {
		t.Errorf("console words: an ASCII word must match whole")
	}
}

// Review of everyday, finding 2: a 起 before 价 is a starting price
// (起价), even after a plan word or a term; finding 6: the term floor reads
// plans.tsv plan_word (包日), the term units and min_term_after.
func TestTermFloorKeepsStartingPrice(t *testing.T) {
	for _, in := range []string{"包月起价3000元", "2.1万/台/月，3个月起价", "包年起价6.8元/卡/时"} {
		if pc, err := parsePriceCell(in); err != nil || !pc.from {
			t.Errorf("%q: from=%v err=%v, want a starting price", in, pc.from, err)
		}
	}
	for _, in := range []string{"45元/卡/天 包日起", "1.9万/台/月 1个季度起签"} {
		if pc, err := parsePriceCell(in); err != nil || pc.from {
			t.Errorf("%q: from=%v err=%v, want a firm price", in, pc.from, err)
		}
	}
}

// Review of everyday, finding 8: a price cell with no 起 is not searched
// for a term's floor (reTermFloor), nothing allocated.
func TestTermFloorOnlyWith起(t *testing.T) {
	in := "8元/卡时 包月"
	if n := testing.AllocsPerRun(100, func() { _ = stripTermFloor(in) }); n != 0 {
		t.Errorf("%q: %v allocations, want none", in, n)
	}
	if s := stripTermFloor("7.3元/卡/时 包月起"); strings.Contains(s, "起") {
		t.Errorf("term floor kept: %q", s)
	}
}

// Review of everyday, finding 1 (and 7): a bare 控制台, 价格计算 or cloud
// console on an ordinary IDC list is no console export: its bare prices of
// 2+ GPUs are not read per machine; only a calculator word, or an export
// word with a console word, is.
func TestConsoleWordsAloneAreNoExport(t *testing.T) {
	for _, l := range []string{"价格计算方式：按卡时计费", "如需续费请在控制台提交工单", "Manage your servers in our cloud console"} {
		if got := consoleExportLine([]string{l}); got != "" {
			t.Errorf("%q read as a console export", l)
		}
		res := readCSV(t, "idc.csv", "# 某算力 12月报价", "GPU,卡数,价格(元/小时)", "NVIDIA L40S,4,14.00", "NVIDIA L40S,8,28.00", "# "+l)
		for _, q := range res.Quotes {
			if strings.Contains(warningKeys(q), "import.warn.basis_from_console_export") {
				t.Errorf("%q: %s read per instance", l, q.GPU)
			}
		}
	}
	for _, l := range []string{"导出自 某云控制台 > 价格计算器", "费用计算器", "Exported from the Nimbus console", "pricing calculator"} {
		if got := consoleExportLine([]string{l}); got == "" {
			t.Errorf("%q: no console export", l)
		}
	}
}

// Review of everyday, finding 5: wholeMachine says which evidence it
// took, decided once: a console export's row, an instance column's, the
// row's own words.
func TestWholeMachineSaysItsSource(t *testing.T) {
	b := &rowBuild{r: rowIn{consoleLine: "导出自 某云控制台", cells: map[string]cell{fOffer: {text: "GPU计算型 L40S四卡", header: "规格族"}}}}
	if c, from := b.wholeMachine(4); c.text == "" || from != wholeFromConsole {
		t.Errorf("console row: %+v %v", c, from)
	}
	b.r.cells[fOffer] = cell{text: "L40S 4卡整机", header: "规格族"}
	if _, from := b.wholeMachine(4); from != wholeFromWords {
		t.Errorf("own words: %v", from)
	}
	b.r.consoleLine = ""
	b.r.cells[fOffer] = cell{text: "GPU计算型 L40S四卡", header: "规格族"}
	if c, from := b.wholeMachine(4); c.text != "" || from != wholeFromNone {
		t.Errorf("no evidence: %+v %v", c, from)
	}
}

// Review of everyday, finding 3: a count in Chinese numerals ("两台") is
// a figure, never part of the no-price tail; head and tail keep the
// piece's own spacing.
func TestNoPriceTailKeepsSpokenCounts(t *testing.T) {
	for _, c := range []struct{ in, head, tail string }{
		{"8卡 两台 价格私聊", "8卡 两台", "价格私聊"},
		{"L40S  双卡 面议", "L40S  双卡", "面议"},
		{"141G 8卡  1台   已售罄", "141G 8卡  1台", "已售罄"},
	} {
		if h, tl := noPriceTail(c.in, false); h != c.head || tl != c.tail {
			t.Errorf("%q: %q + %q, want %q + %q", c.in, h, tl, c.head, c.tail)
		}
	}
	res, err := Read("chat.txt", []byte("【某算力】\n1、A100 80G SXM 8卡 两台 4.6元/卡/时\n2、L40S 48G 8卡 两台 价格私聊\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p := problemAt(res, 3); p == nil || !strings.Contains(p.Reason.Key, "negotiable") && p.Reason.Key != "import.err.no_price_words" {
		t.Errorf("line 3: %+v, want refused as negotiable", p)
	}
}

// Review of everyday, finding 9: a piece that is a price is never split
// at a no-price tail (addPieces checks its kind first).
func TestPricePieceNotSplit(t *testing.T) {
	text := "4.6元/卡/时 8卡"
	pre, offers := addPieces(nil, nil, readPiece, text, false)
	if len(pre) != 1 || len(offers) != 0 || pre[0].text != text {
		t.Errorf("%q: %+v %+v", text, pre, offers)
	}
}

// Review of everyday, finding 4: a GPU model or a bare-metal offer
// written with hyphens is no cloud instance's name; a console's names are.
func TestInstanceNameNotModelNorBareMetal(t *testing.T) {
	for _, s := range []string{"bare-metal-h100", "rtx4090-24g-2x", "h100-sxm-8x", "bare_metal_a100", "a100-80g-8x"} {
		if instanceName(s) {
			t.Errorf("%q: read as an instance name", s)
		}
	}
	for _, s := range []string{"bm.gpu.metal", "c5.metal", "gpu-h20-8x", "gn_l20_4x", "a3-megagpu-8g"} {
		if !instanceName(s) {
			t.Errorf("%q: not read as an instance name", s)
		}
	}
	res := readCSV(t, "idc.csv",
		"机型,GPU,卡数,价格(元/小时)",
		"bare-metal-h100,NVIDIA L40S,4,14.00",
		"rtx4090-24g-2x,NVIDIA L40S,4,14.00",
		"bare-metal-l40s,NVIDIA L40S,8,28.00",
	)
	for _, q := range res.Quotes {
		if strings.Contains(warningKeys(q), "import.warn.basis_from_instance_column") {
			t.Errorf("%s: a model's name read as a cloud instance", q.GPU)
		}
	}
}
