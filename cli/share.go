package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"

	"computecheck/assets"
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
	fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.share.wrote", *out, len(f.Quotes), len(f.Tasks), len(f.Bench)))
	if len(f.Quotes) > 0 {
		fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.share.confidential"))
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
	lang := env.lang()
	w := env.Stdout
	tr := func(key string, a ...any) string { return assets.Tr(lang, "cli.share."+key, a...) }
	head := tr("report_head", rep.File, rep.CreatedAt, rep.AppVersion)
	if rep.DryRun {
		head += tr("dry_run")
	}
	fmt.Fprintln(w, head)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "\t%s\t%s\t%s\t\n", tr("added"), tr("updated"), tr("unchanged"))
	for _, r := range []struct {
		name string
		c    storage.ShareCounts
	}{{tr("quotes"), rep.Quotes}, {tr("tasks"), rep.Tasks}, {tr("bench_results"), rep.Bench}} {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t\n", r.name, r.c.Added, r.c.Updated, r.c.Unchanged)
	}
	tw.Flush()
	for _, c := range rep.Changes {
		line := "  " + tr("change", tr(c.Action), tr("kind."+c.Kind), c.Label)
		if len(c.Fields) > 0 {
			line += " (" + strings.Join(c.Fields, ", ") + ")"
		}
		fmt.Fprintln(w, line)
	}
	for _, n := range rep.NoteIDs {
		fmt.Fprintln(w, tr("note", n.In(lang)))
	}
	if rep.Backup != "" {
		fmt.Fprintln(w, tr("backed_up", rep.Backup))
	}
}
