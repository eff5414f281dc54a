package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"computecheck/calc"
	"computecheck/msg"
)

// TableInfo is how one table of a file was read: where its header is and
// what each column was taken to be, with the evidence (--explain, and the
// import preview's mapping step).
type TableInfo struct {
	Sheet      string       `json:"sheet,omitempty"`
	HeaderRows []int        `json:"header_rows"` // as the spreadsheet numbers them
	LayoutKey  string       `json:"layout_key"`
	Columns    []ColumnInfo `json:"columns"`
}

// ColumnInfo is one column: the file's header text, the field it was read
// as ("" = not read), and why.
type ColumnInfo struct {
	Letter   string    `json:"letter"`
	Header   string    `json:"header"`
	Field    string    `json:"field"`
	Evidence []msg.Msg `json:"evidence_ids"`
}

// readCtx is what one file's tables share.
type readCtx struct {
	res          *FileResult
	opts         ReadOptions
	bookVendor   string // from a cover sheet or another sheet's title
	bookVendorAt string
	fileVendor   string
}

var (
	reTotals   = regexp.MustCompile(`^(?:合\s*计|总\s*计|小\s*计|共\s*计|总数|汇总|total|sum|subtotal|grand total)\b|^(?:合计|总计|小计)`)
	reNoteLead = regexp.MustCompile(`^(?:注|备注|说明|附注|\*|※|#|note|remark|①)`)
)

// titleLines are the text rows above a header.
func titleLines(t *table, upTo int) []string {
	var out []string
	for i := 0; i < upTo && i < len(t.rows); i++ {
		if s := joinCells(t.rows[i]); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// readTable reads the quotes under a table's header.
func (ctx *readCtx) readTable(t *table, l *layout, first int) {
	res := ctx.res
	titles := titleLines(t, l.headerRows[0])
	res.Notes = append(res.Notes, titles...)
	vendor, vendorAt, currency := "", "", ""
	for _, s := range titles {
		if vendor == "" {
			if v := vendorFromTitle(s); v != "" {
				vendor, vendorAt = v, s
			}
		}
		if currency == "" {
			currency = fileCurrency(s)
		}
	}
	ctx.addInfo(t, l)
	english := true
	for _, h := range l.headers {
		if !isASCII(h) {
			english = false
		}
	}
	last := map[string]string{}
	lastVendorRow := ""
	var notes []string
	hints := make([]string, len(l.cols))
	for i, cm := range l.cols {
		hints[i] = headerHint(cm.header)
	}
	for i := first; i < len(t.rows); i++ {
		row := t.rows[i]
		get := func(c int) (string, bool) { return t.mergedDown(i, c) }
		nonEmpty, firstText := 0, ""
		for c := range row {
			if v := strings.TrimSpace(row[c]); v != "" {
				nonEmpty++
				if firstText == "" {
					firstText = v
				}
			}
		}
		if nonEmpty == 0 {
			continue
		}
		if sameRow(row, t.rows[l.headerRows[0]]) {
			continue
		}
		if looksLikeHeader(row) {
			if nl, nf := mapTable(t, i, ctx.opts.Columns); nl != nil && nl.headerRows[0] == i {
				l, first = nl, nf
				hints = make([]string, len(l.cols))
				for k, cm := range l.cols {
					hints[k] = headerHint(cm.header)
				}
				ctx.addInfo(t, l)
				i = nf - 1
				last = map[string]string{}
				continue
			}
		}
		priceEmpty := true
		for _, pi := range l.prices {
			if v, _ := get(l.cols[pi].col); strings.TrimSpace(v) != "" {
				priceEmpty = false
			}
		}
		low := strings.ToLower(narrow(firstText))
		if reTotals.MatchString(low) {
			notes = append(notes, joinCells(row))
			continue
		}
		if nonEmpty == 1 && priceEmpty && (isFootnote(firstText) || isSection(firstText, t.rowMerged(i), l.isVendorCell(row, firstText))) {
			notes = append(notes, joinCells(row))
			continue
		}
		if priceEmpty && reNoteLead.MatchString(low) && utf8.RuneCountInString(firstText) >= 8 {
			notes = append(notes, joinCells(row))
			continue
		}
		r := rowIn{file: res.File, sheet: t.sheet, row: t.rowNum[i], cells: map[string]cell{}, extra: map[string]string{}, xlsx: t.xlsx,
			english: english, fileCurrency: currency}
		for ci, cm := range l.cols {
			v, viaMerge := get(cm.col)
			c := cell{text: v, header: cm.header, letter: cm.letter, hint: hints[ci], merged: viaMerge}
			if ci == 0 || r.first.header == "" {
				if r.first.header == "" {
					r.first = c
				}
			}
			switch {
			case cm.field == fPrice:
				r.prices = append(r.prices, priceIn{cell: c, hint: cm.hint, tier: cm.tier, tierName: cm.tierName})
			case cm.field == fNotes:
				if old, ok := r.cells[fNotes]; ok {
					if strings.TrimSpace(v) != "" {
						old.text = strings.TrimSpace(old.text + "；" + v)
						r.cells[fNotes] = old
					}
				} else {
					r.cells[fNotes] = c
				}
			case cm.field == "" || cm.field == fIgnore:
				if strings.TrimSpace(v) != "" && cm.header != "" {
					r.extra[cm.header] = strings.TrimSpace(v)
				}
			default:
				r.cells[cm.field] = c
			}
		}
		// Fill-down: a group's vendor (and GPU) written once and left blank
		// below, in rows that carry a price.
		if !priceEmpty {
			v := strings.TrimSpace(r.cells[fVendor].text)
			for _, f := range []string{fVendor, fGPU, fGPUForm, fRegion} {
				c, ok := r.cells[f]
				if !ok {
					continue
				}
				if strings.TrimSpace(c.text) == "" && last[f] != "" {
					if f != fVendor && v != "" && v != lastVendorRow {
						continue // another vendor's row: no GPU from the one above
					}
					c.text = last[f]
					r.cells[f] = c
					r.layoutWarn = append(r.layoutWarn, fillDownMsg(f, c.header, last[f]))
				}
			}
			for _, f := range []string{fVendor, fGPU, fGPUForm, fRegion} {
				if c, ok := r.cells[f]; ok && strings.TrimSpace(c.text) != "" {
					last[f] = strings.TrimSpace(c.text)
				}
			}
			lastVendorRow = strings.TrimSpace(r.cells[fVendor].text)
		}
		if strings.TrimSpace(r.cells[fVendor].text) == "" {
			switch {
			case vendor != "":
				r.vendorFallback, r.vendorFrom = vendor, mk("import.warn.vendor_from_title", vendor, vendorAt)
			case ctx.bookVendor != "":
				r.vendorFallback, r.vendorFrom = ctx.bookVendor, mk("import.warn.vendor_from_title", ctx.bookVendor, ctx.bookVendorAt)
			case ctx.fileVendor != "":
				r.vendorFallback, r.vendorFrom = ctx.fileVendor, mk("import.warn.vendor_from_file", ctx.fileVendor, res.File)
			}
		}
		if u, ok := ctx.opts.Units[RowRef(t.sheet, t.rowNum[i])]; ok {
			r.unitOverride = u
		}
		qs, probs := build(r)
		res.Problems = append(res.Problems, probs...)
		res.Quotes = append(res.Quotes, qs...)
	}
	res.Notes = append(res.Notes, notes...)
}

// RowRef names a row for ReadOptions.Units: "sheet!row" (or "row" in CSV).
func RowRef(sheet string, row int) string {
	if sheet == "" {
		return itoa(row)
	}
	return sheet + "!" + itoa(row)
}

func fillDownMsg(f, header, v string) msg.Msg {
	switch f {
	case fVendor:
		return mk("import.warn.vendor_filled", v, header)
	case fGPU:
		return mk("import.warn.gpu_filled", v, header)
	}
	return mk("import.warn.filled", header, v)
}

func (ctx *readCtx) addInfo(t *table, l *layout) {
	ti := TableInfo{Sheet: t.sheet, LayoutKey: l.key}
	for _, h := range l.headerRows {
		ti.HeaderRows = append(ti.HeaderRows, t.rowNum[h])
	}
	for _, cm := range l.cols {
		f := cm.field
		if f == fIgnore {
			f = ""
		}
		ti.Columns = append(ti.Columns, ColumnInfo{Letter: cm.letter, Header: cm.header, Field: f, Evidence: cm.evidence})
	}
	ctx.res.Tables = append(ctx.res.Tables, ti)
}

// looksLikeHeader: a row of header words with no data in it (a second
// table's header further down the sheet).
func looksLikeHeader(row []string) bool {
	exact, price := 0, false
	for _, c := range row {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		if strings.ContainsAny(c, "0123456789") {
			return false // data, or a unit ("元/台/月") in a data row
		}
		f, ok := synonymIndex[headerKey(c)]
		if !ok {
			continue
		}
		exact++
		price = price || f == fPrice
	}
	return exact >= 4 && price
}

// isSection: a one-cell row naming a group ("▌训练集群 Training clusters"),
// not a quote that lost its cells (which names a GPU).
func isSection(s string, merged, inVendorColumn bool) bool {
	if _, ok := calc.MatchGPU(s); ok {
		return false
	}
	if _, ok := ParseSpec(s); ok {
		return false
	}
	if merged || reSectionMark.MatchString(s) || utf8.RuneCountInString(s) >= 12 {
		return true
	}
	// a lone name in the vendor column is a quote row that lost its cells
	return !inVendorColumn && !strings.ContainsAny(s, "0123456789")
}

var reSectionMark = regexp.MustCompile(`^[▌■●◆▶►【\[#*]|集群|系列|专区|类$|(?i)cluster|series|training|inference`)

// rowMerged reports whether row r has a cell merged across columns.
func (t *table) rowMerged(r int) bool {
	for k, from := range t.mergedFrom {
		if k[0] == r && from[0] == r {
			return true
		}
	}
	return false
}

// isVendorCell: the row's only text sits in the vendor column.
func (l *layout) isVendorCell(row []string, text string) bool {
	i, ok := l.byField[fVendor]
	if !ok {
		return false
	}
	c := l.cols[i].col
	return c < len(row) && strings.TrimSpace(row[c]) == text
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
