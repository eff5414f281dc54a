package app

import (
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/test"

	"computecheck/assets"
	"computecheck/calc"
)

// hasASCIIWord reports a run of two or more Latin letters: English in a
// Chinese message.
func hasASCIIWord(s string, allowed ...string) bool {
	for _, a := range allowed {
		s = strings.ReplaceAll(s, a, "")
	}
	n := 0
	for _, r := range s {
		if r < 128 && unicode.IsLetter(r) {
			n++
			if n >= 2 {
				return true
			}
		} else {
			n = 0
		}
	}
	return false
}

// A 0, a negative or a tiny value is refused at its field: the field is
// marked, the reason is said under it in Chinese, and no result for the
// previous task stays on screen. A valid value brings the results back.
func TestTaskFieldsRefuseZeroNegativeAndTiny(t *testing.T) {
	tests := []struct {
		field, text string
		want        string // in the reason
	}{
		{"micro_batch", "0", "不能是 0"},
		{"seq_len", "0", "不能是 0"},
		{"micro_batch", "-2", "负数"},
		{"seq_len", "-2", "负数"},
		{"grad_accum", "0", "不能是 0"},
		{"tokens", "5", "太少"},
		{"tokens", "-1", "负数"},
		{"tokens", "0", "不能是 0"},
		{"gpus", "0", "不能是 0"},
		{"mfu", "0", "不能是 0"},
		{"mfu", "40", "0 到 1"},
		{"hours", "0", "不能是 0"},
		{"tp", "1.5", "整数"},
	}
	for _, tc := range tests {
		s, _ := newTestTaskScreen(t)
		if len(s.fitRows) == 0 || s.tput.Text == "" {
			t.Fatal("the default task shows no results")
		}
		e := s.ints[tc.field]
		if e == nil {
			e = s.floats[tc.field]
		}
		e.SetText("")
		test.Type(e, tc.text)
		reason := s.errs[tc.field]
		if reason.Hidden || !strings.Contains(reason.Text, tc.want) {
			t.Errorf("%s = %q: reason %q (hidden %v), want %q", tc.field, tc.text, reason.Text, reason.Hidden, tc.want)
		}
		if hasASCIIWord(reason.Text, "MFU", "token", "B", "e9") {
			t.Errorf("%s = %q: English in the reason %q", tc.field, tc.text, reason.Text)
		}
		if s.marked != tc.field {
			t.Errorf("%s = %q: marked field %q", tc.field, tc.text, s.marked)
		}
		if s.lastValid || len(s.stack.segs) != 0 || len(s.fitRows) != 0 || s.tput.Text != "" || strings.HasPrefix(s.verdict.Text, "放得下") {
			t.Errorf("%s = %q: results of the previous task left on screen (verdict %q)", tc.field, tc.text, s.verdict.Text)
		}
		e.SetText("")
		if tc.field == "tokens" {
			test.Type(e, "5亿")
		}
		if !s.lastValid || s.marked != "" || !reason.Hidden || len(s.fitRows) == 0 {
			t.Errorf("%s: fixing the field did not bring the results back (valid %v, marked %q)", tc.field, s.lastValid, s.marked)
		}
	}
}

// A blank count means the default, and the field says which.
func TestTaskBlankFieldsShowTheirDefault(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	s.ints["seq_len"].SetText("")
	if !s.lastValid || s.last.SeqLen != 2048 {
		t.Errorf("blank seq_len: valid %v, seq_len %d", s.lastValid, s.last.SeqLen)
	}
	for field, e := range s.ints {
		if strings.Contains(e.PlaceHolder, "%!") {
			t.Errorf("%s placeholder %q", field, e.PlaceHolder)
		}
	}
	for field, e := range s.floats {
		if strings.Contains(e.PlaceHolder, "%!") || hasASCIIWord(e.PlaceHolder, "B", "e9") {
			t.Errorf("%s placeholder %q", field, e.PlaceHolder)
		}
	}
	if got := s.ints["seq_len"].PlaceHolder; got != "默认 2048" {
		t.Errorf("seq_len placeholder %q", got)
	}
	want := "默认 " + strconv.FormatFloat(float64(calc.DefaultCheckpointIntervalHours), 'g', -1, 64)
	if got := s.floats["checkpoint_interval_hours"].PlaceHolder; got != want {
		t.Errorf("checkpoint interval placeholder %q, want %q", got, want)
	}
}

// Token budgets read as a Chinese reader writes them, and go back to the
// same number; the drop-downs show labels, never TASK.json's raw values.
func TestTaskBudgetsAndOptionsReadAsWords(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-7b","method":"lora","tokens":100000000}`)
	if got := s.floats["tokens"].Text; got != "1 亿" {
		t.Errorf("1e8 tokens shown as %q", got)
	}
	if s.last.Tokens != 1e8 {
		t.Errorf("read back as %g", s.last.Tokens)
	}
	loadExample(t, s, `{"model":"llama2-7b","tokens":123456789}`)
	if got := s.floats["tokens"].Text; got != "123456789" || s.last.Tokens != 123456789 {
		t.Errorf("an uneven budget shown as %q, read as %g", got, s.last.Tokens)
	}
	for field, sel := range s.selects {
		if field == "gpu" {
			continue // GPU ids are names
		}
		for _, o := range sel.Options {
			if o == "none" || o == "full" || o == "lora" || o == "adamw" || o == "auto" || o == "selective" || o == "all" {
				t.Errorf("%s shows the raw value %q", field, o)
			}
		}
	}
	if s.selects["method"].Selected != "LoRA" && s.selects["method"].Selected != "全参微调" {
		t.Errorf("method shown as %q", s.selects["method"].Selected)
	}
	if got := taskLine(s.last); strings.Contains(got, " full") || !strings.Contains(got, "全参") {
		t.Errorf("task line %q", got)
	}
}

// Every note the GPU catalogue ships reads in both languages, and the
// source column names its sources instead of bare codes.
func TestGPUNotesAndSourcesRead(t *testing.T) {
	for _, g := range calc.Catalogue() {
		if g.Note == "" {
			continue
		}
		for _, l := range []string{"zh", "en"} {
			assets.SetLang(l)
			if got := noteText(g.ID, g.Note); got == "" || l == "zh" && got == g.Note {
				t.Errorf("%s %s note %q", l, g.ID, got)
			}
		}
	}
	assets.SetLang("zh")
	if noteText("H20-96G", "my own note") != "my own note" {
		t.Error("a user's note was replaced")
	}
}

// k of "every k-th block" is typed only with the recompute mode that reads
// it; a blank k says the default it stands for.
func TestRecomputeEveryOnlyWithLayerMode(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	e := s.ints["recompute_every"]
	s.setSelected("recompute", calc.RecomputeFull)
	if !e.Disabled() {
		t.Error("k is editable with full recompute")
	}
	s.setSelected("recompute", calc.RecomputeLayer)
	if e.Disabled() {
		t.Error("k is disabled with recompute every k-th block")
	}
	if want := assets.T("task.default_value", calc.DefaultRecomputeEvery); e.PlaceHolder != want {
		t.Errorf("placeholder %q, want %q", e.PlaceHolder, want)
	}
	test.Type(e, "3")
	if !s.lastValid || s.last.RecomputeEvery != 3 {
		t.Errorf("k typed 3: task %+v (valid %v)", s.last.RecomputeEvery, s.lastValid)
	}
}
