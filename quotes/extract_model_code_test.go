package quotes

import "testing"

// An instance code carries the cards per machine when a letter prefix and
// digits stand before the GPU's own name; a GPU name that starts with
// letters and digits is no count, and a code whose digits are glued to more
// letters cannot be told.
func TestModelCodeCount(t *testing.T) {
	for _, c := range []struct {
		text      string
		n         int
		ambiguous bool
	}{
		{"GN4-L40S-PCIe", 4, false},
		{"GN2-A100-40G-PCIe", 2, false},
		{"GN10-4090-PCIe", 10, false},
		{"GN1-A10-PCIe", 1, false},
		{"gn8_H800_SXM", 8, false},
		{"H20-96G-SXM", 0, false},    // the GPU's own name
		{"A100-80G-SXM", 0, false},   // the GPU's own name
		{"L20-48G", 0, false},        // the GPU's own name
		{"GN8i-A100-SXM", 0, true},   // glued letters: a generation or a count?
		{"GN32-H100-SXM", 0, true},   // more cards than a machine holds
		{"GN8 H100 SXM", 0, false},   // not one code
		{"GN8-MI300X-OAM", 0, false}, // no GPU of the catalogue
	} {
		got := modelCodeCount(c.text)
		if got.n != c.n || got.ambiguous != c.ambiguous {
			t.Errorf("%q: %+v, want n %d ambiguous %v", c.text, got, c.n, c.ambiguous)
		}
	}
}

// Under a per-machine price, the code's count is the quote's cards per
// machine, as evidence with its rule id; an ambiguous code leaves the count
// unknown and holds the quote for review.
func TestModelCodeEvidence(t *testing.T) {
	q := codeQuote(t, "GN4-L40S-PCIe")
	g, _ := chosenOf(q.Evidence, "gpus_per_machine")
	if !eqPtr(q.GPUsPerNode, 4) || g.Rule != "gpus.model_code:code.count_prefix" || g.Letter != "A" {
		t.Fatalf("gpn %v chosen %+v", q.GPUsPerNode, g)
	}
	if q.PriceUnit != "node_month" || q.Price != 9792 {
		t.Errorf("%v %s", q.Price, q.PriceUnit)
	}
	q = codeQuote(t, "GN8i-L40S-PCIe")
	if q.GPUsPerNode != nil || !q.NeedsReview || !hasWarning(q, "GN8i-L40S-PCIe") {
		t.Errorf("gpn %v review %v %v", q.GPUsPerNode, q.NeedsReview, q.Warnings)
	}
}

// codeQuote is the quote of a code's row in a monthly machine price list.
func codeQuote(t *testing.T, code string) Quote {
	t.Helper()
	res := readCSV(t, "c.csv", "合芯云 · 整机月租报价", "价格单位：元/台/月（30天）", "机型编码,CPU/内存/本地盘,可供台数,月租",
		"GN8-H800-SXM,2×Xeon 8468 / 2TB,3,\"74,880\"", code+",2×Xeon 6430 / 512GB,6,\"9,792\"")
	for _, q := range res.Quotes {
		if q.GPUText == code {
			return q
		}
	}
	t.Fatalf("%s: %+v", code, res.Problems)
	return Quote{}
}

// The code may stand in a machine or offer column beside a GPU column.
func TestModelCodeInSpecColumn(t *testing.T) {
	res := readCSV(t, "s.csv", "合芯云 · 整机月租报价", "价格单位：元/台/月（30天）", "GPU型号,机型,可供台数,月租",
		"L40S,GN4-L40S-PCIe,6,\"9,792\"", "H800 SXM,GN8-H800-SXM,3,\"74,880\"")
	if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].GPUsPerNode, 4) {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	// a code of another GPU than the row's says nothing of its machines
	res = readCSV(t, "s.csv", "合芯云 · 整机月租报价", "价格单位：元/台/月（30天）", "GPU型号,机型,可供台数,月租",
		"A100 40G PCIe,GN4-L40S-PCIe,6,\"9,792\"", "H800 SXM,GN8-H800-SXM,3,\"74,880\"")
	for _, q := range res.Quotes {
		if q.GPU == "A100-40G-PCIe" && q.GPUsPerNode != nil {
			t.Errorf("count from another GPU's code: %v", *q.GPUsPerNode)
		}
	}
}

func FuzzModelCodeCount(f *testing.F) {
	for _, s := range []string{"GN4-L40S-PCIe", "GN8i-A100", "H20-96G", "", "GN99-H100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if mc := modelCodeCount(s); mc.n < 0 || mc.n > maxCodeGPUs || mc.n > 0 && mc.ambiguous {
			t.Fatalf("%q: %+v", s, mc)
		}
	})
}
