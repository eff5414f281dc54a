package quotes

import (
	"strconv"
	"strings"
)

// A workbook whose summary sheet repeats the offers of the vendors' own
// sheets quotes each offer once: the repeat is not a second offer. The
// same vendor, GPU, machine size, price, unit, currency, term, region and
// pack on two sheets is stored once (from the copy that says more), and
// the file warns, naming both sheets and rows. Within one sheet two equal
// rows stay two quotes: a vendor may list a machine twice on purpose.
// A summary sheet that digests the vendors' sheets is handled before this
// (digest.go: its rows are checked against them, whatever their figures).

// offerIdentity is what makes two quotes the same offer, the machine size
// aside (a summary may leave it out: sameMachine compares it).
func offerIdentity(q Quote) string {
	f := func(p *float64) string {
		if p == nil {
			return "-"
		}
		return strconv.FormatFloat(*p, 'g', -1, 64)
	}
	term := "-"
	if q.MinTerm != nil {
		term = q.MinTerm.String()
	}
	return strings.Join([]string{sameVendorKey(q.Vendor), q.GPU, strconv.FormatFloat(q.Price, 'g', -1, 64), q.PriceUnit, q.Currency,
		term, strings.ToLower(strings.TrimSpace(q.Region)), f(q.PackGPUHours), f(q.PackMillionTokens), f(q.PackPrice)}, "|")
}

// sameMachine: the machine sizes agree, or one copy leaves it out.
func sameMachine(a, b Quote) bool {
	return a.GPUsPerNode == nil || b.GPUsPerNode == nil || *a.GPUsPerNode == *b.GPUsPerNode
}

// sameVendorKey compares vendor names as a person does: case, spaces and
// full-width brackets aside.
func sameVendorKey(s string) string {
	s = strings.NewReplacer("（", "(", "）", ")").Replace(strings.ToLower(strings.TrimSpace(s)))
	return strings.Join(strings.Fields(s), "")
}

// dropSheetRepeats keeps one quote per offer across sheets and returns the
// file warnings for the repeats it dropped.
func dropSheetRepeats(res *FileResult) {
	if res.Format != "xlsx" || len(res.Quotes) == 0 {
		return
	}
	one := true
	for _, q := range res.Quotes {
		one = one && q.SourceSheet == res.Quotes[0].SourceSheet
	}
	if one {
		return // one sheet: nothing repeats another sheet
	}
	byID := map[string][]int{} // identity -> indexes in kept
	var kept []Quote
	type repeat struct{ keptAt, other int }
	var reps []repeat
	var dropped []Quote
	for _, q := range res.Quotes {
		id := offerIdentity(q)
		j := -1
		for _, k := range byID[id] {
			if kept[k].SourceSheet != q.SourceSheet && sameMachine(kept[k], q) {
				j = k
				break
			}
		}
		if j < 0 {
			byID[id] = append(byID[id], len(kept))
			kept = append(kept, q)
			continue
		}
		// the copy with more of the vendor's cells is kept
		if len(q.Raw) > len(kept[j].Raw) {
			kept[j], q = q, kept[j]
		}
		dropped = append(dropped, q)
		reps = append(reps, repeat{j, len(dropped) - 1})
	}
	if len(dropped) == 0 {
		return
	}
	for _, r := range reps {
		k, d := kept[r.keptAt], dropped[r.other]
		w := mk("import.warn.sheet_repeat", d.SourceSheet, d.SourceRow, k.SourceSheet, k.SourceRow, k.Vendor, k.GPU)
		kept[r.keptAt].AddWarning(w)
		res.Warnings = append(res.Warnings, w)
	}
	res.Quotes = kept
}
