package quotes

import (
	"os"
	"path/filepath"
	"regexp"
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
	for i, w := range wordRows("unit_period_zh") {
		at[w[0]] = i
	}
	if at["小时"] > at["时"] || at["季度"] > at["季"] || parseUnitParts("元/台/小时").period != "hour" {
		t.Errorf("unit_period_zh order lost: %v", at)
	}
	if c, err := parseCurrency("¥3,200 (人民币)"); err != nil || c != "CNY" || currencyWords[0].word != "us$" {
		t.Errorf("currency words: %q %v", c, err)
	}
	m, _ := loadWords(map[string]string{"t": "Z1\tterm_unit_zh\t旬\tday\n"})
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
			loadWordRows("t", bad)
		}()
	}
}

// Every header synonym row maps its name to its field through the real
// columns stage: a header line of the name beside a vendor, a GPU and a
// price column (the fields a table needs), over one row of quotes.
func TestHeaderSynonymRowsReadThroughColumns(t *testing.T) {
	base := map[string]string{fVendor: "供应商", fGPU: "GPU型号", fPrice: "单价"}
	vals := map[string]string{fVendor: "东篱云", fGPU: "H100 SXM 80G", fPrice: "35"}
	for _, s := range synonyms {
		if i := synonymAt[s.key]; synonyms[i].rule != s.rule {
			continue // TestWordRowsNotShadowed names it
		}
		var hs, vs []string
		for _, f := range []string{fVendor, fGPU, fPrice} {
			if f != s.field {
				hs, vs = append(hs, base[f]), append(vs, vals[f])
			}
		}
		hs, vs = append(hs, s.name), append(vs, vals[s.field])
		res, err := Read("syn.csv", []byte(csvLine(hs)+"\n"+csvLine(vs)+"\n"))
		if err != nil {
			t.Errorf("%s %s %q: %v", s.rule, s.field, s.name, err)
			continue
		}
		want := s.field
		if want == fIgnore {
			want = ""
		}
		if got := columnField(res, letterOf(len(hs)-1)); err != nil || got != want {
			t.Errorf("%s %s %q: read as %q (%v)", s.rule, s.field, s.name, got, err)
		}
	}
}

func csvLine(cells []string) string {
	for i, c := range cells {
		if strings.ContainsAny(c, ",\"\n") {
			cells[i] = `"` + strings.ReplaceAll(c, `"`, `""`) + `"`
		}
	}
	return strings.Join(cells, ",")
}

func letterOf(c int) string { return string(rune('A' + c)) }

// No row of a word table is shadowed by an earlier row, so that every row
// can match: a header synonym that folds to an earlier one's name; a word
// of a table searched in order (the first word found wins, or any found
// says yes) that holds an earlier word; a word of a position table that
// holds an earlier word of the same value; a word of a lookup table that is
// not in the folded form the readers look up.
func TestWordRowsNotShadowed(t *testing.T) {
	for i, s := range synonyms {
		if j := synonymAt[s.key]; j != i {
			t.Errorf("%s %q folds to %s %q: it can never match", s.rule, s.name, synonyms[j].rule, synonyms[j].name)
		}
		if s.key == "" {
			t.Errorf("%s %q folds to nothing", s.rule, s.name)
		}
	}
	ordered := map[string]bool{"currency": true, "interruptible": true, "on_demand_plan": true, "unit_gpu_zh": true, "unit_node_zh": true, "figure_word": true}
	// tables read before folding, or by a pattern of their own: the
	// traditional characters (the fold itself) and the company suffixes
	// (a case-insensitive alternation, vendor.go) and the numerals, read
	// rune by rune as written (萬 and 万 alike, extract_amount.go)
	raw := map[string]bool{"trad_char": true, "trad_word": true, "company_registered": true, "company_form": true, "company_form_end": true, "cn_digit": true, "cn_place": true, "cn_big": true, "ocr_slip_digit": true, "ocr_currency": true, "ocr_arrow": true, "ime_char": true}
	for table, rows := range wordOrder {
		for i, r := range rows {
			if !ordered[table] && !raw[table] && table != "unit_period_zh" && r[0] != norm(r[0]) {
				t.Errorf("%s %q: the readers look up %q", table, r[0], norm(r[0]))
			}
			for _, e := range rows[:i] {
				// whole ASCII words of interruptible/on_demand_plan are matched longest first
				ascii := (table == "interruptible" || table == "on_demand_plan") && isASCII(r[0])
				if strings.Contains(r[0], e[0]) && !ascii && (ordered[table] || table == "unit_period_zh" && e[1] == r[1]) {
					t.Errorf("%s %q holds the earlier %q: it can never decide", table, r[0], e[0])
				}
			}
		}
	}
}

// Every row of every table under words/ starts with its own rule id, so a
// reading can name the row behind it.
func TestWordRowsHaveRuleIDs(t *testing.T) {
	files, err := os.ReadDir("words")
	if err != nil {
		t.Fatal(err)
	}
	reID := regexp.MustCompile(`^[A-Z]+\d{4}$`)
	seen := map[string]string{}
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".tsv") {
			continue
		}
		data, err := os.ReadFile(filepath.Join("words", f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(data), "\n") {
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			id := strings.Split(line, "\t")[0]
			if !reID.MatchString(id) || seen[id] != "" {
				t.Errorf("%s line %d: rule id %q (also in %s)", f.Name(), n+1, id, seen[id])
			}
			seen[id] = f.Name()
		}
	}
}
