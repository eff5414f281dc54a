package quotes

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"

	unorm "golang.org/x/text/unicode/norm"
)

// CleanName normalises a vendor name as it will be shown and compared:
// NFC, and no invisible or direction-changing characters (zero-width
// spaces and joiners, soft hyphens, bidi embeddings and overrides), so two
// names that look the same are the same. removed lists what was taken out
// ("U+202E U+200B"), "" when nothing was.
func CleanName(s string) (clean, removed string) {
	s = unorm.NFC.String(s)
	var b strings.Builder
	var gone []string
	for _, r := range s {
		if invisible(r) {
			gone = append(gone, fmt.Sprintf("U+%04X", r))
			continue
		}
		b.WriteRune(r)
	}
	return strings.Join(strings.Fields(b.String()), " "), strings.Join(gone, " ")
}

func invisible(r rune) bool {
	switch {
	case r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x206F, r == 0xFEFF, r == 0x00AD, r == 0x061C, r == 0x180E:
		return true
	case r < 0x20 && r != '\t' && r != '\n':
		return true
	}
	return unicode.Is(unicode.Cf, r)
}

var (
	// where a title's name part ends
	reTitleCut = regexp.MustCompile(`\s+[·•|｜—–-]\s*|[·•|｜—–]|\s+-\s+|[:：(（\[【]|20\d\d|gpu|GPU|算力租赁|报价|价目|价格|租赁价|出租|rate card|rates?\b|price|pricing|quote|catalog|—`)
	reCompany  = regexp.MustCompile(`(?:有限公司|有限责任公司|股份公司|集团|Inc\.?|Ltd\.?|LLC|GmbH|Co\.,? Ltd\.?|Corporation|Corp\.?)$`)
	// words a name part must not be alone: generic table words
	reGenericTitle = regexp.MustCompile(`^(?:gpu|集群|长租|单价|人民币|报价单|报价|价格表|价目表|说明|注|备注|目录|封面|首页|how to|read me|readme|contents|rates?|all rates|币种|currency|更新|汇总|行情|市场|服务条款|条款|版本|version|network|网络|合计|total|sum)(?:$|[\s\p{P}])`)
)

// vendorFromTitle reads a vendor name from a title line: "京海数据港 · GPU服务
// 器出租价目（2026年12月）" -> 京海数据港, "Kestrel Labs — GPU rates" -> Kestrel
// Labs, "临港芯算科技（上海）有限公司" (a company line) whole. "" when the line
// names none.
func vendorFromTitle(line string) string {
	line = strings.TrimSpace(narrowKeepCJK(line))
	if line == "" || len([]rune(line)) > 120 {
		return ""
	}
	if reCompany.MatchString(line) && len([]rune(line)) <= 40 {
		return line
	}
	if reNoteLead.MatchString(strings.ToLower(line)) {
		return ""
	}
	name := line
	if loc := reTitleCut.FindStringIndex(name); loc != nil {
		name = name[:loc[0]]
	}
	// "鹭岛智算 2026年12月 …": a Chinese name ends at the first space
	if i := strings.IndexAny(name, " \u3000"); i > 0 && !isASCII(name[:i]) {
		name = name[:i]
	}
	name = strings.TrimSpace(strings.Trim(name, " ,，;；.。*#▌■●"))
	n := len([]rune(name))
	if n < 2 || n > 30 || reGenericTitle.MatchString(strings.ToLower(name)) {
		return ""
	}
	if strings.ContainsAny(name, "0123456789") && !strings.ContainsFunc(name, unicode.IsLetter) {
		return ""
	}
	if isASCII(name) && len(strings.Fields(name)) > 4 {
		return "" // an English sentence, not a name
	}
	return name
}

func narrowKeepCJK(s string) string { return strings.TrimSpace(s) }

// vendorFromFileName reads a vendor from a file name as the last resort:
// "蓝海云报价_2026-12.xlsx" -> 蓝海云.
func vendorFromFileName(name string) string {
	base := strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	base = strings.NewReplacer("_", " ", "-", " ", ".", " ").Replace(base)
	base = strings.TrimLeft(base, "0123456789 ")
	v := vendorFromTitle(base)
	if v == "" || strings.EqualFold(v, "stdin") || strings.EqualFold(v, "paste") {
		return ""
	}
	if !isASCII(v) {
		return v
	}
	return "" // an English file name is too often not a name ("rates final")
}

var reCurrencyLine = regexp.MustCompile(`(?i)(?:币种|货币|currency)\s*[:：]?\s*(.{1,20})|(?:^|\s)(usd|cny|rmb|人民币|美元)\s+unless`)

// fileCurrency reads a title line that states the currency of the sheet
// ("币种 Currency：人民币 CNY", "All rates … USD unless marked ¥").
func fileCurrency(line string) string {
	m := reCurrencyLine.FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	t := m[1] + m[2]
	c, err := parseCurrency(t)
	if err == nil && c != "" {
		return c
	}
	if c, err := ParseCurrency(strings.Fields(t + " x")[0]); err == nil {
		return c
	}
	return ""
}
