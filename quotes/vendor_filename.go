package quotes

import (
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
)

// vendorFromFileName reads a vendor from a file name as the last resort
// ("07_云杉智算_GPU租赁报价单_202612.csv" -> 云杉智算): the first Chinese part
// that names one, or an English name only in the shapes read below.
func vendorFromFileName(name string) string {
	base := stripSubjectLabel(strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)))
	parts := fileParts(base)
	if !hasCJK(base) {
		if v := vendorFromEnglishFileName(parts); v != "" && stripSubjectLabel(v) == v {
			return v
		}
		for _, part := range parts { // a CamelCase brand
			if low := strings.ToLower(part); reCamelBrand.MatchString(part) && !fileWords[low] && !fileDateWord.MatchString(low) {
				return part
			}
		}
		if v := vendorFromLeadingFileWord(base); v != "" {
			return v
		}
	}
	for _, part := range parts {
		if !hasCJK(part) {
			continue
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
	reFileWords = regexp.MustCompile(`(?:` + wordAlt("file_name_suffix", false) + `)+$`)
)

// vendorFromEnglishFileName: the first run of name words ending in a company
// word, more than that word alone ("harbor_cloud_gpu_rates" -> Harbor Cloud).
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

// reCamelBrand: a CamelCase word ("OrionMetal"), a brand as its owner writes it.
var reCamelBrand = regexp.MustCompile(`^[A-Z][a-z]{2,}(?:[A-Z][a-z]{2,})+$`)

// fileDateWord: a month, a date or a code in a file name; a name that
// starts like a month ("Marrowfen") is none.
var fileDateWord = regexp.MustCompile(`(?i)^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\d*$|^[a-z]{0,3}\d+[a-z]?$|^v\d`)

var reFileLeadWord = regexp.MustCompile(`^[A-Za-z][A-Za-z&]{3,23}$`)

// vendorFromLeadingFileWord reads "atlasridge_gpu_pricing.csv" as
// Atlasridge: one name word followed by two file words; one file word
// alone ("lambda_pricing") leaves too open whether the first is a name.
func vendorFromLeadingFileWord(base string) string {
	if !isASCII(base) {
		return ""
	}
	parts, i := fileParts(base), 0
	for i < len(parts) && !strings.ContainsFunc(parts[i], unicode.IsLetter) {
		i++
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

func capitalised(w string) string {
	if w == strings.ToLower(w) {
		return strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}
