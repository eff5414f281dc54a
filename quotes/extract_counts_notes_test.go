package quotes

import "testing"

// A notes cell stating one machine's cards ("8卡/台", "8 GPUs per node",
// "每节点8卡") gives the GPUs per machine, warned with the part it read; a
// count of cards alone ("8卡起租", "x8") or a network speed does not.
func TestNotesMachineCards(t *testing.T) {
	for s, want := range map[string]int{"8x per node; NVLink; 3.2T IB": 8, "现货，8卡/台，IB 400G": 8, "每节点8卡 NVLink": 8,
		"8 GPUs/node, 400G IB": 8, "4 GPU per server": 4, "单机8卡": 8, "8卡起租": 0, "x8, NVLink": 0, "400G×8 per node": 0, "2TB per node": 0} {
		if n, _, _ := notesMachineCards(s); n != want {
			t.Errorf("notesMachineCards(%q) = %d, want %d", s, n, want)
		}
	}
	res := readCSV(t, "n.csv",
		"Vendor,GPU,Notes,USD / GPU / month",
		"Acme Cloud,H100 SXM 80GB,\"8 GPUs/node, 400G IB\",1690",
		"Acme Cloud,A100 80GB SXM,8卡起租,900",
	)
	if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].GPUsPerNode, 8) || !hasWarningKey(res.Quotes[0], "import.warn.gpn_from_notes") || res.Quotes[1].GPUsPerNode != nil {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

func FuzzNotesMachineCards(f *testing.F) {
	for _, s := range []string{"8卡/台", "每节点8卡", "8 GPUs per node", "99x per node", "8卡起租", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n, part, rule := notesMachineCards(s); n != 0 && (n < 1 || n > maxGPUsPerNode || part == "" || rule == "") {
			t.Fatalf("notesMachineCards(%q) = %d %q %q", s, n, part, rule)
		}
	})
}
