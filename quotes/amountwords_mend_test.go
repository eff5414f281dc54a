package quotes

import (
	"strings"
	"testing"
)

// Review 1: a dated notes line whose GPU phrase ends in a full-width colon
// ("2026-12-01 09:00 H100 80G SXM：2.3元/卡时") is no chat message with the GPU
// for its sender; the notes still read as three quotes.
func TestDatedNotesGPUColonNoSender(t *testing.T) {
	res := readText(t, "notes.txt", strings.Join([]string{
		"锦江算力 报价记录",
		"2026-12-01 09:00 H100 80G SXM：2.3元/卡时，8卡",
		"2026-12-01 09:05 A100 80G SXM：1.6元/卡时，8卡",
		"2026-12-01 09:10 L40S 48G：1.2元/卡时，8卡",
	}, "\n")+"\n")
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "gpu_hour" || q.Price != 2.3 && q.Price != 1.6 && q.Price != 1.2 {
			t.Errorf("%+v", q)
		}
	}
}

// Review 2: 块 counts cards as well as 元: a bare numeral before 块 is 元
// only with a place word, with 钱, or after a rate word.
func TestSpokenKuaiCountsCards(t *testing.T) {
	for _, in := range []string{"a100 80g 有八块 2.5元/卡时", "a800 剩两块。", "八块 ", "两块$"} {
		for _, a := range findAmountWords(in) {
			t.Errorf("%q: an amount %+v", in, a)
		}
	}
	for in, want := range map[string]float64{
		"单卡一天二十六块": 26, "两千块钱/月": 2000, "一卡时两块": 2, "八块钱": 8, "一天三百块": 300,
	} {
		a := findAmountWords(in)
		if len(a) != 1 || a[0].bad || a[0].value != want {
			t.Errorf("%q read as %+v, want %v", in, a, want)
		}
	}
}

// Review 3: 点 between numerals is also the clock (三点二十, 两点五十, 三点半).
func TestSpokenPointNotClock(t *testing.T) {
	for _, in := range []string{"下午三点二十前给您报", "两点五十", "三点半", "三点前", "三点十分", "五点四十", "三点零五分"} {
		for _, a := range findAmountWords(in) {
			if !a.bad {
				t.Errorf("%q: an amount %+v", in, a)
			}
		}
	}
	for in, want := range map[string]float64{"二点五元": 2.5, "一点二万": 12000, "两点三五元": 2.35} {
		a := findAmountWords(in)
		if len(a) != 1 || a[0].bad || a[0].value != want {
			t.Errorf("%q read as %+v, want %v", in, a, want)
		}
	}
	res := readText(t, "chat.txt", strings.Join([]string{
		"2026-11-02 09:14 我：请问A100有吗",
		"2026-11-02 09:15 锦城算力-小李：A100 80G 整机，下午三点二十前给您报",
		"2026-11-02 09:16 锦城算力-小李：L40S单卡一块九一小时",
	}, "\n")+"\n")
	for _, p := range res.Problems {
		if p.Row == 2 {
			t.Errorf("clock time read as money: %+v", p)
		}
	}
}

// Review 4: a 大写 column is a figures column's check only for the same
// price: 包月(小写) beside 包年(大写) are two plans.
func TestCapitalTwinSameStem(t *testing.T) {
	res := readCSV(t, "c.csv",
		"供应商,GPU型号,单台卡数,包月(小写),包年(大写)",
		"青羊算力,A100 80G SXM,8,\"¥57,600.00\",人民币陆拾万元整",
	)
	for _, p := range res.Problems {
		if p.Reason.Key == "import.err.amount_columns_disagree" {
			t.Errorf("two plans read as twins: %+v", p)
		}
	}
	res = readCSV(t, "d.csv",
		"供应商,GPU型号,单台卡数,计费单位,月租(元/台/月),年租大写",
		"青羊算力,A100 80G SXM,8,元/台/月,\"57,600\",人民币陆拾万元整",
	)
	for _, p := range res.Problems {
		if p.Reason.Key == "import.err.amount_columns_disagree" {
			t.Errorf("月租 and 年租 read as twins: %+v", p)
		}
	}
	// the twin picked by its stem, not the first price column
	res = readCSV(t, "e.csv",
		"供应商,GPU型号,单台卡数,计费单位,押金,单价(小写),单价(大写)",
		"青羊算力,A100 80G SXM,8,元/台/月,\"10,000\",\"¥57,600.00\",人民币伍万柒仟陆佰元整",
	)
	for _, p := range res.Problems {
		if p.Reason.Key == "import.err.amount_columns_disagree" {
			t.Errorf("twin of the wrong column: %+v", p)
		}
	}
}

// Review 5: English floor words are whole words, and "and up" a floor only
// at the end or before punctuation ("and up to 64 GPUs" is a count).
func TestEnglishFloorWholeWords(t *testing.T) {
	res := readText(t, "n.txt", "Northwind Compute\n\nH100 SXM nodes at $2.10/hr and up to 64 GPUs available.\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 2.10 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	res = readText(t, "m.txt", "Northwind Compute\n\nH100 SXM nodes at $2.10/hr and up.\n")
	if len(res.Quotes) != 0 {
		t.Fatalf("a floor read as the price: %+v", res.Quotes)
	}
}

// Review 6: spoken words with their figure in brackets (两万八(¥28,000)) are
// one amount, as the capital form is.
func TestSpokenWordsWithFigure(t *testing.T) {
	res := readText(t, "mail.txt", strings.Join([]string{
		"发件人：青白江智算 商务部",
		"",
		"一、H20 96G 八卡服务器 2 台：每台每月两万八(¥28,000)；",
	}, "\n")+"\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 28000 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// Review 8: a disagreeing twin row is reported once, as disagreeing.
func TestCapitalTwinDisagreeOnce(t *testing.T) {
	res := readCSV(t, "c.csv",
		"供应商,GPU型号,单台卡数,计费单位,单价(小写),单价(大写)",
		"青羊算力,H800,8,元/台/月,\"¥81,000.00\",人民币捌万壹仟伍佰元整",
	)
	n := 0
	for _, p := range res.Problems {
		if p.Row == 2 {
			n++
			if p.Reason.Key != "import.err.amount_columns_disagree" {
				t.Errorf("%+v", p)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d problems: %+v", n, res.Problems)
	}
}

// Review 7: the unit after a bracket restating the amount
// ("¥56,000.00（大写：…元整）/台/月") belongs to the amount's clause.
func TestUnitAfterRestatingBracket(t *testing.T) {
	res := readText(t, "mail.txt", strings.Join([]string{
		"发件人：青白江智算 商务部",
		"",
		"一、A800 80G SXM 八卡服务器：¥56,000.00（大写：人民币伍万陆仟元整）/台/月；",
		"二、L40S 48G 八卡服务器：人民币壹万贰仟元整（¥12,000.00）/台/月；",
	}, "\n")+"\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "node_month" || q.Price != 56000 && q.Price != 12000 {
			t.Errorf("%+v", q)
		}
	}
}

// Review 7: a stop after the restating bracket still cuts the clause: the
// price text is the amount and its bracket, the note after it its own.
func TestStopAfterRestatingBracket(t *testing.T) {
	got := proseClauses("每台每月人民币玖万肆仟元整(¥94,000.00),需签订包季合同")
	if len(got) != 2 || got[0] != "每台每月人民币玖万肆仟元整(¥94,000.00)" {
		t.Fatalf("%q", got)
	}
	got = proseClauses("¥56,000.00(大写:人民币伍万陆仟元整)/台/月;另")
	if len(got) != 2 || got[0] != "¥56,000.00(大写:人民币伍万陆仟元整)/台/月" {
		t.Fatalf("%q", got)
	}
}
