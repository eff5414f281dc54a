package present

// The Quotes table: one quote a row, its cells worded once for the
// command line's `quotes list` (and the window, when it switches over).

import (
	"strconv"

	"computecheck/quotes"
)

// Column keys of the quotes table, in display order.
const (
	QColID            = "id"
	QColVendor        = "vendor"
	QColOffer         = "offer"
	QColGPU           = "gpu"
	QColShape         = "shape" // GPUs per machine x machines
	QColPrice         = "price"
	QColPerGPUHour    = "per_gpu_hour"
	QColMinTerm       = "min_term"
	QColIntra         = "intra"
	QColInter         = "inter"
	QColNVMe          = "nvme"
	QColResume        = "resume"
	QColInterruptible = "interruptible"
	QColReview        = "review"
	QColWarnings      = "warnings"
)

var quoteCols = []struct {
	key string
	num bool
}{
	{QColID, true}, {QColVendor, false}, {QColOffer, false}, {QColGPU, false}, {QColShape, true}, {QColPrice, true},
	{QColPerGPUHour, true}, {QColMinTerm, true}, {QColIntra, false}, {QColInter, false}, {QColNVMe, true},
	{QColResume, false}, {QColInterruptible, false}, {QColReview, false}, {QColWarnings, true},
}

// QuoteColumns are the quotes table's columns in lang.
func QuoteColumns(lang string) []Col {
	out := make([]Col, len(quoteCols))
	for i, c := range quoteCols {
		out[i] = Col{Key: c.key, Title: tr(lang, "present.q.col."+c.key), Num: c.num}
	}
	return out
}

// QuoteCells are one quote's cells in QuoteColumns order. "?" is a value
// the quote does not state (never a 0).
func QuoteCells(q quotes.Quote, lang string) []string {
	out := make([]string, len(quoteCols))
	for i, c := range quoteCols {
		out[i] = quoteCell(q, c.key, lang)
	}
	return out
}

func quoteCell(q quotes.Quote, key, lang string) string {
	switch key {
	case QColID:
		return strconv.FormatInt(q.ID, 10)
	case QColVendor:
		return q.Vendor
	case QColOffer:
		return q.Offer
	case QColGPU:
		return q.GPU
	case QColShape:
		g, n := "?", "?"
		if q.GPUsPerNode != nil {
			g = strconv.Itoa(*q.GPUsPerNode)
		}
		if q.Nodes != nil {
			n = strconv.Itoa(*q.Nodes)
		}
		return g + "×" + n // GPUs per machine × machines, as the window and the workbook write it
	case QColPrice:
		return plainNumber(q.Price) + " " + q.Currency + "/" + UnitName(q.PriceUnit, lang)
	case QColPerGPUHour:
		if q.PricePerGPUHour == nil {
			return tr(lang, "present.q.unknown")
		}
		return strconv.FormatFloat(*q.PricePerGPUHour, 'f', 2, 64) + " " + q.ReportingCurrency
	case QColMinTerm:
		switch h := q.MinHours; {
		case h == nil:
			return "?"
		case *h == 0:
			return tr(lang, "present.q.none")
		case *h < 1:
			return strconv.FormatFloat(*h*3600, 'f', 0, 64) + "s"
		default:
			return strconv.FormatFloat(*h, 'f', -1, 64) + "h"
		}
	case QColIntra:
		return linkName(lang, "intra", q.IntraNode)
	case QColInter:
		s := linkName(lang, "inter", q.InterNode)
		if q.InterNodeGbps != nil && q.InterNode != quotes.InterNone {
			s += " " + strconv.FormatFloat(*q.InterNodeGbps, 'f', -1, 64) + "G"
		}
		return s
	case QColNVMe:
		switch tb := q.LocalNVMeTB; {
		case tb == nil:
			return "?"
		case *tb == 0:
			return tr(lang, "present.q.none")
		default:
			return strconv.FormatFloat(*tb, 'f', -1, 64) + "TB"
		}
	case QColResume:
		return yesNo(q.ResumeSupported, lang, "present.q.supported", "present.q.unsupported")
	case QColInterruptible:
		return yesNo(q.Interruptible, lang, "present.q.interruptible", "present.q.not_interruptible")
	case QColReview:
		if !q.NeedsReview {
			return "—"
		}
		return tr(lang, "cli.list.needs_review")
	case QColWarnings:
		return strconv.Itoa(len(q.Warnings))
	}
	return ""
}

// plainNumber is a number as the vendor wrote it: whole from 100 on or
// when whole, else two decimals.
func plainNumber(v float64) string {
	if v >= 100 || v == float64(int64(v)) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

// linkName is a link value as the Quotes area names it (以太网, 未知).
func linkName(lang, kind, v string) string {
	key := "quotes." + kind + "." + v
	if w := tr(lang, key); w != key {
		return w
	}
	return v
}

func yesNo(b *bool, lang, yes, no string) string {
	switch {
	case b == nil:
		return "?"
	case *b:
		return tr(lang, yes)
	}
	return tr(lang, no)
}
