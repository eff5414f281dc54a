package quotes

import (
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Tests of offers written as prose, in wordings of their own: e-mails
// pasted into a sheet (zh and en), chat exports, lines above a table, and
// the lines a careful reader refuses or leaves out.

// proseQuotes are a file's quotes by row, in order.
func proseQuotes(res *FileResult) map[int][]Quote {
	out := map[int][]Quote{}
	for _, q := range res.Quotes {
		out[q.SourceRow] = append(out[q.SourceRow], q)
	}
	return out
}

// readProse reads a CSV of lines and wants n quotes of it.
func readProseCSV(t *testing.T, name string, n int, lines ...string) (*FileResult, map[int][]Quote) {
	t.Helper()
	res := readCSV(t, name, lines...)
	if len(res.Quotes) != n {
		t.Fatalf("%s: %d quotes, want %d; problems %v not offers %v", name, len(res.Quotes), n, res.Problems, res.NotOffers)
	}
	return res, proseQuotes(res)
}

func proseProblemAt(res *FileResult, row int) (Problem, bool) {
	for _, p := range res.Problems {
		if p.Row == row {
			return p, true
		}
	}
	return Problem{}, false
}

// An e-mail's numbered lines are its offers: the plan, unit and 万 in the
// line price it, the machine words size it, the quoted earlier mail below
// the reply is not read, a line still without a price is refused at its
// row with the line as its column.
func TestProseMailOffersZH(t *testing.T) {
	res, got := readProseCSV(t, "mail.csv", 4,
		"发件人: 赵强 <zq@songshan.example>",
		"主题: 回复：GPU 报价（嵩山算力）",
		"刘经理好，",
		"嵩山算力本周可供资源如下：",
		"一、A100 80G SXM 8卡整机（NVLink，IB 200G），可供 5 台，包月 5.8万/台；",
		"二、L40S 48G 8卡机，按量 3.2元/卡/小时；包年 每卡每年1.9万；",
		"三、RTX 4090 单卡 2块3一小时，按分钟计费",
		"四、H200 141G 8卡：价格待定，月底前给您",
		"另：如签两年，A100 还可再谈。",
		"赵强 | 嵩山算力 销售部",
		"",
		"在 2026年11月20日 周五 10:02，刘洋 <ly@buyer.example> 写道：",
		"上次报的 A100 是 6.2万/台/月，能否优惠？")
	a100 := got[5][0]
	if a100.GPU != "A100-80G-SXM" || a100.Price != 58000 || a100.PriceUnit != "node_month" || !eqPtr(a100.Nodes, 5) ||
		!eqPtr(a100.GPUsPerNode, 8) || a100.IntraNode != "nvlink" || a100.InterNode != "ib" || a100.Vendor != "嵩山算力" {
		t.Errorf("row 5: %+v", a100)
	}
	if l := got[6]; len(l) != 2 || l[0].Price != 3.2 || l[0].PriceUnit != "gpu_hour" || minHours(l[1]) != 8760 {
		t.Errorf("row 6 (two plans, two offers): %+v", l)
	}
	if g := got[7]; len(g) != 1 || g[0].GPU != "RTX4090-24G" || g[0].Price != 2.3 || !eqPtr(g[0].GPUsPerNode, 1) {
		t.Errorf("row 7 (2块3 is 2.3 元): %+v", g)
	}
	p, ok := proseProblemAt(res, 8)
	if !ok || p.ColumnLetter != "A" || !strings.Contains(p.Column, "H200 141G") || !strings.Contains(p.Reason.In("en"), "价格待定") {
		t.Errorf("row 8 refused at its line: %+v (problems %v)", p, res.Problems)
	}
	if len(res.Problems) != 1 {
		t.Errorf("problems %v", res.Problems)
	}
	old := 0
	for _, n := range res.NotOffers {
		if n.Row >= 12 {
			old++
		}
	}
	if old != 2 {
		t.Errorf("the quoted earlier mail: %d rows named as not offers, want 2 (%v)", old, res.NotOffers)
	}
}

// The same in English: a list of offers, a price to follow, lines quoted
// with ">" that are the buyer's earlier mail.
func TestProseMailOffersEN(t *testing.T) {
	res, got := readProseCSV(t, "mail_en.csv", 2,
		"Subject: RE: GPU capacity - Northwind Compute",
		"Hi Dana,",
		"Thanks for reaching out. Here is what Northwind Compute can offer this month:",
		"- H100 80GB SXM servers (8 GPUs each; NVLink; InfiniBand): $2.49/GPU-hr on demand; 6 nodes available",
		"- L40S 48GB: 0.99 per GPU-hour",
		"- B200: pricing TBD",
		"Best regards",
		"> Could you do H100 at $2.20/GPU-hr?")
	h := got[4][0]
	if h.GPU != "H100-80G-SXM" || h.Price != 2.49 || h.Currency != "USD" || !eqPtr(h.Nodes, 6) || h.InterNode != "ib" {
		t.Errorf("row 4: %+v", h)
	}
	if l := got[5]; len(l) != 1 || l[0].GPU != "L40S-48G" || l[0].Price != 0.99 || l[0].PriceUnit != "gpu_hour" {
		t.Errorf("row 5: %+v", l)
	}
	if p, ok := proseProblemAt(res, 6); !ok || !strings.Contains(p.Column, "B200") {
		t.Errorf("row 6 (price to follow) not refused at its line: %v", res.Problems)
	}
	if len(res.NotOffers) != 1 || res.NotOffers[0].Row != 8 {
		t.Errorf("the quoted line: %v", res.NotOffers)
	}
}

// A chat export: the salesperson's messages are offers, the vendor read
// from the sender; the buyer's messages (with a price in them) and
// questions are not; a correction replaces the same plan's earlier offer
// of the same GPU and leaves its other plan.
func TestProseChatCorrection(t *testing.T) {
	res, got := readProseCSV(t, "chat.csv", 3,
		"时间,发送人,内容",
		"2026-12-03 09:10,客户-陈工,4090 和 A800 现在什么价？",
		"2026-12-03 09:12,星河算力-阿杰,4090 单卡 1.8元/卡时；包月 1200元一张卡",
		"2026-12-03 09:13,星河算力-阿杰,A800 80G PCIe 4.9一卡时，现货2台",
		"2026-12-03 09:20,客户-陈工,上次 A800 是 4.5 元/卡时，还能做吗",
		"2026-12-03 09:25,星河算力-阿杰,更正一下，4090 是 1.9 元/卡时",
		"2026-12-03 09:26,星河算力-阿杰,[图片]")
	if m := got[3]; len(m) != 1 || m[0].Price != 1200 || m[0].PriceUnit != "gpu_month" {
		t.Errorf("row 3: the monthly offer stays, the hourly one is corrected: %+v", m)
	}
	if c := got[6]; len(c) != 1 || c[0].Price != 1.9 || c[0].Vendor != "星河算力" {
		t.Errorf("row 6 (the correction): %+v", c)
	}
	if a := got[4]; len(a) != 1 || a[0].GPU != "A800-80G-PCIe" || a[0].Price != 4.9 || !eqPtr(a[0].Nodes, 2) {
		t.Errorf("row 4: %+v", a)
	}
	rows := map[int]string{}
	for _, n := range res.NotOffers {
		rows[n.Row] = n.Reason.Key
	}
	if rows[5] != "import.prose.buyer" || rows[3] != "import.prose.replaced" {
		t.Errorf("not offers: %v", rows)
	}
	if len(res.Problems) != 0 {
		t.Errorf("problems %v", res.Problems)
	}
}

// A chat line's counts and terms in the salesman's words: the machines
// (N台) beside the cards in one (M卡) are the nodes, also where the count
// opens the price piece ("4台以上可以做到…"); a spoken term (包/整租/签 and
// a count, Chinese numerals too) is the minimum; a unit's 台 ("一台",
// "/台") counts no machines.
func TestProseChatCountsAndTerms(t *testing.T) {
	_, got := readProseCSV(t, "chat-terms.csv", 4,
		"时间,发送人,内容",
		"2026-12-03 09:12,星河算力-阿杰,H20 96G 8卡 3台 月租 6.2万/台",
		"2026-12-03 09:13,星河算力-阿杰,L40S 4台以上可以做到2.05/卡/时，签半年的话",
		"2026-12-03 09:14,星河算力-阿杰,H800 8卡 5台 整租两年，每卡每月9000",
		"2026-12-03 09:15,星河算力-阿杰,A100 80G SXM 8卡，月租4.6万一台，包三个月的话")
	want := []struct {
		row      int
		nodes    int // 0: none stated
		minHours float64
	}{{2, 3, 720}, {3, 4, 4320}, {4, 5, 17520}, {5, 0, 2160}}
	for _, w := range want {
		q := got[w.row]
		if len(q) != 1 {
			t.Fatalf("row %d: %+v", w.row, q)
		}
		if w.nodes == 0 && q[0].Nodes != nil || w.nodes != 0 && !eqPtr(q[0].Nodes, w.nodes) {
			t.Errorf("row %d: nodes %v, want %d", w.row, q[0].Nodes, w.nodes)
		}
		if q[0].MinHours == nil || *q[0].MinHours != w.minHours {
			t.Errorf("row %d: min hours %v, want %v", w.row, q[0].MinHours, w.minHours)
		}
	}
}

// Lines a careful reader refuses, each at its row with the line as its
// column: two prices for one plan, a price before any GPU, one price for
// two GPUs, a price tied to no GPU of the catalogue.
func TestProseRefusedLines(t *testing.T) {
	for _, c := range []struct {
		line, key string
	}{
		{"H100 SXM 8卡整机，9.5元/卡时，9.8元/卡时", "import.prose.two_prices"},
		{"H100 80GB: $2.49/GPU-hr, $2.79/GPU-hr", "import.prose.two_prices"},
		{"包月 6.5万/台：H800 8卡整机", "import.prose.untied_price"},
		{"H100、H800 均为 9.5元/卡时", "import.prose.shared_price"},
		{"H100 和 H800 都是 9.5元/卡时", "import.prose.shared_price"},
		{"H800 SXM 8卡整机（同 H100 配置）：包月 6.5万/台", "import.prose.shared_price"},
		{"MI300X 192G 8卡整机 包月 8.8万/台", "import.prose.untied_price"},
		{"另：对象存储 0.12元/GB/月", "import.prose.untied_price"},
		{"H20 96G 8卡 9.5或9.8元/卡时", "import.prose.two_prices"},
		{"A800 80G 包月 3.8万/台 或 4万/台", "import.prose.two_prices"},
	} {
		res, err := Read("refuse.csv", csvOf("主题: 报价（青松算力）", "您好，报价如下：", c.line, "谢谢"))
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		p, ok := proseProblemAt(res, 3)
		if len(res.Quotes) != 0 || !ok || p.Reason.Key != c.key || p.ColumnLetter != "A" || p.Column != narrowKeep(c.line) {
			t.Errorf("%q: quotes %d, problem %+v", c.line, len(res.Quotes), p)
		}
	}
}

// narrowKeep is the line as a problem names it.
func narrowKeep(s string) string { return proseHeader(s) }

// Lines of an e-mail that name a GPU or a figure and are no offer stay
// out: no quote, no refusal, and the file is refused as holding no table.
func TestProseNoOfferLines(t *testing.T) {
	_, err := Read("plain.csv", csvOf(
		"主题: H100/H800/4090 资源询价",
		"王总好：需 4090 约 80 卡，租期 3 个月。",
		"The fiscal year starts 1 April; 160 GPU-hours per GPU a quarter.",
		"另：如果签两年，H800可以再谈。",
		"以上资源均支持断点续训；按量资源按小时计费，不足1小时按1小时计。"))
	if err == nil || !strings.Contains(err.Error(), "header") {
		t.Errorf("no offer in the lines: %v", err)
	}
}

// Offers written above a table read as offers; the table under them reads
// as before, and a prose line's own terms (按秒计费) are not the file's.
func TestProseLinesAboveTable(t *testing.T) {
	res := readCSV(t, "above.csv",
		"云杉算力 报价",
		"另有 RTX 4090 单卡 1.6元/卡时，按秒计费。",
		"GPU型号,单机卡数,台数,单价(元/卡/时)",
		"H100 SXM 80G,8,2,9.3",
		"A800 SXM 80G,8,4,6.1")
	got := proseQuotes(res)
	if len(res.Quotes) != 3 || len(got[2]) != 1 || got[2][0].Price != 1.6 || got[2][0].GPU != "RTX4090-24G" {
		t.Fatalf("quotes %+v problems %v", res.Quotes, res.Problems)
	}
	if got[4][0].BillingIncrement != nil || got[4][0].Price != 9.3 || got[4][0].Vendor != "云杉算力" {
		t.Errorf("the table's row 4: %+v", got[4][0])
	}
}

// A workbook whose only sheet holds a pasted e-mail in column A.
func TestProseMailInWorkbook(t *testing.T) {
	f := excelize.NewFile()
	sh := f.GetSheetName(0)
	for i, s := range []string{"发件人: 周敏", "主题: 回复：报价（澄江智算）", "1. H800 SXM 8卡整机，包月 6.2万/台", "周敏 | 澄江智算"} {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetCellValue(sh, cell, s)
	}
	res := readBook(t, f, "mail.xlsx")
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 || res.Quotes[0].Price != 62000 || res.Quotes[0].SourceSheet != sh {
		t.Fatalf("quotes %+v problems %v", res.Quotes, res.Problems)
	}
	for _, n := range res.Notes {
		if strings.Contains(n, "H800") {
			t.Errorf("the offer line is still a note of the file: %q", n)
		}
	}
}

// Every row of words/prose.tsv is read where its table is used.
func TestProseWordRows(t *testing.T) {
	for _, c := range []struct {
		id, table, text string
	}{
		{"PR0001", "prose_buyer", "采购-李婷"}, {"PR0002", "prose_buyer", "买方 王"}, {"PR0003", "prose_buyer", "甲方代表"},
		{"PR0004", "prose_buyer", "客户-陈工"}, {"PR0005", "prose_buyer", "需求方"}, {"PR0006", "prose_buyer", "Buyer (Dana)"},
		{"PR0007", "prose_buyer", "Procurement - Li"}, {"PR0008", "prose_buyer", "Purchasing"},
		{"PR0101", "prose_question", "A800 有货?"}, {"PR0102", "prose_question", "还能做吗"}, {"PR0103", "prose_question", "请问 H100 几块"},
		{"PR0104", "prose_question", "H100 多少钱一卡时"}, {"PR0105", "prose_question", "现在什么价格"}, {"PR0106", "prose_question", "能否再优惠"},
		{"PR0107", "prose_question", "可否 9 元"}, {"PR0108", "prose_question", "有没有 H20"}, {"PR0109", "prose_question", "how much for H100"},
		{"PR0201", "prose_correction", "更正一下"}, {"PR0202", "prose_correction", "纠正：H100"}, {"PR0203", "prose_correction", "修正报价"},
		{"PR0204", "prose_correction", "刚才说错了"}, {"PR0205", "prose_correction", "写错了"}, {"PR0206", "prose_correction", "以此为准"},
		{"PR0207", "prose_correction", "correction: H100"}, {"PR0208", "prose_correction", "sorry, typo"}, {"PR0209", "prose_correction", "it should read"},
		{"PR0301", "pending", "价格待定"}, {"PR0302", "pending", "报价待定"}, {"PR0303", "pending", "价钱到时候说"}, {"PR0304", "pending", "单价另行通知"},
		{"PR0305", "pending", "price to follow"}, {"PR0306", "pending", "pricing TBD"}, {"PR0307", "pending", "quote to be confirmed"},
		{"PR0401", "pending", "价格待原厂确认"}, {"PR0402", "pending", "价格到时候报您"}, {"PR0403", "pending", "价格稍后发您"},
		{"PR0404", "pending", "价格另行通知"}, {"PR0405", "pending", "价格后续给到"}, {"PR0406", "pending", "price tbd"},
		{"PR0407", "pending", "price to be confirmed"}, {"PR0408", "pending", "pricing to follow"},
		{"LG0201", "pending", "排队中，价格以开机时为准"}, {"LG0202", "pending", "价格以届时官网为准"},
		{"PR0501", "spoken", "9块5一卡时"}, {"PR0601", "spoken", "9块5毛一卡时"}, {"PR0602", "spoken", "9块5角一卡时"},
		{"PR0701", "nodes", "现货3台"}, {"PR0702", "nodes", "可供 4 节点"}, {"PR0703", "nodes", "4 nodes available"},
		{"PR0704", "nodes", "2 servers in stock"}, {"PR0705", "nodes", "3 machines"},
		{"PR0801", "rate", "1.8/小时"}, {"PR0802", "rate", "1.8每小时"}, {"PR0803", "rate", "1.8一小时"},
		{"PR0804", "rate", "1.8 per GPU-hour"}, {"PR0805", "rate", "1.8 a GPU-hour"},
	} {
		low := norm(c.text)
		var ok bool
		switch c.table {
		case "prose_buyer":
			ok = buyerSender(c.text)
		case "prose_question":
			ok = questionLine(low)
		case "prose_correction":
			_, _, ok = proseCorrect.find(low)
		case "pending":
			ok = readPiece(c.text).kind == piecePending
		case "spoken":
			p := readPiece(c.text)
			ok = p.kind == piecePrice && p.pc.value == 9.5
		case "nodes":
			p := readPiece(c.text)
			ok = p.kind == pieceNodes
		case "rate":
			p := readPiece(c.text)
			ok = p.kind == piecePrice && p.pc.value == 1.8
		}
		if !ok {
			t.Errorf("%s %s: %q not read", c.id, c.table, c.text)
		}
	}
	// without a rate's word the same figures are a length or a count
	for _, s := range []string{"租期 3 个月", "1.8 小时", "160 GPU-hours per GPU", "fiscal year starts 1 April", "8卡整机", "400G IB"} {
		if k := readPiece(s).kind; k != pieceOther {
			t.Errorf("%q read as %d, want no price", s, k)
		}
	}
}

// The GPUs a line names and where: a model with its form and memory words
// after it, a brand word before it; a count, a year or an amount is none.
func TestProseGPUSpans(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{"H800 SXM 8卡整机", []string{"H800 SXM"}},
		{"RTX 4090 24G 8卡机", []string{"RTX 4090 24G"}},
		{"A800 PCIe 80G 可以，5.2一卡时", []string{"A800 PCIe 80G"}},
		{"4090的话单卡1.8一小时", []string{"4090"}},
		{"H100 NVL 94G", []string{"H100 NVL 94G"}},
		{"2026年 8卡 400G 1100元", nil},
		{"H100/H800/4090 资源询价", []string{"H100", "H800", "4090"}},
		{"RTX 6000 Ada 8卡 每卡每小時 NT$26", []string{"RTX 6000 Ada"}}, // the catalogue names 6000 only with its brand and Ada
		{"RTX 6000 8卡", nil},
	} {
		var got []string
		for _, sp := range gpuSpans(c.line) {
			got = append(got, c.line[sp.start:sp.end])
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
	}
}

// The prose readers take any text: none panics, a GPU span lies inside
// the line, and a piece is text of the line.
func FuzzProseLine(f *testing.F) {
	for _, s := range []string{"1. H800 SXM 8卡整机，现货3台，包月 6.5万/台，NVLink + IB 400G", "4090的话单卡1.8一小时；包月的话1100一张卡",
		"- H100 80GB: $2.49/GPU-hr on demand; 6 nodes", "H100、H800 均为 9块5", "价格待定", "> On Mon wrote:", "①②③ 9.5或9.8元/卡时",
		"L40S 8卡，1.9万/台/月，另外有 MI308X 两台，面议", "GH200：暂不提供", "H100 交期待定，8卡 包月 5.2万/台",
		"contact sales for GH200", "H100 ETA: TBD, $2.10/GPU-hr", "if you commit 6 months, L20 2.1/gpu-hr",
		"L20 48G ｜ 8卡/台；包月 ¥1,714/卡/月", "H800 6.5万/台,A800 4,200/台"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		line := spokenLine(s)
		for _, sp := range gpuSpans(line) {
			if sp.start < 0 || sp.end > len(line) || sp.start >= sp.end || sp.id == "" {
				t.Fatalf("%q: span %+v", line, sp)
			}
		}
		pre, offers := proseOffers(line)
		for _, p := range pre {
			if p.text == "" {
				t.Fatalf("%q: an empty piece", line)
			}
		}
		for _, o := range offers {
			if o.gpu.gpu == "" && (!reUncatalogued.MatchString(o.gpu.text) || !noPriceOffer(o)) {
				t.Fatalf("%q: an offer with no GPU of the catalogue that is no model without a price: %+v", line, o)
			}
		}
		tb := &table{rows: [][]string{{s}, {"谢谢"}}, rowNum: []int{1, 2}, colNum: []int{0}}
		ctx := &readCtx{res: &FileResult{File: "fuzz.csv", Quotes: []Quote{}, Problems: []Problem{}}, gridOf: map[*table]*grid{}}
		ctx.readProse(tb)
		for _, q := range ctx.res.Quotes {
			if q.SourceRow != 1 || !(q.Price > 0) {
				t.Fatalf("%q: quote %+v", s, q)
			}
		}
	})
}

// A form exported as "key: value" lines, one block per offer: each block
// is an offer at its price line, a block whose price is still to come is
// refused there under its key, a block ends where a key comes again.
func TestProseKeyValueBlocks(t *testing.T) {
	res := readCSV(t, "oa.csv",
		"OA 导出：GPU 租赁比价",
		"",
		"供应商: 青松算力", "GPU: H800 SXM 80G", "单机卡数: 8", "台数: 3", "报价: 6.5万/台/月", "备注: NVLink + IB 400G",
		"",
		"供应商: 白桦云", "GPU: A800 80G PCIe", "报价: 5.2 元/卡/时",
		"供应商: 红杉智算", "GPU: H20 96G", "报价: 待定")
	got := proseQuotes(res)
	if len(res.Quotes) != 2 || len(got[7]) != 1 || len(got[12]) != 1 {
		t.Fatalf("quotes %+v problems %v", res.Quotes, res.Problems)
	}
	if q := got[7][0]; q.Vendor != "青松算力" || q.Price != 65000 || q.PriceUnit != "node_month" || !eqPtr(q.Nodes, 3) || q.InterNode != "ib" {
		t.Errorf("block one: %+v", q)
	}
	if q := got[12][0]; q.Vendor != "白桦云" || q.GPU != "A800-80G-PCIe" || q.Price != 5.2 {
		t.Errorf("block two: %+v", q)
	}
	if p, ok := proseProblemAt(res, 15); !ok || p.Column != "报价" || p.ColumnLetter != "A" {
		t.Errorf("block three: %v", res.Problems)
	}
	en := readCSV(t, "form.csv", "Vendor: Northwind", "GPU: H100 80GB SXM", "Price: $2.49/GPU-hr", "", "Vendor: Contoso", "GPU: L40S", "Price: $0.99/GPU-hr")
	if len(en.Quotes) != 2 || en.Quotes[1].Vendor != "Contoso" || en.Quotes[1].Currency != "USD" || en.Quotes[1].SourceRow != 7 {
		t.Errorf("English form: %+v %v", en.Quotes, en.Problems)
	}
}

// A chat exported with each message's head (sender and time) on a line of
// its own: the lines under a head are that sender's, the buyer's are no
// offers, the vendor is the company part of the sender's name.
func TestProseChatHeads(t *testing.T) {
	res := readCSV(t, "chat.txt",
		"Mia (Northwind Compute) 2026-12-02 10:31",
		"H100 80GB SXM at $2.40/GPU-hr, 4 nodes available",
		"Procurement - Dana 2026-12-02 10:33",
		"We were quoted $2.10/GPU-hr for H100 elsewhere, can you match?",
		"Mia (Northwind Compute) 2026-12-02 10:40",
		"Correction: H100 80GB SXM is $2.30/GPU-hr",
		"L40S 48GB: 0.85 per GPU-hour")
	got := proseQuotes(res)
	if len(res.Quotes) != 2 || len(got[6]) != 1 || got[6][0].Price != 2.3 || got[6][0].Vendor != "Northwind Compute" || len(got[7]) != 1 {
		t.Fatalf("quotes %+v problems %v not offers %v", res.Quotes, res.Problems, res.NotOffers)
	}
	rows := map[int]string{}
	for _, n := range res.NotOffers {
		rows[n.Row] = n.Reason.Key
	}
	if rows[2] != "import.prose.replaced" || rows[4] != "import.prose.buyer" {
		t.Errorf("not offers %v", rows)
	}
}

// Where the vendor's side is named with its company, a sender named
// without one is the buyer: a price in their message is no offer.
func TestProseChatUnnamedBuyer(t *testing.T) {
	res := readCSV(t, "chat.csv",
		"2026-12-02 10:31,李婷,别家 H100 报 9 元/卡时",
		"2026-12-02 10:35,锐思算力-小周,H100 SXM 8卡整机 9.2元/卡时",
		"2026-12-02 10:36,李婷,好的")
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 2 || res.Quotes[0].Price != 9.2 {
		t.Fatalf("quotes %+v problems %v", res.Quotes, res.Problems)
	}
	if len(res.NotOffers) != 1 || res.NotOffers[0].Row != 1 || res.NotOffers[0].Reason.Key != "import.prose.buyer" {
		t.Errorf("not offers %v", res.NotOffers)
	}
}

// A line above a table naming a GPU the table offers introduces the
// table: the table's row is the offer, the line no second one. Above a
// table the file marks as no offer, the lines are the offers.
func TestProseLineIntroducesTable(t *testing.T) {
	res := readCSV(t, "intro.csv",
		"松柏算力 12月报价",
		"主推：H100 SXM 8卡整机 包月 6.5万/台，详见下表",
		"GPU型号,单机卡数,台数,价格,计费方式",
		"H100 SXM 80G,8,2,65000,元/台/月",
		"A800 SXM 80G,8,4,6.1,元/卡/时")
	if len(res.Quotes) != 2 || res.Quotes[0].SourceRow != 4 {
		t.Errorf("quotes %+v", res.Quotes)
	}
	ref := readCSV(t, "ref.csv",
		"主题: 报价（松柏算力）",
		"1. H100 SXM 8卡整机，包月 6.5万/台",
		"附：上月成交价（仅供参考，非本次报价）",
		"型号,成交价,单位",
		"H100 SXM,10.1,元/卡·时")
	if len(ref.Quotes) != 1 || ref.Quotes[0].SourceRow != 2 || ref.Quotes[0].Price != 65000 {
		t.Errorf("above a reference table: %+v %v", ref.Quotes, ref.Problems)
	}
}

// A chat ending with the vendor's confirmation of what was agreed: the
// confirmed lines are the offers; the vendor's earlier prices of the same
// GPUs are named as superseded, never stored; a GPU the confirmation does
// not list keeps its earlier offer.
func TestChatConfirmationSupersedesTalk(t *testing.T) {
	res, err := Read("chat.txt", []byte(strings.Join([]string{
		"陈经理(蜀信算力)  14:02",
		"4090 整机（8卡）零租一天一台 420，包月 1.15万/台/月",
		"刘洋  14:05",
		"包月 1.05 能做吗？",
		"陈经理(蜀信算力)  14:09",
		"A6000 4卡机 一天 170 一台",
		"陈经理(蜀信算力)  10:08",
		"刘工，跟你确认一下昨天谈的：",
		"1. RTX 4090 8卡整机 包月 1.1万/台/月，3台",
		"2. RTX 4090 8卡整机 零租 400元/台/天",
	}, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := bidPrices(res); got != "170|11000|400" {
		t.Errorf("quotes %s: want the A6000 offer and the two confirmed 4090 lines", got)
	}
	if len(res.NotOffers) == 0 || res.NotOffers[len(res.NotOffers)-1].Row != 2 || !strings.Contains(res.NotOffers[len(res.NotOffers)-1].Text("en"), "row 8") {
		t.Errorf("not offers %v: want line 2 superseded by the confirmation at row 8", res.NotOffers)
	}
}

// A ledger line states how long an instance ran beside its rate ("单价
// 2.05元/卡/时 | 时长 72.0h"): the duration is no second price (words/
// prose.tsv prose_duration), so the rate is the line's one price.
func TestDurationIsNoPrice(t *testing.T) {
	for _, c := range []struct {
		line string
		want float64
	}{
		{"按量计费 | 实例 xh-4090-88 | RTX 4090 24G ×8 | 单价 2.05元/卡/时 | 时长 72.0h", 2.05},
		{"On-demand | H100 SXM 80GB | 2.49 USD/GPU/hr | duration: 100 h", 2.49},
	} {
		_, offers := proseOffers(c.line)
		var prices []float64
		for _, o := range offers {
			for _, p := range o.pieces {
				if p.kind == piecePrice || p.kind == pieceMoney {
					prices = append(prices, p.pc.value)
				}
			}
		}
		if len(prices) != 1 || prices[0] != c.want {
			t.Errorf("%q: prices %v, want only %v", c.line, prices, c.want)
		}
	}
	if got := reDurationClause.ReplaceAllString("时长 72元/h", ""); got != "时长 72元/h" {
		t.Errorf("a rate after 时长 is cut: %q", got)
	}
}

// A chat's prices in the salesman's words: the machine's own words before
// a rate with a unit of its own ("8卡机 按量1.75一张卡一小时" is 1.75 a
// card-hour on 8-card machines, not a machine-hour), a rate's word and
// unit before its amount ("整机一天1180"). A 企业微信 head "赵敏@天府算力港
// 12-04 09:31" (no year) names the sender and, after "@", the company; a
// line asking to rent ("收一台A100", prose_request) is no offer.
func TestChatSpokenRates(t *testing.T) {
	res := readCSV(t, "chat.txt",
		"李娜@西部智算 12-04 10:02",
		"4090 8卡机 按量1.75一张卡一小时",
		"孙浩@成都云帆 12-04 10:05",
		"收一台A100 80G，预算5块以内/卡时",
		"李娜@西部智算 12-04 10:08",
		"A800 80G 8卡，整机一天1180")
	got := map[string]float64{}
	for _, q := range res.Quotes {
		if q.Vendor != "西部智算" {
			t.Errorf("%s: vendor %q, want the company after @", q.GPU, q.Vendor)
		}
		got[q.GPU] = perGPUHour(t, q)
	}
	if len(got) != 2 || got["RTX4090-24G"] != 1.75 || got["A800-80G-SXM"] != 1180.0/24/8 {
		t.Errorf("per GPU-hour %v: want RTX 4090 1.75, A800 1180/(24×8); no A100 (a request)", got)
	}
	if lead, rest := leadingSpec("8卡整机 6.5万/台/月"); lead != "8卡整机" || rest != "6.5万/台/月" {
		t.Errorf("leadingSpec: %q %q", lead, rest)
	}
	if lead, _ := leadingSpec("6.5万/台 8卡"); lead != "" {
		t.Errorf("leadingSpec of a price first: %q, want none", lead)
	}
}

// A line of prose that names a GPU and says in words it has no price
// (没货, 面议, 暂不提供), of the catalogue or not, is refused at its line,
// like a table cell saying 面议; a question, a note on the machine, a size
// that looks like a model and a quoted earlier mail are none.
func TestProseNoPriceLines(t *testing.T) {
	for _, c := range []struct {
		line, key string // key "": the line is no refusal
		quotes    int    // besides the A800 offer
	}{
		{"H100暂时没货，要等一月中旬", "import.err.unavailable", 0},
		{"B200 的话得面议，量大可谈", "import.err.negotiable", 0},
		{"H200 141G：售罄", "import.err.unavailable", 0},
		{"5）GH200：暂不提供", "import.err.gpu_other_model", 0},
		{"MI308X 两台，面议", "import.err.negotiable", 0},
		{"L40S 8卡，1.9万/台/月，另外有 MI308X 两台，面议", "import.err.negotiable", 1},
		{"主题: 回复: H100 资源询价", "", 0},
		{"H100 有货吗？", "", 0},
		{"H100 不支持 NVLink", "", 0},
		{"网络 IB400G 暂不提供", "", 0},
		{"> H100暂时没货", "", 0},
		{"A800 到货时间未定", "", 0},
		{"H100 交期待定", "", 0},
		{"H20 机房位置待定", "", 0},
		{"H100暂时没货，到货时间待定", "import.err.unavailable", 0},
		{"H100 没货到货未定", "import.err.unavailable", 0},
	} {
		res, err := Read("nooffer.csv", csvOf("主题: 报价（青松算力）", "您好，报价如下：", c.line, "A800 80G SXM 8卡整机，包月 4.2万/台", "谢谢"))
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		p, ok := proseProblemAt(res, 3)
		if len(res.Quotes) != 1+c.quotes || ok != (c.key != "") || ok && (p.Reason.Key != c.key || p.ColumnLetter != "A" || p.Column != narrowKeep(c.line)) {
			t.Errorf("%q: quotes %d, problem %+v", c.line, len(res.Quotes), p)
		}
	}
}

// noPriceClause: a CJK word of words/price.tsv negotiable or unavailable
// (NF0001 没货 among them) in a piece with no Latin words or figures.
func TestNoPriceClause(t *testing.T) {
	for s, want := range map[string]bool{"暂时没货": true, "的话得面议": true, "价格私聊哦": true, "不支持nvlink": false,
		"量大可谈": false, "暂无 ib": false, "": false} {
		if got := noPriceClause(s); got != want {
			t.Errorf("noPriceClause(%q) = %v", s, got)
		}
	}
	// NZ0001-14: a no-price word after another subject's word is about it
	for s, want := range map[string]string{"交期待定": "", "机房位置未定": "", "暂时没货，发货待定": "暂时没货，", "价格待定": "价格待定"} {
		if got := aboutPrice(s); got != want {
			t.Errorf("aboutPrice(%q) = %q, want %q", s, got, want)
		}
	}
	for s, want := range map[string]bool{"暂不提供": true, "无": true, "-": false, "x": false, "": false} {
		if got := hanOnly(s); got != want {
			t.Errorf("hanOnly(%q) = %v", s, got)
		}
	}
}

// An English chat line saying a GPU has no price today is refused at its
// line, as the Chinese one is (PZ0001-04, prose_no_price_filler): the
// no-price word with only filler words beside it, the GPU before or after
// it; a no-price word about another subject (delivery date TBD, ETA: TBD,
// 交期: 待定) refuses nothing and the price beside it reads; a no-price word
// beside other words ("ask for details", "out of stock until 3 Jan") is a
// note, no refusal.
func TestProseNoPriceEnglish(t *testing.T) {
	res, got := readProseCSV(t, "chat-en.csv", 3,
		"time,sender,message",
		`2026-12-03 09:10,Nimbus Compute - Mike,H800 currently out of stock`,
		`2026-12-03 09:11,Nimbus Compute - Mike,B200: price on request`,
		`2026-12-03 09:12,Nimbus Compute - Mike,H200 - not available this quarter`,
		`2026-12-03 09:13,Nimbus Compute - Mike,contact sales for H20`,
		`2026-12-03 09:14,Nimbus Compute - Mike,GH200 — not available this quarter`,
		`2026-12-03 09:15,Nimbus Compute - Mike,"A100 80G SXM delivery date TBD, 8 cards, ¥46000 per machine per month"`,
		`2026-12-03 09:16,Nimbus Compute - Mike,"L40S ETA: TBD, ¥2.2 per GPU-hour"`,
		`2026-12-03 09:17,Nimbus Compute - Mike,"H20 交期: 待定，8卡 包月 5.2万/台"`,
		`2026-12-03 09:18,Nimbus Compute - Mike,A800 ask for details`,
		`2026-12-03 09:19,Nimbus Compute - Mike,RTX 4090 out of stock until 3 Jan`)
	for row := 2; row <= 6; row++ {
		if _, ok := proseProblemAt(res, row); !ok || len(got[row]) != 0 {
			t.Errorf("row %d: want refused, got quotes %+v problems %v", row, got[row], res.Problems)
		}
	}
	for _, row := range []int{7, 8, 9} {
		if p, ok := proseProblemAt(res, row); ok || len(got[row]) != 1 {
			t.Errorf("row %d: want one quote, got %+v (problem %v)", row, got[row], p)
		}
	}
	for _, row := range []int{10, 11} {
		if p, ok := proseProblemAt(res, row); ok {
			t.Errorf("row %d: refused %v, want no refusal", row, p)
		}
	}
}

// The clause test itself, in both languages: a no-price word with only
// filler beside it; an ASCII word whole.
func TestNoPriceClauseWords(t *testing.T) {
	for _, s := range []string{"暂时没货", "的话得面议", "currently out of stock", "not available this quarter", "contact sales for", "price upon request", "sorry, no stock at the moment"} {
		if !noPriceClause(aboutPrice(s)) {
			t.Errorf("%q: want a no-price clause", s)
		}
	}
	for _, s := range []string{"不支持 nvlink", "ask for details", "task queue", "out of stock until 3 jan", "delivery date tbd", "eta tbd", "lead time: on request", "交期待定"} {
		if noPriceClause(aboutPrice(s)) {
			t.Errorf("%q: want no no-price clause", s)
		}
	}
}

// English chat lines of a text export read like the Chinese ones: a line
// cut at its ", " is a sentence, not a grid row of the text; the words
// before the one GPU a line names are its offer's ("8x H100 box" sizes the
// machine, "if you commit 6 months" is the minimum); "2.1/gpu-hr" is a
// rate; a term inside the price piece is the minimum too.
func TestProseEnglishChatText(t *testing.T) {
	text := strings.Join([]string{
		"Chat with: Mike Chen - Nimbus Compute (Nimbus Compute Ltd.)",
		"",
		"2026-12-02 10:15:42 Mike Chen - Nimbus Compute",
		"8x H100 box, 1.9 per card-hour, 3 months min",
		"4090 8-GPU server, on demand 1.75 per GPU per hour",
		"A800 80G 8 cards, whole machine 1180 per day",
		"",
		"2026-12-02 10:22:05 Mike Chen - Nimbus Compute",
		"if you commit 6 months, L20 2.1/gpu-hr",
		"",
		"2026-12-02 10:23:05 Mike Chen - Nimbus Compute",
		"L40S 8 cards, ¥2.3/GPU-hr with a 1-year commitment",
	}, "\n") + "\n"
	res, err := Read("chat-en.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	got := proseQuotes(res)
	want := []struct {
		row      int
		gpu      string
		price    float64
		perNode  int     // 0: none stated
		minHours float64 // 0: none
	}{{4, "H100-80G-SXM", 1.9, 8, 2160}, {5, "RTX4090-24G", 1.75, 8, 0}, {6, "A800-80G-SXM", 1180, 8, 0}, {9, "L20-48G", 2.1, 0, 4320}, {12, "L40S-48G", 2.3, 8, 8760}}
	for _, w := range want {
		q := got[w.row]
		if len(q) != 1 || q[0].GPU != w.gpu || q[0].Price != w.price {
			t.Errorf("row %d: %+v, want %s at %v (problems %v)", w.row, q, w.gpu, w.price, res.Problems)
			continue
		}
		if w.perNode != 0 && !eqPtr(q[0].GPUsPerNode, w.perNode) {
			t.Errorf("row %d: gpus per node %v, want %d", w.row, q[0].GPUsPerNode, w.perNode)
		}
		if w.minHours == 0 && q[0].MinHours != nil || w.minHours != 0 && (q[0].MinHours == nil || *q[0].MinHours != w.minHours) {
			t.Errorf("row %d: min hours %v, want %v", w.row, q[0].MinHours, w.minHours)
		}
	}
}

// TE0003 (review 1.2): a later list restarting its numbering ("1. 付款方式")
// ends the heading numbered 1 and every heading under it; an unnumbered
// title or a blank line ends the tree too: the 1.1 line under it is no
// line of the GPU heading above.
func TestOutlineHeadingEndsWithItsNumber(t *testing.T) {
	text := "某某算力 报价\n\n1. H100 80G，8卡/台\n1.1 按量：9.60元/卡/小时\n\n商务条款\n1. 付款方式\n1.1 包月：50000元/月\n"
	res := readText(t, "terms.txt", text)
	for _, q := range res.Quotes {
		if q.Price == 50000 {
			t.Errorf("the payment line read as an H100 offer: %+v", q)
		}
	}
	if !slicesHasRow(res.Problems, 8) && len(res.Quotes) != 1 {
		t.Errorf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	lines := outlineRecords([]proseLine{{text: "1. H100 80G，8卡/台"}, {text: "1.1 按量：9.60元/卡/小时"}, {text: "1. 付款方式"}, {text: "1.1 包月：50000元/月"}})
	if lines[1].head == "" || lines[3].head != "" {
		t.Errorf("restarted list: heads %q %q", lines[1].head, lines[3].head)
	}
	lines = outlineRecords([]proseLine{{text: "1. H100 80G，8卡/台"}, {text: "1.1 按量：9.60元/卡/小时"}, {text: "商务条款"}, {text: "1.2 包月：50000元/月"}})
	if lines[3].head != "" {
		t.Errorf("a title did not end the tree: head %q", lines[3].head)
	}
	lines = outlineRecords([]proseLine{{i: 1, text: "1. H100 80G，8卡/台"}, {i: 3, text: "1.2 包月：50000元/月"}})
	if lines[1].head != "" {
		t.Errorf("a blank line did not end the tree: head %q", lines[1].head)
	}
}
