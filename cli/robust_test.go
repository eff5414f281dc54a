package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"computecheck/storage"
)

// runSafe runs the command line and turns a panic into a test failure
// naming the command.
func runSafe(t *testing.T, args []string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("computecheck %s panicked: %v", strings.Join(args, " "), r)
				code = -1
			}
		}()
		code = Run(args, &out, &errb)
	}()
	return code, out.String(), errb.String()
}

// dbDump is every row of every table, to check that a failed command left
// the database exactly as it was.
func dbDump(t *testing.T, path string) string {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var names []string
	rows, err := db.SQL().Query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	rows.Close()
	var b strings.Builder
	for _, n := range names {
		rows, err := db.SQL().Query(`SELECT * FROM "` + n + `" ORDER BY 1`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			rows.Scan(ptrs...)
			fmt.Fprintf(&b, "%s %v\n", n, vals)
		}
		rows.Close()
	}
	return b.String()
}

// TestEveryVerbRejectsGarbage runs every registered verb with arguments
// and files that make no sense for it: each must exit 1 (one line on
// stderr) or 2 (the message, then at most a usage line), never panic, and
// leave the database as it was.
func TestEveryVerbRejectsGarbage(t *testing.T) {
	db := seedShareDB(t)
	// Each verb gets its own copies of the files, so that one that writes
	// to a file it is given cannot change what the next verb sees.
	makeCases := func(dir string) [][]string {
		write := func(name string, data []byte) string {
			p := filepath.Join(dir, name)
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
			return p
		}
		binary := make([]byte, 4096)
		for i := range binary {
			binary[i] = byte(i*7 + i/13)
		}
		files := map[string]string{
			"missing":    filepath.Join(dir, "does-not-exist.json"),
			"folder":     dir,
			"empty":      write("empty.json", nil),
			"binary":     write("binary.xlsx", binary),
			"nul":        write("nul.csv", []byte("\x00\x00\x00")),
			"wrongtypes": write("wrongtypes.json", []byte(`{"model": 5, "schema": 7, "quotes": "x", "tokens": "many", "gpus": -3}`)),
			"array":      write("array.json", []byte(`[null, 1, "x"]`)),
			"hugenum":    write("hugenum.json", []byte(`{"model":"llama3.1-8b","micro_batch":1e308,"seq_len":-1,"gpus":1e300}`)),
			"badutf8":    write("badutf8.csv", []byte("vendor,price\n\xff\xfe\xfd,=cmd|' /C calc'!A0\n")),
			"deepjson":   write("deep.json", []byte(strings.Repeat("[", 100000))),
			"notsqlite":  write("not-a-backup.db", []byte(strings.Repeat("SQLite format 2\x00", 300))),
		}
		var fileNames []string
		for k := range files {
			fileNames = append(fileNames, k)
		}
		sort.Strings(fileNames)
		cases := [][]string{{"--no-such-flag-xyz"}, {"--out"}, {"--quotes"},
			{"--json", "--no-such-flag-xyz", files["binary"]}}
		for _, k := range fileNames {
			cases = append(cases, []string{files[k]})
		}
		return append(cases, []string{files["binary"], files["empty"], "--json"},
			[]string{"ZZZ", files["wrongtypes"], "--out", filepath.Join(dir, "no", "such", "folder", "out.png")})
	}

	// Known departures from the rule, each a decision for the verb's owner:
	//   - quotes import lists every unreadable row on its own line (the
	//     contract's "Quotes" asks for each row to be reported), then one
	//     summary line; checked below as such.
	//   - quotes template takes its output file as a positional argument,
	//     so a fresh .csv/.xlsx name is not garbage to it (it writes the
	//     template there; an existing file is refused without --force).
	multiLine := map[string]bool{"quotes import": true}
	positionalOut := map[string]bool{"quotes template": true}

	names := make([]string, 0, len(verbs))
	for n := range verbs {
		names = append(names, n)
	}
	sort.Strings(names)
	before := dbDump(t, db)
	for vi, name := range names {
		dir := filepath.Join(t.TempDir(), strconv.Itoa(vi))
		os.MkdirAll(dir, 0o755)
		for _, c := range makeCases(dir) {
			if positionalOut[name] && len(c) == 1 && (strings.HasSuffix(c[0], ".csv") || strings.HasSuffix(c[0], ".xlsx")) {
				continue
			}
			args := append(strings.Fields(name), c...)
			args = append(args, "--db", db)
			label := "computecheck " + strings.Join(args, " ")
			code, _, stderr := runSafe(t, args)
			lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			switch code {
			case 1:
				if multiLine[name] && len(lines) > 1 {
					if !strings.HasPrefix(lines[len(lines)-1], "computecheck "+name+": ") {
						t.Errorf("%s: exit 1 with several lines, the last not the summary:\n%s", label, stderr)
					}
					break
				}
				if stderr == "" || len(lines) != 1 {
					t.Errorf("%s: exit 1 with %d stderr lines, want one:\n%s", label, len(lines), stderr)
				}
			case 2:
				if lines[0] == "" || len(lines) > 2 || (len(lines) == 2 && !strings.HasPrefix(lines[1], "usage: ") && !strings.HasPrefix(lines[1], "用法：")) {
					t.Errorf("%s: exit 2 with stderr:\n%s\nwant the message and at most a usage line", label, stderr)
				}
			case -1:
			default:
				t.Errorf("%s: exit %d, want 1 or 2 (stderr %q)", label, code, stderr)
			}
			if strings.TrimSpace(lines[0]) == "" && code > 0 {
				t.Errorf("%s: empty error message", label)
			}
		}
		// Nothing was written where garbage pointed.
		if _, err := os.Stat(filepath.Join(dir, "no")); err == nil {
			t.Errorf("computecheck %s created folders for a failed command", name)
		}
	}
	if dbDump(t, db) != before {
		t.Error("a failed command changed the database")
	}
}

// failDials makes every dial through the standard library's resolver and
// HTTP client fail the test, for the duration of the test.
func failDials(t *testing.T) *atomic.Int32 {
	t.Helper()
	var n atomic.Int32
	fail := func(ctx context.Context, network, addr string) (net.Conn, error) {
		n.Add(1)
		t.Errorf("offline by design, but something dialled %s %s", network, addr)
		return nil, errors.New("offline test: dialling is not allowed")
	}
	oldResolver, oldTransport, oldClient := net.DefaultResolver, http.DefaultTransport, http.DefaultClient.Transport
	net.DefaultResolver = &net.Resolver{PreferGo: true, Dial: fail}
	tr := &http.Transport{DialContext: fail, DialTLSContext: fail, Proxy: nil}
	http.DefaultTransport = tr
	http.DefaultClient.Transport = tr
	t.Setenv("HTTP_PROXY", "http://127.0.0.1:9")
	t.Setenv("HTTPS_PROXY", "http://127.0.0.1:9")
	t.Cleanup(func() {
		net.DefaultResolver, http.DefaultTransport, http.DefaultClient.Transport = oldResolver, oldTransport, oldClient
	})
	return &n
}

// TestVerbsWorkOffline runs the verbs a user runs day to day with every
// network dial failing the test. (Together with TestNoNetworkImports: our
// own code cannot dial any other way.)
func TestVerbsWorkOffline(t *testing.T) {
	dials := failDials(t)
	dir := t.TempDir()
	db := seedShareDB(t)
	task := filepath.Join(dir, "task.json")
	os.WriteFile(task, []byte(`{"name":"8B","model":"llama3.1-8b","gpu":"H800-80G-SXM","gpus":8,"tokens":1e9}`), 0o644)
	csv := filepath.Join(dir, "vendor.csv")
	os.WriteFile(csv, []byte("厂商,GPU型号,每台卡数,单价\nA云,H800,8,9.8元/卡·时\n"), 0o644)
	share := filepath.Join(dir, "share.json")

	must := [][]string{
		{"estimate", task, "--json"},
		{"quotes", "import", csv},
		{"quotes", "list", "--json"},
		{"benchkit", "--out", filepath.Join(dir, "kit")},
		{"bench", "import", benchTestdata(t, "kit_cpu_tiny.json")},
		{"bench", "list"},
		{"backup"},
		{"backup", "list"},
		{"share", "export", "--out", share, "--quotes", "all", "--tasks", "all", "--bench", "all"},
		{"share", "import", share, "--dry-run"},
	}
	for _, args := range must {
		if _, ok := verbs[args[0]+" "+args[min(1, len(args)-1)]]; !ok {
			if _, ok := verbs[args[0]]; !ok {
				t.Logf("%s: not registered (yet); skipped", args[0])
				continue
			}
		}
		code, _, stderr := runSafe(t, append(args, "--db", db))
		if code != 0 {
			t.Errorf("computecheck %s: exit %d: %s", strings.Join(args, " "), code, stderr)
		}
	}
	// Verbs whose success depends on the data: run for their code paths.
	maybe := [][]string{{"compare", task, "--json"}, {"quotes", "questions"}, {"quotes", "fx"}}
	for _, k := range chartKindNames() {
		maybe = append(maybe, []string{"chart", k, task, "--out", filepath.Join(dir, k+".svg")})
	}
	for _, args := range maybe {
		runSafe(t, append(args, "--db", db))
	}
	if n := dials.Load(); n > 0 {
		t.Errorf("%d network dials", n)
	}
}

// TestNoNetworkImports is the static half of "offline by design": no
// non-test Go file of ours imports a package that dials out. (Fyne and
// SQLite bring net in transitively; that code is not ours and is not on
// any path we call to reach the network.)
func TestNoNetworkImports(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root not found at %s", root)
	}
	forbidden := func(path string) bool {
		switch {
		case path == "net", path == "crypto/tls", path == "net/smtp", path == "net/rpc",
			strings.HasPrefix(path, "net/http"), strings.HasPrefix(path, "net/rpc/"),
			strings.HasPrefix(path, "golang.org/x/net/"), strings.Contains(path, "websocket"),
			strings.HasPrefix(path, "google.golang.org/grpc"):
			return true
		}
		return false
	}
	fset := token.NewFileSet()
	checked := 0
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			n := d.Name()
			if p != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "vendor" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if forbidden(path) {
				rel, _ := filepath.Rel(root, p)
				t.Errorf("%s imports %q: ComputeCheck is offline by design (quotes are confidential)", rel, path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 20 {
		t.Errorf("only %d Go files checked under %s", checked, root)
	}
}
