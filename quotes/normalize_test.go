package quotes

import (
	"computecheck/msg"
	"testing"
)

func TestNormalize(t *testing.T) {
	usd := Quote{Vendor: "E", GPU: "H100-80G-SXM", Price: 3.99, PriceUnit: UnitGPUHour, Currency: "USD",
		GPUsPerNode: ptr(8), MinTerm: &Term{1, TermMonth}}
	// No rate: null, never 0, and a warning.
	q := Normalize(usd, Options{})
	if q.PricePerGPUHour != nil || !hasWarning(q, "no exchange rate for USD") || q.ReportingCurrency != "CNY" || !eqPtr(q.MinHours, 720.0) {
		t.Fatalf("missing rate: %+v", q)
	}
	// With the rate the warning goes and the price converts.
	rates := []FXRate{{"USD", 7.0, "2026-01-01"}, {"USD", 7.1, "2026-11-20"}, {"EUR", 7.8, "2026-11-20"}}
	q = Normalize(q, Options{Rates: rates, HoursPerMonth: 730})
	if q.PricePerGPUHour == nil || !near(*q.PricePerGPUHour, 3.99*7.1) || hasWarning(q, "exchange rate") || !eqPtr(q.MinHours, 730.0) {
		t.Fatalf("with rate: %+v", q)
	}
	// Reporting in EUR: through CNY.
	q = Normalize(usd, Options{Rates: rates, ReportingCurrency: "eur"})
	if q.PricePerGPUHour == nil || !near(*q.PricePerGPUHour, 3.99*7.1/7.8) || q.ReportingCurrency != "EUR" {
		t.Fatalf("EUR: %+v", q)
	}
	// A CNY quote reported in USD needs the USD rate.
	cny := Quote{Vendor: "R", GPU: "A800-80G-SXM", Price: 38000, PriceUnit: UnitNodeMonth, Currency: "CNY", GPUsPerNode: ptr(8)}
	if q = Normalize(cny, Options{ReportingCurrency: "USD"}); q.PricePerGPUHour != nil || !hasWarning(q, "no exchange rate for USD") {
		t.Fatalf("CNY->USD without rate: %+v", q)
	}
	if q = Normalize(cny, Options{}); !near(*q.PricePerGPUHour, 38000.0/8/720) {
		t.Fatalf("node month: %v", *q.PricePerGPUHour)
	}
	// Machine prices need the GPUs per machine.
	cny.GPUsPerNode = nil
	if q = Normalize(cny, Options{}); q.PricePerGPUHour != nil || !hasWarning(q, "GPUs per machine") {
		t.Fatalf("node price without gpus: %+v", q)
	}
	tok := Quote{Vendor: "T", GPU: "H20-96G", Price: 2, PriceUnit: UnitMillionTokens, Currency: "CNY"}
	if q = Normalize(tok, Options{}); q.PricePerGPUHour != nil || !hasWarning(q, "million tokens") {
		t.Fatalf("tokens: %+v", q)
	}
	for unit, per := range map[string]float64{UnitGPUDay: 24, UnitGPUWeek: 168, UnitGPUMonth: 720, UnitNodeHour: 8, UnitNodeDay: 8 * 24, UnitNodeWeek: 8 * 168} {
		q = Normalize(Quote{Price: 100, PriceUnit: unit, Currency: "CNY", GPUsPerNode: ptr(8)}, Options{})
		if q.PricePerGPUHour == nil || !near(*q.PricePerGPUHour, 100/per) {
			t.Errorf("%s: %v", unit, deref(q.PricePerGPUHour))
		}
	}
	// Expiry is flagged when today is given, and parse warnings survive re-normalising.
	ex := Quote{Price: 1, PriceUnit: UnitGPUHour, Currency: "CNY", ValidUntil: "2026-12-31", Warnings: []msg.Msg{TextMsg("from the file")}}
	q = Normalize(ex, Options{Today: "2027-01-01"})
	if !hasWarning(q, "expired on 2026-12-31") || len(q.Warnings) != 2 {
		t.Fatalf("expiry: %+v", q)
	}
	q = Normalize(q, Options{Today: "2026-06-01"})
	if len(q.Warnings) != 1 || q.Warnings[0].In("en") != "from the file" {
		t.Fatalf("re-normalise: %v", q.Warnings)
	}
	for _, w := range []msg.Msg{mk("import.norm.no_fx", "USD", "CNY"), mk("import.norm.expired", "2026-01-01"), mk("import.norm.per_token")} {
		if !IsNormWarning(w) {
			t.Errorf("IsNormWarning(%v) = false", w)
		}
	}
	if IsNormWarning(mk("import.warn.gpu_assumed", "H800", "H800-80G-SXM", mk("import.gpu.form"))) {
		t.Errorf("parse warning taken for a Normalize one")
	}
	if v, ok := Convert(10, "USD", "USD", nil); !ok || v != 10 {
		t.Errorf("same currency: %v %v", v, ok)
	}
}
