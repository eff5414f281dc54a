package quotes

import (
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
)

// vendorFromFileName reads a vendor from a file name as the last resort:
// "蓝海云报价_2026-12.xlsx" -> 蓝海云, "07_云杉智算_GPU租赁报价单_202612.csv" ->
// 云杉智算. The name is the first Chinese part once numbering, dates,
// codes and words for what the file is are left out; an English file name
// is too often not a name ("rates final") to be read.
func vendorFromFileName(name string) string {
	base := stripSubjectLabel(strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)))
	parts := fileParts(base)
	if !hasCJK(base) {
		if v := vendorFromEnglishFileName(parts); v != "" && stripSubjectLabel(v) == v {
			return v
		}
		if v := vendorFromCamelFileName(parts); v != "" {
			return v
		}
		if v := vendorFromLeadingFileWord(base); v != "" {
			return v
		}
	}
	for _, part := range parts {
		if !hasCJK(part) {
			continue // numbering, dates, codes, English words
		}
		v := vendorFromTitle(part)
		if v == "" || strings.EqualFold(v, "stdin") || strings.EqualFold(v, "paste") {
			continue
		}
		v = strings.TrimSpace(reFileWords.ReplaceAllString(v, ""))
		if len([]rune(v)) >= 2 && hasCJK(v) {
			return v
		}
	}
	return ""
}

// fileParts are the words of a file name.
func fileParts(base string) []string {
	var parts []string
	for _, p := range reFileSep.Split(base, -1) {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return parts
}

var (
	reFileSep   = regexp.MustCompile(`[_\-.\s()（）\[\]【】]+`)
	reFileWords = regexp.MustCompile(`(?:库存|清单|汇总|明细|最新|更新|正式|终版|定稿|附件|资料|对外|内部|整理|版)+$`)
)

// vendorFromEnglishFileName reads "harbor_cloud_gpu_rates_2026-12.csv" as
// Harbor Cloud: the first run of name words that ends in a company word
// (Cloud, Compute, Labs, AI …) and is more than that word alone.
func vendorFromEnglishFileName(parts []string) string {
	var run []string
	flush := func() string {
		defer func() { run = run[:0] }()
		for len(run) > 0 && wordMap("company_word")[strings.ToLower(run[len(run)-1])] == "" {
			run = run[:len(run)-1]
		}
		if len(run) < 2 || len(run) > 4 {
			return ""
		}
		words := make([]string, len(run))
		for i, w := range run {
			words[i] = capitalised(w)
		}
		return strings.Join(words, " ")
	}
	for _, part := range parts {
		low := strings.ToLower(part)
		if !isASCII(part) || fileWords[low] || fileDateWord.MatchString(low) || !strings.ContainsFunc(part, unicode.IsLetter) {
			if v := flush(); v != "" {
				return v
			}
			continue
		}
		run = append(run, part)
	}
	return flush()
}

// reCamelBrand: one file-name word in CamelCase ("OrionMetal",
// "NimbusGrid"): a brand, written as its owner writes it.
var reCamelBrand = regexp.MustCompile(`^[A-Z][a-z]{2,}(?:[A-Z][a-z]{2,})+$`)

// vendorFromCamelFileName: the first CamelCase word of an English file
// name that is no file or date word ("07_OrionMetal_pricing_Dec2026" ->
// OrionMetal).
func vendorFromCamelFileName(parts []string) string {
	for _, part := range parts {
		if reCamelBrand.MatchString(part) && !fileWords[strings.ToLower(part)] && !fileDateWord.MatchString(strings.ToLower(part)) {
			return part
		}
	}
	return ""
}

// fileDateWord: a month, a date or a code in a file name ("mar", "march",
// "202612", "q1", "v2"); a name that merely starts like a month
// ("Marrowfen", "Junction") is not one.
var fileDateWord = regexp.MustCompile(`(?i)^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\d*$|^[a-z]{0,3}\d+[a-z]?$|^v\d`)

var reFileLeadWord = regexp.MustCompile(`^[A-Za-z][A-Za-z&]{3,23}$`)

// vendorFromLeadingFileWord reads "atlasridge_gpu_pricing.csv" as
// Atlasridge: a single name word that leads an English file name (after
// its numbering) and is followed straight away by at least two words
// saying what the file is (gpu pricing, instance rates, …): one such word
// alone ("lambda_pricing") leaves too open whether the first is a name.
// The vendor so read is stored with the file-name warning.
func vendorFromLeadingFileWord(base string) string {
	if !isASCII(base) {
		return ""
	}
	parts, i := fileParts(base), 0
	for i < len(parts) && !strings.ContainsFunc(parts[i], unicode.IsLetter) {
		i++ // numbering, dates
	}
	if i >= len(parts) {
		return ""
	}
	w := parts[i]
	low := strings.ToLower(w)
	if !reFileLeadWord.MatchString(w) || fileWords[low] || fileLeadStop[low] || fileDateWord.MatchString(low) {
		return ""
	}
	// the next two words, dates, codes and GPU names left out
	var next []string
	for _, p := range parts[i+1:] {
		pl := strings.ToLower(p)
		if _, gpu := matchGPU(p); gpu || fileDateWord.MatchString(pl) || !strings.ContainsFunc(p, unicode.IsLetter) {
			continue
		}
		if next = append(next, pl); len(next) == 2 {
			break
		}
	}
	if len(next) < 2 || !fileWords[next[0]] || !fileWords[next[1]] {
		return ""
	}
	if _, ok := matchGPU(w); ok {
		return ""
	}
	return capitalised(w)
}

// capitalised: a name written all in lower case, its first letter raised.
func capitalised(w string) string {
	if w == strings.ToLower(w) {
		return strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}
