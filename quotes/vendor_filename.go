package quotes

import (
	"regexp"
	"strings"
	"unicode"
)

// A vendor named only by the first word of an English file name
// ("atlasridge_gpu_pricing.csv").

// fileWordStop are English words that lead a file name without naming
// who sent it ("internal_gpu_quotes", "compare_gpu_rates").
var fileWordStop = map[string]bool{"internal": true, "external": true, "vendor": true, "vendors": true, "supplier": true,
	"suppliers": true, "procurement": true, "compare": true, "comparison": true, "market": true, "spot": true, "weekly": true,
	"monthly": true, "daily": true, "yearly": true, "annual": true, "quarterly": true, "sample": true, "samples": true, "test": true,
	"demo": true, "example": true, "team": true, "shared": true, "sales": true, "purchase": true, "budget": true, "cluster": true,
	"training": true, "inference": true, "english": true, "chinese": true, "import": true, "upload": true, "download": true,
	"received": true, "incoming": true, "customer": true, "client": true, "buyer": true, "misc": true, "other": true, "old": true,
	"backup": true, "tmp": true, "temp": true, "untitled": true, "book": true, "data": true, "cloud": true, "compute": true,
	"specs": true, "spec": true, "terms": true, "tiers": true, "tier": true, "equivalents": true, "machine": true, "node": true}

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
	var parts []string
	for _, p := range reFileSep.Split(base, -1) {
		if p != "" {
			parts = append(parts, p)
		}
	}
	i := 0
	for i < len(parts) && !strings.ContainsFunc(parts[i], unicode.IsLetter) {
		i++ // numbering, dates
	}
	if i >= len(parts) {
		return ""
	}
	w := parts[i]
	low := strings.ToLower(w)
	if !reFileLeadWord.MatchString(w) || fileStopWords[low] || fileWordStop[low] || fileDateWord.MatchString(low) {
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
	if len(next) < 2 || !fileStopWords[next[0]] || !fileStopWords[next[1]] {
		return ""
	}
	if _, ok := matchGPU(w); ok {
		return ""
	}
	if w == strings.ToLower(w) {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}
