package quotes

import (
	"strings"
	"testing"
)

// A channel partner reselling a carrier's capacity says in the first person
// that it issues the contract and the invoice (CA0015-CA0034): over a column
// of sources the sender sells. A broker whose contracts are signed with the
// sites, or a line of sites the sender contracts, says none.
func TestSelfIssueLine(t *testing.T) {
	for line, want := range map[string]bool{
		"本公司为某某云授权合作伙伴，合同与发票由我司出具。":                                               true,
		"发票由本公司统一开具":                                                              true,
		"由我司签约并开票":                                                                true,
		"与我司签订服务协议":                                                               true,
		"Invoices are issued by us; capacity sits at the carriers' data centres.": true,
		"All orders are invoiced by us in CNY.":                                   true,
		"合同与机房直接签订，本部只收取居间服务费":                                                    false,
		"我司签约机房共12家":                                                              false,
		"合同由双方签订后生效":                                                              false,
		"价格含6%增值税专用发票":                                                            false,
		"Contracts are signed with the data centre.":                              false,
	} {
		if got := selfIssueLine(line); got != want {
			t.Errorf("selfIssueLine(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestCarrierPartnerUpstream(t *testing.T) {
	sender := vendorCand{ev: Evidence{Value: "成都某某信息技术有限公司", Text: "成都某某信息技术有限公司 GPU资源报价"}}
	in := upstreamIn{header: "资源方", sender: sender, cell: "某某电信", lines: []string{"以下资源由运营商提供，发票由我司开具。"}}
	if rule, moved := vendorColumnUpstream(in); !moved || rule != "upstream.self_issue" {
		t.Errorf("self-issue line under 资源方: rule %q moved %v, want upstream.self_issue moved", rule, moved)
	}
	in.lines = nil
	in.sender.ev.Text = "成都某某信息技术有限公司 运营商算力渠道报价"
	if rule, moved := vendorColumnUpstream(in); !moved || rule != "upstream.reseller_line" {
		t.Errorf("渠道报价 title over 资源方: rule %q moved %v, want upstream.reseller_line moved", rule, moved)
	}
	in.sender.ev.Text = "成都某某信息技术有限公司 资源汇总"
	in.lines = []string{"合同与各资源方直接签订"}
	if rule, moved := vendorColumnUpstream(in); moved {
		t.Errorf("a broker's digest: the 资源方 sells, got rule %q moved", rule)
	}
	in.ownPrice = wordIn("own_price_word", "渠道价（元）")
	if rule, moved := vendorColumnUpstream(in); !moved || rule != "upstream.own_price" {
		t.Errorf("渠道价 beside 资源方: rule %q moved %v, want upstream.own_price moved", rule, moved)
	}
}

// A seller's account manager (客户经理) holds a buyer word: still the seller.
func TestBuyerSenderSellerRole(t *testing.T) {
	for s, want := range map[string]bool{
		"某某通信-张三（政企客户经理）": false,
		"王五 大客户部":         false,
		"李四（客户成功）":        false,
		"客户-王总":           true,
		"采购部 刘洋":          true,
	} {
		if got := buyerSender(s); got != want {
			t.Errorf("buyerSender(%q) = %v, want %v", s, got, want)
		}
	}
}

// "4.3元/卡时，签一年的话可以到3.9": the second amount, bare, is a price in
// the first one's unit on its own condition; a condition with no term, or
// no price before it, leaves the piece a note.
func TestReachPrices(t *testing.T) {
	for line, want := range map[string]string{
		"A100 8卡整机：6.1元/卡时，签两年的话能给到5.2":  "5.2元/卡时|签两年的话",
		"L20 整机 2.4万/台/月，包一年可以做到2.1":     "2.1万/台/月|包一年",
		"A100 8卡整机：6.1元/卡时，量大的话可以到5.2":   "",
		"A100 8卡整机：签一年的话可以到5.2":          "",
		"A100 8卡整机：6.1元/卡时，签一年的话5.2元/卡时": "",
	} {
		_, offers := proseOffers(spokenLine(line))
		if len(offers) != 1 {
			t.Fatalf("%q: %d offers", line, len(offers))
		}
		got := ""
		for _, p := range reachPrices(offers[0].pieces) {
			if p.cond != "" {
				got = p.text + "|" + p.cond
			}
		}
		if got != want {
			t.Errorf("%q: reached %q, want %q", line, got, want)
		}
	}
}

func FuzzReachPrices(f *testing.F) {
	for _, s := range []string{"4.3元/卡时，签一年的话可以到3.9", "5.2万/台/月，包年低至4.8", "签一年可以到", "1，可到2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, offers := proseOffers("H800 " + s)
		for _, o := range offers {
			for _, p := range reachPrices(o.pieces) {
				if p.cond != "" && (p.kind != piecePrice || p.pc.value <= 0) {
					t.Fatalf("%q: a reached piece that is no price: %+v", s, p)
				}
			}
		}
	})
}

// A sender's follow-up naming a GPU it earlier offered as an 8-card machine
// prices that machine; two earlier machines of the GPU that disagree leave
// it as written.
func TestFollowUpCards(t *testing.T) {
	read := func(sender string, row int, text string) lineRead {
		lr := lineRead{l: proseLine{sender: sender, row: row, text: text}}
		lr.pre, lr.offers = proseOffers(spokenLine(text))
		return lr
	}
	no := func(proseLine) bool { return false }
	reads := []lineRead{
		read("某某通信-张三", 3, "1. A800 8卡整机：7.1元/卡/小时"),
		read("某某通信-张三", 9, "补充：A800 如果签一年，可以到 6.5元/卡/小时"),
	}
	followUpCards(reads, no)
	if reads[1].l.followUp != 3 || reads[1].l.head != "8卡 " {
		t.Errorf("follow-up: head %q from row %d, want 8卡 from row 3", reads[1].l.head, reads[1].l.followUp)
	}
	reads = []lineRead{
		read("某某通信-张三", 3, "1. A800 8卡整机：7.1元/卡/小时"),
		read("某某通信-张三", 4, "2. A800 4卡机：7.3元/卡/小时"),
		read("某某通信-张三", 9, "补充：A800 如果签一年，可以到 6.5元/卡/小时"),
		read("另一家-李四", 10, "A800 6.9元/卡/小时"),
	}
	followUpCards(reads, no)
	if reads[2].l.followUp != 0 || reads[3].l.followUp != 0 {
		t.Errorf("two machines of the GPU, or another sender: follow-ups %d %d, want none", reads[2].l.followUp, reads[3].l.followUp)
	}
}

// An order form's numbered field labels under its table are fields, not
// offers (CA0601); a GPU named in the label cell is a machine row.
func TestFormFieldRow(t *testing.T) {
	for s, want := range map[string]bool{
		"二、合同期限":     true,
		"三、付款方式":     true,
		"（四）备注":      true,
		"服务期限：":      true,
		"五、H20服务器":   false,
		"智算专属资源池":    false,
		"对象存储":       false,
		"2026-12-01": false,
	} {
		if got := formFieldRow(s); got != want {
			t.Errorf("formFieldRow(%q) = %v, want %v", s, got, want)
		}
	}
}

// A period's fee summed (月费小计, 租金合计) is a line total, not a rate
// (CA0401); a contract's or agreement's term is a minimum (CA0501-0508).
func TestCarrierTotalsAndTerms(t *testing.T) {
	for _, h := range []string{"月费小计", "月费小计(元)", "租金合计", "费用小计"} {
		if !reTotalPrice.MatchString(h) {
			t.Errorf("%q: no line total", h)
		}
	}
	for _, h := range []string{"月费", "月租金", "单价"} {
		if reTotalPrice.MatchString(h) {
			t.Errorf("%q: read as a line total", h)
		}
	}
	for s, want := range map[string]float64{"合同期限：24个月": 24, "协议期2年，按月支付": 2, "签约期限 6个月": 6, "Contract term: 12 months": 12, "合同期内价格不变": 0, "年租金须一年一付，合同期一年": 0} {
		nf := scanNotes(s)
		if want == 0 && nf.minTerm != nil || want > 0 && (nf.minTerm == nil || nf.minTerm.Value != want) {
			t.Errorf("scanNotes(%q) = %+v, want %v", s, nf.minTerm, want)
		}
	}
}

// "单卡L40S 48G" beside a product cell naming a host let whole is a
// machine of one card (CA0701); beside no host, or a product of 8 cards,
// it says nothing.
func TestSingleCardOfferHost(t *testing.T) {
	if !singleCardLead("单卡L40S 48G") || !singleCardLead("单卡 A10") || singleCardLead("L40S 单卡") || singleCardLead("单卡价") {
		t.Errorf("singleCardLead misreads")
	}
	r := rowIn{cells: map[string]cell{}, extra: map[string]string{"业务名称": "某某云-GPU云主机"}}
	if h, _ := rowOfferHost(r); h != "业务名称" {
		t.Errorf("rowOfferHost: %q, want 业务名称", h)
	}
	r.extra = map[string]string{"业务名称": "8卡GPU云主机"}
	if h, _ := rowOfferHost(r); h != "" {
		t.Errorf("a host of 8 cards: %q, want none", h)
	}
	r.extra = map[string]string{"备注": "云主机"}
	if h, _ := rowOfferHost(r); h != "" {
		t.Errorf("a note is no product: %q, want none", h)
	}
}

func FuzzSingleCardHost(f *testing.F) {
	for _, s := range []string{"单卡L40S 48G|移动云智算-GPU云主机", "单卡 A10|8卡服务器", "二、合同期限|12个月", "单卡价|云主机"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		gpu, offer, _ := strings.Cut(s, "|")
		_ = singleCardLead(gpu)
		h, _ := rowOfferHost(rowIn{cells: map[string]cell{}, extra: map[string]string{"产品名称": offer}})
		if h != "" && !offerNamesHost(offer) {
			t.Fatalf("%q: a host header without a host", s)
		}
		if formFieldRow(gpu) && strings.TrimSpace(gpu) == "" {
			t.Fatalf("%q: an empty cell read as a field label", s)
		}
	})
}

// Review (1): a reached price keeps the currency of the price it comes down
// from: a sign before the figure ("$4.3/hr", "¥4.3/卡时") is the offer's.
func TestReachPriceKeepsCurrency(t *testing.T) {
	for line, want := range map[string]string{
		"H100 8卡整机：$4.3/hr，签一年的话可以到3.9": "USD",
		"H100 8卡整机：¥4.3/卡时，签一年的话可以到3.9": "CNY",
		"H100 8卡整机：4.3元/卡时，签一年的话可以到3.9": "CNY",
	} {
		_, offers := proseOffers(spokenLine(line))
		if len(offers) != 1 {
			t.Fatalf("%q: %d offers", line, len(offers))
		}
		var last, got *prosePiece
		for _, p := range reachPrices(offers[0].pieces) {
			p := p
			if p.kind == piecePrice && p.cond == "" {
				last = &p
			}
			if p.cond != "" {
				got = &p
			}
		}
		if got == nil || last == nil {
			t.Errorf("%q: no reached price", line)
			continue
		}
		if got.pc.hint.currency != want || got.pc.hint.currency != last.pc.hint.currency || got.pc.value != 3.9 {
			t.Errorf("%q: reached %q currency %q value %v, want %s (the first price's %q)", line, got.text, got.pc.hint.currency, got.pc.value, want, last.pc.hint.currency)
		}
	}
}

// Review (3): a numbered label over rows inside a table ("一、包年资源 |
// 合同期限12个月" over the rows it heads, "一、训练集群 | 8×H100") is a
// section of the table, not a field of the form under it: its words are
// never a note for every row of the file.
func TestFormFieldOnlyUnderTheTable(t *testing.T) {
	res := readCSV(t, "sections.csv",
		"某某云 价目",
		"",
		"GPU型号,规格,单价（元/卡/小时）",
		"一、包年资源,合同期限12个月,",
		"H100 80G,8卡,7.5",
		"二、按需资源,随用随停,",
		"L40S 48G,8卡,3.0",
		"三、训练集群,8×H100,",
		"H100 80G,8卡,7.2",
	)
	for _, n := range res.Notes {
		if strings.Contains(n, "资源") || strings.Contains(n, "集群") {
			t.Errorf("a section over rows read as the file's note %q", n)
		}
	}
	if len(res.Quotes) != 3 {
		t.Errorf("%d quotes, want 3 (problems %+v)", len(res.Quotes), res.Problems)
	}
	// under the order table, a field of the form stays one
	res = readCSV(t, "form.csv",
		"某某云 业务订购确认单",
		"",
		"GPU型号,规格,单价（元/卡/小时）",
		"H100 80G,8卡,7.5",
		"L40S 48G,8卡,3.0",
		"二、合同期限,12个月",
		"三、备注,H100 资源交付时间为签约后15个工作日",
	)
	for _, q := range res.Quotes {
		if q.MinTerm == nil {
			t.Errorf("%s: the form's 合同期限 under the table not read", q.GPU)
		}
	}
}

// Review (4): with two product columns naming a host, the warning names the
// same header on every run (not the map's order of the row's other cells).
func TestRowOfferHostStable(t *testing.T) {
	r := rowIn{cells: map[string]cell{}, extra: map[string]string{}}
	for _, h := range []string{"业务名称", "产品名称", "产品名称2", "业务名称（续）", "产品名称（备）"} {
		r.extra[h] = "某某云-GPU云主机"
	}
	first, _ := rowOfferHost(r)
	for range 200 {
		if h, _ := rowOfferHost(r); h != first {
			t.Fatalf("rowOfferHost named %q, then %q", first, h)
		}
	}
}

// Review (2): two prices reached on two conditions ("签一年可以到5.2，签两年
// 能给到4.9") are two offers, each its own condition's.
func TestReachedPricesTwoConditions(t *testing.T) {
	_, offers := proseOffers(spokenLine("A100 8卡整机：6.1元/卡时，签一年的话可以到5.2，签两年的话能给到4.9"))
	if len(offers) != 1 {
		t.Fatalf("%d offers", len(offers))
	}
	var reached []prosePiece
	for _, p := range reachPrices(offers[0].pieces) {
		if p.cond != "" {
			reached = append(reached, p)
		}
	}
	if len(reached) != 2 {
		t.Fatalf("reached %+v, want two", reached)
	}
	if samePriceOffer(reached[0], reached[1]) {
		t.Errorf("%q (%s) and %q (%s) read as one offer", reached[0].text, reached[0].cond, reached[1].text, reached[1].cond)
	}
}

// Review (5): every earlier line of the sender offering the GPU is evidence
// of which machine a follow-up prices: a line of two offers, one of them 4
// cards of it, makes an older "8卡" line no longer the only machine; an
// earlier follow-up given its cards counts with them.
func TestFollowUpCardsAllEvidence(t *testing.T) {
	read := func(sender string, row int, text string) lineRead {
		lr := lineRead{l: proseLine{sender: sender, row: row, text: text}}
		lr.pre, lr.offers = proseOffers(spokenLine(text))
		return lr
	}
	no := func(proseLine) bool { return false }
	reads := []lineRead{
		read("某某通信-张三", 3, "A800 8卡整机：7.1元/卡/小时"),
		read("某某通信-张三", 4, "A800 4卡机 7.3元/卡/小时，L40S 8卡机 3.2元/卡/小时"),
		read("某某通信-张三", 9, "补充：A800 如果签一年，可以到 6.5元/卡/小时"),
	}
	if len(reads[1].offers) < 2 {
		t.Fatalf("line 4: %d offers, want two", len(reads[1].offers))
	}
	followUpCards(reads, no)
	if reads[2].l.followUp != 0 {
		t.Errorf("an 8- and a 4-card A800 offered: follow-up took %q from row %d, want none", reads[2].l.head, reads[2].l.followUp)
	}
	reads = []lineRead{
		read("某某通信-张三", 3, "A800 8卡整机：7.1元/卡/小时"),
		read("某某通信-张三", 9, "补充：A800 如果签一年，可以到 6.5元/卡/小时"),
		read("某某通信-张三", 12, "再补充：A800 如果签两年，可以到 6.1元/卡/小时"),
	}
	followUpCards(reads, no)
	if reads[2].l.head != "8卡 " || reads[2].l.followUp != 3 {
		t.Errorf("second follow-up: head %q from row %d, want 8卡 from row 3", reads[2].l.head, reads[2].l.followUp)
	}
}

// Review (6): a line denying that the sender issues the invoice or the
// contract is no self-issue line.
func TestSelfIssueNegated(t *testing.T) {
	for line, want := range map[string]bool{
		"不由我司开票":                         false,
		"发票非我司出具，由机房直接开具":                false,
		"Invoices are not issued by us.": false,
		"合同与发票由我司出具":                     true,
		"我司不负责开票，但合同由我司签订":               true,
	} {
		if got := selfIssueLine(line); got != want {
			t.Errorf("selfIssueLine(%q) = %v, want %v", line, got, want)
		}
	}
}
