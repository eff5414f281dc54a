package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/bench"
	"computecheck/calc"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

// BenchStore keeps imported benchmark results (storage.DB implements it).
type BenchStore interface {
	ImportBenchWith(ctx context.Context, r bench.Result, raw []byte, source string, meta storage.BenchMeta) (int64, error)
	BenchResults(ctx context.Context) ([]storage.BenchRecord, error)
	AttachBench(ctx context.Context, id, quoteID int64) error
	SetBenchCost(ctx context.Context, id int64, cost float64, currency string) error
	DeleteBench(ctx context.Context, id int64) error
}

func (u *ui) benchArea() fyne.CanvasObject {
	if u.bench == nil {
		l := widget.NewLabel(assets.T("bench.placeholder", assets.T("bench.kit_duration")))
		l.Wrapping = fyne.TextWrapWord
		return container.NewPadded(l)
	}
	u.benchScr = newBenchScreen(u)
	return u.benchScr.content
}

// benchScreen is the 实测 area: write the kit, import what it measured (or
// a training log), and see measured against estimated tokens/s.
type benchScreen struct {
	u       *ui
	stale   bool // the task changed since the results were compared with it
	content fyne.CanvasObject
	status  *widget.Label
	table   *widget.Table
	rows    []benchRow
	detail  *fyne.Container
	format  *widget.Select
	seqLen  *widget.Entry
	gpus    *widget.Entry

	kitQuote     *dialogSelect // the kit dialog's quote, while it is open
	chooseFolder func(then func(dir string))
}

// benchRow is a stored result with its comparison to our estimate.
type benchRow struct {
	rec storage.BenchRecord
	cmp bench.Comparison
	err error // why there is no comparison
}

var benchWidths = []float32{150, 170, 150, 150, 110, 105, 70, 100}

var benchCols = []string{"bench.col.date", "bench.col.gpu", "bench.col.measured", "bench.col.estimated", "bench.col.ratio", "bench.col.memory", "bench.col.quote", "bench.col.cost"}

func newBenchScreen(u *ui) *benchScreen {
	s := &benchScreen{u: u}
	u.feed.subscribe(func(calc.Task) { s.stale = true })
	s.chooseFolder = func(then func(string)) {
		d := dialog.NewFolderOpen(func(dir fyne.ListableURI, err error) {
			if err == nil && dir != nil {
				then(dir.Path())
			}
		}, u.win)
		d.Resize(dialogSize(u.win))
		d.Show()
	}
	s.status = widget.NewLabel(assets.T("bench.intro", assets.T("bench.kit_duration")))
	s.status.Wrapping = fyne.TextWrapWord
	kitBtn := widget.NewButton(assets.T("bench.write_kit"), s.onWriteKit)
	importBtn := widget.NewButton(assets.T("bench.import"), s.onImportChosen)
	importBtn.Importance = widget.HighImportance
	// The formats by name (Formats lists auto first).
	names := make([]string, len(bench.Formats()))
	for i, f := range bench.Formats() {
		names[i] = assets.T("bench.format." + f)
	}
	s.format = widget.NewSelect(names, nil)
	s.format.SetSelectedIndex(0)
	s.seqLen = widget.NewEntry()
	s.seqLen.SetPlaceHolder(assets.T("bench.seq_len_hint"))
	s.gpus = widget.NewEntry()
	s.gpus.SetPlaceHolder(assets.T("bench.gpus_hint"))
	logOpts := widget.NewForm(
		widget.NewFormItem(assets.T("bench.format"), s.format),
		widget.NewFormItem(assets.T("bench.seq_len"), s.seqLen),
		widget.NewFormItem(assets.T("bench.gpus"), s.gpus),
	)
	logAcc := widget.NewAccordion(widget.NewAccordionItem(assets.T("bench.log_options"), logOpts))

	s.table = s.newTable()
	s.detail = container.NewVBox()
	top := container.NewVBox(s.status, container.NewHBox(kitBtn, importBtn), logAcc)
	table := newFillTable(s.table, append([]float32(nil), benchWidths...), []int{1, 2, 3}, 40, nil)
	split := container.NewVSplit(table, container.NewVScroll(s.detail))
	split.Offset = 0.55
	s.content = container.NewBorder(top, nil, nil, nil, split)
	s.reload()
	return s
}

func (s *benchScreen) newTable() *widget.Table {
	t := widget.NewTableWithHeaders(
		func() (int, int) { return len(s.rows), len(benchCols) },
		func() fyne.CanvasObject { return widget.NewLabel("2026-11-29 20:00 ") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			r := s.rows[id.Row]
			l.Importance = widget.MediumImportance
			l.SetText(s.cell(r, id.Col))
			if id.Col == 4 && r.err == nil && r.cmp.Flagged {
				l.Importance = widget.DangerImportance
			}
			l.Refresh()
		})
	setColumnHeaders(t, benchCols, benchWidths)
	t.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < len(s.rows) {
			s.showDetail(s.rows[id.Row])
		}
	}
	return t
}

func (s *benchScreen) cell(r benchRow, col int) string {
	rec := r.rec
	switch col {
	case 0:
		d := rec.StartedAt
		if d == "" {
			d = rec.ImportedAt
		}
		return strings.Replace(strings.TrimSuffix(d, "Z"), "T", " ", 1)
	case 1:
		if rec.GPUName == "" {
			return "–"
		}
		return fmt.Sprintf("%d × %s", rec.GPUCount, rec.GPUName)
	case 2:
		return present.OptTokensPerS(rec.TokensPerSPerGPU)
	case 3:
		if r.err != nil {
			return "–"
		}
		return present.TokensPerS(r.cmp.EstimatedPerGPU)
	case 4:
		if r.err != nil {
			return "–"
		}
		return present.Ratio(r.cmp.Ratio)
	case 5:
		return present.OptGiB(rec.PeakMemoryBytes)
	case 6:
		if rec.QuoteID == nil {
			return "–"
		}
		return "#" + strconv.FormatInt(*rec.QuoteID, 10)
	case 7:
		return present.RunCost(rec.RunCost, rec.RunCostCurrency)
	}
	return ""
}

// reload reads the stored results and compares each with the estimate for
// the task now in the Task area, on the cards the run used.
func (s *benchScreen) reload() {
	recs, err := s.u.bench.BenchResults(context.Background())
	if err != nil {
		s.showNotice(errText(err), true)
		return
	}
	cat, t := s.u.feed.gpus(), s.u.feed.current()
	s.stale = false
	s.rows = s.rows[:0]
	for _, rec := range recs {
		row := benchRow{rec: rec}
		row.cmp, row.err = s.compare(rec, t, cat)
		s.rows = append(s.rows, row)
	}
	s.table.Refresh()
	if len(s.rows) == 0 {
		s.detail.RemoveAll()
		s.detail.Add(widget.NewLabel(assets.T("bench.none_yet")))
	}
}

// compare sets a stored result against the task's estimate by the rule the
// Compare area uses (quotes.BenchUsable): a run of another model or method,
// or on a card its quote does not offer, is not called "within" anything.
func (s *benchScreen) compare(rec storage.BenchRecord, t calc.Task, cat []calc.GPU) (bench.Comparison, error) {
	var q quotes.Quote
	if rec.QuoteID != nil && s.u.quotes != nil {
		if got, err := s.u.quotes.Quote(context.Background(), *rec.QuoteID); err == nil {
			q = got
		}
	}
	if err := quotes.BenchUsable(rec.Result, q, t); err != nil {
		return bench.Comparison{}, err
	}
	return bench.CompareTask(rec.Result, t, cat)
}

// onWriteKit asks which quote the kit is for, then for a folder, and
// writes there one folder named after the quote and a .zip of it, with the
// current task baked in.
func (s *benchScreen) onWriteKit() {
	t := s.u.feed.current()
	var qs []quotes.Quote
	if s.u.quotes != nil {
		qs, _ = s.u.quotes.Quotes(context.Background())
	}
	names := []string{assets.T("bench.kit_no_quote")}
	for _, q := range qs {
		names = append(names, fmt.Sprintf("#%d  %s", q.ID, quoteName(q)))
	}
	s.kitQuote = newDialogSelect(names, nil)
	s.kitQuote.SetSelectedIndex(0)
	ask := widget.NewLabel(assets.T("bench.kit_which_quote"))
	ask.Wrapping = fyne.TextWrapWord
	task := widget.NewLabel(assets.T("bench.kit_task", taskLine(t)))
	task.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(assets.T("bench.kit_title"), assets.T("bench.kit_next"), assets.T("form.cancel"),
		container.NewVBox(ask, s.kitQuote, task), func(ok bool) {
			if !ok {
				return
			}
			var id *int64
			label := ""
			if i := s.kitQuote.SelectedIndex(); i > 0 && i <= len(qs) {
				id, label = &qs[i-1].ID, quoteName(qs[i-1])
			}
			s.chooseKitFolder(t, id, bench.KitName(id, label, t.Name))
		}, s.u.win)
	d.Resize(fyne.NewSize(600, 280))
	s.u.showDialog(d, nil, nil)
}

// chooseKitFolder asks where the kit goes; chooseFolder is the folder
// dialog (tests replace it).
func (s *benchScreen) chooseKitFolder(t calc.Task, quoteID *int64, name string) {
	s.chooseFolder(func(parent string) {
		dir, zipPath, err := bench.WriteKitBundle(parent, name, t, quoteID)
		if err != nil {
			showError(err, s.u.win)
			return
		}
		s.showNotice(assets.T("bench.kit_written", dir, filepath.Base(zipPath), assets.T("bench.kit_duration")), false)
	})
}

// showNotice puts a result in the status line in the text colour (a saved
// file is news, not a footnote) or, for a failure, in red.
func (s *benchScreen) showNotice(text string, failed bool) {
	s.status.Importance = widget.MediumImportance
	if failed {
		s.status.Importance = widget.DangerImportance
	}
	s.status.SetText(text)
	s.status.Refresh()
}

func (s *benchScreen) onImportChosen() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		s.importFrom(rc, filepath.Base(rc.URI().Path()))
	}, s.u.win)
	d.Resize(dialogSize(s.u.win))
	d.Show()
}

// importData parses and stores a result held in memory (importFrom).
func (s *benchScreen) importData(data []byte, name string) {
	s.importFrom(io.NopCloser(bytes.NewReader(data)), name)
}

// importFrom reads, parses and stores a result off the UI goroutine (a
// large log takes a moment; it is streamed, never cut: bench.ReadStream)
// and comes back through fyne.Do. It closes rc.
func (s *benchScreen) importFrom(rc io.ReadCloser, name string) {
	opt := bench.Options{}
	if i := s.format.SelectedIndex(); i > 0 && i < len(bench.Formats()) {
		opt.Format = bench.Formats()[i]
	}
	opt.SeqLen, _ = strconv.Atoi(strings.TrimSpace(s.seqLen.Text))
	opt.GPUs, _ = strconv.Atoi(strings.TrimSpace(s.gpus.Text))
	s.status.SetText(assets.T("bench.importing", name))
	background(func() {
		defer rc.Close()
		r, data, err := bench.ReadStream(rc, name, opt)
		var id int64
		var meta storage.BenchMeta
		notHere := int64(0)
		if err == nil {
			// The kit writes the quote it was made for into the result:
			// the result is linked to it, as the kit dialog promises.
			meta.QuoteID = r.QuoteID
			id, err = s.u.bench.ImportBenchWith(context.Background(), r, data, name, meta)
			if errors.Is(err, storage.ErrBenchNoQuote) && meta.QuoteID != nil {
				// Another computer's quote, or one deleted since: keep the
				// measurement, unlinked, and say so (as the command line does).
				notHere, meta.QuoteID = *meta.QuoteID, nil
				id, err = s.u.bench.ImportBenchWith(context.Background(), r, data, name, meta)
			}
		}
		fyne.Do(func() {
			s.onImported(name, id, err)
			switch {
			case err != nil:
			case notHere != 0:
				s.showNotice(assets.T("bench.imported_quote_not_here", name, id, notHere), false)
			case meta.QuoteID != nil:
				s.showNotice(assets.T("bench.imported_for_quote", name, id, *meta.QuoteID), false)
			}
		})
	})
}

func (s *benchScreen) onImported(name string, id int64, err error) {
	if errors.Is(err, storage.ErrBenchExists) {
		s.status.Importance = widget.MediumImportance
		s.status.SetText(assets.T("bench.already", name, id))
		s.reload()
		return
	}
	if err != nil {
		s.status.SetText(assets.T("bench.import_failed", errText(err)))
		s.status.Importance = widget.DangerImportance
		s.status.Refresh()
		return
	}
	s.status.Importance = widget.MediumImportance
	s.status.SetText(assets.T("bench.imported", name, id))
	s.reload()
	for i, r := range s.rows {
		if r.rec.ID == id {
			s.table.Select(widget.TableCellID{Row: i, Col: 0})
		}
	}
}

// benchPrice is the quote the result is attached to, normalised, for the
// price sentence of present.BenchDetail; nil when the result is not
// attached to a quote that can be read.
func (s *benchScreen) benchPrice(r benchRow) *present.BenchPrice {
	if r.rec.QuoteID == nil || r.err != nil || s.u.quotes == nil {
		return nil
	}
	ctx := context.Background()
	q, err := s.u.quotes.Quote(ctx, *r.rec.QuoteID)
	if err != nil {
		return nil
	}
	opts, err := s.u.quotes.NormalizeOptions(ctx)
	if err != nil {
		return nil
	}
	return &present.BenchPrice{Quote: quotes.Normalize(q, opts), RunCost: r.rec.RunCost, RunCostCurrency: r.rec.RunCostCurrency}
}

func (s *benchScreen) showDetail(r benchRow) {
	s.detail.RemoveAll()
	rec := r.rec
	title := widget.NewLabelWithStyle(fmt.Sprintf("#%d  %s", rec.ID, rec.Source), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.detail.Add(title)
	// The sentences `bench import --task` prints too (present.BenchDetail).
	cmp := &r.cmp
	if r.err != nil {
		cmp = nil
	}
	lines := present.BenchDetail(cmp, r.err, s.benchPrice(r), assets.Lang())
	res := rec.Result
	if res.AllreduceBusbwGBps != nil {
		lines = append(lines, assets.T("bench.busbw", *res.AllreduceBusbwGBps))
	}
	if res.DiskReadMBps != nil {
		lines = append(lines, assets.T("bench.disk", *res.DiskReadMBps))
	}
	for _, e := range res.Errors {
		lines = append(lines, "✘ "+e)
	}
	for _, w := range res.Warnings {
		lines = append(lines, "! "+assets.M(w))
	}
	info := widget.NewLabel(strings.Join(lines, "\n"))
	info.Wrapping = fyne.TextWrapWord
	s.detail.Add(info)

	quote := widget.NewEntry()
	quote.SetPlaceHolder(assets.T("bench.quote_hint"))
	if rec.QuoteID != nil {
		quote.SetText(strconv.FormatInt(*rec.QuoteID, 10))
	}
	attach := widget.NewButton(assets.T("bench.attach"), func() {
		id, err := strconv.ParseInt(strings.TrimSpace(quote.Text), 10, 64)
		if err != nil || id < 0 {
			dialog.ShowError(fmt.Errorf("%s: %s", assets.T("bench.quote_hint"), assets.T("form.whole_number")), s.u.win)
			return
		}
		if err := s.u.bench.AttachBench(context.Background(), rec.ID, id); err != nil {
			showError(benchStoreError(err, rec.ID, id), s.u.win)
			return
		}
		s.reload()
	})
	cost := widget.NewEntry()
	cost.SetPlaceHolder(assets.T("bench.cost_hint"))
	if rec.RunCost != nil {
		cost.SetText(strconv.FormatFloat(*rec.RunCost, 'f', -1, 64))
	}
	cur := widget.NewSelect(reportingCurrencies, nil)
	cur.SetSelected("CNY")
	if rec.RunCostCurrency != "" {
		cur.SetSelected(rec.RunCostCurrency)
	}
	saveCost := widget.NewButton(assets.T("form.save"), func() {
		v, err := strconv.ParseFloat(strings.TrimSpace(cost.Text), 64)
		if err != nil || v < 0 {
			dialog.ShowError(fmt.Errorf("%s: %s", assets.T("bench.cost_hint"), assets.T("form.not_a_number")), s.u.win)
			return
		}
		if err := s.u.bench.SetBenchCost(context.Background(), rec.ID, v, cur.Selected); err != nil {
			showError(benchStoreError(err, rec.ID, 0), s.u.win)
			return
		}
		s.reload()
	})
	del := widget.NewButton(assets.T("bench.delete"), func() {
		dialog.ShowConfirm(assets.T("bench.delete"), assets.T("bench.delete_confirm", rec.ID), func(ok bool) {
			if !ok {
				return
			}
			if err := s.u.bench.DeleteBench(context.Background(), rec.ID); err != nil {
				showError(benchStoreError(err, rec.ID, 0), s.u.win)
				return
			}
			s.table.UnselectAll()
			s.detail.RemoveAll()
			s.reload()
		}, s.u.win)
	})
	del.Importance = widget.DangerImportance
	s.detail.Add(widget.NewForm(
		widget.NewFormItem(assets.T("bench.quote"), container.NewBorder(nil, nil, nil, attach, quote)),
		widget.NewFormItem(assets.T("bench.run_cost"), container.NewBorder(nil, nil, nil, container.NewHBox(cur, saveCost), cost)),
	))
	s.detail.Add(container.NewHBox(del))
}

// benchStoreError words what the store refused in the user's language: a
// quote that is not there, a result deleted meanwhile; anything else as
// errText has it.
func benchStoreError(err error, id, quoteID int64) error {
	switch {
	case errors.Is(err, storage.ErrBenchNoQuote):
		return errors.New(assets.T("bench.err_no_quote", quoteID))
	case errors.Is(err, storage.ErrBenchNotFound):
		return errors.New(assets.T("bench.err_not_found", id))
	}
	return errors.New(errText(err))
}
