package msg

import (
	"errors"
	"io/fs"
	"strings"
	"sync"
	"syscall"
)

// Messager is an error (or anything) worded by a message, so that the
// command line and the window can show it in the user's language while
// Error() stays English for logs and for wrapping with fmt.Errorf.
type Messager interface {
	Message() Msg
}

// Error is an error worded by a message.
type Error struct {
	M Msg
	// Err is the cause, for errors.Is/As; its text is not shown (the
	// message says what matters).
	Err error
}

// Errorf returns an error worded by the message key with args.
func Errorf(key string, args ...any) *Error { return &Error{M: New(key, args...)} }

// Wrap returns an error worded by the message, with err as its cause.
func Wrap(err error, key string, args ...any) *Error {
	return &Error{M: New(key, args...), Err: err}
}

func (e *Error) Error() string      { return e.M.In("en") }
func (e *Error) Message() Msg       { return e.M }
func (e *Error) Unwrap() error      { return e.Err }
func (e *Error) In(l string) string { return e.M.In(l) }

// Text is err's text in lang: every worded error in its chain (a Messager)
// has its English wording replaced by lang's, so a message wrapped with
// context ("file.json: ...") still reads in the user's language where it
// was worded. A nil error is "".
func Text(err error, lang string) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	if lang == "en" {
		return s
	}
	seen := map[string]bool{}
	var walk func(error)
	walk = func(e error) {
		for e != nil {
			if m, ok := e.(Messager); ok {
				en := m.Message().In("en")
				if en != "" && !seen[en] {
					seen[en] = true
					s = strings.Replace(s, en, m.Message().In(lang), 1)
				}
			} else if r, ok := registeredReason(e); ok {
				// An unworded cause (the driver's own words) read in the
				// user's language; it is the end of what is worded here.
				en := e.Error()
				if en != "" && !seen[en] {
					seen[en] = true
					s = strings.Replace(s, en, r.In(lang), 1)
				}
				return
			}
			if j, ok := e.(interface{ Unwrap() []error }); ok {
				for _, x := range j.Unwrap() {
					walk(x)
				}
				return
			}
			e = errors.Unwrap(e)
		}
	}
	walk(err)
	return s
}

// Because is a worded error followed by the text of its cause ("cannot
// write x.db: no space left on device"): the sentence is key with args,
// the cause is kept for errors.Is/As and shown after a colon, itself in
// the user's language where it is worded (a Messager) or one of the
// operating system's common refusals (OSReason). A nil cause is Errorf.
func Because(err error, key string, args ...any) error {
	if err == nil {
		return Errorf(key, args...)
	}
	return &because{m: New(key, args...), err: OSReason(err)}
}

type because struct {
	m   Msg
	err error
}

func (e *because) Error() string { return e.In("en") }
func (e *because) Unwrap() error { return e.err }

// Message is the sentence and its cause, joined as the language joins
// them ("msg.because": "%s: %s", "%s：%s").
func (e *because) Message() Msg { return New("msg.because", e.m, e.err) }

// In is the error in lang, the cause worded where it is.
func (e *because) In(lang string) string {
	if _, ok := Lookup(lang, "msg.because"); !ok {
		return e.m.In(lang) + ": " + Text(e.err, lang)
	}
	return e.Message().In(lang)
}

// OSReason words the operating system's common refusals (no such file,
// permission denied, file exists, disk full, read-only, is or is not a
// folder) so they read in the user's language; the path and operation of
// a *fs.PathError are left out (the sentence before it names the file).
// Other errors, and errors already worded, are returned as they are.
func OSReason(err error) error {
	if err == nil {
		return nil
	}
	var m Messager
	if errors.As(err, &m) {
		return err
	}
	if r, ok := registeredReason(err); ok {
		return &Error{M: r, Err: err}
	}
	for _, c := range []struct {
		target error
		key    string
	}{
		{fs.ErrNotExist, "io.not_exist"}, {fs.ErrPermission, "io.permission"}, {fs.ErrExist, "io.exists"},
		{syscall.ENOSPC, "io.no_space"}, {syscall.EROFS, "io.read_only"}, {syscall.EISDIR, "io.is_dir"},
		{syscall.ENOTDIR, "io.not_dir"}, {syscall.ENAMETOOLONG, "io.name_too_long"},
	} {
		if errors.Is(err, c.target) {
			return Wrap(err, c.key)
		}
	}
	return err
}

// A Reason words an error of a package this one does not know (the SQLite
// driver's "database or disk is full"), or reports ok false. It is asked
// about each error of a chain on its own, so it words that error alone
// (a type check, not errors.As): what wraps it keeps its own words.
type Reason func(err error) (m Msg, ok bool)

var (
	reasonsMu sync.RWMutex
	reasons   []Reason
)

// RegisterReason adds a wording for errors no message wraps: OSReason
// (and so Because) uses it, and Text renders such an error, wherever it
// stands in a chain, by it. Packages register in init.
func RegisterReason(r Reason) {
	reasonsMu.Lock()
	defer reasonsMu.Unlock()
	reasons = append(reasons, r)
}

func registeredReason(err error) (Msg, bool) {
	reasonsMu.RLock()
	defer reasonsMu.RUnlock()
	for _, r := range reasons {
		if m, ok := r(err); ok {
			return m, true
		}
	}
	return Msg{}, false
}
