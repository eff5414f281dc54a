package app

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"computecheck/assets"
	"computecheck/quotes"
	"computecheck/storage"
)

// lostDB is a database with a saved task and one backup, then emptied to
// zero bytes (or removed), as a sync tool or a full disk leaves it.
func lostDB(t *testing.T, remove bool) (path string, lost *storage.LostError) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "cc.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.SaveTask(context.Background(), "kept", `{"model":"gpt2"}`)
	if _, err := db.Backup(context.Background(), storage.BackupManual); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for _, s := range []string{"-wal", "-shm"} {
		os.Remove(path + s)
	}
	if remove {
		os.Remove(path)
	} else {
		os.WriteFile(path, nil, 0o644)
	}
	_, err = storage.Open(path)
	if !errors.As(err, &lost) {
		t.Fatalf("Open: %v, want a LostError", err)
	}
	return path, lost
}

// A zero-byte database beside its backups says so at start-up, in the
// user's language, and restoring the newest opens the window on it.
func TestLostDatabaseScreenRestoresTheNewest(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		assets.SetLang(lang)
		a := test.NewTempApp(t)
		w := a.NewWindow("t")
		path, lost := lostDB(t, false)
		var closeUI func()
		screen := lostScreen(a, w, lost, func(c func()) { closeUI = c })
		w.SetContent(screen)
		if s := labelTexts(screen); !strings.Contains(s, path) || !strings.Contains(s, filepath.Base(lost.Latest)) {
			t.Errorf("%s: the screen does not name the file and the backup:\n%s", lang, s)
		}
		if st, _ := os.Stat(path); st.Size() != 0 {
			t.Error("the empty file was written before the user chose")
		}
		test.Tap(findButton(t, screen, assets.T("startup.restore_newest")))
		if closeUI == nil {
			t.Fatalf("%s: the window did not open: %s", lang, labelTexts(screen))
		}
		closeUI()
		db, err := storage.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		ts, _ := db.Tasks(context.Background())
		db.Close()
		if len(ts) != 1 || ts[0].Name != "kept" {
			t.Errorf("%s: restored tasks %v", lang, ts)
		}
	}
	assets.SetLang("zh")
}

// Starting empty on purpose opens an empty database and keeps the backups.
func TestLostDatabaseScreenStartsEmpty(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("t")
	path, lost := lostDB(t, true)
	var closeUI func()
	screen := lostScreen(a, w, lost, func(c func()) { closeUI = c })
	test.Tap(findButton(t, screen, assets.T("startup.start_empty")))
	if closeUI == nil {
		t.Fatal("the window did not open")
	}
	closeUI()
	if _, err := os.Stat(path); err != nil {
		t.Error("no database was created")
	}
	if _, err := os.Stat(lost.Latest); err != nil {
		t.Error("the backup went")
	}
}

// A stored quote row that cannot be read is left out of the Quotes area,
// which names it and the way to remove it; the rest is listed.
func TestQuotesAreaNamesUnreadableRows(t *testing.T) {
	db, err := storage.Open(filepath.Join(t.TempDir(), "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, v := range []string{"蓉城智算", "Kestrel"} {
		gpn, nodes := 8, 1
		if _, err := db.SaveQuote(context.Background(), quotes.Quote{Vendor: v, GPU: "A100-80G-SXM", GPUsPerNode: &gpn,
			Nodes: &nodes, Price: 10, PriceUnit: "gpu_hour", Currency: "CNY"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.SQL().Exec(`UPDATE quotes SET raw_json = '{' WHERE vendor = 'Kestrel'`); err != nil {
		t.Fatal(err)
	}
	d := loadQuotes(db, false, "2026-12-01")
	if d.err != nil || len(d.norm) != 1 || d.norm[0].Vendor != "蓉城智算" {
		t.Fatalf("listed %d quotes (%v)", len(d.norm), d.err)
	}
	if !strings.Contains(d.skipped, "2") || !strings.Contains(d.skipped, "quotes delete 2") {
		t.Errorf("the skipped row is not named: %q", d.skipped)
	}
}

// The quote form holds numbers to the same bounds as a file (the GUI door):
// 0.0000001 a GPU-hour is refused, named, in the user's language.
func TestQuoteFormRefusesAbsurdPrice(t *testing.T) {
	for _, lang := range []string{assets.LangZh, assets.LangEn} {
		s, db, _ := newTestQuotes(t, lang)
		s.openForm(nil)
		f := s.form
		f.e["vendor"].SetText("测试云")
		f.gpu.SetSelected("H100-80G-SXM")
		f.e["price"].SetText("0.0000001")
		f.sel["price_unit"].set(quotes.UnitGPUHour)
		f.e["gpus_per_node"].SetText("8")
		test.Tap(f.save)
		if s.form == nil {
			t.Fatalf("%s: saved a price of 1e-7 a GPU-hour", lang)
		}
		if got, _ := db.Quotes(context.Background()); len(got) != 0 {
			t.Fatalf("%s: stored it", lang)
		}
		want := map[string]string{assets.LangZh: "每卡时", assets.LangEn: "card-hour"}[lang]
		if msg := f.top.Text; f.top.Hidden || !strings.Contains(msg, "price") || !strings.Contains(msg, want) {
			t.Errorf("%s: %q", lang, msg)
		}
	}
	assets.SetLang(assets.LangZh)
}
