package quotes

import (
	"fmt"
	"strings"
	"testing"
)

// A row that names a GPU and a price and that no reader took (an e-mail
// whose comma-split lines look like a grid) is refused at its row, never
// lost; items of a list, and sentences cut at ", ", are lines of text
// however their commas cut them; a note or a summary row naming a GPU and a
// price is not asked about.
func TestUnaccountedRowsRefused(t *testing.T) {
	mail := func(marker string) []byte {
		return []byte("Hi Wang,\n\n" +
			"Thanks for the call. As discussed, Northwind Compute can offer the following:\n\n" +
			marker + "8x H100 SXM 80GB nodes, NVLink, 3.2T InfiniBand: USD 2.49 per GPU-hour on demand\n" +
			marker + "8x H200 141GB nodes: USD 3.29 per GPU-hour, 3-month minimum\n" +
			marker + "4x L40S 48GB nodes: USD 0.95 per GPU-hour, billed per minute\n\n" +
			"Best regards,\nAnna Lee\nNorthwind Compute Inc.\n")
	}
	for _, tc := range []struct {
		marker      string
		tight       bool // its commas without a space after them: cells, not a sentence's cuts
		quotes      int
		unaccounted []int
	}{{"- ", false, 3, nil}, {"", false, 3, nil}, {"", true, 1, []int{6, 7}}} {
		data := mail(tc.marker)
		if tc.tight {
			data = []byte(strings.ReplaceAll(string(data), ", ", ","))
		}
		res, err := Read("mail.txt", data)
		if err != nil {
			t.Fatal(err)
		}
		var rows []int
		for _, p := range res.Problems {
			if p.Reason.Key == "import.row.unaccounted" {
				rows = append(rows, p.Row)
			}
		}
		if len(res.Quotes) != tc.quotes || fmt.Sprint(rows) != fmt.Sprint(tc.unaccounted) {
			t.Errorf("marker %q: %d quotes, unaccounted rows %v; want %d and %v", tc.marker, len(res.Quotes), rows, tc.quotes, tc.unaccounted)
		}
	}
	for _, line := range []string{"注：H100 包月 9.5 元/卡时已含税", "结论：H100 选嘉禾（1.9元/卡时）", "以上报价7日内有效；H200 价格 12 元/卡时"} {
		if offerLine([]string{line}) {
			t.Errorf("%q: a note or summary row, not asked about", line)
		}
	}
	if !offerLine([]string{"H100 SXM 80GB", "9.5 元/卡时"}) {
		t.Error("an offer row not seen as one")
	}
}

// LX0001: a row naming a catalogue GPU beside a number alone in a cell (a
// ledger's amount, a usage line's cost) that no reader took is refused at
// that cell, naming the GPU as written, never lost; a GPU named only inside
// an instance's id (a refund line "nw-a100-7 refund") is no offer, and a
// row of a table the file marks as not this quote is said in that warning.
func TestUnaccountedGPUAndNumber(t *testing.T) {
	res, err := Read("mail.txt", []byte("Hi Wang,\n\nThanks for the call. Northwind Compute can offer the following:\n\n"+
		"- 8x H100 SXM 80GB nodes, NVLink: USD 2.49 per GPU-hour on demand\n"+
		"- 8x H200 141GB nodes: USD 3.29 per GPU-hour, 3-month minimum\n\n"+
		"Last month you used:\n"+
		"job nw-a100-7, 4x A100 80GB, 2 weeks, 12800.00\n"+
		"job nw-a100-7 refund, 500.00\n"+
		"\nBest regards,\nAnna Lee\nNorthwind Compute Inc.\n"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range res.Problems {
		if p.Reason.Key == "import.row.unaccounted_number" {
			got = append(got, fmt.Sprintf("%d %s %v", p.Row, p.ColumnLetter, p.Reason.Args[:2]))
		}
	}
	if len(res.Quotes) != 2 || fmt.Sprint(got) != "[9 D [A100 80GB 12800.00]]" {
		t.Errorf("%d quotes, refused %v; want 2 quotes and [9 D [A100 80GB 12800.00]]", len(res.Quotes), got)
	}
	for _, tc := range []struct {
		cells []string
		gpu   string
	}{
		{[]string{"包周 | 主机 yf-a100-3 | A100 80G ×4 | 2周", "12,800.00"}, "A100 80G"},
		{[]string{"yf-h800-12 退款", "500.00"}, ""},
		{[]string{"H100-80G-SXM", "¥ 380"}, "H100-80G-SXM"},
		{[]string{"合计", "H100", "9,600.00"}, ""},
		{[]string{"H100 SXM", "待定"}, ""},
	} {
		g, _, ok := gpuAndNumber(&table{rows: [][]string{tc.cells}}, 0)
		if ok != (tc.gpu != "") || ok && g != tc.gpu {
			t.Errorf("%q: GPU %q (%v), want %q", tc.cells, g, ok, tc.gpu)
		}
	}
}

// The never-dropped nets decide once (unreadAmount) on a line's offers and
// on a row's cells: a catalogue GPU, not inside an id, beside an amount no
// reader took; the GPU named is the one beside the amount.
func TestUnreadAmountOneDecision(t *testing.T) {
	for _, tc := range []struct{ line, gpu, amount string }{
		{"A800 价钱2300", "A800", "2300"},
		{"nw-a100-7 价钱2300", "", ""},
		{"A800 8卡 24G", "", ""},
	} {
		pre, offers := proseOffers(spokenLine(tc.line))
		if g, a := lineUnreadAmount(lineRead{pre: pre, offers: offers}); g != tc.gpu || a != tc.amount {
			t.Errorf("%q: %q %q, want %q %q", tc.line, g, a, tc.gpu, tc.amount)
		}
	}
	bare := func(v string) string { return v }
	parts := []netPart{{text: "xh-h800-12", spans: gpuSpans("xh-h800-12")}, {text: "5", amount: true}, {text: "L20 4卡", spans: gpuSpans("L20 4卡")}}
	if g, a, at, ok := unreadAmount(parts, bare); !ok || g != "L20" || a != "5" || at != 1 {
		t.Errorf("row parts: %q %q %d %v", g, a, at, ok)
	}
	if _, _, _, ok := unreadAmount(parts[:2], bare); ok {
		t.Error("a GPU inside an id alone was read as offered")
	}
}
