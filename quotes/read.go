package quotes

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"computecheck/msg"
)

// FileResult is what one file read into: the quotes from the rows that
// read, a Problem for each row that did not, and how each table was read.
type FileResult struct {
	File     string      `json:"file"` // base name
	Path     string      `json:"path,omitempty"`
	Format   string      `json:"format"`             // csv | xlsx | json
	Encoding string      `json:"encoding,omitempty"` // csv: utf-8, utf-8-bom, utf-16, gbk, mixed
	Sheet    string      `json:"sheet,omitempty"`    // xlsx: the (first) sheet read
	Hash     string      `json:"hash"`               // sha256 of the bytes
	Quotes   []Quote     `json:"quotes"`
	Problems []Problem   `json:"problems"`
	Notes    []string    `json:"notes,omitempty"` // text found outside the tables (titles, footnotes, other sheets)
	Tables   []TableInfo `json:"tables"`
	Warnings []msg.Msg   `json:"-"` // about the whole file (lines read as GBK in a UTF-8 file)
	// Hidden are the sheets, rows and columns hidden in the workbook that
	// hold something: not read (never a price), each named where it is.
	Hidden      []Problem `json:"hidden,omitempty"`
	hiddenTotal int       // Hidden lists the first maxHiddenListed
	// NotOffers are rows read and left out because they are not a current
	// offer: an e-mail's quoted earlier message, a price whose window has
	// ended or not begun. Each names its row and why (--explain, --json).
	NotOffers []Problem `json:"not_offers,omitempty"`
}

// ReadOptions are the user's decisions from the import preview.
type ReadOptions struct {
	// Columns sets fields by header layout (TableInfo.LayoutKey): column
	// letter -> field ("-" leaves the column unread).
	Columns map[string]map[string]string
	// Units sets the price unit of rows (RowRef -> gpu_hour, node_month…).
	Units map[string]string
}

// MaxFileBytes is the largest quote file accepted, whatever it comes from
// (a file, stdin, a pipe, a device): issue 25's budget is 2 s and 500 MB
// for any input up to 10 MB, and a quote sheet of 10,000 rows is 1-3 MB,
// so a larger input is refused before it is read whole.
const MaxFileBytes = 16 << 20

// ReadFile reads one quote file (.csv, .xlsx, .json; the format is sniffed
// from the bytes, the extension only breaks ties). The error is for a
// file that cannot be read at all (missing, damaged, truncated, random
// bytes, no header): a *Problem with Row 0.
func ReadFile(path string) (*FileResult, error) { return ReadFileWith(path, ReadOptions{}) }

// ReadFileWith is ReadFile with the user's decisions.
func ReadFileWith(path string, o ReadOptions) (*FileResult, error) {
	name := filepath.Base(path)
	fh, err := os.Open(path)
	if err != nil {
		return nil, fileProblem(name, mk("import.file.open", pathErr(err)))
	}
	defer fh.Close()
	// A regular file says its size; a pipe, a FIFO or /dev/zero does not
	// (Stat says 0), so every file is read through the same limit below.
	if st, err := fh.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxFileBytes {
		return nil, fileProblem(name, mk("import.file.too_big", st.Size()>>20, MaxFileBytes>>20))
	}
	data, err := ReadAllLimited(name, fh)
	if err != nil {
		return nil, err
	}
	res, err := ReadWith(name, data, o)
	if res != nil {
		res.Path = path
	}
	return res, err
}

// ReadFrom reads a quote file from a stream (stdin), through the same
// limit as a file: a stream longer than MaxFileBytes is refused once the
// limit is passed, never read to its end.
func ReadFrom(name string, r io.Reader) (*FileResult, error) {
	data, err := ReadAllLimited(filepath.Base(name), r)
	if err != nil {
		return nil, err
	}
	return Read(name, data)
}

// ReadAllLimited reads a quote stream whole if it holds at most
// MaxFileBytes, and refuses it, worded as a quote file, once past that.
func ReadAllLimited(name string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileBytes+1))
	if err != nil {
		return nil, fileProblem(name, mk("import.file.read", pathErr(err)))
	}
	if len(data) > MaxFileBytes {
		return nil, fileProblem(name, mk("import.file.stream_too_big", MaxFileBytes>>20))
	}
	return data, nil
}

func pathErr(err error) any {
	if w := msg.OSReason(err); w != err {
		return w // "no such file", worded in the reader's language
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

var (
	bomUTF8  = []byte{0xEF, 0xBB, 0xBF}
	magicZip = []byte("PK\x03\x04")
	magicOLE = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
)

// Read reads a quote file from memory; name is used in problems and to
// break format ties by extension.
func Read(name string, data []byte) (*FileResult, error) { return ReadWith(name, data, ReadOptions{}) }

// ReadWith is Read with the user's decisions from the preview.
func ReadWith(name string, data []byte, o ReadOptions) (res *FileResult, err error) {
	name = filepath.Base(name)
	sum := sha256.Sum256(data)
	res = &FileResult{File: name, Hash: hex.EncodeToString(sum[:]), Quotes: []Quote{}, Problems: []Problem{}, Tables: []TableInfo{}}
	ext := strings.ToLower(filepath.Ext(name))
	trimmed := bytes.TrimLeft(data, " \t\r\n\xef\xbb\xbf")
	ctx := &readCtx{res: res, opts: o, fileVendor: vendorFromFileName(name), gridOf: map[*table]*grid{}}
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		return nil, fileProblem(name, mk("import.file.empty"))
	case bytes.HasPrefix(data, magicOLE):
		return nil, fileProblem(name, mk("import.file.xls"))
	case bytes.HasPrefix(data, magicZip):
		res.Format = "xlsx"
		err = ctx.readXLSX(data)
	case ext == ".xlsx" || ext == ".xlsm":
		return nil, fileProblem(name, mk("import.file.xlsx_damaged"))
	case ext == ".json" || (len(trimmed) > 0 && (trimmed[0] == '[' || trimmed[0] == '{') && json.Valid(trimmed)): // "[LINE] …" is text
		res.Format = "json"
		err = readJSON(res, data)
	default:
		res.Format = "csv"
		err = ctx.readCSV(data)
	}
	if err != nil {
		return nil, err
	}
	ctx.unaccountedRows() // validate_rows.go
	applyFileNotes(res)
	noteRatesDisagree(res)   // resolve_mistakes.go: the mail body's 1.5 beside the pasted table's 1.9
	applyFileMonthHours(res) // extract_month_hours.go
	for i := range res.Quotes {
		res.Quotes[i].SourceHash = res.Hash
		for _, w := range res.Warnings {
			res.Quotes[i].AddWarning(w)
		}
	}
	storeOnce(res) // after the file's warnings: its own go on the quote kept (repeats.go)
	AssignRowKeys(res.Quotes)
	if len(res.Quotes) == 0 && len(res.Problems) == 0 {
		return nil, fileProblem(name, noQuotesReason(res))
	}
	return res, nil
}

// errNoQuote is the English text of a file with a header and no rows.
var errNoQuote = mk("import.file.no_quotes").In("en")

// applyFileNotes fills unknown fields of every quote from the file's own
// notes (title rows, footnotes, other sheets), with a warning.
func applyFileNotes(res *FileResult) {
	var priceTexts, vendors []string
	for _, q := range res.Quotes {
		priceTexts, vendors = append(priceTexts, q.PriceText), append(vendors, q.Vendor)
	}
	for _, n := range res.Notes {
		if scopedFootnote(n, priceTexts) {
			continue // its rows have it (footnote.go)
		}
		for _, cl := range noteClauses(n, vendors) { // a note naming offers is theirs (extract_notes.go)
			nf := scanNotes(cl.text)
			covered := false
			for i := range res.Quotes {
				if q := &res.Quotes[i]; cl.scope.covers(q.Vendor, q.GPU, q.item) {
					covered = true
					applyNotes(q, nf, true)
					// "锦城智算 H800 为 3 个月起租": the offer's own minimum, over its plan's month
					// "以上价格按台·天计费，最短租期7天" under a 日租 table: the stated minimum over the plan's own day (SV0401)
					if (!cl.scope.wide() || termFromPlanOnly(*q)) && nf.minTerm != nil && !nf.minPlan && q.longerTerm(nf.minTerm, "term.file_note", inWords(nf.minText)) {
						q.Warnings = slices.DeleteFunc(q.Warnings, func(w msg.Msg) bool { return w.Key == "import.warn.term_from_plan" })
						q.AddWarning(mk("import.warn.from_file_note", mk("import.fact.min_term", termMsg(*nf.minTerm)), nf.minText))
					}
				}
			}
			if !covered && len(cl.scope.items) > 0 && len(res.Quotes) > 0 { // "⑤号 3个月起租" and no row opens with ⑤
				res.Warnings = append(res.Warnings, mk("import.warn.ime_item_note_unmatched", strings.TrimSpace(cl.text), strings.Join(cl.scope.items, ", ")))
			}
		}
	}
}

// termFromPlanOnly: the quote's minimum term is only what its plan word
// implies (日租: a day; term.plan), no cell or note states one.
func termFromPlanOnly(q Quote) bool {
	for _, e := range q.Evidence {
		if e.Field == "min_term" && e.Chosen {
			return e.Rule == "term.plan"
		}
	}
	return false
}

func noHeader(name string, sheets []string) *Problem {
	if len(sheets) > 0 {
		return fileProblem(name, mk("import.file.no_header_sheets", headerScanRows, len(sheets), strings.Join(sheets, "、")))
	}
	return fileProblem(name, mk("import.file.no_header", headerScanRows))
}

// ---------------------------------------------------------------- xlsx

func (ctx *readCtx) readXLSX(data []byte) (err error) {
	res := ctx.res
	defer func() { // a damaged workbook must not take the program down
		if r := recover(); r != nil {
			err = fileProblem(res.File, mk("import.file.xlsx_damaged"))
		}
	}()
	book, err := openXLSX(data)
	if err != nil {
		var eb *errBook
		if errors.As(err, &eb) {
			return fileProblem(res.File, eb.m)
		}
		if _, ok := err.(*errLimit); ok {
			return ctx.limitProblem("", err)
		}
		return fileProblem(res.File, mk("import.file.xlsx_damaged"))
	}
	if len(book.sheets) == 0 {
		return fileProblem(res.File, mk("import.file.no_sheets"))
	}
	type found struct {
		t     *table
		l     *layout
		first int
	}
	var tables []found
	var names, turned []string
	var plain []*table // sheets with no table, kept for the transposed check
	var sheets []*table
	mapped := map[*table]found{} // a sheet's table mapped once: the second loop reuses it unless a lookup joined it
	var shown []string
	for _, sh := range book.sheets {
		if sh.state != "hidden" && sh.state != "veryHidden" {
			ctx.sheetsShown++
			shown = append(shown, sh.name)
		}
	}
	ctx.tabsCluster = tabsCluster(shown)
	for i, sh := range book.sheets {
		if sh.state == "hidden" || sh.state == "veryHidden" {
			// not what the vendor shows: neither quotes nor notes
			ctx.hidden(&Problem{File: res.File, Sheet: sh.name, Reason: mk("import.safety.hidden_sheet", sh.state)})
			continue
		}
		names = append(names, sh.name)
		g, err := book.readSheet(i)
		if err != nil {
			return ctx.limitProblem(sh.name, err)
		}
		ctx.reportHidden(g)
		whole, err := g.table()
		if err != nil {
			return ctx.limitProblem(sh.name, err)
		}
		whole = groupRecords(whole)           // locate_records.go: a record over several rows, or packed in a cell, as one row
		for _, t := range sideBySide(whole) { // locate.go: tables side by side, each read on its own
			ctx.gridOf[t] = g
			sheets = append(sheets, t)
			if l, first := mapTable(t, 0, ctx.opts.Columns); l != nil {
				mapped[t] = found{t, l, first}
			} else if lk := readLookup(t); lk != nil { // locate_size_lookup.go: a sheet keyed by code, no prices
				ctx.lookups = append(ctx.lookups, lk)
			} else if d := readVendorDirectory(t); d != nil { // locate_vendor_key.go: a sheet naming the vendors' codes
				ctx.vendorDirs = append(ctx.vendorDirs, d)
			}
		}
	}
	bookKey, keyRows := fileKey{}, map[*table]map[int]bool{} // locate_file_key.go: the workbook's own key to its codes (KY0002)
	for _, t := range sheets {
		keyRows[t] = bookKey.readKeySheet(t)
		for i := range bookKey.readKeyLines(t) {
			keyRows[t][i] = true
		}
	}
	for _, t := range sheets {
		if bookKey.applyKey(t, keyRows[t]) {
			delete(mapped, t) // mapped again below, its codes read
		}
	}
	for _, t := range sheets {
		if jt := joinLookups(t, ctx.lookups); jt != t { // locate_size_lookup.go: the GPU of a code from its lookup
			ctx.gridOf[jt] = ctx.gridOf[t]
			t = jt
		}
		if _, ok := mapped[t]; !ok && ctx.mailListTable(t, false) { // mail.go: a webmail's list of mails, one a row
			turned = append(turned, t.sheet) // read by other means than a mapped header
			continue
		}
		if ctx.readMatrix(t) { // locate_turn.go: vendors down, a GPU over each price column
			turned = append(turned, t.sheet)
			continue
		}
		if f, ok := mapped[t]; ok {
			tables = append(tables, f)
			continue
		}
		if l, first := mapTable(t, 0, ctx.opts.Columns); l != nil {
			tables = append(tables, found{t, l, first})
			continue
		}
		if tt := titleGPUTable(t); tt != nil { // locate_context.go: a sheet per GPU, named in its title
			if l, first := mapTable(tt, 0, ctx.opts.Columns); l != nil {
				ctx.gridOf[tt] = ctx.gridOf[t]
				tables = append(tables, found{tt, l, first})
				continue
			}
		}
		if tt := tabGPUTable(t); tt != nil { // locate_tab.go: a sheet per GPU, named only in its tab
			if l, first := mapTable(tt, 0, ctx.opts.Columns); l != nil {
				ctx.gridOf[tt] = ctx.gridOf[t]
				tables = append(tables, found{tt, l, first})
				continue
			}
		}
		if c, ok := transposed(t); ok && ctx.readTurned(t, c) {
			turned = append(turned, t.sheet)
			continue
		}
		plain = append(plain, t)
		ctx.figures = append(ctx.figures, readFigureSheet(t)...) // locate_size_lookup.go: 算力折算 by GPU
		// A sheet with no table: a cover or terms sheet. Its lines are the
		// file's notes; its first lines may name the vendor (resolve_vendor.go).
		for r := 0; r < len(t.rows) && r < 200; r++ {
			if s := lineOf(t.rows[r]); s != "" {
				res.Notes = append(res.Notes, s)
				if r < 12 && !tableLine(t.rows[r]) { // locate_size_lookup.go: a header is no title
					ctx.coverLines = append(ctx.coverLines, s)
				}
			}
		}
	}
	ctx.hiddenWarning()
	for _, f := range tables { // PN0103: a header's mark keyed on another sheet of the workbook
		ctx.bookFootnotes = append(ctx.bookFootnotes, sheetFoot{f.t.sheet, footnoteLinesOf(f.t, f.l, f.first)})
	}
	for _, t := range plain {
		ctx.bookFootnotes = append(ctx.bookFootnotes, sheetFoot{t.sheet, footnoteLinesOf(t, nil, 0)})
	}
	if len(tables) == 0 && len(turned) > 0 {
		res.Sheet = turned[0]
		return nil
	}
	if len(tables) == 0 {
		for _, t := range plain { // each sheet read once (issue 25)
			if c, ok := transposed(t); ok {
				return &Problem{File: res.File, Sheet: t.sheet, Reason: mk("import.file.transposed", t.letter(c))}
			}
		}
		if ctx.readProseSheets(plain) { // locate_prose.go: sheets of text whose lines are offers
			return nil
		}
		return noHeader(res.File, names)
	}
	res.Sheet = tables[0].t.sheet
	for _, f := range tables { // resolve_vendor.go bookTitleVendor: a sheet naming no vendor in a workbook whose other titles name one
		ctx.bookTitles = append(ctx.bookTitles, sheetTitles{sheet: f.t.sheet, lines: titleLines(f.t, f.l.headerRows[0])})
	}
	var vers sheetVersions // pricever_sheets.go: sheets that are earlier versions of another
	for _, f := range tables {
		vers.add(f.t, f.l, f.first)
	}
	vers.decide()
	ctx.singleTable = ctx.sheetsShown <= 1 && len(tables) == 1 // locate_tab.go: the file's name speaks for its one table
	for _, f := range tables {
		if vers.skip(res, f.t, f.first) {
			continue
		}
		n := len(res.Quotes)
		ctx.readTable(f.t, f.l, f.first)
		vers.hold(res.Quotes[n:], f.t)
	}
	vers.warn(res)
	return nil
}

// limitProblem names the limit a workbook went past (issue 16: a sheet
// whose rows each hold a cell in column XFD is refused, not expanded).
func (ctx *readCtx) limitProblem(sheet string, err error) error {
	if pe, ok := asPlace(err); ok {
		return placeProblem(ctx.res.File, sheet, pe)
	}
	var le *errLimit
	if errors.As(err, &le) {
		if m, ok := limitReasons[le.m]; ok {
			return &Problem{File: ctx.res.File, Sheet: sheet, Reason: mk(m.key, m.n)}
		}
		if ctx.res.Format != "xlsx" {
			return &Problem{File: ctx.res.File, Reason: mk("import.safety.limit_cells_text", maxCells)}
		}
		return &Problem{File: ctx.res.File, Sheet: sheet, Reason: mk("import.file.limit_cells", maxCells)}
	}
	return &Problem{File: ctx.res.File, Sheet: sheet, Reason: mk("import.file.sheet_unreadable", sheet)}
}

// limitReasons: the message naming each limit (errLimit.m) and its size.
var limitReasons = map[string]struct {
	key string
	n   int
}{"row": {"import.file.limit_row", maxCellsPerRow}, "columns": {"import.file.limit_columns", maxColumns},
	"part": {"import.file.limit_part", maxPartBytes >> 20}, "text": {"import.safety.limit_text", maxTextChars},
	"rows": {"import.safety.limit_rows", maxRows}, "book": {"import.safety.book_xml", maxBookXMLBytes >> 20}}

// KnownField reports whether f is a field a column can be read as: one
// a person can set (IsField) or one the values alone may give. A
// remembered column mapping (ReadOptions.Columns) naming any other field
// was not made by the import preview; storage refuses a restored one.
func KnownField(f string) bool {
	_, byValues := contentOnly[f]
	return IsField(f) || byValues
}

// IsField reports whether f is a field a column can be set to (ReadOptions.Columns,
// --map, the preview), "-" leaving the column unread.
func IsField(f string) bool {
	if f == fIgnore {
		return true
	}
	return slices.ContainsFunc(synonyms, func(s synRow) bool { return s.field == f })
}
