package calc

import "strings"

// presets are popular open models with their published architectures, copied
// from each release's config.json (Qwen 1 and GLM-4 halve or fuse some sizes
// there: ffn below is the width of one MLP branch). Params is the published
// total parameter count (the safetensors total on the model card).
var presets = []Model{
	// Meta Llama 2 (arXiv 2307.09288; meta-llama/Llama-2-*-hf config.json).
	{ID: "llama2-7b", Name: "Llama 2 7B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 32, FFN: 11008, Vocab: 32000, MLP: MLPSwiGLU, Params: 6738415616},
	{ID: "llama2-13b", Name: "Llama 2 13B", Layers: 40, Hidden: 5120, Heads: 40, KVHeads: 40, FFN: 13824, Vocab: 32000, MLP: MLPSwiGLU, Params: 13015864320},
	{ID: "llama2-70b", Name: "Llama 2 70B", Layers: 80, Hidden: 8192, Heads: 64, KVHeads: 8, FFN: 28672, Vocab: 32000, MLP: MLPSwiGLU, Params: 68976648192},
	// Meta Llama 3.1 / 3.2 (arXiv 2407.21783; meta-llama/Llama-3.*).
	{ID: "llama3.1-8b", Name: "Llama 3.1 8B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 8, FFN: 14336, Vocab: 128256, MLP: MLPSwiGLU, Params: 8030261248},
	{ID: "llama3.1-70b", Name: "Llama 3.1 70B", Layers: 80, Hidden: 8192, Heads: 64, KVHeads: 8, FFN: 28672, Vocab: 128256, MLP: MLPSwiGLU, Params: 70553706496},
	{ID: "llama3.1-405b", Name: "Llama 3.1 405B", Layers: 126, Hidden: 16384, Heads: 128, KVHeads: 8, FFN: 53248, Vocab: 128256, MLP: MLPSwiGLU, Params: 405853388800},
	{ID: "llama3.2-1b", Name: "Llama 3.2 1B", Layers: 16, Hidden: 2048, Heads: 32, KVHeads: 8, FFN: 8192, Vocab: 128256, TiedEmbeddings: true, MLP: MLPSwiGLU, Params: 1235814400},
	{ID: "llama3.2-3b", Name: "Llama 3.2 3B", Layers: 28, Hidden: 3072, Heads: 24, KVHeads: 8, FFN: 8192, Vocab: 128256, TiedEmbeddings: true, MLP: MLPSwiGLU, Params: 3212749824},
	// Qwen2.5 (arXiv 2412.15115; Qwen/Qwen2.5-*): q,k,v carry a bias.
	{ID: "qwen2.5-0.5b", Name: "Qwen2.5 0.5B", Layers: 24, Hidden: 896, Heads: 14, KVHeads: 2, FFN: 4864, Vocab: 151936, TiedEmbeddings: true, MLP: MLPSwiGLU, QKVBias: true, Params: 494032768},
	{ID: "qwen2.5-1.5b", Name: "Qwen2.5 1.5B", Layers: 28, Hidden: 1536, Heads: 12, KVHeads: 2, FFN: 8960, Vocab: 151936, TiedEmbeddings: true, MLP: MLPSwiGLU, QKVBias: true, Params: 1543714304},
	{ID: "qwen2.5-3b", Name: "Qwen2.5 3B", Layers: 36, Hidden: 2048, Heads: 16, KVHeads: 2, FFN: 11008, Vocab: 151936, TiedEmbeddings: true, MLP: MLPSwiGLU, QKVBias: true, Params: 3085938688},
	{ID: "qwen2.5-7b", Name: "Qwen2.5 7B", Layers: 28, Hidden: 3584, Heads: 28, KVHeads: 4, FFN: 18944, Vocab: 152064, MLP: MLPSwiGLU, QKVBias: true, Params: 7615616512},
	{ID: "qwen2.5-14b", Name: "Qwen2.5 14B", Layers: 48, Hidden: 5120, Heads: 40, KVHeads: 8, FFN: 13824, Vocab: 152064, MLP: MLPSwiGLU, QKVBias: true, Params: 14770033664},
	{ID: "qwen2.5-32b", Name: "Qwen2.5 32B", Layers: 64, Hidden: 5120, Heads: 40, KVHeads: 8, FFN: 27648, Vocab: 152064, MLP: MLPSwiGLU, QKVBias: true, Params: 32763876352},
	{ID: "qwen2.5-72b", Name: "Qwen2.5 72B", Layers: 80, Hidden: 8192, Heads: 64, KVHeads: 8, FFN: 29568, Vocab: 152064, MLP: MLPSwiGLU, QKVBias: true, Params: 72706203648},
	// Qwen (1) (arXiv 2309.16609; Qwen/Qwen-*): config intermediate_size is
	// twice the branch width (w1 and w2 counted together); c_attn has a bias.
	{ID: "qwen-1.8b", Name: "Qwen 1.8B", Layers: 24, Hidden: 2048, Heads: 16, KVHeads: 16, FFN: 5504, Vocab: 151936, MLP: MLPSwiGLU, QKVBias: true, Params: 1836828672},
	{ID: "qwen-7b", Name: "Qwen 7B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 32, FFN: 11008, Vocab: 151936, MLP: MLPSwiGLU, QKVBias: true, Params: 7721324544},
	{ID: "qwen-14b", Name: "Qwen 14B", Layers: 40, Hidden: 5120, Heads: 40, KVHeads: 40, FFN: 13696, Vocab: 152064, MLP: MLPSwiGLU, QKVBias: true, Params: 14167290880},
	{ID: "qwen-72b", Name: "Qwen 72B", Layers: 80, Hidden: 8192, Heads: 64, KVHeads: 64, FFN: 24576, Vocab: 152064, MLP: MLPSwiGLU, QKVBias: true, Params: 72287920128},
	// Mistral 7B v0.1 (arXiv 2310.06825).
	{ID: "mistral-7b", Name: "Mistral 7B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 8, FFN: 14336, Vocab: 32000, MLP: MLPSwiGLU, Params: 7241732096},
	// DeepSeek LLM (arXiv 2401.02954): Llama architecture. The 67B card says
	// only "67B"; its count here is the config.json arithmetic.
	{ID: "deepseek-llm-7b", Name: "DeepSeek LLM 7B", Layers: 30, Hidden: 4096, Heads: 32, KVHeads: 32, FFN: 11008, Vocab: 102400, MLP: MLPSwiGLU, Params: 6910365696},
	{ID: "deepseek-llm-67b", Name: "DeepSeek LLM 67B", Layers: 95, Hidden: 8192, Heads: 64, KVHeads: 8, FFN: 22016, Vocab: 102400, MLP: MLPSwiGLU, Params: 67425001472},
	// Yi (arXiv 2403.04652): Llama architecture with GQA.
	{ID: "yi-6b", Name: "Yi 6B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 4, FFN: 11008, Vocab: 64000, MLP: MLPSwiGLU, Params: 6061035520},
	{ID: "yi-34b", Name: "Yi 34B", Layers: 60, Hidden: 7168, Heads: 56, KVHeads: 8, FFN: 20480, Vocab: 64000, MLP: MLPSwiGLU, Params: 34388917248},
	// Baichuan 2 (arXiv 2309.10305): fused W_pack without bias; 13B uses
	// ALiBi instead of rotary, which adds no parameters.
	{ID: "baichuan2-7b", Name: "Baichuan2 7B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 32, FFN: 11008, Vocab: 125696, MLP: MLPSwiGLU, Params: 7505973248},
	{ID: "baichuan2-13b", Name: "Baichuan2 13B", Layers: 40, Hidden: 5120, Heads: 40, KVHeads: 40, FFN: 13696, Vocab: 125696, MLP: MLPSwiGLU, Params: 13896668160},
	// GLM-4 9B (THUDM/glm-4-9b): fused query_key_value with bias, 2 KV
	// groups (multi_query_group_num), fused gate/up (dense_h_to_4h = 2 x ffn).
	{ID: "glm4-9b", Name: "GLM-4 9B", Layers: 40, Hidden: 4096, Heads: 32, KVHeads: 2, FFN: 13696, Vocab: 151552, MLP: MLPSwiGLU, QKVBias: true, Params: 9399951360},
	// InternLM2 (arXiv 2403.17297): fused wqkv without bias, GQA.
	{ID: "internlm2-7b", Name: "InternLM2 7B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 8, FFN: 14336, Vocab: 92544, MLP: MLPSwiGLU, Params: 7737708544},
	{ID: "internlm2-20b", Name: "InternLM2 20B", Layers: 48, Hidden: 6144, Heads: 48, KVHeads: 8, FFN: 16384, Vocab: 92544, MLP: MLPSwiGLU, Params: 19861149696},
	// GPT-2 (Radford et al. 2019; openai-community/gpt2*): GELU MLP, a bias
	// on every linear layer and LayerNorm, tied head, 1024 learned positions.
	{ID: "gpt2", Name: "GPT-2 124M", Layers: 12, Hidden: 768, Heads: 12, KVHeads: 12, FFN: 3072, Vocab: 50257, TiedEmbeddings: true, MLP: MLPGeLU, Bias: true, PositionEmbeddings: 1024, Params: 124439808},
	{ID: "gpt2-medium", Name: "GPT-2 355M", Layers: 24, Hidden: 1024, Heads: 16, KVHeads: 16, FFN: 4096, Vocab: 50257, TiedEmbeddings: true, MLP: MLPGeLU, Bias: true, PositionEmbeddings: 1024, Params: 354823168},
	{ID: "gpt2-large", Name: "GPT-2 774M", Layers: 36, Hidden: 1280, Heads: 20, KVHeads: 20, FFN: 5120, Vocab: 50257, TiedEmbeddings: true, MLP: MLPGeLU, Bias: true, PositionEmbeddings: 1024, Params: 774030080},
	{ID: "gpt2-xl", Name: "GPT-2 1.5B", Layers: 48, Hidden: 1600, Heads: 25, KVHeads: 25, FFN: 6400, Vocab: 50257, TiedEmbeddings: true, MLP: MLPGeLU, Bias: true, PositionEmbeddings: 1024, Params: 1557611200},
	// MPT-7B (mosaicml/mpt-7b): GELU MLP (expansion 4), no biases, LayerNorm
	// weights only, ALiBi, tied head, vocab padded to 50432.
	{ID: "mpt-7b", Name: "MPT-7B", Layers: 32, Hidden: 4096, Heads: 32, KVHeads: 32, FFN: 16384, Vocab: 50432, TiedEmbeddings: true, MLP: MLPGeLU, Params: 6649286656},
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

// suggestPreset returns the preset id of a near miss, else "".
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
	return best
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
