package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"computecheck/assets"
)

// setFyneLang makes Fyne's own words (file dialogs, OK/Cancel) speak l.
// Fyne reads the language from the system and offers no way to choose
// another, so the table for l is installed under every locale Fyne may
// pick: the system's and the ones it ships.
func setFyneLang(l string) {
	data := assets.FyneTranslations(l)
	sys := lang.SystemLocale()
	for _, loc := range []fyne.Locale{"en", "zh", "zh-Hans", "zh-CN", sys, fyne.Locale(sys.LanguageString())} {
		if loc != "" {
			lang.AddTranslationsForLocale(data, loc)
		}
	}
}
