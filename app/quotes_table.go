package app

import (
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/present"
	"computecheck/quotes"
)

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
			all := strings.TrimSpace(strings.Repeat(present.CheckMark[quotes.StatusYes]+" ", len(present.CompactChecks)))
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

// cellText is what the table shows for quote i (an index into norm):
// the cell present made when the quotes were loaded.
func (s *quotesScreen) cellText(i, col int) string {
	if col < len(s.rows[i].cells) {
		return s.rows[i].cells[col]
	}
	return ""
}
