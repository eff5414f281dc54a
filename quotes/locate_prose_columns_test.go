package quotes

import "testing"

// A prose header line naming an earlier and an offered price column reads
// each line's two amounts as the offer's, the unit written once after the
// last (stop 48, set124/02); a header naming no offer, or two, decides
// nothing.
func TestProsePriceColumns(t *testing.T) {
	pc, ok := readPriceColumnsLine("型号 配置 原价 展会价")
	if !ok || len(pc.words) != 2 || pc.offer != 1 {
		t.Fatalf("header “型号 配置 原价 展会价”: %+v %v", pc, ok)
	}
	for text, want := range map[string]string{
		"8卡整机 IB组网 ¥11.50 ¥9.90/卡·时": "8卡整机 IB组网 ¥9.90/卡·时",
		"单卡起租 ¥2.10 ¥1.69/卡·时":       "单卡起租 ¥1.69/卡·时",
	} {
		got, held, ok := pc.columnPrice(text)
		if !ok || got != want || len(held) != 1 {
			t.Errorf("columnPrice(%q) = %q %v %v, want %q and one held out", text, got, held, ok, want)
		}
	}
	for _, text := range []string{"8卡整机 ¥9.90/卡·时", "¥11.50/卡·时 ¥9.90/卡·时", "¥11.50 起 ¥9.90/卡·时"} {
		if got, _, ok := pc.columnPrice(text); ok {
			t.Errorf("columnPrice(%q) = %q: not a row of the header's columns", text, got)
		}
	}
	for _, h := range []string{"型号 原价 配置", "型号 单价 报价", "原价 刊例价 市场价", "型号 原价 9.9 展会价"} {
		if _, ok := readPriceColumnsLine(h); ok {
			t.Errorf("%q read as a header naming one offer column", h)
		}
	}
}

// A plan labelling the price after a colon is that price's plan
// ("续租包季：46,500元/台/月" reads as "续租包季46,500元/台/月").
func TestPlanLabelColon(t *testing.T) {
	for _, c := range []struct {
		before, after string
		want          bool
	}{
		{"续租包季", "46,500元/台/月，共4台", true},
		{"H800 SXM 8卡机 包季", "46,500元/台/月", true},
		{"同配置续租包年", "43,000元/台/月（按月付款）", true},
		{"报价", "46,500元/台/月", false},
		{"包季", "包月 46,500元/台/月", false},
		{"续租包季", "请电话联系", false},
	} {
		if got := planLabel(c.before, c.after); got != c.want {
			t.Errorf("planLabel(%q, %q) = %v, want %v", c.before, c.after, got, c.want)
		}
	}
}

// A copied chat message's head names its sender's company; a title with a
// date is no message head.
func TestChatHeadSender(t *testing.T) {
	for line, want := range map[string]string{
		"王磊-蜀通算力  2027/10/9 14:32":          "王磊-蜀通算力",
		"成都永信电子（二手算力）收·售·租 每日行情 2026-12-05": "",
		"蜀通算力 2027/10/9":                    "",
	} {
		if got := chatHeadSender(line); got != want {
			t.Errorf("chatHeadSender(%q) = %q, want %q", line, got, want)
		}
	}
	if got := vendorFromTitle("王磊-蜀通算力  2027/10/9 14:32"); got != "蜀通算力" {
		t.Errorf("vendorFromTitle of a message head = %q, want the sender's company", got)
	}
}

// A block's machine line ("单卡 | 16核 CPU | 64G 内存") is read with the
// lines under it; a line of money is none. A count after a times sign is
// the cards of the GPU before it.
func TestBlockSpecLinesAndTimesCards(t *testing.T) {
	for line, want := range map[string]bool{
		"单卡 | 16核 CPU | 64G 内存 | 100G 数据盘":       true,
		"8卡 NVLink | 192核 | 2T 内存 | RoCE 2×200G": true,
		"¥1.49 /卡·时": false,
		"立即抢购":       false,
	} {
		if got := blockSpecLine(line); got != want {
			t.Errorf("blockSpecLine(%q) = %v, want %v", line, got, want)
		}
	}
	for piece, want := range map[string]bool{"× 8 整机": true, "x8": true, "×8卡": true, "x 128G": false, "整机": false} {
		if got := reTimesCards.MatchString(piece) && specCards("RTX 4090 24G "+piece); got != want {
			t.Errorf("times cards %q = %v, want %v", piece, got, want)
		}
	}
}

// A price spoken as a card's rate with no GPU the catalogue knows before
// it ("5090 单卡2.3一小时") is a price tied to no GPU: refused, never dropped.
func TestSpokenRateUntied(t *testing.T) {
	pre, offers := proseOffers(spokenLine(narrow("5090 单卡2.3一小时，现货多")))
	if len(offers) != 0 || untiedComputePrice(pre) == "" {
		t.Errorf("“5090 单卡2.3一小时”: offers %d, untied %q; want a price tied to no GPU", len(offers), untiedComputePrice(pre))
	}
	pre, _ = proseOffers(spokenLine(narrow("交期 3天，8卡 2台")))
	if u := untiedComputePrice(pre); u != "" {
		t.Errorf("“交期 3天，8卡 2台” read as a price %q", u)
	}
}
