package quotes

import (
	"math"
	"slices"
	"testing"
	"unicode/utf8"

	"computecheck/msg"
)

// Each row of words/rows.tsv is a wording the readers need: a case here
// fails without it.

// A bare number under a term or disk column takes its unit from the
// header's words; only a header naming none is warned of.
func TestHeaderUnitWords(t *testing.T) {
	for _, c := range []struct {
		header, cell string
		want         Term
	}{
		{"min term (hours)", "4", Term{4, TermHour}},
		{"最短租期(小时)", "4", Term{4, TermHour}},
		{"最短租期(月)", "3", Term{3, TermMonth}},
		{"min term (months)", "3", Term{3, TermMonth}},
		{"最短租期(天)", "7", Term{7, TermDay}},
		{"min term (days)", "7", Term{7, TermDay}},
	} {
		res := readCSV(t, "t.csv", "供应商,GPU型号,每台卡数,单价(元/卡/时),"+c.header, "石楠算力,H100 SXM,8,10,"+c.cell)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: %+v", c.header, res.Problems)
		}
		q := res.Quotes[0]
		if q.MinTerm == nil || *q.MinTerm != c.want || warnedOf(q, "import.warn.term_no_unit") {
			t.Errorf("%s %s: term %v, warnings %v", c.header, c.cell, q.MinTerm, RenderAll(q.Warnings, "en"))
		}
	}
	for _, c := range []struct {
		header, cell string
	}{{"本地盘(TB)", "3.84"}, {"本地盘(GB)", "3840"}} {
		res := readCSV(t, "d.csv", "供应商,GPU型号,每台卡数,单价(元/卡/时),"+c.header, "石楠算力,H100 SXM,8,10,"+c.cell)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: %+v", c.header, res.Problems)
		}
		q := res.Quotes[0]
		if q.LocalNVMeTB == nil || *q.LocalNVMeTB != 3.84 || warnedOf(q, "import.warn.size_no_unit") {
			t.Errorf("%s %s: %v TB, warnings %v", c.header, c.cell, q.LocalNVMeTB, RenderAll(q.Warnings, "en"))
		}
	}
}

func warnedOf(q Quote, key string) bool {
	return slices.ContainsFunc(q.Warnings, func(w msg.Msg) bool { return w.Key == key })
}

// A length under a commitment header is the term, not the rate's period.
func TestCommitHeaderWords(t *testing.T) {
	for _, h := range []string{"Commitment", "Term", "Contract", "Reserved for", "租期", "合约", "合同期", "承诺期", "期限", "起租时长"} {
		m := commitmentOnly(billingMode{period: "year", term: &Term{1, TermYear}}, cell{header: h, text: "1-year"})
		if m.period != "" {
			t.Errorf("%q: period %q, want none", h, m.period)
		}
	}
}

// A plan word may carry a price word after it ("包月价", "Monthly rate").
func TestPlanSuffixWords(t *testing.T) {
	for _, s := range []string{"包月价", "包月价格", "包月单价", "包月报价", "包月租金", "包月付费", "包月计费", "包月预付", "包月套餐",
		"包月方案", "包月租用", "包月租赁", "monthly plan", "monthly rate", "monthly price", "monthly pricing"} {
		if m, ok := parseMode(s); !ok || m.period != "month" {
			t.Errorf("%q: %+v %v", s, m, ok)
		}
	}
}

// A machine of one card named in words is one card per machine.
func TestSingleCardMachineWords(t *testing.T) {
	for _, w := range []string{"单卡", "一卡", "单GPU", "singleGPU", "single-GPU", "single card", "single-card", "one GPU", "one-GPU"} {
		if n, ok := singleCardMachine(w + " VM"); !ok || n != 1 {
			t.Errorf("%q: %d %v", w+" VM", n, ok)
		}
	}
	for _, m := range []string{"云主机", "主机", "云服务器", "服务器", "实例", "机器", "机型", "容器", "云容器", "VM", "instance", "server",
		"machine", "host", "container", "box"} {
		if n, ok := singleCardMachine("单卡" + m); !ok || n != 1 {
			t.Errorf("%q: %d %v", "单卡"+m, n, ok)
		}
	}
	if _, ok := singleCardMachine("单卡"); ok {
		t.Error("a bare 单卡 read as a machine")
	}
}

// Among several numbers, the amount is the one a currency sign stands
// before or a currency word after.
func TestAmountCurrencyWords(t *testing.T) {
	for _, s := range []string{"2026 $23.92/hr", "2026 ¥23.92/时", "2026 €23.92/hr", "2026 £23.92/hr", "2026 23.92元/时",
		"2026 0.002392万元/时", "2026 23.92 rmb/hr", "2026 23.92 usd/hr"} {
		pc, err := parsePriceCell(s)
		if err != nil || math.Abs(pc.value-23.92) > 1e-9 {
			t.Errorf("%q: %v %v", s, pc.value, err)
		}
	}
}

// A price cell's word for an equivalent makes the amount after it the
// per-card-hour equivalent, the plan price before it the cell's other price.
func TestEquivalentWords(t *testing.T) {
	for _, w := range []string{"约合", "相当于", "折合", "折算", "均摊", "摊合", "摊到", "分摊", "合每", "约每", "平均", "≈"} {
		pc, err := parsePriceCell("包月 24192元/台，" + w + "卡时4.2元")
		if err != nil || !pc.equiv || pc.value != 4.2 || pc.primary == nil || pc.primary.value != 24192 {
			t.Errorf("%s: %+v %v", w, pc, err)
		}
	}
}

// The number before a counting word describes the machine, not its price.
func TestMachineCountWords(t *testing.T) {
	for _, w := range []string{"卡", "张", "台", "块", "路", "核", "颗", "节点", " gpus", " gpu", " cards", " card", " nodes", " node",
		" servers", " server", "x", "×", "*", "gb", "g", "tb", "t", "gib", " vcpus", " vcpu", " cores", " core", "-gpu"} {
		if s := "8" + w + " 9.8"; !describesMachine(s, []int{0, 1}) {
			t.Errorf("%q: 8 read as an amount", s)
		}
	}
}

// A note segment's words say whether the price is per machine or per card:
// the word, a plan word, then what may follow ("整 机价包月", "按台包月计";
// split by a space, so that only these words decide).
func TestNoteBasisWords(t *testing.T) {
	for basis, heads := range map[string][]string{
		"node": {"整机", "整台", "按台", "按整台", "按整机", "整机价", "整台价", "整机计", "整台计", "整台打包价", "整机打包价", "整机报价", "整台报价"},
		"gpu":  {"单卡", "按卡", "单卡价", "按卡计", "按卡计价", "按卡计费", "按卡价", "单卡报价", "仅单卡", "单卡容器"},
	} {
		for _, h := range heads {
			_, n := utf8.DecodeRuneInString(h)
			if s := h[:n] + " " + h[n:] + "包月"; noteUnitOf(s).basis != basis {
				t.Errorf("%s: basis %q, want %s", s, noteUnitOf(s).basis, basis)
			}
		}
	}
	if noteUnitOf("每 台计").basis != "node" || noteUnitOf("每 卡计").basis != "gpu" {
		t.Error("每台计, 每卡计 not read")
	}
	for _, s := range []string{"计", "计价", "计费", "价", "打包价", "年付", "月付", "季付", "日租", "周租", "月租", "年租", "租", "报价", "价格"} {
		if got := noteUnitOf("按台包月" + s).basis; got != "node" {
			t.Errorf("按台包月%s: basis %q", s, got)
		}
	}
	for _, s := range []string{"计", "计价", "计费", "价", "报价"} {
		if got := noteUnitOf("按卡包月" + s).basis; got != "gpu" {
			t.Errorf("按卡包月%s: basis %q", s, got)
		}
	}
}

// A tier's length is its term, in the unit its words name, with or without
// a commitment word after it.
func TestTierTermWords(t *testing.T) {
	for s, want := range map[string]Term{"3月": {3, TermMonth}, "2年": {2, TermYear}, "2周": {2, TermWeek}, "10天": {10, TermDay},
		"10日": {10, TermDay}, "1 month": {1, TermMonth}, "3 months": {3, TermMonth}, "1 mo": {1, TermMonth}, "3 mos": {3, TermMonth},
		"3 year": {3, TermYear}, "2 years": {2, TermYear}, "3 yr": {3, TermYear}, "2 yrs": {2, TermYear}, "1 week": {1, TermWeek},
		"2 weeks": {2, TermWeek}, "1 wk": {1, TermWeek}, "2 wks": {2, TermWeek}, "1 day": {1, TermDay}, "7 days": {7, TermDay},
		"1年期": {1, TermYear}, "1年合同": {1, TermYear}, "1年合约": {1, TermYear}, "1年租期": {1, TermYear}, "1年承诺": {1, TermYear},
		"1 year commit": {1, TermYear}, "1 year commitment": {1, TermYear}, "1 year term": {1, TermYear}, "1 year reserved": {1, TermYear},
		"3个月起": {3, TermMonth}} {
		if m, ok := parseMode(s); !ok || m.term == nil || *m.term != want {
			t.Errorf("%q: %+v %v, want %v", s, m, ok, want)
		}
	}
}

// A card count before an instance word sizes the priced instance.
func TestNoteGPUsMachineWords(t *testing.T) {
	for _, s := range []string{"2-GPU VM", "2-GPU instance", "2-GPU machine", "2-GPU server", "2-GPU box",
		"2卡机型", "2卡机器", "2卡服务器", "2卡实例", "2卡云主机"} {
		if got := noteUnitOf(s).gpus; got != 2 {
			t.Errorf("%q: %d GPUs", s, got)
		}
	}
}

// A digest row's cell points at a vendor sheet with a word before its name
// ("见北辰云") and may say more after it ("北辰云 第5行").
func TestDigestPointerWords(t *testing.T) {
	named := []string{"北辰云", "Overview"}
	at := func(cell string) string {
		got, _ := pointedSheet(Quote{Raw: map[string]string{"notes": cell}}, "Overview", named)
		return got
	}
	for _, w := range []string{"见", "详见", "参见", "参看", "请见", "来源", "出自", "摘自", "source", "from", "see", "refer to", "cf.", "cf", "sheet", "tab", "工作表"} {
		if got := at(w + " 北辰云"); got != "北辰云" {
			t.Errorf("%q: %q", w+" 北辰云", got)
		}
	}
	for _, w := range []string{"第", "row", "行", "页", "分页", "工作表", "sheet", "tab"} {
		if got := at("见北辰云 " + w); got != "北辰云" {
			t.Errorf("%q: %q", "见北辰云 "+w, got)
		}
	}
}
