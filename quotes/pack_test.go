package quotes

import (
	"testing"
)

func TestReadPackQuotes(t *testing.T) {
	js := []byte(`[
 {"vendor":"包时云","offer":"1000卡时包","gpu":"A800-80G-SXM","gpus_per_node":8,"currency":"CNY",
  "pack_gpu_hours":1000,"pack_price":6000,"pack_valid_days":90,"price":7.5,"price_unit":"gpu_hour"},
 {"vendor":"算力包","offer":"5亿token","gpu":"H800-80G-SXM","currency":"CNY","pack_million_tokens":500,"pack_price":"¥1,000"}
]`)
	res, err := Read("packs.json", js)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Problems) > 0 || len(res.Quotes) != 2 {
		t.Fatalf("problems %v, %d quotes", res.Problems, len(res.Quotes))
	}
	a, b := res.Quotes[0], res.Quotes[1]
	if !a.IsPack() || *a.PackGPUHours != 1000 || *a.PackPrice != 6000 || *a.PackValidDays != 90 || a.Price != 7.5 || a.PriceUnit != UnitGPUHour {
		t.Errorf("GPU-hour pack: %+v", a)
	}
	if !b.IsPack() || *b.PackMillionTokens != 500 || *b.PackPrice != 1000 || b.Price != 0 || b.PriceUnit != "" {
		t.Errorf("token pack without overage: %+v", b)
	}
	for _, q := range res.Quotes {
		if err := q.Validate(); err != nil {
			t.Errorf("%s: %v", q.Offer, err)
		}
	}
	o := ToOffer(a, Options{}, nil)
	if !o.IsPack() || o.PackGPUHours != 1000 || o.PackPrice != 6000 || o.PackValidDays != 90 || !o.PriceKnown {
		t.Errorf("offer %+v", o)
	}
	if ob := ToOffer(b, Options{}, nil); !ob.IsPack() || ob.PriceKnown {
		t.Errorf("no-overage offer %+v", ob)
	}

	// CSV headers in Chinese; a pack price that does not read is a problem,
	// not a pack priced at 0.
	csv := []byte("供应商,方案,GPU型号,每台卡数,套餐卡时,套餐价格,有效天数,报价,计费方式\n" +
		"包时云,千卡时包,A800 80GB SXM,8,1000,\"¥6,000\",90,7.5,元/卡/时\n" +
		"坏包,千卡时包,A800 80GB SXM,8,1000,面议,90,,\n")
	res, err = Read("packs.csv", csv)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Column != "套餐价格" {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; *q.PackPrice != 6000 || *q.PackGPUHours != 1000 || q.PriceUnit != UnitGPUHour {
		t.Errorf("csv pack %+v", q)
	}
}

func TestToOfferStatesWhatIsKnown(t *testing.T) {
	zero, two := 0.0, 2.0
	q := Quote{Vendor: "v", GPU: "A800-80G-SXM", Price: 5, PriceUnit: UnitGPUHour, Currency: "CNY"}
	o := ToOffer(q, Options{}, nil)
	if o.FeesKnown || o.LocalNVMe != nil {
		t.Errorf("unstated fees and NVMe: %v %v", o.FeesKnown, o.LocalNVMe)
	}
	q.ImageFee, q.LocalNVMeTB = &zero, &two
	o = ToOffer(q, Options{}, nil)
	if !o.FeesKnown || o.LocalNVMe == nil || !*o.LocalNVMe {
		t.Errorf("stated fees and NVMe: %v %v", o.FeesKnown, o.LocalNVMe)
	}
	q.LocalNVMeTB = &zero
	if o = ToOffer(q, Options{}, nil); o.LocalNVMe == nil || *o.LocalNVMe {
		t.Error("0 TB of NVMe is known absent")
	}
}
