package quotes

import "strings"

// specFromOffer: a table with a GPU column and no machine-spec column whose
// offer column is headed with machine words ("规格", "配置") and holds card
// counts of one machine ("8卡", "8卡 PCIe", "单卡") reads that column as the
// machine spec, so the cards per machine and the link come out of it.
func specFromOffer(l *layout, values [][]string) {
	if !l.has(fGPU) || l.has(fSpec) || l.has(fGPUsPerNode) {
		return
	}
	i, ok := l.byField[fOffer]
	if !ok {
		return
	}
	cm := &l.cols[i]
	if !reMachineHeader.MatchString(norm(cm.header)) || cm.col >= len(values) {
		return
	}
	n, cards := 0, 0
	for _, v := range values[cm.col] {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		n++
		if _, isPlan := parseMode(v); isPlan {
			return
		}
		if sp, ok := ParseSpec(v); ok && sp.GPU == "" && sp.GPUs != nil {
			cards++
		}
	}
	if n == 0 || cards*10 < n*8 {
		return
	}
	l.relabel(i, fSpec, mk("import.ev.offer_is_spec", cm.header, cards, n))
}
