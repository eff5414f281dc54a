package app

import "fyne.io/fyne/v2"

// compareArea is the 对比 area; until its screen lands it says what it will hold.
func (u *ui) compareArea() fyne.CanvasObject { return placeholder("compare.placeholder") }
