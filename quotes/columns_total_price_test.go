package quotes

import "testing"

// A price header that says total, beside a GPUs-per-machine column and no
// machine count, prices the row's GPUs together (per machine); with a
// machine count, or with no GPU count, it says nothing and the basis stays
// as the rest of the file settles it.
func TestTotalPriceHeaderIsPerMachine(t *testing.T) {
	for _, c := range []struct {
		name       string
		lines      []string
		perGPUHour float64
		unit       string
	}{
		{"snake_case API export", []string{"vendor,gpu_name,num_gpus,price_usd_per_hr_total", "Skymarket,H100_SXM,8,19.44"}, 2.43, "node_hour"},
		{"German Gesamtpreis", []string{"Anbieter,GPU-Modell,GPUs,Gesamtpreis pro Stunde (EUR)", "Nordwolke,H100 SXM,4,9.80"}, 2.45, "node_hour"},
		{"German Preis gesamt", []string{"Anbieter,GPU-Modell,GPUs,Preis gesamt (EUR/Std.)", "Nordwolke,H100 SXM,2,4.90"}, 2.45, "node_hour"},
		{"Chinese 合计", []string{"供应商,GPU型号,每台卡数,合计单价(元/时)", "云杉,A100 80GB SXM,8,72"}, 9, "node_hour"},
	} {
		q := onlyQuote(t, c.lines...)
		if got := perGPUHour(t, q); !within(got, c.perGPUHour) || q.PriceUnit != c.unit {
			t.Errorf("%s: %v a GPU-hour (%s), want %v (%s); %v", c.name, got, q.PriceUnit, c.perGPUHour, c.unit, q.Warnings)
		}
	}
	// a machine count beside it: "total" may be for all the machines
	res := readCSV(t, "g.csv", "vendor,gpu_name,num_gpus,nodes,price_usd_per_hr_total", "Skymarket,H100_SXM,8,2,19.44")
	for _, q := range res.Quotes {
		for _, w := range q.Warnings {
			if w.Key == "import.warn.total_header_basis" {
				t.Errorf("total header read with a machine count beside it: %v", q.Warnings)
			}
		}
	}
}

func TestSaysTotal(t *testing.T) {
	for h, want := range map[string]bool{"price_usd_per_hr_total": true, "Total $/hr": true, "Gesamtpreis/Std.": true, "合计单价": true,
		"price_usd_per_hr": false, "totalizer": false, "subtotal_usd": false} {
		if got := saysTotal(h); got != want {
			t.Errorf("saysTotal(%q) = %v", h, got)
		}
	}
}

// A rent whose header says it is for all the machines of the row, beside the
// row's machine count, is per machine that amount over the count, warned;
// a quarterly payment is 2160 hours. Without a machine count it is not divided.
func TestAllMachinesRentDividedByCount(t *testing.T) {
	for _, w := range wordRows("price_all_machines") {
		res := readCSV(t, "a.csv",
			"青禾融资租赁 租赁方案（金额单位：元）",
			"方案,GPU配置,台数,支付频率,每期租金（"+w[0]+"）",
			"P1,8×L40S 48G 服务器,5,按季,\"432,000\"",
		)
		if len(res.Quotes) != 1 {
			t.Fatalf("%q: %d quotes, %v", w[0], len(res.Quotes), res.Problems)
		}
		q := res.Quotes[0]
		if got := perGPUHour(t, q); !within(got, 432000.0/5/2160/8) {
			t.Errorf("%q: %v a GPU-hour, want %v", w[0], got, 432000.0/5/2160/8)
		}
		if !hasWarningKey(q, "import.warn.all_machines_price") {
			t.Errorf("%q: no warning %v", w[0], q.Warnings)
		}
	}
	res := readCSV(t, "b.csv", "青禾融资租赁 租赁方案", "方案,GPU配置,每期租金（全部租赁物）(元/台/月)", "P1,8×L40S 48G 服务器,\"86,400\"")
	if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), 86400.0/720/8) {
		t.Errorf("no machine count: %+v %v", res.Quotes, res.Problems)
	}
}
