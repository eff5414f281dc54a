package quotes

import (
	"bytes"
	"encoding/csv"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"computecheck/internal/textclean"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// decodeText turns file bytes into text: UTF-8 (with or without BOM),
// UTF-16 with BOM (Excel's "Unicode text"), GBK/GB18030, or a file whose
// lines disagree (a sheet edited on two machines): each line is read in
// its own encoding and the file says which lines were GBK (issue 16).
func (ctx *readCtx) decodeText(b []byte) (string, string, error) {
	name := ctx.res.File
	switch {
	case bytes.HasPrefix(b, bomUTF8):
		b = trimPartialRune(b[3:])
		if !utf8.Valid(b) {
			return ctx.mixed(b, "utf-8-bom")
		}
		return checkText(name, string(b), "utf-8-bom")
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}) || bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		le := b[0] == 0xFF
		return checkText(name, string(utf16.Decode(utf16Units(b[2:], le))), "utf-16")
	case bytes.IndexByte(b, 0) >= 0:
		// Excel and Notepad write "Unicode text" with a byte-order mark;
		// other tools leave it out. The zero bytes of ASCII text then fall
		// on one side of every pair only.
		if s, enc, ok := utf16NoBOM(b); ok {
			return checkText(name, s, enc)
		}
		if looksUTF16(b) {
			return "", "", fileProblem(name, mk("import.safety.utf16_unreadable"))
		}
		return "", "", fileProblem(name, mk("import.file.binary"))
	case utf8.Valid(b):
		return checkText(name, string(b), "utf-8")
	case utf8.Valid(trimPartialRune(b)) && bytes.ContainsFunc(b, func(r rune) bool { return r >= 0x80 && r != utf8.RuneError }):
		// UTF-8 cut inside the last character (a truncated file): the cut
		// row is reported by the table reader.
		return checkText(name, string(trimPartialRune(b)), "utf-8")
	}
	if s, enc, ok, err := scriptText(name, b); ok {
		if err != nil {
			return "", "", err
		}
		return checkText(name, s, enc)
	}
	if s, ok := big5Text(b); ok {
		return checkText(name, s, "big5")
	}
	return ctx.mixed(b, "")
}

// commonHan are characters frequent in price sheets in either script: a
// text decoded in its own encoding holds many, one decoded in the other
// (Big5 read as GBK) few.
const commonHan = "的一是不了在人有我他這这個个們们中來来上大為为和國国地到以說说時时要就出會会可也對对生能而子那得於于下自之年過过發发後后作裡里用道行所然家種种事成方多經经麼么去法如都同現现當当動动面起看定天分還还進进好小部其些主樣样理心本前開开但因只從从實实日無无力與与長长把機机十民第公此已工使情明性知全三又關关點点正業业外將将兩两高間间由問问很最重並并物手應应向頭头文體体相見见被利二等產产或新制身果加西月話话合回特代內内信表化老給给位次度門门任常先海通原東东提立及比員员解水名真處处走各入幾几口認认條条平系氣气題题更別别打變变四總总何電电數数安少報报才結结受目太量再感建務务做接必場场件計计管期市直資资命山金指克許许統统區区保至形便空決决展基眼非則则白界達达光放強强即像難难且權权思完設设式色路記记南品住告類类求據据程北邊边張张該该交規规萬万取格望術术領领共確确傳传觀观清今切院讓让識识候帶带導导運运改收根干造言聯联持組组每濟济車车極极林服快辦办議议往元英士證证近失轉转令準准布始存未遠远台單单具字愛爱備备連连調调深商算質质團团集百需價价花華华城石級级整府離离況况請请技際际約约示復复息線线似官斷断精滿满支視视消越器容照須须增稱称企功包片史委查輕轻易早除找裝装廣广顯显阿標标談谈圖图念六引首局突專专費费號号盡尽另周較较注語语仍律講讲卡供租售型含稅税週周臺節节"

var commonHanSet = func() map[rune]bool {
	m := map[rune]bool{}
	for _, r := range commonHan {
		m[r] = true
	}
	return m
}()

func hanHits(s string) int {
	n := 0
	for _, r := range s {
		if commonHanSet[r] {
			n++
		}
	}
	return n
}

// big5Text reads a file that is not UTF-8 as Big5 (the traditional-
// character encoding of Taiwan and Hong Kong) when that reading holds more
// common characters than the GBK one.
func big5Text(b []byte) (string, bool) {
	bs, err := traditionalchinese.Big5.NewDecoder().Bytes(b)
	if err != nil || bytes.Contains(bs, []byte("\uFFFD")) {
		return "", false
	}
	gs, err := simplifiedchinese.GB18030.NewDecoder().Bytes(b)
	gh := 0
	if err == nil {
		gh = hanHits(string(gs))
	}
	bh := hanHits(string(bs))
	return string(bs), bh > 2*gh+2
}

// mixed decodes line by line: a line that is valid UTF-8 with non-ASCII
// text stays UTF-8, the others are GB18030; a line neither reads as
// refuses the file, naming it. A line valid in both whose UTF-8 reading is
// GBK bytes by chance ("7.10(注4)" read "7.10(ע4)") is GBK: see gbkByChance.
func (ctx *readCtx) mixed(b []byte, enc string) (string, string, error) {
	lines := bytes.SplitAfter(b, []byte("\n"))
	var out strings.Builder
	var gbkLines, utfLines []int
	dec := simplifiedchinese.GB18030.NewDecoder()
	for i, ln := range lines {
		if utf8.Valid(ln) && !gbkByChance(ln) {
			if bytes.ContainsFunc(ln, func(r rune) bool { return r >= 0x80 }) {
				utfLines = append(utfLines, i+1)
			}
			out.Write(ln)
			continue
		}
		s, err := dec.Bytes(ln)
		if err != nil || bytes.Contains(s, []byte("\uFFFD")) {
			return "", "", fileProblem(ctx.res.File, mk("import.file.encoding_line", i+1))
		}
		gbkLines = append(gbkLines, i+1)
		out.Write(s)
	}
	if len(utfLines) > 0 && len(gbkLines) > 0 {
		ctx.res.Warnings = append(ctx.res.Warnings, mk("import.warn.mixed_encoding", lineList(gbkLines), lineList(utfLines)))
		return checkText(ctx.res.File, out.String(), "mixed")
	}
	if enc == "" {
		enc = "gbk"
	}
	return checkText(ctx.res.File, out.String(), enc)
}

// gbkByChance: a line of a file that is partly GBK is valid UTF-8 only by
// chance when its UTF-8 reading holds no Chinese character but a letter of
// another script (U+0100–U+07FF: Hebrew, Arabic, Cyrillic… two-byte
// UTF-8 whose bytes are also a GBK character pair), while its GBK reading
// is clean and Chinese. Latin-1 signs ("×", "·", "°") stay UTF-8: their
// bytes are as likely a UTF-8 line's.
func gbkByChance(ln []byte) bool {
	foreign := false
	for _, r := range string(ln) {
		switch {
		case unicode.Is(unicode.Han, r):
			return false
		case r >= 0x100 && r <= 0x7ff:
			foreign = true
		}
	}
	if !foreign {
		return false
	}
	s, err := simplifiedchinese.GB18030.NewDecoder().Bytes(ln)
	if err != nil || bytes.Contains(s, []byte("\uFFFD")) {
		return false
	}
	return bytes.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
}

func lineList(ns []int) string {
	var parts []string
	for i, n := range ns {
		if i == 8 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, strconv.Itoa(n))
	}
	return strings.Join(parts, ", ")
}

// trimPartialRune drops an incomplete UTF-8 sequence at the very end.
func trimPartialRune(b []byte) []byte {
	for k := 1; k <= 3 && k <= len(b); k++ {
		if utf8.RuneStart(b[len(b)-k]) {
			if !utf8.FullRune(b[len(b)-k:]) {
				return b[:len(b)-k]
			}
			break
		}
	}
	return b
}

func checkText(name, s, enc string) (string, string, error) {
	ctl := 0
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == utf8.RuneError {
			ctl++
		}
	}
	if ctl > 0 && ctl*50 > len(s)/4+1 {
		return "", "", fileProblem(name, mk("import.file.control_chars"))
	}
	return s, enc, nil
}

func (ctx *readCtx) readCSV(data []byte) error {
	res := ctx.res
	text, enc, err := ctx.decodeText(data)
	if err != nil {
		return err
	}
	res.Encoding = enc
	// A file edited on old Macs and Windows mixes CR, LF and CRLF: each is
	// a line end (as Excel reads them), inside a quoted cell a line break.
	// encoding/csv takes only LF and CRLF, so a lone CR joined two rows.
	if strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	}
	// grid_boxdraw.go: a table drawn with box characters, its cells between the verticals
	text = boxTableText(text)
	if t, ok := chatTextTable(text); ok { // locate_chat.go: a messenger's export is prose, never a table
		if ctx.readProse(t) {
			return nil
		}
		return noHeader(res.File, nil)
	}
	if ctx.mailExportBodies(text) { // mail.go: a mail folder's export, a mail's body a record
		return nil
	}
	text = unquoteForward(text) // mail.go: a forwarded mail quoted under its forward's marker
	// columns as runs of spaces (a PDF's text, a command's listing): read
	// first where its header line holds no delimiter, else after the
	// delimiters; built and mapped once either way
	lines := strings.Split(text, "\n")
	spacedTried := false
	readSpaced := func() bool {
		if spacedTried {
			return false // the same text maps as it did
		}
		spacedTried = true
		if t, err := spacedTableReads(lines); err == nil && t != nil {
			if l, first := mapTable(t, 0, ctx.opts.Columns); l != nil {
				ctx.singleTable = true // one table in columns of spaces (locate_tab.go)
				ctx.readTable(t, l, first)
				return true
			}
		}
		return false
	}
	if spacedFirstIn(lines) && readSpaced() {
		return nil
	}
	var firstErr error
	var placeErr *errPlace
	var tried []*table
	for _, delim := range delimOrder(lines) {
		t, err := csvTable(text, delim)
		if le, ok := err.(*errLimit); ok {
			return ctx.limitProblem("", le) // the same for every delimiter
		}
		if pe, ok := asPlace(err); ok {
			// over a limit with this delimiter: another may read the
			// file in cells that fit; if none does, this is the refusal
			if placeErr == nil {
				placeErr = pe
			}
			continue
		}
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		style, restyled := numberStyle(t, delim)
		t = joinLookups(t, nil) // a lookup block under the prices (locate_size_lookup.go)
		readOwnKey(t)           // locate_file_key.go: codes the file's own key lines define (KY0002)
		if ctx.readCSVTable(t) {
			if restyled {
				res.Warnings = append(res.Warnings, style)
			}
			return nil
		}
		// only its first rows are looked at again (transposed): the
		// rest is let go, or four readings of a large file are held
		t.rows = append([][]string(nil), t.rows[:min(len(t.rows), headerScanRows+1)]...)
		tried = append(tried, t)
	}
	if readSpaced() {
		return nil
	}
	for _, t := range tried {
		if t.heldAlone != nil { // the header read across, its prices no offer: why, not "turned on its side"
			return fileProblem(res.File, mk("import.file.prices_held_alone", *t.heldAlone))
		}
	}
	for _, t := range tried {
		if c, ok := transposed(t); ok {
			if ctx.readTurned(t, c) {
				return nil
			}
			return fileProblem(res.File, mk("import.file.transposed", t.letter(c)))
		}
	}
	if placeErr != nil {
		return placeProblem(res.File, "", placeErr)
	}
	if firstErr != nil {
		return fileProblem(res.File, mk("import.file.csv", firstErr.Error()))
	}
	if ctx.readProseText(text) { // locate_prose.go: a file of text whose lines are offers
		return nil
	}
	return noHeader(res.File, nil)
}

// delimOrder is the order the delimiters are tried in: comma, tab,
// semicolon, bar, except that a delimiter splitting more lines into the same
// number of cells than the comma does (the tab of a UTF-16 export whose
// title and amounts hold commas: "Co., Ltd.", "$14,200.00") is tried first.
// Cells in double quotes are skipped.
func delimOrder(lines []string) []rune {
	order := []rune{',', '\t', ';', '|'}
	support := func(d rune) int {
		counts := map[int]int{}
		for _, l := range lines[:min(len(lines), 200)] {
			n, quoted := 0, false
			for _, r := range l {
				switch {
				case r == '"':
					quoted = !quoted
				case r == d && !quoted:
					n++
				}
			}
			if n > 0 {
				counts[n]++
			}
		}
		best := 0
		for _, c := range counts {
			best = max(best, c)
		}
		return best
	}
	comma := support(',')
	for i, d := range order[1:] {
		if s := support(d); s >= 3 && s > comma {
			return append([]rune{d}, slices.Delete(slices.Clone(order), i+1, i+2)...)
		}
	}
	return order
}

// readCSVTable reads one delimiter's table by the first reading that holds:
// tables side by side (locate.go), vendors down with a GPU over each price
// column (locate_turn.go), a mapped header, the GPU only in title or
// section lines (locate_context.go). False: none did, nothing was read.
func (ctx *readCtx) readCSVTable(t *table) bool {
	t = groupRecords(t) // locate_records.go: a record over several rows, or packed in a cell, as one row
	if tabs := sideBySide(t); len(tabs) > 1 {
		ctx.singleTable = false // tables side by side: the file's name is no one table's (locate_tab.go)
		for _, st := range tabs {
			if l, first := mapTable(st, 0, ctx.opts.Columns); l != nil {
				ctx.readTable(st, l, first)
			}
		}
		return true
	}
	if ctx.readMatrix(t) {
		return true
	}
	if l, first := mapTable(t, 0, ctx.opts.Columns); l != nil {
		ctx.singleTable = true // one mapped table: the file's name may speak for it (locate_tab.go)
		ctx.readTable(t, l, first)
		return true
	}
	if jt := titleGPUTable(t); jt != nil {
		if l, first := mapTable(jt, 0, ctx.opts.Columns); l != nil {
			ctx.readTable(jt, l, first)
			return true
		}
	}
	return false
}

// transposed: a table turned on its side, its field names down one of the
// first columns (供应商 / GPU型号 / 报价 …) and one quote per column. It is
// refused whole: read across, every row would be misread.
func transposed(t *table) (int, bool) {
	if t.width() < 2 {
		return 0, false
	}
	for c := 0; c < 3 && c < t.width(); c++ {
		fields := map[string]bool{}
		for r := 0; r < len(t.rows) && r < headerScanRows; r++ {
			v := t.cell(r, c)
			if utf8.RuneCountInString(v) > 24 || strings.TrimSpace(t.cell(r, c+1)) == "" {
				continue
			}
			if f := matchHeader(v); f != "" && f != fIgnore {
				fields[f] = true
			}
			if gpuRowBeside(t.rows[r], c) {
				fields[fGPU] = true // "计费方式 Billing | RTX 4090 24G | L40S 48G": the offers' GPUs across, whatever the label says (stop 53 set144/06)
			}
		}
		if len(fields) >= minHeaderCols && fields[fPrice] && (fields[fGPU] || fields[fSpec]) {
			return c, true
		}
	}
	return 0, false
}

// gpuRowBeside: the cells right of column c name a GPU each, two at least:
// the row of a table on its side that names each offer's card.
func gpuRowBeside(row []string, c int) bool {
	n := 0
	for _, v := range row[min(c+1, len(row)):] {
		if strings.TrimSpace(v) == "" {
			continue
		}
		if !isGPUName(v) {
			return false
		}
		n++
	}
	return n >= 2
}

// csvTable parses text into the file's grid, rows numbered as a
// spreadsheet shows them: blank lines count as rows, a quoted cell
// spanning lines is one row.
// htmlBreaks (OP0701): a cell of a wiki's or ticket system's export
// breaks its lines with HTML ("2.9 元/卡/h<br>包月 1,900 元/卡" in a
// Markdown table): each <br> is the line break it draws.
func htmlBreaks(c string) string {
	if !strings.Contains(c, "<") {
		return c
	}
	return reHTMLBreak.ReplaceAllString(c, "\n")
}

var reHTMLBreak = regexp.MustCompile(`(?i)\s*<br\s*/?>\s*`)

func csvTable(text string, delim rune) (*table, error) { return csvTableOf(text, delim, true) }

// csvTableOf is csvTable; imeComma false leaves the lines typed with the
// IME's full-width comma as they are (prose: its commas are a sentence's).
func csvTableOf(text string, delim rune, imeComma bool) (*table, error) {
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = delim
	r.LazyQuotes = true
	r.FieldsPerRecord = -1
	g := &grid{}
	prevEnd, prevRow := 0, 0
	rows, cells := 0, 0
	var budget textBudget
	type record struct {
		rec []string
		row int
	}
	var recs []record
	var warns []recordWarn // the lines split on the IME's comma
	// every limit is checked as the records are read, before any is held
	// past its row (a line split on the IME's comma below is checked as
	// written: the same text, one more cell)
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		start, _ := r.FieldPos(0)
		end, _ := r.FieldPos(len(rec) - 1)
		end += strings.Count(rec[len(rec)-1], "\n")
		row := prevRow + 1 + max(0, start-prevEnd-1)
		prevEnd, prevRow = end, row
		if len(rec) > maxCellsPerRow {
			if used := len(usedFields(rec)); used > maxCellsPerRow { // trailing empty cells hold nothing
				// never cut: a currency in column 10,000 is still the row's
				return nil, &errPlace{m: "row", row: row, col: -1, n: used}
			}
			rec = rec[:maxCellsPerRow]
		}
		held := 0 // a row of empty cells (an export's used range) holds nothing
		for i, c := range rec {
			if overlongCell(c) {
				return nil, &errPlace{m: "cell", row: row, col: i, n: utf8.RuneCountInString(c)}
			}
			if c != "" {
				held++
				if err := budget.add(row, i, c); err != nil {
					return nil, err
				}
			}
		}
		if cells += held; held > 0 {
			if rows++; rows > maxRows {
				return nil, &errLimit{"rows"}
			}
		}
		if cells > maxCells {
			return nil, &errLimit{"cells"}
		}
		if held > 0 { // like a workbook's, the grid holds the rows that hold a value
			recs = append(recs, record{rec, row})
		}
	}
	if delim == ',' && imeComma {
		width := csvWidth(len(recs), func(i int) []string { return recs[i].rec })
		for i := range recs {
			rec := recs[i].rec
			now, split := wideCommaFields(rec, width) // ime.go: "L40S，8，2，3.6，元/卡/时" typed with the IME's comma
			if split {
				recs[i].rec = now
				warns = append(warns, recordWarn{row: recs[i].row, m: wideCommaWarn(rec, now)})
			}
		}
	}
	for _, rc := range recs {
		sr := sheetRow{num: rc.row}
		for i, c := range rc.rec {
			if c != "" {
				sr.cells = append(sr.cells, sheetCell{col: i, text: htmlBreaks(strings.TrimPrefix(c, "\ufeff"))})
			}
		}
		g.rows = append(g.rows, sr)
	}
	t, err := g.table()
	if t != nil {
		t.rowWarn = append(t.rowWarn, warns...)
	}
	return t, err
}

// utf16Units pairs bytes into UTF-16 code units in the given byte order
// (an odd last byte, half a unit, is dropped).
func utf16Units(b []byte, littleEndian bool) []uint16 {
	u := make([]uint16, len(b)/2)
	for i := range u {
		if littleEndian {
			u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
		} else {
			u[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
		}
	}
	return u
}

// utf16NoBOM reads UTF-16 text written without a byte-order mark: the
// zero bytes (the high halves of ASCII characters) all on one side of
// the pairs, and the pairs decoding to text with no broken surrogate.
func utf16NoBOM(b []byte) (string, string, bool) {
	if len(b)%2 != 0 || !looksUTF16(b) {
		return "", "", false
	}
	le := zeroesAt(b, 1) > 0
	rs := utf16.Decode(utf16Units(b, le))
	if slices.ContainsFunc(rs, func(r rune) bool { return r == utf8.RuneError || r == 0 }) {
		return "", "", false
	}
	if le {
		return string(rs), "utf-16le", true
	}
	return string(rs), "utf-16be", true
}

// looksUTF16: every zero byte on one side of the pairs, and at least one
// pair in four holding one (CSV text has commas, digits and line ends).
func looksUTF16(b []byte) bool {
	odd, even := zeroesAt(b, 1), zeroesAt(b, 0)
	if (odd == 0) == (even == 0) {
		return false
	}
	return 4*(odd+even) >= len(b)/2
}

func zeroesAt(b []byte, parity int) int {
	n := 0
	for i := parity; i < len(b); i += 2 {
		if b[i] == 0 {
			n++
		}
	}
	return n
}

// spacedSeg is a piece of a line between runs of two or more spaces, its
// place in display columns (a CJK character is two wide, as a monospace
// font and a PDF reader's copy lay it out).
type spacedSeg struct {
	from, to int
	text     string
}

// spacedSegs cuts a line at its runs of two or more spaces (a tab is one),
// placed by display width.
func spacedSegs(line string) []spacedSeg { return spacedSegsBy(line, true) }

// spacedSegsBy cuts a line as spacedSegs does, placing its pieces by
// display width (wide: a CJK character two columns) or by characters (a
// text recogniser's or a script's output pads by characters: every
// character one column).
func spacedSegsBy(line string, wide bool) []spacedSeg {
	var out []spacedSeg
	col, start, end, spaces := 0, -1, 0, 0
	var b strings.Builder
	flush := func() {
		if start >= 0 {
			out = append(out, spacedSeg{start, end, strings.TrimSpace(b.String())})
		}
		start = -1
		b.Reset()
	}
	for _, r := range line {
		w := 1
		if wide {
			w = textclean.RuneWidth(r)
		}
		if r == ' ' || r == '\t' || r == '\u3000' {
			spaces++
			if r == '\t' || r == '\u3000' {
				spaces++
			}
			if spaces >= 2 {
				flush()
			}
			if start >= 0 {
				b.WriteRune(' ')
			}
		} else {
			if start < 0 {
				start = col
			}
			spaces, end = 0, col+w
			b.WriteRune(r)
		}
		col += w
	}
	flush()
	return out
}

// underHeader is the column whose header name a piece of a data line
// stands under, as a report aligns it: a number set right under its
// header's end may begin left of where the header begins ("元/台月
// 29,376.00" under "计价单位  单价"), so the header's own text, not the
// gap before the next one, says where a column is. The piece goes to the
// one header whose text it overlaps; one overlapping none goes to the
// header that begins where it ends or ends where it begins (no gap
// between). ok false where neither tells, or where the piece overlaps the
// text of two headers ("A100 SXM4 80G" running on under 配置说明: the
// piece begins under 型号): the caller's start-based rule decides.
// Rule SW0001 (the grid stage).
func underHeader(heads []spacedSeg, s spacedSeg) (int, bool) {
	best := -1
	for c, h := range heads {
		if min(s.to, h.to)-max(s.from, h.from) > 0 {
			if best >= 0 {
				return -1, false
			}
			best = c
		}
	}
	if best >= 0 {
		return best, true
	}
	for c, h := range heads {
		if s.to == h.from || s.from == h.to {
			if best >= 0 {
				return -1, false
			}
			best = c
		}
	}
	return best, best >= 0
}

// spacedByWidth says whether a spaced table's lines line up by display
// width (a monospace font's layout, a PDF reader's copy: a CJK character
// two columns) or by characters (a text recogniser's or a script's padding):
// characters where clearly more pieces of the lines below the header (the
// first column aside) begin or end where a header name does so, else
// display width. Display width is the default every spaced file read by
// before; pieces of ASCII text line up under both measures, so a few
// matches either way are chance: characters win only by a margin no
// chance gives, twice as many matches (most pieces of the CJK rows line
// up only so) and four more (so that one or two rows, where a single
// chance match doubles a count of one or two, never turn a table). Rule
// PF0101 (the grid stage).
func spacedByWidth(lines []string, head int, heads []spacedSeg) bool {
	fit := func(wide bool) int {
		hs := heads
		if !wide {
			hs = spacedSegsBy(lines[head], false)
		}
		n := 0
		for _, line := range lines[head+1:] {
			for _, s := range spacedSegsBy(line, wide) {
				if s.from > 0 && slices.ContainsFunc(hs, func(h spacedSeg) bool { return s.from == h.from || s.to == h.to }) {
					n++ // the first column lines up under either measure: not counted
				}
			}
		}
		return n
	}
	w, c := fit(true), fit(false)
	return !(c > 2*w && c-w >= 4)
}

// ruleLine: a line drawn only of rule characters ("-----", "=====",
// "━━━━", "- - - -"), at least three: it separates a list's blocks and
// never continues the cell above it. Rule KL0011 (the grid stage).
func ruleLine(line string) bool {
	n := 0
	for _, r := range line {
		switch {
		case strings.ContainsRune("=*#~_─━═-+|", r):
			n++
		case r == ' ' || r == '\t' || r == '\u3000' || r == '\r':
		default:
			return false
		}
	}
	return n >= 3
}

// spacedHeader is the first line (of the first headerScanRows) of at least
// three known column names, one a price, cut at runs of spaces: its index,
// the price's piece and the pieces; -1 for none.
func spacedHeader(lines []string) (head, priceCol int, heads []spacedSeg) {
	for i := 0; i < len(lines) && i < headerScanRows; i++ {
		segs := spacedSegs(lines[i])
		if len(segs) < minHeaderCols {
			continue
		}
		named, price := 0, -1
		for c, s := range segs {
			switch f := matchHeader(s.text); {
			case f == fPrice:
				price = c
				named++
			case f != "" && f != fIgnore:
				named++
			}
		}
		if named >= minHeaderCols && price < 0 {
			price = spacedPriceByValues(lines, i, segs) // "方案A：设备进驻贵司机房" over 7,650, 4,980 …
		}
		if named >= minHeaderCols && price >= 0 {
			return i, price, segs
		}
	}
	return -1, -1, nil
}

// spacedPriceByValues is the header's piece (of one naming no price, the
// GPU among its names) under which the lines below hold amounts: a figure
// starting under it on two lines of the next five at least; -1 for none.
// The columns stage then reads the column by its header and values.
func spacedPriceByValues(lines []string, h int, heads []spacedSeg) int {
	gpu := slices.ContainsFunc(heads, func(s spacedSeg) bool { return matchHeader(s.text) == fGPU })
	if !gpu {
		return -1
	}
	for c, hs := range heads {
		if f := matchHeader(hs.text); f == fGPU || f == fMinTerm || f == fNodes || f == fGPUsPerNode {
			continue
		}
		n := 0
		for _, l := range lines[h+1 : min(len(lines), h+6)] {
			for _, s := range spacedSegs(l) {
				if s.from >= hs.from-2 && s.from < hs.to+2 && reSpacedAmount.MatchString(strings.TrimSpace(s.text)) {
					n++
					break
				}
			}
		}
		if n >= 2 {
			return c
		}
	}
	return -1
}

// reSpacedAmount: a piece that is an amount alone ("7,650", "4.98万", "¥2.35").
var reSpacedAmount = regexp.MustCompile(`^[¥$]?\s*\d{1,3}(?:,\d{3})*(?:\.\d+)?\s*(?:万|元)?$`)

// spacedFirst: the text's header is a line of columns set by spaces that
// holds no delimiter a CSV reader cuts at (a fixed-width report such as
// kubectl's node list, saved under a shell prompt): the delimiters would
// read the prompt's or a status's commas as columns, so the spaced reading
// comes first (OP0201).
func spacedFirst(text string) bool { return spacedFirstIn(strings.Split(text, "\n")) }

// spacedFirstIn is spacedFirst over the text's lines.
func spacedFirstIn(lines []string) bool {
	head, _, _ := spacedHeader(lines)
	return head >= 0 && !strings.ContainsAny(lines[head], ",\t;|")
}

// spacedTable reads text laid out as a table by spaces (a PDF price list
// copied out of a reader, a fixed-width report): the header line, a line
// of at least three known column names one a price, sets the columns by
// where its names start; a piece of another line goes to the column it
// overlaps most. A line wrapped onto the next (the cell's text goes on
// under it, the first column and the price blank, no blank line between)
// is joined to its line, whose row number it keeps. Nil when no line
// reads as such a header.
func spacedTable(text string) (*table, error) { return spacedTableIn(strings.Split(text, "\n")) }

// spacedTableReads is the reader's spacedTable over the text's lines (a
// variable, so a test counts its calls).
var spacedTableReads = spacedTableIn

// spacedTableIn is spacedTable over the text's lines.
func spacedTableIn(lines []string) (*table, error) {
	head, priceCol, heads := spacedHeader(lines)
	if head < 0 {
		return nil, nil
	}
	var starts []int
	var wide bool
	// at sets the columns by the header at line h: where its names start
	at := func(h int) {
		starts = nil
		for _, s := range heads {
			starts = append(starts, s.from)
		}
		wide = spacedByWidth(lines, h, heads)
		if !wide {
			heads, starts = spacedSegsBy(lines[h], false), nil
			for _, s := range heads {
				starts = append(starts, s.from)
			}
		}
	}
	at(head)
	width := len(starts) // cells per row: the widest header's columns
	colOf := func(s spacedSeg) int {
		if c, ok := underHeader(heads, s); ok {
			return c
		}
		best, bestOver := 0, -1
		for c, from := range starts {
			to := 1 << 30
			if c+1 < len(starts) {
				to = starts[c+1]
			}
			if over := min(s.to, to) - max(s.from, from); over > bestOver {
				best, bestOver = c, over
			}
		}
		return best
	}
	g := &grid{}
	wrapped := map[int][]wrap{}
	record := -1 // the row a wrapped line goes on, while no blank line comes between
	for i, line := range lines {
		if i > head {
			// a second table's header further down ("目标规格  GPU  卡数  刊例价(元/小时)…" under a first table of other
			// columns, stop 49 set128/01): its own names set the columns of the lines under it
			if h, pc, hs := spacedHeader([]string{line}); h == 0 && !sameStarts(hs, heads) {
				heads, priceCol = hs, pc
				at(i)
				width = max(width, len(starts))
			}
		}
		segs := spacedSegsBy(line, wide)
		if len(segs) == 0 {
			record = -1
			continue
		}
		cells := make([]string, max(width, len(starts)))
		for _, s := range segs {
			c := colOf(s)
			if i > head && len(segs) == 1 && spansColumns(s, starts) >= 3 {
				c = 0 // "　　上述资源按…结算。": a sentence across the columns is a note of the page, no column's cell (campus, set103)
			}
			cells[c] = strings.TrimSpace(cells[c] + " " + s.text)
		}
		if i > head && record >= 0 && cells[0] == "" && cells[priceCol] == "" && !pageFooter(cells) && !ruleLine(line) {
			prev := &g.rows[record]
			wrapped[prev.num] = append(wrapped[prev.num], wrap{i + 1, strings.Join(filled(cells), " ")})
			for c, v := range cells {
				if v == "" {
					continue
				}
				if k := slices.IndexFunc(prev.cells, func(pc sheetCell) bool { return pc.col == c }); k >= 0 {
					prev.cells[k].text += " " + v
				} else {
					prev.cells = append(prev.cells, sheetCell{col: c, text: v})
					slices.SortFunc(prev.cells, func(a, b sheetCell) int { return a.col - b.col })
				}
			}
			continue
		}
		sr := sheetRow{num: i + 1}
		for c, v := range cells {
			if v != "" {
				sr.cells = append(sr.cells, sheetCell{col: c, text: v})
			}
		}
		g.rows = append(g.rows, sr)
		record = -1
		if i > head && cells[0] != "" && cells[priceCol] != "" {
			record = len(g.rows) - 1
		}
	}
	t, err := g.table()
	if t != nil {
		t.wrapped = wrapped
	}
	return t, err
}

// sameStarts: two headers' names start at the same places (a header
// repeated on the next page).
func sameStarts(a, b []spacedSeg) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].from != b[i].from {
			return false
		}
	}
	return true
}

// spansColumns counts the column starts a line's one piece runs across: a
// sentence written across a spaced table's columns runs across several, a
// cell across none.
func spansColumns(s spacedSeg, starts []int) int {
	n := 0
	for _, from := range starts {
		if from > s.from && from < s.to {
			n++
		}
	}
	return n
}
