package quotes

import "testing"

// A discount that only a commitment, a plan or a volume earns is not taken
// off the price of the plain offer: the quote is held for review with the
// reason, and the price stays as the vendor wrote it. A plain discount is
// still what is paid.
func TestConditionalDiscountHeldForReview(t *testing.T) {
	res, err := Read("disc.csv", csvOf("Provider,Accelerator,GPUs per node,Hourly per GPU (USD),Reserved discount,Remarks",
		"Keel,H100 SXM 80GB,8,2.80,-12%,",
		"Keel,A100 80GB SXM,8,1.90,包年9折,",
		"Keel,L40S 48GB,1,1.00,10% off,"))
	if err != nil {
		t.Fatal(err)
	}
	res2, err := Read("disc2.csv", csvOf("Provider,Accelerator,GPUs per node,Hourly per GPU (USD),Discount,Remarks",
		"Keel,H100 SXM 80GB,8,2.80,-12%,discount for 12-month contracts",
		"Keel,L40S 48GB,1,1.00,10% off,"))
	if err != nil {
		t.Fatal(err)
	}
	var plain []Quote
	for _, q := range res.Quotes {
		if q.MinTerm == nil {
			plain = append(plain, q)
			continue
		}
		// "包年9折": the yearly offer it names, made apart and held for
		// review (nothing in the file says that is what is paid)
		if q.GPU != "A100-80G-SXM" || !within(q.Price, 1.71) || minHours(q) != 8760 || !q.NeedsReview {
			t.Errorf("term offer %s row %d: %v %v review %v", q.GPU, q.SourceRow, q.Price, q.MinTerm, q.NeedsReview)
		}
	}
	if len(plain) != 3 {
		t.Errorf("%d quotes without a term, want 3", len(plain))
	}
	for _, q := range append(plain, res2.Quotes[0]) {
		if !q.NeedsReview || !hasKey(q, "import.review.discount_conditional") || q.Price != map[string]float64{"H100-80G-SXM": 2.80, "A100-80G-SXM": 1.90, "L40S-48G": 1.00}[q.GPU] {
			t.Errorf("%s row %d: price %v review %v %v", q.GPU, q.SourceRow, q.Price, q.NeedsReview, RenderAll(q.ReviewReasons, "en"))
		}
	}
	if q := res2.Quotes[1]; q.NeedsReview || !within(q.Price, 0.9) {
		t.Errorf("plain discount: %v review %v", q.Price, q.NeedsReview)
	}
}

func FuzzDiscountCondition(f *testing.F) {
	for _, s := range []string{"1-yr commitment discount", "包年折扣", "Volume discount", "-8%", "满100卡 9折", "", "折扣（已含）", "价格已含折扣"} {
		f.Add(s, "discount applies to reserved capacity only")
	}
	f.Fuzz(func(t *testing.T, header, note string) {
		b := &rowBuild{r: rowIn{cells: map[string]cell{fNotes: {text: note}}}}
		b.discountCondition(newModifier(cell{header: header, text: header}))
		b.discountIncluded(cell{header: header, text: header})
	})
}

// A discount the file says the price already has is not taken off again.
func TestDiscountAlreadyInThePrice(t *testing.T) {
	res, err := Read("inc.csv", csvOf("供应商,GPU型号,每台卡数,单价(元/卡/时),折扣,备注",
		"岚山云,H800 SXM 80G,8,9.35,85折,价格已含折扣",
		"岚山云,A800 SXM 80G,8,5.10,Discount (applied) 10%,",
		"岚山云,L20 48G,8,2.00,9折,价格已含税，折扣另计"))
	if err != nil || len(res.Quotes) != 3 {
		t.Fatalf("%+v %v", res, err)
	}
	for i, want := range []float64{9.35, 5.10} {
		if q := res.Quotes[i]; q.Price != want || q.NeedsReview || !hasKey(q, "import.warn.discount_included") {
			t.Errorf("row %d: %v review %v %v", q.SourceRow, q.Price, q.NeedsReview, RenderAll(q.Warnings, "en"))
		}
	}
	if q := res.Quotes[2]; !within(q.Price, 1.8) {
		t.Errorf("a note on tax is no note on the discount: %v", q.Price)
	}
}
