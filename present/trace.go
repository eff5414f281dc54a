package present

// The trace of a stored quote's value, worded once for `quotes import
// --trace` and the import preview's selected cell.

import (
	"strings"

	"computecheck/assets"
	"computecheck/msg"
	"computecheck/quotes"
)

// TraceLines words one traced value: the value and the cell it came from,
// the rule that read its column, every candidate the resolve stage weighed
// for it (the chosen and the overruled, each with its rule), and the notes
// that quote the cell. Lines under the first are indented two spaces, the
// candidates four.
func TraceLines(st quotes.TraceStep, lang string) []string {
	T := func(key string, a ...any) string { return assets.Tr(lang, key, a...) }
	sep := T("cli.explain.sep")
	join := func(ms []msg.Msg) string { return strings.Join(quotes.RenderAll(ms, lang), sep) }
	if st.Field == "-" {
		return []string{T("cli.trace.other", join(st.Notes))}
	}
	var out []string
	value := traceValueIn(st.Value, lang)
	switch {
	case st.Letter != "" && st.Header == "": // a line of text, no column header (a pasted e-mail)
		out = append(out, T("cli.trace.value_noheader", traceFieldName(lang, st.Field), value, st.Letter, st.Row, st.Text))
	case st.Letter != "":
		out = append(out, T("cli.trace.value", traceFieldName(lang, st.Field), value, st.Letter, st.Row, st.Header, st.Text))
	default:
		out = append(out, T("cli.trace.value_nocell", traceFieldName(lang, st.Field), value))
	}
	if len(st.Rule) > 0 {
		out = append(out, "  "+T("cli.trace.rule", join(st.Rule)))
	}
	if len(st.Candidates) > 0 {
		out = append(out, "  "+T("cli.trace.candidates"))
		for _, c := range st.Candidates {
			out = append(out, "    "+c.Say().In(lang))
		}
	} else if len(st.Overruled) > 0 {
		out = append(out, "  "+T("cli.trace.overruled", join(st.Overruled)))
	}
	if len(st.Notes) > 0 {
		out = append(out, "  "+T("cli.trace.notes", join(st.Notes)))
	}
	return out
}

// traceValueIn words a traced value's price unit ("48000 CNY node_month")
// as the rest of the product names it (UnitName: "48000 CNY 台·月").
func traceValueIn(v, lang string) string {
	ws := strings.Fields(v)
	for i, w := range ws {
		ws[i] = UnitName(w, lang)
	}
	return strings.Join(ws, " ")
}

// traceFieldName is a field's name in lang (the id where the catalogue has none).
func traceFieldName(lang, f string) string {
	if _, ok := msg.Lookup(lang, "field."+f); ok {
		return assets.Tr(lang, "field."+f)
	}
	return f
}
