package quotes

import (
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
var synonyms = []struct {
	field string
	names []string
}{
	{fIgnore, []string{"序号", "序", "编号", "客户", "客户名称", "用户", "需求方", "采购方", "使用方", "对接人", "负责人", "销售", "联系人",
		"customer", "client", "buyer", "end user", "contact", "sales rep", "account manager", "owner", "行号", "id", "no", "#", "no.", "更新时间", "更新日期", "可交付时间", "交付时间", "交期", "到货时间", "交付", "信息来源", "渠道来源", "状态", "status", "availability", "stock status", "price_per_gpu_hour", "reporting_currency", "warnings", "raw",
		"created_at", "updated_at", "deleted_at", "source_file", "source_sheet", "source_row", "source_hash", "row_key",
		"min_hours_derived", "元/gpu时", "元/卡时(折算)", "折算单价"}},
	{fVendor, []string{"供应商", "平台名称", "平台", "厂商", "服务商", "供应商名称", "云厂商", "公司", "公司名称", "商家", "算力平台",
		"供货方", "供方", "提供方", "资源提供方", "合作方", "入驻商家", "渠道", "厂家", "服务方", "出租方", "卖家", "商户", "云平台", "算力供应商", "供应方", "机房方",
		"报价方", "服务提供商", "提供商", "云服务商", "算力服务商", "供应厂商", "运营商", "租赁方", "品牌", "卖方", "销售方", "供货商", "合作伙伴", "资源方",
		"vendor", "provider", "supplier", "anbieter", "lieferant", "fournisseur", "proveedor", "fornitore", "operator", "lessor", "brand", "provider name", "company name", "host", "reseller", "company", "cloud", "vendor_name", "seller", "merchant", "partner", "vendor name", "cloud provider"}},
	{fOffer, []string{"方案", "套餐", "产品", "方案名称", "产品名称", "规格", "实例规格", "机型", "套餐名称",
		"实例规格", "实例类型", "规格名称", "机型名称", "offer", "plan", "product", "sku", "instance_type", "offer_name", "machine type", "instance type", "instance", "flavor"}},
	{fRegion, []string{"地区", "区域", "地域", "机房", "城市", "可用区", "机房位置", "region", "location", "zone", "datacenter", "data_center"}},
	{fGPU, []string{"gpu型号", "卡型", "gpu", "显卡", "显卡型号", "型号", "加速卡", "加速卡型号", "算力卡", "芯片", "gpu卡型", "卡型号",
		"gpu规格", "算力型号", "gpu卡", "卡型号", "显卡规格", "卡", "gpu卡型号", "芯片型号", "算力卡型号",
		"gpu_model", "gpu_type", "accelerator", "card", "gpu_name", "gpu model", "model", "accelerator type", "gpu type"}},
	{fGPUText, []string{"gpu_text", "vendor_gpu", "gpu原文"}},
	{fGPUsPerNode, []string{"每台卡数", "单机卡数", "卡数", "gpu个数", "卡个数", "显卡数", "显卡数量", "gpu数目", "gpu张数", "卡张数", "gpus/instance", "gpu count per instance", "卡数/台", "每台gpu数", "每台gpu数量", "单机gpu数", "gpu数", "gpu数量",
		"卡数量", "每节点卡数", "每机卡数", "单台卡数", "卡/机", "卡/台", "每台gpu", "每机gpu", "每机卡", "卡数/实例", "单机卡", "每台卡", "机器卡数",
		"gpus_per_node", "gpu_count", "gpus pro knoten", "gpu pro knoten", "gpus par nœud", "gpu par noeud", "gpus", "gpus_per_server", "cards_per_node", "cards per node", "accel count", "accel. count", "gpus per node", "gpu count", "cards/node", "gpus/node", "gpus per server"}},
	{fNodes, []string{"台数", "机器数量", "节点数", "节点数量", "机器数", "服务器数量", "服务器台数", "数量", "台", "可租台数",
		"机器", "可供数量", "可租机器", "可交付", "现货", "库存台数", "可用台数", "机器台数", "数量(台)",
		"节点", "可售节点", "可用节点", "空闲节点", "可售台数", "在售台数", "剩余台数", "现货台数", "可售机器", "可用机器", "可用机器数", "空闲机器",
		"服务器数", "主机数", "主机数量", "可租节点", "可交付台数", "可交付节点",
		"nodes available", "available machines", "machines available", "available servers", "servers available", "number of nodes", "node qty", "nodes in stock",
		"nodes", "node_count", "knoten", "anzahl knoten", "nœuds", "noeuds", "nodos", "machines", "servers", "quantity", "qty", "available nodes", "node count"}},
	{fPrice, []string{"报价", "单价", "价格", "租金", "租赁价格", "费用", "租用价格", "算力价格", "刊例价", "挂牌价", "行情价", "价钱", "租价", "费率", "标价", "售价", "租用单价", "月租", "整机租金", "单卡价",
		"price", "unit_price", "rate", "cost", "preis", "prix", "precio", "prezzo", "tarif", "list_price", "list price", "hourly rate", "on-demand price"}},
	{fPriceText, []string{"price_text", "报价原文"}},
	{fUnit, []string{"计费方式", "单位", "计价单位", "计费单位", "价格单位", "计费模式", "报价单位", "单价单位",
		"收费口径", "计费口径", "口径", "计价", "计价方式", "租金单位", "收费方式", "收费单位", "付费模式", "单位(元)", "价格口径",
		"price_unit", "unit", "billing_unit", "einheit", "abrechnung", "unité", "unite", "unidad", "unità", "price_basis", "per", "billing", "charged per", "billed per", "pricing unit", "unit of price"}},
	{fCurrency, []string{"币种", "货币", "币别", "currency", "ccy"}},
	{fMode, []string{"租赁方式", "租用方式", "付费方式", "计费周期", "租期类型", "套餐类型", "计费类型", "租赁模式", "结算方式", "结算模式", "付款方式", "租赁周期", "租用周期", "租期选择",
		"billing mode", "lease", "lease type", "plan type", "term type", "payment", "term", "contract term", "commitment term", "pricing model", "purchase option", "billing option", "billing type", "pricing plan"}},
	{fSpec, []string{"机器配置", "整机规格", "单台配置", "服务器配置", "配置", "整机配置", "硬件配置", "规格配置", "整机", "服务器规格", "机器规格", "节点配置", "主机配置", "配置详情", "配置信息",
		"spec", "specs", "configuration", "config", "server spec", "machine spec", "hardware", "server configuration", "node configuration", "node spec", "system"}},
	{fTotalGPUs, []string{"总卡数", "库存", "库存(卡)", "上架卡数", "卡数合计", "合计卡数", "可用卡数", "总量", "total gpus", "gpus in stock", "inventory", "stock", "total cards", "available gpus"}},
	{fGPUForm, []string{"form", "form factor", "封装", "接口形态", "显存", "vram", "gpu memory", "显存容量", "形态"}},
	{fTax, []string{"含税", "是否含税", "税", "vat", "tax incl.", "tax incl", "tax_included", "tax", "incl_tax", "税率"}},
	{fMinTerm, []string{"最短租期", "最低租期", "起租期", "最短租用时长", "最短租用期", "最低租用时长", "租期", "最短时长", "起租",
		"min_duration", "min_term", "min_hours", "minimum", "min commitment", "minimum commitment", "commitment", "min term", "minimum term", "minimum_term", "min_commit", "minimum_duration", "min_rental"}},
	{fIncrement, []string{"计费粒度", "结算周期", "计费精度", "计费步长", "计费颗粒度",
		"billing_increment", "billing_increment_hours", "increment", "granularity", "billing_granularity", "metering", "billed by", "billing granularity"}},
	{fReleaseIdle, []string{"闲置释放", "随时释放", "可随时释放", "可释放", "释放", "提前释放", "可提前释放", "release_idle", "early_release", "release"}},
	{fIntra, []string{"卡间互联", "机内互联", "gpu互联", "互联", "互连", "gpu互连", "卡间互通", "gpu间互联", "gpu间互连", "机内通信", "卡间带宽互联", "机内", "卡间通信", "互联方式", "卡间互连", "机内互连",
		"卡间链路", "卡间连接", "卡间", "卡间通信", "机内", "gpu link", "gpu fabric", "intra-node", "intra node", "gpu-gpu", "p2p", "nvlink/nvswitch", "intra-node link", "gpu to gpu",
		"intra_node", "intra_link", "gpu_interconnect", "interconnect", "nvlink"}},
	{fIntraGBps, []string{"intra_node_gbps", "intra_node_gb_s", "卡间带宽", "互联带宽"}},
	{fPCIeGen, []string{"pcie_gen", "pcie代数"}},
	{fInter, []string{"网络", "节点互联", "机间网络", "机间互联", "组网", "高速网络", "计算网络", "节点间网络", "网卡", "机间互连", "集群网络",
		"集群互连", "集群网络", "节点间网络", "节点间通信", "跨机网络", "机间", "集群", "计算网", "网络配置",
		"参数面网络", "参数网络", "训练网络", "rdma网络", "ib网络", "高性能网络", "算力网络", "节点网络",
		"inter_node", "network", "networking", "fabric", "inter_node_network", "network type", "network fabric", "scale-out network", "scale out",
		"cluster interconnect", "node interconnect", "inter-node network", "inter-node fabric", "rdma", "rdma network", "east-west network", "backend network", "compute network", "cluster fabric", "cluster net", "cluster network", "inter-node", "inter node", "interconnect network"}},
	{fInterGbps, []string{"inter_node_gbps", "网络带宽", "机间带宽"}},
	{fNICs, []string{"nics", "网卡数", "网卡数量"}},
	{fNICGbps, []string{"nic_gbps", "单网卡带宽"}},
	{fNVMe, []string{"本地nvme", "本地盘", "本地存储", "nvme", "本地ssd", "本地硬盘", "本地nvme盘", "本地nvme", "本地盘", "系统盘/本地盘", "nvme盘", "本地磁盘", "local nvme", "local disk", "local_nvme_tb", "local_nvme", "local_disk", "local_ssd", "local_storage"}},
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
	{fDiscount, []string{"折扣", "折扣率", "折让", "优惠幅度", "优惠折扣", "折扣力度", "discount", "discount rate", "discount %"}},
	{fResume, []string{"断点续训", "断点续训支持", "续训", "支持断点续训", "续训", "断点恢复", "断点续跑", "可续训", "续训能力", "自动续训", "checkpoint续训", "checkpoint_resume", "resume_supported", "resume", "checkpoint", "auto-resume", "auto resume"}},
	{fResponse, []string{"故障响应时间", "故障响应", "响应时间", "故障处理时间", "响应时效", "failure_response_hours", "response_time", "failure_response"}},
	{fCompensation, []string{"故障补偿", "补偿", "赔付", "sla", "补偿方式", "补偿标准", "赔偿", "故障赔付", "sla补偿",
		"compensation", "failure_credit", "sla_credit"}},
	{fValidFrom, []string{"生效日期", "有效期起", "起始日期", "valid_from"}},
	{fValidUntil, []string{"有效期至", "有效期", "报价有效期", "截止日期", "有效截止", "失效日期", "有效期截止",
		"valid_until", "valid_to", "expires", "expiry", "expiration"}},
	{fQuotedOn, []string{"报价日期", "日期", "quoted_on", "quote_date", "date"}},
	{fSource, []string{"来源", "报价来源", "source"}},
	{fNotes, []string{"备注", "说明", "附注", "其他", "其它", "其它说明", "备考", "补充", "其他说明", "附注", "附言", "其他", "补充说明", "注释", "notes", "note", "remarks", "bemerkung", "hinweis", "remarque", "notas", "remark", "comment", "comments", "memo"}},
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
