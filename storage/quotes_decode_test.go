package storage

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"computecheck/msg"
	"computecheck/quotes"
)

// The stored JSON columns read without the decoder must read as
// json.Unmarshal reads them, and whatever the short cut does not take goes
// to json.Unmarshal.
var storedJSON = []string{
	`{}`, `{"a":"b"}`, `{"currency":"CNY","gpu":"A100-80G-SXM","gpus_per_node":"8","price":"9.00"}`,
	`{"单价（元/卡/时）":"9.5","厂商":"蓉城智算"}`, `{"a":"1","a":"2"}`, `{"a":""}`, `{"":"x"}`,
	`{"a":"b\"c"}`, `{"a":"\u00e9"}`, `{"a":"x\ny"}`, "{\"a\":\"x\ny\"}", "{\"a\":\"\xff\"}", `{"a":1}`,
	`{"a":"b",}`, `{"a":"b"`, `{"a" :"b"}`, `{ "a":"b"}`, `{"a":"b"} `, `{"a":"b""c":"d"}`, `{"a":null}`,
	`[]`, `null`, ``, `{`, `}`, `{"`, `{"a`, `{"a"`, `{"a":`, `{"a":"`, `{"a":"b"}}`,
}

func TestFlatStringsReadsAsTheDecoder(t *testing.T) {
	for _, s := range storedJSON {
		m, ok := flatStrings(s)
		if !ok {
			continue // json.Unmarshal reads it
		}
		var want map[string]string
		if err := json.Unmarshal([]byte(s), &want); err != nil {
			t.Errorf("%q: read as %v, json.Unmarshal refuses it: %v", s, m, err)
			continue
		}
		if !reflect.DeepEqual(m, want) || (m == nil) != (want == nil) {
			t.Errorf("%q: read as %#v, json.Unmarshal reads %#v", s, m, want)
		}
	}
	for _, s := range []string{`{}`, `{"a":"b"}`, `{"厂商":"蓉城智算","x":""}`} {
		if _, ok := flatStrings(s); !ok {
			t.Errorf("%q: the stored form is not read without the decoder", s)
		}
	}
}

func TestStoredCompensationAndMessagesReadAsTheDecoder(t *testing.T) {
	for _, s := range append(storedJSON, `{"kind":"unknown","voucher":false}`, `{"kind":"none","voucher":true}`,
		`{"kind":"sla_tiers","voucher":false}`, `{"kind":"multiple","multiple":3,"voucher":false}`, `{"kind":"","voucher":false}`,
		`{"kind":"Unknown","voucher":false}`, `{"kind":"a\"b","voucher":false}`, `{"kind":"unknown","voucher":false} `) {
		var got, want quotes.Compensation
		gerr := readCompensation(s, &got)
		werr := json.Unmarshal([]byte(s), &want)
		if (gerr == nil) != (werr == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("%q: read as %+v (%v), json.Unmarshal reads %+v (%v)", s, got, gerr, want, werr)
		}
	}
	got, err := readMsgs("[]")
	var want []msg.Msg
	json.Unmarshal([]byte("[]"), &want)
	if err != nil || got == nil || len(got) != 0 || !reflect.DeepEqual(got, want) {
		t.Errorf(`"[]": read as %#v (%v), want %#v`, got, err, want)
	}
}

// Rows read one after another through one set of scan destinations share
// nothing: each reads as it reads alone.
func TestQuotesReadInARowAsEachAlone(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	full := quotes.Quote{Vendor: "甲", GPU: "H100-80G-SXM", Price: 9, PriceUnit: quotes.UnitGPUHour, Currency: "CNY",
		Source: quotes.SourceCall, GPUsPerNode: ptrTo(8), Nodes: ptrTo(4), ResumeSupported: ptrTo(true),
		MinTerm: &quotes.Term{Value: 1, Unit: "month"}, Raw: map[string]string{"厂商": "甲", "b": "c\"d"},
		Edits:        []quotes.Edit{{Field: "price", Value: "9"}},
		Compensation: quotes.Compensation{Kind: quotes.CompMultiple, Multiple: ptrTo(2.0)}}
	bare := quotes.Quote{Vendor: "乙", GPU: "A100-80G-SXM", Price: 7, PriceUnit: quotes.UnitGPUHour, Currency: "CNY",
		Source: quotes.SourceCall}
	var ids []int64
	for _, q := range []quotes.Quote{full, bare, full, bare} {
		id, err := db.SaveQuote(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	all, skipped, err := db.QuotesSkipping(ctx)
	if err != nil || len(skipped) > 0 || len(all) != len(ids) {
		t.Fatalf("%d quotes, skipped %v, %v", len(all), skipped, err)
	}
	for i, id := range ids {
		alone, err := db.Quote(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(all[i], alone) {
			t.Errorf("quote %d read in a row:\n%+v\nalone:\n%+v", id, all[i], alone)
		}
	}
	if all[1].MinTerm != nil || all[1].Raw == nil || len(all[1].Raw) != 0 || all[1].GPUsPerNode != nil || len(all[1].Edits) != 0 {
		t.Errorf("the bare quote after a full one: %+v", all[1])
	}
	*all[0].GPUsPerNode = 99
	all[0].Raw["厂商"] = "x"
	if *all[2].GPUsPerNode != 8 || all[2].Raw["厂商"] != "甲" {
		t.Error("two quotes read in a row share memory")
	}
}
