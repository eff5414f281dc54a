package quotes

import "testing"

// Each row of words/cell_words.tsv reads as its value in the cell reader
// that uses it.
func TestCellWordTables(t *testing.T) {
	for _, r := range wordRows("yes_no") {
		if b, err := ParseYesNo(r[0]); err != nil || *b != (r[1] == "true") {
			t.Errorf("ParseYesNo(%q) = %v, %v; want %s", r[0], b, err, r[1])
		}
	}
	for _, r := range wordRows("source_kind") {
		if s, err := ParseSource("来自" + r[0]); err != nil || s != r[1] {
			t.Errorf("ParseSource(%q) = %q, %v; want %s", r[0], s, err, r[1])
		}
	}
	for _, g := range ibGenerations {
		if n, err := ParseNetwork("IB " + g.word); err != nil || n.Kind != InterIB || n.NICGbps == nil || *n.NICGbps != g.v {
			t.Errorf("ParseNetwork(IB %s) = %+v, %v; want %v Gb/s", g.word, n, err, g.v)
		}
	}
	for _, w := range ethSpeedWords {
		if n, err := ParseNetwork(w.word + "以太网"); err != nil || n.Kind != InterEther || n.NICGbps == nil || *n.NICGbps != w.v {
			t.Errorf("ParseNetwork(%s) = %+v, %v", w.word, n, err)
		}
	}
	for _, r := range wordRows("net_none") {
		if n, err := ParseNetwork(r[0]); err != nil || n.Kind != InterNone {
			t.Errorf("ParseNetwork(%q) = %+v, %v", r[0], n, err)
		}
	}
	for u, gb := range sizeUnitsGB {
		if v, stated, err := ParseSizeGB("2"+u, "gb"); err != nil || !stated || v != 2*gb {
			t.Errorf("ParseSizeGB(2%s) = %v %v %v", u, v, stated, err)
		}
	}
}
