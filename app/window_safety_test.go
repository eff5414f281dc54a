package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

// pressCtrl delivers Ctrl+key as the desktop driver turns it into a
// shortcut (internal/driver/glfw/window.go, triggersShortcut): Ctrl+Z is
// Fyne's Undo, Ctrl+A its SelectAll, any other key a custom shortcut.
// Then it goes the way typeShortcut describes.
func pressCtrl(w fyne.Window, k fyne.KeyName, extra fyne.KeyModifier) {
	var sc fyne.Shortcut = &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | extra}
	if extra == 0 {
		switch k {
		case fyne.KeyZ:
			sc = &fyne.ShortcutUndo{}
		case fyne.KeyY:
			sc = &fyne.ShortcutRedo{}
		case fyne.KeyA:
			sc = &fyne.ShortcutSelectAll{}
		}
	}
	typeShortcut(w, sc)
}

// In the delete question, Esc cancels and Enter deletes, whatever colour
// the delete button has; after the delete, Ctrl+Z (as the keyboard sends
// it) brings the quote back while the table has the focus.
func TestDeleteQuestionKeysFollowRolesAndCtrlZUndoes(t *testing.T) {
	s, db, _ := newTestQuotes(t, assets.LangZh)
	storeSamples(t, s, db, "vendor_quotes_cn.csv")
	w := s.u.win
	ctx := context.Background()
	var row int
	for r, i := range s.view {
		if s.norm[i].Vendor == "锦江算力" {
			row = r
		}
	}
	s.table.Tapped(&fyne.PointEvent{Position: cellCentre(s, row, qcGPU)})
	if w.Canvas().Focused() != s.table {
		t.Fatalf("%T has the focus, not the table", w.Canvas().Focused())
	}
	s.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if s.confirm == nil {
		t.Fatal("Delete did not ask")
	}
	typeKey(w, fyne.KeyEscape)
	if got, _ := db.Quotes(ctx); len(got) != 6 {
		t.Fatalf("Esc in the delete question deleted: %d quotes left", len(got))
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc did not close the delete question")
	}
	s.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	typeKey(w, fyne.KeyReturn)
	if got, _ := db.Quotes(ctx); len(got) != 5 {
		t.Fatalf("Enter in the delete question: %d quotes, want 5", len(got))
	}
	w.Canvas().Focus(s.table)
	pressCtrl(w, fyne.KeyZ, 0)
	if got, _ := db.Quotes(ctx); len(got) != 6 {
		t.Errorf("Ctrl+Z after the delete: %d quotes, want 6", len(got))
	}
}

// Ctrl+Q keeps the whole place of the window. Fyne writes the preferences
// file at the first change and drops what changes in the next 100 ms when
// the app quits then: what the first change holds is what is kept.
func TestQuitKeepsTheWholeWindowSize(t *testing.T) {
	a := test.NewTempApp(t)
	prefs := a.Preferences()
	w := a.NewWindow("t")
	w.SetContent(fyne.NewContainer())
	w.Resize(fyne.NewSize(1500, 870))
	u := newUI(a, w, newFakeStore())
	u.quit = func() { saveWindow(w, prefs) } // as startUI's, without quitting the test

	var firstWrite fyne.Size
	changes, pressing := 0, false
	prefs.AddChangeListener(func() {
		if !pressing {
			return // another change than Ctrl+Q's
		}
		changes++
		if changes == 1 {
			firstWrite = windowSize(prefs, fyne.NewSize(1920, 1080))
		}
	})
	u.installShortcuts()
	pressing = true
	pressCtrl(w, fyne.KeyQ, 0)
	pressing = false
	if changes == 0 {
		t.Fatal("Ctrl+Q saved nothing")
	}
	if firstWrite != fyne.NewSize(1500, 870) {
		t.Errorf("the first write after Ctrl+Q reopens at %v, want 1500×870", firstWrite)
	}
}

// Settings → export a share file writes into the file the save dialog
// made (it creates the file, empty, before handing it over): the file
// holds the quotes and reads back.
func TestShareExportWritesTheChosenFile(t *testing.T) {
	a := test.NewTempApp(t)
	assets.SetLang(assets.LangZh)
	dir := t.TempDir()
	db, err := storage.Open(filepath.Join(dir, "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.SaveTask(context.Background(), "kept", `{"model":"gpt2"}`); err != nil {
		t.Fatal(err)
	}
	w := a.NewWindow("t")
	u := newUI(a, w, db)
	w.SetContent(u.build())
	status := widget.NewLabel("")
	for _, name := range []string{"share.json", "another name.json"} {
		path := filepath.Join(dir, name)
		wc, err := fynestorage.Writer(fynestorage.NewFileURI(path)) // as the save dialog does
		if err != nil {
			t.Fatal(err)
		}
		u.onShareExportChosen(db, status, wc, nil)
		if top := w.Canvas().Overlays().Top(); top != nil {
			t.Fatalf("%s: export showed a dialog (%s)", name, status.Text)
		}
		f, err := storage.ReadShareFile(path)
		if err != nil {
			t.Fatalf("%s: the exported file does not read: %v", name, err)
		}
		if len(f.Tasks) != 1 {
			t.Errorf("%s: %d tasks in the share file, want 1", name, len(f.Tasks))
		}
	}
}

// File dialogs take most of the window (Fyne opens them at 480×270).
func TestFileDialogsAreSizedToTheWindow(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("t")
	w.SetContent(fyne.NewContainer())
	w.Resize(fyne.NewSize(1600, 980))
	if s := dialogSize(w); s.Width < 1200 || s.Height < 700 || s.Width > 1600 || s.Height > 980 {
		t.Errorf("a file dialog over a 1600×980 window: %v", s)
	}
	w.Resize(fyne.NewSize(800, 500))
	if s := dialogSize(w); s.Width > 800 || s.Height > 500 {
		t.Errorf("a file dialog over an 800×500 window overflows it: %v", s)
	}
}

// A kit result names the quote it was measured on (quote_id): imported in
// the window it is linked to that quote, as the kit dialog says; a quote
// this database does not have leaves it unlinked, and the status says so.
func TestBenchImportLinksTheResultsQuote(t *testing.T) {
	qs, db, _ := newTestQuotes(t, assets.LangZh)
	storeSamples(t, qs, db, "vendor_quotes_cn.csv")
	stored, _ := db.Quotes(context.Background())
	want := stored[2].ID
	raw, err := os.ReadFile(filepath.Join("..", "bench", "testdata", "kit_h800x8.json"))
	if err != nil {
		t.Fatal(err)
	}
	s := newBenchScreen(qs.u)
	withQuote := regexp.MustCompile(`"quote_id":\s*\d+`)
	s.importData(withQuote.ReplaceAll(raw, []byte(fmt.Sprintf(`"quote_id": %d`, want))), "result.json")
	waitFor(t, func() bool { return len(s.rows) == 1 })
	if got := s.rows[0].rec.QuoteID; got == nil || *got != want {
		t.Fatalf("the result is linked to %v, want quote #%d", got, want)
	}
	s.importData(withQuote.ReplaceAll(raw, []byte(`"quote_id": 99999, "note": "elsewhere"`)), "other.json")
	waitFor(t, func() bool { return len(s.rows) == 2 })
	if !strings.Contains(s.status.Text, "99999") {
		t.Errorf("an unknown quote is not named: %q", s.status.Text)
	}
}

// Scrolled down, a filter that leaves fewer rows shows them, and clearing
// it shows the table again (it showed "12 / 52" over a blank table).
func TestFilterAfterScrollingShowsTheRows(t *testing.T) {
	s := newBigQuotes(t, 52)
	s.table.ScrollToBottom()
	last := s.cellText(s.view[len(s.view)-1], qcOffer)
	if !tableDraws(s, last) {
		t.Fatalf("scrolled to the bottom, the last row %q is not drawn", last)
	}
	test.Type(s.filter, "A800")
	if len(s.view) == 0 || len(s.view) >= 52 {
		t.Fatalf("the filter left %d rows", len(s.view))
	}
	if first := s.cellText(s.view[0], qcOffer); !tableDraws(s, first) {
		t.Errorf("after the filter the first row %q is not drawn", first)
	}
	s.filter.SetText("")
	if first := s.cellText(s.view[0], qcOffer); !tableDraws(s, first) {
		t.Errorf("after clearing the filter the first row %q is not drawn", first)
	}
}

// Typing a token count while the machine is busy: every keystroke lands in
// the field; the estimate runs off the UI goroutine, only the newest task
// waits for the one running, and the result shown is the last one typed,
// whatever order the work finishes in.
func TestTypingTokensNeverWaitsForTheEstimate(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-13b","method":"full","gpu":"H100-80G-SXM","gpus":16,"tokens":1e9}`)
	var queued []func()
	inline := background
	background = func(work func()) { queued = append(queued, work) }
	defer func() { background = inline }()

	before := s.lastEst.TrainingHours
	tokens := s.floats["tokens"]
	tokens.SetText("")
	s.win.Canvas().Focus(tokens)
	test.Type(tokens, "2000000000000")
	if tokens.Text != "2000000000000" {
		t.Fatalf("the field holds %q", tokens.Text)
	}
	if s.lastEst.TrainingHours != before {
		t.Fatal("the estimate ran on the UI goroutine while typing")
	}
	runs := 0
	for len(queued) > 0 {
		// The newest piece of work first, then the older ones.
		work := queued[len(queued)-1]
		queued = queued[:len(queued)-1]
		work()
		runs++
	}
	if runs > 3 {
		t.Errorf("%d estimates for one typed number: stale ones were not dropped", runs)
	}
	want := calc.EstimateTask(s.current(), s.catalogue)
	if s.current().Tokens != 2e12 || s.lastEst.TrainingHours != want.TrainingHours {
		t.Errorf("shown: %.1f h for %g tokens, want %.1f h for 2e12", s.lastEst.TrainingHours, s.current().Tokens, want.TrainingHours)
	}
}

// With InfiniBand chosen in the Task area and no speed, the estimate says
// the speed was assumed, never that the network was not stated.
func TestStatedInterNodeIsNotCalledUnstated(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-13b","method":"full","gpu":"A800-80G-SXM","gpus":32,"gpus_per_node":8,"tokens":1e10}`)
	s.setSelected("inter_node", "ib")
	s.onTaskChanged()
	if s.current().InterNode != "ib" {
		t.Fatalf("inter-node %q, want ib", s.current().InterNode)
	}
	shown := s.warnings.Text + "\n" + s.limit.Text + "\n" + s.tput.Text
	if strings.Contains(shown, "机间网络未说明") {
		t.Errorf("a stated network is called unstated:\n%s", shown)
	}
	if !strings.Contains(shown, "机间网速未说明") {
		t.Errorf("the assumed speed is not said:\n%s", shown)
	}
}

// The window takes the token counts the command line takes (calc's one
// rule): 5,000 tokens is a task in both, 500 is refused by both.
func TestTokenMinimumIsCalcs(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"gpt2","method":"full","gpu":"A800-80G-SXM","gpus":1,"tokens":1e9}`)
	for _, typed := range []string{"5000", "500", "1e6", "2B"} {
		s.floats["tokens"].SetText(typed)
		v, _ := parseAmount(typed)
		_, cliErr := calc.ParseTask([]byte(fmt.Sprintf(`{"model":"gpt2","method":"full","gpu":"A800-80G-SXM","gpus":1,"tokens":%g}`, v)))
		windowRefuses := s.marked == "tokens"
		if windowRefuses != (cliErr != nil) {
			t.Errorf("tokens %q: the window refuses %v, the command line %v (%v)", typed, windowRefuses, cliErr != nil, cliErr)
		}
		if windowRefuses && s.errs["tokens"].Hidden {
			t.Errorf("tokens %q refused without a reason", typed)
		}
	}
}

// A GPU whose stated memory is not the catalogue card's is refused at its
// cell, and the refusal names the card, then its memory ("目录中的
// L40S-48G 为 48 GB"), in both languages (the zh text once read "显存 192
// GB 不是 45 的 L40S-48G GB").
func TestGPUMemoryRefusalNamesCardThenMemory(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "l40s.csv")
	os.WriteFile(p, []byte("供应商,GPU型号,单卡价格(元/卡/时),每台卡数\n测试云,L40S 192G,5.5,8\n"), 0o644)
	res, err := quotes.ReadFile(p)
	if res == nil || len(res.Quotes) != 0 || len(res.Problems) != 1 {
		t.Fatalf("read %v: want one refusal and no quote, got %+v", err, res)
	}
	pr := res.Problems[0]
	zh, en := pr.Text(assets.LangZh), pr.Text(assets.LangEn)
	if !regexp.MustCompile(`显存 192 GB，而目录中的 L40S-48G 为 \d+ GB`).MatchString(zh) {
		t.Errorf("zh refusal: %q", zh)
	}
	if !regexp.MustCompile(`states 192 GB of memory, but the catalogue's L40S-48G has \d+ GB`).MatchString(en) {
		t.Errorf("en refusal: %q", en)
	}
}

// A price of 1e308 in the quote editor is out of range, and the editor
// says so (the bounds table's range and reason), not "enter a price
// above 0".
func TestQuoteEditorNamesAnOutOfRangePrice(t *testing.T) {
	s, db, _ := newTestQuotes(t, assets.LangZh)
	s.openForm(nil)
	f := s.form
	f.e["vendor"].SetText("测试云")
	f.gpu.SetSelected("H100-80G-SXM")
	f.sel["price_unit"].set(quotes.UnitGPUHour)
	f.e["gpus_per_node"].SetText("8")
	f.e["price"].SetText("1e308")
	f.onSave()
	if got, _ := db.Quotes(context.Background()); len(got) != 0 {
		t.Fatal("a price of 1e308 was stored")
	}
	if line := f.errs["price"]; !line.Hidden {
		t.Errorf("the price line reads %q", line.Text)
	}
	if f.top.Hidden || !strings.Contains(f.top.Text, "1e+308") || !strings.Contains(f.top.Text, "price") {
		t.Errorf("the editor says %q (hidden %v)", f.top.Text, f.top.Hidden)
	}
}

// The screens learn of a changed task by one notification (the task
// feed), not by reaching into the Task screen: shown, Compare ranks the
// task typed in the Task area; the Benchmarks area compares with it when
// next shown.
func TestScreensLearnOfTheTaskByNotification(t *testing.T) {
	u, s, _ := compareUI(t)
	var heard []calc.Task
	u.feed.subscribe(func(tk calc.Task) { heard = append(heard, tk) })
	setTaskJSON(t, u, `{"name":"first","model":"llama3.1-8b","method":"lora","tokens":1e9}`)
	if len(heard) != 1 || heard[0].Name != "first" {
		t.Fatalf("one change of the task told %d times (%v)", len(heard), heard)
	}
	u.tabs.SelectIndex(2) // Compare, as a user clicks it
	s.wait()
	if s.data == nil || s.data.Task.Name != "first" {
		t.Fatal("Compare did not rank the task on being shown")
	}
	// Changed while Compare is shown (a saved task loaded by the menu's
	// key): Compare ranks the new one without being clicked again.
	setTaskJSON(t, u, `{"name":"second","model":"llama3.1-8b","method":"lora","tokens":2e9}`)
	s.wait()
	if s.data.Task.Name != "second" {
		t.Errorf("Compare shows the ranking of %q after the task changed to \"second\"", s.data.Task.Name)
	}
	if u.feed.current().Name != "second" || len(u.feed.gpus()) == 0 {
		t.Errorf("the feed holds %q and %d cards", u.feed.current().Name, len(u.feed.gpus()))
	}
}

// No screen reads the Task screen through the shared *ui: they read the
// task feed (ui.go and keys.go wire the Task screen itself).
func TestNoScreenReachesIntoTheTaskScreen(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	reach := regexp.MustCompile(`\bu\.task\.`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "ui.go" || f == "keys.go" {
			continue
		}
		src, _ := os.ReadFile(f)
		for i, line := range strings.Split(string(src), "\n") {
			if reach.MatchString(line) {
				t.Errorf("%s:%d reaches into the Task screen: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}

// No text the user sees points to a file they do not have (the market
// notes were "hardware_and_market.md 第 4 节"); Settings names the
// defaults' sources itself.
func TestNoTextPointsToAMissingFile(t *testing.T) {
	for _, lang := range []string{assets.LangZh, assets.LangEn} {
		for _, k := range assets.Keys(lang) {
			if txt := assets.Tr(lang, k); strings.Contains(txt, ".md") {
				t.Errorf("%s %s points to a file the user does not have: %q", lang, k, txt)
			}
		}
	}
	u, _, _ := newTestUI(t)
	db, err := storage.Open(filepath.Join(t.TempDir(), "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	u.store = db
	sec := newAssumedSection(u)
	if sec == nil || !strings.Contains(sec.msg.Text, "CFS") || !strings.Contains(sec.msg.Text, "0.35") {
		t.Errorf("Settings does not name the defaults' sources: %q", sec.msg.Text)
	}
}

// The first start says to describe the job first (the form holds an
// example); a later start, with a task remembered, does not.
func TestFirstStartSaysDescribeYourJobFirst(t *testing.T) {
	a := test.NewTempApp(t)
	assets.SetLang(assets.LangZh)
	w := a.NewWindow("t")
	s := newTaskScreen(w, newFakeStore(), a.Preferences())
	w.SetContent(s.content)
	if s.firstRun.Hidden || !strings.Contains(test.RenderToMarkup(w.Canvas()), "先在下面描述你的训练任务") {
		t.Fatal("the first start does not say to describe the job first")
	}
	for _, o := range s.firstRun.Objects {
		if box, ok := o.(*fyne.Container); ok {
			test.Tap(box.Objects[0].(*widget.Button))
		}
	}
	if !s.firstRun.Hidden {
		t.Error("知道了 did not put the hint away")
	}
	again := newTaskScreen(w, newFakeStore(), a.Preferences())
	if !again.firstRun.Hidden {
		t.Error("a later start, with a task remembered, shows the first-start hint")
	}
}

// The examples include the article's pre-training and 70B cases, and each
// one reads as a task the form estimates.
func TestExamplesIncludePretrainingAnd70B(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	var pretrain, big bool
	for _, ex := range examples {
		tk, err := calc.ParseTask([]byte(ex.json))
		if err != nil {
			t.Fatalf("%s: %v", ex.key, err)
		}
		s.setTask(tk)
		if !s.lastValid || s.lastEst.TrainingHours <= 0 {
			t.Errorf("%s: the form does not estimate it (valid %v)", ex.key, s.lastValid)
		}
		if strings.Contains(ex.key, "pretrain") && !s.lastEst.Fits {
			t.Errorf("%s: the example does not fit its own cards", ex.key)
		}
		if strings.Contains(assets.Tr(assets.LangZh, ex.key), "预训练") && tk.Tokens >= 1e10 {
			pretrain = true
		}
		if tk.Model.Params >= 60e9 {
			big = true
		}
	}
	if !pretrain || !big {
		t.Errorf("examples: pre-training %v, 70B %v", pretrain, big)
	}
}

// In the rates dialog, a refused rate's error line appears without moving
// the fields: the rate field stays under the pointer.
func TestFXErrorLineDoesNotMoveTheFields(t *testing.T) {
	s, _, _ := newTestQuotes(t, assets.LangZh)
	s.onFXRates()
	f := s.fx
	d := fyne.CurrentApp().Driver()
	before := d.AbsolutePositionForObject(f.rate)
	f.currency.SetText("USD")
	f.rate.SetText("-3")
	test.Tap(f.save)
	if f.err.Hidden || f.err.Text == "" {
		t.Fatal("a rate of -3 was not refused")
	}
	// Lay the dialog out again, as the desktop driver does on its next frame.
	relayout(s.u.win.Canvas().Overlays().Top())
	if after := d.AbsolutePositionForObject(f.rate); after != before {
		t.Errorf("the rate field moved from %v to %v when the error showed", before, after)
	}
}

// relayout lays o and every container in it out again at their sizes.
func relayout(o fyne.CanvasObject) {
	switch c := o.(type) {
	case *fyne.Container:
		if c.Layout != nil {
			c.Layout.Layout(c.Objects, c.Size())
		}
		for _, child := range c.Objects {
			relayout(child)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(c)
		r.Layout(c.Size())
		for _, child := range r.Objects() {
			relayout(child)
		}
	}
}

// Compare's columns are as wide as what they hold (方案调整 and 胜出需报价
// were clipped), and the Task area's plan column as its longest plan.
func TestColumnsAreWideEnoughForTheirContent(t *testing.T) {
	u, s, _ := compareUI(t)
	setTaskJSON(t, u, compareTask13B)
	s.refresh()
	s.wait()
	cols := s.data.view.Cols
	if len(s.colWidths) != len(cols) {
		t.Fatalf("%d widths for %d columns", len(s.colWidths), len(cols))
	}
	for i, c := range cols {
		if c.Key != present.ColPlan && c.Key != present.ColPriceToWin {
			continue
		}
		for _, r := range s.data.view.Rows {
			if need := textWidth(r.Cells[i], false); need > s.colWidths[i] && s.colWidths[i] < 640 {
				t.Errorf("%s: %q needs %.0f, the column is %.0f", c.Key, r.Cells[i], need, s.colWidths[i])
			}
		}
	}
	ts := u.task
	for _, r := range ts.fitRows {
		text, _ := ts.fitPlanCell(r.GPU.ID)
		if need := textWidth(text, false); need > ts.fitLayout.widths[fitColPlan] {
			t.Errorf("fit table plan %q needs %.0f, the column is %.0f", text, need, ts.fitLayout.widths[fitColPlan])
		}
	}
}
