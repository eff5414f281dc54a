package quotes

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// The vendor policy's parties: a contract, an invoice or a bill names both
// sides on lines above its table ("甲方（采购方）：…", "乙方（服务方）：…",
// "Bill from,Ridgeline GPU Cloud Inc.", "Bill to,Example Buyer Ltd."). The
// line labelled as the seller names the vendor, ahead of any other title
// line; a line labelled as the buyer is never the vendor. The labels are
// the table party_label of words/procure.tsv.

var partyLabels = func() []string {
	ws := wordsInOrder("party_label")
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return ws
}()

// reRoleAside: the role in brackets after a party label ("（服务方）").
var reRoleAside = regexp.MustCompile(`^\s*\([^()]{0,12}\)`)

// partyLine reads a line opening with a party label: its role (vendor or
// buyer) and the name after the label; ok false for any other line.
func partyLine(line string) (role, name string, ok bool) {
	s := strings.TrimSpace(narrow(line))
	low := strings.ToLower(s)
	for _, w := range partyLabels {
		if !strings.HasPrefix(low, w) {
			continue
		}
		rest := reRoleAside.ReplaceAllString(s[len(w):], "")
		if rest == "" || !strings.ContainsAny(rest[:1], ":： \t") {
			continue
		}
		name = strings.TrimSpace(strings.TrimLeft(rest, ":： \t"))
		if name == "" {
			return "", "", false
		}
		return wordMap("party_label")[w], name, true
	}
	return "", "", false
}

// partyVendor is the vendor.party candidate: the first field above the
// table that labels the seller, at a line's start, after a wide gap
// ("合同编号：…　　甲方：…　　乙方：成都青城算力网络有限公司") or in brackets;
// else such a field on the lines under it, where a letter or contract
// signs ("乙方：重庆某某科技有限公司（盖章） 甲方：…", stop 53 set140/06).
func partyVendor(s vendorScope) []vendorCand {
	for _, line := range slices.Concat(s.titles, s.lone) {
		fields := reFieldGap.Split(strings.TrimSpace(line), -1)
		for _, m := range reBracketed.FindAllStringSubmatch(line, -1) { // extract_unit.go
			fields = append(fields, m[1]) // "附件1：意向价格表（乙方：成都云川算力科技有限公司）": the party in the title's brackets (stop 48, set124/04)
		}
		for _, field := range fields {
			role, name, ok := partyLine(field)
			if !ok || role != "vendor" {
				continue
			}
			if v := vendorFromTitle(name); v != "" {
				name = v
			}
			return []vendorCand{{ev: Evidence{Value: name, Source: srcSheetLine, Text: line}, rank: vendorNamed,
				say: mk("import.warn.vendor_from_title", name, line)}}
		}
	}
	return nil
}

// buyerParty: the line labels the buyer, or is a letter's salutation (a
// company's name and a colon alone on its line: "成都某某科技有限公司："):
// either way it names who the file is addressed to, never the vendor.
func buyerParty(line string) bool {
	role, _, ok := partyLine(line)
	if ok {
		return role == "buyer"
	}
	name, ok := strings.CutSuffix(strings.TrimSpace(narrow(line)), ":")
	return ok && !strings.ContainsAny(name, ":：") && namesCompany(strings.TrimSpace(name))
}

// A procurement notice gives its result first (三、采购结果: 包号 | 供应商名称 |
// 成交金额) and its items after (四、主要标的信息: 包号 | 标的名称 | 规格型号 |
// 成交单价), the items with no supplier column. An item's vendor is the
// supplier the result table names for the same lot: the item table's lot
// column is headed by a word of lot_key (words/procure.tsv), and the
// nearest line above its header holding the same header and a column the
// header synonyms read as the vendor heads the result table. A lot the
// result names no supplier for ("—": the lot failed) has no vendor, whatever
// else the file names; a lot it does not list keeps the table's vendor.

var lotKeys = wordSet("lot_key")

// lotVendors is the result table an item table joins.
type lotVendors struct {
	col     int                  // the item table's lot column
	header  string               // its header
	vendors map[string]lotVendor // by lot (compact(foldKey(lot)))
}

// lotVendor is the supplier of one lot: "" where the result names none.
type lotVendor struct {
	name, line string
	row        int
}

// readLotVendors reads the result table above t's header h; nil where t
// has a vendor column, no lot column, or no such table stands above.
func readLotVendors(t *table, l *layout, h int) *lotVendors {
	if _, ok := l.byField[fVendor]; ok || h <= 0 || h >= len(t.rows) {
		return nil
	}
	col := slices.IndexFunc(t.rows[h], func(s string) bool { return lotKeys[headerKey(s)] })
	if col < 0 {
		return nil
	}
	key := headerKey(t.rows[h][col])
	for r := h - 1; r >= 0; r-- {
		kc := slices.IndexFunc(t.rows[r], func(s string) bool { return headerKey(s) == key })
		vc := slices.IndexFunc(t.rows[r], func(s string) bool { return matchHeader(s) == fVendor })
		if kc < 0 || vc < 0 {
			continue
		}
		lv := &lotVendors{col: col, header: strings.TrimSpace(t.rows[h][col]), vendors: map[string]lotVendor{}}
		for i := r + 1; i < h; i++ {
			k := compact(foldKey(t.cell(i, kc)))
			if k == "" || len(filled(t.rows[i])) < 2 {
				break // the result table ends at a line of one cell ("四、主要标的信息")
			}
			name := strings.TrimSpace(t.cell(i, vc))
			if !strings.ContainsFunc(name, unicode.IsLetter) {
				name = "" // "—": no supplier
			}
			lv.vendors[k] = lotVendor{name: name, line: strings.Join(filled(t.rows[i]), " "), row: t.rowNum[i]}
		}
		if len(lv.vendors) == 0 {
			return nil
		}
		return lv
	}
	return nil
}

// apply gives row i of t, where its vendor cell is blank, the supplier of
// its lot; ok false where the result table does not list the lot.
func (lv *lotVendors) apply(r *rowIn, t *table, i int) (lotVendor, bool) {
	if lv == nil || strings.TrimSpace(r.cells[fVendor].text) != "" {
		return lotVendor{}, false
	}
	lot := strings.TrimSpace(t.cell(i, lv.col))
	v, ok := lv.vendors[compact(foldKey(lot))]
	if !ok {
		return lotVendor{}, false
	}
	r.vendorFallback, r.vendorFrom = v.name, mk("import.warn.vendor_from_lot", v.name, lv.header, lot, v.line)
	return v, true
}

// lotVendorEvidence: the result line chosen over the file's other vendor
// candidates.
func lotVendorEvidence(sheet string, v lotVendor, file []Evidence) []Evidence {
	out := []Evidence{{Field: fVendor, Value: v.name, Source: srcSheetLine, Sheet: sheet, Row: v.row, Text: v.line, Rule: "vendor.lot", Chosen: true}}
	for _, e := range file {
		e.Chosen, e.Why = false, "vendor.lot"
		out = append(out, e)
	}
	return out
}
