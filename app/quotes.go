package app

import "fyne.io/fyne/v2"

// QuoteStore keeps vendor quotes (storage.DB implements it); the Quotes
// screen defines what it needs here.
type QuoteStore interface{ quoteStoreMarker() }

// quotesArea is the 报价 area; until its screen lands it says what it will hold.
func (u *ui) quotesArea() fyne.CanvasObject { return placeholder("quotes.placeholder") }
