package assets

import (
	_ "embed"
)

// Fyne's own words (the file dialog's buttons, "OK", "Cancel") in each
// language: its built-in tables (fyne.io/fyne/v2/lang/translations, BSD-3),
// with a few Chinese words as our users write them (确定, not 好). Fyne picks
// its language from the system and cannot be told another (fyne issue
// #5333); the app installs the table of the user's language under the
// system's locale instead.
var (
	//go:embed fyne/zh.json
	fyneZh []byte
	//go:embed fyne/en.json
	fyneEn []byte
)

// FyneTranslations is the table of Fyne's words in lang.
func FyneTranslations(lang string) []byte {
	if lang == LangEn {
		return fyneEn
	}
	return fyneZh
}
