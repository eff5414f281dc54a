package quotes

import "testing"

// A row that names a GPU and a price and that no reader took (here: an
// e-mail whose comma-split lines look like a grid) is refused at its row,
// never lost; a note or a summary row naming a GPU and a price is not.
func TestUnaccountedRowsRefused(t *testing.T) {
	res, err := Read("mail.txt", []byte("Hi Wang,\n\n"+
		"Thanks for the call. As discussed, Northwind Compute can offer the following:\n\n"+
		"- 8x H100 SXM 80GB nodes, NVLink, 3.2T InfiniBand: USD 2.49 per GPU-hour on demand\n"+
		"- 8x H200 141GB nodes: USD 3.29 per GPU-hour, 3-month minimum\n"+
		"- 4x L40S 48GB nodes: USD 0.95 per GPU-hour, billed per minute\n\n"+
		"Best regards,\nAnna Lee\nNorthwind Compute Inc.\n"))
	if err != nil {
		t.Fatal(err)
	}
	accounted := map[int]bool{}
	for _, q := range res.Quotes {
		accounted[q.SourceRow] = true
	}
	for _, p := range res.Problems {
		accounted[p.Row] = accounted[p.Row] || p.Row > 0
	}
	for _, row := range []int{5, 6, 7} {
		if !accounted[row] {
			t.Errorf("row %d (an offer line) neither read nor refused: quotes %d, problems %v", row, len(res.Quotes), res.Problems)
		}
	}
	for _, line := range []string{"注：H100 包月 9.5 元/卡时已含税", "结论：H100 选嘉禾（1.9元/卡时）", "以上报价7日内有效；H200 价格 12 元/卡时"} {
		if !asideRow(line) {
			t.Errorf("%q: a note or summary row, not asked about", line)
		}
	}
	if asideRow("H100 SXM 80GB, 9.5 元/卡时") {
		t.Error("an offer row taken as a note")
	}
}
