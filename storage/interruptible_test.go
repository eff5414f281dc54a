package storage

import (
	"context"
	"testing"

	"computecheck/quotes"
)

// Interruptible is stored as the quote said it: true, false or unknown.
func TestQuoteInterruptibleRoundTrip(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	yes, no := true, false
	for _, v := range []*bool{&yes, &no, nil} {
		q := quotes.Quote{Vendor: "云", Offer: "A100 抢占式", GPU: "A100-80G-SXM", Price: 3, PriceUnit: quotes.UnitGPUHour,
			Currency: "CNY", Source: "email", Interruptible: v}
		id, err := db.SaveQuote(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		got, err := db.Quote(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if (got.Interruptible == nil) != (v == nil) || (v != nil && *got.Interruptible != *v) {
			t.Errorf("stored %v, read %v", v, got.Interruptible)
		}
	}
}
