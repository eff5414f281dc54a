package quotes

import (
	"bytes"
	"encoding/csv"
	"io"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// decodeText turns file bytes into text: UTF-8 (with or without BOM),
// UTF-16 with BOM (Excel's "Unicode text"), GBK/GB18030, or a file whose
// lines disagree (a sheet edited on two machines): each line is read in
// its own encoding and the file says which lines were GBK (issue 16).
func (ctx *readCtx) decodeText(b []byte) (string, string, error) {
	name := ctx.res.File
	switch {
	case bytes.HasPrefix(b, bomUTF8):
		b = trimPartialRune(b[3:])
		if !utf8.Valid(b) {
			return ctx.mixed(b, "utf-8-bom")
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
		return "", "", fileProblem(name, mk("import.file.binary"))
	case utf8.Valid(b):
		return checkText(name, string(b), "utf-8")
	case utf8.Valid(trimPartialRune(b)) && bytes.ContainsFunc(b, func(r rune) bool { return r >= 0x80 && r != utf8.RuneError }):
		// UTF-8 cut inside the last character (a truncated file): the cut
		// row is reported by the table reader.
		return checkText(name, string(trimPartialRune(b)), "utf-8")
	}
	return ctx.mixed(b, "")
}

// mixed decodes line by line: a line that is valid UTF-8 with non-ASCII
// text stays UTF-8, the others are GB18030; a line neither reads as
// refuses the file, naming it.
func (ctx *readCtx) mixed(b []byte, enc string) (string, string, error) {
	lines := bytes.SplitAfter(b, []byte("\n"))
	var out strings.Builder
	var gbkLines, utfLines []int
	dec := simplifiedchinese.GB18030.NewDecoder()
	for i, ln := range lines {
		if utf8.Valid(ln) {
			if bytes.ContainsFunc(ln, func(r rune) bool { return r >= 0x80 }) {
				utfLines = append(utfLines, i+1)
			}
			out.Write(ln)
			continue
		}
		s, err := dec.Bytes(ln)
		if err != nil || bytes.Contains(s, []byte("\uFFFD")) {
			return "", "", fileProblem(ctx.res.File, mk("import.file.encoding_line", i+1))
		}
		gbkLines = append(gbkLines, i+1)
		out.Write(s)
	}
	if len(utfLines) > 0 && len(gbkLines) > 0 {
		ctx.res.Warnings = append(ctx.res.Warnings, mk("import.warn.mixed_encoding", lineList(gbkLines), lineList(utfLines)))
		return checkText(ctx.res.File, out.String(), "mixed")
	}
	if enc == "" {
		enc = "gbk"
	}
	return checkText(ctx.res.File, out.String(), enc)
}

func lineList(ns []int) string {
	var parts []string
	for i, n := range ns {
		if i == 8 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, itoa(n))
	}
	return strings.Join(parts, ", ")
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
		return "", "", fileProblem(name, mk("import.file.control_chars"))
	}
	return s, enc, nil
}

func (ctx *readCtx) readCSV(data []byte) error {
	res := ctx.res
	text, enc, err := ctx.decodeText(data)
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
		style, restyled := numberStyle(t, delim)
		if l, first := mapTable(t, 0, ctx.opts.Columns); l != nil {
			if restyled {
				res.Warnings = append(res.Warnings, style)
			}
			ctx.readTable(t, l, first)
			return nil
		}
	}
	if firstErr != nil {
		return fileProblem(res.File, mk("import.file.csv", firstErr.Error()))
	}
	return noHeader(res.File, nil)
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
	width := 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(rec) > maxCellsPerRow {
			rec = rec[:maxCellsPerRow]
		}
		start, _ := r.FieldPos(0)
		end, _ := r.FieldPos(len(rec) - 1)
		end += strings.Count(rec[len(rec)-1], "\n")
		row := prevRow + 1 + max(0, start-prevEnd-1)
		prevEnd, prevRow = end, row
		for i := range rec {
			rec[i] = strings.TrimPrefix(rec[i], "\ufeff")
		}
		t.rows = append(t.rows, rec)
		t.rowNum = append(t.rowNum, row)
		width = max(width, len(rec))
	}
	t.colNum = make([]int, width)
	for i := range t.colNum {
		t.colNum[i] = i
	}
	return t, nil
}
