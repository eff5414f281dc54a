package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// Spec is what a whole-machine cell says: "8*H800 80G SXM5 / 2TB内存 /
// 4*3.84T NVMe / IB 400G*8", "GPU：A800 SXM 80G ×8\nCPU：…", "单机4卡 L20（48G）
// / 256G / 1×3.84T / 万兆", "8卡/台，2×8352V，512G". Fields the cell does not
// name stay empty.
type Spec struct {
	GPUText    string // the GPU part as written
	GPU        string // catalogue id ("" when no GPU is named)
	GPUAssumed string // what calc.MatchGPU had to assume
	GPUs       *int   // GPUs in one machine
	CPU, RAM   string
	NVMeTB     *float64
	Net        *Network
	Intra      *Intra
}

var (
	reSpecSplit  = regexp.MustCompile(`[\n\r;；|｜/、､+，,]+`)
	reSpecLabel  = regexp.MustCompile(`(?i)^\s*(gpu|显卡|加速卡|算力卡|卡|cpu|处理器|内存|ram|memory|mem|nvme|ssd|硬盘|本地盘|数据盘|系统盘|存储|disk|storage|组网|网络|网卡|network|nic|互联|interconnect)\s*[:：]\s*`)
	reCountFirst = regexp.MustCompile(`^(\d{1,2})\s*[x×*]\s*`)
	reCountAfter = regexp.MustCompile(`\s*[x×*]\s*(\d{1,2})\b`)
	reCountCard  = regexp.MustCompile(`(?:单机|每台|每机|整机)?\s*(\d{1,2})\s*-?\s*(?:卡|张|块|片|颗|pcs\b|pieces\b|gpus?\b|cards?\b)`)
	reCPUWords   = regexp.MustCompile(`xeon|epyc|鲲鹏|kunpeng|海光|hygon|intel|amd|vcpu|核|\bcores?\b|^\d+\s*[x×*]\s*\d{4}[a-z+]*$`)
	reNetWords   = regexp.MustCompile(`\bib\b|infiniband|roce|rdma|gbe|\dge\b|以太|万兆|千兆|\bhdr\b|\bndr\b|\bedr\b|\bxdr\b|nic|网卡|\d+\s*g\s*[x×*]\s*\d+`)
	reIntraWords = regexp.MustCompile(`nvlink|nvswitch|hccs|pcie|pci-e`)
	reDiskWords  = regexp.MustCompile(`nvme|ssd|u\.2|本地盘|硬盘|数据盘|盘`)
	reSizeOnly   = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*(t|tb|g|gb|tib|gib)(?:内存|ram|ddr\d?)?$`)
)

// ParseSpec reads a machine-spec cell; ok is false when it names neither a
// GPU nor a GPU count.
func ParseSpec(s string) (sp Spec, ok bool) {
	text := cnCounts(narrow(s))
	if strings.TrimSpace(text) == "" {
		return sp, false
	}
	for _, raw := range reSpecSplit.Split(text, -1) {
		part := strings.TrimSpace(stripSpecScope(raw))
		if part == "" {
			continue
		}
		low := strings.ToLower(part)
		label := ""
		if m := reSpecLabel.FindStringSubmatchIndex(part); m != nil {
			label = strings.ToLower(part[m[2]:m[3]])
			part = strings.TrimSpace(part[m[1]:])
			low = strings.ToLower(part)
		}
		switch {
		case label == "cpu" || label == "处理器":
			sp.CPU = part
		case label == "内存" || label == "ram" || label == "memory" || label == "mem":
			sp.RAM = part
		case label != "" && reDiskWords.MatchString(label+" ") || label == "disk" || label == "storage" || label == "存储":
			sp.setNVMe(part)
		case label == "组网" || label == "网络" || label == "网卡" || label == "network" || label == "nic":
			sp.setNet(part)
		case label == "互联" || label == "interconnect":
			if in, err := ParseIntra(part); err == nil {
				sp.Intra = &in
			}
		default:
			sp.readPart(part, low)
		}
	}
	if sp.Intra == nil {
		if m := reIntraWords.FindString(strings.ToLower(text)); m != "" && m != "pcie" && m != "pci-e" {
			if in, err := ParseIntra(m); err == nil {
				sp.Intra = &in
			}
		}
	}
	return sp, sp.GPU != "" || sp.GPUs != nil
}

func (sp *Spec) readPart(part, low string) {
	// The GPU part: a catalogue GPU once the counts are taken out.
	if sp.GPU == "" {
		n, rest := specCount(low)
		name := strings.TrimSpace(reIntraParen.ReplaceAllString(rest, " "))
		if m, ok := matchGPU(name); ok && name != "" {
			sp.GPU, sp.GPUAssumed, sp.GPUText = m.ID, m.Assumed, strings.TrimSpace(part)
			if n != nil {
				sp.GPUs = n
			}
			if in := reIntraWords.FindString(low); in != "" {
				if x, err := ParseIntra(in); err == nil {
					sp.Intra = &x
				}
			}
			return
		}
	}
	sp.leadingCards(low)
	switch {
	case reCPUWords.MatchString(low):
		if sp.CPU == "" {
			sp.CPU = part
		}
		return
	case reNetWords.MatchString(low):
		sp.setNet(part)
		return
	case sp.GPU != "" && reBareLinkSpeed.MatchString(compact(low)):
		// "双25G", "2×100G" after the GPU part: a NIC speed no size or card
		// memory is written as (ParseNetwork says Ethernet is assumed)
		sp.setNet(part)
		return
	case reDiskWords.MatchString(low) || reSizeMul.MatchString(compact(low)):
		sp.setNVMe(part)
		return
	case reSizeOnly.MatchString(compact(low)):
		if sp.RAM == "" {
			sp.RAM = part
		}
		return
	case sp.boardCount(low):
		return
	case reIntraWords.MatchString(low):
		if in, err := ParseIntra(part); err == nil {
			sp.Intra = &in
		}
		// "8卡整机 NVLink": the link and, read below, the card count
	}
	if sp.GPUs == nil {
		if m := reCountCard.FindStringSubmatch(low); m != nil {
			if n, err := strconv.Atoi(m[1]); err == nil && n >= 1 && n <= maxGPUsPerNode {
				sp.GPUs = &n
			}
		}
	}
	if sp.GPUs == nil {
		sp.GPUs = bareCount(low)
	}
	if strings.Contains(low, "单卡") && sp.GPUs == nil {
		sp.GPUs = ptr(1)
	}
}

// reBareLinkSpeed: a part that is only NIC ports and a link speed, no
// network word: "双25G", "2×100G", "2*200G", "双口25G". Speeds a GPU's
// memory or a disk is also sold in (10G, 40G, 800G) are left out.
var reBareLinkSpeed = regexp.MustCompile(`^(?:[1-8]|单|双|两|四|八)?(?:口|端口|路)?[x×*]?(?:25|100|200)g(?:b|bps|e)?$`)

var reCNCount = regexp.MustCompile(`(十[一二三四五六]?|[一二两双三四五六七八九])\s*(卡|张|块|gpu|GPU)`)

// cnCounts writes counts in Chinese numerals as digits: "八卡 A800",
// "双卡工作站", "十六卡" (单卡 is read apart).
func cnCounts(s string) string {
	return reCNCount.ReplaceAllStringFunc(s, func(m string) string {
		sub := reCNCount.FindStringSubmatch(m)
		num := strings.ReplaceAll(sub[1], "双", "二")
		if v, ok := cnNumber(num); ok && v >= 1 {
			return strconv.Itoa(int(v)) + sub[2]
		}
		return m
	})
}

var reIntraParen = regexp.MustCompile(`[(\[]\s*(?:hccs|nvlink[^)\]]*|nvswitch[^)\]]*|pcie[^)\]]*)\s*[)\]]`)

// specCount takes the GPU count out of a GPU part: "8×H100", "H20×8(96G)",
// "单机4卡 L20", "A800 SXM 80G ×8".
func specCount(low string) (*int, string) {
	for _, re := range []*regexp.Regexp{reCountFirst, reCountAfter, reCountCard} {
		if m := re.FindStringSubmatchIndex(low); m != nil {
			n, err := strconv.Atoi(low[m[2]:m[3]])
			if err != nil || n < 1 || n > maxGPUsPerNode {
				continue
			}
			rest := low[:m[0]] + " " + low[m[1]:]
			rest = strings.ReplaceAll(rest, "单机", " ")
			return &n, rest
		}
	}
	return nil, low
}

func (sp *Spec) setNVMe(part string) {
	if sp.NVMeTB != nil {
		return
	}
	if gb, _, err := ParseSizeGB(reDiskWords.ReplaceAllString(strings.ToLower(part), " "), "tb"); err == nil {
		sp.NVMeTB = ptr(gb / 1000)
	}
}

func (sp *Spec) setNet(part string) {
	if sp.Net != nil {
		return
	}
	if n, err := ParseNetwork(part); err == nil {
		sp.Net = &n
	}
}
