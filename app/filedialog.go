package app

import "fyne.io/fyne/v2"

// dialogSize is the size of a file dialog over win: most of the window, so
// that the folder list and the names are readable (Fyne opens its file
// dialogs at 480×270 whatever the window's size), and never larger than it.
func dialogSize(win fyne.Window) fyne.Size {
	c := win.Canvas().Size()
	if c.Width <= 0 || c.Height <= 0 {
		return fyne.NewSize(900, 600)
	}
	return fyne.NewSize(min(max(900, c.Width*0.8), c.Width), min(max(600, c.Height*0.8), c.Height))
}
