package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"

	"computecheck/msg"
	"computecheck/storage"
)

// Sharing quotes, tasks and benchmark results with a colleague's laptop
// (storage/share.go): one JSON file out, merged in without duplicates.

func init() {
	Register(Verb{
		Name:    "share export",
		Args:    "--out FILE [--quotes ID,ID,...|all] [--tasks NAME,...|all] [--bench ID,...|all] [--json]",
		Summary: "write chosen quotes, tasks and benchmark results to one file for a colleague",
		Run:     runShareExport,
	})
	Register(Verb{
		Name:    "share import",
		Args:    "FILE [--dry-run] [--json]",
		Summary: "merge a colleague's share file (no duplicates) and show what was added, updated, unchanged",
		Run:     runShareImport,
	})
}

// parseIDs reads "all" or a comma-separated list of positive ids.
func parseIDs(flagName, v string) (all bool, ids []int64, err error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return false, nil, nil
	}
	if strings.EqualFold(v, "all") {
		return true, nil, nil
	}
	for _, s := range strings.Split(v, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil || id <= 0 {
			return false, nil, worded("cli.err.not_id", flagName, s)
		}
		ids = append(ids, id)
	}
	if len(ids) == 0 {
		return false, nil, worded("cli.err.no_id", flagName)
	}
	return false, ids, nil
}

func runShareExport(env *Env, args []string) error {
	fl := flag.NewFlagSet("share export", flag.ContinueOnError)
	out := fl.String("out", "", "the share file to write")
	qs := fl.String("quotes", "", `quote ids (see computecheck quotes list), comma-separated, or "all"`)
	ts := fl.String("tasks", "", `saved task names, comma-separated, or "all"`)
	bs := fl.String("bench", "", `benchmark result ids (see computecheck bench list), or "all"`)
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("cli.usage.unexpected_arg_out_file", pos[0])
	}
	if *out == "" {
		return Usagef("cli.usage.out_file")
	}
	var sel storage.ShareSelection
	if sel.AllQuotes, sel.QuoteIDs, err = parseIDs("quotes", *qs); err != nil {
		return err
	}
	if sel.AllBench, sel.BenchIDs, err = parseIDs("bench", *bs); err != nil {
		return err
	}
	if t := strings.TrimSpace(*ts); strings.EqualFold(t, "all") {
		sel.AllTasks = true
	} else if t != "" {
		for _, n := range strings.Split(t, ",") {
			if n = strings.TrimSpace(n); n != "" {
				sel.TaskNames = append(sel.TaskNames, n)
			}
		}
	}
	if sel.Empty() {
		// Quotes are confidential: nothing is shared unless named.
		return Usagef("cli.usage.share_what")
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	f, err := db.ExportShare(bg(), sel, Version)
	if err != nil {
		return err
	}
	env.noteSkipped(f.Skipped)
	if err := storage.WriteShareFile(*out, f); err != nil {
		return err
	}
	if env.JSON {
		return env.PrintJSON(map[string]any{"path": *out, "quotes": len(f.Quotes), "tasks": len(f.Tasks), "bench_results": len(f.Bench)})
	}
	if env.Zh() {
		fmt.Fprintf(env.Stdout, "已写入 %s：%d 条报价，%d 个任务，%d 个基准测试结果\n", *out, len(f.Quotes), len(f.Tasks), len(f.Bench))
		if len(f.Quotes) > 0 {
			fmt.Fprintln(env.Stdout, "报价为商业机密，请只发给需要的同事。")
		}
	} else {
		fmt.Fprintf(env.Stdout, "wrote %s: %d quotes, %d tasks, %d benchmark results\n", *out, len(f.Quotes), len(f.Tasks), len(f.Bench))
		if len(f.Quotes) > 0 {
			fmt.Fprintln(env.Stdout, "vendor quotes are confidential: send the file only to colleagues who need it.")
		}
	}
	return nil
}

func runShareImport(env *Env, args []string) error {
	fl := flag.NewFlagSet("share import", flag.ContinueOnError)
	dry := fl.Bool("dry-run", false, "show what would change, store nothing")
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("cli.usage.one_share")
	}
	// The file is read and checked before the database is opened.
	f, err := storage.ReadShareFile(pos[0])
	if err != nil {
		return err
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	rep, err := db.ImportShare(bg(), f, *dry)
	if err != nil {
		return msg.Wrap(err, "cli.err.share_import", pos[0], err)
	}
	rep.File = pos[0]
	if env.JSON {
		return env.PrintJSON(rep)
	}
	printShareReport(env, rep)
	return nil
}

func printShareReport(env *Env, rep storage.ShareReport) {
	zh := env.Zh()
	w := env.Stdout
	tr := func(en, cn string) string {
		if zh {
			return cn
		}
		return en
	}
	head := fmt.Sprintf("%s (%s %s, ComputeCheck %s)", rep.File, tr("written", "写于"), rep.CreatedAt, rep.AppVersion)
	if rep.DryRun {
		head += tr(": dry run, nothing stored", "：试运行，未写入任何内容")
	}
	fmt.Fprintln(w, head)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "\t%s\t%s\t%s\t\n", tr("added", "新增"), tr("updated", "更新"), tr("unchanged", "未变"))
	for _, r := range []struct {
		name string
		c    storage.ShareCounts
	}{{tr("quotes", "报价"), rep.Quotes}, {tr("tasks", "任务"), rep.Tasks}, {tr("benchmark results", "基准测试"), rep.Bench}} {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t\n", r.name, r.c.Added, r.c.Updated, r.c.Unchanged)
	}
	tw.Flush()
	kind := map[string]string{"quote": tr("quote", "报价"), "task": tr("task", "任务"), "bench": tr("benchmark", "基准测试")}
	for _, c := range rep.Changes {
		act := tr(c.Action, map[string]string{"added": "新增", "updated": "更新"}[c.Action])
		line := fmt.Sprintf("  %s %s: %s", act, kind[c.Kind], c.Label)
		if len(c.Fields) > 0 {
			line += " (" + strings.Join(c.Fields, ", ") + ")"
		}
		fmt.Fprintln(w, line)
	}
	for _, n := range rep.NoteIDs {
		fmt.Fprintln(w, tr("note: ", "注意：")+n.In(env.lang()))
	}
	if rep.Backup != "" {
		fmt.Fprintln(w, tr("the database as it was before the import is backed up in ", "导入前的数据库已备份到 ")+rep.Backup)
	}
}
