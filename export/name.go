package export

import (
	"strings"
	"time"
	"unicode"
)

// FileName is the name an exported file is offered under: what it holds,
// the task it is about and the date, e.g. "对比-7B LoRA-2026-12-01.xlsx",
// so that a folder of exports tells them apart. Characters Windows refuses
// in a name become "-"; an empty task is left out.
func FileName(kind, task string, date time.Time, ext string) string {
	parts := []string{kind}
	if t := cleanName(task); t != "" {
		parts = append(parts, t)
	}
	parts = append(parts, date.Format("2006-01-02"))
	return strings.Join(parts, "-") + ext
}

func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`<>:"/\|?*`, r) || unicode.IsControl(r) {
			return '-'
		}
		return r
	}, strings.TrimSpace(s))
	s = strings.Trim(s, " .-")
	if r := []rune(s); len(r) > 60 {
		s = strings.TrimSpace(string(r[:60]))
	}
	return s
}
