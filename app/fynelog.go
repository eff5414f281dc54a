package app

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// quietLog drops two messages Fyne logs for conditions that are normal
// and that a user cannot act on, and passes everything else through:
//
//   - "Getting favorite locations": every file dialog looks for the
//     standard folders (Documents, Videos …) and logs each one this
//     computer does not have;
//   - "Preferences load error: EOF": Fyne's file watcher re-reads the
//     preferences while they are being rewritten, and finds the file empty.
//
// Fyne writes each as three lines (message, "  Cause:", "  At:"); the
// dropped message takes its two lines with it.
type quietLog struct {
	mu   sync.Mutex
	out  io.Writer
	skip int    // lines still to drop
	held []byte // a line not yet ended

	pending      string // a message held until its cause is known
	pendingCause string
}

func newQuietLog(out io.Writer) *quietLog { return &quietLog{out: out} }

func (q *quietLog) Write(p []byte) (int, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.held = append(q.held, p...)
	for {
		i := bytes.IndexByte(q.held, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := q.held[:i+1]
		q.held = q.held[i+1:]
		if q.drop(string(line)) {
			continue
		}
		if _, err := q.out.Write(line); err != nil {
			return len(p), err
		}
	}
}

// harmless are the messages dropped, with the cause that makes them so
// ("": any).
var harmless = []struct{ message, cause string }{
	{"Fyne error:  Getting favorite locations", ""},
	{"Fyne error:  Preferences load error:", "Cause: EOF"},
}

func (q *quietLog) drop(line string) bool {
	if q.skip > 0 {
		q.skip--
		return true
	}
	for _, h := range harmless {
		if strings.Contains(line, h.message) {
			if h.cause == "" {
				q.skip = 2
				return true
			}
			// Hold the message until its cause is known.
			q.pending = line
			q.pendingCause = h.cause
			return true
		}
	}
	if q.pending != "" {
		p := q.pending
		q.pending = ""
		if strings.Contains(line, q.pendingCause) {
			q.skip = 1 // the "At:" line
			return true
		}
		q.out.Write([]byte(p))
	}
	return false
}

// fixEmptyPreferences replaces an empty preferences file (a write cut
// short) with an empty object, which Fyne reads without an error.
func fixEmptyPreferences(configDir, appID string) {
	p := filepath.Join(configDir, "fyne", appID, "preferences.json")
	if st, err := os.Stat(p); err == nil && st.Size() == 0 {
		os.WriteFile(p, []byte("{}"), 0o600)
	}
}
