package quotes

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/xuri/excelize/v2"
)

// BenchmarkReadXLSX10k: parse a generated 10,000-row vendor sheet (title
// block, numeric cells, Chinese units). Budget: < 1.5 s per op, half of the
// 3 s parse + store budget of issue 5 (storage.BenchmarkImportXLSX10k).
func BenchmarkReadXLSX10k(b *testing.B) {
	f := excelize.NewFile()
	sw, _ := f.NewStreamWriter("Sheet1")
	sw.SetRow("A1", []any{"报价单"})
	sw.SetRow("A2", []any{"供应商", "GPU", "卡数/台", "台数", "单价(元)", "计价单位", "最低租期", "机间网络", "存储费用", "断点续训", "备注"})
	for i := 0; i < 10000; i++ {
		cell := fmt.Sprintf("A%d", i+3)
		sw.SetRow(cell, []any{fmt.Sprintf("供应商%d", i%300), "H800", 8, 2, 9.5 + float64(i%10), "元/卡/时", "1个月",
			"IB 8×400G NDR", "2TB内免费，超出0.35元/GB/月", "是", "价格含税"})
	}
	sw.Flush()
	var buf bytes.Buffer
	f.WriteTo(&buf)
	data := buf.Bytes()
	for b.Loop() {
		res, err := Read("10k.xlsx", data)
		if err != nil || len(res.Quotes) != 10000 {
			b.Fatal(err)
		}
	}
}
