// Package msg is the one way a user-visible sentence leaves a domain package
// (calc, quotes, compare, storage, bench): as a message id with arguments,
// never as finished text. The window, the command line, the xlsx and the PDF
// render it in the user's language through one catalogue (package assets
// registers it; see assets/i18n/{zh,en}/*.json).
//
// A Msg survives a round trip through JSON (stored warnings, share files):
// arguments are kept as strings, numbers or nested messages, and Sprintf
// coerces each argument to what its verb needs, so a count stored as 3
// still prints with %d after it came back as the float64 3.
package msg

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
)

// Msg is a message id and its arguments. Args hold string, bool, integer,
// float64 or Msg values (a nested Msg is rendered in the same language);
// an error argument (a cause, never stored) is rendered by Text.
type Msg struct {
	Key  string `json:"key"`
	Args []any  `json:"args,omitempty"`
}

// New is a message with arguments.
func New(key string, args ...any) Msg { return Msg{Key: key, Args: args} }

// IsZero reports a message with no key.
func (m Msg) IsZero() bool { return m.Key == "" }

// Catalog looks up a key's format string in a language.
type Catalog func(lang, key string) (format string, ok bool)

var catalog atomic.Value // Catalog

// SetCatalog installs the translation tables (package assets does this in init).
func SetCatalog(c Catalog) { catalog.Store(c) }

// Lookup is the format string of key in lang, or "" and false when no
// catalogue is installed or the key is in neither lang nor English.
func Lookup(lang, key string) (string, bool) {
	c, _ := catalog.Load().(Catalog)
	if c == nil {
		return "", false
	}
	if f, ok := c(lang, key); ok {
		return f, true
	}
	return c("en", key)
}

// In renders the message in lang ("zh" or "en"). An unknown key shows as
// the key with its arguments, so a missing translation is seen, never blank.
func (m Msg) In(lang string) string {
	if m.Key == "" {
		return ""
	}
	f, ok := Lookup(lang, m.Key)
	if !ok {
		if len(m.Args) == 0 {
			return m.Key
		}
		parts := make([]string, len(m.Args))
		for i, a := range m.Args {
			parts[i] = render(lang, a)
		}
		return m.Key + "(" + strings.Join(parts, ", ") + ")"
	}
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		if n, ok := a.(Msg); ok {
			args[i] = n.In(lang)
		} else if n, ok := a.(*Msg); ok && n != nil {
			args[i] = n.In(lang)
		} else if e, ok := a.(error); ok && e != nil {
			args[i] = Text(e, lang) // a cause, worded where it is
		} else {
			args[i] = a
		}
	}
	return Sprintf(f, args...)
}

func render(lang string, a any) string {
	switch v := a.(type) {
	case Msg:
		return v.In(lang)
	case string:
		return v
	case error:
		return Text(v, lang)
	}
	return fmt.Sprint(a)
}

// UnmarshalJSON restores nested messages (objects with a "key") among the
// arguments; numbers come back as float64 and Sprintf coerces them.
func (m *Msg) UnmarshalJSON(b []byte) error {
	var w struct {
		Key  string            `json:"key"`
		Args []json.RawMessage `json:"args"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	m.Key = w.Key
	m.Args = nil
	for _, raw := range w.Args {
		var v any
		if t := strings.TrimSpace(string(raw)); strings.HasPrefix(t, "{") {
			var n Msg
			if err := json.Unmarshal(raw, &n); err != nil {
				return err
			}
			v = n
		} else if err := json.Unmarshal(raw, &v); err != nil {
			return err
		}
		m.Args = append(m.Args, v)
	}
	return nil
}

// Sprintf is fmt.Sprintf after fitting each argument to its verb: %d takes
// a whole float64 as an integer, %f/%g/%e take integers as floats, %s takes
// numbers as their shortest decimal form. Explicit argument indexes
// ("%[2]s") are honoured, so a translation may reorder its arguments.
func Sprintf(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	fitted := append([]any(nil), args...)
	argi := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		// flags, width, precision, optional [n]
		for i < len(format) && strings.IndexByte("+-# 0123456789.*", format[i]) >= 0 {
			i++
		}
		if i < len(format) && format[i] == '[' {
			j := strings.IndexByte(format[i:], ']')
			if j > 0 {
				if n, err := strconv.Atoi(format[i+1 : i+j]); err == nil {
					argi = n - 1
				}
				i += j + 1
			}
		}
		for i < len(format) && strings.IndexByte("+-# 0123456789.*", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			break
		}
		if argi >= 0 && argi < len(fitted) {
			fitted[argi] = fit(format[i], fitted[argi])
		}
		argi++
	}
	return fmt.Sprintf(format, fitted...)
}

func fit(verb byte, a any) any {
	switch verb {
	case 'd':
		switch v := a.(type) {
		case float64:
			if v == math.Trunc(v) && math.Abs(v) < 1<<62 {
				return int64(v)
			}
		case float32:
			return int64(v)
		}
	case 'f', 'g', 'e', 'F', 'G', 'E':
		switch v := a.(type) {
		case int:
			return float64(v)
		case int64:
			return float64(v)
		case int32:
			return float64(v)
		}
	case 's', 'q':
		switch v := a.(type) {
		case float64:
			return strconv.FormatFloat(v, 'f', -1, 64)
		case int:
			return strconv.Itoa(v)
		case int64:
			return strconv.FormatInt(v, 10)
		case bool:
			return strconv.FormatBool(v)
		}
	}
	return a
}
