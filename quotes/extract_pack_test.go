package quotes

import (
	"strings"
	"testing"
)

// A file that uses the contract's own pack columns and no rate column is a
// pack file, not a file without a header.
func TestContractPackColumnsWithoutRate(t *testing.T) {
	res, err := Read("packs.csv", csvOf("vendor,gpu,pack_gpu_hours,pack_price,pack_valid_days",
		"Tideline,A800 SXM 80GB,500,2600,60"))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	q := res.Quotes[0]
	if !q.IsPack() || *q.PackGPUHours != 500 || *q.PackPrice != 2600 || *q.PackValidDays != 60 || q.Price != 0 {
		t.Errorf("pack read as %v/%v/%v price %v", q.PackGPUHours, q.PackPrice, q.PackValidDays, q.Price)
	}
}

// Packs and token prices written in ordinary vendor columns: the pack's
// hours and amount in one cell, its validity under 有效期(天) in days; an
// input/output token price pair is refused at its cell, since no single
// price was stated; a validity in days beside a plain rate is no pack.
func TestPackAndTokenCellsInOrdinaryColumns(t *testing.T) {
	res, err := Read("mix.csv", csvOf("服务商,卡型,价格,计价,有效期（天）",
		"青岚,A800 SXM 80G,\"2,000 卡时/包 ￥9,600\",时长包,45",
		"青岚,A800 SXM 80G,输入0.8元 输出2元 每百万tokens,按量,",
		"青岚,A800 SXM 80G,6.5,元/卡/时,45"))
	if err != nil {
		t.Fatal(err)
	}
	byRow := map[int]Quote{}
	for _, q := range res.Quotes {
		byRow[q.SourceRow] = q
	}
	if q, ok := byRow[2]; !ok || !q.IsPack() || *q.PackGPUHours != 2000 || *q.PackPrice != 9600 || q.PackValidDays == nil || *q.PackValidDays != 45 || q.Price != 0 {
		t.Errorf("pack cell: %+v", q)
	}
	if _, ok := byRow[3]; ok {
		t.Errorf("an input/output token pair was stored as one price")
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 3 && p.ColumnLetter == "C" && strings.Contains(p.Text("en"), "输入0.8元")
	}
	if !refused {
		t.Errorf("token pair not refused at C3: %+v", res.Problems)
	}
	if q, ok := byRow[4]; !ok || q.IsPack() || q.Price != 6.5 || !hasWarning(q, "days") {
		t.Errorf("rate beside a validity in days: %+v", q)
	}
	// a rate with a pack word but no hours, or hours with no amount, is no pack
	for _, s := range []string{"12元/卡时", "套餐价 12元/卡时", "1000卡时起", "输入 2 元/百万tokens"} {
		if pk, ok := packInCell(s); ok {
			t.Errorf("%q read as a pack %+v", s, pk)
		}
	}
}

func FuzzPackInCell(f *testing.F) {
	for _, s := range []string{"1,000卡时 每包 ¥4,800", "4800元/1000卡时包", "90天", "600卡时包", "500 GPU-hours pack $1,200", "输入 2 / 输出 8 元/百万tokens", "1000卡时起", "", "卡时包", "1.2 | 4.8", "Prompt $/1M tok"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if pk, ok := packInCell(s); ok && !(pk.gpuHours > 0 && pk.price > 0) {
			t.Errorf("%q: %+v", s, pk)
		}
		reTokenSplit.MatchString(s)
		reTwoNumbers.MatchString(s)
		dayCount(s)
		reTokenPairWords.MatchString(s)
	})
}

// An input/output token pair is refused wherever the file splits it: two
// amounts in one cell whose unit cell names input and output, or an input
// column beside an output column. A pack size with its unit ("800卡时")
// under a pack column and an amount with no period under the price column
// is the pack and its price.
func TestTokenPairsAcrossCellsAndPackPriceColumn(t *testing.T) {
	res, err := Read("tok.csv", csvOf("平台,卡型,报价,计价单位",
		"星河,A800 SXM 80G,1.2 | 4.8,元/百万tokens (input/output)",
		"星河,A800 SXM 80G,2.5,元/百万tokens"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 || problemAt(res, 2) == nil || problemAt(res, 2).ColumnLetter != "C" {
		t.Errorf("pair beside its unit: %d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	res, err = Read("cols.csv", csvOf("Provider,GPU model,Input (USD/M tokens),Output (USD/M tokens)", "Helix,H100 SXM 80GB,0.40,1.20"))
	if err != nil || len(res.Quotes) != 0 || len(res.Problems) != 2 {
		t.Errorf("prompt and completion columns: %+v %v", res, err)
	}
	res, err = Read("pk.csv", csvOf("厂商,显卡,时长包,售价", "云岭,L40S 48G,800卡时,\"¥2,100\""))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	if q := res.Quotes[0]; !q.IsPack() || *q.PackGPUHours != 800 || q.PackPrice == nil || *q.PackPrice != 2100 || q.Price != 0 {
		t.Errorf("pack size and price columns: %+v", q)
	}
}

// A plan cell that names a pack ("600卡时包") with an amount that states no
// period is the pack and its price; "60天" under 有效期 is the pack's days,
// and beside an hourly rate it is said and not stored as a date.
func TestPackNamedInPlanCellWithDaysOfValidity(t *testing.T) {
	res, err := Read("plan.csv", csvOf("供应商,GPU型号,套餐,价格,有效期",
		"青崖云,A800 SXM 80G,600卡时包,3300,60天",
		"青崖云,A800 SXM 80G,按量,6.2元/卡/时,60天"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%+v %v", res, err)
	}
	pk, rate := res.Quotes[0], res.Quotes[1]
	if !pk.IsPack() || *pk.PackGPUHours != 600 || *pk.PackPrice != 3300 || pk.PackValidDays == nil || *pk.PackValidDays != 60 || pk.Price != 0 {
		t.Errorf("pack: %+v", pk)
	}
	if rate.IsPack() || rate.Price != 6.2 || rate.ValidUntil != "" || !hasWarning(rate, "有效期 “60天”") {
		t.Errorf("rate: %+v %v", rate, RenderAll(rate.Warnings, "en"))
	}
}

// Stop 54 (PQ0001-7, set145/07): a pack read from its price cell ("20,000卡时
// / 9.6万元") takes its days from a cell of its row that is a validity and
// its days alone ("有效期180天" under 可用量); a cell with more words, or a
// rate's row, gives none.
func TestPackValidityInAnotherColumn(t *testing.T) {
	res, err := Read("pack.csv", csvOf("供应商,GPU型号,计费方式,价格,可用量,备注",
		"某云,H20 141GB,预付时长包,"+`"20,000卡时 / 9.6万元"`+",有效期180天,汛期使用",
		"某云,H20 141GB,预付时长包,"+`"10,000卡时 / 5万元"`+",有效期内随用随取,",
		"某云,H20 141GB,按量,5.2元/卡/时,有效期90天,"))
	if err != nil || len(res.Quotes) != 3 {
		t.Fatalf("%+v %v", res, err)
	}
	a, b, rate := res.Quotes[0], res.Quotes[1], res.Quotes[2]
	if !a.IsPack() || a.PackValidDays == nil || *a.PackValidDays != 180 || !hasWarningKey(a, "import.warn.pack_validity_cell") {
		t.Errorf("pack with its days beside: %+v", a)
	}
	if !b.IsPack() || b.PackValidDays != nil {
		t.Errorf("pack with no days: %+v", b)
	}
	if rate.IsPack() || rate.PackValidDays != nil {
		t.Errorf("rate: %+v", rate)
	}
}
