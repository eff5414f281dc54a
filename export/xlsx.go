package export

import (
	"computecheck/internal/textclean"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// Sheet is one formatted worksheet: a bold, frozen header row, then rows of
// strings and numbers. Number cells stay numbers (so a colleague can sum
// them in Excel); text cells go through SafeCSVCell's rule, since Excel
// evaluates a cell that starts with = + - @ just as it does in a CSV.
type Sheet struct {
	Name    string
	Header  []string
	Rows    [][]any  // string, float64, int, int64, bool or nil (empty)
	Grey    []bool   // per row: greyed (e.g. a quote that does not fit)
	NumFmt  []string // per column: an Excel number format for float cells ("" = general)
	MinCols []float64
}

// WriteXLSX writes the sheets as one workbook to w.
func WriteXLSX(w io.Writer, sheets []Sheet) error {
	if len(sheets) == 0 {
		return fmt.Errorf("export: no sheets to write")
	}
	f := excelize.NewFile()
	defer f.Close()
	head, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DDEBF7"}},
		Alignment: &excelize.Alignment{WrapText: true, Vertical: "center"}})
	if err != nil {
		return err
	}
	grey, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Color: "808080"}})
	if err != nil {
		return err
	}
	used := map[string]bool{}
	for i, sh := range sheets {
		name := sheetName(sh.Name, i, used)
		if i == 0 {
			if err := f.SetSheetName("Sheet1", name); err != nil {
				return err
			}
		} else if _, err := f.NewSheet(name); err != nil {
			return err
		}
		if err := writeSheet(f, name, sh, head, grey); err != nil {
			return fmt.Errorf("sheet %q: %w", name, err)
		}
	}
	_, err = f.WriteTo(w)
	return err
}

func writeSheet(f *excelize.File, name string, sh Sheet, head, grey int) error {
	widths := make([]float64, len(sh.Header))
	for c, h := range sh.Header {
		cell, _ := excelize.CoordinatesToCellName(c+1, 1)
		if err := f.SetCellStr(name, cell, SafeCSVCell(h)); err != nil {
			return err
		}
		widths[c] = textWidth(h)
	}
	if len(sh.Header) > 0 {
		last, _ := excelize.CoordinatesToCellName(len(sh.Header), 1)
		if err := f.SetCellStyle(name, "A1", last, head); err != nil {
			return err
		}
	}
	numStyles := map[string]int{}
	for r, row := range sh.Rows {
		for c, v := range row {
			cell, _ := excelize.CoordinatesToCellName(c+1, r+2)
			var err error
			switch x := v.(type) {
			case nil:
				continue
			case string:
				err = f.SetCellStr(name, cell, SafeCSVCell(x))
				if c < len(widths) {
					widths[c] = max(widths[c], textWidth(x))
				}
			case float64:
				err = f.SetCellFloat(name, cell, x, -1, 64)
				if c < len(sh.NumFmt) && sh.NumFmt[c] != "" {
					st, ok := numStyles[sh.NumFmt[c]]
					if !ok {
						fmtStr := sh.NumFmt[c]
						st, err = f.NewStyle(&excelize.Style{CustomNumFmt: &fmtStr})
						if err != nil {
							return err
						}
						numStyles[sh.NumFmt[c]] = st
					}
					err = f.SetCellStyle(name, cell, cell, st)
				}
			default:
				err = f.SetCellValue(name, cell, x)
			}
			if err != nil {
				return err
			}
		}
		if r < len(sh.Grey) && sh.Grey[r] && len(row) > 0 {
			// Greyed rows keep their number formats: colour only the text cells.
			for c, v := range row {
				if _, isText := v.(string); isText {
					cell, _ := excelize.CoordinatesToCellName(c+1, r+2)
					if err := f.SetCellStyle(name, cell, cell, grey); err != nil {
						return err
					}
				}
			}
		}
	}
	for c, w := range widths {
		if c < len(sh.MinCols) {
			w = max(w, sh.MinCols[c])
		}
		col, _ := excelize.ColumnNumberToName(c + 1)
		if err := f.SetColWidth(name, col, col, min(max(w+2, 8), 60)); err != nil {
			return err
		}
	}
	return f.SetPanes(name, &excelize.Panes{Freeze: true, Split: false, XSplit: 0, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"})
}

// textWidth approximates a cell's width in Excel character units: CJK
// characters take two.
func textWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		if utf8.RuneLen(r) >= 3 {
			w += 2
		} else {
			w++
		}
	}
	return w
}

// sheetName makes an Excel-legal, unique sheet name (31 characters, none of
// : \ / ? * [ ]).
func sheetName(s string, i int, used map[string]bool) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`:\/?*[]`, r) {
			return '_'
		}
		return r
	}, strings.TrimSpace(textclean.Line(s)))
	s = strings.Trim(s, "'")
	if s == "" {
		s = fmt.Sprintf("Sheet%d", i+1)
	}
	if r := []rune(s); len(r) > 28 {
		s = string(r[:28])
	}
	base, n := s, 2
	for used[strings.ToLower(s)] {
		s = fmt.Sprintf("%s (%d)", base, n)
		n++
	}
	used[strings.ToLower(s)] = true
	return s
}
