// Package export writes files that leave ComputeCheck for other people and
// other programs: CSV cells made safe to open in a spreadsheet, and files
// written whole or not at all, never executable.
//
// Quotes are commercially sensitive and a CSV of them is opened in Excel or
// WPS by people who did not write it. A vendor's cell text such as
// "=HYPERLINK(...)" must reach them as text, not as a formula (OWASP "CSV
// Injection").
package export

import (
	"encoding/csv"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"

	"computecheck/internal/textclean"
	"computecheck/msg"
)

// FileMode is the permission of every file ComputeCheck writes: readable,
// never executable.
const FileMode os.FileMode = 0o644

// plainNumber is a decimal number a spreadsheet reads as a number and never
// as a formula: "-5", "+1.5", "-2.5e3". Left as is so that negative figures
// stay numbers.
var plainNumber = regexp.MustCompile(`^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$`)

// SafeCSVCell returns s so that a spreadsheet shows it as text: a cell that
// starts with = + - @, a tab or a carriage return (or the full-width ＝ ＋ －
// ＠ a Chinese input method types), also after leading white space (a
// space, a no-break space, an ideographic space: some spreadsheets skip
// them and evaluate " =1+1"), gets a leading apostrophe, which Excel, WPS
// and LibreOffice hide and which stops formula evaluation. Plain decimal
// numbers ("-5", "+1.5e3") are returned unchanged. Control and bidi
// characters are taken out first (textclean): they never reach a workbook.
func SafeCSVCell(s string) string {
	s = textclean.Text(s)
	if s == "" || plainNumber.MatchString(s) {
		return s
	}
	if strings.HasPrefix(s, "\t") {
		return "'" + s
	}
	lead := strings.TrimLeftFunc(s, unicode.IsSpace)
	switch {
	case strings.HasPrefix(lead, "="), strings.HasPrefix(lead, "+"), strings.HasPrefix(lead, "-"),
		strings.HasPrefix(lead, "@"), strings.HasPrefix(lead, "\r"),
		strings.HasPrefix(lead, "＝"), strings.HasPrefix(lead, "＋"), strings.HasPrefix(lead, "－"),
		strings.HasPrefix(lead, "＠"):
		return "'" + s
	}
	return s
}

// SafeCSVRecord applies SafeCSVCell to every cell, in a new slice.
func SafeCSVRecord(rec []string) []string {
	out := make([]string, len(rec))
	for i, c := range rec {
		out[i] = SafeCSVCell(c)
	}
	return out
}

// CSVWriter is a csv.Writer whose Write and WriteAll make every cell safe.
type CSVWriter struct{ *csv.Writer }

// NewCSVWriter returns a CSVWriter on w. With bom, it first writes a UTF-8
// byte-order mark, without which Excel on a Chinese Windows reads UTF-8 as
// GBK.
func NewCSVWriter(w io.Writer, bom bool) (*CSVWriter, error) {
	if bom {
		if _, err := io.WriteString(w, "\uFEFF"); err != nil {
			return nil, err
		}
	}
	return &CSVWriter{csv.NewWriter(w)}, nil
}

// Write writes one record with every cell made safe.
func (w *CSVWriter) Write(rec []string) error { return w.Writer.Write(SafeCSVRecord(rec)) }

// WriteAll writes the records with every cell made safe, then flushes.
func (w *CSVWriter) WriteAll(recs [][]string) error {
	for _, r := range recs {
		if err := w.Write(r); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}

// ErrExists is returned by WriteFile when the file is there already and
// overwriting was not asked for.
var ErrExists = errors.New("file already exists")

// WriteFile writes data to path whole or not at all: into a temporary file
// in the same folder, synced to disk, given FileMode, then renamed over
// path, and the folder synced. A crash leaves either the old file or the new
// one, never half of it. Without overwrite, an existing path is an error
// (wrapping ErrExists) and nothing is written.
func WriteFile(path string, data []byte, overwrite bool) error {
	return WriteFileFunc(path, overwrite, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFileFunc is WriteFile with the content written by fill.
func WriteFileFunc(path string, overwrite bool, fill func(io.Writer) error) (err error) {
	if !overwrite {
		if _, err := os.Lstat(path); err == nil {
			return msg.Wrap(ErrExists, "store.backup.exists", path)
		}
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return msg.Because(err, "store.write_in", dir)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err = f.Chmod(FileMode); err != nil {
		return err
	}
	if err = fill(f); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return msg.Because(err, "cli.err.cannot_write", path)
	}
	if err = f.Close(); err != nil {
		return msg.Because(err, "cli.err.cannot_write", path)
	}
	if !overwrite {
		// A hard link never replaces an existing name, so a file that
		// appeared while we wrote is not lost; where links are not
		// supported (FAT), check and rename.
		lerr := os.Link(tmp, path)
		if lerr == nil {
			os.Remove(tmp)
			SyncDir(dir)
			return nil
		}
		if _, serr := os.Lstat(path); serr == nil || errors.Is(lerr, fs.ErrExist) {
			err = msg.Wrap(ErrExists, "store.backup.exists", path)
			return err
		}
	}
	if err = os.Rename(tmp, path); err != nil {
		return msg.Because(err, "cli.err.cannot_write", path)
	}
	SyncDir(dir)
	return nil
}

// SyncDir flushes a folder's entries (a rename) to disk. It is best effort:
// some systems (Windows) cannot sync a folder, and the data itself is
// already synced.
func SyncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
