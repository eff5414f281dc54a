package quotes

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/xuri/excelize/v2"
)

// Issue 25, classes 2 and 3, at the grid: what cannot be read exactly is
// refused at its place, and no input costs unbounded time or memory.

const hostileHeader = "vendor,gpu,price,price_unit,currency"

// refusal is the file-level refusal err must be, with the message key.
func refusal(t *testing.T, err error, key string) *Problem {
	t.Helper()
	var p *Problem
	if !errors.As(err, &p) {
		t.Fatalf("want a refusal %s, got %v", key, err)
	}
	if p.Reason.Key != key {
		t.Fatalf("want %s, got %s (%s)", key, p.Reason.Key, p.Text("en"))
	}
	return p
}

func vendorsOf(res *FileResult) string {
	var vs []string
	for _, q := range res.Quotes {
		vs = append(vs, fmt.Sprintf("%s@%d", q.Vendor, q.SourceRow))
	}
	return strings.Join(vs, " ")
}

// A lone CR ends a line as LF and CRLF do (Excel reads them so), and a
// currency cell with a line break in it is not read as its first line.
func TestMixedLineEndsLoseNoRow(t *testing.T) {
	data := []byte(hostileHeader + "\nA,H100,10,gpu_hour,CNY\rB,H100,11,gpu_hour,CNY\r\nC,H100,12,gpu_hour,CNY\n" +
		"D,H100,13,gpu_hour,\"CNY\rB\"\n")
	res, err := Read("mixed.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	if got := vendorsOf(res); got != "A@2 B@3 C@4" {
		t.Errorf("quotes %q, want A@2 B@3 C@4", got)
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 5 || res.Problems[0].ColumnLetter != "E" ||
		res.Problems[0].Reason.Key != "import.safety.currency_lines" {
		t.Fatalf("problems %v, want row 5 column E refused", res.Problems)
	}
	if _, err := ParseCurrency("人民币\r\nCNY"); err != nil {
		t.Errorf("a currency said twice on two lines: %v", err)
	}
}

// A row wider than a quote row is refused naming its row, never cut: a
// currency in column 10,000 is still the row's currency.
func TestWideCSVRowRefusedNotCut(t *testing.T) {
	pad := strings.Repeat(",", 9995)
	data := []byte(hostileHeader[:strings.LastIndexByte(hostileHeader, ',')] + pad + ",currency\n" +
		"A,H100,10,gpu_hour" + pad + ",USD\n")
	_, err := Read("wide.csv", data)
	p := refusal(t, err, "import.safety.row_too_wide")
	if p.Row != 1 {
		t.Errorf("refused at row %d, want 1", p.Row)
	}
	// trailing empty cells hold nothing: such a row still reads
	res, err := Read("trailing.csv", []byte(hostileHeader+"\nA,H100,10,gpu_hour,USD"+pad+"\n"))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].Currency != "USD" {
		t.Fatalf("a row with empty cells after it: %v", err)
	}
}

func hiddenBook(t *testing.T) []byte {
	t.Helper()
	f := excelize.NewFile()
	head := []any{"供应商", "GPU型号", "成本价", "单价", "计价单位", "币种"}
	f.SetSheetRow("Sheet1", "A1", &head)
	f.SetSheetRow("Sheet1", "A2", &[]any{"Alpha", "H100", 1, 10, "元/卡/时", "CNY"})
	f.SetSheetRow("Sheet1", "A3", &[]any{"Beta", "H100", 2, 11, "元/卡/时", "CNY"})
	f.SetRowVisible("Sheet1", 3, false)
	f.SetColVisible("Sheet1", "C", false)
	for _, sh := range []struct {
		name   string
		vendor string
		very   bool
	}{{"H", "Gamma", false}, {"VH", "Delta", true}} {
		f.NewSheet(sh.name)
		f.SetSheetRow(sh.name, "A1", &head)
		f.SetSheetRow(sh.name, "A2", &[]any{sh.vendor, "H100", 3, 12, "元/卡/时", "CNY"})
		if err := f.SetSheetVisible(sh.name, false, sh.very); err != nil {
			t.Fatal(err)
		}
	}
	var b bytes.Buffer
	if err := f.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Hidden rows, columns and sheets are not what the vendor quoted: never
// a quote or a price, each named in FileResult.Hidden and in a warning.
func TestHiddenPartsNotRead(t *testing.T) {
	res, err := Read("hidden.xlsx", hiddenBook(t))
	if err != nil {
		t.Fatal(err)
	}
	if got := vendorsOf(res); got != "Alpha@2" {
		t.Fatalf("quotes %q, want only Alpha@2", got)
	}
	if q := res.Quotes[0]; q.Price != 10 {
		t.Errorf("price %v, want 10 (column C is hidden)", q.Price)
	}
	var where []string
	for _, h := range res.Hidden {
		where = append(where, fmt.Sprintf("%s/%d/%s/%s", h.Sheet, h.Row, h.ColumnLetter, h.Reason.Key))
	}
	want := "Sheet1/3//import.safety.hidden_row Sheet1/0/C/import.safety.hidden_column " +
		"H/0//import.safety.hidden_sheet VH/0//import.safety.hidden_sheet"
	if got := strings.Join(where, " "); got != want {
		t.Errorf("hidden:\n got %s\nwant %s", got, want)
	}
	w := ""
	for _, m := range res.Quotes[0].Warnings {
		if m.Key == "import.safety.hidden_warning" {
			w = m.In("en")
		}
	}
	for _, part := range []string{"sheet Sheet1 row 3", "sheet Sheet1 column C", "sheet H", "sheet VH"} {
		if !strings.Contains(w, part) {
			t.Errorf("the warning %q does not name %q", w, part)
		}
	}
}

// rawBook is a workbook written part by part (duplicate names and shared
// parts are beyond excelize): entries in order, name then content.
func rawBook(t testing.TB, entries ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i+1 < len(entries); i += 2 {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: entries[i], Method: zip.Deflate})
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, entries[i+1])
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func inlineRow(r int, cells ...string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `<row r="%d">`, r)
	for i, c := range cells {
		col, _ := excelize.ColumnNumberToName(i + 1)
		fmt.Fprintf(&sb, `<c r="%s%d" t="inlineStr"><is><t>%s</t></is></c>`, col, r, c)
	}
	return sb.String() + "</row>"
}

func sheetXML(rows ...string) string {
	return `<worksheet><sheetData>` + strings.Join(rows, "") + `</sheetData></worksheet>`
}

const oneSheetWorkbook = `<workbook><sheets><sheet name="S" sheetId="1"/></sheets></workbook>`

var quoteRows = []string{inlineRow(1, "vendor", "gpu", "price", "price_unit", "currency"), inlineRow(2, "A", "H100", "10", "gpu_hour", "CNY")}

// Two entries of one part name: which is the sheet cannot be told.
func TestDuplicatePartRefused(t *testing.T) {
	other := sheetXML(inlineRow(1, "vendor", "gpu", "price", "price_unit", "currency"), inlineRow(2, "Evil", "H100", "1", "gpu_hour", "CNY"))
	for _, second := range []string{"xl/worksheets/sheet1.xml", "XL/Worksheets/Sheet1.xml"} {
		data := rawBook(t, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", sheetXML(quoteRows...), second, other)
		_, err := Read("dup.xlsx", data)
		refusal(t, err, "import.safety.duplicate_part")
	}
}

// Many sheets naming one part: refused before the part is read twice.
func TestSharedPartRefused(t *testing.T) {
	var sheets, rels strings.Builder
	for i := 1; i <= 300; i++ {
		fmt.Fprintf(&sheets, `<sheet name="S%d" sheetId="%d" r:id="rId%d"/>`, i, i, i)
		fmt.Fprintf(&rels, `<Relationship Id="rId%d" Target="worksheets/sheet1.xml"/>`, i)
	}
	data := rawBook(t,
		"xl/workbook.xml", `<workbook xmlns:r="r"><sheets>`+sheets.String()+`</sheets></workbook>`,
		"xl/_rels/workbook.xml.rels", `<Relationships>`+rels.String()+`</Relationships>`,
		"xl/worksheets/sheet1.xml", sheetXML(quoteRows...))
	_, err := Read("shared.xlsx", data)
	refusal(t, err, "import.safety.shared_part")
}

// "⑨8" is not 8: a number with digits other than 0-9 is refused.
func TestOddDigitsRefused(t *testing.T) {
	res, err := Read("odd.csv", []byte(hostileHeader+"\nA,H100,⑨8,gpu_hour,CNY\nB,H100,８,gpu_hour,CNY\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := vendorsOf(res); got != "B@3" {
		t.Errorf("quotes %q, want B@3 (full-width ８ is 8)", got)
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 2 || res.Problems[0].Reason.Key != "import.safety.odd_digits" {
		t.Errorf("problems %v, want row 2 refused", res.Problems)
	}
	for s, bad := range map[string]bool{"⑨8": true, "8⑨": true, "8²": true, "1½": true, "9.8元": false, "① 9.8元": false, "１２": false, "八卡": false} {
		if err := oddDigits(s); (err != nil) != bad {
			t.Errorf("oddDigits(%q) = %v", s, err)
		}
	}
	if _, err := ParseCount("⑨8"); err == nil {
		t.Error(`ParseCount("⑨8") read a count`)
	}
}

// UTF-16 without a byte-order mark is read (both byte orders), and a file
// that only looks like it is named for what it looks like.
func TestUTF16WithoutBOM(t *testing.T) {
	text := hostileHeader + "\n蓉城,H100,10,gpu_hour,CNY\n"
	for _, order := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
		var b bytes.Buffer
		binary.Write(&b, order, utf16.Encode([]rune(text)))
		res, err := Read("u16.csv", b.Bytes())
		if err != nil {
			t.Fatalf("%v: %v", order, err)
		}
		if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "蓉城" || !strings.HasPrefix(res.Encoding, "utf-16") {
			t.Errorf("%v: %q %s", order, vendorsOf(res), res.Encoding)
		}
	}
	// a lone surrogate: UTF-16 by its zeros, but not readable as such
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, append(utf16.Encode([]rune(text)), 0xD801, 'x'))
	_, err := Read("bad16.csv", b.Bytes())
	refusal(t, err, "import.safety.utf16_unreadable")
	_, err = Read("bin.csv", []byte("a\x00\x00b,c\x00d\n\x00\x00\x00\x01"))
	refusal(t, err, "import.file.binary")
}

// A cell longer than a spreadsheet cell can be is refused at its place
// (CSV, an inline xlsx string, a shared string); never cut to fit.
func TestOverlongCellRefusedAtItsPlace(t *testing.T) {
	long := strings.Repeat("算", maxCellChars+1)
	_, err := Read("long.csv", []byte(hostileHeader+"\nA,H100,10,gpu_hour,CNY\n"+long+",H100,10,gpu_hour,CNY\n"))
	p := refusal(t, err, "import.safety.cell_too_long")
	if p.Row != 3 || p.ColumnLetter != "A" {
		t.Errorf("refused at %s, want row 3 column A", p.Where("en"))
	}
	// exactly Excel's limit reads
	if _, err := Read("limit.csv", []byte(hostileHeader+"\nA,H100,10,gpu_hour,CNY\nB,H100,10,gpu_hour,CNY,"+long[:3*maxCellChars]+"\n")); err != nil {
		t.Errorf("a cell of %d characters: %v", maxCellChars, err)
	}
	data := rawBook(t, "xl/workbook.xml", oneSheetWorkbook,
		"xl/worksheets/sheet1.xml", sheetXML(append(quoteRows, inlineRow(4, "B", long))...))
	_, err = Read("long.xlsx", data)
	if p := refusal(t, err, "import.safety.cell_too_long"); p.Row != 4 || p.ColumnLetter != "B" || p.Sheet != "S" {
		t.Errorf("refused at %s, want sheet S row 4 column B", p.Where("en"))
	}
	data = rawBook(t, "xl/workbook.xml", oneSheetWorkbook,
		"xl/sharedStrings.xml", `<sst><si><t>x</t></si><si><t>`+long+`</t></si><si><t>`+long+`</t></si></sst>`,
		"xl/worksheets/sheet1.xml", sheetXML(append(quoteRows, `<row r="3"><c r="C3" t="s"><v>1</v></c></row>`)...))
	_, err = Read("sst.xlsx", data)
	if p := refusal(t, err, "import.safety.cell_too_long"); p.Row != 3 || p.ColumnLetter != "C" {
		t.Errorf("refused at %s, want row 3 column C", p.Where("en"))
	}
}

// A workbook's XML is read once and within one budget: a small zip that
// unpacks to millions of tags is refused, not parsed for a minute.
func TestWorkbookBombRefused(t *testing.T) {
	bomb := sheetXML(append(quoteRows, `<row r="3">`+strings.Repeat("<x/>", maxBookXMLTags+1)+`</row>`)...)
	data := rawBook(t, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", bomb)
	if len(data) > 1<<20 {
		t.Fatalf("the bomb zips to %d bytes", len(data))
	}
	_, err := Read("bomb.xlsx", data)
	refusal(t, err, "import.safety.book_xml")
	bomb = sheetXML(append(quoteRows, strings.Repeat(" ", maxBookXMLBytes+1))...)
	_, err = Read("bomb2.xlsx", rawBook(t, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", bomb))
	refusal(t, err, "import.safety.book_xml")
}

// More rows or cells than any quote list holds: refused, named.
func TestRowAndCellLimits(t *testing.T) {
	var b strings.Builder
	b.WriteString(hostileHeader + "\n")
	for i := 0; i < maxRows; i++ {
		b.WriteString("A,H100,10,gpu_hour,CNY\n")
	}
	_, err := Read("rows.csv", []byte(b.String()))
	refusal(t, err, "import.safety.limit_rows")
	row := strings.Repeat("1,", 1000) + "1\n"
	_, err = Read("cells.csv", []byte(hostileHeader+"\n"+strings.Repeat(row, maxCells/1000+1)))
	refusal(t, err, "import.safety.limit_cells_text")
	rows := []string{inlineRow(1, "vendor", "gpu", "price", "price_unit", "currency")}
	for r := 2; r <= maxRows+1; r++ {
		rows = append(rows, inlineRow(r, "A", "H100", "10", "gpu_hour", "CNY"))
	}
	_, err = Read("rows.xlsx", rawBook(t, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", sheetXML(rows...)))
	refusal(t, err, "import.safety.limit_rows")
}

// endless is a stream with no end (stdin from /dev/zero), counting what
// was read from it.
type endless struct{ n int64 }

func (e *endless) Read(p []byte) (int, error) {
	clear(p)
	e.n += int64(len(p))
	return len(p), nil
}

// A stream, a device or a pipe is read through the file limit and refused
// once past it, never read to its end.
func TestStreamsReadThroughLimit(t *testing.T) {
	src := &endless{}
	_, err := ReadFrom("stdin", src)
	refusal(t, err, "import.file.stream_too_big")
	if src.n > MaxFileBytes+1<<20 {
		t.Errorf("read %d bytes of an endless stream", src.n)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		_, err := ReadFile("/dev/zero")
		refusal(t, err, "import.file.stream_too_big")
	}
	res, err := ReadFrom("stdin", strings.NewReader(hostileHeader+"\nA,H100,10,gpu_hour,CNY\n"))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("a quote file on stdin: %v", err)
	}
}

// checkRead is what any input must give: a located *Problem, or quotes
// that hold together and problems that say why.
func checkRead(t *testing.T, res *FileResult, err error) {
	t.Helper()
	if err != nil {
		if _, ok := err.(*Problem); !ok {
			t.Fatalf("error is not a *Problem: %T %v", err, err)
		}
		return
	}
	for _, q := range res.Quotes {
		if err := q.Validate(); err != nil {
			t.Fatalf("quote fails Validate: %v", err)
		}
	}
	for _, p := range append(res.Problems, res.Hidden...) {
		if p.Reason.IsZero() || p.File == "" {
			t.Fatalf("problem without reason: %+v", p)
		}
	}
}

// FuzzReadHostileText: text files with the line ends, encodings and
// digits of issue 25.
func FuzzReadHostileText(f *testing.F) {
	f.Add([]byte(hostileHeader + "\nA,H100,10,gpu_hour,CNY\rB,H100,11,gpu_hour,CNY\r\nC,H100,12,gpu_hour,\"CNY\rB\"\n"))
	f.Add([]byte(hostileHeader + "\nA,H100,⑨8,gpu_hour,CNY\n"))
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, utf16.Encode([]rune(hostileHeader+"\nA,H100,10,gpu_hour,CNY\n")))
	f.Add(b.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := Read("f.csv", data)
		checkRead(t, res, err)
	})
}

// FuzzSheetGrid: a worksheet's XML, zipped so that mutations reach the
// grid reader (hidden rows and columns, cells, rows past the limits).
func FuzzSheetGrid(f *testing.F) {
	f.Add(sheetXML(quoteRows...))
	f.Add(`<worksheet><cols><col min="3" max="3" hidden="1"/></cols><sheetData>` + strings.Join(quoteRows, "") +
		`<row r="3" hidden="1"><c r="A3" t="inlineStr"><is><t>B</t></is></c></row></sheetData></worksheet>`)
	f.Fuzz(func(t *testing.T, sheet string) {
		data := rawBook(t, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", sheet)
		res, err := Read("f.xlsx", data)
		checkRead(t, res, err)
		if err == nil && len(res.Hidden) > 0 && !strings.Contains(sheet, "hidden") {
			t.Fatalf("hidden parts in a sheet that hides nothing: %v", res.Hidden)
		}
	})
}

// A JSON quote file is held to the grid's limits before any object is
// read: objects (rows), keys, and the text of its values.
func TestJSONQuoteFileBounded(t *testing.T) {
	obj := `{"vendor":"A","gpu":"H100-80G-SXM","price":3,"price_unit":"gpu_hour"}`
	_, err := Read("many.json", []byte("["+strings.Repeat(obj+",", maxRows)+obj+"]"))
	refusal(t, err, "import.safety.limit_rows")
	var keys strings.Builder
	for i := 0; i <= maxJSONKeys; i++ {
		fmt.Fprintf(&keys, `{"vendor":"A","gpu":"H100-80G-SXM","price":3,"price_unit":"gpu_hour","k%d":1},`, i)
	}
	_, err = Read("keys.json", []byte("["+strings.TrimSuffix(keys.String(), ",")+"]"))
	refusal(t, err, "import.safety.json_keys")
	long := strings.Repeat("x", maxCellChars+1)
	_, err = Read("long.json", []byte(`[`+obj+`,{"vendor":"`+long+`","gpu":"H100-80G-SXM","price":3,"price_unit":"gpu_hour"}]`))
	if p := refusal(t, err, "import.safety.cell_too_long"); p.Row != 2 || p.Column != "vendor" {
		t.Errorf("refused at %s, want row 2 column vendor", p.Where("en"))
	}
	res, err := Read("ok.json", []byte("["+obj+"]"))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("one quote: %v", err)
	}
}

// A sheet hiding thousands of rows: the first are listed, all counted.
func TestManyHiddenRowsCounted(t *testing.T) {
	rows := append([]string{}, quoteRows...)
	for r := 3; r < 3+maxHiddenListed+50; r++ {
		rows = append(rows, strings.Replace(inlineRow(r, "H", "H100", "1", "gpu_hour", "CNY"), "<row ", `<row hidden="1" `, 1))
	}
	res, err := Read("many.xlsx", rawBook(t, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", sheetXML(rows...)))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%v", err)
	}
	if len(res.Hidden) != maxHiddenListed {
		t.Errorf("%d hidden parts listed, want %d", len(res.Hidden), maxHiddenListed)
	}
	if !hasWarning(res.Quotes[0], fmt.Sprintf("hides %d sheets, rows or columns", maxHiddenListed+50)) {
		t.Errorf("warnings %v", RenderAll(res.Quotes[0].Warnings, "en"))
	}
}
