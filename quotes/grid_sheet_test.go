package quotes

import (
	"archive/zip"
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// A comment on a cell is part of the grid: the vendor's words about its
// row ("整机价格" on a price cell) are read as the row's note, and the
// quote says where they came from. Comments on a hidden row stay out.
func TestCellCommentIsTheRowsNote(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetRow("Sheet1", "A1", &[]any{"供应商", "GPU型号", "每台卡数", "单价(元/时)"})
	f.SetSheetRow("Sheet1", "A2", &[]any{"云栖算力", "H800 SXM 80G", 8, 96})
	f.SetSheetRow("Sheet1", "A3", &[]any{"云栖算力", "A800 SXM 80G", 8, "6.8元/卡/时"})
	f.SetSheetRow("Sheet1", "A4", &[]any{"云栖算力", "H100 SXM 80G", 8, 9.9})
	f.SetRowVisible("Sheet1", 4, false)
	for _, c := range []excelize.Comment{
		{Cell: "D2", Author: "销售", Paragraph: []excelize.RichTextRun{{Text: "销售:"}, {Text: "整机价格"}}},
		{Cell: "D4", Author: "销售", Paragraph: []excelize.RichTextRun{{Text: "内部价"}}},
	} {
		if err := f.AddComment("Sheet1", c); err != nil {
			t.Fatal(err)
		}
	}
	res := readBook(t, f, "comments.xlsx")
	if len(res.Quotes) != 2 {
		t.Fatalf("want 2 quotes (the hidden row not read), got %d: %v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[0]
	if q.Notes != "整机价格" || q.PriceUnit != "node_hour" {
		t.Errorf("row 2: notes %q, unit %q; want the comment as its note, read as a machine price", q.Notes, q.PriceUnit)
	}
	said := false
	for _, w := range q.Warnings {
		said = said || w.Key == "import.warn.cell_comment" && strings.Contains(w.In("en"), "整机价格")
	}
	if !said {
		t.Errorf("row 2 does not say its note is the comment: %v", q.Warnings)
	}
	if n := res.Quotes[1].Notes; n != "" {
		t.Errorf("row 3 has no comment, notes %q", n)
	}
}

// FuzzXLSXComments: a workbook's comments part, whatever its bytes, never
// takes the reader down: it reads, or is refused with a Problem.
func FuzzXLSXComments(f *testing.F) {
	f.Add(`<comments><authors><author>销售</author></authors><commentList><comment ref="D2" authorId="0"><text><r><t>销售:</t></r><r><t>整机价格</t></r></text></comment></commentList></comments>`)
	f.Add(`<comments><commentList><comment ref="ZZZ99999999" authorId="-1"><text><t>x</t></text></comment><comment ref="A1"/></commentList></comments>`)
	f.Fuzz(func(t *testing.T, comments string) {
		var buf bytes.Buffer
		z := zip.NewWriter(&buf)
		for name, body := range map[string]string{
			"xl/workbook.xml":                     `<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
			"xl/_rels/workbook.xml.rels":          `<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`,
			"xl/worksheets/_rels/sheet1.xml.rels": `<Relationships><Relationship Id="c" Type="x/comments" Target="../comments1.xml"/></Relationships>`,
			"xl/comments1.xml":                    comments,
			"xl/worksheets/sheet1.xml": `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>供应商</t></is></c><c r="B1" t="inlineStr"><is><t>GPU型号</t></is></c><c r="C1" t="inlineStr"><is><t>每台卡数</t></is></c><c r="D1" t="inlineStr"><is><t>单价(元/卡/时)</t></is></c></row>` +
				`<row r="2"><c r="A2" t="inlineStr"><is><t>云栖算力</t></is></c><c r="B2" t="inlineStr"><is><t>H800 SXM 80G</t></is></c><c r="C2"><v>8</v></c><c r="D2"><v>11.5</v></c></row></sheetData></worksheet>`,
		} {
			w, _ := z.Create(name)
			w.Write([]byte(body))
		}
		z.Close()
		if _, err := Read("comments.xlsx", buf.Bytes()); err != nil {
			if _, ok := err.(*Problem); !ok {
				t.Fatalf("error is not a *Problem: %T %v", err, err)
			}
		}
	})
}

// A number format's own words are what the cell shows: the unit and scale
// a vendor writes into the format (`0.0"万元/台·月"`) belong to the number.
func TestFormatSuffix(t *testing.T) {
	for code, want := range map[string]string{
		`#,##0"元/卡/时"`:            "元/卡/时",
		`0.0"万元/台·月"`:             "万元/台·月",
		`0\元`:                     "元",
		`0.00 "USD"`:              " USD",
		`"$"#,##0.00`:             "",
		`0"元/10分钟";-0"元"`:         "元/10分钟",
		`[$-409]#,##0.00;[Red]-0`: "",
		`#,##0_);(#,##0)`:         "",
		`General`:                 "",
	} {
		if got := formatSuffix(code); got != want {
			t.Errorf("formatSuffix(%q) = %q, want %q", code, got, want)
		}
	}
}

// A currency format's locale tag names the currency per cell: US$ and ¥
// in one column are two currencies; a bare locale tag names none.
func TestFormatCurrencyTag(t *testing.T) {
	for code, want := range map[string]string{
		`[$US$-409]#,##0.00`:          "$",
		`[$$-409]#,##0.00`:            "$",
		`[$¥-804]#,##0.00`:            "¥",
		`[$CNY] #,##0.00`:             "¥",
		`[$€-407] #,##0.00`:           "€",
		`[$-409]#,##0.00;[Red]-0`:     "",
		`[$-F800]dddd, mmmm dd, yyyy`: "",
	} {
		if got := classifyFormat(164, code).currency; got != want {
			t.Errorf("classifyFormat(%q).currency = %q, want %q", code, got, want)
		}
	}
}

// A workbook whose prices carry their unit and scale in the number format
// reads them as the cell shows them.
func TestNumberFormatWordsAreTheCells(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetRow("Sheet1", "A1", &[]any{"供应商", "GPU型号", "每台卡数", "月租"})
	f.SetSheetRow("Sheet1", "A2", &[]any{"云栖算力", "H800 SXM 80G", 8, 3.2})
	code := `0.0"万元/台·月"`
	st, err := f.NewStyle(&excelize.Style{CustomNumFmt: &code})
	if err != nil {
		t.Fatal(err)
	}
	f.SetCellStyle("Sheet1", "D2", "D2", st)
	res := readBook(t, f, "fmt.xlsx")
	if len(res.Quotes) != 1 {
		t.Fatalf("want 1 quote, got %d: %v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Price != 32000 || q.PriceUnit != "node_month" || q.Currency != "CNY" {
		t.Errorf("price %v %s %s, want 32000 CNY node_month", q.Price, q.Currency, q.PriceUnit)
	}
}

// readBook reads a workbook built in the test.
func readBook(t *testing.T, f *excelize.File, name string) *FileResult {
	t.Helper()
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read(name, buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return res
}
