// Package cli answers the command-line verbs of docs/contract.md.
// It is thin: every number it prints comes from package calc, every stored
// record from package storage.
//
// Exit status: 0 success, 1 user error (one line on stderr naming the file,
// row or field), 2 usage error.
package cli

import (
	"computecheck/internal/textclean"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"computecheck/assets"
	"computecheck/msg"
	"computecheck/storage"
)

// Env is what a verb runs with.
type Env struct {
	Stdout, Stderr io.Writer
	DBPath         string // from --db, else the default path
	JSON           bool   // --json
	Lang           string // --lang zh|en ("" = from the OS locale)
	Stdin          io.Reader
}

// OpenDB opens the database the command line names.
func (e *Env) OpenDB() (*storage.DB, error) {
	p := e.DBPath
	if p == "" {
		var err error
		if p, err = storage.DefaultPath(); err != nil {
			return nil, err
		}
	}
	db, err := storage.Open(p)
	if err != nil {
		return nil, err
	}
	// At most one automatic backup a day (storage/backup.go); a failed
	// backup is said, but does not stop the command.
	if _, _, err := db.AutoBackup(bg()); err != nil && e.Stderr != nil {
		fmt.Fprintln(e.Stderr, "computecheck: "+assets.Tr(e.lang(), "cli.err.auto_backup", oneLine(msg.Text(err, e.lang()))))
	}
	return db, nil
}

// PrintJSON writes v as indented JSON to stdout.
func (e *Env) PrintJSON(v any) error {
	enc := json.NewEncoder(e.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func (e *Env) lang() string {
	if e.Lang != "" {
		return e.Lang
	}
	return assets.LangFromLocale(assets.EnvLocale())
}

func bg() context.Context { return context.Background() }

// Verb is one command. Name may be two words ("quotes import").
type Verb struct {
	Name    string
	Args    string // usage after the name, e.g. "TASK.json [--json]"
	Summary string // one line, English
	Run     func(env *Env, args []string) error
}

var verbs = map[string]Verb{}

// Register adds a verb; each verb's file registers itself in init, so the
// help lists exactly the verbs that are built.
func Register(v Verb) { verbs[v.Name] = v }

// UsageError makes the command exit 2.
// Key is a message id of the catalogue ("cli.usage.…"), Args its arguments.
type UsageError struct {
	Key  string
	Args []any
}

func (e *UsageError) Error() string { return e.In("en") }

// In is the message in lang.
func (e *UsageError) In(lang string) string { return assets.Tr(lang, e.Key, e.Args...) }

// Usagef builds a UsageError from a message id and its arguments.
func Usagef(key string, a ...any) error { return &UsageError{Key: key, Args: a} }

// flagError words an error of the flag package: an option not known, or a
// value it cannot read.
func flagError(err error) error {
	s := err.Error()
	if name, ok := strings.CutPrefix(s, "flag provided but not defined: "); ok {
		return Usagef("cli.usage.flag_unknown", "-"+name)
	}
	var val, name string
	if n, _ := fmt.Sscanf(s, "invalid value %q for flag -%s", &val, &name); n == 2 {
		name, _, _ = strings.Cut(name, ":")
		return Usagef("cli.usage.flag_bad_value", name, val)
	}
	if name, ok := strings.CutPrefix(s, "flag needs an argument: -"); ok {
		return Usagef("cli.usage.flag_value", name)
	}
	return Usagef("cli.usage.flag_raw", s)
}

// IsCLI reports whether the arguments name a verb (else the GUI opens).
func IsCLI(args []string) bool {
	for _, a := range args {
		if a == "-h" || a == "--help" || a == "help" || a == "--version" || a == "version" {
			return true
		}
	}
	pos, _, _ := splitCommon(args)
	return len(pos) > 0
}

// GUIFlags returns --db and --lang for the GUI.
func GUIFlags(args []string) (dbPath, lang string) {
	_, env, _ := splitCommon(args)
	return env.DBPath, env.Lang
}

// splitCommon takes the common flags (--db, --json, --lang) out of args,
// wherever they stand, and returns the rest.
func splitCommon(args []string) (rest []string, env Env, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") {
			rest = append(rest, a)
			continue
		}
		take := func() (string, error) {
			if hasVal {
				return val, nil
			}
			if i+1 >= len(args) {
				return "", Usagef("cli.usage.flag_value", name)
			}
			i++
			return args[i], nil
		}
		switch name {
		case "db":
			if env.DBPath, err = take(); err != nil {
				return
			}
		case "lang":
			var l string
			if l, err = take(); err != nil {
				return
			}
			switch strings.ToLower(l) {
			case "zh", "zh-cn", "zh_cn", "cn":
				env.Lang = "zh"
			case "en", "en-us", "en_us":
				env.Lang = "en"
			default:
				return rest, env, Usagef("cli.usage.lang", l)
			}
		case "json":
			env.JSON = !hasVal || val == "true" || val == "1"
		default:
			rest = append(rest, a)
		}
	}
	return
}

// Run executes the command line and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	rest, env, err := splitCommon(args)
	// Whatever is printed, a stored vendor name from an old database
	// included, goes through the sanitiser: no control or bidi character
	// reaches the terminal (issue 25).
	stdout, stderr = textclean.NewWriter(stdout), textclean.NewWriter(stderr)
	env.Stdout, env.Stderr, env.Stdin = stdout, stderr, os.Stdin
	if err != nil {
		var ue *UsageError
		if errors.As(err, &ue) {
			err = errors.New(ue.In(env.lang()))
		}
		fmt.Fprintln(stderr, "computecheck:", err)
		return 2
	}
	if len(rest) == 0 || rest[0] == "help" || rest[0] == "-h" || rest[0] == "--help" {
		printHelp(stdout, env.lang())
		return 0
	}
	if rest[0] == "version" || rest[0] == "--version" {
		fmt.Fprintln(stdout, "computecheck", Version)
		return 0
	}
	v, n := lookup(rest)
	var before []string
	if n == 0 && strings.HasPrefix(rest[0], "-") {
		// A verb's own flags may also stand before the verb
		// ("--as-of 2027-01-05 compare t.json"): find the verb after them.
		for i := 1; i < len(rest) && n == 0; i++ {
			if v, n = lookup(rest[i:]); n > 0 {
				before, rest = rest[:i], rest[i:]
			}
		}
	}
	if n == 0 {
		fmt.Fprintf(stderr, "computecheck: %s\n", assets.Tr(env.lang(), "cli.usage.unknown_command", strings.Join(rest[:min(2, len(rest))], " ")))
		return 2
	}
	for _, a := range rest[n:] {
		if a == "-h" || a == "--help" {
			fmt.Fprintf(stdout, "%s computecheck %s %s\n  %s\n", assets.Tr(env.lang(), "cli.help.usage"), v.Name, v.Args, v.summary(env.lang()))
			return 0
		}
	}
	err = v.Run(&env, append(append([]string(nil), rest[n:]...), before...))
	if err == nil {
		return 0
	}
	var ue *UsageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "computecheck %s: %s\n%s computecheck %s %s\n", v.Name, ue.In(env.lang()), assets.Tr(env.lang(), "cli.help.usage"), v.Name, v.Args)
		return 2
	}
	// A worded error (msg.Messager) reads in the user's language.
	fmt.Fprintf(stderr, "computecheck %s: %s\n", v.Name, oneLine(msg.Text(err, env.lang())))
	return 1
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func lookup(rest []string) (Verb, int) {
	if len(rest) >= 2 {
		if v, ok := verbs[rest[0]+" "+rest[1]]; ok {
			return v, 2
		}
	}
	if v, ok := verbs[rest[0]]; ok {
		return v, 1
	}
	return Verb{}, 0
}

// Version is set at build time (-ldflags -X computecheck/cli.Version=...).
var Version = "0.1.0"

// summary is the verb's one line in lang: the catalogue's "cli.verb.NAME"
// (spaces as "_"), else the English Summary it was registered with.
func (v Verb) summary(lang string) string {
	key := "cli.verb." + strings.ReplaceAll(v.Name, " ", "_")
	if s := assets.Tr(lang, key); s != key {
		return s
	}
	return v.Summary
}

func printHelp(w io.Writer, lang string) {
	tr := func(key string) string { return assets.Tr(lang, key) }
	fmt.Fprintln(w, tr("cli.help.title"))
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%s computecheck                      %s\n", tr("cli.help.usage"), tr("cli.help.gui"))
	fmt.Fprintf(w, "%s computecheck %s\n", strings.Repeat(" ", displayWidth(tr("cli.help.usage"))), tr("cli.help.command_args"))
	fmt.Fprintln(w, "\n"+tr("cli.help.commands"))
	names := make([]string, 0, len(verbs))
	for n := range verbs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		v := verbs[n]
		if use := v.Name + " " + v.Args; len(use) <= 40 {
			fmt.Fprintf(w, "  %-40s %s\n", use, v.summary(lang))
		} else {
			fmt.Fprintf(w, "  %s\n  %-40s %s\n", use, "", v.summary(lang))
		}
	}
	fmt.Fprintln(w, "\n"+tr("cli.help.common"))
	fmt.Fprintln(w, "  --db PATH      "+tr("cli.help.db"))
	fmt.Fprintln(w, "  --json         "+tr("cli.help.json"))
	fmt.Fprintln(w, "  --lang zh|en   "+tr("cli.help.lang"))
	fmt.Fprintln(w, "\n"+tr("cli.help.exit"))
}

// ParseFlags parses verb flags that may stand before or after positional
// arguments, returning the positionals.
func ParseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, flagError(err)
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// openInput opens a file argument, "-" meaning stdin, and says its size
// when it is a regular file (-1 otherwise: stdin, a pipe, /dev/zero).
func (e *Env) openInput(path string) (io.ReadCloser, int64, error) {
	if path == "-" {
		return io.NopCloser(e.Stdin), -1, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, msg.Because(err, "store.cannot_read", path)
	}
	size := int64(-1)
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		size = fi.Size()
	}
	return f, size, nil
}

// inputName is how an error names a file argument ("-": stdin, worded).
func inputName(path string) any {
	if path == "-" {
		return msg.New("doors.input.stdin")
	}
	return path
}

// readInput reads a file argument ("-" meaning stdin) through a limit: a
// file larger than limit is refused before it is read, a stream when it
// passes the limit, never read on (a 2 GB TASK.json took 2 GB to be
// refused, /dev/zero grew without end; issue 25).
func (e *Env) readInput(path string, limit int64) ([]byte, error) {
	rc, size, err := e.openInput(path)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	if size > limit {
		return nil, msg.Errorf("doors.input.too_large", inputName(path), size, limit)
	}
	b, err := io.ReadAll(io.LimitReader(rc, limit+1))
	if err != nil {
		return nil, msg.Because(err, "store.cannot_read", path)
	}
	if int64(len(b)) > limit {
		return nil, msg.Errorf("doors.input.over", inputName(path), limit)
	}
	return b, nil
}

// worded is an error worded by a message (msg.Error).
func worded(key string, args ...any) error { return msg.Errorf(key, args...) }

// errText is err in lang (msg.Text).
func errText(err error, lang string) string { return msg.Text(err, lang) }
