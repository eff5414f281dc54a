package quotes

import (
	"math"
	"slices"
	"strings"
	"testing"

	"computecheck/msg"
)

// Invented listing exports and small sellers' tables (branch listings):
// each rule of the class on rows of its own.

func listingsQuotes(t *testing.T, lines ...string) *FileResult {
	t.Helper()
	return readCSV(t, "l.csv", lines...)
}

func liNear(a, b float64) bool { return math.Abs(a-b) < 1e-3 }

// unit.row_amount: a bare amount whose unit the row's title states with the
// same amount; another amount in the title refuses the price naming both.
func TestRowCellUnitFromTitle(t *testing.T) {
	res := listingsQuotes(t, "卖家,商品标题,标价",
		"青石算力小店,出租 H20 96G 单卡云主机 日租 120元/天 可议,¥120",
		"青石算力小店,出租 L20 48G 单卡 包周 700元,¥650")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 120 || res.Quotes[0].PriceUnit != "gpu_day" || res.Quotes[0].Vendor != "青石算力小店" {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if !slicesAnyKey(res.Quotes[0].Warnings, "import.warn.unit_from_row_cell") {
		t.Errorf("no warning naming the title: %v", res.Quotes[0].Warnings)
	}
	if len(res.Problems) == 0 || res.Problems[0].Reason.Key != "import.err.row_amount_differs" || res.Problems[0].Row != 3 {
		t.Errorf("a different amount in the title: %+v", res.Problems)
	}
}

// unit.row_duration: an SKU priced for the duration its spec names; the
// SKU's cards rent as one offer (basis.whole_machine).
func TestRowCellUnitFromSKUDuration(t *testing.T) {
	res := readText(t, "s.csv", "店铺名称：栖霞算力专营店\n商品ID,商品名称,SKU规格,SKU价格,状态\n11,L40S 云主机,单卡;7天,336,在售\n12,L40S 云主机,4卡整机;30天,14400,在售\n13,L20 云主机,单卡;1天,48,在售\n")
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if q := res.Quotes[0]; !liNear(q.Price, 48) || q.PriceUnit != "gpu_day" {
		t.Errorf("7天 336: %v %s, want 48 gpu_day", q.Price, q.PriceUnit)
	}
	if q := res.Quotes[1]; !liNear(q.Price, 480) || q.PriceUnit != "node_day" || q.GPUsPerNode == nil || *q.GPUsPerNode != 4 {
		t.Errorf("4卡整机 30天 14400: %v %s %v", q.Price, q.PriceUnit, q.GPUsPerNode)
	}
	if res.Quotes[0].Vendor != "栖霞算力专营店" {
		t.Errorf("vendor %q", res.Quotes[0].Vendor)
	}
	for _, s := range []string{"4090D", "24G", "7天", "押金2000"} {
		if ps := amountPieces(s); len(ps) != 0 {
			t.Errorf("amountPieces(%q) = %+v, want none", s, ps)
		}
	}
	if ps := amountPieces("包月1700 押金2000"); len(ps) != 1 || ps[0].value != 1700 || ps[0].hint.period != "month" {
		t.Errorf("包月1700 押金2000: %+v", ps)
	}
}

func slicesAnyKey(ws []msg.Msg, key string) bool {
	return slices.ContainsFunc(ws, func(w msg.Msg) bool { return w.Key == key })
}

// A unit line naming the basis but no period ("单位：元/台") is the basis of
// the period columns beside it; a shop named by place and trade is the vendor.
func TestUnitLineBasisAndTradeName(t *testing.T) {
	if b := unitLineBasis("单位：元/台；押金另收"); b != "node" {
		t.Errorf("unitLineBasis = %q", b)
	}
	if b := unitLineBasis("单位：元/台/月"); b != "" {
		t.Errorf("a unit with its period is unitStatement's: %q", b)
	}
	if v := titleHead("锦官电脑租赁"); v != "锦官电脑租赁" {
		t.Errorf("titleHead(锦官电脑租赁) = %q", v)
	}
	for _, s := range []string{"显卡租赁", "成都租赁", "服务器租赁"} {
		if v := titleHead(s); v != "" {
			t.Errorf("titleHead(%s) = %q, want none", s, v)
		}
	}
}

// A label cell followed by its value's cell above the header names the
// vendor; the value is taken whole where it reads as no title.
func TestLabelCellPairs(t *testing.T) {
	got := labelCellPairs([]string{"店铺名称", "青羊二手服务器（成都）", "导出时间", "2026-12-01 10:00"})
	if len(got) != 2 || got[0] != "店铺名称：青羊二手服务器（成都）" {
		t.Fatalf("pairs %q", got)
	}
	if v := vendorFromTitle(got[0]); v != "青羊二手服务器（成都）" {
		t.Errorf("vendor %q", v)
	}
	if got := labelCellPairs([]string{"型号", "价格", "备注"}); got != nil {
		t.Errorf("an odd row is no pairs: %q", got)
	}
}

// The seller's column, not the marketplace's, is the vendor.
func TestSellerOverPlatform(t *testing.T) {
	res := listingsQuotes(t, "平台,店铺/卖家,GPU,价格(元/卡/时)", "某集市,岷江算力铺,H20 96G,6.5")
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "岷江算力铺" {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// A title renting a whole machine of N cards prices the machine; the title's
// one-card words size it at one card.
func TestTitleMachineAndSingleCard(t *testing.T) {
	res := listingsQuotes(t, "卖家,商品标题,价格,计价单位", "岷江算力铺,A800 80G PCIe 4卡整机 月租,14400,元/月", "岷江算力铺,A800 80G PCIe 单卡 按月,3600,元/月")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if q := res.Quotes[0]; q.PriceUnit != "node_month" || q.GPUsPerNode == nil || *q.GPUsPerNode != 4 {
		t.Errorf("4卡整机: %s %v", q.PriceUnit, q.GPUsPerNode)
	}
	if g := res.Quotes[1].GPUsPerNode; g == nil || *g != 1 {
		t.Errorf("single card title: gpn %v", g)
	}
	if titleSingleCard("L20 48G 单卡") || !titleSingleCard("L20 48G 单卡云主机") || !titleSingleCard("L20 48G 单卡 按天") {
		t.Error("titleSingleCard")
	}
}

// A student's or newcomer's price beside the standard one is never a discount
// off it; the group-buy price is the offer beside 原价; a closed group is not on offer.
func TestRestrictedPriceAndGroupBuy(t *testing.T) {
	res := listingsQuotes(t, "供应商,GPU,标准价(元/卡/时),学生价(元/卡/时)", "沱江算力,RTX 3090 24G,1.20,0.95")
	if len(res.Quotes) == 0 || !liNear(res.Quotes[0].Price, 1.2) || slices.ContainsFunc(res.Quotes, func(q Quote) bool { return liNear(q.Price, 1.14) }) {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	res = listingsQuotes(t, "发起方,GPU型号,每台卡数,拼团价(元/台/月),原价(元/台/月),状态",
		"沱江算力,L20 48G,8,11520,13000,拼团中", "沱江算力,L20 48G,8,11000,13000,已结束（未成团）")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 11520 || res.Quotes[0].Vendor != "沱江算力" {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// A memory stated twice (the name and the memory column) is one statement:
// a modded card is refused; a denied link word sets no link.
func TestModdedMemoryAndNegatedLink(t *testing.T) {
	if v, ok := statedMemoryGB("RTX 4090 改48G 48GB"); !ok || v != 48 {
		t.Errorf("statedMemoryGB = %v %v", v, ok)
	}
	if _, out := outsideCatalogue("RTX 4090 改48G 48GB", "RTX4090-24G"); !out {
		t.Error("a 48 GB 4090 read as RTX4090-24G")
	}
	for _, s := range []string{"单卡 没有NVLink", "不带 NVLink", "no NVLink bridge"} {
		low := strings.ToLower(s)
		if i := reIntraWords.FindStringIndex(low); i == nil || !linkNegated(low, i[0]) {
			t.Errorf("%q: link not denied", s)
		}
	}
	if low := "8卡 nvlink"; linkNegated(low, strings.Index(low, "nvlink")) {
		t.Error("a plain link word denied")
	}
	res := listingsQuotes(t, "供应商,GPU,价格(元/卡/时),备注", "沱江算力,A100 80G PCIe,6.0,单卡 没有NVLink")
	if len(res.Quotes) != 1 || res.Quotes[0].IntraNode == IntraNVLink {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

func FuzzAmountPieces(f *testing.F) {
	for _, s := range []string{"出租 4090 单卡 按天租 45元/天 可小刀", "包月1700 押金2000", "8卡整机 包月3.1万/台 含税", "单卡;7天", "按天 30元", "4090D 24G"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range amountPieces(s) {
			if !(p.value > 0) || p.hint.period == "" || p.text == "" || p.rule != "unit.row_amount" {
				t.Fatalf("amountPieces(%q): %+v", s, p)
			}
		}
	})
}

// A lone duration (an SKU's "7天", "3个月") is a count and a term word of
// the period table (words/periods.tsv term_unit_zh), minutes and seconds
// aside: every such word of the table reads, none is listed in the code.
func TestLoneDurationFromPeriodTable(t *testing.T) {
	for _, r := range wordRows("term_unit_zh") {
		want := r[1] != "minute" && r[1] != "second"
		if got := reLoneDuration.MatchString("3" + r[0]); got != want {
			t.Errorf("3%s (%s): lone duration %v, want %v", r[0], r[1], got, want)
		}
	}
	for _, s := range []string{"3个月", "7 天", "1小时"} {
		if !reLoneDuration.MatchString(s) {
			t.Errorf("%q: no lone duration", s)
		}
	}
	for _, s := range []string{"4090", "7天租", "30分钟", "天"} {
		if reLoneDuration.MatchString(s) {
			t.Errorf("%q read as a lone duration", s)
		}
	}
}
