package quotes

import (
	"math"
	"strings"
	"testing"

	"computecheck/msg"
)

func quoteAt(res *FileResult, row int) *Quote {
	for i := range res.Quotes {
		if res.Quotes[i].SourceRow == row {
			return &res.Quotes[i]
		}
	}
	return nil
}

// A price whose unit says only the period, on a machine of several cards,
// with nothing in the row, its columns or the file saying per card or per
// machine, is refused at its cell with both readings; one card per machine
// settles it.
func TestOpenBasisRefused(t *testing.T) {
	res := readCSV(t, "open.csv",
		"Provider,Accelerator,GPUs per box,Rate,Unit",
		"Quill Compute,RTX A6000 48GB,4,$1.20,per hour",
		"Quill Compute,RTX A6000 48GB,1,$0.70,per hour",
	)
	p := problemAt(res, 2)
	if p == nil || p.Reason.Key != "import.err.basis_open" || p.Column != "Rate" {
		t.Fatalf("row 2: %+v quotes %+v", res.Problems, res.Quotes)
	}
	if quoteAt(res, 2) != nil {
		t.Fatal("row 2 stored")
	}
	if p.Reason.Args[0] != "$1.20 per hour" {
		t.Errorf("quoted %q", p.Reason.Args[0])
	}
	if q := quoteAt(res, 3); q == nil || q.PriceUnit != "gpu_hour" {
		t.Fatalf("row 3: %+v %+v", q, res.Problems)
	}
}

// "整台8卡" in a remark settles the price as the machine's.
func TestWholeMachineWithCardsNote(t *testing.T) {
	res := readCSV(t, "w.csv",
		"供应商,GPU型号,卡数,价格,付费方式,备注",
		"远岫云,RTX 4090 24G,8,9600,包月,整台8卡",
	)
	q := quoteAt(res, 2)
	if q == nil || q.PriceUnit != "node_month" {
		t.Fatalf("%+v %+v", q, res.Problems)
	}
	for _, s := range []string{"整机4卡", "整台（8卡）", "8卡整机价", "每台 8 GPUs"} {
		if !reWholeWithCards.MatchString(compact(norm(s))) {
			t.Errorf("%q not read as the machine's price", s)
		}
	}
	if reWholeWithCards.MatchString("单卡") || reWholeWithCards.MatchString("8卡") {
		t.Error("a card count alone is no machine price")
	}
}

// A note that prices one kind of offer per machine and another per card
// ("物理机按台计费，容器按卡计费") settles neither for a row that is
// neither.
func TestBothBasesNoteSettlesNeither(t *testing.T) {
	res := readCSV(t, "b.csv",
		"供应商,机器配置,价格,单位",
		"远岫云,4×L40S 48G 云主机,6.4,元/时",
		"",
		"注：物理机按台计费，容器按卡计费。",
	)
	if q := quoteAt(res, 2); q != nil && hasKey(*q, "import.warn.basis_from_sheet") {
		t.Fatalf("basis taken from a two-sided note: %v", q.Warnings)
	}
	if bothBasesStated("整台按台计费") || !bothBasesStated("物理机按台计费，容器按卡计费") || bothBasesStated("按整台计费，不按卡计费") {
		t.Fatal("bothBasesStated")
	}
}

// "包季价" beside a monthly unit is the quarterly plan's monthly rate, with
// the plan's term; "包月价" beside a weekly unit still disagrees.
func TestPlanNoteBesideUnit(t *testing.T) {
	res := readCSV(t, "p.csv",
		"供应商,GPU型号,单机卡数,报价,单位,说明",
		"北屿算力,A800 80G,8,36000,元/台/月,包季价",
		"北屿算力,A800 80G,8,9000,元/台/周,包月价",
	)
	q := quoteAt(res, 2)
	if q == nil || q.PriceUnit != "node_month" || q.MinHours == nil || *q.MinHours != 2160 {
		t.Fatalf("row 2: %+v %+v", q, res.Problems)
	}
	if p := problemAt(res, 3); p == nil || p.Reason.Key != "import.err.period_note_conflict" {
		t.Fatalf("row 3: %+v", res.Problems)
	}
}

// The market range alone does not settle the basis: a monthly price for an
// 8-card machine that reads as a dear card or a cheap machine is refused,
// naming both readings.
func TestOpenBasisRefusedDespiteMarket(t *testing.T) {
	res := readCSV(t, "m.csv",
		"供应商,机器配置,台数,价格,付费方式",
		"临川算力,L40S 48G ×8,2,\"5,760\",包月",
	)
	p := problemAt(res, 2)
	if p == nil || p.Reason.Key != "import.err.basis_open" || p.Column != "价格" {
		t.Fatalf("%+v %+v", res.Problems, res.Quotes)
	}
	why, ok := p.Reason.Args[1].(msg.Msg)
	if !ok || why.Key != "import.why.basis_readings" || why.Args[0] != "8.00" || why.Args[1] != "1.00" {
		t.Fatalf("why %+v", p.Reason.Args)
	}
}

// "元/块/时" is per card (块 counts cards there, not yuan); a remark that
// is a unit phrase ("元/卡/时，随开随停") gives the row its basis.
func TestCardCounterAndRemarkUnit(t *testing.T) {
	if u := parseUnitParts("元/块/时"); u.basis != "gpu" || u.period != "hour" {
		t.Fatalf("元/块/时: %+v", u)
	}
	if u := parseUnitParts("5块/时"); u.basis != "" {
		t.Fatalf("5块/时: %+v", u)
	}
	res := readCSV(t, "r.csv",
		"供应商,机器配置,价格,计费,备注",
		"临川算力,A800 80G ×8,5.2,按量,元/卡/时，可随时释放",
	)
	if q := quoteAt(res, 2); q == nil || q.PriceUnit != "gpu_hour" || q.NeedsReview {
		t.Fatalf("%+v %+v", q, res.Problems)
	}
}

// FuzzNoteBasis: any remark reads without panicking into a known basis
// and period, and a clause stating both bases settles neither.
func FuzzNoteBasis(f *testing.F) {
	for _, s := range []string{"整台8卡", "整机 4 张", "元/卡/时，随开随停", "¥/台/天；可议", "USD/GPU/hr", "元/块/时",
		"5块/时", "包季价", "4×3.84TB NVMe", "0.35元/GB/月", "裸金属按台计费，容器按卡计费", "每台每月", "", "/", "元//", "元/卡/", "按卡时计费", "按台月结算", "按计费", "按", "单价为每台每月", "报价均为每卡每小时", "单价为"} {
		f.Add(s)
	}
	periods := map[string]bool{"": true, "hour": true, "day": true, "week": true, "month": true, "quarter": true, "halfyear": true,
		"year": true, "second": true, "minute": true, "mtok": true}
	f.Fuzz(func(t *testing.T, s string) {
		nu := noteUnitOf(s)
		if nu.basis != "" && nu.basis != "gpu" && nu.basis != "node" || !periods[nu.period] {
			t.Fatalf("noteUnitOf(%q) = %+v", s, nu)
		}
		for _, n := range basisNotes([]string{s}) {
			if n.basis != "gpu" && n.basis != "node" {
				t.Fatalf("basisNotes(%q): %+v", s, n)
			}
		}
		if u := billedBy(s); u != "" && !strings.Contains(s, u) {
			t.Fatalf("billedBy(%q) = %q: not part of the note", s, u)
		}
		_ = planRateOf(true, nu.period, "month")
		if tb := localDisksOf(s); tb != nil && !(*tb > 0) {
			t.Fatalf("localDisksOf(%q) = %v", s, *tb)
		}
	})
}

// A storage column that lists the machine's own disks ("数据盘: 2×7.68TB
// NVMe") gives the local NVMe, not an unreadable storage term; storage
// terms still read as terms.
func TestStorageColumnOfLocalDisks(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
	}{{"2×7.68TB NVMe", 15.36}, {"4*1.92T SSD", 7.68}, {"3.84TB NVMe", 3.84}} {
		got := localDisksOf(c.in)
		if got == nil || math.Abs(*got-c.want) > 1e-9 {
			t.Errorf("%q: %v", c.in, got)
		}
	}
	for _, s := range []string{"1TB内免费，超出0.3元/GB/月", "0.35元/GB/月", "免费 500GB", "含2TB", "500GB"} {
		if got := localDisksOf(s); got != nil {
			t.Errorf("%q: %v", s, *got)
		}
	}
	res := readCSV(t, "d.csv",
		"供应商,GPU型号,单机卡数,数据盘,价格,单位",
		"临川算力,A800 80G,8,2×7.68TB NVMe,5.2,元/卡/时",
	)
	q := quoteAt(res, 2)
	if q == nil || q.LocalNVMeTB == nil || math.Abs(*q.LocalNVMeTB-15.36) > 1e-9 || hasKey(*q, "import.warn.unread") {
		t.Fatalf("%+v %+v", q, res.Problems)
	}
}

// The market settles an unstated basis only where one reading fits the
// GPU's band and the other is beyond doubt outside it. A CNY RTX 4090 price
// is held against the China band (1.24–2.72 元 a card-hour, §5.2 Q1): 7.92
// 元/时 for a 4-card instance is 1.98 a card per machine, while per card it
// is beyond twice the band's top, so it is read per machine, warned with
// both readings and held for review, and the evidence says the market chose.
// The file's own words win: a sheet line stating per card keeps per card.
func TestMarketSettlesUnstatedBasis(t *testing.T) {
	res := readCSV(t, "m.csv",
		"日期,平台,规格,单价,计费时长",
		"2026-11-05,浣花云,RTX 4090 ×4,7.92元/小时,10小时",
		"2026-11-06,浣花云,RTX 4090 ×4,4.00元/小时,10小时",
	)
	q := quoteAt(res, 2)
	if q == nil || q.PriceUnit != "node_hour" || !q.NeedsReview {
		t.Fatalf("row 2: %+v %+v", q, res.Problems)
	}
	c, _ := chosenOf(q.Evidence, "basis")
	if c.Rule != "basis.market_guess" || c.Source != srcMarket || c.Value != "node" {
		t.Errorf("chosen %+v", c)
	}
	var why msg.Msg
	for _, w := range q.Warnings {
		if w.Key == "import.review.basis_guessed" {
			why, _ = w.Args[2].(msg.Msg)
		}
	}
	if why.Key != "import.why.basis_market" || why.Args[0] != "1.12" || why.Args[1] != "0.28" || why.Args[2] != "§5.2 Q1 [P3] [P4]" {
		t.Errorf("warning %+v", q.Warnings)
	}
	// 4.00 for four cards: per card 4.00 is over the band's top but not
	// twice it, per machine 1.00 under its bottom: both may be meant
	if p := problemAt(res, 3); p == nil || p.Reason.Key != "import.err.basis_open" || quoteAt(res, 3) != nil {
		t.Fatalf("row 3: %+v", res.Problems)
	}

	res = readCSV(t, "s.csv", "单位：元/卡/时",
		"日期,平台,规格,单价,计费时长",
		"2026-11-05,浣花云,RTX 4090 ×4,7.92,10小时",
	)
	if q := quoteAt(res, 3); q == nil || q.PriceUnit != "gpu_hour" {
		t.Fatalf("stated per card: %+v %+v", q, res.Problems)
	}
}

// marketPick takes the reading that fits the band only where the other is
// beyond doubt outside it; the band is the price's market: the China one
// for CNY where the reference observed one, else the world one.
func TestMarketPick(t *testing.T) {
	cny, usd := bandOf("RTX4090-24G", "CNY"), bandOf("RTX4090-24G", "USD")
	if cny.highUSD >= usd.highUSD || cny.lowUSD != usd.lowUSD || bandOf("A800-80G-SXM", "CNY") != bandOf("A800-80G-SXM", "USD") {
		t.Fatalf("bands %+v %+v", cny, usd)
	}
	for _, c := range []struct {
		band          marketBand
		card, machine float64
		want          string
	}{
		{cny, 7.92 / cnyPerUSD, 1.98 / cnyPerUSD, "node"},
		{usd, 7.92 / cnyPerUSD, 1.98 / cnyPerUSD, ""},     // under twice the world top
		{cny, 1.95 / cnyPerUSD, 1.95 / 8 / cnyPerUSD, ""}, // per machine not beyond doubt (cheapFactor)
		{cny, 2.2 / cnyPerUSD, 0.1 / cnyPerUSD, "gpu"},
		{bandOf("H100-80G-SXM", "USD"), 23.92, 2.99, ""}, // 1.95× the top: both may be meant
		{bandOf("H100-80G-SXM", "USD"), 27.2, 3.4, "node"},
		{cny, 60 / cnyPerUSD, 7.5 / cnyPerUSD, ""}, // neither fits
	} {
		if got := marketPick(c.band, c.card, c.machine); got != c.want {
			t.Errorf("%+v: %q", c, got)
		}
	}
}

// A line naming the prices as a bundle's (“套餐价已含…”) states them per
// machine (BN0201-BN0207); a bundle line naming no price states none.
func TestBundlePriceLineIsPerMachine(t *testing.T) {
	if ns := basisNotes([]string{"注：套餐价已含套餐内存储与流量，不单独拆分；月付按30天计"}); len(ns) != 1 || ns[0].basis != "node" {
		t.Errorf("套餐价 line: %+v, want one per-machine statement", ns)
	}
	if ns := basisNotes([]string{"All bundle prices include 1TB of traffic"}); len(ns) != 1 || ns[0].basis != "node" {
		t.Errorf("bundle prices line: %+v, want one per-machine statement", ns)
	}
	if ns := basisNotes([]string{"套餐均含系统盘、数据盘及每月公网流量包"}); len(ns) != 0 {
		t.Errorf("bundle line without a price: %+v, want none", ns)
	}
}

// FM: on a buyer's form whose 报价单位 column the buyer filled, a price cell
// with its own unit that the row's note restates ("6.90元/卡·时", 备注
// 按卡时计费) is read in its own unit, warned; with no such note, or a note
// agreeing with the column, the disagreement is still refused.
func TestCellUnitBackedByNote(t *testing.T) {
	form := func(note string) *FileResult {
		return readCSV(t, "rfq.csv",
			"询价函（回复）",
			"序号,需求内容,报价单位,供应商响应型号,响应配置,含税单价,备注（供应商填写）",
			"1,训练GPU服务器,元/台·月,A800 80G SXM4,8卡/台,6.90元/卡·时,"+note,
			"2,训练GPU服务器,元/台·月,H100 SXM5 80G,8卡/台,78000,",
			"供应商名称（盖章）：成都芙蓉算力科技有限公司")
	}
	res := form("按卡时计费")
	q := quoteAt(res, 3)
	if q == nil || q.PriceUnit != "gpu_hour" || q.Price != 6.9 || !hasKey(*q, "import.warn.cell_unit_over_column") {
		t.Fatalf("backed cell: %+v problems %+v", q, res.Problems)
	}
	for _, note := range []string{"", "按台月计费"} {
		res = form(note)
		if quoteAt(res, 3) != nil || problemAt(res, 3) == nil || quoteAt(res, 4) == nil {
			t.Errorf("note %q: row 3 should be refused, row 4 read; problems %+v", note, res.Problems)
		}
	}
	for s, want := range map[string]string{"按卡时计费": "卡时", "每卡每月": "每卡每月", "按需计费": "需", "按计费": "", "卡时": ""} {
		if got := billedBy(s); got != want {
			t.Errorf("billedBy(%q) = %q, want %q", s, got, want)
		}
	}
}

// A disk written with no size (a zero count or a zero size) states no local
// disk: unknown, never 0 TB (found by FuzzNoteBasis).
func TestLocalDisksOfZeroIsUnknown(t *testing.T) {
	for _, s := range []string{"0×0000TB NVMe", "0 x 3.84TB NVMe", "2×0TB NVMe"} {
		if tb := localDisksOf(s); tb != nil {
			t.Errorf("localDisksOf(%q) = %v, want unknown (nil)", s, *tb)
		}
	}
	if tb := localDisksOf("2×3.84TB NVMe"); tb == nil || *tb != 7.68 {
		t.Errorf("localDisksOf(2×3.84TB NVMe) = %v, want 7.68", tb)
	}
}
