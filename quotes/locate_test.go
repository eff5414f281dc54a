package quotes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Tests of the locate stage, in wordings of their own: section rows,
// sheet lines, validity dates in headers, second tables, reference
// tables and offers laid out in columns.

func minHours(q Quote) float64 {
	if q.MinTerm == nil {
		return 0
	}
	return q.MinTerm.Hours(DefaultHoursPerMonth)
}

func locatedQuote(t *testing.T, res *FileResult, row int) Quote {
	t.Helper()
	for _, q := range res.Quotes {
		if q.SourceRow == row {
			return q
		}
	}
	t.Fatalf("no quote from row %d; quotes %+v problems %+v", row, res.Quotes, res.Problems)
	return Quote{}
}

// Section rows set currency, plan and unit for the rows under them until
// the next one; a bare price column reads them.
func TestSectionRowsSetContext(t *testing.T) {
	res := readCSV(t, "sections.csv",
		"松涛算力 资源报价",
		"机型,单机卡数,可售台数,报价,备注",
		"【大陆区 ｜ 人民币 ｜ 包年 ｜ 元/卡/年】,,,,",
		"H800 SXM 80G,8,2,\"70,080\",预付",
		"A800 SXM 80G,8,1,\"43,800\",",
		"【Overseas ｜ USD ｜ On-demand ｜ $/GPU-hr】,,,,",
		"H100 SXM 80G,8,4,2.25,",
		"— 包月整机 · 元/台·月 —,,,,",
		"L20 48G,8,3,\"21,600\",",
		"华南专区,,,,",
		"L40S 48G,8,2,\"19,800\",",
		"【其他】,,,,",
		"RTX 4090 24G,8,5,3.1,",
	)
	h800 := locatedQuote(t, res, 4)
	if h800.Currency != "CNY" || h800.PriceUnit != "gpu_year" && !within(perGPUHour(t, h800), 8) || minHours(h800) != 8760 {
		t.Errorf("H800 under 包年: %v %s %s min %v", h800.Price, h800.PriceUnit, h800.Currency, minHours(h800))
	}
	if !within(perGPUHour(t, h800), 8) {
		t.Errorf("H800: %v a card-hour, want 8", perGPUHour(t, h800))
	}
	h100 := locatedQuote(t, res, 7)
	if h100.Currency != "USD" || h100.PriceUnit != "gpu_hour" || !within(h100.Price, 2.25) || minHours(h100) != 0 {
		t.Errorf("H100 under On-demand USD: %v %s %s min %v", h100.Price, h100.PriceUnit, h100.Currency, minHours(h100))
	}
	if hasWarning(h100, "currency not stated") {
		t.Errorf("H100: currency warned as not stated: %v", h100.Warnings)
	}
	for _, p := range res.Problems {
		if p.Row != 13 {
			t.Errorf("problem %+v", p)
		}
	}
	if p := problemAt(res, 13); p == nil {
		t.Errorf("a row under a section of no context kept the section above: %+v", res.Quotes)
	}
	if q := locatedQuote(t, res, 11); q.PriceUnit != "node_month" || minHours(q) != 720 {
		t.Errorf("a name row ended the section: %v %s", q.Price, q.PriceUnit)
	}
	l20 := locatedQuote(t, res, 9)
	if l20.Currency != "CNY" || l20.PriceUnit != "node_month" || !within(l20.Price, 21600) || minHours(l20) != 720 {
		t.Errorf("L20 under 包月整机: %v %s %s min %v", l20.Price, l20.PriceUnit, l20.Currency, minHours(l20))
	}
}

// A section row's unit stands over the sheet's, but a scale the sheet
// states ("单位：万元") still applies to the numbers under a section that
// names none; an English section reads as well as a Chinese one.
func TestSectionKeepsSheetScale(t *testing.T) {
	res := readCSV(t, "scale.csv",
		"金额单位：万元",
		"供应商,GPU,每台卡数,价格",
		"【整机包月 · 元/台/月】,,,",
		"岚峰,H800 SXM 80G,8,4.8",
		"On-demand pricing (CNY per GPU-hour),,,",
		"岚峰,L20 48G,8,0.00019",
	)
	q := locatedQuote(t, res, 4)
	if q.PriceUnit != "node_month" || !within(q.Price, 48000) || minHours(q) != 720 {
		t.Errorf("under 整机包月: %v %s min %v", q.Price, q.PriceUnit, minHours(q))
	}
	q = locatedQuote(t, res, 6)
	if q.PriceUnit != "gpu_hour" || !within(q.Price, 1.9) || minHours(q) != 0 {
		t.Errorf("under On-demand: %v %s min %v", q.Price, q.PriceUnit, minHours(q))
	}
}

// A row's own cell that states another currency than its section is
// refused at that cell, quoting both.
func TestSectionRowDisagreementRefused(t *testing.T) {
	res := readCSV(t, "sections-clash.csv",
		"供应商,GPU,每台卡数,价格",
		"[Asia-Pacific / USD / per GPU-hour],,,",
		"岚峰,H100 SXM 80G,8,2.4",
		"岚峰,H200 141G,8,¥21.5",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Currency != "USD" {
		t.Fatalf("quotes %+v", res.Quotes)
	}
	if len(res.Problems) != 1 {
		t.Fatalf("problems %+v", res.Problems)
	}
	p := res.Problems[0]
	text := p.Reason.In("en")
	if p.Row != 4 || p.ColumnLetter != "D" || !strings.Contains(text, "¥21.5") || !strings.Contains(text, "Asia-Pacific") {
		t.Errorf("problem %+v: %s", p, text)
	}
}

// A footnote under the table that names a plan is no section row: it
// heads no rows.
func TestNoteUnderTableIsNoSection(t *testing.T) {
	res := readCSV(t, "footnote.csv",
		"供应商,GPU,每台卡数,价格,单位",
		"岚峰,H100 SXM 80G,8,9.5,元/卡/时",
		"Hourly = 60 minutes",
	)
	if len(res.Quotes) != 1 || minHours(res.Quotes[0]) != 0 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if _, ok := readSection("注：海外节点以美元结算，包年需预付"); ok {
		t.Error("a note read as a section row")
	}
}

// A sheet line above the header states the currency of the whole table.
func TestSheetLineCurrency(t *testing.T) {
	for _, line := range []string{"Spot board, 1 Dec — all prices EUR", "Rates: USD, excluding tax", "报价币种：美元"} {
		res := readCSV(t, "line.csv",
			line,
			"Provider,GPU,GPUs,Price,Unit",
			"Quillon,H100 SXM 80G,8,2.10,per GPU-hour",
		)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: %+v %+v", line, res.Quotes, res.Problems)
		}
		q := res.Quotes[0]
		want := "USD"
		if strings.Contains(line, "EUR") {
			want = "EUR"
		}
		if q.Currency != want || hasWarning(q, "currency not stated") {
			t.Errorf("%s: currency %s, warnings %v", line, q.Currency, q.Warnings)
		}
	}
	if c := lineCurrency("注：部分海外节点以美元结算，其余人民币"); c != "" {
		t.Errorf("a note about some rows read as the sheet's currency %s", c)
	}
}

// A validity date in a price header is no term.
func TestHeaderValidityDateIsNoTerm(t *testing.T) {
	for _, h := range []string{"报价（11月起）", "价格（自2027年3月1日起）", "Rate from Nov 2026", "单价（9月，已停用）"} {
		res := readCSV(t, "valid.csv",
			"供应商,GPU,每台卡数,"+h+",计价单位",
			"岚峰,A100 SXM 80G,8,5.5,元/卡/时",
		)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: %+v %+v", h, res.Quotes, res.Problems)
		}
		q := res.Quotes[0]
		if minHours(q) != 0 || q.PriceUnit != "gpu_hour" || hasWarning(q, "says month") || hasWarning(q, "says year") {
			t.Errorf("%s: min %v unit %s warnings %v", h, minHours(q), q.PriceUnit, q.Warnings)
		}
	}
	// a term stays a term
	res := readCSV(t, "term.csv",
		"供应商,GPU,每台卡数,6个月合约价(元/卡/时)",
		"岚峰,A100 SXM 80G,8,4.9",
	)
	if len(res.Quotes) != 1 || minHours(res.Quotes[0]) != 6*720 {
		t.Fatalf("6个月: %+v %+v", res.Quotes, res.Problems)
	}
}

// A second table further down the sheet is read with its own header, even
// when that header would score higher than the first.
func TestSecondTableOwnHeader(t *testing.T) {
	res := readCSV(t, "two.csv",
		"供应商,GPU,每台卡数,按量(元/卡/时)",
		"岚峰,H100 SXM 80G,8,9.8",
		"岚峰,A100 SXM 80G,8,5.6",
		",,,",
		"裸金属整机,,,",
		"供应商,GPU,每台卡数,空闲台数,整机月租(元/台/月),最短租期",
		"岚峰,H800 SXM 80G,8,2,\"61,000\",3个月",
	)
	if len(res.Problems) != 0 || len(res.Quotes) != 3 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if q := locatedQuote(t, res, 2); q.PriceUnit != "gpu_hour" || !within(q.Price, 9.8) {
		t.Errorf("first table: %v %s", q.Price, q.PriceUnit)
	}
	q := locatedQuote(t, res, 7)
	if q.PriceUnit != "node_month" || !within(q.Price, 61000) || !eqPtr(q.Nodes, 2) || minHours(q) != 3*720 {
		t.Errorf("second table: %v %s nodes %v min %v", q.Price, q.PriceUnit, q.Nodes, minHours(q))
	}
	if len(res.Tables) != 2 {
		t.Errorf("tables %+v", res.Tables)
	}
}

// A table the file marks as not part of the quote is not stored, and is
// reported; a plain disclaimer does not drop a table.
func TestReferenceTableNotStored(t *testing.T) {
	res := readCSV(t, "ref.csv",
		"供应商,GPU,每台卡数,价格,单位",
		"岚峰,H100 SXM 80G,8,9.5,元/卡/时",
		",,,,",
		"Competitor deals last quarter — for reference only,,,,",
		"Other,H100 SXM 80G,8,8.1,元/卡/时",
		"Other,A100 SXM 80G,8,4.7,元/卡/时",
	)
	if len(res.Quotes) != 1 || len(res.Problems) != 0 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if !hasWarning(res.Quotes[0], "not part of this quote") {
		t.Errorf("not reported: %v", res.Quotes[0].Warnings)
	}
	_, err := Read("only-ref.csv", csvOf(
		"下表为历史成交价，非本次报价",
		"GPU,成交价,单位",
		"H800 SXM,10.1,元/卡/时",
	))
	if err == nil || !strings.Contains(err.Error(), "not part of this quote") {
		t.Errorf("a file of only a reference table: %v", err)
	}
	res = readCSV(t, "disclaimer.csv",
		"本报价仅供参考，以最终合同为准",
		"供应商,GPU,每台卡数,价格,单位",
		"岚峰,H100 SXM 80G,8,9.5,元/卡/时",
	)
	if len(res.Quotes) != 1 {
		t.Errorf("a disclaimer dropped the table: %+v", res.Problems)
	}
}

// Offers laid out in columns, the fields down the side, are read one quote
// per column; a refusal names the file's own cell (the offer's column,
// the field's row) and the quote the row of its price.
func TestOffersInColumns(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "比选")
	f.SetSheetRow("比选", "A1", &[]any{"临川智算 集群租赁比选"})
	f.SetSheetRow("比选", "A3", &[]any{"", "选项甲", "选项乙", "选项丙"})
	f.SetSheetRow("比选", "A4", &[]any{"显卡", "H800 SXM 80G", "L40S 48G", "A100 SXM 80G"})
	f.SetSheetRow("比选", "A5", &[]any{"单机卡数", 8, 8, 8})
	f.SetSheetRow("比选", "A6", &[]any{"机器数", 3, 6, 2})
	f.SetSheetRow("比选", "A7", &[]any{"付费方式", "包年", "按量", "包月"})
	f.SetSheetRow("比选", "A8", &[]any{"价格", 640000, 2.6, "待定价"})
	f.SetSheetRow("比选", "A9", &[]any{"单位", "元/台/年", "元/卡/时", "元/台/月"})
	f.SetSheetRow("比选", "A11", &[]any{"以上价格含税"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("cols.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	a, b := res.Quotes[0], res.Quotes[1]
	if a.GPU != "H800-80G-SXM" || a.PriceUnit != "node_year" && a.PriceUnit != "node_hour" || !eqPtr(a.Nodes, 3) || minHours(a) != 8760 || a.SourceRow != 8 || a.Vendor != "临川智算" {
		t.Errorf("column B: %s %v %s nodes %v min %v row %d vendor %s", a.GPU, a.Price, a.PriceUnit, a.Nodes, minHours(a), a.SourceRow, a.Vendor)
	}
	if !within(perGPUHour(t, a), 640000.0/8760/8) {
		t.Errorf("column B: %v a card-hour", perGPUHour(t, a))
	}
	if b.GPU != "L40S-48G" || b.PriceUnit != "gpu_hour" || !within(b.Price, 2.6) || !eqPtr(b.Nodes, 6) || !hasWarning(b, "column C") {
		t.Errorf("column C: %s %v %s nodes %v %v", b.GPU, b.Price, b.PriceUnit, b.Nodes, b.Warnings)
	}
	if len(res.Problems) != 1 {
		t.Fatalf("problems %+v", res.Problems)
	}
	if p := res.Problems[0]; p.Sheet != "比选" || p.Row != 8 || p.ColumnLetter != "D" || p.Column != "价格" {
		t.Errorf("refusal not at D8: %+v", p)
	}
	// a sheet of field names and their explanations is not offers
	f2 := excelize.NewFile()
	defer f2.Close()
	f2.SetSheetRow("Sheet1", "A1", &[]any{"列", "说明"})
	f2.SetSheetRow("Sheet1", "A2", &[]any{"GPU型号", "如 H100 SXM 80G"})
	f2.SetSheetRow("Sheet1", "A3", &[]any{"每台卡数", "整数"})
	f2.SetSheetRow("Sheet1", "A4", &[]any{"单价", "数字，可带单位"})
	f2.SetSheetRow("Sheet1", "A5", &[]any{"单位", "元/卡/时 等"})
	buf.Reset()
	if _, err := f2.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if res, err := Read("help.xlsx", buf.Bytes()); err == nil {
		t.Errorf("a help sheet read as offers: %+v %+v", res.Quotes, res.Problems)
	}
}

// Units a line states for parts of the sheet, agreeing on the period and
// basis, are the unit of every price; sub-column names under a merged
// group header ("分站点报价" over three sites) are read as a second header row
// whatever words they are.
func TestScopedUnitLineAndMergedGroup(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	sh := "Sheet1"
	f.SetSheetRow(sh, "A1", &[]any{"栖云算力 分站点报价"})
	f.SetSheetRow(sh, "A2", &[]any{"华东区单位：元/卡·时；西部区单位：元/卡·时"})
	f.SetSheetRow(sh, "A3", &[]any{"显卡型号", "单机卡数", "分站点报价"})
	f.SetSheetRow(sh, "C4", &[]any{"杭州", "贵安", "庆阳"})
	f.MergeCell(sh, "C3", "E3")
	f.MergeCell(sh, "A3", "A4")
	f.MergeCell(sh, "B3", "B4")
	f.SetSheetRow(sh, "A5", &[]any{"A800 SXM 80G", 8, 7.1, 6.6, 6.2})
	f.SetSheetRow(sh, "A6", &[]any{"L20 48G", 8, 2.3, "—", 1.9})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("rooms.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 5 || len(res.Problems) != 0 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "gpu_hour" || q.Currency != "CNY" {
			t.Errorf("row %d %s: %v %s %s", q.SourceRow, q.GPU, q.Price, q.PriceUnit, q.Currency)
		}
	}
	if q := res.Quotes[2]; !within(q.Price, 6.2) || !strings.Contains(q.Region+q.Offer, "庆阳") {
		t.Errorf("third column: %v region %q offer %q", q.Price, q.Region, q.Offer)
	}
}

func FuzzLocateWords(f *testing.F) {
	for _, s := range []string{"[国内 · CNY · 包年 · 元/卡/年]", "— On-demand —", "Reserved (1-year)", "all prices USD", "单价（12月起）",
		"以下为上月成交价，仅供参考", "from Dec 2026", "自2027年1月1日起", "【", "·/·", "(1月，"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if sc, ok := readSection(s); ok && sc.empty() {
			t.Errorf("%q: a section of no context", s)
		}
		_ = lineCurrency(s)
		_ = isReferenceMarker(s)
		if out := withoutValidity(s); len(out) > len(s)+len(s) {
			t.Errorf("%q grew to %q", s, out)
		}
	})
}

// FuzzLocateTables reads tables whose section rows, markers and turned
// cells are fuzzed: nothing may panic, and a quote must come from a row
// of the file.
func FuzzLocateTables(f *testing.F) {
	f.Add("[海外 · USD · 按量 · $/GPU-hr]", "2.1")
	f.Add("以下为上月成交价，仅供参考", "9.9")
	f.Add("— 包年 · 万元/台/年 —", "70")
	f.Add("单价（12月起）", "¥3")
	f.Fuzz(func(t *testing.T, section, price string) {
		section = strings.NewReplacer(",", " ", "\n", " ", "\r", " ", "\"", " ").Replace(section)
		price = strings.NewReplacer(",", " ", "\n", " ", "\r", " ", "\"", " ").Replace(price)
		for _, data := range [][]byte{
			csvOf("供应商,GPU,每台卡数,价格", section+",,,", "岚峰,H100 SXM 80G,8,"+price, "岚峰,A100 SXM 80G,8,"+price),
			csvOf(section, "供应商,岚峰,岚峰", "GPU型号,H100 SXM 80G,L20 48G", "每台卡数,8,8", "价格,"+price+",1.2", "单位,元/卡/时,"+section),
		} {
			res, err := Read("fuzz.csv", data)
			if err != nil {
				continue
			}
			for _, q := range res.Quotes {
				if q.SourceRow < 1 || q.SourceRow > 6 {
					t.Fatalf("quote from row %d", q.SourceRow)
				}
			}
			for _, p := range res.Problems {
				if p.Row < 0 || p.Row > 6 {
					t.Fatalf("problem at row %d", p.Row)
				}
			}
		}
	})
}

// A line that says the prices are in a currency states the table's
// currency in the languages vendors write it in, not English alone.
func TestPricesInCurrencyLineInOtherLanguages(t *testing.T) {
	for line, want := range map[string]string{
		"Alle Preise in EUR zzgl. MwSt.; sekundengenaue Abrechnung": "EUR",
		"Prix en EUR HT":          "EUR",
		"Precios en USD, sin IVA": "USD",
		"All prices in USD":       "USD",
		"Preise inkl. Support":    "",
	} {
		if got := lineCurrency(line); got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}

// A header naming the calendar months a column covers ("FY27 Q1 (4-6月)")
// states no price period: the months are dates, not "per month".
func TestMonthSpanInHeaderIsNoPeriod(t *testing.T) {
	for _, h := range []string{"FY27 Q1 (4-6月)", "2027 Q3（7月-9月）", "10～12月份", "FY27 Q4 (次年1-3月)"} {
		if p := priceHeaderHint(h, "").period; p == "month" {
			t.Errorf("%q read as a price per month", h)
		}
	}
	if p := priceHeaderHint("单价(元/台/月)", "").period; p != "month" {
		t.Errorf("a unit per month lost: %q", p)
	}
}

// A line above the header explaining one column (`"Was" = our earlier
// offer (no longer valid)`) is that column's legend, not a marker making
// the whole table a reference: the rows are read. A line saying so of the
// table still makes it one.
func TestColumnLegendLineKeepsTableRead(t *testing.T) {
	head := []string{"Harbor Compute Ltd. - revised offer", "", "Item,GPU,GPUs per server,Servers,Billing,Was (USD),Now (USD),Unit,Comment",
		"1,NVIDIA H100 SXM 80GB,8,2,On-demand,2.39,2.19,per GPU-hour,", `2,NVIDIA H100 SXM 80GB,8,2,Monthly,"12,600","11,900",per server-month,`}
	for _, legend := range []string{`"""Was"" = our 2026-11-20 offer (no longer valid). ""Now"" = revised price."`, `Was = our superseded prices`} {
		lines := append(append([]string{}, head[:2]...), legend)
		res := readCSV(t, "legend.csv", append(lines, head[2:]...)...)
		if got := bidPrices(res); got != "2.19|11900" {
			t.Errorf("%s: quotes %s: want the Now prices read", legend, got)
		}
	}
	res, err := Read("ref.csv", csvOf(append([]string{head[0], "", "The prices below are no longer valid."}, head[2:]...)...))
	if err == nil && len(res.Quotes) != 0 {
		t.Errorf("quotes %s: a line voiding the table keeps it from being read", bidPrices(res))
	}
}
