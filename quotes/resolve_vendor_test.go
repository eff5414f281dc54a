package quotes

import (
	"strings"
	"testing"
)

// The vendor policy: a company name or a line labelling the vendor
// outranks a plain name wherever it stands, a person is never the vendor
// while a company is named, and the order of the sources breaks ties.
func TestVendorPolicy(t *testing.T) {
	for _, tc := range []struct {
		name         string
		titles, lone []string
		file         string
		want, rule   string
	}{
		{"plain title yields to a company file name", []string{"Harrow"}, nil, "05_NimbusGrid_rates.csv", "NimbusGrid", "vendor.file_name"},
		{"company title over company file name", []string{"Tallgrass Compute — GPU rates"}, nil, "05_NimbusGrid_rates.csv", "Tallgrass Compute", "vendor.title"},
		{"labelled title over company file name", []string{"供应商：京海"}, nil, "05_NimbusGrid_rates.csv", "京海", "vendor.title"},
		{"plain title without other evidence", []string{"Harrow"}, nil, "rates.csv", "Harrow", "vendor.title"},
		{"a sender is a person: the subject's company", []string{"发件人: 李娜 <lina@tianmu-ai.example>", "主题: 回复：GPU资源询价（天目智算）"}, nil, "03_email_paste.csv", "天目智算", "vendor.title"},
		{"a sender is a person: the signature's company", []string{"发件人: 李娜 <lina@tianmu-ai.example>"}, []string{"李娜 | 天目智算 商务部 | 139-0000-0000"}, "paste.csv", "天目智算", "vendor.mail_signature"}, // ML0070: the line the from head's person signs with
		{"a person when nothing else names one", []string{"发件人: 李娜 <lina@tianmu-ai.example>"}, nil, "paste.csv", "李娜", "vendor.title"},
		{"signature over a company file name", nil, []string{"澄湾算力 商务部 周工 139-0000-0000"}, "05_NimbusGrid_rates.csv", "澄湾算力", "vendor.signature"},
		// SE-STAMP-NOTE: a tender's bidder line, its label with the stamp note, names the seller
		{"bidder line with a stamp note", []string{"附件2：分项报价表（项目编号：XY-2027-031）", "投标人名称（签章）：杭州云岫数算有限公司"}, nil, "annex.xlsx", "杭州云岫数算有限公司", "vendor.title"},
		// SE-SELLER-RANK: a registered company or a labelled seller over a title's brand phrase
		{"registered company over a title's product phrase", []string{"鲲鹏算力 + 部署服务 套餐报价", "报价单位：南京栖霞智联科技有限公司"}, nil, "bundles.xlsx", "南京栖霞智联科技有限公司", "vendor.title"},
		{"labelled seller over a title's product phrase", []string{"鲲鹏算力 套餐报价", "报价方：栖霞智联"}, nil, "bundles.xlsx", "栖霞智联", "vendor.title"},
		{"registered stamp line over a company-like title", []string{"岚山智算 GPU资源报价"}, []string{"报价单位（盖章）：岚山数智科技有限公司"}, "list.xlsx", "岚山数智科技有限公司", "vendor.stamp"},
		{"a title that is the registered name's short form keeps its place", []string{"岚山智算 GPU资源报价"}, []string{"报价单位（盖章）：岚山智算科技有限公司"}, "list.xlsx", "岚山智算", "vendor.title"},
		{"a registered company a line addresses is the buyer, not promoted", []string{"致 成都澜沧信息有限公司 采购部：GPU费用测算"}, []string{"报价单位（盖章）：岚山数智科技有限公司"}, "list.xlsx", "岚山数智科技有限公司", "vendor.stamp"},
		// SE-TITLE-CELL: a title row's descriptive cell, then the seller's name
		{"the seller among a title row's cells", []string{"异构替代对标报价（供改造参考） 澜沧智算 2027-03"}, nil, "06_pairs.tsv", "澜沧智算", "vendor.title"},
	} {
		ctx := &readCtx{res: &FileResult{File: tc.file}, fileVendor: vendorFromFileName(tc.file)}
		got, ev, ok := resolveVendor(vendorScope{ctx: ctx, titles: tc.titles, lone: tc.lone})
		if !ok || got.ev.Value != tc.want || got.ev.Rule != tc.rule {
			t.Errorf("%s: got %q by %q (ok %v), want %q by %q; evidence %+v", tc.name, got.ev.Value, got.ev.Rule, ok, tc.want, tc.rule, ev)
			continue
		}
		if c, ok := chosenOf(ev, fVendor); !ok || c.Value != tc.want {
			t.Errorf("%s: evidence marks %+v chosen", tc.name, c)
		}
	}
}

// A row's own vendor cell is chosen, and the evidence keeps what it
// overruled (the title's name), for --explain --trace.
func TestVendorCellOverrulesTitle(t *testing.T) {
	res := readCSV(t, "05_NimbusGrid_rates.csv",
		"Tallgrass Compute — GPU rates",
		"Provider,GPU,GPUs per node,Price (USD/GPU-hr)",
		"Harbor Cloud,H100 SXM 80GB,8,2.31",
	)
	q := res.Quotes[0]
	c, ok := chosenOf(q.Evidence, fVendor)
	if !ok || c.Value != "Harbor Cloud" || c.Rule != "vendor.cell" || c.Letter != "A" || c.Row != 3 {
		t.Fatalf("chosen %+v (ok %v); evidence %+v", c, ok, q.Evidence)
	}
	overruled := map[string]string{}
	for _, e := range q.Evidence {
		if e.Field == fVendor && !e.Chosen {
			overruled[e.Rule] = e.Value + " by " + e.Why
		}
	}
	if overruled["vendor.title"] != "Tallgrass Compute by vendor.cell" || overruled["vendor.file_name"] != "NimbusGrid by vendor.cell" {
		t.Errorf("overruled %v", overruled)
	}
}

// SM-VENDOR-CONTACT: a contact column whose people carry one company (a
// collaboration tool's outside contact) names the vendor, warned; a title
// outranks it, two companies name none, a person alone or an e-mail is no company.
func TestVendorFromContactColumn(t *testing.T) {
	for _, tc := range []struct {
		name     string
		contacts []string
		want     string
	}{
		{"WeCom outside contact", []string{"王敏@蜀云汇算力", "", "李工@蜀云汇算力"}, "蜀云汇算力"},
		{"company in brackets", []string{"@王敏（蜀云汇算力科技）", "@张晓"}, "蜀云汇算力科技"},
		{"company after the name", []string{"王敏 蜀云汇算力科技有限公司"}, "蜀云汇算力科技有限公司"},
		{"a role in brackets is no company", []string{"王敏（销售）", "李工(商务)"}, ""},
		{"an e-mail is no company", []string{"wangmin@shuyun.example"}, ""},
		{"people only", []string{"@王敏", "@李工"}, ""},
		{"two companies name none", []string{"王敏@蜀云汇算力", "李工@青城算力"}, ""},
	} {
		ctx := &readCtx{res: &FileResult{File: "03_export.csv"}}
		got, _, ok := resolveVendor(vendorScope{ctx: ctx, contacts: []contactCol{{header: "负责人", values: tc.contacts}}})
		if tc.want == "" {
			if ok {
				t.Errorf("%s: got %q by %s, want none", tc.name, got.ev.Value, got.ev.Rule)
			}
			continue
		}
		if !ok || got.ev.Value != tc.want || got.ev.Rule != "vendor.contact_column" || got.say.Key != "import.warn.vendor_from_contact" {
			t.Errorf("%s: got %q by %q (ok %v), want %q", tc.name, got.ev.Value, got.ev.Rule, ok, tc.want)
		}
	}
	ctx := &readCtx{res: &FileResult{File: "03_export.csv"}}
	got, _, _ := resolveVendor(vendorScope{ctx: ctx, titles: []string{"青城算力 GPU资源表"}, contacts: []contactCol{{header: "负责人", values: []string{"王敏@蜀云汇算力"}}}})
	if got.ev.Value != "青城算力" {
		t.Errorf("a title outranks a contact's company: got %q", got.ev.Value)
	}
	// end to end: a smart-sheet export with record ids and a 负责人 column
	res := readCSV(t, "03_export.csv",
		"记录ID,型号,规格,状态,报价,负责人",
		"rec001,H100 SXM5 80G,8卡/台,✅ 现货,¥12.5/卡/时,王敏@蜀云汇算力",
		"rec002,L20 48G,8卡/台,✅ 现货,\"¥ 18,000/台/月\",李工@蜀云汇算力",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "蜀云汇算力" || !hasWarning(res.Quotes[0], "王敏@蜀云汇算力") {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if q := res.Quotes[1]; !eqPtr(q.GPUsPerNode, 8) || q.Price != 18000 || q.PriceUnit != "node_month" {
		t.Errorf("“¥ 18,000/台/月” on 8卡/台: %+v", q)
	}
}

// SM-FILE-LINE: a title line that is a file's name is read as one; a name
// part keeps no separator.
func TestVendorFromFileNameLine(t *testing.T) {
	for line, want := range map[string]string{
		"蜀云汇算力-GPU资源报价.xlsx":         "蜀云汇算力",
		"GPU资源报价-蜀云汇算力.csv":          "蜀云汇算力",
		"蜀云汇算力_GPU资源报价":              "蜀云汇算力",
		"HexaCloud-GPU-pricing.xlsx": "HexaCloud",
		// the tool a sheet is kept in is no vendor
		"多维表格：GPU资源池（蜀云汇算力）": "蜀云汇算力",
		"飞书多维表格｜蜀云汇算力 GPU报价": "蜀云汇算力",
		"企业微信智能表格":           "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	for _, file := range []string{"notion_export_gpu_prices.csv", "Airtable_GPU_pricing.csv", "feishu_bitable_gpu_quote.csv"} {
		if got := vendorFromFileName(file); got != "" {
			t.Errorf("vendorFromFileName(%q) = %q, want none (a tool's name)", file, got)
		}
	}
}

func FuzzContactCompany(f *testing.F) {
	for _, s := range []string{"王敏@蜀云汇算力", "@王敏（蜀云汇算力科技）", "王敏 蜀云汇算力科技有限公司", "a@b.c", "@", "（）", "x@@y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		co := contactCompany(s)
		if co != "" && (strings.ContainsAny(co, "@()（）") || strings.TrimSpace(co) != co || !strings.Contains(narrow(s), co)) {
			t.Fatalf("contactCompany(%q) = %q", s, co)
		}
	})
}

// A row whose vendor cell is blank takes the company its own contact cell
// names (“刘总@天府星算”) before the row above's vendor, warned; a contact
// naming a person only leaves the fill-down. A finance sheet's 往来单位 is
// the vendor column (PP0201).
func TestRowContactBeatsFillDown(t *testing.T) {
	res := readCSV(t, "contact.csv",
		"往来单位,对接人,GPU,每台卡数,报价,单位",
		"峨眉云,孙经理,L20,8,1.75,元/卡/时",
		",刘总@天府星算,910B,8,26500,元/台/月",
		"红星智算,何工,H20 141G,8,5.8,元/卡/时",
		",何工,A10,1,0.95,元/卡/时")
	got := map[int]string{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.Vendor
		if q.SourceRow == 3 {
			found := false
			for _, w := range q.Warnings {
				found = found || w.Key == "import.warn.vendor_from_contact"
			}
			if !found {
				t.Errorf("row 3 warnings %v: want the vendor from the contact warned", q.Warnings)
			}
		}
	}
	if got[2] != "峨眉云" || got[3] != "天府星算" || got[4] != "红星智算" || got[5] != "红星智算" {
		t.Errorf("vendors %v (problems %v): want 峨眉云, 天府星算 from the contact, 红星智算 and 红星智算 filled down", got, res.Problems)
	}
}

// A file with no vendor column names each machine's vendor in brackets after
// its host name (PP0301-0308): read where the row has no vendor, warned; a
// bracket that is no name, or a row with a vendor, is left alone.
func TestHostNameVendor(t *testing.T) {
	res := readCSV(t, "poc.csv",
		"日期,主机名,GPU,卡数,价格",
		"11-18,rx-h800-01 (蓉芯),H800,8,16.8万/台/月",
		"11-19,jc-h20-test,H20 96G,8,4.6元/卡/时")
	got := map[int]string{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.Vendor
		warned := false
		for _, w := range q.Warnings {
			warned = warned || w.Key == "import.warn.vendor_from_host"
		}
		if q.SourceRow == 2 && !warned {
			t.Errorf("row 2 warnings %v: want the vendor from the host name warned", q.Warnings)
		}
	}
	if got[2] != "蓉芯" {
		t.Errorf("vendors %v (problems %v): want 蓉芯 from the host name", got, res.Problems)
	}
	if _, ok := got[3]; ok {
		t.Errorf("row 3 stored with vendor %q: want refused, no vendor anywhere", got[3])
	}
}

// A title opening with its subject ("关于…的通知") names no vendor; the
// notice's sender line ("发函单位：…") does.
func TestNoticeSubjectTitleAndSenderLine(t *testing.T) {
	for line, want := range map[string]string{
		"关于2027年1月1日起调整GPU算力服务价格的通知（附表）":      "",
		"Regarding the 2027 price adjustment": "",
		"白云智算 关于GPU租赁价格调整的通知":                 "白云智算",
		"发函单位：青白江云枢算力服务有限公司　2026年12月12日":      "青白江云枢算力服务有限公司",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	res := readCSV(t, "notice.csv",
		"关于2027年1月1日起调整GPU算力服务价格的通知",
		"发函单位：青白江云枢算力服务有限公司",
		"资源型号,规格,计费单位,现行单价",
		"H800 80G SXM,8卡/台,元/卡/时,16.5",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "青白江云枢算力服务有限公司" {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// A title's descriptive words name no seller (SE-TITLE-CELL), and a stamp
// note in brackets is no part of a label (SE-STAMP-NOTE).
func TestTitlePhraseIsNoSeller(t *testing.T) {
	for line, want := range map[string]string{
		"国产替代对标报价":               "",
		"国产替代对标报价（供参考） 2027-03":  "",
		"迁移方案报价 澜沧智算":            "澜沧智算",
		"供应商名称（盖章）：澜沧智算科技有限公司":   "澜沧智算科技有限公司",
		"投标人名称(签字盖章)：澜沧智算科技有限公司": "澜沧智算科技有限公司",
		"异构替代对标报价 徐工 2027-03":    "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	if label, _, ok := labelled("投标人名称（盖章）：澜沧智算科技有限公司"); !ok || label != "投标人名称" {
		t.Errorf("label %q ok %v, want 投标人名称", label, ok)
	}
}

// A seller typed in a Chinese input method's full-width mode is one seller:
// its letters and digits fold, its brackets stay as registered.
func TestNarrowAlnumVendor(t *testing.T) {
	for in, want := range map[string]string{
		"蓉城星算ＩＤＣ":      "蓉城星算IDC",
		"ＡＢＣ云（成都）有限公司": "ABC云（成都）有限公司",
		"算力１号":         "算力1号",
		"蓝湾（成都）":       "蓝湾（成都）",
		"Plain Cloud":  "Plain Cloud",
	} {
		if got := narrowAlnum(in); got != want {
			t.Errorf("narrowAlnum(%q) = %q, want %q", in, got, want)
		}
	}
}

// An alternatives sheet's lead ("备选：如H800供货受限，可替换为下列配置") is a
// label, no seller's name.
func TestAlternativesLeadNoVendor(t *testing.T) {
	res := readText(t, "alt.csv", "备选：如H800供货受限，可替换为下列配置（元/台·月，含税）\n配置,单位,单价(元)\n\"8×A800 80GB SXM，NVLink\",台·月,37600\n")
	for _, q := range res.Quotes {
		if q.Vendor == "备选" {
			t.Errorf("vendor %q", q.Vendor)
		}
	}
	if len(res.Quotes) == 0 && len(res.Problems) == 0 {
		t.Errorf("the row is neither read nor refused")
	}
}

// A mail's signature of a company and the person's full name on one line,
// over the line giving a phone number ("某某算力　刘畅" / "电话 136-…"), names the
// company, never the file's name (stop 53, set141/08).
func TestSignatureCompanyThenPerson(t *testing.T) {
	res := readText(t, "08_somecloud_mail.txt", "周老师您好，\n\n| 机型 | 显卡 | 每台卡数 | 包天 |\n|---|---|---|---|\n| Q-A8 | A800 80G SXM | 8 | 980元/台 |\n\n以上都是整台价格，含税。\n\n某某算力　刘畅\n电话 136-0800-4417　地址：某某市某某镇\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "某某算力" {
		t.Fatalf("want vendor 某某算力: %+v", res.Quotes)
	}
}
