package quotes

import (
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Price columns named by what tells them apart (regions across, the unit
// in the title) are found by their values: the header row is read, each
// region an offer, a sold-out mark refused at its cell.
func TestRegionColumnsFoundByTheirValues(t *testing.T) {
	for _, regions := range [][]string{{"华北-北京", "华东-上海", "西南-成都"}, {"Frankfurt", "Oslo", "Dublin"}, {"一区", "二区", "三区"}} {
		res := readCSV(t, "regions.csv",
			"星河云 各地域GPU云主机按量价格（单位：元/卡/时）",
			"GPU型号,单机卡数,"+regions[0]+","+regions[1]+","+regions[2],
			"A100 80G SXM4,8,8.2,8.5,售罄",
			"RTX 4090,8,2.3,2.4,1.98",
			"L40S,8,6.1,—,5.7",
		)
		if len(res.Quotes) != 7 {
			t.Errorf("%v: %d quotes, want 7: %+v", regions, len(res.Quotes), res.Problems)
			continue
		}
		if res.Quotes[0].Price != 8.2 || res.Quotes[0].PriceUnit != "gpu_hour" || res.Quotes[0].Currency != "CNY" {
			t.Errorf("%v: first quote %v %s %s", regions, res.Quotes[0].Price, res.Quotes[0].PriceUnit, res.Quotes[0].Currency)
		}
		if len(res.Problems) != 1 || res.Problems[0].Row != 3 || res.Problems[0].Column != regions[2] {
			t.Errorf("%v: problems %+v", regions, res.Problems)
		}
	}
}

// Counts stay counts: a table whose columns of small whole numbers sit
// beside the GPUs, with no price anywhere, is no table of prices.
func TestCountColumnsAreNoPrices(t *testing.T) {
	res, err := Read("stock.csv", csvOf(
		"库存表",
		"GPU型号,北京,上海,广州",
		"A100 80G SXM4,8,4,2",
		"RTX 4090,16,8,0",
		"L40S,4,2,1",
	))
	if err == nil && len(res.Quotes) > 0 {
		t.Fatalf("counts read as prices: %+v", res.Quotes)
	}
}

// Volume tiers under a merged group header named by a count word
// ("按租用台数" over 1–3台 | 4–15台 | 16台及以上), the unit in the title: each
// tier is a price column, not a count of machines.
func TestVolumeTiersUnderMergedGroupAreOffers(t *testing.T) {
	res := readBookRows(t, "tiers.xlsx", [][]any{
		{"松涛云 GPU裸金属服务器 按量阶梯价（单位：元/台/天）"},
		{"机型", "配置", "按租用台数", "", "", "网络"},
		{"", "", "1–3台", "4–15台", "16台及以上", ""},
		{"8×H100 SXM5 80G", "2×Xeon 8480C / 2TB", 2880, 2640, 2400, "IB"},
		{"8×A800 SXM4 80G", "2×Xeon 8358 / 1TB", 1680, 1560, 1440, "IB"},
	}, []string{"A2:A3", "B2:B3", "C2:E2", "F2:F3"}, "")
	if len(res.Quotes) != 6 {
		t.Fatalf("quotes %d, want 6; problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Price != 2880 || q.PriceUnit != "node_day" || q.Nodes != nil {
		t.Errorf("first tier: %v %s nodes %v", q.Price, q.PriceUnit, q.Nodes)
	}
}

// A column read as a count by its header words ("可用区…" reads as
// available cards) that holds fractions is a price column like its
// neighbours under the same group.
func TestCountHeaderOverFractionsIsAPrice(t *testing.T) {
	res := readCSV(t, "zones.csv",
		"恒云科技 分区域刊例价",
		"型号,规格,可用区单价（元/卡·时） 华北-北京,可用区单价（元/卡·时） 华东-上海",
		"A100 80G SXM,8卡 NVLink,7.2,7.5",
		"RTX 4090,8卡 PCIe,1.98,2.1",
	)
	if len(res.Quotes) != 4 {
		t.Fatalf("quotes %d, want 4: %+v", len(res.Quotes), res.Problems)
	}
}

// A group header hidden with the column it starts in ("价格" over a hidden
// 原价 and a shown 现价) leaves the sub-header under a blank: it is the
// second header row, and the shown column the price.
func TestSubHeaderUnderHiddenGroup(t *testing.T) {
	res := readBookRows(t, "hidden.xlsx", [][]any{
		{"云和算力 GPU租赁报价单"},
		{"GPU型号", "单机卡数", "价格", "", "计价单位"},
		{"", "", "原价（已停用）", "现价", ""},
		{"H800 SXM5 80G", 8, 12.5, 10.8, "元/卡/时"},
		{"RTX 4090 24G", 8, 2.6, 2.2, "元/卡/时"},
	}, []string{"A2:A3", "B2:B3", "C2:D2", "E2:E3"}, "C")
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 10.8 || res.Quotes[1].Price != 2.2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// Regions alone beside an unnamed GPU column ("| 北京 | 上海 | 成都"), and a
// price group over a blank ("价格" over 原价（已停用） | 现价): a header row
// all the same.
func TestPriceColumnsAloneBesideTheGPUs(t *testing.T) {
	res := readCSV(t, "bare.csv",
		"星河云 各地域按量价格（单位：元/卡/时）",
		",北京,上海,成都",
		"A100 80G SXM4,8.2,8.5,售罄",
		"RTX 4090,2.3,2.4,1.98",
	)
	if len(res.Quotes) != 5 {
		t.Errorf("regions alone: %d quotes, want 5: %+v", len(res.Quotes), res.Problems)
	}
	res = readCSV(t, "group.csv",
		"星河云 报价（单位：元/卡/时）",
		"GPU型号,价格,",
		",原价（已停用）,现价",
		"A100 80G SXM4,8.2,7.5",
		"RTX 4090,2.3,2.1",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 7.5 || res.Quotes[1].Price != 2.1 {
		t.Errorf("group over a blank: %+v %+v", res.Quotes, res.Problems)
	}
}

// Volume tiers named by the count they start at ("1-3 nodes | 4-15 nodes |
// 16+ nodes"), with no group header, the unit in the title: prices, not
// node counts.
func TestCountTierHeadersOverPricesAreOffers(t *testing.T) {
	res := readCSV(t, "tiers.csv",
		"Songtao volume pricing (USD per node-day)",
		"GPU,1-3 nodes,4-15 nodes,16+ nodes",
		"8x H100 SXM 80GB,380,350,320",
		"8x A100 SXM 80GB,220,205,190",
	)
	if len(res.Quotes) != 6 {
		t.Fatalf("quotes %d: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Nodes != nil || q.PriceUnit != "node_day" || q.Currency != "USD" {
			t.Errorf("row %d %v: nodes %v unit %s %s", q.SourceRow, q.Price, q.Nodes, q.PriceUnit, q.Currency)
		}
	}
}

// readBookRows reads a one-sheet workbook of these rows, merged cells and
// a hidden column ("" for none).
func readBookRows(t *testing.T, name string, rows [][]any, merges []string, hide string) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, r := range rows {
		f.SetSheetRow("Sheet1", "A"+strconv.Itoa(i+1), &r)
	}
	for _, m := range merges {
		if err := f.MergeCell("Sheet1", m[:2], m[3:]); err != nil {
			t.Fatal(err)
		}
	}
	if hide != "" {
		if err := f.SetColVisible("Sheet1", hide, false); err != nil {
			t.Fatal(err)
		}
	}
	return readBook(t, f, name) // grid_sheet_test.go
}
