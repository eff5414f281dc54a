package app

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
)

// The rates dialog opened from "no rate for USD" starts on USD.
func TestFXHintOpensTheMissingCurrency(t *testing.T) {
	s, db, _ := newTestQuotes(t, assets.LangZh)
	storeSamples(t, s, db, "quotes_template_en.csv")
	var set *widget.Button
	for _, o := range s.fxBox.Objects {
		if b, ok := o.(*widget.Button); ok {
			set = b
		}
	}
	if set == nil || s.fxBox.Hidden {
		t.Fatal("no rate hint with its button")
	}
	test.Tap(set)
	if s.fx == nil || s.fx.currency.Text != "USD" {
		t.Fatalf("the dialog opened on %q", s.fx.currency.Text)
	}
	s.onFXRates()
	if s.fx.currency.Text != "" {
		t.Errorf("the toolbar's dialog chose %q", s.fx.currency.Text)
	}
}
