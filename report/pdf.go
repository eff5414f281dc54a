package report

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/chart"
	"computecheck/compare"
	"computecheck/present"
)

// A4 portrait in millimetres, and the report's layout.
const (
	pageW, pageH = 210.0, 297.0
	margin       = 14.0
	bodyW        = pageW - 2*margin
	bottomMargin = margin + 6 // room for the footer
	fontFamily   = "wqy"      // the bundled WenQuanYi Micro Hei, embedded as UTF-8 TrueType
	// The table shows at most this many quotes; the rest are in the
	// workbook and on the command line.
	maxTableRows = 14
	// The report keeps to two pages: the question list is cut to fewer
	// vendors and questions each until it does (the full list is one click
	// away in the Compare area).
	maxPages = 2
)

// questionLimits are the vendors and questions per vendor tried in turn.
// The last, {-1, 0}, drops the heading too: one line under the assumptions
// says how many questions are open and where the full list is.
var questionLimits = [][2]int{{8, 5}, {6, 4}, {5, 3}, {4, 2}, {3, 2}, {3, 1}, {2, 1}, {1, 1}, {0, 0}, {-1, 0}}

// Colours (RGB).
var (
	ink     = [3]int{20, 24, 31}
	muted   = [3]int{120, 126, 135}
	accent  = [3]int{22, 101, 52}   // the recommendation
	rule    = [3]int{205, 210, 216} // table lines
	shade   = [3]int{240, 246, 241} // the winner's row
	warning = [3]int{150, 80, 0}
)

// PDF writes the decision as one or two A4 pages in its language: the task,
// the recommendation and its gap, why, what could change it, the ranking,
// the cost and memory charts, the assumptions and the open questions, with
// the date and what the data is as of. version names the program.
func (d *Decision) PDF(w io.Writer, c *compare.Comparison, version string) error {
	charts, err := d.charts(c)
	if err != nil {
		return err
	}
	// Laid out until it fits two pages; then once more, knowing the page
	// count the footer names.
	var lim [2]int
	pages := 0
	for _, l := range questionLimits {
		lim = l
		pdf := d.layout(c, charts, version, 0, lim)
		if err := pdf.Error(); err != nil {
			return fmt.Errorf("report: %w", err)
		}
		if pages = pdf.PageCount(); pages <= maxPages {
			break
		}
	}
	pdf := d.layout(c, charts, version, pages, lim)
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return pdf.Output(w)
}

// reportCharts are the two chart PNGs.
type reportCharts struct{ cost, memory []byte }

// chartPx is the charts' size in pixels; each is drawn the page's full
// width, one above the other: side by side at 88 mm their labels printed
// at 3 pt (issue 24: "tiny charts on PDF page 2").
const chartW, chartH = 1600, 640

func (d *Decision) charts(c *compare.Comparison) (reportCharts, error) {
	lang := d.view.Lang
	var out reportCharts
	footer := chart.Footer(lang, mustDate(d.Date), c.Task.Name)
	rows := chart.CostRowsFromRank(c.NamedRows())
	if len(rows) > 8 {
		rows = rows[:8]
	}
	if len(rows) > 0 {
		meta := chart.Meta{Lang: lang, Title: assets.Tr(lang, "compare.chart.cost_title"), Footer: footer, Width: chartW, Height: chartH}
		b, err := chart.CostBreakdownChart(meta, rows, d.Currency).PNG()
		if err != nil {
			return out, err
		}
		out.cost = b
	}
	if w := c.Winner(); w != nil && w.Fits && w.GPUs > 0 {
		t := c.Task
		t.GPU = w.GPU
		t.GPUsPerNode = w.GPUsPerNode
		g, ok := calc.LookupGPU(w.GPU)
		if ok {
			meta := chart.Meta{Lang: lang, Footer: footer, Width: chartW, Height: chartH}
			b, err := chart.TaskVRAMChart(meta, t, w.GPUs, g, c.Catalogue).PNG()
			if err != nil {
				return out, err
			}
			out.memory = b
		}
	}
	return out, nil
}

func mustDate(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// doc is a report being laid out.
type doc struct {
	*fpdf.Fpdf
	lang string
}

func (p doc) color(c [3]int)    { p.SetTextColor(c[0], c[1], c[2]) }
func (p doc) font(size float64) { p.SetFont(fontFamily, "", size) }

// heading is a section title: bold by stroke, since the bundled face has
// no bold of its own.
func (p doc) heading(text string) {
	if p.GetY()+18 > pageH-bottomMargin { // a title with no line under it belongs on the next page
		p.AddPage()
	}
	p.Ln(2.5)
	p.font(11.5)
	p.color(ink)
	p.SetDrawColor(ink[0], ink[1], ink[2])
	p.SetTextRenderingMode(2)
	p.SetLineWidth(0.12)
	p.MultiCell(bodyW, 5.6, text, "", "L", false)
	p.SetTextRenderingMode(0)
	p.Ln(0.6)
}

// para is running text.
func (p doc) para(text string, size float64, c [3]int) {
	p.font(size)
	p.color(c)
	p.MultiCell(bodyW, size*0.5, text, "", "L", false)
}

// bullets are one item per line, hanging under a bullet.
func (p doc) bullets(items []string, size float64) {
	p.font(size)
	p.color(ink)
	for _, it := range items {
		// The bullet and its text on one page: break first if they would not fit.
		need := float64(len(p.SplitText(it, bodyW-4))) * size * 0.5
		if p.GetY()+need > pageH-bottomMargin {
			p.AddPage()
		}
		y := p.GetY()
		p.SetXY(margin, y)
		p.CellFormat(4, size*0.5, "•", "", 0, "L", false, 0, "")
		p.SetXY(margin+4, y)
		p.MultiCell(bodyW-4, size*0.5, it, "", "L", false)
		p.Ln(0.6)
	}
}

// fit shortens text to width w with an ellipsis.
func (p doc) fit(text string, w float64) string {
	if p.GetStringWidth(text) <= w {
		return text
	}
	r := []rune(text)
	for len(r) > 0 && p.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

func (d *Decision) layout(c *compare.Comparison, charts reportCharts, version string, pages int, limit [2]int) *fpdf.Fpdf {
	maxVendors, maxQuestions := limit[0], limit[1]
	v := d.view
	lang := v.Lang
	tr := func(k string, a ...any) string { return assets.Tr(lang, k, a...) }
	f := fpdf.New("P", "mm", "A4", "")
	f.SetCompression(true)
	f.SetCreationDate(mustDate(d.Date))
	f.SetModificationDate(mustDate(d.Date))
	f.AddUTF8FontFromBytes(fontFamily, "", assets.FontTTF)
	f.SetTitle(tr("report.title")+" — "+v.Task, true)
	f.SetCreator("ComputeCheck "+version, true)
	f.SetLang(tr("report.pdf_lang"))
	f.SetMargins(margin, margin, margin)
	f.SetAutoPageBreak(true, bottomMargin)
	p := doc{f, lang}
	f.SetFooterFunc(func() {
		f.SetY(-margin)
		p.font(7.5)
		p.color(muted)
		f.CellFormat(bodyW, 4, tr("report.page", version, f.PageNo(), max(pages, f.PageNo())), "", 0, "C", false, 0, "")
	})
	f.AddPage()

	// Title, date and what the data is as of.
	p.font(17)
	p.color(ink)
	f.SetDrawColor(ink[0], ink[1], ink[2])
	f.SetTextRenderingMode(2)
	f.SetLineWidth(0.2)
	f.CellFormat(bodyW, 9, tr("report.title"), "", 1, "L", false, 0, "")
	f.SetTextRenderingMode(0)
	p.para(tr("report.date", d.Date, d.AsOf, newestQuote(c, lang)), 8.5, muted)
	p.para(tr("report.task")+sep(lang)+v.Task, 9.5, ink)
	f.Ln(2)

	// The recommendation, in a band.
	y := f.GetY()
	f.SetFillColor(shade[0], shade[1], shade[2])
	p.font(14)
	lines := f.SplitText(v.Headline, bodyW-8)
	p.font(10.5)
	gapLines := f.SplitText(v.GapLine, bodyW-8)
	h := float64(len(lines))*7 + float64(len(gapLines))*5.4 + 5
	f.Rect(margin, y, bodyW, h, "F")
	f.SetDrawColor(accent[0], accent[1], accent[2])
	f.SetLineWidth(0.8)
	f.Line(margin, y, margin, y+h)
	f.SetXY(margin+4, y+2.5)
	p.font(14)
	p.color(accent)
	f.SetDrawColor(accent[0], accent[1], accent[2])
	f.SetTextRenderingMode(2)
	f.SetLineWidth(0.18)
	for _, l := range lines {
		f.SetX(margin + 4)
		f.CellFormat(bodyW-8, 7, l, "", 1, "L", false, 0, "")
	}
	f.SetTextRenderingMode(0)
	p.font(10.5)
	p.color(ink)
	for _, l := range gapLines {
		f.SetX(margin + 4)
		f.CellFormat(bodyW-8, 5.4, l, "", 1, "L", false, 0, "")
	}
	f.SetY(y + h + 1)

	if len(v.Why) > 0 {
		p.heading(tr("report.why"))
		p.bullets(v.Why, 9.5)
	}
	if len(d.Changes) > 0 {
		p.heading(tr("report.changes"))
		p.bullets(d.Changes, 9.5)
	}
	p.heading(tr("report.advice"))
	p.para(v.Advice, 9.5, ink)
	if v.ProposedText != "" {
		p.para(v.ProposedText, 9, warning)
	}

	p.heading(tr("report.ranking"))
	d.table(p, v)

	// Charts, full width one above the other, then the assumptions and
	// the questions.
	if charts.cost != nil || charts.memory != nil {
		const w = bodyW
		hImg := w * chartH / chartW
		if f.GetY()+hImg+12 > pageH-margin-6 {
			f.AddPage()
		}
		p.heading(tr("report.charts"))
		for i, b := range [][]byte{charts.cost, charts.memory} {
			if b == nil {
				continue
			}
			if f.GetY()+hImg > pageH-bottomMargin {
				f.AddPage()
			}
			y := f.GetY()
			name := fmt.Sprintf("chart%d", i)
			opt := fpdf.ImageOptions{ImageType: "PNG", ReadDpi: false}
			f.RegisterImageOptionsReader(name, opt, bytes.NewReader(b))
			f.ImageOptions(name, margin, y, w, hImg, false, opt, 0, "")
			f.SetY(y + hImg + 2)
		}
	}

	p.heading(tr("report.assumptions"))
	p.bullets(v.Notes, 8.5)

	// The quotes that were priced: those a decision could turn to.
	var open []present.VendorQuestions
	for _, q := range v.Questions {
		for _, r := range c.Rows {
			if r.QuoteID == q.QuoteID && r.Complete {
				open = append(open, q)
				break
			}
		}
	}
	if maxVendors < 0 {
		if len(open) > 0 {
			p.para(moreQuestions(open, lang), 8.5, muted)
		}
		return f
	}
	p.heading(tr("report.questions"))
	if len(open) == 0 {
		p.para(tr("report.no_questions"), 9, ink)
	}
	for i, q := range open {
		if i == maxVendors {
			p.para(moreQuestions(open[i:], lang), 8.5, muted)
			break
		}
		p.font(9)
		p.color(ink)
		f.SetDrawColor(ink[0], ink[1], ink[2])
		f.SetTextRenderingMode(2)
		f.SetLineWidth(0.1)
		f.MultiCell(bodyW, 4.8, fmt.Sprintf("%s (#%d)", q.Name, q.QuoteID), "", "L", false)
		f.SetTextRenderingMode(0)
		qs := q.Questions
		if maxQuestions > 0 && len(qs) > maxQuestions {
			qs = append(qs[:maxQuestions:maxQuestions], tr("report.more_questions", len(q.Questions)-maxQuestions))
		}
		p.bullets(qs, 8.2)
	}
	return f
}

// moreQuestions says what the question list leaves out: the quotes left
// and the vendors they come from, counted apart (a vendor with three
// quotes is one vendor, not three).
func moreQuestions(left []present.VendorQuestions, lang string) string {
	vendors := map[string]bool{}
	for _, q := range left {
		vendors[q.Vendor] = true
	}
	return assets.Tr(lang, "report.more_quotes", len(left), len(vendors))
}

// sep is the label separator of the language.
func sep(lang string) string { return assets.Tr(lang, "report.label_sep") }

// table is the ranking: eligible first, greyed where not ranked, the
// winner shaded. The offer's whole name and the status wrap onto a second
// line rather than being cut (issue 24: "每百万 token" and "状态与提示"
// clipped); the range is left to the workbook (the total's "≈" says a row
// has one).
func (d *Decision) table(p doc, v *present.View) {
	f := p.Fpdf
	cols := []struct {
		key  string
		w    float64
		wrap bool
	}{
		{present.ColRank, 7, false}, {present.ColQuote, 56, true}, {present.ColTotal, 22, false},
		{present.ColPerM, 21, false}, {present.ColPriceToWin, 24, true}, {present.ColStatus, 0, true},
	}
	used := 0.0
	for _, c := range cols {
		used += c.w
	}
	cols[len(cols)-1].w = bodyW - used
	idx := make([]int, len(cols))
	for i, c := range cols {
		idx[i] = v.ColIndex(c.key)
	}
	const rowH, lineH = 5.2, 3.9
	const maxLines = 2
	p.font(7.6)
	p.color(muted)
	f.SetDrawColor(rule[0], rule[1], rule[2])
	f.SetLineWidth(0.2)
	for i, c := range cols {
		title := ""
		if idx[i] >= 0 {
			title = v.Cols[idx[i]].Title
		}
		align := "L"
		if idx[i] >= 0 && v.Cols[idx[i]].Num {
			align = "R"
		}
		f.CellFormat(c.w, rowH, p.fit(title, c.w-1), "B", 0, align, false, 0, "")
	}
	f.Ln(-1)
	for n, r := range v.Rows {
		if n == maxTableRows {
			p.font(7.6)
			p.color(muted)
			f.CellFormat(bodyW, rowH, assets.Tr(v.Lang, "report.more_rows", len(v.Rows)-maxTableRows), "", 1, "L", false, 0, "")
			break
		}
		p.font(8)
		// The lines of each cell, and the row's height from the tallest.
		lines := make([][]string, len(cols))
		height := rowH
		for i, c := range cols {
			text := ""
			if idx[i] >= 0 {
				text = r.Cells[idx[i]]
			}
			lines[i] = []string{p.fit(text, c.w-1)}
			if c.wrap && p.GetStringWidth(text) > c.w-1 {
				lines[i] = p.wrap(text, c.w-1, maxLines)
			}
			height = max(height, float64(len(lines[i]))*lineH+1.3)
		}
		if f.GetY()+height > pageH-bottomMargin {
			f.AddPage()
		}
		x0, y0 := f.GetX(), f.GetY()
		fill := r.Rank == 1
		f.SetFillColor(shade[0], shade[1], shade[2])
		x := x0
		for i, c := range cols {
			align := "L"
			if idx[i] >= 0 && v.Cols[idx[i]].Num {
				align = "R"
			}
			switch {
			case c.key == present.ColStatus && strings.HasPrefix(lines[i][0], "✘"):
				p.color(warning)
			case r.Muted:
				p.color(muted)
			default:
				p.color(ink)
			}
			f.SetXY(x, y0)
			f.CellFormat(c.w, height, "", "B", 0, align, fill, 0, "")
			top := y0 + (height-float64(len(lines[i]))*lineH)/2
			for k, l := range lines[i] {
				f.SetXY(x, top+float64(k)*lineH)
				f.CellFormat(c.w, lineH, l, "", 0, align, false, 0, "")
			}
			x += c.w
		}
		f.SetXY(x0, y0+height)
	}
	p.color(ink)
}

// wrap breaks text into at most n lines of width w, the last cut with "…"
// when the text is longer still.
func (p doc) wrap(text string, w float64, n int) []string {
	var out []string
	r := []rune(text)
	for len(r) > 0 && len(out) < n-1 {
		k := len(r)
		for k > 1 && p.GetStringWidth(string(r[:k])) > w {
			k--
		}
		// Break at a name's part ("天府云算 · A800 …") or a list's comma
		// when one is near enough, else at a space.
		if k < len(r) {
			best := 0
			for j := k; j > k/3; j-- {
				if r[j-1] == '·' || r[j-1] == '，' || r[j-1] == ',' {
					best = j
					break
				}
			}
			for j := k; best == 0 && j > k*2/3; j-- {
				if r[j-1] == ' ' {
					best = j
				}
			}
			if best > 0 {
				k = best
			}
		}
		out = append(out, strings.TrimSpace(string(r[:k])))
		r = []rune(strings.TrimSpace(string(r[k:])))
	}
	if len(r) > 0 {
		out = append(out, p.fit(string(r), w))
	}
	return out
}

// newestQuote is the latest date a compared quote was quoted or entered.
func newestQuote(c *compare.Comparison, lang string) string {
	newest := ""
	for _, q := range c.Quotes {
		for _, d := range []string{q.QuotedOn, q.UpdatedAt, q.CreatedAt} {
			if len(d) >= 10 && d[:10] > newest {
				newest = d[:10]
			}
		}
	}
	if newest == "" {
		return assets.Tr(lang, "report.unknown")
	}
	return newest
}
