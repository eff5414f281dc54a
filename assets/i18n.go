package assets

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync/atomic"

	"computecheck/msg"
)

// Languages the app speaks. Fyne's lang package cannot force a language
// (fyne issue #5333), so the switch is ours: one table per language.
const (
	LangZh = "zh"
	LangEn = "en"
)

// Each language is a folder of JSON tables (one per screen, so screens can
// be added without touching each other's strings); a key may appear once.
//
//go:embed i18n/*/*.json
var i18nFS embed.FS

var tables = func() map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, l := range []string{LangZh, LangEn} {
		names, _ := fs.Glob(i18nFS, "i18n/"+l+"/*.json")
		m := map[string]string{}
		for _, n := range names {
			b, err := i18nFS.ReadFile(n)
			if err != nil {
				panic(err) // embedded at build time: cannot happen in a built binary
			}
			part := map[string]string{}
			if err := json.Unmarshal(b, &part); err != nil {
				panic(fmt.Sprintf("%s: %v", n, err))
			}
			for k, v := range part {
				if _, dup := m[k]; dup {
					panic(fmt.Sprintf("%s: key %q is defined twice", n, k))
				}
				m[k] = v
			}
		}
		out[l] = m
	}
	return out
}()

var current atomic.Value // string

func init() {
	current.Store(LangZh)
	msg.SetCatalog(func(lang, key string) (string, bool) {
		s, ok := tables[lang][key]
		return s, ok
	})
}

// M renders a domain package's message in the current language.
func M(m msg.Msg) string { return m.In(Lang()) }

// SetLang switches the language used by T; anything but "en" means Chinese.
func SetLang(l string) {
	if l != LangEn {
		l = LangZh
	}
	current.Store(l)
}

// Lang is the current language.
func Lang() string { return current.Load().(string) }

// T returns the current language's text for key; args fill %-verbs.
// A missing key shows as the key itself, so it is seen, never blank.
func T(key string, args ...any) string { return Tr(Lang(), key, args...) }

// Tr is T for a given language.
func Tr(lang, key string, args ...any) string {
	s, ok := tables[lang][key]
	if !ok {
		s, ok = tables[LangEn][key]
		if !ok {
			s = key
		}
	}
	if len(args) > 0 {
		return msg.Sprintf(s, args...)
	}
	return s
}

// Keys lists the keys of a language's table (for tests).
func Keys(lang string) []string {
	var ks []string
	for k := range tables[lang] {
		ks = append(ks, k)
	}
	return ks
}

// LangFromLocale maps an OS locale string (LANG, "zh_CN.UTF-8", "en-US") to zh or en.
func LangFromLocale(locale string) string {
	if strings.HasPrefix(strings.ToLower(locale), "zh") {
		return LangZh
	}
	if locale == "" || strings.HasPrefix(locale, "C") || strings.HasPrefix(locale, "POSIX") {
		return LangZh // the first users are in Chengdu: Chinese unless the OS says otherwise
	}
	return LangEn
}

// EnvLocale reads the POSIX locale variables in their order of precedence.
func EnvLocale() string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// Option is how a TASK.json value reads in lang ("lora" → LoRA, "none" →
// 不卸载): the catalogue's "opt.FIELD.VALUE", else the value itself.
func Option(lang, field, value string) string {
	key := "opt." + field + "." + value
	if s, ok := tables[langOrZh(lang)][key]; ok {
		return s
	}
	return value
}

func langOrZh(l string) string {
	if l == LangEn {
		return LangEn
	}
	return LangZh
}
