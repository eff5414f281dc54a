package quotes

import (
	"regexp"
	"strings"
)

// The locate stage's e-mail history: a reply pasted into a sheet keeps the
// message it answers under a quote marker ("-----原始邮件-----",
// "-----Original Message-----", "在 2026年11月30日，李娜 写道：", "On Mon,
// Nov 30, 2026, Li Na wrote:") or as lines that start with ">". What is
// below the marker is what was said before this offer, often an older
// table: never an offer, and never a line that sets the file's vendor,
// unit or currency. Each row is named in FileResult.NotOffers (--explain)
// and the quotes carry one warning saying how many were left out.

// reMailQuote: a line that opens the quoted earlier message. A forwarded
// message is not one (it may be the very offer the buyer passes on).
var reMailQuote = regexp.MustCompile(`(?i)^\s*[-_=—–]{2,}\s*(?:原始邮件|原始郵件|原邮件|original\s+message|原始訊息)\s*[-_=—–]{2,}\s*$|^\s*在\s*.{4,120}写道\s*[:：]?\s*$|^\s*on\s+.{4,200}\s+wrote\s*:?\s*$`)

// reMailHeadFrom, reMailHeadSent: the head of a quoted message in the
// form Outlook writes it (a rule of underscores, then "From: … / Sent: …",
// "发件人: … / 发送时间: …"). The reply's own head stands above its table
// too, so only a head under the table's first data row opens history.
var (
	reMailHeadFrom = regexp.MustCompile(`(?i)^\s*(?:from|发件人|寄件者)\s*[:：]`)
	reMailHeadSent = regexp.MustCompile(`(?i)^\s*(?:sent|date|发送时间|发送日期|寄件日期|时间)\s*[:：]|[;；]\s*(?:sent|发送时间)\s*[:：]`)
	reMailRule     = regexp.MustCompile(`^\s*[_＿-]{8,}\s*$`)
)

// historyStart is the index of the first row of t that begins an earlier
// message quoted in a reply: a quote marker; a quoted message's head at
// or under row first (the table's first data row), with the rule line
// just above it; or a row that starts with ">" when every filled row from
// it to the end does (the quoted lines close the file). -1: none.
func historyStart(t *table, first int) int {
	quoted, prev := -1, -1 // the run of ">" rows that reaches the end; the filled row before i
	for i := 0; i < len(t.rows); i++ {
		cells := filled(t.rows[i])
		if len(cells) == 0 {
			continue
		}
		line := strings.Join(cells, ", ")
		if reMailQuote.MatchString(line) {
			return i
		}
		if i >= first && reMailHeadFrom.MatchString(line) && (reMailHeadSent.MatchString(line) || sentNext(t, i)) {
			if prev >= 0 && reMailRule.MatchString(strings.Join(filled(t.rows[prev]), "")) {
				return prev
			}
			return i
		}
		if strings.HasPrefix(cells[0], ">") {
			if quoted < 0 {
				quoted = i
			}
		} else {
			quoted = -1
		}
		prev = i
	}
	return quoted
}

// sentNext: one of the two filled rows after row i is a "Sent:" line.
func sentNext(t *table, i int) bool {
	for r, seen := i+1, 0; r < len(t.rows) && seen < 2; r++ {
		if cells := filled(t.rows[r]); len(cells) > 0 {
			if reMailHeadSent.MatchString(strings.Join(cells, ", ")) {
				return true
			}
			seen++
		}
	}
	return false
}

// history: row i is part of the quoted earlier message; it is recorded,
// not read.
func (loc *locator) history(i int) bool {
	if loc.historyFrom < 0 || i < loc.historyFrom {
		return false
	}
	if len(loc.historyRows) == 0 {
		loc.historyMarker = lineOf(loc.t.rows[loc.historyFrom])
	}
	loc.historyRows = append(loc.historyRows, loc.t.rowNum[i])
	return true
}

// withoutHistory drops the lines of t's quoted earlier message from lines
// (the lone lines a table's vendor, unit and currency are read from);
// first is the table's first data row.
func withoutHistory(t *table, first int, lines []string) []string {
	h := historyStart(t, first)
	if h < 0 {
		return lines
	}
	past := map[string]bool{}
	for i := h; i < len(t.rows); i++ {
		if text, n := oneCell(t.rows[i]); n == 1 {
			past[text] = true
		}
		past[lineOf(t.rows[i])] = true
	}
	out := lines[:0:0]
	for _, s := range lines {
		if !past[strings.TrimSpace(s)] {
			out = append(out, s)
		}
	}
	return out
}

// endHistory names the rows of the quoted message as not offers and warns
// once on the file.
func (loc *locator) endHistory() {
	rows := loc.historyRows
	loc.historyRows = nil
	if len(rows) == 0 {
		return
	}
	for _, r := range rows {
		loc.res.NotOffers = append(loc.res.NotOffers, Problem{File: loc.res.File, Sheet: loc.t.sheet, Row: r,
			Reason: mk("import.history.row", loc.historyMarker)})
	}
	loc.res.Warnings = append(loc.res.Warnings, mk("import.history.warning", len(rows), sheetRows(loc.t.sheet, rows[0], rows[len(rows)-1]), loc.historyMarker))
}
