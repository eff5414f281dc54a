package quotes

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"computecheck/calc"
	"computecheck/msg"
)

// The header matcher gives each column a field from two kinds of
// evidence: its header text (the synonyms, whole or contained, in either
// half of a bilingual cell "Cards/Node 每台卡数" or of two header rows)
// and its values (GPU names, prices, units, counts, yes/no). The scores
// are plain sums; the evidence behind each assignment is kept as
// messages for --explain and the import preview.

// fieldScore is one field a column could be, with why.
type fieldScore struct {
	field    string
	score    float64
	evidence []msg.Msg
}

const (
	scoreExact     = 10.0
	scoreAssign    = 4.0 // the least total a column needs to be given a field
	scoreStructure = 7.0
)

// headerParts are the texts a header cell is matched by: the whole cell,
// and each half of a bilingual one ("Supplier / 供方", "Cards/Node 每台卡数").
func headerParts(h string) []string {
	h = strings.TrimSpace(narrow(h))
	if h == "" {
		return nil
	}
	parts := []string{h}
	add := func(p string) {
		p = strings.TrimSpace(strings.Trim(strings.TrimSpace(p), "/|-–—:："))
		if p == "" {
			return
		}
		for _, x := range parts {
			if x == p {
				return
			}
		}
		parts = append(parts, p)
	}
	for _, sep := range []string{" / ", "/ ", " /", "\n", " | ", "|"} {
		if strings.Contains(h, sep) {
			for _, p := range strings.Split(h, sep) {
				add(p)
			}
		}
	}
	// Latin and CJK runs apart: "Cards/Node 每台卡数", "卡型号 GPU model".
	var latin, cjk strings.Builder
	for _, r := range reHint.ReplaceAllString(h, " ") {
		switch {
		case r >= 0x2E80:
			cjk.WriteRune(r)
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '.' || r == '$' || r == '/' || r == '-' || r == '_':
			latin.WriteRune(r)
			if cjk.Len() > 0 {
				cjk.WriteRune(' ')
			}
		}
	}
	if l, c := strings.TrimSpace(latin.String()), strings.TrimSpace(cjk.String()); l != "" && c != "" {
		add(l)
		for _, p := range strings.Fields(c) {
			add(p)
		}
		add(strings.ReplaceAll(c, " ", ""))
	}
	return parts
}

var (
	rePriceTail   = regexp.MustCompile(`(?:价|价格|价钱|租金|费率|单价|报价|费用|租价|rent|price|rate|cost|pricing)$`)
	reNotPriceEnd = regexp.MustCompile(`(?:计价|报价单位|价格单位|报价日期|报价原文|报价来源|价格口径)$`)
	reTotalWords  = regexp.MustCompile(`合计|总|库存|上架|总量|total|inventory|stock|in stock|available gpus`)
	reCardWords   = regexp.MustCompile(`卡|gpu|card`)
	reNodeHint    = regexp.MustCompile(`^(?:台|台数|机|节点|nodes?|servers?|machines?)$`)
	reWordBound   = regexp.MustCompile(`[a-z0-9$]+`)
	// money that is not the GPU price: storage, traffic, fees, packs
	reOtherMoney = regexp.MustCompile(`存储|流量|带宽|镜像|部署|安装|开通|初装|无卡|数据盘|云盘|硬盘|磁盘|公网|ip|包价|套餐价|时长包|算力包|storage|egress|bandwidth|traffic|image|setup|licen[cs]e|disk|\bip\b|pack`)
)

// synonymKeys are the synonyms folded once (on first use: pack.go adds
// its synonyms in an init function).
func synonymKeysOnce() []struct {
	field, name, key string
	runes            int
} {
	synOnce.Do(func() { synKeys = buildSynonymKeys() })
	return synKeys
}

var (
	synOnce sync.Once
	synKeys []struct {
		field, name, key string
		runes            int
	}
)

func buildSynonymKeys() []struct {
	field, name, key string
	runes            int
} {
	var out []struct {
		field, name, key string
		runes            int
	}
	for _, s := range synonyms {
		for _, n := range s.names {
			k := headerKey(n)
			out = append(out, struct {
				field, name, key string
				runes            int
			}{s.field, n, k, utf8.RuneCountInString(k)})
		}
	}
	return out
}

// headerScores scores one header cell for every field it may name.
func headerScores(h string) map[string]fieldScore {
	out := map[string]fieldScore{}
	put := func(f string, sc float64, ev msg.Msg) {
		if cur, ok := out[f]; !ok || sc > cur.score {
			out[f] = fieldScore{field: f, score: sc, evidence: []msg.Msg{ev}}
		}
	}
	for _, part := range headerParts(h) {
		k := headerKey(part)
		if k == "" {
			continue
		}
		if f, ok := synonymIndex[k]; ok {
			// the export's derived keys (price_per_gpu_hour) are left out,
			// but a person's header "Price per GPU-hour" is the price
			if !(f == fIgnore && strings.Contains(strings.TrimSpace(part), " ")) {
				put(f, scoreExact, mk("import.ev.header_exact", strings.TrimSpace(part)))
				continue
			}
		}
		words := map[string]bool{}
		for _, w := range reWordBound.FindAllString(strings.ToLower(narrow(part)), -1) {
			words[w] = true
		}
		for _, sk := range synonymKeysOnce() {
			{
				s, n, nk := sk.field, sk.name, sk.key
				l := sk.runes
				if l == 0 || !strings.Contains(k, nk) {
					continue
				}
				if isASCII(nk) {
					// whole words only: "machine type" is not "machine"
					if !strings.Contains(" "+strings.Join(reWordBound.FindAllString(strings.ToLower(narrow(part)), -1), " ")+" ", " "+strings.ToLower(strings.TrimSpace(n))+" ") {
						continue
					}
				} else if l < 2 && s != fGPU {
					continue
				}
				sc := 4 + min(float64(l)*0.6, 4)
				put(s, sc, mk("import.ev.header_contains", strings.TrimSpace(part), n))
			}
		}
	}
	hint := strings.ToLower(headerHint(h))
	key := headerKey(h)
	// A price column: a header ending in a price word, or one that states a
	// currency with a period or basis ("Machine $/hr", "按量(元/卡时)").
	if reNotPriceEnd.MatchString(key) || reOtherMoney.MatchString(strings.ToLower(narrow(h))) {
		// 计价 / 报价单位 are the unit, not the price
	} else if rePriceTail.MatchString(key) {
		put(fPrice, scoreStructure, mk("import.ev.header_price_word", strings.TrimSpace(h)))
	} else if hh := parseHint(h); hh.currency != "" && (hh.period != "" || hh.basis != "") {
		put(fPrice, scoreStructure+1, mk("import.ev.header_price_unit", strings.TrimSpace(h)))
	} else if _, ok := parseMode(h); ok && hh.currency != "" {
		put(fPrice, scoreStructure, mk("import.ev.header_price_unit", strings.TrimSpace(h)))
	}
	// Total cards, whatever word carries the count: 上架卡数(合计), 库存(卡).
	all := strings.ToLower(narrow(h))
	if reTotalWords.MatchString(all) && (reCardWords.MatchString(all) || reCardWords.MatchString(hint)) {
		put(fTotalGPUs, scoreExact+1, mk("import.ev.header_total", strings.TrimSpace(h)))
	}
	if reNodeHint.MatchString(hint) {
		put(fNodes, scoreStructure, mk("import.ev.header_nodes", strings.TrimSpace(h)))
	}
	return out
}

// matchHeader is the field one header cell names on its own ("" for none).
func matchHeader(h string) string {
	best, bs := "", 0.0
	for f, s := range headerScores(h) {
		if s.score > bs || s.score == bs && f < best {
			best, bs = f, s.score
		}
	}
	if bs < scoreAssign {
		return ""
	}
	return best
}

// ---------------------------------------------------------------- content

var reGPUForm = regexp.MustCompile(`^(?:(?:sxm\d?|pcie|nvl|hgx|oam|pci-e)\s*)?(?:\d{2,3}\s*(?:gb|g|gib))?(?:\s*(?:sxm\d?|pcie|nvl|hgx|hbm\w*))?$`)

// contentScores scores a column's values (the first data rows) for the
// fields they look like.
func contentScores(vals []string) map[string]fieldScore {
	out := map[string]fieldScore{}
	n := 0
	count := map[string]int{}
	distinct := map[string]bool{}
	for _, v := range vals {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		n++
		distinct[v] = true
		low := norm(v)
		if _, ok := calc.MatchGPU(v); ok {
			count[fGPU]++
		}
		if sp, ok := ParseSpec(v); ok && len(reSpecSplit.Split(narrow(v), -1)) >= 2 || ok && sp.GPU != "" && sp.GPUs != nil {
			count[fSpec]++
		}
		if _, ok := parseMode(v); ok {
			count[fMode]++
		}
		if !strings.ContainsAny(low, "0123456789") {
			if u := parseUnitParts(low); u.period != "" || u.basis != "" {
				count[fUnit]++
			}
		}
		pc, err := parsePriceCell(v)
		if err == nil && (pc.hint.period != "" || pc.hint.currency != "" || pc.equiv) {
			count[fPrice] += 2
		} else if err == nil && pc.value > 0 {
			count[fPrice]++
		}
		if c, err := ParseCount(v); err == nil {
			count[fNodes]++
			switch c {
			case 1, 2, 4, 8, 10, 16:
				count[fGPUsPerNode]++
			}
		}
		if _, err := ParseYesNo(v); err == nil {
			count["yesno"]++
		}
		if _, err := ParseIntra(v); err == nil {
			count[fIntra]++
		}
		if _, err := ParseNetwork(v); err == nil {
			count[fInter]++
		}
		if reGPUForm.MatchString(compact(low)) && compact(low) != "" {
			count[fGPUForm]++
		}
		if !strings.ContainsAny(low, "0123456789") {
			if _, ok := calc.MatchGPU(v); !ok {
				count[fVendor]++
			}
		}
	}
	if n == 0 {
		return out
	}
	add := func(f string, weight float64, c int) {
		frac := float64(c) / float64(n)
		if f == fPrice {
			frac = float64(c) / float64(2*n)
		}
		if frac <= 0 {
			return
		}
		out[f] = fieldScore{field: f, score: weight * min(frac, 1), evidence: []msg.Msg{mk("import.ev.values", min(c, n), n, mk("import.ev.kind."+f))}}
	}
	add(fGPU, 6, count[fGPU])
	add(fSpec, 6, count[fSpec])
	add(fMode, 6, count[fMode])
	add(fUnit, 6, count[fUnit]+count[fMode])
	add(fPrice, 5, count[fPrice])
	add(fGPUsPerNode, 2, count[fGPUsPerNode])
	add(fNodes, 1, count[fNodes])
	add(fTotalGPUs, 1, count[fNodes])
	add(fIntra, 3, count[fIntra])
	add(fInter, 3, count[fInter])
	add(fGPUForm, 5, count[fGPUForm])
	for _, f := range []string{fResume, fTax, fReleaseIdle} {
		add(f, 2, count["yesno"])
	}
	if count[fVendor] > 0 && len(distinct) < n || n == 1 {
		add(fVendor, 2, count[fVendor])
	}
	return out
}

// contentOnly are the fields a column may be given by its values alone,
// when no header names them.
var contentOnly = map[string]float64{fGPU: 0.6, fSpec: 0.6, fMode: 0.8, fUnit: 0.8, fVendor: 0.9, fGPUForm: 0.8}

// multiColumn fields may be given to several columns: each price column is
// an offer (a tier, a plan, an instance size); notes are joined.
var multiColumn = map[string]bool{fPrice: true, fNotes: true, fIgnore: true}

// assign gives each column at most one field and each single field at
// most one column, best score first.
func assign(headers []string, values [][]string, fixed map[int]string) []fieldScore {
	type cand struct {
		col int
		fieldScore
	}
	var cands []cand
	out := make([]fieldScore, len(headers))
	for c, h := range headers {
		if f, ok := fixed[c]; ok {
			out[c] = fieldScore{field: f, score: 100, evidence: []msg.Msg{mk("import.ev.user")}}
			continue
		}
		hs := headerScores(h)
		cs := contentScores(values[c])
		fields := map[string]bool{}
		for f := range hs {
			fields[f] = true
		}
		for f, s := range cs {
			if need, ok := contentOnly[f]; ok && s.score >= need*contentWeight(f) {
				fields[f] = true
			}
		}
		for f := range fields {
			fs := fieldScore{field: f}
			if s, ok := hs[f]; ok {
				fs.score += s.score
				fs.evidence = append(fs.evidence, s.evidence...)
			}
			if s, ok := cs[f]; ok && f != fIgnore {
				fs.score += s.score
				fs.evidence = append(fs.evidence, s.evidence...)
			}
			// a header that names a field its values contradict loses it
			if hs[f].score > 0 && len(values[c]) > 0 && contradicts(f, cs) {
				fs.score -= 6
			}
			if fs.score >= scoreAssign {
				cands = append(cands, cand{c, fs})
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		if cands[i].col != cands[j].col {
			return cands[i].col < cands[j].col
		}
		return cands[i].field < cands[j].field
	})
	taken := map[string]bool{}
	for c, f := range fixed {
		if f != "" && !multiColumn[f] {
			taken[f] = true
		}
		_ = c
	}
	for _, cd := range cands {
		if out[cd.col].field != "" || taken[cd.field] {
			continue
		}
		out[cd.col] = cd.fieldScore
		if !multiColumn[cd.field] {
			taken[cd.field] = true
		}
	}
	return out
}

func contentWeight(f string) float64 {
	switch f {
	case fGPU, fSpec, fMode, fUnit:
		return 6
	case fGPUForm:
		return 5
	case fVendor:
		return 2
	}
	return 1
}

// contradicts: values that cannot be the field (a "型号" column of
// numbers, a price column of GPU names).
func contradicts(f string, cs map[string]fieldScore) bool {
	switch f {
	case fPrice:
		return cs[fPrice].score < 0.5 && (cs[fGPU].score > 3 || cs[fMode].score > 3 || cs[fUnit].score > 3)
	case fGPU:
		return cs[fGPU].score < 1 && cs[fSpec].score < 1 && cs[fNodes].score > 0.6
	case fUnit:
		return cs[fUnit].score < 1 && cs[fPrice].score > 2
	}
	return false
}
