package assets

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/golang/freetype/truetype"
)

// The bundled font must parse with the TrueType parser go-chart uses and
// carry the glyphs the app shows: Chinese, the yuan sign, Latin, digits.
func TestFontHasGlyphs(t *testing.T) {
	f, err := truetype.Parse(FontTTF)
	if err != nil {
		t.Fatalf("bundled font does not parse as single-face TrueType: %v", err)
	}
	for _, r := range "算力¥A0体检报价显存×·%GiB" {
		if f.Index(r) == 0 {
			t.Errorf("bundled font has no glyph for %q (U+%04X)", r, r)
		}
	}
}

func TestFontLicenceShipsBesideIt(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("fonts", "LICENSE-wqy-microhei.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "Apache") {
		t.Error("font licence file does not name its licence")
	}
}

func TestEveryKeyInBothLanguages(t *testing.T) {
	zh, en := map[string]bool{}, map[string]bool{}
	for _, k := range Keys(LangZh) {
		zh[k] = true
	}
	for _, k := range Keys(LangEn) {
		en[k] = true
	}
	for k := range zh {
		if !en[k] {
			t.Errorf("key %q is in zh but not en", k)
		}
	}
	for k := range en {
		if !zh[k] {
			t.Errorf("key %q is in en but not zh", k)
		}
	}
	if len(zh) < 20 {
		t.Errorf("only %d translated strings: the table did not load", len(zh))
	}
}

// Every key literal in the code — T("key"), Tr(lang, "key"), msg.New("key"),
// msg.Errorf("key"), msg.Wrap(err, "key"), msg.Because(err, "key"),
// worded("key"), chart words tr(lang, "key") — has a
// translation, so no raw key ever shows in the window, a message or a file.
func TestEveryUsedKeyIsTranslated(t *testing.T) {
	re := regexp.MustCompile(`\b(?:assets\.)?(?:T|M)\("([a-z0-9_.\-+]+)"[,)]|\bTr\([A-Za-z_.()]+, "([a-z0-9_.\-+]+)"[,)]|\bmsg\.(?:New|Errorf)\("([a-z0-9_.\-+]+)"[,)]|\bworded\("([a-z0-9_.\-+]+)"[,)]|\btr\(lang, "([a-z0-9_.\-+A-Z]+)"[,)]|\bmsg\.(?:Wrap|Because)\([^,()]+(?:\([^()]*\))?, "([a-z0-9_.\-+]+)"[,)]`)
	known := map[string]bool{}
	for _, k := range Keys(LangZh) {
		known[k] = true
	}
	var missing []string
	filepath.Walk("..", func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, _ := os.ReadFile(p)
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			key := m[1] + m[2] + m[3] + m[4] + m[6]
			if m[5] != "" {
				key = m[5]
				if filepath.Base(filepath.Dir(p)) == "chart" { // chart's tr looks under "chart."
					key = "chart." + key
				}
			}
			if !known[key] {
				missing = append(missing, p+": "+key)
			}
		}
		return nil
	})
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("untranslated key %s", m)
	}
}

// A key's two translations take the same arguments (the same verbs, in any
// order: a translation may reorder them with %[n]s), so neither language
// prints %!d(string=…) or drops a number.
func TestTranslationsTakeTheSameArguments(t *testing.T) {
	verb := regexp.MustCompile(`%(?:\[\d+\])?[-+#0]*\d*(?:\.\d+)?(?:\[\d+\])?[a-zA-Z%]`)
	kinds := func(s string) string {
		var out []string
		for _, v := range verb.FindAllString(s, -1) {
			c := v[len(v)-1]
			switch c {
			case '%':
				continue
			case 'f', 'g', 'e':
				c = 'f' // a float prints with any of them
			case 'q', 'v':
				c = 's'
			}
			out = append(out, string(c))
		}
		sort.Strings(out)
		return strings.Join(out, "")
	}
	for _, k := range Keys(LangZh) {
		zh, en := Tr(LangZh, k), Tr(LangEn, k)
		if a, b := kinds(zh), kinds(en); a != b {
			t.Errorf("%s: zh takes %q, en takes %q", k, a, b)
		}
	}
}

func TestLangSwitchAndFallback(t *testing.T) {
	defer SetLang(Lang())
	SetLang(LangEn)
	if got := T("app.title"); got != "算力体检 ComputeCheck" {
		t.Errorf("title in en = %q", got)
	}
	SetLang(LangZh)
	if got := T("tab.task"); got != "任务画像" {
		t.Errorf("tab.task in zh = %q", got)
	}
	SetLang(LangEn)
	if got := T("tab.task"); got != "Task" {
		t.Errorf("tab.task in en = %q", got)
	}
	if got := T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key shows %q, want the key itself", got)
	}
}

func TestLangFromLocale(t *testing.T) {
	for in, want := range map[string]string{
		"zh_CN.UTF-8": LangZh, "zh-TW": LangZh, "en_US.UTF-8": LangEn, "de_DE": LangEn, "": LangZh, "C.UTF-8": LangZh,
	} {
		if got := LangFromLocale(in); got != want {
			t.Errorf("LangFromLocale(%q) = %q, want %q", in, got, want)
		}
	}
}

// Every character the window can show (translations and string literals in
// app/) has a glyph in the bundled font, so nothing renders as a box.
func TestFontCoversEveryShownCharacter(t *testing.T) {
	f, err := truetype.Parse(FontTTF)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[rune]string{}
	for _, l := range []string{LangZh, LangEn} {
		for _, k := range Keys(l) {
			for _, r := range Tr(l, k) {
				seen[r] = l + ":" + k
			}
		}
	}
	files, _ := filepath.Glob(filepath.Join("..", "app", "*.go"))
	for _, p := range files {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		b, _ := os.ReadFile(p)
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				continue
			}
			for _, r := range line {
				if r > 0x7F {
					seen[r] = p
				}
			}
		}
	}
	for r, where := range seen {
		if r == '\n' || r == '\t' || r < 0x20 {
			continue
		}
		if f.Index(r) == 0 {
			t.Errorf("%q (U+%04X) from %s has no glyph in the bundled font", r, r, where)
		}
	}
}
