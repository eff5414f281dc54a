package app

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"computecheck/assets"
	"computecheck/quotes"
)

// QuoteStore keeps vendor quotes; *storage.DB implements it.
type QuoteStore interface {
	Quotes(ctx context.Context) ([]quotes.Quote, error)
	DeletedQuotes(ctx context.Context) ([]quotes.Quote, error)
	NormalizeOptions(ctx context.Context) (quotes.Options, error)
	ImportQuotes(ctx context.Context, qs []quotes.Quote, sourceFile string) (added, updated int, err error)
	SaveQuote(ctx context.Context, q quotes.Quote) (int64, error)
	DeleteQuote(ctx context.Context, id int64) error
	RestoreQuote(ctx context.Context, id int64) error
	FXRates(ctx context.Context) ([]quotes.FXRate, error)
	SetFXRate(ctx context.Context, r quotes.FXRate) error
	DeleteFXRate(ctx context.Context, currency, date string) error
}

// quotesArea is the 报价 area.
func (u *ui) quotesArea() fyne.CanvasObject {
	if u.quotes == nil {
		return placeholder("quotes.placeholder")
	}
	return newQuotesScreen(u).content
}

// pasteName is the file name a pasted table is read and stored under.
// Pasting a corrected table again updates the quotes of the earlier paste
// (same vendor, offer, GPU, shape and unit) instead of adding copies.
const pasteName = "paste.tsv"

// Table columns.
const (
	qcVendor = iota
	qcOffer
	qcGPU
	qcShape
	qcPrice
	qcPerGPUHour
	qcBilling
	qcChecks
	qcValid
)

var quoteColumns = []struct {
	key   string
	width float32
}{
	{"quotes.col.vendor", 104}, {"quotes.col.offer", 110}, {"quotes.col.gpu", 124}, {"quotes.col.shape", 56},
	{"quotes.col.price", 128}, {"quotes.col.per_gpu_hour", 92}, {"quotes.col.billing", 186},
	{"quotes.col.checks", 120}, {"quotes.col.valid", 132},
}

// compactChecks are the checklist items the table's 清单 column shows, in order.
var compactChecks = []string{quotes.CheckIntraLink, quotes.CheckFabric, quotes.CheckLocalNVMe, quotes.CheckResume,
	quotes.CheckStorage, quotes.CheckTraffic, quotes.CheckCompensation}

// Checklist marks: the bundled font has ✔ and ✘ (it lacks ✗ and ⚠).
var statusMark = map[string]string{quotes.StatusYes: "✔", quotes.StatusNo: "✘", quotes.StatusUnknown: "?"}

// quoteRow is what filtering, sorting and drawing need of one quote,
// worked out once per load so that 10,000 rows stay quick.
type quoteRow struct {
	hay       string // lower-case vendor, offer, GPU, vendor's GPU text, notes
	vendorKey []byte // collation keys: Chinese sorts by pinyin
	offerKey  []byte
	expired   bool
	unknowns  int
	checks    string
	price     string
	billing   string
	shape     string
}

// quotesScreen is the 报价 area: every stored quote in a sortable,
// filterable table; import from files or a pasted table through a preview;
// an editor; the due-diligence checklist and the questions to send.
type quotesScreen struct {
	u       *ui
	store   QuoteStore
	content fyne.CanvasObject
	watch   *shownWatcher
	now     func() time.Time
	fresh   bool // loaded by the constructor; the first show need not reload

	raw  []quotes.Quote // as stored (the editor works on these)
	norm []quotes.Quote // normalised with the user's settings, for display
	rows []quoteRow     // per norm index
	// order is every norm index in the current sort; view is the filtered
	// part of it that the table shows.
	order, view []int
	opts        quotes.Options
	sortCol     int // -1: as stored
	sortDesc    bool
	selectedID  int64
	showDeleted bool
	lastDeleted int64
	selecting   bool // reselect is moving the selection
	loadGen     int  // the newest load; older background loads are dropped

	table       *quoteTable
	widths      []float32 // column widths in this language
	filter      *widget.Entry
	gpuSel      *widget.Select
	hideExpired *widget.Check
	deletedChk  *widget.Check
	count       *widget.Label
	fxHint      *widget.Label
	fxBox       *fyne.Container
	status      *widget.Label
	undo        *widget.Button
	busy        *widget.ProgressBarInfinite
	busyBox     *fyne.Container  // holds busy; hidden when idle
	actions     []*widget.Button // disabled while a file is read or stored
	detail      *fyne.Container
	questions   *widget.Label // the current quote's questions
	copyBtn     *widget.Button

	preview   *importPreview
	pasteBox  *widget.Entry
	pasteOK   *widget.Button
	pasteErr  *widget.Label
	lastPaste string
	form      *quoteForm
	fx        *fxEditor
	confirm   *dialog.ConfirmDialog // the open delete question
}

func newQuotesScreen(u *ui) *quotesScreen {
	s := &quotesScreen{u: u, store: u.quotes, now: time.Now, sortCol: -1}

	importBtn := widget.NewButtonWithIcon(assets.T("quotes.import_file"), theme.FolderOpenIcon(), s.onImportFile)
	importBtn.Importance = widget.HighImportance
	pasteBtn := widget.NewButtonWithIcon(assets.T("quotes.paste"), theme.ContentPasteIcon(), s.onPaste)
	addBtn := widget.NewButtonWithIcon(assets.T("quotes.add"), theme.ContentAddIcon(), func() { s.openForm(nil) })
	var tmplBtn *widget.Button
	tmplBtn = widget.NewButtonWithIcon(assets.T("quotes.template"), theme.DocumentSaveIcon(), func() { s.onTemplateMenu(tmplBtn) })
	fxBtn := widget.NewButton(assets.T("quotes.fx"), s.onFXRates)
	s.actions = []*widget.Button{importBtn, pasteBtn}
	s.deletedChk = widget.NewCheck(assets.T("quotes.show_deleted"), s.onShowDeleted)

	s.filter = widget.NewEntry()
	s.filter.SetPlaceHolder(assets.T("quotes.filter_hint"))
	s.filter.OnChanged = func(string) { s.applyFilter() }
	s.gpuSel = widget.NewSelect(nil, func(string) { s.applyFilter() })
	s.hideExpired = widget.NewCheck(assets.T("quotes.hide_expired"), func(bool) { s.applyFilter() })
	s.count = widget.NewLabel("")

	s.fxHint = widget.NewLabel("")
	s.fxHint.Wrapping = textWrap()
	s.fxHint.Importance = widget.WarningImportance
	s.fxBox = container.NewBorder(nil, nil, nil, widget.NewButton(assets.T("quotes.fx_set"), s.onFXRates), s.fxHint)
	s.fxBox.Hide()

	top := container.NewVBox(
		container.NewBorder(nil, nil, container.NewHBox(importBtn, pasteBtn, addBtn, tmplBtn, fxBtn), s.deletedChk),
		container.NewBorder(nil, nil, nil, container.NewHBox(s.gpuSel, s.hideExpired, s.count), s.filter),
		s.fxBox,
	)

	s.table = s.newTable()
	s.detail = container.NewVBox()
	split := container.NewVSplit(s.table, container.NewVScroll(container.NewPadded(s.detail)))
	split.Offset = 0.58

	s.status = widget.NewLabel("")
	s.status.Truncation = fyne.TextTruncateEllipsis
	s.undo = widget.NewButtonWithIcon(assets.T("quotes.undo"), theme.ContentUndoIcon(), s.onUndo)
	s.undo.Hide()
	s.busy = widget.NewProgressBarInfinite()
	s.busy.Stop()
	s.busyBox = container.NewGridWrap(fyne.NewSize(160, 20), s.busy)
	s.busyBox.Hide()
	legend := widget.NewLabel(assets.T("quotes.checks_legend"))
	legend.Truncation = fyne.TextTruncateEllipsis
	legend.TextStyle.Italic = true
	bottom := container.NewVBox(legend,
		container.NewBorder(nil, nil, nil, container.NewHBox(s.undo, s.busyBox), s.status))

	body := container.NewBorder(top, bottom, nil, nil, split)
	s.watch = newShownWatcher(body, s.onShown, s.onHidden)
	s.content = s.watch

	s.reload()
	s.fresh = true
	return s
}

// ---------------------------------------------------------------- showing

// shownWatcher tells the screen when its tab comes into view and leaves it:
// AppTabs shows the selected tab's content and hides the others.
type shownWatcher struct {
	widget.BaseWidget
	content        fyne.CanvasObject
	onShow, onHide func()
	active         bool
}

func newShownWatcher(content fyne.CanvasObject, onShow, onHide func()) *shownWatcher {
	w := &shownWatcher{content: content, onShow: onShow, onHide: onHide}
	w.ExtendBaseWidget(w)
	return w
}

func (w *shownWatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(w.content)
}

// Show is called on every layout of the tabs; only the change counts.
func (w *shownWatcher) Show() {
	w.BaseWidget.Show()
	if !w.active {
		w.active = true
		w.onShow()
	}
}

func (w *shownWatcher) Hide() {
	w.BaseWidget.Hide()
	if w.active {
		w.active = false
		w.onHide()
	}
}

var shortcutFind = &desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault}

// onShown re-reads the quotes (settings, rates or the CLI may have changed
// them) and lets Ctrl+F reach the filter while the area is in view.
func (s *quotesScreen) onShown() {
	s.u.win.Canvas().AddShortcut(shortcutFind, func(fyne.Shortcut) { s.onFind() })
	if s.fresh {
		s.fresh = false
		return
	}
	s.reloadAsync()
}

func (s *quotesScreen) onHidden() { s.u.win.Canvas().RemoveShortcut(shortcutFind) }

func (s *quotesScreen) onFind() {
	if !s.watch.active {
		return
	}
	if t := s.u.tabs; t != nil && (t.Selected() == nil || t.Selected().Content != s.content) {
		return // a screen left behind by a language switch
	}
	s.u.win.Canvas().Focus(s.filter)
}

// ---------------------------------------------------------------- data

func (s *quotesScreen) today() string { return s.now().Format("2006-01-02") }

// quoteData is one load of the quotes, ready to show: everything a sort,
// filter or draw needs is worked out here, off the UI goroutine when the
// load is a background one.
type quoteData struct {
	raw, norm []quotes.Quote
	rows      []quoteRow
	gpus      []string
	opts      quotes.Options
	err       error
}

// loadQuotes reads the quotes (or the deleted ones) with the user's
// settings. It touches no widget.
func loadQuotes(store QuoteStore, deleted bool, today string) quoteData {
	ctx := context.Background()
	opts, err := store.NormalizeOptions(ctx)
	if err != nil {
		return quoteData{err: err}
	}
	var qs []quotes.Quote
	if deleted {
		qs, err = store.DeletedQuotes(ctx)
	} else {
		qs, err = store.Quotes(ctx)
	}
	if err != nil {
		return quoteData{err: err}
	}
	opts.Today = today
	return prepareQuotes(qs, opts)
}

// prepareQuotes normalises the quotes and indexes them for the table.
func prepareQuotes(qs []quotes.Quote, opts quotes.Options) quoteData {
	d := quoteData{raw: qs, opts: opts, norm: quotes.NormalizeAll(qs, opts)}
	lang := assets.Lang()
	coll := collate.New(language.Chinese)
	var buf collate.Buffer
	d.rows = make([]quoteRow, len(d.norm))
	gpus := map[string]bool{}
	for i := range d.norm {
		q := &d.norm[i]
		r := &d.rows[i]
		r.hay = strings.ToLower(q.Vendor + "\x00" + q.Offer + "\x00" + q.GPU + "\x00" + q.GPUText + "\x00" + q.Notes + "\x00" + q.Region)
		r.vendorKey = bytes.Clone(coll.KeyFromString(&buf, q.Vendor))
		r.offerKey = bytes.Clone(coll.KeyFromString(&buf, q.Offer))
		buf.Reset()
		r.expired = q.ValidUntil != "" && q.ValidUntil < opts.Today
		items := quotes.Checklist(*q, lang)
		marks := make([]string, 0, len(compactChecks))
		for _, key := range compactChecks {
			for _, it := range items {
				if it.Key == key {
					marks = append(marks, statusMark[it.Status])
				}
			}
		}
		for _, it := range items {
			if it.Status == quotes.StatusUnknown {
				r.unknowns++
			}
		}
		r.checks = strings.Join(marks, " ")
		r.price = priceAsWritten(*q)
		r.billing = billingText(*q)
		r.shape = optIntText(q.GPUsPerNode) + "×" + optIntText(q.Nodes)
		gpus[q.GPU] = true
	}
	for g := range gpus {
		d.gpus = append(d.gpus, g)
	}
	sort.Strings(d.gpus)
	return d
}

// reload reads and shows the quotes now (after the user changed them).
func (s *quotesScreen) reload() {
	s.loadGen++
	s.apply(loadQuotes(s.store, s.showDeleted, s.today()))
}

// reloadAsync reads the quotes off the UI goroutine (10,000 quotes take a
// few hundred ms to read and index) and shows them through fyne.Do,
// unless a newer load has been shown meanwhile.
func (s *quotesScreen) reloadAsync() {
	s.loadGen++
	gen, deleted, today := s.loadGen, s.showDeleted, s.today()
	background(func() {
		d := loadQuotes(s.store, deleted, today)
		fyne.Do(func() {
			if gen == s.loadGen {
				s.apply(d)
			}
		})
	})
}

// setData shows stored quotes with the given settings (tests, benchmarks).
func (s *quotesScreen) setData(qs []quotes.Quote, opts quotes.Options) {
	s.loadGen++
	s.apply(prepareQuotes(qs, opts))
}

func (s *quotesScreen) apply(d quoteData) {
	if d.err != nil {
		s.setStatus(d.err.Error(), true)
		return
	}
	s.raw, s.norm, s.rows, s.opts = d.raw, d.norm, d.rows, d.opts
	all := assets.T("quotes.all_gpus")
	s.gpuSel.SetOptions(append([]string{all}, d.gpus...))
	if sel := s.gpuSel.Selected; sel == "" || sel != all && !slices.Contains(d.gpus, sel) {
		s.gpuSel.Selected = all
		s.gpuSel.Refresh()
	}
	s.updateFXHint()
	s.sortAll()
	s.applyFilter()
}

// updateFXHint says which currencies lack a rate, so "—" is explained.
func (s *quotesScreen) updateFXHint() {
	rep := reportingCurrency(s.opts)
	missing := map[string]int{}
	for _, q := range s.norm {
		if q.PricePerGPUHour != nil {
			continue
		}
		if _, ok, _ := quotes.PerGPUHour(q, s.opts.HoursPerMonth); !ok {
			continue
		}
		c := strings.ToUpper(q.Currency)
		if _, ok := quotes.Convert(1, c, "CNY", s.opts.Rates); ok {
			c = rep // the reporting currency is the one without a rate
		}
		missing[c]++
	}
	if len(missing) == 0 {
		s.fxBox.Hide()
		return
	}
	var curs []string
	n := 0
	for c, k := range missing {
		curs = append(curs, c)
		n += k
	}
	sort.Strings(curs)
	s.fxHint.SetText(assets.T("quotes.fx_missing", n, strings.Join(curs, ", "), rep))
	s.fxBox.Show()
}

func reportingCurrency(o quotes.Options) string {
	if c := strings.ToUpper(strings.TrimSpace(o.ReportingCurrency)); c != "" {
		return c
	}
	return "CNY"
}

// sortAll orders every quote by the sort column. Unknown values (no price
// per GPU-hour, no date, no shape) go last in either direction.
func (s *quotesScreen) sortAll() {
	s.order = s.order[:0]
	for i := range s.norm {
		s.order = append(s.order, i)
	}
	if s.sortCol < 0 {
		return
	}
	slices.SortStableFunc(s.order, s.compare)
}

func (s *quotesScreen) compare(a, b int) int {
	qa, qb := &s.norm[a], &s.norm[b]
	ra, rb := &s.rows[a], &s.rows[b]
	dir := 1
	if s.sortDesc {
		dir = -1
	}
	// known reports unknowns last; c is the value order, reversed for desc.
	known := func(ka, kb bool, c int) int {
		switch {
		case ka && !kb:
			return -1
		case !ka && kb:
			return 1
		case !ka && !kb:
			return 0
		}
		return c * dir
	}
	var c int
	switch s.sortCol {
	case qcVendor:
		c = bytes.Compare(ra.vendorKey, rb.vendorKey) * dir
	case qcOffer:
		c = known(qa.Offer != "", qb.Offer != "", bytes.Compare(ra.offerKey, rb.offerKey))
	case qcGPU:
		c = strings.Compare(qa.GPU, qb.GPU) * dir
	case qcShape:
		c = known(qa.TotalGPUs() > 0, qb.TotalGPUs() > 0, qa.TotalGPUs()-qb.TotalGPUs())
	case qcPrice:
		c = strings.Compare(qa.Currency+qa.PriceUnit, qb.Currency+qb.PriceUnit)
		if c == 0 {
			c = cmpFloat(qa.Price, qb.Price)
		}
		c *= dir
	case qcPerGPUHour:
		c = known(qa.PricePerGPUHour != nil, qb.PricePerGPUHour != nil, cmpPtr(qa.PricePerGPUHour, qb.PricePerGPUHour))
	case qcBilling:
		c = known(qa.MinHours != nil, qb.MinHours != nil, cmpPtr(qa.MinHours, qb.MinHours))
	case qcChecks:
		c = (ra.unknowns - rb.unknowns) * dir
	case qcValid:
		c = known(qa.ValidUntil != "", qb.ValidUntil != "", strings.Compare(qa.ValidUntil, qb.ValidUntil))
	}
	return c
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpPtr(a, b *float64) int {
	if a == nil || b == nil {
		return 0
	}
	return cmpFloat(*a, *b)
}

// applyFilter keeps, in sort order, the quotes that match every word of
// the filter, the chosen GPU and the expiry switch.
func (s *quotesScreen) applyFilter() {
	if s.table == nil {
		return
	}
	words := strings.Fields(strings.ToLower(s.filter.Text))
	gpu := s.gpuSel.Selected
	if s.gpuSel.SelectedIndex() <= 0 {
		gpu = ""
	}
	hide := s.hideExpired.Checked
	s.view = s.view[:0]
	for _, i := range s.order {
		r := &s.rows[i]
		if hide && r.expired || gpu != "" && s.norm[i].GPU != gpu {
			continue
		}
		ok := true
		for _, w := range words {
			if !strings.Contains(r.hay, w) {
				ok = false
				break
			}
		}
		if ok {
			s.view = append(s.view, i)
		}
	}
	key := "quotes.count"
	if s.showDeleted {
		key = "quotes.count_deleted"
	}
	s.count.SetText(assets.T(key, len(s.view), len(s.norm)))
	s.table.Refresh()
	s.reselect()
}

// reselect keeps the chosen quote selected after a sort, filter or reload,
// and shows it afresh (Table.Select says nothing when the row is unchanged).
func (s *quotesScreen) reselect() {
	for row, i := range s.view {
		if s.norm[i].ID == s.selectedID && s.selectedID != 0 {
			s.selecting = true
			s.table.Select(widget.TableCellID{Row: row, Col: 0})
			s.selecting = false
			s.showDetail(i)
			return
		}
	}
	s.table.UnselectAll()
	s.showDetail(-1)
}

// onSortColumn sorts by a column; a second click reverses.
func (s *quotesScreen) onSortColumn(col int) {
	if s.sortCol == col {
		s.sortDesc = !s.sortDesc
	} else {
		s.sortCol, s.sortDesc = col, false
	}
	s.sortAll()
	s.applyFilter()
}

func (s *quotesScreen) onShowDeleted(on bool) {
	s.showDeleted = on
	s.selectedID = 0
	s.reload()
}

// ---------------------------------------------------------------- table

// quoteTable is a Table that asks to delete the selected quote on Delete.
type quoteTable struct {
	widget.Table
	onDelete func()
}

// Tapped selects as Table does, then takes the focus so the Delete key
// arrives: Table.Tapped looks its canvas up by the embedded *Table, which
// the GL driver does not know (only this wrapper is in the window), so on
// the desktop the table was never focused.
func (t *quoteTable) Tapped(e *fyne.PointEvent) {
	t.Table.Tapped(e)
	if c := fyne.CurrentApp().Driver().CanvasForObject(t); c != nil && c.Focused() != t {
		c.Focus(t)
	}
}

func (t *quoteTable) TypedKey(e *fyne.KeyEvent) {
	if e.Name == fyne.KeyDelete || e.Name == fyne.KeyBackspace {
		t.onDelete()
		return
	}
	t.Table.TypedKey(e)
}

func (s *quotesScreen) newTable() *quoteTable {
	t := &quoteTable{onDelete: s.onDeleteSelected}
	t.Length = func() (int, int) { return len(s.view), len(quoteColumns) }
	t.CreateCell = func() fyne.CanvasObject {
		l := widget.NewLabel("2026-12-31 expired")
		l.Truncation = fyne.TextTruncateClip
		return l
	}
	t.UpdateCell = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		if id.Row >= len(s.view) {
			l.SetText("")
			return
		}
		i := s.view[id.Row]
		// The chosen row stands out, not just its cell. (Bold would not
		// show: the bundled font has one weight.)
		imp := widget.MediumImportance
		if s.norm[i].ID == s.selectedID {
			imp = widget.HighImportance
		}
		if id.Col == qcValid && s.rows[i].expired {
			imp = widget.DangerImportance
		}
		txt := s.cellText(i, id.Col)
		l.Importance = imp
		l.Truncation = fitTruncation(txt, s.widths[id.Col])
		l.SetText(txt)
	}
	t.ShowHeaderRow, t.ShowHeaderColumn = true, true
	t.CreateHeader = func() fyne.CanvasObject {
		b := widget.NewButton("#0000", nil)
		b.Importance = widget.LowImportance
		b.Alignment = widget.ButtonAlignLeading
		return b
	}
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		switch {
		case id.Row < 0 && id.Col >= 0:
			b.SetText(s.headerText(id.Col))
			col := id.Col
			b.OnTapped = func() { s.onSortColumn(col) }
		case id.Col < 0 && id.Row >= 0 && id.Row < len(s.view):
			b.SetText("#" + strconv.FormatInt(s.norm[s.view[id.Row]].ID, 10))
			row := id.Row
			b.OnTapped = func() { s.table.Select(widget.TableCellID{Row: row, Col: 0}) }
		default:
			b.SetText("")
			b.OnTapped = nil
		}
	}
	t.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < len(s.view) {
			i := s.view[id.Row]
			s.selectedID = s.norm[i].ID
			if !s.selecting {
				s.table.Refresh()
				s.showDetail(i)
			}
		}
	}
	t.ExtendBaseWidget(t)
	s.widths = make([]float32, len(quoteColumns))
	for i, c := range quoteColumns {
		// Wide enough for the header in this language, with its sort arrow.
		head := fyne.MeasureText(s.headerText(i)+" ▼", theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding() + 4
		s.widths[i] = max(c.width, float32(math.Ceil(float64(head))))
		if i == qcValid { // a date and the expired mark
			w := fyne.MeasureText("2026-12-31 "+assets.T("quotes.expired"), theme.TextSize(), fyne.TextStyle{}).Width
			s.widths[i] = max(s.widths[i], w+2*theme.InnerPadding()+4)
		}
		if i == qcChecks { // seven marks, the widest one each
			all := strings.TrimSpace(strings.Repeat(statusMark[quotes.StatusYes]+" ", len(compactChecks)))
			s.widths[i] = max(s.widths[i], fyne.MeasureText(all, theme.TextSize(), fyne.TextStyle{}).Width+2*theme.InnerPadding()+4)
		}
		t.SetColumnWidth(i, s.widths[i])
	}
	t.SetColumnWidth(-1, 54)
	return t
}

// textWrap wraps Chinese anywhere (it has no spaces to wrap at; word
// wrapping leaves a lone "5." or a sentence running off the edge) and
// English between words.
func textWrap() fyne.TextWrap {
	if assets.Lang() == assets.LangZh {
		return fyne.TextWrapBreak
	}
	return fyne.TextWrapWord
}

// fitTruncation puts an ellipsis only on text too wide for its column:
// Fyne 2.7 shapes every ellipsis-truncated label afresh (a new HarfBuzz
// font per call), which made each sort ~20× slower when every cell had one.
// Measuring is cached, and clipping text that fits costs nothing.
func fitTruncation(text string, width float32) fyne.TextTruncation {
	if fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width > width-2*theme.InnerPadding() {
		return fyne.TextTruncateEllipsis
	}
	return fyne.TextTruncateClip
}

func (s *quotesScreen) headerText(col int) string {
	txt := assets.T(quoteColumns[col].key)
	if col == qcPerGPUHour {
		txt = assets.T(quoteColumns[col].key, reportingCurrency(s.opts))
	}
	if col == s.sortCol {
		if s.sortDesc {
			txt += " ▼"
		} else {
			txt += " ▲"
		}
	}
	return txt
}

// cellText is what the table shows for quote i (an index into norm).
func (s *quotesScreen) cellText(i, col int) string {
	q := &s.norm[i]
	r := &s.rows[i]
	switch col {
	case qcVendor:
		return q.Vendor
	case qcOffer:
		return q.Offer
	case qcGPU:
		return q.GPU
	case qcShape:
		return r.shape
	case qcPrice:
		return r.price
	case qcPerGPUHour:
		return perGPUHourText(q)
	case qcBilling:
		return r.billing
	case qcChecks:
		return r.checks
	case qcValid:
		if q.ValidUntil == "" {
			return "—"
		}
		if r.expired {
			return q.ValidUntil + " " + assets.T("quotes.expired")
		}
		return q.ValidUntil
	}
	return ""
}

// perGPUHourText never shows 0 for a price that could not be worked out.
func perGPUHourText(q *quotes.Quote) string {
	if q.PricePerGPUHour == nil {
		return "—"
	}
	return strconv.FormatFloat(*q.PricePerGPUHour, 'f', 2, 64)
}

// priceAsWritten is the vendor's price cell, with the unit cell beside it
// when the price cell names none; a quote typed in shows number and unit.
func priceAsWritten(q quotes.Quote) string {
	pt := strings.TrimSpace(q.PriceText)
	if pt == "" {
		return fmtAmount(q.Price) + " " + q.Currency + "/" + unitShort(q.PriceUnit)
	}
	if ut := strings.TrimSpace(q.Raw["price_unit"]); ut != "" && !strings.Contains(pt, ut) {
		return pt + " " + ut
	}
	if _, err := quotes.ParsePrice(pt); err == nil && !strings.ContainsAny(pt, "/每") && !strings.Contains(strings.ToLower(pt), "per") {
		return pt + " " + q.Currency + "/" + unitShort(q.PriceUnit)
	}
	return pt
}

func fmtAmount(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

func unitShort(u string) string {
	if u == "" {
		return "?"
	}
	return assets.T("quotes.unit." + u)
}

func optIntText(p *int) string {
	if p == nil {
		return "?"
	}
	return strconv.Itoa(*p)
}

// billingText: unit · minimum term · increment, "?" where not stated.
func billingText(q quotes.Quote) string {
	return assets.T("quotes.billing_cell", unitShort(q.PriceUnit), termText(q.MinTerm), termText(q.BillingIncrement))
}

// termText writes a term so that quotes.ParseTerm reads it back.
func termText(t *quotes.Term) string {
	if t == nil {
		return "?"
	}
	if t.Value == 0 {
		return assets.T("quotes.none")
	}
	return assets.T("quotes.term."+t.Unit, strconv.FormatFloat(t.Value, 'f', -1, 64))
}

// ---------------------------------------------------------------- detail

// showDetail fills the panel under the table for quote i (-1: none).
func (s *quotesScreen) showDetail(i int) {
	s.detail.RemoveAll()
	s.questions, s.copyBtn = nil, nil
	if i < 0 || i >= len(s.norm) {
		key := "quotes.detail_hint"
		switch {
		case s.showDeleted:
			key = "quotes.deleted_hint"
		case len(s.norm) == 0:
			key = "quotes.empty"
		}
		l := widget.NewLabel(assets.T(key))
		l.Wrapping = textWrap()
		s.detail.Add(l)
		return
	}
	q := s.norm[i]
	lang := assets.Lang()
	title := widget.NewLabelWithStyle(fmt.Sprintf("#%d  %s  ·  %s %s/%s", q.ID, quoteName(q), perGPUHourText(&q),
		reportingCurrency(s.opts), assets.T("quotes.unit.gpu_hour")), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	var buttons *fyne.Container
	if s.showDeleted {
		restore := widget.NewButtonWithIcon(assets.T("quotes.restore"), theme.ContentUndoIcon(), func() { s.onRestore(q.ID) })
		buttons = container.NewHBox(restore)
	} else {
		edit := widget.NewButtonWithIcon(assets.T("quotes.edit"), theme.DocumentCreateIcon(), func() { s.openForm(&s.raw[i]) })
		del := widget.NewButtonWithIcon(assets.T("quotes.delete"), theme.DeleteIcon(), s.onDeleteSelected)
		del.Importance = widget.DangerImportance
		buttons = container.NewHBox(edit, del)
	}
	s.detail.Add(container.NewBorder(nil, nil, nil, buttons, title))

	// Checklist: known yes, known no, unknown.
	checks := container.NewVBox(widget.NewLabelWithStyle(assets.T("quotes.checklist"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, it := range quotes.Checklist(q, lang) {
		l := widget.NewLabel(statusMark[it.Status] + "  " + it.Label + "  " + assets.T("quotes.status."+it.Status))
		switch it.Status {
		case quotes.StatusYes:
			l.Importance = widget.SuccessImportance
		case quotes.StatusNo:
			l.Importance = widget.DangerImportance
		default:
			l.Importance = widget.WarningImportance
		}
		checks.Add(l)
	}
	if len(q.Warnings) > 0 {
		checks.Add(widget.NewLabelWithStyle(assets.T("quotes.warnings"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		w := widget.NewLabel("• " + strings.Join(q.Warnings, "\n• "))
		w.Wrapping = textWrap()
		checks.Add(w)
	}

	// Questions for the unknowns, ready to paste into an email or WeChat.
	text := questionText(q, lang)
	s.questions = widget.NewLabel(text)
	s.questions.Wrapping = textWrap()
	s.questions.Selectable = true
	s.copyBtn = widget.NewButtonWithIcon(assets.T("quotes.copy"), theme.ContentCopyIcon(), func() {
		s.u.app.Clipboard().SetContent(s.questions.Text)
		s.setStatus(assets.T("quotes.copied"), false)
	})
	if text == "" {
		s.questions.SetText(assets.T("quotes.no_questions"))
		s.copyBtn.Disable()
	}
	ask := container.NewVBox(
		container.NewBorder(nil, nil, nil, s.copyBtn,
			widget.NewLabelWithStyle(assets.T("quotes.questions"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
		s.questions)

	// The vendor's words beside what we read from them.
	rawBox := container.NewVBox(widget.NewLabelWithStyle(assets.T("quotes.raw_title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	// One grid per line, so that a long cell makes only its own line taller.
	rawBox.Add(container.NewGridWithColumns(3,
		widget.NewLabelWithStyle(assets.T("quotes.raw_field"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true}),
		widget.NewLabelWithStyle(assets.T("quotes.raw_text"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true}),
		widget.NewLabelWithStyle(assets.T("quotes.raw_parsed"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})))
	for _, k := range rawKeys(q) {
		name := assets.T("quotes.field." + k)
		if name == "quotes.field."+k {
			name = k // a column we do not read: its own header
		}
		line := container.NewGridWithColumns(3)
		for _, txt := range []string{name, q.Raw[k], parsedValue(q, k)} {
			l := widget.NewLabel(txt)
			l.Wrapping = textWrap()
			line.Add(l)
		}
		rawBox.Add(line)
	}
	if len(q.Raw) == 0 {
		rawBox.Add(widget.NewLabel(assets.T("quotes.raw_none")))
	}
	src := q.SourceFile
	if src != "" {
		if q.SourceSheet != "" {
			src += " · " + q.SourceSheet
		}
		if q.SourceRow > 0 {
			src += " · " + assets.T("quotes.row_n", q.SourceRow)
		}
		rawBox.Add(widget.NewLabel(assets.T("quotes.source_line", src)))
	}

	s.detail.Add(container.NewBorder(nil, nil, checks, nil, container.NewGridWithColumns(2, ask, rawBox)))
}

// questionText is the message to send the vendor: one numbered question
// per checklist item the quote leaves open; "" when nothing is open.
func questionText(q quotes.Quote, lang string) string {
	qs := quotes.Questions(q, lang)
	if len(qs) == 0 {
		return ""
	}
	what := q.GPU
	if q.Offer != "" {
		what = q.Offer + " · " + q.GPU
	}
	var b strings.Builder
	b.WriteString(assets.Tr(lang, "quotes.ask_intro", q.Vendor, what))
	for i, x := range qs {
		fmt.Fprintf(&b, "\n%d. %s", i+1, x)
	}
	return b.String()
}

// rawOrder is the order the vendor's texts are listed in (the template's).
var rawOrder = []string{"vendor", "offer", "region", "gpu", "gpu_text", "gpus_per_node", "nodes", "price", "price_text", "price_unit",
	"currency", "tax_included", "min_term", "billing_increment", "release_idle", "intra_node", "intra_node_gbps", "inter_node",
	"inter_node_gbps", "nics", "nic_gbps", "local_nvme_tb", "cpu", "ram", "storage_free_gb", "storage_price_per_gb_month",
	"egress_price_per_gb", "bandwidth_price_per_mbps_month", "image_fee", "setup_fee", "gpu_less_price_per_hour",
	"voucher_discount_pct", "resume_supported", "failure_response_hours", "compensation", "valid_from", "valid_until",
	"quoted_on", "source", "notes"}

func rawKeys(q quotes.Quote) []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range rawOrder {
		if _, ok := q.Raw[k]; ok {
			out = append(out, k)
			seen[k] = true
		}
	}
	var extra []string
	for k := range q.Raw {
		if !seen[k] {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

func fmtOpt(p *float64) string {
	if p == nil {
		return ""
	}
	return strconv.FormatFloat(*p, 'f', -1, 64)
}

func unknownOr(s string) string {
	if s == "" {
		return assets.T("quotes.status.unknown")
	}
	return s
}

func yesNo(b *bool) string {
	switch {
	case b == nil:
		return assets.T("quotes.status.unknown")
	case *b:
		return assets.T("quotes.yes")
	}
	return assets.T("quotes.no")
}

func optNum(p *float64, unitKey string) string {
	if p == nil {
		return assets.T("quotes.status.unknown")
	}
	return assets.T(unitKey, fmtOpt(p))
}

// parsedValue is what we read from the vendor's text for field k.
func parsedValue(q quotes.Quote, k string) string {
	switch k {
	case "vendor":
		return q.Vendor
	case "offer":
		return q.Offer
	case "region":
		return q.Region
	case "gpu", "gpu_text":
		return q.GPU
	case "gpus_per_node":
		return unknownOr(strings.Trim(optIntText(q.GPUsPerNode), "?"))
	case "nodes":
		return unknownOr(strings.Trim(optIntText(q.Nodes), "?"))
	case "price", "price_text", "price_unit", "currency":
		return fmtAmount(q.Price) + " " + q.Currency + "/" + unitShort(q.PriceUnit)
	case "tax_included":
		return yesNo(q.TaxIncluded)
	case "min_term":
		return unknownOr(strings.Trim(termText(q.MinTerm), "?"))
	case "billing_increment":
		return unknownOr(strings.Trim(termText(q.BillingIncrement), "?"))
	case "release_idle":
		return yesNo(q.ReleaseIdle)
	case "intra_node", "intra_node_gbps":
		s := assets.T("quotes.intra." + enumOrUnknown(q.IntraNode))
		if q.IntraNodeGBps != nil {
			s += " " + fmtOpt(q.IntraNodeGBps) + " GB/s"
		}
		return s
	case "inter_node", "inter_node_gbps", "nics", "nic_gbps":
		s := assets.T("quotes.inter." + enumOrUnknown(q.InterNode))
		if q.NICs != nil && q.NICGbps != nil {
			s += fmt.Sprintf(" %d×%sG", *q.NICs, fmtOpt(q.NICGbps))
		}
		if q.InterNodeGbps != nil && q.InterNode != quotes.InterNone {
			s += " = " + fmtOpt(q.InterNodeGbps) + " Gb/s"
		}
		return s
	case "local_nvme_tb":
		if q.LocalNVMeTB != nil && *q.LocalNVMeTB == 0 {
			return assets.T("quotes.none")
		}
		return optNum(q.LocalNVMeTB, "quotes.v.tb")
	case "cpu":
		return q.CPU
	case "ram":
		return q.RAM
	case "storage_free_gb", "storage_price_per_gb_month":
		return assets.T("quotes.v.storage", optNum(q.StorageFreeGB, "quotes.v.gb"), optNum(q.StoragePricePerGBMonth, "quotes.v.per_gb_month"))
	case "egress_price_per_gb", "bandwidth_price_per_mbps_month":
		if q.BandwidthPricePerMbpsMonth != nil {
			return optNum(q.BandwidthPricePerMbpsMonth, "quotes.v.per_mbps_month")
		}
		return optNum(q.EgressPricePerGB, "quotes.v.per_gb")
	case "image_fee":
		return optNum(q.ImageFee, "quotes.v.money")
	case "setup_fee":
		return optNum(q.SetupFee, "quotes.v.money")
	case "gpu_less_price_per_hour":
		return optNum(q.GPULessPricePerHour, "quotes.v.per_hour")
	case "voucher_discount_pct":
		return optNum(q.VoucherDiscountPct, "quotes.v.pct")
	case "resume_supported":
		return yesNo(q.ResumeSupported)
	case "failure_response_hours":
		return optNum(q.FailureResponseHours, "quotes.v.hours")
	case "compensation":
		return compText(q.Compensation)
	case "valid_from":
		return q.ValidFrom
	case "valid_until":
		return unknownOr(q.ValidUntil)
	case "quoted_on":
		return q.QuotedOn
	case "source":
		return assets.T("quotes.source." + q.Source)
	case "notes":
		return q.Notes
	}
	return assets.T("quotes.raw_unused")
}

func enumOrUnknown(s string) string {
	if s == "" {
		return quotes.Unknown
	}
	return s
}

// compText describes a compensation rule in words that
// quotes.ParseCompensation reads back.
func compText(c quotes.Compensation) string {
	var s string
	switch c.Kind {
	case quotes.CompNone:
		s = assets.T("quotes.comp.none")
	case quotes.CompMultiple:
		k := 0.0
		if c.Multiple != nil {
			k = *c.Multiple
		}
		s = assets.T("quotes.comp.multiple", strconv.FormatFloat(k, 'f', -1, 64))
	case quotes.CompSLATiers:
		sla := "?"
		if c.SLAPct != nil {
			sla = fmtOpt(c.SLAPct)
		}
		s = assets.T("quotes.comp.sla", sla)
		var tiers []string
		for _, t := range c.Tiers {
			tiers = append(tiers, assets.T("quotes.comp.tier", fmtOpt(&t.BelowPct), fmtOpt(&t.CreditPct)))
		}
		if len(tiers) > 0 {
			s += assets.T("quotes.comp.tiers_sep") + strings.Join(tiers, assets.T("quotes.comp.list_sep"))
		}
	default:
		return assets.T("quotes.status.unknown")
	}
	if c.Voucher {
		s += assets.T("quotes.comp.voucher")
	}
	return s
}

// ---------------------------------------------------------------- status, delete, undo

func (s *quotesScreen) setStatus(text string, bad bool) {
	s.status.Importance = widget.MediumImportance
	if bad {
		s.status.Importance = widget.DangerImportance
	}
	s.status.SetText(text)
	s.undo.Hide()
}

func (s *quotesScreen) selected() (int, bool) {
	for _, i := range s.view {
		if s.norm[i].ID == s.selectedID && s.selectedID != 0 {
			return i, true
		}
	}
	return -1, false
}

// onDeleteSelected asks before deleting; the deletion can be undone.
func (s *quotesScreen) onDeleteSelected() {
	i, ok := s.selected()
	if !ok || s.showDeleted {
		return
	}
	q := s.norm[i]
	s.confirm = dialog.NewConfirm(assets.T("quotes.delete"), assets.T("quotes.delete_confirm", q.ID, quoteName(q)), func(yes bool) {
		s.confirm = nil
		if yes {
			s.deleteQuote(q)
		}
	}, s.u.win)
	s.confirm.SetConfirmText(assets.T("quotes.delete"))
	s.confirm.SetDismissText(assets.T("form.cancel"))
	s.confirm.SetConfirmImportance(widget.DangerImportance)
	s.confirm.Show()
}

// quoteName is vendor · offer · GPU, leaving out what is empty.
func quoteName(q quotes.Quote) string {
	var parts []string
	for _, p := range []string{q.Vendor, q.Offer, q.GPU} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, " · ")
}

func (s *quotesScreen) deleteQuote(q quotes.Quote) {
	if err := s.store.DeleteQuote(context.Background(), q.ID); err != nil {
		s.setStatus(err.Error(), true)
		return
	}
	s.selectedID = 0
	s.reload()
	s.setStatus(assets.T("quotes.deleted", q.ID, q.Vendor), false)
	s.lastDeleted = q.ID
	s.undo.Show()
}

func (s *quotesScreen) onUndo() {
	if s.lastDeleted == 0 {
		return
	}
	id := s.lastDeleted
	s.lastDeleted = 0
	s.onRestore(id)
}

func (s *quotesScreen) onRestore(id int64) {
	if err := s.store.RestoreQuote(context.Background(), id); err != nil {
		s.setStatus(err.Error(), true)
		return
	}
	if !s.showDeleted {
		s.selectedID = id
	}
	s.reload()
	s.setStatus(assets.T("quotes.restored", id), false)
}

// ---------------------------------------------------------------- import

// onImportFile picks a vendor file; it is read off the UI goroutine.
func (s *quotesScreen) onImportFile() {
	d := dialog.NewFileOpen(s.onFileChosen, s.u.win)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{".csv", ".xlsx", ".xlsm", ".json", ".tsv", ".txt"}))
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
}

func (s *quotesScreen) onFileChosen(rc fyne.URIReadCloser, err error) {
	if err != nil {
		dialog.ShowError(err, s.u.win)
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
	s.pasteBox = widget.NewMultiLineEntry()
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
	d.Show()
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
	rows, err := r.ReadAll()
	if err != nil {
		return "", false
	}
	var b strings.Builder
	w := csv.NewWriter(&b)
	if w.WriteAll(rows) != nil {
		return "", false
	}
	return b.String(), true
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
	background(func() {
		var res *quotes.FileResult
		var norm []quotes.Quote
		data, err := load()
		if err == nil {
			res, err = quotes.Read(name, data)
		}
		if err == nil {
			norm = quotes.NormalizeAll(res.Quotes, opts)
		}
		fyne.Do(func() { s.onParsed(name, res, norm, err, done) })
	})
}

func problemText(err error) string {
	var p *quotes.Problem
	if errors.As(err, &p) {
		return p.Text(assets.Lang() == assets.LangZh)
	}
	return err.Error()
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
	name       string
	res        *quotes.FileResult
	norm       []quotes.Quote
	dlg        *dialog.CustomDialog
	rows       *widget.Table
	rowDetail  *widget.Label
	problems   *widget.List
	probText   []string
	msg        *widget.Label
	busy       *widget.ProgressBarInfinite
	importAll  *widget.Button
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
	p := &importPreview{name: name, res: res, norm: norm}
	s.preview = p
	zh := assets.Lang() == assets.LangZh
	for _, pr := range res.Problems {
		p.probText = append(p.probText, pr.Text(zh))
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
			q := res.Quotes[id.Row]
			txt := assets.T("quotes.row_n", q.SourceRow) + "：" + p.cellText(id.Row, 3) + " · " + p.cellText(id.Row, 4)
			if len(q.Warnings) > 0 {
				txt += "\n• " + strings.Join(q.Warnings, "\n• ")
			}
			p.rowDetail.Importance = widget.MediumImportance
			p.rowDetail.SetText(txt)
		}
	}

	p.problems = widget.NewList(
		func() int { return len(p.probText) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Importance = widget.DangerImportance
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.probText[i]) })
	copyProblems := widget.NewButtonWithIcon(assets.T("quotes.pv_copy_problems"), theme.ContentCopyIcon(), func() {
		s.u.app.Clipboard().SetContent(strings.Join(p.probText, "\n"))
	})

	rowsBox := container.NewBorder(widget.NewLabelWithStyle(assets.T("quotes.pv_rows", len(res.Quotes)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		p.rowDetail, nil, nil, p.rows)
	var body fyne.CanvasObject = rowsBox
	if len(p.probText) > 0 {
		probBox := container.NewBorder(
			container.NewBorder(nil, nil, nil, copyProblems,
				widget.NewLabelWithStyle(assets.T("quotes.pv_problems", len(p.probText)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
			nil, nil, nil, p.problems)
		split := container.NewVSplit(rowsBox, probBox)
		split.Offset = 0.62
		body = split
	}

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
	foot := container.NewBorder(nil, nil, nil, container.NewHBox(p.cancel, p.importGood, p.importAll), p.busy)

	p.dlg = dialog.NewCustomWithoutButtons(assets.T("quotes.pv_title", name), container.NewBorder(head, foot, nil, nil, body), s.u.win)
	p.dlg.Resize(fyne.NewSize(1180, 740))
	p.dlg.Show()
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
		read := fmtAmount(q.Price) + " " + q.Currency + "/" + unitShort(q.PriceUnit)
		if w := strings.TrimSpace(priceWords(q)); w != "" && w != read {
			return w + "  →  " + read
		}
		return read
	case 5:
		if row < len(p.norm) {
			return perGPUHourText(&p.norm[row])
		}
		return "—"
	case 6:
		if len(q.Warnings) == 0 {
			return "—"
		}
		return fmt.Sprintf("(%d) %s", len(q.Warnings), strings.Join(q.Warnings, "; "))
	}
	return ""
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
	background(func() {
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
		p.msg.SetText(assets.T("quotes.import_failed", err.Error()))
		p.cancel.Enable()
		s.setStatus(assets.T("quotes.import_failed", err.Error()), true)
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
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
}

// onTemplateChosen writes the template into what the save dialog opened.
// The format is the one chosen from the menu, whatever the name typed.
func (s *quotesScreen) onTemplateChosen(lang, ext string, wc fyne.URIWriteCloser, err error) {
	if err != nil {
		dialog.ShowError(err, s.u.win)
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
		s.setStatus(assets.T("quotes.template_failed", err.Error()), true)
		return
	}
	s.setStatus(assets.T("quotes.template_saved", wc.URI().Path()), false)
}

// ---------------------------------------------------------------- FX rates

// fxEditor lists the stored exchange rates and sets new ones.
type fxEditor struct {
	list     *fyne.Container
	currency *widget.SelectEntry
	rate     *widget.Entry
	date     *widget.Entry
	err      *widget.Label
	save     *widget.Button
}

func (s *quotesScreen) onFXRates() {
	f := &fxEditor{list: container.NewVBox()}
	s.fx = f
	f.currency = widget.NewSelectEntry([]string{"USD", "EUR", "HKD", "SGD", "GBP", "JPY"})
	f.currency.SetPlaceHolder("USD")
	f.rate = widget.NewEntry()
	f.rate.SetPlaceHolder(assets.T("quotes.fx_rate_hint"))
	f.date = widget.NewEntry()
	f.date.SetText(s.today())
	f.err = widget.NewLabel("")
	f.err.Importance = widget.DangerImportance
	f.err.Wrapping = textWrap()
	f.err.Hide()
	f.save = widget.NewButton(assets.T("quotes.fx_save"), func() {
		if err := s.saveFXRate(f.currency.Text, f.rate.Text, f.date.Text); err != nil {
			f.err.SetText(err.Error())
			f.err.Show()
			return
		}
		f.err.Hide()
		f.rate.SetText("")
		s.refreshFXList()
	})
	f.save.Importance = widget.HighImportance
	s.refreshFXList()
	intro := widget.NewLabel(assets.T("quotes.fx_intro", reportingCurrency(s.opts)))
	intro.Wrapping = textWrap()
	form := widget.NewForm(
		widget.NewFormItem(assets.T("quotes.fx_currency"), f.currency),
		widget.NewFormItem(assets.T("quotes.fx_rate"), f.rate),
		widget.NewFormItem(assets.T("quotes.fx_date"), f.date),
	)
	content := container.NewBorder(intro, container.NewVBox(form, f.err, container.NewHBox(f.save)), nil, nil,
		container.NewVScroll(f.list))
	d := dialog.NewCustom(assets.T("quotes.fx_title"), assets.T("quotes.close"), content, s.u.win)
	d.Resize(fyne.NewSize(560, 520))
	d.Show()
}

func (s *quotesScreen) refreshFXList() {
	f := s.fx
	if f == nil {
		return
	}
	f.list.RemoveAll()
	rates, err := s.store.FXRates(context.Background())
	if err != nil {
		f.list.Add(widget.NewLabel(err.Error()))
		return
	}
	if len(rates) == 0 {
		f.list.Add(widget.NewLabel(assets.T("quotes.fx_none")))
	}
	for _, r := range rates {
		r := r
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			if err := s.store.DeleteFXRate(context.Background(), r.Currency, r.Date); err != nil {
				f.err.SetText(err.Error())
				f.err.Show()
				return
			}
			s.refreshFXList()
			s.reload()
		})
		del.Importance = widget.LowImportance
		f.list.Add(container.NewBorder(nil, nil, nil, del,
			widget.NewLabel(assets.T("quotes.fx_line", r.Currency, strconv.FormatFloat(r.ToCNY, 'f', -1, 64), r.Date))))
	}
}

// saveFXRate checks and stores a rate, then shows the prices it unlocks.
func (s *quotesScreen) saveFXRate(currency, rate, date string) error {
	c, err := quotes.ParseCurrency(currency)
	if err != nil || c == "CNY" {
		return errors.New(assets.T("quotes.fx_bad_currency"))
	}
	v, err := quotes.ParseNumber(rate)
	if err != nil || !(v > 0) || v > 1e6 {
		return errors.New(assets.T("quotes.fx_bad_rate"))
	}
	d, err := quotes.ParseDate(date)
	if err != nil {
		return errors.New(assets.T("quotes.fx_bad_date"))
	}
	if err := s.store.SetFXRate(context.Background(), quotes.FXRate{Currency: c, ToCNY: v, Date: d}); err != nil {
		return err
	}
	s.reload()
	s.setStatus(assets.T("quotes.fx_saved", c, strconv.FormatFloat(v, 'f', -1, 64), d), false)
	return nil
}

// ---------------------------------------------------------------- editor

// enumSelect is a Select whose options are translated labels of values.
type enumSelect struct {
	*widget.Select
	values []string
}

func newEnumSelect(prefix string, values []string, changed func()) *enumSelect {
	labels := make([]string, len(values))
	for i, v := range values {
		labels[i] = assets.T(prefix + v)
	}
	e := &enumSelect{values: values}
	e.Select = widget.NewSelect(labels, func(string) {
		if changed != nil {
			changed()
		}
	})
	return e
}

func (e *enumSelect) value() string {
	if i := e.SelectedIndex(); i >= 0 {
		return e.values[i]
	}
	return ""
}

func (e *enumSelect) set(v string) {
	for i, x := range e.values {
		if x == v {
			e.SetSelectedIndex(i)
			return
		}
	}
}

func boolValue(b *bool) string {
	switch {
	case b == nil:
		return quotes.Unknown
	case *b:
		return "yes"
	}
	return "no"
}

func boolOf(v string) *bool {
	switch v {
	case "yes":
		return ptrTo(true)
	case "no":
		return ptrTo(false)
	}
	return nil
}

func ptrTo[T any](v T) *T { return &v }

// quoteForm adds or edits one quote. Every field can be left unknown
// (blank, or 未知), and stays unknown: nil, never 0.
type quoteForm struct {
	s       *quotesScreen
	orig    quotes.Quote // ID 0 for a new quote
	e       map[string]*widget.Entry
	sel     map[string]*enumSelect
	gpu     *widget.Select
	cur     *widget.SelectEntry
	errs    map[string]*widget.Label
	prefill map[string]string // the entry texts the form opened with
	comp    *widget.Label     // how the compensation text reads
	top     *widget.Label
	save    *widget.Button
	dlg     *dialog.CustomDialog
	shown   map[string]bool // fields whose error may show (touched, or after Save)
	ready   bool            // built and filled: changes are the user's
}

var errRequired = errors.New("required")

// openForm edits q (a stored quote as stored), or a new quote when nil.
func (s *quotesScreen) openForm(q *quotes.Quote) {
	f := &quoteForm{s: s, e: map[string]*widget.Entry{}, sel: map[string]*enumSelect{}, errs: map[string]*widget.Label{},
		prefill: map[string]string{}, shown: map[string]bool{}}
	if q != nil {
		f.orig = *q
	} else {
		f.orig = quotes.Quote{Currency: "CNY", Source: quotes.SourceDocument, IntraNode: quotes.Unknown, InterNode: quotes.Unknown,
			Compensation: quotes.Compensation{Kind: quotes.CompUnknown}, Raw: map[string]string{}}
	}
	s.form = f
	o := f.orig
	entry := func(key, text, hint string) *widget.Entry {
		e := widget.NewEntry()
		e.SetText(text)
		if hint != "" {
			e.SetPlaceHolder(hint)
		}
		f.prefill[key] = text
		f.e[key] = e
		e.OnChanged = func(string) { f.onChanged(key) }
		return e
	}
	unknownHint := assets.T("quotes.f.unknown_hint")
	intText := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	price := ""
	if o.Price > 0 {
		price = strconv.FormatFloat(o.Price, 'f', -1, 64)
	}
	termIn := func(t *quotes.Term) string {
		if t == nil {
			return ""
		}
		return termText(t)
	}
	compIn := ""
	if o.Compensation.Kind != "" && o.Compensation.Kind != quotes.CompUnknown {
		compIn = o.Raw["compensation"]
		if compIn == "" {
			compIn = compText(o.Compensation)
		}
	}

	ids := make([]string, 0, len(s.u.task.catalogue)+1)
	for _, g := range s.u.task.catalogue {
		ids = append(ids, g.ID)
	}
	if o.GPU != "" && !slices.Contains(ids, o.GPU) {
		ids = append(ids, o.GPU)
	}
	f.gpu = widget.NewSelect(ids, func(string) { f.onChanged("gpu") })
	f.gpu.PlaceHolder = assets.T("quotes.f.gpu_pick")
	if o.GPU != "" {
		f.gpu.Selected = o.GPU
	}
	unitSel := newEnumSelect("quotes.unit_long.", quotes.PriceUnits, func() { f.onChanged("price_unit") })
	unitSel.PlaceHolder = assets.T("quotes.f.unit_pick")
	unitSel.set(o.PriceUnit)
	f.sel["price_unit"] = unitSel
	f.cur = widget.NewSelectEntry(reportingCurrencies)
	f.cur.SetText(o.Currency)
	f.prefill["currency"] = o.Currency
	f.cur.OnChanged = func(string) { f.onChanged("currency") }
	tri := func(key string, b *bool) *enumSelect {
		e := newEnumSelect("quotes.tri.", []string{"yes", "no", quotes.Unknown}, nil)
		e.set(boolValue(b))
		f.sel[key] = e
		return e
	}
	intra := newEnumSelect("quotes.intra.", []string{quotes.IntraNVLink, quotes.IntraPCIe, quotes.IntraHCCS, quotes.Unknown}, nil)
	intra.set(enumOrUnknown(o.IntraNode))
	f.sel["intra_node"] = intra
	inter := newEnumSelect("quotes.inter.", []string{quotes.InterIB, quotes.InterRoCE, quotes.InterEther, quotes.InterNone, quotes.Unknown}, nil)
	inter.set(enumOrUnknown(o.InterNode))
	f.sel["inter_node"] = inter
	source := newEnumSelect("quotes.source.", []string{quotes.SourceEmail, quotes.SourceCall, quotes.SourceDocument, quotes.SourceImport}, nil)
	source.set(o.Source)
	f.sel["source"] = source
	notes := widget.NewMultiLineEntry()
	notes.SetText(o.Notes)
	notes.SetMinRowsVisible(2)
	f.e["notes"] = notes
	f.comp = widget.NewLabel("")
	f.comp.Importance = widget.LowImportance
	f.comp.Wrapping = textWrap()

	item := func(labelKey, field string, w fyne.CanvasObject) *widget.FormItem {
		e := widget.NewLabel("")
		e.Importance = widget.DangerImportance
		e.Wrapping = textWrap()
		e.Hide()
		f.errs[field] = e
		return widget.NewFormItem(assets.T(labelKey), container.NewVBox(w, e))
	}
	two := func(a, b fyne.CanvasObject) fyne.CanvasObject { return container.NewGridWithColumns(2, a, b) }
	form := widget.NewForm(
		item("quotes.field.vendor", "vendor", entry("vendor", o.Vendor, assets.T("quotes.f.required"))),
		item("quotes.field.offer", "offer", entry("offer", o.Offer, "")),
		item("quotes.field.gpu", "gpu", f.gpu),
		item("quotes.field.gpus_per_node", "gpus_per_node", entry("gpus_per_node", intText(o.GPUsPerNode), unknownHint)),
		item("quotes.field.nodes", "nodes", entry("nodes", intText(o.Nodes), unknownHint)),
		item("quotes.field.price", "price", container.NewGridWithColumns(3, entry("price", price, assets.T("quotes.f.price_hint")), unitSel.Select, f.cur)),
		item("quotes.field.min_term", "min_term", entry("min_term", termIn(o.MinTerm), assets.T("quotes.f.term_hint"))),
		item("quotes.field.billing_increment", "billing_increment", entry("billing_increment", termIn(o.BillingIncrement), assets.T("quotes.f.increment_hint"))),
		item("quotes.field.release_idle", "release_idle", tri("release_idle", o.ReleaseIdle).Select),
		item("quotes.field.intra_node", "intra_node", intra.Select),
		item("quotes.f.inter", "inter_node_gbps", two(inter.Select, entry("inter_node_gbps", fmtOpt(o.InterNodeGbps), assets.T("quotes.f.gbps_hint")))),
		item("quotes.field.local_nvme_tb", "local_nvme_tb", entry("local_nvme_tb", fmtOpt(o.LocalNVMeTB), assets.T("quotes.f.nvme_hint"))),
		item("quotes.field.storage", "storage", two(entry("storage_free_gb", fmtOpt(o.StorageFreeGB), assets.T("quotes.f.storage_free_hint")),
			entry("storage_price_per_gb_month", fmtOpt(o.StoragePricePerGBMonth), assets.T("quotes.f.storage_price_hint")))),
		item("quotes.field.egress_price_per_gb", "egress_price_per_gb", entry("egress_price_per_gb", fmtOpt(o.EgressPricePerGB), assets.T("quotes.f.egress_hint"))),
		item("quotes.field.fees", "fees", two(entry("image_fee", fmtOpt(o.ImageFee), assets.T("quotes.f.image_fee_hint")),
			entry("setup_fee", fmtOpt(o.SetupFee), assets.T("quotes.f.setup_fee_hint")))),
		item("quotes.field.resume_supported", "resume_supported", tri("resume_supported", o.ResumeSupported).Select),
		item("quotes.field.compensation", "compensation", container.NewVBox(entry("compensation", compIn, assets.T("quotes.f.comp_hint")), f.comp)),
		item("quotes.field.valid_until", "valid_until", entry("valid_until", o.ValidUntil, assets.T("quotes.f.date_hint"))),
		item("quotes.field.source", "source", source.Select),
		item("quotes.field.notes", "notes", notes),
	)
	f.ready = true
	f.onChanged("compensation")
	f.shown = map[string]bool{}
	f.top = widget.NewLabel("")
	f.top.Importance = widget.DangerImportance
	f.top.Wrapping = textWrap()
	f.top.Hide()
	f.save = widget.NewButton(assets.T("form.save"), f.onSave)
	f.save.Importance = widget.HighImportance
	cancel := widget.NewButton(assets.T("form.cancel"), func() { f.dlg.Hide(); s.form = nil })
	title := assets.T("quotes.f.new")
	if o.ID != 0 {
		title = assets.T("quotes.f.edit", o.ID)
	}
	foot := container.NewVBox(f.top, container.NewHBox(cancel, f.save))
	f.dlg = dialog.NewCustomWithoutButtons(title, container.NewBorder(nil, foot, nil, nil, container.NewVScroll(form)), s.u.win)
	f.dlg.Resize(fyne.NewSize(780, 760))
	f.dlg.Show()
	s.u.win.Canvas().Focus(f.e["vendor"])
}

// onChanged checks one field as it is typed; the others keep their state.
func (f *quoteForm) onChanged(key string) {
	if !f.ready {
		return // still being filled
	}
	if key == "compensation" {
		f.comp.SetText("")
		if t := strings.TrimSpace(f.e["compensation"].Text); t != "" {
			if c, err := quotes.ParseCompensation(t); err == nil {
				f.comp.SetText(assets.T("quotes.f.comp_reads", compText(c)))
			}
		} else {
			f.comp.SetText(assets.T("quotes.f.comp_reads", assets.T("quotes.status.unknown")))
		}
	}
	f.shown[fieldGroup(key)] = true
	q := f.start()
	f.show(f.parse(&q))
}

// start is the quote the form edits, with a Raw map of its own.
func (f *quoteForm) start() quotes.Quote {
	q := f.orig
	q.Raw = make(map[string]string, len(f.orig.Raw))
	for k, v := range f.orig.Raw {
		q.Raw[k] = v
	}
	return q
}

// fieldGroup is the error line a field reports to.
func fieldGroup(key string) string {
	switch key {
	case "price_unit", "currency":
		return "price"
	case "storage_free_gb", "storage_price_per_gb_month":
		return "storage"
	case "image_fee", "setup_fee":
		return "fees"
	}
	return key
}

func (f *quoteForm) show(errs map[string]error) {
	for k, l := range f.errs {
		if err, bad := errs[k]; bad && f.shown[k] {
			l.SetText(err.Error())
			l.Show()
		} else {
			l.Hide()
		}
	}
}

// parse reads the form into q; the errors are keyed by error line.
func (f *quoteForm) parse(q *quotes.Quote) map[string]error {
	errs := map[string]error{}
	fail := func(key string, err error) {
		if _, dup := errs[fieldGroup(key)]; !dup {
			errs[fieldGroup(key)] = err
		}
	}
	msg := func(key string, args ...any) error { return errors.New(assets.T(key, args...)) }
	txt := func(k string) string { return strings.TrimSpace(f.e[k].Text) }
	changed := func(k string) bool { return f.e[k].Text != f.prefill[k] }
	keepRaw := func(k string) {
		if changed(k) {
			if t := txt(k); t != "" {
				q.Raw[k] = t
			} else {
				delete(q.Raw, k)
			}
		}
	}

	if q.Vendor = txt("vendor"); q.Vendor == "" {
		fail("vendor", msg("quotes.f.err_required"))
	}
	q.Offer = txt("offer")
	if q.GPU = f.gpu.Selected; q.GPU == "" {
		fail("gpu", msg("quotes.f.err_required"))
	}
	count := func(k string, max int) *int {
		t := txt(k)
		if t == "" {
			return nil
		}
		n, err := quotes.ParseCount(t)
		if errors.Is(err, quotes.ErrNotStated) {
			return nil
		}
		if err != nil || n < 1 || n > max {
			fail(k, msg("quotes.f.err_count", max))
			return nil
		}
		return &n
	}
	q.GPUsPerNode = count("gpus_per_node", 64)
	q.Nodes = count("nodes", 100000)

	if changed("price") || q.Price <= 0 {
		p, err := quotes.ParsePrice(txt("price"))
		switch {
		case errors.Is(err, quotes.ErrEmpty):
			fail("price", msg("quotes.f.err_required"))
		case errors.Is(err, quotes.ErrNegotiable):
			fail("price", msg("quotes.f.err_negotiable"))
		case err != nil || !(p.Value > 0) || p.Value > 1e9:
			fail("price", msg("quotes.f.err_price"))
		default:
			q.Price = p.Value
			q.PriceText = txt("price")
			if p.TaxIncluded != nil {
				q.TaxIncluded = p.TaxIncluded
			}
			keepRaw("price")
		}
	}
	if q.PriceUnit = f.sel["price_unit"].value(); q.PriceUnit == "" {
		fail("price_unit", msg("quotes.f.err_unit"))
	}
	if c, err := quotes.ParseCurrency(f.cur.Text); err != nil || c == "" {
		fail("currency", msg("quotes.f.err_currency"))
	} else {
		q.Currency = c
	}

	hpm := f.s.opts.HoursPerMonth
	term := func(k string, cur *quotes.Term) (*quotes.Term, *float64) {
		if !changed(k) {
			if cur == nil {
				return nil, nil
			}
			return cur, ptrTo(cur.Hours(hpm))
		}
		keepRaw(k)
		t := txt(k)
		if t == "" {
			return nil, nil
		}
		v, err := quotes.ParseTerm(t)
		if errors.Is(err, quotes.ErrNotStated) {
			return nil, nil
		}
		if err != nil {
			if v.Unit == "" && v.Value > 0 {
				fail(k, msg("quotes.f.err_term_unit"))
			} else {
				fail(k, msg("quotes.f.err_term"))
			}
			return nil, nil
		}
		return &v, ptrTo(v.Hours(hpm))
	}
	q.MinTerm, q.MinHours = term("min_term", q.MinTerm)
	q.BillingIncrement, q.BillingIncrementHours = term("billing_increment", q.BillingIncrement)
	q.ReleaseIdle = boolOf(f.sel["release_idle"].value())
	q.ResumeSupported = boolOf(f.sel["resume_supported"].value())
	if v := f.sel["intra_node"].value(); v != enumOrUnknown(q.IntraNode) {
		q.IntraNode, q.IntraNodeGBps, q.PCIeGen = v, nil, nil
	}
	q.InterNode = f.sel["inter_node"].value()

	num := func(k string, cur *float64) *float64 {
		if !changed(k) {
			return cur
		}
		keepRaw(k)
		t := txt(k)
		if t == "" {
			return nil
		}
		v, err := quotes.ParseNumber(t)
		if errors.Is(err, quotes.ErrNotStated) {
			return nil
		}
		if err != nil || v < 0 || v > 1e9 {
			fail(k, msg("quotes.f.err_number"))
			return nil
		}
		return &v
	}
	q.InterNodeGbps = num("inter_node_gbps", q.InterNodeGbps)
	if q.InterNode == quotes.InterNone {
		q.InterNodeGbps = ptrTo(0.0)
	}
	q.LocalNVMeTB = num("local_nvme_tb", q.LocalNVMeTB)
	q.StorageFreeGB = num("storage_free_gb", q.StorageFreeGB)
	q.StoragePricePerGBMonth = num("storage_price_per_gb_month", q.StoragePricePerGBMonth)
	q.EgressPricePerGB = num("egress_price_per_gb", q.EgressPricePerGB)
	q.ImageFee = num("image_fee", q.ImageFee)
	q.SetupFee = num("setup_fee", q.SetupFee)

	if changed("compensation") {
		keepRaw("compensation")
		if t := txt("compensation"); t == "" {
			q.Compensation = quotes.Compensation{Kind: quotes.CompUnknown}
		} else if c, err := quotes.ParseCompensation(t); err != nil && !errors.Is(err, quotes.ErrNotStated) {
			fail("compensation", msg("quotes.f.err_comp"))
		} else {
			q.Compensation = c
		}
	}
	if changed("valid_until") {
		keepRaw("valid_until")
		if t := txt("valid_until"); t == "" {
			q.ValidUntil = ""
		} else if d, err := quotes.ParseDate(t); err != nil {
			fail("valid_until", msg("quotes.f.err_date"))
		} else {
			q.ValidUntil = d
		}
	}
	q.Source = f.sel["source"].value()
	q.Notes = strings.TrimSpace(f.e["notes"].Text)
	return errs
}

// onSave keeps the dialog open, with the reasons beside the fields, until
// the quote is valid.
func (f *quoteForm) onSave() {
	q := f.start()
	for k := range f.errs {
		f.shown[k] = true
	}
	errs := f.parse(&q)
	f.show(errs)
	if len(errs) > 0 {
		f.top.SetText(assets.T("quotes.f.fix"))
		f.top.Show()
		return
	}
	if err := q.Validate(); err != nil {
		f.top.SetText(err.Error())
		f.top.Show()
		return
	}
	id, err := f.s.store.SaveQuote(context.Background(), q)
	if err != nil {
		f.top.SetText(err.Error())
		f.top.Show()
		return
	}
	f.dlg.Hide()
	f.s.form = nil
	f.s.selectedID = id
	if f.s.showDeleted {
		f.s.showDeleted = false
		f.s.deletedChk.SetChecked(false)
	} else {
		f.s.reload()
	}
	f.s.setStatus(assets.T("quotes.saved", id, q.Vendor), false)
}
