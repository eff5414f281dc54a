package quotes

import (
	"strings"
	"testing"
)

// dittoFrom is the row the ditto evidence of q names, 0 when none.
func dittoFrom(q Quote) int {
	for _, e := range q.Evidence {
		if e.Field == "ditto" && e.Source == srcAbove {
			return e.Row
		}
	}
	return 0
}

// A cell saying "as above" in any column takes the cell above in that
// column, through a chain of dittos, recorded as such: zh and en wordings,
// a unit column and a price column.
func TestDittoTakesCellAbove(t *testing.T) {
	res := readCSV(t, "svc.csv",
		"天府算力 2026年12月报价",
		"序号,产品名称,计费单位,单价(元)",
		"1,RTX 4090,元/卡/时,1.95",
		"2,L20 48G,同上,3.10",
		"3,A100 80G PCIe,〃,4.60",
		"4,H800 80G SXM,元/台/月,76000",
		"5,H20 96G,同前,39600")
	want := []struct {
		unit string
		from int
	}{{"gpu_hour", 0}, {"gpu_hour", 3}, {"gpu_hour", 3}, {"node_month", 0}, {"node_month", 6}}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if q.PriceUnit != want[i].unit || dittoFrom(q) != want[i].from {
			t.Errorf("row %d: unit %q from row %d, want %q from row %d", q.SourceRow, q.PriceUnit, dittoFrom(q), want[i].unit, want[i].from)
		}
	}
	for _, w := range []string{"ditto", "same as above", "As above", "〃"} {
		res = readCSV(t, "list.csv",
			"Ridgeline Compute price list",
			"GPU,Unit,Price (USD)",
			"H100 SXM,per GPU-hour,2.49",
			"H200 SXM,"+w+",3.29")
		if len(res.Quotes) != 2 || res.Quotes[1].PriceUnit != "gpu_hour" || dittoFrom(res.Quotes[1]) != 3 {
			t.Errorf("%q: quotes %+v, problems %v: want the unit of row 3", w, res.Quotes, res.Problems)
		}
	}
	res = readCSV(t, "price.csv",
		"Ridgeline Compute price list",
		"GPU,Region,Price (USD per GPU-hour)",
		"H100 SXM,us-east,2.49",
		"H100 SXM,eu-west,ditto")
	if len(res.Quotes) != 2 || res.Quotes[1].Price != 2.49 || dittoFrom(res.Quotes[1]) != 3 {
		t.Errorf("quotes %+v, problems %v: want eu-west at row 3's 2.49", res.Quotes, res.Problems)
	}
}

// A ditto with nothing to take is refused at its cell: the first row under
// the header, a chain reaching the header, an empty cell above.
func TestDittoRefusedWithNothingAbove(t *testing.T) {
	for name, lines := range map[string][]string{
		"first row": {"产品名称,计费单位,单价(元)", "RTX 4090,同上,1.95", "L20 48G,元/卡/时,3.10"},
		"chain":     {"GPU,Unit,Price", "H100 SXM,ditto,2.49", "H200 SXM,same as above,3.29", "A100 SXM,per GPU-hour,1.49"},
		"empty":     {"产品名称,计费单位,单价(元),最短租期", "RTX 4090,元/卡/时,1.95,", "L20 48G,元/卡/时,3.10,同上"},
	} {
		res := readCSV(t, name+".csv", append([]string{"Ridgeline Compute 报价"}, lines...)...)
		refused := 0
		for _, p := range res.Problems {
			if p.Reason.Key == "import.ditto.nothing_above" {
				refused++
				if p.ColumnLetter == "" || !strings.Contains(p.Text("en"), "as above") {
					t.Errorf("%s: problem %q names no column", name, p.Text("en"))
				}
			}
		}
		want := map[string]int{"first row": 1, "chain": 2, "empty": 1}[name]
		if refused != want || len(res.Quotes) != len(lines)-1-want {
			t.Errorf("%s: %d refused, %d quotes (problems %v): want %d refused at the ditto cell", name, refused, len(res.Quotes), res.Problems, want)
		}
	}
}

// A bundle naming its machine only by a row above ("服务器A + IB网卡")
// takes that row's GPU and count, said on the quote; a name two rows end
// in, a name no row has, or two machines of it, are not read so.
func TestMachineNamedByRowAbove(t *testing.T) {
	res := readCSV(t, "bundles.csv",
		"青羊数智 整机租赁报价",
		"类别,项目,配置说明,单价(元/台/月),备注",
		"基础整机,GPU服务器 A,8× H100 80GB SXM5，2TB内存,66240,不含IB网卡",
		"基础整机,GPU服务器 C,8× L20 48GB PCIe，1TB内存,15840,",
		"基础整机,推理服务器 C2,4× L20 48GB PCIe，512GB内存,8000,",
		"基础整机,GPU服务器 D,8× RTX 4090 24GB,12672,",
		"套餐,训练套餐,服务器A + IB网卡 400G,69840,套餐价",
		"套餐,推理套餐,服务器C ×1 + 公网IP ×1,15890,",
		"套餐,双机套餐,服务器A ×2 + IB网卡,130000,")
	want := map[int]struct {
		gpu string
		n   int
	}{3: {"H100-80G-SXM", 8}, 4: {"L20-48G", 8}, 5: {"L20-48G", 4}, 6: {"RTX4090-24G", 8}, 7: {"H100-80G-SXM", 8}, 8: {"L20-48G", 8}}
	got := map[int]bool{}
	for _, q := range res.Quotes {
		w, ok := want[q.SourceRow]
		if !ok || q.GPU != w.gpu || !eqPtr(q.GPUsPerNode, w.n) {
			t.Errorf("row %d: %s × %v", q.SourceRow, q.GPU, q.GPUsPerNode)
		}
		got[q.SourceRow] = true
		said := false
		for _, m := range q.Warnings {
			said = said || m.Key == "import.ref.machine_named"
		}
		if said != (q.SourceRow >= 7) {
			t.Errorf("row %d: machine_named said %v", q.SourceRow, said)
		}
		if q.SourceRow == 3 && q.InterNode != Unknown {
			t.Errorf("row 3: “不含IB网卡” read as network %s", q.InterNode)
		}
		if q.SourceRow == 7 && q.InterNode != InterIB {
			t.Errorf("row 7: the bundle's IB not read: %s", q.InterNode)
		}
	}
	if len(got) != len(want) {
		t.Errorf("rows read %v, want %v; problems %v", got, want, res.Problems)
	}
}

// FuzzMachineRef: any spec text is looked up among the machines above
// without panicking; a row given a machine names it in its cell.
func FuzzMachineRef(f *testing.F) {
	for _, s := range []string{"服务器A + IB网卡 400G", "服务器C ×1 + 公网IP ×1", "+", "A", "Server A x1", "8× H100"} {
		f.Add(s)
	}
	defs := []machineDef{{names: []string{"gpu服务器a", "8×h10080gbsxm5"}, gpu: "8× H100 80GB SXM5", row: 3}, {names: []string{"serverc"}, gpu: "8× L20 48GB", row: 4}}
	f.Fuzz(func(t *testing.T, spec string) {
		r := rowIn{cells: map[string]cell{fSpec: {text: spec, header: "配置说明", letter: "C"}}}
		if machineRef(&r, defs) && (r.cells[fGPU].text == "" || len(r.layoutWarn) != 1) {
			t.Errorf("%q: given %q with %d notes", spec, r.cells[fGPU].text, len(r.layoutWarn))
		}
	})
}
