package calc

import "strings"

// gpuSources names the GPU specification sources the catalogue's Source
// field cites by code (docs/sources.md, "GPU specification sources"; the
// full list with commits is hardware_and_market.md §6).
var gpuSources = map[string]string{
	"S1":  "ml-engineering (accelerators)",
	"S2":  "ml-engineering (network)",
	"S3":  "gpu-specs",
	"S4":  "llm-analysis",
	"S5":  "torchtitan",
	"S6":  "PyTorch Lightning",
	"S7":  "LLM-Prof",
	"S8":  "nvidiaGPU",
	"S9":  "LLMRoofline",
	"S10": "RTX 6000 Ada datasheet",
	"S11": "kpu-sim",
	"S12": "llm_computing_resource_est",
	"S13": "Ascend HWConf",
	"S14": "limulidae A800 vs 910B",
	"S15": "ohdoking/gpu_spec",
	"S16": "NVIDIA GPU specifications YAML",
	"S17": "gpu-datasheet",
	"S18": "winston-zhang-orz/gpu-specs",
	"S19": "MLCommons inference v4.1",
	"S20": "triteia",
}

// SourceNames spells out a catalogue entry's source codes ("S1 S3") as the
// sources' names, in order; a code not in the index stays as written.
func SourceNames(codes string) []string {
	var out []string
	for _, c := range strings.Fields(codes) {
		if n, ok := gpuSources[c]; ok {
			out = append(out, n)
		} else {
			out = append(out, c)
		}
	}
	return out
}
