package quotes

import "testing"

// A column a header names the vendor or host but whose values are all
// whole numbers holds ids: the vendor is read where the file names it; a
// column of names under the same header is the vendor.
func TestVendorColumnOfNumbersIsNotTheVendor(t *testing.T) {
	for _, c := range []struct {
		name  string
		file  string
		lines []string
		want  string
	}{
		{"host_id ids", "07_skymarket_gpu_offers.csv", []string{"offer_id,host_id,gpu_name,num_gpus,price_per_gpu_hr", "1001,4410,H100_SXM,1,2.55", "1002,5120,RTX_4090,1,0.40"}, "Skymarket"},
		{"供应商 ids", "g.csv", []string{"算力云集市 GPU 报价", "供应商,GPU型号,计费方式,单价", "20931,H100 SXM,元/卡/时,15.5", "20932,A100 80GB SXM,元/卡/时,8.2"}, "算力云集市"},
		{"a marketplace's file name", "03_cloudbay_marketplace_offers.csv", []string{"offer_id,host_id,gpu_name,num_gpus,price_per_gpu_hr", "1001,4410,H100_SXM,1,2.55"}, "Cloudbay"},
		{"host names", "g.csv", []string{"host,gpu,unit,price", "Northwind Cloud,H100 SXM,per GPU-hour,2.55", "Orchid Compute,RTX 4090,per GPU-hour,0.40"}, "Northwind Cloud"},
	} {
		res, err := Read(c.file, csvOf(c.lines...))
		if err != nil || len(res.Quotes) == 0 {
			t.Fatalf("%s: %v %+v", c.name, err, res.Problems)
		}
		if v := res.Quotes[0].Vendor; v != c.want {
			t.Errorf("%s: vendor %q, want %q", c.name, v, c.want)
		}
	}
}

// With nothing else naming the vendor, a row whose vendor cell is a number
// is refused at that cell, never stored under the number.
func TestVendorNumberAloneIsRefused(t *testing.T) {
	res, err := Read("g.csv", csvOf("供应商,GPU型号,计费方式,单价", "20931,H100 SXM,元/卡/时,15.5"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 0 {
		t.Fatalf("stored %q", res.Quotes[0].Vendor)
	}
	if p := problemAt(res, 2); p == nil || p.Column != "供应商" {
		t.Errorf("refusal not at the vendor cell: %+v", res.Problems)
	}
}
