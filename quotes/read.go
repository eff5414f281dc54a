package quotes

import (
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// FileResult is what one file read into: the quotes from the rows that
// read, and a Problem for each row that did not.
type FileResult struct {
	File     string    `json:"file"` // base name
	Path     string    `json:"path,omitempty"`
	Format   string    `json:"format"`             // csv | xlsx | json
	Encoding string    `json:"encoding,omitempty"` // csv: utf-8, utf-8-bom, utf-16, gbk
	Sheet    string    `json:"sheet,omitempty"`    // xlsx: the sheet read
	Hash     string    `json:"hash"`               // sha256 of the bytes
	Quotes   []Quote   `json:"quotes"`
	Problems []Problem `json:"problems"`
	Notes    []string  `json:"notes,omitempty"` // text found outside the table (titles, footnotes, other sheets)
}

// MaxFileBytes is the largest file ReadFile accepts.
const MaxFileBytes = 256 << 20

// ReadFile reads one quote file (.csv, .xlsx, .json; the format is sniffed
// from the bytes, the extension only breaks ties). The error is for a
// file that cannot be read at all (missing, damaged, truncated, random
// bytes, no header): a *Problem with Row 0.
func ReadFile(path string) (*FileResult, error) {
	name := filepath.Base(path)
	st, err := os.Stat(path)
	if err != nil {
		return nil, fileProblem(name, "cannot open the file: "+pathErr(err), "无法打开文件："+pathErr(err))
	}
	if st.Size() > MaxFileBytes {
		return nil, fileProblem(name, fmt.Sprintf("the file is %d MB; the limit is %d MB", st.Size()>>20, MaxFileBytes>>20),
			fmt.Sprintf("文件过大（%d MB，上限 %d MB）", st.Size()>>20, MaxFileBytes>>20))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fileProblem(name, "cannot read the file: "+pathErr(err), "无法读取文件："+pathErr(err))
	}
	res, err := Read(name, data)
	if res != nil {
		res.Path = path
	}
	return res, err
}

func pathErr(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func fileProblem(file, en, zh string) *Problem {
	return &Problem{File: file, Reason: en, ReasonZh: zh}
}

var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	magicZip   = []byte("PK\x03\x04")
	magicOLE   = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	errNoQuote = "no quote rows found in the file"
)

// Read reads a quote file from memory; name is used in problems and to
// break format ties by extension.
func Read(name string, data []byte) (res *FileResult, err error) {
	name = filepath.Base(name)
	sum := sha256.Sum256(data)
	res = &FileResult{File: name, Hash: hex.EncodeToString(sum[:]), Quotes: []Quote{}, Problems: []Problem{}}
	ext := strings.ToLower(filepath.Ext(name))
	trimmed := bytes.TrimLeft(data, " \t\r\n\xef\xbb\xbf")
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		return nil, fileProblem(name, "the file is empty", "文件为空")
	case bytes.HasPrefix(data, magicOLE):
		return nil, fileProblem(name, "this is an old .xls workbook (or a password-protected one); save it as .xlsx and import again",
			"这是旧版 .xls（或加密的）工作簿，请另存为 .xlsx 后再导入")
	case bytes.HasPrefix(data, magicZip):
		res.Format = "xlsx"
		err = readXLSX(res, data)
	case ext == ".xlsx" || ext == ".xlsm":
		return nil, fileProblem(name, "not a readable .xlsx workbook (damaged or truncated)", "不是可读取的 .xlsx 工作簿（文件损坏或不完整）")
	case ext == ".json" || (len(trimmed) > 0 && (trimmed[0] == '[' || trimmed[0] == '{')):
		res.Format = "json"
		err = readJSON(res, data)
	default:
		res.Format = "csv"
		err = readCSV(res, data)
	}
	if err != nil {
		return nil, err
	}
	AssignRowKeys(res.Quotes)
	for i := range res.Quotes {
		res.Quotes[i].SourceHash = res.Hash
	}
	if len(res.Quotes) == 0 && len(res.Problems) == 0 {
		return nil, fileProblem(name, errNoQuote, "文件中没有报价行")
	}
	return res, nil
}

// ---------------------------------------------------------------- tables

// table is a grid as the user sees it: rows[i] is spreadsheet row rowNum[i].
type table struct {
	sheet  string
	rows   [][]string
	rowNum []int
	xlsx   bool
}

// findHeader returns the index of the header row within the first rows.
func (t *table) findHeader() (int, map[string]column, []column) {
	for i := 0; i < len(t.rows) && i < headerScanRows; i++ {
		if cols, extra, ok := headerMap(t.rows[i]); ok {
			return i, cols, extra
		}
	}
	return -1, nil, nil
}

// readTable reads the quotes under the header at hi.
func readTable(res *FileResult, t *table, hi int, cols map[string]column, extra []column) {
	letter := func(i int) string {
		s, _ := excelize.ColumnNumberToName(i + 1)
		return s
	}
	var notes []string
	for i := 0; i < hi; i++ {
		if s := joinCells(t.rows[i]); s != "" {
			notes = append(notes, s)
		}
	}
	header := t.rows[hi]
	var quotes []Quote
	for i := hi + 1; i < len(t.rows); i++ {
		row := t.rows[i]
		nonEmpty := 0
		for _, c := range row {
			if strings.TrimSpace(c) != "" {
				nonEmpty++
			}
		}
		if nonEmpty == 0 || sameRow(row, header) {
			continue
		}
		get := func(idx int) string {
			if idx < len(row) {
				return row[idx]
			}
			return ""
		}
		if nonEmpty == 1 && strings.TrimSpace(get(cols[fPrice].index)) == "" && isFootnote(joinCells(row)) {
			// A footnote ("注：以上价格含税") rather than a quote.
			notes = append(notes, joinCells(row))
			continue
		}
		r := rowIn{file: res.File, sheet: t.sheet, row: t.rowNum[i], cells: map[string]cell{}, extra: map[string]string{}, xlsx: t.xlsx}
		for f, c := range cols {
			r.cells[f] = cell{text: get(c.index), header: c.header, letter: letter(c.index), hint: c.hint}
		}
		for _, c := range extra {
			if v := strings.TrimSpace(get(c.index)); v != "" {
				r.extra[c.header] = v
			}
		}
		q, probs := build(r)
		if len(probs) > 0 {
			res.Problems = append(res.Problems, probs...)
			continue
		}
		quotes = append(quotes, q)
	}
	res.Notes = append(res.Notes, notes...)
	res.Quotes = append(res.Quotes, quotes...)
}

// applyFileNotes fills unknown fields of every quote from the file's own
// notes (title rows, footnotes, other sheets), with a warning.
func applyFileNotes(res *FileResult) {
	for _, n := range res.Notes {
		nf := scanNotes(n)
		for i := range res.Quotes {
			applyNotes(&res.Quotes[i], nf, "the file's note")
		}
	}
}

// isFootnote tells a note under the table ("注：以上价格含税", "* prices
// exclude VAT") from a quote row that lost its other cells, which must be
// reported rather than skipped.
func isFootnote(s string) bool {
	s = strings.TrimSpace(narrow(s))
	for _, p := range []string{"注", "备注", "说明", "附注", "*", "※", "#", "note", "Note", "NOTE", "remark", "Remark"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return utf8.RuneCountInString(s) >= 12 || strings.ContainsAny(s, "，。；,;:：")
}

func joinCells(row []string) string {
	var parts []string
	for _, c := range row {
		if c = strings.TrimSpace(c); c != "" {
			parts = append(parts, c)
		}
	}
	return strings.Join(parts, " ")
}

func sameRow(a, b []string) bool {
	n := max(len(a), len(b))
	for i := 0; i < n; i++ {
		var x, y string
		if i < len(a) {
			x = strings.TrimSpace(a[i])
		}
		if i < len(b) {
			y = strings.TrimSpace(b[i])
		}
		if x != y {
			return false
		}
	}
	return true
}

func noHeader(name, where string) *Problem {
	return fileProblem(name,
		fmt.Sprintf("no header row found%s: the first %d rows name none of the columns needed (供应商/vendor, GPU型号/gpu, 报价/price, 计费方式/price_unit)", where, headerScanRows),
		fmt.Sprintf("找不到表头%s：前 %d 行中没有“供应商、GPU型号、报价、计费方式”等列名", where, headerScanRows))
}

// ---------------------------------------------------------------- xlsx

func readXLSX(res *FileResult, data []byte) (err error) {
	defer func() { // a damaged workbook must not take the program down
		if r := recover(); r != nil {
			err = fileProblem(res.File, fmt.Sprintf("not a readable .xlsx workbook (damaged): %v", r), "不是可读取的 .xlsx 工作簿（文件损坏）")
		}
	}()
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: 1 << 30})
	if err != nil {
		return fileProblem(res.File, fmt.Sprintf("not a readable .xlsx workbook (damaged or truncated): %v", err),
			"不是可读取的 .xlsx 工作簿（文件损坏或不完整）")
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return fileProblem(res.File, "the workbook has no sheets", "工作簿中没有工作表")
	}
	var otherNotes []string
	found := false
	for _, sh := range sheets {
		rows, err := f.GetRows(sh, excelize.Options{RawCellValue: true})
		if err != nil {
			return fileProblem(res.File, fmt.Sprintf("sheet %q cannot be read: %v", sh, err), fmt.Sprintf("无法读取工作表“%s”", sh))
		}
		t := &table{sheet: sh, rows: rows, rowNum: make([]int, len(rows)), xlsx: true}
		for i := range rows {
			t.rowNum[i] = i + 1
		}
		if !found {
			if hi, cols, extra := t.findHeader(); hi >= 0 {
				found = true
				res.Sheet = sh
				readTable(res, t, hi, cols, extra)
				continue
			}
		}
		for i := 0; i < len(rows) && i < 200; i++ {
			if s := joinCells(rows[i]); s != "" {
				otherNotes = append(otherNotes, s)
			}
		}
	}
	if !found {
		return noHeader(res.File, fmt.Sprintf(" in any of the %d sheets (%s)", len(sheets), strings.Join(sheets, ", ")))
	}
	res.Notes = append(res.Notes, otherNotes...)
	applyFileNotes(res)
	return nil
}

// ---------------------------------------------------------------- csv

// decodeText turns file bytes into text: UTF-8 (with or without BOM),
// UTF-16 with BOM (Excel's "Unicode text"), or GBK/GB18030.
func decodeText(name string, b []byte) (string, string, error) {
	bad := func(en, zh string) (string, string, error) { return "", "", fileProblem(name, en, zh) }
	switch {
	case bytes.HasPrefix(b, bomUTF8):
		b = trimPartialRune(b[3:])
		if !utf8.Valid(b) {
			return bad("the file says UTF-8 but is not valid UTF-8 (damaged?)", "文件标记为 UTF-8 但内容不是有效的 UTF-8（文件损坏？）")
		}
		return checkText(name, string(b), "utf-8-bom")
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}) || bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		le := b[0] == 0xFF
		b = b[2:]
		if len(b)%2 == 1 {
			b = b[:len(b)-1]
		}
		u := make([]uint16, len(b)/2)
		for i := range u {
			if le {
				u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
			} else {
				u[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
			}
		}
		return checkText(name, string(utf16.Decode(u)), "utf-16")
	case bytes.IndexByte(b, 0) >= 0:
		return bad("not a text (CSV) file: it holds binary data", "不是文本（CSV）文件：含有二进制数据")
	case utf8.Valid(b):
		return checkText(name, string(b), "utf-8")
	case utf8.Valid(trimPartialRune(b)) && bytes.ContainsFunc(b, func(r rune) bool { return r >= 0x80 && r != utf8.RuneError }):
		// UTF-8 cut inside the last character (a truncated file): the cut
		// row is reported by the table reader.
		return checkText(name, string(trimPartialRune(b)), "utf-8")
	}
	out, err := simplifiedchinese.GB18030.NewDecoder().Bytes(b)
	if err != nil || bytes.Contains(out, []byte("\uFFFD")) {
		return bad("not readable text: neither UTF-8 nor GBK (damaged or not a CSV file?)", "无法识别的文本编码：既不是 UTF-8 也不是 GBK（文件损坏或不是 CSV？）")
	}
	return checkText(name, string(out), "gbk")
}

// trimPartialRune drops an incomplete UTF-8 sequence at the very end.
func trimPartialRune(b []byte) []byte {
	for k := 1; k <= 3 && k <= len(b); k++ {
		if utf8.RuneStart(b[len(b)-k]) {
			if !utf8.FullRune(b[len(b)-k:]) {
				return b[:len(b)-k]
			}
			break
		}
	}
	return b
}

func checkText(name, s, enc string) (string, string, error) {
	ctl := 0
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == utf8.RuneError {
			ctl++
		}
	}
	if ctl > 0 && ctl*50 > len(s)/4+1 {
		return "", "", fileProblem(name, "not a text (CSV) file: it holds control characters", "不是文本（CSV）文件：含有控制字符")
	}
	return s, enc, nil
}

func readCSV(res *FileResult, data []byte) error {
	text, enc, err := decodeText(res.File, data)
	if err != nil {
		return err
	}
	res.Encoding = enc
	var firstErr error
	for _, delim := range []rune{',', '\t', ';', '|'} {
		t, err := csvTable(text, delim)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if hi, cols, extra := t.findHeader(); hi >= 0 {
			readTable(res, t, hi, cols, extra)
			applyFileNotes(res)
			return nil
		}
	}
	if firstErr != nil {
		return fileProblem(res.File, "not a readable CSV file: "+firstErr.Error(), "不是可读取的 CSV 文件："+firstErr.Error())
	}
	return noHeader(res.File, "")
}

// csvTable parses text into rows numbered as a spreadsheet shows them:
// blank lines count as rows, a quoted cell spanning lines is one row.
func csvTable(text string, delim rune) (*table, error) {
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = delim
	r.LazyQuotes = true
	r.FieldsPerRecord = -1
	t := &table{}
	prevEnd, prevRow := 0, 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		start, _ := r.FieldPos(0)
		end, _ := r.FieldPos(len(rec) - 1)
		end += strings.Count(rec[len(rec)-1], "\n")
		row := prevRow + 1 + max(0, start-prevEnd-1)
		prevEnd, prevRow = end, row
		t.rows = append(t.rows, rec)
		t.rowNum = append(t.rowNum, row)
	}
	return t, nil
}

// ---------------------------------------------------------------- json

// readJSON reads an array of quotes in the `quotes list --json` schema
// (or {"quotes": [...]}). Each object is read like a spreadsheet row whose
// headers are its keys, so the same checks and warnings apply.
func readJSON(res *FileResult, data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, bomUTF8)))
	dec.UseNumber()
	var top any
	if err := dec.Decode(&top); err != nil {
		return fileProblem(res.File, "not valid JSON: "+err.Error(), "不是有效的 JSON："+err.Error())
	}
	if m, ok := top.(map[string]any); ok {
		if qs, ok := m["quotes"]; ok {
			top = qs
		} else {
			top = []any{m}
		}
	}
	arr, ok := top.([]any)
	if !ok {
		return fileProblem(res.File, "JSON must be an array of quotes", "JSON 须为报价数组")
	}
	// Preferred keys first: a typed object beats its derived number.
	prio := map[string]int{"min_term": -3, "billing_increment": -3, "local_nvme_tb": -3, "storage_free_gb": -2, "gpu": -2}
	for i, el := range arr {
		rowNo := i + 1
		obj, ok := el.(map[string]any)
		if !ok {
			res.Problems = append(res.Problems, Problem{File: res.File, Row: rowNo, Reason: "not a JSON object", ReasonZh: "不是 JSON 对象"})
			continue
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(a, b int) bool {
			if prio[keys[a]] != prio[keys[b]] {
				return prio[keys[a]] < prio[keys[b]]
			}
			return keys[a] < keys[b]
		})
		r := rowIn{file: res.File, row: rowNo, cells: map[string]cell{}, extra: map[string]string{}}
		var probs []Problem
		for _, k := range keys {
			v := obj[k]
			f := matchHeader(k)
			switch k {
			case "raw": // the vendor's own words, from an earlier import
				if m, ok := v.(map[string]any); ok {
					r.raw = map[string]string{}
					for rk, rv := range m {
						r.raw[rk] = jsonScalar(rv)
					}
				}
				continue
			case "warnings": // parse warnings carry over; Normalize's are redone
				if a, ok := v.([]any); ok {
					for _, w := range a {
						if s, ok := w.(string); ok && !IsNormWarning(s) {
							r.warnings = append(r.warnings, s)
						}
					}
				}
				continue
			}
			if f == fIgnore {
				continue
			}
			if _, taken := r.cells[f]; taken {
				continue
			}
			switch x := v.(type) {
			case map[string]any, []any:
				b, _ := json.Marshal(x)
				var err error
				switch f {
				case fCompensation:
					var c Compensation
					if err = json.Unmarshal(b, &c); err == nil {
						if c.Kind == "" {
							c.Kind = CompUnknown
						}
						if !oneOf(c.Kind, CompNone, CompMultiple, CompSLATiers, CompUnknown) {
							err = fmt.Errorf("kind %q is not none, multiple, sla_tiers or unknown", c.Kind)
						} else {
							r.comp = &c
						}
					}
				case fMinTerm, fIncrement:
					var t Term
					if err = json.Unmarshal(b, &t); err == nil {
						if f == fMinTerm {
							r.minTerm = &t
						} else {
							r.incr = &t
						}
					}
				case fIgnore:
					continue
				default:
					continue // arrays and objects we do not read
				}
				if err != nil {
					probs = append(probs, Problem{File: res.File, Row: rowNo, Column: k, Reason: fmt.Sprintf("cannot read %s: %v", k, err), ReasonZh: "无法读取 " + k})
				}
				r.cells[f] = cell{text: string(b), header: k}
				continue
			}
			s := jsonScalar(v)
			if f == "" {
				if s != "" {
					r.extra[k] = s
				}
				continue
			}
			r.cells[f] = cell{text: s, header: k}
		}
		if len(probs) > 0 {
			res.Problems = append(res.Problems, probs...)
			continue
		}
		q, p := build(r)
		if len(p) > 0 {
			res.Problems = append(res.Problems, p...)
			continue
		}
		res.Quotes = append(res.Quotes, q)
	}
	return nil
}

func jsonScalar(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case json.Number:
		return x.String()
	case bool:
		if x {
			return "yes"
		}
		return "no"
	}
	return fmt.Sprint(v)
}
