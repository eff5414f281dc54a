package quotes

import "testing"

// A chip's or server's maker is never the seller: a column headed as the
// maker (芯片厂商, 品牌, Manufacturer), or a vendor column (厂商) whose every
// value is a maker, is held out, and the vendor is read where the file
// names it; a 厂商 column of sellers stays the vendor.
func TestMakerColumnIsNotTheVendor(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  string
	}{
		{"芯片厂商 header", []string{"蓝湾算力 12月价格表", "芯片厂商,型号,单价,计价单位", "华为昇腾,昇腾910B3 64GB,5.20,元/卡/时", "NVIDIA,H20 96GB,3.60,元/卡/时"}, "蓝湾算力"},
		{"品牌 header", []string{"锦城算力 现货报价", "品牌,型号,价格,单位", "华为,Ascend 910B3 64GB,5.00,元/卡/时", "NVIDIA,L20,1.85,元/卡/时"}, "锦城算力"},
		{"Manufacturer header", []string{"Bayside Compute price list", "Manufacturer,GPU,Price,Unit", "NVIDIA,H100 SXM 80GB,2.50,per GPU-hour"}, "Bayside Compute"},
		{"厂商 of makers", []string{"蓝湾算力 12月价格表", "厂商,型号,单价,计价单位", "华为/昇腾,昇腾910B3 64GB,5.20,元/卡/时", "Nvidia,H20 96GB,3.60,元/卡/时", "浪潮,L20 48GB,1.90,元/卡/时"}, "蓝湾算力"},
		{"厂商 of sellers", []string{"算力汇总 12月", "厂商,型号,单价,计价单位", "青屿智算,H20 96GB,3.60,元/卡/时", "NVIDIA,L20 48GB,1.90,元/卡/时"}, "青屿智算"},
	} {
		res, err := Read("g.csv", csvOf(c.lines...))
		if err != nil || len(res.Quotes) == 0 {
			t.Fatalf("%s: %v %+v", c.name, err, res.Problems)
		}
		if v := res.Quotes[0].Vendor; v != c.want {
			t.Errorf("%s: vendor %q, want %q", c.name, v, c.want)
		}
	}
}

// With nothing else naming the seller, rows under a column of makers are
// refused as naming no vendor, never stored under the maker.
func TestMakerColumnAloneIsRefused(t *testing.T) {
	res, err := Read("g.csv", csvOf("厂商,型号,单价,计价单位", "NVIDIA,H20 96GB,3.60,元/卡/时", "华为,昇腾910B3 64GB,5.20,元/卡/时"))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		t.Errorf("stored under %q", q.Vendor)
	}
}

func TestIsMaker(t *testing.T) {
	for v, want := range map[string]bool{"NVIDIA": true, "华为昇腾": true, "华为 / 昇腾": true, "Moore Threads": true, "Ｄｅｌｌ": true,
		"华为云": false, "青屿智算": false, "": false, "NVIDIA 代理": false} {
		if got := isMaker(v); got != want {
			t.Errorf("isMaker(%q) = %v, want %v", v, got, want)
		}
	}
}
