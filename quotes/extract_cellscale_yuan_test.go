package quotes

import "testing"

// A cell in plain 元 under a 万元 header is read in 元; a bare number
// beside it is read in 万元.
func TestPlainYuanCellUnderWanHeader(t *testing.T) {
	res := readCSV(t, "wan.csv",
		"启元数据 包季报价",
		"供应商,GPU型号,每台卡数,包季(万元/台)",
		"启元数据,RTX 4090,8,\"31,000元\"",
		"启元数据,A800 SXM 80G,8,12.6",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	if a, b := perGPUHour(t, res.Quotes[0]), perGPUHour(t, res.Quotes[1]); !within(a, 31000.0/2160/8) || !within(b, 126000.0/2160/8) {
		t.Errorf("per GPU-hour %v and %v, want 1.79 and 7.29", a, b)
	}
}
