package quotes

import (
	"regexp"
	"sort"
	"strings"
)

var (
	compNoneWords = wordSet("comp_none")
	reMultiple    = regexp.MustCompile(`(\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*(?:倍|x|×|times)`)
	reSLA         = regexp.MustCompile(`sla\s*:?\s*(\d+(?:\.\d+)?)\s*%`)
	// reAvail: a service level's word (words/header_words.tsv header_sla_word) and its uptime percentage
	reAvail = regexp.MustCompile(`(?:` + wholeWords(wordsInOrder("header_sla_word")) + `)\s*(?:承诺|commitment)?\s*(?:≥|>=)?\s*:?\s*(\d+(?:\.\d+)?)\s*%`)
	reTier  = regexp.MustCompile(`(?:低于|不足|小于|<|below|under)\s*(\d+(?:\.\d+)?)\s*%\s*(?:时|的)?\s*[,:]?\s*(?:赔付?|补偿|返还?|退|赔偿|credit|refund)?\s*(?:月费的?)?\s*(\d+(?:\.\d+)?)\s*%`)
)

// ParseCompensation reads downtime compensation: "按宕机时长3倍补偿",
// "SLA 99%：低于99%赔10%，低于95%赔25%", "不补偿", "无", "none".
func ParseCompensation(s string) (Compensation, error) {
	comp := Compensation{Kind: CompUnknown}
	low, err := statedText(s)
	if err != nil {
		return comp, err
	}
	c := compact(low)
	comp.Voucher = containsWord(c, "comp_voucher")
	if compNoneWords[c] {
		comp.Kind = CompNone
		return comp, nil
	}
	for _, m := range reTier.FindAllStringSubmatch(low, -1) {
		b, _ := parseNum(m[1])
		cr, _ := parseNum(m[2])
		if b > 0 && b <= 100 && cr >= 0 && cr <= 100 {
			comp.Tiers = append(comp.Tiers, SLATier{BelowPct: b, CreditPct: cr})
		}
	}
	sort.Slice(comp.Tiers, func(i, j int) bool { return comp.Tiers[i].BelowPct > comp.Tiers[j].BelowPct })
	if m := reSLA.FindStringSubmatch(low); m != nil {
		comp.SLAPct = slaPct(m[1])
	} else if m := reAvail.FindStringSubmatch(low); m != nil {
		comp.SLAPct = slaPct(m[1])
	}
	if comp.SLAPct == nil && len(comp.Tiers) == 0 && reOnlyPercent.MatchString(low) {
		// "99.9%" alone in a compensation or SLA column: the committed uptime (SV1001);
		// a lower share ("10%") may be a credit, which it does not say
		if v := slaPct(strings.TrimRight(strings.TrimSpace(low), "%％ ")); v != nil && *v >= minUptimePct {
			comp.SLAPct = v
		}
	}
	if comp.SLAPct == nil && len(comp.Tiers) > 0 {
		comp.SLAPct = ptr(comp.Tiers[0].BelowPct)
	}
	if comp.SLAPct != nil || len(comp.Tiers) > 0 {
		comp.Kind = CompSLATiers
		return comp, nil
	}
	if m := reMultiple.FindStringSubmatch(low); m != nil && containsWord(c, "comp_downtime") {
		k, ok := cnNumber(m[1])
		if !ok {
			k, _ = parseNum(m[1])
		}
		if k > 0 && k <= 1000 {
			comp.Kind = CompMultiple
			comp.Multiple = ptr(k)
			return comp, nil
		}
	}
	if strings.HasPrefix(c, "不") || strings.HasPrefix(c, "无") || strings.HasPrefix(c, "no") {
		comp.Kind = CompNone
		return comp, nil
	}
	return comp, cellErr("import.err.compensation", s)
}

// minUptimePct: the least share a bare percentage is read as an uptime
// commitment rather than a credit [assumed]: uptimes are offered from 90 %.
const minUptimePct = 90.0

func slaPct(s string) *float64 {
	v, err := parseNum(s)
	if err != nil || v <= 0 || v > 100 {
		return nil
	}
	return &v
}
