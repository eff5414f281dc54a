package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/export"
)

// notice puts what an action did (a file saved) in the Compare area's
// status line in the text colour, not the faint grey of the summary it
// replaces, and whole: a saved file's path is not cut short.
func (s *compareScreen) notice(text string) {
	s.status.Importance = widget.MediumImportance
	s.status.Truncation = fyne.TextTruncateOff
	s.status.Wrapping = fyne.TextWrapBreak // a long path wraps
	s.status.SetText(text)
}

// exportName is the name a Compare export is offered under: the task and
// today's date, not a bare "compare.xlsx".
func exportName(t calc.Task, ext string) string {
	return export.FileName(assets.T("export.kind_compare"), t.Name, time.Now(), ext)
}
