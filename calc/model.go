package calc

// HeadDim is hidden / heads.
func (m Model) HeadDim() int { return m.Hidden / m.Heads }

// KVDim is the width of the k (or v) projection: kv_heads x head_dim (GQA).
func (m Model) KVDim() int { return m.KVHeads * m.HeadDim() }

// Matrix is one linear layer's weight shape.
type Matrix struct {
	Name    string
	In, Out int
}

// LayerMatrices lists the linear layers of one transformer block, in the
// names PEFT uses (q,k,v,o; gate,up,down or fc_in,fc_out).
func (m Model) LayerMatrices() []Matrix {
	h := m.Hidden
	mats := []Matrix{{"q", h, h}, {"k", h, m.KVDim()}, {"v", h, m.KVDim()}, {"o", h, h}}
	if m.MLP == MLPGeLU {
		return append(mats, Matrix{"fc_in", h, m.FFN}, Matrix{"fc_out", m.FFN, h})
	}
	return append(mats, Matrix{"gate", h, m.FFN}, Matrix{"up", h, m.FFN}, Matrix{"down", m.FFN, h})
}

// LinearParamsPerLayer is the weight count of one block's linear layers,
// the sum over LayerMatrices written out (it runs on every estimate).
func (m Model) LinearParamsPerLayer() int64 {
	h, kv, f := int64(m.Hidden), int64(m.KVDim()), int64(m.FFN)
	mlp := 3 * h * f
	if m.MLP == MLPGeLU {
		mlp = 2 * h * f
	}
	return 2*h*h + 2*h*kv + mlp
}

// smallParamsPerLayer counts norms and biases of one block: RMSNorm has one
// vector of h, LayerNorm two; biases as the architecture has them.
func (m Model) smallParamsPerLayer() int64 {
	h := int64(m.Hidden)
	if m.Bias { // GPT-2: 2 LayerNorms (w,b) + every linear layer's bias
		n := 4 * h
		for _, mat := range m.LayerMatrices() {
			n += int64(mat.Out)
		}
		return n
	}
	n := 2 * h // two RMSNorm weights
	if m.QKVBias {
		n += h + 2*int64(m.KVDim())
	}
	return n
}

// EmbeddingParams counts the token embedding, the output head when untied,
// and a learned position table.
func (m Model) EmbeddingParams() int64 {
	e := int64(m.Vocab) * int64(m.Hidden)
	if !m.TiedEmbeddings {
		e *= 2
	}
	return e + int64(m.PositionEmbeddings)*int64(m.Hidden)
}

// NonEmbeddingParams are the parameters inside the transformer blocks plus
// the final norm: the N of 6N (Kaplan et al. 2001.08361 §2.1 excludes embeddings).
func (m Model) NonEmbeddingParams() int64 {
	final := int64(m.Hidden)
	if m.Bias {
		final *= 2
	}
	return int64(m.Layers)*(m.LinearParamsPerLayer()+m.smallParamsPerLayer()) + final
}

// DerivedParams counts parameters from the architecture.
func (m Model) DerivedParams() int64 { return m.NonEmbeddingParams() + m.EmbeddingParams() }

// ParamCount is the published count when given, else the derived one.
func (m Model) ParamCount() int64 {
	if m.Params > 0 {
		return m.Params
	}
	return m.DerivedParams()
}
