package quotes

import "strings"

// stackedRuns splits the field rows of a form into runs, each another
// offer: a new run starts where a field name repeats ("【方案一】 GPU型号 …
// 【方案二】 GPU型号 …").
func stackedRuns(t *table, block []int, labelCol int) [][]int {
	var runs [][]int
	seen := map[string]bool{}
	for _, r := range block {
		name := compact(norm(t.cell(r, labelCol)))
		if len(runs) == 0 || seen[name] {
			runs = append(runs, nil)
			seen = map[string]bool{}
		}
		seen[name] = true
		runs[len(runs)-1] = append(runs[len(runs)-1], r)
	}
	return runs
}

// runFields is the turned header over all runs, each field name once, and
// per run the header column of each row.
func runFields(t *table, runs [][]int, labelCol int) (header []string, colOf []map[int]int) {
	at := map[string]int{}
	for _, run := range runs {
		cols := map[int]int{}
		for _, r := range run {
			label := strings.TrimSpace(t.cell(r, labelCol))
			k := compact(norm(label))
			j, ok := at[k]
			if !ok {
				j = len(header)
				at[k] = j
				header = append(header, label)
			}
			cols[r] = j
		}
		colOf = append(colOf, cols)
	}
	return header, colOf
}
