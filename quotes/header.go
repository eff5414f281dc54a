package quotes

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Field names a column can map to (the JSON names where there is one).
const (
	fVendor       = "vendor"
	fOffer        = "offer"
	fRegion       = "region"
	fGPU          = "gpu"
	fGPUText      = "gpu_text"
	fGPUsPerNode  = "gpus_per_node"
	fNodes        = "nodes"
	fPrice        = "price"
	fPriceText    = "price_text"
	fUnit         = "price_unit"
	fCurrency     = "currency"
	fTax          = "tax_included"
	fMinTerm      = "min_term"
	fIncrement    = "billing_increment"
	fReleaseIdle  = "release_idle"
	fIntra        = "intra_node"
	fIntraGBps    = "intra_node_gbps"
	fPCIeGen      = "pcie_gen"
	fInter        = "inter_node"
	fInterGbps    = "inter_node_gbps"
	fNICs         = "nics"
	fNICGbps      = "nic_gbps"
	fNVMe         = "local_nvme_tb"
	fCPU          = "cpu"
	fRAM          = "ram"
	fStorageFree  = "storage_free_gb"
	fStoragePrice = "storage_price_per_gb_month"
	fEgress       = "egress_price_per_gb"
	fBandwidth    = "bandwidth_price_per_mbps_month"
	fImageFee     = "image_fee"
	fSetupFee     = "setup_fee"
	fGPULess      = "gpu_less_price_per_hour"
	fVoucher      = "voucher_discount_pct"
	fResume       = "resume_supported"
	fResponse     = "failure_response_hours"
	fCompensation = "compensation"
	fValidFrom    = "valid_from"
	fValidUntil   = "valid_until"
	fQuotedOn     = "quoted_on"
	fSource       = "source"
	fNotes        = "notes"
	fMode         = "billing_mode" // 按量/包月/包年: the plan (price period and term)
	fSpec         = "spec"         // the whole machine in one cell
	fTotalGPUs    = "total_gpus"   // all cards offered (总卡数, 库存(卡))
	fGPUForm      = "gpu_form"     // the GPU's form factor / memory beside its name ("SXM5 80GB")
	fDiscount     = "discount"     // a discount on the row's list price (折扣 8.5折)

	fIgnore        = "-"
	minHeaderCols  = 3
	headerScanRows = 40
)

// synRow is one header synonym: its rule id, the field, the name as
// written and folded (headerKey), and the folded name's length.
type synRow struct {
	rule, field, name, key string
	runes                  int
	role                   string // "serial": a row-number column's header (PG0041)
}

// synonyms are the rows of words/header_synonyms.tsv; synonymAt is the
// first row a folded name names whole, synonymIndex its field.
var synonyms = loadSynonyms(headerSynonymsTSV)
var synonymAt, synonymIndex = func() (map[string]int, map[string]string) {
	at, field := map[string]int{}, map[string]string{}
	for i, s := range synonyms {
		if _, dup := at[s.key]; !dup {
			at[s.key], field[s.key] = i, s.field
		}
	}
	return at, field
}()

//go:embed words/header_synonyms.tsv
var headerSynonymsTSV string

// loadSynonyms reads RULE-ID, FIELD, NAME rows, a ROLE after where the
// name has one; a rule id may appear once.
func loadSynonyms(tsv string) []synRow {
	var out []synRow
	ids := map[string]bool{}
	for n, line := range strings.Split(tsv, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != 3 && (len(p) != 4 || p[3] == "") || p[0] == "" || ids[p[0]] || p[1] == "" || p[2] == "" {
			panic(fmt.Sprintf("quotes: words/header_synonyms.tsv line %d: want a new RULE-ID, FIELD, NAME (, ROLE)", n+1))
		}
		ids[p[0]] = true
		k := headerKey(p[2])
		r := synRow{p[0], p[1], p[2], k, utf8.RuneCountInString(k), ""}
		if len(p) == 4 {
			r.role = p[3]
		}
		out = append(out, r)
	}
	return out
}

var reHint = regexp.MustCompile(`[(\[{【〔]([^)\]}】〕]*)[)\]}】〕]`)

// headerKey folds a header for matching.
func headerKey(h string) string {
	h = norm(h)
	h = reHint.ReplaceAllString(h, "")
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t', '\n', '\r', '_', '-', '.', ':', '*', '\u00a0', '\u3000':
			return -1
		}
		return r
	}, h)
}

// headerCore is a header folded (norm) without its bracketed hint
// ("计费项（说明）" -> "计费项").
func headerCore(h string) string {
	return remember(&headerCores, h, func(h string) string { return strings.TrimSpace(reHint.ReplaceAllString(norm(h), "")) })
}

// headerCores: a table's few headers are asked of on each of its rows.
var headerCores memo[string, string]

// headerHint is the text in brackets ("单价(元/卡/时)" -> "元/卡/时").
// A bracketed tag opening the header before another bracket is a label, not
// its hint ("【我司增加】包月单价（元/台/月）" -> "元/台/月", RQ0006: a column a
// vendor added to the buyer's form).
//
// A group's header joined over its sub-header's may hold a bracket of each
// ("整机租金（元/台） 应急短租（元/台/周）", stop 50 set132/02): where the
// first states no period and a later one states one on the same basis, the
// later, the sub-column's own, is the hint.
func headerHint(h string) string {
	h = strings.TrimSpace(narrow(h))
	ms := reHint.FindAllStringSubmatchIndex(h, -1)
	if len(ms) >= 2 && ms[0][0] == 0 {
		ms = ms[1:]
	}
	first := ""
	for k, m := range ms {
		in := payTermsOut(strings.TrimSpace(h[m[2]:m[3]]))
		if in == "" {
			continue
		}
		if first == "" {
			if first = in; k > 0 || len(ms) == 1 {
				return first
			}
			continue
		}
		a, b := parseHint(first), parseHint(in)
		if a.period == "" && b.period != "" && (a.basis == "" || a.basis == b.basis) && (a.currency == "" || a.currency == b.currency) {
			return in
		}
		return first
	}
	return first
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
