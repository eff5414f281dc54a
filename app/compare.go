package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/chart"
	"computecheck/compare"
	"computecheck/export"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

// CompareStore is what the Compare area reads; *storage.DB implements it.
// It is its own small interface, not the Quotes screen's, so the two
// screens can change apart.
type CompareStore interface {
	NormalizeOptions(ctx context.Context) (quotes.Options, error)
	Quotes(ctx context.Context) ([]quotes.Quote, error)
	BenchResults(ctx context.Context) ([]storage.BenchRecord, error)
}

// compareBreakdownQuotes is how many of the cheapest quotes the breakdown
// chart stacks.
const compareBreakdownQuotes = 12

// sensitivityPcts are the ± percentages the sensitivity panel offers.
var sensitivityPcts = []string{"10%", "20%", "30%", "50%"}

// compareArea is the 对比 area. The content is a compareView, so that the
// tab bar can tell the area was shown (onTabSelected) and recompute.
func (u *ui) compareArea() fyne.CanvasObject {
	cs, ok := u.store.(CompareStore)
	if !ok {
		return placeholder("compare.placeholder")
	}
	return newCompareScreen(u, cs).view
}

// onTabSelected is called by the tab bar whenever an area is shown: the
// Compare area recomputes, since the task or the quotes may have changed
// in the other areas meanwhile.
func (u *ui) onTabSelected(it *container.TabItem) {
	if it == nil {
		return
	}
	if v, ok := it.Content.(*compareView); ok {
		v.s.refresh()
	}
}

// compareView is the Compare area's content as one widget the tab bar can
// recognise.
type compareView struct {
	widget.BaseWidget
	s       *compareScreen
	content fyne.CanvasObject
}

func (v *compareView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(v.content)
}

// compareData is one costing of the task against every stored quote
// (compare.Build) and what the table, the sentences and the charts show
// of it at once. It is never changed after computeCompare returns, so the
// chart goroutines may read it.
type compareData struct {
	*compare.Comparison
	advice  calc.Advice
	margin  calc.Margin
	hasWin  bool // margin is set
	elapsed time.Duration
}

// computeCompare loads the quotes and their benchmarks and has package
// compare rank them, with the advice and the winner's margin. Nothing here
// draws.
func computeCompare(store CompareStore, t calc.Task, cat []calc.GPU, asOf string) (*compareData, error) {
	start := time.Now()
	ctx := context.Background()
	nopt, err := store.NormalizeOptions(ctx)
	if err != nil {
		return nil, err
	}
	qs, err := store.Quotes(ctx)
	if err != nil {
		return nil, err
	}
	recs, err := store.BenchResults(ctx)
	if err != nil {
		return nil, err
	}
	runs := make([]compare.Run, len(recs))
	for i, r := range recs {
		runs[i] = compare.Run{ID: r.ID, QuoteID: r.QuoteID, Result: r.Result}
	}
	d := &compareData{Comparison: compare.Build(compare.Input{Task: t, Catalogue: cat, Options: nopt, AsOf: asOf, Quotes: qs, Runs: runs})}
	d.advice = d.Advice()
	d.margin, d.hasWin = d.Margin()
	d.elapsed = time.Since(start)
	return d, nil
}

// winner is the cheapest priced row, or nil.
func (d *compareData) winner() *calc.QuoteCost {
	if d == nil {
		return nil
	}
	return d.Winner()
}

// compareScreen is the 对比 area: the ranking of every quote by the task's
// total cost, which pricing suits the task, cost curves with break-even
// points, the breakdown, and the sensitivity of the cheapest quote.
type compareScreen struct {
	u     *ui
	store CompareStore
	view  *compareView

	status  *widget.Label
	taskLbl *widget.Label
	advice  *widget.Label
	margin  *widget.Label
	sortBy  *widget.Select
	table   *widget.Table
	detail  *widget.Label
	tabs    *container.AppTabs
	curves  *chartView
	costs   *chartView
	tornado *chartView
	speed   *chartView
	beText  *widget.Label
	sensPct *widget.Select
	sensTxt *widget.Label

	data *compareData
	rows []calc.QuoteCost // table order
	sel  int64            // selected quote id, 0 = none

	// gen counts recomputes; a chart goroutine that finds it changed drops
	// its result, so an old task never overwrites a newer one.
	gen  uint64
	busy sync.WaitGroup // goroutines working for the screen (tests wait on it)
}

var compareCols = []string{"compare.col.rank", "compare.col.quote", "compare.col.gpus", "compare.col.fits", "compare.col.hours",
	"compare.col.source", "compare.col.compute", "compare.col.storage", "compare.col.egress", "compare.col.fixed",
	"compare.col.risk", "compare.col.total", "compare.col.per_m", "compare.col.warnings"}

var compareColWidths = []float32{48, 210, 190, 60, 156, 100, 90, 76, 70, 84, 100, 100, 110, 360}

// Column indexes used in code.
const (
	colRank     = 0
	colFits     = 3
	colCompute  = 6
	colTotal    = 11
	colPerM     = 12
	colWarnings = 13
)

func newCompareScreen(u *ui, store CompareStore) *compareScreen {
	s := &compareScreen{u: u, store: store}

	refresh := widget.NewButtonWithIcon(assets.T("compare.refresh"), theme.ViewRefreshIcon(), s.refresh)
	s.sortBy = widget.NewSelect([]string{assets.T("compare.sort.total"), assets.T("compare.sort.per_m")}, func(string) { s.onSortChanged() })
	s.sortBy.SetSelectedIndex(0)
	var exportBtn *widget.Button
	exportBtn = widget.NewButtonWithIcon(assets.T("compare.export"), theme.DownloadIcon(), func() {
		menu := fyne.NewMenu("",
			fyne.NewMenuItem(assets.T("compare.save_chart"), func() { s.onSaveChart(1) }),
			fyne.NewMenuItem(assets.T("compare.save_chart_2x"), func() { s.onSaveChart(2) }),
			fyne.NewMenuItem(assets.T("compare.save_csv"), s.onSaveCSV),
			fyne.NewMenuItem(assets.T("compare.save_xlsx"), s.onSaveXLSX),
			fyne.NewMenuItem(assets.T("compare.copy_questions"), s.onCopyQuestions),
		)
		widget.ShowPopUpMenuAtRelativePosition(menu, u.win.Canvas(), fyne.NewPos(0, exportBtn.Size().Height), exportBtn)
	})
	s.status = widget.NewLabel("")
	s.status.Importance = widget.LowImportance
	s.status.Truncation = fyne.TextTruncateEllipsis
	toolbar := container.NewBorder(nil, nil,
		container.NewHBox(refresh, widget.NewLabel(assets.T("compare.sort_by")), s.sortBy, exportBtn), nil, s.status)

	s.taskLbl = widget.NewLabel("")
	s.taskLbl.Truncation = fyne.TextTruncateEllipsis
	s.advice = widget.NewLabel("")
	s.advice.Wrapping = fyne.TextWrapWord
	s.margin = widget.NewLabel("")
	s.margin.Wrapping = fyne.TextWrapWord
	s.margin.TextStyle.Bold = true
	adviceTitle := widget.NewLabelWithStyle(assets.T("compare.advice_title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	summary := container.NewVBox(s.taskLbl, s.margin, container.NewBorder(nil, nil, adviceTitle, nil, s.advice))

	s.table = s.newTable()
	s.detail = widget.NewLabel(assets.T("compare.detail_hint"))
	s.detail.Wrapping = fyne.TextWrapWord
	rank := container.NewVSplit(s.table, container.NewVScroll(s.detail))
	rank.Offset = 0.72

	s.curves = newChartView()
	s.beText = widget.NewLabel("")
	s.beText.Wrapping = fyne.TextWrapWord
	s.costs = newChartView()
	s.tornado = newChartView()
	s.speed = newChartView()
	s.sensPct = widget.NewSelect(sensitivityPcts, func(string) { s.startSensitivity() })
	s.sensPct.SetSelected("20%")
	s.sensTxt = widget.NewLabel("")
	s.sensTxt.Wrapping = fyne.TextWrapWord
	sens := container.NewBorder(container.NewHBox(widget.NewLabel(assets.T("compare.sens_pct")), s.sensPct),
		s.sensTxt, nil, nil, s.tornado)

	s.tabs = container.NewAppTabs(
		container.NewTabItem(assets.T("compare.tab.ranking"), rank),
		container.NewTabItem(assets.T("compare.tab.curves"), container.NewBorder(nil, s.beText, nil, nil, s.curves)),
		container.NewTabItem(assets.T("compare.tab.breakdown"), s.costs),
		container.NewTabItem(assets.T("compare.tab.sensitivity"), sens),
		container.NewTabItem(assets.T("compare.tab.speed"), s.speed),
	)

	content := container.NewBorder(container.NewVBox(toolbar, summary, widget.NewSeparator()), nil, nil, nil, s.tabs)
	s.view = &compareView{s: s, content: content}
	s.view.ExtendBaseWidget(s.view)
	s.refresh()
	return s
}

func (s *compareScreen) newTable() *widget.Table {
	t := widget.NewTableWithHeaders(
		func() (int, int) { return len(s.rows), len(compareCols) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			if id.Row < 0 || id.Row >= len(s.rows) {
				return
			}
			r := s.rows[id.Row]
			l.Importance = widget.MediumImportance
			if !r.Complete {
				l.Importance = widget.LowImportance // greyed: not ranked, the warnings column says why
			}
			l.TextStyle.Bold = id.Col == colTotal && r.Rank == 1
			l.Alignment = fyne.TextAlignLeading
			if id.Col == colRank || (id.Col >= colCompute && id.Col <= colPerM) {
				l.Alignment = fyne.TextAlignTrailing
			}
			l.SetText(compareCell(r, id.Col))
		})
	t.CreateHeader = func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		if id.Row < 0 && id.Col >= 0 {
			l.SetText(assets.T(compareCols[id.Col]))
			l.TextStyle.Bold = true
			l.Refresh()
			return
		}
		l.SetText("")
	}
	t.ShowHeaderColumn = false
	t.StickyColumnCount = 2
	for i, w := range compareColWidths {
		t.SetColumnWidth(i, w)
	}
	t.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < len(s.rows) {
			s.sel = s.rows[id.Row].QuoteID
			s.showDetail()
		}
	}
	return t
}

// compareCell is one table cell of a row in the current language.
func compareCell(r calc.QuoteCost, col int) string {
	switch col {
	case colRank:
		if r.Rank > 0 {
			return strconv.Itoa(r.Rank)
		}
		return "–"
	case 1:
		return quoteLabel(r.Vendor, r.Offer)
	case 2:
		if !r.Fits {
			return r.GPU
		}
		return fmt.Sprintf("%s × %d (%d)", r.GPU, r.GPUs, r.Nodes)
	case colFits:
		if r.Fits {
			return assets.T("compare.fits_yes")
		}
		return assets.T("compare.fits_no")
	case 4:
		switch {
		case r.Hours > 0 && r.Complete:
			return fmt.Sprintf("%s / %s h", hoursText(r.Hours), hoursText(r.BilledHours))
		case r.Hours > 0:
			return hoursText(r.Hours) + " / – h"
		}
		return "–"
	case 5:
		return assets.T("compare.source." + r.ThroughputSource)
	case colTotal:
		switch {
		case r.Complete:
			return moneyText(r.Cost.Total)
		case !r.Fits:
			return assets.T("compare.not_ranked")
		}
		return assets.T("compare.incomplete")
	case colPerM:
		if r.Complete && r.CostPerMillionTokens > 0 {
			return moneyText(r.CostPerMillionTokens)
		}
		return "–"
	case colWarnings:
		return warningSummary(r)
	}
	if col >= colCompute && col < colTotal {
		if !r.Complete {
			return "–"
		}
		c := r.Cost
		v := []float64{c.Compute, c.Storage, c.Egress, c.Fixed, c.Risk}[col-colCompute]
		// Terms the vendor did not state are counted as 0 by calc; the
		// cell says they are not known rather than free.
		if (col == colCompute+1 && r.HasWarning(calc.WarnStorageUnknown)) || (col == colCompute+2 && r.HasWarning(calc.WarnEgressUnknown)) {
			return "?"
		}
		return moneyText(v)
	}
	return ""
}

// warningSummary names a row's warnings briefly, the reason it is not
// priced first.
func warningSummary(r calc.QuoteCost) string {
	var out []string
	seen := map[string]bool{}
	add := func(code string) {
		l := warningLabel(code)
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	if !r.Complete {
		for _, w := range r.Warnings {
			if w.Text == r.Reason {
				add(w.Code)
			}
		}
	}
	for _, w := range r.Warnings {
		add(w.Code)
	}
	if !r.Complete && len(out) > 0 {
		out[0] = "✘ " + out[0]
	}
	return strings.Join(out, assets.T("compare.list_sep"))
}

// warningLabel is the short name of a calc warning code.
func warningLabel(code string) string {
	key := "compare.warn." + code
	if s := assets.T(key); s != key {
		return s
	}
	return code
}

func quoteLabel(vendor, offer string) string {
	return strings.TrimSpace(strings.TrimSpace(vendor) + " " + strings.TrimSpace(offer))
}

// moneyText prints an amount as the tables do (calc.FormatMoney).
func moneyText(v float64) string { return calc.FormatMoney(v) }

func hoursText(h float64) string {
	if h >= 100 {
		return strconv.FormatFloat(h, 'f', 0, 64)
	}
	return strconv.FormatFloat(h, 'f', 1, 64)
}

// refresh recomputes the ranking for the task now in the Task area and the
// quotes now stored, shows it at once, and starts the charts in the
// background.
func (s *compareScreen) refresh() {
	t := s.u.task.current()
	d, err := computeCompare(s.store, t, s.u.task.catalogue, time.Now().Format("2006-01-02"))
	if err != nil {
		s.status.SetText(err.Error())
		s.status.Importance = widget.DangerImportance
		s.status.Refresh()
		return
	}
	s.show(d)
	s.startCharts()
}

// show puts a computed ranking on screen: table, sentences, status.
func (s *compareScreen) show(d *compareData) {
	s.gen++
	s.data = d
	s.status.Importance = widget.LowImportance
	s.status.SetText(assets.T("compare.status", len(d.Rows), d.Options.ReportingCurrency, d.Options.AsOf, d.elapsed.Milliseconds()))
	s.taskLbl.SetText(assets.T("compare.task_line", taskSummary(d.Task)))
	if len(d.Rows) == 0 {
		s.advice.SetText("")
		s.margin.SetText(assets.T("compare.no_quotes"))
	} else {
		s.advice.SetText(d.advice.Text(assets.Lang()))
		if d.hasWin {
			s.margin.SetText(d.margin.Text(assets.Lang()))
		} else {
			s.margin.SetText(assets.T("compare.margin_none"))
		}
	}
	s.sortRows()
	s.table.Refresh()
	s.showDetail()
}

// taskSummary names the task in one line, as the presentation layer does.
func taskSummary(t calc.Task) string { return present.TaskLine(t, assets.Lang()) }

func (s *compareScreen) onSortChanged() {
	if s.data == nil {
		return
	}
	s.sortRows()
	s.table.Refresh()
}

// sortRows orders the table: calc's ranking by total, or priced rows by
// cost per million tokens; rows that could not be priced stay last.
func (s *compareScreen) sortRows() {
	s.rows = append(s.rows[:0], s.data.Rows...)
	if s.sortBy.SelectedIndex() != 1 {
		return
	}
	sort.SliceStable(s.rows, func(i, j int) bool {
		a, b := s.rows[i], s.rows[j]
		if a.Complete != b.Complete {
			return a.Complete
		}
		if !a.Complete {
			return false
		}
		pa, pb := a.CostPerMillionTokens, b.CostPerMillionTokens
		if (pa > 0) != (pb > 0) {
			return pa > 0
		}
		return pa < pb
	})
}

// showDetail explains the selected row: its layout, why it is not priced,
// every warning in full, and what to ask the vendor.
func (s *compareScreen) showDetail() {
	var r *calc.QuoteCost
	for i := range s.rows {
		if s.rows[i].QuoteID == s.sel {
			r = &s.rows[i]
		}
	}
	if r == nil {
		s.detail.SetText(assets.T("compare.detail_hint"))
		return
	}
	var b strings.Builder
	b.WriteString(quoteLabel(r.Vendor, r.Offer))
	b.WriteString("\n")
	if r.Fits {
		b.WriteString(assets.T("compare.detail.summary", r.GPU, r.GPUs, r.Nodes, r.Hours, r.BilledHours,
			assets.T("compare.source."+r.ThroughputSource), fmtNum(r.TokensPerS)))
		b.WriteString("\n")
	}
	if !r.Complete && r.Reason != "" {
		b.WriteString(assets.T("compare.detail.reason", r.Reason) + "\n")
	}
	if len(r.Warnings) > 0 {
		b.WriteString("\n" + assets.T("compare.detail.warnings") + "\n")
		for _, w := range r.Warnings {
			// calc's text often starts with what the label says.
			l := warningLabel(w.Code)
			if strings.HasPrefix(strings.ToLower(w.Text), strings.ToLower(l)) {
				b.WriteString("• " + w.Text + "\n")
			} else {
				b.WriteString("• " + l + ": " + w.Text + "\n")
			}
		}
	}
	if q, ok := s.data.Quote(r.QuoteID); ok {
		if qs := quotes.Questions(q, assets.Lang()); len(qs) > 0 {
			b.WriteString("\n" + assets.T("compare.detail.questions") + "\n")
			for i, x := range qs {
				fmt.Fprintf(&b, "%d. %s\n", i+1, x)
			}
		}
	}
	s.detail.SetText(strings.TrimSpace(b.String()))
}

// chartMeta is the frame of a chart: the language, a size, and a footer
// with today's date and the task.
func (s *compareScreen) chartMeta(d *compareData, titleKey string, a ...any) chart.Meta {
	lang := assets.Lang()
	return chart.Meta{Lang: lang, Title: assets.Tr(lang, titleKey, a...),
		Footer: chart.Footer(lang, time.Now(), d.Task.Name)}
}

// startCharts works out the curves and break-evens off the UI goroutine
// (a grid of a few hundred token counts per quote) and hands the chart
// builders to the views, which draw at their own size.
func (s *compareScreen) startCharts() {
	d, gen := s.data, s.gen
	lang := assets.Lang()
	cur := d.Options.ReportingCurrency
	costMeta := s.chartMeta(d, "compare.chart.cost_title")
	rows := chart.CostRowsFromRank(d.Rows)
	if n := len(rows); n > compareBreakdownQuotes {
		rows = rows[:compareBreakdownQuotes]
		costMeta.Subtitle = assets.Tr(lang, "compare.chart.subtitle", len(rows), len(d.Rows))
	}
	s.costs.set(func(m chart.Meta) chart.Chart {
		mm := costMeta
		mm.Width, mm.Height, mm.Scale = m.Width, m.Height, m.Scale
		return chart.CostBreakdownChart(mm, rows, cur)
	})
	speedMeta := s.chartMeta(d, "compare.chart.speed_title")
	speeds := d.Speeds()
	s.speed.set(func(m chart.Meta) chart.Chart {
		mm := speedMeta
		mm.Width, mm.Height, mm.Scale = m.Width, m.Height, m.Scale
		rows := make([]chart.ThroughputRow, len(speeds))
		for i, r := range speeds {
			rows[i] = chart.ThroughputRow{Label: r.Name, Estimated: r.Estimated, Measured: r.Measured}
		}
		return chart.ThroughputChart(mm, rows)
	})
	s.beText.SetText(assets.T("compare.rendering"))
	offs := d.CurveOffers()
	curveMeta := s.chartMeta(d, "compare.chart.curve_title")
	if len(offs) > 0 {
		curveMeta.Subtitle = assets.Tr(lang, "compare.chart.subtitle", len(offs), len(d.Rows))
	}
	s.busy.Add(1)
	background(func() {
		defer s.busy.Done()
		cs := d.Curves()
		be := calc.BreakEvens(cs)
		fyne.Do(func() {
			if gen != s.gen {
				return
			}
			var lines []string
			for _, b := range be {
				lines = append(lines, assets.T("compare.break_even", quoteLabel(b.FromVendor, b.FromOffer), tokensText(b.Tokens),
					b.DaysFrom, quoteLabel(b.ToVendor, b.ToOffer)))
			}
			if len(lines) == 0 && len(cs) > 1 {
				lines = append(lines, assets.T("compare.no_break_even"))
			}
			s.beText.SetText(strings.Join(lines, "\n"))
			curves, marks := chart.CurvesFromCalc(cs), chart.BreakEvensFromCalc(be)
			s.curves.set(func(m chart.Meta) chart.Chart {
				mm := curveMeta
				mm.Width, mm.Height, mm.Scale = m.Width, m.Height, m.Scale
				return chart.CostCurveChart(mm, chart.CurveByTokens, curves, marks, d.Task.Tokens, cur)
			})
		})
	})
	s.startSensitivity()
}

// sensPercent is the chosen ± percentage.
func (s *compareScreen) sensPercent() float64 {
	v, err := strconv.ParseFloat(strings.TrimSuffix(s.sensPct.Selected, "%"), 64)
	if err != nil || v <= 0 {
		return 20
	}
	return v
}

// startSensitivity varies each input by the chosen percentage off the UI
// goroutine (a ranking per factor and side) and shows the tornado and the
// sentences.
func (s *compareScreen) startSensitivity() {
	d, gen := s.data, s.gen
	if d == nil || s.sensTxt == nil {
		return
	}
	pct := s.sensPercent()
	w := d.winner()
	if w == nil {
		s.sensTxt.SetText(assets.T("compare.sens_none"))
		s.tornado.set(nil)
		return
	}
	lang := assets.Lang()
	meta := s.chartMeta(d, "compare.chart.tornado_title", d.Name(w.QuoteID))
	cur := d.Options.ReportingCurrency
	s.sensTxt.SetText(assets.T("compare.rendering"))
	s.busy.Add(1)
	background(func() {
		defer s.busy.Done()
		rows := d.Sensitivity(pct)
		fyne.Do(func() {
			if gen != s.gen || pct != s.sensPercent() {
				return
			}
			lines := make([]string, len(rows))
			for i, r := range rows {
				lines[i] = "• " + r.Text(lang)
			}
			s.sensTxt.SetText(strings.Join(lines, "\n"))
			base, bars := chart.SensitivityFromCalc(rows, lang)
			s.tornado.set(func(m chart.Meta) chart.Chart {
				mm := meta
				mm.Width, mm.Height, mm.Scale = m.Width, m.Height, m.Scale
				return chart.TornadoChart(mm, base, bars, cur)
			})
		})
	})
}

// tokensText is a token count for a sentence (calc.FormatTokens).
func tokensText(n float64) string { return calc.FormatTokens(n) }

// shownChart is the chart of the selected tab (the curves when the
// ranking is shown): what "Save chart" writes.
func (s *compareScreen) shownChart() (*chartView, string) {
	switch s.tabs.SelectedIndex() {
	case 2:
		return s.costs, "cost-breakdown"
	case 3:
		return s.tornado, "sensitivity"
	case 4:
		return s.speed, "speed"
	}
	return s.curves, "cost-curves"
}

// onSaveChart writes the shown chart at slide size (1920x1080) times scale.
func (s *compareScreen) onSaveChart(scale float64) {
	v, name := s.shownChart()
	build := v.builder()
	if build == nil {
		dialog.ShowInformation(assets.T("compare.export"), assets.T("compare.sens_none"), s.u.win)
		return
	}
	if scale > 1 {
		name += "@2x"
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		s.busy.Add(1)
		background(func() {
			defer s.busy.Done()
			defer w.Close()
			b, err := build(chart.Meta{Width: chart.DefaultWidth, Height: chart.DefaultHeight, Scale: scale}).PNG()
			if err == nil {
				_, err = w.Write(b)
			}
			path := w.URI().Path()
			fyne.Do(func() {
				s.onExported(path, err)
				if err == nil {
					s.notice(assets.T("compare.saved_chart", path))
				}
			})
		})
	}, s.u.win)
	d.SetFileName(name + ".png")
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{".png"}))
	d.Show()
}

func (s *compareScreen) onExported(path string, err error) {
	if err != nil {
		dialog.ShowError(err, s.u.win)
		return
	}
	s.notice(assets.T("compare.saved", path))
}

// onSaveCSV writes the table as the user sees it sorted.
func (s *compareScreen) onSaveCSV() {
	if s.data == nil {
		return
	}
	recs := s.csvRecords()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		err = writeCSV(w, recs)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		s.onExported(w.URI().Path(), err)
	}, s.u.win)
	d.SetFileName(exportName(s.data.Task, ".csv"))
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{".csv"}))
	d.Show()
}

// onSaveXLSX writes the table as the user sees it sorted, with a second
// sheet of the assumptions behind it, for colleagues.
func (s *compareScreen) onSaveXLSX() {
	if s.data == nil {
		return
	}
	sheets := present.Workbook(s.data.Comparison, s.rows, assets.Lang(), s.u.app.Metadata().Version)
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		err = export.WriteXLSX(w, sheets)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		s.onExported(w.URI().Path(), err)
	}, s.u.win)
	d.SetFileName(exportName(s.data.Task, ".xlsx"))
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{".xlsx"}))
	d.Show()
}

// writeCSV writes records through export's writer, which makes every cell
// safe to open in a spreadsheet (a vendor name "=HYPERLINK(…)" stays text).
func writeCSV(w interface{ Write([]byte) (int, error) }, recs [][]string) error {
	cw, err := export.NewCSVWriter(w, true)
	if err != nil {
		return err
	}
	return cw.WriteAll(recs)
}

// csvRecords is the table with plain numbers (no separators) and, for a
// quote that could not be priced, empty amounts and the reason: never 0.
func (s *compareScreen) csvRecords() [][]string {
	head := []string{"rank", "quote_id", "vendor", "offer", "gpu", "gpus", "nodes", "fits", "hours", "billed_hours",
		"throughput_source", "currency", "compute", "storage", "egress", "fixed", "risk", "total", "cost_per_million_tokens",
		"warnings", "reason"}
	recs := [][]string{head}
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	for _, r := range s.rows {
		rank := ""
		if r.Rank > 0 {
			rank = strconv.Itoa(r.Rank)
		}
		var ws []string
		for _, w := range r.Warnings {
			ws = append(ws, w.Text)
		}
		rec := []string{rank, strconv.FormatInt(r.QuoteID, 10), r.Vendor, r.Offer, r.GPU, strconv.Itoa(r.GPUs),
			strconv.Itoa(r.Nodes), strconv.FormatBool(r.Fits), num(r.Hours), num(r.BilledHours), r.ThroughputSource, r.Currency}
		if r.Complete {
			c := r.Cost
			rec = append(rec, num(c.Compute), num(c.Storage), num(c.Egress), num(c.Fixed), num(c.Risk), num(c.Total))
			if r.CostPerMillionTokens > 0 {
				rec = append(rec, num(r.CostPerMillionTokens))
			} else {
				rec = append(rec, "")
			}
		} else {
			rec = append(rec, "", "", "", "", "", "", "")
		}
		recs = append(recs, append(rec, strings.Join(ws, "; "), r.Reason))
	}
	return recs
}

// questionList is what to ask each vendor, in ranking order, one block per
// quote that leaves something open.
func (s *compareScreen) questionList() (text string, questions, vendors int) {
	if s.data == nil {
		return "", 0, 0
	}
	var b strings.Builder
	for _, r := range s.rows {
		q, ok := s.data.Quote(r.QuoteID)
		if !ok {
			continue
		}
		qs := quotes.Questions(q, assets.Lang())
		if len(qs) == 0 {
			continue
		}
		vendors++
		fmt.Fprintf(&b, "%s (#%d)\n", quoteLabel(q.Vendor, q.Offer), q.ID)
		for i, x := range qs {
			fmt.Fprintf(&b, "  %d. %s\n", i+1, x)
			questions++
		}
		b.WriteString("\n")
	}
	return strings.TrimSpace(b.String()), questions, vendors
}

func (s *compareScreen) onCopyQuestions() {
	text, n, v := s.questionList()
	if n == 0 {
		s.status.SetText(assets.T("compare.no_questions"))
		return
	}
	s.u.app.Clipboard().SetContent(text)
	s.status.SetText(assets.T("compare.copied", n, v))
}

// chartView shows a chart drawn by package chart at the view's own size:
// drawn off the UI goroutine, shown through fyne.Do, and drawn again a
// moment after the view stops changing size.
type chartView struct {
	widget.BaseWidget
	img *canvas.Image
	msg *widget.Label

	// mu guards the fields below. With the GL driver every access is on
	// the UI goroutine anyway; the lock keeps the view correct under
	// drivers that run fyne.Do in place (the test driver) too.
	mu    sync.Mutex
	build func(chart.Meta) chart.Chart
	drawn fyne.Size // size of the image shown
	gen   int       // bumped per draw; a late draw for an old size is dropped
	timer *time.Timer
	wg    sync.WaitGroup // pending redraw timers and drawing goroutines
}

// chartRedrawDelay is how long the view waits after the last resize before
// drawing again: a window being dragged draws once, at the end.
const chartRedrawDelay = 150 * time.Millisecond

// chartMinSide is the smallest view worth drawing into.
const chartMinSide = 120

func newChartView() *chartView {
	v := &chartView{img: canvas.NewImageFromImage(nil), msg: widget.NewLabel("")}
	v.img.FillMode = canvas.ImageFillContain
	v.img.ScaleMode = canvas.ImageScaleSmooth
	v.msg.Alignment = fyne.TextAlignCenter
	v.ExtendBaseWidget(v)
	return v
}

func (v *chartView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(v.img, container.NewCenter(v.msg)))
}

func (v *chartView) MinSize() fyne.Size { return fyne.NewSize(chartMinSide, chartMinSide) }

// set replaces what the view draws (nil: nothing) and draws it now.
func (v *chartView) set(build func(chart.Meta) chart.Chart) {
	v.mu.Lock()
	v.build = build
	v.drawn = fyne.Size{}
	if build == nil {
		v.gen++
	}
	v.mu.Unlock()
	if build == nil {
		v.img.Image = nil
		v.img.Refresh()
		v.msg.SetText("")
		return
	}
	v.draw()
}

func (v *chartView) builder() func(chart.Meta) chart.Chart {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.build
}

// Resize draws again for the new size once resizing has settled.
func (v *chartView) Resize(size fyne.Size) {
	v.BaseWidget.Resize(size)
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.build == nil || size == v.drawn {
		return
	}
	if v.timer != nil && v.timer.Stop() {
		v.wg.Done() // the stopped timer will not run
	}
	v.wg.Add(1)
	v.timer = time.AfterFunc(chartRedrawDelay, func() {
		defer v.wg.Done()
		fyne.Do(v.draw)
	})
}

// draw renders the chart at the view's size and pixel density in a
// goroutine; the PNG is decoded there too, so the UI goroutine only swaps
// the image.
func (v *chartView) draw() {
	size := v.Size()
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && c.Scale() > 0 {
		scale = c.Scale()
	}
	v.mu.Lock()
	if v.build == nil || size.Width < chartMinSide || size.Height < chartMinSide || size == v.drawn {
		v.mu.Unlock()
		return
	}
	v.gen++
	gen, build := v.gen, v.build
	v.wg.Add(1)
	v.mu.Unlock()
	if v.img.Image == nil {
		v.msg.SetText(assets.T("compare.rendering"))
	}
	meta := chart.Meta{Width: int(size.Width), Height: int(size.Height), Scale: float64(scale)}
	background(func() {
		defer v.wg.Done()
		img, err := renderChart(build(meta))
		fyne.Do(func() {
			v.mu.Lock()
			current := gen == v.gen
			if current && err == nil {
				v.drawn = size
			}
			v.mu.Unlock()
			switch {
			case !current:
			case err != nil:
				v.msg.SetText(assets.T("compare.chart_failed", err.Error()))
			default:
				v.msg.SetText("")
				v.img.Image = img
				v.img.Refresh()
			}
		})
	})
}

// settle waits for pending redraws and drawing (tests).
func (v *chartView) settle() { v.wg.Wait() }

func renderChart(c chart.Chart) (image.Image, error) {
	b, err := c.PNG()
	if err != nil {
		return nil, err
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, errors.New("chart: " + err.Error())
	}
	return img, nil
}
