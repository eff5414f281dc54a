package quotes

import (
	"strings"
	"testing"
)

// A cell's own 元 states its scale over a 万元 header, and a price far
// above every plausible price for its GPU is refused at its cell, not
// stored with a warning.
func TestCellScaleAndAbsurdPrice(t *testing.T) {
	res, err := Read("q.csv", []byte("启元数据 包季报价\nGPU,每台卡数,FY27-Q1 单价(万元/台/月)\n"+
		"RTX 4090,8,\"31,000元\"\nRTX 4090,8,2.95\n"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%+v %v", res, err)
	}
	if p := res.Quotes[0].Price; p != 31000 {
		t.Errorf("“31,000元” under 万元 read as %v, want 31000", p)
	}
	if p := res.Quotes[1].Price; p != 29500 {
		t.Errorf("“2.95” under 万元 read as %v, want 29500", p)
	}
	res, err = Read("a.csv", []byte("启元数据 报价\nGPU,单价(元/卡/时)\nRTX 4090,17940\nH100 SXM,17.5\n"))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].GPU != "H100-80G-SXM" || len(res.Problems) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	p := res.Problems[0]
	if p.Row != 3 || p.ColumnLetter != "B" || p.Reason.Key != "import.err.price_absurd" || !strings.Contains(p.Reason.In("en"), "“17940”") {
		t.Errorf("refusal %+v: %s", p, p.Reason.In("en"))
	}
}
