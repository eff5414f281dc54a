package app

import (
	"bytes"
	"context"
	"slices"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"computecheck/assets"
	"computecheck/present"
	"computecheck/quotes"
)

// QuoteStore keeps vendor quotes; *storage.DB implements it.
type QuoteStore interface {
	Quotes(ctx context.Context) ([]quotes.Quote, error)
	Quote(ctx context.Context, id int64) (quotes.Quote, error)
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
	u.quotesScr = newQuotesScreen(u)
	return u.quotesScr.content
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
	qcInterruptible
	qcValid
)

// quoteColumns are the table's titles and least widths, in the order of
// present.WindowQuoteColumns, which makes the cells.
var quoteColumns = []struct {
	key   string
	width float32
}{
	{"quotes.col.vendor", 104}, {"quotes.col.offer", 110}, {"quotes.col.gpu", 124}, {"quotes.col.shape", 56},
	{"quotes.col.price", 128}, {"quotes.col.per_gpu_hour", 92}, {"quotes.col.billing", 186},
	{"quotes.col.checks", 120}, {"present.q.col.interruptible", 72}, {"quotes.col.valid", 132},
}

// quoteRow is what filtering, sorting and drawing need of one quote,
// worked out once per load so that 10,000 rows stay quick.
type quoteRow struct {
	hay       string // lower-case vendor, offer, GPU, vendor's GPU text, notes
	vendorKey []byte // collation keys: Chinese sorts by pinyin
	offerKey  []byte
	expired   bool
	unknowns  int
	cells     []string // present.WindowQuoteCells, in quoteColumns order
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
	fxMissing   string // the first currency the hint names
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
	pasteBox  *dialogEntry
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
	// Opened from the hint, the dialog starts on the first currency lacking a rate.
	s.fxBox = container.NewBorder(nil, nil, nil, widget.NewButton(assets.T("quotes.fx_set"), func() { s.onFXRatesFor(s.fxMissing) }), s.fxHint)
	s.fxBox.Hide()

	top := container.NewVBox(
		container.NewBorder(nil, nil, container.NewHBox(importBtn, pasteBtn, addBtn, tmplBtn, fxBtn), s.deletedChk),
		container.NewBorder(nil, nil, nil, container.NewHBox(s.gpuSel, s.hideExpired, s.count), s.filter),
		s.fxBox,
	)

	s.table = s.newTable()
	s.detail = container.NewVBox()
	// Spare width goes to the vendor, offer, price and billing columns.
	table := newFillTable(s.table, s.widths, []int{qcVendor, qcOffer, qcPrice, qcBilling}, 54+40, nil)
	split := container.NewVSplit(table, container.NewVScroll(container.NewPadded(s.detail)))
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
	s.reload()
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
	skipped   string // the rows that could not be read, named (safety.go)
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
	var skipped string
	if deleted {
		qs, err = store.DeletedQuotes(ctx)
	} else {
		qs, skipped, err = storedQuotes(ctx, store)
	}
	if err != nil {
		return quoteData{err: err}
	}
	opts.Today = today
	d := prepareQuotes(qs, opts)
	d.skipped = skipped
	return d
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
		r.cells, r.unknowns = present.WindowQuoteCells(*q, opts.Today, lang)
		gpus[q.GPU] = true
	}
	for g := range gpus {
		d.gpus = append(d.gpus, g)
	}
	sort.Strings(d.gpus)
	return d
}

// reload reads the quotes off the UI goroutine (10,000 quotes take a
// few hundred ms to read and index) and shows them through fyne.Do,
// unless a newer load has been shown meanwhile.
func (s *quotesScreen) reload() {
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
		s.setStatus(errText(d.err), true)
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
	if d.skipped != "" {
		s.setStatus(d.skipped, true)
	}
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
	s.fxMissing = curs[0]
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
	case qcInterruptible:
		c = known(qa.Interruptible != nil, qb.Interruptible != nil, cmpBool(qa.Interruptible, qb.Interruptible))
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

// cmpBool puts false (cannot be taken back) before true.
func cmpBool(a, b *bool) int {
	if a == nil || b == nil || *a == *b {
		return 0
	}
	if *a {
		return 1
	}
	return -1
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
	before := len(s.view)
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
	if len(s.view) != before {
		// Fyne's table keeps its scroll offset when it gets fewer rows:
		// scrolled down, a filter left it blank ("12 / 52" over nothing).
		// The chosen quote, if it is still shown, is scrolled to below.
		s.table.ScrollToTop()
	}
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
