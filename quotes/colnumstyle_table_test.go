package quotes

import "testing"

// "1.295" under Monthly, beside an On-demand column that writes "2,45": the
// table writes decimal commas, so the monthly price is 1295, and the quote
// says which column showed the style.
func TestTableNumberStyle(t *testing.T) {
	res := readCSV(t, "eu.csv", "Nordhavn Compute ApS – GPU price list (EUR)",
		"GPU;GPUs/server;On-demand €/GPU-h;Monthly €/GPU", "H100 80GB SXM5;8;2,45;1.295", "L40S 48GB;4;0,95;545")
	got := map[string]float64{}
	for _, q := range res.Quotes {
		got[q.GPU+" "+q.PriceUnit] = q.Price
		if q.GPU == "H100-80G-SXM" && q.PriceUnit == "gpu_month" && !hasWarning(q, "the same table's column On-demand €/GPU-h writes its numbers as “2,45”") {
			t.Errorf("style not said: %v", q.Warnings)
		}
	}
	if got["H100-80G-SXM gpu_month"] != 1295 || got["L40S-48G gpu_month"] != 545 || got["H100-80G-SXM gpu_hour"] != 2.45 {
		t.Errorf("%v %+v", got, res.Problems)
	}
}
