package chart

import (
	"computecheck/assets"
	"computecheck/msg"
)

// tr returns the chart's word for key in lang (zh unless "en"), args
// filling %-verbs. The words live in the one catalogue, under "chart."
// (assets/i18n/*/chart.json).
func tr(lang, key string, args ...any) string {
	return assets.Tr(langOf(lang), "chart."+key, args...)
}

// hasLabel reports whether the catalogue has a chart word for key.
func hasLabel(key string) bool {
	_, ok := msg.Lookup(assets.LangEn, "chart."+key)
	return ok
}
