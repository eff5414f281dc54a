package storage

import (
	"maps"

	"computecheck/internal/textclean"
	"computecheck/quotes"
)

// cleanQuoteText passes a quote's text through the sanitiser every door
// uses (textclean), as quote import does: a share file's vendor name held
// ESC ]0;… BEL ESC [2J and U+202E and was stored raw (issue 25). The vendor
// is normalised as import normalises it; the other fields lose only their
// control and bidi characters (notes and the vendor's cells keep their
// lines).
func cleanQuoteText(q *quotes.Quote) {
	q.Vendor, _ = textclean.Name(q.Vendor)
	for _, s := range []*string{&q.Offer, &q.Region, &q.GPU, &q.GPUText, &q.PriceText, &q.CPU, &q.RAM,
		&q.SourceFile, &q.SourceSheet, &q.ValidFrom, &q.ValidUntil, &q.QuotedOn} {
		*s = textclean.Line(*s)
	}
	q.Notes = textclean.Text(q.Notes)
	raw := maps.Clone(q.Raw) // the share file's map stays as it was
	for k, v := range raw {
		raw[k] = textclean.Text(v)
	}
	q.Raw = raw
}

// cleanStoredText takes control and bidi characters out of a quote's text
// and changes nothing else. It runs on the way in (quoteArgs: import, save,
// edit, share) and on the way out: a database written before the doors
// sanitised (or restored from such a backup) may hold raw ESC or U+202E in
// a vendor name; whatever reads a quote (the window, the command line, the
// workbook, the report) gets it without them. Clean text costs no
// allocation.
func cleanStoredText(q *quotes.Quote) {
	for _, s := range []*string{&q.Vendor, &q.Offer, &q.Region, &q.GPU, &q.GPUText, &q.PriceText, &q.CPU, &q.RAM,
		&q.SourceFile, &q.SourceSheet, &q.ValidFrom, &q.ValidUntil, &q.QuotedOn} {
		*s = textclean.Line(*s)
	}
	q.Notes = textclean.Text(q.Notes)
	copied := false
	for k, v := range q.Raw {
		if c := textclean.Text(v); c != v {
			if !copied { // the caller's map stays as it was
				q.Raw, copied = maps.Clone(q.Raw), true
			}
			q.Raw[k] = c
		}
	}
}
