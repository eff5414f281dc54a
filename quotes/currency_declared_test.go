package quotes

import (
	"strings"
	"testing"
)

// readText reads a CSV text and fails the test on a file-level error.
func readText(t *testing.T, name, text string) *FileResult {
	t.Helper()
	res, err := Read(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// A file's declared currency governs a bare 元 in its headers: the HK
// seller's 元/卡/小時 is HK$, the Taiwan seller's 元/台/月 beside "NT$ …" is
// NT$ (the cell's own word); the reading is warned, never stored as CNY.
func TestDeclaredCurrencyGovernsBareYuan(t *testing.T) {
	for _, c := range []struct {
		name, text, want string
	}{
		{"hk.csv", "香江算力有限公司 GPU 租用報價\n幣種：港幣（HKD）；參考匯率 1 HKD ≈ 0.91 CNY\n型號,每部機卡數,按小時（元/卡/小時）\nNVIDIA H100 SXM 80GB,8,14.80\n", "HKD"},
		{"sg.csv", "狮城算力有限公司 报价\n币种：新加坡元\nGPU型号,单机卡数,单价（元/卡/时）\nH100 SXM 80GB,8,3.10\n", "SGD"},
		{"tw.csv", "台雲算股份有限公司 牌價\n備註：未稅\n方案,GPU,每台卡數,計價方式,單價\nG8,H100 SXM 80GB,8,元/卡/小時,NT$ 62.00\n", "TWD"},
		{"twline.csv", "台雲算股份有限公司 牌價\n幣別：新台幣（NT$）\n方案,GPU,每台卡數,計價方式,單價\nG8,H100 SXM 80GB,8,元/卡/小時,62.00\n", "TWD"},
	} {
		res := readText(t, c.name, c.text)
		if len(res.Quotes) != 1 {
			t.Errorf("%s: %d quotes, problems %+v", c.name, len(res.Quotes), res.Problems)
			continue
		}
		q := res.Quotes[0]
		if q.Currency != c.want {
			t.Errorf("%s: currency %s, want %s", c.name, q.Currency, c.want)
		}
		if q.PricePerGPUHour != nil {
			t.Errorf("%s: a CNY figure %v for a %s price", c.name, *q.PricePerGPUHour, c.want)
		}
		if (c.name == "hk.csv" || c.name == "sg.csv") && !hasKey(q, "import.warn.sign_read_as") {
			t.Errorf("%s: 元 read as %s without a warning: %v", c.name, c.want, RenderAll(q.Warnings, "en"))
		}
	}
}

// A 元 under a title that states the unit, beside a line about some rows
// ("香港节点以美元计价"), stays the title's CNY: a line's sign does not yield to
// another line. And a row's own 人民币 in a file declaring HKD is kept and
// warned.
func TestDeclaredCurrencyLinesAndRowWords(t *testing.T) {
	res := readText(t, "region.csv", "北辰智算 GPU 刊例价（单卡按量，元/卡·时）\n更新日期 2026-12-01；香港节点以美元计价（USD/GPU·hr），其余为人民币含税价。\n型号,单机卡数,北京,香港 (USD)\nH800 SXM 80G,8,6.9,1.95\n")
	got := map[string]string{}
	for _, q := range res.Quotes {
		got[q.Region+q.Offer+q.PriceText] = q.Currency
	}
	for _, q := range res.Quotes {
		want := "CNY"
		if strings.Contains(q.PriceText, "1.95") {
			want = "USD"
		}
		if q.Currency != want {
			t.Errorf("price %s: currency %s, want %s", q.PriceText, q.Currency, want)
		}
	}
	if len(res.Quotes) != 2 {
		t.Errorf("%d quotes (%v), problems %+v", len(res.Quotes), got, res.Problems)
	}

	res = readText(t, "hkrmb.csv", "香江算力有限公司 GPU 租用報價\n幣種：港幣（HKD）\n型號,每部機卡數,單價（人民幣/卡/小時）\nNVIDIA H100 SXM 80GB,8,14.80\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Currency != "CNY" || !hasKey(res.Quotes[0], "import.warn.currency_over_line") {
		t.Errorf("a 人民幣 header under a HKD line: want CNY, warned; got %+v, problems %+v", res.Quotes, res.Problems)
	}
}

func TestTaiwanDollarWords(t *testing.T) {
	for s, want := range map[string]string{"NT$ 62.00": "TWD", "新台幣 468,000": "TWD", "TWD 18.5": "TWD", "$2.10": "USD", "HK$ 3": "HKD"} {
		if got, err := ParseCurrency(s); err != nil || got != want {
			t.Errorf("ParseCurrency(%q) = %q, %v; want %s", s, got, err, want)
		}
	}
	for s, want := range map[string]string{"幣別：新台幣（NT$）；以下價格均為未稅價": "TWD", "币别：人民币": "CNY", "以上價格均以新台幣計價": "TWD", "报价均以新加坡元结算": "SGD"} {
		if got := lineCurrency(s); got != want {
			t.Errorf("lineCurrency(%q) = %q, want %s", s, got, want)
		}
	}
}

// An accounting format writes a negative amount in brackets: never a price.
func TestBracketNegativeIsNoPrice(t *testing.T) {
	for _, s := range []string{" ¥ (2,000.00)", "(1,200)", "¥(80.00)", "（2,000.00）", "USD (15.00)"} {
		if _, err := ParsePrice(s); err == nil || !strings.Contains(err.Error(), "negative") {
			t.Errorf("ParsePrice(%q): %v, want the negative-amount refusal", s, err)
		}
	}
	for s, want := range map[string]float64{" ¥ 79,200.00 ": 79200, "12.5 (含税)": 12.5} {
		if p, err := ParsePrice(s); err != nil || p.Value != want {
			t.Errorf("ParsePrice(%q) = %v, %v; want %v", s, p.Value, err, want)
		}
	}
}

// An ERP export's title row sets label fields side by side, the first one
// a label no table knows ("价目表编号：…"): each field is its own line, so
// the 供应商 field names the vendor and the 币别 field the currency.
func TestERPTitleFieldsNameVendor(t *testing.T) {
	res := readText(t, "erp.csv", "销售价目表\n价目表编号：XSJM-2026-012,供应商：青白江数智云科技有限公司,币别：人民币\n物料编码,物料名称,规格型号,计量单位,含税单价\nGPU-H100-8,H100 80GB SXM5 整机租赁,8卡/台,台·月,\" ¥ 79,200.00 \"\nGPU-L20-8,L20 48GB 整机租赁,8卡/台,台·天, ¥ 480.00 \n")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "青白江数智云科技有限公司" || q.Currency != "CNY" {
			t.Errorf("got vendor %q price %v %s", q.Vendor, q.Price, q.Currency)
		}
	}
}

// A price whose comma can only be a decimal comma ("2,35") reads so in a
// row priced in EUR, warned; the same cell in a CNY row stays refused.
func TestRowDecimalCommaCurrency(t *testing.T) {
	res := readText(t, "fx.csv", "跨境算力报价\n机房,GPU,每台卡数,币种,报价,计价单位\n法兰克福,H100 PCIe 80G,1,EUR,\"2,35\",per GPU-hour\n成都,H100 PCIe 80G,1,CNY,\"2,35\",per GPU-hour\n达拉斯,H200 141G,8,USD,\"24,800.00\",per node-month\n")
	byCur := map[string]Quote{}
	for _, q := range res.Quotes {
		byCur[q.Currency] = q
	}
	if q, ok := byCur["EUR"]; !ok || q.Price != 2.35 || !hasKey(q, "import.warn.row_number_style") {
		t.Errorf("EUR 2,35: got %+v", q)
	}
	if q, ok := byCur["USD"]; !ok || q.Price != 24800 {
		t.Errorf("USD 24,800.00: got %+v", q)
	}
	if _, ok := byCur["CNY"]; ok {
		t.Errorf("CNY 2,35 stored: %+v", byCur["CNY"])
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 4 {
		t.Errorf("want one refusal at row 4, got %+v", res.Problems)
	}
}

// FuzzRowNumberStyle: whatever a cell holds, the row's decimal-comma
// reading never panics, never adds a comma, and leaves a cell with a
// point-style figure as it was.
func FuzzRowNumberStyle(f *testing.F) {
	for _, s := range []string{"2,35", "24,800.00", "9.460,80", "EUR 2,35", "1,295", "2,35 / 3,10", "", "（２，３５）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := rowIn{cells: map[string]cell{fCurrency: {text: "EUR"}}, prices: []priceIn{{cell: cell{text: s, letter: "E", header: "报价"}}}}
		rowNumberStyle(&r)
		got := r.prices[0].text
		if strings.Count(got, ",") > strings.Count(s, ",") {
			t.Errorf("%q -> %q adds a comma", s, got)
		}
		if got != s {
			if _, ok := r.styleNotes["E"]; !ok {
				t.Errorf("%q -> %q without a note", s, got)
			}
		}
	})
}

// Of two columns that name GPUs equally often, an ERP export's item code
// ("GPU-A100-1") and its item name ("A100 40GB PCIe 单卡"), the name
// stating the memory is the GPU column: the code would be read as the
// assumed A100-80G-SXM.
func TestGPUColumnNamesOverCodes(t *testing.T) {
	res := readText(t, "codes.csv", "供应商：青白江数智云科技有限公司\n物料编码,物料名称,规格型号,计量单位,含税单价\nGPU-A100-1,A100 40GB PCIe 单卡,1卡,卡·时,2.50\nGPU-H800P-8,H800 80GB PCIe 整机租赁,8卡/台,台·周,\"11,424.00\"\n")
	got := map[string]bool{}
	for _, q := range res.Quotes {
		got[q.GPU] = true
	}
	if !got["A100-40G-PCIe"] || !got["H800-80G-PCIe"] || len(res.Quotes) != 2 {
		t.Errorf("GPUs %v, problems %+v", got, res.Problems)
	}
}

// A 税率 column states the rate ("13%", "6" under 税率(%)), not whether the
// price holds it: no "could not be read" warning, the price's own header
// (含税单价) answers; a 是否含税 column's 否 still reads.
func TestTaxRateColumnIsNoYesNo(t *testing.T) {
	res := readText(t, "rate.csv", "锦城智算科技有限公司 报价\nGPU型号,单机卡数,计费单位,税率(%),含税单价\nH100 SXM 80GB,8,元/卡/时,6,12.00\nL40S 48GB,8,元/卡/时,13%,4.00\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if hasKey(q, "import.warn.unread") {
			t.Errorf("%s: a rate read as an unreadable yes/no: %v", q.GPU, RenderAll(q.Warnings, "en"))
		}
		if q.TaxIncluded == nil || !*q.TaxIncluded {
			t.Errorf("%s: tax included %v, want true from 含税单价", q.GPU, q.TaxIncluded)
		}
	}
	for _, c := range []struct {
		header, text string
		want         bool
	}{{"税率(%)", "6", true}, {"税率", "13%", true}, {"是否含税", "6%", true}, {"是否含税", "6", false}, {"税率", "含税", false}, {"税率", "600", false}} {
		if _, got := taxRate(c.header, c.text); got != c.want {
			t.Errorf("taxRate(%q, %q) = %v, want %v", c.header, c.text, got, c.want)
		}
	}
}

// RM, MYR, MOP are whole words (not the rm of "term" or "rmb"); 令吉,
// 澳門元 and ringgit are words anywhere.
func TestWholeWordCurrencies(t *testing.T) {
	for s, want := range map[string]string{"RM 9.94": "MYR", "RM9.94": "MYR", "(RM)": "MYR", "Ringgit Malaysia": "MYR", "令吉": "MYR",
		"澳門元/卡/小時": "MOP", "MOP 17.50": "MOP", "term of 3 months": "", "RMB 5": "CNY", "firm price": "", "新台幣": "TWD", "港幣": "HKD"} {
		got, err := parseCurrency(s)
		if err != nil || got != want {
			t.Errorf("parseCurrency(%q) = %q %v, want %q", s, got, err, want)
		}
	}
}
