package quotes

import "testing"

// A column that says how finely time is billed leaves the price's period
// to the price header: "$ per hour" billed by the second is still per
// hour, with the second stored as the billing increment.
func TestBillingStepIsNotThePriceUnit(t *testing.T) {
	res, err := Read("steps.csv", csvOf("Cloud,Accelerator,Hourly rate per GPU (USD/h),Charging",
		"Orbit,H100 SXM 80GB,2.10,Per-second billing",
		"Orbit,L40S 48GB,0.85,billed by the minute",
		"Orbit,A100 80GB SXM,1.40,per second",
		"Orbit,RTX 4090 24GB,0.39,按秒计费"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]struct {
		price float64
		unit  string
	}{2: {2.10, TermSecond}, 3: {0.85, TermMinute}, 4: {1.40, TermSecond}, 5: {0.39, TermSecond}}
	if len(res.Quotes) != len(want) || len(res.Problems) != 0 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		w := want[q.SourceRow]
		if q.Price != w.price || q.PriceUnit != UnitGPUHour || q.BillingIncrement == nil || q.BillingIncrement.Unit != w.unit {
			t.Errorf("row %d: %v %s increment %+v", q.SourceRow, q.Price, q.PriceUnit, q.BillingIncrement)
		}
	}
	// with no period stated anywhere else, "per second" remains the unit
	res, err = Read("bare.csv", csvOf("Cloud,Accelerator,Rate,Unit", "Orbit,H100 SXM 80GB,0.0006,per second"))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].BillingIncrement != nil {
		t.Fatalf("%+v %v", res, err)
	}
}

func FuzzBillingGranularity(f *testing.F) {
	for _, s := range []string{"per-second billing", "按秒计费", "billed per minute", "per hour", "Billing: per second", "每分钟", "", "USD per GPU-hour, billed by the minute", "元/卡/时（按秒计费）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		reGranularityInWords.FindStringSubmatch(s)
		if u, ok := billingGranularity(s); ok && u != TermSecond && u != TermMinute {
			t.Errorf("%q -> %q", s, u)
		}
	})
}

// A billing step written among a unit's other words is the increment too,
// and the rate keeps its period.
func TestBillingStepAmongUnitWords(t *testing.T) {
	res, err := Read("words.csv", csvOf("Provider,GPU,Rate,Basis",
		"Quill,L40S 48GB,0.92,\"USD per GPU-hour, billed by the minute\"",
		"Quill,A100 80GB SXM,\"$1.35 per GPU-hour (per-second billing)\","))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%+v %v", res, err)
	}
	for i, want := range []string{TermMinute, TermSecond} {
		q := res.Quotes[i]
		if q.PriceUnit != UnitGPUHour || q.BillingIncrement == nil || q.BillingIncrement.Unit != want || len(q.Warnings) == 0 {
			t.Errorf("row %d: %s %+v %v", q.SourceRow, q.PriceUnit, q.BillingIncrement, RenderAll(q.Warnings, "en"))
		}
	}
}
