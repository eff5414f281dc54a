package quotes

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"computecheck/msg"
)

// Issue 25: what the grid readers cannot read exactly is refused at its
// place (file, sheet, row, column), never cut to fit, merged or guessed.
// The limits bound the work one import may cost: any input up to 10 MB
// reads in under 2 s and 500 MB (BenchmarkReadHostileCSV10MB,
// BenchmarkReadHostileXLSX10MB).
const (
	// maxCellChars is Excel's own limit on one cell's text (32,767
	// characters); a longer cell was not written by a spreadsheet and
	// would cost the header and word scans time in proportion.
	maxCellChars = maxSharedString
	// maxBookXMLBytes bounds the XML read from one workbook, all parts
	// together, once each (a 10,000-row sheet is about 5 MB of XML; a
	// zip bomb of 0.75 MB unpacks to hundreds).
	maxBookXMLBytes = 48 << 20
	// maxBookXMLTags bounds the tags ("<") read from one workbook: the
	// XML parser's time goes by tags, about 1.5 µs each (the 10,000-row
	// workbook of BenchmarkReadXLSX10k holds 620,000).
	maxBookXMLTags = 1_000_000
	// maxRows bounds the rows holding a value in one file: each may be a
	// quote, and a quote costs its row's reading (a vendor's price list
	// is hundreds of rows; BenchmarkReadXLSX10k reads 10,000).
	maxRows = 12_000
	// maxTextChars bounds the text of all cells of one file: the column,
	// word and number scans cost about a microsecond a character, so
	// the text, not the bytes, is what a file's reading costs (the 10,000
	// rows of BenchmarkReadXLSX10k hold 600,000 characters).
	maxTextChars = 1_000_000
	// longCellChars is where a cell stops looking like a value (a price,
	// a GPU, a count) and reads as a paragraph; the column scans go over
	// each such cell at several microseconds a character, so a file may
	// hold at most maxLongTextChars of them (four cells of Excel's limit).
	longCellChars    = 1024
	maxLongTextChars = 4 * maxCellChars
	// maxJSONKeys and maxJSONKeyChars bound the keys of a JSON quote
	// file: each new key is matched against every field's header words
	// (the contract's keys are about 60, all short).
	maxJSONKeys     = 500
	maxJSONKeyChars = 128
)

// clipRunes is s cut at n characters, "…" marking the cut.
func clipRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// errPlace is a cell or row over a limit, with its place: row as the
// spreadsheet numbers it, 0-based column (-1: the whole row), and the
// size found.
type errPlace struct {
	m        string // "cell" | "row" | "long"
	row, col int
	n        int
}

func (e *errPlace) Error() string { return e.m }

// overlongCell says whether s is longer than a spreadsheet cell can be.
func overlongCell(s string) bool {
	return len(s) > maxCellChars && utf8.RuneCountInString(s) > maxCellChars
}

// placeProblem is the refusal of a cell or row over a limit, located.
func placeProblem(file, sheet string, e *errPlace) *Problem {
	p := &Problem{File: file, Sheet: sheet, Row: e.row}
	if e.col >= 0 {
		p.ColumnLetter, _ = excelize.ColumnNumberToName(e.col + 1)
		p.Column = p.ColumnLetter
	}
	switch e.m {
	case "cell":
		p.Reason = mk("import.safety.cell_too_long", e.n, maxCellChars)
	case "long":
		p.Reason = mk("import.safety.long_text", maxLongTextChars, longCellChars)
	default:
		p.Reason = mk("import.safety.row_too_wide", e.n, maxCellsPerRow)
	}
	return p
}

// textBudget counts the text of one file's cells against maxTextChars
// and, for the long ones, maxLongTextChars.
type textBudget struct{ chars, long int }

// add counts one cell (row as the spreadsheet numbers it, 0-based column).
func (tb *textBudget) add(row, col int, s string) error {
	n := utf8.RuneCountInString(s)
	if tb.chars += n; tb.chars > maxTextChars {
		return &errLimit{"text"}
	}
	if n > longCellChars {
		if tb.long += n; tb.long > maxLongTextChars {
			return &errPlace{m: "long", row: row, col: col, n: n}
		}
	}
	return nil
}

func asPlace(err error) (*errPlace, bool) {
	var pe *errPlace
	ok := errors.As(err, &pe)
	return pe, ok
}

// oddDigits refuses a number written with digits that are not 0-9 beside
// the ones that are ("⑨8", "8²", "1½"): which number the cell means cannot
// be read exactly, and dropping the odd one would store another number.
// Full-width digits are folded to 0-9 before this (narrow).
func oddDigits(s string) error {
	prevDigit, prevOdd := false, false
	for _, r := range s {
		ascii := r >= '0' && r <= '9'
		odd := !ascii && r > 0x7f && unicode.IsNumber(r) && !(r >= '０' && r <= '９')
		if (odd && (prevDigit || prevOdd)) || (ascii && prevOdd) {
			return cellErr("import.safety.odd_digits", strings.TrimSpace(s))
		}
		prevDigit, prevOdd = ascii, odd
	}
	return nil
}

// maxHiddenListed is how many hidden parts FileResult.Hidden lists (a
// sheet may hide thousands of rows); the file warning counts them all.
const maxHiddenListed = 200

// hidden records a hidden sheet, row or column that holds something.
func (ctx *readCtx) hidden(p *Problem) {
	if ctx.res.hiddenTotal++; len(ctx.res.Hidden) < maxHiddenListed {
		ctx.res.Hidden = append(ctx.res.Hidden, *p)
	}
}

// maxHiddenNamed is how many hidden parts the file warning names; all of
// them are in FileResult.Hidden (--explain, --json).
const maxHiddenNamed = 6

// hiddenWarning adds one file warning naming the hidden parts not read:
// every quote of the file carries it, so no reader of a quote misses that
// the workbook held more than it showed.
func (ctx *readCtx) hiddenWarning() {
	hs := ctx.res.Hidden
	if len(hs) == 0 {
		return
	}
	var list msg.Msg
	for i := min(len(hs), maxHiddenNamed) - 1; i >= 0; i-- {
		h := hs[i]
		var item msg.Msg
		switch {
		case h.Row > 0:
			item = mk("import.safety.hidden_at_row", h.Sheet, h.Row)
		case h.ColumnLetter != "":
			item = mk("import.safety.hidden_at_column", h.Sheet, h.ColumnLetter)
		default:
			item = mk("import.safety.hidden_at_sheet", h.Sheet)
		}
		if list.IsZero() {
			if ctx.res.hiddenTotal > maxHiddenNamed {
				item = mk("import.safety.list", item, mk("import.safety.more", ctx.res.hiddenTotal-maxHiddenNamed))
			}
			list = item
		} else {
			list = mk("import.safety.list", item, list)
		}
	}
	ctx.res.Warnings = append(ctx.res.Warnings, mk("import.safety.hidden_warning", ctx.res.hiddenTotal, list))
}
