package quotes

import "testing"

// A column its header does not name whose every value states a basis and
// a period is the unit over a "Billing" column stating only the period;
// a unit column that states the basis itself keeps the field.
func TestUnitColumnStatingTheBasis(t *testing.T) {
	for _, c := range []struct {
		name       string
		lines      []string
		perGPUHour float64
	}{
		{"per node per month beside Billing", []string{"Provider,SKU,Description,Term,Billing,Unit,Unit price (S$)", "Merlion Cloud,MC-1,HGX H100 80GB SXM 8-GPU node,1 month,Monthly in advance,per node per month,17280"}, 3},
		{"per GPU per hour beside Billing", []string{"Provider,SKU,Description,Term,Billing,Unit,Unit price (S$)", "Merlion Cloud,MC-2,H100 80GB SXM 1-GPU VM,On-demand,Hourly in arrears,per GPU per hour,3.45"}, 3.45},
		{"a repeated header line under it", []string{"Provider,SKU,Description,Term,Billing,Unit,Unit price (S$)", "Merlion Cloud,MC-3,4x L40S 48GB PCIe server,On-demand,Hourly in arrears,per node per hour,6.20", "Page 1 of 2", "Provider,SKU,Description,Term,Billing,Unit,Unit price (S$)", "Merlion Cloud,MC-4,HGX H200 141GB 8-GPU node,12 months,Monthly in advance,per node per month,21600"}, 1.55},
	} {
		res, err := Read("g.csv", csvOf(c.lines...))
		if err != nil || len(res.Quotes) == 0 {
			t.Fatalf("%s: %v %+v", c.name, err, res)
		}
		if got := perGPUHour(t, res.Quotes[0]); !within(got, c.perGPUHour) {
			t.Errorf("%s: %v a GPU-hour, want %v", c.name, got, c.perGPUHour)
		}
	}
	// the unit column states the basis: the other column stays unread
	q := onlyQuote(t, "Provider,GPU,计费单位,Per,Price", "Merlion Cloud,H100 SXM,元/卡/时,per node per hour,15")
	if q.PriceUnit != "gpu_hour" {
		t.Errorf("unit %s, want gpu_hour from 计费单位", q.PriceUnit)
	}
}

func TestKeepAbbreviationDot(t *testing.T) {
	for raw, want := range map[string]string{"MERLION COMPUTE PTE. LTD.": "MERLION COMPUTE PTE. LTD.", "Kontinent Compute B.V.": "Kontinent Compute B.V.",
		"Hexa Cloud.": "Hexa Cloud", "Ltd.": "Ltd", "Orchid Systems Inc.": "Orchid Systems Inc.", "Acme Corp.": "Acme Corp.",
		"Sun Trading Co.": "Sun Trading Co.", "Ibérica Cómputo S.A.": "Ibérica Cómputo S.A."} {
		if got := keepAbbreviationDot(raw, trimDot(raw)); got != want {
			t.Errorf("keepAbbreviationDot(%q) = %q, want %q", raw, got, want)
		}
	}
	if v := vendorFromTitle("NORTHWIND COMPUTE PTE. LTD. — Partner Price Book Q1 2027"); v != "NORTHWIND COMPUTE PTE. LTD." {
		t.Errorf("vendorFromTitle: %q", v)
	}
}

func trimDot(s string) string {
	for len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}

// A unit column speaks for the price columns whose headers leave the unit
// to it; a price column beside them whose header states its own period
// ("包日价(元/卡/天)") is priced in its header's unit. Where every price
// column leaves the unit to it, the unit column governs them all.
func TestUnitColumnSpeaksForBareHeaders(t *testing.T) {
	res := readCSV(t, "min.csv", "供应商,GPU型号,单卡价格,计费单位,包日价(元/卡/天)", "云丙,RTX 4090,0.032,元/卡/分钟,42", "云丙,L20,0.041,元/卡/分钟,—")
	var got []float64
	for _, q := range res.Quotes {
		if q.SourceRow == 2 {
			got = append(got, perGPUHour(t, q))
		}
	}
	if len(got) != 2 || !within(got[0], 0.032*60) || !within(got[1], 42.0/24) || len(res.Problems) != 0 {
		t.Errorf("row 2: %v a GPU-hour, want [1.92 1.75] (per card-minute, per card-day); problems %v", got, res.Problems)
	}
	// no price column leaves its unit to it: the unit column still speaks, and a disagreement refuses
	res = readCSV(t, "one.csv", "供应商,GPU型号,计费单位,包日价(元/卡/天)", "云丙,RTX 4090,元/卡/分钟,42")
	if len(res.Quotes) != 0 || len(res.Problems) == 0 {
		t.Errorf("one price column against its unit column: %d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	// every price column states its own period, and they differ: one unit column cannot be the unit of both
	res = readCSV(t, "two.csv", "供应商,GPU型号,计费单位,时价(元/卡·时),月价(元/卡·月)", "云丙,RTX 4090,元/卡/天,2.10,1350")
	got = nil
	for _, q := range res.Quotes {
		got = append(got, perGPUHour(t, q))
	}
	if len(got) != 2 || !within(got[0], 2.10) || !within(got[1], 1350.0/720) || len(res.Problems) != 0 {
		t.Errorf("two priced columns with their own units: %v a GPU-hour, want [2.10 1.875]; problems %v", got, res.Problems)
	}
}
