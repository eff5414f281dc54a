package quotes

import (
	"regexp"
	"strings"
)

// Cloud instance names (words/procure.tsv instance_size_part): a console's
// export names what each row prices by the instance's name ("gpu.h20.8x",
// "ecs.gn7i-c8g1.2xlarge"), under any header (规格名称, 机型, spec). Such a
// column is evidence, for the whole table, that its prices are per instance:
// read once here, settled in the basis policy (resolve_basis.go
// instanceColumn, rule basis.whole_machine).

var (
	// reInstanceName: lower-case parts joined by dots, hyphens or
	// underscores, no spaces, the first opening with a letter
	// ("p4d.24xlarge", "gpu.h20.8x", "a2-highgpu-8g").
	reInstanceName = regexp.MustCompile(`^[a-z][a-z0-9]*(?:[._-][a-z0-9]+)+$`)
	// reInstanceSize: a part that is the instance's size ("8x", "2xlarge32", "xlarge").
	reInstanceSize = regexp.MustCompile(`^\d*` + wordAlternation("instance_size_part", "yes") + `\d*$|^\d+` + wordAlternation("instance_size_part", "figure") + `\d*$`)
	// reDottedSize: a size part only after a dot ("bm.gpu.metal", never "bare-metal-h100").
	reDottedSize = regexp.MustCompile(`^` + wordAlternation("instance_size_part", "dotted") + `$`)
	// reFigure: a part holding a figure ("rtx4090", "a2").
	reFigure = regexp.MustCompile(`\d`)
	// instanceFamily: words/procure.tsv instance_family_part.
	instanceFamily = wordSet("instance_family_part")
)

// instanceName: s is a cloud instance's name: dot-joined parts, a later
// one the instance's size ("gpu.h20.8x", Huawei's "p2s.2xlarge.8",
// "bm.gpu.metal"); with hyphens or underscores only, three parts at least,
// one of them a family ("a2-highgpu-8g"), or a later one the size after a
// first part with no figure, a cloud's prefix ("gpu-h20-8x", "gn_l20_4x";
// never a GPU model's "rtx4090-24g-2x" nor "bare-metal-h100").
func instanceName(s string) bool {
	low := strings.ToLower(strings.TrimSpace(narrow(s)))
	if len(low) > 64 || !reInstanceName.MatchString(low) {
		return false
	}
	dotted := strings.Contains(low, ".")
	sep := "."
	if !dotted {
		sep = "-_"
	}
	parts := strings.FieldsFunc(low, func(r rune) bool { return strings.ContainsRune(sep, r) })
	if !dotted && len(parts) < 3 {
		return false
	}
	for i, p := range parts {
		switch {
		case !dotted && instanceFamily[p]:
			return true
		case i == 0:
		case dotted && (reInstanceSize.MatchString(p) || reDottedSize.MatchString(p)):
			return true
		case !dotted && reInstanceSize.MatchString(p) && !reFigure.MatchString(parts[0]):
			return true
		}
	}
	return false
}

// instanceNameColumns are the letters of the table's columns whose values
// are cloud instance names: two at least, and three of every four of its
// filled cells under the header (a note under the table may share the
// column).
func instanceNameColumns(t *table, l *layout, first int) map[string]bool {
	var out map[string]bool
	for _, cm := range l.cols {
		if cm.field == fPrice {
			continue
		}
		names, filled := 0, 0
		for i := first; i < len(t.rows); i++ {
			v := strings.TrimSpace(t.cell(i, cm.col))
			if v == "" {
				continue
			}
			filled++
			if instanceName(v) {
				names++
			}
		}
		if names >= 2 && names*4 >= filled*3 {
			if out == nil {
				out = map[string]bool{}
			}
			out[cm.letter] = true
		}
	}
	return out
}

// consoleWords: words/procure.tsv console_export_word, by value
// (calculator, export, console): a CJK word anywhere, an ASCII one whole.
var consoleWords = func() map[string]*regexp.Regexp {
	by := map[string][]string{}
	for _, r := range wordRows("console_export_word") {
		by[r[1]] = append(by[r[1]], r[0])
	}
	out := map[string]*regexp.Regexp{}
	for v, ws := range by {
		out[v] = regexp.MustCompile(`(?i)(?:` + wholeWords(ws) + `)`)
	}
	return out
}()

// consoleExportLine is the first of the lines around a table saying the
// file is a cloud console's export (a price calculator's, or an export
// word with a console word), or "".
func consoleExportLine(lines []string) string {
	for _, l := range lines {
		n := narrow(l)
		if consoleWords["calculator"].MatchString(n) || consoleWords["export"].MatchString(n) && consoleWords["console"].MatchString(n) {
			return strings.TrimSpace(l)
		}
	}
	return ""
}
