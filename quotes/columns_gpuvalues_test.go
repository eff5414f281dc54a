package quotes

import "testing"

// A tariff or project quote lists GPU lines among rack, bandwidth and
// service lines, and names the GPU only in a 规格/Configuration column: that
// column is the GPU column when at least three values and half of them name
// catalogue GPUs; with fewer the sheet is not read as GPU offers.
func TestGPUColumnAmongOtherLines(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
		gpus  []string // the GPUs read, in order; nil: nothing is read
	}{
		{"zh tariff", []string{"某某数据中心 资费标准", "资费单位：元（不含税）",
			"类别,产品,规格,计费单位,资费",
			"机柜,标准机柜,42U 20A,个/月,4800",
			"带宽,BGP带宽,独享,Mbps/月,80",
			"IP,公网IP,—,个/月,30",
			"GPU,裸金属,8×H100 SXM 80G,台/月,52000",
			"GPU,裸金属,8×A800 SXM 80G,台/月,39000",
			"GPU,云主机,1×RTX 4090 24G,台/时,1.9"},
			[]string{"H100-80G-SXM", "A800-80G-SXM", "RTX4090-24G"}},
		{"en project quote", []string{"Project quotation, prices in CNY",
			"No.,Item,Configuration,Unit,Monthly rate",
			"1,Storage,Parallel file system 20TB,TB/month,1200",
			"2,GPU server,8x H800 PCIe 80G,per server per month,41000",
			"3,Bandwidth,BGP 50Mbps,per month,3500",
			"4,GPU server,8x L40S 48G,per server per month,25500",
			"5,GPU server,8x A100 SXM 80G,per server per month,30000",
			"6,Support,24x7 on site,per month,2000"},
			[]string{"H800-80G-PCIe", "L40S-48G", "A100-80G-SXM"}},
		{"too few GPU lines", []string{"某某数据中心 资费标准",
			"类别,产品,规格,计费单位,资费",
			"机柜,标准机柜,42U 20A,个/月,4800",
			"机柜,高功率机柜,42U 32A,个/月,7500",
			"带宽,BGP带宽,独享,Mbps/月,80",
			"IP,公网IP,—,个/月,30",
			"GPU,裸金属,8×H100 SXM 80G,台/月,52000",
			"GPU,裸金属,8×A800 SXM 80G,台/月,39000"}, nil},
	} {
		res, err := Read(tc.name+".csv", csvOf(tc.lines...))
		var got []string
		if res != nil {
			for _, q := range res.Quotes {
				got = append(got, q.GPU)
			}
		}
		if tc.gpus == nil {
			if len(got) > 0 {
				t.Errorf("%s: read %v from too few GPU lines", tc.name, got)
			}
			continue
		}
		if err != nil || len(got) != len(tc.gpus) {
			t.Errorf("%s: read %v (%v), want %v", tc.name, got, err, tc.gpus)
			continue
		}
		for i := range got {
			if got[i] != tc.gpus[i] {
				t.Errorf("%s: quote %d is %s, want %s", tc.name, i, got[i], tc.gpus[i])
			}
		}
	}
}
