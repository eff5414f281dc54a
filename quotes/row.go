package quotes

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"computecheck/calc"
)

// Problem is a cell or file that could not be read, where the user will
// find it: file, sheet (xlsx), row as Excel numbers it (0 = the whole
// file), column by header name and letter.
type Problem struct {
	File         string `json:"file"`
	Sheet        string `json:"sheet,omitempty"`
	Row          int    `json:"row"`
	Column       string `json:"column,omitempty"`
	ColumnLetter string `json:"column_letter,omitempty"`
	Reason       string `json:"reason"`
	ReasonZh     string `json:"reason_zh,omitempty"`
}

func (p *Problem) Error() string { return p.Text(false) }

// Text is the one-line message in English or Chinese.
func (p *Problem) Text(zh bool) string {
	var b strings.Builder
	b.WriteString(p.File)
	reason := p.Reason
	if zh {
		if p.ReasonZh != "" {
			reason = p.ReasonZh
		}
		if p.Sheet != "" {
			fmt.Fprintf(&b, "，工作表“%s”", p.Sheet)
		}
		if p.Row > 0 {
			fmt.Fprintf(&b, "，第 %d 行", p.Row)
		}
		if p.Column != "" {
			fmt.Fprintf(&b, "，“%s”列", p.Column)
			if p.ColumnLetter != "" {
				fmt.Fprintf(&b, "（%s）", p.ColumnLetter)
			}
		}
		b.WriteString("：")
		b.WriteString(reason)
		return b.String()
	}
	sep := ": "
	if p.Sheet != "" {
		fmt.Fprintf(&b, "%ssheet %q", sep, p.Sheet)
		sep = ", "
	}
	if p.Row > 0 {
		fmt.Fprintf(&b, "%srow %d", sep, p.Row)
		sep = ", "
	}
	if p.Column != "" {
		fmt.Fprintf(&b, "%scolumn %s", sep, p.Column)
		if p.ColumnLetter != "" {
			fmt.Fprintf(&b, " (%s)", p.ColumnLetter)
		}
	}
	b.WriteString(": ")
	b.WriteString(reason)
	return b.String()
}

// cell is one mapped cell of a row.
type cell struct {
	text   string
	header string
	letter string // "" for JSON
	hint   string // unit hint from the header
}

// rowIn is one data row, cells keyed by field.
type rowIn struct {
	file, sheet string
	row         int
	cells       map[string]cell
	extra       map[string]string // unmapped header -> text
	xlsx        bool              // numeric dates are Excel serials
	comp        *Compensation     // JSON objects, already typed
	minTerm     *Term
	incr        *Term
	raw         map[string]string // JSON: the raw texts of an earlier import
	warnings    []string          // JSON: warnings of an earlier import
}

var fieldZh = map[string]string{
	fVendor: "供应商", fGPU: "GPU型号", fGPUsPerNode: "每台卡数", fNodes: "台数", fPrice: "报价", fUnit: "计费单位",
	fCurrency: "币种",
}

// build turns one row into a quote, or into problems.
func build(r rowIn) (Quote, []Problem) {
	q := Quote{
		Source: SourceImport, SourceFile: r.file, SourceSheet: r.sheet, SourceRow: r.row,
		IntraNode: Unknown, InterNode: Unknown, Compensation: Compensation{Kind: CompUnknown},
		Raw: map[string]string{}, Warnings: []string{},
	}
	var probs []Problem
	colName := func(f string) (string, string) {
		if c, ok := r.cells[f]; ok {
			return c.header, c.letter
		}
		return f, ""
	}
	bad := func(f, en, zh string) {
		h, l := colName(f)
		probs = append(probs, Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: h, ColumnLetter: l, Reason: en, ReasonZh: zh})
	}
	text := func(f string) string { return strings.TrimSpace(r.cells[f].text) }
	// unread: an optional cell that did not parse stays unknown, with a warning.
	unread := func(f string, err error) {
		h, _ := colName(f)
		q.AddWarning(fmt.Sprintf("%s %q could not be read (%v); left unknown", h, text(f), err))
	}
	quiet := func(err error) bool { return errors.Is(err, ErrEmpty) || errors.Is(err, ErrNotStated) }
	for f, c := range r.cells {
		if t := strings.TrimSpace(c.text); t != "" {
			q.Raw[f] = t
		}
	}
	for h, t := range r.extra {
		if t = strings.TrimSpace(t); t != "" {
			if _, clash := q.Raw[h]; !clash {
				q.Raw[h] = t
			}
		}
	}

	if r.raw != nil { // a JSON export: keep the vendor's words it carries
		q.Raw = map[string]string{}
		for k, v := range r.raw {
			q.Raw[k] = v
		}
	}
	for _, w := range r.warnings {
		q.AddWarning(w)
	}

	// Who and what.
	q.Vendor = text(fVendor)
	if q.Vendor == "" {
		bad(fVendor, "vendor is missing", "缺少供应商名称")
	}
	q.Offer = text(fOffer)
	q.Region = text(fRegion)
	gt := text(fGPU)
	if gt == "" {
		gt = text(fGPUText)
	}
	if gt == "" {
		bad(fGPU, "GPU model is missing", "缺少GPU型号")
	} else if m, ok := calc.MatchGPU(gt); !ok {
		bad(fGPU, fmt.Sprintf("unknown GPU %q (not in the GPU catalogue)", gt), fmt.Sprintf("无法识别的GPU型号“%s”（不在GPU目录中）", gt))
	} else {
		q.GPU = m.ID
		q.GPUText = gt
		if t := text(fGPUText); t != "" {
			q.GPUText = t
		}
		if m.Assumed != "" {
			q.AddWarning(fmt.Sprintf("GPU %q read as %s: %s", gt, m.ID, m.Assumed))
		}
	}
	countField := func(f string, max int) *int {
		t := text(f)
		n, err := ParseCount(t)
		if quiet(err) {
			return nil
		}
		if err == nil && (n < 1 || n > max) {
			err = fmt.Errorf("%d is out of range 1-%d", n, max)
		}
		if err != nil {
			bad(f, fmt.Sprintf("%q is not a count: %v", t, err), fmt.Sprintf("“%s”不是有效的%s", t, fieldZh[f]))
			return nil
		}
		return &n
	}
	q.GPUsPerNode = countField(fGPUsPerNode, maxGPUsPerNode)
	q.Nodes = countField(fNodes, maxNodes)

	// Price, unit, currency. A prepaid pack's price is its overage rate,
	// which it may not have.
	readPack(r, &q, bad)
	pt := text(fPrice)
	q.PriceText = pt
	if t := text(fPriceText); t != "" {
		q.PriceText = t
	}
	p, err := ParsePrice(pt)
	switch {
	case errors.Is(err, ErrEmpty) && q.IsPack():
	case errors.Is(err, ErrEmpty):
		bad(fPrice, "price is missing", "缺少报价")
	case errors.Is(err, ErrNegotiable):
		bad(fPrice, fmt.Sprintf("price %q is negotiable (面议), not a number", pt), fmt.Sprintf("报价“%s”为面议，没有具体价格", pt))
	case err != nil:
		bad(fPrice, fmt.Sprintf("cannot read the price: %v", err), fmt.Sprintf("无法读取报价“%s”", pt))
	default:
		q.Price = p.Value
		q.TaxIncluded = p.TaxIncluded
		if p.From {
			q.AddWarning(fmt.Sprintf("price %q is a starting price (起), not a firm quote", pt))
		}
	}
	priceHint := r.cells[fPrice].hint
	ut := text(fUnit)
	var cur struct{ code, from string }
	for _, src := range []struct{ text, from string }{{text(fCurrency), "currency column"}, {pt, "price"}, {ut, "unit"}, {priceHint, "price header"}} {
		if src.text == "" {
			continue
		}
		var c string
		var cerr error
		if src.from == "currency column" {
			c, cerr = ParseCurrency(src.text)
		} else {
			c, cerr = parseCurrency(src.text)
		}
		if cerr != nil {
			f := fPrice
			if src.from == "currency column" {
				f = fCurrency
			} else if src.from == "unit" {
				f = fUnit
			}
			bad(f, cerr.Error(), fmt.Sprintf("无法识别币种“%s”", src.text))
			continue
		}
		if c == "" {
			continue
		}
		if cur.code != "" && cur.code != c {
			bad(fCurrency, fmt.Sprintf("the %s says %s but the %s says %s", cur.from, cur.code, src.from, c),
				fmt.Sprintf("币种不一致：%s 与 %s", cur.code, c))
			continue
		}
		if cur.code == "" {
			cur.code, cur.from = c, src.from
		}
	}
	if cur.code == "" {
		cur.code = "CNY"
		if q.Price > 0 {
			q.AddWarning("currency not stated; assumed CNY")
		}
	}
	q.Currency = cur.code

	var unit unitParts
	var unitText string
	if ut != "" {
		if ValidUnit(norm(ut)) {
			b, per, _ := strings.Cut(norm(ut), "_")
			if per == "tokens" {
				unit = unitParts{period: "mtok"}
			} else {
				unit = unitParts{basis: b, period: per}
			}
		} else {
			unit = parseUnitParts(ut)
		}
		unitText = ut
		if unit.period == "" {
			bad(fUnit, fmt.Sprintf("price unit %q names no period (hour, day, week, month)", ut),
				fmt.Sprintf("计费单位“%s”没有说明按时、天、周还是月", ut))
		}
	}
	if p.Period != "" {
		cell := unitParts{basis: p.Basis, period: p.Period}
		if unit.period != "" && (unit.period != cell.period || (unit.basis != "" && cell.basis != "" && unit.basis != cell.basis)) {
			bad(fUnit, fmt.Sprintf("the price %q and the unit %q disagree", pt, ut), fmt.Sprintf("报价“%s”与计费单位“%s”不一致", pt, ut))
		} else if unit.period == "" {
			unit, unitText = cell, pt
		} else if unit.basis == "" {
			unit.basis = cell.basis
		}
	}
	if unit.period == "" && priceHint != "" {
		if h := parseUnitParts(priceHint); h.period != "" {
			unit, unitText = h, priceHint
		}
	}
	if unit.period == "" {
		if ut == "" && q.Price > 0 {
			bad(fUnit, "price unit is missing (e.g. 元/卡/时, 元/台/月, per_gpu_hour)", "缺少计费单位（如 元/卡/时、元/台/月）")
		}
	} else if unit.period != "mtok" && unit.basis == "" {
		unit.basis = "gpu"
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 1 {
			q.AddWarning(fmt.Sprintf("price unit %q does not say per card (卡) or per machine (台); assumed per card", unitText))
		}
	}
	if unit.period != "" {
		if err := unit.check(unitText); err != nil {
			bad(fUnit, err.Error(), fmt.Sprintf("不支持的计费单位“%s”", unitText))
		} else {
			q.PriceUnit = unit.String()
		}
	}

	// Billing terms.
	termField := func(f string, pre *Term) *Term {
		if pre != nil {
			return pre
		}
		t := text(f)
		term, err := ParseTerm(t)
		if errors.Is(err, errNoUnit) {
			c := r.cells[f]
			key := headerKey(c.header) + " " + c.hint
			switch {
			case strings.Contains(key, "hour") || strings.Contains(key, "小时") || strings.Contains(key, "时"):
				term.Unit = TermHour
			case strings.Contains(key, "月") || strings.Contains(key, "month"):
				term.Unit = TermMonth
			case strings.Contains(key, "天") || strings.Contains(key, "day"):
				term.Unit = TermDay
			default:
				term.Unit = TermHour
				if term.Value != 0 {
					q.AddWarning(fmt.Sprintf("%s %q has no unit; assumed hours", c.header, t))
				}
			}
			err = nil
		}
		if quiet(err) {
			return nil
		}
		if err != nil {
			unread(f, err)
			return nil
		}
		return &term
	}
	q.MinTerm = termField(fMinTerm, r.minTerm)
	q.BillingIncrement = termField(fIncrement, r.incr)
	if q.MinTerm != nil && q.BillingIncrement == nil && r.minTerm == nil {
		// "按秒计费" in the minimum-term column is the billing mode:
		// per-second billing, no minimum beyond one increment.
		if t := norm(text(fMinTerm)); reTermMode.MatchString(t) && !reNumber.MatchString(t) {
			q.BillingIncrement = ptr(*q.MinTerm)
		}
	}
	if q.ReleaseIdle, err = ParseYesNo(text(fReleaseIdle)); err != nil && !quiet(err) {
		unread(fReleaseIdle, err)
	}

	// Interconnect.
	if in, err := ParseIntra(text(fIntra)); err == nil {
		q.IntraNode, q.IntraNodeGBps, q.PCIeGen = in.Kind, in.GBps, in.PCIeGen
		if in.Assumed != "" {
			q.AddWarning(fmt.Sprintf("%s %q: %s", r.cells[fIntra].header, text(fIntra), in.Assumed))
		}
	} else if !quiet(err) {
		unread(fIntra, err)
	}
	if n, err := ParseNetwork(text(fInter)); err == nil {
		q.InterNode, q.NICs, q.NICGbps, q.InterNodeGbps = n.Kind, n.NICs, n.NICGbps, n.TotalGbps
		if n.Assumed != "" {
			q.AddWarning(fmt.Sprintf("%s %q: %s", r.cells[fInter].header, text(fInter), n.Assumed))
		}
	} else if !quiet(err) {
		unread(fInter, err)
	}
	numField := func(f string) *float64 {
		v, err := ParseNumber(strings.TrimSuffix(strings.TrimSpace(text(f)), "%"))
		if quiet(err) {
			return nil
		}
		if err != nil || v < 0 {
			unread(f, fmt.Errorf("not a non-negative number"))
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

	// Machine.
	sizeField := func(f, defUnit, asWord string) *float64 {
		t := text(f)
		gb, stated, err := ParseSizeGB(t, defUnit)
		if quiet(err) {
			return nil
		}
		if err != nil {
			unread(f, err)
			return nil
		}
		if !stated && gb != 0 {
			c := r.cells[f]
			key := headerKey(c.header) + " " + strings.ToLower(c.hint)
			switch {
			case strings.Contains(key, "tb"):
				gb, _, _ = ParseSizeGB(t, "tb")
			case strings.Contains(key, "gb"):
				gb, _, _ = ParseSizeGB(t, "gb")
			default:
				if !isASCII(c.header) { // English template headers are documented in TB/GB
					q.AddWarning(fmt.Sprintf("%s %q has no unit; assumed %s", c.header, t, asWord))
				}
			}
		}
		return &gb
	}
	if gb := sizeField(fNVMe, "tb", "TB"); gb != nil {
		q.LocalNVMeTB = ptr(*gb / 1000)
	}
	q.CPU = text(fCPU)
	q.RAM = text(fRAM)

	// Storage and traffic.
	otherCurrency := func(what, c string) {
		if c != "" && c != q.Currency {
			q.AddWarning(fmt.Sprintf("%s is in %s but the quote is in %s", what, c, q.Currency))
		}
	}
	q.StorageFreeGB = sizeField(fStorageFree, "gb", "GB")
	if st, err := ParseStorage(text(fStoragePrice)); err == nil || errors.Is(err, errNoUnit) {
		if st.FreeGB != nil && q.StorageFreeGB == nil {
			q.StorageFreeGB = st.FreeGB
		}
		q.StoragePricePerGBMonth = st.PricePerGBMonth
		if errors.Is(err, errNoUnit) && !strings.Contains(headerKey(r.cells[fStoragePrice].header), "month") {
			q.AddWarning(fmt.Sprintf("%s %q has no unit; assumed per GB-month", r.cells[fStoragePrice].header, text(fStoragePrice)))
		}
		if st.Assumed != "" {
			q.AddWarning(fmt.Sprintf("%s %q: %s", r.cells[fStoragePrice].header, text(fStoragePrice), st.Assumed))
		}
		otherCurrency("the storage price", st.Currency)
	} else if !quiet(err) {
		unread(fStoragePrice, err)
	}
	if e, err := ParseEgress(text(fEgress)); err == nil || errors.Is(err, errNoUnit) {
		q.EgressPricePerGB, q.BandwidthPricePerMbpsMonth = e.PerGB, e.PerMbpsMonth
		otherCurrency("the traffic price", e.Currency)
	} else if !quiet(err) {
		unread(fEgress, err)
	}
	if e, err := ParseEgress(text(fBandwidth)); err == nil || errors.Is(err, errNoUnit) {
		switch {
		case e.PerMbpsMonth != nil:
			q.BandwidthPricePerMbpsMonth = e.PerMbpsMonth
		case errors.Is(err, errNoUnit):
			q.BandwidthPricePerMbpsMonth = e.PerGB // a bare number in a bandwidth column
		case e.PerGB != nil && q.EgressPricePerGB == nil:
			q.EgressPricePerGB = e.PerGB
		}
		otherCurrency("the bandwidth price", e.Currency)
	} else if !quiet(err) {
		unread(fBandwidth, err)
	}
	moneyField := func(f string) *float64 {
		v, c, err := ParseMoney(text(f))
		if quiet(err) {
			return nil
		}
		if err != nil {
			unread(f, err)
			return nil
		}
		otherCurrency(r.cells[f].header, c)
		return &v
	}
	q.ImageFee = moneyField(fImageFee)
	q.SetupFee = moneyField(fSetupFee)
	q.GPULessPricePerHour = moneyField(fGPULess)
	if v := numField(fVoucher); v != nil {
		if *v <= 1 && !strings.Contains(text(fVoucher), "%") {
			*v *= 100
		}
		if *v <= 100 {
			q.VoucherDiscountPct = v
		}
	}

	// Service.
	if q.ResumeSupported, err = ParseYesNo(text(fResume)); err != nil && !quiet(err) {
		unread(fResume, err)
	}
	if t := text(fResponse); t != "" {
		if h, err := ParseHours(t); err == nil {
			q.FailureResponseHours = &h
		} else if !quiet(err) {
			unread(fResponse, err)
		}
	}
	if r.comp != nil {
		q.Compensation = *r.comp
	} else if c, err := ParseCompensation(text(fCompensation)); err == nil {
		q.Compensation = c
	} else if !quiet(err) {
		unread(fCompensation, err)
	}
	if q.Compensation.Kind == CompSLATiers && len(q.Compensation.Tiers) == 0 && q.Compensation.SLAPct != nil {
		q.AddWarning(fmt.Sprintf("SLA %s%% stated without the credit tiers", strconv.FormatFloat(*q.Compensation.SLAPct, 'f', -1, 64)))
	}
	if t := text(fTax); t != "" {
		if b, err := ParseYesNo(t); err == nil {
			q.TaxIncluded = b
		} else if !quiet(err) {
			unread(fTax, err)
		}
	}

	// Dates and provenance.
	dateField := func(f string) string {
		t := text(f)
		if r.xlsx {
			if v, err := strconv.ParseFloat(t, 64); err == nil && v > 20000 && v < 2958466 {
				if tm, err := excelize.ExcelDateToTime(v, false); err == nil {
					return tm.Format("2006-01-02")
				}
			}
		}
		d, err := ParseDate(t)
		if err != nil && !quiet(err) {
			unread(f, err)
		}
		return d
	}
	q.ValidFrom = dateField(fValidFrom)
	q.ValidUntil = dateField(fValidUntil)
	q.QuotedOn = dateField(fQuotedOn)
	if t := text(fSource); t != "" {
		if s, err := ParseSource(t); err == nil {
			q.Source = s
		} else {
			unread(fSource, err)
		}
	}
	q.Notes = text(fNotes)
	applyNotes(&q, scanNotes(q.Notes), "the notes")

	if len(probs) == 0 {
		q.MinHours = hoursOf(q.MinTerm, DefaultHoursPerMonth)
		q.BillingIncrementHours = hoursOf(q.BillingIncrement, DefaultHoursPerMonth)
		if err := q.Validate(); err != nil {
			bad(fPrice, err.Error(), err.Error())
		}
	}
	return q, probs
}

func hoursOf(t *Term, hpm float64) *float64 {
	if t == nil {
		return nil
	}
	return ptr(t.Hours(hpm))
}

// ---------------------------------------------------------------- notes

// noteFacts are the terms a free-text note states.
type noteFacts struct {
	validUntil, validText string
	quotedOn              string
	increment             *Term
	incText               string
	release               *bool
	relText               string
	minTerm               *Term
	minText               string
	tax                   *bool
	taxText               string
	gpuLess               *float64
	gpuLessText           string
	voucher               *float64
	voucherText           string
	resume                *bool
	resumeText            string
}

const reDatePart = `(\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?)`

var (
	reNoteValid   = regexp.MustCompile(`(?:价格|报价)?(?:有效期至|有效期到|有效至|有效期截止(?:日期)?|截止日期|截止到?|valid\s+(?:until|to|through)|expires?(?:\s+on)?)\s*:?\s*` + reDatePart)
	reNoteQuoted  = regexp.MustCompile(`(?:整理日期|报价日期|制表日期|日期|date|quoted\s+on)\s*:?\s*` + reDatePart)
	reNoteIncr    = regexp.MustCompile(`按\s*(秒|分钟|小时|时|天|日|周|月)\s*(?:计费|计|结算|收费|释放)|(秒|分钟|小时|天)级计费|billed\s+(?:per|by\s+the)\s+(second|minute|hour|day|week|month)|per-(second|minute|hour)\s+billing`)
	reNoteRelNo   = regexp.MustCompile(`(?:不可|不能|不支持)(?:提前)?(?:释放|退租|退订)|no\s+early\s+release`)
	reNoteRelYes  = regexp.MustCompile(`(?:按小时|按时|随时|提前|可)\s*(?:释放|退租|退订)|随用随停|随租随退|release\s+(?:any\s*time|hourly|early)`)
	reNoteMin     = regexp.MustCompile(`(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)\s*起租|起租(?:期)?\s*:?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)|最短(?:租期|租用)?\s*:?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)|minimum\s+(?:of\s+)?(\d+(?:\.\d+)?)\s*(month|day|week|hour|year)s?`)
	reNoteGPULess = regexp.MustCompile(`无卡模式\s*:?\s*(\d+(?:\.\d+)?)\s*元?\s*/?\s*(?:小时|时|h)?`)
	reNoteVoucher = regexp.MustCompile(`算力券[^\d%]{0,8}(\d+(?:\.\d+)?)\s*%`)
	reNoteResume  = regexp.MustCompile(`(不)?支持断点续训`)
)

func scanNotes(text string) noteFacts {
	var nf noteFacts
	low := norm(text)
	if low == "" {
		return nf
	}
	rest := low
	if m := reNoteValid.FindStringSubmatch(low); m != nil {
		if d, err := ParseDate(m[1]); err == nil {
			nf.validUntil, nf.validText = d, m[0]
			rest = strings.Replace(rest, m[0], " ", 1)
		}
	}
	if m := reNoteQuoted.FindStringSubmatch(rest); m != nil {
		if d, err := ParseDate(m[1]); err == nil {
			nf.quotedOn = d
		}
	}
	if m := reNoteIncr.FindStringSubmatch(low); m != nil {
		for _, g := range m[1:] {
			u := termUnitZH[g]
			if u == "" {
				u = termUnitEN[g]
			}
			if u != "" {
				nf.increment, nf.incText = &Term{Value: 1, Unit: u}, m[0]
				break
			}
		}
	}
	if m := reNoteRelNo.FindString(low); m != "" {
		nf.release, nf.relText = ptr(false), m
	} else if m := reNoteRelYes.FindString(low); m != "" {
		nf.release, nf.relText = ptr(true), m
	}
	if m := reNoteMin.FindStringSubmatch(low); m != nil {
		for i := 1; i+1 < len(m); i += 2 {
			if m[i] == "" {
				continue
			}
			if t, err := ParseTerm(m[i] + m[i+1]); err == nil {
				nf.minTerm, nf.minText = &t, m[0]
			}
			break
		}
	}
	for _, tw := range taxWords {
		if strings.Contains(low, tw.w) {
			nf.tax, nf.taxText = ptr(tw.inc), tw.w
			break
		}
	}
	if m := reNoteGPULess.FindStringSubmatch(low); m != nil {
		if v, err := parseNum(m[1]); err == nil {
			nf.gpuLess, nf.gpuLessText = &v, m[0]
		}
	}
	if m := reNoteVoucher.FindStringSubmatch(low); m != nil {
		if v, err := parseNum(m[1]); err == nil && v <= 100 {
			nf.voucher, nf.voucherText = &v, m[0]
		}
	}
	if m := reNoteResume.FindStringSubmatch(low); m != nil {
		nf.resume, nf.resumeText = ptr(m[1] == ""), m[0]
	}
	return nf
}

// applyNotes fills the fields a quote left unknown from what its notes
// (or the file's notes) say, each with a warning naming the words used.
func applyNotes(q *Quote, nf noteFacts, where string) {
	from := func(what, words string) {
		q.AddWarning(fmt.Sprintf("%s taken from %s: %q", what, where, words))
	}
	if nf.validUntil != "" && q.ValidUntil == "" {
		q.ValidUntil = nf.validUntil
		from("valid until "+nf.validUntil, nf.validText)
	}
	if nf.quotedOn != "" && q.QuotedOn == "" {
		q.QuotedOn = nf.quotedOn
	}
	if nf.increment != nil && q.BillingIncrement == nil {
		q.BillingIncrement = nf.increment
		q.BillingIncrementHours = hoursOf(nf.increment, DefaultHoursPerMonth)
		from("billing increment "+nf.increment.String(), nf.incText)
	}
	if nf.release != nil && q.ReleaseIdle == nil {
		q.ReleaseIdle = nf.release
		from(fmt.Sprintf("release_idle %v", *nf.release), nf.relText)
	}
	if nf.minTerm != nil && q.MinTerm == nil {
		q.MinTerm = nf.minTerm
		q.MinHours = hoursOf(nf.minTerm, DefaultHoursPerMonth)
		from("minimum term "+nf.minTerm.String(), nf.minText)
	}
	if nf.tax != nil && q.TaxIncluded == nil {
		q.TaxIncluded = nf.tax
		from(fmt.Sprintf("tax_included %v", *nf.tax), nf.taxText)
	}
	if nf.gpuLess != nil && q.GPULessPricePerHour == nil {
		q.GPULessPricePerHour = nf.gpuLess
		from(fmt.Sprintf("GPU-less mode price %s/h", strconv.FormatFloat(*nf.gpuLess, 'f', -1, 64)), nf.gpuLessText)
	}
	if nf.voucher != nil && q.VoucherDiscountPct == nil {
		q.VoucherDiscountPct = nf.voucher
		from(fmt.Sprintf("voucher discount %s%%", strconv.FormatFloat(*nf.voucher, 'f', -1, 64)), nf.voucherText)
	}
	if nf.resume != nil && q.ResumeSupported == nil {
		q.ResumeSupported = nf.resume
		from(fmt.Sprintf("resume_supported %v", *nf.resume), nf.resumeText)
	}
}
