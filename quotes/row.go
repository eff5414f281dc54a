package quotes

import (
	"errors"
	"maps"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"computecheck/calc"
	"computecheck/msg"
)

// cell is one mapped cell of a row.
type cell struct {
	text   string
	header string // the file's own header text
	letter string // "" for JSON
	hint   string // unit hint from the header brackets
	merged bool   // shown through a merged block
}

// priceIn is one price column of a row: each gives its own quote.
type priceIn struct {
	cell
	hint                  unitHint     // what the column header says about the unit
	tier                  *billingMode // the plan or term the column prices
	tierName              string       // appended to the offer name when a row has several prices
	altOf                 string       // another version (刊例价, 不含税) of the price in this column letter
	restates              bool         // the same plan's price in another unit: a check
	derived               bool         // restates altOf by the workbook's formula (columns_amount.go)
	currFrom              string       // the header of the price column whose currency this one took
	region                string       // the region the column's header names
	vendor                string       // the vendor a group header over the column names
	validFrom, validUntil string       // the calendar period the header names (2026Q3)
	hold                  *msg.Msg     // no date tells whether this time's price is the offer (resolve_window.go)
	window                *colWindow   // the time the header names ("2027年新价"), nil for none
	unitLine              string       // the sheet line its unit was taken from: its plan's (planUnits)
	footUnit              *headerFoot  // the footnote its header's mark points to, stating its unit (PN0101)
	otherPlansLine        bool         // its header is a plan code the sheet's unit line, stating other plans' units, does not name (PN0013)
	roleTwins             [][2]string  // the price columns told apart only by unknown words: header, words (markUnknownRoles)
	group                 *groupOf     // the price is a whole group's (集群月租): basis.group
	unit                  *unitOf      // the price is one unit's of the cards the row states (元/单元/月): basis.unit_cards
	ownUnit               bool         // its header states its own unit; the unit column speaks for the other price columns
	paired                bool         // right of a second GPU column: that GPU's price (gpuPairs)
	rule                  string       // the rule that made its column a price (ruleHdrBundle: conditionWarn)
}

// rowIn is one data row, cells keyed by field.
type rowIn struct {
	file, sheet      string
	row              int
	cells            map[string]cell
	pairGPU          cell            // a second GPU with prices of its own (gpuPairs)
	altGPU           cell            // a model the seller names instead of the row's GPU at its prices (alternateRows)
	pairPrices       []priceIn       // the second side of a GPU pair: the first side's prices ("同主选" names one)
	pairCells        map[string]bool // the fields read right of pairGPU's column: its pair's
	prices           []priceIn
	equivs           []priceIn         // columns restating the price per card-hour (折合)
	alts             []priceIn         // other versions of a price column's price (刊例价 beside 折后价)
	windowRefs       []priceIn         // the same offer's price at other times (resolve_window.go)
	earlierWindow    string            // the header of the earlier time's price a "不变" cell reads
	newPriceFrom     string            // PV0001: the row's new price starts after a run ordered now starts (its earlier price is the offer)
	newPriceSoon     string            // PV0001: the row's new price starts inside the first month of a run ordered now (read, held for review)
	newPriceEnded    string            // PV0001: the row's current price ended before a run ordered now starts (its earlier price is the offer)
	newPriceUndated  string            // PV0001: the row's new price starts on this day, and the file gives no date of its own to tell
	extra            map[string]string // unmapped header -> text
	extraLetters     map[string]string // unmapped header -> its column letter
	personUnread     map[string]bool   // the unmapped columns the person set unread ("-"), by header
	qualifiedHeld    map[string]bool   // the unmapped columns holdOutOldPrices held out as prices for buyers who qualify, by header
	unreadMoney      []cell            // unmapped cells of a column of prices
	xlsx             bool
	first            cell   // the row's first column, to locate a problem no column owns
	english          bool   // the header is English only
	machineOffer     cell   // a prose line's words naming the machine it offers ("4卡机", "8卡整机"): an instance
	vendorFallback   string // carried from the layout: vendor fallback, fill-down and file notes
	vendorFrom       msg.Msg
	fileCurrency     string
	fileCurrencyText string      // the line that states fileCurrency
	sheetBasis       []basisNote // what the sheet's title or notes say of its prices' basis
	sheetUnit        unitHint    // the unit a line above or under the table states for every price
	sheetUnitText    string
	layoutWarn       []msg.Msg
	qualifiedForAll  bool              // a line says every buyer gets the row's qualifying price (SD0076, extract_prose.go): an inside-only cell is the offer
	unitOverride     string            // the user's unit for this row (the preview's "set unit")
	scaleLine        string            // a line stating the amounts' scale ("单位：万元")
	lineGPN          gpnRead           // the cards of every machine a line above the table states
	sectionGPN       gpnRead           // the cards of one machine the row's group label states ("8卡整机" over its rows: TE0001)
	sectionGPNRow    int               // and that label's row, where its evidence points
	sectionGPNTab    bool              // sectionGPN is the sheet's name's (locate_tab.go), not a row's
	sectionNodes     int               // the machines a cluster-size label or sheet name states ("4机32卡": TA0001)
	sectionNodesText string            // its words
	sectionNodesTab  bool              // read from the sheet's name
	sectionNodesRow  int               // the label's row, where its evidence points (0 for the sheet's name)
	tabGPU           string            // the GPU the sheet's or the single-table file's name is, whole (locate_tab.go): for a row naming none
	tabGPUFrom       string            // that name
	tabGPUFile       bool              // the file's name, not a sheet's
	formulaGPN       gpnRead           // the cards a per-machine price's formula multiplies the card price by (columns_amount.go)
	formulaGPNFrom   string            // the header of that card price
	lineLink         lineLinks         // the links of every machine a line above the table states (extract_machine_line.go)
	gpuNets          map[string]gpuNet // the network a line states for one model's machines (extract_machine_line.go)
	formRule         string            // "words" or "figures": which form of an amount rules ("以大写为准")
	formRuleText     string
	footLines        []string      // the lines around the table, for the footnote of a marker
	twinBind         [2]string     // the tax twin a line says binds, decided once for the table (layout.twinBind)
	coverLines       []string      // the first lines of the file's sheets with no table (a sheet of terms)
	figures          []cell        // the unread columns whose header counts compute (整机算力(P)), blank cells too (scale.go computeFactor)
	figureRows       []figureRow   // the GPUs' figures of compute on a sheet of their own (locate_size_lookup.go)
	comp             *Compensation // JSON rows
	minTerm, incr    *Term
	raw              map[string]string
	warnings         []msg.Msg
	review           []msg.Msg
	styleNotes       map[string]msg.Msg  // column letter -> how its cell was read in the column's number style
	modeSection      *sectionContext     // the section row cells[fMode] came from, nil where a cell names the plan
	sectionTerm      *sectionContext     // the section row stating the rows' minimum term (TB0013), nil for none
	below            cell                // the line under the row completing its machine (tableread.go continuedRows)
	tableGPUs        map[string][]string // the cards the table's GPU column names in full, by family and form (resolve_gpunames.go)
	instanceCols     map[string]bool     // the letters of the table's columns of cloud instance names (columns_instance_names.go)
	consoleLine      string              // a line saying the file is a cloud console's export (columns_instance_names.go)
	item             string              // the list item number the row opens with ("⑤ H100 …": rowItem), "" where none
}

// rowBuild holds what one row says before it is split into quotes.
type rowBuild struct {
	r          rowIn
	q          Quote
	probs      []Problem
	spec       Spec
	netBelow   bool // spec.Net came from the line below (r.below)
	gpn        *int
	nodes      *int
	total      *int
	unit       rowUnit
	cnt        rowCounts
	pendingCur [][2]string     // fees in a currency of their own, checked against the quote's
	coef       *rowCoefficient // the coefficient columns, read once (extract_coefficient.go)
}

func (b *rowBuild) text(f string) string { return strings.TrimSpace(b.r.cells[f].text) }

// rowSpec is the spec the row's cells state: its spec cell, completed by
// the line below it (netBelow: the network came from there), with a GPU
// cell's count where the spec names no GPU.
func rowSpec(r rowIn) (sp Spec, netBelow bool) {
	if t := strings.TrimSpace(r.cells[fSpec].text); t != "" {
		sp, _ = ParseSpec(t)
	}
	if t := strings.TrimSpace(r.below.text); t != "" {
		more, _ := ParseSpec(t)
		netBelow = sp.Net == nil && more.Net != nil
		sp.complete(more)
	}
	if n := gpuTextCount(strings.TrimSpace(r.cells[fGPU].text)); n > 0 && (sp.GPU == "" || sp.GPUs == nil) {
		sp.GPUs = ptr(n) // "8x H100 SXM" beside a spec naming no GPU ("2×Xeon / 2TB"), or no count ("gt4.xlarge" beside "1 * NVIDIA T4 16GB": stop 53 set142/02)
	}
	return sp, netBelow
}

// colOf is the header and letter of a field's column; a field with no
// column is located at the row's first column (a problem must always
// point at a cell of the file).
func (b *rowBuild) colOf(f string) (string, string) {
	if c, ok := b.r.cells[f]; ok {
		return c.header, c.letter
	}
	if (f == fPrice || f == fUnit) && len(b.r.prices) > 0 {
		return b.r.prices[0].header, b.r.prices[0].letter
	}
	return b.r.first.header, b.r.first.letter
}

func (b *rowBuild) bad(f string, m msg.Msg) {
	h, l := b.colOf(f)
	b.probs = append(b.probs, Problem{File: b.r.file, Sheet: b.r.sheet, Row: b.r.row, Column: h, ColumnLetter: l, Reason: m})
}

func (b *rowBuild) badAt(c cell, m msg.Msg) {
	b.probs = append(b.probs, Problem{File: b.r.file, Sheet: b.r.sheet, Row: b.r.row, Column: c.header, ColumnLetter: c.letter, Reason: m})
}

// unread: an optional cell that did not parse stays unknown, with a warning.
func (b *rowBuild) unread(f string, err error) {
	h, _ := b.colOf(f)
	b.q.AddWarning(mk("import.warn.unread", h, b.text(f), errMsg(err)))
}

func quiet(err error) bool { return errors.Is(err, ErrEmpty) || errors.Is(err, ErrNotStated) }

// build turns one row into its quotes (one per price column that holds a
// price), or into problems.
func build(r rowIn) (qs []Quote, probs []Problem) {
	defer func() { probs = restrictedOnly(r, qs, probs) }()
	b := &rowBuild{r: r}
	b.q = Quote{
		Source: SourceImport, SourceFile: r.file, SourceSheet: r.sheet, SourceRow: r.row, item: r.item,
		IntraNode: Unknown, InterNode: Unknown, Compensation: Compensation{Kind: CompUnknown},
		Raw: make(map[string]string, len(r.cells)), Warnings: []msg.Msg{},
	}
	q := &b.q
	put := func(k, t string, over bool) {
		if _, clash := q.Raw[k]; (over || !clash) && strings.TrimSpace(t) != "" {
			q.Raw[k] = strings.TrimSpace(t)
		}
	}
	for f, c := range r.cells {
		put(f, c.text, true)
	}
	for _, e := range r.equivs {
		put(e.header, e.text, true)
	}
	for h, t := range r.extra {
		put(h, t, false)
	}
	if r.raw != nil { // a JSON export: keep the vendor's words it carries
		q.Raw = maps.Clone(r.raw)
	}
	for _, w := range append(append([]msg.Msg(nil), r.warnings...), r.layoutWarn...) {
		q.AddWarning(w)
	}
	for _, m := range r.review {
		q.Review(m)
	}
	b.spec, b.netBelow = rowSpec(b.r)
	if b.gpuShare() { // extract_gpushare.go: a share of one card is no whole GPU
		return nil, b.probs
	}
	b.who()
	if b.notOnOffer() || b.insideClassRow() || b.freeQueue() {
		return nil, b.probs
	}
	b.termUpperBound() // extract_cell_plan.go: "最长租期6个月" under 租期说明 is no minimum (TC0005-)
	b.counts()
	b.terms()
	b.machine()
	b.unit = b.rowUnit()
	b.service()
	b.packSize()
	b.withdrawnRow()
	b.unsplitService() // resolve_totals.go: a sum that pays for engineers too
	if len(b.probs) > 0 {
		if !b.anyPrice() && b.text(fPackGPUHours)+b.text(fPackMTokens)+b.text(fPackPrice) == "" {
			b.bad(fPrice, mk("import.err.price_missing"))
		} else {
			b.noPriceFirst()
		}
		return nil, b.probs
	}
	if len(r.equivs) > 0 && noneOffered(r.prices) { // only the equivalent: that is the price
		r.prices, r.equivs = r.equivs, nil
		b.r = r
	}
	var out []Quote
	var from []priceIn // the column of each quote of out
	offered := 0
	for _, col := range r.prices {
		p, alt, swapped := b.variant(col)
		qq, ok := b.priced(p)
		b.sectionTermWarning(qq)
		b.sharedCurrencyNote(qq, p)
		switch {
		case qq != nil && swapped && discountTaken(*qq):
			// the blank paid column's discount was taken off the list price: the warning names the computation
		case qq != nil && swapped:
			qq.AddWarning(mk("import.warn.price_variant_only", alt.header, p.header, strings.TrimSpace(p.text)))
		case qq != nil && alt != nil && alt.restates:
			qq.Raw[alt.header] = strings.TrimSpace(alt.text)
			restated(qq, *alt)
		case qq != nil && alt != nil:
			qq.Raw[alt.header] = strings.TrimSpace(alt.text)
			qq.AddWarning(mk("import.warn.price_variant", p.header, strings.TrimSpace(p.text), alt.header, strings.TrimSpace(alt.text)))
		}
		if !ok {
			continue
		}
		offered++
		if qq != nil {
			out, from = append(out, *qq), append(from, col)
		}
	}
	b.outsideColumnWarn(out, from)                // extract_buyer_class.go: 校外 chosen beside 校内
	out, from = b.tierOutliers(out, from)         // resolve_mistakes.go: 1150 under 包月 and again under 包年
	out, from = b.remarkPrices(out, from)         // resolve_mistakes.go: 9.8 beside 备注 "按8.9元/卡时结算"
	out, from = b.instalmentsBelowLump(out, from) // payterms.go: 分期付款 below 一次性付清 is one instalment
	out, from = b.columnTerms(out, from)          // extract_cell_plan.go: "12个月" under 方案, "签3个月" unread (TC0003)
	unknownRoles(out, from)
	out = b.afterPricing(out)
	if offered == 0 && len(b.probs) == 0 && b.q.IsPack() { // a pack with no overage rate
		q := b.q
		q.GPUsPerNode, q.Nodes = b.gpn, b.nodes
		c, _ := parseCurrency(b.text(fPackPrice))
		b.siteCurrency(&q, c, b.r.cells[fPackPrice], "")
		b.sectionTermWarning(&q)
		if err := q.Validate(); err != nil {
			b.bad(fPackPrice, errMsg(err))
			return nil, b.probs
		}
		return []Quote{q}, nil
	}
	if offered == 0 && len(b.probs) == 0 && !b.timeBandOnly() {
		if len(r.prices) > 1 {
			b.bad(fPrice, mk("import.err.no_price_any", priceHeaders(r.prices)))
		} else if len(r.prices) == 1 && strings.TrimSpace(r.prices[0].text) != "" {
			b.bad(fPrice, mk("import.err.unavailable", strings.TrimSpace(r.prices[0].text)))
		} else {
			b.bad(fPrice, mk("import.err.price_missing"))
		}
	}
	out = b.checkAmountInWords(out)
	b.reportUnreadMoney()
	return out, b.probs
}

// variant is the price column p to read, with the other version of its
// price beside it (nil for none): p itself, or the other version when p
// offers nothing and it does.
func (b *rowBuild) variant(p priceIn) (priceIn, *priceIn, bool) {
	var alt *priceIn
	for i := range b.r.alts {
		a := b.r.alts[i]
		if a.altOf != p.letter || strings.TrimSpace(a.text) == "" {
			continue
		}
		if _, err := parsePriceCell(a.text); errors.Is(err, errNotOffered) {
			continue
		}
		alt = &a
		break
	}
	if alt == nil {
		return p, nil, false
	}
	if _, err := parsePriceCell(p.text); errors.Is(err, ErrEmpty) || errors.Is(err, errNotOffered) {
		chosen := *alt
		chosen.tier, chosen.tierName = p.tier, p.tierName
		return chosen, &p, true
	}
	return p, alt, false
}

// restated checks a column that prices the quote's plan again in another
// unit: where the two disagree per card-hour the quote goes to review.
func restated(q *Quote, alt priceIn) {
	pc, err := parsePriceCell(alt.text)
	if err != nil {
		return
	}
	bs, per, _ := splitUnit(q.PriceUnit)
	mine := perGPUHourOf(q.Price, unitParts{bs, per}, q.GPUsPerNode)
	period := orDefault(pc.hint.period, alt.hint.period)
	if period == "" && alt.tier != nil {
		period = alt.tier.period // "月租(元/卡)": the plan's period
	}
	theirs := perGPUHourOf(pc.value, unitParts{orDefault(pc.hint.basis, alt.hint.basis), period}, q.GPUsPerNode)
	if mine <= 0 || theirs <= 0 {
		return
	}
	if math.Abs(mine-theirs)/mine > equivTolerance {
		m := mk("import.review.restated_differs", alt.header, strings.TrimSpace(alt.text), trimFloat2(theirs), trimFloat2(mine))
		q.AddWarning(m)
		q.Review(m)
		return
	}
	q.AddWarning(mk("import.warn.restated_agrees", alt.header, strings.TrimSpace(alt.text)))
}

func trimFloat2(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

func priceHeaders(ps []priceIn) string {
	var hs []string
	for _, p := range ps {
		hs = append(hs, "“"+p.header+"”")
	}
	return strings.Join(hs, "、")
}

// anonymousVendor is the word of words/company.tsv anonymous_vendor the
// vendor cell holds ("匿名"), "" for none: the seller's name is withheld.
func anonymousVendor(v string) string {
	_, w := anonymousVendorWords.in(v)
	return w
}

var anonymousVendorWords = priceStateWords{rows: wordRows("anonymous_vendor")}

// who: vendor, offer, region, GPU.
func (b *rowBuild) who() {
	q := &b.q
	v := b.text(fVendor)
	if idOnly(v) { // match.go: a number is no vendor
		v = ""
	}
	if len(b.r.prices) > 0 && !slices.ContainsFunc(b.r.prices, func(p priceIn) bool { return p.vendor == "" }) {
		// each offer takes its own column's group (pricing.go offer), not the table's line nor the row's cell: in
		// a table of several vendors' price columns that cell is the buyer's pick ("拟选供应商", stop 48 set122/09)
		v = b.r.prices[0].vendor
	} else if v == "" && b.r.vendorFallback != "" {
		v = b.r.vendorFallback
		q.AddWarning(b.r.vendorFrom)
	}
	if v == "" {
		cells := slices.Collect(maps.Values(b.r.cells))
		for h, t := range b.r.extra {
			cells = append(cells, cell{header: h, text: t})
		}
		sort.Slice(cells, func(i, j int) bool { return cells[i].header < cells[j].header })
		if hv, h, at := hostVendor(cells); hv != "" {
			v = hv
			q.AddWarning(mk("import.warn.vendor_from_host", hv, h, at))
			q.decide(fVendor, hv, "vendor.host_name", Evidence{Header: h, Text: at})
		}
	}
	if name, tag, _ := partyTag(v); tag != "" { // "岷江智算（直签）": how the deal is signed, not the name
		q.AddWarning(mk("import.warn.vendor_party_tag", name, strings.TrimSpace(v), tag))
		v = name
	}
	if w := anonymousVendor(v); w != "" {
		b.bad(fVendor, mk("import.err.vendor_anonymous", strings.TrimSpace(v), w)) // "某平台（应要求匿名）": no seller named (AV0001-)
		v = ""
	}
	q.Vendor = v
	var removed string
	if q.Vendor, removed = CleanName(q.Vendor); removed != "" {
		q.AddWarning(mk("import.warn.vendor_cleaned", q.Vendor, removed))
	}
	if q.Vendor == "" {
		b.bad(fVendor, mk("import.err.vendor_missing"))
	}
	q.Offer = b.text(fOffer)
	q.Region = b.text(fRegion)
	gt := b.text(fGPU)
	if f := b.text(fGPUForm); f != "" && gt != "" {
		if why, bad := b.memoryDisagrees(gt, f); bad { // resolve_mistakes.go: "A100 40G" beside 显存 "80GB"
			b.bad(fGPU, why)
			return
		}
		gt = joinMemoryFigure(gt, f)
	}
	if gt == "" {
		gt = b.text(fGPUText)
	}
	gt = b.formFromSpec(gt)
	gt = b.otherCardWord(gt) // resolve_gpunames.go: "H100" beside "NVL 双卡"
	fromSpec := false
	if gt == "" && b.spec.GPU != "" {
		gt, fromSpec = b.spec.GPUText, true
	}
	if gt == "" && b.r.tabGPU != "" && !addOnItem(b.r) { // locate_tab.go: a sheet per GPU ("H800"), a CSV export named after its GPU; never an add-on's
		gt = b.formFromSpec(b.r.tabGPU)
		if b.r.tabGPUFile {
			q.AddWarning(mk("import.warn.tabs_gpu_file", b.r.tabGPU, b.r.tabGPUFrom))
		} else {
			q.AddWarning(mk("import.warn.tabs_gpu_sheet", b.r.tabGPU, b.r.tabGPUFrom))
		}
	}
	if gt == "" {
		if t := b.text(fSpec); t != "" {
			b.bad(fSpec, mk("import.err.spec_no_gpu", t))
		} else {
			b.bad(fGPU, mk("import.err.gpu_missing"))
		}
		return
	}
	m, ok := matchGPU(gt)
	if read, other := lookalikeRead(gt); ok && other { // ime.go: "А100" with a Cyrillic А (words/ime.tsv IM0041-IM0068)
		q.AddWarning(mk("import.warn.ime_gpu_lookalike", gt, read, m.ID))
	}
	if !ok {
		if t, lm, took := lookalikeGPU(gt); took { // resolve_mistakes.go: "H1OO SXM5 80GB" (MS0001)
			q.AddWarning(mk("import.warn.mistakes_gpu_lookalike", gt, t, lm.ID))
			gt, m, ok = t, lm, true
		}
	}
	if t, mm, w := b.memoryFromMiBColumn(gt, m); ok && w != nil { // extract_gpu_memory.go: "gpu_ram_mb" 40960
		gt, m = t, mm
		q.AddWarning(*w)
	}
	if t, mm, w := b.memoryTotalColumn(gt); w != nil { // extract_gpu_memory.go: "640 GiB" for 8 GPUs
		gt, m, ok = t, mm, true
		q.AddWarning(*w)
	}
	if fromSpec {
		m, ok = calc.GPUMatch{ID: b.spec.GPU, Assumed: b.spec.GPUAssumed}, true
		if f := reLeadCount.ReplaceAllString(b.text(fGPUForm), ""); f != "" && m.Assumed != "" {
			// "8 x NVIDIA A100 SXM4" beside a GPU memory column's "8 x 40 GB":
			// the memory the spec cell left out
			if wm, wok := matchGPU(gt + " " + f); wok && (wm.Assumed == "" || len(wm.Assumed) < len(m.Assumed)) {
				q.AddWarning(mk("import.warn.gpu_memory_from_column", gt, f, b.r.cells[fGPUForm].header, b.text(fGPUForm)))
				gt, m = gt+" "+f, wm
			}
		}
	}
	gpuField := fGPU // the cell a refusal of the GPU is at
	if _, has := b.r.cells[fGPU]; fromSpec || !has {
		gpuField = fSpec
	}
	if ids := gpuAlternatives(gt); ids != nil { // "L40 / L40S": two cards, one price (GN0021)
		b.bad(gpuField, mk("import.err.gpu_alternatives", gt, strings.Join(ids, ", ")))
		return
	}
	if ids := gpuMixed(gt); ids != nil { // "H800 + 4090 混插": one price over two models (LS0001); buildRow refuses first where a total is divided, see there
		b.bad(gpuField, mk("import.err.ls_gpu_mixed", gt, strings.Join(ids, ", ")))
		return
	}
	if !fromSpec {
		if ok {
			if f, why, out := b.otherNameOutside(gt, m); out { // "Tesla V100-SXM2-16GB" beside its SKU
				b.bad(f, why)
				return
			}
		}
		if t, om, took := b.gpuFromOffer(gt, m, ok); took { // a SKU or part number beside the product's name
			q.AddWarning(mk("import.warn.gpu_refined_spec", gt, b.colName(fOffer), t, om.ID))
			gt, m, ok = t, om, true
		} else if text, bm, total, n, per, took := boardMemoryIf(!ok, gt); took { // "DGX A100 640G": 8 × 80 GB
			q.AddWarning(mk("import.warn.gpu_board_memory", gt, bm.ID, total, n, per))
			gt, m, ok = text, bm, true
		} else if !ok && b.spec.GPU != "" && (namesServer(gt) || idCode(gt)) { // a server model or a product code ("ZY-R1-141") beside its "8×H800（NVLink）"
			q.AddWarning(mk("import.warn.gpu_refined_spec", gt, b.r.cells[fSpec].header, b.spec.GPUText, b.spec.GPU))
			gt, m, ok, gpuField = b.spec.GPUText, calc.GPUMatch{ID: b.spec.GPU, Assumed: b.spec.GPUAssumed}, true, fSpec
		}
	}
	if !ok {
		b.bad(gpuField, mk("import.err.gpu_unknown", gt))
		return
	}
	if !fromSpec {
		m = b.refineFromSpec(m, gt)
	}
	if _, glued := gluedModel(gt, m.ID); glued && !fromSpec && b.spec.GPU != "" && namesServer(gt) {
		// "RX-H20G8 训推服务器" beside "8×H20 141GB": a server's model code glued to a card's
		// letters names no card; the spec beside it does (stop 51, set136/01)
		q.AddWarning(mk("import.warn.gpu_refined_spec", gt, b.r.cells[fSpec].header, b.spec.GPUText, b.spec.GPU))
		gt, m, gpuField = b.spec.GPUText, calc.GPUMatch{ID: b.spec.GPU, Assumed: b.spec.GPUAssumed}, fSpec
	}
	if why, out := outsideCatalogue(gt, m.ID); out {
		b.bad(gpuField, why)
		return
	}
	if strings.Contains(m.Assumed, "memory") { // "A100 SXM（显存以实际交付为准）" (GN0011)
		if w, open := memoryOpenWord(gt, b.text(fGPUForm)); open {
			b.bad(gpuField, mk("import.err.gpu_memory_open", gt, w, strings.Join(memoryCandidates(m.ID), ", ")))
			return
		}
		if ids := b.r.tableGPUs[memoryShape(m.ID)]; len(ids) > 1 { // "H20" under "H20 96G" and "H20（141G 新版）"
			b.bad(gpuField, mk("import.err.gpu_memory_table", gt, strings.Join(ids, ", ")))
			return
		}
	}
	if strings.Contains(m.Assumed, "memory") {
		var texts []string
		for f, c := range b.r.cells {
			if f != fGPU && f != fGPUText {
				texts = append(texts, c.text)
			}
		}
		for _, t := range b.r.extra {
			texts = append(texts, t)
		}
		sort.Strings(texts)
		if t, ok := memoryUndecided(m.ID, texts); ok {
			b.bad(gpuField, mk("import.err.gpu_memory_undecided", gt, t))
			return
		}
	}
	q.GPU, q.GPUText = m.ID, gt
	if t := b.text(fGPUText); t != "" {
		q.GPUText = t
	}
	if m.Assumed != "" {
		q.AddWarning(mk("import.warn.gpu_assumed", gt, m.ID, gpuAssumption(m.Assumed)))
	}
	if fromSpec {
		q.AddWarning(mk("import.warn.gpu_from_spec", gt, m.ID, b.r.cells[fSpec].header))
	}
	if ot := b.text(fOffer); ot != "" {
		// an offer name naming another GPU than the GPU cell ("A800 训练机" beside "H800 80G")
		if om, ok := matchGPU(ot); ok && !sameGPU(om, m) {
			gh := b.r.cells[fGPU].header
			if fromSpec || gh == "" {
				gh = b.r.cells[fSpec].header
			}
			q.AddWarning(mk("import.warn.gpu_offer_differs", gt, m.ID, gh, b.r.cells[fOffer].header, ot))
			q.Review(mk("import.review.gpu_differs", b.r.cells[fOffer].header, om.ID, m.ID))
		}
	}
	if !fromSpec {
		if why, bad := b.specDisagrees(gt, m); bad { // resolve_mistakes.go: "L20" beside "8×H800 80G SXM5"
			b.bad(fGPU, why)
			return
		}
	}
	if g := b.spec.GPU; g != "" && !fromSpec && g != m.ID {
		q.AddWarning(mk("import.warn.gpu_spec_differs", b.r.cells[fSpec].header, g, m.ID))
		q.Review(mk("import.review.gpu_differs", b.r.cells[fSpec].header, g, m.ID))
	}
}

// sameGPU: two readings of a GPU name that can be the same card (a name
// that leaves the form factor or memory open matches any of its family).
func sameGPU(a, b calc.GPUMatch) bool {
	if a.ID == b.ID {
		return true
	}
	if a.Assumed == "" && b.Assumed == "" {
		return false
	}
	fa, _, _ := strings.Cut(a.ID, "-")
	fb, _, _ := strings.Cut(b.ID, "-")
	return fa == fb
}

// gpuAssumption turns calc's note on a GPU name into a message.
func gpuAssumption(s string) msg.Msg {
	switch {
	case strings.Contains(s, "form factor") && strings.Contains(s, "memory"):
		return mk("import.gpu.form_and_memory")
	case strings.Contains(s, "form factor"):
		return mk("import.gpu.form")
	case strings.Contains(s, "memory"):
		return mk("import.gpu.memory", strings.TrimSuffix(strings.TrimPrefix(s, "memory size not stated, assumed "), "GB"))
	case strings.Contains(s, "910B"):
		return mk("import.gpu.910b")
	}
	return TextMsg(s)
}

func (b *rowBuild) colName(f string) string { h, _ := b.colOf(f); return h }

// planElsewhere: a column other than the minimum term's names the row's
// plan, one with no term of its own (计费方式 "按量" in a plan or unit
// column), so a length under the minimum-term column is no plan of its own
// but that plan's minimum; a plan with a term (包月) gives it as before.
func (b *rowBuild) planElsewhere() bool {
	for _, f := range []string{fMode, fUnit} {
		if c, ok := b.r.cells[f]; ok {
			if m, ok := parseMode(strings.TrimSpace(c.text)); ok && m.period != "" && m.term == nil {
				return true
			}
		}
	}
	return false
}

// terms: the explicit minimum term and billing increment.
func (b *rowBuild) terms() {
	q := &b.q
	termField := func(f string, pre *Term) *Term {
		if pre != nil {
			return pre
		}
		t := b.text(f)
		if m, ok := parseMode(t); ok && f == fMinTerm && !(m.period == "" && m.term != nil && b.planElsewhere()) {
			return nil // a plan word: read with the price (rowUnit); a length alone beside the plan of another column ("7天" under 起租 beside 按量) is the term (stop 53 set141/05)
		}
		if rt, rc, ok := b.remainingTerm(t); ok && f == fMinTerm {
			// "full remaining term" beside "Months left 7" (extract_remaining_term.go)
			q.AddWarning(mk("import.warn.term_remaining", b.r.cells[f].header, strings.TrimSpace(t), rc.header, rc.text))
			return &rt
		}
		term, stated, err := columnTerm(b.r.cells[f])
		if err == nil && !stated && term.Value != 0 {
			q.AddWarning(mk("import.warn.term_no_unit", b.r.cells[f].header, t))
		}
		if err != nil {
			if _, plan := parseMode(t); !quiet(err) && !plan {
				b.unread(f, err)
			}
			return nil
		}
		return &term
	}
	q.MinTerm = termField(fMinTerm, b.r.minTerm)
	b.decidedTerm("min_term", q.MinTerm, "term.column", b.r.cells[fMinTerm])
	q.BillingIncrement = termField(fIncrement, b.r.incr)
	b.decidedTerm("billing_increment", q.BillingIncrement, "increment.column", b.r.cells[fIncrement])
	if q.MinTerm != nil && q.BillingIncrement == nil && b.r.minTerm == nil {
		// "按秒计费" in the minimum-term column: per-second billing, no minimum beyond one increment
		if t := norm(b.text(fMinTerm)); reTermMode.MatchString(t) && !reNumber.MatchString(t) {
			q.BillingIncrement = ptr(*q.MinTerm)
			b.decidedTerm("billing_increment", q.BillingIncrement, "increment.min_term_mode", b.r.cells[fMinTerm])
		}
	}
	q.ReleaseIdle, _ = cellOf(b, fReleaseIdle, ParseYesNo)
}

// columnTerm reads a term column's cell; a bare number takes the unit its
// header states ("合同期（月）" over 12: 12 months), else hours, stated false.
func columnTerm(c cell) (Term, bool, error) {
	term, err := ParseTerm(c.text)
	if !errors.Is(err, errNoUnit) {
		return term, true, err
	}
	term, stated := headerTermUnit(c, term)
	return term, stated, nil
}

// headerTermUnit: a term whose cell names no unit counts in the unit its
// header names ("租期(月)"), stated; else in hours, not stated.
func headerTermUnit(c cell, term Term) (Term, bool) {
	u, stated := firstWordIn(headerKey(c.header)+" "+c.hint, "header_term_unit")
	term.Unit = orDefault(u, TermHour)
	return term, stated
}

// cellOf parses the cell of field f: ok when it holds a value; one that
// does not parse stays unknown, with a warning.
func cellOf[T any](b *rowBuild, f string, parse func(string) (T, error)) (T, bool) {
	v, err := parse(b.text(f))
	if err != nil && !quiet(err) {
		b.unread(f, err)
	}
	return v, err == nil
}

// machine: links, disks, CPU and RAM, storage and traffic terms.
func (b *rowBuild) machine() {
	q := &b.q
	in, err := ParseIntra(b.text(fIntra))
	if err != nil && !quiet(err) {
		// "有" under a header that names the link ("NVLink"): that link
		if yes, yerr := ParseYesNo(b.text(fIntra)); yerr == nil && *yes {
			if hk, herr := ParseIntra(b.colName(fIntra)); herr == nil && (hk.Kind == IntraNVLink || hk.Kind == IntraHCCS) {
				in, err = Intra{Kind: hk.Kind}, nil
				q.AddWarning(mk("import.warn.link_from_header", b.colName(fIntra), b.text(fIntra), hk.Kind))
			}
		}
	}
	if err == nil {
		q.IntraNode, q.IntraNodeGBps, q.PCIeGen = in.Kind, in.GBps, in.PCIeGen
		if !in.Assumed.IsZero() {
			q.AddWarning(mk("import.warn.cell_assumed", b.colName(fIntra), b.text(fIntra), in.Assumed))
		}
	} else if !quiet(err) {
		b.unread(fIntra, err)
	} else if in := b.spec.Intra; in != nil {
		q.IntraNode, q.IntraNodeGBps, q.PCIeGen = in.Kind, in.GBps, in.PCIeGen
	} else if in, seg, c, ok := b.linkInText(); ok {
		q.IntraNode, q.IntraNodeGBps = in.Kind, in.GBps
		q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.intra", in.Kind), c.header, seg))
	} else if in := b.r.lineLink.intra; in != nil && q.GPU != "" {
		q.IntraNode, q.IntraNodeGBps = in.Kind, in.GBps
		q.AddWarning(mk("import.warn.link_from_line", mk("import.fact.intra", in.Kind), b.r.lineLink.intraAt))
		if g, ok := calc.LookupGPU(q.GPU); ok && in.Kind == IntraNVLink && g.NVLinkGBps == 0 {
			q.Review(mk("import.review.line_nvlink_pcie_card", b.r.lineLink.intraAt, q.GPU))
		}
	}
	b.sxmLink(q)  // an SXM board: NVLink (resolve_link.go)
	b.pcieLink(q) // a PCIe-only card, or PCIe in the notes (resolve_link.go)
	net := func(n Network, header, text string) {
		q.InterNode, q.NICs, q.NICGbps, q.InterNodeGbps = n.Kind, n.NICs, n.NICGbps, n.TotalGbps
		if !n.Assumed.IsZero() {
			q.AddWarning(mk("import.warn.cell_assumed", header, text, n.Assumed))
		}
	}
	n, err := ParseNetwork(b.text(fInter))
	// the network the column's header names ("IB组网"), read once and only where asked
	var headerNet struct {
		n        Network
		read, ok bool
	}
	namedNet := func() (Network, bool) {
		if !headerNet.read {
			hk, herr := ParseNetwork(b.colName(fInter))
			headerNet.n, headerNet.read = hk, true
			headerNet.ok = herr == nil && hk.Assumed.IsZero() && hk.Kind != Unknown && hk.Kind != InterNone
		}
		return headerNet.n, headerNet.ok
	}
	// "是" / "✘" under a header naming the network ("IB组网", "InfiniBand"): yes is
	// that network; no says only that it is not that one (RoCE, Ethernet?): unknown (SV0201)
	if yes, yerr := ParseYesNo(b.text(fInter)); yerr == nil {
		if _, ok := namedNet(); ok {
			if *yes {
				n, err = Network{Kind: Unknown}, nil // named by the header below
			} else {
				n, err = Network{Kind: Unknown}, ErrNotStated
			}
		}
	}
	if err == nil && n.Kind == Unknown {
		// "400G×8" under "IB网络": the network the header names
		if hk, ok := namedNet(); ok {
			n.Kind, n.Assumed = hk.Kind, msg.Msg{}
			q.AddWarning(mk("import.warn.net_from_header", b.colName(fInter), b.text(fInter), hk.Kind))
		}
	}
	if err == nil {
		net(n, b.colName(fInter), b.text(fInter))
	} else if !quiet(err) {
		b.unread(fInter, err)
	} else if n := b.spec.Net; n != nil && b.netBelow {
		net(*n, b.r.below.header, b.r.below.text)
	} else if n != nil {
		net(*n, b.colName(fSpec), b.text(fSpec))
	} else if n, seg, c, ok := b.netInText(); ok {
		net(n, c.header, seg)
		q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.network", n.Kind), c.header, seg))
	} else if n, seg, c, ok := b.netInLinkCell(); ok { // "NVLink + RoCE" under 互联: the row's own word, over a line above the table (OP0601)
		net(n, c.header, seg)
		q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.network", n.Kind), c.header, seg))
	} else if n := b.r.lineLink.net; n != nil {
		net(*n, "", b.r.lineLink.netAt)
		q.AddWarning(mk("import.warn.link_from_line", mk("import.fact.network", n.Kind), b.r.lineLink.netAt))
	} else if gn, ok := b.r.gpuNets[q.GPU]; ok && q.GPU != "" {
		net(gn.net, "", gn.at)
		q.AddWarning(mk("import.warn.net_from_line_gpu", mk("import.fact.network", gn.net.Kind), q.GPU, gn.at))
	}
	b.linksAcross()
	numField := func(f string) *float64 {
		v, err := ParseNumber(strings.TrimSuffix(strings.TrimSpace(b.text(f)), "%"))
		if quiet(err) {
			return nil
		}
		if err != nil || v < 0 {
			b.unread(f, cellErr("import.err.number", b.text(f)))
			return nil
		}
		return &v
	}
	if v := numField(fIntraGBps); v != nil {
		q.IntraNodeGBps = v
	}
	if v := numField(fPCIeGen); v != nil && *v >= 1 && *v <= 7 && *v == math.Trunc(*v) {
		q.PCIeGen = ptr(int(*v))
	}
	if v := numField(fInterGbps); v != nil {
		q.InterNodeGbps = v
	}
	if v := numField(fNICGbps); v != nil {
		q.NICGbps = v
	}
	if v := numField(fNICs); v != nil && *v == math.Trunc(*v) && *v <= 64 {
		q.NICs = ptr(int(*v))
	}
	if q.InterNodeGbps == nil && q.NICs != nil && q.NICGbps != nil {
		q.InterNodeGbps = ptr(float64(*q.NICs) * *q.NICGbps)
	}
	sizeField := func(f, defUnit, asWord string) *float64 {
		t := b.text(f)
		gb, stated, err := ParseSizeGB(t, defUnit)
		if quiet(err) {
			return nil
		}
		if err != nil {
			// "100G+7T" (system disk + local disk): the local disk is the larger
			if sp, ok := bestSize(t); ok {
				return &sp
			}
			b.unread(f, err)
			return nil
		}
		if !stated && gb != 0 {
			c := b.r.cells[f]
			if u, ok := firstWordIn(headerKey(c.header)+" "+strings.ToLower(c.hint), "header_size_unit"); ok {
				gb, _, _ = ParseSizeGB(t, u)
			} else if !isASCII(c.header) { // English template headers are documented in TB/GB
				q.AddWarning(mk("import.warn.size_no_unit", c.header, t, asWord))
			}
		}
		return &gb
	}
	if gb := sizeField(fNVMe, "tb", "TB"); gb != nil {
		q.LocalNVMeTB = ptr(*gb / 1000)
	} else if b.spec.NVMeTB != nil {
		q.LocalNVMeTB = b.spec.NVMeTB
	}
	q.CPU, q.RAM = b.text(fCPU), b.text(fRAM)
	if q.CPU == "" {
		q.CPU = b.spec.CPU
	}
	if q.RAM == "" {
		q.RAM = b.spec.RAM
	}
	q.StorageFreeGB = sizeField(fStorageFree, "gb", "GB")
	st, err := ParseStorage(b.text(fStoragePrice))
	if hint := headerHint(b.colName(fStoragePrice)); errors.Is(err, errNoUnit) && hint != "" {
		// "1200" under 加购存储单价(元/TB/月): the header's unit is the cell's (1.2 per GB-month)
		if hs, herr := ParseStorage(b.text(fStoragePrice) + " " + hint); herr == nil {
			st, err = hs, nil
		}
	}
	if err == nil || errors.Is(err, errNoUnit) {
		if st.FreeGB != nil && q.StorageFreeGB == nil {
			q.StorageFreeGB = st.FreeGB
		}
		q.StoragePricePerGBMonth = st.PricePerGBMonth
		if errors.Is(err, errNoUnit) && !strings.Contains(headerKey(b.colName(fStoragePrice)), "month") {
			q.AddWarning(mk("import.warn.storage_no_unit", b.colName(fStoragePrice), b.text(fStoragePrice)))
		}
		if !st.Assumed.IsZero() {
			q.AddWarning(mk("import.warn.cell_assumed", b.colName(fStoragePrice), b.text(fStoragePrice), st.Assumed))
		}
		b.otherCurrency(b.colName(fStoragePrice), st.Currency)
	} else if tb := localDisksOf(b.text(fStoragePrice)); tb != nil {
		if q.LocalNVMeTB == nil {
			q.LocalNVMeTB = tb
		}
	} else if !quiet(err) {
		b.unread(fStoragePrice, err)
	}
	if e, err := ParseEgress(b.text(fEgress)); err == nil || errors.Is(err, errNoUnit) {
		q.EgressPricePerGB, q.BandwidthPricePerMbpsMonth = e.PerGB, e.PerMbpsMonth
		b.otherCurrency(b.colName(fEgress), e.Currency)
	} else if !quiet(err) {
		b.unread(fEgress, err)
	}
	if e, err := ParseEgress(b.text(fBandwidth)); err == nil || errors.Is(err, errNoUnit) {
		switch {
		case e.PerMbpsMonth != nil:
			q.BandwidthPricePerMbpsMonth = e.PerMbpsMonth
		case errors.Is(err, errNoUnit):
			q.BandwidthPricePerMbpsMonth = e.PerGB // a bare number in a bandwidth column
		case e.PerGB != nil && q.EgressPricePerGB == nil:
			q.EgressPricePerGB = e.PerGB
		}
		b.otherCurrency(b.colName(fBandwidth), e.Currency)
	} else if !quiet(err) {
		b.unread(fBandwidth, err)
	}
	money := func(f string) *float64 {
		v, c, err := ParseMoney(b.text(f))
		if err != nil {
			if !quiet(err) {
				b.unread(f, err)
			}
			return nil
		}
		b.otherCurrency(b.colName(f), c)
		return &v
	}
	q.ImageFee = money(fImageFee)
	q.SetupFee = money(fSetupFee)
	q.GPULessPricePerHour = money(fGPULess)
	if v := numField(fVoucher); v != nil {
		if *v <= 1 && !strings.Contains(b.text(fVoucher), "%") {
			*v *= 100
		}
		if *v <= 100 {
			q.VoucherDiscountPct = v
		}
	}
	readPack(b.r, q, func(f string, m msg.Msg) { b.bad(f, m) })
}

// otherCurrency warns of a fee in another currency than the quote's,
// checked once the quote's currency is known (pending until then).
func (b *rowBuild) otherCurrency(what, c string) {
	if c != "" {
		b.pendingCur = append(b.pendingCur, [2]string{what, c})
	}
}

// service: resume, response, compensation, tax, dates, source, notes.
func (b *rowBuild) service() {
	q := &b.q
	q.ResumeSupported, _ = cellOf(b, fResume, ParseYesNo)
	if h, ok := cellOf(b, fResponse, ParseHours); ok {
		q.FailureResponseHours = &h
	}
	if b.r.comp != nil {
		q.Compensation = *b.r.comp
	} else if c, ok := cellOf(b, fCompensation, ParseCompensation); ok {
		q.Compensation = c
	}
	if q.Compensation.Kind == CompSLATiers && len(q.Compensation.Tiers) == 0 && q.Compensation.SLAPct != nil {
		q.AddWarning(mk("import.warn.sla_no_tiers", strconv.FormatFloat(*q.Compensation.SLAPct, 'f', -1, 64)))
	}
	if v, ok := taxCell(b.text(fTax)); ok {
		q.TaxIncluded = v
	} else if _, ok := taxRate(b.colName(fTax), b.text(fTax)); ok {
		// "13%", or "6" under 税率(%): the rate, no answer to whether the price holds it (its header, 含税单价,
		// says); addStatedTax adds it where the price is stated before tax
	} else if v, ok := cellOf(b, fTax, ParseYesNo); ok {
		q.TaxIncluded = v
	}
	date := func(f string) string { d, _ := cellOf(b, f, importDate); return d }
	q.ValidFrom = date(fValidFrom)
	if days, ok := dayCount(b.text(fValidUntil)); ok && q.PackValidDays == nil && b.anyPrice() {
		// "90天" under 有效期: days, which only a prepaid pack has (priced says so for a rate)
		q.PackValidDays = &days
		q.decide(fPackDays, traceValue(q.PackValidDays), "pack.valid_until_days", inRow(b.r, b.r.cells[fValidUntil]))
	} else {
		q.ValidUntil = date(fValidUntil)
	}
	q.QuotedOn = date(fQuotedOn)
	if s, err := ParseSource(b.text(fSource)); err == nil {
		q.Source = s
	}
	q.Notes = b.text(fNotes)
	nf := scanNotes(q.Notes)
	termNotes := deniedOut(q.Notes) // "3-year term not offered": no minimum
	if nf.minTerm != nil && scanNotes(termNotes).minTerm == nil {
		nf.minTerm = nil
	}
	if nf.minPlan && len(b.r.prices) > 1 {
		// "包年价合同期≥12个月适用" beside 包月单价 and 包年单价: the clause names one plan's price, whose offer
		// takes its own term; the note never lengthens the term of the other price's plan (review finding 1 of set109)
		nf.minTerm = nil
	}
	applyNotes(q, nf, false)
	if c, ok := b.r.cells[fSpec]; ok && q.ResumeSupported == nil { // an engineer's reply read as the spec: "IB 已联通，支持断点续训。" (OP1101)
		if m := reNoteResume.FindString(norm(c.text)); m != "" {
			q.ResumeSupported = ptr(noteResumeValue(strings.Join(strings.Fields(m), " ")) == "yes")
			q.decide(fResume, strconv.FormatBool(*q.ResumeSupported), "resume.spec_cell", inRow(b.r, c))
			q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.resume", yesNoMsg(*q.ResumeSupported)), c.header, m))
		}
	}
	if nf.minTerm != nil && q.longerTerm(nf.minTerm, "term.row_note", inWords(nf.minText)) {
		// "最少租 7 天" beside 包天: the row's stated minimum over the plan's own day
		q.AddWarning(mk("import.warn.from_notes", mk("import.fact.min_term", termMsg(*nf.minTerm)), nf.minText))
	}
	if sc := b.r.sectionTerm; sc != nil {
		// TB0013: "二、1月可排期（整机计价，最短租一个季度）" over the table: its rows' minimum, over a shorter plan's own;
		// warned once the price's own term is read (sectionTermWarning)
		q.longerTerm(sc.term, "term.section", Evidence{Source: srcSection, Sheet: b.r.sheet, Row: sc.row, Text: sc.text})
	}
	readInterruptible(q, b.r.modeSection)
	if q.MinTerm == nil {
		t, words := noteCommitment(termNotes)
		if t == nil {
			t, words = notePlanTerm(termNotes)
		}
		if m := b.unit.mode; t != nil && m != nil && m.term != nil && sameCalendarTerm(*m.term, *t) {
			t = nil // "12个月" in the row's term cell beside "年付": the cell's own words say how long
		}
		if q.longerTerm(t, "term.note_commitment", inWords(words)) {
			q.AddWarning(mk("import.warn.from_notes", mk("import.fact.min_term", termMsg(*t)), words))
		}
	}
	b.cellPlanTerms()
}

// sectionTermWarning warns that q's minimum term is its section label's
// (TB0013), once every term of the row and its price is read: only where
// the label's term is the one that holds (the min_term decision's rule is
// term.section), not where a longer one (a yearly price's year) overruled it.
func (b *rowBuild) sectionTermWarning(q *Quote) {
	sc := b.r.sectionTerm
	if sc == nil || q == nil {
		return
	}
	if e, ok := chosenOf(q.Evidence, "min_term"); ok && e.Rule == "term.section" {
		q.AddWarning(mk("import.warn.tables.term_from_section", termMsg(*sc.term), sc.termText, sc.text))
	}
}

// taxCell reads a tax column that names the tax rather than yes/no:
// 含税 / 不含税 / excl. / incl. VAT.
func taxCell(t string) (*bool, bool) {
	low := compact(norm(t))
	for _, tw := range taxWords {
		if strings.HasPrefix(low, tw.compact) {
			return ptr(tw.inc), true
		}
	}
	return nil, false
}

// bestSize reads "100G+7T" (system disk + local disk) as its largest size.
func bestSize(t string) (float64, bool) {
	best, ok := 0.0, false
	for _, p := range reSpecSplit.Split(narrow(t), -1) {
		if gb, stated, err := ParseSizeGB(p, "gb"); err == nil && stated && gb > best {
			best, ok = gb, true
		}
	}
	return best, ok
}

// netInText finds a network the row's notes or offer name state ("IB
// 400G×8 组网", "RoCE cluster"), when no column gives one: only a named
// kind (IB, RoCE, Ethernet) counts (namedNetSegment).
func (b *rowBuild) netInText() (n Network, seg string, c cell, ok bool) {
	seg, c, ok = b.inTextSegments(func(seg string) bool {
		n, ok = namedNetSegment(seg)
		return ok
	})
	return n, seg, c, ok
}

// netInLinkCell (OP0601): the network a segment of the row's
// interconnect cell names by its word ("NVLink + RoCE", "NVLink + IB
// 4x400G" under 互联), where no network column says (namedNetSegment).
func (b *rowBuild) netInLinkCell() (n Network, seg string, c cell, ok bool) {
	c, ok = b.r.cells[fIntra]
	if !ok {
		return Network{}, "", cell{}, false
	}
	for _, s := range textSegments(c.text) {
		if nw, ok := namedNetSegment(s); ok {
			return nw, s, c, true
		}
	}
	return Network{}, "", cell{}, false
}

// namedNetSegment: a text segment beside the network column (a note, an
// offer's name, the interconnect cell) states a network where its words
// name the kind (IB, RoCE, Ethernet) and nothing was assumed: never a kind
// a bare speed suggests ("25G ×2"), nor a card's memory read as a speed
// ("RTX 4090 24G ×8").
func namedNetSegment(seg string) (Network, bool) {
	if !reNetWords.MatchString(strings.ToLower(seg)) {
		return Network{}, false
	}
	nw, err := ParseNetwork(seg)
	return nw, err == nil && nw.Assumed.IsZero() && nw.Kind != Unknown && nw.Kind != InterNone
}

// gpuMemoryAsSpeed: in a text segment that names a catalogue GPU ("RTX
// 4090 24G ×8"), a bare size ("24G") is the card's memory; it is no network
// speed unless the segment names the network's kind (IB, RoCE, 以太网), so a
// kind only assumed from it is none.
func gpuMemoryAsSpeed(seg string, n Network) bool { return namesGPU(seg) && !n.Assumed.IsZero() }

// linkInText finds NVLink/NVSwitch/HCCS in the row's notes or offer name.
func (b *rowBuild) linkInText() (in Intra, seg string, c cell, ok bool) {
	seg, c, ok = b.inTextSegments(func(seg string) bool {
		low := strings.ToLower(seg)
		loc := reIntraWords.FindStringIndex(low)
		if loc == nil || linkNegated(low, loc[0]) {
			return false // "单卡 没有NVLink": no link said
		}
		m := low[loc[0]:loc[1]]
		if m == "pcie" || m == "pci-e" {
			return false
		}
		x, err := ParseIntra(m)
		in = x
		return err == nil
	})
	return in, seg, c, ok
}

// linkNegatedWords: words before a link word that deny it ("没有NVLink",
// "不带NVLink", "no NVLink"; words/link.tsv link_negated).
var linkNegatedWords = wordsInOrder("link_negated")

// linkNegated: the link word at i of low follows a word denying it.
func linkNegated(low string, i int) bool {
	before := strings.TrimRight(low[:i], " \t")
	for _, w := range linkNegatedWords {
		if strings.HasSuffix(before, w) && (w[0] >= 0x80 || len(before) == len(w) || !isASCIILetter(rune(before[len(before)-len(w)-1]))) {
			return true
		}
	}
	return false
}

// inTextSegments offers each part of the row's notes, offer name and GPU
// cell ("8×H100 / 2TB内存 / 4×400G IB") to found: the first it takes, with its cell.
func (b *rowBuild) inTextSegments(found func(seg string) bool) (string, cell, bool) {
	for _, f := range []string{fNotes, fOffer, fGPU} {
		c, ok := b.r.cells[f]
		if !ok {
			continue
		}
		for _, seg := range textSegments(c.text) {
			if found(seg) {
				return seg, c, true
			}
		}
	}
	return "", cell{}, false
}

// textSegments are a cell's parts, trimmed, the empty ones left out; each
// distinct text split once (every quote asks of its row's notes and GPU
// cell). The slice is shared: read it, never change it.
func textSegments(text string) []string {
	return remember(&segmentsMemo, text, func(text string) []string {
		var segs []string
		for _, seg := range reSpecSplit.Split(narrow(text), -1) {
			if seg = strings.TrimSpace(seg); seg != "" {
				segs = append(segs, seg)
			}
		}
		return segs
	})
}

var segmentsMemo memo[string, []string]

// firstWordIn is the value of the first word of an ordered table that s holds.
func firstWordIn(s, table string) (string, bool) {
	for _, r := range wordRows(table) {
		if strings.Contains(s, r[0]) {
			return r[1], true
		}
	}
	return "", false
}

// singleCardWord, singleCardMachineWord: a machine of one card named in
// words ("单卡云主机", "single-GPU VM"); a bare "单卡" beside a price is the basis.
var singleCardWord, singleCardMachineWord = wordsInOrder("single_card_word"), wordSet("single_card_machine")

// singleCardMachine reads such a cell as one card per machine.
func singleCardMachine(s string) (int, bool) {
	c := compact(norm(s))
	for _, w := range singleCardWord {
		if rest, ok := strings.CutPrefix(c, w); ok && singleCardMachineWord[rest] {
			return 1, true
		}
	}
	return 0, false
}

// noneOffered: no price cell holds anything ("", "—").
func noneOffered(ps []priceIn) bool {
	return !slices.ContainsFunc(ps, func(p priceIn) bool {
		_, err := parsePriceCell(p.text)
		return !errors.Is(err, ErrEmpty) && !errors.Is(err, errNotOffered)
	})
}

// reLeadCount: the card count before a per-card value ("8 x 40 GB", "8×80G").
var reLeadCount = regexp.MustCompile(`^\s*\d+\s*[x×X*]\s*`)

// reportUnreadMoney refuses, cell by cell, the prices of a row that sit in
// a column not read as a price column.
func (b *rowBuild) reportUnreadMoney() {
	for _, c := range b.r.unreadMoney {
		if moneyCell(c.text) {
			b.badAt(c, mk("import.err.price_column_unread", c.header, strings.TrimSpace(c.text)))
		}
	}
}

// sharedCurrencyNote: a quote whose currency came from a neighbouring
// price column's header, its cell stating none, says so.
func (b *rowBuild) sharedCurrencyNote(q *Quote, p priceIn) {
	if q == nil || p.currFrom == "" {
		return
	}
	if pc, err := parsePriceCell(p.text); err == nil && pc.hint.currency != "" {
		return
	}
	q.AddWarning(mk("import.warn.currency_from_column", p.hint.currency, p.currFrom, p.header))
}

// rowTermOverTier: a term the row's own minimum-term column states ("租期
// 6个月", "租期 24个月" beside a 付款方式 column of 月付/季付) is the
// commitment when longer than the plan's; the period stays the plan's
// ("月租单价" beside "6个月": monthly, held six months).
func (b *rowBuild) rowTermOverTier(mode *billingMode) *billingMode {
	if mode == nil || mode.term == nil {
		return mode
	}
	c, ok := b.r.cells[fMinTerm]
	if !ok {
		return mode
	}
	row, ok := parseMode(c.text)
	if !ok || row.term == nil || row.term.Hours(DefaultHoursPerMonth) <= mode.term.Hours(DefaultHoursPerMonth) {
		return mode
	}
	return &billingMode{period: mode.period, term: row.term, label: row.label}
}

// restrictedOnly (SD0075): a row refused for having no price where the
// price every buyer pays says none ("—" under 校外价) while a column the
// columns stage held out (holdOutOldPrices: r.qualifiedHeld) as a price for
// buyers who qualify (校内价, 会员价, 内部价: words/price_state.tsv
// price_header qualified) prices it: the refusal says so, naming that
// price, which is never stored as the offer.
func restrictedOnly(r rowIn, qs []Quote, probs []Problem) []Problem {
	if len(qs) > 0 {
		return probs
	}
	for k, p := range probs {
		switch p.Reason.Key {
		case "import.err.unavailable", "import.err.no_price_words", "import.err.negotiable", "import.err.price_missing":
		default:
			continue
		}
		if !slices.ContainsFunc(r.prices, func(c priceIn) bool { return c.header == p.Column }) {
			continue
		}
		for _, h := range slices.Sorted(maps.Keys(r.qualifiedHeld)) { // the columns stage's role, not the header's words again
			v := strings.TrimSpace(r.extra[h])
			if v == "" {
				continue
			}
			if pc, err := parsePriceCell(v); err == nil && pc.value > 0 {
				probs[k].Reason = mk("import.err.sd_restricted_only", p.Reason, h, v)
				return probs
			}
		}
	}
	return probs
}

// noPriceFirst: a refused row whose price cells all hold no price (面议,
// "on request", 售罄) is refused for that first, whatever else it got
// wrong ("0" machines beside "on request"): the price is what the buyer
// must chase.
func (b *rowBuild) noPriceFirst() {
	var first *Problem
	n := 0
	for _, p := range b.r.prices {
		t := strings.TrimSpace(p.text)
		if t == "" {
			continue
		}
		n++
		_, err := parsePriceCell(t)
		var ce *cellError
		if !errors.As(err, &ce) {
			return // a price, or one that reads
		}
		switch ce.M.Key {
		case "import.err.negotiable", "import.err.unavailable", "import.err.no_price_words":
		default:
			return
		}
		if first == nil {
			first = &Problem{File: b.r.file, Sheet: b.r.sheet, Row: b.r.row, Column: p.header, ColumnLetter: p.letter, Reason: ce.M}
		}
	}
	if first != nil && n > 0 {
		b.probs = append([]Problem{*first}, b.probs...)
	}
}
