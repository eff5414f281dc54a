package quotes

import (
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"computecheck/msg"
)

// Review mends of the not-offer change (set66).

// A cell giving 原价 and 现价 with more words after the current figure is
// read whole but for the earlier label and figure: a sold-out or paused
// current price is refused as unavailable, a tax basis after it is kept.
func TestCellVersionsKeepTheRest(t *testing.T) {
	res := readCSV(t, "clearance.csv",
		"峨眉算力 尾货",
		"型号,每台卡数,价格（元/卡·时）",
		"A40 48G,8,原价3.10，现价2.60（已售罄）",
		"A10 24G,8,原价3.10，现价2.60 暂停供应",
		"L20 48G,8,原价3.10，现价2.60（不含税）",
		"T4 16G,4,原价1.10，现价0.80",
	)
	got, n := rowPrices(res)
	if n[3] != 0 || !refusedRow(res, 3) {
		t.Errorf("sold out: %d quotes at %v, problems %+v", n[3], got[3], res.Problems)
	}
	if n[4] != 0 || !refusedRow(res, 4) {
		t.Errorf("paused: %d quotes at %v, problems %+v", n[4], got[4], res.Problems)
	}
	if n[6] != 1 || got[6] != 0.8 {
		t.Errorf("plain: %d quotes at %v", n[6], got[6])
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 5 && q.TaxIncluded == nil {
			t.Errorf("row 5: the tax basis (不含税) is lost: %+v", q)
		}
	}
	if n[5] == 0 && !refusedRow(res, 5) {
		t.Errorf("row 5 vanished")
	}
}

// A table whose only price column is the seller's own cost or a market
// reference (notoffer_price_alone) stores nothing: its rows are named in
// NotOffers, never read again as prose lines (review 2).
func TestNotOfferAloneNoProse(t *testing.T) {
	for _, h := range []string{"Our cost (USD/GPU-hr)", "Unit cost (USD/GPU-hr)", "Market price (USD/GPU-hr)", "市场参考价（元/卡·时）"} {
		res, err := Read("cost.csv", csvOf(
			"Pinewood Compute internal sheet",
			"GPU,GPUs per node,"+h,
			"H100 SXM 80G,8,$1.70",
			"L40S 48G,8,$0.55",
		))
		if err != nil {
			if !strings.Contains(msg.Text(err, "en"), h) {
				t.Errorf("%s: %v; want the rows named as no offer, the column named", h, err)
			}
			continue
		}
		if len(res.Quotes) != 0 {
			t.Errorf("%s: stored %d quotes (first %v %v)", h, len(res.Quotes), res.Quotes[0].Price, res.Quotes[0].Warnings)
		}
		named := map[int]bool{}
		for _, p := range append(append([]Problem{}, res.NotOffers...), res.Problems...) {
			named[p.Row] = true
		}
		if !named[3] || !named[4] {
			t.Errorf("%s: rows not named: not offers %+v problems %+v", h, res.NotOffers, res.Problems)
		}
	}
}

// 节省计划, Savings Plan and 成本 open real offer rows; only a saving or
// a market price said as such (每月节省, savings vs, you save, 市场价,
// market price) opens a row about the offers, which the unread-row report
// passes over (review 7).
func TestAsideLeadNotAnOffer(t *testing.T) {
	for line, want := range map[string]bool{
		"节省计划（1年）, H100 SXM 80G ×8, 1.90元/卡时":             false,
		"Savings Plan 1yr, H100 SXM 80G x8, $1.90/GPU-hr": false,
		"成本优化套餐, A100 80G ×8, 5.2元/卡时":                    false,
		"每月节省, 3.6万元":                                     true,
		"Savings vs AWS, $1,200/month":                    true,
		"You save 20% vs list":                            true,
		"市场价, 13.5元/卡时":                                   true,
		"Market price, $2.60":                             true,
	} {
		if got := asideRow(line); got != want {
			t.Errorf("asideRow(%q) = %v, want %v", line, got, want)
		}
	}
	if !offerLine([]string{"Savings Plan 1yr", "H100 SXM 80G x8", "$1.90/GPU-hr"}) {
		t.Errorf("a Savings Plan row is no offer line: its price would go unreported")
	}
}

// A broker's request row (收) whose price is 预算面议 or 求购价私聊 is a
// buyer's request named in NotOffers, not refused as a budget reply; a
// seller's row answering the budget with no figure (满足预算) is still
// refused (review 4).
func TestBrokerRequestBeforeBudgetReply(t *testing.T) {
	res := readCSV(t, "broker.csv",
		"锦程数科 今日资源",
		"方向,GPU型号,每台卡数,价格（元/卡·时）",
		"出,H100 SXM 80G,8,15.5",
		"收,H800 SXM 80G,8,预算面议",
		"收,A100 SXM 80G,8,求购价私聊",
		"出,L40S 48G,8,满足预算",
	)
	named := map[int]string{}
	for _, p := range res.NotOffers {
		named[p.Row] = p.Reason.Key
	}
	keys := rowProblemKeys(res)
	for _, r := range []int{4, 5} {
		if named[r] == "" || len(keys[r]) != 0 {
			t.Errorf("row %d: not offer %q, problems %v; want a request named", r, named[r], keys[r])
		}
	}
	if len(keys[6]) != 1 || keys[6][0] != "import.err.notoffer_budget_reply" {
		t.Errorf("row 6 (满足预算): problems %v", keys[6])
	}
	_, n := rowPrices(res)
	if n[3] != 1 {
		t.Errorf("row 3: %d quotes, problems %+v, file %+v", n[3], res.Problems, res.Warnings)
	}
}

// 预算报价 is the vendor's budgetary quote, its own price; 预算 alone is
// still the buyer's (review 5).
func TestBudgetaryQuoteIsTheVendors(t *testing.T) {
	res := readCSV(t, "budgetary.csv",
		"岷山智算 预算报价单",
		"GPU型号,每台卡数,预算报价（元/卡·时）",
		"H100 SXM 80G,8,11.5",
	)
	got, n := rowPrices(res)
	if n[3] != 1 || got[3] != 11.5 {
		t.Errorf("预算报价: %d quotes at %v, problems %+v", n[3], got[3], res.Problems)
	}
	if s, _ := priceHeaderWords.in(norm("需求方预算（元/卡·时）")); s != "buyer" {
		t.Errorf("需求方预算: %q, want buyer", s)
	}
}

// A cloud's own export naming that one cloud in each of its price columns
// (华为云按量 | 华为云包月) reads every column; two clouds alone are no
// offer (review 3).
func TestOneCloudOwnColumns(t *testing.T) {
	res := readCSV(t, "huawei.csv",
		"华为云 GPU 报价单",
		"GPU型号,每台卡数,华为云按量（元/卡·时）,华为云包月（元/卡·月）",
		"H100 SXM 80G,8,32.5,18000",
		"L40S 48G,8,7.2,3900",
	)
	_, n := rowPrices(res)
	if n[3] != 2 || n[4] != 2 {
		t.Errorf("one cloud's own columns: counts %v, problems %+v", n, res.Problems)
	}
	two, err := Read("two.csv", csvOf("锦程数科 市场行情参考", "GPU型号,每台卡数,华为云按量（元/卡·时）,阿里云按量（元/卡·时）", "H100 SXM 80G,8,32.5,31.2"))
	if err == nil && len(two.Quotes) != 0 {
		t.Errorf("two clouds' prices alone stored %d quotes", len(two.Quotes))
	}
}

// A struck cell beside the stored price passes only as a list or earlier
// version of it (variant_of, or a list/old header): a struck tax twin or
// the same plan restated in another unit still refuses its row (review 6).
func TestStruckTwinStillRefused(t *testing.T) {
	for _, hdr := range [][]string{
		{"不含税价（元/卡·时）", "含税价（元/卡·时）"},
		{"按量（元/卡·时）", "按量（元/卡·月）"},
	} {
		f := excelize.NewFile()
		id, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Strike: true}})
		if err != nil {
			t.Fatal(err)
		}
		rows := [][]any{
			{"都江堰算力 报价"},
			{"GPU", "每台卡数", hdr[0], hdr[1]},
			{"H100 SXM 80G", 8, 15, 15.9},
			{"L20 48G", 8, 2.2, 2.33},
		}
		if strings.Contains(hdr[1], "月") {
			rows[2][3], rows[3][3] = 10950, 1606
		}
		for i, r := range rows {
			c, _ := excelize.CoordinatesToCellName(1, i+1)
			f.SetSheetRow("Sheet1", c, &r)
		}
		f.SetCellStyle("Sheet1", "D4", "D4", id)
		res := readBook(t, f, "twin.xlsx")
		f.Close()
		_, n := rowPrices(res)
		if n[4] != 0 || !refusedRow(res, 4) {
			t.Errorf("%v: a struck %s cell passed: %d quotes, problems %+v", hdr, hdr[1], n[4], res.Problems)
		}
		if n[3] == 0 {
			t.Errorf("%v: row 3 not stored: problems %+v", hdr, res.Problems)
		}
	}
}

// Every price cell passes currentVersionIn: a cell with one figure runs no
// regexp and allocates nothing; the struck-text regexp runs only where the
// cell holds "~~" (review, speed).
func TestCurrentVersionInCheapOnOneFigure(t *testing.T) {
	for _, c := range []string{"12.5元/卡时", "$2.10/GPU-hr", "1,480 元/卡·月", "~~0.90~~", "面议"} {
		if n := testing.AllocsPerRun(50, func() { currentVersionIn(c) }); n != 0 {
			t.Errorf("currentVersionIn(%q): %v allocations, want none", c, n)
		}
	}
	for s, want := range map[string]int{"3.10": 1, "1,480 元": 1, "原价3.10，现价2.60": 2, "~~0.90~~ 0.65": 2, "8卡 2.6": 2, "a.1": 1, "": 0} {
		if got := digitRuns(s); got != want {
			t.Errorf("digitRuns(%q) = %d, want %d", s, got, want)
		}
	}
}

// A prose line holds out the pieces the columns stage holds out as columns,
// by the one role list (heldOutRoles): a first-month price for new
// customers beside the standing one is no offer there either (review,
// decided twice).
func TestProsePiecesHeldOutAsColumns(t *testing.T) {
	for st, want := range map[string]bool{"other": true, "intro": true, "qualified": true, "new": false, "": false} {
		if got := roleHeldOut(st, false); got != want {
			t.Errorf("roleHeldOut(%q) = %v, want %v", st, got, want)
		}
	}
	if roleHeldOut("list", false) || !roleHeldOut("list", true) {
		t.Errorf("a list price is held out only beside a new one")
	}
	res := readText(t, "reply.txt", "发件人：雪岭智算有限公司 商务部\n\n王总您好：\n\n"+
		"H800 SXM 80G 8卡整机：新客首月价 9.9元/卡时，我司报价 11.9元/卡时。\n")
	got, n := rowPrices(res)
	if n[5] != 1 || got[5] != 11.9 {
		t.Errorf("row 5: %d quotes at %v; want one at 11.9 (problems %+v)", n[5], got[5], res.Problems)
	}
}
