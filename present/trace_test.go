package present

import (
	"strings"
	"testing"

	"computecheck/quotes"
)

// A traced price names its unit as the window and the CLI tables do, not
// by the contract's id.
func TestTraceValueNamesTheUnit(t *testing.T) {
	st := quotes.TraceStep{Field: "price", Value: "48000 CNY node_month", Letter: "D", Row: 2, Header: "报价（万元）", Text: "4.8"}
	for _, lang := range []string{"zh", "en"} {
		first := TraceLines(st, lang)[0]
		if strings.Contains(first, "node_month") || !strings.Contains(first, UnitName("node_month", lang)) || !strings.Contains(first, "48000 CNY") {
			t.Errorf("%s: %q", lang, first)
		}
	}
}

// A value read from a line of text (no column header) quotes the line, not
// an empty header.
func TestTraceValueFromALineQuotesNoEmptyHeader(t *testing.T) {
	st := quotes.TraceStep{Field: "price", Value: "46000 CNY node_month", Letter: "A", Row: 3, Text: "包月 4.6万/台"}
	for _, lang := range []string{"zh", "en"} {
		first := TraceLines(st, lang)[0]
		if strings.Contains(first, "“”") || !strings.Contains(first, "A3") || !strings.Contains(first, "“包月 4.6万/台”") {
			t.Errorf("%s: %q", lang, first)
		}
	}
}
