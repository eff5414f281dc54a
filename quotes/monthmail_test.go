package quotes

import (
	"fmt"
	"strings"
	"testing"
)

// Issue 23, class monthmail (the everyday inbox): a renewal notice's earlier
// price beside its renewal price, rows not renewed, a chat line whose price
// is still to be asked. Invented rows, never the set's files.

// A renewal price named by 续费 beside the earlier price (原单价, 原价) is the
// renewal of the buyer's own contract where its header names when it applies
// from, or a line of the file says so (MY0001): only the renewal is stored,
// the earlier price is kept as text, and a row not renewed is refused at the
// renewal column, never stored at its earlier price.
func TestDatedRenewalSupersedesEarlierPrice(t *testing.T) {
	for _, c := range []struct {
		early, renew, note string
	}{
		{"原单价", "7月起续费单价", ""},
		{"原价", "续费价(8/1起)", ""},
		{"原单价", "续费单价（自9月起）", ""},
		{"原单价", "2027年续费单价", ""},
		{"原价", "续费单价", "备注：续费单价自2027年8月1日起执行。"},
		{"原单价", "续费单价", "说明：续费价格2027-08-01起生效"},
	} {
		lines := []string{
			"锦屏算力服务有限公司 续费价格确认",
			"合同号,GPU型号,每台卡数,台数," + c.early + "," + c.renew + ",计价单位",
			"XF-01,L20 48G,8,2,17000,16200,元/台/月",
			"XF-02,A10 24G,2,3,3000,到期不续,元/台/月",
		}
		if c.note != "" {
			lines = append(lines, "", c.note)
		}
		res := readCSV(t, "renew.csv", lines...)
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 16200 {
			t.Errorf("%v: quotes %s: want only the renewal's 16200", c, bidPrices(res))
		}
		if p := problemAt(res, 4); p == nil || p.Column != c.renew {
			t.Errorf("%v: problems %v: want row 4 refused at %s", c, res.Problems, c.renew)
		}
	}
}

// An undated 续费 price beside 原价 is the standard price beside the
// returning customer's: both stay offers (mend_reference_test.go), the
// dated rule does not fire.
func TestUndatedRenewalKeepsBothOffers(t *testing.T) {
	if _, ok := renewalDated("续费单价", "续费", []string{"说明：价格含税", "续费需提前7天申请"}); ok {
		t.Error("an undated 续费单价 read as dated")
	}
	for _, h := range []string{"6月起续费单价", "续费价(7/1起)", "renewal rate from jun 2027", "续费单价 2027-06-01"} {
		if _, ok := renewalDated(h, "续费", nil); !ok {
			t.Errorf("%q: not read as dated", h)
		}
	}
}

// A note naming the earlier price column (原单价, 原价: weak_old) as only
// for comparison holds it out beside any other price column, even one that
// names no time (本期单价 is new; 单价（元）: a plain price).
func TestNoteHoldsOutEarlierPrice(t *testing.T) {
	for _, h := range []string{"执行单价", "月租单价"} {
		res := readCSV(t, "note.csv",
			"供应商,GPU型号,每台卡数,原单价,"+h+",计价单位",
			"锦屏算力,H100 SXM 80G,8,90000,82000,元/台/月",
			"锦屏算力,L40S 48G,8,20000,暂停供应,元/台/月",
			"",
			"说明：原单价仅供对照，不再适用。")
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 82000 {
			t.Errorf("%s: quotes %s: want only %s's 82000", h, bidPrices(res), h)
		}
		if p := problemAt(res, 3); p == nil || p.Column != h {
			t.Errorf("%s: problems %v: want row 3 refused at %s", h, res.Problems, h)
		}
	}
}

// Every not-renewed word (MY0002-MY0013) leading a renewal cell withdraws
// the row: refused, its earlier price not used.
func TestNotRenewedCellWithdrawn(t *testing.T) {
	for _, r := range renewalCellWords.rows {
		if !strings.HasPrefix(wordRule("renewal_cell", r[0]), "MY") {
			continue
		}
		if cellStateIn(renewalCellWords, r[0]+"（设备退役）") != "withdrawn" {
			t.Errorf("%q: cell not read as withdrawn", r[0])
		}
		res := readCSV(t, "nr.csv",
			"锦屏算力服务有限公司 续约通知",
			"合同编号,GPU型号,每台卡数,台数,现行单价,续约单价,计价单位",
			"A-1,L20 48G,8,2,17000,16200,元/台/月",
			"A-2,A10 24G,2,3,3000,"+r[0]+",元/台/月")
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 16200 {
			t.Errorf("%q: quotes %s: want only 16200", r[0], bidPrices(res))
		}
		if p := problemAt(res, 4); p == nil || p.Column != "续约单价" || p.Reason.Key != "import.err.offer_withdrawn" {
			t.Errorf("%q: problems %v: want row 4 refused at 续约单价, withdrawn", r[0], res.Problems)
		}
	}
}

// A chat line naming a GPU whose price is still to be asked (MY0101-MY0111)
// is refused at its line, never dropped; the priced lines beside it import.
func TestChatLinePriceToBeAsked(t *testing.T) {
	for _, r := range wordRows("negotiable") {
		if !strings.HasPrefix(wordRule("negotiable", r[0]), "MY") {
			continue
		}
		text := "微信聊天记录 与 老王-锦屏算力\n" +
			"2027-03-02 10:01 老王-锦屏算力:\n" +
			"4090 整机8卡 月付 1.2万/台\n" +
			"L40S 8卡，价格" + r[0] + "老板\n"
		res, err := Read("chat.txt", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Quotes) != 1 {
			t.Errorf("%q: quotes %s: want only the 4090's", r[0], bidPrices(res))
		}
		if problemAt(res, 4) == nil {
			t.Errorf("%q: problems %v: want line 4 refused", r[0], res.Problems)
		}
	}
}

// FuzzRenewalDated: a header with no digit is never dated by itself (unless
// an English from/effective with a month name); nothing panics.
func FuzzRenewalDated(f *testing.F) {
	for _, s := range []string{"6月起续费单价", "续费单价", "续费价(7/1起)", "renewal rate from jun", "自9月起续费", "", "月起"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		_, ok := renewalDated(h, "续费", nil)
		s := narrow(norm(h))
		if ok && !strings.ContainsAny(s, "0123456789") && !monthStartIn(s) {
			t.Errorf("renewalDated(%q): dated with no digit and no from-word", h)
		}
		_, _ = renewalDated(h, "续费", []string{h})
	})
}

// A price header naming the month or day it applies from (MY0016: "6月起单价",
// "7月起执行单价", "自6月起单价") is the new price beside the earlier one
// (原单价, 原价; 旧单价 MY0014): only it is stored, and a row not renewed is
// refused at it; a rental's start month (12月起租) is no such header.
func TestDatedNewPriceBesideEarlier(t *testing.T) {
	for _, h := range [][2]string{{"原单价", "6月起单价"}, {"旧单价", "7月起执行单价"}, {"原价", "自6月起单价"}, {"旧报价", "6月1日起单价"}} {
		res := readCSV(t, "dated.csv",
			"锦屏算力服务有限公司 价格调整通知",
			"合同编号,GPU型号,每台卡数,台数,"+h[0]+","+h[1]+",计价单位",
			"A-1,L20 48G,8,2,17000,16200,元/台/月",
			"A-2,A10 24G,2,3,3000,到期不续,元/台/月")
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 16200 {
			t.Errorf("%v: quotes %s: want only the new price's 16200", h, bidPrices(res))
		}
		if p := problemAt(res, 4); p == nil || p.Column != h[1] {
			t.Errorf("%v: problems %v: want row 4 refused at %s", h, res.Problems, h[1])
		}
	}
	for _, h := range []string{"12月起租", "1月起租价", "单价", "起步价"} {
		if datedFromHeader(h) {
			t.Errorf("%q: read as a dated new price", h)
		}
	}
}

// Review finding 1: a count after from/starting is no date ("Price (from 8
// GPUs)", "Rate (starting 3 months)"), nor is a minimum in months ("包月价（3月起）",
// "月付单价(3月起订)", "包年价(12月起)"): both prices stay offers, the earlier
// one never held out unwarned.
func TestCountAfterFromIsNoDate(t *testing.T) {
	for _, h := range []string{"Price (from 8 GPUs)", "Rate (starting 3 months)", "包月价（3月起）", "月付单价(3月起订)", "包年价(12月起)", "续费单价（12月起订）"} {
		if datedFromHeader(h) {
			t.Errorf("%q: read as a dated new price", h)
		}
		if _, ok := renewalDated(h, "续费", nil); ok {
			t.Errorf("%q: read as a dated renewal", h)
		}
	}
	for _, h := range [][2]string{{"List price", "Price (from 8 GPUs)"}, {"原价", "包月价（3月起）"}, {"官网价", "包年价(12月起)"}} {
		res := readCSV(t, "from.csv",
			"Vendor,GPU,GPUs per node,"+h[0]+","+h[1]+",Unit",
			"Jinping Compute,L20 48G,8,17000,16200,CNY/node/month")
		if len(res.Quotes) != 2 && !(len(res.Quotes) == 1 && fmt.Sprint(res.Quotes[0].Warnings) != "" && strings.Contains(fmt.Sprint(res.Quotes[0].Warnings), h[0])) {
			t.Errorf("%v: quotes %s: want both prices, or one warned naming %s", h, bidPrices(res), h[0])
		}
	}
}

// Review finding 2: a not-renewed word read in notes or an unread cell ("不续费
// 将自动释放", "到期不续费自动停机", "No renewal needed") withdraws no ordinary row:
// renewal_cell words are read only in an offer's price cell beside an earlier price.
func TestNotRenewedWordsInNotesKeepRow(t *testing.T) {
	for _, note := range []string{"不续费将自动释放", "到期不续费自动停机", "No renewal needed"} {
		for _, h := range []string{"备注", "说明事项"} {
			res := readCSV(t, "notes.csv",
				"供应商,GPU型号,每台卡数,单价,计价单位,"+h,
				"锦屏算力,L20 48G,8,16200,元/台/月,"+note)
			if len(res.Quotes) != 1 || res.Quotes[0].Price != 16200 {
				t.Errorf("%s %q: quotes %s problems %v: want the row's 16200", h, note, bidPrices(res), res.Problems)
			}
		}
	}
}

// Review finding 3: the effective date and 续费 must sit in one clause of the
// line: "以上价格自2027年6月1日起执行；老客户续费享以上续费价" dates the prices, not
// the renewal, so 原价 beside 续费价 stays an offer (the new customer's price).
func TestRenewalDateInOtherClause(t *testing.T) {
	res := readCSV(t, "clause.csv",
		"供应商,GPU型号,每台卡数,原价,续费价,计价单位",
		"锦屏算力,L20 48G,8,17000,16200,元/台/月",
		"",
		"说明：1. 以上价格自2027年6月1日起执行；2. 老客户续费享以上续费价。")
	if len(res.Quotes) != 2 {
		t.Errorf("quotes %s: want both 原价 and 续费价", bidPrices(res))
	}
	if _, ok := renewalDated("续费价", "续费", []string{"说明：续费价格自2027年6月1日起执行。其余不变"}); !ok {
		t.Error("a clause holding 续费 and its date not read as dated")
	}
}

// Review finding 4: "6月起单价" names the month the price applies from, no
// 6-month minimum (termIn shares monthStarts with datedFromHeader); a count
// in months before 起订 or after 租期 is still a minimum.
func TestMonthStartIsNoMinimum(t *testing.T) {
	res := readCSV(t, "start.csv",
		"供应商,GPU型号,每台卡数,原单价,6月起单价,计价单位",
		"锦屏算力,L20 48G,8,17000,16200,元/台/月")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 16200 {
		t.Fatalf("quotes %s: want 16200", bidPrices(res))
	}
	if q := res.Quotes[0]; q.MinHours != nil || q.MinTerm != nil {
		t.Errorf("6月起单价: a minimum %v %v read from a start month", q.MinHours, q.MinTerm)
	}
	if tm, _ := termIn(reNoteMin, "6月起单价"); tm != nil {
		t.Errorf("termIn(6月起单价) = %v: want no term", *tm)
	}
	for _, s := range []string{"最少6月起", "租期6个月", "3个月起"} {
		if tm, _ := termIn(reNoteMin, s); tm == nil {
			t.Errorf("termIn(%s): want a minimum", s)
		}
	}
}

// Review finding 5: a plain 单价 beside 6月起单价 (or 7月起执行单价) is the
// price before the date: both are stored, each sent to review naming the two
// headers; 原单价 beside it is still held out (TestDatedNewPriceBesideEarlier).
func TestPlainPriceBesideDatedReviewed(t *testing.T) {
	for _, h := range []string{"6月起单价", "7月起执行单价"} {
		res := readCSV(t, "plain.csv",
			"供应商,GPU型号,每台卡数,单价,"+h+",计价单位",
			"锦屏算力,L20 48G,8,17000,16200,元/台/月")
		if len(res.Quotes) != 2 {
			t.Errorf("%s: quotes %s: want both 17000 and 16200", h, bidPrices(res))
			continue
		}
		for _, q := range res.Quotes {
			if w := fmt.Sprint(q.Warnings); !strings.Contains(w, "price_role_unknown") || !strings.Contains(w, h) || !strings.Contains(w, "单价") {
				t.Errorf("%s: quote %v warnings %s: want a review naming 单价 and %s", h, q.Price, w, h)
			}
		}
	}
}
