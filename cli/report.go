package cli

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"computecheck/assets"
	"computecheck/export"
	"computecheck/report"
)

func init() {
	Register(Verb{
		Name:    "report",
		Args:    "TASK.json [--out FILE.pdf] [--json] [--quotes FILE] [--as-of YYYY-MM-DD]",
		Summary: "the decision on one or two pages: winner, gap, ranking, why, risks, assumptions, questions",
		Run:     runReport,
	})
}

func runReport(env *Env, args []string) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	var co compareOptions
	co.register(fs)
	out := fs.String("out", "", "write the report to this .pdf file")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("cli.usage.one_task")
	}
	if *out != "" && !strings.EqualFold(filepath.Ext(*out), ".pdf") {
		return Usagef("cli.usage.pdf_out", *out)
	}
	c, err := env.loadComparison(pos[0], co)
	if err != nil {
		return err
	}
	lang := env.lang()
	d := report.Decide(c, lang, time.Now())
	if *out != "" {
		if err := export.WriteFileFunc(*out, false, func(w io.Writer) error { return d.PDF(w, c, Version) }); err != nil {
			return err
		}
	}
	if env.JSON {
		d.Rows = plansIn(d.Rows, lang) // each plan's sentences in --lang, as compare --json
		return env.PrintJSON(d)
	}
	w := env.Stdout
	if *out != "" {
		fmt.Fprintln(w, assets.Tr(lang, "report.written", *out))
		return nil
	}
	printView(env, d.View())
	for _, group := range []struct {
		key   string
		lines []string
	}{{"report.why", d.Why}, {"report.changes", d.Changes}, {"report.assumptions", d.Assumptions}} {
		if len(group.lines) == 0 {
			continue
		}
		fmt.Fprintln(w, "\n"+assets.Tr(lang, group.key))
		for _, l := range group.lines {
			fmt.Fprintln(w, "  • "+l)
		}
	}
	return nil
}
