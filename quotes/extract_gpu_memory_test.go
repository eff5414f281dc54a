package quotes

import "testing"

// A GPU-memory column in MiB tells a name's variants apart ("A100_SXM4"
// with 40960 is the 40 GB card); a number no variant has, or a column not
// in MiB, leaves the catalogue's assumption.
func TestGPUMemoryColumnInMiB(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  string
	}{
		{"gpu_ram_mb 40960", []string{"vendor,gpu_name,num_gpus,gpu_ram_mb,price_usd_per_hr_total", "Skymarket,A100_SXM4,2,40960,2.10"}, "A100-40G-SXM"},
		{"gpu_ram_mb 81920", []string{"vendor,gpu_name,num_gpus,gpu_ram_mb,price_usd_per_hr_total", "Skymarket,A100_SXM4,2,81920,3.10"}, "A100-80G-SXM"},
		{"VRAM (MiB), PCIe", []string{"Provider,GPU,GPUs,VRAM (MiB),Unit,Price", "Skymarket,A100 PCIe,1,40960,per GPU-hour,1.10"}, "A100-40G-PCIe"},
		{"a number no variant has", []string{"vendor,gpu_name,num_gpus,gpu_ram_mb,price_usd_per_hr_total", "Skymarket,A100_SXM4,2,61440,2.10"}, "A100-80G-SXM"},
	} {
		q := onlyQuote(t, c.lines...)
		if q.GPU != c.want {
			t.Errorf("%s: GPU %q, want %q (%v)", c.name, q.GPU, c.want, q.Warnings)
		}
	}
}

func TestHeaderSaysMiB(t *testing.T) {
	for h, want := range map[string]bool{"gpu_ram_mb": true, "VRAM (MiB)": true, "显存(GB)": false, "gpu_ram": false, "Mbps": false} {
		if got := headerSaysMiB(h); got != want {
			t.Errorf("headerSaysMiB(%q) = %v", h, got)
		}
	}
}

// A GPU memory column in GB (gpu_mem_gb 40, 显存 96) decides the card's
// memory over the family's default size.
func TestGPUMemoryColumnInGB(t *testing.T) {
	res := readCSV(t, "feed.csv",
		"vendor,gpu_model,gpu_mem_gb,gpus_per_node,price,price_unit",
		"Emei,A100 SXM4,40,8,52.00,元/台/时",
		"Emei,H20,96,8,39600,元/台/月",
		"Emei,A100 SXM4,80,8,60.00,元/台/时",
	)
	want := []string{"A100-40G-SXM", "H20-96G", "A100-80G-SXM"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if q.GPU != want[i] {
			t.Errorf("row %d: %s, want %s", q.SourceRow, q.GPU, want[i])
		}
	}
}
