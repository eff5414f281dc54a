package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// The file's own key to its codes (rules KY0002-KY0004, words/legend.tsv
// key_*): a billing system, an ERP or a product catalogue writes its
// offers in its own codes (a unit "N-M", a UOM "SVR-MO", a SKU
// "JX-BM-H8S-8", an instance "ng.h100s.8x") and the key somewhere else in
// the file: a legend sheet ("代码 | 含义"), a footer or header line
// ("计价单位说明：C=按卡 N=按整机；H=小时 …"), '#' comment lines. The key is
// read once; a cell of codes it defines is then read as the code with its
// meaning beside it ("N-M（按整机 月(30天)）"), so the readers of units,
// bases, GPUs and terms read the vendor's own words, and the row carries a
// warning naming the key's line (the evidence). A code the key does not
// define is left as written: never guessed.

// keyDef is one code the key defines: its meaning and where it is written.
type keyDef struct {
	meaning string
	row     int    // the key's row (spreadsheet row or line number)
	sheet   string // its sheet, "" in a text file
}

// fileKey maps a code, folded (lower case), to its definition.
type fileKey map[string]keyDef

// keyMaxCode: the longest code a key defines [assumed: a code, not a word of prose].
const keyMaxCode = 16

// keyMinPairs: the pairs a line needs to be read as a key (KY0003): one
// "a=b" alone is a tool's metadata ("vendor=双流云算") or a sum.
const keyMinPairs = 2

// reKeyPair: the start of "CODE=" in a key line (KY0003): an ASCII code,
// or a suffix ".r1y", after the line's start, a space or a separator.
var reKeyPair = regexp.MustCompile(`(?:^|[\s;；,，:：、(（#])(\.?[A-Za-z0-9][A-Za-z0-9._\-]{0,15})\s*[=＝]\s*`)

// reFigureBefore: a figure right before a code ("1 USD = …", "1 PF ="): a conversion.
var reFigureBefore = regexp.MustCompile(`\d\s*$`)

// reCodeCell: a cell that may be a code: ASCII letters and digits joined by
// - . _ (no spaces); the letter test is decodeCount's.
var reCodeCell = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._\-]{0,39}$`)

// codeCell is reCodeCell.MatchString(v), a byte check first: most cells
// (prose, Chinese, long) fail it without the regexp.
func codeCell(v string) bool {
	if v == "" || len(v) > 40 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if b := v[i]; b >= 0x80 || b == ' ' {
			return false
		}
	}
	return reCodeCell.MatchString(v)
}

// keyPairs reads the "CODE=meaning" pairs of one line, nil when it holds
// fewer than keyMinPairs. A meaning runs to the next pair at the same
// bracket depth, a ; at that depth or the bracket that closes round it;
// pairs inside brackets ("MOQ=最短租期(3M=3个月,12M=12个月)") are read too.
func keyPairs(line string) map[string]string {
	if !strings.ContainsAny(line, "=＝") {
		return nil // no pair: the regexp is not run on every short row
	}
	line = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(line), "#"))
	locs := reKeyPair.FindAllStringSubmatchIndex(line, -1)
	if len(locs) < keyMinPairs {
		return nil
	}
	depth := make([]int, len(line)+1) // the bracket depth before each byte
	d := 0
	for i := 0; i < len(line); {
		r, n := utf8.DecodeRuneInString(line[i:])
		for k := 0; k < n; k++ {
			depth[i+k] = d
		}
		i += n
		switch r {
		case '(', '（', '[', '【':
			d++
		case ')', '）', ']', '】':
			if d > 0 {
				d--
			}
		}
	}
	depth[len(line)] = d
	out := map[string]string{}
	for n, loc := range locs {
		code := line[loc[2]:loc[3]]
		from, dd := loc[1], depth[loc[2]]
		end := len(line)
		for _, next := range locs[n+1:] {
			if depth[next[2]] == dd {
				end = next[2]
				break
			}
		}
		for i, r := range line[from:end] {
			at := from + i
			if (r == ';' || r == '；') && depth[at] == dd || strings.ContainsRune(")）]】", r) && depth[at] == dd && dd > 0 {
				end = at
				break
			}
		}
		meaning := keyMeaning(line[from:end])
		if meaning == "" || utf8.RuneCountInString(code) > keyMaxCode || strings.Trim(code, "0123456789.") == "" {
			continue // "1=2": a figure, no code
		}
		if cur, _ := parseCurrency(strings.ToLower(code)); cur != "" || reFigureBefore.MatchString(line[:loc[2]]) {
			continue // KY0008: "1 USD = 7.10 CNY": an exchange rate or a conversion, no code's meaning
		}
		out[strings.ToLower(strings.TrimPrefix(code, "."))] = meaning
	}
	if len(out) < keyMinPairs {
		return nil
	}
	return out
}

// readKeyLines adds to k the pairs of each line of t that is a key line
// (KY0003): a row of at most three filled cells holding two or more pairs.
func (k fileKey) readKeyLines(t *table) map[int]bool {
	lines := map[int]bool{}
	for i, row := range t.rows {
		cells := filled(row)
		if len(cells) == 0 || len(cells) > 3 {
			continue
		}
		pairs := keyPairs(strings.Join(cells, " "))
		for code, m := range pairs {
			k.add(code, m, t, i)
		}
		if pairs != nil {
			lines[i] = true
		}
	}
	return lines
}

// sheetOf is a table's sheet in a workbook, "" in a text file.
func sheetOf(t *table) string {
	if t.xlsx {
		return t.sheet
	}
	return ""
}

// readKeySheet adds to k the rows of a key table in t (KY0002): a header
// row with a meaning column (key_meaning_header) and, left of it, a code
// column (key_code_header); each row below with a code and a meaning
// defines that code, down to the first blank row. A header that also
// names a price column, or a row below with a plain figure beside its code
// and meaning, is a price list ("SKU Code | Description | GPU | Unit |
// Price"), no key. It gives the rows read.
func (k fileKey) readKeySheet(t *table) map[int]bool {
	for hi := 0; hi < len(t.rows) && hi < headerScanRows; hi++ {
		mc := -1
		for c, h := range t.rows[hi] {
			if h = norm(strings.TrimSpace(h)); h != "" && wordIn("key_meaning_header", h) {
				mc = c
				break
			}
		}
		if mc <= 0 {
			continue
		}
		cc := -1
		for c := mc - 1; c >= 0; c-- {
			if h := norm(strings.TrimSpace(t.rows[hi][c])); h != "" && wordIn("key_code_header", h) {
				cc = c
				break
			}
		}
		if cc < 0 || slices.ContainsFunc(t.rows[hi], func(h string) bool { return strings.TrimSpace(h) != "" && namesPrice(h) }) {
			continue
		}
		rows, priced := map[int]bool{hi: true}, false
		for i := hi + 1; i < len(t.rows) && len(filled(t.rows[i])) > 0 && !priced; i++ {
			for c, v := range t.rows[i] {
				priced = priced || c != cc && c != mc && isPlainFigure(v)
			}
			code, m := strings.TrimSpace(rowCell(t.rows[i], cc)), keyMeaning(rowCell(t.rows[i], mc))
			if code != "" && m != "" && utf8.RuneCountInString(code) <= keyMaxCode {
				rows[i] = true
			}
		}
		if priced {
			continue // a price list, its rows priced: no key
		}
		for i := range rows {
			if i != hi {
				k.add(rowCell(t.rows[i], cc), keyMeaning(rowCell(t.rows[i], mc)), t, i)
			}
		}
		return rows
	}
	return map[int]bool{}
}

// add records code's meaning, written in t's row i, unless the key
// defines it already (the first definition stands) or it is no code: a
// word of prose (over keyMaxCode runes), or blank.
func (k fileKey) add(code, meaning string, t *table, i int) {
	code = strings.ToLower(strings.TrimSpace(code))
	if code == "" || meaning == "" || utf8.RuneCountInString(code) > keyMaxCode {
		return
	}
	if _, ok := k[code]; !ok {
		k[code] = keyDef{meaning: meaning, row: t.rowNum[i], sheet: sheetOf(t)}
	}
}

// countsGPUs: the key says a code's figure counts GPUs (key_count_meaning,
// KY0004).
func (k fileKey) countsGPUs() bool {
	for _, d := range k {
		if wordIn("key_count_meaning", norm(d.meaning)) {
			return true
		}
	}
	return false
}

// tradePlanCodes: the plan codes of the trade (words/price_state.tsv role_plan,
// words/plans.tsv plan_word).
var tradePlanCodes = func() map[string]bool {
	m := wordSet("role_plan")
	for w := range wordSet("plan_word") {
		m[w] = true
	}
	return m
}()

// reCodeSep: what joins a code's segments.
var reCodeSep = regexp.MustCompile(`[-._]`)

// reCountSeg: a code's segment that counts GPUs ("8", "8x", "x8").
var reCountSeg = regexp.MustCompile(`(?i)^(?:(\d{1,2})x?|x(\d{1,2}))$`)

// decode is a code cell read through the key: the cell as written, then
// in brackets the meanings of the codes in it, and the key rows it used;
// ok false when the key defines none of it. The cell is taken whole, then
// as segments split by - . _, the longest run of segments the key defines
// first. A segment the key does not define is left out of the meanings,
// except a figure counting GPUs after a GPU's meaning when the key says a
// code's figure counts them ("x8").
func (k fileKey) decode(v string) (string, []keyDef, bool) {
	return k.decodeCount(v, k.countsGPUs())
}

// decodeCount is decode, count saying whether the key counts GPUs by a
// code's figure (countsGPUs, read once per key by applyKey).
func (k fileKey) decodeCount(v string, count bool) (string, []keyDef, bool) {
	v = strings.TrimSpace(v)
	if !codeCell(v) || strings.Trim(v, "0123456789.,") == "" {
		return "", nil, false
	}
	if tradePlanCodes[strings.ToLower(v)] {
		return "", nil, false // KY0006: a plan code the trade's table reads (OD, RI): its own reading, not the key's gloss (OD=按需 is no hourly plan)
	}
	if d, ok := k[strings.ToLower(v)]; ok {
		if h := parseHint(v); h.basis != "" && h.period != "" {
			// KY0006: a unit the trade's words read whole (GPU-HR, node-week) is read first, the key's
			// gloss beside it where the gloss names the same period; a gloss counting hours ("GPU-day =
			// 24h on one GPU") is left out: the code says the period
			if parseHint(d.meaning).period != h.period {
				return "", nil, false
			}
			return v + "（" + d.meaning + "）", []keyDef{d}, true
		}
		return d.meaning + "（" + v + "）", []keyDef{d}, true
	}
	segs, seps := reCodeSep.Split(v, -1), reCodeSep.FindAllString(v, -1)
	if len(segs) < 2 {
		return "", nil, false
	}
	var means []string
	var used []keyDef
	undefined, afterGPU := false, false // afterGPU: the last part read is a key entry naming a GPU
	for i := 0; i < len(segs); {
		found := false
		for j := len(segs); j > i; j-- {
			code := segs[i]
			for x := i + 1; x < j; x++ {
				code += seps[x-1] + segs[x]
			}
			if d, ok := k[strings.ToLower(code)]; ok {
				means, used = append(means, d.meaning), append(used, d)
				i, found, afterGPU = j, true, namesGPU(d.meaning)
				break
			}
		}
		if found {
			continue
		}
		// KY0004: a figure counts GPUs after a GPU's meaning where the key says so ("H8-8"), never after
		// a month's ("M-3" is no "月 x3"); "x8" says it itself
		if m := reCountSeg.FindStringSubmatch(segs[i]); m != nil && len(means) > 0 && (count && afterGPU || strings.ContainsAny(strings.ToLower(segs[i]), "x")) {
			means, afterGPU = append(means, "x"+m[1]+m[2]), false
		} else {
			means, undefined, afterGPU = append(means, segs[i]), true, false
		}
		i++
	}
	// KY0007: a code of segments is read through the key when the key
	// defines every part of it (N-M, C-Y) or a part naming the GPU (the
	// SKU's card code); a code the key glosses only in part ("H100-SXM-BM"
	// with BM = bare metal) is read as written, by the trade's own words
	if len(used) == 0 || undefined && !slices.ContainsFunc(used, func(d keyDef) bool { return namesGPU(d.meaning) }) {
		return "", nil, false
	}
	return strings.Join(means, " ") + "（" + v + "）", used, true
}

// applyKey reads t's code cells through k (KY0002): each cell below the
// first rows that the key decodes is rewritten as decode gives it, and its
// row carries the warning naming the code, its meaning and the key's row.
// skip: t's rows that are the key itself. The table is changed in place,
// its rows copied first; true when a cell was decoded.
func (k fileKey) applyKey(t *table, skip map[int]bool) bool {
	if len(k) == 0 {
		return false
	}
	changed, count := false, k.countsGPUs() // the key's count meaning, read once
	joined := map[int]map[int]string{}      // column -> row -> a SKU's decoded parts, for a column of codes (KY0007)
	for i, row := range t.rows {
		if skip[i] || !slices.ContainsFunc(row, isFigureCell) {
			continue // the key itself, or a header or title row: a header is the file's own name for its column
		}
		var nr []string
		for c, v := range row {
			dv, used, ok := k.decodeCount(v, count)
			if !ok {
				continue
			}
			if nr == nil {
				nr = append([]string(nil), row...)
			}
			nr[c] = dv
			if joined[c] == nil {
				joined[c] = map[int]string{}
			}
			joined[c][i] = keyGPUParts(used, dv) // every decoded cell, one key entry or many: its own GPU, never the row above's
			for _, d := range used {
				t.rowWarn = append(t.rowWarn, recordWarn{t.rowNum[i], keyWarn(strings.TrimSpace(v), d)})
			}
		}
		if nr != nil {
			t.rows[i], changed = nr, true
		}
	}
	cols := slices.Sorted(maps.Keys(joined)) // the columns left to right: the same column every run
	for _, c := range cols {
		if t.joinCodeColumn(c, joined[c]) {
			break // one joined column a table has: the first column of codes
		}
	}
	return changed
}

// joinCodeColumn (KY0007): a column of product codes headed as codes
// (产品编码, SKU: words/codes.tsv code_header) is never read for a GPU; the
// parts its codes decode to (the GPU, the machine kind, the cards) are
// appended as a column of their own, headed by nothing, as the lines
// naming a block's GPU, so the GPU the key names is read,
// the code kept as written. One such column a table has; true when it
// was appended.
func (t *table) joinCodeColumn(c int, vals map[int]string) bool {
	if len(vals) == 0 {
		return false
	}
	first := len(t.rows)
	for i := range vals {
		first = min(first, i)
	}
	hi := -1
	for i := first - 1; i >= 0; i-- {
		if len(filled(t.rows[i])) >= 2 && !slices.ContainsFunc(t.rows[i], isPlainFigure) {
			hi = i
			break
		}
	}
	if hi < 0 || !endsInWord(headerHead(rowCell(t.rows[hi], c)), codeHeaderWords) {
		return false
	}
	w := t.width()
	for i, row := range t.rows {
		nr := append(append([]string(nil), row...), make([]string, w-len(row))...)
		if _, ok := vals[i]; !ok && i > hi && codeCell(strings.TrimSpace(rowCell(row, c))) {
			vals[i] = strings.TrimSpace(rowCell(row, c)) // a code the key does not decode: read as written, so its GPU is refused at its cell, never filled down from the row above
		}
		if v, ok := vals[i]; ok {
			nr = append(nr, v)
		} else if i == hi {
			nr = append(nr, joinedCodeHeader)
		} else {
			nr = append(nr, "")
		}
		t.rows[i] = nr
	}
	if t.lineCol == 0 { // the joined column is never filled down: a row whose code names no GPU is refused at its code cell
		t.lineCol, t.noGPURows = w+1, map[int]bool{}
		for i := hi + 1; i < len(t.rows) && i < len(t.rowNum); i++ {
			t.noGPURows[t.rowNum[i]] = true
		}
	}
	for len(t.colNum) < w {
		t.colNum = append(t.colNum, len(t.colNum))
	}
	t.colNum = append(t.colNum[:w], t.colNum[c]) // the code's own column, named in messages, at the appended column's index
	return true
}

// joinedCodeHeader: the header of the column joinCodeColumn appends, the
// word the header synonyms read as the GPU model (words/legend.tsv key_joined_header).
var joinedCodeHeader = wordRows("key_joined_header")[0][0]

func keyWarn(code string, d keyDef) msg.Msg {
	if d.sheet != "" {
		return mk("import.warn.key_code_sheet", code, d.meaning, d.sheet, d.row)
	}
	return mk("import.warn.key_code", code, d.meaning, d.row)
}

// readOwnKey reads a text file's table through the key its own lines
// write (KY0003): a footer, a line above the header, '#' comment lines.
func readOwnKey(t *table) {
	k := fileKey{}
	k.applyKey(t, k.readKeyLines(t))
}

// rePlainFigure: a cell that is a plain figure ("56800", "2,856", "0.79").
var rePlainFigure = regexp.MustCompile(`^\d[\d,]*(?:\.\d+)?$`)

// isPlainFigure: the cell is a plain figure.
func isPlainFigure(v string) bool { return rePlainFigure.MatchString(strings.TrimSpace(v)) }

// isFigureCell: the cell is a plain figure, or a price the price reader
// reads with its currency ("¥43,200", "$2.10/hr"): a row of offers.
func isFigureCell(v string) bool {
	if isPlainFigure(v) {
		return true
	}
	if v = strings.TrimSpace(v); len(v) > 40 || strings.IndexFunc(v, unicode.IsDigit) < 0 {
		return false
	}
	pc, err := parsePriceCell(v)
	return err == nil && pc.value > 0 && pc.hint.currency != ""
}

// rePeriodAside: a period's length in brackets after its word ("月(30天)",
// "按天（24小时）"), the length the word has by the trade's convention.
var rePeriodAside = regexp.MustCompile(`\s*[(（]\s*\d+\s*(?:天|日|小时|h|hours?|days?)\s*[)）]`)

// keyMeaning is a key's meaning as the readers take it (KY0005): trimmed,
// a period's length in brackets left out ("每台每月(30天)" -> 每台每月; a
// unit reader takes "月(30天)" for thirty days, not a month). The key's
// line stays among the file's notes, where the month's length is read
// (extract_month_hours.go).
func keyMeaning(m string) string {
	return strings.Trim(strings.TrimSpace(rePeriodAside.ReplaceAllString(m, "")), " ,，;；、:：")
}

// keyGPUParts is what a code's meanings say of the GPU, for the column
// joinCodeColumn appends: the meanings naming a GPU, then the count the
// code gives ("NVIDIA H800 SXM5 80GB x8"); all of dv where none names one.
// One entry is read alike: a key entry defining the whole SKU, or only its
// card code (QQ-L4X with L4X = NVIDIA L40S 48GB).
func keyGPUParts(used []keyDef, dv string) string {
	var gpu, rest []string
	for _, d := range used {
		if namesGPU(d.meaning) {
			gpu = append(gpu, d.meaning)
		} else {
			rest = append(rest, d.meaning)
		}
	}
	if len(gpu) == 0 {
		return dv
	}
	if m := reCountTail.FindString(strings.TrimSpace(strings.SplitN(dv, "（", 2)[0])); m != "" {
		gpu = append(gpu, strings.TrimSpace(m))
	}
	return strings.Join(append(gpu, rest...), " ")
}

// reCountTail: the GPU count decode puts after the meanings ("x8").
var reCountTail = regexp.MustCompile(`\sx\d{1,2}$`)
