package quotes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// KY0003: a key line's CODE=meaning pairs, brackets and separators kept apart.
func TestKeyPairs(t *testing.T) {
	for _, c := range []struct {
		line string
		want map[string]string
	}{
		{"单位说明：X=按整机 G=按卡；MO=月 HR=小时", map[string]string{"x": "按整机", "g": "按卡", "mo": "月", "hr": "小时"}},
		{"# sizes: m7=M7 48GB; m9=M9 96GB; suffix .rsv = reserved term", map[string]string{"m7": "M7 48GB", "m9": "M9 96GB", "rsv": "reserved term"}},
		{"TERM=最短租期(6M=6个月,24M=24个月)    CNT=可供台数", map[string]string{"term": "最短租期(6M=6个月,24M=24个月)", "6m": "6个月", "24m": "24个月", "cnt": "可供台数"}},
		{"PK-WK=每台每周(7天)；PK-DY=每台每天", map[string]string{"pk-wk": "每台每周", "pk-dy": "每台每天"}},
		{"vendor=某某算力", nil}, // one pair: a tool's metadata, no key
		{"1=2 3=4", nil},     // figures, no codes
		{"合计 = 45,000 元", nil},
		{"汇率：1 USD = 7.10 CNY；1 SGD = 5.30 CNY", nil}, // exchange rates, no key (KY0008)
	} {
		got := keyPairs(c.line)
		if len(got) != len(c.want) {
			t.Errorf("%q: got %v, want %v", c.line, got, c.want)
			continue
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%q: %s = %q, want %q", c.line, k, got[k], v)
			}
		}
	}
}

// KY0002, KY0006, KY0007: a cell read through the key, or left as written.
func TestKeyDecode(t *testing.T) {
	k := fileKey{"zy": {meaning: "紫云算力"}, "wm": {meaning: "整机，单价为每台价格"}, "h2x": {meaning: "NVIDIA H200 141GB"},
		"n": {meaning: "按整机"}, "w": {meaning: "周"}, "od": {meaning: "按需"}, "gpu-day": {meaning: "24h on one GPU"},
		"cnt": {meaning: "每台GPU卡数"}, "gpu-hr": {meaning: "每卡每小时"}}
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"N-W", "按整机 周（N-W）", true}, // every part defined
		{"ZY-WM-H2X-8", "紫云算力 整机，单价为每台价格 NVIDIA H200 141GB x8（ZY-WM-H2X-8）", true}, // the card code names the GPU, the figure counts cards
		{"ZY-WM-Q9-8", "", false},         // Q9 in no key: no GPU part, read as written
		{"AB-WM", "", false},              // glossed in part only
		{"OD", "", false},                 // the trade's plan code
		{"GPU-day", "", false},            // the trade reads it whole, the gloss counts hours: as written
		{"GPU-HR", "GPU-HR（每卡每小时）", true}, // the trade reads it whole: kept first, the gloss beside it
		{"56800", "", false},              // a figure
		{"H200 141G", "", false},          // no code
	} {
		got, _, ok := k.decode(c.in)
		if ok != c.ok || got != c.want {
			t.Errorf("decode(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// KY0001: the company after a short label and its colon.
func TestColonLeadCompany(t *testing.T) {
	for in, want := range map[string]string{
		"导出：紫云算力科技有限公司 计费系统 价目导出 2027-01-04 10:30":          "紫云算力科技有限公司",
		"Export: Violet Cloud Pte. Ltd. billing price list": "Violet Cloud Pte. Ltd.",
		"报价：6.5万/台/月":       "",
		"导出：价目表 2027-01-04": "",
		"09:12 紫云算力科技有限公司":  "",
	} {
		if got := colonLeadCompany(in); got != want {
			t.Errorf("colonLeadCompany(%q) = %q, want %q", in, got, want)
		}
	}
}

// KY0003 end to end: unit codes keyed in a footer, a warning naming the key's line.
func TestFileKeyFooterImport(t *testing.T) {
	csv := "导出：紫云算力科技有限公司 计费系统 价目导出\nGPU,卡数,计价单位,单价\nA800 80G SXM,8,X-MO,\"43,200\"\nL40S 48G,8,G-HR,2.1\n\n单位说明：X=按整机 G=按卡；MO=月(30天) HR=小时\n"
	res, err := Read("k.csv", []byte(csv))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %v", len(res.Quotes), res.Problems)
	}
	want := []string{"43200 node_month", "2.1 gpu_hour"}
	for i, q := range res.Quotes {
		if got := fmt.Sprint(q.Price, " ", q.PriceUnit); got != want[i] {
			t.Errorf("row %d: price %s, want %s", i, got, want[i])
		}
		if !strings.Contains(q.Vendor, "紫云算力") {
			t.Errorf("row %d: vendor %q", i, q.Vendor)
		}
		if !hasWarningKey(q, "import.warn.key_code") {
			t.Errorf("row %d: no key_code warning in %v", i, q.Warnings)
		}
	}
}

// KY0002, KY0007 end to end: a legend sheet decoding a SKU whose column is never read; a card code in no key refused.
func TestFileKeySheetImport(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	rows := [][]any{{"紫云算力 价目表"}, {"产品编码", "配置", "计费方式", "单价(元/卡)"}, {"ZY-VG-H2X-1", "16vCPU / 128G", "H", 9.9}, {"ZY-VG-Q9-1", "16vCPU / 64G", "H", 3.3}}
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("Sheet1", cell, &r)
	}
	f.NewSheet("代码表")
	key := [][]any{{"代码", "含义"}, {"ZY", "紫云算力"}, {"VG", "云主机，每卡价格"}, {"H2X", "NVIDIA H200 141GB"}, {"H", "按小时"}}
	for i, r := range key {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("代码表", cell, &r)
	}
	buf, err := f.WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	res, err := Read("k.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H200-141G" {
		t.Fatalf("quotes %+v", res.Quotes)
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 4 || res.Problems[0].ColumnLetter != "A" {
		t.Errorf("problems %+v: want the Q9 row refused", res.Problems)
	}
}

// FuzzKeyPairs: no line breaks the key's reader or its decoder; a decoded cell keeps its code.
func FuzzKeyPairs(f *testing.F) {
	for _, s := range []string{"单位说明：X=按整机 G=按卡；MO=月(30天) HR=小时", "TERM=最短租期(6M=6个月,24M=24个月)", "a=(b=c", "=)=(", "# x=1; y=2"} {
		f.Add(s, "X-MO")
	}
	f.Fuzz(func(t *testing.T, line, cell string) {
		k := fileKey{}
		for code, m := range keyPairs(line) {
			k[code] = keyDef{meaning: m}
		}
		if got, _, ok := k.decode(cell); ok && !strings.Contains(got, strings.TrimSpace(cell)) {
			t.Errorf("decode(%q) = %q lost the code", cell, got)
		}
	})
}
