package quotes

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// unreadReports are the validate stage's reports of a file: "row letter text".
func unreadReports(t *testing.T, name, data string) ([]string, *FileResult) {
	t.Helper()
	res, err := Read(name, []byte(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var out []string
	for _, p := range res.Problems {
		if p.Reason.Key == "import.err.cell_not_read" || p.Reason.Key == "import.err.price_column_unread" {
			out = append(out, strconv.Itoa(p.Row)+" "+p.ColumnLetter+" "+p.Column)
			if p.Column == "" || p.ColumnLetter == "" || !strings.Contains(p.Reason.In("en"), "“") {
				t.Errorf("%s: report does not locate its cell: %+v", name, p)
			}
		}
	}
	return out, res
}

// Every money-like cell of a located table is read, refused, or reported
// as not read as a price at its row and column; the quotes of the row are
// still stored; notes under the table are not its cells.
func TestValidateReportsUnreadPriceCells(t *testing.T) {
	for _, c := range []struct {
		name, data string
		want       []string
		quotes     int
	}{
		{"commitment_column.csv", "GPU,卡数/台,刊例价(元/卡/时),长约优惠,备注\n" +
			"A100 80G SXM,8,8.00,,\nA10 24G,4,1.80,1-yr: -15%,\nT4 16G,4,0.90,无,\n" +
			"注：长约优惠需签一年合同，押金 ¥5,000，长约 -15%\n",
			nil, 4}, // the "1-yr: -15%" cell is an offer of its own (resolve_modifier.go), held for review
		{"term_column.csv", "Instance,GPU,GPUs,On-demand $/GPU-hr,Commitment discounts,Notes\n" +
			"a3.8x,H100 SXM 80GB,8,2.99,1-yr: -15%; 3-yr: -35%,\na2.8x,A100 SXM 80GB,8,1.89,—,\n",
			nil, 4},
		{"surplus_price_column.csv", "GPU,GPUs per node,Price USD/GPU/h,Extra\n" +
			"H100 SXM 80GB,8,2.49,incl. storage\nA100 SXM 80GB,8,1.50,$1.35 reserved\nL40S,4,0.90,from 10 nodes\n",
			[]string{"4 D Extra"}, 3},
		{"second_table.csv", "GPU,卡数/台,单价(元/卡/时)\nH100 80G SXM,8,9.5\n\n" +
			"海外报价\nGPU,GPUs,Price $/GPU-hr,Reserved 1-yr\nH200 141GB,8,3.79,1-yr: -15%\n",
			nil, 3},
		// the yearly discount beside the yearly price: that price is read
		{"discount_of_a_price_column.csv", "GPU,卡数/台,按量价(元/卡/时),包年价(元/卡/时),包年折扣\n" +
			"H800 80G SXM,8,12.00,8.40,7折\n", nil, 2},
	} {
		got, res := unreadReports(t, c.name, "星河算力 GPU 报价 / Xinghe Compute price list\n"+c.data)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: reported %q, want %q", c.name, got, c.want)
		}
		if len(res.Quotes) != c.quotes {
			t.Errorf("%s: %d quotes stored, want %d (a report leaves the row's quotes stored)", c.name, len(res.Quotes), c.quotes)
		}
	}
}

// The validate and extract checks of this stage read any cell text
// without panicking, and a pack's hours are a positive finite number or 0.
func FuzzCellChecks(f *testing.F) {
	for _, s := range []string{"1-yr: -15%; 3-yr: -35%", "85折", "31,000元", "2万卡时", "500卡时/包，¥1,050/包", "€ 1,99", "-", "9.9万千卡时", "1e308万卡时"} {
		f.Add(s, "长约优惠")
	}
	f.Fuzz(func(t *testing.T, v, header string) {
		for _, field := range []string{"", fIgnore, fMinTerm, fDiscount, fPrice} {
			unreadMoney(field, header, v)
		}
		statesOwnUnit(v)
		if h := packHoursIn(v); h < 0 || h != h || h > 1e308 {
			t.Fatalf("packHoursIn(%q) = %v", v, h)
		}
	})
}

// A column the user left unread ("-" in the preview or --map) is the
// user's decision: its cells are not reported.
func TestValidateLeavesUserUnreadColumns(t *testing.T) {
	data := []byte("星河算力 报价\nGPU,卡数/台,刊例价(元/卡/时),长约优惠\nA10 24G,4,1.80,1-yr: -15%\n")
	first, err := Read("u.csv", data)
	if err != nil || len(first.Quotes) != 2 { // the list price and its 1-yr offer
		t.Fatalf("%+v %v", first, err)
	}
	res, err := ReadWith("u.csv", data, ReadOptions{Columns: map[string]map[string]string{first.Tables[0].LayoutKey: {"D": "-"}}})
	if err != nil || len(res.Problems) != 0 || len(res.Quotes) != 1 {
		t.Fatalf("the user left D unread: %+v %v", res, err)
	}
}

// A hidden column of old prices is not a visible cell: not reported (the
// workbook's hidden parts are listed apart); the visible commitment column
// beside it makes offers of its own.
func TestValidateSkipsHiddenColumns(t *testing.T) {
	f := excelize.NewFile()
	f.SetSheetRow("Sheet1", "A1", &[]any{"Altair Cloud GPU pricing (USD)"})
	f.SetSheetRow("Sheet1", "A2", &[]any{"GPU", "GPUs", "Q3 $/GPU-hr (old)", "On-demand $/GPU-hr", "Commitment discounts"})
	f.SetSheetRow("Sheet1", "A3", &[]any{"H100 SXM 80GB", 8, "$3.49", 2.99, "1-yr: -15%"})
	f.SetSheetRow("Sheet1", "A4", &[]any{"A100 SXM 80GB", 8, "$2.19", 1.89, "—"})
	f.SetColVisible("Sheet1", "C", false)
	var b bytes.Buffer
	if err := f.Write(&b); err != nil {
		t.Fatal(err)
	}
	got, res := unreadReports(t, "hidden_old.xlsx", b.String())
	// the commitment cell is an offer of its own; the hidden old price is neither reported nor stored
	if strings.Join(got, "|") != "" || len(res.Quotes) != 3 || len(res.Problems) != 0 {
		t.Errorf("reported %q, %d quotes, problems %+v", got, len(res.Quotes), res.Problems)
	}
}
