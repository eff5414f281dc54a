package app

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

// ---------------------------------------------------------------- import

// onImportFile picks a vendor file; it is read off the UI goroutine.
func (s *quotesScreen) onImportFile() {
	d := dialog.NewFileOpen(s.onFileChosen, s.u.win)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{".csv", ".xlsx", ".xlsm", ".json", ".tsv", ".txt"}))
	d.Resize(dialogSize(s.u.win))
	d.Show()
}

func (s *quotesScreen) onFileChosen(rc fyne.URIReadCloser, err error) {
	if err != nil {
		showError(err, s.u.win)
		return
	}
	if rc == nil {
		return
	}
	name := rc.URI().Name()
	s.parseAsync(name, func() ([]byte, error) {
		defer rc.Close()
		data, err := io.ReadAll(io.LimitReader(rc, quotes.MaxFileBytes+1))
		if err == nil && len(data) > quotes.MaxFileBytes {
			err = errors.New(assets.T("quotes.too_big", quotes.MaxFileBytes>>20))
		}
		return data, err
	}, nil)
}

// onPaste takes a table copied from Excel, WPS or WeChat (tab- or
// comma-separated, with its header row).
func (s *quotesScreen) onPaste() {
	s.pasteBox = newDialogMultiLineEntry()
	s.pasteBox.SetPlaceHolder(assets.T("quotes.paste_hint"))
	s.pasteBox.SetText(s.lastPaste)
	s.pasteBox.OnChanged = func(text string) {
		if c, ok := tabsToCSV(text); ok {
			s.pasteBox.SetText(c)
		}
	}
	s.pasteErr = widget.NewLabel("")
	s.pasteErr.Importance = widget.DangerImportance
	s.pasteErr.Wrapping = textWrap()
	s.pasteErr.Hide()
	var d *dialog.CustomDialog
	s.pasteOK = widget.NewButton(assets.T("quotes.paste_read"), func() {
		text := s.pasteBox.Text
		s.lastPaste = text
		if strings.TrimSpace(text) == "" {
			s.pasteErr.SetText(assets.T("quotes.paste_empty"))
			s.pasteErr.Show()
			return
		}
		s.pasteOK.Disable()
		s.parseAsync(pasteName, func() ([]byte, error) { return []byte(text), nil }, func(ok bool, msg string) {
			s.pasteOK.Enable()
			if ok {
				d.Hide()
				return
			}
			s.pasteErr.SetText(msg)
			s.pasteErr.Show()
		})
	})
	s.pasteOK.Importance = widget.HighImportance
	cancel := widget.NewButton(assets.T("form.cancel"), func() { d.Hide() })
	intro := widget.NewLabel(assets.T("quotes.paste_intro"))
	intro.Wrapping = textWrap()
	content := container.NewBorder(intro, container.NewVBox(s.pasteErr, container.NewHBox(cancel, s.pasteOK)), nil, nil, s.pasteBox)
	d = dialog.NewCustomWithoutButtons(assets.T("quotes.paste_title"), content, s.u.win)
	d.Resize(fyne.NewSize(900, 560))
	// Enter in the table is a new line; Esc (anywhere) and Enter outside it.
	s.u.showDialog(d, s.pasteOK, cancel)
	s.u.win.Canvas().Focus(s.pasteBox)
}

// tabsToCSV rewrites a pasted tab-separated table (Excel, WPS and WeChat
// copy tables so) as CSV: the entry draws a tab as a box that garbles the
// line, while commas read plainly. Cells with commas ("¥38,000") or line
// breaks are quoted, so quotes.Read gets the same cells back.
func tabsToCSV(text string) (string, bool) {
	if !strings.Contains(text, "\t") {
		return "", false
	}
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = '\t'
	r.LazyQuotes = true
	r.FieldsPerRecord = -1
	var b strings.Builder
	w := csv.NewWriter(&b)
	line := 1 // the next line of the text: blank lines the reader skips are kept, so rows keep their numbers
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", false
		}
		start, _ := r.FieldPos(0)
		for ; line < start; line++ {
			b.WriteString("\n")
		}
		if w.Write(rec) != nil {
			return "", false
		}
		w.Flush()
		line = start + 1 + strings.Count(strings.Join(rec, ""), "\n")
	}
	return b.String(), w.Error() == nil
}

func (s *quotesScreen) setBusy(on bool, text string) {
	for _, b := range s.actions {
		if on {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if on {
		s.busyBox.Show()
		s.busy.Start()
		s.setStatus(text, false)
	} else {
		s.busy.Stop()
		s.busyBox.Hide()
	}
}

// parseAsync reads and parses a file (a big workbook takes seconds) off
// the UI goroutine and comes back through fyne.Do with the preview.
// done, when set, learns whether a preview opened (the paste dialog stays
// open with the message when it did not).
func (s *quotesScreen) parseAsync(name string, load func() ([]byte, error), done func(ok bool, msg string)) {
	s.setBusy(true, assets.T("quotes.reading", name))
	opts := s.opts
	ms, _ := s.store.(MappingStore)
	background(func() {
		var res *quotes.FileResult
		var norm []quotes.Quote
		var ro quotes.ReadOptions
		data, err := load()
		if err == nil && ms != nil {
			ro.Columns, _ = ms.ColumnMappings(context.Background())
		}
		if err == nil {
			res, err = quotes.ReadWith(name, data, ro)
		}
		if err == nil {
			norm = quotes.NormalizeAll(res.Quotes, opts)
		}
		fyne.Do(func() {
			s.onParsed(name, res, norm, err, done)
			if s.preview != nil && err == nil {
				s.preview.data, s.preview.ro = data, ro
				s.preview.remembered = rememberedUsed(res, ro)
				s.preview.refreshMapping()
			}
		})
	})
}

// MappingStore remembers the column mapping the user set in the import
// preview, per header layout; *storage.DB implements it.
type MappingStore interface {
	ColumnMappings(ctx context.Context) (map[string]map[string]string, error)
	SaveColumnMapping(ctx context.Context, layoutKey string, headers []string, mapping map[string]string) error
}

var _ MappingStore = (*storage.DB)(nil)

// rememberedUsed reports whether a remembered mapping was applied.
func rememberedUsed(res *quotes.FileResult, ro quotes.ReadOptions) bool {
	for _, t := range res.Tables {
		if len(ro.Columns[t.LayoutKey]) > 0 {
			return true
		}
	}
	return false
}

func problemText(err error) string {
	var p *quotes.Problem
	if errors.As(err, &p) {
		return p.Text(assets.Lang())
	}
	return errText(err)
}

func (s *quotesScreen) onParsed(name string, res *quotes.FileResult, norm []quotes.Quote, err error, done func(bool, string)) {
	s.setBusy(false, "")
	if err != nil {
		msg := assets.T("quotes.read_failed", problemText(err))
		s.setStatus(msg, true)
		if done != nil {
			done(false, msg)
		} else {
			dialog.ShowError(errors.New(msg), s.u.win)
		}
		return
	}
	s.setStatus(assets.T("quotes.read_ok", name, len(res.Quotes), len(res.Problems)), false)
	if done != nil {
		done(true, "")
	}
	s.showPreview(name, res, norm)
}

// importPreview shows every row of a file as read, and every problem,
// before anything is stored.
type importPreview struct {
	s          *quotesScreen
	name       string
	data       []byte
	ro         quotes.ReadOptions // the user's mapping and units, applied on every re-read
	changed    map[string]bool    // layouts whose mapping the user changed (remembered on import)
	remembered bool
	res        *quotes.FileResult
	norm       []quotes.Quote
	mapBox     *fyne.Container
	mapNote    *widget.Label
	selRow     int // selected quote row, -1 none
	selProb    int // selected problem, -1 none
	unitSel    *dialogSelect
	summary    *widget.Label
	dlg        *dialog.CustomDialog
	rows       *widget.Table
	rowDetail  *widget.Label
	trace      *widget.Label // the selected cell's trace (present.TraceLines)
	problems   *widget.List
	probText   []string
	msg        *widget.Label
	busy       *widget.ProgressBarInfinite
	importAll  *widget.Button
	applyUnit  *widget.Button
	confirm    *widget.Button
	importGood *widget.Button
	cancel     *widget.Button
}

var previewColumns = []struct {
	key   string
	width float32
}{
	{"quotes.pv.row", 56}, {"quotes.col.vendor", 110}, {"quotes.col.offer", 120}, {"quotes.pv.gpu", 200},
	{"quotes.pv.price", 226}, {"quotes.col.per_gpu_hour", 92}, {"quotes.pv.warnings", 300},
}

func (s *quotesScreen) showPreview(name string, res *quotes.FileResult, norm []quotes.Quote) {
	p := &importPreview{s: s, name: name, res: res, norm: norm, selRow: -1, selProb: -1, changed: map[string]bool{}}
	s.preview = p
	for _, pr := range res.Problems {
		p.probText = append(p.probText, pr.Text(assets.Lang()))
	}

	format := strings.ToUpper(res.Format)
	if res.Encoding != "" {
		format += " · " + res.Encoding
	}
	if res.Sheet != "" {
		format += " · " + assets.T("quotes.pv_sheet", res.Sheet)
	}
	summary := widget.NewLabel(assets.T("quotes.pv_summary", name, format, len(res.Quotes), len(res.Problems)))
	summary.Wrapping = textWrap()
	p.summary = summary
	head := container.NewVBox(summary)
	if len(res.Notes) > 0 {
		n := widget.NewLabel(assets.T("quotes.pv_notes", strings.Join(res.Notes, " ｜ ")))
		n.Wrapping = textWrap()
		n.Importance = widget.LowImportance
		head.Add(n)
	}
	p.msg = widget.NewLabel("")
	p.msg.Wrapping = textWrap()
	if len(res.Problems) > 0 {
		p.msg.SetText(assets.T("quotes.pv_has_problems", len(res.Problems), len(res.Quotes)))
		p.msg.Importance = widget.DangerImportance
	} else {
		p.msg.SetText(assets.T("quotes.pv_all_good", len(res.Quotes)))
		p.msg.Importance = widget.SuccessImportance
	}
	head.Add(p.msg)
	p.mapNote = widget.NewLabel("")
	p.mapNote.Wrapping = textWrap()
	p.mapNote.Importance = widget.LowImportance
	p.mapBox = container.NewVBox()
	mapPanel := container.NewBorder(container.NewVBox(
		widget.NewLabelWithStyle(assets.T("import.ui.mapping_title", mappedCount(res)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		p.mapNote), nil, nil, nil, container.NewVScroll(p.mapBox))
	p.refreshMapping()

	p.rows = widget.NewTableWithHeaders(
		func() (int, int) { return len(res.Quotes), len(previewColumns) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("A800-80G-SXM")
			l.Truncation = fyne.TextTruncateClip
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			txt := p.cellText(id.Row, id.Col)
			l.Truncation = fitTruncation(txt, previewColumns[id.Col].width)
			l.SetText(txt)
		})
	p.rows.ShowHeaderColumn = false
	p.rows.CreateHeader = func() fyne.CanvasObject { return widget.NewLabel("") }
	p.rows.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		l.TextStyle.Bold = true
		if id.Row < 0 && id.Col >= 0 {
			if k := previewColumns[id.Col].key; k == "quotes.col.per_gpu_hour" {
				l.SetText(assets.T(k, reportingCurrency(s.opts)))
			} else {
				l.SetText(assets.T(k))
			}
		} else {
			l.SetText("")
		}
	}
	for i, c := range previewColumns {
		p.rows.SetColumnWidth(i, c.width)
	}
	p.rowDetail = widget.NewLabel(assets.T("quotes.pv_row_hint"))
	p.rowDetail.Wrapping = textWrap()
	p.rowDetail.Importance = widget.LowImportance
	p.rows.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < len(res.Quotes) {
			p.selRow, p.selProb = id.Row, -1
			p.onSelectionChanged()
			q := res.Quotes[id.Row]
			txt := assets.T("quotes.row_n", q.SourceRow) + "：" + p.cellText(id.Row, 3) + " · " + p.cellText(id.Row, 4)
			if len(q.Warnings) > 0 {
				txt += "\n• " + strings.Join(quotes.RenderAll(q.Warnings, assets.Lang()), "\n• ")
			}
			p.rowDetail.Importance = widget.MediumImportance
			p.rowDetail.SetText(txt)
			p.trace.Importance = widget.MediumImportance
			p.trace.SetText(p.traceText(id.Row, id.Col))
		}
	}
	p.trace = widget.NewLabel(assets.T("ui.quotes.trace_hint"))
	p.trace.Wrapping = textWrap()
	p.trace.Importance = widget.LowImportance // a hint, like the row detail's, until a cell is chosen
	// a row's detail and its whole trace run to dozens of lines: they
	// scroll under the table, which keeps its share of a small window
	detailScroll := container.NewVScroll(container.NewVBox(p.rowDetail, p.trace))
	detailScroll.SetMinSize(fyne.NewSize(0, 60))
	rowsSplit := container.NewVSplit(p.rows, detailScroll)
	rowsSplit.Offset = 0.7

	p.problems = widget.NewList(
		func() int { return len(p.probText) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Importance = widget.DangerImportance
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.probText[i]) })
	p.problems.OnSelected = func(i widget.ListItemID) {
		p.selProb, p.selRow = i, -1
		p.onSelectionChanged()
	}
	copyProblems := widget.NewButtonWithIcon(assets.T("quotes.pv_copy_problems"), theme.ContentCopyIcon(), func() {
		s.u.app.Clipboard().SetContent(strings.Join(p.probText, "\n"))
	})

	rowsBox := container.NewBorder(widget.NewLabelWithStyle(assets.T("quotes.pv_rows", len(res.Quotes)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		nil, nil, nil, rowsSplit)
	var body fyne.CanvasObject = rowsBox
	if len(p.probText) > 0 {
		probBox := container.NewBorder(
			container.NewBorder(nil, nil, nil, copyProblems,
				widget.NewLabelWithStyle(assets.T("quotes.pv_problems", len(p.probText)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
			nil, nil, nil, p.problems)
		split := container.NewVSplit(rowsBox, probBox)
		split.Offset = 0.68
		body = split
	}
	// The mapping step above the rows it produces: change a column, see
	// the rows change.
	mapSplit := container.NewVSplit(mapPanel, body)
	mapSplit.Offset = 0.25
	body = mapSplit

	p.importAll = widget.NewButton(assets.T("quotes.pv_import_all", len(res.Quotes)), func() { s.onImportConfirmed(p) })
	p.importAll.Importance = widget.HighImportance
	p.importGood = widget.NewButton(assets.T("quotes.pv_import_good", len(res.Quotes)), func() { s.onImportConfirmed(p) })
	p.importGood.Importance = widget.WarningImportance
	if len(res.Problems) > 0 || len(res.Quotes) == 0 {
		p.importAll.Disable()
	}
	if len(res.Problems) == 0 {
		p.importGood.Hide()
	} else if len(res.Quotes) == 0 {
		p.importGood.Disable()
	}
	p.cancel = widget.NewButton(assets.T("form.cancel"), func() {
		p.dlg.Hide()
		s.preview = nil
		s.setStatus(assets.T("quotes.pv_cancelled", name), false)
	})
	p.busy = widget.NewProgressBarInfinite()
	p.busy.Stop()
	p.busy.Hide()
	p.unitSel = newDialogSelect(unitChoices(), nil)
	p.unitSel.PlaceHolder = assets.T("import.ui.unit_placeholder")
	p.applyUnit = widget.NewButton(assets.T("import.ui.unit_apply"), p.onUnitApply)
	p.confirm = widget.NewButtonWithIcon(assets.T("import.ui.confirm_row"), theme.ConfirmIcon(), p.onConfirmRow)
	p.applyUnit.Disable()
	p.confirm.Disable()
	rowTools := container.NewHBox(widget.NewLabel(assets.T("import.ui.unit_for_row")), p.unitSel, p.applyUnit, p.confirm)
	foot := container.NewVBox(rowTools, container.NewBorder(nil, nil, nil, container.NewHBox(p.cancel, p.importGood, p.importAll), p.busy))

	p.dlg = dialog.NewCustomWithoutButtons(assets.T("quotes.pv_title", name), container.NewBorder(head, foot, nil, nil, body), s.u.win)
	// The mapping step needs room: most of a large screen, all of a small one.
	cs := s.u.win.Canvas().Size()
	p.dlg.Resize(fyne.NewSize(min(max(1180, cs.Width*0.9), cs.Width), min(max(740, cs.Height*0.9), cs.Height)))
	// Enter imports when every row read (never only the good ones: that
	// is a choice to click); Esc cancels.
	s.u.showDialog(p.dlg, p.importAll, p.cancel)
}

func (p *importPreview) cellText(row, col int) string {
	q := p.res.Quotes[row]
	switch col {
	case 0:
		return strconv.Itoa(q.SourceRow)
	case 1:
		return q.Vendor
	case 2:
		return q.Offer
	case 3:
		if q.GPUText != "" && q.GPUText != q.GPU {
			return q.GPU + "  ←  " + q.GPUText
		}
		return q.GPU
	case 4:
		read := present.StoredPrice(q, assets.Lang())
		if w := strings.TrimSpace(priceWords(q)); w != "" && w != read {
			return w + "  →  " + read
		}
		return read
	case 5:
		if row < len(p.norm) {
			return present.PerGPUHourNumber(p.norm[row])
		}
		return "—"
	case 6:
		mark := ""
		if q.NeedsReview {
			mark = assets.T("import.ui.needs_review_mark") + " "
		}
		if len(q.Warnings) == 0 {
			return mark + "—"
		}
		return mark + fmt.Sprintf("(%d) %s", len(q.Warnings), strings.Join(quotes.RenderAll(q.Warnings, assets.Lang()), "; "))
	}
	return ""
}

// traceFields are the traced fields each preview column shows (none: all).
var traceFields = map[int][]string{1: {"vendor"}, 2: {"offer"}, 3: {"gpu", "gpus_per_node"},
	4: {"price", "price_unit"}, 5: {"price", "price_unit", "gpus_per_node"}}

// traceText is where the values of a preview cell came from: the trace
// of its fields, as `quotes import --trace` prints it.
func (p *importPreview) traceText(row, col int) string {
	var lines []string
	for _, st := range p.res.Trace(row) {
		if fs, ok := traceFields[col]; ok && !slices.Contains(fs, st.Field) {
			continue
		}
		lines = append(lines, present.TraceLines(st, assets.Lang())...)
	}
	return strings.Join(lines, "\n")
}

// priceWords is the vendor's price cell and unit cell.
func priceWords(q quotes.Quote) string {
	pt := strings.TrimSpace(q.PriceText)
	if ut := strings.TrimSpace(q.Raw["price_unit"]); ut != "" && !strings.Contains(pt, ut) {
		return pt + " " + ut
	}
	return pt
}

// onImportConfirmed stores the rows that read, in one transaction, off the
// UI goroutine. "Import all" is only enabled when every row read, so both
// buttons store the same rows; the problem rows are never stored.
func (s *quotesScreen) onImportConfirmed(p *importPreview) {
	for _, b := range []*widget.Button{p.importAll, p.importGood, p.cancel} {
		b.Disable()
	}
	p.busy.Show()
	p.busy.Start()
	p.msg.Importance = widget.MediumImportance
	p.msg.SetText(assets.T("quotes.importing", len(p.res.Quotes)))
	s.setBusy(true, assets.T("quotes.importing", len(p.res.Quotes)))
	qs, name, skipped := p.res.Quotes, p.name, len(p.res.Problems)
	ms, _ := s.store.(MappingStore)
	var remember []quotes.TableInfo
	for _, t := range p.res.Tables {
		if p.changed[t.LayoutKey] {
			remember = append(remember, t)
		}
	}
	cols := p.ro.Columns
	background(func() {
		if ms != nil {
			for _, t := range remember {
				hs := make([]string, len(t.Columns))
				for i, c := range t.Columns {
					hs[i] = c.Header
				}
				_ = ms.SaveColumnMapping(context.Background(), t.LayoutKey, hs, cols[t.LayoutKey])
			}
		}
		added, updated, err := s.store.ImportQuotes(context.Background(), qs, name)
		fyne.Do(func() { s.onImported(p, added, updated, skipped, err) })
	})
}

func (s *quotesScreen) onImported(p *importPreview, added, updated, skipped int, err error) {
	s.setBusy(false, "")
	p.busy.Stop()
	p.busy.Hide()
	if err != nil {
		p.msg.Importance = widget.DangerImportance
		p.msg.SetText(assets.T("quotes.import_failed", errText(err)))
		p.cancel.Enable()
		s.setStatus(assets.T("quotes.import_failed", errText(err)), true)
		return
	}
	p.dlg.Hide()
	if s.showDeleted {
		s.showDeleted = false
		s.deletedChk.SetChecked(false) // reloads
	} else {
		s.reload()
	}
	msg := assets.T("quotes.imported", p.name, added, updated, len(p.res.Quotes)-added-updated)
	if skipped > 0 {
		msg += assets.T("quotes.imported_skipped", skipped)
	}
	s.setStatus(msg, false)
	s.preview = nil
}

// ---------------------------------------------------------------- templates

var templateChoices = []struct{ lang, ext, key string }{
	{assets.LangZh, ".xlsx", "quotes.template_zh_xlsx"}, {assets.LangZh, ".csv", "quotes.template_zh_csv"},
	{assets.LangEn, ".xlsx", "quotes.template_en_xlsx"}, {assets.LangEn, ".csv", "quotes.template_en_csv"},
}

func (s *quotesScreen) onTemplateMenu(anchor fyne.CanvasObject) {
	var items []*fyne.MenuItem
	for _, c := range templateChoices {
		c := c
		items = append(items, fyne.NewMenuItem(assets.T(c.key), func() { s.onSaveTemplate(c.lang, c.ext) }))
	}
	widget.ShowPopUpMenuAtRelativePosition(fyne.NewMenu("", items...), s.u.win.Canvas(), fyne.NewPos(0, anchor.Size().Height), anchor)
}

// onSaveTemplate asks where to save the blank import template.
func (s *quotesScreen) onSaveTemplate(lang, ext string) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) { s.onTemplateChosen(lang, ext, wc, err) }, s.u.win)
	d.SetFileName(assets.Tr(lang, "quotes.template_file") + ext)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{ext}))
	d.Resize(dialogSize(s.u.win))
	d.Show()
}

// onTemplateChosen writes the template into what the save dialog opened.
// The format is the one chosen from the menu, whatever the name typed.
func (s *quotesScreen) onTemplateChosen(lang, ext string, wc fyne.URIWriteCloser, err error) {
	if err != nil {
		showError(err, s.u.win)
		return
	}
	if wc == nil {
		return
	}
	var buf bytes.Buffer
	if ext == ".csv" {
		err = quotes.WriteTemplateCSV(&buf, lang)
	} else {
		err = quotes.WriteTemplateXLSX(&buf, lang)
	}
	if err == nil {
		_, err = wc.Write(buf.Bytes())
	}
	if cerr := wc.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		s.setStatus(assets.T("quotes.template_failed", errText(err)), true)
		return
	}
	s.setStatus(assets.T("quotes.template_saved", wc.URI().Path()), false)
}

// ---------------------------------------------------------------- mapping step

// mappedCount is the number of columns read, for the mapping title.
func mappedCount(res *quotes.FileResult) int {
	n := 0
	for _, t := range res.Tables {
		seen := map[string]bool{} // prose reads several fields from one column
		for _, c := range t.Columns {
			if c.Field != "" && !seen[c.Letter] {
				seen[c.Letter] = true
				n++
			}
		}
	}
	return n
}

// mappingFields are the fields a column can be set to, in the order the
// picker lists them.
var mappingFields = []string{"", "vendor", "offer", "region", "gpu", "gpu_form", "spec", "gpus_per_node", "nodes", "total_gpus",
	"price", "discount", "price_unit", "billing_mode", "currency", "tax_included", "min_term", "billing_increment", "intra_node", "inter_node",
	"local_nvme_tb", "cpu", "ram", "storage_free_gb", "storage_price_per_gb_month", "egress_price_per_gb", "resume_supported",
	"compensation", "valid_until", "notes", "pack_gpu_hours", "pack_price", "pack_valid_days"}

func fieldLabel(f string) string {
	if f == "" {
		return assets.T("field.-")
	}
	return assets.T("field." + f)
}

// refreshMapping lists each column: the file's header, the field it is
// read as (a picker the user can change) and why.
func (p *importPreview) refreshMapping() {
	if p.mapBox == nil {
		return
	}
	p.mapBox.RemoveAll()
	switch {
	case p.remembered:
		p.mapNote.SetText(assets.T("import.ui.mapping_remembered"))
	default:
		p.mapNote.SetText(assets.T("import.ui.mapping_hint"))
	}
	labels := make([]string, len(mappingFields))
	for i, f := range mappingFields {
		labels[i] = fieldLabel(f)
	}
	for ti, t := range p.res.Tables {
		if ti >= 3 {
			break
		}
		if len(p.res.Tables) > 1 || t.Sheet != "" {
			where := t.Sheet
			if where == "" {
				where = p.name
			}
			p.mapBox.Add(widget.NewLabelWithStyle(assets.T("import.ui.mapping_table", where, fmt.Sprint(t.HeaderRows)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		}
		if t.LayoutKey == quotes.ProseLayout {
			p.mapBox.Add(proseMapping(t))
			continue
		}
		for _, c := range t.Columns {
			t, c := t, c
			sel := newDialogSelect(labels, nil)
			sel.SetSelected(fieldLabel(c.Field))
			sel.OnChanged = func(label string) {
				for i, l := range labels {
					if l == label {
						p.onFieldChosen(t.LayoutKey, c.Letter, mappingFields[i])
						return
					}
				}
			}
			head := widget.NewLabel(c.Letter + "  " + c.Header)
			head.Truncation = fyne.TextTruncateEllipsis
			why := widget.NewLabel(strings.Join(quotes.RenderAll(c.Evidence, assets.Lang()), assets.T("cli.explain.sep")))
			why.Importance = widget.LowImportance
			why.Truncation = fyne.TextTruncateEllipsis
			p.mapBox.Add(container.NewGridWithColumns(3, head, sel, why))
		}
	}
}

// proseMapping: lines of text have no columns to set; the pane says which
// fields were read from the words of which column.
func proseMapping(t quotes.TableInfo) fyne.CanvasObject {
	var letters []string
	byLetter := map[string][]string{}
	for _, c := range t.Columns {
		if _, ok := byLetter[c.Letter]; !ok {
			letters = append(letters, c.Letter)
		}
		byLetter[c.Letter] = append(byLetter[c.Letter], fieldLabel(c.Field))
	}
	parts := make([]string, len(letters))
	for i, l := range letters {
		parts[i] = l + ": " + strings.Join(byLetter[l], assets.T("cli.explain.sep"))
	}
	l := widget.NewLabel(assets.T("import.ui.mapping_prose", strings.Join(parts, "; ")))
	l.Wrapping = fyne.TextWrapWord
	return l
}

// onFieldChosen reassigns a column and reads the file again with it: the
// rows below show the new reading at once.
func (p *importPreview) onFieldChosen(layout, letter, field string) {
	if p.ro.Columns == nil {
		p.ro.Columns = map[string]map[string]string{}
	}
	if p.ro.Columns[layout] == nil {
		p.ro.Columns[layout] = map[string]string{}
	}
	if field == "" {
		field = "-"
	}
	if p.ro.Columns[layout][letter] == field {
		return
	}
	p.ro.Columns[layout][letter] = field
	p.changed[layout] = true
	p.reread()
}

func unitChoices() []string {
	out := make([]string, len(quotes.PriceUnits))
	for i, u := range quotes.PriceUnits {
		out[i] = assets.T("quotes.unit_long." + u)
	}
	return out
}

func (p *importPreview) onSelectionChanged() {
	if p.applyUnit == nil {
		return
	}
	p.applyUnit.Enable()
	if p.selRow >= 0 && p.selRow < len(p.res.Quotes) && p.res.Quotes[p.selRow].NeedsReview {
		p.confirm.Enable()
	} else {
		p.confirm.Disable()
	}
}

// onUnitApply sets the price unit of the selected row (a quote, or a row
// refused for its unit) and reads the file again.
func (p *importPreview) onUnitApply() {
	i := p.unitSel.SelectedIndex()
	if i < 0 {
		return
	}
	var ref string
	switch {
	case p.selRow >= 0 && p.selRow < len(p.res.Quotes):
		q := p.res.Quotes[p.selRow]
		ref = quotes.RowRef(q.SourceSheet, q.SourceRow)
	case p.selProb >= 0 && p.selProb < len(p.res.Problems):
		pr := p.res.Problems[p.selProb]
		ref = quotes.RowRef(pr.Sheet, pr.Row)
	default:
		return
	}
	if p.ro.Units == nil {
		p.ro.Units = map[string]string{}
	}
	p.ro.Units[ref] = quotes.PriceUnits[i]
	p.reread()
}

// onConfirmRow settles the selected quote as read: the decision is kept
// with it, and it is ranked once imported.
func (p *importPreview) onConfirmRow() {
	if p.selRow < 0 || p.selRow >= len(p.res.Quotes) {
		return
	}
	q, err := quotes.Confirm(p.res.Quotes[p.selRow], quotes.Decision{}, time.Now().Format("2006-01-02"))
	if err != nil {
		p.msg.SetText(errText(err))
		return
	}
	p.res.Quotes[p.selRow] = q
	if p.selRow < len(p.norm) {
		p.norm[p.selRow] = quotes.Normalize(q, p.s.opts)
	}
	p.rows.Refresh()
	p.confirm.Disable()
}

// reread reads the file again with the user's choices, off the UI
// goroutine, and shows the new preview in place of this one.
func (p *importPreview) reread() {
	s, name, data, ro := p.s, p.name, p.data, p.ro
	changed := p.changed
	opts := s.opts
	background(func() {
		res, err := quotes.ReadWith(name, data, ro)
		var norm []quotes.Quote
		if err == nil {
			norm = quotes.NormalizeAll(res.Quotes, opts)
		}
		fyne.Do(func() {
			if err != nil {
				p.msg.Importance = widget.DangerImportance
				p.msg.SetText(problemText(err))
				return
			}
			p.dlg.Hide()
			s.showPreview(name, res, norm)
			np := s.preview
			np.data, np.ro, np.changed = data, ro, changed
			np.refreshMapping()
		})
	})
}
