package quotes

import "testing"

// One column, one number style: the grouped "12.480,50" in a price column
// makes its "2.150" two thousand one hundred and fifty, as the vendor
// wrote it; a column of plain decimal points beside it keeps "3.450" as
// three point four five.
func TestPriceColumnNumberStyleFromAllItsValues(t *testing.T) {
	res, err := Read("nordlys.csv", []byte("Vendor,GPU,GPUs,Server per month (EUR),GPU-hour (USD)\n"+
		"Nordlys,H100 SXM 80GB,8,\"12.480,50\",2.10\n"+
		"Nordlys,A100 80GB SXM,8,2.150,3.450\n"+
		"Nordlys,L40S 48GB,4,\"1.980,00\",0.95\n"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[[2]int]float64{}
	for _, q := range res.Quotes {
		col := 0
		if q.PriceUnit == UnitGPUHour {
			col = 1
		}
		got[[2]int{q.SourceRow, col}] = q.Price
	}
	want := map[[2]int]float64{{2, 0}: 12480.5, {3, 0}: 2150, {4, 0}: 1980, {2, 1}: 2.10, {3, 1}: 3.450, {4, 1}: 0.95}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("row %d column %d: %v, want %v (problems %+v)", k[0], k[1], got[k], w, res.Problems)
		}
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 3 && q.PriceUnit != UnitGPUHour && !hasKey(q, "import.warn.column_number_style") {
			t.Errorf("2.150 read as 2150 without saying so: %v", RenderAll(q.Warnings, "en"))
		}
	}
}

func TestColumnNumberStyleUndecided(t *testing.T) {
	for _, vals := range [][]string{
		{"2,5"},                    // one decimal comma settles nothing
		{"1,25", "0,75", "12,500"}, // 12,500 reads both ways
		{"1,25", "3.5"},            // both styles
		{"1.295", "5.295"},         // only either-way numbers
	} {
		if s, _ := columnNumberStyle(vals); s != "" {
			t.Errorf("%q decided %s", vals, s)
		}
	}
	if s, _ := columnNumberStyle([]string{"1,62 €", "0,91 €"}); s != styleDecimalComma {
		t.Errorf("two decimal commas: %q", s)
	}
}

func FuzzColumnNumberStyle(f *testing.F) {
	for _, s := range []string{"9.460,80", "1.295", "2,19", "12,500", "1,000卡时", "", "1.2.3,4,5"} {
		f.Add(s, "2,50")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		style, _ := columnNumberStyle([]string{a, b})
		out, changed := inColumnStyle(a, style)
		if !changed && out != a {
			t.Errorf("%q changed to %q unsaid", a, out)
		}
	})
}
