package quotes

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"
)

// A totals line ("合计 | | 5") and a note standing alone under a short
// table are no evidence of what a column holds: a GPU column under a header
// no synonym names as GPU ("机型") is still known by the names above them.
func TestTotalsAndNoteRowsDoNotHideTheGPUColumn(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "首页")
	f.SetSheetRow("首页", "A1", &[]any{"北辰算力科技有限公司"})
	s := "价目"
	f.NewSheet(s)
	f.SetSheetRow(s, "A1", &[]any{"北辰算力 整机租金（元/台·月）"})
	f.MergeCell(s, "A1", "F1")
	f.SetSheetRow(s, "A3", &[]any{"机型", "每台卡数", "可交付台数", "整机月租（元/台·月）", "", ""})
	f.SetSheetRow(s, "A4", &[]any{"", "", "", "月付", "包季", "包年"})
	for _, m := range [][2]string{{"A3", "A4"}, {"B3", "B4"}, {"C3", "C4"}, {"D3", "F3"}} {
		f.MergeCell(s, m[0], m[1])
	}
	f.SetSheetRow(s, "A5", &[]any{"H20 96G", 8, 3, 40000, 38000, 36000})
	f.SetSheetRow(s, "A6", &[]any{"合计", "", 3})
	f.SetSheetRow(s, "A7", &[]any{"备注：包季须预付三个月，包年须预付十二个月，价格均折算为每月。"})
	f.MergeCell(s, "A7", "F7")
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("q.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 3 || len(res.Problems) != 0 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{40000, 38000, 36000} {
		q := res.Quotes[i]
		if q.GPU != "H20-96G" || !within(perGPUHour(t, q), want/720/8) {
			t.Errorf("quote %d: %s %v", i, q.GPU, perGPUHour(t, q))
		}
	}
	if !noteOrTotalRow([]string{"Total", "", "12"}) || !noteOrTotalRow([]string{"", "* excl. VAT"}) || noteOrTotalRow([]string{"A100 40G", "3.2"}) {
		t.Error("noteOrTotalRow")
	}
}
