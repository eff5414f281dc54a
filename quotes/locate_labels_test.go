package quotes

import "testing"

// A formal quotation's head row holds two "label：value" cells: the vendor
// label's value is the company alone, not run into the date beside it.
func TestFormHeadLabelCellsEachALine(t *testing.T) {
	for _, second := range []string{"报价日期：2026年12月1日", "报价编号：YJ-Q-20261201-07"} {
		res := readCSV(t, "form.csv",
			"报  价  单",
			"报价单位：宁波甬江信息技术有限公司,"+second,
			"序号,品名,规格型号,单价,单位",
			"1,GPU云主机,1×L40S 48GB,4.2,元/卡/时")
		if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "宁波甬江信息技术有限公司" {
			t.Fatalf("%s: %d quotes, problems %v", second, len(res.Quotes), res.Problems)
		}
	}
}

// A form's 规格型号 cell, read as the GPU column, holds the whole machine:
// the network in it is the quote's when no column gives one.
func TestNetworkInFormSpecCell(t *testing.T) {
	res := readCSV(t, "form.csv",
		"报价单位：宁波甬江信息技术有限公司",
		"序号,品名,规格型号,单位,数量,单价（元）,金额（元）",
		"1,GPU算力服务器租赁,8×NVIDIA H100 80GB SXM5 / 2TB内存 / 8×3.84TB NVMe / 4×400G IB,台·月,2,68000,136000",
		"2,GPU算力服务器租赁,8×NVIDIA A800 80GB SXM4 / 1TB内存 / 2×200G RoCE,台·月,4,40500,162000",
		"3,GPU云主机（单卡）,1×L40S 48GB / 128GB内存,卡·时,2000,4.2,8400",
		"4,并行文件存储,高性能并行文件存储,TB·月,50,900,45000",
		"5,公网带宽,BGP 1Gbps,条·月,1,12000,12000")
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []string{"ib", "roce"} {
		if got := string(res.Quotes[i].InterNode); got != want {
			t.Errorf("row %d: network %q, want %q", res.Quotes[i].SourceRow, got, want)
		}
	}
}

// A formal quotation names its seller on the stamp line under the table:
// that company is the vendor; a stamp line that names only a person, or
// the customer, names none.
func TestVendorFromStampLine(t *testing.T) {
	for line, want := range map[string]string{
		"宁波甬江信息技术有限公司（盖章）":                           "宁波甬江信息技术有限公司",
		"报价单位（盖章）：宁波甬江信息技术有限公司":                      "宁波甬江信息技术有限公司",
		"盖章：宁波甬江信息技术有限公司 2026年12月1日":                 "宁波甬江信息技术有限公司",
		"Authorized signature: Kestrel Compute Ltd.": "Kestrel Compute Ltd.",
		"报价人：王磊　电话：0574-8888 0000　（盖章）":              "",
		"客户（盖章）：某某智能科技有限公司":                          "",
	} {
		res := readCSV(t, "form.csv",
			"报  价  单",
			"序号,品名,规格型号,单位,数量,单价（元）,金额（元）",
			"1,GPU算力服务器租赁,8×NVIDIA H100 80GB SXM5 / 4×400G IB,台·月,2,68000,136000",
			line)
		got := ""
		if len(res.Quotes) == 1 {
			got = res.Quotes[0].Vendor
		}
		if got != want {
			t.Errorf("%q: vendor %q, want %q (problems %v)", line, got, want, res.Problems)
		}
	}
}
