package quotes

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A digest sheet repeats, in its own rounded figures, the offers of the
// vendors' own sheets in the same workbook: a broker's 汇总 / overview
// sheet whose rows point at the other sheets (a column of sheet names,
// 来源页, "见…", source), or whose vendors each have a sheet of their own.
// Its rows are not offers: the vendors' sheets are read and stored, and
// each digest row is checked against the offer it points at (same vendor
// and GPU). A figure that disagrees beyond the digest's own rounding is a
// file warning naming both cells; a digest row with no offer on a vendor
// sheet is refused at its cell, never stored from the digest alone.
// (dropSheetRepeats then handles equal repeats between any other sheets.)

// digestRowRef: the row number written after a sheet name ("星河算力!4",
// "北辰云 第5行", "Vendor A row 7").
var digestRowRef = regexp.MustCompile(`^\s*(?:!|\s|·|-|—|:|：|,|，|、|第|row|行)*\s*(\d{1,6})`)

// digestPointer: the words before a sheet name in a cell that points at it
// ("见", "详见", "see", "source:", "→"), and what may follow the name and
// its row number ("页", "sheet", "tab", "行").
var (
	digestPointer = regexp.MustCompile(`^(?:\s|见|详见|参见|参看|请见|来源|出自|摘自|source|from|see|refer to|cf\.?|sheet|tab|工作表|[:：→>»(（\[【])*`)
	digestTail    = regexp.MustCompile(`^(?:\s|!|·|-|—|:|：|,|，|、|第|row|行|页|分页|工作表|sheet|tab|[)）\]】。.]|\d)*$`)
)

// digestMinShare: the share of a sheet's rows that must point at other
// sheets for it to be a digest [assumed: half, so one stray note does not
// make a vendor's own sheet a digest].
const digestMinShare = 0.5

// digestRelTol: the relative gap a digest figure may have from the offer
// besides its own rounding [assumed: 0.5 %, month lengths of 720 vs 730 h
// aside, which are flagged].
const digestRelTol = 0.005

// splitDigests removes the rows of digest sheets from res.Quotes, checking
// each against the vendor sheets.
func splitDigests(res *FileResult) {
	if res.Format != "xlsx" || len(res.Quotes) == 0 {
		return
	}
	bySheet := map[string][]int{}
	var sheets []string
	addSheet := func(s string) {
		if _, ok := bySheet[s]; !ok && s != "" {
			bySheet[s] = nil
			sheets = append(sheets, s)
		}
	}
	for _, t := range res.Tables {
		addSheet(t.Sheet)
	}
	for i, q := range res.Quotes {
		addSheet(q.SourceSheet)
		bySheet[q.SourceSheet] = append(bySheet[q.SourceSheet], i)
	}
	if len(sheets) < 2 {
		return
	}
	// longest names first, so "星河算力二部" is not read as "星河算力"
	named := append([]string(nil), sheets...)
	sort.SliceStable(named, func(a, b int) bool { return len(named[a]) > len(named[b]) })

	digest := map[string]bool{}
	for _, s := range sheets {
		if isDigestSheet(res, s, bySheet, named) {
			digest[s] = true
		}
	}
	if len(digest) == 0 || len(digest) == len(sheets) {
		return
	}
	var kept []Quote
	drop := map[int]bool{}
	for _, s := range sheets {
		if !digest[s] {
			continue
		}
		for _, i := range bySheet[s] {
			drop[i] = true
			checkDigestRow(res, i, bySheet, digest, named)
		}
	}
	for i, q := range res.Quotes {
		if !drop[i] {
			kept = append(kept, q)
		}
	}
	if kept == nil {
		kept = []Quote{}
	}
	res.Quotes = kept
}

// pointedSheet: the other sheet a row's cells name (outside its vendor and
// GPU cells), with the row number written after it (0: none).
func pointedSheet(q Quote, self string, named []string) (string, int) {
	keys := make([]string, 0, len(q.Raw))
	for k := range q.Raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if _, ok := q.Raw[fSource]; ok { // the source column first
		keys = append([]string{fSource}, keys...)
	}
	for _, k := range keys {
		if k == "vendor" || k == "gpu" {
			continue
		}
		v := q.Raw[k]
		for _, s := range named {
			if s == self {
				continue
			}
			at := strings.Index(v, s)
			if at < 0 || utf8.RuneCountInString(s) < 2 {
				continue // a one-letter sheet name is in too many cells
			}
			// a source column may name the sheet anywhere; any other
			// cell only as a pointer: "见北辰云", "see Acme, row 3"
			lv := strings.ToLower(v)
			if len(lv) != len(v) {
				lv = v
			}
			if k != fSource && (len(digestPointer.FindString(lv[:at])) != at || !digestTail.MatchString(lv[at+len(s):])) {
				continue
			}
			row := 0
			if m := digestRowRef.FindStringSubmatch(strings.ToLower(v[at+len(s):])); m != nil {
				row, _ = strconv.Atoi(m[1])
			}
			return s, row
		}
	}
	return "", 0
}

// isDigestSheet: most of the sheet's rows name another sheet, or it quotes
// two vendors or more and each has a sheet of its own in the workbook.
func isDigestSheet(res *FileResult, s string, bySheet map[string][]int, named []string) bool {
	rows := bySheet[s]
	if len(rows) == 0 {
		return false
	}
	pointing := 0
	vendors := map[string]bool{}
	for _, i := range rows {
		q := res.Quotes[i]
		if p, _ := pointedSheet(q, s, named); p != "" {
			pointing++
		}
		vendors[sameVendorKey(q.Vendor)] = true
	}
	if float64(pointing) >= digestMinShare*float64(len(rows)) {
		return true
	}
	delete(vendors, "")
	if len(vendors) < 2 {
		return false
	}
	own := map[string]string{}
	for v := range vendors {
		if own[v] = vendorSheet(res, v, s, bySheet); own[v] == "" {
			return false
		}
	}
	// and most of its rows have the vendor's offer of that GPU there: a
	// sheet of other offers by the same vendors is no digest
	backed := 0
	for _, i := range rows {
		q := res.Quotes[i]
		for _, j := range bySheet[own[sameVendorKey(q.Vendor)]] {
			if res.Quotes[j].GPU == q.GPU {
				backed++
				break
			}
		}
	}
	return float64(backed) > digestMinShare*float64(len(rows))
}

// vendorSheet: another sheet named after the vendor, or whose rows are all
// the vendor's ("" when none).
func vendorSheet(res *FileResult, vendorKey, self string, bySheet map[string][]int) string {
	for s, rows := range bySheet {
		if s == self || len(rows) == 0 {
			continue
		}
		if k := sameVendorKey(s); k != "" && (strings.Contains(k, vendorKey) || strings.Contains(vendorKey, k)) {
			return s
		}
		all := true
		for _, i := range rows {
			all = all && sameVendorKey(res.Quotes[i].Vendor) == vendorKey
		}
		if all {
			return s
		}
	}
	return ""
}

// checkDigestRow finds the vendor-sheet offer digest row i stands for and
// warns when the figures disagree, or refuses the row when there is none.
func checkDigestRow(res *FileResult, i int, bySheet map[string][]int, digest map[string]bool, named []string) {
	d := res.Quotes[i]
	target, row := pointedSheet(d, d.SourceSheet, named)
	var cands []int
	for s, rows := range bySheet {
		if digest[s] || (target != "" && s != target) {
			continue
		}
		for _, j := range rows {
			v := res.Quotes[j]
			if v.GPU == d.GPU && (s == target || sameVendorKey(v.Vendor) == sameVendorKey(d.Vendor)) {
				cands = append(cands, j)
			}
		}
	}
	if row > 0 { // the row it names, when that row holds the offer
		var at []int
		for _, j := range cands {
			if res.Quotes[j].SourceRow == row {
				at = append(at, j)
			}
		}
		if len(at) > 0 {
			cands = at
		}
	}
	letter, header := digestColumn(res, d.SourceSheet, "price")
	if len(cands) == 0 {
		res.Problems = append(res.Problems, Problem{File: res.File, Sheet: d.SourceSheet, Row: d.SourceRow, Column: header, ColumnLetter: letter,
			Reason: mk("import.row.digest_unmatched", d.SourceSheet, d.Vendor, d.GPU)})
		return
	}
	dv, dok, _ := PerGPUHour(d, DefaultHoursPerMonth)
	best, gap := -1, math.Inf(1)
	for _, j := range cands {
		v := res.Quotes[j]
		if !dok || v.Currency != d.Currency {
			continue
		}
		if vv, ok, _ := PerGPUHour(v, DefaultHoursPerMonth); ok && math.Abs(vv-dv) < gap {
			best, gap = j, math.Abs(vv-dv)
		}
	}
	if best < 0 || gap <= digestTolerance(d.Raw["price"], dv) {
		// agrees, or cannot be compared (no per-GPU-hour figure): the
		// offer is stored once, from the vendor's sheet
		at := best
		if at < 0 {
			at = cands[0]
		}
		v := res.Quotes[at]
		w := mk("import.warn.sheet_repeat", d.SourceSheet, d.SourceRow, v.SourceSheet, v.SourceRow, v.Vendor, v.GPU)
		res.Warnings = append(res.Warnings, w)
		res.Quotes[at].AddWarning(w)
		// the machine size the vendor's sheet leaves out, from the digest
		// row that agrees with it, when the price does not rest on it
		if v.GPUsPerNode == nil && d.GPUsPerNode != nil && *d.GPUsPerNode > 0 && !IsNodeUnit(v.PriceUnit) {
			n := *d.GPUsPerNode
			res.Quotes[at].GPUsPerNode = &n
			res.Quotes[at].AddWarning(mk("import.warn.digest_gpn", n, d.SourceSheet, d.SourceRow, d.Raw["spec"]))
		}
		return
	}
	v := res.Quotes[best]
	vv, _, _ := PerGPUHour(v, DefaultHoursPerMonth)
	w := mk("import.warn.digest_disagrees", d.SourceSheet, d.SourceRow, letter, digestFigure(d.Raw["price"], dv), d.Vendor, d.GPU,
		v.SourceSheet, v.SourceRow, v.Raw["price"], strconv.FormatFloat(vv, 'f', 4, 64), d.Currency)
	res.Warnings = append(res.Warnings, w)
	res.Quotes[best].AddWarning(w)
}

// digestTolerance: half a unit of the last digit the digest prints, and
// digestRelTol of the figure.
func digestTolerance(text string, v float64) float64 {
	dec := 0
	t := strings.TrimSpace(text)
	if k := strings.LastIndex(t, "."); k >= 0 {
		for _, r := range t[k+1:] {
			if r < '0' || r > '9' {
				break
			}
			dec++
		}
	}
	return math.Max(0.5*math.Pow(10, -float64(dec))*1.0001, digestRelTol*math.Abs(v))
}

func digestFigure(text string, v float64) string {
	if t := strings.TrimSpace(text); t != "" {
		return t
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// digestColumn: the letter and header of the sheet's column read as field.
func digestColumn(res *FileResult, sheet, field string) (string, string) {
	for _, t := range res.Tables {
		if t.Sheet != sheet {
			continue
		}
		for _, c := range t.Columns {
			if c.Field == field {
				return c.Letter, c.Header
			}
		}
	}
	return "", ""
}
