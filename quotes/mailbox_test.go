package quotes

import (
	"fmt"
	"strings"
	"testing"
)

// Tests for the everyday inbox (issue 23, set 99/07, 97/04, 98/04's class),
// in invented rows: a marketplace page's free/total card cell (OY0001–0018),
// its pagination line (OY0101–0107), a brand glued to GPU (OY0201), 数算 as
// a company word (OY0301), a masked phone in a signature (OY0302), and a
// title "Company - Product rate card" (OY0401).

func warnedKey(q Quote, key string) bool { return keyIn(q.Warnings, key) }

// A free/total header names both halves; any other header is none.
func TestFreeTotalHeader(t *testing.T) {
	for _, h := range []string{"空闲/总卡", "可用/总数", "剩余卡/总卡数(张)", "Free/Total GPUs", "avail / total", "可租/合计", "GPUs (free/total)", "卡(空闲/总)", "Free / Total"} {
		if !freeTotalHeader(h) {
			t.Errorf("%q: not read as a free/total header", h)
		}
	}
	for _, h := range []string{"总卡/空闲", "卡数", "空闲卡数", "价格/总价", "free/used", "GPU/台", "可用/总数/已租", "价格(元/总)"} {
		if freeTotalHeader(h) {
			t.Errorf("%q: read as a free/total header", h)
		}
	}
	for _, c := range []struct {
		text      string
		free, all int
		ok, bad   bool
	}{{"3/8", 3, 8, true, false}, {"0 / 4", 0, 4, true, false}, {"2卡/8卡", 2, 8, true, false}, {"9/8", 9, 8, false, true}, {"3", 0, 0, false, false}, {"3/8台", 0, 0, false, false}} {
		free, all, ok, bad := freeTotalCell("空闲/总卡", c.text)
		if ok != c.ok || bad != c.bad || (ok || bad) && (free != c.free || all != c.all) {
			t.Errorf("%q: %d/%d ok=%v bad=%v, want %d/%d ok=%v bad=%v", c.text, free, all, ok, bad, c.free, c.all, c.ok, c.bad)
		}
	}
}

// A listed host's "2/4" gives 4 cards a machine, warned, no machine count;
// a pool's "12/32" gives no machine's cards; more free than in all is
// refused at its cell.
func TestFreeTotalCardsRead(t *testing.T) {
	text := "某某算力 · 租赁市场\n\n实例\t显卡\t可用/总卡\t价格(每卡)\n" +
		"h-101\tA100 80G SXM\t2/4\t¥4.20/时\n" +
		"h-102\tL40S 48G\t12/32\t¥2.10/时\n" +
		"h-103\tRTX 4090 24G\t9/8\t¥1.60/时\n"
	res, err := Read("market.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var host *Quote
	for i := range res.Quotes {
		if res.Quotes[i].GPU == "A100-80G-SXM" {
			host = &res.Quotes[i]
		}
	}
	if host == nil || host.GPUsPerNode == nil || *host.GPUsPerNode != 4 || host.Nodes != nil || !warnedKey(*host, "import.warn.oy_gpn_free_total") {
		t.Errorf("host 2/4: %+v, want 4 cards a machine, warned, no machine count", host)
	}
	for _, q := range res.Quotes {
		if q.GPU == "L40S-48G" && q.GPUsPerNode != nil && *q.GPUsPerNode == 32 {
			t.Errorf("pool 12/32 read as 32 cards a machine")
		}
		if q.GPU == "RTX4090-24G" {
			t.Errorf("9/8 stored: %+v", q)
		}
	}
	if p := problemAt(res, 6); p == nil || p.Reason.Key != "import.err.count" && p.Reason.Key != "import.err.oy_free_total_bad" {
		t.Errorf("9/8: problem %+v, want refused at its cell", p)
	}
}

// A web page's pagination line pasted under its list is no row.
func TestPaginationLineIsNoRow(t *testing.T) {
	for _, row := range [][]string{{"上一页", "1", "2", "3", "下一页"}, {"« 1 2 3 »"}, {"首页", "上一页", "4", "下一页", "尾页"}, {"Prev", "1", "2", "Next"}} {
		if !pageFooter(row) {
			t.Errorf("%q: not read as a page line", row)
		}
	}
	for _, row := range [][]string{{"下一页"}, {"A100", "2", "4.5"}} {
		if pageFooter(row) {
			t.Errorf("%q: read as a page line", row)
		}
	}
}

// GPU glued last to a brand that is no company name alone is the brand's;
// a company name keeps GPU as what it sells.
func TestGPUBrandTail(t *testing.T) {
	for in, want := range map[string]string{
		"极算GPU · 算力市场":  "极算GPU",
		"快租GPU｜今日价格":    "快租GPU",
		"岚桥智算GPU · 报价":  "岚桥智算",
		"岚桥智算 GPU服务器报价": "岚桥智算",
	} {
		if got := vendorFromTitle(in); got != want {
			t.Errorf("%q: vendor %q, want %q", in, got, want)
		}
	}
}

// 数算 ends a company name, and a phone with its middle masked marks the
// line that signs.
func TestMaskedPhoneSignature(t *testing.T) {
	for _, lines := range [][]string{
		{"以上价格均含税。—— 锦城数算 王工 139****1234"},
		{"谢谢", "锦城数算 张敏 138xxxx6021"},
		{"价格含税，有效期一周。—— 锦城数算 张敏"},
	} {
		if v, _ := signedVendor(lines); v != "锦城数算" {
			t.Errorf("%q: vendor %q, want 锦城数算", lines, v)
		}
	}
	for _, s := range []string{"186****0932", "138XXXX6021", "028-8****123"} {
		if !reContactMark.MatchString(s) {
			t.Errorf("%q: not a contact mark", s)
		}
	}
	if reContactMark.MatchString("8×A100 4**") {
		t.Errorf("a spec read as a masked phone")
	}
}

// "Company - Product rate card": the head sells, the name after the dash
// is its product line.
func TestProductRateCardTitle(t *testing.T) {
	text := "Eastgate Data Centers - GPU Cloud pricing (formerly Eastgate Mining)\n" +
		"GPU,Price,Unit\nH100 SXM5 80GB,2.10,per GPU-hour\n"
	res, err := Read("rates.csv", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "Eastgate Data Centers" {
		t.Errorf("quotes %+v, want one of Eastgate Data Centers", res.Quotes)
	}
	for in, want := range map[string]string{"Northwind Cloud - price list": "Northwind Cloud", "Price list - Northwind Cloud": "Northwind Cloud"} {
		if got := vendorFromTitle(in); got != want {
			t.Errorf("%q: vendor %q, want %q", in, got, want)
		}
	}
}

// FuzzFreeTotalCell: a free/total reading never gives more free than all.
func FuzzFreeTotalCell(f *testing.F) {
	for _, s := range []string{"3/8", "0/8", "9/8", "2卡/8卡", "/", "1/0", "３／８"} {
		f.Add("空闲/总卡", s)
	}
	f.Add("Free/Total", "12 / 16")
	f.Fuzz(func(t *testing.T, h, s string) {
		free, all, ok, bad := freeTotalCell(h, s)
		if ok && (bad || free > all || all < 1 || free < 0) {
			t.Errorf("%q %q: %d/%d ok", h, s, free, all)
		}
		if ok && !strings.Contains(norm(s), "/") {
			t.Errorf("%q: no slash, read %d/%d", s, free, all)
		}
	})
}

// Review 1: a machine's or a price's word anywhere in a slash header, or
// any word but what the cards are counted in, and it is no free/total one:
// "2/5" under "free/total servers" is no 5 cards a machine.
func TestFreeTotalHeaderNoMachineOrPrice(t *testing.T) {
	for _, h := range []string{"可用/总台数", "Nodes (free/total)", "剩余/总价", "Available/Total price", "空闲/总数(台)", "Free/Total Nodes", "free/total servers", "可用区/总部", "空闲/总卡(元)"} {
		if freeTotalHeader(h) {
			t.Errorf("%q: read as a free/total header", h)
		}
	}
	for _, h := range []string{"空闲/总卡(张)", "Free/Total GPU count", "剩余卡/总卡数"} {
		if !freeTotalHeader(h) {
			t.Errorf("%q: not read as a free/total header", h)
		}
	}
	text := "某某云 · 机房余量\n\n机型\t显卡\tfree/total servers\t价格(每卡)\n" +
		"m-1\tA100 80G SXM\t2/5\t¥4.20/时\n"
	res, err := Read("market.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		if q.GPUsPerNode != nil && *q.GPUsPerNode == 5 {
			t.Errorf("2/5 servers read as 5 cards a machine: %+v", q)
		}
	}
}

// Review 2: "3/128" in the cards column (a person's mapping) is out of the
// column's range, refused at its cell as any count, never 128 a machine.
func TestFreeTotalCardsColumnRange(t *testing.T) {
	data := csvOf("厂商,显卡,空闲/总卡,价格,单位", "西岸云,A100 80G SXM,3/128,4.2,元/卡/时")
	res := readMapped(t, "m.csv", data, map[string]string{"C": fGPUsPerNode})
	for _, q := range res.Quotes {
		if q.GPUsPerNode != nil && *q.GPUsPerNode == 128 {
			t.Errorf("3/128 stored as 128 cards a machine")
		}
	}
	if p := problemAt(res, 2); p == nil || p.Reason.Key != "import.err.count" || !strings.Contains(fmt.Sprint(p.Reason), "count_range") {
		t.Errorf("3/128: problem %+v, want the count range refused at its cell", p)
	}
}

// Review 3 and 4: "3/16" beside a cards column of 8, or beside "8卡×2台",
// is the row's 16 cards (2 machines of 8), never one host's 16 held for review.
func TestFreeTotalBesideMachineCards(t *testing.T) {
	for _, c := range []struct{ name, gpn string }{{"每台 8", "8"}, {"8卡×2台", "8卡×2台"}} {
		text := "某某算力 · 租赁市场\n\n实例\t显卡\t每台卡数\t可用/总卡\t价格(每卡)\n" +
			"h-101\tA100 80G SXM\t" + c.gpn + "\t3/16\t¥4.20/时\n"
		res, err := Read("market.txt", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Quotes) != 1 {
			t.Errorf("%s: %d quotes, problems %+v", c.name, len(res.Quotes), res.Problems)
			continue
		}
		q := res.Quotes[0]
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.Nodes == nil || *q.Nodes != 2 || q.NeedsReview || warnedKey(q, "import.warn.oy_gpn_free_total") {
			t.Errorf("%s: gpn %v nodes %v review %v %+v, want 8 a machine, 2 machines, not held", c.name, q.GPUsPerNode, q.Nodes, q.ReviewReasons, q.Warnings)
		}
	}
}

// Review 5: "0/0" is no count of cards, not "0 free is more than 0 in all".
func TestFreeTotalZeroOverZero(t *testing.T) {
	if _, _, ok, bad := freeTotalCell("空闲/总卡", "0/0"); ok || bad {
		t.Errorf("0/0: ok=%v bad=%v, want neither", ok, bad)
	}
	text := "某某算力 · 租赁市场\n\n实例\t显卡\t可用/总卡\t价格(每卡)\n" +
		"h-101\tA100 80G SXM\t0/0\t¥4.20/时\n"
	res, err := Read("market.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if p := problemAt(res, 4); p == nil || p.Reason.Key != "import.err.count" || len(res.Quotes) != 0 {
		t.Errorf("0/0: problem %+v, quotes %d, want refused at its cell as an unreadable count", p, len(res.Quotes))
	}
}

// Review 6: a masked phone opens with a mobile's prefix or an area code; a
// masked order number or ID is no contact mark.
func TestMaskedIDIsNoPhone(t *testing.T) {
	for _, s := range []string{"订单号 2024****0001", "1024***2048", "编号 5678XXXX1234"} {
		if reContactMark.MatchString(s) {
			t.Errorf("%q: read as a contact mark", s)
		}
	}
	for _, s := range []string{"186****0932", "138XXXX6021", "028-8****123", "0755-****1234"} {
		if !reContactMark.MatchString(s) {
			t.Errorf("%q: not a contact mark", s)
		}
	}
}

// Review (2): a kind of card or its maker glued to GPU is no brand: the
// title names no vendor by it.
func TestGPUBrandTailNoKindOrMaker(t *testing.T) {
	for _, in := range []string{"高性能GPU · 价格表", "国产GPU · 报价", "英伟达GPU｜今日价格"} {
		if got := vendorFromTitle(in); strings.HasSuffix(got, "GPU") {
			t.Errorf("%q: vendor %q, a kind or a maker read as a brand", in, got)
		}
	}
	if got := vendorFromTitle("闪租GPU · 算力市场"); got != "闪租GPU" {
		t.Errorf("闪租GPU: vendor %q", got)
	}
}

// Review (3): the title's head is read once a line, and only when a
// segment may be a product's: productCard asks headSells last.
func TestProductCardAsksHeadOnce(t *testing.T) {
	asked := 0
	headSells := func() bool { asked++; return true }
	if !productCard("AI Cloud rate card", "AI Cloud", headSells) || asked != 1 {
		t.Errorf("product card: asked %d, want read and asked once", asked)
	}
	if productCard("算力 价格表", "算力", headSells) || asked != 1 {
		t.Errorf("a Han name asked the head (%d)", asked)
	}
	if got := vendorFromTitle("Northwind Cloud - GPU Cloud pricing"); got != "" && got != "Northwind Cloud" {
		t.Errorf("vendor %q", got)
	}
}
