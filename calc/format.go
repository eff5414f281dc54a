package calc

import (
	"math"
	"strconv"
	"strings"
)

// FormatMoney prints an amount for a table: thousands separated, two
// decimals below 100 (a 17.30 CNY LoRA run), none from 100 up.
func FormatMoney(v float64) string {
	if v == 0 {
		return "0"
	}
	if math.Abs(v) < 100 {
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	s := groupThousands(strconv.FormatFloat(math.Abs(v), 'f', 0, 64))
	if v < 0 {
		return "-" + s
	}
	return s
}

// groupThousands puts a comma between each group of three digits.
func groupThousands(digits string) string {
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// FormatTokens prints a token count for a sentence: 1.20B, 350.0M.
func FormatTokens(n float64) string {
	switch {
	case n >= 1e12:
		return strconv.FormatFloat(n/1e12, 'f', 2, 64) + "T"
	case n >= 1e9:
		return strconv.FormatFloat(n/1e9, 'f', 2, 64) + "B"
	case n >= 1e6:
		return strconv.FormatFloat(n/1e6, 'f', 1, 64) + "M"
	}
	return strconv.FormatFloat(n, 'f', 0, 64)
}

// CostPerMillionTokens is what a million training tokens cost at a price
// per GPU-hour and a speed per GPU: price / (tokens/s × 3600) × 1e6. It is
// the quoted price turned into the unit that compares across cards; 0 when
// either is unknown.
func CostPerMillionTokens(pricePerGPUHour, tokensPerSPerGPU float64) float64 {
	if pricePerGPUHour <= 0 || tokensPerSPerGPU <= 0 {
		return 0
	}
	return pricePerGPUHour / (tokensPerSPerGPU * 3600) * 1e6
}
