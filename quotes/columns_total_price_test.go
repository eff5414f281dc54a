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
