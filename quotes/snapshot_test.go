package quotes

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"computecheck/internal/repotest"
	"computecheck/msg"
)

// The import snapshot: what the importer read from every regression file
// in testdata/quotes on 2026-12-04, before the import redesign, kept as
// one fact a line (testdata/quotes/snapshot/SET/FILE.snap). A change that
// moves a reading must say so in testdata/quotes/snapshot/ALLOWED.txt, one
// line per file and fact (or fact prefix) with the reason; the diff, not
// memory, says what moved.
//
//	go test ./quotes -run TestImportSnapshot -update-snapshot
//
// rewrites the snapshot itself (for a reviewed re-baseline only: the
// allow-list entries it absorbs are then removed).
var updateSnapshot = flag.Bool("update-snapshot", false, "rewrite testdata/quotes/snapshot from today's reading")

// snapshotSets are the regression folders under testdata/quotes.
func snapshotFiles(t testing.TB) []string {
	var files []string
	for _, pat := range [][]string{
		{"quotes", "samples", "*"},
		{"quotes", "practice", "*"},
		{"quotes", "more", "*"},
		{"quotes", "examiner", "set*", "*"},
	} {
		for _, f := range repotest.Glob(pat...) {
			switch strings.ToLower(filepath.Ext(f)) {
			case ".csv", ".tsv", ".xlsx", ".txt":
				files = append(files, f)
			case ".json":
				if !strings.HasSuffix(f, ".expected.json") {
					files = append(files, f)
				}
			}
		}
	}
	if len(files) < 100 {
		t.Fatalf("only %d regression files found", len(files))
	}
	return files
}

// snapshotName is the file's path under testdata/quotes, slash-separated.
func snapshotName(path string) string {
	rel, err := filepath.Rel(repotest.Path("quotes"), path)
	if err != nil {
		return filepath.Base(path)
	}
	return filepath.ToSlash(rel)
}

// readingFacts is everything the importer decided about one file: each
// stored field of each quote (keyed by sheet, row and its order in the
// row), each warning and review reason as message id and arguments, each
// problem's sheet, row, column and reason, the file's own warnings.
func readingFacts(path string) []string {
	var facts []string
	add := func(k string, v any) { facts = append(facts, k+" = "+factValue(v)) }
	res, err := readRegression(path)
	if err != nil {
		add("error", msg.Text(err, "en"))
		if res == nil {
			return facts
		}
	}
	add("format", res.Format)
	add("encoding", res.Encoding)
	for i, w := range res.Warnings {
		add(fmt.Sprintf("file.warning[%d]", i), msgFact(w))
	}
	for i, p := range res.Problems {
		add(fmt.Sprintf("problem[%d]", i), fmt.Sprintf("sheet=%q row=%d column=%q letter=%q reason=%s",
			p.Sheet, p.Row, p.Column, p.ColumnLetter, msgFact(p.Reason)))
	}
	seen := map[string]int{}
	for _, q := range NormalizeAll(res.Quotes, Options{}) {
		id := fmt.Sprintf("%s!%d", q.SourceSheet, q.SourceRow)
		key := fmt.Sprintf("q[%s#%d]", id, seen[id])
		seen[id]++
		b, err := json.Marshal(q)
		if err != nil {
			add(key, "marshal: "+err.Error())
			continue
		}
		var m map[string]any
		_ = json.Unmarshal(b, &m)
		// warnings and review reasons by id (their wording may change
		// without the reading changing)
		delete(m, "warnings")
		delete(m, "review_reasons")
		delete(m, "warning_ids")
		delete(m, "review_reason_ids")
		delete(m, "id")
		flattenFacts(key, m, add)
		for i, w := range q.Warnings {
			add(fmt.Sprintf("%s.warning[%d]", key, i), msgFact(w))
		}
		for i, r := range q.ReviewReasons {
			add(fmt.Sprintf("%s.review[%d]", key, i), msgFact(r))
		}
	}
	return facts
}

func flattenFacts(prefix string, v any, add func(string, any)) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			flattenFacts(prefix+"."+factKey.Replace(k), x[k], add)
		}
	case []any:
		for i, e := range x {
			flattenFacts(fmt.Sprintf("%s[%d]", prefix, i), e, add)
		}
	default:
		add(prefix, x)
	}
}

// factKey keeps a header-named key (raw cells keyed by the file's own
// header text) on one line of the snapshot.
var factKey = strings.NewReplacer("\n", `\n`, "\r", `\r`, " = ", ` \= `)

func msgFact(m msg.Msg) string {
	b, _ := json.Marshal(m)
	return string(b)
}

func factValue(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("%q", x)
	case nil:
		return "null"
	default:
		b, _ := json.Marshal(x)
		return string(b)
	}
}

func snapshotPath(name string) string {
	return repotest.Path("quotes", "snapshot", filepath.FromSlash(name)+".snap")
}

// allowed is one reviewed line of ALLOWED.txt: FILE FACT-PREFIX # why.
// FILE and FACT-PREFIX may hold * for any run of characters (one
// reviewed change that moves the same fact in every file: "* q[*].x").
type allowed struct {
	file, prefix, why string
	line              int
	used              bool
	fileRe, factRe    *regexp.Regexp
}

// wildcard compiles a pattern whose only special character is *.
func wildcard(pattern string, whole bool) *regexp.Regexp {
	parts := strings.Split(pattern, "*")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	re := "^" + strings.Join(parts, ".*")
	if whole {
		re += "$"
	}
	return regexp.MustCompile(re)
}

func readAllowed(t *testing.T) []*allowed {
	f, err := os.Open(repotest.Path("quotes", "snapshot", "ALLOWED.txt"))
	if err != nil {
		t.Fatalf("allow-list: %v", err)
	}
	defer f.Close()
	var out []*allowed
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		body, why, ok := strings.Cut(line, "#")
		fields := strings.Fields(body)
		if !ok || strings.TrimSpace(why) == "" || len(fields) != 2 {
			t.Fatalf("ALLOWED.txt line %d: want FILE FACT-PREFIX # why, got %q", n, line)
		}
		out = append(out, &allowed{file: fields[0], prefix: fields[1], why: strings.TrimSpace(why), line: n,
			fileRe: wildcard(fields[0], true), factRe: wildcard(fields[1], false)})
	}
	return out
}

// factMap splits "key = value" lines.
func factMap(lines []string) map[string]string {
	m := make(map[string]string, len(lines))
	for _, l := range lines {
		k, v, _ := strings.Cut(l, " = ")
		m[k] = v
	}
	return m
}

// Every regression file reads as it did in the snapshot, apart from the
// reviewed allow-list; an allow-list line that no longer matches a change
// is stale and fails too, so the list stays the record of what moved.
func TestImportSnapshot(t *testing.T) {
	files := snapshotFiles(t)
	if *updateSnapshot {
		for _, f := range files {
			name := snapshotName(f)
			p := snapshotPath(name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(strings.Join(readingFacts(f), "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("snapshot rewritten for %d files", len(files))
		return
	}
	allow := readAllowed(t)
	facts := 0
	for _, f := range files {
		name := snapshotName(f)
		b, err := os.ReadFile(snapshotPath(name))
		if err != nil {
			t.Errorf("%s: no snapshot (%v): a new regression file needs one (-update-snapshot)", name, err)
			continue
		}
		old := factMap(strings.Split(strings.TrimRight(string(b), "\n"), "\n"))
		now := factMap(readingFacts(f))
		facts += len(now)
		keys := map[string]bool{}
		for k := range old {
			keys[k] = true
		}
		for k := range now {
			keys[k] = true
		}
		var diffs []string
		for k := range keys {
			ov, inOld := old[k]
			nv, inNow := now[k]
			if inOld && inNow && ov == nv {
				continue
			}
			ok := false
			for _, a := range allow {
				if a.fileRe.MatchString(name) && a.factRe.MatchString(k) {
					a.used, ok = true, true
				}
			}
			if ok {
				continue
			}
			switch {
			case !inNow:
				diffs = append(diffs, fmt.Sprintf("  - %s = %s", k, ov))
			case !inOld:
				diffs = append(diffs, fmt.Sprintf("  + %s = %s", k, nv))
			default:
				diffs = append(diffs, fmt.Sprintf("  ~ %s: %s -> %s", k, ov, nv))
			}
		}
		if len(diffs) > 0 {
			sort.Strings(diffs)
			if len(diffs) > 40 {
				diffs = append(diffs[:40], fmt.Sprintf("  … %d more", len(diffs)-40))
			}
			t.Errorf("%s reads differently from the snapshot, and ALLOWED.txt does not say why:\n%s", name, strings.Join(diffs, "\n"))
		}
	}
	for _, a := range allow {
		if !a.used {
			t.Errorf("ALLOWED.txt line %d (%s %s) matches no change: remove it", a.line, a.file, a.prefix)
		}
	}
	t.Logf("%d files, %d facts held against the snapshot; %d allowed changes", len(files), facts, len(allow))
}
