package quotes

import (
	"slices"
	"strings"
	"testing"
)

// Tests for the files big public clouds export (a bulk offer file, a
// pricing-API dump, a price calculator's bill of materials), in invented
// rows.

// cloudQuotes normalises res's quotes, failing unless there are want.
func cloudQuotes(t *testing.T, res *FileResult, want int) []Quote {
	t.Helper()
	if len(res.Quotes) != want {
		t.Fatalf("%d quotes, want %d: %+v / problems %+v", len(res.Quotes), want, res.Quotes, res.Problems)
	}
	return NormalizeAll(res.Quotes, Options{})
}

// A bulk offer file (CX0001, CX0040-42): the key,value metadata block above
// the header is no title (its keys are field names), a disclaimer's sentence
// names the publisher; the “GPU” column beside “GPU Model” counts one
// machine's GPUs; the price description restates the price and is no second
// price; the lease length is the term; storage rows are no GPU offers.
func TestBulkOfferFile(t *testing.T) {
	res := readCSV(t, "offers.csv",
		`"SchemaVersion","2.1"`,
		`"Notice","Velora Compute Services rate list. Rates change without notice."`,
		`"Generated","2026-10-01"`,
		`"Sku","PriceDescription","Unit","PricePerUnit","Currency","LeaseContractLength","Product Family","Instance Type","GPU","GPU Model"`,
		`"A1","$20.00 per Linux v8.large Instance Hour","Hrs","20.00","USD","","Compute Instance (GPU)","v8.large","8","NVIDIA A100 80GB SXM4"`,
		`"A2","v8.large reserved instance","Hrs","14.00","USD","1yr","Compute Instance (GPU)","v8.large","8","NVIDIA A100 80GB SXM4"`,
		`"S1","$0.10 per GB-month of storage","GB-Mo","0.10","USD","","Storage","","",""`,
	)
	qs := cloudQuotes(t, res, 2)
	for i, q := range qs {
		if q.Vendor != "Velora Compute Services" || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.PriceUnit != "node_hour" {
			t.Errorf("quote %d: %s %v %s, want Velora Compute Services, 8 GPUs, node_hour", i, q.Vendor, q.GPUsPerNode, q.PriceUnit)
		}
	}
	if qs[1].MinHours == nil || *qs[1].MinHours != 8760 {
		t.Errorf("1yr lease: min hours %v, want 8760", qs[1].MinHours)
	}
	tb := &table{rows: [][]string{{"SchemaVersion", "2.1"}, {"OfferCode", "VCSCompute"}, {"Generated", "2026-10-01"}, {"Sku", "Price"}}}
	for _, l := range metadataTitles(tb, 3, titleLines(tb, 3)) {
		if strings.Contains(l, "SchemaVersion") || strings.Contains(l, "VCSCompute") {
			t.Errorf("metadata field %q read as a title line", l)
		}
	}
	// a form's labelled fields are no export's metadata: read as they are
	tb = &table{rows: [][]string{{"Invoice", "INV-7"}, {"Bill from", "Velora Compute Inc."}, {"Period", "Nov 2026"}, {"Line", "Rate"}}}
	if got := metadataTitles(tb, 3, titleLines(tb, 3)); len(got) != 3 {
		t.Errorf("an invoice's head read as metadata: %q", got)
	}
	// two such rows are no block: they stay title lines
	tb = &table{rows: [][]string{{"Velora Cloud", "GPU rate card"}, {"Sku", "Price"}}}
	if got := metadataTitles(tb, 1, titleLines(tb, 1)); len(got) != 1 || got[0] != "Velora Cloud GPU rate card" {
		t.Errorf("a lone two-cell title: %q", got)
	}
}

// A pricing-API dump (CX0002-07, CX0030, CX0032): the request line names no
// vendor, the provider field does; "1 Month" in the unit column is a price
// per month; an instance_type column names the instance a price is for.
func TestPricingAPIDump(t *testing.T) {
	if v := vendorFromTitle("# POST https://api.example.test/v1/prices?region=x"); v != "" {
		t.Errorf("request line read as vendor %q", v)
	}
	res := readText(t, "dump.tsv", strings.Join([]string{
		"# POST https://api.example.test/v1/prices?region=x",
		"# provider: 澜汐云 | currency: CNY | page 1/1",
		"sku\tinstance_type\tspec.gpu_model\tspec.gpu_count\tcharge_type\tprice.unit\tprice.amount",
		"s1\tlx8.16xlarge\tNVIDIA L20 48GB\t4\tPREPAID\t1 Month\t14400.00",
		"s2\tlx8.16xlarge\tNVIDIA L20 48GB\t4\tSPOT\t1 Hour\t8.00",
	}, "\n")+"\n")
	qs := cloudQuotes(t, res, 2)
	if qs[0].Vendor != "澜汐云" || qs[0].PriceUnit != "node_month" {
		t.Errorf("month row: %s %s, want 澜汐云 node_month", qs[0].Vendor, qs[0].PriceUnit)
	}
	if qs[1].PriceUnit != "node_hour" {
		t.Errorf("spot row: %s, want node_hour (the instance's price)", qs[1].PriceUnit)
	}
}

// A calculator's bill of materials (CX0010-12, CX0020-25): the spec in the
// bracket after an instance code gives the GPU and its count; the disk and
// bandwidth lines under the instance are no GPU offers.
func TestCalculatorBillOfMaterials(t *testing.T) {
	sp, ok := ParseSpec("lx7.24xlarge（4 × NVIDIA L20 48GB，96 vCPU，384 GiB）")
	if !ok || sp.GPU == "" || sp.GPUs == nil || *sp.GPUs != 4 {
		t.Fatalf("instance code with its spec in brackets: %+v", sp)
	}
	if sp, _ := ParseSpec("lx7.24xlarge（96 vCPU，384 GiB）"); sp.GPUs != nil {
		t.Errorf("a bracket with no GPU gave a count: %+v", sp)
	}
	res := readText(t, "bom.txt", strings.Join([]string{
		"澜汐云 价格计算器 配置清单",
		"序号\t产品\t配置项\t规格/说明\t数量\t计费方式\t单价\t单价单位",
		"1\t云服务器\t实例规格\tlx7.24xlarge（4 × NVIDIA L20 48GB，96 vCPU，384 GiB）\t1台\t按量付费\t26.00\t元/台/小时",
		"1\t云服务器\t系统盘\tESSD 100GiB\t1\t按量付费\t0.05\t元/块/小时",
		"1\t云服务器\t公网带宽\t10Mbps\t1\t按量付费\t0.80\t元/条/小时",
	}, "\r\n")+"\r\n")
	qs := cloudQuotes(t, res, 1)
	if qs[0].GPUsPerNode == nil || *qs[0].GPUsPerNode != 4 || qs[0].PriceUnit != "node_hour" {
		t.Errorf("instance line: %v %s, want 4 GPUs node_hour", qs[0].GPUsPerNode, qs[0].PriceUnit)
	}
}

// A GPU-memory cell with the instance's total (CX0050): 640 GiB over the
// row's 8 GPUs is 80 GB a card, the catalogue's H800; a total no count
// divides into a catalogue card's memory is still refused.
func TestInstanceTotalGPUMemory(t *testing.T) {
	res := readCSV(t, "mem.csv",
		`"Instance","GPU","GPU Model","GPU Memory","Price","Unit","Vendor"`,
		`"v9.big","8","NVIDIA H800 SXM5","640 GiB","96.00","CNY/node/hour","Velora"`,
		`"v9.odd","8","NVIDIA H800 SXM5","600 GiB","90.00","CNY/node/hour","Velora"`,
		`"v9.half","4","NVIDIA H800 SXM5","640 GiB","48.00","CNY/node/hour","Velora"`,
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H800-80G-SXM" {
		t.Fatalf("quotes %+v, problems %+v: want the 8 x 80 GB row read as H800-80G-SXM", res.Quotes, res.Problems)
	}
	warned := false
	for _, w := range res.Quotes[0].Warnings {
		warned = warned || w.Key == "import.warn.gpu_memory_total"
	}
	if !warned {
		t.Errorf("no warning that the memory is the instance's total: %v", res.Quotes[0].Warnings)
	}
	for _, row := range []int{3, 4} {
		if problemAt(res, row) == nil {
			t.Errorf("row %d: a total that names no catalogue card was not refused", row)
		}
	}
}

// A region column of a region × instance matrix named with its currency
// (CX0060-61): "中国香港（USD）" is a region, its prices in USD.
func TestRegionWithCountryPrefix(t *testing.T) {
	for _, h := range []string{"中国香港（USD）", "中国澳门"} {
		if regionHeader(h) == "" {
			t.Errorf("%q: no region", h)
		}
	}
}

// FuzzCloudExportLines: a metadata block's value, a request or provider
// line and an instance code's bracketed spec, in any text: no panic; every
// line the vendor is read from is a title line or a piece of a value.
func FuzzCloudExportLines(f *testing.F) {
	f.Add("Disclaimer", "Velora Compute Services rate list. Rates change.")
	f.Add("Notice", "# GET https://x.test/v1?a=b | provider: 澜汐云")
	f.Add("Spec", "lx7.24xlarge（4 × NVIDIA L20 48GB，96 vCPU，384 GiB）")
	f.Add("A b c", "(8 x (H100)")
	f.Fuzz(func(t *testing.T, key, value string) {
		tb := &table{rows: [][]string{{"SchemaVersion", "2.1"}, {"OfferCode", "X"}, {key, value}, {"Generated", "2026"}, {"Sku", "Price"}}}
		titles := titleLines(tb, 4)
		for _, l := range metadataTitles(tb, 4, titles) {
			if !slices.Contains(titles, l) && !strings.Contains(value, l) {
				t.Errorf("line %q is neither a title nor a piece of %q", l, value)
			}
		}
		_ = vendorFromTitle(value)
		_, _ = ParseSpec(value)
		_ = specAsides(value)
	})
}

// A row with a machine of its own (its CPU and memory unlike the row
// above's) and no GPU count is another machine, a CPU instance: it takes
// no GPU from the row above, nor does the per-GB line under it; a tier row
// under a GPU, its GPU cell blank and its own GPU count stated, still does.
func TestNoGPUFromAboveForAnotherMachine(t *testing.T) {
	res := readCSV(t, "bulk.csv",
		`"SchemaVersion","2.1"`,
		`"Notice","Velora Compute Services rate list. Rates change without notice."`,
		`"Generated","2026-10-01"`,
		`"Sku","PriceDescription","Unit","PricePerUnit","Currency","LeaseContractLength","Product Family","Instance Type","vCPU","Memory","GPU","GPU Model"`,
		`"A1","$20.00 per v8.large Instance Hour","Hrs","20.00","USD","","Compute Instance (GPU)","v8.large","96","1152 GiB","8","NVIDIA A100 80GB SXM4"`,
		`"A2","$1.20 per v5.xlarge Instance Hour","Hrs","1.20","USD","","Compute Instance (GPU)","v5.xlarge","4","16 GiB","1","NVIDIA A10"`,
		`"C1","$1.61 per m7.8xlarge Instance Hour","Hrs","1.61","USD","","Compute Instance","m7.8xlarge","32","128 GiB","",""`,
		`"T1","$0.09 per GB data transfer out","GB","0.09","USD","","Data Transfer","","","","",""`,
	)
	if len(res.Quotes) != 2 || res.Quotes[1].SourceRow != 6 || problemAt(res, 7) == nil {
		t.Errorf("the A100 and A10 rows are GPU offers, the CPU row refused for its missing GPU; got %d quotes %+v / %+v", len(res.Quotes), res.Quotes, res.Problems)
	}
	res = readCSV(t, "group.csv",
		"岚峰云 GPU 价格",
		"GPU型号,卡数,CPU,内存,价格(元/台/时)",
		"A800 80G SXM,8,128核,1024G,80",
		",4,64核,512G,40",
	)
	if len(res.Quotes) != 2 || res.Quotes[1].GPU != "A800-80G-SXM" {
		t.Errorf("a half machine under the group's GPU keeps it; got %+v / %+v", res.Quotes, res.Problems)
	}
}

// A row whose plan cell charges per GB ("per GB-month") is no GPU offer:
// it takes no GPU from the row above and is not stored.
func TestPerGBRowNoGPUOffer(t *testing.T) {
	res := readCSV(t, "rates.csv",
		"Velora Cloud rate sheet",
		"All rates in USD per instance-hour",
		"Instance type,GPU,GPUs,Purchase option,Rate (USD/hr)",
		"v8.big,NVIDIA H100 SXM 80GB,8,On-demand,64.80",
		"v8.big,NVIDIA H100 SXM 80GB,8,Spot,21.40",
		"Block SSD,,,per GB-month,0.09",
	)
	if len(res.Quotes) != 2 || len(res.NotOffers) != 1 || res.NotOffers[0].Row != 6 {
		t.Errorf("two H100 quotes, the per-GB row not an offer; got %d quotes %+v / not offers %+v / problems %+v", len(res.Quotes), res.Quotes, res.NotOffers, res.Problems)
	}
}

// A shop's token price (1, 0.01) in a row whose own words say the price is
// to be asked is a placeholder: refused as such, not by the price bounds; a
// real price beside the same words is kept.
func TestPlaceholderPrice(t *testing.T) {
	res := readCSV(t, "shop.csv",
		"店铺名称：岚峰算力专营店",
		"商品名称,SKU规格,SKU价格,状态",
		"RTX4090 云主机 单卡,单卡;1天,42,在售",
		"【拍前咨询】H800 8卡整机 价格以客服为准,8卡整机;30天,1,在售",
		"A10 云主机 单卡 批量请咨询,单卡;1天,18,在售",
	)
	if len(res.Quotes) != 2 {
		t.Errorf("the 4090 and A10 rows stored; got %d quotes %+v / problems %+v", len(res.Quotes), res.Quotes, res.Problems)
	}
	if p := problemAt(res, 4); p == nil || p.Reason.Key != "import.err.price_placeholder" {
		t.Errorf("row 4: ¥1 under 拍前咨询 refused as a placeholder; got %+v", p)
	}
}

// A calculator line's savings plan in its description ("x 730 Hours (3
// year savings plan)") is the offer's term; pay as you go states none.
func TestSavingsPlanTermInDescription(t *testing.T) {
	r := rowIn{cells: map[string]cell{fSpec: {text: "1 vm.h100 (8x NVIDIA H100 80GB) x 730 Hours (3 year savings plan), Linux", header: "Description"}}}
	specTerm(&r)
	if c := r.cells[fMinTerm]; c.text != "3 year savings plan" {
		t.Errorf("savings plan: term cell %q", c.text)
	}
	r = rowIn{cells: map[string]cell{fSpec: {text: "1 vm.h100 (8x NVIDIA H100 80GB) x 730 Hours (Pay as you go), Linux", header: "Description"}}}
	specTerm(&r)
	if c, ok := r.cells[fMinTerm]; ok {
		t.Errorf("pay as you go: term cell %q", c.text)
	}
}
