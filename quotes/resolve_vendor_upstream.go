package quotes

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Who sells when a vendor column names where the capacity comes from. A
// broker's or reseller's list often has a column of its sources (资源方,
// 上游, 机房, 数据中心, source, provider: words/vendor.tsv upstream_header)
// beside a title naming the broker and a note saying who signs ("价格为金牛
// 算力代理价，签约主体为金牛算力"). The column is then not the seller: the
// file's own sender is, and the column stays as text. The decision is one
// ordered policy (upstreamPolicy); a column whose cells name sites, not
// sellers ("A机房(成都)", "DC-03": words/vendor.tsv site_word), is never stored
// as the vendor unwarned.

// upstreamIn is what upstreamPolicy decides on for one table's vendor column.
type upstreamIn struct {
	header   string     // the vendor column's header
	person   bool       // the column names people (ruleColPerson): never an upstream
	sender   vendorCand // the file's own vendor (resolveVendor), Value "" for none
	ownPrice bool       // a price column headed as the sender's own price (我司价)
	lines    []string   // the lines above and below the table
	ownLine  string     // the first of lines saying the prices are the sources' own (sourceOwnPriceLine, once per table)
	sites    bool       // every cell of the column names a site (siteColumn)
	anon     bool       // every cell of the column is a market's anonymous seller id (anonymousColumn)
	// supplierPrice: a column prices the vendor column's parties to the sender (供应商原价 beside 我司报价:
	// words/price_state.tsv price_header channel, MK0070-; supplierPriceColumn)
	supplierPrice bool
	cell          string // this row's vendor cell
}

// upstreamPolicy: the rules, in order, under which a vendor column names the
// sender's sources rather than the seller; the first that holds decides.
var upstreamPolicy = []struct {
	id   string
	when func(in upstreamIn) bool
}{
	{"upstream.reseller_line", func(in upstreamIn) bool { return upstreamHeader(in.header) && resellerLine(in.sender.ev.Text) }}, // "XX 分销价目表" over 资源方
	{"upstream.own_price", func(in upstreamIn) bool { return upstreamHeader(in.header) && in.ownPrice }},                         // 我司价 beside 云厂商
	{"upstream.own_price_supplier", func(in upstreamIn) bool { return in.ownPrice && in.supplierPrice }},                         // 我司报价 beside 供应商原价: the 供应商 column is the sender's sources (MK0070-)
	{"upstream.signing_party", func(in upstreamIn) bool { // "签约主体为金牛算力" over 资源方 or a column of sites
		return in.sender.ev.Rule == "vendor.signing_party" && (upstreamHeader(in.header) || in.sites)
	}},
	{"upstream.resale_note", func(in upstreamIn) bool { // "价格为金牛算力代理价" under 资源方: the sender says it resells
		return upstreamHeader(in.header) && resaleNoteNames(in.lines, in.sender.ev.Value)
	}},
	{"upstream.self_issue", func(in upstreamIn) bool { // "合同与发票由我司出具" under 资源方: the sender contracts and invoices (CA0015-CA0034)
		return upstreamHeader(in.header) && slices.ContainsFunc(in.lines, selfIssueLine)
	}},
	{"upstream.site_values", func(in upstreamIn) bool { return in.sites }},  // "A机房(成都)" under any vendor header, a sender named
	{"upstream.anonymous_ids", func(in upstreamIn) bool { return in.anon }}, // "认证商家#1192" under 商家, the market named: the market sells (MK0001-)
}

// upstreamKeptPolicy: where no rule of upstreamPolicy moves the column
// aside (no sender named, or none holds), the rules under which the row's
// vendor cell is stored as the vendor but warned.
var upstreamKeptPolicy = []struct {
	id   string
	when func(in upstreamIn) bool
}{
	{"upstream.beside_own_price", func(in upstreamIn) bool { return in.ownPrice && upstreamHeader(in.header) }}, // 我司价 beside 云厂商, no sender found
	{"upstream.anonymous_unsaid", func(in upstreamIn) bool { return in.anon }},                                  // "认证商家#1192" stored, no market named: warned
	{"upstream.site_cell", func(in upstreamIn) bool { return siteCell(in.cell, in.header) }},                    // "A机房(成都)" stored, no seller named over it
	{"upstream.source_own_price", func(in upstreamIn) bool { // 矿场 under a broker's title, "价格为矿场直报底价": the farm sells
		return in.sender.ev.Value != "" && siteSellerHeader(in.header) && in.ownLine != ""
	}},
	{"upstream.site_seller_unsaid", func(in upstreamIn) bool { // 矿场 under a sender's title and no line saying who sells: stored, warned
		return in.sender.ev.Value != "" && siteSellerHeader(in.header)
	}},
}

// supplierPriceColumn: a column of layout l is headed as the price the
// vendor column's parties charge the sender (供应商原价: its header holds the
// vendor column's and names a channel price).
func supplierPriceColumn(l *layout) bool {
	vi, ok := l.byField[fVendor]
	if !ok {
		return false
	}
	vh := norm(l.cols[vi].header)
	return vh != "" && slices.ContainsFunc(l.cols, func(cm colMap) bool {
		s, _ := priceHeaderWords.in(cm.header)
		return s == "channel" && strings.Contains(norm(cm.header), vh)
	})
}

// siteSellerHeader: the vendor column's header names a site that sells its
// own capacity (矿场; words/vendor.tsv site_seller_header, RF0110-).
func siteSellerHeader(h string) bool {
	return containedWord(norm(h), siteSellerWords) != ""
}

// sourceOwnPriceLine is the first line saying each row's price is its
// source's own (words/vendor.tsv source_own_price, RF0120-: 直报, 收佣,
// 客户无需另付), "" for none.
// A word of value site (不加价, no markup: 续费不加价 says nothing of a
// farm) counts only in a line that also names a site (site_seller_header).
func sourceOwnPriceLine(lines []string) string {
	for _, l := range lines {
		low := norm(l)
		for _, r := range sourceOwnRows {
			if strings.Contains(low, r[0]) && (r[1] != "site" || containedWord(low, siteSellerWords) != "") {
				return strings.TrimSpace(l)
			}
		}
	}
	return ""
}

var (
	siteSellerWords = wordsInOrder("site_seller_header")
	sourceOwnRows   = wordRows("source_own_price")
)

// vendorColumnUpstream is the rule deciding the row's vendor column: moved
// says the column is the sender's sources (the sender sells, the cell stays
// as text); a rule with moved false keeps the cell as the vendor, warned;
// "" where the column names the seller unwarned.
func vendorColumnUpstream(in upstreamIn) (rule string, moved bool) {
	if in.person {
		return "", false
	}
	if strings.TrimSpace(in.sender.ev.Value) != "" {
		for _, r := range upstreamPolicy {
			if r.when(in) {
				return r.id, true
			}
		}
	}
	for _, r := range upstreamKeptPolicy {
		if r.when(in) {
			return r.id, false
		}
	}
	return "", false
}

// resaleNoteNames: a line says the sender resells (words/vendor.tsv
// resale_word: 代理价, 分销) and names the sender (four characters of its
// name, or a word of an English one), as a note under the table does.
func resaleNoteNames(lines []string, sender string) bool {
	for _, line := range lines {
		if resellerLine(line) && namesSender(line, sender) {
			return true
		}
	}
	return false
}

// namesSender: the line holds the sender's name or a part of it long enough
// to be no chance (four Chinese characters: 金牛算力 of 成都金牛算力科技; an
// English word of five letters or more).
func namesSender(line, sender string) bool {
	s := strings.TrimSpace(sender)
	if s == "" {
		return false
	}
	if strings.Contains(line, s) {
		return true
	}
	if hasCJK(s) {
		r := []rune(s)
		for i := 0; i+4 <= len(r); i++ {
			if w := string(r[i : i+4]); hasCJK(w) && strings.Contains(line, w) {
				return true
			}
		}
		return false
	}
	low := strings.ToLower(line)
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if len(w) >= 5 && wholeWordIn(low, w) {
			return true
		}
	}
	return false
}

// reNameBracket: a bracket closing a name ("A机房(成都)": the place).
var reNameBracket = regexp.MustCompile(`\s*[（(][^（()）]*[)）]\s*$`)

// siteName: a cell names a site, not a seller: the name before a closing
// bracket holds a site_word ("A机房(成都)", "DC-03", "贵安数据中心") and does
// not read as a company ("岷山算力（澄江云合作机房）" is one).
func siteName(v string) bool {
	_, ok := siteHead(v)
	return ok
}

// siteHead is siteName's reading: the name before a closing bracket, and
// whether it names a site.
func siteHead(v string) (string, bool) {
	head := strings.TrimSpace(reNameBracket.ReplaceAllString(narrow(v), ""))
	if head == "" || utf8.RuneCountInString(head) > 40 {
		return head, false
	}
	return head, wordIn("site_word", dashesAsSpaces.Replace(head)) && !reCompany.MatchString(head)
}

// reCodedSite: a site named by a code, as a broker hides its sources ("A机房",
// "3号机房", "机房B", "DC-02", "IDC 3"): a single letter or a number (a
// letter before it at most) beside the site word and nothing else. "青羊云机房"
// is a business's name and is not one, nor "US DC" or "AI DC".
var reCodedSite = regexp.MustCompile(`(?i)^(?:(?:[a-z]?\d{1,3}|[a-z])\s*[-_#号]?\s*` + wordAlt("site_word", false) + `|` + wordAlt("site_word", false) + `\s*[-_#]?\s*(?:[a-z]?\d{1,3}|[a-z])号?)$`)

// siteCell: a vendor cell under header h that names a site, not a seller: a
// site's name under a header of sources (资源方, 来源: upstream_header), or a
// coded site under any header (a header saying 卖家 over "青羊云机房" names
// a seller).
func siteCell(v, h string) bool {
	head, ok := siteHead(v)
	if !ok {
		return false
	}
	return upstreamHeader(h) || wordIn("upstream_header_weak", h) || reCodedSite.MatchString(head)
}

// reAnonymousParty (MK0001-, words/vendor.tsv anonymous_party): a market's
// anonymous id for a seller, a party word and a number ("认证商家#1192",
// "个人商家#5530", "卖家ID 0871", "Seller #2231"): it names nobody a buyer
// can sign with.
var reAnonymousParty = regexp.MustCompile(`(?i)^\s*\S{0,4}?` + wordAlt("anonymous_party", false) + `\s*(?:id|编号|no\.?)?\s*[#＃:：-]?\s*[a-z]{0,2}\d{2,}\s*$`)

// anonymousColumn: every filled cell of the vendor column (from row first)
// is an anonymous seller id.
func anonymousColumn(t *table, col, first int) bool {
	n := 0
	for r := first; r < len(t.rows); r++ {
		v := strings.TrimSpace(t.cell(r, col))
		if v == "" || isDitto(v) {
			continue
		}
		if !reAnonymousParty.MatchString(narrow(v)) {
			return false
		}
		n++
	}
	return n > 0
}

// siteColumn: every filled cell of the column (from row first) names a
// site (siteCell); a column with any other name in it is a column of
// sellers.
func siteColumn(t *table, col, first int, header string) bool {
	n := 0
	for r := first; r < len(t.rows); r++ {
		v := strings.TrimSpace(t.cell(r, col))
		if v == "" || isDitto(v) {
			continue
		}
		if !siteCell(v, header) {
			return false
		}
		n++
	}
	return n > 0
}

// signingPartyVendor (vendor.signing_party): a line above or below the
// table naming the party that signs the contract ("签约主体为金牛算力",
// "Contracting party: Acme GPU Ltd", "由金牛算力统一签约", "Contracts are
// signed with Acme Compute": words/vendor.tsv signing_label, signing_verb)
// names the seller, at the rank of a labelled seller. "我司", a buyer's
// word, a source (由各资源方直接签约) or a site names none here.
func signingPartyVendor(s vendorScope) []vendorCand {
	for _, line := range append(append([]string(nil), s.titles...), s.lone...) {
		if name := signingParty(line); name != "" {
			return []vendorCand{{ev: Evidence{Value: name, Source: srcSheetLine, Text: strings.TrimSpace(line)}, rank: vendorSeller,
				say: mk("import.warn.vendor_signing_party", name, strings.TrimSpace(line))}}
		}
	}
	return nil
}

var (
	// "签约主体为金牛算力；…", "Contracting party: Acme GPU Ltd.": the label is
	// followed by a separator (为/是/:/is), so 签约方 inside 签约方式 or
	// "签约单位需提供…" names none
	reSigningLabel = regexp.MustCompile(`(?i)(?:` + wholeWords(wordsInOrder("signing_label")) + `)\s*` + wordAlternation("signing_label_adverb", "yes") + `?\s*(?:为|是|:|：|\bis\b)\s*([^，,；;。｡:：（()）\n]{2,40})`)
	// "Contracts are signed with Acme Compute": a capitalised proper name only
	reSigningByEn = regexp.MustCompile(`(?i:` + wholeWords(wordsInOrder("signing_by_en")) + `)\s+([A-Z][\w&\-]*(?:\.?\s+[A-Z][\w&\-]*)*\.?)`)
	// "由金牛算力统一签约", "与金牛算力签订合同"
	reSigningBy = regexp.MustCompile(`(?:由|与)\s*([^，,；;。｡:：\s]{2,30}?)\s*` + wordAlternation("signing_verb", "adverb") + `?\s*` + wordAlternation("signing_verb", "verb"))
	// the party's name ends where a sentence goes on
	reNameEnd = regexp.MustCompile(`\s{2,}|\s+(?:and|with|for)\s|[.。｡]\s*$`)
)

// signingParty is the party a line says signs the contract, "" for none.
func signingParty(line string) string {
	t := narrow(line)
	name := ""
	if m := reSigningLabel.FindStringSubmatch(t); m != nil {
		name = m[1]
	} else if m := reSigningByEn.FindStringSubmatch(t); m != nil {
		name = m[1]
	} else if m := reSigningBy.FindStringSubmatch(t); m != nil {
		name = m[1]
	}
	if loc := reNameEnd.FindStringIndex(name); loc != nil {
		name = name[:loc[0]]
	}
	name = strings.TrimSpace(strings.Trim(name, " \"“”'"))
	if utf8.RuneCountInString(name) < 2 || idOnly(name) || buyerWord(name) || selfWord(name) || notAVendorName(name) || upstreamHeader(name) || siteName(name) || !namesCompany(name) {
		return ""
	}
	return name
}

// selfWord: "我司", "本公司", "our company" (words/vendor.tsv signing_self):
// the sender, whom another line names.
func selfWord(name string) bool { return wordIn("signing_self", name) }

// reSelfIssue: the sender in the first person issues the contract or the
// invoice (words/vendor.tsv self_issue): "合同与发票由我司出具", "由本公司统一
// 开票", "由我司签约" (a signing verb only after 由/与: "我司签约机房" are the
// sites it contracts), "invoices are issued by us".
var reSelfIssue = regexp.MustCompile(`(?i)` + wordAlternation("self_issue", "self") + `\s*` + wordAlternation("self_issue", "adverb") + `?\s*` + wordAlternation("self_issue", "verb") +
	`|[由与]\s*` + wordAlternation("self_issue", "self") + `\s*` + wordAlternation("self_issue", "adverb") + `?\s*` + wordAlternation("self_issue", "sign") +
	`|(?:` + wholeWords(wordsWithValue("self_issue", "en")) + `)`)

// selfIssueLine: a line of the sender saying it issues the contract or the
// invoice itself: a channel partner reselling a carrier's capacity
// ("我司为…省级授权合作伙伴，…合同与发票由我司出具"). A broker saying the
// contracts are signed with the sites ("合同与机房直接签订") says none.
func selfIssueLine(line string) bool {
	s := narrow(line)
	for _, at := range reSelfIssue.FindAllStringIndex(s, -1) {
		if !signingDenied(s[:at[0]]) {
			return true
		}
	}
	return false
}

// reSignNeg (TA0110-): words/vendor.tsv sign_negation.
var reSignNeg = wordRe("sign_negation")

// signingDenied: a word of sign_negation in the clause that ends in before
// (the text from the last , ; 。 : up to the phrase) denies the signing or
// self-issue phrase after it ("不由我司开票", "发票非我司出具", "合同不与机房
// 直接签订", "not invoiced by us", "aren't": n't reads as not). The one
// reader of the negation: selfIssueLine and signedWith (locate_tab.go).
func signingDenied(before string) bool {
	clause := before
	if i := strings.LastIndexAny(clause, "，,；;。｡.:："); i >= 0 {
		clause = clause[i+1:]
	}
	return reSignNeg.MatchString(strings.ReplaceAll(strings.ToLower(clause), "n't", " not"))
}
