package quotes

import "testing"

// UN (the review of sideline and ordinary): a count of machines as × after a
// machine word is one matcher (machine_times.go machineTimes) that the prose
// pieces and the spec cells both use, each in its own context. The same
// inputs through both callers: where a machine's card count leads and a
// machine word names the machine, they agree; a spec cell needs no card
// count ("服务器×3"), a prose piece's "×2台" is its machines (a spec cell's
// "×2台" is reSpecMachines'). Before the mend "8卡机 x 3 个月" was 3
// machines in a spec cell, and "8卡服务器 x 8 a100" 8 machines in prose.
func TestMachineTimesBothCallersAgree(t *testing.T) {
	spec := func(s string) string {
		if g := reSpecMachineTimes.FindStringSubmatch(norm(s)); g != nil {
			return g[len(g)-1]
		}
		return ""
	}
	prose := func(s string) string { return machinesTimes(norm(s)) }
	for in, want := range map[string]string{
		"8卡机 ×10": "10", "8卡机 x2": "2", "8卡服务器 x 4": "4", "8-gpu server x 4": "4", "8卡整机×3，现货": "3",
		"8卡机 x 3 个月": "", "8卡机 × 12 months": "", "8卡整机 ×8 卡": "", "8卡机 x 8 gpus": "", "8卡服务器 x86": "",
		"8卡服务器 x64 ": "", "8卡服务器 x 8 a100": "", "8卡服务器 x 80 gb": "", "8卡机 ×2 节点": "",
		"8卡服务器 x86，8卡机×2": "2",
	} {
		if got := spec(in); got != want {
			t.Errorf("spec cell %q: machines %q, want %q", in, got, want)
		}
		if got := prose(in); got != want {
			t.Errorf("prose piece %q: machines %q, want %q", in, got, want)
		}
	}
	// the contexts: what may come before the machine, and 台 after the figure
	for in, want := range map[string][2]string{
		"服务器×3": {"3", ""}, "单卡机 ×1": {"1", ""}, "8卡 x2台": {"", "2"}, "8卡机 ×2台": {"", "2"},
	} {
		if got := [2]string{spec(in), prose(in)}; got != want {
			t.Errorf("%q: spec, prose machines %q, want %q", in, got, want)
		}
	}
}
