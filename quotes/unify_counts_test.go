package quotes

import "testing"

// UN (the review): countMachineKind reads its machine words from
// words/locate.tsv group_machine_word, as countPlanCell does, no list of
// its own in Go: every word of the table after a card count is one
// machine's cards ("8卡机型", "4卡云主机" were none before), and the words
// it had ("8卡/台", "8xhost") still are.
func TestCountMachineKindReadsTheTable(t *testing.T) {
	for _, w := range wordsWithValue("group_machine_word", "yes") {
		if n, _, _ := countMachineKind.find("8卡" + w); n != 8 {
			t.Errorf("countMachineKind(8卡%s) = %d, want 8", w, n)
		}
	}
	for text, want := range map[string]int{"8卡/台": 8, "8xhost": 8, "4张一台": 4, "8-gpuserver": 8, "8卡": 0, "8卡起租": 0} {
		if n, _, _ := countMachineKind.find(text); n != want {
			t.Errorf("countMachineKind(%q) = %d, want %d", text, n, want)
		}
	}
}
