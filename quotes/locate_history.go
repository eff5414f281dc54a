package quotes

import (
	"regexp"
	"strings"
)

// A reply pasted into a sheet keeps the message it answers under a quote
// marker or as ">" lines: never an offer, nor a line setting the vendor,
// unit or currency; its rows are listed in NotOffers, with one warning.

// reMailQuote opens the quoted message; a forwarded message (maybe the
// offer passed on) does not.
var reMailQuote = regexp.MustCompile(`(?i)^\s*[-_=—–]{2,}\s*(?:原始邮件|原始郵件|原邮件|original\s+message|原始訊息)\s*[-_=—–]{2,}\s*$|^\s*在\s*.{4,120}写道\s*[:：]?\s*$|^\s*on\s+.{4,200}\s+wrote\s*:?\s*$`)

// mayOpenQuote: line holds a word each of reMailQuote's forms needs (原…,
// 写道, original, wrote); the regex, slow on a long line, runs only then.
// (?i) folds no other letter onto those of "original" and "wrote".
func mayOpenQuote(line string) bool {
	return strings.Contains(line, "原") || strings.Contains(line, "写道") || hasASCIIFold(line, "original") || hasASCIIFold(line, "wrote")
}

// hasASCIIFold: s holds the lower-case ASCII word w in any case.
func hasASCIIFold(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i]|0x20 == w[0] && strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// a quoted message's head as Outlook writes it ("From: … / Sent: …"); the
// reply's own head stands above its table, so only one under it counts
var (
	reMailHeadFrom = regexp.MustCompile(`(?i)^\s*` + wordAlternation("mail_head", "from") + `\s*[:：]`) // words/locate.tsv
	reMailHeadSent = regexp.MustCompile(`(?i)^\s*` + wordAlternation("mail_head", "sent") + `\s*[:：]|[;；]\s*(?:sent|发送时间)\s*[:：]`)
	reMailRule     = regexp.MustCompile(`^\s*[_＿-]{8,}\s*$`)
)

// historyStart is the row of t that begins the quoted message: a marker, a
// head at or under row first (with the rule line above it), or the ">"
// rows that close the sheet; -1 for none. In a text compiling several
// vendors' replies, each under a line labelling its vendor ("公司：…"), the
// heads are the replies' own (MX0301), no quoted message.
func historyStart(t *table, first int) int {
	quoted, prev := -1, -1 // the ">" run reaching the end; the filled row before i
	labelled := map[string]bool{}
	for i := range t.rows {
		if v := sectionVendor(lineOf(t.rows[i])); v != "" {
			labelled[v] = true
		}
	}
	if len(labelled) >= 2 {
		first = len(t.rows)
	}
	for i := 0; i < len(t.rows); i++ {
		cells := filled(t.rows[i])
		if len(cells) == 0 {
			continue
		}
		line := strings.Join(cells, ", ")
		if mayOpenQuote(line) && reMailQuote.MatchString(line) {
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

// history: row i is part of the quoted message: recorded, not read.
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

// withoutHistory drops the lines of t's quoted message, from row h
// (historyStart; -1: none), from lines.
func withoutHistory(t *table, h int, lines []string) []string {
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
