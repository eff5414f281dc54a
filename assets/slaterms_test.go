package assets

import (
	"strings"
	"testing"
)

// import.warn.sv_unit_carried: the carried unit may be an hour's, a day's or
// a machine's, so the warning states no ratio to a month (review finding 6:
// it said "a 720th", true only of an hourly unit).
func TestCarriedUnitStatesNoRatio(t *testing.T) {
	for _, lang := range []string{LangEn, LangZh} {
		s := Tr(lang, "import.warn.sv_unit_carried", "包天1.35", "1.6元/卡/天", "1.35元/卡/天")
		if strings.Contains(s, "720") || strings.Contains(s, "七百二十") {
			t.Errorf("%s: %q", lang, s)
		}
	}
}
