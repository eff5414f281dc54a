package quotes

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"computecheck/msg"
)

// Vendor keys (VD-VENDOR-KEY): a document holding several vendors' offers
// may name each vendor in its rows only by a key, a procurement system's
// supplier code ("V0112") or a report's anonymised label ("供应商A",
// "Vendor B", "供应商甲"), with the names elsewhere in the file: a sheet
// keyed by the codes (供应商编码 | 供应商名称 | 简称) or a legend line beside
// the table ("注：A=成都…有限公司；B=…"). A row's vendor cell that is such a
// key is read through the map, warned naming both the key and where the
// name came from; a key no map names stays the vendor, warned that it is a
// code, not a name.

// keyedVendor is one key's entry: the key as written, the name, and where the
// file maps it.
type keyedVendor struct {
	key, name string
	where     msg.Msg
}

// vendorKeys are the entries by foldVendorKey.
type vendorKeys map[string]keyedVendor

var (
	// the label an anonymised key may carry (words/vendor.tsv vendor_key_label: 供应商, vendor)
	reKeyLabel = regexp.MustCompile(`^(?:` + wordAlt("vendor_key_label", false) + `)[\s:_-]*`)
	// what is left of a key under its label: a letter, a number or a 天干 (甲乙丙丁)
	reKeyMark = regexp.MustCompile(`^(?:[a-z]{1,2}|\d{1,3}|[甲乙丙丁戊己庚辛壬癸])$`)
	// a supplier code: letters then digits ("v0112", "sup-0042")
	reKeyCode = regexp.MustCompile(`^[a-z]{1,4}[-_]?\d{2,8}$`)
)

// foldVendorKey is a text as a map compares it: folded (compact(foldKey(…))) with a
// key's label taken off ("供应商A" -> "a"); shaped when it reads as a key
// on its own (a labelled mark, a code), bare a lone mark ("A", "甲") that
// is a key only where a map names it.
func foldVendorKey(s string) (k string, shaped, bare bool) {
	k = compact(foldKey(s))
	if k == "" || utf8.RuneCountInString(k) > 16 {
		return k, false, false
	}
	if rest := reKeyLabel.ReplaceAllString(k, ""); rest != k && reKeyMark.MatchString(rest) {
		return rest, true, false
	}
	return k, reKeyCode.MatchString(k), reKeyMark.MatchString(k)
}

// name is the name a vendor cell's key stands for, with the warning that
// says so; for a key no entry names, the key itself and a warning that it
// is a code. ok false when the cell is no key.
func (ks vendorKeys) name(cellText, header string) (string, msg.Msg, bool) {
	k, shaped, bare := foldVendorKey(cellText)
	at := strings.TrimSpace(cellText)
	if e, hit := ks[k]; hit && (shaped || bare) {
		return e.name, mk("import.warn.vendor_from_key", e.name, at, header, e.where), true
	}
	if !shaped {
		return "", msg.Msg{}, false
	}
	return at, mk("import.warn.vendor_key_unnamed", at, header), true
}

// rePairs: one "key = name" pair of a legend line ("A=成都玉垒算力科技有限公司",
// "供应商B：四川峨眉云计算有限公司"), in a line narrow has folded.
var rePairs = regexp.MustCompile(`([^\s;,、:=()]{1,16})\s*[=:]\s*([^;,、=\s]{2,40})`)

// legendKeys are the entries of the lines that map two or more keys to
// names; nil for none.
func legendKeys(lines []string) vendorKeys {
	var out vendorKeys
	for _, line := range lines {
		found := vendorKeys{}
		for _, m := range rePairs.FindAllStringSubmatch(narrow(line), -1) {
			k, shaped, bare := foldVendorKey(m[1])
			name := strings.TrimSpace(m[2])
			if !shaped && !bare || !hasCJK(name) && !namesCompany(name) || idOnly(name) {
				continue
			}
			found[k] = keyedVendor{key: m[1], name: name, where: mk("import.vendorkey.legend", strings.TrimSpace(line))}
		}
		if len(found) < 2 {
			continue
		}
		if out == nil {
			out = vendorKeys{}
		}
		for k, e := range found {
			if _, dup := out[k]; !dup {
				out[k] = e
			}
		}
	}
	return out
}

// readVendorDirectory reads t as a directory of vendors: under a header in
// its first rows, a column of distinct keys and a vendor column (by its
// header) of names, two rows or more, each key beside a name. nil when t
// is none.
func readVendorDirectory(t *table) vendorKeys {
	for hi := 0; hi < len(t.rows) && hi < lookupHeaderRows; hi++ {
		head := t.rows[hi]
		for nc, h := range head {
			if matchHeader(h) != fVendor {
				continue
			}
			for kc := range head {
				if kc == nc {
					continue
				}
				if ks := directoryRows(t, hi, kc, nc); ks != nil {
					return ks
				}
			}
		}
	}
	return nil
}

func directoryRows(t *table, hi, kc, nc int) vendorKeys {
	out := vendorKeys{}
	for r := hi + 1; r < len(t.rows); r++ {
		if len(out) > 0 && blankBefore(t, r) {
			break
		}
		if len(filled(t.rows[r])) == 0 {
			continue
		}
		key, name := strings.TrimSpace(rowCell(t.rows[r], kc)), strings.TrimSpace(rowCell(t.rows[r], nc))
		k, shaped, bare := foldVendorKey(key)
		if _, isKey, _ := foldVendorKey(name); !shaped && !bare || name == "" || isKey || idOnly(name) {
			return nil
		}
		if _, dup := out[k]; dup {
			return nil
		}
		out[k] = keyedVendor{key: key, name: name, where: mk("import.vendorkey.sheet", t.sheet, t.rowNum[r], strings.TrimSpace(t.rows[hi][kc]))}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// vendorKeysFor are the keys a table's vendor cells are read through: the
// legend lines around it, then the file's directory sheets.
func (ctx *readCtx) vendorKeysFor(lines []string) vendorKeys {
	out := legendKeys(append(append([]string(nil), lines...), ctx.coverLines...))
	for _, d := range ctx.vendorDirs {
		for k, e := range d {
			if out == nil {
				out = vendorKeys{}
			}
			if _, dup := out[k]; !dup {
				out[k] = e
			}
		}
	}
	return out
}

// markVendorGroups (VD-VENDOR-GROUP): a comparison table's row above its
// header naming a vendor over each group of price columns (a merged cell
// "蓉算科技" over 按量 | 包月, or in a text file the name over blank cells)
// gives each price column of the group its vendor. Read where two groups
// or more stand over the prices, each a name: no header word, plan, GPU,
// figure or region. A price column under no group whose every value
// repeats one of the groups' prices in its row (a consultant's 最低价) is
// no offer: a check, as a restated price is.
func markVendorGroups(t *table, l *layout, values [][]string) {
	if vendorSubHeaders(t, l) {
		return
	}
	up := l.headerRows[0] - 1
	if up < 0 || len(l.prices) < 2 {
		return
	}
	byOrigin := map[int]string{} // the group's first column -> its name
	named := map[int]int{}       // price column index in l.cols -> the group's first column
	var outside []int            // price columns whose own header stands in the row above
	for _, i := range l.prices {
		c := l.cols[i].col
		origin := c
		if from, ok := t.mergedFrom[[2]int{up, c}]; ok && from[0] == up {
			origin = from[1]
		} else if from, ok := t.mergedFrom[[2]int{up + 1, c}]; ok && from == [2]int{up, c} {
			outside = append(outside, i) // "最低包月价" merged down over the sub-header row
			continue
		} else if !t.xlsx {
			for origin > 0 && strings.TrimSpace(t.cell(up, origin)) == "" {
				origin--
			}
		}
		name, sellerLine := groupVendorUnlabelled(t.cell(up, origin))
		if name == "" {
			continue
		}
		if !(groupVendorName(name) || sellerLine && namesCompany(name)) || !slices.ContainsFunc(l.prices, func(j int) bool { return l.cols[j].col == origin }) {
			return // a group of another kind, or a line above the table
		}
		byOrigin[origin], named[i] = name, origin
	}
	if len(byOrigin) < 2 {
		return
	}
	for i, origin := range named {
		l.cols[i].vendor = byOrigin[origin]
		l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.vendor_group", byOrigin[origin]))
	}
	for _, i := range outside {
		if repeatsGroupPrice(l, values, i, named) {
			l.cols[i].equiv = true
			l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.vendor_group_repeat"))
		}
	}
}

// vendorSubHeaders (VD-VENDOR-SUBHEADER, stop 48 set122/09): a buyer's
// comparison whose price group header ("各供应商报价（含税单价，元）") stands
// over a second header row naming a vendor under each price column
// (熊猫智算云 | 算力方舟（成都）信息技术有限公司 | …): each column's offers are
// that vendor's. Read where the group header says its names are sellers
// (words/vendor.tsv vendor_group_word) and every price column's own cell in
// the second header row is a name (groupVendorName), two names or more.
func vendorSubHeaders(t *table, l *layout) bool {
	if len(l.headerRows) < 2 || len(l.prices) < 2 {
		return false
	}
	sub, top := l.headerRows[len(l.headerRows)-1], l.headerRows[0]
	names := map[int]string{}
	distinct := map[string]bool{}
	for _, i := range l.prices {
		c := l.cols[i].col
		if from, ok := t.mergedFrom[[2]int{sub, c}]; ok && from[0] != sub {
			return false // a header merged down over the second row names no vendor
		}
		group := t.cell(top, c)
		if from, ok := t.mergedFrom[[2]int{top, c}]; ok {
			group = t.cell(from[0], from[1])
		}
		if _, w := vendorGroupWords.in(group); w == "" {
			return false // "各区域单价" over 华北-北京: regions, no vendors
		}
		name, _ := groupVendorUnlabelled(t.cell(sub, c))
		if !groupVendorName(name) && !(namesCompany(name) && matchHeader(name) == fVendor && !isGPUName(name)) {
			return false // "…信息技术有限公司" holds a header word of the vendor (公司) and is a name all the same
		}
		names[i], distinct[name] = name, true
	}
	if len(distinct) < 2 {
		return false
	}
	for i, name := range names {
		l.cols[i].vendor = name
		l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.vendor_group", name))
	}
	return true
}

var vendorGroupWords = priceStateWords{rows: wordRows("vendor_group_word")}

// repeatsGroupPrice: every value of price column i stands in a grouped
// price column of the same row, two rows or more.
func repeatsGroupPrice(l *layout, values [][]string, i int, named map[int]int) bool {
	n := 0
	for r, v := range values[l.cols[i].col] {
		a, err := ParseNumber(v)
		if strings.TrimSpace(v) == "" || err != nil {
			continue
		}
		hit := false
		for j := range named {
			if r < len(values[l.cols[j].col]) {
				b, err := ParseNumber(values[l.cols[j].col][r])
				hit = hit || err == nil && b == a
			}
		}
		if !hit {
			return false
		}
		n++
	}
	return n >= 2
}

// groupVendorUnlabelled is a group header without its seller's label
// ("供应商：西岭智算有限公司" over 单价 | 合价 -> 西岭智算有限公司, true): a
// comparison's row of groups names each vendor on its own label line, and
// the label says the value is the seller's name (a company's full name
// reads as a vendor header too, so the label's word decides).
func groupVendorUnlabelled(cell string) (string, bool) {
	name := strings.TrimSpace(cell)
	if label, v, ok := labelled(name); ok && isVendorLabel(label, v) && lineLabel[strings.ToLower(label)] != "sender" {
		return v, true
	}
	return name, false
}

// groupVendorName: a group header that reads as a vendor's name.
func groupVendorName(s string) bool {
	n := utf8.RuneCountInString(s)
	if n < 2 || n > 30 || strings.ContainsAny(s, "0123456789") || matchHeader(s) != "" || isGPUName(s) || regionHeader(s) != "" {
		return false
	}
	if _, plan := parseMode(s); plan {
		return false
	}
	return hasCJK(s) || namesCompany(s)
}

// groupVendorEvidence: the table's candidates, none chosen: the group
// header over each price column chooses its offer's vendor.
func groupVendorEvidence(file []Evidence) []Evidence {
	out := make([]Evidence, 0, len(file))
	for _, e := range file {
		e.Chosen, e.Why = false, "vendor.group_header"
		out = append(out, e)
	}
	return out
}
