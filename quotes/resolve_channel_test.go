package quotes

import (
	"strings"
	"testing"
)

// A bracketed deal or channel tag after a party's name is not the name
// (words/vendor.tsv party_tag); a bracketed place is.
func TestPartyTagOffVendorName(t *testing.T) {
	for in, want := range map[string]string{
		"岷江智算（直签）":          "岷江智算",
		"锦城数智(金牌伙伴)":        "锦城数智",
		"Harbor (reseller)": "Harbor",
		"蓉数科技（上海）":          "蓉数科技（上海）",
		"岷江智算":              "岷江智算",
		"（直签）":              "（直签）",
	} {
		if got, _, _ := partyTag(in); got != want {
			t.Errorf("partyTag(%q) = %q, want %q", in, got, want)
		}
	}
	res := readCSV(t, "deal.csv",
		"供应商,GPU,每台卡数,单价(元/卡/时)",
		"岷江智算（直签）,H100 SXM 80G,8,10.4",
		"蓉数科技（上海）,H100 SXM 80G,8,10.5",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "岷江智算" || res.Quotes[1].Vendor != "蓉数科技（上海）" {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
	if !hasWarningKey(res.Quotes[0], "import.warn.vendor_party_tag") || hasWarningKey(res.Quotes[1], "import.warn.vendor_party_tag") {
		t.Errorf("warnings %v / %v", res.Quotes[0].Warnings, res.Quotes[1].Warnings)
	}
}

// A portal's export forwarded by a partner: the line naming the partner
// with its channel tag names the vendor, not the portal in the title; a
// line naming who the list is for names none.
func TestChannelPartyLineNamesVendor(t *testing.T) {
	head := []string{"产品编码,GPU型号,GPU数,计费方式,单价", "LC-1,NVIDIA H100 80GB SXM,8,元/卡/时,10.4", "LC-2,NVIDIA L20 48GB,1,元/卡/时,2.6"}
	res := readCSV(t, "export.csv", append([]string{"澜海云合作伙伴门户 - 价格目录导出", "导出人：锦城数智（金牌伙伴）  导出时间：2026-12-03 10:42"}, head...)...)
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "锦城数智" || !hasWarningKey(res.Quotes[0], "import.warn.vendor_channel_party") {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "export.csv", append([]string{"Tallgrass Cloud partner portal - price export", "Exported by: Harbor Bridge Compute (Reseller)"}, head...)...)
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "Harbor Bridge Compute" {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "export.csv", append([]string{"澜海云合作伙伴门户 - 价格目录导出", "致：锦城数智（代理商）"}, head...)...)
	if len(res.Quotes) > 0 && res.Quotes[0].Vendor == "锦城数智" {
		t.Errorf("the recipient read as the vendor: %+v", res.Quotes[0])
	}
}

// A cell saying another column's price applies reads that column's price in
// its row, warned; one with a figure of its own is not read so.
func TestCellSaysListPriceApplies(t *testing.T) {
	res := readCSV(t, "deal.csv",
		"签约方,产品,单机卡数,计价单位,刊例价,报备成交价(终端),渠道结算价",
		"芯途科技,RTX4090 24G,8,元/卡/时,2.20,驳回（按刊例价执行）,—",
		"芯途科技,H100 80G SXM,8,元/卡/时,12.50,按刊例价9折执行,—",
	)
	q := quoteAt(res, 2)
	if q == nil || q.Price != 2.2 || !hasWarningKey(*q, "import.warn.same_as_column") {
		t.Fatalf("row 2: %+v %v", q, res.Problems)
	}
	if q := quoteAt(res, 3); q != nil && q.Price == 12.5 {
		t.Errorf("row 3 read as the list price: %+v", q)
	}
}

// A status being retired (下线中) is still on offer, warned; "On request"
// beside a price asks for capacity, not the price; without a price it is
// no offer.
func TestStatusRetiringAndOnRequest(t *testing.T) {
	res := readCSV(t, "feed.csv",
		"vendor,GPU,GPUs per node,price (CNY/GPU/hour),status",
		"Acme,V100 32GB,4,2.4,下线中",
		"Acme,H100 SXM 80GB,8,15,On request",
		"Acme,A100 SXM 80GB,8,,On request",
		"Acme,H20 96GB,8,5,已下线",
	)
	if q := quoteAt(res, 2); q == nil || !hasWarningKey(*q, "import.warn.offer_retiring") {
		t.Errorf("row 2: %+v %v", q, res.Problems)
	}
	if q := quoteAt(res, 3); q == nil || !hasWarningKey(*q, "import.warn.on_request_priced") {
		t.Errorf("row 3: %+v %v", q, res.Problems)
	}
	for _, row := range []int{4, 5} {
		if q := quoteAt(res, row); q != nil || problemAt(res, row) == nil {
			t.Errorf("row %d stored or not refused: %+v %v", row, q, res.Problems)
		}
	}
	if !onRequestOnly("ON_REQUEST") || onRequestOnly("sold out") || onRequestOnly("") || stateSaysNoOffer("即将下架") {
		t.Error("status words")
	}
}

// A unit cell adding a commitment as a clause of its own sets the term and
// keeps the unit.
func TestUnitCellCommitment(t *testing.T) {
	unit, m, ok := unitCommitment("per GPU-hour, 1-year reserved")
	if !ok || m.term == nil || m.term.Hours(DefaultHoursPerMonth) != 8760 || parseHint(unit).period != "hour" {
		t.Fatalf("%q %+v %v", unit, m, ok)
	}
	if _, _, ok := unitCommitment("per GPU-hour"); ok {
		t.Error("a plain unit read as a commitment")
	}
	res := readCSV(t, "r.tsv",
		"vendor,GPU,GPUs/instance,Billing,Price (USD)",
		`Acme,H100 SXM 80GB,8,"1-year reserved, per GPU-hour",2.25`,
	)
	if len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != "gpu_hour" || res.Quotes[0].MinTerm == nil || res.Quotes[0].MinTerm.Hours(DefaultHoursPerMonth) != 8760 {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
}

// A row naming the cloud instance it prices and its GPUs prices the instance
// whole where the price states no basis; without the instance column the
// basis stays open.
func TestInstanceColumnPricesInstance(t *testing.T) {
	res := readCSV(t, "portal.csv",
		"供应商,实例规格,GPU型号,GPU数,计费周期,公开价(元)",
		"澜海云,gn8h.16xlarge,NVIDIA H800 80GB SXM,8,按小时,84.00",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != "node_hour" || !hasWarningKey(res.Quotes[0], "import.warn.basis_from_instance_column") {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "portal.csv",
		"供应商,GPU型号,GPU数,计费周期,公开价(元)",
		"澜海云,NVIDIA H800 80GB SXM,8,按小时,84.00",
	)
	if len(res.Quotes) != 0 || !strings.Contains(problemAt(res, 2).Text("en"), "per card or per machine") {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
}

func FuzzPartyTagAndUnitCommitment(f *testing.F) {
	for _, s := range []string{"岷江智算（直签）", "锦城数智(金牌伙伴)", "per GPU-hour, 1-year reserved", "（）", "(", "\xff（直签）", "a,b,c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if name, tag, kind := partyTag(s); tag != "" && (kind == "" || strings.TrimSpace(name) == "" || len(name) >= len(s)) {
			t.Fatalf("partyTag(%q) = %q %q %q", s, name, tag, kind)
		}
		if unit, m, ok := unitCommitment(s); ok && (m.term == nil || parseHint(unit).period == "") {
			t.Fatalf("unitCommitment(%q) = %q %+v", s, unit, m)
		}
	})
}

// A bare instance or endpoint column (Instance, Endpoint, 实例, 推理端点;
// words/procure.tsv instance_header PM01xx) names the instance a row
// prices, as 实例规格 does: a price stating no basis beside the instance's
// GPU count is the instance's, warned.
func TestBareInstanceHeaderPricesInstance(t *testing.T) {
	for _, head := range []string{"Instance", "Endpoint", "实例", "推理端点"} {
		res := readCSV(t, "instances.csv",
			"Vendor,"+head+",GPU,GPUs,On-demand ($/hr)",
			"Acme,ac.h100x8,NVIDIA H100 SXM5 80GB,8,23.12",
		)
		if len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != "node_hour" || !hasWarningKey(res.Quotes[0], "import.warn.basis_from_instance_column") {
			t.Errorf("%s: %+v %v", head, res.Quotes, res.Problems)
		}
	}
}

// A price charged per training token (words/units.tsv training_charge), in
// its unit column, its notes or its own cell, is a fine-tuning charge: the
// row is refused at the price cell, while a price per output token stays a
// token price.
func TestTrainingTokenChargeIsRefused(t *testing.T) {
	for _, c := range []struct{ head, row string }{
		{"Vendor,GPU,GPUs,Price (USD),Billing unit", "Acme,H100 SXM 80GB,8,3.00,per 1M training tokens"},
		{"Vendor,Instance,GPU,GPUs,On-demand ($/hr),Notes", "Acme,LoRA job,H100 SXM 80GB,8,4.00,per 1M training tokens"},
		{"供应商,GPU型号,价格", "锦城推理,H800 SXM 80G,8元/百万训练token"},
	} {
		res := readCSV(t, "ft.csv", c.head, c.row)
		if len(res.Quotes) != 0 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.training_charge" || res.Problems[0].Row != 2 {
			t.Errorf("%s: quotes %+v problems %v: want refused as a training charge", c.row, res.Quotes, res.Problems)
		}
	}
	res := readCSV(t, "api.csv", "Vendor,GPU,Price (USD),Billing unit", "Acme,H100 SXM 80GB,0.90,per 1M output tokens")
	if len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != UnitMillionTokens {
		t.Errorf("per output token: quotes %+v problems %v: want a token price", res.Quotes, res.Problems)
	}
}
