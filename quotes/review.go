package quotes

import (
	"strconv"
	"strings"
)

// Decision is what the user settles on a quote that needs review (quotes
// confirm, the preview's and the Quotes area's confirm): nil/"" keeps the
// value read from the file.
type Decision struct {
	PriceUnit   string
	GPUsPerNode *int
	Nodes       *int
	Price       *float64
}

// Confirm applies the user's decision: each changed value is recorded as
// an Edit beside the vendor's words (Raw is left as the vendor wrote it),
// and the quote no longer needs review. on is the date (YYYY-MM-DD).
func Confirm(q Quote, d Decision, on string) (Quote, error) {
	edit := func(field, vendor, value string) {
		q.Edits = append(q.Edits, Edit{Field: field, Vendor: vendor, Value: value, On: on})
	}
	if u := strings.TrimSpace(d.PriceUnit); u != "" {
		unit, err := ParseUnit(u)
		if err != nil {
			return q, err
		}
		edit(fUnit, strings.Join(strings.Fields(q.Raw[fPrice]+" "+q.Raw[fUnit]+" "+q.Raw[fMode]), " "), unit)
		q.PriceUnit = unit
	}
	if d.GPUsPerNode != nil {
		if *d.GPUsPerNode < 1 || *d.GPUsPerNode > maxGPUsPerNode {
			return q, cellErr("import.err.count_range", strconv.Itoa(*d.GPUsPerNode), 1, maxGPUsPerNode)
		}
		edit(fGPUsPerNode, firstNonEmpty(q.Raw[fGPUsPerNode], q.Raw[fSpec]), strconv.Itoa(*d.GPUsPerNode))
		q.GPUsPerNode = ptr(*d.GPUsPerNode)
	}
	if d.Nodes != nil {
		if *d.Nodes < 1 || *d.Nodes > maxNodes {
			return q, cellErr("import.err.count_range", strconv.Itoa(*d.Nodes), 1, maxNodes)
		}
		edit(fNodes, q.Raw[fNodes], strconv.Itoa(*d.Nodes))
		q.Nodes = ptr(*d.Nodes)
	}
	if d.Price != nil {
		if !(*d.Price > 0) || *d.Price > maxPrice {
			return q, cellErr("import.err.not_positive", strconv.FormatFloat(*d.Price, 'f', -1, 64))
		}
		edit(fPrice, firstNonEmpty(q.Raw[fPrice], q.PriceText), strconv.FormatFloat(*d.Price, 'f', -1, 64))
		q.Price = *d.Price
	}
	if len(q.ReviewReasons) > 0 || q.NeedsReview {
		edit("review", strings.Join(RenderAll(q.ReviewReasons, "en"), "; "), "confirmed")
	}
	q.NeedsReview, q.ReviewReasons = false, nil
	if err := q.Validate(); err != nil {
		return q, err
	}
	return q, nil
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if strings.TrimSpace(x) != "" {
			return strings.TrimSpace(x)
		}
	}
	return ""
}

// VendorText is what the vendor wrote for a field, and the user's latest
// change to it ("" when none): the Quotes area shows both side by side.
func (q Quote) VendorText(field string) (vendor string, edit *Edit) {
	vendor = q.Raw[field]
	if field == fPrice && vendor == "" {
		vendor = q.PriceText
	}
	for i := len(q.Edits) - 1; i >= 0; i-- {
		if q.Edits[i].Field == field {
			e := q.Edits[i]
			if vendor == "" {
				vendor = e.Vendor
			}
			return vendor, &e
		}
	}
	return vendor, nil
}
