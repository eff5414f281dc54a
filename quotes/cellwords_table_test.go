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
	for _, table := range []string{"net_kind_part", "net_kind_word"} {
		for _, r := range wordRows(table) {
			if n, err := ParseNetwork(r[0] + " 100G"); err != nil || n.Kind != r[1] {
				t.Errorf("ParseNetwork(%q) = %+v, %v; want %s", r[0]+" 100G", n, err, r[1])
			}
		}
	}
	for _, r := range wordRows("intra_kind_part") {
		if in, err := ParseIntra(r[0]); err != nil || in.Kind != r[1] {
			t.Errorf("ParseIntra(%q) = %+v, %v; want %s", r[0], in, err, r[1])
		}
	}
	for u, gb := range sizeUnitsGB {
		if v, stated, err := ParseSizeGB("2"+u, "gb"); err != nil || !stated || v != 2*gb {
			t.Errorf("ParseSizeGB(2%s) = %v %v %v", u, v, stated, err)
		}
	}
}

// FuzzCellWords: the cell readers built on the word tables never panic;
// a source read is one the contract knows, a disk size is finite and not
// negative, and a cell with nothing stated reads as nothing.
func FuzzCellWords(f *testing.F) {
	for _, s := range []string{"邮件报价", "phone", "", "—", "4×3.84TB NVMe", "100G+7T", "含税", "excl. VAT", "IB NDR 400G×8", "万兆以太网", "2TiB"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if src, err := ParseSource(s); err == nil && !oneOf(src, SourceEmail, SourceCall, SourceDocument, SourceImport) {
			t.Fatalf("ParseSource(%q) = %q", s, src)
		}
		if low, err := statedText(s); (err == nil) == (low == "") {
			t.Fatalf("statedText(%q) = %q, %v", s, low, err)
		}
		if tb := localDisksOf(s); tb != nil && !(*tb >= 0 && *tb < 1e18) {
			t.Fatalf("localDisksOf(%q) = %v", s, *tb)
		}
		if gb, ok := bestSize(s); ok && !(gb > 0 && gb < 1e300) {
			t.Fatalf("bestSize(%q) = %v", s, gb)
		}
		_, _ = taxCell(s)
	})
}
