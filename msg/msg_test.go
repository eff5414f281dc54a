package msg

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestSprintfFitsArgumentsToVerbs(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
		want   string
	}{
		{"%d cards", []any{float64(8)}, "8 cards"},
		{"%.1f GiB", []any{3}, "3.0 GiB"},
		{"%s h", []any{2.5}, "2.5 h"},
		{"%[2]s then %[1]d", []any{float64(4), "x"}, "x then 4"},
		{"100%% of %d", []any{int64(5)}, "100% of 5"},
	} {
		if got := Sprintf(c.format, c.args...); got != c.want {
			t.Errorf("Sprintf(%q, %v) = %q, want %q", c.format, c.args, got, c.want)
		}
	}
}

func TestRoundTripThroughJSONKeepsNestedMessages(t *testing.T) {
	SetCatalog(func(lang, key string) (string, bool) {
		tables := map[string]map[string]string{
			"zh": {"a": "需要 %d 张 %s", "unit.card": "卡"},
			"en": {"a": "needs %d %s", "unit.card": "cards"},
		}
		f, ok := tables[lang][key]
		return f, ok
	})
	defer SetCatalog(nil)
	m := New("a", 8, New("unit.card"))
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back Msg
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if got := back.In("zh"); got != "需要 8 张 卡" {
		t.Errorf("zh: %q", got)
	}
	if got := back.In("en"); got != "needs 8 cards" {
		t.Errorf("en: %q", got)
	}
	if got := New("missing.key", 3).In("zh"); got != "missing.key(3)" {
		t.Errorf("missing key: %q", got)
	}
}

func TestTextRendersWrappedWordedErrorsInTheLanguage(t *testing.T) {
	SetCatalog(func(lang, key string) (string, bool) {
		tables := map[string]map[string]string{
			"zh": {"b": "价格 %s 超出范围"},
			"en": {"b": "price %s is out of range"},
		}
		f, ok := tables[lang][key]
		return f, ok
	})
	defer SetCatalog(nil)
	inner := Errorf("b", "1e308")
	err := fmt.Errorf("share.json: quotes[2]: %w", inner)
	if got := Text(err, "zh"); got != "share.json: quotes[2]: 价格 1e308 超出范围" {
		t.Errorf("zh: %q", got)
	}
	if got := Text(err, "en"); got != "share.json: quotes[2]: price 1e308 is out of range" {
		t.Errorf("en: %q", got)
	}
	var m Messager
	if !errors.As(err, &m) || m.Message().Key != "b" {
		t.Errorf("errors.As finds no worded error in %v", err)
	}
	if Text(nil, "zh") != "" {
		t.Error("nil error has text")
	}
}

func TestBecauseShowsTheCauseInTheLanguage(t *testing.T) {
	SetCatalog(func(lang, key string) (string, bool) {
		tables := map[string]map[string]string{
			"zh": {"w": "无法写入 %s", "msg.because": "%s：%s", "io.not_exist": "文件或文件夹不存在", "in": "%s：%s"},
			"en": {"w": "cannot write %s", "msg.because": "%s: %s", "io.not_exist": "no such file or directory", "in": "%s: %s"},
		}
		f, ok := tables[lang][key]
		return f, ok
	})
	defer SetCatalog(nil)
	_, cause := os.Open(filepath.Join(t.TempDir(), "none", "x.db"))
	err := Because(cause, "w", "x.db")
	if got := err.Error(); got != "cannot write x.db: no such file or directory" {
		t.Errorf("en: %q", got)
	}
	if got := Text(err, "zh"); got != "无法写入 x.db：文件或文件夹不存在" {
		t.Errorf("zh: %q", got)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		t.Error("the cause is lost for errors.Is")
	}
	// A cause that is no refusal of the system keeps its own words.
	if got := Text(Because(errors.New("disk on fire"), "w", "y"), "zh"); got != "无法写入 y：disk on fire" {
		t.Errorf("other cause: %q", got)
	}
	// An error as an argument is rendered in the language too.
	if got := Text(Wrap(err, "in", "a.json", err), "zh"); got != "a.json：无法写入 x.db：文件或文件夹不存在" {
		t.Errorf("error argument: %q", got)
	}
}

type driverErr struct{ code int }

func (e driverErr) Error() string { return "database or disk is full" }

// An error of a package msg does not know (a database driver's) reads in
// the user's language once that package registers its wording, wherever
// it stands in a chain; what wraps it keeps its own words.
func TestRegisteredReasonWordsForeignErrors(t *testing.T) {
	SetCatalog(func(lang, key string) (string, bool) {
		tables := map[string]map[string]string{
			"zh": {"full": "磁盘已满", "ctx": "未导入：%s", "msg.because": "%s：%s"},
			"en": {"full": "the disk is full", "ctx": "nothing imported: %s", "msg.because": "%s: %s"},
		}
		f, ok := tables[lang][key]
		return f, ok
	})
	defer SetCatalog(nil)
	reasonsMu.Lock()
	saved := reasons
	reasons = nil
	reasonsMu.Unlock()
	defer func() { reasonsMu.Lock(); reasons = saved; reasonsMu.Unlock() }()

	wrapped := fmt.Errorf("m.csv row 2: %w", driverErr{13})
	if got := Text(wrapped, "zh"); got != "m.csv row 2: database or disk is full" {
		t.Fatalf("before registering: %q", got)
	}
	RegisterReason(func(err error) (Msg, bool) {
		if _, ok := err.(driverErr); ok {
			return New("full"), true
		}
		return Msg{}, false
	})
	if got := Text(wrapped, "zh"); got != "m.csv row 2: 磁盘已满" {
		t.Errorf("wrapped: %q", got)
	}
	if got := Text(Because(driverErr{13}, "ctx", "x"), "zh"); got != "未导入：x：磁盘已满" {
		t.Errorf("because: %q", got)
	}
	if got := Text(Because(driverErr{13}, "ctx", "x"), "en"); got != "nothing imported: x: the disk is full" {
		t.Errorf("because, en: %q", got)
	}
	if !errors.Is(OSReason(driverErr{13}), driverErr{13}) {
		t.Error("the cause is lost")
	}
}
