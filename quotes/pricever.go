package quotes

import (
	"regexp"
	"slices"
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

// priceVersions are a table's price versions none of whose headers says it
// is current.
type priceVersions struct {
	cols   []int    // index in layout.cols, left to right
	review *msg.Msg // why its quotes wait for review; nil once settled
	chosen *msg.Msg // the note that settled which version counts
	ev     []Evidence
}

// currentPriceColumns keeps the price field on the current column only,
// before the price columns are listed; the person's choice stands. It
// returns the versions of which none is marked current, nil for none.
func currentPriceColumns(l *layout, values [][]string) *priceVersions {
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
		return &priceVersions{cols: versions, review: &m, ev: versionEvidence(l, versions, "price_version.review")}
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

// reVersionRule: a line saying which version counts ("以终版为准", "以v2报价为准",
// "the final column prevails", "only v3 applies").
var reVersionRule = regexp.MustCompile(`以\s*([^，,。；;：:]{1,12}?)\s*(?:报价|价格|价|版本|列)?\s*为准|(?i)only\s+(?:the\s+)?([a-z0-9 ]{1,16}?)\s+(?:column\s+|prices?\s+)?(?:counts|applies|is valid)|(?i)(?:the\s+)?([a-z0-9 ]{1,16}?)\s+(?:column\s+|prices?\s+)?(?:prevails|governs)`)

// settle reads the file's lines for which version counts: the one whose
// header holds the words the line names, and only one, becomes the price
// column; the others leave the price columns and stay text.
func (v *priceVersions) settle(l *layout, lines []string) {
	if v == nil || v.review == nil {
		return
	}
	for _, line := range lines {
		for _, m := range reVersionRule.FindAllStringSubmatch(narrow(line), -1) {
			words := strings.TrimSpace(norm(m[1] + m[2] + m[3]))
			if words == "" {
				continue
			}
			hit := -1
			for _, i := range v.cols {
				if strings.Contains(norm(l.cols[i].header), words) {
					if hit >= 0 {
						hit = -2
						break
					}
					hit = i
				}
			}
			if hit < 0 {
				continue
			}
			var prices []int
			for _, i := range l.prices {
				if !slices.Contains(v.cols, i) || i == hit {
					prices = append(prices, i)
				}
			}
			if !slices.Contains(prices, hit) {
				l.cols[hit].field = fPrice
				l.cols[hit].hint = priceHeaderHint(l.cols[hit].header, "")
				prices = append(prices, hit)
			}
			for _, j := range v.cols {
				if j != hit && l.cols[j].field == fPrice {
					l.cols[j].field = ""
				}
			}
			l.prices = prices
			m := mk("import.warn.price_version_by_note", l.cols[hit].header, strings.TrimSpace(line))
			v.review, v.chosen = nil, &m
			var by candidates
			by.add("price_version.by_note", srcSheetLine, l.cols[hit].header, cell{}, strings.TrimSpace(line))
			if len(by) > 0 {
				by[0].Chosen = true
			}
			v.ev = append(by, versionEvidence(l, v.cols, "price_version.by_note")...)
			for i := range v.ev {
				if v.ev[i].Value == l.cols[hit].header {
					v.ev[i].Why = "" // the chosen column agrees with the note
				}
			}
			return
		}
	}
}

// versionEvidence: each version column as a candidate for what is paid,
// overruled by rule (the note that chose one, or the review none chose).
func versionEvidence(l *layout, cols []int, rule string) []Evidence {
	var cs candidates
	for _, i := range cols {
		cs.add("price_version.column", srcHeader, l.cols[i].header, cell{header: l.cols[i].header, letter: l.cols[i].letter}, l.cols[i].header)
	}
	for i := range cs {
		cs[i].Why = rule
	}
	return cs
}

// apply puts the versions' review or the note that chose one on a quote,
// and their evidence.
func (v *priceVersions) apply(q *Quote) {
	if v != nil {
		for _, e := range v.ev {
			e.Field, e.Sheet, e.Row = "price_version", q.SourceSheet, q.SourceRow
			q.Evidence = append(q.Evidence, e)
		}
	}
	switch {
	case v == nil:
	case v.review != nil:
		q.Review(*v.review)
	case v.chosen != nil:
		q.AddWarning(*v.chosen)
	}
}

// reSameAs: a price cell that refers to another column's price ("同v2",
// "见首轮报价", "same as v2").
var reSameAs = regexp.MustCompile(`^(?:同|见|参照|same\s+as|as\s+in|see)\s*(.{1,24}?)\s*(?:价|报价|列|price|column)?$`)

// sameAsColumn reads a price cell that says it is the price of another
// column of the row: that column's header and text, when exactly one
// column's header holds the words and its cell holds a price.
func (b *rowBuild) sameAsColumn(text string) (string, string, bool) {
	m := reSameAs.FindStringSubmatch(norm(text))
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return "", "", false
	}
	ref := strings.TrimSpace(m[1])
	header, found := "", ""
	for h, t := range b.r.extra {
		if !strings.Contains(norm(h), ref) {
			continue
		}
		if header != "" {
			return "", "", false // two columns answer to the words
		}
		header, found = h, strings.TrimSpace(t)
	}
	if header == "" || found == "" || reSameAs.MatchString(norm(found)) {
		return "", "", false
	}
	if pc, err := parsePriceCell(found); err != nil || !(pc.value > 0) {
		return "", "", false
	}
	return header, found, true
}
