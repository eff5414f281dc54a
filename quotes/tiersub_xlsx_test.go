package quotes

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"
)

// In a workbook, a group header left unmerged over tier sub-headers that
// carry their own units ("报价" over "按量 元/卡/时" | "包年 元/台/年") still
// groups them: each sub-column is its own offer in its own unit.
func TestWorkbookUnmergedGroupOverTierUnits(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetRow("Sheet1", "A1", &[]any{"白鹭云 算力报价"})
	f.SetSheetRow("Sheet1", "A2", &[]any{"GPU型号", "单机卡数", "报价", ""})
	f.SetSheetRow("Sheet1", "A3", &[]any{"", "", "按量\n元/卡/时", "包年\n元/台/年"})
	f.SetSheetRow("Sheet1", "A4", &[]any{"L20 48G", 8, 2.1, 122640})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("q.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	if !within(perGPUHour(t, res.Quotes[0]), 2.1) || !within(perGPUHour(t, res.Quotes[1]), 122640.0/8760/8) {
		t.Errorf("prices %v %v", perGPUHour(t, res.Quotes[0]), perGPUHour(t, res.Quotes[1]))
	}
}
