package quotes

import (
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// TableInfo is how one table of a file was read: its header and what each
// column was taken to be, with the evidence (--explain, the preview).
type TableInfo struct {
	Sheet      string       `json:"sheet,omitempty"`
	HeaderRows []int        `json:"header_rows"` // as the spreadsheet numbers them
	LayoutKey  string       `json:"layout_key"`
	Columns    []ColumnInfo `json:"columns"`
}

// ColumnInfo is one column: the file's header text, the field it was read
// as ("" = not read), and why.
type ColumnInfo struct {
	Letter     string    `json:"letter"`
	Header     string    `json:"header"`
	Field      string    `json:"field"`
	Evidence   []msg.Msg `json:"evidence_ids"`
	Rule       string    `json:"rule,omitempty"` // the rule id that decided the field
	Relabelled int       `json:"-"`              // the evidence entries that rule overruled
}

// readCtx is what one file's tables share.
type readCtx struct {
	res           *FileResult
	opts          ReadOptions
	coverLines    []string      // the first lines of sheets with no table
	bookFootnotes []sheetFoot   // the footnote lines of every sheet of the workbook (PN0103)
	bookTitles    []sheetTitles // the lines above each table of the workbook (bookTitleVendor)
	figures       []figureRow   // the GPUs' figures of compute on a sheet with no prices (locate_size_lookup.go)
	gridOf        map[*table]*grid
	fileVendor    string
	sheetsShown   int  // a workbook's sheets not hidden: one is a single-table file, its name evidence (locate_tab.go)
	tabsCluster   bool // a shown sheet's name states a cluster of two machines or more (locate_tab.go loneMachine)
	singleTable   bool // the file yields one mapped table, its name evidence for it (locate_tab.go tabGPU); set by the reader that knows
	// lookup sheets (locate_size_lookup.go)
	lookups []*lookup
	// vendor directories keyed by code (locate_vendor_key.go)
	vendorDirs []vendorKeys
	// the tables read row by row, for the rows nothing took (validate_rows.go)
	readTables []*table
	aside      map[rowAtSheet]bool // rows a reference table kept out, said in a file warning (locate.go)
	turned     map[*table]bool
}

var (
	reTotals   = memoized(regexp.MustCompile(`^(?:合\s*计|总\s*计|小\s*计|共\s*计|总数|汇总|total|sum|subtotal|grand total|average|avg|mean)\b|^(?:合计|总计|小计|总价|总金额|总费用|平均|均价|月合计)|^(?:共|合计|总共)\s*\d+\s*(?:条|行|项|个|台|款)|^\d+\s*(?:records?|rows?|items?|results?)(?:\s+(?:in total|total|found|shown))?\.?$|^(?:showing|displaying)\s+\d+|^\S{0,12}?(?:合\s*计|总\s*计|小\s*计)\s*(?:[(（][^)）]{0,12}[)）])?\s*[:：]?$|^(?:最低|最高|最低价|最高价|最小值|最大值|中位数|min|max|minimum|maximum|median|lowest|highest)\s*[:：]?$`)) // "续费后月租合计（元）": a label ending in its sum; "最低" over =MIN(I6:I11): a comparison's summary row (stop 49 set127/07)
	reNoteLead = regexp.MustCompile(`^(?:注|备注|说明|附注|\*|※|#|note|remark|①)`)
)

// titleLines are the text rows above a header.
func titleLines(t *table, upTo int) []string {
	var out []string
	for i := 0; i < upTo && i < len(t.rows); i++ {
		out = append(out, titleRowLines(t.rows[i])...)
	}
	return out
}

// repeatsTitle: a row under the header whose every cell is a piece of a
// line above the header (the letterhead and title a PDF repeats at the
// top of each page), no figure in it: the page's head, not data.
func repeatsTitle(row []string, above []string) bool {
	cells := filled(row)
	return len(cells) > 0 && !slices.ContainsFunc(cells, func(c string) bool {
		return strings.ContainsAny(c, "0123456789") || utf8.RuneCountInString(c) < 4 ||
			!slices.ContainsFunc(above, func(a string) bool { return strings.Contains(a, c) })
	})
}

// readTable reads the quotes under a table's header.
func (ctx *readCtx) readTable(t *table, l *layout, first int) {
	res := ctx.res
	if !ctx.turned[t] {
		ctx.readTables = append(ctx.readTables, t)
	}
	if len(l.othersOnly) > 0 {
		ctx.othersOnlyRows(t, l, first)
		return
	}
	titles := ctx.proseTitles(t, l.headerRows[0]) // locate_prose.go: offers written as lines above the table
	quotesFrom := len(res.Quotes)
	notesFrom := len(res.Notes)
	res.Notes = append(res.Notes, titles...)
	continued := continuedRows(t, l, first)
	cut := cutNames(t, l, first)            // "RTX 4090 2" over "4G": a GPU name a PDF converter cut across two rows
	above := titleLines(t, l.headerRows[0]) // the page's head, repeated on the next page
	hist := historyStart(t, first)          // a quoted earlier message (locate_history.go), looked for once
	lone := withoutHistory(t, hist, loneLines(t, first, continued))
	vendor, vendorEv, vendorOK := resolveVendor(vendorScope{ctx: ctx, sheet: t.sheet, titles: append(metadataTitles(t, l.headerRows[0], titles), titlesUnderHeader(t, first, continued)...), lone: lone, contacts: contactColumns(t, l, first), brand: offerBrand(t, l, first)})
	loc := newLocator(ctx, t, l, first, hist)
	if label := loc.firstTableLabel(l.headerRows[0], first); label != "" {
		// TB0014: the first of stacked tables is titled by its own label, not the sheet's
		titles = slices.DeleteFunc(slices.Clone(titles), func(x string) bool { return strings.TrimSpace(x) == label })
		res.Notes = append(res.Notes[:notesFrom:notesFrom], slices.DeleteFunc(slices.Clone(res.Notes[notesFrom:]), func(x string) bool { return strings.TrimSpace(x) == label })...)
		lone = slices.DeleteFunc(slices.Clone(lone), func(x string) bool { return strings.TrimSpace(x) == label })
	}
	asOf, asOfLine := fileDate(titles)
	if asOf == "" {
		asOf, asOfLine = signedDate(lone) // extract_validity.go: a notice's date under its signature
	}
	sole := soleScheduled(t, l, first, asOf) // extract_validity.go: a later start the only price of its offer
	run := runOf(asOf, titles)
	pRun := priceRun(run, titles) // extract_validity.go laterNewPrice: a title's year and month too
	lineGPN, lineGPNText := lineCardsPerMachine(titles)
	lineLink := readLineLinks(titles)
	notOffers := len(res.NotOffers)
	lines := loc.sheetLines(append(append([]string{}, titles...), lone...))
	vkeys := ctx.vendorKeysFor(lines)
	gpuNets := lineNetsByGPU(lines)      // extract_machine_line.go: "H800、A800整机配IB；L40S为25G以太网"
	ownLine := sourceOwnPriceLine(lines) // resolve_vendor_upstream.go: read once per table, not per row
	lockLine := windowLockLine(lines)    // resolve_window.go: an order signed now keeps the price in force
	oNote := oZeroNote(lines)            // ime.go: "字母O与数字0混用": a capital O among a price's digits is a typed 0
	effective := effectiveDate(lines)
	renewing := renewalNotice(titles)
	windowGuess := planWindows(l, run, effective, renewing) // resolve_window.go: which time's price is the offer
	ctx.addInfo(t, l)
	sheetBasis := basisNotes(lines)
	consoleLine := consoleExportLine(lines)
	sheetUnit, sheetUnitText := unitStatement(lines)
	plans := planUnits(lines)
	if sheetUnit.period == "" && sheetUnit.mult == 0 {
		sheetUnit, sheetUnitText = scopedUnitStatement(lines)
	}
	if sheetUnit.period == "" && sheetUnit.mult == 0 {
		sheetUnit, sheetUnitText = leadingUnitStatement(lines) // columns_period.go
	}
	scaleLine := sheetScaleLine(lines)
	formRule, formRuleText := amountFormRule(lines)
	currency, currencyText := "", ""
	var scopedCur []scopedCurrency // "Lumenrack 为美元价格": the currency of the offers it names (extract_notes.go)
	var vendors []string
	if vi, ok := l.byField[fVendor]; ok {
		for i := first; i < len(t.rows); i++ {
			vendors = append(vendors, t.cell(i, l.cols[vi].col))
		}
	}
	for _, s := range slices.Concat(titles, lines) { // "All prices in USD." under the table
		c := lineCurrency(s)
		if c == "" {
			continue
		}
		cls := noteClauses(s, vendors)
		if len(cls) == 1 && cls[0].scope.wide() {
			cls[0].text = s // the whole line's currency
		}
		for _, cl := range cls {
			if c = lineCurrency(cl.text); c != "" && !cl.scope.wide() {
				scopedCur = append(scopedCur, scopedCurrency{cl.scope, c, s})
			} else if c != "" && currency == "" {
				currency, currencyText = c, s
			}
		}
	}
	english := !slices.ContainsFunc(l.headers, func(h string) bool { return !isASCII(h) })
	last := map[string]string{}
	lastVendorRow := ""
	var notes []string
	hints := l.headerHints()
	leg := readLegend(ctx.gridOf[t], t, first) // locate_legend.go
	amountOnly := findAmountOnly(t, l, first)  // columns_amount.go
	struck := newStruckCells(ctx.gridOf[t], t, first)
	lots := readLotVendors(t, l, l.headerRows[0]) // resolve_vendor_party.go
	ownPrice := false                             // a price column headed as the sender's own price (我司价)
	for _, pi := range l.prices {
		ownPrice = ownPrice || wordIn("own_price_word", l.cols[pi].header)
	}
	supplierCol := supplierPriceColumn(l) // resolve_vendor_upstream.go: 供应商原价 beside 我司报价
	rounds := roundRows(t, l, first)      // a negotiation's rounds (locate_rowrole.go)
	// a row is mostly one quote: room for them at once, not a copy of the
	// quotes so far each time the list doubles (rows are capped by maxRows)
	res.Quotes = slices.Grow(res.Quotes, max(0, len(t.rows)-first))
	commented := map[string]bool{}                       // per row: the cells whose comment was read
	carried := slices.Concat(groupFields, machineFields) // the fields a row takes from the one above
	var sizesOf *layout                                  // the table tableGPUs was read for
	var tableGPUs map[string][]string
	var instanceCols map[string]bool // the letters of the columns naming cloud instances (columns_instance_names.go)
	lineField := ""                  // the field of the joined GPU lines' column (TB0001), per layout
	siteCol := false                 // the vendor column's cells all name sites, per layout
	anonCol := false                 // the vendor column's cells are all a platform's anonymous ids (认证商家#1192)
	tabField := ""                   // the field of tabGPUTable's column (locate_tab.go), per layout
	var join *pageJoin               // the earlier page's rows a split table's next page joins by number (locate_pagejoin.go)
	var colUnits []columnUnit        // each price column's unit from a code line or a footnote, per layout (columnUnits)
	var jobs []*rowJob               // the rows whose offers are built once the loop has read every row
	for i := first; i < len(t.rows); i++ {
		row := t.rows[i]
		get := func(c int) (string, bool) { return t.merged(i, c, true) }
		if sizesOf != l {
			sizesOf, tableGPUs = l, tableGPUSizes(t, l, first)
			tabField = addedColField(t.tabCol, l)
			siteCol, anonCol = false, false
			if vi, ok := l.byField[fVendor]; ok {
				siteCol = siteColumn(t, l.cols[vi].col, first, l.cols[vi].header) // a column of sites, not sellers (resolve_vendor_upstream.go)
				anonCol = anonymousColumn(t, l.cols[vi].col, first)               // a market's hidden sellers (resolve_vendor_upstream.go)
			}
			instanceCols = instanceNameColumns(t, l, first)
			lineField = addedColField(t.lineCol, l)
			colUnits = columnUnits(l, plans, t.sheet, lines, ctx.bookFootnotes)
		}
		firstText, nonEmpty := oneCell(row)
		if nonEmpty == 0 || continued[i] != "" || cut.fragment[i] || loc.history(i) || pageFooter(row) || repeatsTitle(row, above) || ruleRow(row) || logLine(row) ||
			slices.ContainsFunc(l.headerRows, func(h int) bool { return sameRow(row, t.rows[h]) }) {
			continue // a header repeated on the next page (both its rows), its title lines, a page number, a markdown rule row
		}
		if looksLikeHeader(row) || loc.anotherHeader(i) || ruledHeader(t, i) {
			if nl, nf := mapTable(t, i, ctx.opts.Columns); nl != nil && nl.headerRows[0] == i {
				// locate_pagejoin.go (PG0041): a wide table's next page, joined to this one's rows by 序号
				if pj := pageJoinFrom(t, l, first, i); pj.joins(t, nl, nf) {
					join = pj
				} else {
					join = nil
				}
				loc.newTable(i)
				l, first = nl, nf
				hints = l.headerHints()
				ctx.addInfo(t, l)
				windowGuess = planWindows(l, run, effective, renewing)
				rounds = roundRows(t, l, nf)
				i = nf - 1
				last = map[string]string{}
				continue
			}
		}
		priceEmpty := true
		for _, pi := range l.prices {
			if v, _ := get(l.cols[pi].col); strings.TrimSpace(v) != "" {
				priceEmpty = false
			}
		}
		if priceEmpty && nonEmpty == 2 && formFieldRow(firstText) && underOffers(t, l, i) { // locate_formfield.go (CA0601): "二、合同期限 | 12个月" under an order form's table
			notes = append(notes, strings.Join(filled(row), " "))
			continue
		}
		if priceEmpty && masterRow(t, l, i, carried) { // locate_records.go: a machine row over its price rows
			lastVendorRow = takeMaster(t, l, i, last, carried, lastVendorRow)
			res.NotOffers = append(res.NotOffers, Problem{File: res.File, Sheet: t.sheet, Row: t.rowNum[i],
				Reason: mk("import.mr.master_row", strings.TrimSpace(t.cell(i, colOfField(l, fGPU))))})
			continue
		}
		if priceEmpty && blockGPURow(t, l, i) { // locate_records.go (TB0015): the GPU of the block under it
			for _, f := range carried {
				if f != fVendor && f != fRegion {
					delete(last, f)
				}
			}
			last[fGPU] = strings.TrimSpace(t.cell(i, colOfField(l, fGPU)))
			notes = append(notes, strings.Join(filled(row), " "))
			continue
		}
		if sealLine(t, l, i) {
			notes = append(notes, strings.Join(filled(row), " "))
			continue // "报价单位（盖章）：…" with 合同专用章 under the price: a signature line, no offer (PF0310)
		}
		if loc.contextRow(i, nonEmpty, priceEmpty, firstText) || loc.skipped(i, row) {
			continue
		}
		if nonEmpty == 1 && priceEmpty && reRowNumberOnly.MatchString(strings.TrimSpace(firstText)) {
			continue // a form's row numbered ahead and left blank ("4" under 序号): nothing offered, nothing to report
		}
		low := norm(firstText)
		if reTotals.MatchString(low) ||
			nonEmpty == 1 && priceEmpty && (isFootnote(firstText) || isSection(firstText, t.rowMerged(i), l.isVendorCell(row, firstText))) ||
			nonEmpty == 1 && priceEmpty && reDateAlone.MatchString(narrow(firstText)) || // a notice's date under its signature (PV0001)
			priceEmpty && reNoteLead.MatchString(low) && utf8.RuneCountInString(firstText) >= 8 {
			notes = append(notes, strings.Join(filled(row), " "))
			continue
		}
		r := rowIn{file: res.File, sheet: t.sheet, row: t.rowNum[i], cells: make(map[string]cell, len(l.cols)), extra: map[string]string{}, xlsx: t.xlsx,
			english: english, fileCurrency: currency, fileCurrencyText: currencyText, sheetBasis: sheetBasis, sheetUnit: sheetUnit, sheetUnitText: sheetUnitText,
			scaleLine: scaleLine, lineGPN: gpnRead{n: lineGPN, at: cell{text: lineGPNText}}, lineLink: lineLink, gpuNets: gpuNets, formRule: formRule, formRuleText: formRuleText, footLines: lines, twinBind: l.twinBind, coverLines: ctx.coverLines, figureRows: ctx.figures, tableGPUs: tableGPUs, instanceCols: instanceCols, consoleLine: consoleLine}
		r.item = rowItem(firstText)
		for _, w := range t.rowWarn { // a record's line not read (locate_records.go)
			if w.row == t.rowNum[i] {
				r.layoutWarn = append(r.layoutWarn, w.m)
			}
		}
		for _, w := range t.wrapped[t.rowNum[i]] { // a PDF's wrapped cells, joined to the line (csv.go spacedTable)
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.line_wrapped", w.line, w.text))
		}
		if text := continued[i+1]; text != "" {
			at, _ := oneCell(t.rows[i+1])
			c := l.colAt(t.rows[i+1], at)
			r.below = cell{text: text, header: c.header, letter: c.letter}
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.row_continued", t.rowNum[i+1], text))
		}
		if cn, ok := cut.name[i]; ok {
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.name_cut", strings.TrimSpace(rowCell(row, cn.col)), t.rowNum[i+1], cn.fragment, cn.joined))
		}
		pairAt := -1 // the column of a second GPU with prices of its own (gpuPairs)
		for ci, cm := range l.cols {
			v, viaMerge := get(cm.col)
			if cn, ok := cut.name[i]; ok && cn.col == cm.col {
				v = cn.joined
			}
			if nv, changed := inColumnStyle(v, cm.numStyle); changed {
				m := mk("import.warn.column_number_style", cm.header, strings.TrimSpace(v), strings.TrimSpace(nv), cm.styleExample)
				if cm.styleFrom != "" {
					m = mk("import.warn.table_number_style", cm.header, strings.TrimSpace(v), strings.TrimSpace(nv), cm.styleFrom, cm.styleExample)
				}
				if r.styleNotes == nil {
					r.styleNotes = map[string]msg.Msg{}
				}
				r.styleNotes[cm.letter], v = m, nv
			}
			c := cell{text: v, header: cm.header, letter: cm.letter, hint: hints[ci], merged: viaMerge}
			if r.first.header == "" {
				r.first = c
			}
			if struck.unread(i, cm) { // a struck-through earlier price or note (grid_strike.go)
				continue
			}
			switch {
			case cm.pairGPU:
				r.pairGPU, pairAt = c, cm.col
			case cm.altGPU:
				r.altGPU = c
			case cm.field == fPrice:
				pi := priceIn{cell: c, rule: cm.rule, hint: cm.hint, tier: cm.tier, tierName: cm.tierName, currFrom: cm.currFrom, region: cm.region, vendor: cm.vendor, validFrom: cm.validFrom, validUntil: cm.validUntil, hold: cmp.Or(cm.windowHold, cm.unreadHold), window: cm.window,
					roleTwins: cm.roleTwins, ownUnit: cm.ownUnit,
					paired: pairAt >= 0 && cm.col > pairAt}
				if cm.unitCol > 0 { // its own unit column (columns_price.go pairedUnitColumns)
					if h := parseHint(t.cell(i, cm.unitCol-1)); h.period != "" {
						h.currency = cmp.Or(h.currency, pi.hint.currency)
						pi.hint = h
					}
				}
				pu, ok := planUnitOf(plans, cm.tier)
				if !ok {
					pu, ok = colUnits[ci].code, colUnits[ci].codeOK // PN0012: "RI-3M" under "RI-nM=…元/卡·月"
				}
				if ok && pi.hint.period == "" && pi.hint.basis == "" && strings.TrimSpace(v) != "" {
					pi.takePlanUnit(pu) // the header names only its plan: the unit the line states for it
				}
				if colUnits[ci].planCode && pi.hint.period == "" && slices.ContainsFunc(plans, func(pu planUnit) bool { return pu.text == strings.TrimSpace(sheetUnitText) }) {
					pi.otherPlansLine = true // PN0013: the line states the units of other plans, not this code's
				}
				if (pi.hint.period == "" || pi.hint.basis == "") && strings.TrimSpace(v) != "" {
					if fu, ok := colUnits[ci].foot, colUnits[ci].footOK; ok && footAgrees(pi.hint, fu.hint) {
						h := fu.hint // PN0101: "按量价*" with "* 元/卡/小时" under the table
						h.currency = cmp.Or(pi.hint.currency, h.currency)
						pi.hint, pi.footUnit = h, &fu
					}
				}
				if cm.windowRef { // another time's price: the offer's warning, and what "不变" reads
					r.windowRefs = append(r.windowRefs, pi)
					if k := cm.window.kind; k == "current" || k == "year" {
						r.extra[cm.header] = strings.TrimSpace(v)
						r.earlierWindow = cm.header
					}
				} else if cm.altOf >= 0 {
					pi.altOf, pi.restates, pi.derived = l.cols[cm.altOf].letter, cm.restates, cm.derived
					r.alts = append(r.alts, pi)
				} else if cm.equiv {
					r.equivs = append(r.equivs, pi)
				} else {
					if oNote != "" { // ime.go (IM0201-IM0208): only where the file's note says O and 0 are mixed
						if read, ok := oForZero(pi.text); ok {
							r.layoutWarn = append(r.layoutWarn, mk("import.warn.ime_o_for_zero", strings.TrimSpace(pi.text), strings.TrimSpace(read), oNote))
							pi.text = read
						}
					}
					if imePointRead(pi.text) { // ime.go (IM0021, IM0022): a 。 typed for the decimal point
						r.layoutWarn = append(r.layoutWarn, mk("import.warn.ime_point_read", strings.TrimSpace(pi.text), narrow(pi.text)))
					}
					r.prices = append(r.prices, pi)
				}
			case cm.field == fNotes:
				r.addNote(c)
			case cm.field == "" || cm.field == fIgnore:
				if computeFigureHeader(cm.header) != "" {
					r.figures = append(r.figures, c)
				}
				if strings.TrimSpace(v) != "" && cm.header != "" {
					r.extra[cm.header] = strings.TrimSpace(v)
					if r.extraLetters == nil {
						r.extraLetters = map[string]string{}
					}
					r.extraLetters[cm.header] = cm.letter
					if slices.ContainsFunc(cm.evidence, func(e msg.Msg) bool {
						return e.Key == "import.ev.qualified_price_column" || e.Key == "import.ev.qualified_price_alone"
					}) {
						if r.qualifiedHeld == nil {
							r.qualifiedHeld = map[string]bool{}
						}
						r.qualifiedHeld[cm.header] = true
					}
					if cm.rule == ruleColPerson {
						if r.personUnread == nil {
							r.personUnread = map[string]bool{}
						}
						r.personUnread[cm.header] = true
					}
				}
				if cm.unreadMoney {
					r.unreadMoney = append(r.unreadMoney, c)
				}
			case cm.field == fGPUForm && r.cells[fGPUForm].header != "": // memory and form in two columns (columns_decide.go formColumns)
				f := r.cells[fGPUForm]
				f.text = strings.TrimSpace(strings.TrimSpace(f.text) + " " + strings.TrimSpace(v))
				r.cells[fGPUForm] = f
			default:
				r.cells[cm.field] = c
				if pairAt >= 0 && cm.col > pairAt && cm.field == fGPUsPerNode { // the second GPU's machine; a machine count (台数) is the order's, both sides' (stop 47, set119/03)
					if r.pairCells == nil {
						r.pairCells = map[string]bool{}
					}
					r.pairCells[cm.field] = true
				}
			}
		}
		if join != nil {
			join.fill(&r, t, l, i) // locate_pagejoin.go (PG0041)
		}
		rowPlanUnit(&r, plans) // "“包月”为元/实例/月" on a line, 包月 in the row's own plan cell
		derivedRowCards(&r)    // columns_amount.go: 整机价 = 单卡价 × 8
		rowNumberStyle(&r)     // colnumstyle.go: "2,35" beside 币种 EUR
		if m := lockedWindow(&r, lockLine); m != nil {
			r.layoutWarn = append(r.layoutWarn, *m)
		}
		r.layoutWarn = append(r.layoutWarn, windowWarnings(r.windowRefs)...)
		if windowGuess != nil && len(r.prices) > 0 {
			r.layoutWarn = append(r.layoutWarn, *windowGuess)
		}
		dittoEv, dp := dittoRow(&r, t, i, first, l) // 同上 takes the cell above (extract_ditto.go)
		if dp != nil {
			res.Problems = append(res.Problems, *dp)
			continue
		}
		amountOnly.fill(&r, t, i)   // a line giving only its amount
		clear(commented)            // a cell shown in two columns (a joined or split one) is said once
		for _, cm := range l.cols { // a comment on a cell is the vendor's words about its row
			if commented[cm.letter] {
				continue
			}
			commented[cm.letter] = true
			if note := ctx.gridOf[t].comment(t, i, cm.col); note != "" {
				r.addNote(cell{text: note, header: cm.header, letter: cm.letter})
				r.layoutWarn = append(r.layoutWarn, mk("import.warn.cell_comment", cm.header, cm.letter, note))
			}
		}
		// Fill-down: a group's vendor and GPU written once, blank below.
		if !priceEmpty {
			v := strings.TrimSpace(r.cells[fVendor].text)
			if isDitto(v) {
				v = ""
			}
			if c, ok := r.cells[fVendor]; ok && v == "" {
				// “刘总@天府星算” in the row's own contact cell names its vendor: before the row above's
				if co, h, at := rowContactCompany(r.extra); co != "" {
					c.text, v = co, co
					r.cells[fVendor] = c
					r.layoutWarn = append(r.layoutWarn, mk("import.warn.vendor_from_contact", co, h, at))
				}
			}
			sameMachine, other := false, otherMachine(r, last)
			for _, f := range groupFields {
				c, ok := r.cells[f]
				if !ok || strings.TrimSpace(c.text) != "" && !isDitto(c.text) || last[f] == "" || f != fVendor && v != "" && v != lastVendorRow {
					continue // another vendor's row: no GPU from the one above
				}
				if f == lineField && t.noGPURows[t.rowNum[i]] {
					continue // TB0001: under a block line naming no GPU ("■ 某某加速卡 X9"): none, never the block above's
				}
				if other && f != fVendor && f != fRegion {
					continue // a machine of its own with no GPU (a CPU instance): none from the row above
				}
				if f != fVendor && f != fRegion && addOnItem(r) {
					continue // a disk or public IP under a calculator's GPU rows (云盘ESSD, 弹性公网IP): no GPU from the row above (stop 47, set118/08)
				}
				if g := strings.TrimSpace(r.cells[fGPU].text); f == fSpec && g != "" && !isDitto(g) && g != last[fGPU] {
					continue // a row naming its own GPU (NVIDIA L40S under NVIDIA H800 SXM5) is no tier of the machine above: no spec from it (stop 50, set129/09)
				}
				c.text = last[f]
				r.cells[f] = c
				r.layoutWarn = append(r.layoutWarn, fillDownMsg(f, c.header, last[f]))
				sameMachine = sameMachine || f == fGPU || f == fSpec
			}
			if sameMachine { // a tier of the machine above shares its counts and links
				for _, f := range machineFields {
					if c, ok := r.cells[f]; ok && strings.TrimSpace(c.text) == "" && last[f] != "" {
						c.text = last[f]
						r.cells[f] = c
						r.layoutWarn = append(r.layoutWarn, mk("import.warn.machine_filled", mk("field."+f), last[f], c.header))
					}
				}
			}
			for _, f := range carried {
				if c, ok := r.cells[f]; ok && strings.TrimSpace(c.text) != "" && !isDitto(c.text) {
					last[f] = strings.TrimSpace(c.text)
				} else if ok && !sameMachine {
					delete(last, f) // a new machine that leaves it blank
				}
			}
			lastVendorRow = strings.TrimSpace(r.cells[fVendor].text)
		}
		if vi, ok := l.byField[fVendor]; ok && l.cols[vi].byValues {
			if v := strings.TrimSpace(r.cells[fVendor].text); v != "" { // a vendor column nobody named
				r.layoutWarn = append(r.layoutWarn, mk("import.warn.vendor_by_values", v, l.cols[vi].header))
			}
		}
		if vc, ok := r.cells[fVendor]; ok {
			if d, named := labelledParty(vc.text, lines); named && d.buyer { // resolve_vendor_partycell.go: the buyer's own capacity
				res.NotOffers = append(res.NotOffers, Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: vc.header, ColumnLetter: vc.letter,
					Reason: mk("import.not_offer.buyer_party", strings.TrimSpace(vc.text), d.name, d.line)})
				continue
			} else if named {
				r.layoutWarn = append(r.layoutWarn, mk("import.warn.vendor_party", d.name, strings.TrimSpace(vc.text), d.line))
				vc.text = d.name
				r.cells[fVendor] = vc
			}
		}
		fallback := vendorOK && (strings.TrimSpace(r.cells[fVendor].text) == "" || idOnly(r.cells[fVendor].text)) // match.go: a number is no vendor
		vi, hasVendorCol := l.byField[fVendor]
		upRule, moved := "", false
		if hasVendorCol && !fallback {
			sender := vendorCand{}
			if vendorOK {
				sender = vendor
			}
			upRule, moved = vendorColumnUpstream(upstreamIn{header: l.cols[vi].header, person: l.cols[vi].rule == ruleColPerson, sender: sender, ownPrice: ownPrice, lines: lines, ownLine: ownLine, sites: siteCol, anon: anonCol, supplierPrice: supplierCol, cell: r.cells[fVendor].text})
		}
		if moved {
			up := r.cells[fVendor] // "资源方 星桥云" in a list its sender sends: the sender sells, the upstream stays as text (resolve_vendor_upstream.go)
			delete(r.cells, fVendor)
			if r.extra == nil {
				r.extra = map[string]string{}
			}
			r.extra[up.header] = up.text
			r.vendorFallback, r.vendorFrom = vendor.ev.Value, mk("import.warn.vendor_not_upstream", vendor.ev.Value, up.header, strings.TrimSpace(up.text))
			if upRule == "upstream.anonymous_ids" {
				r.vendorFrom = mk("import.warn.vendor_over_anonymous", vendor.ev.Value, strings.TrimSpace(vendor.ev.Text), up.header, strings.TrimSpace(up.text))
			}
			if upRule == "upstream.site_values" {
				r.vendorFrom = mk("import.warn.vendor_over_sites", vendor.ev.Value, strings.TrimSpace(vendor.ev.Text), up.header, strings.TrimSpace(up.text))
			}
		} else if fallback {
			r.vendorFallback, r.vendorFrom = vendor.ev.Value, vendor.say
		} else if upRule == "upstream.beside_own_price" {
			// the sender's own price beside a column of other sellers, and no sender found: the column's name is a guess
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.vendor_beside_own_price", strings.TrimSpace(r.cells[fVendor].text), l.cols[vi].header))
		} else if upRule == "upstream.source_own_price" {
			// a broker's round-up whose line says the prices are the sites' own: the site sells (resolve_vendor_upstream.go)
			r.layoutWarn = append(r.layoutWarn, mk("import.rf.warn.vendor_source_own", strings.TrimSpace(r.cells[fVendor].text), l.cols[vi].header, vendor.ev.Value, ownLine))
		} else if upRule == "upstream.site_seller_unsaid" {
			// a site under a sender's title, and no line saying whose price it is: stored, never unwarned
			r.layoutWarn = append(r.layoutWarn, mk("import.rf.warn.vendor_site_unsaid", strings.TrimSpace(r.cells[fVendor].text), l.cols[vi].header, vendor.ev.Value))
		} else if upRule == "upstream.anonymous_unsaid" {
			// a market's anonymous seller id, and nobody the file names as the seller: stored, never unwarned
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.vendor_anonymous", strings.TrimSpace(r.cells[fVendor].text), l.cols[vi].header))
		} else if upRule == "upstream.site_cell" {
			// a site under the vendor header, and no seller the file names over the column: stored, never unwarned
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.vendor_is_site", strings.TrimSpace(r.cells[fVendor].text), l.cols[vi].header))
		}
		if sc, ok := currencyCovering(scopedCur, r.cells[fVendor].text, r.cells[fGPU].text, r.item); ok {
			r.fileCurrency, r.fileCurrencyText = sc.code, sc.text
		}
		if u, ok := ctx.opts.Units[RowRef(t.sheet, t.rowNum[i])]; ok {
			r.unitOverride = u
		}
		if tabField != "" {
			delete(r.cells, tabField) // the sheet's name, appended to map the table: the row takes it as its tab's GPU, warned (row.go who)
		}
		r.tabGPU, r.tabGPUFrom, r.tabGPUFile = loc.tabGPU, loc.tabGPUFrom, loc.tabGPUFile
		if p := applySection(&r, loc.section); p != nil {
			res.Problems = append(res.Problems, *p)
			continue
		}
		if loc.tab != nil {
			applyTab(&r, loc.tab) // locate_tab.go: the sheet's name, below the section row and every cell
		}
		ev := vendorEv
		if sc := loc.section; sc != nil && sc.vendor != "" && r.vendorFallback == sc.vendor {
			ev = sectionVendorEvidence(t.sheet, sc, vendorEv)
		}
		if v, ok := lots.apply(&r, t, i); ok { // a notice's result table names the lot's supplier
			ev = lotVendorEvidence(t.sheet, v, vendorEv)
		}
		grouped := len(r.prices) > 0 && !slices.ContainsFunc(r.prices, func(p priceIn) bool { return p.vendor == "" })
		if vc := r.cells[fVendor]; grouped && strings.TrimSpace(vc.text) != "" {
			// each offer's group header decides over the row's vendor cell, a buyer's pick in a table of several
			// vendors' price columns (拟成交供应商, stop 48 set122/09): the cell is a candidate it overrules
			c := evidenceAt(fVendor, strings.TrimSpace(vc.text), srcCell, r, vc, "vendor.cell")
			ev = groupVendorEvidence(append(slices.Clone(vendorEv), c))
		} else if vc := r.cells[fVendor]; !fallback && strings.TrimSpace(vc.text) != "" {
			if name, w, ok := vkeys.name(vc.text, vc.header); ok { // locate_vendor_key.go: "V0112", 供应商A
				vc.text = name
				r.cells[fVendor] = vc
				r.layoutWarn = append(r.layoutWarn, w)
			}
			vi := l.byField[fVendor]
			ev = cellVendorEvidence(r, vc, l.cols[vi].rule == ruleColPerson, vendorEv)
		} else if grouped {
			ev = groupVendorEvidence(vendorEv) // each offer's group header decides (pricing.go offer)
		}
		p, kind := notCurrent(r, asOf, asOfLine) // a past or scheduled price
		ok := kind != ""
		// scheduledZeroPrice runs first, before the sole[i] rule below: a
		// "0.00" on a product not on sale yet is refused at its cell
		// (extract_codes.go), even on a sheet's one scheduled row
		if pp, held := scheduledZeroPrice(r, p, kind == "scheduled"); held {
			res.Problems = append(res.Problems, pp)
			continue
		}
		if ok && sole[i] && p.Reason.Key == "import.window.scheduled" {
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.window_scheduled_sole", p.Reason.Args...))
			ok = false
		} else if ok && sole[i] && p.Reason.Key == "import.window.scheduled_today" {
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.window_scheduled_sole_today", p.Reason.Args...))
			ok = false
		}
		if !ok {
			laterNewPrice(&r, pRun) // PV0001: a dated price beside the price before it: which of them an order pays
		}
		if !ok {
			specTerm(&r)                                     // a minimum term stated in the item cell (extract_spec_term.go)
			asUsedCounts(&r)                                 // "按实际用量" states no count (extract_counts.go)
			unitPeriodCounts(&r)                             // "48" 台·月 counts machine-months (extract_counts.go)
			p, ok = requestRow(r, t, i, l)                   // a buyer's request (locate_requests.go)
			if bp, refuse := budgetReply(r); !ok && refuse { // "满足预算": no price of the seller's (locate_requests.go)
				res.Problems = append(res.Problems, bp)
				continue
			}
		}
		if !ok {
			var void bool
			if p, void, ok = rowRole(r, l); ok && void { // a void bid (locate_rowrole.go)
				res.Problems = append(res.Problems, p)
				continue
			}
		}
		if !ok {
			var void bool
			m, has := rounds[i]
			if p, void, ok = roundRole(r, m, has); ok && void { // an earlier round (locate_rowrole.go)
				res.Problems = append(res.Problems, p)
				continue
			}
		}
		if !ok {
			p, ok = trialRow(r) // 付费试用: a trial's row, no rental offer (locate_trial.go)
		}
		if !ok {
			p, ok = otherLineItem(r) // storage, bandwidth
		}
		if ok {
			res.NotOffers = append(res.NotOffers, p)
			continue
		}
		if probs, skip := leg.apply(&r, t, i, l); skip { // a colour legend (locate_legend.go)
			res.Problems = append(res.Problems, probs...)
			continue
		}
		if p, ok := struckRow(ctx.gridOf[t], t, i, l, titles); ok { // a struck-through price (grid_strike.go)
			p.File = res.File
			res.Problems = append(res.Problems, p)
			continue
		}
		r.layoutWarn = append(r.layoutWarn, struckRunWarnings(ctx.gridOf[t], t, i, l)...) // an old price struck through beside the current one
		if probs := commentUnits(&r, ctx.gridOf[t], t, i, l); probs != nil {              // 批注 (extract_comments.go)
			res.Problems = append(res.Problems, probs...)
			if len(r.prices) == 0 {
				continue
			}
		}
		if note, p, ok := t.joined(res.File, i); !ok { // a code no lookup row names (locate_size_lookup.go)
			res.Problems = append(res.Problems, p)
			continue
		} else if note != nil {
			r.layoutWarn = append(r.layoutWarn, *note)
		}
		var pairProbs []Problem
		var pairWarn []msg.Msg
		r.prices, pairProbs, pairWarn = pricePairs(r) // two plans' prices in one cell (extract_pricepairs.go)
		if len(r.prices) > 0 {
			r.prices = append(r.prices, conditionOffers(r, l)...) // "若签一年则按31,680元/台/月" (extract_pricepairs.go)
		}
		r.layoutWarn = append(r.layoutWarn, pairWarn...)
		res.Problems = append(res.Problems, pairProbs...)
		// the row's offers are built after the loop (rowJobs): each where the rows before it left it
		jobs = append(jobs, &rowJob{r: r, i: i, l: l, ev: ev, dittoEv: dittoEv, atQuote: len(res.Quotes), atProblem: len(res.Problems)})
	}
	ctx.finishRows(t, jobs)
	if line, share := fileSurcharge(slices.Concat(titles, lines)); line != "" { // resolve_surcharge.go: "所有…在目录价基础上加收15%"
		holdForSurcharge(res.Quotes[quotesFrom:], line, share)
	}
	res.Notes = append(res.Notes, notes...)
	windowWarning(res, notOffers)
	loc.finish()
}

// othersOnlyRows names each row of a table whose only prices are not the
// seller's (市场参考价, Our cost alone: notoffer_price_alone) in NotOffers,
// at its first such cell: no offer, and no prose line to read again.
func (ctx *readCtx) othersOnlyRows(t *table, l *layout, first int) {
	for i := first; i < len(t.rows); i++ {
		if i > first && (headerWordsRow(t.rows[i]) || looksLikeHeader(t.rows[i])) {
			return // the next stacked table's own header
		}
		for _, k := range l.othersOnly {
			cm := l.cols[k]
			if v := strings.TrimSpace(t.cell(i, cm.col)); v != "" && !isDashOnly(v) {
				ctx.res.NotOffers = append(ctx.res.NotOffers, Problem{File: ctx.res.File, Sheet: t.sheet, Row: rowAt(t, i), Column: cm.header,
					ColumnLetter: cm.letter, Reason: mk("import.not_offer.others_price_alone", cm.header, v)})
				break
			}
		}
	}
}

// RowRef names a row for ReadOptions.Units: "sheet!row" (or "row" in CSV).
func RowRef(sheet string, row int) string {
	if sheet == "" {
		return strconv.Itoa(row)
	}
	return sheet + "!" + strconv.Itoa(row)
}

// addedColField is the field a column the reader added is read as: col is
// the column's number plus one (table.lineCol for joined GPU lines, where a
// blank is a block naming no GPU; table.tabCol for the sheet name's GPU,
// tabGPUTable), "" where t has none.
func addedColField(col int, l *layout) string {
	if col == 0 {
		return ""
	}
	for _, cm := range l.cols {
		if cm.col == col-1 {
			return cm.field
		}
	}
	return ""
}

func fillDownMsg(f, header, v string) msg.Msg {
	switch f {
	case fVendor:
		return mk("import.warn.vendor_filled", v, header)
	case fGPU:
		return mk("import.warn.gpu_filled", v, header)
	}
	return mk("import.warn.filled", header, v)
}

func (ctx *readCtx) addInfo(t *table, l *layout) {
	ti := TableInfo{Sheet: t.sheet, LayoutKey: l.key}
	for _, h := range l.headerRows {
		ti.HeaderRows = append(ti.HeaderRows, t.rowNum[h])
	}
	for _, cm := range l.cols {
		f := cm.field
		if f == fIgnore {
			f = ""
		}
		ti.Columns = append(ti.Columns, ColumnInfo{Letter: cm.letter, Header: cm.header, Field: f, Evidence: cm.evidence, Rule: cm.rule, Relabelled: cm.relabelled})
	}
	ctx.res.Tables = append(ctx.res.Tables, ti)
}

// looksLikeHeader: a row of header words and no data (a second table's header).
func looksLikeHeader(row []string) bool {
	exact, price := 0, false
	for _, c := range row {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		if strings.ContainsAny(c, "0123456789") {
			return false // data, or a unit ("元/台/月") in a data row
		}
		if f, ok := synonymIndex[headerKey(c)]; ok {
			exact++
			price = price || f == fPrice
		}
	}
	return exact >= 4 && price
}

// isSection: a one-cell row naming a group ("▌训练集群"), not a quote that
// lost its cells (which names a GPU).
func isSection(s string, merged, inVendorColumn bool) bool {
	if _, spec := ParseSpec(s); spec || isGPUName(s) {
		return false
	}
	if merged || reSectionMark.MatchString(s) || utf8.RuneCountInString(s) >= 12 {
		return true
	}
	// a lone name in the vendor column is a quote row that lost its cells
	return !inVendorColumn && !strings.ContainsAny(s, "0123456789")
}

var reSectionMark = regexp.MustCompile(`^[▌■●◆▶►【\[#*]|集群|系列|专区|类$|(?i)cluster|series|training|inference`)

// rowMerged reports whether row r has a cell merged across columns.
func (t *table) rowMerged(r int) bool {
	for k, from := range t.mergedFrom {
		if k[0] == r && from[0] == r {
			return true
		}
	}
	return false
}

// sealLine: the row's price cells hold no figure (blank, or a seal's words
// alone), a cell holds a seal's words or a signature's (words/cell_words.tsv
// seal_text, words/vendor.tsv stamp_word: "合同专用章", "乙方（盖章）："), and
// the row names no GPU: its GPU cell is blank or holds the seal's or
// signature's words ("甲方（盖章）："), never an unknown model beside a note
// ("需盖公章后报价" under a blank price: that row is refused as before). A
// signature or stamp line a scan read into the table's columns. Rule PF0310
// (the locate stage).
func sealLine(t *table, l *layout, i int) bool {
	for _, pi := range l.prices {
		v, _ := t.merged(i, l.cols[pi].col, true)
		if strings.TrimSpace(v) == "" {
			continue
		}
		if _, _, only := sealIn(norm(v)); !only {
			return false
		}
	}
	if gi, ok := l.byField[fGPU]; ok {
		if g := strings.TrimSpace(rowCell(t.rows[i], l.cols[gi].col)); g != "" && !sealWords(g) {
			return false
		}
	}
	return slices.ContainsFunc(t.rows[i], sealWords) && !slices.ContainsFunc(t.rows[i], isGPUName)
}

// sealWords: the cell holds a seal's words or a stamp word that marks a
// signature line on its own ("（盖章）"; words/vendor.tsv stamp_word, value
// line or seal), not a note's word ("signed", value note).
func sealWords(c string) bool {
	if w, _, _ := sealIn(norm(c)); w != "" {
		return true
	}
	kind := wordMap("stamp_word")
	return slices.ContainsFunc(reStampWord.FindAllStringSubmatch(c, -1), func(m []string) bool {
		return kind[strings.ToLower(m[1])] != "note"
	})
}

// cutName is a GPU name or a unit a PDF converter cut across two rows: the
// column, the next row's fragment and the text joined.
type cutName struct {
	col              int
	fragment, joined string
}

// cutRows: the rows whose GPU name goes on in the row under them (name, by
// the row above) and those fragment rows (fragment).
type cutRows struct {
	name     map[int]cutName
	fragment map[int]bool
}

// reNameFragment: the end of a model name cut onto its own line ("4G", "0GB", "XM").
var reNameFragment = regexp.MustCompile(`^[0-9A-Za-z]{1,4}$`)

// cutNames finds the GPU names a PDF converter cut across two rows: a priced
// row whose GPU cell ends in a letter or digit, and under it a row holding
// only a short piece of letters and digits in that column, no GPU of its own
// ("RTX 4090 2" over "4G"), the two joined naming a catalogue GPU; and a
// unit cut after its slash ("元/卡/" over "时"), the two joined naming a
// period. The text is read whole on the priced row, warned; the piece's row
// is no offer. Rule PF0105 (the locate stage).
func cutNames(t *table, l *layout, first int) cutRows {
	out := cutRows{name: map[int]cutName{}, fragment: map[int]bool{}}
	if gi, ok := l.byField[fGPU]; ok {
		col := l.cols[gi].col
		cutPieces(t, l, first, col, out, func(above, below string) bool {
			return reNameFragment.MatchString(below) && !isGPUName(below) && nameGoesOn(above, above+below)
		})
	}
	if ui, ok := l.byField[fUnit]; ok {
		// "元/卡/" over "时": a unit whose period went onto the next line
		cutPieces(t, l, first, l.cols[ui].col, out, func(above, below string) bool {
			return utf8.RuneCountInString(below) <= 2 && parseHint(above).period == "" && parseHint(below).period != "" &&
				(strings.HasSuffix(above, "/") || strings.HasSuffix(above, "·")) && parseHint(above+below).period != ""
		})
	}
	return out
}

// nameGoesOn: a GPU name above whose last word is unfinished (ends in a
// digit: "RTX 4090 2", "A800 8") goes on in joined, which names a catalogue
// GPU with one memory size, the card the text above names where it names
// one. "A100 40G" over "80G" is a whole name and a note under it, never
// "A100 40G80G" (two sizes, another card).
func nameGoesOn(above, joined string) bool {
	if last := above[len(above)-1]; last < '0' || last > '9' {
		return false
	}
	m, ok := matchGPU(joined)
	if !ok || len(reCardMemory.FindAllString(joined, -1)) > 1 {
		return false
	}
	was, named := matchGPU(above)
	return !named || was.ID == m.ID
}

// reCardMemory: a memory size in a GPU name ("80G", "24GB").
var reCardMemory = regexp.MustCompile(`(?i)\d{2,3}\s*(?:gib|gb|g)`)

// cutPieces adds the cuts of column col: a priced row and under it a row
// holding only a piece in that column, no price, that fits (cut).
func cutPieces(t *table, l *layout, first, col int, out cutRows, fits func(above, below string) bool) {
	for i := first; i+1 < len(t.rows); i++ {
		above, below := strings.TrimSpace(rowCell(t.rows[i], col)), strings.TrimSpace(rowCell(t.rows[i+1], col))
		if _, n := oneCell(t.rows[i+1]); n != 1 || above == "" || below == "" || !l.rowPriced(t, i) || l.rowPriced(t, i+1) {
			continue
		}
		if _, taken := out.name[i]; taken || !fits(above, below) {
			continue
		}
		out.name[i] = cutName{col, below, above + below}
		out.fragment[i+1] = true
	}
}

// continuedRows are the lines that complete the offer on the row above
// them, by row index: the offer written on two rows, its price row and a
// line under it ("配置：2*Intel 8358 / 1T内存 / 4*200G IB", merged across
// the table) with no price, naming no GPU, that reads as the machine's
// configuration: opened by a label (words/spec.tsv spec_line_label) with
// one part of a machine, or three parts without one. Such a line is no
// note, section or sheet line: the row above reads it (row.go complete).
func continuedRows(t *table, l *layout, first int) map[int]string {
	out := map[int]string{}
	for i := first + 1; i < len(t.rows); i++ {
		if _, n := oneCell(t.rows[i-1]); n < 2 || !l.rowPriced(t, i-1) || l.rowPriced(t, i) {
			continue
		}
		text, n := oneCell(t.rows[i])
		if n == 2 {
			text = lineOf(t.rows[i])
		}
		if n == 0 || n > 2 || reNoteLead.MatchString(strings.ToLower(text)) {
			continue
		}
		body, label := text, false
		if m := reSpecLineLabel.FindStringIndex(narrow(text)); m != nil {
			body, label = narrow(text)[m[1]:], true
		}
		sp, _ := ParseSpec(body)
		if parts := sp.machineParts(); sp.GPU == "" && (parts >= 3 || label && parts >= 1) {
			out[i] = strings.TrimSpace(text)
		}
	}
	return out
}

var reSpecLineLabel = regexp.MustCompile(`(?i)^\s*` + wordAlt("spec_line_label", false) + `\s*[:：]\s*`)

// rowPriced: a price column of the row has text.
func (l *layout) rowPriced(t *table, i int) bool {
	return slices.ContainsFunc(l.prices, func(pi int) bool {
		v, _ := t.merged(i, l.cols[pi].col, true)
		return strings.TrimSpace(v) != ""
	})
}

// colAt is the column of row's first cell holding text.
func (l *layout) colAt(row []string, text string) colMap {
	for _, cm := range l.cols {
		if strings.TrimSpace(rowCell(row, cm.col)) == text {
			return cm
		}
	}
	return colMap{}
}

// isVendorCell: the row's only text sits in the vendor column.
func (l *layout) isVendorCell(row []string, text string) bool {
	i, ok := l.byField[fVendor]
	return ok && strings.TrimSpace(rowCell(row, l.cols[i].col)) == text
}

// isFootnote tells a note under the table ("注：以上价格含税") from a quote
// row that lost its other cells, which must be reported.
func isFootnote(s string) bool {
	s = strings.TrimSpace(narrow(s))
	m := reFootLine.FindStringSubmatch(s) // "† 含税", "③ 整机价"
	return reNoteLead.MatchString(strings.ToLower(s)) || m != nil && m[2] != "" || utf8.RuneCountInString(s) >= 12 || strings.ContainsAny(s, "，。；,;:：")
}

// lineOf is a row read as a line of text: a label beside its value in two
// cells ("供应商" | "霁月算力") reads "label：value".
func lineOf(row []string) string {
	cells := filled(row)
	if len(cells) == 2 && !strings.ContainsAny(cells[0], ":：") {
		if _, _, ok := labelled(cells[0] + "：" + cells[1]); ok {
			return cells[0] + "：" + cells[1]
		}
	}
	return strings.Join(cells, " ")
}

// filled are the row's cells that hold text, trimmed.
func filled(row []string) []string {
	out := make([]string, 0, len(row))
	for _, c := range row {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

func sameRow(a, b []string) bool {
	for i := range max(len(a), len(b)) {
		if strings.TrimSpace(rowCell(a, i)) != strings.TrimSpace(rowCell(b, i)) {
			return false
		}
	}
	return true
}

func rowCell(row []string, i int) string {
	if i < len(row) {
		return row[i]
	}
	return ""
}

// loneLines are the one-cell rows from `from` on (notes, section labels),
// less the lines that complete the offer above them.
// titlesUnderHeader: the one-cell lines between the header and the first
// data row ("龙泉驿算力港 供应商报价 2026-12" under a tab export's header):
// a title-like line anywhere above the first data row is the title's
// evidence of the vendor, as a line above the header is (set76/06).
func titlesUnderHeader(t *table, from int, continued map[int]string) []string {
	var out []string
	for i := from; i < len(t.rows); i++ {
		text, n := oneCell(t.rows[i])
		if n > 1 {
			break
		}
		if n == 1 && utf8.RuneCountInString(text) >= 6 && continued[i] == "" && !blockLine(text) {
			out = append(out, text)
		}
	}
	return out
}

// blockLine: a one-cell line under a header that is a GPU name and what
// goes with it alone ("【H100 80G SXM · 8卡】", "■ H800 SXM 80G ×8"): the
// model of the rows under it (TB0015), no title naming the vendor.
func blockLine(text string) bool {
	return gpuBlockLine(strings.Trim(strings.TrimSpace(text), "【】[]■□●◆▶►#=—–- "))
}

// blockLineWords: words/locate.tsv block_line_word, what a block line may
// say beside its GPU, counts and memory (TB0017-TB0029).
var blockLineWords = wordsInOrder("block_line_word")

// reBlockCount: a count or size beside a block line's model ("×8", "8x",
// "80G", "8卡"'s figure).
var reBlockCount = regexp.MustCompile(`^(?:[x×*]?\d+[x×*]?|\d{2,3}gb?)$`)

// gpuBlockLine: text names a catalogue GPU and nothing else but its form,
// memory, counts and interconnect (TB0015, TB0017): "【H100 80G SXM · 8卡】"
// is one, "天府星算 H100 报价单" (a vendor's title) and "本表所列 H800 价格均
// 含税" (a note) are not.
func gpuBlockLine(text string) bool {
	s := strings.ToLower(narrow(text))
	spans := gpuSpans(s)
	if len(spans) == 0 || !isGPUName(text) {
		return false
	}
	for i := len(spans) - 1; i >= 0; i-- {
		s = s[:spans[i].start] + " " + s[spans[i].end:]
	}
	s = reModelToken.ReplaceAllStringFunc(s, func(tok string) string {
		if reBlockCount.MatchString(tok) || formToken(tok) || slices.Contains(blockLineWords, tok) {
			return " "
		}
		return tok
	})
	for _, w := range blockLineWords {
		if hasCJK(w) {
			s = strings.ReplaceAll(s, w, " ")
		}
	}
	return !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

func loneLines(t *table, from int, continued map[int]string) []string {
	var out []string
	for i := from; i < len(t.rows); i++ {
		if text, n := oneCell(t.rows[i]); n == 1 && utf8.RuneCountInString(text) >= 6 && continued[i] == "" {
			out = append(out, text)
		}
	}
	return out
}

var (
	reStateNode = regexp.MustCompile(`每(?:个|一)?(?:台|实例|节点|服务器)的?(?:价格|报价)|(?:按量|按需|包月|包周|包年|包天|包季)(?:价格?|报价|单价)?(?:均|都)?为每(?:个|一)?(?:台|实例|节点|服务器)|(?:价格|报价|单价)(?:均|都|皆|全部)?(?:为|是|按)每(?:个|一)?(?:台|实例|节点|服务器)|按(?:实例|台|节点)(?:规格)?(?:计价|计费|收费)|\bper[- ](?:instance|node|server|machine|vm)\s+(?:pricing|prices?|rates?)\b|\bpriced\s+(?:for|per|by)\s+(?:the\s+|a\s+)?(?:whole\s+|entire\s+)?(?:\d+\s*-?\s*(?:gpu|card)s?\s+)?(?:instance|node|server|machine|vm|box)\b|\b(?:whole|entire|full)[- ](?:node|server|machine|instance)\s+(?:price|rate|pricing)\b|整(?:实例|机|台|节点|服务器)(?:计价|计费|价格|价|报价|租赁价|租金|出租|打包)|(?:按|以)整?(?:台|机|实例|节点|服务器)(?:计价|计费|收费|报价)|为整(?:台|机|实例|节点|服务器)|含(?:实例|整机|机器|服务器)内?(?:的)?全部\s*(?:gpu|卡|显卡)|(?:prices?|rates?)\s+(?:are|is)\s+(?:for|per)\s+(?:the\s+|a\s+|one\s+)?(?:whole\s+|entire\s+|full\s+)?(?:\d+\s*-?\s*(?:gpu|card)s?\s+)?(?:instance|node|server|machine|vm|box)\b|\b(?:for|per)\s+(?:the\s+|a\s+)?(?:whole|entire|full)\s+(?:\d+\s*-?\s*(?:gpu|card)s?\s+)?(?:instance|node|server|machine|vm|box)\b|\bprices?\s+(?:[a-z]{3}\s+)?per\s+(?:instance|node|server|machine|vm)\b|\bpreise?\s+pro\s+(?:instanz|knoten|server|maschine)\b|\bper\s+unit\s*[(（]\s*per\s+(?:server|node|machine|instance|vm|box)\b|\brecurring\s+(?:charges?|fees?)\s+per\s+(?:server|node|machine|instance|vm|box)\b|\b(?:charges?|fees?|rates?)\s+(?:is|are)\s+per\s+(?:instance|node|server|machine|vm)\b|` + wholeWords(wordsInOrder("line_basis_node"))) // words/rows.tsv: a bundle's price
	reStateGPU  = regexp.MustCompile(`\bpriced\s+per\s+(?:gpu|card)\b|\bper[- ](?:gpu|card)\s+(?:pricing|prices?|rates?)\b|(?:按|以)(?:卡|单卡|gpu)(?:计价|计费|收费|报价)|单卡(?:价格|计价|报价)|(?:prices?|rates?)\s+(?:are|is)?\s*(?:in\s+\S+\s+)?per\s+(?:gpu|card)\b|\bprices?\s+(?:in\s+\S+\s+)?per\s+(?:gpu|card)\b|(?:^|[,，:：]\s*)(?:(?:the\s+)?(?:` + wholeWords(wordsInOrder("line_billed_subject")) + `)\s+(?:is|are)\s+)?(?:billed|charged|metered)\b[^.;]{0,60}?\bper\s+(?:gpu|card)\b`)                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            // the last: "Billed per second of running time, per GPU": billing that opens its clause or whose subject is the price
	// (words/rows.tsv line_billed_subject), never an add-on's ("Premium support is billed monthly per GPU", review finding 1)
	// a clause that defines a unit word (“元/台”为整台服务器价格)
	reQuotedUnit  = regexp.MustCompile(`[“"'「][^”"'」]*/[^”"'」]*[”"'」]`)
	reClauseSplit = regexp.MustCompile(`[。；;!！]|\.\s`)
	reCommaSplit  = regexp.MustCompile(`[,，、､]`) // 、 (norm writes ､) too: “按量为每实例每小时、包月为每实例每月” states two plans
)

// basisNote is a sheet's statement that its prices (or one plan's) are
// per machine ("整实例计价") or per card ("Prices are per GPU").
type basisNote struct {
	basis string
	plan  *billingMode // nil: every price
	text  string
}

// basisNotes reads the statements of basis in a sheet's lines.
func basisNotes(lines []string) []basisNote {
	var out []basisNote
	for _, line := range lines {
		if b := unitLineBasis(line); b != "" {
			out = append(out, basisNote{basis: b, text: strings.TrimSpace(line)})
			continue
		}
		for _, cl := range reClauseSplit.Split(norm(line), -1) {
			cl = strings.TrimSpace(cl)
			if cl == "" || reQuotedUnit.MatchString(cl) {
				continue
			}
			n := basisNote{text: strings.TrimSpace(line)}
			if bothBasesStated(cl) {
				out = append(out, basisNote{basis: "node", text: n.text}, basisNote{basis: "gpu", text: n.text})
				continue
			}
			switch {
			case reStateNode.MatchString(cl):
				n.basis = "node"
			case reStateGPU.MatchString(cl):
				n.basis = "gpu"
			default:
				continue
			}
			stated := reStateNode
			if n.basis == "gpu" {
				stated = reStateGPU
			}
			for _, part := range statementParts(cl, stated) {
				n.plan = nil
				if m, ok := findMode(part); ok {
					n.plan = &m
				} else if m, _, ok := tierInHeader(part); ok {
					n.plan = &m
				}
				out = append(out, n)
			}
		}
	}
	return out
}

// unitLineBasis is the basis a unit line states with no period of its
// own ("单位：元/台；押金…" above columns 日租/周租/月租 that name the period):
// every price of the sheet is per machine (or per card); "" when the line
// names no unit, a period too (unitStatement reads that one), or both bases.
func unitLineBasis(line string) string {
	basis := ""
	for _, m := range reUnitLine.FindAllStringSubmatch(narrow(line), -1) {
		ph := cmp.Or(m[1], m[2])
		h := parseHint(ph)
		if h.period != "" || h.basis == "" || !strings.Contains(ph, "/") || basis != "" && basis != h.basis {
			return ""
		}
		basis = h.basis
	}
	return basis
}

// statementParts splits a clause stating one basis at its commas into the
// statements of that basis it makes, each with the words around it: in “价格均为每个实例的价格，
// 包年包月价格为每实例每月” the plan named in the second covers only the second
// (SM-BASIS-PARTS). A part stating no basis stays with its neighbour
// (“包年包月，按台计费”).
func statementParts(cl string, stated *regexp.Regexp) []string {
	var out []string
	pending := ""
	for _, p := range reCommaSplit.Split(cl, -1) {
		pending += p + "，"
		if stated.MatchString(p) {
			out, pending = append(out, pending), ""
		}
	}
	switch {
	case len(out) == 0:
		return []string{cl}
	case pending != "":
		out[len(out)-1] += pending
	}
	return out
}

// basisFor is the basis the notes give a price on plan (nil: none named);
// a plan's statement covers a one-price table that names no plan.
func basisFor(notes []basisNote, plan *billingMode, offers int) (basis, text string) {
	for _, n := range notes {
		if n.plan != nil && !(plan != nil && samePlan(*n.plan, *plan)) && !(plan == nil && offers <= 1) {
			continue
		}
		if basis != "" && basis != n.basis {
			return "", ""
		}
		if basis == "" {
			basis, text = n.basis, n.text
		}
	}
	return basis, text
}

// samePlan: two plans of the same period or the same commitment.
func samePlan(a, b billingMode) bool {
	if a.term != nil || b.term != nil {
		return a.term != nil && b.term != nil && a.term.Hours(DefaultHoursPerMonth) == b.term.Hours(DefaultHoursPerMonth)
	}
	return a.period != "" && a.period == b.period
}

// reRowNumberOnly: a row's number alone ("4", "5.", "6、").
var reRowNumberOnly = regexp.MustCompile(`^\d{1,4}[.、]?$`)

var (
	// "单位：元/台/月", "价格单位: USD per GPU-hour", "计价：元/台/月"; "单价：元/卡/月"
	// names a unit where no figure follows (the group read is cmp.Or(m[1], m[2]))
	reUnitLine = regexp.MustCompile(`(?i)(?:^|[\s(（;；,，])(?:` + wordAlternation("unit_label", "tail", "line") + `\s*[:：]\s*([^;；,，。()（）]{2,30})|单价\s*[:：]\s*([^\d\s;；,，。()（）][^;；,，。()（）]{1,29}))`)
	// "Prices in USD per GPU-hour", "all rates are USD per GPU per hour"
	reUnitSentence = regexp.MustCompile(`(?i)\b(?:all\s+)?(?:prices?|rates?)\s+(?:are\s+)?(?:shown\s+)?(?:in\s+)?((?:usd|cny|rmb|us\$|\$|¥)?\s*per\s+[a-z]+(?:[- ]?hours?|[- ]?hrs?|[- ]?h|[- ]?days?|[- ]?months?|[- ]?weeks?|\s+per\s+(?:hour|hr|day|week|month)))`)
	// "说明：单价为元/卡/小时", "以上价格均为元/台/月": a unit named, no figure
	reUnitSentenceZh = regexp.MustCompile(`(?:^|[\s(（;；,，:：])` + unitSaidLeadZh(false) + `\s*([^\d;；,，。()（）\s][^;；,，。()（）]{1,29})`)
)

// unitSaidLeadZh: a Chinese lead naming the prices and saying what they are
// ("以上价格均为", "单价是"; words/rows.tsv unit_said_lead), read by the
// sheet's unit line and, with by (also "单价按"), by a note's billedBy.
func unitSaidLeadZh(by bool) string {
	verbs := []string{"is"}
	if by {
		verbs = append(verbs, "by")
	}
	part := func(place string) string { return wordAlternation("unit_said_lead", place) }
	// "单位均为 元/卡·时": the unit word alone names what the prices are in (LS0401)
	return part("prefix") + `?(?:` + part("noun") + part("unit") + `?|` + part("unit") + `)` + part("adverb") + `?` + wordAlternation("unit_said_lead", verbs...)
}

// unitStatement finds a sheet's line stating the unit of its prices
// ("单位：元/台/月（含税）"): the unit of every price that names none.
func unitStatement(lines []string) (unitHint, string) {
	var found unitHint
	var text string
	for _, line := range lines {
		n := narrow(line)
		var phrases []string
		for _, m := range reUnitLine.FindAllStringSubmatch(n, -1) {
			phrases = append(phrases, cmp.Or(m[1], m[2]))
		}
		if len(phrases) == 0 {
			if m := reUnitSentence.FindStringSubmatch(n); m != nil {
				phrases = append(phrases, m[1])
			} else if m := reUnitSentenceZh.FindStringSubmatch(n); m != nil {
				phrases = append(phrases, m[1])
			} else if ph := periodSentence(n); ph != "" {
				phrases = append(phrases, ph)
			} else if ph := bracketUnitPhrase(n); ph != "" {
				phrases = append(phrases, ph) // "rate card (USD per GPU-hour)"
			}
		}
		for _, phrase := range phrases {
			h := parseHint(phrase)
			if h.mult > 0 && found.mult == 0 { // "单位：万元"
				found.mult, found.multText = h.mult, h.multText
				text = cmp.Or(text, strings.TrimSpace(line))
			}
			if h.period == "" || !perWordIn(phrase) {
				continue
			}
			if found.period != "" && (found.period != h.period || found.basis != h.basis) {
				return unitHint{}, "" // "元/卡/时（GPU类）；元/台/月（整机类）": no one unit
			}
			if found.period == "" {
				mult, mt := found.mult, found.multText
				found, text = h, strings.TrimSpace(line)
				if found.mult == 0 {
					found.mult, found.multText = mult, mt
				}
			}
		}
	}
	return found, text
}

// planUnit is a sheet line's unit for one plan's prices (SX0301): a GPU ×
// term matrix whose columns name only their plan (按量, 包月, 包季, 包年)
// states their units in a line above the header ("计价说明：按量 元/卡/时；
// 包月、包季 元/台/月（整机）；包年 元/台/年（整机，年付）").
type planUnit struct {
	plan   billingMode
	family string // a reservation code's every term ("ri|m" of "RI-nM"), codeUnitOf; its plan is none
	hint   unitHint
	text   string
}

// reUnitStart: where a clause's unit begins ("元/", "万元/", "USD/").
var reUnitStart = regexp.MustCompile(`(?i)(?:[万千]?元|[¥￥$]|rmb|cny|usd|美元)\s*/`)

// planUnits reads each clause of the lines naming plans and then one unit
// with its period and basis; a plan stated twice in two units has none.
func planUnits(lines []string) []planUnit {
	var out []planUnit
	for _, line := range lines {
		for _, cl := range reClauseSplit.Split(narrow(line), -1) {
			for _, u := range clauseUnits(cl) {
				out = addPlanUnits(out, u.plans, u.hint, line)
			}
		}
	}
	return out
}

// clauseUnit is one unit of a clause and the words naming its plans.
type clauseUnit struct {
	plans []string
	hint  unitHint
}

// clauseUnits reads each unit of a clause with the words before it back to
// the unit before ("“按量”为元/实例/小时，“包月”为元/实例/月": 按量 hourly,
// 包月 monthly, set128/01); the words after a unit up to the next comma are
// still that unit's.
func clauseUnits(cl string) []clauseUnit {
	ats := reUnitStart.FindAllStringIndex(cl, -1)
	var out []clauseUnit
	for k, at := range ats {
		end := len(cl)
		if k+1 < len(ats) {
			end = ats[k+1][0]
		}
		h := parseHint(cl[at[0]:end])
		if h.period == "" || h.basis == "" {
			continue
		}
		lo := 0
		if k > 0 {
			lo = ats[k-1][0]
		}
		parts := reCommaSplit.Split(cl[lo:at[0]], -1)
		if k > 0 {
			parts = parts[1:] // the unit before's own words
		}
		out = append(out, clauseUnit{parts, h})
	}
	return out
}

// addPlanUnits adds the plans the parts name with the unit h; a plan stated
// twice in two units has none.
func addPlanUnits(out []planUnit, parts []string, h unitHint, line string) []planUnit {
	for _, part := range parts {
		if code, letter, ok := codeFamily(part); ok { // PN0012: "RI-nM=预留n个月，…元/卡·月"
			fam := code + "|" + letter
			if k := slices.IndexFunc(out, func(pu planUnit) bool { return pu.family == fam }); k >= 0 {
				if out[k].hint.period != h.period || out[k].hint.basis != h.basis {
					out[k].hint = unitHint{} // PN0018: a family stated twice in two units has none
				}
				continue
			}
			out = append(out, planUnit{family: fam, hint: h, text: strings.TrimSpace(line)})
			continue
		}
		m, ok := findMode(part)
		if !ok {
			m, ok = planCodeIn(part) // PN0012: "OD 元/卡/时", "1Y=元/卡/月"
		}
		if !ok {
			continue
		}
		if k := slices.IndexFunc(out, func(pu planUnit) bool { return samePlan(pu.plan, m) }); k >= 0 {
			if out[k].hint.period != h.period || out[k].hint.basis != h.basis {
				out[k].hint = unitHint{}
			}
			continue
		}
		out = append(out, planUnit{plan: m, hint: h, text: strings.TrimSpace(line)})
	}
	return out
}

// rowPlanUnit gives the row's prices that state no unit of their own the
// unit a line states for the plan the row's own plan or unit cell names
// ("过渡期价格按实例计：“按量”为元/实例/小时，“包月”为元/实例/月" over rows of
// 按量 and 包月, stop 49 set128/01): the plan's unit, never the line's first.
func rowPlanUnit(r *rowIn, plans []planUnit) {
	if len(plans) == 0 {
		return
	}
	for _, f := range []string{fMode, fUnit} {
		c, ok := r.cells[f]
		if !ok {
			continue
		}
		m, ok := parseMode(strings.TrimSpace(c.text))
		if !ok {
			continue
		}
		pu, ok := planUnitOf(plans, &m)
		if !ok {
			return
		}
		for k := range r.prices {
			if p := &r.prices[k]; p.hint.period == "" && p.hint.basis == "" && p.unitLine == "" {
				p.takePlanUnit(pu)
			}
		}
		return
	}
}

// takePlanUnit gives the price the unit a line states for its plan, its
// own currency kept where it names one.
func (p *priceIn) takePlanUnit(pu planUnit) {
	h := pu.hint
	h.currency = cmp.Or(p.hint.currency, h.currency)
	p.hint, p.unitLine = h, pu.text
}

// planUnitOf is the unit the lines state for the plan, if one.
func planUnitOf(pus []planUnit, plan *billingMode) (planUnit, bool) {
	if plan == nil {
		return planUnit{}, false
	}
	k := slices.IndexFunc(pus, func(pu planUnit) bool { return samePlan(pu.plan, *plan) })
	if k < 0 || pus[k].hint.period == "" {
		return planUnit{}, false
	}
	return pus[k], true
}

// isDitto: a cell meaning "as in the row above" (同上, 〃; words/columns.tsv).
func isDitto(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	_, n := utf8.DecodeRuneInString(s)
	// most cells begin as no ditto word does: their first letter says so
	return dittoFirst[norm(s[:n])] && dittoWords[compact(norm(s))]
}

// dittoFirst: the first letters of the ditto words (words/rows.tsv ditto), as norm reads them.
var dittoFirst = func() map[string]bool {
	m := map[string]bool{}
	for w := range dittoWords {
		r, _ := utf8.DecodeRuneInString(w)
		m[norm(string(r))] = true
	}
	return m
}()

var dittoWords = wordSet("ditto")

// groupFields are written once for a group of rows and left blank below.
var groupFields = []string{fVendor, fGPU, fSpec, fGPUForm, fRegion}

// otherMachine: the row's unit counts no GPU (a charge per GB), or it
// states its own CPU or memory, unlike the row above's, and no GPU count:
// another item, not a tier of the machine above (storage, a CPU instance
// in a cloud's price list), so it takes no GPU from there.
func otherMachine(r rowIn, last map[string]string) bool {
	if _, ok := otherItemUnit(r); ok {
		return true // a charge per GB or per line: no GPU's
	}
	if _, ok := serviceRow(r); ok {
		return true // a rack, a line, remote hands: no GPU's
	}
	for _, f := range []string{fGPUsPerNode, fTotalGPUs} {
		if t := strings.TrimSpace(r.cells[f].text); t != "" && !isDitto(t) {
			return false
		}
	}
	for _, f := range []string{fCPU, fRAM} {
		if t := strings.TrimSpace(r.cells[f].text); t != "" && !isDitto(t) && last[f] != "" && t != last[f] {
			return true
		}
	}
	return false
}

// machineFields describe a row's machine, shared by a tier row under it.
var machineFields = []string{fGPUsPerNode, fNodes, fTotalGPUs, fIntra, fInter, fResume, fNVMe, fCPU, fRAM}

// addNote adds c to the row's notes, after any it has.
func (r *rowIn) addNote(c cell) {
	old, ok := r.cells[fNotes]
	switch {
	case !ok || strings.TrimSpace(old.text) == "":
		r.cells[fNotes] = c // the column that holds the words names the note
	case strings.TrimSpace(c.text) != "":
		old.text = strings.TrimSpace(old.text + "；" + c.text)
		r.cells[fNotes] = old
	}
}

// headerHints are the hints of each column's header.
func (l *layout) headerHints() []string {
	hints := make([]string, len(l.cols))
	for i, cm := range l.cols {
		hints[i] = headerHint(cm.header)
	}
	return hints
}

// gpuPairs splits a row pairing two GPUs, each with its own price (原方案
// A800 6.80 beside 替代方案 昇腾910B2 5.60; columns_decide.go gpuPairColumn),
// into one row per GPU: the first GPU with the prices left of the second
// GPU's column, the second with those right of it and the counts written
// right of it (每台卡数 after the 替代方案 columns is the second's). A side
// whose GPU and prices are all blank is no offer; each side's refusal names
// its own cell.
func gpuPairs(r rowIn) []rowIn {
	if r.pairGPU.header == "" {
		return []rowIn{r}
	}
	split := func(ps []priceIn, paired bool) []priceIn {
		var out []priceIn
		for _, p := range ps {
			if p.paired == paired {
				out = append(out, p)
			}
		}
		return out
	}
	var out []rowIn
	for _, second := range []bool{false, true} {
		s := r
		s.prices, s.equivs, s.alts, s.windowRefs = split(r.prices, second), split(r.equivs, second), split(r.alts, second), split(r.windowRefs, second)
		s.cells = maps.Clone(r.cells)
		if second {
			if _, has := r.cells[fGPU]; has {
				s.cells[fGPU] = r.pairGPU
			} else { // the first GPU read from a configuration column: the second's configuration is its own
				s.cells[fSpec] = r.pairGPU
			}
			s.pairPrices = split(r.prices, false) // the first side's prices, which a "同主选" of the second names
		}
		for f := range r.pairCells {
			if !second {
				delete(s.cells, f)
			}
		}
		blank := strings.TrimSpace(s.cells[fGPU].text) == "" && !slices.ContainsFunc(s.prices, func(p priceIn) bool { return strings.TrimSpace(p.text) != "" })
		if !blank {
			out = append(out, s)
		}
	}
	return out
}

// columnUnit is what a price column's header alone says of its unit, read
// once per layout rather than per cell (review E1).
type columnUnit struct {
	code     planUnit // the unit a code family's line states (codeUnitOf)
	codeOK   bool
	planCode bool       // the header is a plan code (planCodeHeader, its mark dropped)
	foot     headerFoot // the unit its footnote mark's footnote states (bookFootUnit)
	footOK   bool
}

// columnUnits reads each price column's columnUnit, by column index.
func columnUnits(l *layout, plans []planUnit, sheet string, lines []string, book []sheetFoot) []columnUnit {
	out := make([]columnUnit, len(l.cols))
	for ci, cm := range l.cols {
		if cm.field != fPrice {
			continue
		}
		u := &out[ci]
		u.code, u.codeOK = codeUnitOf(plans, cm.header)
		_, u.planCode = planCodeHeader(withoutFootMark(cm.header))
		u.foot, u.footOK = bookFootUnit(cm.header, sheet, lines, book)
	}
	return out
}
