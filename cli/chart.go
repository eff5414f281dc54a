package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"computecheck/calc"
	"computecheck/chart"
)

func init() {
	Register(Verb{
		Name:    "chart",
		Args:    "KIND TASK.json --out FILE.png|.svg [--width 1920 --height 1080] [--scale 2] [--lang zh|en]",
		Summary: "render a chart for slides to PNG or SVG; KIND: " + strings.Join(chartKindNames(), ", "),
		Run:     runChart,
	})
}

// chartKinds are the charts the command line draws. A kind is listed only
// once it works: "cost" waits for stored quotes to reach calc.Rank (there is
// no quotes-to-calc.Offer conversion yet).
var chartKinds = map[string]func(env *Env, t calc.Task, meta chart.Meta) chart.Chart{
	"vram": vramChart,
}

func chartKindNames() []string {
	names := make([]string, 0, len(chartKinds))
	for k := range chartKinds {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

func runChart(env *Env, args []string) error {
	fl := flag.NewFlagSet("chart", flag.ContinueOnError)
	out := fl.String("out", "", "output file, .png or .svg")
	width := fl.Int("width", chart.DefaultWidth, "width in pixels")
	height := fl.Int("height", chart.DefaultHeight, "height in pixels")
	scale := fl.Float64("scale", 1, "pixel density (2 for high-DPI slides)")
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return Usagef("give a chart KIND and a TASK.json file")
	}
	kind, taskPath := strings.ToLower(pos[0]), pos[1]
	build, ok := chartKinds[kind]
	if !ok {
		return Usagef("unknown chart kind %q; kinds: %s", pos[0], strings.Join(chartKindNames(), ", "))
	}
	if *out == "" {
		return Usagef("--out FILE.png or FILE.svg is required")
	}
	ext := strings.ToLower(filepath.Ext(*out))
	if ext != ".png" && ext != ".svg" {
		return Usagef("--out %s: the file name must end in .png or .svg", *out)
	}
	if *width <= 0 || *height <= 0 || !(*scale > 0) {
		return Usagef("--width, --height and --scale must be positive")
	}
	t, err := env.loadTask(taskPath)
	if err != nil {
		return err
	}
	lang := env.lang()
	meta := chart.Meta{
		Lang: lang, Width: *width, Height: *height, Scale: *scale,
		Footer: chart.Footer(lang, time.Now(), taskName(t, taskPath)),
	}
	c := build(env, t, meta)
	var b []byte
	if ext == ".png" {
		b, err = c.PNG()
	} else {
		b, err = c.SVG()
	}
	if err != nil {
		return fmt.Errorf("%s: %v", *out, err)
	}
	if err := writeFileAtomic(*out, b); err != nil {
		return err
	}
	w, h, _ := c.Size()
	if env.JSON {
		return env.PrintJSON(map[string]any{"kind": kind, "out": *out, "format": ext[1:], "width": w, "height": h, "bytes": len(b)})
	}
	fmt.Fprintf(env.Stdout, "%s (%d×%d)\n", *out, w, h)
	return nil
}

// taskName is what the footer calls the task: its name, else the file's.
func taskName(t calc.Task, path string) string {
	if n := strings.TrimSpace(t.Name); n != "" {
		return n
	}
	if path == "-" {
		return ""
	}
	return strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
}

// vramChart is the task's per-GPU memory at its own configuration and
// with the usual memory savers, against the capacity of the task's GPU and
// of 24/48/80/141 GB cards. The GPU count is estimate's.
func vramChart(env *Env, t calc.Task, meta chart.Meta) chart.Chart {
	cat := env.catalogue()
	est := calc.EstimateTask(t, cat)
	var g calc.GPU
	for _, c := range cat {
		if c.ID == est.GPU {
			g = c
		}
	}
	if g.ID == "" {
		g, _ = calc.LookupGPU(t.GPU)
	}
	return chart.TaskVRAMChart(meta, t, est.GPUs, g, cat)
}

// writeFileAtomic writes data to path through a temporary file in the same
// folder and a rename, so a reader (or a slide tool watching the file) never
// sees half a chart, and a failure leaves any old file as it was.
func writeFileAtomic(path string, data []byte) (err error) {
	fail := func(err error) error {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("%s: cannot write: %v", path, err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fail(err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = f.Chmod(0o644)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fail(err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fail(err)
	}
	return nil
}
