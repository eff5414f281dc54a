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

// keyBook writes an invented workbook: a price sheet and, when key is not nil, a key sheet 代码表.
func keyBook(t *testing.T, rows, key [][]any) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("Sheet1", cell, &r)
	}
	if key != nil {
		f.NewSheet("代码表")
		for i, r := range key {
			cell, _ := excelize.CoordinatesToCellName(1, i+1)
			f.SetSheetRow("代码表", cell, &r)
		}
	}
	buf, err := f.WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// KY0007 (review finding 1): a code decoded through one key entry (its card part only, or the whole SKU) gets its
// GPU in the joined column, never the row above's; a row whose code decodes to no GPU is refused at its code cell.
func TestFileKeyJoinedOneEntry(t *testing.T) {
	rows := [][]any{{"紫云算力 价目表"}, {"产品编码", "配置", "计费方式", "单价(元/卡)"},
		{"ZY-VG-H2X-1", "16vCPU / 128G", "H", 9.9}, {"QQ-L4X", "16vCPU / 64G", "H", 3.3}, {"H2X", "16vCPU / 128G", "H", 9.5},
		{"ZY-VG", "16vCPU / 64G", "H", 2.2}}
	key := [][]any{{"代码", "含义"}, {"ZY", "紫云算力"}, {"VG", "云主机，每卡价格"}, {"H2X", "NVIDIA H200 141GB"}, {"L4X", "NVIDIA L40S 48GB"}, {"H", "按小时"}}
	res, err := Read("k.xlsx", keyBook(t, rows, key))
	if err != nil {
		t.Fatal(err)
	}
	got := map[float64]string{}
	for _, q := range res.Quotes {
		got[q.Price] = q.GPU
	}
	if got[9.9] != "H200-141G" || got[3.3] != "L40S-48G" || got[9.5] != "H200-141G" || got[2.2] != "" {
		t.Errorf("GPUs by price %v, want 9.9 and 9.5 H200-141G, 3.3 L40S-48G, 2.2 refused", got)
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 6 && p.ColumnLetter == "A"
	}
	if !refused {
		t.Errorf("problems %+v: want row 6 (ZY-VG, no GPU) refused at A", res.Problems)
	}
}

// KY0002 (review finding 2): a price list headed "SKU Code | Description" is no key sheet: its unit codes are read
// through the footer's key.
func TestFileKeyPriceListNoKeySheet(t *testing.T) {
	for _, head := range [][]any{{"SKU Code", "Description", "GPU", "Unit", "Price"}, {"SKU", "Name", "GPU", "Unit", "Price"}} {
		rows := [][]any{{"Violet Cloud Pte. Ltd. price list"}, head,
			{"VC-A8", "8-GPU server", "A800 80G SXM", "X-MO", 43200}, {"VC-L4", "one card", "L40S 48G", "G-HR", 2.1}, {},
			{"Units: X=per server G=per GPU; MO=month HR=hour"}}
		res, err := Read("k.xlsx", keyBook(t, rows, nil))
		if err != nil {
			t.Fatal(err)
		}
		var units []string
		for _, q := range res.Quotes {
			units = append(units, fmt.Sprint(q.Price, " ", q.PriceUnit))
			if !hasWarningKey(q, "import.warn.key_code_sheet") {
				t.Errorf("%v: %v not read through the footer's key: %v", head, q.Price, q.Warnings)
			}
		}
		if fmt.Sprint(units) != "[43200 node_month 2.1 gpu_hour]" {
			t.Errorf("%v: units %v, want [43200 node_month 2.1 gpu_hour]; problems %v", head, units, res.Problems)
		}
	}
}

// KY0007 (review finding 4): two code columns: one joined column, the first code column's, named by its letter.
func TestJoinCodeColumnOnce(t *testing.T) {
	k := fileKey{"h2x": {meaning: "NVIDIA H200 141GB"}, "l4x": {meaning: "NVIDIA L40S 48GB"}, "zy": {meaning: "紫云算力"}}
	for n := 0; n < 20; n++ {
		tb := &table{rows: [][]string{{"产品编码", "SKU", "单价"}, {"ZY-H2X", "ZY-L4X", "9.9"}}, rowNum: []int{1, 2}, colNum: []int{0, 2, 4, 5}}
		k.applyKey(tb, nil)
		if len(tb.rows[1]) != 4 || !strings.HasPrefix(tb.rows[1][3], "NVIDIA H200 141GB") || tb.rows[0][3] != joinedCodeHeader {
			t.Fatalf("rows %q: want one column, the first code column's GPU", tb.rows)
		}
		if fmt.Sprint(tb.colNum) != "[0 2 4 0]" {
			t.Fatalf("colNum %v, want [0 2 4 0]", tb.colNum)
		}
	}
}

// KY0004 (review finding 6): a figure counts GPUs only after a GPU's meaning; M-3 is no "month x3".
func TestKeyCountAfterGPU(t *testing.T) {
	k := fileKey{"m": {meaning: "月"}, "cnt": {meaning: "每台GPU卡数"}, "h8": {meaning: "NVIDIA H800 80GB"}}
	if got, _, ok := k.decode("M-3"); ok {
		t.Errorf("decode(M-3) = %q: a month's figure read as a GPU count", got)
	}
	if got, _, _ := k.decode("H8-8"); got != "NVIDIA H800 80GB x8（H8-8）" {
		t.Errorf("decode(H8-8) = %q", got)
	}
}

// KY0002 (review finding 5): a row whose only figure carries a currency ("¥43,200") is decoded too.
func TestFileKeyCurrencyFigure(t *testing.T) {
	csv := "导出：紫云算力科技有限公司 计费系统 价目导出\nGPU,计价单位,单价\nA800 80G SXM 8卡,X-MO,\"¥43,200\"\nL40S 48G 8卡,G-HR,$2.10/hr\n\n单位说明：X=按整机 G=按卡；MO=月(30天) HR=小时\n"
	res, err := Read("k.csv", []byte(csv))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"43200 node_month", "2.1 gpu_hour"}
	for i, q := range res.Quotes {
		if !hasWarningKey(q, "import.warn.key_code") {
			t.Errorf("%v %s: not read through the key: %v", q.Price, q.PriceUnit, q.Warnings)
		}
		if got := fmt.Sprint(q.Price, " ", q.PriceUnit); i < len(want) && got != want[i] {
			t.Errorf("row %d: %s, want %s", i, got, want[i])
		}
	}
	if len(res.Quotes) != 2 {
		t.Errorf("quotes %d, problems %v", len(res.Quotes), res.Problems)
	}
}

// KY0001 (review finding 3): a buyer's label before the colon names no vendor.
func TestColonLeadBuyer(t *testing.T) {
	for _, in := range []string{"询价单位：成都某某科技有限公司 GPU报价", "客户：成都某某科技有限公司 报价", "采购方：成都某某科技有限公司"} {
		if got := colonLeadCompany(in); got != "" {
			t.Errorf("colonLeadCompany(%q) = %q, want none: the buyer", in, got)
		}
	}
}
