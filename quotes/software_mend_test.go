package quotes

import (
	"strconv"
	"testing"
)

// Review mends of the set61 class (files made by other software), each on
// invented rows.

// SW0006: a bare serial is a date only in a date column; ParseDate, which
// the app, the CLI and storage ask of what a user types, never reads 45000
// as a date, and a monthly price of 45000.00 under a header naming 有效期 in
// passing stays a price.
func TestDateSerialOnlyInDateColumn(t *testing.T) {
	if d, err := ParseDate("45000"); err == nil {
		t.Errorf("ParseDate(45000) = %s, want an error", d)
	}
	if d, err := importDate("46387"); err != nil || d != "2026-12-31" {
		t.Errorf("importDate(46387) = %s %v", d, err)
	}
	if d, err := importDate("2026-12-31"); err != nil || d != "2026-12-31" {
		t.Errorf("importDate(2026-12-31) = %s %v", d, err)
	}
	monthly := "服务商,GPU,有效期内包月价(元/台/月)\n锦里云,H100 SXM 80G 8卡,45000.00\n锦里云,A100 SXM 80G 8卡,62000.00\n锦里云,L40S 48G 8卡,39000.00\n"
	res := readText(t, "monthly.csv", monthly)
	if len(res.Quotes) != 3 {
		t.Fatalf("monthly: %d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Price < 39000 || q.PriceUnit != "node_month" {
			t.Errorf("monthly: %s %v %s", q.GPU, q.Price, q.PriceUnit)
		}
	}
	both := "服务商,GPU,按需(元/卡/时),有效期内包月价(元/台/月)\n锦里云,H100 SXM 80G 8卡,9.8,45000.00\n锦里云,A100 SXM 80G 8卡,6.2,62000.00\n锦里云,L40S 48G 8卡,3.1,39000.00\n"
	res = readText(t, "both.csv", both)
	months := 0
	for _, q := range res.Quotes {
		months += b2i(q.PriceUnit == "node_month")
	}
	if months != 3 {
		t.Errorf("beside an hourly column: %d monthly offers, quotes %d, problems %v", months, len(res.Quotes), res.Problems)
	}
	// a date column of serials still reads as dates
	cs := contentScores([]string{"46387", "46418", "46446"})
	if !datesUnderDateHeader(cs, "报价有效期至") {
		t.Errorf("serials under 报价有效期至 are dates: %v", cs)
	}
	if datesUnderDateHeader(contentScores([]string{"45000.00", "62000.00", "39000.00"}), "有效期内包月价(元/台/月)") {
		t.Errorf("figures under a price header naming 有效期 in passing are no dates")
	}
}

// SW0009: a column in a longer period than its source (包月 = 按需 × 720)
// is a plan of its own, never a check of the hourly price.
func TestLongerPeriodFormulaIsAnOffer(t *testing.T) {
	cs := colReads{
		{header: "GPU", values: []string{"H100 SXM 80GB", "A100 SXM 80GB"}, fieldScore: fieldScore{field: fGPU}},
		{header: "按需 (元/卡/时)", values: []string{"10", "5"}, fieldScore: fieldScore{field: fPrice}},
		{header: "包月 (元/卡/月)", values: []string{"7200", "3600"}, fieldScore: fieldScore{field: fPrice}},
	}
	formulas := make([][]cellFormula, 3)
	for r := range 2 {
		n := strconv.Itoa(r + 2)
		formulas[0] = append(formulas[0], cellFormula{})
		formulas[1] = append(formulas[1], cellFormula{})
		formulas[2] = append(formulas[2], readFormula(`B`+n+`*720`, r+2))
	}
	formulaColumns(cs, formulas)
	if cs[2].field != fPrice || cs[2].rule == ruleColRestatedUnit {
		t.Errorf("包月 = 按需 × 720 is an offer: field %q rule %q", cs[2].field, cs[2].rule)
	}
}

// SW0002: a currency-less bracket is the sheet's unit only when it is a
// per-phrase and nothing more: a term of service with a figure ("每台每月最多
// 停机2小时") names none, and "percent" opens with no per word.
func TestPerPhraseOnlyUnitWords(t *testing.T) {
	for _, line := range []string{"服务保障（每台每月最多停机2小时）", "赠送（每卡每月10小时免费）", "Uptime (per node per month: 99.9%)", "SLA (percent of GPU hour)"} {
		if got := bracketUnitPhrase(line); got != "" {
			t.Errorf("bracketUnitPhrase(%q) = %q, want none", line, got)
		}
	}
	for _, line := range []string{"竞价（每卡每小时）", "Spot (per GPU-hour)", "整机（/台/月）"} {
		if got := bracketUnitPhrase(line); got == "" {
			t.Errorf("bracketUnitPhrase(%q) = none", line)
		}
	}
	if perPhrase("percent per hour") || !perPhrase("per GPU per hour") || !perPhrase("每卡每小时") {
		t.Errorf("perPhrase: per is a whole word")
	}
	for _, text := range []string{
		"服务保障（每台每月最多停机2小时）\n服务商,机型,卡/台,单价\n锦里云,H100 SXM 80G,8,¥9.80\n",
		"服务商,机型,卡/台,单价\n锦里云,H100 SXM 80G,8,¥9.80\n赠送（每卡每月10小时免费）\n",
	} {
		res := readText(t, "terms.csv", text)
		for _, q := range res.Quotes {
			if q.PriceUnit == "node_month" || q.PriceUnit == "gpu_month" {
				t.Errorf("a term of service read as the unit: %s %v %s", q.GPU, q.Price, q.PriceUnit)
			}
		}
	}
}

// SW0001: a piece that runs on under the next header's text (a model name
// wider than 型号) overlaps two headers: the start-based rule decides, and
// the model stays the model.
func TestFixedWidthPieceOverTwoHeaders(t *testing.T) {
	heads := spacedSegs("型号    配置说明          单价")
	if c, ok := underHeader(heads, spacedSeg{from: 0, to: 13}); ok {
		t.Errorf("a piece over 型号 and 配置说明 went to %d", c)
	}
	text := "锦里云 价格打印\n" +
		"型号    配置说明              单价(元/卡/时)  服务商\n" +
		"A100 SXM4 80G  8卡 NVLink           6.20  锦里云\n" +
		"H100 SXM5 80G  8卡 NVLink           9.80  锦里云\n"
	res := readText(t, "report.txt", text)
	got := map[string]float64{}
	for _, q := range res.Quotes {
		got[q.GPU] = q.Price
	}
	if got["A100-80G-SXM"] != 6.2 || got["H100-80G-SXM"] != 9.8 {
		t.Fatalf("quotes %v, problems %v", got, res.Problems)
	}
}

// SW0005: a closing line whose first part is a sentence or the buyer's
// address before the registered name names no vendor; a line opening with
// the seller's name alone still does.
func TestFooterSentenceNamesNoVendor(t *testing.T) {
	for _, line := range []string{"Quote for Acme Trading GmbH, valid 30 days", "本报价解释权归成都锦里云计算有限公司，如有疑问请联系销售",
		"Alle Preise gelten für Kunden der Alpenkern GmbH, netto zzgl. MwSt."} {
		if v, _ := footerCompany([]string{line}); v != "" {
			t.Errorf("footerCompany(%q) = %q, want none", line, v)
		}
	}
	for line, want := range map[string]string{"Rheinwerk Compute GmbH, Frankfurt – Alle Preise netto": "Rheinwerk Compute GmbH",
		"成都锦里云计算有限公司，地址：成都市高新区": "成都锦里云计算有限公司"} {
		if v, _ := footerCompany([]string{line}); v != want {
			t.Errorf("footerCompany(%q) = %q, want %q", line, v, want)
		}
	}
}

// SW0008: a guard is taken off only where it wraps the whole formula.
func TestUnguardedWholeWrapperOnly(t *testing.T) {
	for f, want := range map[string]string{`IFERROR(A1/B1,0)*ROUND(C1,0)`: `IFERROR(A1/B1,0)*ROUND(C1,0)`,
		`ROUND(A1,0)+ROUND(B1,0)`: `ROUND(A1,0)+ROUND(B1,0)`, `IFERROR((A1)/(B1),")")`: `(A1)/(B1)`,
		`IFERROR(ROUND(A1/B1,2),0)`: `A1/B1`} {
		if got := unguarded(f); got != want {
			t.Errorf("unguarded(%s) = %s, want %s", f, got, want)
		}
	}
}

// SW0007: the code count of contentScores reads the normed cell once and
// asks the regexp only of a cell with a joiner; a GPU name is no code.
func TestIDCodeCheapGuards(t *testing.T) {
	if !idCodeLow("kz-01") || idCodeLow("kz01") || idCodeLow("14.5") {
		t.Errorf("idCodeLow")
	}
	if cs := contentScores([]string{"H100-80G", "A100-80G", "L40S-48G"}); cs["code"].score > 0 {
		t.Errorf("GPU names counted as codes: %v", cs["code"])
	}
	if cs := contentScores([]string{"KZ-01", "KZ-02", "KZ-03"}); !codesOnly(cs) {
		t.Errorf("codes: %v", cs["code"])
	}
}

// A note line's unit phrase needs a per word of words/units.tsv per_lead
// anywhere in it; "percent" holds none.
func TestPerWordIn(t *testing.T) {
	for p, want := range map[string]bool{"USD per GPU-hour": true, "元/卡/时": true, "每卡每小时": true, "percent hourly": false, "hourly rate": false} {
		if got := perWordIn(p); got != want {
			t.Errorf("perWordIn(%q) = %v", p, got)
		}
	}
}

// 每 is a per word only where it opens the phrase: a note explaining a
// period column in words names no one unit.
func TestPerWordInLeadOnly(t *testing.T) {
	if perWordIn("价格单位为万元每台每个计费周期") {
		t.Errorf("每 inside a sentence made it a unit phrase")
	}
}
