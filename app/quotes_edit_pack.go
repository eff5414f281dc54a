package app

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/quotes"
)

// packKeys are the quote editor's prepaid-pack entries (时长包 / 算力包).
var packKeys = []string{"pack_gpu_hours", "pack_million_tokens", "pack_price", "pack_valid_days"}

// packItems are the editor's pack rows, in a block of their own: the
// pack's size in GPU-hours or million tokens, its price and how many days
// it is valid. The price row above is then the overage rate, and may stay
// empty (further packs are bought instead).
func (f *quoteForm) packItems(o quotes.Quote) []*widget.FormItem {
	entry := func(key string, v *float64, hintKey string) fyne.CanvasObject {
		e := newDialogEntry()
		e.SetText(fmtOpt(v))
		e.SetPlaceHolder(assets.T(hintKey))
		f.prefill[key] = e.Text
		f.e[key] = e
		e.OnChanged = func(string) { f.onChanged(key) }
		return e
	}
	errLabel := func(key string) *widget.Label {
		l := widget.NewLabel("")
		l.Importance = widget.DangerImportance
		l.Wrapping = textWrap()
		l.Hide()
		f.errs[key] = l
		return l
	}
	size := container.NewGridWithColumns(2, entry("pack_gpu_hours", o.PackGPUHours, "decision.pack.hours_hint"),
		entry("pack_million_tokens", o.PackMillionTokens, "decision.pack.tokens_hint"))
	terms := container.NewGridWithColumns(2, entry("pack_price", o.PackPrice, "decision.pack.price_hint"),
		entry("pack_valid_days", o.PackValidDays, "decision.pack.days_hint"))
	hint := widget.NewLabel(assets.T("decision.pack.hint"))
	hint.Importance = widget.LowImportance
	hint.Wrapping = textWrap()
	return []*widget.FormItem{
		widget.NewFormItem(assets.T("decision.pack.size"), container.NewVBox(size, errLabel("pack"))),
		widget.NewFormItem(assets.T("decision.pack.terms"), container.NewVBox(terms, hint)),
	}
}

// packTyped reports whether any pack entry holds text: the quote is a pack.
func (f *quoteForm) packTyped() bool {
	for _, k := range packKeys {
		if e := f.e[k]; e != nil && strings.TrimSpace(e.Text) != "" {
			return true
		}
	}
	return false
}

// parsePack reads the pack entries into q; what does not read is reported
// under "pack", and the quote's own checks (quotes.Quote.Validate) name a
// pack that lacks its price or size.
func (f *quoteForm) parsePack(q *quotes.Quote, fail func(key string, err error)) {
	read := func(k string) *float64 {
		e := f.e[k]
		if e == nil {
			return nil
		}
		t := strings.TrimSpace(strings.NewReplacer(",", "", "¥", "", "元", "").Replace(e.Text))
		if t == "" {
			return nil
		}
		v, err := strconv.ParseFloat(t, 64)
		if err != nil || v < 0 || v > 1e12 {
			fail("pack", errors.New(assets.T("decision.pack.err_number", e.Text)))
			return nil
		}
		return &v
	}
	q.PackGPUHours, q.PackMillionTokens = read("pack_gpu_hours"), read("pack_million_tokens")
	q.PackPrice, q.PackValidDays = read("pack_price"), read("pack_valid_days")
	if !f.packTyped() {
		return
	}
	if q.PackPrice == nil || (q.PackGPUHours == nil && q.PackMillionTokens == nil) {
		fail("pack", errors.New(assets.T("decision.pack.err_incomplete")))
	}
}
