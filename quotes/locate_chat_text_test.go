package quotes

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// A messenger's text export (WhatsApp's "date, time - name: message",
// LINE's date line then "HH:MM<tab>name<tab>message") is a chat: each
// message is a line of prose with its sender, the seller's company is the
// vendor, the buyer's lines are no offers, a price in an example is no
// offer, and 個鐘 is an hour. Invented rows.
func TestChatTextExports(t *testing.T) {
	whatsapp := strings.Join([]string{
		"05/11/2026, 09:00 - Messages and calls are end-to-end encrypted.",
		"05/11/2026, 09:01 - 陳生 (深圳採購): 有冇A100出租？",
		"05/11/2026, 09:03 - Amy Chan 維港智算: A100 SXM 80G 8卡機，HK$9.8/卡/個鐘",
		"05/11/2026, 09:04 - Amy Chan 維港智算: L40S 48G 4卡機 月租 HK$21,000/台",
		"05/11/2026, 09:05 - Amy Chan 維港智算: 稅另計，例如A100含稅為HK$10.5/卡/個鐘",
	}, "\n")
	res := readText(t, "wa.txt", whatsapp)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2: %+v %+v", len(res.Quotes), res.Problems, res.NotOffers)
	}
	if q := res.Quotes[0]; q.Vendor != "維港智算" || q.Currency != "HKD" || q.Price != 9.8 || q.PriceUnit != "gpu_hour" || q.SourceRow != 3 {
		t.Errorf("WhatsApp hourly: %s %s %v %s row %d", q.Vendor, q.Currency, q.Price, q.PriceUnit, q.SourceRow)
	}
	if q := res.Quotes[1]; q.Price != 21000 || q.PriceUnit != "node_month" {
		t.Errorf("WhatsApp monthly (the thousands comma kept): %v %s", q.Price, q.PriceUnit)
	}
	line := strings.Join([]string{
		"[LINE] 與王經理（北辰算力）的聊天記錄",
		"儲存日期：2026/11/06 10:00",
		"",
		"2026/11/05(四)",
		"10:02\t王經理（北辰算力）\t報價如下（新台幣、未稅）：",
		"10:03\t王經理（北辰算力）\tH200 141G 8卡主機　月租 NT$52萬/台",
		"10:04\t李小姐\t好的",
	}, "\r\n")
	res = readText(t, "line.txt", line)
	if len(res.Quotes) != 1 {
		t.Fatalf("LINE: %d quotes, want 1: %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Vendor != "北辰算力" || q.Currency != "TWD" || q.Price != 520000 || q.PriceUnit != "node_month" || q.SourceRow != 6 {
		t.Errorf("LINE: %s %s %v %s row %d", q.Vendor, q.Currency, q.Price, q.PriceUnit, q.SourceRow)
	}
}

// A seller's reply pricing no GPU is the offer for the one GPU the buyer's
// question just before it names, sized as the seller's earlier offer of
// it, and warned; after a question naming two GPUs it stays untied.
func TestChatReplyTakesAskedGPU(t *testing.T) {
	chat := func(question string) *FileResult {
		return readText(t, "wa.txt", strings.Join([]string{
			"05/11/2026, 09:03 - Amy Chan 維港智算: A100 SXM 80G 8卡機，HK$9.8/卡/個鐘",
			"05/11/2026, 09:04 - Amy Chan 維港智算: L40S 48G 4卡機，月租 HK$21,000/部",
			"05/11/2026, 09:06 - 陳生 (深圳採購): " + question,
			"05/11/2026, 09:08 - Amy Chan 維港智算: 簽半年，每部每月可以減到 HK$19,000",
		}, "\n"))
	}
	res := chat("L40S 可唔可以平啲？")
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, want 3: %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[2]; q.GPU != "L40S-48G" || q.Price != 19000 || q.PriceUnit != "node_month" || q.GPUsPerNode == nil || *q.GPUsPerNode != 4 || !hasWarningKey(q, "import.warn.prose_thread_gpu") {
		t.Errorf("reply: %s %v %s %v %v", q.GPU, q.Price, q.PriceUnit, q.GPUsPerNode, q.Warnings)
	}
	if res = chat("A100 同 L40S 可唔可以平啲？"); len(res.Quotes) != 2 || problemAt(res, 4) == nil {
		t.Errorf("a question naming two GPUs: %d quotes, row 4 %+v", len(res.Quotes), problemAt(res, 4))
	}
}

// chatTextTable takes a text as a chat only where most lines are messages;
// each message is three cells on its own line's row.
func TestChatTextTable(t *testing.T) {
	tb, ok := chatTextTable("[05/11/2026, 09:03:10] Amy: H100 9.8/卡/時\n\nsecond line of it\n[05/11/2026, 09:04:00] Bo: ok\n")
	if !ok || len(tb.rows) != 3 || tb.rowNum[2] != 4 || tb.cell(0, 1) != "Amy" || tb.cell(0, 2) != "H100 9.8/卡/時" || tb.cell(1, 0) != "second line of it" {
		t.Fatalf("iPhone export: %v %+v", ok, tb)
	}
	for _, s := range []string{"GPU,price\nH100,9.8\n", "10:02 - a: b\nx\ny\nz\n", "2026/11/05\n10:02\ta\tb\n"} {
		if _, ok := chatTextTable(s); ok {
			t.Errorf("%q read as a chat", s)
		}
	}
	for in, want := range map[string]string{"Amy Chan 維港智算": "維港智算", "王經理 北辰雲端": "北辰雲端", "李总 青松云端": "青松云端", "王經理": "", "Northwind Compute": "Northwind Compute"} {
		if got := senderCompany(in); got != want {
			t.Errorf("senderCompany(%q) = %q, want %q", in, got, want)
		}
	}
	// a chat export's title names whom the chat was with, never the app
	for in, want := range map[string]string{"[LINE] 與北辰雲端的聊天記錄": "北辰雲端", "[LINE] 與王經理的聊天記錄": "", "WhatsApp Chat with Ken Lau 港島算力": "港島算力", "与赵工（岷江智算）的聊天记录": "岷江智算", "[LINE] 與和信算力的聊天記錄": "和信算力"} {
		if got := vendorFromTitle(in); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", in, got, want)
		}
	}
	// GPU inside a company's name is no cut ("星河GPU云"); before the sheet's
	// words it is ("星河GPU服务器租赁价格表")
	for in, want := range map[string]string{"星河GPU云 GPU服务器租赁价格表": "星河GPU云", "한빛GPU호스팅 GPU 서버 임대 요금표 (2026년 12월)": "한빛GPU호스팅", "星河GPU服务器租赁价格表": "星河"} {
		if got := vendorFromTitle(in); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", in, got, want)
		}
	}
	if got := vendorFromTitle("【LINE算力】GPU报价"); got == "" {
		t.Error("a seller named LINE算力 lost: only the app's tag alone is no vendor")
	}
}

// A text file opening with "[" that is no JSON is read as text.
func TestBracketTextIsNoJSON(t *testing.T) {
	res, err := Read("x.txt", []byte("[note] 岷江智算报价\nH100 SXM 80G 8卡，9.8元/卡/时\n"))
	if err != nil || res.Format != "csv" {
		t.Fatalf("%v %+v", err, res)
	}
}

// The chat reader takes any text: its rows are the text's lines, each
// cell from the line, and it never panics.
func FuzzChatTextTable(f *testing.F) {
	for _, s := range []string{"03/12/2026, 10:06 - Ken Lau 港島算力: HK$16.8/卡/個鐘\n03/12/2026, 10:07 - B: ok", "2026/12/03(四)\n10:02\tA\tB\n10:03\tC\tD",
		"[1/2/26, 9:03:10 PM] A: x\n[1/2/26, 9:04:10 PM] B: y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tb, ok := chatTextTable(s)
		if !ok {
			return
		}
		lines := strings.Split(s, "\n")
		for i, r := range tb.rows {
			n := tb.rowNum[i]
			if n < 1 || n > len(lines) {
				t.Fatalf("row %d of %d lines", n, len(lines))
			}
			for _, c := range r {
				if c != "" && utf8.ValidString(lines[n-1]) && !strings.Contains(lines[n-1], strings.TrimSpace(c)) {
					t.Fatalf("cell %q is not from line %q", c, lines[n-1])
				}
			}
		}
	})
}

// One message copied out whole: its head, the sender and the time on the
// text's first line ("某某算力通 周某某  2028/6/8 10:32"), names the sender
// of every line under it, never a price; a stock word's machines ("现货2台")
// after the cards per machine count the machines, the line's links kept.
func TestSingleMessageHeadAndStockMachines(t *testing.T) {
	res := readText(t, "msg.txt", "某某算力通 周某某  2028/6/8 10:32\n"+
		"【某某算力通·6月第二周现货】\n以下均为整机价（8卡/台），含税\n\n"+
		"✅H800 8卡 NVLink+IB 现货2台  包月3.75w/台\n"+
		"✅L20 8卡  包月1.1w/台\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	h := res.Quotes[0]
	if h.Vendor != "某某算力通" || !eqPtr(h.Nodes, 2) || h.InterNode != "ib" || h.IntraNode != "nvlink" {
		t.Errorf("H800: vendor %q nodes %v links %s/%s", h.Vendor, h.Nodes, h.IntraNode, h.InterNode)
	}
	if l := res.Quotes[1]; l.Vendor != "某某算力通" || l.Nodes != nil {
		t.Errorf("L20: vendor %q nodes %v", l.Vendor, l.Nodes)
	}
	for _, p := range res.Problems {
		if p.Row == 1 {
			t.Errorf("the message head read as a line: %s", p.Text("en"))
		}
	}
	// the company and the person's full name split by one space: the company
	for in, want := range map[string]string{"某达算力 陈某": "某达算力", "某某算力通 周某某": "某某算力通", "销售部 陈某": "", "陈某 王某": ""} {
		if got := senderCompany(in); got != want {
			t.Errorf("senderCompany(%q) = %q, want %q", in, got, want)
		}
	}
}

// A tab table whose header reads across and whose one price column is a
// price only for qualifying buyers (校内收费标准) is refused whole saying so,
// never as a table turned on its side.
func TestLonePriceHeldOutSaysWhy(t *testing.T) {
	_, err := Read("hpc.txt", []byte("某某大学高性能计算平台 GPU机时收费标准（校内）\n"+
		"队列\t节点型号\t每节点GPU\t开放节点数\t校内收费标准\t计费单位\n"+
		"gpu_a100\tA100-SXM4-80GB\t8\t12\t2.40\t元/卡·时\n"+
		"gpu_l40s\tL40S 48GB\t8\t8\t1.90\t元/卡·时\n"))
	var p *Problem
	if !errors.As(err, &p) || p.Reason.Key != "import.file.prices_held_alone" || !strings.Contains(p.Text("en"), "校内收费标准") {
		t.Errorf("refusal %v, want the held-out price column named", err)
	}
}

// Stop 54 (companyBesidePerson, set146/03): a chat head's sender written
// as the company, a space and the person's full name, with the person's
// role in brackets ("蓉算云 陈晓（企业客户经理） 2028/11/8 14:22") names the
// company; two names of persons, or a company and a longer word, name none.
func TestSenderCompanyBesidePersonName(t *testing.T) {
	for s, want := range map[string]string{
		"蓉算云 陈晓（企业客户经理）": "蓉算云",
		"陈晓 李工":     "",
		"蓉算云 企业客户部": "",
	} {
		if got := senderCompany(s); got != want {
			t.Errorf("senderCompany(%q) = %q, want %q", s, got, want)
		}
	}
}
