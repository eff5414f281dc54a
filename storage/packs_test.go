package storage

import (
	"context"
	"testing"

	"computecheck/calc"
	"computecheck/quotes"
)

func fptr(v float64) *float64 { return &v }

// A prepaid pack keeps its terms, and a pack without an overage rate comes
// back without a price (not as the rate the price column holds for it).
func TestPackQuotesRoundTrip(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	base := quotes.Quote{Vendor: "包时厂商", GPU: "A800-80G-SXM", Currency: "CNY", Source: quotes.SourceDocument,
		PackGPUHours: fptr(1000), PackPrice: fptr(6000), PackValidDays: fptr(90)}
	withOverage := base
	withOverage.Offer, withOverage.Price, withOverage.PriceUnit = "超出按量", 7.5, quotes.UnitGPUHour
	none := base
	none.Offer = "续购套餐"
	tokens := quotes.Quote{Vendor: "算力包厂商", GPU: "H800-80G-SXM", Currency: "CNY", Source: quotes.SourceDocument,
		PackMillionTokens: fptr(500), PackPrice: fptr(1000)}
	for _, q := range []quotes.Quote{withOverage, none, tokens} {
		if err := q.Validate(); err != nil {
			t.Fatalf("%s: %v", q.Offer, err)
		}
	}
	ids := map[string]int64{}
	for _, q := range []quotes.Quote{withOverage, none, tokens} {
		id, err := db.SaveQuote(ctx, q)
		if err != nil {
			t.Fatalf("save %s: %v", q.Offer, err)
		}
		ids[q.Vendor+q.Offer] = id
	}
	get := func(k string) quotes.Quote {
		q, err := db.Quote(ctx, ids[k])
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	q := get("包时厂商超出按量")
	if q.Price != 7.5 || q.PriceUnit != quotes.UnitGPUHour || *q.PackGPUHours != 1000 || *q.PackPrice != 6000 || *q.PackValidDays != 90 {
		t.Errorf("with overage: %+v", q)
	}
	q = get("包时厂商续购套餐")
	if q.Price != 0 || q.PriceUnit != "" || !q.IsPack() || *q.PackPrice != 6000 {
		t.Errorf("no overage: price %v %q", q.Price, q.PriceUnit)
	}
	q = get("算力包厂商")
	if q.Price != 0 || q.PriceUnit != "" || q.PackMillionTokens == nil || *q.PackMillionTokens != 500 || q.PackGPUHours != nil {
		t.Errorf("token pack: %+v", q)
	}
	// Not a pack: the pack columns stay NULL.
	plain := quotes.Quote{Vendor: "按量", GPU: "A800-80G-SXM", Currency: "CNY", Price: 7, PriceUnit: quotes.UnitGPUHour, Source: quotes.SourceDocument}
	id, err := db.SaveQuote(ctx, plain)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := db.Quote(ctx, id); got.IsPack() || got.Price != 7 {
		t.Errorf("plain quote: %+v", got)
	}
}

func TestPackValidation(t *testing.T) {
	bad := []quotes.Quote{
		{Vendor: "x", GPU: "A800-80G-SXM", Currency: "CNY", PackGPUHours: fptr(100)},                                                 // no pack price
		{Vendor: "x", GPU: "A800-80G-SXM", Currency: "CNY", PackPrice: fptr(100)},                                                    // no amount
		{Vendor: "x", GPU: "A800-80G-SXM", Currency: "CNY", PackPrice: fptr(100), PackGPUHours: fptr(1), PackMillionTokens: fptr(1)}, // both
		{Vendor: "x", GPU: "A800-80G-SXM", Currency: "CNY", PackPrice: fptr(100), PackMillionTokens: fptr(1), Price: 2, PriceUnit: quotes.UnitGPUHour},
		{Vendor: "x", GPU: "A800-80G-SXM", Currency: "CNY", PackPrice: fptr(-5), PackGPUHours: fptr(1)},
	}
	for i, q := range bad {
		if err := q.Validate(); err == nil {
			t.Errorf("case %d: accepted %+v", i, q)
		}
	}
}

func TestAssumptionsSettings(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	a, custom, err := db.Assumptions(ctx)
	if err != nil || custom || a != calc.DefaultAssumptions() {
		t.Fatalf("fresh database: %+v custom=%v err=%v", a, custom, err)
	}
	a.StoragePerGBMonth, a.StorageLow, a.StorageHigh = 0.5, 2, 0.2 // a range typed the wrong way round
	a.FeesPerQuote, a.FeesHigh = 300, 1000
	if err := db.SetAssumptions(ctx, a); err != nil {
		t.Fatal(err)
	}
	got, custom, err := db.Assumptions(ctx)
	if err != nil || !custom {
		t.Fatal(custom, err)
	}
	if got.StoragePerGBMonth != 0.5 || got.StorageLow != 0.2 || got.StorageHigh != 2 || got.FeesPerQuote != 300 || got.FeesHigh != 1000 {
		t.Errorf("stored %+v", got)
	}
	// A value that is not a number keeps the default.
	if err := db.SetSetting(ctx, SettingAssumedEgress, "abc"); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := db.Assumptions(ctx); got.EgressPerGB != calc.DefaultAssumedEgressPerGB {
		t.Errorf("unreadable egress setting gave %v", got.EgressPerGB)
	}
}
