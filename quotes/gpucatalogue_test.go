package quotes

import (
	"strings"
	"testing"

	"computecheck/calc"
)

// A card the GPU catalogue does not hold is refused at its own cell, with
// the vendor's words, never stored as the catalogue card whose letters or
// memory size it shares; the catalogue's own cards, however spelt, read.
func TestCardOutsideCatalogueRefusedAtItsCell(t *testing.T) {
	outside := []string{"NVIDIA GH200 96GB", "GB200 NVL72", "Quadro RTX A4000", "RTX A1000 8GB", "A800 40 GB", "L40S 24G", "Tesla V100S", "H100 NVL", "gpu.gh200.xlarge", "gn.h100.nvl.8x", "ecs.gn8h20.8xlarge"}
	inside := map[string]string{"HGX H100 SXM5 80GB": "H100-80G-SXM", "8xH800 80G": "H800-80G-SXM", "RTX4090 24GB": "RTX4090-24G",
		"B200 192GB": "B200-180G", "H20-141G": "H20-141G", "昇腾910B3 64G": "Ascend910B-64G", "A100PCIE 40G": "A100-40G-PCIe", "8卡H200 141G": "H200-141G", "H800NVLink 80G": "H800-80G-SXM", "GeForceRTX4090": "RTX4090-24G",
		"gpu.h800.8xlarge.nv": "H800-80G-SXM", "gn.l20.1x": "L20-48G", "gpu.4090.8xlarge": "RTX4090-24G"}
	lines := []string{"厂商,加速卡,单价,计费"}
	for i, g := range outside {
		lines = append(lines, "云"+string(rune('A'+i))+","+g+",12,元/卡/时")
	}
	for g := range inside {
		lines = append(lines, "内,"+g+",12,元/卡/时")
	}
	res, err := Read("c.csv", csvOf(lines...))
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range outside {
		row, found := i+2, false
		for _, p := range res.Problems {
			if p.Row == row && p.ColumnLetter == "B" && strings.Contains(p.Text("en"), g) {
				found = true
			}
		}
		for _, q := range res.Quotes {
			if q.SourceRow == row {
				t.Errorf("%q stored as %s", g, q.GPU)
			}
		}
		if !found {
			t.Errorf("%q not refused at B%d: %+v", g, row, res.Problems)
		}
	}
	got := map[string]string{}
	for _, q := range res.Quotes {
		got[q.GPUText] = q.GPU
	}
	for g, id := range inside {
		if got[g] != id {
			t.Errorf("%q read as %q, want %s", g, got[g], id)
		}
	}
}

func FuzzOutsideCatalogue(f *testing.F) {
	for _, s := range []string{"GH200 96GB", "RTX A4000", "8xH100", "H100 NVL", "卡H20", "a1000a100", "", "ÿa100", "h200\xff", "gpu.h800.8xlarge.nv", "gn.gh200.1.5x"} {
		f.Add(s, "H200-141G")
		f.Add(s, "A100-80G-SXM")
	}
	f.Fuzz(func(t *testing.T, text, id string) {
		outsideCatalogue(text, id)
	})
}

// Every catalogue family has its written number in words/gpu_aliases.tsv,
// or is one the check leaves to the catalogue match (the Ascend bins, RTX
// 6000 Ada); an alias row names a family the catalogue holds.
func TestGPUAliasesCoverCatalogue(t *testing.T) {
	families := map[string]bool{}
	for _, id := range calc.GPUIDs() {
		fam, _, _ := strings.Cut(id, "-")
		families[fam] = true
		if familyKey(id) == "" && fam != "Ascend910B" && fam != "RTX6000Ada" {
			t.Errorf("%s: no gpu_family row", id)
		}
	}
	for w, fam := range wordMap("gpu_family") {
		if !families[fam] {
			t.Errorf("gpu_family %q names %q, not in the catalogue", w, fam)
		}
	}
	if familyKey("RTX4090D-24G") != "4090d" || familyKey("H200-141G") != "h200" {
		t.Error("familyKey")
	}
}

// A machine's memory written as the sum of its cards ("640GB（8×80GB）") names
// no card of 640 GB: the card is read by its own size (stop 53, set143/08).
func TestMachineMemoryBreakdown(t *testing.T) {
	m, ok := matchGPU("8 × H800 SXM 640GB（8×80GB）")
	if !ok || m.ID != "H800-80G-SXM" {
		t.Errorf("got %+v %v, want H800-80G-SXM", m, ok)
	}
	if _, ok := matchGPU("H800 SXM 640GB（4×80GB）"); ok {
		t.Errorf("a sum that does not add up is read as a card")
	}
}
