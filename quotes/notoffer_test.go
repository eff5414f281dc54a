package quotes

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// Prices in a vendor's file that are not the vendor's offer (words/
// price_state.tsv OF rows): a market reference, another seller's or cloud's
// price, the buyer's current price elsewhere, a cost or a margin, and a
// saving are held out beside the seller's own price; a row whose own price
// is missing is refused at that cell even where such prices stand in it.

// rowProblemKeys are the message ids of a file's problems by row.
func rowProblemKeys(res *FileResult) map[int][]string {
	out := map[int][]string{}
	for _, p := range res.Problems {
		out[p.Row] = append(out[p.Row], p.Reason.Key)
	}
	return out
}

// OF0001-OF0036 (other), OF0101-OF0116 (rival), OF0201-OF0208 (old): only
// the seller's own column is stored, one quote a row; a row whose own cell
// says 待定 is refused though a market price and a cloud's price stand in it;
// no held-out column is reported as unread money.
func TestNotOfferColumnsHeldOut(t *testing.T) {
	for _, hdr := range [][]string{
		{"我司价（元/卡·时）", "市场均价（元/卡·时）", "华为云按量（元/卡·时）", "成本价（元/卡·时）"},
		{"本司报价（元/卡·时）", "友商报价（元/卡·时）", "腾讯云官网（元/卡·时）", "毛利（元/卡·时）"},
		{"Our rate (USD/GPU-hr)", "Competitor avg (USD/GPU-hr)", "Azure (USD/GPU-hr)", "Last year (USD/GPU-hr)"},
	} {
		res := readCSV(t, "compare.csv",
			"松林算力 GPU 报价（对比）",
			"GPU,GPUs per node,"+strings.Join(hdr, ","),
			"H100 SXM 80G,8,$2.10,$2.60,$3.90,$1.70",
			"L40S 48G,8,$0.80,$0.95,$1.20,$0.61",
			"A100 SXM 80G,8,待定,$1.40,$2.20,$1.00",
		)
		got, n := rowPrices(res)
		want := map[int]float64{3: 2.10, 4: 0.80}
		for r, p := range want {
			if got[r] != p || n[r] != 1 {
				t.Errorf("%v: row %d: %d quotes, price %v; want one, %v (problems %+v)", hdr, r, n[r], got[r], p, res.Problems)
			}
		}
		keys := rowProblemKeys(res)
		if n[5] != 0 || len(keys[5]) != 1 {
			t.Errorf("%v: row 5 (own price 待定) stored %d quotes, problems %v; want one refusal at the own cell", hdr, n[5], keys[5])
		}
		for r, ks := range keys {
			for _, k := range ks {
				if k == "import.err.cell_not_read" || k == "import.err.price_column_unread" {
					t.Errorf("%v: row %d: a held-out column reported unread (%s)", hdr, r, k)
				}
			}
		}
	}
}

// A file whose only prices are others' (a market table, two clouds) yields
// no quote: each column is no offer of the sender's; one cloud's column
// alone is that cloud's own export, read as usual.
func TestNotOfferColumnsAlone(t *testing.T) {
	for name, lines := range map[string][]string{
		"market.csv":  {"锦程数科 市场行情参考（仅供比价）", "GPU型号,每台卡数,阿里云（元/卡·时）,火山引擎（元/卡·时）", "H100 SXM 80G,8,31.2,28.5", "L20 48G,8,6.8,6.2"},
		"market2.csv": {"锦程数科 市场行情参考（仅供比价）", "GPU型号,每台卡数,市场参考价（元/卡·时）", "H100 SXM 80G,8,31.2"},
	} {
		res, err := Read(name, csvOf(lines...))
		if err == nil && len(res.Quotes) != 0 {
			t.Errorf("%s: others' prices alone stored %d quotes", name, len(res.Quotes))
		}
	}
	res := readCSV(t, "aws_export.csv",
		"Instance GPU,GPUs per node,Vendor,AWS On-Demand (USD/GPU-hr)",
		"H100 SXM 80G,8,AWS,$6.88",
	)
	if len(res.Quotes) != 1 {
		t.Errorf("one cloud's own column alone: %d quotes, problems %+v; want 1", len(res.Quotes), res.Problems)
	}
}

// OF0014 before PS0026: the buyer's current price elsewhere (贵司现价) is
// not the 现价 of the offer; OF0301: a budget named by the word alone is the
// buyer's figure; a cell answering the budget with no figure (满足预算) is
// refused at the seller's cell, never read as the budget.
func TestNotOfferBuyerFigures(t *testing.T) {
	res := readCSV(t, "switch.csv",
		"岷江智算 替换方案报价",
		"型号,每台卡数,贵司现价（元/卡·时）,我司报价（元/卡·时）,每月节省（元）",
		"H800 SXM 80G,8,13.5,11.9,36864",
		"A10 24G,4,1.6,暂无,",
	)
	got, n := rowPrices(res)
	if got[3] != 11.9 || n[3] != 1 || n[4] != 0 || !refusedRow(res, 4) {
		t.Errorf("贵司现价 beside 我司报价: prices %v counts %v problems %+v", got, n, res.Problems)
	}
	res = readCSV(t, "rfq.csv",
		"询价单（需求方：某科技公司）",
		"供应商名称：双流云数据有限公司",
		"GPU型号,单机卡数,需求台数,采购方预算（元/卡·时）,供应商报价（元/卡·时）,供应商备注",
		"H100 SXM 80G,8,2,10.0,11.5,含IB组网",
		"RTX 4090 24G,8,4,1.2,满足预算,现货",
		"L20 48G,8,2,2.0,按预算执行,",
	)
	got, n = rowPrices(res)
	if got[4] != 11.5 || n[4] != 1 {
		t.Errorf("budget beside the vendor's price: prices %v counts %v problems %+v", got, n, res.Problems)
	}
	keys := rowProblemKeys(res)
	for _, r := range []int{5, 6} {
		if n[r] != 0 || len(keys[r]) != 1 || keys[r][0] != "import.err.notoffer_budget_reply" {
			t.Errorf("row %d answers the budget: %d quotes, problems %v; want the budget_reply refusal", r, n[r], keys[r])
		}
	}
	for _, q := range res.Quotes {
		if q.Vendor == "含IB组网" || q.Vendor == "现货" {
			t.Errorf("供应商备注 (OF0501) read as the vendor: %q", q.Vendor)
		}
	}
}

// OF0401: a broker's own price (我方报价) beside its upstream cost makes the
// 上游机房 column the broker's supplier, not the seller: the title names it.
func TestNotOfferBrokerOwnPrice(t *testing.T) {
	res := readCSV(t, "broker.csv",
		"金沙算力 资源报价 2026年12月",
		"上游机房,GPU型号,每台卡数,上游价(元/卡·时),我方报价(元/卡·时)",
		"雅安A区,H100 SXM 80G,8,11.20,13.50",
		"庆阳B区,L20 48G,8,1.70,2.10",
	)
	got, n := rowPrices(res)
	if got[3] != 13.5 || got[4] != 2.1 || n[3] != 1 || n[4] != 1 {
		t.Fatalf("broker's own price: prices %v counts %v problems %+v", got, n, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "金沙算力" {
			t.Errorf("row %d: vendor %q, want the broker named in the title", q.SourceRow, q.Vendor)
		}
	}
}

// currentVersionIn reads the current figure of a cell naming two versions
// of its price, and nothing else.
func TestCurrentVersionIn(t *testing.T) {
	for _, c := range []struct {
		in, cur string
		ok      bool
	}{
		{"原价3.10，现价2.60", "现价2.60", true},
		{"原价1.80 现价1.20", "现价1.20", true},
		{"现价 2.60元/卡时（原价 3.10元/卡时）", "现价 2.60元/卡时", true},
		{"刊例价5.2 活动价4.6", "活动价4.6", true},
		{"~~0.90~~ 0.65", "0.65", true},
		{"~~1,480~~ 1,188 元/卡·月", "1,188 元/卡·月", true},
		{"原价2.40（已售罄）", "", false},
		{"6.2 / 5.4", "", false},
		{"现价2.6 现价2.4", "", false},
		{"原价3.1 2.6", "", false},
		{"~~0.90~~", "", false},
		{"~~0.90~~ 0.65 0.60", "", false},
		{"2.60", "", false},
		{"原价$3.10 现价$2.60", "现价$2.60", true},
		{"原价3.10，现价2.60（已售罄）", "现价2.60（已售罄）", true},
		{"Was $2.50, now $2.10/GPU-hr", "now $2.10/GPU-hr", true},
		{"现价USD 2.60 原价USD 3.10", "现价USD 2.60", true},
	} {
		cur, was, ok := currentVersionIn(c.in)
		if ok != c.ok || cur != c.cur || ok && was == "" {
			t.Errorf("currentVersionIn(%q) = %q, %q, %v; want %q, %v", c.in, cur, was, ok, c.cur, c.ok)
		}
	}
}

// A clearance sheet whose cells give 原价 and 现价, or strike the old
// figure in markdown, stores the current figure, warned.
func TestNotOfferCellVersions(t *testing.T) {
	res := readCSV(t, "clearance.csv",
		"峨眉算力 尾货",
		"型号,每台卡数,价格（元/卡·时）",
		"A40 48G,8,原价3.10，现价2.60",
		"T4 16G,4,~~0.90~~ 0.65",
		"V100 32G,8,原价2.40（已售罄）",
	)
	got, n := rowPrices(res)
	if got[3] != 2.6 || got[4] != 0.65 || n[5] != 0 || !refusedRow(res, 5) {
		t.Errorf("cell versions: prices %v counts %v problems %+v", got, n, res.Problems)
	}
	for _, q := range res.Quotes {
		if !hasWarningKey(q, "import.warn.notoffer_cell_versions") {
			t.Errorf("row %d: the left-out earlier price is not said: %v", q.SourceRow, q.Warnings)
		}
	}
}

// A calendar year in a price header (2027年续约单价) names the time the
// price holds for, not yearly billing; 包年 still does.
func TestCalendarYearIsNoPeriod(t *testing.T) {
	for h, want := range map[string]string{"2027年续约单价": "", "2026年度新单价": "", "包年价": "year", "2027年包年价": "year", "上季度价格": "", "last year rate": ""} {
		if got := parseHint(h).period; got != want {
			t.Errorf("parseHint(%q).period = %q, want %q", h, got, want)
		}
	}
}

// A list price struck through in every row beside the promotion price the
// row stores is no refusal of the row; a promotion cell saying 同刊例 reads
// the list price beside it.
func TestStruckListBesidePromotion(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	id, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Strike: true}})
	if err != nil {
		t.Fatal(err)
	}
	rows := [][]any{
		{"都江堰算力 · 双十二活动"},
		{"GPU", "每台卡数", "刊例价（元/卡·时）", "活动价（元/卡·时）"},
		{"H100 SXM 80G", 8, 16, 13.8},
		{"L20 48G", 8, 2.6, 2.2},
		{"RTX 6000 Ada", 4, 4.2, "同刊例"},
	}
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("Sheet1", cell, &r)
	}
	f.SetCellStyle("Sheet1", "C3", "C5", id)
	res := readBook(t, f, "promo.xlsx")
	got, n := rowPrices(res)
	want := map[int]float64{3: 13.8, 4: 2.2, 5: 4.2}
	for r, p := range want {
		if got[r] != p || n[r] != 1 {
			t.Errorf("row %d: %d quotes, price %v; want one, %v (problems %+v)", r, n[r], got[r], p, res.Problems)
		}
	}
}

// FuzzCurrentVersionIn: what currentVersionIn reads is one figure of the
// cell, with the version it leaves out; a cell it reads reads the same again
// from its current part alone as no two versions.
func FuzzCurrentVersionIn(f *testing.F) {
	for _, s := range []string{"原价3.10，现价2.60", "~~0.90~~ 0.65", "刊例价5.2 活动价4.6", "原价2.40（已售罄）", "6.2 / 5.4", "现价 2.60元/卡时（原价 3.10元/卡时）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		cur, was, ok := currentVersionIn(s)
		if !ok {
			if cur != "" || was != "" {
				t.Fatalf("%q: not read, yet %q, %q", s, cur, was)
			}
			return
		}
		if was == "" || len(reVersionFigure.FindAllString(cur, -1)) != 1 {
			t.Fatalf("%q: read %q leaving out %q: want one figure and what was left out", s, cur, was)
		}
		if !strings.Contains(reStruckMarkdown.ReplaceAllString(s, " "), strings.Fields(cur)[0]) {
			t.Fatalf("%q: %q is not of the cell", s, cur)
		}
		if _, _, again := currentVersionIn(cur); again {
			t.Fatalf("%q: its current part %q reads as two versions again", s, cur)
		}
	})
}

// A prose line giving the seller's price beside the buyer's current one, a
// market price or a saving (offerPieces) stores the seller's, warned; a line
// with two prices of no such role is still refused.
func TestNotOfferProsePieces(t *testing.T) {
	res := readText(t, "reply.txt", "发件人：雪岭智算有限公司 商务部\n\n王总您好：\n\n"+
		"H800 SXM 80G 8卡整机，贵司现价 13.5元/卡时，我司报价 11.9元/卡时，每月节省 3.6万元。\n"+
		"L40S 48G：市场价 3.3元/卡时，我司价 2.75元/卡时。\n"+
		"A100 80G：原价 6元/卡时，现价 5.2元/卡时。\n"+
		"L20 48G：2.1元/卡时，2.3元/卡时。\n")
	got, n := rowPrices(res)
	want := map[int]float64{5: 11.9, 6: 2.75, 7: 5.2}
	for r, p := range want {
		if got[r] != p || n[r] != 1 {
			t.Errorf("row %d: %d quotes, price %v; want one, %v (problems %+v)", r, n[r], got[r], p, res.Problems)
		}
	}
	for _, q := range res.Quotes {
		if !hasWarningKey(q, "import.warn.notoffer_prose_held_out") {
			t.Errorf("row %d: the price left out is not said: %v", q.SourceRow, q.Warnings)
		}
	}
	if n[8] != 0 || !refusedRow(res, 8) {
		t.Errorf("two unlabelled prices: %d quotes, refused %v", n[8], refusedRow(res, 8))
	}
}

// The buyer's budget column on an English RFQ form is the buyer's figure:
// never reported as unread money, its row's "within budget" refused at the
// supplier's cell; "RFQ" is no vendor's name (OF0608).
func TestNotOfferEnglishRFQ(t *testing.T) {
	res, err := Read("rfq.csv", csvOf(
		"RFQ - GPU capacity",
		"Supplier: Bluefin Compute Ltd",
		"GPU,GPUs per node,Nodes,Budget (USD/GPU-hr),Supplier quote (USD/GPU-hr),Supplier remarks",
		"H100 SXM 80GB,8,2,$2.00,$2.15,IB included",
		"L40S 48GB,8,3,$0.80,within budget,",
	))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range res.Problems {
		if p.Reason.Key == "import.err.cell_not_read" || p.Reason.Key == "import.err.price_column_unread" {
			t.Errorf("row %d: the budget column reported unread (%s)", p.Row, p.Reason.Key)
		}
	}
	for _, q := range res.Quotes {
		if q.Vendor == "RFQ" || q.SourceRow == 4 && q.Price != 2.15 || q.SourceRow == 5 {
			t.Errorf("row %d: vendor %q price %v", q.SourceRow, q.Vendor, q.Price)
		}
	}
	if _, n := rowPrices(res); n[4] != 1 {
		t.Errorf("row 4: %d quotes, want the supplier's one (problems %+v)", n[4], res.Problems)
	}
	if k := rowProblemKeys(res)[5]; len(k) != 1 || k[0] != "import.err.notoffer_budget_reply" {
		t.Errorf("row 5 (within budget): problems %v", k)
	}
}
