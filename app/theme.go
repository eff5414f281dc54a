package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"computecheck/assets"
)

// fontResource is the bundled font (Latin + CJK). Fyne's own font has no CJK
// glyphs and borrows system fonts, which shows boxes on laptops without them.
var fontResource = fyne.NewStaticResource("wqy-microhei.ttf", assets.FontTTF)

// appTheme is Fyne's default theme with the bundled font for every style.
type appTheme struct{ fyne.Theme }

func newTheme() fyne.Theme { return appTheme{theme.DefaultTheme()} }

func (appTheme) Font(fyne.TextStyle) fyne.Resource { return fontResource }

func (t appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, v)
}
