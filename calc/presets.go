package calc

import "strings"

// presets are popular open models with their published architectures
// (config.json of each model's release). Params is the published total.
var presets = []Model{
	{ID: "llama2-7b", Name: "Llama 2 7B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 32, FFN: 11008, Vocab: 32000, MLP: MLPSwiGLU, Params: 6738415616},
	{ID: "llama3.1-8b", Name: "Llama 3.1 8B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 8, FFN: 14336, Vocab: 128256, MLP: MLPSwiGLU, Params: 8030261248},
	{ID: "qwen2.5-7b", Name: "Qwen2.5 7B", Layers: 28, Hidden: 3584, Heads: 28, KVHeads: 4, FFN: 18944, Vocab: 152064, MLP: MLPSwiGLU, QKVBias: true, Params: 7615616512},
}

// Presets returns the model presets in display order.
func Presets() []Model { return append([]Model(nil), presets...) }

// Preset finds a preset by id, case-insensitively.
func Preset(id string) (Model, bool) {
	id = strings.ToLower(strings.TrimSpace(id))
	for _, p := range presets {
		if p.ID == id {
			return p, true
		}
	}
	return Model{}, false
}

// suggestPreset returns ` (did you mean "x"?)` for a near miss, else "".
func suggestPreset(id string) string {
	id = strings.ToLower(id)
	best, bestD := "", 4
	for _, p := range presets {
		if d := editDistance(id, p.ID); d < bestD {
			best, bestD = p.ID, d
		}
	}
	if best == "" {
		return ""
	}
	return ` (did you mean "` + best + `"?)`
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
