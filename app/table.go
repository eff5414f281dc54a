package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
)

// setColumnHeaders gives a table translated column headers (keys into the
// localizer), no row-number column, and the column widths.
func setColumnHeaders(t *widget.Table, keys []string, widths []float32) {
	t.ShowHeaderColumn = false
	t.CreateHeader = func() fyne.CanvasObject { return widget.NewLabel("") }
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		if id.Row < 0 && id.Col >= 0 && id.Col < len(keys) {
			l.SetText(assets.T(keys[id.Col]))
			l.TextStyle.Bold = true
		} else {
			l.SetText("")
		}
	}
	for i, w := range widths {
		t.SetColumnWidth(i, w)
	}
}
