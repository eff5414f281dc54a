package app

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/storage"
)

// fakeStore is an in-memory Store for UI tests.
type fakeStore struct {
	settings map[string]string
	tasks    map[string]string
	gpus     map[string]calc.GPU
}

func newFakeStore() *fakeStore {
	return &fakeStore{settings: map[string]string{}, tasks: map[string]string{}, gpus: map[string]calc.GPU{}}
}

func (f *fakeStore) Path() string { return "/tmp/fake.db" }
func (f *fakeStore) Setting(_ context.Context, k, def string) (string, error) {
	if v, ok := f.settings[k]; ok {
		return v, nil
	}
	return def, nil
}
func (f *fakeStore) SetSetting(_ context.Context, k, v string) error { f.settings[k] = v; return nil }
func (f *fakeStore) SaveTask(_ context.Context, name, js string) error {
	f.tasks[name] = js
	return nil
}
func (f *fakeStore) Tasks(context.Context) ([]storage.SavedTask, error) {
	var out []storage.SavedTask
	for n, js := range f.tasks {
		out = append(out, storage.SavedTask{Name: n, JSON: js})
	}
	return out, nil
}
func (f *fakeStore) DeleteTask(_ context.Context, name string) error {
	delete(f.tasks, name)
	return nil
}
func (f *fakeStore) GPUs(context.Context) ([]calc.GPU, error) {
	cat := calc.Catalogue()
	for i, g := range cat {
		if o, ok := f.gpus[g.ID]; ok {
			cat[i] = o
		}
	}
	return cat, nil
}
func (f *fakeStore) SaveGPU(_ context.Context, g calc.GPU) error { f.gpus[g.ID] = g; return nil }
func (f *fakeStore) ResetGPU(_ context.Context, id string) error { delete(f.gpus, id); return nil }

func newTestTaskScreen(t *testing.T) (*taskScreen, *fakeStore) {
	t.Helper()
	a := test.NewTempApp(t)
	assets.SetLang(assets.LangZh)
	store := newFakeStore()
	w := a.NewWindow("t")
	s := newTaskScreen(w, store, a.Preferences())
	w.SetContent(s.content)
	return s, store
}

func loadExample(t *testing.T, s *taskScreen, js string) {
	t.Helper()
	tk, err := calc.ParseTask([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	s.setTask(tk)
}

// The article's first example, visible in the app: a 7B full fine-tune does
// not fit one card while LoRA does.
func TestTaskScreenArticleExamples(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-7b","method":"full","gpu":"A100-80G-SXM","gpus":1,"micro_batch":1,"seq_len":2048}`)
	if !strings.HasPrefix(s.verdict.Text, "放不下") {
		t.Errorf("7B full fine-tune on one A100: verdict %q, want 放不下", s.verdict.Text)
	}
	if len(s.suggest.Objects) == 0 {
		t.Error("no change suggested for a task that does not fit")
	}
	loadExample(t, s, `{"model":"llama2-7b","method":"lora","gpu":"A100-80G-SXM","gpus":1,"micro_batch":1,"seq_len":2048}`)
	if !strings.HasPrefix(s.verdict.Text, "放得下") {
		t.Errorf("7B LoRA on one A100: verdict %q, want 放得下", s.verdict.Text)
	}
	if len(s.fitRows) != len(calc.Catalogue()) {
		t.Errorf("fit table has %d rows, want one per catalogue GPU", len(s.fitRows))
	}
}

// Typing a bad value shows an inline message beside that field and keeps
// the last good numbers off the screen.
func TestTaskScreenInlineValidation(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	test.Type(s.ints["seq_len"], "x")
	if s.errs["seq_len"].Hidden || s.errs["seq_len"].Text == "" {
		t.Error("non-numeric seq_len shows no inline error")
	}
	s.ints["seq_len"].SetText("4096")
	if !s.errs["seq_len"].Hidden {
		t.Error("error stays after the field was fixed")
	}
	s.ints["tp"].SetText("3") // 32 heads are not divisible by 3
	if s.errs["tp"].Hidden {
		t.Error("tp that does not divide heads is not flagged at the tp field")
	}
	s.ints["tp"].SetText("1")
	s.floats["gpus"].SetText("-2")
	if s.errs["gpus"].Hidden {
		t.Error("negative gpus not flagged")
	}
}

func TestTaskScreenSaveAndLoad(t *testing.T) {
	s, store := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"qwen2.5-7b","method":"qlora","gpu":"RTX4090-24G","micro_batch":2,"seq_len":1024}`)
	s.name.SetText("")
	s.onSave()
	if len(store.tasks) != 0 {
		t.Fatal("saved a task without a name")
	}
	s.name.SetText("Qwen QLoRA")
	s.onSave()
	js, ok := store.tasks["Qwen QLoRA"]
	if !ok {
		t.Fatal("task not saved")
	}
	var m map[string]any
	json.Unmarshal([]byte(js), &m)
	if m["model"] != "qwen2.5-7b" || m["method"] != "qlora" {
		t.Errorf("saved JSON = %s", js)
	}
	loadExample(t, s, `{"model":"llama2-7b"}`)
	s.onLoadSaved("Qwen QLoRA")
	if s.selected("method") != "qlora" || s.selected("gpu") != "RTX4090-24G" {
		t.Errorf("loading the saved task gave method %q gpu %q", s.selected("method"), s.selected("gpu"))
	}
}

func TestPresetSearchFilters(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	s.onModelTyped("qwen2.5")
	opts := s.modelOptions
	if len(opts) == 0 {
		t.Fatal("search for qwen2.5 found nothing")
	}
	for _, o := range opts {
		if !strings.Contains(strings.ToLower(o), "qwen2.5") {
			t.Errorf("option %q does not match the search", o)
		}
	}
	p, _ := calc.Preset("llama3.1-8b")
	s.model.SetText(presetOption(p))
	if s.ints["model.hidden"].Text != "4096" || s.ints["model.kv_heads"].Text != "8" {
		t.Errorf("choosing llama3.1-8b filled hidden=%q kv=%q", s.ints["model.hidden"].Text, s.ints["model.kv_heads"].Text)
	}
}

// The language switch rebuilds the window in English and keeps the task.
func TestLanguageSwitchKeepsTask(t *testing.T) {
	a := test.NewTempApp(t)
	assets.SetLang(assets.LangZh)
	defer assets.SetLang(assets.LangZh)
	w := a.NewWindow("t")
	u := newUI(a, w, newFakeStore())
	w.SetContent(u.build())
	if u.tabs.Items[0].Text != "任务画像" {
		t.Fatalf("first tab = %q", u.tabs.Items[0].Text)
	}
	u.task.ints["seq_len"].SetText("4096")
	u.setLang(assets.LangEn)
	if u.tabs.Items[0].Text != "Task" || u.tabs.Items[3].Text != "Benchmarks" {
		t.Errorf("tabs after switch: %q, %q", u.tabs.Items[0].Text, u.tabs.Items[3].Text)
	}
	if a.Preferences().String(prefLang) != assets.LangEn {
		t.Error("language choice not remembered")
	}
	if got := u.task.ints["seq_len"].Text; got != "4096" {
		t.Errorf("seq_len after language switch = %q, want 4096", got)
	}
	if !strings.HasPrefix(u.task.verdict.Text, "Fits") && !strings.HasPrefix(u.task.verdict.Text, "Does not fit") && !strings.HasPrefix(u.task.verdict.Text, "Borderline") {
		t.Errorf("verdict not in English: %q", u.task.verdict.Text)
	}
}

func TestSettingsHoursValidation(t *testing.T) {
	a := test.NewTempApp(t)
	store := newFakeStore()
	w := a.NewWindow("t")
	u := newUI(a, w, store)
	w.SetContent(u.build())
	s := newSettingsScreen(u)
	s.hours.SetText("abc")
	if s.hoursErr.Text == "" {
		t.Error("non-numeric hours per month accepted")
	}
	if _, ok := store.settings[storage.SettingHoursPerMonth]; ok {
		t.Error("invalid hours stored")
	}
	s.hours.SetText("730")
	if store.settings[storage.SettingHoursPerMonth] != "730" {
		t.Errorf("hours per month stored as %q", store.settings[storage.SettingHoursPerMonth])
	}
	s.currency.SetSelected("USD")
	if store.settings[storage.SettingCurrency] != "USD" {
		t.Error("currency not stored")
	}
}

func TestParseAmount(t *testing.T) {
	for in, want := range map[string]float64{"": 0, "2B": 2e9, "500M": 5e8, "5亿": 5e8, "3万": 3e4, "1e9": 1e9, "1,000": 1000, " 7 ": 7} {
		got, err := parseAmount(in)
		if err != nil || got != want {
			t.Errorf("parseAmount(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"abc", "-5", "1..2", "亿"} {
		if _, err := parseAmount(bad); err == nil {
			t.Errorf("parseAmount(%q) accepted", bad)
		}
	}
}

// Every change calc can suggest shows in words, not as a raw key.
func TestSuggestionsAreTranslated(t *testing.T) {
	for _, js := range []string{
		`{"model":"llama2-7b","method":"full","gpu":"A100-80G-SXM","gpus":1}`,
		`{"model":"llama2-70b","method":"full","gpu":"RTX4090-24G","gpus":8}`,
		`{"model":"qwen2.5-14b","method":"full","gpu":"L20-48G","gpus":2,"seq_len":8192,"micro_batch":4}`,
	} {
		tk, err := calc.ParseTask([]byte(js))
		if err != nil {
			t.Fatal(err)
		}
		g, _ := calc.LookupGPU(tk.GPU)
		for _, s := range calc.Suggestions(tk, g) {
			for _, c := range s.Changes() {
				for _, l := range []string{assets.LangZh, assets.LangEn} {
					if k := "suggest." + c; assets.Tr(l, k) == k {
						t.Errorf("suggestion %q has no %s text", c, l)
					}
				}
			}
		}
	}
}

func TestBenchScreenImportsAndCompares(t *testing.T) {
	a := test.NewTempApp(t)
	assets.SetLang(assets.LangEn)
	defer assets.SetLang(assets.LangZh)
	db, err := storage.Open(filepath.Join(t.TempDir(), "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	w := a.NewWindow("t")
	u := newUI(a, w, db)
	w.SetContent(u.build())
	s := newBenchScreen(u)
	if len(s.rows) != 0 {
		t.Fatalf("fresh database shows %d results", len(s.rows))
	}
	data, err := os.ReadFile("../bench/testdata/kit_h800x8.json")
	if err != nil {
		t.Fatal(err)
	}
	s.importData([]byte("not json at all {"), "broken.json")
	waitFor(t, func() bool {
		return strings.Contains(s.status.Text, "broken.json") && strings.Contains(s.status.Text, "nothing was stored")
	})
	if recs, _ := db.BenchResults(context.Background()); len(recs) != 0 {
		t.Fatal("a broken file was stored")
	}
	// The kit trained Llama 3.1 8B with LoRA: the task in the Task area.
	loadExample(t, u.task, `{"model":"llama3.1-8b","method":"lora","gpu":"H800-80G-SXM","seq_len":4096}`)
	s.importData(data, "kit_h800x8.json")
	waitFor(t, func() bool { return len(s.rows) == 1 })
	r := s.rows[0]
	if r.err != nil {
		t.Fatalf("no comparison for an H800 kit result: %v", r.err)
	}
	if r.cmp.EstimatedPerGPU <= 0 || r.cmp.MeasuredPerGPU <= 0 {
		t.Errorf("comparison %+v", r.cmp)
	}
	if got := s.cell(r, 4); !strings.HasSuffix(got, "%") {
		t.Errorf("ratio cell %q", got)
	}

	// Another model in the Task area: Compare would not use this run, so
	// neither does this area; it says why instead of "agrees".
	loadExample(t, u.task, `{"model":"llama2-13b","method":"lora","gpu":"H800-80G-SXM"}`)
	s.reload()
	r = s.rows[0]
	if r.err == nil || !strings.Contains(errText(r.err), "13") {
		t.Fatalf("a run of another model compared: %+v %v", r.cmp, r.err)
	}
	if got := s.cell(r, 4); got != "–" {
		t.Errorf("ratio cell %q for a run that does not stand for the task", got)
	}
	s.showDetail(r)
	detail := labelTexts(s.detail)
	if strings.Contains(detail, assets.T("bench.within")) || !strings.Contains(detail, "Cannot compare") {
		t.Errorf("detail for another model's run: %s", detail)
	}
}

// labelTexts joins the text of every label under o.
func labelTexts(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			b.WriteString(w.Text + "\n")
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		}
	}
	walk(o)
	return b.String()
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute) // a wait, not a budget: busy CI machines are slow
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("timed out waiting")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Restoring a backup from Settings swaps the window onto the restored data.
func TestRestoreFromBackupRebuildsOnRestoredData(t *testing.T) {
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "cc.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	db.SaveTask(ctx, "kept", `{"model":"gpt2"}`)
	b, err := db.Backup(ctx, storage.BackupManual)
	if err != nil {
		t.Fatal(err)
	}
	db.DeleteTask(ctx, "kept")
	w := a.NewWindow("t")
	u := newUI(a, w, db)
	w.SetContent(u.build())
	if newSafetySection(u) == nil {
		t.Fatal("Settings has no data-safety section on a real database")
	}
	u.restoreFrom(db, b.Path)
	ts, err := u.store.Tasks(ctx)
	if err != nil || len(ts) != 1 || ts[0].Name != "kept" {
		t.Fatalf("after restore the window's store has tasks %+v (%v)", ts, err)
	}
	if u.store == Store(db) {
		t.Error("the closed database is still in use")
	}
	u.store.(io.Closer).Close()
}

// UI tests run background work inline (see background.go).
func TestMain(m *testing.M) {
	background = func(work func()) { work() }
	os.Exit(m.Run())
}

// The cost inputs the Compare area reads are in the Task form: a blank is
// the default, a written 0 means 0, and both survive a reload.
func TestTaskCostInputs(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-7b","method":"lora","dataset_gb":200,"egress_gb":30,"checkpoints_kept":0,"failure_rate_per_node_day":0}`)
	if got := s.floats["dataset_gb"].Text; got != "200" {
		t.Errorf("dataset_gb shows %q", got)
	}
	if s.floats["checkpoints_kept"].Text != "0" || s.floats["failure_rate_per_node_day"].Text != "0" {
		t.Errorf("written zeros show as %q, %q", s.floats["checkpoints_kept"].Text, s.floats["failure_rate_per_node_day"].Text)
	}
	tk := s.current()
	if tk.DatasetGB != 200 || tk.EgressGB != 30 || tk.Checkpoints != 0 || !tk.ZeroGiven("failure_rate_per_node_day") {
		t.Errorf("task read back: dataset %v egress %v checkpoints %d zero-rate %v", tk.DatasetGB, tk.EgressGB, tk.Checkpoints, tk.ZeroGiven("failure_rate_per_node_day"))
	}
	s.floats["failure_rate_per_node_day"].SetText("")
	s.floats["checkpoints_kept"].SetText("")
	if tk := s.current(); tk.ZeroGiven("failure_rate_per_node_day") || tk.Checkpoints != 1 {
		t.Errorf("blank fields should mean the defaults: checkpoints %d", tk.Checkpoints)
	}
	s.floats["checkpoints_kept"].SetText("1.5")
	if s.errs["checkpoints_kept"].Hidden {
		t.Error("a fractional checkpoint count is not flagged")
	}
}
