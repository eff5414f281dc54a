package quotes

// Checklist statuses.
const (
	StatusYes     = "yes"     // stated, and present (NVLink, IB/RoCE, NVMe, resume, compensation...) or stated terms
	StatusNo      = "no"      // stated as absent (PCIe only, Ethernet, no NVMe, no compensation...)
	StatusUnknown = "unknown" // the vendor has not said: ask
)

// Checklist item keys, in display order.
const (
	CheckIntraLink    = "intra_link"
	CheckFabric       = "fabric"
	CheckLocalNVMe    = "local_nvme"
	CheckResume       = "resume"
	CheckStorage      = "storage"
	CheckTraffic      = "traffic"
	CheckCompensation = "compensation"
	CheckMinTerm      = "min_term"
	CheckRelease      = "release"
)

// CheckItem is one line of the due-diligence checklist for a quote.
type CheckItem struct {
	Key      string `json:"key"`
	Label    string `json:"label"`
	Status   string `json:"status"`             // yes | no | unknown
	Question string `json:"question,omitempty"` // what to ask the vendor; set when something is missing
}

type text2 struct{ zh, en string }

func (t text2) in(lang string) string {
	if lang == "en" {
		return t.en
	}
	return t.zh
}

var checkLabels = map[string]text2{
	CheckIntraLink:    {"机内互联（NVLink/PCIe）", "Intra-node link (NVLink/PCIe)"},
	CheckFabric:       {"机间网络（IB/RoCE）", "Inter-node fabric (IB/RoCE)"},
	CheckLocalNVMe:    {"本地 NVMe", "Local NVMe"},
	CheckResume:       {"断点续训", "Checkpoint resume"},
	CheckStorage:      {"存储收费", "Storage terms"},
	CheckTraffic:      {"流量收费", "Traffic terms"},
	CheckCompensation: {"故障补偿", "Failure compensation"},
	CheckMinTerm:      {"最短租期与计费粒度", "Minimum term and billing increment"},
	CheckRelease:      {"提前释放", "Early release"},
}

var checkQuestions = map[string]text2{
	CheckIntraLink: {"每台机器内的 GPU 之间是 NVLink/NVSwitch 还是只有 PCIe？NVLink 带宽是多少 GB/s？",
		"Are the GPUs inside each machine connected by NVLink/NVSwitch or only PCIe? What is the NVLink bandwidth in GB/s?"},
	CheckFabric: {"机器之间用什么网络互联：InfiniBand、RoCE 还是普通以太网？每台机器几张网卡、每张多少 Gb/s？",
		"What connects the machines: InfiniBand, RoCE or plain Ethernet? How many NICs per machine, and how many Gb/s each?"},
	"fabric_rate": {"每台机器有几张高速网卡（IB/RoCE），每张多少 Gb/s？",
		"How many InfiniBand/RoCE NICs does each machine have, and how many Gb/s each?"},
	CheckLocalNVMe: {"每台机器有多少本地 NVMe SSD（TB）？数据盘是本地盘还是网络盘？",
		"How much local NVMe SSD (TB) does each machine have? Is the data disk local or network storage?"},
	CheckResume: {"机器故障后能否从检查点断点续训？检查点保存在哪里，换机后是否保留？",
		"After a hardware failure, can training resume from a checkpoint? Where are checkpoints kept, and do they survive a machine swap?"},
	CheckStorage: {"存储怎么收费：免费额度多少 GB，超出部分每 GB 每月多少钱？关机或释放后存储是否继续计费？",
		"How is storage billed: how many GB are free, and what does each extra GB cost per month? Is storage still billed while machines are off or released?"},
	CheckTraffic: {"出网流量或公网带宽怎么收费（每 GB 或每 Mbps 每月）？下载训练结果和模型是否收费？",
		"How is outbound traffic or bandwidth billed (per GB, or per Mbps per month)? Is downloading results and models charged?"},
	CheckCompensation: {"机器故障或宕机怎么补偿：按宕机时长几倍补偿，还是按 SLA 可用性分档返还？以现金还是代金券支付？",
		"What is the compensation for failures or downtime: a multiple of the downtime, or SLA tiers by monthly uptime? Paid in cash or vouchers?"},
	"sla_tiers": {"SLA 各档可用性分别返还多少（例如低于 99% 返还月费的百分之几）？以现金还是代金券支付？",
		"What does each SLA tier pay back (e.g. below 99% uptime, what % of the monthly fee)? Cash or vouchers?"},
	CheckMinTerm: {"最短租期是多久？计费粒度是按秒、按小时、按天还是按月？",
		"What is the minimum rental term? Is billing per second, per hour, per day or per month?"},
	"increment": {"计费粒度是按秒、按小时、按天还是按月？不足一个计费单位如何计费？",
		"Is billing per second, per hour, per day or per month? How is a partial period billed?"},
	CheckRelease: {"机器空闲时能否提前退租或释放并停止计费？提前释放是否有违约金？",
		"Can idle machines be handed back early so that billing stops? Is there a fee for early release?"},
}

func boolStatus(b *bool) string {
	switch {
	case b == nil:
		return StatusUnknown
	case *b:
		return StatusYes
	}
	return StatusNo
}

// Checklist rates a quote against the items a buyer must know before
// signing; lang is "zh" (default) or "en".
func Checklist(q Quote, lang string) []CheckItem {
	var out []CheckItem
	add := func(key, status, qkey string) {
		it := CheckItem{Key: key, Label: checkLabels[key].in(lang), Status: status}
		if qkey != "" {
			it.Question = checkQuestions[qkey].in(lang)
		}
		out = append(out, it)
	}
	ask := func(status, key string) string {
		if status == StatusUnknown {
			return key
		}
		return ""
	}

	switch q.IntraNode {
	case IntraNVLink, IntraHCCS:
		add(CheckIntraLink, StatusYes, "")
	case IntraPCIe:
		add(CheckIntraLink, StatusNo, "")
	default:
		add(CheckIntraLink, StatusUnknown, CheckIntraLink)
	}

	switch q.InterNode {
	case InterIB, InterRoCE:
		qk := ""
		if q.InterNodeGbps == nil {
			qk = "fabric_rate"
		}
		add(CheckFabric, StatusYes, qk)
	case InterEther, InterNone:
		add(CheckFabric, StatusNo, "")
	default:
		add(CheckFabric, StatusUnknown, CheckFabric)
	}

	st := StatusUnknown
	if q.LocalNVMeTB != nil {
		st = StatusNo
		if *q.LocalNVMeTB > 0 {
			st = StatusYes
		}
	}
	add(CheckLocalNVMe, st, ask(st, CheckLocalNVMe))

	st = boolStatus(q.ResumeSupported)
	add(CheckResume, st, ask(st, CheckResume))

	st = StatusUnknown
	if q.StorageFreeGB != nil || q.StoragePricePerGBMonth != nil {
		st = StatusYes
	}
	add(CheckStorage, st, ask(st, CheckStorage))

	st = StatusUnknown
	if q.EgressPricePerGB != nil || q.BandwidthPricePerMbpsMonth != nil {
		st = StatusYes
	}
	add(CheckTraffic, st, ask(st, CheckTraffic))

	switch q.Compensation.Kind {
	case CompMultiple:
		add(CheckCompensation, StatusYes, "")
	case CompSLATiers:
		qk := ""
		if len(q.Compensation.Tiers) == 0 {
			qk = "sla_tiers"
		}
		add(CheckCompensation, StatusYes, qk)
	case CompNone:
		add(CheckCompensation, StatusNo, "")
	default:
		add(CheckCompensation, StatusUnknown, CheckCompensation)
	}

	switch {
	case q.MinTerm == nil && q.MinHours == nil:
		add(CheckMinTerm, StatusUnknown, CheckMinTerm)
	case q.BillingIncrement == nil && q.BillingIncrementHours == nil:
		add(CheckMinTerm, StatusYes, "increment")
	default:
		add(CheckMinTerm, StatusYes, "")
	}

	st = boolStatus(q.ReleaseIdle)
	add(CheckRelease, st, ask(st, CheckRelease))
	return out
}

// Questions lists what to ask the vendor about a quote, one question per
// item the quote leaves open; lang is "zh" (default) or "en".
func Questions(q Quote, lang string) []string {
	var out []string
	for _, it := range Checklist(q, lang) {
		if it.Question != "" {
			out = append(out, it.Question)
		}
	}
	return out
}
