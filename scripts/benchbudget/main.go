// Command benchbudget reads `go test -bench` output on stdin and prints
// each benchmark beside the budget written in the comment above it in the
// source ("Budget: 300 ms ..."), so `make bench` shows every speed budget
// with the time measured on this machine. It exits 1 when a benchmark is
// over its budget. Speed is checked here, never in a test: a busy CI machine
// would fail a timed test at random.
package main

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

var (
	benchFunc  = regexp.MustCompile(`^func (Benchmark\w+)\(`)
	budgetText = regexp.MustCompile(`(?i)\bbudget\b[^0-9]{0,40}?([0-9][0-9,]*(?:\.[0-9]+)?)\s*(ns|µs|us|ms|s|min)\b`)
	resultLine = regexp.MustCompile(`^(Benchmark[^\s]+?)(?:-\d+)?\s+\d+\s+([0-9.]+) ns/op`)
)

type budget struct {
	file string
	text string
	d    time.Duration // 0: none written
}

// budgets maps a benchmark's name to the budget in the comment above it.
func budgets(root string) map[string]budget {
	out := map[string]budget{}
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "build") && p != root {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil
		}
		lines := strings.Split(string(b), "\n")
		for i, l := range lines {
			m := benchFunc.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			var comment []string
			for j := i - 1; j >= 0 && strings.HasPrefix(strings.TrimSpace(lines[j]), "//"); j-- {
				comment = append([]string{strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(lines[j]), "//"))}, comment...)
			}
			rel, _ := filepath.Rel(root, p)
			bg := budget{file: rel}
			if bm := budgetText.FindStringSubmatch(strings.Join(comment, " ")); bm != nil {
				bg.text = bm[0]
				bg.d = parse(bm[1], bm[2])
			}
			out[m[1]] = bg
		}
		return nil
	})
	return out
}

func parse(num, unit string) time.Duration {
	v, err := strconv.ParseFloat(strings.ReplaceAll(num, ",", ""), 64)
	if err != nil {
		return 0
	}
	scale := map[string]float64{"ns": 1, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9, "min": 60e9}[unit]
	return time.Duration(v * scale)
}

func main() {
	root := "."
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	known := budgets(root)
	type row struct {
		pkg, name string
		ns        float64
		bg        budget
	}
	var rows []row
	pkg := ""
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		fmt.Println(line)
		if strings.HasPrefix(line, "pkg: ") {
			pkg = strings.TrimPrefix(line, "pkg: ")
			continue
		}
		m := resultLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		ns, _ := strconv.ParseFloat(m[2], 64)
		base, _, _ := strings.Cut(m[1], "/")
		rows = append(rows, row{pkg, m[1], ns, known[base]})
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].pkg < rows[j].pkg })
	fmt.Println()
	fmt.Println("== speed budgets (measured on this machine, per operation) ==")
	over := 0
	for _, r := range rows {
		measured := time.Duration(r.ns).Round(time.Microsecond)
		if r.ns < 1e4 {
			measured = time.Duration(r.ns)
		}
		verdict := "no budget written"
		if r.bg.d > 0 {
			verdict = fmt.Sprintf("budget %v: within (%.0f%%)", r.bg.d, 100*r.ns/float64(r.bg.d))
			if r.ns > float64(r.bg.d) {
				verdict = fmt.Sprintf("budget %v: OVER (%.0f%%)", r.bg.d, 100*r.ns/float64(r.bg.d))
				over++
			}
		}
		fmt.Printf("%-22s %-46s %12v  %s\n", strings.TrimPrefix(r.pkg, "computecheck/"), r.name, measured, verdict)
	}
	if over > 0 {
		fmt.Printf("%d benchmark(s) over budget\n", over)
		os.Exit(1)
	}
}
