package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Field names a column can map to (the JSON names where there is one).
const (
	fVendor        = "vendor"
	fOffer         = "offer"
	fRegion        = "region"
	fGPU           = "gpu"
	fGPUText       = "gpu_text"
	fGPUsPerNode   = "gpus_per_node"
	fNodes         = "nodes"
	fPrice         = "price"
	fPriceText     = "price_text"
	fUnit          = "price_unit"
	fCurrency      = "currency"
	fTax           = "tax_included"
	fMinTerm       = "min_term"
	fIncrement     = "billing_increment"
	fReleaseIdle   = "release_idle"
	fIntra         = "intra_node"
	fIntraGBps     = "intra_node_gbps"
	fPCIeGen       = "pcie_gen"
	fInter         = "inter_node"
	fInterGbps     = "inter_node_gbps"
	fNICs          = "nics"
	fNICGbps       = "nic_gbps"
	fNVMe          = "local_nvme_tb"
	fCPU           = "cpu"
	fRAM           = "ram"
	fStorageFree   = "storage_free_gb"
	fStoragePrice  = "storage_price_per_gb_month"
	fEgress        = "egress_price_per_gb"
	fBandwidth     = "bandwidth_price_per_mbps_month"
	fImageFee      = "image_fee"
	fSetupFee      = "setup_fee"
	fGPULess       = "gpu_less_price_per_hour"
	fVoucher       = "voucher_discount_pct"
	fResume        = "resume_supported"
	fResponse      = "failure_response_hours"
	fCompensation  = "compensation"
	fValidFrom     = "valid_from"
	fValidUntil    = "valid_until"
	fQuotedOn      = "quoted_on"
	fSource        = "source"
	fNotes         = "notes"
	fIgnore        = "-"
	minHeaderCols  = 3
	headerScanRows = 30
)

// synonyms maps each field to the header names that mean it, Chinese and
// English. Matching folds case, full-width forms, spaces, '_', '-', '.',
// and ignores a unit hint in brackets ("单价(元)").
var synonyms = []struct {
	field string
	names []string
}{
	{fIgnore, []string{"序号", "编号", "行号", "id", "no", "#", "price_per_gpu_hour", "reporting_currency", "warnings", "raw",
		"created_at", "updated_at", "deleted_at", "source_file", "source_sheet", "source_row", "source_hash", "row_key",
		"min_hours_derived", "元/gpu时", "元/卡时(折算)", "折算单价"}},
	{fVendor, []string{"供应商", "平台名称", "平台", "厂商", "服务商", "供应商名称", "云厂商", "公司", "公司名称", "商家", "算力平台",
		"vendor", "provider", "supplier", "company", "cloud", "vendor_name"}},
	{fOffer, []string{"方案", "套餐", "产品", "方案名称", "产品名称", "规格", "实例规格", "配置", "机型", "套餐名称",
		"offer", "plan", "product", "sku", "instance_type", "offer_name"}},
	{fRegion, []string{"地区", "区域", "地域", "机房", "城市", "可用区", "机房位置", "region", "location", "zone", "datacenter", "data_center"}},
	{fGPU, []string{"gpu型号", "卡型", "gpu", "显卡", "显卡型号", "型号", "加速卡", "加速卡型号", "算力卡", "芯片", "gpu卡型", "卡型号",
		"gpu_model", "gpu_type", "accelerator", "card", "gpu_name"}},
	{fGPUText, []string{"gpu_text", "vendor_gpu", "gpu原文"}},
	{fGPUsPerNode, []string{"每台卡数", "单机卡数", "卡数", "卡数/台", "每台gpu数", "每台gpu数量", "单机gpu数", "gpu数", "gpu数量",
		"卡数量", "每节点卡数", "每机卡数", "单台卡数", "gpus_per_node", "gpu_count", "gpus", "gpus_per_server", "cards_per_node"}},
	{fNodes, []string{"台数", "机器数量", "节点数", "节点数量", "机器数", "服务器数量", "服务器台数", "数量", "台", "可租台数",
		"nodes", "node_count", "machines", "servers", "instances", "quantity", "qty"}},
	{fPrice, []string{"报价", "单价", "价格", "租金", "租赁价格", "费用", "租用价格", "算力价格", "price", "unit_price", "rate", "cost", "list_price"}},
	{fPriceText, []string{"price_text", "报价原文"}},
	{fUnit, []string{"计费方式", "单位", "计价单位", "计费单位", "价格单位", "计费模式", "报价单位", "单价单位",
		"price_unit", "unit", "billing_unit", "price_basis", "per"}},
	{fCurrency, []string{"币种", "货币", "币别", "currency", "ccy"}},
	{fTax, []string{"含税", "是否含税", "税", "tax_included", "tax", "incl_tax"}},
	{fMinTerm, []string{"最短租期", "最低租期", "起租期", "最短租用时长", "最短租用期", "最低租用时长", "租期", "最短时长", "起租",
		"min_duration", "min_term", "min_hours", "minimum", "minimum_term", "min_commit", "minimum_duration", "min_rental"}},
	{fIncrement, []string{"计费粒度", "计费周期", "结算周期", "计费精度", "计费步长", "计费颗粒度",
		"billing_increment", "billing_increment_hours", "increment", "granularity", "billing_granularity"}},
	{fReleaseIdle, []string{"闲置释放", "随时释放", "可随时释放", "可释放", "释放", "提前释放", "可提前释放", "release_idle", "early_release", "release"}},
	{fIntra, []string{"卡间互联", "机内互联", "gpu互联", "互联", "机内", "卡间通信", "互联方式", "卡间互连", "机内互连",
		"intra_node", "intra_link", "gpu_interconnect", "interconnect", "nvlink"}},
	{fIntraGBps, []string{"intra_node_gbps", "intra_node_gb_s", "卡间带宽", "互联带宽"}},
	{fPCIeGen, []string{"pcie_gen", "pcie代数"}},
	{fInter, []string{"网络", "节点互联", "机间网络", "机间互联", "组网", "高速网络", "计算网络", "节点间网络", "网卡", "机间互连", "集群网络",
		"inter_node", "network", "fabric", "inter_node_network"}},
	{fInterGbps, []string{"inter_node_gbps", "网络带宽", "机间带宽"}},
	{fNICs, []string{"nics", "网卡数", "网卡数量"}},
	{fNICGbps, []string{"nic_gbps", "单网卡带宽"}},
	{fNVMe, []string{"本地nvme", "本地盘", "本地存储", "nvme", "本地ssd", "本地硬盘", "本地nvme盘", "local_nvme_tb", "local_nvme", "local_disk", "local_ssd", "local_storage"}},
	{fCPU, []string{"cpu", "处理器", "vcpu", "cpu配置", "cpu型号", "cpu核数"}},
	{fRAM, []string{"内存", "ram", "memory", "mem", "内存配置"}},
	{fStorageFree, []string{"免费存储", "免费额度", "赠送存储", "免费存储空间", "免费空间", "storage_free_gb", "free_storage", "storage_free", "free_storage_gb"}},
	{fStoragePrice, []string{"存储单价", "存储费用", "存储价格", "存储", "存储费", "数据盘价格", "数据盘", "云盘", "存储收费",
		"storage_price_gb_month", "storage_price_per_gb_month", "storage_price", "storage"}},
	{fEgress, []string{"出网流量", "流量费用", "流量", "出网", "公网流量", "流量费", "出网费用", "流量价格", "流量单价", "下行流量",
		"egress_price_gb", "egress_price_per_gb", "egress", "traffic", "egress_price", "data_transfer"}},
	{fBandwidth, []string{"带宽", "公网带宽", "带宽费用", "带宽价格", "bandwidth_price_per_mbps_month", "bandwidth", "bandwidth_price"}},
	{fImageFee, []string{"镜像费", "镜像费用", "镜像", "image_fee", "image", "license_fee"}},
	{fSetupFee, []string{"部署费", "安装费", "开通费", "初装费", "一次性费用", "setup_fee", "setup", "one_time_fee"}},
	{fGPULess, []string{"无卡模式", "无卡模式价格", "gpu_less_price_per_hour", "gpu_less_price", "gpu_less_mode"}},
	{fVoucher, []string{"算力券", "算力券抵扣", "voucher_discount_pct", "voucher"}},
	{fResume, []string{"断点续训", "断点续训支持", "续训", "支持断点续训", "checkpoint_resume", "resume_supported", "resume", "checkpoint"}},
	{fResponse, []string{"故障响应时间", "故障响应", "响应时间", "故障处理时间", "响应时效", "failure_response_hours", "response_time", "failure_response"}},
	{fCompensation, []string{"故障补偿", "补偿", "赔付", "sla", "补偿方式", "补偿标准", "赔偿", "故障赔付", "sla补偿",
		"compensation", "failure_credit", "sla_credit"}},
	{fValidFrom, []string{"生效日期", "有效期起", "起始日期", "valid_from"}},
	{fValidUntil, []string{"有效期至", "有效期", "报价有效期", "截止日期", "有效截止", "失效日期", "有效期截止",
		"valid_until", "valid_to", "expires", "expiry", "expiration"}},
	{fQuotedOn, []string{"报价日期", "日期", "quoted_on", "quote_date", "date"}},
	{fSource, []string{"来源", "报价来源", "source"}},
	{fNotes, []string{"备注", "说明", "附注", "其他", "其他说明", "notes", "note", "remarks", "remark", "comment", "comments"}},
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
	reHint = regexp.MustCompile(`[(\[{]([^)\]}]*)[)\]}]`)
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

// matchHeader maps one header cell to a field ("" when none): an exact
// synonym first, else the longest synonym it contains (at least two
// Chinese characters or four letters).
func matchHeader(h string) string {
	k := headerKey(h)
	if k == "" {
		return ""
	}
	if f, ok := synonymIndex[k]; ok {
		return f
	}
	best, bestLen := "", 0
	for _, s := range synonyms {
		for _, n := range s.names {
			nk := headerKey(n)
			l := utf8.RuneCountInString(nk)
			if l < 2 || (l < 4 && isASCII(nk)) {
				continue
			}
			if l > bestLen && strings.Contains(k, nk) {
				best, bestLen = s.field, l
			}
		}
	}
	return best
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// column is one mapped column of a table.
type column struct {
	field  string
	header string // as written
	index  int    // 0-based
	hint   string // unit hint from the header
}

// headerMap maps a candidate header row; ok when it reads as a quote
// header: at least three known columns, a price, and a GPU or a vendor.
func headerMap(cells []string) (cols map[string]column, extra []column, ok bool) {
	cols = map[string]column{}
	for i, c := range cells {
		if strings.TrimSpace(c) == "" {
			continue
		}
		f := matchHeader(c)
		if f == "" || f == fIgnore {
			if f == "" {
				extra = append(extra, column{header: strings.TrimSpace(c), index: i})
			}
			continue
		}
		if _, taken := cols[f]; taken {
			extra = append(extra, column{header: strings.TrimSpace(c), index: i})
			continue
		}
		cols[f] = column{field: f, header: strings.TrimSpace(c), index: i, hint: headerHint(c)}
	}
	_, hasPrice := cols[fPrice]
	_, hasGPU := cols[fGPU]
	_, hasVendor := cols[fVendor]
	ok = len(cols) >= minHeaderCols && hasPrice && (hasGPU || hasVendor)
	return cols, extra, ok
}
