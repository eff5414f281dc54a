package quotes

import (
	"regexp"
	"strings"

	"computecheck/msg"
)

// A table may keep prices that no longer count beside the one that does: a
// column marked void or old ("原价(已作废)", "Old rate", "withdrawn"), or
// versions side by side ("v1 首轮", "v2 议价", "终版 Final"). Only the
// current column is a price column; the others stay as the vendor's raw
// text. Versions with none marked current are all kept from being the
// price silently: the quotes are held for review naming the columns.

var (
	reStaleHeader = regexp.MustCompile(`已作废|作废|旧价|过期价|已失效|失效价|(?i)\bvoid\b|\bwithdrawn\b|\bsuperseded\b|\bobsolete\b|\bold\b|\bexpired\b`)
	reVersionHdr  = regexp.MustCompile(`(?i)(?:^|[^a-z])v\s*\d(?:$|[^a-z0-9])|版本\s*\d|第\s*[一二三四五\d]\s*[版轮]|首轮|初版|二轮|三轮|议价|终版|最终|定稿|\bfinal\b|\brevised\b|\brev\.?\s*\d|最新|现行`)
	reCurrentHdr  = regexp.MustCompile(`(?i)终版|最终|定稿|\bfinal\b|最新|现行|\bcurrent\b`)
)

// currentPriceColumns keeps the price field on the current column only,
// before the price columns are listed; the person's choice stands. It
// returns the review reason for versions of which none is marked current.
func currentPriceColumns(l *layout, values [][]string) *msg.Msg {
	var versions []int
	for i := range l.cols {
		cm := &l.cols[i]
		if cm.person || cm.col >= len(values) {
			continue
		}
		h := norm(cm.header)
		candidate := cm.field == fPrice || cm.field == "" && priceValuesMostly(values[cm.col])
		if !candidate {
			continue
		}
		if reStaleHeader.MatchString(h) {
			if cm.field == fPrice {
				cm.field = ""
				cm.evidence = append(cm.evidence, mk("import.ev.stale_price_column", cm.header))
			}
			continue
		}
		if reVersionHdr.MatchString(h) {
			versions = append(versions, i)
		}
	}
	if len(versions) < 2 {
		return nil
	}
	current := -1
	for _, i := range versions {
		if reCurrentHdr.MatchString(norm(l.cols[i].header)) {
			if current >= 0 {
				current = -2 // two marked current: not settled
				break
			}
			current = i
		}
	}
	if current < 0 {
		var names []string
		for _, i := range versions {
			names = append(names, l.cols[i].header)
		}
		m := mk("import.review.price_versions", strings.Join(names, "”、“"))
		return &m
	}
	for _, i := range versions {
		cm := &l.cols[i]
		if i == current {
			if cm.field != fPrice {
				cm.field = fPrice
				cm.hint = priceHeaderHint(cm.header, "")
			}
			cm.evidence = append(cm.evidence, mk("import.ev.current_price_column", cm.header))
			continue
		}
		if cm.field == fPrice {
			cm.field = ""
		}
		cm.evidence = append(cm.evidence, mk("import.ev.superseded_price_column", cm.header, l.cols[current].header))
	}
	return nil
}

// priceValuesMostly: at least half the non-blank values read as prices.
func priceValuesMostly(vals []string) bool {
	n, ok := 0, 0
	for _, v := range vals {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		n++
		if pc, err := parsePriceCell(v); err == nil && pc.value > 0 {
			ok++
		}
	}
	return ok >= 2 && ok*2 >= n
}
