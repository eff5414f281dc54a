package quotes

import (
	"strings"
	"testing"
)

// SG0001, SG0002: 刀 (and 美刀) is the trade's word for US dollars right
// after a figure or before a per; elsewhere 刀 is an ordinary character.
func TestSlangCurrencyAfterFigure(t *testing.T) {
	for s, want := range map[string]string{
		"3.4刀/卡时":     "USD",
		"12k刀":        "USD",
		"7 刀":         "USD",
		"刀/台天":        "USD",
		"刀":           "USD",
		"1.9美刀每卡每小时":  "USD",
		"2.2刀乐/卡/时":   "USD",
		"软妹币 9.5/卡/时": "CNY",
		"刀片服务器 8卡":    "",
		"刀锋机柜":        "",
		"88块/台天":      "CNY",
		"刀片机 120元/台天": "CNY",
	} {
		if got, err := parseCurrency(s); err != nil || got != want {
			t.Errorf("parseCurrency(%q) = %q, %v; want %q", s, got, err, want)
		}
	}
}

// SG0003, SG0004: a reseller's English abbreviations of a unit: srv a
// machine, c a card only after "/" or "per".
func TestSlangUnitAbbrevEN(t *testing.T) {
	for s, want := range map[string]string{
		"USD/c/h":       "gpu_hour",
		"HKD/c/d":       "gpu_day",
		"usd per c/wk":  "gpu_week",
		"EUR/srv/mo":    "node_month",
		"RMB / srv / d": "node_day",
	} {
		if got, err := ParseUnit(s); err != nil || got != want {
			t.Errorf("ParseUnit(%q) = %q, %v; want %q", s, got, err, want)
		}
	}
	for _, s := range []string{"50c/h", "c/h", "rate c per hour"} {
		if u := parseUnitParts(s); u.basis != "" {
			t.Errorf("parseUnitParts(%q) basis %q; want none", s, u.basis)
		}
	}
}

// SG0005: 一口价 after a plan word leaves the plan (包月一口价: a month).
func TestSlangPlanFixedPrice(t *testing.T) {
	for s, want := range map[string]string{"包月一口价": "month", "包年一口价": "year", "按周一口价": "week"} {
		if m, ok := parseMode(s); !ok || m.period != want {
			t.Errorf("parseMode(%q) = %+v, %v; want period %s", s, m, ok, want)
		}
	}
	if _, ok := parseMode("一口价"); ok {
		t.Errorf("parseMode(一口价) names a plan; want none")
	}
}

// SG0006-SG0009: a stock status (现车, 期货, 在途, 预售) heading a sheet
// names no vendor; SG0010: a legend line of two definitions names none.
func TestSlangTitlesNameNoVendor(t *testing.T) {
	for _, line := range []string{
		"期货（价格锁定，需付订金）",
		"现车",
		"在途（预计下月到港）",
		"现货 = 可当天交付；在途 = 已发货未到",
		"台/天 = 每台每天；卡/周 = 每卡每周",
	} {
		if v := vendorFromTitle(line); v != "" {
			t.Errorf("vendorFromTitle(%q) = %q; want none", line, v)
		}
	}
	for line, want := range map[string]string{
		"青羊智算 · 现车价（12月）": "青羊智算",
		"锦城云算 期货报价":       "锦城云算",
	} {
		if v := vendorFromTitle(line); v != want {
			t.Errorf("vendorFromTitle(%q) = %q; want %q", line, v, want)
		}
	}
}

// SG0011-SG0020: a one-word unit glued before its figure is its unit.
func TestSlangLeadUnitFigures(t *testing.T) {
	for in, want := range map[string]string{
		"现车1台 卡时9.8元 按量走": "现车1台 9.8元/卡/时 按量走",
		"卡月1350 月付":       "1350/卡/月 月付",
		"台月5.5W 包月":       "5.5W/台/月 包月",
		"每台天420块":         "420块/台/天",
		"卡周3.2k刀":         "3.2k刀/卡/周",
		"计费卡时100":         "计费卡时100",
		"每卡时 6.5":         "每卡时 6.5",
		"8卡时":             "8卡时",
	} {
		if got := leadUnitFigures(in); got != want {
			t.Errorf("leadUnitFigures(%q) = %q; want %q", in, got, want)
		}
	}
}

// FuzzLeadUnitFigures: writing a lead unit after its figure keeps every
// digit in its order, and a text so written reads the same again.
func FuzzLeadUnitFigures(f *testing.F) {
	for _, s := range []string{"现车1台 卡时9.8块 按量走", "卡月1350", "台月5.5W 包月", "每卡时 6.5", "计费卡时100", "卡周3.2k刀", "台天1,200元"} {
		f.Add(s)
	}
	digits := func(s string) string {
		var b []rune
		for _, r := range s {
			if r >= '0' && r <= '9' {
				b = append(b, r)
			}
		}
		return string(b)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := leadUnitFigures(s)
		if digits(out) != digits(s) {
			t.Fatalf("leadUnitFigures(%q) = %q: digits changed", s, out)
		}
		if again := leadUnitFigures(out); again != out {
			t.Fatalf("leadUnitFigures not idempotent: %q -> %q -> %q", s, out, again)
		}
	})
}

// SG0021, SG0022: "6个W" is six 万 (a figure's scale, spoken).
func TestSlangScaleGeW(t *testing.T) {
	for s, want := range map[string]float64{"个W/台/月": 10000, "个万 包月": 10000, "w": 10000} {
		m := reMultiplier.FindStringSubmatch(norm(s))
		if m == nil || scaleWords["scale_after_number"][m[1]] != want {
			t.Errorf("scale after a figure in %q: %v; want %v", s, m, want)
		}
	}
}

// SG0002: a currency read from 刀 alone is warned; beside 美元 it is not.
func TestSlangCurrencyWarned(t *testing.T) {
	for text, want := range map[string]string{"3.1刀/卡时": "刀", "3.1刀（美元）/卡时": "", "3.1美刀/卡时": "", "3.1元/卡时": ""} {
		if got := slangCurrencyWord(text, "USD"); got != want {
			t.Errorf("slangCurrencyWord(%q) = %q; want %q", text, got, want)
		}
	}
}

// Review finding 1: 刀 after a card model's last digit (H100刀片, A100刀)
// or before 片 (3刀片, a blade) is no dollar; an ordinary blade-server line
// reads its own currency and is not refused as two currencies.
func TestSlangDaoNotAfterModel(t *testing.T) {
	for s, want := range map[string]string{
		"H100刀片服务器 25元/卡/时":   "CNY",
		"8卡 H800 刀片机 ¥30/卡/时": "CNY",
		"A100刀":               "",
		"H100 刀片":             "",
		"3刀片":                 "",
		"2.15刀":               "USD",
		"单价2,100.5刀":          "USD",
		"H100 2.1刀/卡时":        "USD",
	} {
		if got, err := parseCurrency(s); err != nil || got != want {
			t.Errorf("parseCurrency(%q) = %q, %v; want %q", s, got, err, want)
		}
	}
}

// Review finding 4: every scale word after a figure (个w, 个万, 亿) stands
// between the figure and 刀.
func TestSlangDaoAfterScaleWord(t *testing.T) {
	for _, s := range []string{"2个w刀", "3个万刀", "1亿刀", "5.4k刀", "2 w 刀"} {
		if got, err := parseCurrency(s); err != nil || got != "USD" {
			t.Errorf("parseCurrency(%q) = %q, %v; want USD", s, got, err)
		}
	}
}

// Review finding 2: the 一 form ("9.8元一卡时") needs the figure's currency
// word and a figure no letter joins: a model's number (H100, 4090) or a
// count (共 2) before 一卡时 is no price.
func TestSlangFigureOneUnitNeedsCurrency(t *testing.T) {
	for in, want := range map[string]string{
		"H100一卡时 9.8元":    "H100一卡时 9.8元",
		"A800 一台月 5.5w":   "A800 一台月 5.5w",
		"共 2 一卡时":         "共 2 一卡时",
		"8卡 4090 一卡时2.1元": "8卡 4090 一卡时2.1元",
		"H100元一卡时":        "H100元一卡时",
		"9.8元一卡时":         "9.8元/卡/时",
		"单价760块一个台天":      "单价760块/台/天",
		"H20 1.6刀一个卡时":    "H20 1.6刀/卡/时",
		"报价：2个w块一台月":      "报价：2个w块/台/月",
	} {
		if got := leadUnitFigures(in); got != want {
			t.Errorf("leadUnitFigures(%q) = %q; want %q", in, got, want)
		}
	}
	if p := readPiece("8卡 4090 一卡时2.1元"); p.pc.value == 4090 {
		t.Errorf("readPiece(8卡 4090 一卡时2.1元): the model's number read as the price: %+v", p)
	}
}

// Review finding 3: a title with two "model=price" pairs is no legend: its
// vendor is kept. A legend defines the file's words (a stock status, a
// unit) or gives meanings that hold no figure.
func TestSlangLegendNotPrices(t *testing.T) {
	for line, want := range map[string]string{
		"Acme Cloud prices, H100=2.1, A100=1.2": "Acme Cloud",
		"峨眉算力 12月报价，H100=2.1，A100=1.2":          "峨眉算力",
		"现货 = 可当天交付；在途 = 已发货未到":                 "",
		"台/天 = 每台每天；卡/周 = 每卡每周":                 "",
		"现车 = 1周内交付；期货 = 30天":                   "",
		"卡时 = 1卡1小时；台月 = 8卡30天":                 "",
	} {
		if v := vendorFromTitle(line); v != want {
			t.Errorf("vendorFromTitle(%q) = %q; want %q", line, v, want)
		}
	}
	for line, want := range map[string]bool{
		"Acme GPU Cloud, H100=2.1, A100=1.2": false,
		"4090=1.5，3090=0.9":                  false,
		"c = card, srv = server":             true,
	} {
		if got := glossaryLine(line); got != want {
			t.Errorf("glossaryLine(%q) = %v; want %v", line, got, want)
		}
	}
}

// Review (3) and (5): parseCurrency tells the words it read, so the
// warning on 刀 is decided by that one search; a row with no 刀 costs no
// search at all.
func TestSlangCurrencyWordsRead(t *testing.T) {
	for s, want := range map[string]string{"3.1刀（美元）/卡时": "美元 刀", "3.1刀/卡时": "刀", "9.8元/卡/时": "元", "1.9美刀": "美刀"} {
		if _, words, err := parseCurrencyWords(s); err != nil || strings.Join(words, " ") != want {
			t.Errorf("parseCurrencyWords(%q) = %q, %v; want %q", s, words, err, want)
		}
	}
	if n := testing.AllocsPerRun(20, func() { slangCurrencyWord("H100 9.8元/卡/时 包月", "CNY") }); n != 0 {
		t.Errorf("slangCurrencyWord on a row without 刀: %v allocations; want none", n)
	}
}

// Review (5): a Chinese GPU line with no compound unit word (卡时, 台月)
// is passed by at once: no pattern is run on it.
func TestSlangLeadUnitGuard(t *testing.T) {
	line := "8卡 H100 整台 9.8元/卡/时 现车2台"
	if !containsAnyKey(leadUnitPhrase, line) && leadUnitFigures(line) == line {
		return
	}
	t.Errorf("leadUnitFigures(%q): the patterns run on a line without a compound unit word", line)
}

// Review (3): "stands after a per" is one decision (perBefore) for the
// English abbreviation (RMB/c/h, RMB per c) and the Chinese per words
// (元/卡/时, 每台), spaces beside the per alike.
func TestSlangPerBeforeOnce(t *testing.T) {
	for before, want := range map[string]bool{"rmb/": true, "rmb / ": true, "rmb per ": true, "per": true, "元每": true, "50": false, "super": false} {
		if got := perBefore(before); got != want {
			t.Errorf("perBefore(%q) = %v; want %v", before, got, want)
		}
	}
	for low, want := range map[string]bool{"元/卡/时": true, "元 / 卡 / 时": true, "每卡每时": true, "8卡": false} {
		if got := perWord(low, "unit_gpu_zh"); got != want {
			t.Errorf("perWord(%q) = %v; want %v", low, got, want)
		}
	}
}
