package quotes

import (
	"regexp"
	"slices"
	"strings"
)

// Columns that hold no price though a price word is in their header.
//
// A date column (SW0006): "报价有效期至" holds 报价, but it is a 有效期; a
// workbook written by a library keeps its dates as bare serials (46387),
// which read as figures. Where the header also names a date field and the
// values are dates or serials, the values confirm the date and contradict
// the price.
//
// An id column (SW0007): "报价编号" holds 报价, but its values are codes
// ("KZ-01", "Q-2026-118"), letters joined to digits, which are no price
// in any file; read as figures they would be 1, 2, 3.

// dateFields are the fields of a date column.
var dateFields = []string{fValidFrom, fValidUntil, fQuotedOn}

// dateShare: the share of a column's values that must be dates [assumed].
const dateShare = 0.8

// datesUnderDateHeader: the header names a date field and the values are
// dates: they contradict the price the header's price word names. The
// dates add nothing to the date field itself: a header naming a date only
// in passing (预计交付日期, a delivery date, under the weak 日期) is not
// made a quote's date by its values. A bare serial (46387) is a date only
// where the header's best field is a date field (报价有效期至): under
// 有效期内包月价(元/台/月) 45000.00 is a month's price, whatever the date
// word in passing says (SW0006).
func datesUnderDateHeader(cs map[string]fieldScore, header string) bool {
	if cs["date"].score+cs["dateSerial"].score < dateShare {
		return false
	}
	hs := headerScores(header)
	if best, _ := bestField(hs); slices.Contains(dateFields, best) {
		return true
	}
	if cs["date"].score < dateShare {
		return false // serials under a header whose date word is in passing: figures
	}
	for _, f := range dateFields {
		if hs[f].score > 0 {
			return true
		}
	}
	return false
}

// reIDCode: a code of letters, a joiner and digits, as an export numbers
// its records ("KZ-01", "Q-2026-0118", "SO_1042"); lower case after norm.
var reIDCode = regexp.MustCompile(`^[a-z]{1,6}[-_#][a-z0-9]*\d[a-z0-9]*(?:[-_][a-z0-9]+)*$`)

// idCode: v is such a code and no GPU name ("H100-80G" names a GPU).
func idCode(v string) bool {
	v = strings.TrimSpace(v)
	if !idCodeLow(norm(v)) {
		return false
	}
	_, gpu := matchGPU(v)
	return !gpu
}

// idCodeLow: normed cell low has a code's shape (the GPU check is the
// caller's); the joiner is looked for before the regexp runs.
func idCodeLow(low string) bool {
	return strings.ContainsAny(low, "-_#") && reIDCode.MatchString(low)
}

// codeShare: the share of a column's values that must be codes [assumed].
const codeShare = 0.8

// codesOnly: the column's values are codes, no prices.
func codesOnly(cs map[string]fieldScore) bool {
	return cs["code"].score >= codeShare
}
