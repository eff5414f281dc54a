package quotes

import (
	"strings"

	"computecheck/msg"
)

// Problem is a cell or file that could not be read, where the user will
// find it: file, sheet (xlsx), row as Excel numbers it (0 = the whole
// file), column by the file's own header text and its letter. Reason says
// why, in the user's language once rendered, and quotes the cell.
type Problem struct {
	File         string  `json:"file"`
	Sheet        string  `json:"sheet,omitempty"`
	Row          int     `json:"row"`
	Column       string  `json:"column,omitempty"`
	ColumnLetter string  `json:"column_letter,omitempty"`
	Reason       msg.Msg `json:"reason_id"`
}

func (p *Problem) Error() string { return p.Text("en") }

// Where is the location part of the message: file, sheet, row, column.
func (p *Problem) Where(lang string) string {
	parts := []string{}
	if p.Sheet != "" {
		parts = append(parts, mk("import.loc.sheet", p.Sheet).In(lang))
	}
	if p.Row > 0 {
		parts = append(parts, mk("import.loc.row", p.Row).In(lang))
	}
	if p.Column != "" {
		if p.ColumnLetter != "" {
			parts = append(parts, mk("import.loc.column_letter", p.Column, p.ColumnLetter).In(lang))
		} else {
			parts = append(parts, mk("import.loc.column", p.Column).In(lang))
		}
	}
	if len(parts) == 0 {
		return p.File
	}
	return mk("import.loc.at", p.File, strings.Join(parts, mk("import.loc.sep").In(lang))).In(lang)
}

// Text is the one-line message in lang ("zh" or "en").
func (p *Problem) Text(lang string) string {
	return mk("import.loc.problem", p.Where(lang), p.Reason.In(lang)).In(lang)
}

// fileProblem is a refusal of the whole file.
func fileProblem(file string, m msg.Msg) *Problem { return &Problem{File: file, Reason: m} }
