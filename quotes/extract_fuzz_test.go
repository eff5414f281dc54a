package quotes

import (
	"strconv"
	"strings"
	"testing"
)

// One fuzz target per extractor of the extract stage: none panics, and a
// value read from a cell reads back the same from its own canonical text.

func FuzzExtractUnit(f *testing.F) {
	for _, s := range []string{"元/卡·时", "每台每月", "/GPU-hr", "per_gpu_hour", "元/台(8卡)/月", "$/8xGPU/hr", "元/百卡时", "元/块/天", "5块", "元/百万tokens", "日元/卡/时"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseUnit(s)
		if err != nil {
			return
		}
		if back, err := ParseUnit(u); err != nil || back != u {
			t.Fatalf("ParseUnit(%q) = %q, which reads back as %q (%v)", s, u, back, err)
		}
		if p := parseUnitParts(u); p.String() != u {
			t.Fatalf("parseUnitParts(%q) = %+v", u, p)
		}
	})
}

func FuzzExtractNumber(f *testing.F) {
	for _, s := range []string{"8", "8卡", "8 台", "八", "8.0", "1,000", "0.07", "两", "一百", "8卡/台", "8gpus/node", "1,00", "٨", "48卡（6台）", "6 nodes (48 GPUs)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n, err := ParseCount(s); err == nil {
			if back, err := ParseCount(strconv.Itoa(n)); err != nil || back != n || n < 0 {
				t.Fatalf("ParseCount(%q) = %d, back %d (%v)", s, n, back, err)
			}
		}
		if m, c, ok := machinesBesideCards(s); ok && (m <= 0 || c <= 0) {
			t.Fatalf("machinesBesideCards(%q) = %d machines, %d cards", s, m, c)
		}
		if v, err := ParseNumber(s); err == nil {
			if back, err := ParseNumber(strconv.FormatFloat(v, 'f', -1, 64)); err != nil || back != v || v < 0 {
				t.Fatalf("ParseNumber(%q) = %v, back %v (%v)", s, v, back, err)
			}
		}
	})
}

func FuzzExtractTerm(f *testing.F) {
	for _, s := range []string{"1个月", "3个月", "半年", "按秒计费", "无", "1 hour", "6.30（需签2年）", "2.75 (minimum 6 months)", "9.9，3个月起租",
		"1-year commitment", "reserved for 6 months", "12个月合约", "annual contract", "3-year term not offered; 6 months minimum", "包年合同", "term 0 days", "签 99999 年", "合同", " 合约 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if tm, err := ParseTerm(s); err == nil && tm.Value > 0 {
			back, err := ParseTerm(strconv.FormatFloat(tm.Value, 'f', -1, 64) + " " + tm.Unit)
			if err != nil || back.Hours(720) != tm.Hours(720) {
				t.Fatalf("ParseTerm(%q) = %+v, back %+v (%v)", s, tm, back, err)
			}
		}
		if rest, tm, words := termInPriceCell(norm(s)); tm != nil && (!(tm.Value > 0) || tm.Unit == "" || strings.Contains(rest, words)) {
			t.Fatalf("termInPriceCell(%q) = %q %+v %q", s, rest, *tm, words)
		}
		if tm, words := noteCommitment(s); tm != nil && (!(tm.Value > 0) || words == "") {
			t.Fatalf("noteCommitment(%q) = %+v %q", s, *tm, words)
		}
		if out := deniedOut(s); reDenied.MatchString(out) {
			t.Fatalf("deniedOut(%q) kept a denial: %q", s, out)
		}
		if out := stripContractWord(s); len(out) > len(s) || s != "" && out == "" {
			t.Fatalf("stripContractWord(%q) = %q", s, out)
		}
	})
}

func FuzzExtractNotes(f *testing.F) {
	for _, s := range []string{"有效期至2025-06-30", "按秒计费，不可提前释放", "3个月起租", "含税", "无卡模式 0.5元/小时", "算力券抵扣20%", "支持断点续训",
		"最短租期 6 个月; 随时释放", "minimum of 2 weeks"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var q Quote
		applyNotes(&q, scanNotes(s), false)
		n := len(q.Warnings)
		applyNotes(&q, scanNotes(s), true)
		if len(q.Warnings) != n {
			t.Fatalf("%q: a second reading of the same note filled more: %v", s, q.Warnings[n:])
		}
		// what a quote stores is its own: changing it leaves the memo's facts
		if q.MinTerm != nil {
			q.MinTerm.Value = -1
			if nf := scanNotes(s); nf.minTerm == nil || nf.minTerm.Value == -1 {
				t.Fatalf("%q: the note's minimum term changed with a quote's", s)
			}
		}
	})
}

func FuzzExtractPack(f *testing.F) {
	for _, s := range []string{"1,000卡时 每包 ¥4,800", "4800元/1000卡时包", "500 GPU-hours pack $1,200", "600卡时包", "套餐 200卡时 2000元"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		pk, ok := packInCell(s)
		if !ok {
			return
		}
		text := strconv.FormatFloat(pk.gpuHours, 'f', -1, 64) + "卡时 每包 " + strconv.FormatFloat(pk.price, 'f', -1, 64) + "元"
		if back, ok := packInCell(text); !ok || back.gpuHours != pk.gpuHours || back.price != pk.price {
			t.Fatalf("packInCell(%q) = %+v; %q reads %+v", s, pk, text, back)
		}
	})
}

func FuzzExtractWords(f *testing.F) {
	for _, s := range []string{"卡時", "每臺每週", "伺服器 價格", "spotlight", "按需 spot", "non-preemptible"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if once := foldTrad(s); foldTrad(once) != once {
			t.Fatalf("foldTrad(%q) = %q folds again", s, once)
		}
		low := norm(s)
		if w, _, ok := interruptibleWords.find(low); ok && !strings.Contains(low, w) {
			t.Fatalf("%q: found %q, which it does not hold", s, w)
		}
	})
}

func FuzzExtractOCRFigures(f *testing.F) {
	for _, s := range []string{"1o6 000", "5.8o", "h1oo", "1?.8万", "106 000", "8卡 1 200", "10ok", "2o.5元/卡/时", "a800 1o", "1 .75", "3 6, 000", "¥ 3 84", "y2.8s", "l.85", "11,5合同专用章20", "合同专用章"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out, changed, _ := ocrFigures(s)
		if !changed && out != s {
			t.Fatalf("ocrFigures(%q) = %q, unchanged", s, out)
		}
		if again, more, _ := ocrFigures(out); changed && (more && again != out) {
			t.Fatalf("ocrFigures(%q) = %q, which reads again as %q", s, out, again)
		}
		if strings.Count(out, "?") != strings.Count(s, "?") {
			t.Fatalf("ocrFigures(%q) = %q touched an unreadable character", s, out)
		}
		if changed && strings.ReplaceAll(out, " ", "") != strings.ReplaceAll(s, " ", "") {
			t.Fatalf("ocrFigures(%q) = %q: more than spaces changed", s, out)
		}
		if letter, digit, ok := ocrLetterInFigure(s); ok && (len(letter) != 1 || len(digit) != 1 || !strings.Contains(s, letter)) {
			t.Fatalf("ocrLetterInFigure(%q) = %q, %q", s, letter, digit)
		}
		if signed, w := ocrSign(s); w != "" && (!strings.Contains(s, w) || !strings.Contains(signed, "¥")) {
			t.Fatalf("ocrSign(%q) = %q, %q", s, signed, w)
		}
		if w, across, only := sealIn(s); (across || only) && !strings.Contains(s, w) || across && only {
			t.Fatalf("sealIn(%q) = %q, %v, %v", s, w, across, only)
		}
	})
}

// FuzzPlanClauses: a price sentence's clauses and a row's memory sizes, on
// any text: no panic, every clause is text of the cell (its lead aside),
// and two sizes are found only where the text holds digits.
func FuzzPlanClauses(f *testing.F) {
	for _, s := range []string{"8卡整机：按量 4.6元/卡/时；包月 2.65万/台/月（可随时续）。", "8卡：包周 6720元/台/周；包季 2.6万/台/月，按季付。", "忘了问是40G还是80G", "：；", "（）。", "a:b;c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range planClauses(s) {
			if c.text == "" || c.refuse == nil && !(c.value > 0) {
				t.Fatalf("%q: clause %+v", s, c)
			}
		}
		body, lead := sentenceBody(s)
		if len(body)+len(lead) > len(s) {
			t.Fatalf("%q: body %q lead %q longer than the cell", s, body, lead)
		}
		if _, ok := memoryUndecided("A100-80G-SXM", []string{s}); ok && !strings.ContainsAny(s, "0123456789０１２３４５６７８９") {
			t.Fatalf("%q: two sizes in a text with no digit", s)
		}
	})
}

// FuzzTierClauses: a ladder cell's tiers, on any text: no panic, every
// clause is text of the cell, named by a tier unless it is the base price
// before a bracket, priced or refused, and two tiers at least.
func FuzzTierClauses(f *testing.F) {
	for _, s := range []string{"1-3台：2.9万/台/月；4-9台：2.7万/台/月；10台及以上：2.5万/台/月", "1–2台 7.2万/台/月 | 3台以上 6.8万/台/月",
		"1–16卡 2.20元/卡时\n17–64卡 2.05元/卡时\n64卡以上 另议", "4.3元/卡/时（满8台 4.0元/卡/时）", "5.6万/台/月，最低4台起租", "8卡 3.0；4卡 1.6", "|；", "1-3台:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cs := tierClauses(s)
		if cs != nil && len(cs) < 2 {
			t.Fatalf("%q: %d clauses, a ladder has two or more", s, len(cs))
		}
		for i, c := range cs {
			if c.text == "" || !strings.Contains(s, c.text) || c.refuse == nil && !(c.value > 0) || c.label == "" && i > 0 {
				t.Fatalf("%q: clause %d %+v", s, i, c)
			}
		}
	})
}

// The chat and mail readers of chattext: a line's revised or requested
// price words (spokenLine, reProseRequest), the machine opening a price
// piece (leadingSpec) and a note's clauses (noteClauses): none panics,
// the parts come from the text, and a non-empty note has a clause.
func FuzzProseChatLine(f *testing.F) {
	for _, s := range []string{"A800 整机月租由原来的 4.2万/台 下调为 3.96万/台，其余报价不变。", "8卡机 按量1.75一张卡一小时", "整机一天1180",
		"收一台A100 80G，预算5块以内/卡时", "- 锦城智算 H800 为 3 个月起租，折合约 9.72 元/卡/时。", "×8 | 单价 2.05元/卡/时", "由 从 调为 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_ = reProseRequest.MatchString(s)
		proseOffers(spokenLine(s))
		if lead, rest := leadingSpec(s); lead != "" && (!strings.Contains(s, lead) || !strings.Contains(s, rest)) {
			t.Errorf("%q: parts %q %q not in the text", s, lead, rest)
		}
		if cls := noteClauses(s, []string{"锦城智算", s}); strings.TrimSpace(s) != "" && len(cls) == 0 {
			t.Errorf("%q: no clause", s)
		}
	})
}

// FuzzOfferPlan: an offer name's lone plan word never panics, and a plan
// read is one of the note periods, named by a segment of the text.
func FuzzOfferPlan(f *testing.F) {
	for _, s := range []string{"训练集群（包季）", "推理集群(包年)", "包月", "包季套餐", "包日", "（包", "包"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, said := offerPlan(s)
		if p == "" {
			return
		}
		if periodHours(p) <= 0 || !reBarePlan.MatchString(said) || !strings.Contains(norm(s), said) {
			t.Fatalf("offerPlan(%q) = %q from %q", s, p, said)
		}
	})
}
