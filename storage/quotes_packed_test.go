package storage

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"computecheck/quotes"
)

// Quotes read packed read as the usual query reads them, row for row, and
// the rows it cannot read are skipped with the same ids and reasons.
func TestQuotesReadPackedAsTheUsualWay(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	base := quotes.Quote{Vendor: "蓉城智算", Offer: "a:b 12:x", GPU: "H100-80G-SXM", Price: 9, PriceUnit: quotes.UnitGPUHour,
		Currency: "CNY", Source: quotes.SourceCall, GPUsPerNode: ptrTo(8), Notes: "line1\nline2 \"q\" 3:",
		Raw: map[string]string{"厂商": "蓉城", "x": "a\"b"}, MinTerm: &quotes.Term{Value: 1, Unit: "month"}}
	var ids []int64
	for i := 0; i < 8; i++ {
		q := base
		q.Offer = fmt.Sprintf("%s #%d", base.Offer, i)
		if i%2 == 1 {
			q.Notes, q.Raw, q.MinTerm, q.GPUsPerNode = "", nil, nil, nil
		}
		id, err := db.SaveQuote(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	// What a hand edit or an older version may leave: bytes that are not
	// text, a NUL, a number where text is, text where a number is, JSON
	// that does not decode.
	for _, stmt := range []string{
		fmt.Sprintf("UPDATE quotes SET notes = X'00ff3a41' WHERE id = %d", ids[2]),
		fmt.Sprintf("UPDATE quotes SET region = 'a' || char(0) || 'b' WHERE id = %d", ids[3]),
		fmt.Sprintf("UPDATE quotes SET gpus_per_node = 'eight' WHERE id = %d", ids[4]),
		fmt.Sprintf("UPDATE quotes SET raw_json = '{not json' WHERE id = %d", ids[5]),
		fmt.Sprintf("UPDATE quotes SET price_text = 12.5 WHERE id = %d", ids[6]),
	} {
		if _, err := db.sql.ExecContext(ctx, stmt); err != nil {
			t.Fatal(stmt, err)
		}
	}
	if err := db.DeleteQuote(ctx, ids[7]); err != nil {
		t.Fatal(err)
	}
	for k, where := range []string{" WHERE deleted_at IS NULL ORDER BY id", " WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC"} {
		var want, got []quotes.Quote
		wantSkip, err := eachQuote(ctx, db.sql, where, nil, func(q quotes.Quote) error { want = append(want, q); return nil })
		if err != nil {
			t.Fatal(err)
		}
		gotSkip, err := eachQuotePacked(ctx, db.sql, where, func(q quotes.Quote) error { got = append(got, q); return nil })
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read packed\n%+v\nthe usual way\n%+v", where, got, want)
		}
		if fmt.Sprint(gotSkip) != fmt.Sprint(wantSkip) {
			t.Errorf("%s: skipped packed %v, the usual way %v", where, gotSkip, wantSkip)
		}
		if k == 0 && (len(want) == 0 || len(wantSkip) == 0) || k == 1 && len(want) == 0 {
			t.Errorf("%s: %d read, %d skipped: the test reads nothing or skips nothing", where, len(want), len(wantSkip))
		}
	}
}
