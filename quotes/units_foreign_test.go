package quotes

import "testing"

// A price unit written in German, French, Spanish, Japanese or Korean
// names its period like an English or Chinese one (words/units.tsv).
func TestUnitWordsOfOtherLanguages(t *testing.T) {
	for in, want := range map[string]string{
		"EUR/GPU/Monat":   "gpu_month",
		"EUR/Server/Tag":  "node_day",
		"€/GPU/Stunde":    "gpu_hour",
		"EUR/GPU/Minute":  "gpu_minute",
		"€/noeud/mois":    "node_month",
		"€/GPU/jour":      "gpu_day",
		"€ par GPU/heure": "gpu_hour",
		"€/GPU/hora":      "gpu_hour",
		"€/servidor/mes":  "node_month",
		"€/GPU/día":       "gpu_day",
		"€/GPU/minuto":    "gpu_minute",
		"円/GPU/時間":        "gpu_hour",
		"円/GPU/月":         "gpu_month",
		"₩/GPU/시간":        "gpu_hour",
		"₩/GPU/일":         "gpu_day",
		"₩/GPU/월":         "gpu_month",
		"₩/GPU/분":         "gpu_minute",
	} {
		if got := parseUnitParts(in).String(); got != want {
			t.Errorf("parseUnitParts(%q) = %q; want %q", in, got, want)
		}
	}
}

// A minimum term in German, French or Spanish reads like an English one.
func TestTermWordsOfOtherLanguages(t *testing.T) {
	for in, want := range map[string]Term{
		"12 Monate": {12, TermMonth}, "1 Jahr": {1, TermYear}, "30 Tage": {30, TermDay},
		"3 mois": {3, TermMonth}, "2 ans": {2, TermYear}, "6 meses": {6, TermMonth}, "1 semana": {1, TermWeek},
	} {
		if got, err := ParseTerm(in); err != nil || got != want {
			t.Errorf("ParseTerm(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
}
