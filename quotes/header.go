package quotes

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"
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

// synonyms maps each field to the header names that mean it, Chinese and
// English. Matching folds case, full-width forms, spaces, '_', '-', '.',
// and ignores a unit hint in brackets ("单价(元)").
var synonyms = loadSynonyms(headerSynonymsTSV)

// headerSynonymsTSV is the synonym table, one row per wording with its
// rule id (words/header_synonyms.tsv).
//
//go:embed words/header_synonyms.tsv
var headerSynonymsTSV string

// loadSynonyms reads the table into the lists the matcher walks: one per
// run of rows of a field, in the table's order (where two rows fold to the
// same name, the first wins).
func loadSynonyms(tsv string) []struct {
	field string
	names []string
} {
	var out []struct {
		field string
		names []string
	}
	ids := map[string]bool{}
	for n, line := range strings.Split(tsv, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "\t")
		if len(parts) != 3 || parts[0] == "" || ids[parts[0]] || parts[1] == "" || parts[2] == "" {
			panic(fmt.Sprintf("quotes: words/header_synonyms.tsv line %d: want a new RULE-ID, FIELD, NAME", n+1))
		}
		ids[parts[0]] = true
		if len(out) == 0 || out[len(out)-1].field != parts[1] {
			out = append(out, struct {
				field string
				names []string
			}{field: parts[1]})
		}
		i := len(out) - 1
		out[i].names = append(out[i].names, parts[2])
	}
	return out
}

var (
	synonymIndex = func() map[string]string {
		m := map[string]string{}
		for _, s := range synonyms {
			for _, n := range s.names {
				k := headerKey(n)
				if _, dup := m[k]; !dup {
					m[k] = s.field
				}
			}
		}
		return m
	}()
	reHint = regexp.MustCompile(`[(\[{【〔]([^)\]}】〕]*)[)\]}】〕]`)
)

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

// headerHint is the text in brackets ("单价(元/卡/时)" -> "元/卡/时").
func headerHint(h string) string {
	if m := reHint.FindStringSubmatch(narrow(h)); m != nil {
		return strings.TrimSpace(m[1])
	}
	return ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
