package quotes

import (
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

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
	reNoteMin     = regexp.MustCompile(`(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)\s*起租|起租(?:期)?\s*:?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)|最短(?:租期|租用)?\s*:?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)|(?:租期|租用|租赁)\s*(?:不少于|不低于|不短于|至少|最少)\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(月|天|周|年|小时)|minimum\s+(?:of\s+)?(\d+(?:\.\d+)?)\s*(month|day|week|hour|year)s?`)
	reNoteGPULess = regexp.MustCompile(`无卡模式\s*:?\s*(\d+(?:\.\d+)?)\s*元?\s*/?\s*(?:小时|时|h)?`)
	reNoteVoucher = regexp.MustCompile(`算力券[^\d%]{0,8}(\d+(?:\.\d+)?)\s*%`)
	reNoteResume  = regexp.MustCompile(`(不)?支持断点续训`)
)

var notesMemo memo[string, noteFacts]

// scanNotes reads the terms a note states (each distinct note once).
func scanNotes(text string) noteFacts {
	if nf, ok := notesMemo.get(text); ok {
		return nf.clone()
	}
	nf := scanNotesUncached(text)
	notesMemo.put(text, nf.clone())
	return nf
}

// clone copies what the facts point at, so no two quotes share a value.
func (nf noteFacts) clone() noteFacts {
	c := nf
	c.increment, c.minTerm = clonePtr(nf.increment), clonePtr(nf.minTerm)
	c.release, c.tax, c.resume = clonePtr(nf.release), clonePtr(nf.tax), clonePtr(nf.resume)
	c.gpuLess, c.voucher = clonePtr(nf.gpuLess), clonePtr(nf.voucher)
	return c
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func scanNotesUncached(text string) noteFacts {
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
// (or the file's notes: fileWide) say, each with a warning naming the words used.
func applyNotes(q *Quote, nf noteFacts, fileWide bool) {
	from := func(what msg.Msg, words string) {
		if fileWide {
			q.AddWarning(mk("import.warn.from_file_note", what, words))
		} else {
			q.AddWarning(mk("import.warn.from_notes", what, words))
		}
	}
	if nf.validUntil != "" && q.ValidUntil == "" {
		q.ValidUntil = nf.validUntil
		from(mk("import.fact.valid_until", nf.validUntil), nf.validText)
	}
	if nf.quotedOn != "" && q.QuotedOn == "" {
		q.QuotedOn = nf.quotedOn
	}
	if nf.increment != nil && q.BillingIncrement == nil && !(fileWide && nf.increment.Hours(DefaultHoursPerMonth) > 1) {
		// a file's "按月计费以30天计" says how the monthly plan is counted,
		// not that every price is metered by the month
		q.BillingIncrement = nf.increment
		q.BillingIncrementHours = hoursOf(nf.increment, DefaultHoursPerMonth)
		from(mk("import.fact.increment", termMsg(*nf.increment)), nf.incText)
	}
	if nf.release != nil && q.ReleaseIdle == nil {
		q.ReleaseIdle = nf.release
		from(mk("import.fact.release", yesNoMsg(*nf.release)), nf.relText)
	}
	if nf.minTerm != nil && q.MinTerm == nil {
		q.MinTerm = nf.minTerm
		q.MinHours = hoursOf(nf.minTerm, DefaultHoursPerMonth)
		from(mk("import.fact.min_term", termMsg(*nf.minTerm)), nf.minText)
	}
	if nf.tax != nil && q.TaxIncluded == nil {
		q.TaxIncluded = nf.tax
		from(mk("import.fact.tax", yesNoMsg(*nf.tax)), nf.taxText)
	}
	if nf.gpuLess != nil && q.GPULessPricePerHour == nil {
		q.GPULessPricePerHour = nf.gpuLess
		from(mk("import.fact.gpu_less", strconv.FormatFloat(*nf.gpuLess, 'f', -1, 64)), nf.gpuLessText)
	}
	if nf.voucher != nil && q.VoucherDiscountPct == nil {
		q.VoucherDiscountPct = nf.voucher
		from(mk("import.fact.voucher", strconv.FormatFloat(*nf.voucher, 'f', -1, 64)), nf.voucherText)
	}
	if nf.resume != nil && q.ResumeSupported == nil {
		q.ResumeSupported = nf.resume
		from(mk("import.fact.resume", yesNoMsg(*nf.resume)), nf.resumeText)
	}
}

// termMsg renders a term ("1 month", "1个月") in the reader's language.
func termMsg(t Term) msg.Msg {
	if t.Value == 0 {
		return mk("import.term.none")
	}
	return mk("import.term."+t.Unit, strconv.FormatFloat(t.Value, 'f', -1, 64))
}

func yesNoMsg(b bool) msg.Msg {
	if b {
		return mk("import.yes")
	}
	return mk("import.no")
}

var (
	reCommitAfter  = regexp.MustCompile(`(\d+(?:\.\d+)?|one|two|three|six|twelve)\s*-?\s*(years?|yrs?|months?|mos?|weeks?|days?)\s*-?\s*(?:commit(?:ment|ted)?|term|contract|reserv(?:ed|ation)|lock-?in|minimum|prepaid|agreement)\b`)
	reCommitBefore = regexp.MustCompile(`\b(?:commit(?:ment)?|term|contract|reserved|reservation|lock-?in)\s*(?:of|for|:)?\s*(\d+(?:\.\d+)?|one|two|three|six|twelve)\s*-?\s*(years?|yrs?|months?|mos?)\b`)
	reCommitWord   = regexp.MustCompile(`\b(annual|yearly|quarterly|monthly)\s+(?:commit(?:ment)?|contract|term|reservation|agreement)\b`)
	reCommitZH     = regexp.MustCompile(`(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(年|月)\s*(?:合约|合同|起签|承诺|锁定|期限|租约|长约)|(?:签约|合同期|合约期|承诺期|锁定期|租约)\s*:?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(年|月)`)
	enNumbers      = map[string]string{"one": "1", "two": "2", "three": "3", "six": "6", "twelve": "12"}
	commitWordTerm = map[string]Term{"annual": {1, TermYear}, "yearly": {1, TermYear}, "quarterly": {3, TermMonth}, "monthly": {1, TermMonth}}
)

// noteCommitment reads a commitment a row's note states ("1-year
// commitment", "reserved for 6 months", "12个月合约"). Only a row's own
// note: a file's footnote ("1-year term prices require a 1-year
// commitment") speaks of one tier, not of every row.
func noteCommitment(text string) (*Term, string) {
	if r, ok := commitMemo.get(text); ok {
		if r.words == "" {
			return nil, ""
		}
		return &r.t, r.words
	}
	t, words := noteCommitmentUncached(text)
	r := commitResult{words: words}
	if t != nil {
		r.t = *t
	} else {
		r.words = ""
	}
	commitMemo.put(text, r)
	return t, words
}

type commitResult struct {
	t     Term
	words string
}

var commitMemo memo[string, commitResult]

func noteCommitmentUncached(text string) (*Term, string) {
	low := norm(text)
	if low == "" {
		return nil, ""
	}
	for _, re := range []*regexp.Regexp{reCommitAfter, reCommitBefore, reCommitZH} {
		m := re.FindStringSubmatch(low)
		if m == nil {
			continue
		}
		for i := 1; i+1 < len(m); i += 2 {
			if m[i] == "" {
				continue
			}
			n := m[i]
			if v, ok := enNumbers[n]; ok {
				n = v
			}
			if t, err := ParseTerm(n + " " + m[i+1]); err == nil && t.Value > 0 {
				return &t, m[0]
			}
			break
		}
	}
	if m := reCommitWord.FindStringSubmatch(low); m != nil {
		t := commitWordTerm[m[1]]
		return &t, m[0]
	}
	return nil, ""
}
