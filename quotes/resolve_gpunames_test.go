package quotes

import (
	"testing"
)

// gnRead reads invented rows and returns the GPU of each quote by row and
// the reason key of each problem by row.
func gnRead(t *testing.T, lines ...string) (map[int]string, map[int]string) {
	t.Helper()
	res := readCSV(t, "gn.csv", lines...)
	gpus, probs := map[int]string{}, map[int]string{}
	for _, q := range res.Quotes {
		gpus[q.SourceRow] = q.GPU
	}
	for _, p := range res.Problems {
		probs[p.Row] = p.Reason.Key
	}
	return gpus, probs
}

// GN0021: two catalogue cards offered in one cell are refused, one card
// written with a slash is not.
func TestGPUAlternativesRefused(t *testing.T) {
	gpus, probs := gnRead(t,
		"供应商,GPU型号,单价(元/卡/时)",
		"甲云,A100或A800 80G,5.2",
		"甲云,RTX4090/4090D,1.6",
		"甲云,H800 80G/8卡,14",
	)
	for _, r := range []int{2, 3} {
		if probs[r] != "import.err.gpu_alternatives" || gpus[r] != "" {
			t.Errorf("row %d: gpu %q problem %q: want two cards refused", r, gpus[r], probs[r])
		}
	}
	if gpus[4] != "H800-80G-SXM" {
		t.Errorf("row 4: gpu %q problem %q: want H800-80G-SXM", gpus[4], probs[4])
	}
}

// GN0011: a card whose memory the quote leaves to delivery is refused,
// naming the sizes it may be.
func TestGPUMemoryOpenRefused(t *testing.T) {
	gpus, probs := gnRead(t,
		"供应商,GPU型号,单价(元/卡/时)",
		"乙算力,H20（显存以实物为准）,6.1",
		"乙算力,A100 PCIe 40G（以实际交付为准）,3.1",
	)
	if probs[2] != "import.err.gpu_memory_open" {
		t.Errorf("row 2: gpu %q problem %q: want the open memory refused", gpus[2], probs[2])
	}
	if gpus[3] != "A100-40G-PCIe" {
		t.Errorf("row 3: gpu %q problem %q: a stated size is read", gpus[3], probs[3])
	}
}

// Memory in MiB, as nvidia-smi writes it: it picks the catalogue card,
// or refuses a size the family's catalogue card lacks.
func TestGPUMemoryMiBCell(t *testing.T) {
	gpus, probs := gnRead(t,
		"供应商,GPU型号,显存,整机价格(元/台/小时),单机卡数",
		"丙平台,NVIDIA H20,143771MiB,50,8",
		"丙平台,NVIDIA H20,97871 MiB,40,8",
		"丙平台,NVIDIA GeForce RTX 3090,49152MiB,20,8",
	)
	if gpus[2] != "H20-141G" || gpus[3] != "H20-96G" {
		t.Errorf("gpus %v problems %v: want H20-141G, H20-96G", gpus, probs)
	}
	if probs[4] != "import.err.gpu_memory_outside" {
		t.Errorf("row 4: gpu %q problem %q: want a 48 GiB 3090 refused", gpus[4], probs[4])
	}
}

// A SKU or server model in the GPU column, the card named in another cell.
func TestGPUFromSecondNaming(t *testing.T) {
	gpus, probs := gnRead(t,
		"Vendor,SKU,Product name,Price (USD/GPU/hr)",
		"Yonder,XY-A100-80P,NVIDIA A100 80GB PCIe,1.2",
		"Yonder,XY-L4-1,NVIDIA RTX A6000,0.5",
		"Yonder,XY-V100-16,Tesla V100-PCIE-16GB,0.3",
	)
	if gpus[2] != "A100-80G-PCIe" || gpus[3] != "A6000-48G" {
		t.Errorf("gpus %v problems %v: want the product name's cards", gpus, probs)
	}
	if probs[4] == "" || gpus[4] != "" {
		t.Errorf("row 4: gpu %q problem %q: a V100 16GB is no V100-32G", gpus[4], probs[4])
	}
	gpus, probs = gnRead(t,
		"供应商,服务器型号,GPU配置,月租(元/台)",
		"丁数据,宁畅 X640 G40,8×A800 80G SXM,40000",
		"丁数据,4U8卡 910B,昇腾910B4 32G×8,20000",
		"丁数据,H100,NVL 双卡,900",
	)
	if gpus[2] != "A800-80G-SXM" {
		t.Errorf("row 2: gpu %q problem %q: want the config cell's A800-80G-SXM", gpus[2], probs[2])
	}
	if probs[3] != "import.err.gpu_other_cell_outside" {
		t.Errorf("row 3: gpu %q problem %q: a 910B4 is no 910B3", gpus[3], probs[3])
	}
	if probs[4] != "import.err.gpu_other_model" {
		t.Errorf("row 4: gpu %q problem %q: H100 beside NVL is the H100 NVL", gpus[4], probs[4])
	}
}

// A row leaving the memory out where its table quotes two sizes of the card.
func TestGPUMemoryFromTable(t *testing.T) {
	gpus, probs := gnRead(t,
		"供应商,型号,单价(元/卡/月)",
		"戊云,A100 SXM 40G,2500",
		"戊云,A100 SXM4 80GB,3600",
		"戊云,A100 SXM,3000",
	)
	if probs[4] != "import.err.gpu_memory_table" || gpus[4] != "" {
		t.Errorf("row 4: gpu %q problem %q: want refused", gpus[4], probs[4])
	}
	gpus, _ = gnRead(t,
		"供应商,型号,单价(元/卡/月)",
		"戊云,H20,3500",
		"戊云,L20,1500",
	)
	if gpus[2] != "H20-96G" {
		t.Errorf("row 2: gpu %q: one size in the table keeps the catalogue's reading", gpus[2])
	}
}

// GN0091-GN0093: a family table on its own sheet keyed by the family that
// opens each instance code; its memory column comes along, a "GPU数"
// column of counts is no GPU model; a family whose memory the table leaves
// to the instance page is refused.
func TestFamilyLookupSheet(t *testing.T) {
	res := versionBook(t, []string{"族", "价目"}, map[string][][]any{
		"族": {
			{"实例族", "GPU", "显存", "说明"},
			{"yc.a8", "NVIDIA A800", "80GB", "训练"},
			{"yc.a8p", "NVIDIA A800 PCIe", "80GB", "推理"},
			{"yc.h2", "NVIDIA H20", "以实例详情页为准", "推理"},
		},
		"价目": {
			{"玉成云 GPU 云服务器价格"},
			{"实例规格", "vCPU", "GPU数", "按量(元/实例/时)"},
			{"yc.a8.32xlarge", 128, 8, 96.0},
			{"yc.a8p.8xlarge", 32, 2, 18.0},
			{"yc.h2.16xlarge", 64, 8, 40.0},
		},
	})
	got := map[string]string{}
	for _, q := range res.Quotes {
		got[q.Offer] = q.GPU
	}
	if got["yc.a8.32xlarge"] != "A800-80G-SXM" || got["yc.a8p.8xlarge"] != "A800-80G-PCIe" {
		t.Errorf("gpus %v problems %+v", got, res.Problems)
	}
	if _, ok := got["yc.h2.16xlarge"]; ok || problemAt(res, 5) == nil || problemAt(res, 5).Reason.Key != "import.err.gpu_memory_open" {
		t.Errorf("gpus %v problems %+v: want the H20 family refused", got, res.Problems)
	}
}

// GN0041: a DGX holds 8 GPUs; a total memory in its name is 8 cards' own.
// GN0081: a dual-slot card is the PCIe one.
func TestBoardNamesAndCardForm(t *testing.T) {
	res := readCSV(t, "gn.csv",
		"供应商,服务器型号,台数,月租(元/台)",
		"己算力,DGX A100 320G,1,26000",
		"己算力,NVIDIA DGX H100,2,88000",
		"己算力,A100 80G 双宽,1,20000",
		"己算力,DGX A100 512G,1,30000",
	)
	got := map[int]Quote{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q
	}
	if q := got[2]; q.GPU != "A100-40G-SXM" || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("row 2: %s %v %v", q.GPU, q.GPUsPerNode, res.Problems)
	}
	if q := got[3]; q.GPU != "H100-80G-SXM" || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("row 3: %s %v", q.GPU, q.GPUsPerNode)
	}
	if q := got[4]; q.GPU != "A100-80G-PCIe" {
		t.Errorf("row 4: %s", q.GPU)
	}
	if _, ok := got[5]; ok { // 512 / 8 = 64 GB: no A100 has it
		t.Errorf("row 5: %s read, want refused", got[5].GPU)
	}
}

func FuzzGPUNames(f *testing.F) {
	for _, s := range []string{"DGX A100 640G", "L40 / L40S", "NVIDIA H20 143771MiB", "H100 80G 双宽被动散热卡", "A100或A800", "mj.gh8.32xlarge", "8×H800（NVLink）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if text, m, _, n, per, ok := boardMemory(s); ok && (n < 1 || per == "" || m.ID == "" || text == "") {
			t.Errorf("%q: board memory %q %v %d %q", s, text, m, n, per)
		}
		for _, g := range mibSizesGB(s) {
			if g < 8 || g > 256 {
				t.Errorf("%q: %v GiB", s, g)
			}
		}
		if ids := gpuAlternatives(s); ids != nil && len(ids) < 2 {
			t.Errorf("%q: alternatives %v", s, ids)
		}
		if w := withCardForm(s); len(w) < len(s) {
			t.Errorf("%q: %q", s, w)
		}
	})
}

// The count belongs to the board line with its GPU, not to the word DGX:
// a DGX Station or a DGX-2 holds another number and gives none.
func TestBoardLineCount(t *testing.T) {
	for in, want := range map[string]int{"NVIDIA DGX H100": 8, "DGX-A100 640G": 8, "DGX Station A100 320G": 0, "DGX-2": 0, "DGX": 0, "H100 SXM": 0} {
		if n, _ := boardGPUs(in); n != want {
			t.Errorf("%q: %d GPUs, want %d", in, n, want)
		}
	}
	if _, _, _, _, _, ok := boardMemory("DGX Station A100 320G"); ok {
		t.Errorf("DGX Station A100 320G split as 8 cards")
	}
}

// A server's model code glued to a card's letters ("RX-H20G8 训推服务器") or a
// product code ("ZY-R1-141") in the column of names names no card: the GPU
// configuration beside it does, warned; a card outside the catalogue with no
// such spec is still refused at its cell.
func TestServerCodeTakesSpecGPU(t *testing.T) {
	res := readCSV(t, "lease.csv",
		"蓉信融和设备租赁 租金报价",
		"供应商,型号,GPU配置,月租金（元/台·月）",
		"蓉信融和,RX-H20G8 训推服务器,8×H20 141GB,\"36,800\"",
		"蓉信融和,ZY-R1-141,8×L20 48GB,\"17,900\"",
		"蓉信融和,GH200 96GB,,\"52,000\"")
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []string{"H20-141G", "L20-48G"} {
		q := res.Quotes[i]
		if q.GPU != want || !hasKey(q, "import.warn.gpu_refined_spec") {
			t.Errorf("row %d: GPU %s, warnings %v; want %s", q.SourceRow, q.GPU, q.Warnings, want)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 5 {
		t.Errorf("problems %v", res.Problems)
	}
}
