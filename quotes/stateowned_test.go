package quotes

import (
	"strings"
	"testing"
)

// Papers of state-owned sellers (issue 23 set109): red-header notices,
// 公示表 with a 计量单位 column, bid responses, framework annexes,
// dispatch-platform listings. Every file below is invented.

// SO0001: a red-header masthead names the issuing company before 文件; the
// company is the vendor, never "X文件".
func TestMastheadVendor(t *testing.T) {
	for line, want := range map[string]string{
		"青衣江数算科技有限公司文件":   "青衣江数算科技有限公司",
		"龙门山算力运营股份有限公司文件": "龙门山算力运营股份有限公司",
		"关于调整价格的文件":       "",
		"青衣江数算科技有限公司":     "",
	} {
		if got := mastheadName(line); got != want {
			t.Errorf("mastheadName(%q) = %q, want %q", line, got, want)
		}
	}
	res := readText(t, "notice.txt", "青衣江数算科技有限公司文件\n\n青数算〔2027〕3号\n\n关于发布智算服务价格的通知\n"+
		"　　一、L40 48G：按量每卡每小时3.6元。\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "青衣江数算科技有限公司" {
		for _, q := range res.Quotes {
			t.Errorf("vendor %q", q.Vendor)
		}
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
}

// SO0002-SO0004: a bid response's bidder line (投标人：…) names the seller,
// never the label.
func TestBidderLineVendor(t *testing.T) {
	res := readCSV(t, "bid.csv",
		"投标人：岷山云智算力有限公司　　　　　　招标编号：ZB-2027-118　　　　单位：元（含税）",
		"序号,规格配置,计费单位,单价,数量",
		"1,8×H200 141G,台·月,\"86,000.00\",2",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "岷山云智算力有限公司" {
		for _, q := range res.Quotes {
			t.Errorf("vendor %q", q.Vendor)
		}
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
}

// A 计量单位 column stating per card beside a 计费方式 column of plan words
// is the unit, though the stamp's date line under the table falls in its
// column: the machine size in 规格配置 does not make a per-card price a
// machine's.
func TestUnitColumnBesidePlanWithDateLine(t *testing.T) {
	res := readCSV(t, "gongshi.csv",
		"沱江数字产业发展有限公司算力服务价格公示",
		"产品名称,规格配置,计费方式,计量单位,公示价格",
		"A40 48G,4卡/台,按小时,元/卡·小时,2.90",
		"A40 48G,4卡/台,按月,元/台·月,\"7,600\"",
		",,,2027年2月3日,",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	if got := perGPUHour(t, res.Quotes[0]); !within(got, 2.90) {
		t.Errorf("元/卡·小时 beside 4卡/台: %v per GPU-hour, want 2.90", got)
	}
	if got := perGPUHour(t, res.Quotes[1]); !within(got, 7600.0/720/4) {
		t.Errorf("元/台·月 beside 4卡/台: %v per GPU-hour, want %v", got, 7600.0/720/4)
	}
}

// SO0006-SO0007: a listing whose status says it is already sold or let
// (已成交, 已租出) is refused at its status cell, never stored.
func TestListingSoldRefused(t *testing.T) {
	for _, state := range []string{"已成交", "已租出"} {
		res := readCSV(t, "listings.csv",
			"挂牌编号,资源提供方,GPU型号,单机卡数,挂牌价格,计价单位,挂牌状态",
			"L-0101,岷江智算有限公司,A40,8,1.90,元/卡·时,挂牌中",
			"L-0102,沱江数产有限公司,A100-40G-PCIe,8,\"19,500.00\",元/台·月,"+state,
		)
		if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "岷江智算有限公司" {
			t.Errorf("%s: %d quotes stored, want only the listing on offer", state, len(res.Quotes))
		}
		if p := problemAt(res, 3); p == nil || !strings.Contains(p.Error(), state) {
			t.Errorf("%s: row 3 not refused naming its status: %+v", state, res.Problems)
		}
	}
}

// SO0010: a notes cell "合同期≥N个月适用" makes N months the row's minimum term.
func TestContractTermAtLeastNote(t *testing.T) {
	res := readCSV(t, "annex.csv",
		"乙方：涪江城发数字科技有限公司",
		"GPU型号,单机配置,计费单位,协议单价,备注",
		"A40 48G,8卡,元/台/月,\"12,400\",合同期≥3个月适用",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.MinHours == nil || *q.MinHours != 2160 {
		t.Errorf("合同期≥3个月: min hours %v, want 2160", q.MinHours)
	}
}

// SO0008-SO0009: a prose line saying the price awaits the group's approval
// or cannot be given yet is refused, never dropped silently.
func TestProsePendingApproval(t *testing.T) {
	for _, line := range []string{"3. B200：单价需报集团审批", "3. B200：暂时给不了价格"} {
		res := readText(t, "岷江智算_报价.txt", "王工，您好！\n\n资源和价格如下：\n\n1. L40 48G：按量 3.5元/卡/时\n"+line+"\n\n此致\n")
		p := problemAt(res, 6)
		if p == nil || p.Reason.Key != "import.err.no_price_words" || len(res.Quotes) != 1 {
			t.Errorf("%q: %d quotes, line 6 not refused as no price: %+v", line, len(res.Quotes), res.Problems)
		}
	}
}

// Review finding 1: "合同期≥N个月" followed by a discount or a conversion
// ("可享9折", "可转包月") is that benefit's condition, no minimum; one that
// belongs to one of a row's prices (包年价…适用) never lengthens the term
// another price's own plan states (包月: 720 h).
func TestContractTermConditionNotMinimum(t *testing.T) {
	res := readCSV(t, "岷江算力有限公司_优惠.csv",
		"GPU型号,单机卡数,单价,计价单位,备注",
		"H20-96G,8,\"3.3万\",元/台·月,合同期≥12个月可享9折",
		"L40S,8,4.0,元/卡·时,按量；合同期≥3个月可转包月",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.MinHours != nil && *q.MinHours > 720 {
			t.Errorf("%s: min hours %v from a discount's or conversion's condition", q.GPU, *q.MinHours)
		}
	}
	res = readCSV(t, "沱江算力有限公司_两档.csv",
		"GPU型号,单机配置,包月单价（元/台）,包年单价（元/台·月）,备注",
		"A40 48G,8卡,\"12,400\",\"11,000\",包年价合同期≥12个月适用",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		want := 720.0
		if q.Price < 12000 {
			want = 8640 // 包年: its plan's year (8760) or the note's 12 months
		}
		if q.MinHours == nil || *q.MinHours != want && !(want == 8640 && *q.MinHours == 8760) {
			t.Errorf("price %v: min hours %v, want %v", q.Price, derefHours(q.MinHours), want)
		}
	}
}

// Review finding 2: 已成交 / 已租出 refuse a row only as a whole status
// cell; a note that merely begins with them ("已成交客户续租享9折",
// "已租出3台，剩余2台") refuses nothing.
func TestSoldWordsInNotesNoRefusal(t *testing.T) {
	res := readCSV(t, "岷江智算有限公司_挂牌.csv",
		"GPU型号,单机卡数,单价,计价单位,备注",
		"H20-96G,8,5.50,元/卡·时,已成交客户续租享9折",
		"A800-80G-SXM,8,\"3.5万\",元/台·月,已租出3台，剩余2台",
		"L20,8,2.30,元/卡·时,已成交价，现货",
		"L40S,8,3.90,元/卡·时,已租出 8 台 / 余 4 台",
	)
	if len(res.Quotes) != 4 {
		t.Errorf("%d quotes, want 4; problems %+v", len(res.Quotes), res.Problems)
	}
}

// Review finding 3: a labelled seller line (服务提供方：…) outranks a group's
// red-header masthead; review finding 5: a vendor taken from a
// "label：Company" line never keeps the label.
func TestLabelledSellerOverMasthead(t *testing.T) {
	res := readText(t, "notice.txt", "青衣江城投集团有限公司文件\n\n关于公布智算服务价格的通知\n\n服务提供方：青衣江智算科技有限公司\n\n"+
		"　　一、L40 48G：按量每卡每小时3.6元。\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "青衣江智算科技有限公司" {
		for _, q := range res.Quotes {
			t.Errorf("vendor %q", q.Vendor)
		}
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
}

// Review finding 5: a vendor taken from a "label：Company" line never keeps
// the label, whatever the label.
func TestLabelledCompanyVendor(t *testing.T) {
	for _, label := range []string{"响应人", "磋商申请人", "应答人", "竞价人", "中选人"} {
		res := readCSV(t, "bid.csv",
			label+"：青城云算科技有限公司",
			"序号,GPU型号,配置,计费单位,单价（元）",
			"1,H20 141G,8卡,元/台·月,\"4.3万\"",
		)
		if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "青城云算科技有限公司" {
			for _, q := range res.Quotes {
				t.Errorf("%s: vendor %q", label, q.Vendor)
			}
		}
	}
}

func derefHours(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}
