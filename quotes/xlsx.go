package quotes

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"maps"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"computecheck/msg"
)

// The workbook is read straight from its XML, one cell at a time, keeping
// only the cells that hold something: a sheet whose rows each carry one
// cell in column XFD costs what its cells cost, not 16,384 cells a row
// (issue 16). The limits below bound what one import may hold.
const (
	maxCellsPerRow  = 1024      // cells holding a value in one row
	maxColumns      = 512       // distinct columns holding a value in one sheet
	maxCells        = 150_000   // cells holding a value in the whole file (issue 25: 2 s for 10 MB)
	maxPartBytes    = 512 << 20 // one XML part, unzipped
	maxSharedString = 32767     // Excel's own limit on one cell's text
)

// xlsxBook is an opened workbook: its sheets, shared strings and the
// number formats that change what a cell shows (currency, dates, percent).
type xlsxBook struct {
	zr       *zip.Reader
	files    map[string]*zip.File // by part name, without a leading "/"
	sheets   []xlsxSheetRef
	sst      []string
	fmts     []cellFormat // by style index
	fills    []string     // a cell's fill colour by style index ("" for none): grid_fills.go
	strikes  []bool       // a cell style strikes its text through: grid_strike.go
	date1904 bool
	cells    int // cells read so far, against maxCells
	// xmlLeft is what the workbook may still unpack, all parts together
	// (maxBookXMLBytes): a part is never read twice, and a small zip
	// cannot unpack to hours of parsing.
	xmlLeft int64
	// tagsLeft bounds the XML tags read from the workbook: the parser's
	// time goes by tags, and 90 MB of "<x/>" zips to 90 KB
	tagsLeft int64
	rows     int // rows holding a value, against maxRows
	text     textBudget
	// sstChars holds the length of each shared string too long for a
	// cell, refused where a cell shows it
	sstChars map[int]int
	// sstStruck: the struck-through runs of a shared string (grid_strike.go)
	sstStruck map[int]struckText
}

type xlsxSheetRef struct {
	name, part string
	state      string // "" (visible), "hidden" or "veryHidden"
}

type cellFormat struct {
	date     bool
	percent  bool
	currency string // "$", "¥", "€" … shown before the number
	// suffix: the words the format prints after the number
	// (`0.0"万元/台·月"` shows 3.2 as "3.2万元/台·月"): the unit is the cell's
	suffix string
}

// errBook is a workbook refused whole, with the message saying why.
type errBook struct{ m msg.Msg }

func (e *errBook) Error() string { return e.m.In("en") }

// errLimit is a workbook over one of the limits above; the message names it.
type errLimit struct{ m string }

func (e *errLimit) Error() string { return e.m }

func openXLSX(data []byte) (*xlsxBook, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	b := &xlsxBook{zr: zr, xmlLeft: maxBookXMLBytes, tagsLeft: maxBookXMLTags}
	files := map[string]*zip.File{}
	seen := map[string]bool{}
	for _, f := range zr.File {
		name := strings.TrimPrefix(f.Name, "/")
		// Part names are case-insensitive (OPC); two entries of one name
		// leave which one is the sheet to the reader: refused, not picked.
		low := strings.ToLower(name)
		if seen[low] {
			return nil, &errBook{mk("import.safety.duplicate_part", name)}
		}
		seen[low] = true
		files[name] = f
	}
	b.files = files
	wb, ok := files["xl/workbook.xml"]
	if !ok {
		return nil, errors.New("no xl/workbook.xml")
	}
	rels := map[string]string{}
	if rf, ok := files["xl/_rels/workbook.xml.rels"]; ok {
		_ = b.scan(rf, func(d *xml.Decoder, se xml.StartElement) error {
			if se.Name.Local == "Relationship" {
				rels[attr(se, "Id")] = attr(se, "Target")
			}
			return nil
		})
	}
	err = b.scan(wb, func(d *xml.Decoder, se xml.StartElement) error {
		switch se.Name.Local {
		case "workbookPr":
			v := attr(se, "date1904")
			b.date1904 = v == "1" || v == "true"
		case "sheet":
			t := rels[attrNS(se, "id")]
			if t == "" {
				t = "worksheets/sheet" + attr(se, "sheetId") + ".xml"
			}
			p := strings.TrimPrefix(t, "/")
			if !strings.HasPrefix(p, "xl/") {
				p = path.Clean(path.Join("xl", p))
			}
			b.sheets = append(b.sheets, xlsxSheetRef{name: attr(se, "name"), part: p, state: attr(se, "state")})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	owner := map[string]string{}
	for i, s := range b.sheets {
		if _, ok := files[s.part]; !ok {
			b.sheets[i].part = ""
			continue
		}
		// 300 sheets naming one 20 MB part: one sheet's content, and 300
		// times the work; a workbook Excel writes never shares a part
		if o, ok := owner[s.part]; ok {
			return nil, &errBook{mk("import.safety.shared_part", o, s.name, s.part)}
		}
		owner[s.part] = s.name
	}
	if f, ok := files["xl/sharedStrings.xml"]; ok {
		if err := b.readSST(f); err != nil {
			return nil, err
		}
	}
	if f, ok := files["xl/styles.xml"]; ok {
		b.readStyles(f)
	}
	return b, nil
}

func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name && a.Name.Space == "" {
			return a.Value
		}
	}
	return ""
}

// attrNS is an attribute in any namespace (r:id).
func attrNS(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name && a.Name.Space != "" {
			return a.Value
		}
	}
	return attr(se, name)
}

// scan walks one part's start elements; visit may decode inside them.
func (b *xlsxBook) scan(f *zip.File, visit func(*xml.Decoder, xml.StartElement) error) error {
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	lr := &limitedReader{r: rc, left: maxPartBytes, tags: &b.tagsLeft}
	if b.xmlLeft < lr.left {
		lr.left, lr.book = b.xmlLeft, true
	}
	start := lr.left
	defer func() { b.xmlLeft -= start - lr.left }()
	d := xml.NewDecoder(lr)
	d.Strict = false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if se, ok := tok.(xml.StartElement); ok {
			if err := visit(d, se); err != nil {
				return err
			}
		}
	}
}

type limitedReader struct {
	r    io.Reader
	left int64
	book bool   // the limit is the workbook's, not the part's
	tags *int64 // the workbook's tags left to read (nil: no limit)
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.left <= 0 {
		if l.book {
			return 0, &errLimit{"book"}
		}
		return 0, &errLimit{"part"}
	}
	if l.tags != nil && *l.tags < 0 {
		return 0, &errLimit{"book"}
	}
	if int64(len(p)) > l.left {
		p = p[:l.left]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	if l.tags != nil {
		if *l.tags -= int64(bytes.Count(p[:n], []byte{'<'})); *l.tags < 0 {
			return n, &errLimit{"book"}
		}
	}
	return n, err
}

// text collects the character data of the current element (rich-text runs
// <r><t> joined; phonetic <rPh> runs left out). Past 4 bytes a character
// of maxCellChars it stops keeping text: the caller refuses such a cell
// (overlongCell), so the text is never stored cut. With struck given, the
// runs whose font strikes them through (<rPr><strike/>) go there instead
// (grid_strike.go).
func elemText(d *xml.Decoder, inT bool, struck ...*strings.Builder) (string, error) {
	var sb strings.Builder
	depth, skip := 1, 0
	run, runStruck := 0, false // depth of the <r> run being read, its strike
	for depth > 0 {
		tok, err := d.Token()
		if err != nil {
			return sb.String(), err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch t.Name.Local {
			case "rPh":
				skip = depth
			case "r":
				run, runStruck = depth, false
			case "strike":
				v := attr(t, "val")
				runStruck = run > 0 && (v == "" || v == "1" || v == "true")
			}
			inT = t.Name.Local == "t" || t.Name.Local == "v"
		case xml.EndElement:
			if skip == depth {
				skip = 0
			}
			if run == depth {
				run, runStruck = 0, false
			}
			depth--
			inT = false
		case xml.CharData:
			out, kept := &sb, sb.Len() // what the cell keeps, struck runs counted too
			if runStruck && len(struck) > 0 {
				out, kept = struck[0], sb.Len()+struck[0].Len()
			}
			if room := 4*maxCellChars + 4 - kept; inT && skip == 0 && room > 0 {
				out.Write(t[:min(len(t), room)])
			}
		}
	}
	return sb.String(), nil
}

func (b *xlsxBook) readSST(f *zip.File) error {
	return b.scan(f, func(d *xml.Decoder, se xml.StartElement) error {
		if se.Name.Local != "si" {
			return nil
		}
		var struck strings.Builder
		s, err := elemText(d, false, &struck)
		if err != nil {
			return err
		}
		s, st := strikeRuns(s, struck.String())
		if st != (struckText{}) {
			if b.sstStruck == nil {
				b.sstStruck = map[int]struckText{}
			}
			b.sstStruck[len(b.sst)] = st
		}
		if len(b.sst) >= maxCells {
			return &errLimit{"cells"}
		}
		if overlongCell(s) {
			if b.sstChars == nil {
				b.sstChars = map[int]int{}
			}
			b.sstChars[len(b.sst)] = utf8.RuneCountInString(s)
			s = ""
		}
		b.sst = append(b.sst, s)
		return nil
	})
}

// readStyles reads styles.xml once: each cell style's number format, its
// font's strike-through (grid_strike.go) and its solid fill colour
// (grid_fills.go), by the list the element stands in.
func (b *xlsxBook) readStyles(f *zip.File) {
	custom := map[int]string{}
	var (
		list           string   // the list element being read: fonts, fills, cellXfs …
		struck         []bool   // by fontId
		fills          []string // by fillId: a colour key, "" for none
		solid          bool     // the fill being read is a solid pattern
		fmtID          []int    // by cell style
		fontID, fillID []int    // by cell style, -1 for none
	)
	idOf := func(se xml.StartElement, name string) int {
		id, err := strconv.Atoi(attr(se, name))
		if err != nil {
			return -1
		}
		return id
	}
	_ = b.scan(f, func(d *xml.Decoder, se xml.StartElement) error {
		switch se.Name.Local {
		case "fonts", "fills", "borders", "cellStyleXfs", "cellXfs", "cellStyles", "dxfs":
			list = se.Name.Local
		case "numFmt":
			id, _ := strconv.Atoi(attr(se, "numFmtId"))
			custom[id] = attr(se, "formatCode")
		case "font":
			if list == "fonts" {
				struck = append(struck, false)
			}
		case "strike":
			if list == "fonts" && len(struck) > 0 {
				val := strings.ToLower(attr(se, "val"))
				struck[len(struck)-1] = val != "0" && val != "false"
			}
		case "fill":
			if list == "fills" {
				fills, solid = append(fills, ""), false
			}
		case "patternFill":
			solid = list == "fills" && attr(se, "patternType") == "solid"
		case "fgColor":
			if list == "fills" && solid && len(fills) > 0 && fills[len(fills)-1] == "" {
				fills[len(fills)-1] = colourKey(se)
			}
		case "xf":
			if list == "cellXfs" {
				n, _ := strconv.Atoi(attr(se, "numFmtId"))
				fmtID = append(fmtID, n)
				fontID, fillID = append(fontID, idOf(se, "fontId")), append(fillID, idOf(se, "fillId"))
			}
		}
		return nil
	})
	for _, id := range fmtID {
		b.fmts = append(b.fmts, classifyFormat(id, custom[id]))
	}
	b.strikes = byStyle(fontID, struck, false)
	b.fills = byStyle(fillID, fills, "")
}

// byStyle is each cell style's entry of a list the styles index into (a
// font's strike-through, a fill's colour), nil where none differs from zero.
func byStyle[T comparable](ids []int, list []T, zero T) []T {
	var out []T
	has := false
	for _, id := range ids {
		v := zero
		if id >= 0 && id < len(list) {
			v = list[id]
		}
		has = has || v != zero
		out = append(out, v)
	}
	if !has {
		return nil
	}
	return out
}

func classifyFormat(id int, code string) cellFormat {
	var cf cellFormat
	switch {
	case id >= 14 && id <= 22, id >= 45 && id <= 47:
		cf.date = true
	case id == 9 || id == 10:
		cf.percent = true
	}
	if code == "" {
		return cf
	}
	// Strip quoted literals' quotes and bracketed locale/colour codes to see
	// what the format prints.
	lc := reFmtLocale.ReplaceAllString(strings.ToLower(code), "")
	if i := strings.IndexByte(lc, ';'); i >= 0 {
		lc = lc[:i]
	}
	switch {
	case strings.Contains(lc, "[$¥") || strings.Contains(lc, "¥") || strings.Contains(lc, "￥") || strings.Contains(lc, "[$cny") || strings.Contains(lc, "元"):
		cf.currency = "¥"
	case strings.Contains(lc, "€"):
		cf.currency = "€"
	case strings.Contains(lc, "£"):
		cf.currency = "£"
	case strings.Contains(lc, "$"):
		cf.currency = "$"
	}
	cf.suffix = formatSuffix(code)
	if strings.ContainsAny(cf.suffix, "元¥￥$€£") {
		cf.currency = "" // the words name the currency themselves
	}
	plain := reFmtLiteral.ReplaceAllString(lc, "")
	if strings.Contains(plain, "%") {
		cf.percent = true
	}
	if strings.ContainsAny(plain, "ymd") && !strings.Contains(plain, "0") && !strings.Contains(plain, "#") {
		cf.date = true
	}
	return cf
}

// formatSuffix is the literal words a number format prints after the
// number, in its first section (`#,##0"元/卡/时"` -> "元/卡/时").
func formatSuffix(code string) string {
	lits := reFmtLiteral.FindAllStringIndex(code, -1)
	end, k := -1, 0
	for i := 0; i < len(code); i++ {
		if k < len(lits) && i == lits[k][0] {
			i, k = lits[k][1]-1, k+1
			continue
		}
		if code[i] == ';' {
			break
		}
		if code[i] == '0' || code[i] == '#' || code[i] == '?' {
			end = i
		}
	}
	var sb strings.Builder
	for _, l := range lits {
		if m := code[l[0]:l[1]]; l[0] > end && end >= 0 && (m[0] == '"' || m[0] == '\\') {
			if strings.Contains(code[end:l[0]], ";") {
				break
			}
			sb.WriteString(strings.Trim(m, `"\\`))
		}
	}
	suffix := strings.TrimSpace(sb.String())
	if suffix != "" && suffix[0] < utf8.RuneSelf && unicode.IsLetter(rune(suffix[0])) {
		suffix = " " + suffix // "2.5 USD"
	}
	return suffix
}

// readSheet reads one sheet's grid: its visible cells that hold a value,
// its merges, and the hidden rows and columns that hold one.
func (b *xlsxBook) readSheet(i int) (*grid, error) {
	ref := b.sheets[i]
	g := &grid{sheet: ref.name, xlsx: true}
	f := b.files[ref.part]
	if ref.part == "" || f == nil {
		return g, nil
	}
	var rows []sheetRow
	var merges []mergeRange
	rowNum := 0
	rowHidden := false
	cols := map[int]bool{}
	var hiddenCols []colSpan
	hidRow, hidCol := map[int]bool{}, map[int]bool{}
	shared := sharedFormulas{}
	colHidden := func(c int) bool {
		return slices.ContainsFunc(hiddenCols, func(h colSpan) bool { return c >= h.c0 && c <= h.c1 })
	}
	err := b.scan(f, func(d *xml.Decoder, se xml.StartElement) error {
		switch se.Name.Local {
		case "col":
			c0, err0 := strconv.Atoi(attr(se, "min"))
			c1, err1 := strconv.Atoi(attr(se, "max"))
			if err0 == nil && err1 == nil && c0 >= 1 && c1 >= c0 && hiddenAttr(se) && len(hiddenCols) < maxColumns {
				hiddenCols = append(hiddenCols, colSpan{c0 - 1, c1 - 1})
			}
			return nil
		case "row":
			if n, err := strconv.Atoi(attr(se, "r")); err == nil && n > 0 {
				rowNum = n
			} else {
				rowNum++
			}
			rowHidden = hiddenAttr(se)
			return nil
		case "mergeCell":
			if m, ok := parseRange(attr(se, "ref")); ok {
				merges = append(merges, m)
			}
			return nil
		case "c":
		default:
			return nil
		}
		col := -1
		if r := attr(se, "r"); r != "" {
			if c, rn, err := excelize.CellNameToCoordinates(r); err == nil {
				col = c - 1
				if rn != rowNum && rn > 0 {
					rowNum = rn
				}
			}
		}
		if len(rows) == 0 || rows[len(rows)-1].num != rowNum {
			if n := len(rows); n > 0 && len(rows[n-1].cells) == 0 {
				rows[n-1].num = rowNum // a row of empty cells holds nothing
			} else {
				rows = append(rows, sheetRow{num: rowNum})
			}
		}
		cur := &rows[len(rows)-1]
		if col < 0 {
			col = 0
			if n := len(cur.cells); n > 0 {
				col = cur.cells[n-1].col + 1
			}
		}
		typ := attr(se, "t")
		style := 0 // no s attribute: the default style (Atoi would build an error for "")
		if s := attr(se, "s"); s != "" {
			style, _ = strconv.Atoi(s)
		}
		var v, inline, formula string
		var struck strings.Builder
		for {
			tok, err := d.Token()
			if err != nil {
				return err
			}
			if ee, ok := tok.(xml.EndElement); ok && ee.Name.Local == "c" {
				break
			}
			if st, ok := tok.(xml.StartElement); ok {
				switch st.Name.Local {
				case "v":
					v, err = elemText(d, true)
				case "is":
					inline, err = elemText(d, false, &struck)
				case "f":
					var f string
					f, err = elemText(d, true)
					formula = shared.formula(attr(st, "t"), attr(st, "si"), f, rowNum, col)
				}
				if err != nil {
					return err
				}
			}
		}
		var st struckText // the runs struck through (grid_strike.go)
		if typ == "inlineStr" {
			inline, st = strikeRuns(inline, struck.String())
		} else if k, err := strconv.Atoi(strings.TrimSpace(v)); typ == "s" && err == nil {
			st = b.sstStruck[k]
		}
		text, chars := b.cellText(typ, style, v, inline)
		if chars == 0 && strings.TrimSpace(text) == "" {
			return nil
		}
		if rowHidden || colHidden(col) {
			// kept out of the grid: never a price, a header or a note
			if rowHidden {
				hidRow[rowNum] = true
			} else {
				hidCol[col] = true
			}
			return nil
		}
		if chars > 0 {
			return &errPlace{m: "cell", row: rowNum, col: col, n: chars}
		}
		if len(cur.cells) >= maxCellsPerRow {
			return &errLimit{"row"}
		}
		if len(cur.cells) == 0 {
			if b.rows++; b.rows > maxRows {
				return &errLimit{"rows"}
			}
		}
		b.cells++
		if b.cells > maxCells {
			return &errLimit{"cells"}
		}
		if err := b.text.add(rowNum, col, text); err != nil {
			return err
		}
		if !cols[col] {
			cols[col] = true
			if len(cols) > maxColumns {
				return &errLimit{"columns"}
			}
		}
		cur.cells = append(cur.cells, sheetCell{col: col, text: text})
		keepCell(&g.fills, rowNum, col, b.fillOf(style))                // grid_fills.go
		keepCell(&g.struck, rowNum, col, b.struckOf(style) || st.whole) // grid_strike.go
		keepCell(&g.struckRuns, rowNum, col, st.old)
		keepCell(&g.formulas, rowNum, col, formula) // grid_formula.go
		return nil
	})
	g.rows, g.merges, g.hidden = rows, merges, hiddenParts{slices.Sorted(maps.Keys(hidRow)), slices.Sorted(maps.Keys(hidCol))}
	if err == nil {
		g.comments, err = b.readComments(ref.part)
	}
	return g, err
}

// readComments reads the comments on a sheet's cells (the part its
// relationships name), each without the author line Excel puts first.
func (b *xlsxBook) readComments(part string) (map[[2]int]string, error) {
	dir, file := path.Split(part)
	rf, target := b.files[dir+"_rels/"+file+".rels"], ""
	if rf == nil {
		return nil, nil
	}
	err := b.scan(rf, func(d *xml.Decoder, se xml.StartElement) error {
		if t := attr(se, "Target"); se.Name.Local == "Relationship" && strings.HasSuffix(attr(se, "Type"), "/comments") {
			target = strings.TrimPrefix(t, "/")
			if !strings.HasPrefix(t, "/") {
				target = path.Clean(path.Join(dir, t))
			}
		}
		return nil
	})
	f := b.files[target]
	if err != nil || f == nil {
		return nil, err
	}
	out := map[[2]int]string{}
	var authors []string
	err = b.scan(f, func(d *xml.Decoder, se xml.StartElement) error {
		if se.Name.Local == "author" {
			a, err := elemText(d, true)
			authors = append(authors, strings.TrimSpace(a))
			return err
		}
		if se.Name.Local != "comment" {
			return nil
		}
		c, r, cerr := excelize.CellNameToCoordinates(attr(se, "ref"))
		text, err := elemText(d, false)
		if err != nil || cerr != nil || overlongCell(text) {
			return err
		}
		if k, err := strconv.Atoi(attr(se, "authorId")); err == nil && k >= 0 && k < len(authors) && authors[k] != "" {
			text = strings.TrimPrefix(strings.TrimSpace(text), authors[k]+":")
		}
		if text = strings.TrimSpace(text); text != "" {
			out[[2]int{r, c - 1}] = text
			return b.text.add(r, c-1, text)
		}
		return nil
	})
	return out, err
}

// cellText is what the cell shows, less rounding: a number keeps all its
// digits, a currency format puts its sign before it, a date reads
// YYYY-MM-DD, a percent format multiplies by 100. chars > 0 is the
// length of a text longer than a cell can hold (refused by the caller).
func (b *xlsxBook) cellText(typ string, style int, v, inline string) (text string, chars int) {
	switch typ {
	case "s":
		i, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || i < 0 || i >= len(b.sst) {
			return "", 0
		}
		return b.sst[i], b.sstChars[i]
	case "inlineStr":
		return inline, overlongChars(inline)
	case "str", "e":
		return v, overlongChars(v)
	}
	if overlongChars(v) > 0 {
		return "", overlongChars(v)
	}
	return b.cellValue(typ, style, v), 0
}

// overlongChars is the length of a text longer than a cell can hold, else 0.
func overlongChars(s string) int {
	if overlongCell(s) {
		return utf8.RuneCountInString(s)
	}
	return 0
}

func (b *xlsxBook) cellValue(typ string, style int, v string) string {
	switch typ {
	case "b":
		if strings.TrimSpace(v) == "1" {
			return "TRUE"
		}
		return "FALSE"
	}
	v = strings.TrimSpace(v)
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return v
	}
	var cf cellFormat
	if style >= 0 && style < len(b.fmts) {
		cf = b.fmts[style]
	}
	switch {
	case cf.date && f > 0 && f < 2958466:
		if t, err := excelize.ExcelDateToTime(f, b.date1904); err == nil {
			if t.Hour() == 0 && t.Minute() == 0 {
				return t.Format("2006-01-02")
			}
			return t.Format(time.DateTime)
		}
	case cf.percent:
		return strconv.FormatFloat(f*100, 'f', -1, 64) + "%"
	}
	return cf.currency + strconv.FormatFloat(f, 'f', -1, 64) + cf.suffix
}

var (
	reFmtLiteral = regexp.MustCompile(`"[^"]*"|\[[^\]]*\]|\\.`)
	reFmtLocale  = regexp.MustCompile(`\[\$-[0-9a-f]+\]`)
)
