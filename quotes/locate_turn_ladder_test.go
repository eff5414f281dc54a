package quotes

import "testing"

// Offers in columns whose prices run down a term ladder: each quote names
// the row of its own price cell and that row's term.
func TestTurnedTermLadderRows(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  map[int]float64 // row -> min hours, for the first offer
	}{
		{"zh.csv", []string{
			"澄海算力 长租方案",
			"项目,方案一,方案二",
			"GPU型号,H800 SXM 80GB,A800 SXM 80GB",
			"单台GPU数量,8,8",
			"台数,4,2",
			"机内互联,NVLink,NVLink",
			"租金（元/台/月，含税）",
			"6个月合同,50000,30000",
			"12个月合同,48000,面议",
		}, map[int]float64{8: 4320, 9: 8640}},
		{"zh2.csv", []string{
			"云杉算力 长约方案对比",
			"项目,A套餐,B套餐,C套餐",
			"GPU型号,H100 SXM 80GB,A100 SXM 80GB,L40S 48GB",
			"单台GPU数量,8,8,8",
			"台数,2,4,6",
			"机间网络,IB 400G,RoCE 200G,以太网 25G",
			"月租（元/台/月）",
			"1年合约,60000,30000,12000",
			"2年合约,—,28000,11000",
			"3年合约,55000,26000,10000",
		}, map[int]float64{8: 8760, 10: 26280}},
	} {
		res := readCSV(t, c.name, c.lines...)
		got := map[int]float64{}
		for _, q := range res.Quotes {
			if q.GPU == res.Quotes[0].GPU {
				got[q.SourceRow] = minHours(q)
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: rows %v, want %v; problems %+v", c.name, got, c.want, res.Problems)
			continue
		}
		for r, h := range c.want {
			if got[r] != h {
				t.Errorf("%s: row %d min hours %v, want %v (rows %v)", c.name, r, got[r], h, got)
			}
		}
	}
}
