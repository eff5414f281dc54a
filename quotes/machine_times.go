package quotes

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// A count of machines written as × after a machine word ("8卡机 ×10",
// "单卡机 ×1", "8卡×2台", "服务器×3 现货"): one matcher, machineTimes, for
// the prose pieces (extract_prose.go machinesTimes) and the spec and GPU
// cells (resolve_gpus.go reSpecMachineTimes, rule nodes.spec_count). Its
// words are words/prose.tsv machine_times_word (the machine words) and
// machine_times_not (the words after the figure that make it no count of
// machines, and the architectures, value arch), beside the units of
// words/units.tsv.

// timesContext is where the words stand: what may come before the machine.
type timesContext int

const (
	// timesInSpec: a spec or GPU cell. A machine word must name the machine
	// ("服务器×3", "单卡机 ×1"; 机 only after 卡); "×3台" is reSpecMachines'.
	timesInSpec timesContext = iota
	// timesInProse: a prose piece. A machine's card count leads ("8卡机 ×10",
	// "8-gpu server x 4"); with no machine word only a count followed by 台
	// counts ("8卡 x2台").
	timesInProse
)

var (
	// the machine words, longest first: a spec cell's 机 follows 卡 ("8卡机")
	machineTimesWordAlt = func(spec bool) string {
		var ws []string
		for _, r := range wordRows("machine_times_word") {
			w := regexp.QuoteMeta(r[0])
			if r[1] == "after_card" && spec {
				w = "卡" + w
			}
			ws = append(ws, w)
		}
		sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
		return strings.Join(ws, "|")
	}
	reTimesIn = map[timesContext]*regexp.Regexp{
		timesInSpec:  regexp.MustCompile(`(?i)(?P<machine>` + machineTimesWordAlt(true) + `)\s*(?P<sep>[x×*])\s*(?P<n>\d{1,4})`),
		timesInProse: regexp.MustCompile(`(?i)(?:^|[^/\d.])\d{1,2}\s*张?\s*(?:卡|-?\s*gpus?)\s*(?P<machine>` + machineTimesWordAlt(false) + `)?\s*(?P<sep>[x×*])\s*(?P<n>\d{1,4})(?P<tai>\s*台)?`),
	}
	// after the figure: its end, or a word that makes it no count of machines
	// (a size, a counter, a term or period, a card or machine unit: "×8卡",
	// "x 3 个月", "x 80 gb", "×2台" in a spec cell)
	// timesNot: words/prose.tsv machine_times_not, each word (lower case) to its
	// value; "arch" for an architecture ("x86")
	timesNot   = wordMap("machine_times_not")
	reTimesEnd = regexp.MustCompile(`^(?:$|[\s,，;；。)）:：])`)
	reTimesNot = regexp.MustCompile(`(?i)^\s*(?:` + wholeWords(slices.Concat(wordsWithValue("machine_times_not", "yes"),
		wordsInOrder("term_unit_zh"), wordsInOrder("term_unit_en"), wordsInOrder("unit_gpu_zh"), wordsInOrder("unit_gpu_en"),
		wordsInOrder("unit_node_zh"), wordsInOrder("unit_node_en"), wordsInOrder("unit_node_whole"))) + `)`)
)

// machineTimes is the first count of machines a × after a machine states in
// s, read in its context ("8卡机 ×10": "10"), or "".
func machineTimes(s string, ctx timesContext) string {
	re := reTimesIn[ctx]
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		at := func(name string) string {
			i := re.SubexpIndex(name)
			if i < 0 || m[2*i] < 0 {
				return ""
			}
			return s[m[2*i]:m[2*i+1]]
		}
		n := at("n")
		if timesNot[strings.ToLower(at("sep")+n)] == "arch" {
			continue // "服务器 x86", "8卡 x64": an architecture
		}
		if at("tai") == "" {
			rest := s[m[1]:]
			if at("machine") == "" || !reTimesEnd.MatchString(rest) || reTimesNot.MatchString(rest) {
				continue
			}
			if f := strings.Fields(rest); len(f) > 0 && rest != strings.TrimLeft(rest, " \t") {
				if _, ok := matchGPU(f[0]); ok {
					continue // "server x 8 a100": the cards
				}
			}
		}
		return n
	}
	return ""
}
