package app

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/cli"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

// The Benchmarks detail and `bench import --task` say the same sentences
// of one result (issue 24: the window wrote "…为估算的 95%（8 ×
// H800-80G-SXM）", the CLI "…（8 × H800-80G-SXM）：实测/估算 = 0.95" and
// no price): the comparison, whether it agrees, and the price per million
// tokens of the attached quote.
func TestBenchDetailSaysWhatTheCLIPrints(t *testing.T) {
	const taskJSON = `{"model":"llama3.1-8b","method":"lora","gpu":"H800-80G-SXM","seq_len":4096}`
	for _, lang := range []string{assets.LangZh, assets.LangEn} {
		t.Run(lang, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "cc.db")
			db, err := storage.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			gpn, nodes := 8, 1
			id, err := db.SaveQuote(context.Background(), quotes.Quote{Vendor: "启明云", Offer: "按需", GPU: "H800-80G-SXM",
				GPUsPerNode: &gpn, Nodes: &nodes, Price: 40, PriceUnit: quotes.UnitGPUHour, Currency: "CNY"})
			db.Close()
			if err != nil {
				t.Fatal(err)
			}
			task := filepath.Join(dir, "task.json")
			if err := os.WriteFile(task, []byte(taskJSON), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errb bytes.Buffer
			if code := cli.Run([]string{"bench", "import", "../bench/testdata/kit_h800x8.json", "--quote", strconv.FormatInt(id, 10),
				"--cost", "39.2", "--task", task, "--db", path, "--lang", lang}, &out, &errb); code != 0 {
				t.Fatalf("bench import: exit %d: %s", code, errb.String())
			}

			a := test.NewTempApp(t)
			assets.SetLang(lang)
			defer assets.SetLang(assets.LangZh)
			db, err = storage.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			w := a.NewWindow("t")
			u := newUI(a, w, db)
			w.SetContent(u.build())
			loadExample(t, u.task, taskJSON)
			s := newBenchScreen(u)
			s.reload()
			if len(s.rows) != 1 || s.rows[0].err != nil {
				t.Fatalf("%d rows, %v", len(s.rows), s.rows)
			}
			r := s.rows[0]
			s.showDetail(r)
			// The sentences come first in the detail's text; the CLI prints
			// them last.
			n := len(present.BenchDetail(&r.cmp, nil, s.benchPrice(r), lang))
			if n != 3 {
				t.Fatalf("%d sentences, want the comparison, the verdict and the price", n)
			}
			info := s.detail.Objects[1].(*widget.Label).Text
			window := strings.Split(info, "\n")[:n]
			cliLines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
			if testing.Verbose() {
				t.Logf("the CLI printed:\n%s", out.String())
			}
			if len(cliLines) < n {
				t.Fatalf("the CLI printed:\n%s", out.String())
			}
			if got, want := strings.Join(cliLines[len(cliLines)-n:], "\n"), strings.Join(window, "\n"); got != want {
				t.Errorf("the CLI prints\n%s\nthe window shows\n%s", got, want)
			}
		})
	}
}
