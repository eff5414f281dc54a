package quotes

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// A broker's digest names each vendor in a section row ("■ 供应商A：…"):
// the rows under it are that vendor's, over the broker named in the title,
// until the next section row; a row's own vendor cell still wins. A line
// marking a forwarded mail names no vendor; the original mail's line does.
func TestVendorFromSectionRow(t *testing.T) {
	res := readCSV(t, "digest.csv",
		"【蓉城算力通】12月第1周 资源汇总（多家资源方，渠道价）",
		"型号,每台卡数,价格",
		"■ 供应商A：龙泉驿云港",
		"H800 SXM 80G,8,10.6万/台/月",
		"A800 SXM 80G,8,5.3万/台/月",
		"◆ Supplier B: Nimbus Forge",
		"H100 SXM 80G,8,11.8万/台/月",
	)
	want := map[int]string{4: "龙泉驿云港", 5: "龙泉驿云港", 7: "Nimbus Forge"} // VX0601, VX0607
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d: %v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != want[q.SourceRow] || !hasKey(q, "import.warn.vendor_from_section") {
			t.Errorf("row %d: vendor %q, want %q (%v)", q.SourceRow, q.Vendor, want[q.SourceRow], RenderAll(q.Warnings, "en"))
		}
		if c, ok := chosenOf(q.Evidence, fVendor); !ok || c.Rule != "vendor.section" {
			t.Errorf("row %d: vendor evidence %+v", q.SourceRow, c)
		}
	}
	for line, want := range map[string]string{"---------- 转发的邮件 ----------": "", "---------- Forwarded message ---------": "", "原邮件：天府云数 销售部 《12月GPU资源报价》": "天府云数"} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
}

// A later field of a labelled line may name the sender ("致：… 自：…"), the
// person after the company aside; a column whose every value is only a
// company word (资源类别 “智算”) is no vendor column.
func TestVendorFromLaterFieldAndCompanyWordColumn(t *testing.T) {
	for line, want := range map[string]string{
		"致：贵司采购部　自：龙泉驿小型机房 老周": "龙泉驿小型机房", // V0330
		"致：贵司采购部　日期：12月3日":     "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	res := readCSV(t, "hq.csv",
		"横琴超算中心 2026年度 智算资源收费标准",
		"序号,资源类别,加速卡型号,单节点卡数,计费单位,标准价",
		"1,智算,NVIDIA A100 80GB SXM4,8,元/卡时,7.20",
		"2,智算,NVIDIA A800 80GB PCIe,8,元/卡时,5.60",
		"3,智算,NVIDIA V100 32GB,8,元/卡时,2.10",
	)
	for _, q := range res.Quotes {
		if q.Vendor != "横琴超算中心" {
			t.Errorf("row %d: vendor %q, want the title's 横琴超算中心", q.SourceRow, q.Vendor)
		}
	}
	if len(res.Quotes) != 3 {
		t.Errorf("%d quotes, want 3: %v", len(res.Quotes), res.Problems)
	}
}

// A count of machines standing alone in the spec cell ("8卡机 2台") is the
// machines on offer where no column counts them; "8卡/台" (per machine)
// and "1台起租" (a minimum) are not.
func TestNodesFromSpecCell(t *testing.T) {
	for spec, want := range map[string]int{"8卡机 2台": 2, "8卡 1台，押一付三": 1, "8卡/台": 0, "8卡 1台起租": 0, "每台8卡": 0} {
		q := onlyQuote(t, "供应商,型号,配置,价格", "龙泉驿小型机房,RTX 4090,"+spec+",1.6万/台/月")
		got := 0
		if q.Nodes != nil {
			got = *q.Nodes
		}
		if got != want || want > 0 && !hasKey(q, "import.warn.nodes_from_spec") {
			t.Errorf("%q: nodes %d, want %d (%v)", spec, got, want, RenderAll(q.Warnings, "en"))
		}
	}
}

// A marketplace export's listing title is the offer's name (H0867-0871), so
// the words in it are read as the offer's: here the network.
func TestListingTitleIsTheOffer(t *testing.T) {
	q := onlyQuote(t, "店铺,商品标题,显卡,价格,单位", "极光算力,8卡 A100 80G SXM 裸金属 IB组网,A100-80G,5.9,元/卡/时")
	if q.Offer != "8卡 A100 80G SXM 裸金属 IB组网" || q.InterNode != InterIB {
		t.Errorf("offer %q, network %v", q.Offer, q.InterNode)
	}
}

// FM: a 成交结果公告 lists each lot's supplier (采购结果) above the items
// (主要标的信息), which have no supplier column: an item's vendor is its
// lot's supplier, never the buyer's project in the title; a failed lot
// ("—") leaves its item with no vendor (refused), not the title's name.
func TestVendorJoinedByLot(t *testing.T) {
	res := readCSV(t, "award_notice.csv",
		"郫都区数字经济发展服务中心算力租赁服务项目成交结果公告",
		"三、采购结果",
		"包号,供应商名称,成交金额（元）",
		"1,成都芙蓉算力科技有限公司,\"1,880,064.00\"",
		"2,四川锦官城数据服务有限公司,\"2,370,240.00\"",
		"3,—,废标",
		"四、主要标的信息",
		"包号,规格型号,数量（台）,成交单价,计价单位",
		"1,\"H20 96GB，8卡/台\",4,5.80,元/卡·时",
		"2,\"L20 48GB，4卡/台\",6,1980.00,元/卡·月",
		"2,\"A100 80GB SXM4，8卡/台\",2,39600.00,元/台·月",
		"3,\"昇腾910B 64GB，8卡/台\",2,25000,元/台·月")
	want := map[int]string{9: "成都芙蓉算力科技有限公司", 10: "四川锦官城数据服务有限公司", 11: "四川锦官城数据服务有限公司"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d: %+v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != want[q.SourceRow] || !hasKey(q, "import.warn.vendor_from_lot") {
			t.Errorf("row %d: vendor %q, want %q (%v)", q.SourceRow, q.Vendor, want[q.SourceRow], RenderAll(q.Warnings, "en"))
		}
		if c, ok := chosenOf(q.Evidence, fVendor); !ok || c.Rule != "vendor.lot" || c.Row != map[int]int{9: 4, 10: 5, 11: 5}[q.SourceRow] {
			t.Errorf("row %d: vendor evidence %+v", q.SourceRow, c)
		}
	}
	if p := problemAt(res, 12); p == nil {
		t.Errorf("row 12 (lot 3 failed, no supplier): not refused")
	}
	for _, title := range []string{"郫都区数字经济发展服务中心算力租赁服务项目成交结果公告", "采购人：郫都区数字经济发展服务中心", "采购代理机构：四川天衡招标代理有限公司"} {
		res = readCSV(t, "notice.csv", title, "包号,规格型号,成交单价,计价单位", "1,\"H20 96GB，8卡/台\",5.80,元/卡·时")
		if len(res.Quotes) != 0 || len(res.Problems) == 0 {
			t.Errorf("%q: quotes %+v, want the row refused (the buyer is no vendor)", title, res.Quotes)
		}
	}
}

// FuzzLotVendors: any lot and supplier cells read without panicking, and an
// item's vendor joined by its lot is the result table's name as written.
func FuzzLotVendors(f *testing.F) {
	for _, s := range [][2]string{{"1", "成都芙蓉算力科技有限公司"}, {"包1", "—"}, {"", ""}, {"A", "Ridgeline GPU Cloud"}, {"1,2", "x"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, lot, name string) {
		if strings.ContainsAny(lot+name, "\n\r\",") || !utf8.ValidString(lot+name) {
			return
		}
		res, err := Read("notice.csv", csvOf("包号,供应商名称,成交金额（元）", lot+","+name+",100", "四、主要标的信息",
			"包号,规格型号,成交单价,计价单位", lot+",H20 96GB 8卡/台,5.80,元/卡·时"))
		if err != nil {
			return
		}
		for _, q := range res.Quotes {
			if c, ok := chosenOf(q.Evidence, fVendor); ok && c.Rule == "vendor.lot" && q.Vendor != strings.TrimSpace(name) && !strings.Contains(name, q.Vendor) {
				t.Fatalf("lot %q name %q: vendor %q", lot, name, q.Vendor)
			}
		}
	})
}

// FM: a contract annex sets its parties side by side on one line ("合同编号：…
// 甲方：… 乙方：…"): the 乙方 field names the vendor, over a clause line
// ("第一条 服务期限：…") and never the 甲方.
func TestPartyFieldAfterGap(t *testing.T) {
	res := readCSV(t, "annex.csv",
		"合同附件二：价格条款及费用明细",
		"合同编号：XD-SZ-2026-0718　　甲方：成都市新都区某科研单位　　乙方：成都青城算力网络有限公司",
		"第一条 服务期限：2026年7月1日起至2027年6月30日止，共12个月。",
		"条款,服务项目,GPU型号,每台卡数,单价,计费单位",
		"3.1,训练算力租赁,A100 80GB SXM4,8,40000,元/台·月")
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "成都青城算力网络有限公司" {
		t.Fatalf("quotes %+v problems %+v: want the 乙方", res.Quotes, res.Problems)
	}
	if c, ok := chosenOf(res.Quotes[0].Evidence, fVendor); !ok || c.Rule != "vendor.party" {
		t.Errorf("vendor evidence %+v", c)
	}
}
