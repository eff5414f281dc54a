package app

import (
	"slices"

	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
)

// requiresField is the Task area's 必备条件 (TASK.json requires): one
// check per requirement, in calc's order, labelled in the current language.
type requiresField struct {
	group  *widget.CheckGroup
	labels []string // per calc.Requirements
}

func newRequiresField(onChanged func()) *requiresField {
	f := &requiresField{}
	for _, r := range calc.Requirements {
		f.labels = append(f.labels, assets.T("req."+r))
	}
	f.group = widget.NewCheckGroup(f.labels, func([]string) { onChanged() })
	// Vertical: the form sits in a scroll that is as wide as its widest row.
	return f
}

// ids are the checked requirements.
func (f *requiresField) ids() []string {
	var out []string
	for i, l := range f.labels {
		if slices.Contains(f.group.Selected, l) {
			out = append(out, calc.Requirements[i])
		}
	}
	return out
}

// set checks exactly these requirements.
func (f *requiresField) set(ids []string) {
	var sel []string
	for i, r := range calc.Requirements {
		if slices.Contains(ids, r) {
			sel = append(sel, f.labels[i])
		}
	}
	f.group.SetSelected(sel)
}

// addRequires checks the requirements the pricing advice proposes (the
// Compare area's "apply" button) and recomputes the task.
func (s *taskScreen) addRequires(ids []string) {
	cur := s.requires.ids()
	for _, r := range ids {
		if !slices.Contains(cur, r) {
			cur = append(cur, r)
		}
	}
	s.requires.set(cur)
	s.onTaskChanged()
}
