package quotes

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The columns stage's price columns named by a note (issue 23, class
// reference): a line around the table that names one of the table's price
// columns by its header and says what that column is decides it, in the
// file's own words (words/price_state.tsv note_column_role, RF02xx):
//   - reference: "原合同单价仅供对照", "丰水期价格仅供参考", "原价不作为报价":
//     the column is no offer (the buyer's old contract price, a later
//     season's reference) and is held out, its cells kept as the row's text,
//     where another price column stands beside it;
//   - offer: "报价以“合计(含电)”列为准", "实际按含电价结算": the column is the
//     offer, and every other price column beside it (rent without power, the
//     power charge) is held out.
// A clause naming no column, or two, decides nothing; a clause names a
// column by its header whole, its header's first word, or its header
// without the brackets and unit after it, never by a bare price word (单价,
// 价格: a header synonym of the price itself names every price column).
// Where no line says which column is the offer, every priced column stays
// an offer, as the other rules read it.

var noteRoles = wordRows("note_column_role")

// reNoteClause cuts a line into clauses; a clause is one statement.
var reNoteClause = regexp.MustCompile(`[。；;！!，,\n]|\s{2,}`)

// reNoteSentence cuts a line into sentences: a clause naming no column
// speaks of its own sentence's subject (subjectPriceColumn), never another's.
var reNoteSentence = regexp.MustCompile(`[。｡；;！!\n]`) // narrow writes 。 as ｡

// noteNamedPriceRoles is the columns-stage rule (run after the price
// columns' own roles, holdOutOldPrices and procureColumns).
func noteNamedPriceRoles(cs colReads, lines []string) {
	prices := cs.tablePrices()
	if len(prices) < 2 {
		return
	}
	// a column held out must never be a row's only price, nor a figure worked out from the offer, its name
	// outside brackets saying so (折合单卡: the check columns_procure.go reads beside it; 电费(按功耗折算) is none),
	// nor one of two or more columns pricing the offer at different times (现行单价 beside 续约单价: the
	// price-window stage keeps the other time's price on the quote as a warning)
	windows := 0
	for _, i := range prices {
		if _, ok := priceWindowOf(cs[i].header); ok {
			windows++
		}
	}
	// stay are the price columns still offers: a column is held out only where each of its priced rows
	// keeps a price in a column that stays, never beside one held out in the same pass
	stay := append([]int(nil), prices...)
	holdable := func(i int) bool {
		_, windowed := priceWindowOf(cs[i].header)
		if st, _ := priceHeaderWords.in(cs[i].header); st != "" && st != "weak_old" {
			return false // 目录价, 还价: a role of its own (holdOutOldPrices, the discount's list price)
		}
		// any weak_old column (原单价, 原价, 原合同…, 报价原话, 贵司报价: every price_header weak_old word) is held
		// out by a note's own words naming it by its header ("原单价仅供对照，不再适用", issue 23 set105,
		// monthmail): the earlier price is the file's comparison, whatever column beside it is the offer
		if !neverAlone(i, stay, cs) || containedWord(reNoteHeaderTail.ReplaceAllString(norm(cs[i].header), ""), derivedWords) != "" || windowed && windows >= 2 {
			return false
		}
		stay = slices.DeleteFunc(stay, func(j int) bool { return j == i })
		return true
	}
	offer, offerClause := -1, ""
	refs := map[int]string{}
	var clauses, earlier []string // each clause, and its sentence's clauses before it
	for _, line := range lines {
		for _, sentence := range reNoteSentence.Split(narrow(line), -1) {
			before := ""
			for _, clause := range reNoteClause.Split(sentence, -1) {
				clause = strings.TrimSpace(clause)
				clauses, earlier = append(clauses, clause), append(earlier, before)
				before += clause + "，"
			}
		}
	}
	for k, clause := range clauses {
		role, word := noteRoleIn(clause)
		if role == "" {
			continue
		}
		named := clause
		if role == "offer" {
			named = offerSpan(clause, word)
		}
		col := namedPriceColumn(cs, prices, named)
		if col < 0 && role == "reference" && namedPriceColumn(cs, prices, clause) < 0 {
			// "每百万输出token = 按量价 ÷（吞吐×3600）×10^6，仅供参考": a clause naming no
			// column speaks of the sentence's subject, the column it names first (stop 48, set123/07)
			col = subjectPriceColumn(cs, prices, earlier[k])
		}
		if col < 0 {
			continue
		}
		switch role {
		case "reference":
			if _, seen := refs[col]; !seen {
				refs[col] = clause
			}
		case "offer":
			if offer >= 0 && offer != col {
				return // two columns each said to be the offer: the file contradicts itself; nothing decided here
			}
			offer, offerClause = col, clause
		}
	}
	if offer >= 0 {
		if _, ref := refs[offer]; ref {
			return // one column said both to be the offer and only a reference
		}
		okind, orest := twinOf(cs[offer].header)
		for _, i := range prices {
			if k, rest := twinOf(cs[i].header); okind != "" && k != "" && k != okind && rest == orest {
				continue // 不含税单价 beside 含税单价: the tax twin's (columns_tax_twin.go), kept beside the offer as its check
			}
			if i != offer && holdable(i) {
				cs.set(i, "", noteRoleRule(offerClause), mk("import.rf.ev.note_offer_column", cs[i].header, cs[offer].header, offerClause))
			}
		}
		return
	}
	if len(refs) >= len(prices) {
		return // every price column only a reference: which one is offered is not said, all stay
	}
	for _, i := range prices {
		if clause, ok := refs[i]; ok && holdable(i) {
			cs.set(i, "", noteRoleRule(clause), mk("import.rf.ev.note_reference_column", cs[i].header, clause))
		}
	}
}

// noteRoleIn is the role a clause gives the column it names, and the word
// saying it ("" for none): words/price_state.tsv note_column_role, the
// first row whose word the clause holds.
func noteRoleIn(clause string) (role, word string) {
	low := norm(clause)
	for _, r := range noteRoles {
		if holdsWord(low, r[0]) {
			return r[1], r[0]
		}
	}
	return "", ""
}

// noteRoleRule is the rule id of the word that gave a clause its role.
func noteRoleRule(clause string) string {
	_, w := noteRoleIn(clause)
	return wordRule("note_column_role", w)
}

// namedPriceColumn is the one price column of prices the clause names by
// its header (priceHeaderNames), -1 for none or more than one.
func namedPriceColumn(cs colReads, prices []int, clause string) int {
	low, hit := norm(clause), -1
	for _, i := range prices {
		for _, n := range priceHeaderNames(cs[i].header) {
			if holdsWord(low, n) { // an ASCII name whole ("old rate" is not in "threshold rate")
				if hit >= 0 && hit != i {
					return -1
				}
				hit = i
				break
			}
		}
	}
	return hit
}

// subjectPriceColumn is the column the text names first (by
// priceHeaderNames, any column with a header) where it is one of prices,
// -1 for none, another column ("折合月租=年付价÷12，仅供比较": 折合月租, no
// price column), or where two are named at the same place.
func subjectPriceColumn(cs colReads, prices []int, text string) int {
	low, hit, at := norm(text), -1, len(text)+1
	for i := range cs {
		for _, n := range headerNames(cs[i].header, false) {
			j := strings.Index(low, n)
			if j < 0 || !holdsWord(low, n) {
				continue
			}
			switch {
			case j < at:
				hit, at = i, j
			case j == at && hit != i:
				hit = -1
			}
		}
	}
	if !slices.Contains(prices, hit) {
		return -1
	}
	return hit
}

// reNoteHeaderTail: a header's brackets and the unit after its name
// ("合计(含电) 元/台/月" → "合计", "月租金（不含电）" → "月租金").
var reNoteHeaderTail = regexp.MustCompile(`[(（\[【].*?[)）\]】]|\s*(?:元|¥|￥|rmb|cny|usd|\$)\s*/.*$`)

// priceHeaderNames are the names a note may call a price column by: the
// header whole, its first word, and the same without brackets and unit
// (folded, at least two characters); a name that is itself a plain price
// word (单价, 价格, price: a header synonym of the price) names no one
// column and is left out.
func priceHeaderNames(h string) []string { return headerNames(h, true) }

// headerNames are the names of priceHeaderNames; a plain price word is one
// of them where plain is false ("折合月租" names its column in "折合月租=
// 年付价÷12": subjectPriceColumn).
func headerNames(h string, skipPlain bool) []string {
	h = norm(h)
	var out []string
	add := func(n string) {
		n = strings.TrimSpace(n)
		if utf8.RuneCountInString(n) < 2 || skipPlain && synonymIndex[headerKey(n)] == fPrice {
			return
		}
		for _, o := range out {
			if o == n {
				return
			}
		}
		out = append(out, n)
	}
	add(h)
	first := strings.Fields(h)
	if len(first) > 1 && isASCII(first[0]) {
		first = nil // "unit", "list", "monthly": an English header's first word names no column
	}
	if len(first) > 0 {
		add(first[0])
		add(reNoteHeaderTail.ReplaceAllString(first[0], ""))
	}
	add(reNoteHeaderTail.ReplaceAllString(h, ""))
	return out
}

// offerSpan is the part of a clause that names the offer column: before the
// offer word and after the last 以/按/依 before it, whichever is nearest ("报价以“合计(含电)”列为准":
// “合计(含电)”列; "电费以电表读数为准" names no price column there).
func offerSpan(clause, word string) string {
	low := norm(clause)
	at := strings.Index(low, word)
	if at < 0 {
		return ""
	}
	low = low[:at]
	cut := 0 // after the lead nearest the offer word ("以下报价按月租金为准": 月租金)
	for _, lead := range []string{"以", "按", "依"} {
		if i := strings.LastIndex(low, lead); i >= 0 && i+len(lead) > cut {
			cut = i + len(lead)
		}
	}
	return low[cut:]
}
