package quotes

import (
	"strings"
	"testing"
)

// The header synonyms are data: every row of words/header_synonyms.tsv
// names its field (unless an earlier row folds to the same name), and a
// wording added as a row is read without code.
func TestHeaderSynonymTableIsTheMatcher(t *testing.T) {
	first := map[string]string{}
	rows := 0
	for _, line := range strings.Split(headerSynonymsTSV, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.Split(line, "\t")
		rows++
		k := headerKey(p[2])
		if _, seen := first[k]; !seen {
			first[k] = p[1]
		}
		if synonymIndex[k] != first[k] {
			t.Errorf("%s %q: reads as %q, want %q", p[0], p[2], synonymIndex[k], first[k])
		}
	}
	if rows < 800 {
		t.Errorf("only %d rows", rows)
	}
	extra := loadSynonyms("# a wording of the vendor column\nX0001\tvendor\t算力提供方\n")
	if len(extra) != 1 || extra[0].field != fVendor || extra[0].name != "算力提供方" || extra[0].rule != "X0001" {
		t.Errorf("%+v", extra)
	}
	for _, bad := range []string{"X1\tvendor\n", "X1\tvendor\ta\nX1\tgpu\tb\n", "\tvendor\ta\n"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%q loaded", bad)
				}
			}()
			loadSynonyms(bad)
		}()
	}
}

// The period and term words are data too: every table the readers use is
// in words/periods.tsv, a row adds a wording, and a malformed or repeated
// row is caught when the package loads.
func TestPeriodWordTables(t *testing.T) {
	for _, name := range []string{"bare_period_word", "bare_period", "term_unit_zh", "term_unit_en", "zero_term_word", "note_period", "period_adjective",
		"unit_gpu_en", "unit_node_en", "unit_period_en", "unit_gpu_zh", "unit_node_zh", "unit_period_zh", "currency"} {
		if len(wordMap(name)) == 0 {
			t.Errorf("%s is empty", name)
		}
	}
	if termUnitZH["礼拜"] != TermWeek || termUnitEN["annually"] != TermYear || !zeroTermWords["随租随退"] || barePeriod["季度"] != "quarter" {
		t.Errorf("tables lost rows")
	}
	// the Chinese period words are searched in order: 小时 before 时
	at := map[string]int{}
	for i, w := range periodWordsZH {
		at[w.w] = i
	}
	if at["小时"] > at["时"] || at["季度"] > at["季"] || parseUnitParts("元/台/小时").period != "hour" {
		t.Errorf("unit_period_zh order lost: %v", periodWordsZH)
	}
	if c, err := parseCurrency("¥3,200 (人民币)"); err != nil || c != "CNY" || currencyWords[0].word != "us$" {
		t.Errorf("currency words: %q %v", c, err)
	}
	m := loadWordTables("t", "Z1\tterm_unit_zh\t旬\tday\n")
	if m["term_unit_zh"]["旬"] != "day" {
		t.Errorf("%v", m)
	}
	for _, bad := range []string{"Z1\tterm_unit_zh\t旬\n", "Z1\ta\tb\tc\nZ1\ta\td\te\n", "Z1\ta\tb\tc\nZ2\ta\tb\td\n"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%q loaded", bad)
				}
			}()
			loadWordTables("t", bad)
		}()
	}
}
