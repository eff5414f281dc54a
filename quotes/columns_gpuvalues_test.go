package quotes

import (
	"slices"
	"testing"
)

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

// A server-model column under a GPU header ("服务器型号": 浪潮 NF5688M7)
// beside a column of catalogue GPUs ("GPU配置": 8*H800 80G SXM5): the
// column of GPU names is the GPU column, the model is no unknown GPU. A GPU
// header whose values name a GPU keeps the column, and a model column with
// no GPU column beside it is still refused.
func TestGPUColumnOverServerModels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
		gpus  []string // the GPUs read, in order; nil: nothing is read
		cards []int
	}{
		{"model beside GPU配置", []string{"某某IDC GPU服务器租赁报价",
			"序号,服务器型号,GPU配置,租金,计价单位",
			"1,浪潮 NF5688M7,8*H800 80G SXM5,68400,元/台/月",
			"2,超聚变 G5500 V7,4*L40S 48G,2.9,元/卡/时"},
			[]string{"H800-80G-SXM", "L40S-48G"}, []int{8, 4}},
		{"en model beside accelerators", []string{"Acme Compute Ltd GPU server price list", "No.,Server model,Accelerators,Price (CNY),Unit",
			"1,Dell XE9680,8x H100 SXM5 80GB,70000,per server per month",
			"2,Supermicro SYS-421GE,4x L20 48GB,6000,per server per month"},
			[]string{"H100-80G-SXM", "L20-48G"}, []int{8, 4}},
		{"GPU header naming GPUs stands", []string{"某某IDC GPU服务器租赁报价", "GPU型号,配置,租金,计价单位",
			"H800 80G SXM5,2*8480+ / 2T,68400,元/台/月",
			"L40S 48G,2*6430 / 1T,2.9,元/卡/时"},
			[]string{"H800-80G-SXM", "L40S-48G"}, nil},
		// product codes with a card's letters in a few of them (ZY-H200-8,
		// ZY-EDGE-T4) beside a configuration naming every row's GPU: the
		// configuration is the GPU, the modded 48G card refused there
		{"codes beside GPU配置", []string{"某某 一体机租赁价格表", "产品型号,一体机名称,GPU配置,月租金,起租期",
			"ZY-R1-141,训推一体机,H20 141G ×8,4.98万/台·月,12个月",
			"ZY-AS-910,信创一体机,Atlas 800T A2（昇腾910B 64G ×8）,4.20万/台·月,12个月",
			"ZY-LT-4090D,办公一体机,RTX 4090D 48G（改）×4,\"6,800/台·月\",3个月",
			"ZY-WS-6000,工作站,RTX 6000 Ada 48G ×2,\"3,900/台·月\",1个月",
			"ZY-EDGE-T4,边缘盒,T4 16G ×1,580/台·月,12个月"},
			[]string{"H20-141G", "Ascend910B-64G", "RTX6000Ada-48G", "T4-16G"}, []int{8, 8, 2, 1}},
		{"models only", []string{"某某IDC GPU服务器租赁报价", "服务器型号,租金,计价单位",
			"浪潮 NF5688M7,68400,元/台/月",
			"超聚变 G5500 V7,2.9,元/卡/时"}, nil, nil},
	} {
		res, err := Read(tc.name+".csv", csvOf(tc.lines...))
		var got []string
		var cards []int
		if res != nil {
			for _, q := range res.Quotes {
				got = append(got, q.GPU)
				if q.GPUsPerNode != nil {
					cards = append(cards, *q.GPUsPerNode)
				}
			}
		}
		if !slices.Equal(got, tc.gpus) {
			t.Errorf("%s: read %v (%v), want %v", tc.name, got, err, tc.gpus)
		}
		if tc.cards != nil && !slices.Equal(cards, tc.cards) {
			t.Errorf("%s: cards per machine %v, want %v", tc.name, cards, tc.cards)
		}
	}
}
