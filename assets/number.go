package assets

import (
	"math"
	"strconv"
	"strings"
)

// Count prints a large count (training tokens, a token budget) as a reader
// of lang writes it: 5 亿, 3000 万, 135.5 亿 in Chinese (one decimal at
// most); 500M, 1.25B, 3T in English (about three significant digits). Below
// ten thousand, the number itself. NaN and infinities print as they are.
func Count(lang string, v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return strconv.FormatFloat(v, 'g', -1, 64)
	}
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	if lang != LangEn {
		switch {
		case v >= 1e8:
			return sign + oneDecimal(v/1e8) + " 亿"
		case v >= 1e4:
			return sign + oneDecimal(v/1e4) + " 万"
		}
		return sign + strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	}
	for _, u := range []struct {
		size float64
		name string
	}{{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e4, "K"}} {
		if v >= u.size {
			if u.name == "K" { // 12.5K, not 0.0125M
				u.size = 1e3
			}
			return sign + sigDigits(v/u.size) + u.name
		}
	}
	return sign + strconv.FormatFloat(math.Round(v), 'f', 0, 64)
}

func oneDecimal(v float64) string {
	return strings.TrimSuffix(strconv.FormatFloat(v, 'f', 1, 64), ".0")
}

// sigDigits prints v with about three significant digits and no trailing
// zeros: 5, 12.5, 1.25, 350.
func sigDigits(v float64) string {
	decimals := 2
	switch {
	case v >= 100:
		decimals = 0
	case v >= 10:
		decimals = 1
	}
	s := strconv.FormatFloat(v, 'f', decimals, 64)
	if decimals > 0 {
		for s[len(s)-1] == '0' {
			s = s[:len(s)-1]
		}
		if s[len(s)-1] == '.' {
			s = s[:len(s)-1]
		}
	}
	return s
}
