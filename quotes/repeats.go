package quotes

import (
	"maps"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The same offer twice in one workbook is stored once and the repeat
// reported (import.warn.sheet_repeat). A digest sheet (an overview whose rows
// point at the other sheets, or whose vendors each have a sheet of their own)
// is never stored: each row is matched to the vendor sheet's offer and its
// figure compared within its own rounding (a warning when it disagrees, a
// refusal when no offer backs it). On any other sheet, a row that is the same
// offer in every term as a row of another sheet is that offer again; within
// one sheet two equal rows stay two quotes.

var (
	// the row number after a sheet name ("星河算力!4", "北辰云 第5行", "Vendor A row 7")
	digestRowRef = regexp.MustCompile(`^\s*(?:!|\s|·|-|—|:|：|,|，|、|第|row|行)*\s*(\d{1,6})`)
	// the words before a sheet name that point at it ("见", "see", "→"), and what may follow it
	digestPointer = regexp.MustCompile(`^(?:\s|` + wordAlternation("digest_pointer_word", "yes") + `|[:：→>»(（\[【])*`)
	digestTail    = regexp.MustCompile(`^(?:\s|!|·|-|—|:|：|,|，|、|` + wordAlternation("digest_tail_word", "yes") + `|[)）\]】。.]|\d)*$`)
)

// digestMinShare: the share of a sheet's rows that must point at other
// sheets for it to be a digest [assumed: half, so one stray note does not
// make a vendor's own sheet a digest].
const digestMinShare = 0.5

// digestRelTol: the relative gap a digest figure may have from the offer
// besides its own rounding [assumed: 0.5 %, month lengths of 720 vs 730 h
// aside, which are flagged].
const digestRelTol = 0.005

// workbook indexes a file's quotes by sheet.
type workbook struct {
	res     *FileResult
	sheets  []string         // in the order read
	bySheet map[string][]int // sheet -> indexes into res.Quotes
	named   []string         // sheet names, longest first ("星河算力二部" before "星河算力")
	digest  map[string]bool
}

// storeOnce keeps one quote per offer across the sheets of a workbook.
func storeOnce(res *FileResult) {
	if res.Format != "xlsx" || len(res.Quotes) == 0 {
		return
	}
	w := &workbook{res: res, bySheet: map[string][]int{}, digest: map[string]bool{}}
	addSheet := func(s string) {
		if _, ok := w.bySheet[s]; !ok && s != "" {
			w.bySheet[s] = nil
			w.sheets = append(w.sheets, s)
		}
	}
	for _, t := range res.Tables {
		addSheet(t.Sheet)
	}
	for i, q := range res.Quotes {
		addSheet(q.SourceSheet)
		w.bySheet[q.SourceSheet] = append(w.bySheet[q.SourceSheet], i)
	}
	if len(w.sheets) < 2 {
		return
	}
	w.named = slices.Clone(w.sheets)
	sort.SliceStable(w.named, func(a, b int) bool { return len(w.named[a]) > len(w.named[b]) })
	for _, s := range w.sheets {
		w.digest[s] = w.isDigest(s)
	}
	if len(w.digestSheets()) == len(w.sheets) {
		w.digest = map[string]bool{}
	}
	for _, s := range w.digestSheets() {
		for _, i := range w.bySheet[s] {
			w.checkDigestRow(i)
		}
	}
	byID := map[string][]int{} // identity -> indexes in kept
	var kept, dropped []Quote
	var keptAt []int // per dropped copy: the kept copy it repeats
	for _, q := range res.Quotes {
		if w.digest[q.SourceSheet] {
			continue
		}
		id, j := offerIdentity(q), -1
		for _, k := range byID[id] {
			if kept[k].SourceSheet != q.SourceSheet && sameMachine(kept[k], q) {
				j = k
				break
			}
		}
		if j < 0 {
			byID[id] = append(byID[id], len(kept))
			kept = append(kept, q)
			continue
		}
		if len(q.Raw) > len(kept[j].Raw) { // the copy with more of the vendor's cells
			kept[j], q = q, kept[j]
		}
		dropped, keptAt = append(dropped, q), append(keptAt, j)
	}
	for d, j := range keptAt {
		w.repeat(&kept[j], dropped[d])
	}
	if kept == nil {
		kept = []Quote{}
	}
	res.Quotes = kept
}

func (w *workbook) digestSheets() []string {
	return slices.DeleteFunc(slices.Clone(w.sheets), func(s string) bool { return !w.digest[s] })
}

// repeat reports that dropped repeats the offer kept.
func (w *workbook) repeat(kept *Quote, dropped Quote) {
	m := mk("import.warn.sheet_repeat", dropped.SourceSheet, dropped.SourceRow, kept.SourceSheet, kept.SourceRow, kept.Vendor, kept.GPU)
	w.res.Warnings = append(w.res.Warnings, m)
	kept.AddWarning(m)
}

// offerIdentity is what makes two quotes the same offer, the machine size
// aside (a summary may leave it out: sameMachine compares it).
func offerIdentity(q Quote) string {
	f := func(p *float64) string {
		if p == nil {
			return "-"
		}
		return strconv.FormatFloat(*p, 'g', -1, 64)
	}
	term := "-"
	if q.MinTerm != nil {
		term = q.MinTerm.String()
	}
	return strings.Join([]string{sameVendorKey(q.Vendor), q.GPU, strconv.FormatFloat(q.Price, 'g', -1, 64), q.PriceUnit, q.Currency,
		term, strings.ToLower(strings.TrimSpace(q.Region)), f(q.PackGPUHours), f(q.PackMillionTokens), f(q.PackPrice)}, "|")
}

// sameMachine: the machine sizes agree, or one copy leaves it out.
func sameMachine(a, b Quote) bool {
	return a.GPUsPerNode == nil || b.GPUsPerNode == nil || *a.GPUsPerNode == *b.GPUsPerNode
}

// sameVendorKey compares vendor names as a person does: case, spaces and
// full-width brackets aside.
func sameVendorKey(s string) string {
	s = strings.NewReplacer("（", "(", "）", ")").Replace(strings.ToLower(strings.TrimSpace(s)))
	return strings.Join(strings.Fields(s), "")
}

// pointedSheet: the other sheet a row's cells name (outside its vendor and
// GPU cells), with the row number written after it (0: none).
func pointedSheet(q Quote, self string, named []string) (string, int) {
	keys := slices.Sorted(maps.Keys(q.Raw))
	if _, ok := q.Raw[fSource]; ok { // the source column first
		keys = append([]string{fSource}, keys...)
	}
	for _, k := range keys {
		if k == "vendor" || k == "gpu" {
			continue
		}
		v := q.Raw[k]
		for _, s := range named {
			at := strings.Index(v, s)
			if s == self || at < 0 || utf8.RuneCountInString(s) < 2 {
				continue // a one-letter sheet name is in too many cells
			}
			// a source column names the sheet anywhere, another cell only as a pointer ("见北辰云")
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

// isDigest: most of the sheet's rows name another sheet, or it quotes two
// vendors or more, each has a sheet of its own in the workbook, and most
// of its rows have the vendor's offer of that GPU there (a sheet of other
// offers by the same vendors is no digest).
func (w *workbook) isDigest(s string) bool {
	rows := w.bySheet[s]
	if len(rows) == 0 {
		return false
	}
	pointing := 0
	vendors := map[string]bool{}
	for _, i := range rows {
		q := w.res.Quotes[i]
		if p, _ := pointedSheet(q, s, w.named); p != "" {
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
		if own[v] = w.vendorSheet(v, s); own[v] == "" {
			return false
		}
	}
	backed := 0
	for _, i := range rows {
		q := w.res.Quotes[i]
		for _, j := range w.bySheet[own[sameVendorKey(q.Vendor)]] {
			if w.res.Quotes[j].GPU == q.GPU {
				backed++
				break
			}
		}
	}
	return float64(backed) > digestMinShare*float64(len(rows))
}

// vendorSheet: another sheet named after the vendor, or whose rows are all
// the vendor's ("" when none).
func (w *workbook) vendorSheet(vendorKey, self string) string {
	for s, rows := range w.bySheet {
		if s == self || len(rows) == 0 {
			continue
		}
		if k := sameVendorKey(s); k != "" && (strings.Contains(k, vendorKey) || strings.Contains(vendorKey, k)) {
			return s
		}
		all := true
		for _, i := range rows {
			all = all && sameVendorKey(w.res.Quotes[i].Vendor) == vendorKey
		}
		if all {
			return s
		}
	}
	return ""
}

// checkDigestRow finds the vendor-sheet offer digest row i repeats: a
// repeat when the figures agree (or cannot be compared), a warning naming
// both cells when they do not, a refusal when no offer backs it.
func (w *workbook) checkDigestRow(i int) {
	res := w.res
	d := res.Quotes[i]
	target, row := pointedSheet(d, d.SourceSheet, w.named)
	var cands, at []int
	for s, rows := range w.bySheet {
		if w.digest[s] || (target != "" && s != target) {
			continue
		}
		for _, j := range rows {
			v := res.Quotes[j]
			if v.GPU == d.GPU && (s == target || sameVendorKey(v.Vendor) == sameVendorKey(d.Vendor)) {
				cands = append(cands, j)
				if row > 0 && v.SourceRow == row {
					at = append(at, j)
				}
			}
		}
	}
	if len(at) > 0 { // the row it names, when that row holds the offer
		cands = at
	}
	letter, header := digestColumn(res, d.SourceSheet, "price")
	if len(cands) == 0 {
		res.Problems = append(res.Problems, Problem{File: res.File, Sheet: d.SourceSheet, Row: d.SourceRow, Column: header, ColumnLetter: letter,
			Reason: mk("import.row.digest_unmatched", d.SourceSheet, d.Vendor, d.GPU)})
		return
	}
	dv, dok, _ := PerGPUHour(d, DefaultHoursPerMonth)
	best, gap, bestV := -1, math.Inf(1), 0.0
	for _, j := range cands {
		v := res.Quotes[j]
		if vv, ok, _ := PerGPUHour(v, DefaultHoursPerMonth); dok && ok && v.Currency == d.Currency && math.Abs(vv-dv) < gap {
			best, gap, bestV = j, math.Abs(vv-dv), vv
		}
	}
	if best >= 0 && gap > digestTolerance(d.Raw["price"], dv) {
		v := res.Quotes[best]
		figure := strings.TrimSpace(d.Raw["price"])
		if figure == "" {
			figure = strconv.FormatFloat(dv, 'f', -1, 64)
		}
		m := mk("import.warn.digest_disagrees", d.SourceSheet, d.SourceRow, letter, figure, d.Vendor, d.GPU,
			v.SourceSheet, v.SourceRow, v.Raw["price"], strconv.FormatFloat(bestV, 'f', 4, 64), d.Currency)
		res.Warnings = append(res.Warnings, m)
		res.Quotes[best].AddWarning(m)
		return
	}
	if best < 0 {
		best = cands[0]
	}
	v := &res.Quotes[best]
	w.repeat(v, d)
	// the machine size the vendor's sheet leaves out, from the digest row
	// that agrees with it, when the price does not rest on it
	if v.GPUsPerNode == nil && d.GPUsPerNode != nil && *d.GPUsPerNode > 0 && !IsNodeUnit(v.PriceUnit) {
		n := *d.GPUsPerNode
		v.GPUsPerNode = &n
		v.AddWarning(mk("import.warn.digest_gpn", n, d.SourceSheet, d.SourceRow, d.Raw["spec"]))
		at, ok := chosenOf(d.Evidence, "gpus_per_machine") // where the digest row read it
		if !ok {
			at = Evidence{Sheet: d.SourceSheet, Row: d.SourceRow, Text: strings.TrimSpace(d.Raw["spec"])}
			at.Letter, at.Header = digestColumn(res, d.SourceSheet, fSpec)
		}
		v.decide("gpus_per_machine", strconv.Itoa(n), "gpus.digest_row", at)
	}
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

// digestColumn: the letter and header of the sheet's column read as field.
func digestColumn(res *FileResult, sheet, field string) (string, string) {
	for _, t := range res.Tables {
		for _, c := range t.Columns {
			if t.Sheet == sheet && c.Field == field {
				return c.Letter, c.Header
			}
		}
	}
	return "", ""
}
