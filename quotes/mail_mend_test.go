package quotes

import (
	"strings"
	"testing"
)

// ML0112: a line naming no GPU whose price of compute no piece read (its
// price after another figure, no comma between) is refused at its line as an
// untied price, never filed as a note; a deposit is no such price. A GPU's
// line with such a piece gives that price as its unread amount (invented
// lines). Before the mend the lines became notes and the figure read none.
func TestUntiedComputePriceRefused(t *testing.T) {
	for _, c := range []struct {
		line, key string
	}{
		{"【星河】可以满足，现货4台，12个月 每台每月 5.9万。", "import.prose.untied_price"},
		{"可以满足，1月5日起 5.9万/台/月", "import.prose.untied_price"},
		{"【星河】可以满足，需预付押金 2万。", ""},
	} {
		res, err := Read("mend.txt", csvOf("主题: 报价（青松算力）", "您好，报价如下：", c.line, "H100 SXM 8卡整机 9.5元/卡时", "谢谢"))
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		p, ok := proseProblemAt(res, 3)
		switch {
		case c.key == "" && ok:
			t.Errorf("%q: refused %+v", c.line, p.Reason)
		case c.key != "" && (!ok || p.Reason.Key != c.key):
			t.Errorf("%q: problem %+v (%v), want %s; notes %q", c.line, p.Reason, ok, c.key, res.Notes)
		}
		if len(res.Quotes) != 1 {
			t.Errorf("%q: %d quotes", c.line, len(res.Quotes))
		}
	}
	if got := proseUnreadFigure("12个月 每台每月 5.9万"); got != "每台每月 5.9万" {
		t.Errorf("proseUnreadFigure = %q", got)
	}
	if got := untiedComputePrice([]prosePiece{{text: "12个月 每台每月 5.9万"}, {text: "押金 2万 每台 1万"}}); got != "每台每月 5.9万" {
		t.Errorf("untiedComputePrice = %q", got)
	}
}

// ML0113: an inline answer whose price follows its term with no comma
// ("3个月包季 每台每月 5.9万") prices the request's GPU per machine-month on
// that plan (invented request). Before the mend the answer was dropped
// unreported.
func TestTermLeadPrice(t *testing.T) {
	pc, _, ok := termLeadPrice("3个月包季 每台每月 5.9万")
	if !ok || pc.value != 59000 || pc.hint.basis != "node" || pc.hint.period != "month" || pc.mode == nil || pc.mode.label != "包季" {
		t.Fatalf("termLeadPrice = %+v, %v", pc, ok)
	}
	if _, _, ok := termLeadPrice("现货4台 每台每月 5.9万"); ok {
		t.Error("a count read as a term")
	}
	res, err := Read("inline.txt", csvOf("发件人: 罗斌 <lb@example-ai.cn>", "",
		"1）训练：H800 SXM 8卡机 4台，租期3个月，预算 ≤ 9.5 元/卡时。",
		"【答】可以满足，4台现货，3个月包季 每台每月 5.9万。",
		"罗斌｜星河算力（成都）科技有限公司｜商务总监"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 59000 || !strings.HasPrefix(res.Quotes[0].GPU, "H800") {
		t.Fatalf("quotes %+v, problems %+v", res.Quotes, res.Problems)
	}
}

// ML0054 (review 1): a budget word before a GPU's name is no budget: the
// seller's line "Budget 4090 nodes: $0.35/hr" is an offer (it was refused
// as a request).
func TestBudgetWordBeforeGPU(t *testing.T) {
	for line, want := range map[string]bool{
		"budget 4090 nodes: $0.35/hr": false,
		"budget: 4090 nodes":          false,
		"预算 2 元/卡时以内":                 true,
		"budget $2/hr":                true,
		"预算充足，h100 8卡 9.8元/卡时":        false,
	} {
		if got := budgetFigure(norm(line)); got != want {
			t.Errorf("budgetFigure(%q) = %v, want %v", line, got, want)
		}
	}
	res, err := Read("offer.txt", csvOf("Subject: GPU offer (Northwind Compute)", "Hi,", "Budget 4090 nodes: $0.35/hr", "Thanks"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "RTX4090-24G" {
		t.Errorf("quotes %+v, problems %+v", res.Quotes, res.Problems)
	}
}
