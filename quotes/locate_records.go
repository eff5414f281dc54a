package quotes

import (
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"
)

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
// its own and leaves blank every machine field the master fills (GPU,
// cards, machines, …): a detail row under its master.
//
// The master states more than its GPU (a machine field, or a second
// cell): a row of one cell naming a GPU is a section line (isSection),
// whose context the rows under it take as a section's.
// carried is the fields the fill-down takes (groupFields, machineFields).
func masterRow(t *table, l *layout, i int, carried []string) bool {
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
	if _, n := oneCell(t.rows[i]); n < 2 && !slices.ContainsFunc(machineFields, func(f string) bool {
		c := colOfField(l, f)
		return c >= 0 && strings.TrimSpace(t.cell(i, c)) != ""
	}) {
		return false // the GPU alone: a section line
	}
	j := nextPriceRowWithoutGPU(t, l, i)
	if j < 0 {
		return false
	}
	for _, f := range carried {
		if c := colOfField(l, f); c >= 0 && f != fVendor && strings.TrimSpace(t.cell(i, c)) != "" && strings.TrimSpace(t.cell(j, c)) != "" {
			return false // the next row states its own machine: an offer of its own, not a detail
		}
	}
	return true
}

// nextPriceRowWithoutGPU is the row after i that holds anything where it
// has a price and leaves the GPU column blank (the rows under a master or a
// block line), -1 where it names its own machine, has no price or is none.
func nextPriceRowWithoutGPU(t *table, l *layout, i int) int {
	gc := colOfField(l, fGPU)
	for j := i + 1; j < len(t.rows); j++ {
		if _, n := oneCell(t.rows[j]); n == 0 {
			continue
		}
		if strings.TrimSpace(t.cell(j, gc)) != "" || !slices.ContainsFunc(l.prices, func(pi int) bool { return strings.TrimSpace(t.cell(j, l.cols[pi].col)) != "" }) {
			return -1
		}
		if first, _ := oneCell(t.rows[j]); reTotals.MatchString(norm(first)) {
			return -1 // "最低 | =MIN(I6:I11)", "合计": a summary row under the table, no price row of a machine above (stop 49 set127/07)
		}
		return j
	}
	return -1
}

// blockGPURow (TB0015): row i is a block line in the GPU column, one cell
// naming a catalogue GPU ("【H100 80G SXM · 8卡】" over 按量 | 包月 rows that
// leave 型号 blank), and the next row that holds anything has a price and
// no GPU of its own. No master row (it states nothing beside its GPU): a
// section line whose GPU the rows under it take, down to the next one.
func blockGPURow(t *table, l *layout, i int) bool {
	gc := colOfField(l, fGPU)
	if gc < 0 || len(l.prices) == 0 {
		return false
	}
	g := strings.TrimSpace(t.cell(i, gc))
	if text, n := oneCell(t.rows[i]); n != 1 || strings.TrimSpace(text) != g || isDitto(g) || !blockLine(g) { // TB0017: the GPU and its spec alone, no title naming one
		return false
	}
	return nextPriceRowWithoutGPU(t, l, i) >= 0
}

// takeMaster records the master row's machine fields as the values the
// rows under it take (last, the fill-down's memory); a machine field the
// master leaves blank is not taken from any row above it. The vendor and
// region are no machine's: where the master leaves them blank, the ones a
// row above named stay (a vendor's second machine under its first), and
// the vendor's row with them. carried is the fields the fill-down takes.
// It returns the row the vendor now stands on.
func takeMaster(t *table, l *layout, i int, last map[string]string, carried []string, vendorRow string) string {
	for _, f := range carried {
		if f == fVendor || f == fRegion {
			continue
		}
		delete(last, f)
	}
	for _, f := range carried {
		if c := colOfField(l, f); c >= 0 {
			if v := strings.TrimSpace(t.cell(i, c)); v != "" && !isDitto(v) {
				last[f] = v
				if f == fVendor {
					vendorRow = v
				}
			}
		}
	}
	return vendorRow
}

// groupRecords hands the columns stage a table whose records are spread
// over several rows or packed into one cell as one logical row each: JSON
// objects in cells as columns of their own (MR0003), then a long export's
// lines of one record as one row (MR0002), or a print layout's two rows of
// one offer as one row (MR0006), or a tree's parent labels in a column of
// their own (TE0013, locate_tree.go). t itself where none is found.
func groupRecords(t *table) *table {
	t = jsonCellColumns(t)
	if lt := longExportTable(t); lt != nil {
		return lt
	}
	if tt := twoRowRecords(t); tt != nil {
		return tt
	}
	return treeTable(t)
}

// MR0003 JSON cells: a console or API export writes a record's fields as a
// JSON object inside one cell ({"amount": "14.6", "unit": "CNY/GPU/hour"}).
// A column where at least two data cells, and every filled one but the
// header, hold such an object is read as one column per key, headed by
// the key in words ("gpu per node"), or by the cell's header and the key
// where the key alone names no field ("price_json amount"): the same
// header-synonym tables then read them. Every new column points at the
// real column, so a reading or refusal names the cell the value is in. A
// null value is an empty cell; a nested object or list is left as its text.

// jsonObjectCell parses s as a flat JSON object: its keys in the order
// written and their values as text.
func jsonObjectCell(s string) ([]string, map[string]string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[0] != '{' || s[len(s)-1] != '}' {
		return nil, nil, false
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, nil, false
	}
	var keys []string
	vals := map[string]string{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, false
		}
		k, ok := tok.(string)
		if !ok {
			return nil, nil, false
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, nil, false
		}
		switch v.(type) {
		case map[string]any, []any:
			b, _ := json.Marshal(v)
			vals[k] = string(b)
		default:
			vals[k] = jsonScalar(v)
		}
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	if _, err := dec.Token(); err != nil || dec.More() {
		return nil, nil, false
	}
	return keys, vals, len(keys) > 0
}

// keyWords is a machine's field name (gpu_per_node, unitPrice aside) in
// words ("gpu per node") where the words name a field, else "".
func keyWords(key string) string {
	words := strings.TrimSpace(strings.NewReplacer("_", " ", "-", " ", ".", " ").Replace(key))
	if f := matchHeader(words); f != "" && f != fIgnore {
		return words
	}
	return ""
}

// jsonKeyHeader is the header a JSON key's column gets (MR0003).
func jsonKeyHeader(parent, key string) string {
	if w := keyWords(key); w != "" {
		return w
	}
	words := strings.TrimSpace(strings.NewReplacer("_", " ", "-", " ", ".", " ").Replace(key))
	if p := strings.TrimSpace(parent); p != "" {
		return p + " " + words
	}
	return words
}

func jsonCellColumns(t *table) *table {
	w := t.width()
	type jcol struct {
		keys []string
		hi   int // the header row: the last row above the first object
	}
	cols := map[int]*jcol{}
	for c := 0; c < w; c++ {
		objs, hi, bad := 0, -1, false
		var keys []string
		for r := range t.rows {
			v := strings.TrimSpace(t.cell(r, c))
			if v == "" {
				continue
			}
			ks, _, ok := jsonObjectCell(v)
			if !ok {
				if objs > 0 {
					bad = true
					break
				}
				hi = r
				continue
			}
			objs++
			for _, k := range ks {
				if !slices.Contains(keys, k) {
					keys = append(keys, k)
				}
			}
		}
		if !bad && objs >= 2 && hi >= 0 && len(keys) <= 32 {
			cols[c] = &jcol{keys, hi}
		}
	}
	if len(cols) == 0 {
		return t
	}
	nt := &table{sheet: t.sheet, xlsx: t.xlsx, rowNum: t.rowNum, mergedFrom: map[[2]int][2]int{}, wrapped: t.wrapped, formulas: t.formulas, join: t.join, rowWarn: t.rowWarn}
	nt.rows = make([][]string, len(t.rows))
	for c := 0; c < w; c++ {
		in := c
		if c < len(t.colNum) {
			in = t.colNum[c]
		}
		jc, ok := cols[c]
		if !ok {
			nt.colNum = append(nt.colNum, in)
			for r := range t.rows {
				nt.rows[r] = append(nt.rows[r], t.cell(r, c))
			}
			continue
		}
		for range jc.keys {
			nt.colNum = append(nt.colNum, in) // every key's value is in the real cell
		}
		for r := range t.rows {
			v := strings.TrimSpace(t.cell(r, c))
			_, vals, isObj := jsonObjectCell(v) // each cell parsed once, for all its keys
			for i, k := range jc.keys {
				switch {
				case isObj:
					nt.rows[r] = append(nt.rows[r], vals[k])
				case r == jc.hi:
					nt.rows[r] = append(nt.rows[r], jsonKeyHeader(v, k))
				case i == 0:
					nt.rows[r] = append(nt.rows[r], t.cell(r, c)) // a title's words stay where they were
				default:
					nt.rows[r] = append(nt.rows[r], "")
				}
			}
		}
	}
	return nt
}

// MR0002 long export: an online table's attribute–value export writes one
// line per field (记录ID, 字段名, 字段值): a column of field names the header
// synonyms know, naming a GPU and a price, with each name's value in the
// column right of it. The lines of one record (the same record key in a
// column whose values each run in one block) are one row: headed by the field names, located at the record's
// price line, every value in the column it is written in. Other lines are
// the table's titles (above) and notes (below).
func longExportTable(t *table) *table {
	w := t.width()
	named := map[string]string{} // a value's field as a name, read once per value
	for k := 0; k+1 < w; k++ {
		var at []int
		fields := map[string]bool{}
		cells, misses := 0, 0
		for r := range t.rows {
			v := strings.TrimSpace(t.cell(r, k))
			if v == "" {
				continue
			}
			cells++
			// a column of names has few other lines (its header, titles and
			// notes): past longExportMisses lines that name no field and more
			// than the one in five the test below allows, it is no name column
			if misses > longExportMisses && 5*misses > cells+4 {
				break
			}
			if cells > longExportProbe && (!fields[fPrice] || len(fields) < 2) {
				break // a column of one field's values (a spec in every row), no names: it never names a price
			}
			if utf8.RuneCountInString(v) > 24 || strings.Trim(v, "0123456789.,-+ %¥$") == "" {
				misses++ // a figure names no field
				continue
			}
			f, ok := named[v]
			if !ok {
				f = matchHeader(longName(v))
				named[v] = f
			}
			if f != "" && f != fIgnore {
				at = append(at, r)
				fields[f] = true
			} else {
				misses++
			}
		}
		// the column is one of names (its header, titles and notes aside),
		// and repeats them: at least two records' worth
		if len(at) < 6 || 5*len(at) < 4*(cells-1) || !fields[fPrice] || !fields[fGPU] && !fields[fSpec] {
			continue
		}
		if countField(t, at, k, fPrice) < 2 || countField(t, at, k, fGPU)+countField(t, at, k, fSpec) < 2 {
			continue
		}
		// a record key says which lines are one record; without one the
		// key-value and side-by-side readers read the lines (locate_keyvalue.go)
		if key := recordKeyColumn(t, at, k); key >= 0 {
			return buildLongExport(t, at, k, key)
		}
	}
	return nil
}

// longExportMisses: the lines naming no field a long export's name column
// may open with before the share test stops reading it (a header, a few
// titles) [assumed; a speed guard: BenchmarkReadXLSX10k read every cell of
// every column of a 10k-row table through the header matcher].
const longExportMisses = 40

// longExportProbe: the lines of a column read before it must have named a
// price and one more field to be read on as a long export's names column
// (every record names its price) [assumed; a speed guard: storage's
// BenchmarkImportXLSX10k asked the header matcher of each row's distinct
// spec].
const longExportProbe = 200

// longName is a long export's field name as a header: in words where it
// is a machine's name (gpu_per_node → gpu per node).
func longName(v string) string {
	v = strings.TrimSpace(v)
	if !strings.ContainsAny(v, "_-.") {
		return v // no field name's separators: the header matcher is asked once, by the caller
	}
	if w := keyWords(v); w != "" {
		return w
	}
	return v
}

// countField: how many of the lines at name field f in column k.
func countField(t *table, at []int, k int, f string) int {
	n := 0
	for _, r := range at {
		if matchHeader(longName(t.cell(r, k))) == f {
			n++
		}
	}
	return n
}

// recordKeyColumn is a column other than the names' (k) and values'
// whose value is filled on every field line and runs in one block of three
// lines or more per value (a record id), -1 for none.
func recordKeyColumn(t *table, at []int, k int) int {
	for c := 0; c < t.width(); c++ {
		if c == k || c == k+1 {
			continue
		}
		seen, prev, ok, run := map[string]bool{}, "", true, 0
		for _, r := range at {
			v := strings.TrimSpace(t.cell(r, c))
			if v == "" {
				ok = false
				break
			}
			if v != prev {
				if seen[v] || prev != "" && run < 3 {
					ok = false // a value met again, or a record of fewer than three fields
					break
				}
				seen[v], prev, run = true, v, 0
			}
			run++
		}
		if ok && len(seen) >= 2 && run >= 3 {
			return c
		}
	}
	return -1
}

func buildLongExport(t *table, at []int, k, key int) *table {
	type kv struct {
		r            int
		name, value  string
		field, recID string
	}
	var recs [][]kv
	curID := "\x00"
	isAt := map[int]bool{}
	for _, r := range at {
		isAt[r] = true
		name := longName(t.cell(r, k))
		f := matchHeader(name)
		id := strings.TrimSpace(t.cell(r, key)) // key: the record key column (recordKeyColumn), always found
		if len(recs) == 0 || id != curID {
			recs, curID = append(recs, nil), id
		}
		recs[len(recs)-1] = append(recs[len(recs)-1], kv{r, name, strings.TrimSpace(t.cell(r, k+1)), f, id})
	}
	// a record's line whose name no header knows ("内部编号") is its
	// record's own field, an extra column of it, not a note every offer takes
	byID := map[string]int{}
	for n, rec := range recs {
		byID[rec[0].recID] = n
	}
	for i := at[0] + 1; i < len(t.rows); i++ {
		name, id := strings.TrimSpace(t.cell(i, k)), strings.TrimSpace(t.cell(i, key))
		if n, ok := byID[id]; ok && !isAt[i] && name != "" && id != "" {
			isAt[i] = true
			recs[n] = append(recs[n], kv{i, name, strings.TrimSpace(t.cell(i, k+1)), "", id})
		}
	}
	col := map[string]int{}
	var header []string
	for _, rec := range recs {
		for _, x := range rec {
			if _, ok := col[x.name]; !ok {
				col[x.name] = len(header)
				header = append(header, x.name)
			}
		}
	}
	nt := &table{sheet: t.sheet, xlsx: t.xlsx, mergedFrom: map[[2]int][2]int{}}
	in := k + 1
	if k+1 < len(t.colNum) {
		in = t.colNum[k+1]
	}
	for range header {
		nt.colNum = append(nt.colNum, in)
	}
	for i := 0; i < at[0]; i++ {
		if !headerOfLong(t, i, k, at[0]) {
			nt.addLine(t, i)
		}
	}
	nt.rows = append(nt.rows, header)
	nt.rowNum = append(nt.rowNum, t.rowNum[max(0, at[0]-1)])
	for _, rec := range recs {
		row, num, priced := make([]string, len(header)), t.rowNum[rec[0].r], false
		from := map[string]int{} // name -> the line its value is read from
		var warns []recordWarn
		for _, x := range rec {
			if old, ok := from[x.name]; ok {
				if x.value != row[col[x.name]] { // a name repeated with another value: the first is read, warned
					warns = append(warns, recordWarn{m: mk("import.warn.mr_repeated_field",
						t.rowNum[x.r], x.name, x.value, row[col[x.name]], t.rowNum[old])})
				}
				continue
			}
			from[x.name] = x.r
			row[col[x.name]] = x.value
			if x.field == fPrice && !priced {
				num, priced = t.rowNum[x.r], true // located at the price line read
			}
		}
		for _, w := range warns {
			w.row = num
			nt.rowWarn = append(nt.rowWarn, w)
		}
		nt.rows = append(nt.rows, row)
		nt.rowNum = append(nt.rowNum, num)
	}
	for i := at[0]; i < len(t.rows); i++ {
		if !isAt[i] && len(filled(t.rows[i])) > 0 {
			nt.addLine(t, i)
		}
	}
	return nt
}

// headerOfLong: row i is the export's own header line (字段名 right over
// the first name line, first): no title, also under titles.
func headerOfLong(t *table, i, k, first int) bool {
	return i+1 == first && matchHeader(strings.TrimSpace(t.cell(first, k))) != "" && len(filled(t.rows[i])) >= 2
}

// MR0006 two-row records: a print layout gives every offer two rows, the
// first its configuration, the second its price, under a header of two
// rows whose names sit over the same columns (序号 | 资源/配置 over
// 计费 | 单价 | 单位 …). One header row names the GPU or configuration, the
// other the price. Where the rows under it come in pairs, each row of a
// pair filling only columns its own header row names, each pair is one
// row: the first header row's columns, then the second's, located at the
// row holding the price. A row between pairs that pairs with none is a
// row of its own: a section line ("华东区") a line, an offer missing its
// other row in its own columns (read and refused as it is). Rows after the
// last pair are the table's notes; rows above the header its titles.
func twoRowRecords(t *table) *table {
	w := t.width()
	filledCols := func(i int) map[int]bool {
		out := map[int]bool{}
		for c := 0; c < w; c++ {
			if strings.TrimSpace(t.cell(i, c)) != "" {
				out[c] = true
			}
		}
		return out
	}
	type named struct {
		fs map[string]bool
		ok bool
	}
	seen := map[int]named{} // each header candidate row read once (it is row h+1, then row h)
	rowFields := func(i int) (map[string]bool, bool) {
		if x, ok := seen[i]; ok {
			return x.fs, x.ok
		}
		fs, ok := headerRowFields(t, i, w)
		seen[i] = named{fs, ok}
		return fs, ok
	}
	sub := func(a, b map[int]bool) bool {
		for c := range a {
			if !b[c] {
				return false
			}
		}
		return len(a) > 0
	}
	for h := 0; h+3 < len(t.rows) && h < headerScanRows; h++ {
		fa, okA := rowFields(h)
		fb, okB := rowFields(h + 1)
		if !okA || !okB {
			continue
		}
		priceA, priceB := fa[fPrice], fb[fPrice]
		gpuA, gpuB := fa[fGPU] || fa[fSpec], fb[fGPU] || fb[fSpec]
		bottom := 1 // the pair's row that holds the price
		switch {
		case gpuA && !priceA && priceB && !gpuB:
		case gpuB && !priceB && priceA && !gpuA:
			bottom = 0
		default:
			continue
		}
		ca, cb := filledCols(h), filledCols(h+1)
		shared := false
		for c := range ca {
			shared = shared || cb[c]
		}
		if !shared {
			continue // names side by side: one header row with a group above
		}
		hdr := [2]map[int]bool{ca, cb}
		var pairs [][2]int // a pair's two rows; a row that pairs with none is {i, -1}
		nPairs := 0
		i := h + 2
		for i+1 < len(t.rows) {
			for i < len(t.rows) && len(filledCols(i)) == 0 {
				i++
			}
			j := i + 1
			for j < len(t.rows) && len(filledCols(j)) == 0 {
				j++
			}
			if j >= len(t.rows) {
				break
			}
			a, b := filledCols(i), filledCols(j)
			if !sub(a, hdr[0]) || !sub(b, hdr[1]) || sub(a, hdr[1]) && sub(b, hdr[0]) {
				// a row that pairs with none (a section line "华东区" between
				// the pairs): a row of its own, and the pairing goes on
				pairs = append(pairs, [2]int{i, -1})
				i++
				continue
			}
			pairs = append(pairs, [2]int{i, j})
			nPairs++
			i = j + 1
		}
		for len(pairs) > 0 && pairs[len(pairs)-1][1] < 0 {
			pairs = pairs[:len(pairs)-1] // rows after the last pair: the table's notes
		}
		// pairs from the first row under the header on, a lone row now and
		// then between them: the rows come in pairs (else no two-row layout)
		if nPairs < 2 || pairs[0][1] < 0 || 2*(len(pairs)-nPairs) >= nPairs {
			continue
		}
		return buildTwoRow(t, h, pairs, hdr, bottom)
	}
	return nil
}

// headerRowFields: the fields row i's cells name as headers, and whether
// the row is mostly names a header knows.
func headerRowFields(t *table, i, w int) (map[string]bool, bool) {
	fs, known, n := map[string]bool{}, 0, 0
	for c := 0; c < w; c++ {
		v := strings.TrimSpace(t.cell(i, c))
		if v == "" {
			continue
		}
		n++
		if f := matchHeader(v); f != "" {
			fs[f] = true
			known++
		}
	}
	return fs, known > 0 && 2*known >= n // mostly names a header knows
}

// buildTwoRow joins each pair of rows (under header rows h and h+1, hdr
// their columns) into one row; price is 0 or 1, the pair's row that holds
// the price.
func buildTwoRow(t *table, h int, pairs [][2]int, hdr [2]map[int]bool, price int) *table {
	w := t.width()
	var cols [2][]int
	for k := range 2 {
		for c := 0; c < w; c++ {
			if hdr[k][c] {
				cols[k] = append(cols[k], c)
			}
		}
	}
	nt := &table{sheet: t.sheet, xlsx: t.xlsx, mergedFrom: map[[2]int][2]int{}, formulas: t.formulas}
	colNum := func(c int) int {
		if c < len(t.colNum) {
			return t.colNum[c]
		}
		return c
	}
	for k := range 2 {
		for _, c := range cols[k] {
			nt.colNum = append(nt.colNum, colNum(c))
		}
	}
	joined := func(a, b int) []string {
		var row []string
		for k, i := range [2]int{a, b} {
			for _, c := range cols[k] {
				row = append(row, t.cell(i, c))
			}
		}
		return row
	}
	line := func(i int) {
		row := make([]string, len(nt.colNum))
		row[0] = strings.Join(filled(t.rows[i]), " ")
		nt.rows = append(nt.rows, row)
		nt.rowNum = append(nt.rowNum, t.rowNum[i])
	}
	// alone places a row that pairs with none: one cell (a section line)
	// is a line; more, each in its column where they all sit under one
	// header row (an offer missing its other row, read and refused as it
	// is); else a line
	alone := func(i int) {
		if len(filled(t.rows[i])) > 1 {
			for k := range 2 {
				fits := true
				for c := 0; c < w; c++ {
					if strings.TrimSpace(t.cell(i, c)) != "" && !hdr[k][c] {
						fits = false
					}
				}
				if fits {
					row := make([]string, len(nt.colNum))
					at := 0
					if k == 1 {
						at = len(cols[0])
					}
					for n, c := range cols[k] {
						row[at+n] = t.cell(i, c)
					}
					nt.rows = append(nt.rows, row)
					nt.rowNum = append(nt.rowNum, t.rowNum[i])
					return
				}
			}
		}
		line(i)
	}
	for i := 0; i < h; i++ {
		line(i)
	}
	nt.rows = append(nt.rows, joined(h, h+1))
	nt.rowNum = append(nt.rowNum, t.rowNum[h+1])
	for _, p := range pairs {
		if p[1] < 0 {
			alone(p[0])
			continue
		}
		nt.rows = append(nt.rows, joined(p[0], p[1]))
		nt.rowNum = append(nt.rowNum, t.rowNum[p[price]])
	}
	for i := pairs[len(pairs)-1][1] + 1; i < len(t.rows); i++ { // the last is a pair
		if len(filled(t.rows[i])) > 0 {
			line(i)
		}
	}
	return nt
}
