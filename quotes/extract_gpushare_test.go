package quotes

import (
	"strings"
	"testing"
	"unicode/utf8"
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
	for _, s := range []string{"NVIDIA A10 × 2", "8×H100", "A100 80G x 8", "H20 3/2 bundle", "RTX 4090 24GB×1 / 64GB", "A10×1/24G", "bm.mi300x.8"} {
		if w := gpuShareOf(s, true); w != "" {
			t.Errorf("%q: read as a share (%q)", s, w)
		}
	}
}

func csvQuote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// refusedAt: the problem of row on a share, at the column header, with the key.
func refusedAt(t *testing.T, res *FileResult, row int, header, key string) {
	t.Helper()
	for _, q := range res.Quotes {
		if q.SourceRow == row {
			t.Errorf("row %d stored as %s × %v at %v", row, q.GPU, q.GPUsPerNode, q.PricePerGPUHour)
		}
	}
	for _, p := range res.Problems {
		if p.Row == row && p.Column == header && p.Reason.Key == key {
			return
		}
	}
	t.Errorf("row %d: not refused at %q with %s (problems %v)", row, header, key, res.Problems)
}

// A MIG profile short of the whole card is refused at the cell that names
// it, wherever it is written (the GPU cell, an unmapped 切分方式 column);
// all seven slices, or all of an A30's memory, is the whole card.
func TestGPUMIGSliceRefused(t *testing.T) {
	res := readCSV(t, "mig.csv",
		"供应商,实例,GPU,切分方式,单价(元/卡/时)",
		"云甲,m1,A100 80GB SXM,MIG 1g.10gb,1.35",
		"云甲,m3,A100 MIG 3g.40gb,—,3.6",
		"云甲,m7,A100 80GB SXM,MIG 7g.80gb,7.2",
		"云甲,m4,A100 40GB SXM,MIG 4g.40gb,3.9")
	refusedAt(t, res, 2, "切分方式", "import.err.gpu_mig_slice") // SL0401: 1 of 7
	refusedAt(t, res, 3, "GPU", "import.err.gpu_mig_slice")
	got := map[int]float64{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.Price
	}
	if len(got) != 2 || got[4] != 7.2 || got[5] != 3.9 {
		t.Errorf("whole-card MIG profiles: got %v, want row 4 7.2 and row 5 3.9 (all the card's memory)", got)
	}
	if w, _ := migSliceOf("A30 MIG 4g.24gb", 24); w != "" {
		t.Errorf("an A30's 4g.24gb read as a slice: %q", w)
	}
	if w, n := migSliceOf("A30 MIG 2g.12gb", 24); w != "2g.12gb" || n != 2 {
		t.Errorf("an A30's 2g.12gb: %q %d", w, n)
	}
	if w, n := migSliceOf("H100 MIG 3g.40gb", 0); w != "3g.40gb" || n != 3 {
		t.Errorf("3g.40gb: %q %d", w, n)
	}
	if w, _ := migSliceOf("H100 MIG 7g.80gb", 0); w != "" {
		t.Errorf("7g.80gb read as a slice: %q", w)
	}
}

// A card users take turns on (time-shared, oversold, a shared notebook
// instance) is refused at the cell that says so, in any column but the
// vendor's and the price's; a clause denying it ("不超分") and a longer
// word that only contains one (超分辨率) leave the row whole.
func TestGPUTimeSharedRefused(t *testing.T) {
	for _, tc := range []struct{ use, word string }{
		{"多用户分时共享（超分比1:3）", "分时共享"},                        // SL0101
		{"4090 半卡（时间片共享）", "半卡"},                           // WK0101 before SL0102
		{"时间片共享", "时间片共享"},                                 // SL0102
		{"超分 1:4", "超分"},                                   // SL0106
		{"Jupyter共享实例", "共享实例"},                            // SL0108
		{"推理共享池", "共享池"},                                   // SL0115
		{"GPU time-sliced between tenants", "time-sliced"}, // SL0118
		{"notably oversubscribed 2:1", "oversubscribed"},   // SL0122
		{"shared notebook (8GB cap)", "shared notebook"},   // SL0128
	} {
		res := readCSV(t, "shared.csv", "供应商,GPU型号,使用方式,单价(元/卡/时)", "云乙,RTX 3090,"+csvQuote(tc.use)+",1.9", "云乙,RTX 3090,整卡独享,2.1")
		key := "import.err.gpu_time_shared"
		if tc.word == "半卡" {
			key = "import.err.gpu_share"
		}
		refusedAt(t, res, 2, "使用方式", key)
		if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 {
			t.Errorf("%q: the whole card's row: %d quotes", tc.use, len(res.Quotes))
		}
		for _, p := range res.Problems {
			if p.Row == 2 && len(p.Reason.Args) > 2 && p.Reason.Args[2] != tc.word {
				t.Errorf("%q: read the word %v, want %q", tc.use, p.Reason.Args[2], tc.word)
			}
		}
	}
	for _, s := range []string{"整卡独享，不超分", "独享 无超分", "not time-shared", "dedicated, no oversubscription", "超分辨率推理", "按0.5卡时起计费", "夜间×0.5"} {
		if w := timeSharedOf(s); w != "" {
			t.Errorf("%q: read as time-shared (%q)", s, w)
		}
		if w := gpuShareOf(s, false); w != "" {
			t.Errorf("%q: read as a share (%q)", s, w)
		}
	}
}

// The slice readers of outside text never panic; what they report is words
// of the cell, and a MIG slice has fewer compute slices than the whole card.
func FuzzGPUSliceCells(f *testing.F) {
	for _, s := range []string{"MIG 3g.40gb", "7g.80gb", "多用户分时共享（超分比1:3）", "不超分", "超分辨率", "0.5卡时", "1/4卡", "×0.5", "8g.999gb", "（非共享）共享池"} {
		f.Add(s, 0.0)
	}
	f.Fuzz(func(t *testing.T, s string, gb float64) {
		if !utf8.ValidString(s) || len(s) > 400 {
			return
		}
		low := strings.ToLower(narrow(s))
		if w := gpuShareOf(s, false); w != "" && !strings.Contains(low, w) {
			t.Errorf("%q: share %q is not in the cell", s, w)
		}
		if w := timeSharedOf(s); w != "" && !strings.Contains(norm(s), w) {
			t.Errorf("%q: time-share word %q is not in the cell", s, w)
		}
		if w, n := migSliceOf(s, gb); w != "" && (n < 1 || n >= migWholeSlices || !strings.Contains(norm(s), w)) {
			t.Errorf("%q: MIG slice %q of %d slices", s, w, n)
		}
	})
}

// A whole card named after its model ("4090 整卡", "A100 整卡直通") is an
// instance of one card (SL0601, SL0602), as "单卡" is; the word alone names no model.
func TestWholeCardWordIsOneCard(t *testing.T) {
	for s, want := range map[string]int{"4090 整卡": 1, "A100 整卡直通": 1, "H20 单卡": 1, "8卡整机": 8, "整卡": 0} {
		if got := offerCardCount(s); got != want {
			t.Errorf("%q: %d cards, want %d", s, got, want)
		}
	}
}

// NG0080-: a slash between a card count and a spec item's figure with its unit
// ("×1/16核/64G", "x1/8c") is a spec list, one whole card; "×1/2（vGPU）" stays a share.
func TestGPUShareSpecListIsNoShare(t *testing.T) {
	for text, want := range map[string]string{
		"RTX 4090 24G×1/16核/64G": "",
		"L20 48G x1/8c/32G":      "",
		"A10 ×1/2（vGPU）":         "×1/2(",
		"1/4卡 A10":               "1/4卡",
	} {
		if got := gpuShareOf(text, true); got != want {
			t.Errorf("gpuShareOf(%q) = %q, want %q", text, got, want)
		}
	}
}
