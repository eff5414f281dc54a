package quotes

import (
	"fmt"
	"strings"
	"testing"
)

// A pricing export keeps every window of a price: the row whose window
// ended before the file's date and the one that starts after it are not
// current offers; they are named with their dates, never stored.
func TestPriceWindowsOutsideFileDate(t *testing.T) {
	res := readCSV(t, "windows.csv",
		"Prices valid until 2026-12-31",
		"Kestrel Cloud price export, generated 2026-12-03",
		"gpu,price,unit,生效日期,失效日期",
		"H100 SXM 80GB,2.49,USD/GPU/hr,2026-10-01,2026-11-30",
		"H100 SXM 80GB,2.19,USD/GPU/hr,2026-12-01,",
		"L40S 48GB,0.99,USD/GPU/hr,2026-12-01,2026-12-31",
		"L40S 48GB,1.09,USD/GPU/hr,2027-01-01,")
	wantNotOffers(t, res, 2, 4, 7)
	for i, want := range []string{"ended on 2026-11-30", "starts on 2027-01-01"} {
		if got := res.NotOffers[i].Text("en"); !strings.Contains(got, want) || !strings.Contains(got, "2026-12-03") {
			t.Errorf("%q: want %q and the file's date", got, want)
		}
	}
}

// A file that states no date: an export of windows (a valid-from column)
// is judged on today; a plain quote sheet's 有效期至 stays on its quotes.
func TestPriceWindowsWithoutFileDate(t *testing.T) {
	defer func(f func() string) { windowDay = f }(windowDay)
	windowDay = func() string { return "2026-12-04" }
	res := readCSV(t, "export.csv",
		"vendor,gpu,price,unit,valid_from,valid_to",
		"Kestrel,H100 SXM 80GB,2.49,USD/GPU/hr,2026-10-01,2026-11-30",
		"Kestrel,H100 SXM 80GB,2.19,USD/GPU/hr,2026-12-01,")
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 || len(res.NotOffers) != 1 || !strings.Contains(res.NotOffers[0].Text("en"), "before today 2026-12-04") {
		t.Fatalf("%d quotes, not offers %v: want row 3 stored, row 2 ended before today", len(res.Quotes), res.NotOffers)
	}
	res = readCSV(t, "sheet.csv",
		"供应商,GPU型号,报价,计费单位,有效期至",
		"松柏算力,H100 SXM 80G,9.5,元/卡/时,2026-11-30")
	if len(res.Quotes) != 1 || res.Quotes[0].ValidUntil != "2026-11-30" || len(res.NotOffers) != 0 {
		t.Fatalf("%d quotes, not offers %v: a quote sheet's 有效期至 stays on its quote", len(res.Quotes), res.NotOffers)
	}
}

// wantNotOffers: res stored quotes rows, refused nothing, and named
// exactly rows as not offers (in order).
func wantNotOffers(t *testing.T, res *FileResult, quotes int, rows ...int) {
	t.Helper()
	var got []int
	for _, p := range res.NotOffers {
		got = append(got, p.Row)
	}
	if len(res.Problems) != 0 || len(res.Quotes) != quotes || fmt.Sprint(got) != fmt.Sprint(rows) {
		t.Fatalf("%d quotes, problems %v, not offers at rows %v: want %d quotes, not offers at %v", len(res.Quotes), res.Problems, got, quotes, rows)
	}
}

// An export's status column that says a row's price has ended or is
// scheduled ("expired", "待生效") keeps it from the current offers, dates
// or none.
func TestPriceWindowStatusColumn(t *testing.T) {
	res := readCSV(t, "status.csv",
		"vendor,gpu,price,unit,status",
		"Kestrel,H100 SXM 80GB,2.49,USD/GPU/hr,expired",
		"Kestrel,H100 SXM 80GB,2.19,USD/GPU/hr,active",
		"Kestrel,L40S 48GB,1.09,USD/GPU/hr,待生效")
	wantNotOffers(t, res, 1, 2, 4)
	if got := res.NotOffers[1].Text("en"); !strings.Contains(got, "scheduled") || !strings.Contains(got, "待生效") {
		t.Errorf("%q: want the status and that it is scheduled", got)
	}
}

// A price-adjustment notice: every new price starts after the letter's
// date, one later than the rest; a later start is the only price of its
// offer, read and warned, while an export's later window beside the
// current one stays no offer. The notice's closing line names its sender.
func TestSoleScheduledPriceIsRead(t *testing.T) {
	res := readCSV(t, "notice.csv",
		"关于部分GPU算力产品价格调整的通知",
		"尊敬的客户：经公司研究决定，自2027年1月1日起对以下产品价格进行调整。",
		"产品名称,单位,原价,调整后价格,生效日期",
		"H100 SXM5 80G 8卡,元/卡/时,12,11.2,2027-01-01",
		"H200 141G 8卡,元/卡/时,16.5,15.8,2027-01-15",
		"A800 SXM4 80G 8卡,元/卡/时,6.2,5.9,2027-01-01",
		"A800 SXM4 80G 8卡,元/卡/时,5.9,5.5,2027-03-01",
		"特此通知。蜀岭算力（成都）有限公司  2026年12月1日",
	)
	got := pricesByRow(res)
	if len(got[4]) != 1 || len(got[5]) != 1 || got[5][0] != 15.8 || len(got[6]) != 1 || len(got[7]) != 0 {
		t.Fatalf("stored %v, want rows 4, 5 (15.8) and 6; row 7 a later window of row 6 (problems %+v, not offers %v)", got, res.Problems, res.NotOffers)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "蜀岭算力" {
			t.Errorf("row %d: vendor %q, want the sender of the closing line", q.SourceRow, q.Vendor)
		}
		if q.SourceRow == 5 && !hasWarningKey(q, "import.warn.window_scheduled_sole") {
			t.Errorf("the later start is not said: %v", q.Warnings)
		}
	}
}

// An invoice list names both parties: 销售方名称 is the vendor, never
// 购买方名称 (the buyer), whichever line comes first.
func TestInvoicePartiesNameTheVendor(t *testing.T) {
	res := readCSV(t, "invoice.csv",
		"销售货物或者提供应税劳务、服务清单",
		"购买方名称：成都锦益智能科技有限公司",
		"销售方名称：西岭云计算（成都）有限公司",
		"规格型号,单位,数量,单价",
		"H800-80G-SXM*8,元/卡/时,100,11",
	)
	if len(res.Quotes) != 1 || !strings.HasPrefix(res.Quotes[0].Vendor, "西岭云计算") {
		t.Fatalf("quotes %v problems %+v: want the 销售方 as vendor", res.Quotes, res.Problems)
	}
}
