package quotes

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"computecheck/internal/repotest"
)

// Fuzz targets: every parser must return without panicking, and whatever
// it returns must be sane (finite, non-negative, in its enum). Run one with
// e.g. go test -run '^$' -fuzz FuzzParsePrice -fuzztime 30s ./quotes

func finite(t *testing.T, what string, v float64) {
	t.Helper()
	if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
		t.Fatalf("%s = %v", what, v)
	}
}

func finitePtr(t *testing.T, what string, p *float64) {
	t.Helper()
	if p != nil {
		finite(t, what, *p)
	}
}

var fuzzSeeds = []string{"9.8元/卡·时", "¥38,000", "5.8万", "$2.79/GPU-hr", "¥ 2,400", "28,000", "面议", "元/台/月", "每台每月",
	"元/卡/小时", "per_gpu_hour", "/GPU-hr", "1个月", "按秒计费", "无", "1 hour", "none", "IB 4×200G HDR", "IB HDR 200G ×4",
	"RoCE 2×200G", "25GbE", "万兆以太网", "ib-ndr-400x8", "NVLink 400GB/s", "PCIe 4.0", "HCCS",
	"2TB内免费，超出0.35元/GB/月", "0.01元/GB/天", "50GB免费", "0.8元/GB", "免费", "按宕机时长3倍补偿",
	"SLA 99%：低于99%赔10%，低于95%赔25%", "不补偿", "支持", "不支持", "2026-12-31", "2026年12月15日", "2027/01/31",
	"", " ", "9.8-10", "1e308", "99999999999999999999", "１２３", "\x00", "\xff\xfe", "十二个月", "8x", "x8", "0x0G"}

func addSeeds(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
}

func FuzzParsePrice(f *testing.F) {
	f.Add("两块六一卡一小时")
	f.Add("月租3万6一台")
	f.Add("4台 / 118000")
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePrice(s)
		if err != nil {
			return
		}
		if !(p.Value > 0) || p.Value > maxPrice || math.IsInf(p.Value, 0) {
			t.Fatalf("ParsePrice(%q) value %v", s, p.Value)
		}
		if p.Unit != "" && !ValidUnit(p.Unit) {
			t.Fatalf("ParsePrice(%q) unit %q", s, p.Unit)
		}
		if p.Currency != "" && !validCurrency(p.Currency) {
			t.Fatalf("ParsePrice(%q) currency %q", s, p.Currency)
		}
	})
}

func FuzzParseUnit(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseUnit(s)
		if err == nil && !ValidUnit(u) {
			t.Fatalf("ParseUnit(%q) = %q", s, u)
		}
	})
}

func FuzzParseTerm(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		tm, err := ParseTerm(s)
		if err != nil {
			return
		}
		finite(t, "term value", tm.Value)
		if !oneOf(tm.Unit, TermSecond, TermMinute, TermHour, TermDay, TermWeek, TermMonth, TermYear) {
			t.Fatalf("ParseTerm(%q) unit %q", s, tm.Unit)
		}
		finite(t, "term hours", tm.Hours(720))
	})
}

func FuzzParseNetwork(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseNetwork(s)
		if err != nil {
			return
		}
		if !oneOf(n.Kind, InterIB, InterRoCE, InterEther, InterNone, Unknown) {
			t.Fatalf("ParseNetwork(%q) kind %q", s, n.Kind)
		}
		finitePtr(t, "nic gbps", n.NICGbps)
		finitePtr(t, "total gbps", n.TotalGbps)
		if n.NICs != nil && (*n.NICs < 1 || *n.NICs > 64) {
			t.Fatalf("ParseNetwork(%q) nics %d", s, *n.NICs)
		}
	})
}

func FuzzParseIntra(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		in, err := ParseIntra(s)
		if err != nil {
			return
		}
		if !oneOf(in.Kind, IntraNVLink, IntraPCIe, IntraHCCS) {
			t.Fatalf("ParseIntra(%q) kind %q", s, in.Kind)
		}
		finitePtr(t, "GB/s", in.GBps)
	})
}

func FuzzParseStorage(f *testing.F) {
	addSeeds(f)
	f.Add("2块3.84T NVMe") // disks counted in pieces
	f.Add("两片 960G")
	f.Fuzz(func(t *testing.T, s string) {
		st, _ := ParseStorage(s)
		finitePtr(t, "free GB", st.FreeGB)
		finitePtr(t, "price", st.PricePerGBMonth)
		e, _ := ParseEgress(s)
		finitePtr(t, "egress", e.PerGB)
		finitePtr(t, "bandwidth", e.PerMbpsMonth)
		gb, _, err := ParseSizeGB(s, "tb")
		if err == nil {
			finite(t, "size", gb)
		}
		if v, _, err := ParseMoney(s); err == nil {
			finite(t, "money", v)
		}
	})
}

func FuzzParseCompensation(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCompensation(s)
		if !oneOf(c.Kind, CompNone, CompMultiple, CompSLATiers, CompUnknown) {
			t.Fatalf("ParseCompensation(%q) kind %q", s, c.Kind)
		}
		if err == nil && c.Kind == CompUnknown {
			t.Fatalf("ParseCompensation(%q) read but unknown", s)
		}
		finitePtr(t, "multiple", c.Multiple)
		for _, tier := range c.Tiers {
			if tier.BelowPct <= 0 || tier.BelowPct > 100 || tier.CreditPct < 0 || tier.CreditPct > 100 {
				t.Fatalf("ParseCompensation(%q) tier %+v", s, tier)
			}
		}
	})
}

func FuzzParseYesNoDate(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		if b, err := ParseYesNo(s); (err == nil) != (b != nil) {
			t.Fatalf("ParseYesNo(%q) = %v, %v", s, b, err)
		}
		if d, err := ParseDate(s); err == nil {
			if d2, err := ParseDate(d); err != nil || d2 != d || len(d) != 10 {
				t.Fatalf("ParseDate(%q) = %q, not canonical", s, d)
			}
		}
		if n, err := ParseCount(s); err == nil && n < 0 {
			t.Fatalf("ParseCount(%q) = %d", s, n)
		}
	})
}

// FuzzRead feeds whole files: no panic, and every quote that comes back
// passes Validate with its row inside the file.
func FuzzRead(f *testing.F) {
	for _, dir := range []string{sampleDir(), repotest.PracticeDir()} {
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, p := range files {
			if filepath.Ext(p) == ".xlsx" {
				continue // zip mutations stop at the checksum; TestUnreadableFiles covers damaged workbooks
			}
			if b, err := os.ReadFile(p); err == nil {
				f.Add(filepath.Base(p), b)
			}
		}
	}
	f.Add("x.csv", []byte("vendor,gpu,price,price_unit\nA,H100,3,gpu_hour\n"))
	f.Add("x.json", []byte(`[{"vendor":"A","gpu":"H100-80G-SXM","price":3,"price_unit":"gpu_hour"}]`))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		res, err := Read(name, data)
		if err != nil {
			if _, ok := err.(*Problem); !ok {
				t.Fatalf("error is not a *Problem: %T %v", err, err)
			}
			return
		}
		for _, q := range res.Quotes {
			if err := q.Validate(); err != nil {
				t.Fatalf("quote fails Validate: %v", err)
			}
			if q.SourceRow < 1 || q.RowKey == "" || !utf8.ValidString(q.Vendor) {
				t.Fatalf("quote provenance: row %d key %q", q.SourceRow, q.RowKey)
			}
			if _, err := json.Marshal(q); err != nil {
				t.Fatal(err)
			}
		}
		for _, p := range res.Problems {
			if p.Reason.IsZero() || p.File == "" {
				t.Fatalf("problem without reason: %+v", p)
			}
		}
	})
}

var specSeeds = []string{"8*H800 80G SXM5 / 2TB内存 / 4*3.84T NVMe / IB 400G*8", "GPU：NVIDIA A800 SXM 80G ×8\nCPU：2×Xeon 8380\n内存：1TB",
	"单机4卡 NVIDIA L20（48G）/ 256G / 1×3.84T / 万兆", "昇腾 910B ×8（HCCS）｜鲲鹏920 ×4｜1.5TB｜2×7.68TB NVMe｜8×200GE RoCE",
	"8卡/台，2×8352V，512G", "RTX4090 ×8（24G）+ 2×EPYC 7763 + 512G + 2×3.84T + 25G×2", "99×H100", "×", "卡卡卡", "GPU:"}

// FuzzParseSpec: a machine-spec cell never panics, and what it finds is in range.
func FuzzParseSpec(f *testing.F) {
	for _, s := range append(specSeeds, fuzzSeeds...) {
		f.Add(s)
	}
	f.Add("8卡 A800 80G / 1TB内存 / 双25G") // a bare NIC speed part
	f.Add("4x H20 96G / 2×200G")
	f.Fuzz(func(t *testing.T, s string) {
		sp, ok := ParseSpec(s)
		if sp.GPUs != nil && (*sp.GPUs < 1 || *sp.GPUs > maxGPUsPerNode) {
			t.Fatalf("ParseSpec(%q) GPUs %d", s, *sp.GPUs)
		}
		if ok && sp.GPU == "" && sp.GPUs == nil {
			t.Fatalf("ParseSpec(%q) ok with nothing found", s)
		}
		finitePtr(t, "nvme", sp.NVMeTB)
	})
}

var unitSeeds = []string{"包月", "月付，3个月起租", "季付；不少于6个月", "按量(元/卡时)", "三个月", "1-yr reserved $/h", "8x GPU server $/hr", "per VM-hour (2 GPUs)", "整机租金(元)",
	"单卡价", "约合每卡每小时2.07元", "月付均摊 3.05元/卡·时", "包月，约合4.25元/卡时", "9.6万/台·年", "8x H100 80GB SXM, $23.92/hr",
	"1.6万~1.9万", "US$2.39", "整台打包价", "包周价", "十二个月", "半年", "每卡每月",
	"折合 4.2 元/卡时（月付 24,192/台）", "年付 每台每月1.98万，相当于每卡每小时3.44元", "8卡机 月租5.3万", "元/8卡/时", "$/8xGPU/hr",
	"Reserved 12 mo, per GPU / hr (USD)", "12-month", "包月 整机2.36万/月，约每卡时4.1元", "1.2w/台/周", "1e400",
	"万元/台/年", "单价(万元)", "5.8（万元/台/年）", "千元/台/月", "12元/卡时起", "低至3.9", "from $2.10/hr", "2.10+", "3个月起租",
	"平均每卡每小时 9.03 元", "月付 52,000/台，平均每卡每小时 9.03 元", "摊到每卡每小时 6.2 元", "monthly, averaging $2.10/GPU-hr",
	"１２．５元／卡／时", "元/卡/時", "4.2萬/臺/月", "年付（12个月）", "包季(90天)", "包月价", "含税价(元/卡/时)", "List price", "折后价"}

// FuzzUnitPhrases: plan words, unit phrases and price cells never panic;
// a price read is positive and finite, a period is one the reader knows.
func FuzzUnitPhrases(f *testing.F) {
	for _, s := range append(unitSeeds, fuzzSeeds...) {
		f.Add(s)
	}
	periods := map[string]bool{"": true, "hour": true, "day": true, "week": true, "month": true, "quarter": true, "halfyear": true,
		"year": true, "second": true, "minute": true, "mtok": true}
	f.Fuzz(func(t *testing.T, s string) {
		if m, ok := parseMode(s); ok {
			if !periods[m.period] || m.term != nil && (m.term.Value <= 0 || math.IsInf(m.term.Hours(720), 0)) {
				t.Fatalf("parseMode(%q) = %+v", s, m)
			}
		}
		h := parseHint(s)
		if !periods[h.period] || h.gpus != nil && (*h.gpus < 1 || *h.gpus > maxGPUsPerNode) {
			t.Fatalf("parseHint(%q) = %+v", s, h)
		}
		pc, err := parsePriceCell(s)
		if err == nil && !(pc.value > 0 && pc.value <= maxPrice) {
			t.Fatalf("parsePriceCell(%q) value %v", s, pc.value)
		}
		_, _, _ = tierInHeader(s)
	})
}

// FuzzHeaderMatcher: any header text and column values score without
// panicking, and assign gives each single field at most one column.
func FuzzHeaderMatcher(f *testing.F) {
	f.Add("供货方|GPU规格|单机卡数|刊例价|收费口径", "京海|A100 PCIe 40GB|8|3.65|每卡每小时")
	f.Add("Supplier / 供方|Model / 型号|Rate / 费率|Per / 计价", "墨竹|H100|70.4|元/台/时")
	f.Add("Machine $/hr|Accelerator|Cloud", "21.60|H100|Q")
	f.Fuzz(func(t *testing.T, header, values string) {
		hs, _, cols := fuzzColumns(header, values)
		got := assign(hs, cols, nil)
		seen := map[string]bool{}
		for _, s := range got {
			if s.field != "" && !multiColumn[s.field] {
				if seen[s.field] {
					t.Fatalf("field %q given twice: %v", s.field, hs)
				}
				seen[s.field] = true
			}
		}
		_ = matchHeader(header)
	})
}

func splitFuzz(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s) && len(out) < 32; i++ {
		if s[i] == '|' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

var lineSeeds = []string{"云景数据 GPU服务器租赁价格表（乌兰察布 · 2026年12月）", "单位：元/台·月；租期越长单价越低", "供应商：恒沙智算",
	"报价单位：洛川数智科技有限公司　客户：某高校", "Lumenfield Cloud bare-metal offers (December 2026)", "All prices in US dollars.",
	"Prices in USD per GPU-hour unless the Unit column says otherwise.", "注：以上为整实例价格，含实例内全部GPU；按量按秒计费",
	"“元/台”为整台服务器价格（含全部GPU）", "price is for the whole 8-GPU node", "1-year commitment", "12个月合约", "reserved for 6 months",
	"07_云杉智算_GPU租赁报价单_202612.csv", "m13_江南算力_库存报价.csv", "八卡 A800 / 1T", "双卡 RTX 6000 Ada 48G 工作站"}

// FuzzLines: the readers of lines around a table (titles, unit and basis
// statements, notes, file names) never panic, and what they return is
// well formed: a vendor is a trimmed non-empty name or nothing, a term is
// positive, a basis is gpu or node.
func FuzzLines(f *testing.F) {
	for _, s := range append(lineSeeds, fuzzSeeds...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range []string{vendorFromTitle(s), vendorFromFileName(s)} {
			if v != strings.TrimSpace(v) {
				t.Fatalf("vendor %q from %q is not trimmed", v, s)
			}
		}
		if b, _ := basisStatement([]string{s}); b != "" && b != "gpu" && b != "node" {
			t.Fatalf("basisStatement(%q) = %q", s, b)
		}
		if h, _ := unitStatement([]string{s}); h.gpus != nil && (*h.gpus < 1 || *h.gpus > maxGPUsPerNode) {
			t.Fatalf("unitStatement(%q) gpus %d", s, *h.gpus)
		}
		if tm, _ := noteCommitment(s); tm != nil && !(tm.Value > 0) {
			t.Fatalf("noteCommitment(%q) = %+v", s, *tm)
		}
		_ = cnCounts(s)
	})
}

// reEUNumber: a number written the European way ("2.400,00", "3,75").
var reEUNumber = regexp.MustCompile(`^(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d{1,2})$`)

// FuzzNumbersAndWords: European numbers, traditional characters and price
// versions never panic; a European rewrite leaves no decimal comma, and
// folding keeps the number of characters.
func FuzzNumbersAndWords(f *testing.F) {
	for _, s := range []string{"3,75", "2.400,00", "1.250", "12,5 €/GPU-h", "H100;8;2,45;USD", "供應商;顯卡型號;單價", "價格(含稅)", "刊例价",
		"Discounted price", "不含税单价(元/卡/时)", "1,234.56", ",,", "..", "9,99,9", "8.5折", "九五折", "-15%", "20% off", "0.85", "100折", "0折"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		orig := strings.Split(s, ";")
		tb := &table{rows: [][]string{append([]string(nil), orig...)}}
		if _, restyled := numberStyle(tb, ';'); !restyled {
			return
		}
		for i, c := range orig {
			if reEUNumber.MatchString(c) {
				if _, err := ParseNumber(tb.rows[0][i]); err != nil {
					t.Fatalf("%q rewritten to %q: %v", c, tb.rows[0][i], err)
				}
			}
		}
		if !strings.ContainsAny(s, "伺記硬顯") && utf8.RuneCountInString(foldTrad(s)) != utf8.RuneCountInString(s) {
			t.Fatalf("foldTrad(%q) changed the length", s)
		}
		_, _, _ = variantOf(s)
		if f, ok := parseDiscount(s); ok && !(f > 0 && f <= 1) {
			t.Fatalf("parseDiscount(%q) = %v", s, f)
		}
		_ = reFromPrice.MatchString(s)
		_ = bracketTerm(s)
		_, _ = transposed(tb)
	})
}

// fuzzColumns splits a fuzzed header line and value line ("a|b|c") into
// the headers, the values and one column of values per header.
func fuzzColumns(header, values string) ([]string, []string, [][]string) {
	hs, vs := splitFuzz(header), splitFuzz(values)
	cols := make([][]string, len(hs))
	for i := range cols {
		if i < len(vs) {
			cols[i] = []string{vs[i]}
		}
	}
	return hs, vs, cols
}
