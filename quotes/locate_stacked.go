package quotes

import "strings"

// Stacked offers in a key-value form: "【方案一】 GPU型号 … 单价 …
// 【方案二】 GPU型号 … 单价 …" down one column of field names. Each run of
// field names that starts again at a name already given is another offer,
// read as its own row of the turned table, so that no offer of the form is
// merged into the first (and dropped) or left unreported.

// stackedRuns splits the field rows of a form (block, in row order) into
// runs: a new run starts where a field name repeats within the current one.
// One run is a form of one offer per value column.
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

// runFields is the turned table's header over all runs: each field name
// once, in the order first given, and per run the header column of each of
// its rows.
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
