package msg

import (
	"errors"
	"strings"
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
