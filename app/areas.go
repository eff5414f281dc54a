package app

import "fyne.io/fyne/v2"

// The areas below are filled by their own screens as those land; until
// then each says what it will hold, without inventing numbers.

func (u *ui) quotesArea() fyne.CanvasObject { return placeholder("quotes.placeholder") }

func (u *ui) compareArea() fyne.CanvasObject { return placeholder("compare.placeholder") }

// QuoteStore keeps vendor quotes (storage.DB implements it); the Quotes
// screen defines what it needs here.
type QuoteStore interface{ quoteStoreMarker() }
