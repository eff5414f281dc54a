package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"computecheck/assets"
	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/storage"
)

func init() {
	Register(Verb{
		Name:    "benchkit",
		Args:    "--out DIR [--task TASK.json] [--quote ID]",
		Summary: "write the benchmark kit to run on a rented server",
		Run:     runBenchkit,
	})
}

func runBenchkit(env *Env, args []string) error {
	fs := flag.NewFlagSet("benchkit", flag.ContinueOnError)
	out := fs.String("out", "", "folder to write the kit into")
	taskPath := fs.String("task", "", "TASK.json to bake in (default: "+bench.DefaultKitTask+")")
	quote := fs.String("quote", "", "id of the quote the server is rented on")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("cli.usage.unexpected_arg_task", pos[0])
	}
	if *out == "" {
		return Usagef("cli.usage.out_dir")
	}
	var quoteID *int64
	if *quote != "" {
		q, err := strconv.ParseInt(*quote, 10, 64)
		if err != nil || q <= 0 {
			return worded("cli.bench.bad_quote", *quote)
		}
		quoteID = &q
		// The same check bench import makes, so a kit never carries an id
		// its result could not be attached to.
		db, err := env.OpenDB()
		if err != nil {
			return err
		}
		_, qerr := db.Quote(bg(), q)
		db.Close()
		if errors.Is(qerr, storage.ErrQuoteNotFound) {
			return worded("cli.kit.no_such_quote", q, msg.New("store.quote_not_found", q))
		}
		if qerr != nil {
			return worded("cli.kit.no_such_quote", q, qerr)
		}
	}
	task := bench.DefaultTask()
	if *taskPath != "" {
		if task, err = env.loadTask(*taskPath); err != nil {
			return err
		}
	}
	if st, err := os.Stat(*out); err == nil && !st.IsDir() {
		return worded("cli.kit.out_is_file", *out)
	}
	paths, err := bench.WriteKit(*out, task, quoteID)
	if err != nil {
		return err
	}
	// The same folder as one zip beside it, for copying as one file.
	zipPath := filepath.Clean(*out) + ".zip"
	if err := bench.WriteKitZip(zipPath, task, quoteID); err != nil {
		return err
	}
	if env.JSON {
		return env.PrintJSON(map[string]any{
			"dir":      *out,
			"zip":      zipPath,
			"files":    paths,
			"task":     kitTask(task),
			"quote_id": quoteID,
			"command":  "bash run.sh",
			// The kit runs data parallel: a pipeline plan is not reproduced.
			"reproduces_plan": task.PP <= 1,
		})
	}
	printKitWritten(env, *out, zipPath, paths, task, quoteID)
	return nil
}

// kitTask is the task as it stands in the kit's task.json.
func kitTask(t calc.Task) json.RawMessage {
	b, err := bench.KitTaskJSON(t)
	if err != nil {
		return json.RawMessage("null")
	}
	return b
}

func printKitWritten(env *Env, dir, zipPath string, paths []string, t calc.Task, quoteID *int64) {
	w, lang := env.Stdout, env.lang()
	name := filepath.Base(filepath.Clean(dir))
	model := t.Model.Name
	if model == "" {
		model = t.ModelID
	}
	if model == "" {
		model = assets.Tr(lang, "cli.kit.custom_model", t.Model.Layers, t.Model.Hidden)
	}
	fmt.Fprintln(w, assets.Tr(lang, "cli.kit.written", dir, zipPath, model, assets.Tr(lang, "opt.method."+t.Method), t.MicroBatch, t.SeqLen))
	for _, p := range paths {
		fmt.Fprintf(w, "  %s\n", p)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, assets.Tr(lang, "cli.kit.on_server", assets.Tr(lang, "bench.kit_duration")))
	fmt.Fprintln(w, assets.Tr(lang, "cli.kit.scp", dir))
	fmt.Fprintln(w, assets.Tr(lang, "cli.kit.ssh", name))
	flag := ""
	if quoteID != nil {
		flag = fmt.Sprintf(" --quote %d", *quoteID)
	}
	fmt.Fprintln(w, assets.Tr(lang, "cli.kit.import", flag))
	if quoteID == nil {
		fmt.Fprintln(w, assets.Tr(lang, "cli.kit.no_quote"))
	}
	if t.PP > 1 {
		fmt.Fprintln(w, "! "+assets.Tr(lang, "cli.kit.no_pipeline", t.PP))
	}
}
