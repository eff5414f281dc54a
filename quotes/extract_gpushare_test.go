package quotes

import (
	"strings"
	"testing"
)

// A share of one GPU (a vGPU or sliced instance) is refused at the GPU
// cell, never read as one whole card; whole cards and counts above one
// read as before.
func TestGPUShareRefused(t *testing.T) {
	for _, gpu := range []string{
		"NVIDIA A10 × 1/2（vGPU）",
		"A10 x 0.5",
		"1/4卡 T4",
		"0.25 GPU L4",
		"A10 半卡",            // WK0101
		"T4（半张）",            // WK0102
		"L4 half GPU",       // WK0103
		"A10, half a GPU",   // WK0104
		"L4 fractional GPU", // WK0105
	} {
		res := readCSV(t, "share.csv", "实例规格,GPU,按量付费（元/小时）", "gn.x,"+csvQuote(gpu)+",1.25", "gn.y,NVIDIA A10 × 2,4.76")
		refused := false
		for _, p := range res.Problems {
			if p.Row == 2 && p.Reason.Key == "import.err.gpu_share" && p.Column == "GPU" {
				refused = true
			}
		}
		for _, q := range res.Quotes {
			if q.SourceRow == 2 {
				t.Errorf("%q: stored as %s × %v", gpu, q.GPU, q.GPUsPerNode)
			}
		}
		if !refused {
			t.Errorf("%q: not refused at GPU (problems %v)", gpu, res.Problems)
		}
	}
	for _, s := range []string{"NVIDIA A10 × 2", "8×H100", "A100 80G x 8", "H20 3/2 bundle", "RTX 4090 24GB×1 / 64GB", "A10×1/24G"} {
		if w := gpuShareOf(s); w != "" {
			t.Errorf("%q: read as a share (%q)", s, w)
		}
	}
}

func csvQuote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
