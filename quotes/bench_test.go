package quotes

import (
	"bytes"
	"fmt"
	"strings"
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

// hostileCSV10MB is a 10 MB CSV of the costliest shape the limits let
// through: long cells (the column, vendor and word scans go over each)
// up to the budget for them, then as many quote rows as a file may hold,
// their text up to the file's budget; the rest of the 10 MB is rows of
// empty cells.
func hostileCSV10MB() []byte {
	var b bytes.Buffer
	b.WriteString("供应商,GPU型号,单价,计价单位,币种,备注\n")
	long := string([]rune(strings.Repeat("蓉城智算科技有限公司 H100 8卡 9.8元/卡/时 ", maxCellChars/20))[:maxCellChars/2])
	chars, rows := 0, 1
	for ; chars+2*len([]rune(long)) < maxLongTextChars; chars += 2 * len([]rune(long)) {
		fmt.Fprintf(&b, "%s,H100,9.8,元/卡/时,CNY,%s\n", long, long)
		rows++
	}
	note := strings.Repeat("含税，", ((maxTextChars-chars)/maxRows-30)/3)
	for ; rows < maxRows; rows++ {
		fmt.Fprintf(&b, "供应商%d,H100,%d.8,元/卡/时,CNY,%s\n", rows%300, 9+rows%5, note)
	}
	for b.Len()+6 <= 10<<20 {
		b.WriteString(",,,,,\n")
	}
	return b.Bytes()
}

// BenchmarkReadHostileCSV10MB: issue 25's budget for any input up to
// 10 MB. Budget: 2 s per op (and under 500 MB allocated, B/op).
func BenchmarkReadHostileCSV10MB(b *testing.B) {
	data := hostileCSV10MB()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read("hostile.csv", data); err != nil {
			b.Fatal(err) // under every limit: read, not refused
		}
	}
}

// hostileXLSX10MB is a workbook of at most 10 MB as costly as the limits
// let through: the most rows a file may hold, each a quote, their text
// up to the file's budget, and empty cells up to the tag budget.
func hostileXLSX10MB(tb testing.TB) []byte {
	var rows []string
	rows = append(rows, inlineRow(1, "vendor", "gpu", "price", "price_unit", "currency", "notes"))
	note := strings.Repeat("含税 ", (maxTextChars/maxRows-30)/3)
	perRow := (maxBookXMLTags - 1000) / maxRows
	for r := 2; r < maxRows; r++ {
		row := inlineRow(r, fmt.Sprintf("V%d", r%300), "H100", fmt.Sprint(9+r%5), "gpu_hour", "CNY", note)
		row = row[:len(row)-len("</row>")]
		if n := perRow - 1 - strings.Count(row, "<"); n > 0 { // and </row>
			row += strings.Repeat(fmt.Sprintf(`<c r="Z%d"/>`, r), n)
		}
		rows = append(rows, row+"</row>")
	}
	return rawBook(tb, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", sheetXML(rows...))
}

// BenchmarkReadHostileXLSX10MB: issue 25's budget for any input up to
// 10 MB. Budget: 2 s per op (and under 500 MB allocated, B/op).
func BenchmarkReadHostileXLSX10MB(b *testing.B) {
	data := hostileXLSX10MB(b)
	if len(data) > 10<<20 {
		b.Fatalf("%d bytes", len(data))
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read("hostile.xlsx", data); err != nil {
			b.Fatal(err)
		}
	}
}
