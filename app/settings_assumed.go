package app

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/storage"
)

// AssumptionStore keeps the assumed prices of the cost lines quotes leave
// out; *storage.DB implements it.
type AssumptionStore interface {
	Assumptions(ctx context.Context) (calc.Assumptions, bool, error)
	SetAssumptions(ctx context.Context, a calc.Assumptions) error
}

var _ AssumptionStore = (*storage.DB)(nil)

// assumedSection is the Settings area's assumed prices: for storage,
// egress and fees, the price used and the range the total is given over,
// in CNY (the market data's currency; Compare converts).
type assumedSection struct {
	store   AssumptionStore
	entries [9]*widget.Entry // storage, egress, fees × price, low, high
	msg     *widget.Label
	content fyne.CanvasObject
}

func newAssumedSection(u *ui) *assumedSection {
	st, ok := u.store.(AssumptionStore)
	if !ok {
		return nil
	}
	s := &assumedSection{store: st}
	a, _, _ := st.Assumptions(context.Background())
	vals := s.fields(&a)
	for i := range s.entries {
		e := widget.NewEntry()
		e.SetText(strconv.FormatFloat(*vals[i], 'f', -1, 64))
		e.OnChanged = func(string) { s.onChanged() }
		s.entries[i] = e
	}
	// The hint names the defaults' sources itself: the user has no copy of
	// the market notes the defaults were taken from.
	s.msg = widget.NewLabel(assets.T("decision.settings.hint_sources"))
	s.msg.Wrapping = fyne.TextWrapWord
	s.msg.Importance = widget.LowImportance
	grid := container.NewGridWithColumns(4,
		widget.NewLabel(""), widget.NewLabel(assets.T("decision.settings.price")),
		widget.NewLabel(assets.T("decision.settings.low")), widget.NewLabel(assets.T("decision.settings.high")))
	for row, key := range []string{"decision.settings.storage", "decision.settings.egress", "decision.settings.fees"} {
		grid.Add(widget.NewLabel(assets.T(key)))
		for c := range 3 {
			grid.Add(s.entries[row*3+c])
		}
	}
	title := widget.NewLabelWithStyle(assets.T("decision.settings.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.content = container.NewVBox(title, grid, s.msg)
	return s
}

// fields are the assumption's numbers in the entries' order.
func (s *assumedSection) fields(a *calc.Assumptions) [9]*float64 {
	return [9]*float64{&a.StoragePerGBMonth, &a.StorageLow, &a.StorageHigh, &a.EgressPerGB, &a.EgressLow, &a.EgressHigh,
		&a.FeesPerQuote, &a.FeesLow, &a.FeesHigh}
}

// onChanged stores the prices once every entry reads as a number of zero
// or more; otherwise it says which does not, and stores nothing.
func (s *assumedSection) onChanged() {
	a := calc.Assumptions{Currency: "CNY"}
	vals := s.fields(&a)
	for i, e := range s.entries {
		v, err := strconv.ParseFloat(strings.TrimSpace(e.Text), 64)
		if err != nil || calc.LimitAssumedPrice.Check("", v) != nil {
			s.msg.Importance = widget.DangerImportance
			s.msg.SetText(assets.T("decision.settings.invalid", e.Text))
			return
		}
		*vals[i] = v
	}
	if err := s.store.SetAssumptions(context.Background(), a); err != nil {
		s.msg.Importance = widget.DangerImportance
		s.msg.SetText(errText(err))
		return
	}
	s.msg.Importance = widget.LowImportance
	s.msg.SetText(assets.T("decision.settings.saved"))
}
