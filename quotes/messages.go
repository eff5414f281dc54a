package quotes

import (
	"errors"

	"computecheck/msg"
)

// mk is a message of this package's catalogue (assets/i18n/*/import.json).
// The key is always a literal, so a test can find every key in the code.
func mk(key string, args ...any) msg.Msg { return msg.New(key, args...) }

// cellError is a parser's refusal of one cell: a message the caller shows
// in the user's language. Error() is the English text, for logs and tests.
type cellError = msg.Error

// cellErr is a parser error with its message.
func cellErr(key string, args ...any) error { return msg.Errorf(key, args...) }

// errMsg is the message of a parser error: its own when it has one, else
// the error's text shown as it is.
func errMsg(err error) msg.Msg {
	var me msg.Messager
	if errors.As(err, &me) {
		return me.Message()
	}
	return TextMsg(err.Error())
}

// TextMsg is a text with no message id, shown as it is in either language
// (a warning stored before warnings were messages, or one carried in from
// a JSON file).
func TextMsg(s string) msg.Msg { return mk("import.text", s) }
