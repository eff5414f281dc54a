package quotes

// Reseller sheets name the vendor they resell as the "upstream" (上游,
// 上游供应商, 上游厂商, "Upstream"): the vendor column.
var upstreamVendorSynonyms = []string{"上游", "上游供应商", "上游厂商", "上游平台", "上游资源方", "upstream", "upstream vendor", "upstream provider"}

func init() {
	for _, n := range upstreamVendorSynonyms {
		if k := headerKey(n); synonymIndex[k] == "" {
			synonymIndex[k] = fVendor
		}
	}
	synonyms = append(synonyms, struct {
		field string
		names []string
	}{fVendor, upstreamVendorSynonyms})
}
