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

// A billing system's rate table: amounts in 分 (a line says 金额单位：分)
// are 1/100 yuan; a rate id (R0001) and a tax rate (0.06) are no prices;
// the network a GPU part ends with ("… NVLink 8*400G IB") is read.
func TestRateTableInFen(t *testing.T) {
	res := readCSV(t, "rates.csv",
		"# 曜石云 费率表导出",
		"# PRICE_FEN 金额单位：分（人民币）",
		"RATE_ID,SKU_NAME,BILL_UNIT,PRICE_FEN,TAX_RATE,STATUS",
		"R0001,8*H800 80G SXM5 NVLink 8*400G IB,INSTANCE_HOUR,12480,0.06,ACTIVE",
		"R0002,1*RTX4090 24G,GPU_HOUR,189,0.06,ACTIVE",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	h := res.Quotes[0]
	if !within(h.Price, 124.8) || h.PriceUnit != "node_hour" || h.InterNode != "ib" {
		t.Errorf("H800: %v %s %s", h.Price, h.PriceUnit, h.InterNode)
	}
	if r := res.Quotes[1]; !within(r.Price, 1.89) || r.PriceUnit != "gpu_hour" {
		t.Errorf("4090: %v %s", r.Price, r.PriceUnit)
	}
}
