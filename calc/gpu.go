package calc

import (
	"regexp"
	"sort"
	"strings"
)

// GPU is one catalogue entry. Throughputs are dense tensor TFLOPS (never the
// sparse figure); NVLinkGBps is unidirectional per GPU. Memory is what
// nvidia-smi reports as total (MiB), held in bytes.
type GPU struct {
	ID          string  `json:"id"`
	Name        string  `json:"name"`
	MemoryBytes int64   `json:"memory_bytes"`
	MemBWTBps   float64 `json:"mem_bw_tbps"`
	BF16TFLOPS  float64 `json:"bf16_tflops"` // 0: no bf16 tensor cores
	FP16TFLOPS  float64 `json:"fp16_tflops"` // FP32-accumulate rate
	FP8TFLOPS   float64 `json:"fp8_tflops"`  // 0: no fp8 tensor cores
	TF32TFLOPS  float64 `json:"tf32_tflops"` // used for fp32 training
	NVLinkGBps  float64 `json:"nvlink_gbps"` // unidirectional per GPU; 0 = none
	Link        string  `json:"link"`        // usual intra-node link: nvlink | pcie | hccs
	PCIeGen     int     `json:"pcie_gen"`
	TDPWatts    int     `json:"tdp_w"`
	Source      string  `json:"source"`
	Note        string  `json:"note,omitempty"`
}

// MemoryGiB is the card's memory in GiB (2^30 bytes).
func (g GPU) MemoryGiB() float64 { return float64(g.MemoryBytes) / GiB }

// PeakTFLOPS is the dense peak for a task precision; fp8 on a card without
// fp8 falls back to bf16, bf16 on a card without bf16 to fp16.
func (g GPU) PeakTFLOPS(precision string) float64 {
	switch precision {
	case PrecisionFP32:
		return g.TF32TFLOPS
	case PrecisionFP16:
		return g.FP16TFLOPS
	case PrecisionFP8:
		if g.FP8TFLOPS > 0 {
			return g.FP8TFLOPS
		}
	}
	if g.BF16TFLOPS > 0 {
		return g.BF16TFLOPS
	}
	return g.FP16TFLOPS
}

// Byte units. GiB is binary (memory), GB decimal (disks, networks, vendors).
const (
	MiB = 1 << 20
	GiB = 1 << 30
	GB  = 1e9
)

// Sources (hardware_and_market.md §6): S1 ml-engineering accelerator table,
// S2 ml-engineering network, S3 gmasse/gpu-specs, S5 torchtitan get_peak_flops,
// S7 LLM-Prof, S8 frank622/nvidiaGPU, S12-S14 Ascend, S15-S16 consumer cards.
// Memory sizes are nvidia-smi totals (MiB) as drivers report them.
var catalogue = []GPU{
	{"A100-40G-SXM", "NVIDIA A100 40GB SXM4", 40960 * MiB, 1.555, 312, 312, 0, 156, 300, IntraNVLink, 4, 400, "S1 S3 S4 S5", ""},
	{"A100-80G-SXM", "NVIDIA A100 80GB SXM4", 81920 * MiB, 2.039, 312, 312, 0, 156, 300, IntraNVLink, 4, 400, "S1 S3 S4", ""},
	{"A100-40G-PCIe", "NVIDIA A100 40GB PCIe", 40960 * MiB, 1.555, 312, 312, 0, 156, 0, IntraPCIe, 4, 250, "S3 S4", "NVLink bridge pairs optional"},
	{"A100-80G-PCIe", "NVIDIA A100 80GB PCIe", 81920 * MiB, 1.935, 312, 312, 0, 156, 0, IntraPCIe, 4, 300, "S1 S3 S4", "NVLink bridge pairs optional"},
	{"A800-80G-SXM", "NVIDIA A800 80GB SXM4", 81920 * MiB, 2.039, 312, 312, 0, 156, 200, IntraNVLink, 4, 400, "S7 S8", "export-limited NVLink 400 GB/s bidirectional"},
	{"A800-80G-PCIe", "NVIDIA A800 80GB PCIe", 81920 * MiB, 1.935, 312, 312, 0, 156, 0, IntraPCIe, 4, 300, "S8", ""},
	{"H100-80G-SXM", "NVIDIA H100 80GB SXM5", 81559 * MiB, 3.35, 989, 989, 1979, 494.5, 450, IntraNVLink, 5, 700, "S1 S4 S5 S6 S12", ""},
	{"H100-80G-PCIe", "NVIDIA H100 80GB PCIe", 81559 * MiB, 2.0, 756, 756, 1513, 378, 0, IntraPCIe, 5, 350, "S1 S4 S5 S6", ""},
	{"H800-80G-SXM", "NVIDIA H800 80GB SXM5", 81559 * MiB, 3.35, 989, 989, 1979, 494.5, 200, IntraNVLink, 5, 700, "S7 S8", "export-limited NVLink 400 GB/s bidirectional"},
	{"H800-80G-PCIe", "NVIDIA H800 80GB PCIe", 81559 * MiB, 2.0, 756, 756, 1513, 378, 0, IntraPCIe, 5, 350, "S8", "dense figures assumed equal to H100 PCIe; confirm with vendor"},
	{"H20-96G", "NVIDIA H20 96GB", 97871 * MiB, 4.0, 148, 148, 296, 74, 450, IntraNVLink, 5, 400, "S5 S7 S9", "TF32 unverified"},
	{"H20-141G", "NVIDIA H20 141GB", 143771 * MiB, 4.8, 148, 148, 296, 74, 450, IntraNVLink, 5, 400, "S7 S8", "TF32 unverified"},
	{"H200-141G", "NVIDIA H200 141GB SXM", 143771 * MiB, 4.8, 989, 989, 1979, 494.5, 450, IntraNVLink, 5, 700, "S1 S5 S19", ""},
	{"B200-180G", "NVIDIA B200 180GB", 183359 * MiB, 8.0, 2250, 2250, 4500, 1125, 900, IntraNVLink, 5, 1000, "S1 S5", "180 GB usable of 192 physical"},
	{"L20-48G", "NVIDIA L20 48GB", 49140 * MiB, 0.864, 119.5, 119.5, 239, 59.8, 0, IntraPCIe, 4, 275, "S7 S8 S9", ""},
	{"L40S-48G", "NVIDIA L40S 48GB", 46068 * MiB, 0.864, 362, 362, 733, 183, 0, IntraPCIe, 4, 350, "S1 S3", "TDP 300 W in S3"},
	{"L40-48G", "NVIDIA L40 48GB", 46068 * MiB, 0.864, 181, 181, 362, 90.5, 0, IntraPCIe, 4, 300, "S8 S9 S11", ""},
	{"A40-48G", "NVIDIA A40 48GB", 46068 * MiB, 0.696, 149.7, 149.7, 0, 74.8, 0, IntraPCIe, 4, 300, "S11 S17", "NVLink bridge pairs optional"},
	{"A6000-48G", "NVIDIA RTX A6000 48GB", 49140 * MiB, 0.768, 154.8, 154.8, 0, 77.4, 0, IntraPCIe, 4, 300, "S4 S5 S15", "NVLink bridge pairs optional"},
	{"RTX6000Ada-48G", "NVIDIA RTX 6000 Ada 48GB", 49140 * MiB, 0.960, 364.25, 364.25, 728.5, 182.1, 0, IntraPCIe, 4, 300, "S10", "derived from sparse datasheet figures"},
	{"RTX4090-24G", "NVIDIA GeForce RTX 4090 24GB", 24564 * MiB, 1.008, 165.2, 165.2, 330.3, 82.6, 0, IntraPCIe, 4, 450, "S3 S15", "P2P disabled by default"},
	{"RTX4090D-24G", "NVIDIA GeForce RTX 4090 D 24GB", 24564 * MiB, 1.008, 147, 147, 294, 73.5, 0, IntraPCIe, 4, 425, "S16", "compute derived as 4090 x 114/128 SMs"},
	{"RTX3090-24G", "NVIDIA GeForce RTX 3090 24GB", 24576 * MiB, 0.936, 71, 71, 0, 35.6, 0, IntraPCIe, 4, 350, "S15 S20", ""},
	{"V100-32G", "NVIDIA V100 32GB SXM2", 32768 * MiB, 0.900, 0, 125, 0, 15.7, 150, IntraNVLink, 3, 300, "S2 S3 S4 S6", "no bf16 tensor cores: fp16 only"},
	{"T4-16G", "NVIDIA T4 16GB", 15360 * MiB, 0.320, 0, 65, 0, 8.1, 0, IntraPCIe, 3, 70, "S3 S6", "no bf16 tensor cores: fp16 only"},
	{"A10-24G", "NVIDIA A10 24GB", 23028 * MiB, 0.600, 125, 125, 0, 62.5, 0, IntraPCIe, 4, 150, "S3 S6 S17", ""},
	{"Ascend910B-64G", "Huawei Ascend 910B (910B3) 64GB", 65536 * MiB, 1.6, 300, 300, 0, 0, 196, IntraHCCS, 5, 400, "S12 S13 S14", "bin-dependent (B1-B4); confirm the variant"},
}

var catalogueIndex = func() map[string]int {
	m := make(map[string]int, len(catalogue))
	for i, g := range catalogue {
		m[strings.ToLower(g.ID)] = i
	}
	return m
}()

// catalogueByID indexes the ids as written ("H100-80G-SXM").
var catalogueByID = func() map[string]int {
	m := make(map[string]int, len(catalogue))
	for i, g := range catalogue {
		m[g.ID] = i
	}
	return m
}()

// Catalogue returns a copy of the built-in GPU catalogue in display order.
func Catalogue() []GPU { return append([]GPU(nil), catalogue...) }

// GPUIDs lists the catalogue ids.
func GPUIDs() []string {
	ids := make([]string, len(catalogue))
	for i, g := range catalogue {
		ids[i] = g.ID
	}
	return ids
}

// LookupGPU finds a catalogue GPU by exact id (case-insensitive).
func LookupGPU(id string) (GPU, bool) {
	i, ok := catalogueByID[id] // an id as the catalogue writes it: no lower-case copy
	if !ok {
		i, ok = catalogueIndex[strings.ToLower(strings.TrimSpace(id))]
	}
	if !ok {
		return GPU{}, false
	}
	return catalogue[i], true
}

// GPUMatch is the result of reading a vendor's GPU name.
type GPUMatch struct {
	ID      string
	Assumed string // non-empty when the form factor or size was assumed
}

var (
	reSpaces = regexp.MustCompile(`[\s_\-/()（）]+`)
	reMem    = regexp.MustCompile(`(\d+)(gb|g)\b`)
	// re910B4: the bin written tight to its name ("910B4", "昇腾910B4）"), not a
	// count after it ("910B 4卡", "910B4卡" is left to the count reader)
	re910B4 = regexp.MustCompile(`910b4(?:$|[^\d卡张台块])`)
)

// ResolveGPU maps a vendor's spelling ("A800 80GB SXM", "NVIDIA L20 48GB",
// "昇腾910B3", "RTX4090 24G") to a catalogue id.
func ResolveGPU(text string) (string, bool) {
	m, ok := MatchGPU(text)
	return m.ID, ok
}

// compactName drops the separators inside a GPU name ("RTX 4090", "H-100",
// "910 B") but keeps one between two figures: a number after the model
// ("H20 0.95", "H20-08", an id's serial) never glues to the model's digits
// and makes another card (H200).
func compactName(s string) string {
	var b strings.Builder
	at := 0
	for _, m := range reSpaces.FindAllStringIndex(s, -1) {
		b.WriteString(s[at:m[0]])
		if m[0] > 0 && m[1] < len(s) && isDigit(s[m[0]-1]) && isDigit(s[m[1]]) {
			b.WriteByte(' ')
		}
		at = m[1]
	}
	b.WriteString(s[at:])
	return b.String()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// gpuBrandWords blanks the maker and product-line words a GPU name may carry.
var gpuBrandWords = strings.NewReplacer("nvidia", " ", "geforce", " ", "tesla", " ", "英伟达", " ", "显卡", " ", "huawei", " ", "华为", " ")

// MatchGPU is ResolveGPU with the assumption it had to make, if any.
func MatchGPU(text string) (GPUMatch, bool) {
	if g, ok := LookupGPU(text); ok {
		return GPUMatch{ID: g.ID}, true
	}
	s := strings.ToLower(strings.TrimSpace(text))
	s = gpuBrandWords.Replace(s)
	s = strings.ReplaceAll(s, "昇腾", "ascend")
	s = strings.ReplaceAll(s, "升腾", "ascend")
	mem := ""
	if mm := reMem.FindStringSubmatch(s); mm != nil {
		mem = mm[1]
		s = strings.Replace(s, mm[0], " ", 1)
	}
	compact := compactName(s)
	has := func(w string) bool { return strings.Contains(compact, w) }
	sxm := has("sxm") || has("hgx") || has("nvlink")
	pcie := has("pcie") || has("pci")
	form := func(base string, defMem string, mems ...string) (GPUMatch, bool) {
		var assumed []string
		m := mem
		if m == "" {
			m = defMem
			if len(mems) > 1 {
				assumed = append(assumed, "memory size not stated, assumed "+defMem+"GB")
			}
		}
		okMem := false
		for _, x := range mems {
			if x == m {
				okMem = true
			}
		}
		if !okMem {
			return GPUMatch{}, false
		}
		f := "SXM"
		switch {
		case pcie:
			f = "PCIe"
		case !sxm:
			assumed = append(assumed, "form factor not stated, assumed SXM")
		}
		id := base + "-" + m + "G-" + f
		if _, ok := LookupGPU(id); !ok {
			return GPUMatch{}, false
		}
		return GPUMatch{ID: id, Assumed: strings.Join(assumed, "; ")}, true
	}
	switch {
	case has("a100"):
		return form("A100", "80", "40", "80")
	case has("a800"):
		return form("A800", "80", "80")
	case has("h100"):
		return form("H100", "80", "80")
	case has("h800"):
		return form("H800", "80", "80")
	case has("h200"):
		return GPUMatch{ID: "H200-141G"}, true
	case has("h20"):
		if mem == "141" {
			return GPUMatch{ID: "H20-141G"}, true
		}
		if mem == "" {
			return GPUMatch{ID: "H20-96G", Assumed: "memory size not stated, assumed 96GB"}, true
		}
		return GPUMatch{ID: "H20-96G"}, mem == "96"
	case has("b200"):
		return GPUMatch{ID: "B200-180G"}, true
	case has("l40s"):
		return GPUMatch{ID: "L40S-48G"}, true
	case has("l40"):
		return GPUMatch{ID: "L40-48G"}, true
	case has("l20"):
		return GPUMatch{ID: "L20-48G"}, true
	case has("a40"):
		return GPUMatch{ID: "A40-48G"}, true
	case has("6000ada") || has("rtx6000ada") || (has("6000") && has("ada")):
		return GPUMatch{ID: "RTX6000Ada-48G"}, true
	case has("a6000"):
		return GPUMatch{ID: "A6000-48G"}, true
	case has("4090d"):
		return GPUMatch{ID: "RTX4090D-24G"}, true
	case has("4090"):
		return GPUMatch{ID: "RTX4090-24G"}, true
	case has("3090"):
		return GPUMatch{ID: "RTX3090-24G"}, true
	case has("v100"):
		if mem != "" && mem != "32" {
			return GPUMatch{}, false
		}
		return GPUMatch{ID: "V100-32G"}, true
	case has("t4"):
		return GPUMatch{ID: "T4-16G"}, true
	case has("a10") && !has("a100"):
		return GPUMatch{ID: "A10-24G"}, true
	case has("ascend910b") || has("910b"):
		if mem != "" && mem != "64" || re910B4.MatchString(s) {
			return GPUMatch{}, false // the 910B4 is the 32 GB bin (S12): not the catalogue's 64 GB part
		}
		a := ""
		if !has("910b3") {
			a = "910B bin not stated, assumed 910B3"
		}
		return GPUMatch{ID: "Ascend910B-64G", Assumed: a}, true
	}
	return GPUMatch{}, false
}

// sortedKeys is a small helper for deterministic output.
func sortedKeys[M ~map[string]V, V any](m M) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
