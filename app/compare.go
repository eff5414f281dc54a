package app

import (
	"bytes"
	"context"
	"errors"
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
	"computecheck/report"
	"computecheck/storage"
)

// CompareStore is what the Compare area reads; *storage.DB implements it.
// It is its own small interface, not the Quotes screen's, so the two
// screens can change apart.
type CompareStore interface {
	NormalizeOptions(ctx context.Context) (quotes.Options, error)
	Quotes(ctx context.Context) ([]quotes.Quote, error)
	BenchResults(ctx context.Context) ([]storage.BenchRecord, error)
	Assumptions(ctx context.Context) (calc.Assumptions, bool, error)
}

var _ CompareStore = (*storage.DB)(nil)

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
	if b := u.benchScr; b != nil && it.Content == b.content && b.stale {
		b.reload()
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
// (compare.Build), worded once by package present, which the command line
// and the report read too. It is never changed after computeCompare
// returns, so the chart goroutines may read it.
type compareData struct {
	*compare.Comparison
	view    *present.View
	elapsed time.Duration
}

// computeCompare loads the quotes, their benchmarks and the assumed prices
// and has package compare rank them and package present word them.
// Nothing here draws.
func computeCompare(store CompareStore, t calc.Task, cat []calc.GPU, asOf string, asTyped bool) (*compareData, error) {
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
	in := compare.Input{Task: t, Catalogue: cat, Options: nopt, AsOf: asOf, Quotes: qs, AsTyped: asTyped}
	if a, custom, err := store.Assumptions(ctx); err != nil {
		return nil, err
	} else if custom {
		in.Assumed = &a
	}
	for _, r := range recs {
		in.Runs = append(in.Runs, compare.Run{ID: r.ID, QuoteID: r.QuoteID, Result: r.Result})
	}
	d := &compareData{Comparison: compare.Build(in)}
	d.view = present.New(d.Comparison, assets.Lang())
	d.elapsed = time.Since(start)
	return d, nil
}

// winner is the cheapest eligible priced row, or nil.
func (d *compareData) winner() *calc.QuoteCost {
	if d == nil {
		return nil
	}
	return d.Winner()
}

// compareScreen is the 对比 area: the decision first (who wins, for how
// much, by how much), then the ranking of every quote by the task's total
// cost, the reasons, cost curves with break-even points, the breakdown,
// and the sensitivity of the winner.
type compareScreen struct {
	u     *ui
	feed  *taskFeed
	store CompareStore
	view  *compareView

	status   *widget.Label
	asTyped  *widget.Check  // cost the task exactly as written (no per-quote plan)
	apply    *widget.Button // makes the selected row's plan the task
	headline *widget.RichText
	gap      *widget.Label
	margin   *widget.Label
	advice   *widget.Label
	applyBtn *widget.Button
	report   *widget.Button
	sortBy   *widget.Select
	table    *widget.Table
	detail   *widget.Label
	why      *widget.Label
	tabs     *container.AppTabs
	curves   *chartView
	costs    *chartView
	tornado  *chartView
	speed    *chartView
	beText   *widget.Label
	sensPct  *widget.Select
	sensTxt  *widget.Label

	data *compareData
	rows []present.Row // table order
	sel  int64         // selected quote id, 0 = none

	// gen counts recomputes; a chart goroutine that finds it changed drops
	// its result, so an old task never overwrites a newer one.
	gen       uint64
	computing uint64         // counts refreshes; only the latest one's ranking is shown
	applying  bool           // the task is being changed from here (onTaskChanged)
	colWidths []float32      // the table's column widths, from their content
	busy      sync.WaitGroup // goroutines working for the screen (tests wait on it)
}

func newCompareScreen(u *ui, store CompareStore) *compareScreen {
	s := &compareScreen{u: u, feed: u.feed, store: store}
	s.feed.subscribe(s.onTaskChanged)

	refresh := widget.NewButtonWithIcon(assets.T("compare.refresh"), theme.ViewRefreshIcon(), s.refresh)
	s.sortBy = widget.NewSelect([]string{assets.T("compare.sort.total"), assets.T("compare.sort.per_m")}, func(string) { s.onSortChanged() })
	s.sortBy.SetSelectedIndex(0)
	var exportBtn *widget.Button
	exportBtn = widget.NewButtonWithIcon(assets.T("compare.export"), theme.DownloadIcon(), func() {
		menu := fyne.NewMenu("",
			fyne.NewMenuItem(assets.T("decision.save_report"), s.onSaveReport),
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
	s.asTyped = widget.NewCheck(assets.T("plan.as_typed"), func(bool) { s.refresh() })
	toolbar := container.NewBorder(nil, nil,
		container.NewHBox(refresh, widget.NewLabel(assets.T("compare.sort_by")), s.sortBy, exportBtn, s.asTyped), nil, s.status)

	// The decision: who wins, the total, the gap; the report one click away.
	s.headline = widget.NewRichText()
	s.headline.Wrapping = fyne.TextWrapWord
	s.gap = widget.NewLabel("")
	s.gap.Wrapping = fyne.TextWrapWord
	s.report = widget.NewButtonWithIcon(assets.T("decision.report_button"), theme.DocumentSaveIcon(), s.onSaveReport)
	s.report.Importance = widget.HighImportance
	s.margin = widget.NewLabel("")
	s.margin.Wrapping = fyne.TextWrapWord
	s.advice = widget.NewLabel("")
	s.advice.Wrapping = fyne.TextWrapWord
	s.applyBtn = widget.NewButtonWithIcon("", theme.ConfirmIcon(), s.onApplyAdvice)
	s.applyBtn.Hide()
	adviceTitle := widget.NewLabelWithStyle(assets.T("compare.advice_title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	decision := container.NewBorder(nil, nil, nil, container.NewVBox(s.report), container.NewVBox(s.headline, s.gap))
	summary := container.NewVBox(decision, s.margin,
		container.NewBorder(nil, nil, adviceTitle, nil, s.advice),
		container.NewHBox(s.applyBtn))

	s.table = s.newTable()
	s.detail = widget.NewLabel(assets.T("compare.detail_hint"))
	s.detail.Wrapping = fyne.TextWrapWord
	s.apply = widget.NewButtonWithIcon(assets.T("plan.apply"), theme.ConfirmIcon(), s.onApplyPlan)
	s.apply.Importance = widget.HighImportance
	s.apply.Hide()
	rank := container.NewVSplit(s.table, container.NewVScroll(container.NewVBox(container.NewHBox(s.apply), s.detail)))
	rank.Offset = 0.72
	s.why = widget.NewLabel("")
	s.why.Wrapping = fyne.TextWrapWord

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
		container.NewTabItem(assets.T("decision.tab.why"), container.NewVScroll(s.why)),
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

// cols are the table's columns (present's, in the current language).
func (s *compareScreen) cols() []present.Col {
	if s.data == nil {
		return nil
	}
	return s.data.view.Cols
}

func (s *compareScreen) newTable() *widget.Table {
	t := widget.NewTableWithHeaders(
		func() (int, int) { return len(s.rows), len(s.cols()) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			cols := s.cols()
			if id.Row < 0 || id.Row >= len(s.rows) || id.Col < 0 || id.Col >= len(cols) {
				return
			}
			r := s.rows[id.Row]
			l.Importance = widget.MediumImportance
			if r.Muted {
				l.Importance = widget.LowImportance // greyed: not ranked, the status column says why
			}
			l.TextStyle.Bold = cols[id.Col].Key == present.ColTotal && r.Rank == 1
			l.Alignment = fyne.TextAlignLeading
			if cols[id.Col].Num {
				l.Alignment = fyne.TextAlignTrailing
			}
			l.SetText(r.Cells[id.Col])
		})
	t.CreateHeader = func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		cols := s.cols()
		if id.Row < 0 && id.Col >= 0 && id.Col < len(cols) {
			l.SetText(cols[id.Col].Title)
			l.TextStyle.Bold = true
			l.Refresh()
			return
		}
		l.SetText("")
	}
	t.ShowHeaderColumn = false
	t.StickyColumnCount = 2
	t.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < len(s.rows) {
			s.sel = s.rows[id.Row].QuoteID
			s.showDetail()
		}
	}
	return t
}

// cell is the text of a shown cell (tests).
func (s *compareScreen) cell(row int, key string) string {
	i := s.data.view.ColIndex(key)
	if i < 0 || row >= len(s.rows) {
		return ""
	}
	return s.rows[row].Cells[i]
}

// refresh recomputes the ranking for the task now in the Task area and the
// quotes now stored, shows it, and starts the charts in the background.
//
// Planning every quote takes up to a few hundred milliseconds
// (BenchmarkPlan1000), so the ranking is worked out off the UI goroutine;
// a result that a newer refresh has overtaken is dropped.
func (s *compareScreen) refresh() {
	t, cat, asTyped := s.feed.current(), s.feed.gpus(), s.asTyped.Checked
	s.computing++
	want := s.computing
	s.status.Importance = widget.LowImportance
	s.status.SetText(assets.T("plan.computing"))
	s.busy.Add(1)
	background(func() {
		defer s.busy.Done()
		d, err := computeCompare(s.store, t, cat, time.Now().Format("2006-01-02"), asTyped)
		fyne.Do(func() {
			if want != s.computing {
				return // a newer task or setting is being ranked
			}
			if err != nil {
				s.status.SetText(errText(err))
				s.status.Importance = widget.DangerImportance
				s.status.Refresh()
				return
			}
			s.show(d)
			s.startCharts()
		})
	})
}

// show puts a computed ranking on screen: the decision, the table, the
// reasons, the status.
func (s *compareScreen) show(d *compareData) {
	s.gen++
	s.data = d
	v := d.view
	s.status.Importance = widget.LowImportance
	s.status.SetText(assets.T("compare.status", len(d.Rows), v.Currency, v.AsOf, d.elapsed.Milliseconds()) + " · " + v.Task)
	s.setHeadline(v.Headline, v.Winner != nil)
	s.gap.SetText(v.GapLine)
	s.gap.Hidden = v.Winner == nil
	if v.Winner == nil {
		s.report.Disable()
	} else {
		s.report.Enable()
	}
	if len(d.Rows) == 0 {
		s.advice.SetText("")
		s.margin.SetText("")
	} else {
		s.advice.SetText(v.Advice)
		if v.Margin != "" {
			s.margin.SetText(v.Margin)
		} else {
			s.margin.SetText(assets.T("compare.margin_none"))
		}
	}
	if v.ProposedText != "" {
		s.applyBtn.SetText(v.ProposedText)
		s.applyBtn.Show()
	} else {
		s.applyBtn.Hide()
	}
	s.why.SetText(whyText(v))
	// Each column as wide as its content (the plan and the price to win
	// were clipped at present's fixed widths), within a bound: longer text
	// ends in "…" and the detail below shows it whole.
	s.colWidths = s.colWidths[:0]
	for i, c := range v.Cols {
		cells := make([]string, len(v.Rows))
		for r, row := range v.Rows {
			if i < len(row.Cells) {
				cells[r] = row.Cells[i]
			}
		}
		w := contentWidth(c.Title, cells, c.Width, 640)
		s.colWidths = append(s.colWidths, w)
		s.table.SetColumnWidth(i, w)
	}
	s.sortRows()
	s.table.Refresh()
	s.showDetail()
}

// setHeadline shows the recommendation large, in the success colour when
// there is one.
func (s *compareScreen) setHeadline(text string, winner bool) {
	style := widget.RichTextStyleSubHeading
	if winner {
		style.ColorName = theme.ColorNameSuccess
	}
	s.headline.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: style}}
	s.headline.Refresh()
}

// headlineText is the headline as shown (tests).
func (s *compareScreen) headlineText() string { return s.headline.String() }

// whyText is the reasons tab: why the winner wins, what could change it,
// the assumptions.
func whyText(v *present.View) string {
	var b strings.Builder
	for _, sec := range []struct {
		key   string
		lines []string
	}{{"report.why", v.Why}, {"report.changes", v.Changes}, {"report.assumptions", v.Notes}} {
		if len(sec.lines) == 0 {
			continue
		}
		b.WriteString(assets.T(sec.key) + "\n")
		for _, l := range sec.lines {
			b.WriteString("• " + l + "\n")
		}
		b.WriteString("\n")
	}
	return strings.TrimSpace(b.String())
}

// onTaskChanged is the task feed's notification: while the area is shown
// it ranks again for the new task; hidden, it does when next shown
// (onTabSelected). A change it makes itself (a plan or the advice
// applied) it ranks right after.
func (s *compareScreen) onTaskChanged(calc.Task) {
	if s.applying {
		return
	}
	if t := s.u.tabs; t != nil && t.Selected() != nil && t.Selected().Content == s.view {
		s.refresh()
	}
}

// onApplyAdvice adds the requirements the pricing advice proposes to the
// task, in the Task area, and ranks again.
func (s *compareScreen) onApplyAdvice() {
	if s.data == nil || len(s.data.view.Proposed) == 0 {
		return
	}
	s.applying = true
	s.feed.addRequires(s.data.view.Proposed)
	s.applying = false
	s.refresh()
}

func (s *compareScreen) onSortChanged() {
	if s.data == nil {
		return
	}
	s.sortRows()
	s.table.Refresh()
}

// sortRows orders the table: the ranking (eligible first), or eligible
// priced rows by cost per million tokens; the rest stay after them.
func (s *compareScreen) sortRows() {
	s.rows = append(s.rows[:0], s.data.view.Rows...)
	if s.sortBy.SelectedIndex() != 1 {
		return
	}
	sort.SliceStable(s.rows, func(i, j int) bool {
		a, b := s.rows[i], s.rows[j]
		if (a.Rank > 0) != (b.Rank > 0) {
			return a.Rank > 0
		}
		if a.Rank == 0 {
			return false
		}
		pa, pb := a.CostPerMillionTokens, b.CostPerMillionTokens
		if (pa > 0) != (pb > 0) {
			return pa > 0
		}
		return pa < pb
	})
}

// showDetail explains the selected row (present.Detail), with "use this
// plan" above it when the row was costed on a plan.
func (s *compareScreen) showDetail() {
	s.apply.Hide()
	for _, r := range s.rows {
		if r.QuoteID == s.sel {
			s.detail.SetText(present.Detail(s.data.Comparison, r.QuoteCost, assets.Lang()))
			if r.Plan != nil {
				s.apply.Show()
			}
			return
		}
	}
	s.detail.SetText(assets.T("compare.detail_hint"))
}

// onApplyPlan makes the selected row's plan the task (the configuration,
// GPU, count and links it was costed with) and ranks again.
func (s *compareScreen) onApplyPlan() {
	for _, r := range s.rows {
		if r.QuoteID == s.sel && r.Plan != nil {
			s.applying = true
			s.feed.set(r.Plan.Task)
			s.applying = false
			s.refresh()
			s.status.SetText(assets.T("plan.applied", present.RowName(r.QuoteCost)))
			return
		}
	}
}

// onSaveReport writes the decision as a PDF (package report, the same
// words as this screen), drawn off the UI goroutine.
func (s *compareScreen) onSaveReport() {
	d := s.data
	if d == nil || d.Winner() == nil {
		return
	}
	version := s.u.app.Metadata().Version
	lang := assets.Lang()
	dlg := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		s.status.SetText(assets.T("decision.report_rendering"))
		s.busy.Add(1)
		background(func() {
			defer s.busy.Done()
			var buf bytes.Buffer
			err := report.Decide(d.Comparison, lang, time.Now()).PDF(&buf, d.Comparison, version)
			if err == nil {
				_, err = w.Write(buf.Bytes())
			}
			if cerr := w.Close(); err == nil {
				err = cerr
			}
			path := w.URI().Path()
			fyne.Do(func() { s.onExported(path, err) })
		})
	}, s.u.win)
	name := strings.TrimSpace(d.Task.Name)
	if name == "" {
		name = "report"
	}
	dlg.SetFileName(name + "-" + time.Now().Format("2006-01-02") + ".pdf")
	dlg.SetFilter(fynestorage.NewExtensionFileFilter([]string{".pdf"}))
	dlg.Resize(dialogSize(s.u.win))
	dlg.Show()
}

// chartMeta is the frame of a chart: the language, a size, and a footer
// with today's date and the task.
func (s *compareScreen) chartMeta(d *compareData, titleKey string, a ...any) chart.Meta {
	lang := assets.Lang()
	return chart.Meta{Lang: lang, Title: assets.Tr(lang, titleKey, a...),
		Footer: chart.Footer(lang, time.Now(), d.Task.Name)}
}

// costChartRows are the cost chart's bars, each offer named whole
// (vendor · offer · GPU × count, the id where two coincide), as the PDF's.
func costChartRows(c *compare.Comparison) []chart.CostRow {
	return chart.CostRowsFromRank(c.NamedRows())
}

// startCharts works out the curves and break-evens off the UI goroutine
// (a grid of a few hundred token counts per quote) and hands the chart
// builders to the views, which draw at their own size.
func (s *compareScreen) startCharts() {
	d, gen := s.data, s.gen
	lang := assets.Lang()
	cur := d.Options.ReportingCurrency
	costMeta := s.chartMeta(d, "compare.chart.cost_title")
	rows := costChartRows(d.Comparison)
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
		be := append(calc.BreakEvens(cs), d.PackBreakEvens(cs)...)
		fyne.Do(func() {
			if gen != s.gen {
				return
			}
			var lines []string
			for _, b := range be {
				lines = append(lines, present.BreakEven(b, lang))
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
	d.Resize(dialogSize(s.u.win))
	d.Show()
}

func (s *compareScreen) onExported(path string, err error) {
	if err != nil {
		showError(err, s.u.win)
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
	d.Resize(dialogSize(s.u.win))
	d.Show()
}

// onSaveXLSX writes the table as the user sees it sorted, with a second
// sheet of the assumptions behind it, for colleagues.
func (s *compareScreen) onSaveXLSX() {
	if s.data == nil {
		return
	}
	rows := make([]calc.QuoteCost, len(s.rows))
	for i, r := range s.rows {
		rows[i] = r.QuoteCost
	}
	sheets := present.Workbook(s.data.Comparison, rows, assets.Lang(), s.u.app.Metadata().Version)
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
	d.Resize(dialogSize(s.u.win))
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

// csvRecords are the table, in table order, as present writes them.
func (s *compareScreen) csvRecords() [][]string {
	rows := make([]calc.QuoteCost, len(s.rows))
	for i, r := range s.rows {
		rows[i] = r.QuoteCost
	}
	return present.CSVRecords(rows, assets.Lang())
}

// questionList is what to ask each vendor, in ranking order (present's
// questions: the price to win first), one block per quote that leaves
// something open.
func (s *compareScreen) questionList() (text string, questions, vendors int) {
	if s.data == nil {
		return "", 0, 0
	}
	vq := present.Questions(s.data.Comparison, assets.Lang())
	text, questions = present.QuestionList(vq)
	return text, questions, len(vq)
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
				v.msg.SetText(assets.T("compare.chart_failed", errText(err)))
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
		return nil, errors.New("chart: " + errText(err))
	}
	return img, nil
}
