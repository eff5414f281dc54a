package quotes

import "strings"

// Record grouping (issue 23, class "one offer spread over several rows"):
// rows that together form one offer are handed to the columns and extract
// stages as one logical row.
//
// MR0001 master/detail: an ERP's list writes a machine once (its GPU, cards
// per machine, machines on a master row, no price) and one price row per
// billing mode under it, its machine cells blank. The master row is no
// offer: its machine fields are what the price rows under it take (the
// fill-down of tableread.go, each taken value warned on the row). A price
// row with no master above has no GPU and is refused at its GPU cell.

// colOfField is the table column of field f in l, -1 where l has none.
func colOfField(l *layout, f string) int {
	if i, ok := l.byField[f]; ok {
		return l.cols[i].col
	}
	return -1
}

// masterRow (MR0001): table row i has no price and names a catalogue GPU
// in its GPU column, and the next row that holds anything has a price of
// its own and leaves the GPU column blank: a detail row under its master.
func masterRow(t *table, l *layout, i int) bool {
	gc := colOfField(l, fGPU)
	if gc < 0 || len(l.prices) == 0 {
		return false
	}
	g := strings.TrimSpace(t.cell(i, gc))
	if g == "" || isDitto(g) {
		return false
	}
	if _, ok := matchGPU(g); !ok {
		return false
	}
	for j := i + 1; j < len(t.rows); j++ {
		if _, n := oneCell(t.rows[j]); n == 0 {
			continue
		}
		if strings.TrimSpace(t.cell(j, gc)) != "" {
			return false // the next row names its own machine
		}
		for _, pi := range l.prices {
			if strings.TrimSpace(t.cell(j, l.cols[pi].col)) != "" {
				return true
			}
		}
		return false
	}
	return false
}

// takeMaster records the master row's machine fields as the values the
// rows under it take (last, the fill-down's memory); a field the master
// leaves blank is not taken from any row above it.
func takeMaster(t *table, l *layout, i int, last map[string]string) {
	clear(last)
	for _, f := range append(append([]string{}, groupFields...), machineFields...) {
		if c := colOfField(l, f); c >= 0 {
			if v := strings.TrimSpace(t.cell(i, c)); v != "" && !isDitto(v) {
				last[f] = v
			}
		}
	}
}
