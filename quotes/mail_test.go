package quotes

import (
	"strings"
	"testing"
)

// ML0001: a mail head's label is never a vendor; a from head's display name
// gives its company, a person alone none (invented heads).
func TestMailHeadVendor(t *testing.T) {
	for line, want := range map[string]string{
		"Sent: Friday, January 8, 2027 9:02 AM":           "",
		"发送时间：2027年1月8日 上午9:02":                           "",
		"收件人: 采购部 <buy@example-buyer.cn>":                 "",
		"Cc:\tOps Team <ops@example.cn>":                  "",
		"发件人: \"青城智算-刘婷\"<liuting@qc-ai.cn>;":             "青城智算",
		"From: Hao Li <hao.li@gmail.com>":                 "",
		"发件人：王工 <wg@yunshan.cn>":                          "",
		"From:\tSales | Northwind Compute Ltd. <s@nw.io>": "Northwind Compute Ltd.",
	} {
		got, ok := mailHeadVendor(line)
		if ok && got != want || !ok && !reMailHeadLine.MatchString(line) {
			t.Errorf("mailHeadVendor(%q) = %q, %v; want %q", line, got, ok, want)
		}
		if v := vendorFromTitle(line); ok && v != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, v, want)
		}
	}
	if _, ok := mailHeadVendor("青城智算 GPU 报价"); ok {
		t.Error("a title read as a mail head")
	}
	// ML0008…: a mail gateway's tag before the subject names no one
	for _, line := range []string{"Subject: [EXTERNAL] RE: pricing", "【外部邮件】回复：报价", "[Spam] GPU offer"} {
		if v := vendorFromTitle(line); strings.EqualFold(v, "external") || v == "外部邮件" || strings.EqualFold(v, "spam") {
			t.Errorf("vendorFromTitle(%q) = %q: a gateway tag", line, v)
		}
	}
}

// ML0017: the sender's address domain names its company where a line of
// the file spells the same name; a public mailbox names none.
func TestSenderDomainName(t *testing.T) {
	for v, want := range map[string]string{
		"Ann Lee <ann@northwind-gpu.com>": "northwind-gpu",
		"<x@a.corvex.com.cn>":             "corvex",
		"li@qq.com":                       "",
		"bob@gmail.com":                   "",
		"no address":                      "",
	} {
		if got := senderDomainName(v); got != want {
			t.Errorf("senderDomainName(%q) = %q, want %q", v, got, want)
		}
	}
	s := vendorScope{titles: []string{"From: Ann Lee <ann@northwind-gpu.com>", "Sent: Monday"},
		lone: []string{"Regards,", "Ann Lee | Solutions | NorthWind-GPU Inc."}}
	cs := mailSenderVendor(s)
	if len(cs) != 1 || cs[0].ev.Value != "NorthWind-GPU" {
		t.Errorf("mailSenderVendor = %+v, want NorthWind-GPU", cs)
	}
	s.titles[0] = "From: Ann Lee <ann@gmail.com>"
	if cs := mailSenderVendor(s); len(cs) != 0 {
		t.Errorf("a public mailbox named %+v", cs)
	}
}

// ML0110: the one company among a signature's barred fields.
func TestBarredCompany(t *testing.T) {
	for line, want := range map[string]string{
		"刘婷｜青城智算（成都）科技有限公司｜销售总监": "青城智算",
		"刘婷 | 销售总监":              "",
		"一号 | 二号 | 三号 | 四号 | 五号": "",
	} {
		if got := barredCompany(line); got != want {
			t.Errorf("barredCompany(%q) = %q, want %q", line, got, want)
		}
	}
}

// ML0054: a budget word right before a figure is the buyer's figure.
func TestBudgetFigure(t *testing.T) {
	for line, want := range map[string]bool{
		"2）推理：l40s 8卡机 2台，预算 ≤ 6 元/卡时": true,
		"目标价不高于 3.5元/卡时":               true,
		"budget: under $2/hr for h100": true,
		"可以满足预算，l40s 5.8元/卡时":          false,
		"h100 8卡 9.8元/卡时，预算报价，以合同为准":   false,
	} {
		if got := budgetFigure(norm(line)); got != want {
			t.Errorf("budgetFigure(%q) = %v, want %v", line, got, want)
		}
	}
}

// ML0055: an answer under a request line that names one GPU prices it.
func TestInlineAnswerGPUs(t *testing.T) {
	lines := []string{"3）推理：L40S 8卡机 2台，预算 ≤ 6 元/卡时。", "【答】2台现货 5.2元/卡时。", "备注：含税。"}
	var reads []lineRead
	for i, s := range lines {
		pre, offers := proseOffers(spokenLine(s))
		reads = append(reads, lineRead{l: proseLine{i: i, row: i + 1, text: s}, pre: pre, offers: offers})
	}
	inlineAnswerGPUs(reads)
	if len(reads[1].offers) != 1 || reads[1].offers[0].gpu.gpu != "L40S-48G" || reads[1].l.thread != 1 {
		t.Fatalf("answer not tied to the request's GPU: %+v thread %d", reads[1].offers, reads[1].l.thread)
	}
	if !strings.Contains(reads[1].l.head, "8卡") {
		t.Errorf("machine size not carried: head %q", reads[1].l.head)
	}
	if len(reads[2].offers) != 0 {
		t.Errorf("a note tied to a GPU: %+v", reads[2].offers)
	}
}

// ML0070: the company on the line the from head's person signs with.
func TestMailSignatureVendor(t *testing.T) {
	for sig, want := range map[string]string{
		"陈曦 岷江算力": "岷江算力",
		"陈曦 | 岷江云（成都）科技有限公司 客户经理": "岷江云",
		"青羊科技 陈曦 13800000000":     "青羊科技",
		"陈曦 销售经理":                 "",
		"陈曦 岷江算力 青羊科技":            "",
		"周婷 岷江算力":                 "", // not the sender
	} {
		s := vendorScope{titles: []string{"发件人: 陈曦 <cx@example.cn>", "主题: 报价"}, lone: []string{"以上含税。", sig}}
		got := ""
		if cs := mailSignatureVendor(s); len(cs) == 1 {
			got = cs[0].ev.Value
		}
		if got != want {
			t.Errorf("signature %q: vendor %q, want %q", sig, got, want)
		}
	}
	s := vendorScope{titles: []string{"From: Ann Lee <ann@example.com>"}, lone: []string{"Ann Lee | Sales | Example Compute Ltd."}}
	if cs := mailSignatureVendor(s); len(cs) != 1 || cs[0].ev.Value != "Example Compute" && cs[0].ev.Value != "Example Compute Ltd." {
		t.Errorf("English signature: %+v", cs)
	}
}

// ML0060: a mail folder's CSV export is read one body a record, each with
// its own sender as vendor and its record number as row.
func TestMailExportBodies(t *testing.T) {
	csv := "\"主题\",\"正文\",\"发件人: (姓名)\",\"发件人: (地址)\",\"发件人: (类型)\"\n" +
		"\"报价\",\"您好：\nL40S 48G 8卡机 单卡 5.2元/卡时，现货2台。\n\n陈曦 岷江算力\",\"陈曦\",\"cx@example.cn\",\"SMTP\"\n" +
		"\"自动回复: 报价\",\"我在休假。\n周婷 青羊科技\",\"周婷\",\"zt@example.cn\",\"SMTP\"\n" +
		"\"RE: 报价\",\"A100 80G SXM 8卡 6.1元/卡时。\n-- \n周婷 青羊科技 商务部\",\"周婷\",\"zt@example.cn\",\"SMTP\"\n"
	res, err := Read("mails.csv", []byte(csv))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, q := range res.Quotes {
		got[q.Vendor+" "+q.GPU] = q.SourceRow
	}
	want := map[string]int{"岷江算力 L40S-48G": 2, "青羊科技 A100-80G-SXM": 4}
	if len(got) != len(want) {
		t.Fatalf("quotes %v, want %v (problems %+v)", got, want, res.Problems)
	}
	for k, r := range want {
		if got[k] != r {
			t.Errorf("quote %s at row %d, want %d (all %v)", k, got[k], r, got)
		}
	}
}

// ML0095: a product's kind before "8*GPU" leaves the count the machine's cards.
func TestSpecProductLead(t *testing.T) {
	for s, want := range map[string]int{"GPU云主机 8*L40S-48G": 8, "云服务器 4×A10 24G": 4, "裸金属 2x H100 80G": 2} {
		sp, ok := ParseSpec(s)
		if !ok || sp.GPUs == nil || *sp.GPUs != want {
			t.Errorf("ParseSpec(%q) GPUs = %v, want %d", s, sp.GPUs, want)
		}
	}
}

// ML0111: a summary cut short is read up to its last whole clause.
func TestCutShort(t *testing.T) {
	for s, want := range map[string][2]string{
		"按月 2.6万/台，每台每月 4…": {"按月 2.6万/台，", "每台每月 4…"},
		"H100 8卡 9.5元/卡时":   {"H100 8卡 9.5元/卡时", ""},
		"每台每月 4...":         {"", "每台每月 4..."},
	} {
		if w, c := cutShort(s); w != want[0] || c != want[1] {
			t.Errorf("cutShort(%q) = %q, %q; want %q", s, w, c, want)
		}
	}
}

// FuzzMailStructure: the mail stage's readers never panic, keep a text's
// line count, and read a cut summary into parts of the text.
func FuzzMailStructure(f *testing.F) {
	for _, s := range []string{"---------- 转发的邮件 ----------\n发件人：a <a@b.cn>\n> | H100 | 8 | 9.5 |\n> > old", "按月 2.6万/台，每台每月 4…", "From: \"x-y\" <a@b.c>;", "Sent:\t", ">"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if u := unquoteForward(s); strings.Count(u, "\n") != strings.Count(s, "\n") {
			t.Fatalf("unquoteForward changed the line count of %q", s)
		}
		if w, c := cutShort(s); !strings.HasPrefix(s, w) || c != "" && !strings.Contains(s, c) {
			t.Fatalf("cutShort(%q) = %q, %q", s, w, c)
		}
		mailHeadVendor(s)
		senderDomainName(s)
		budgetFigure(s)
	})
}
