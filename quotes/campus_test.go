package quotes

import (
	"strings"
	"testing"
)

// Campus sellers (issue 23, set103's class, UV rules): prices that differ by
// who the buyer is, read for an outside company; a base price times a queue
// coefficient. Every row here is invented.

func TestOutsidePriceIn(t *testing.T) {
	for _, c := range []struct {
		in, offer, held string
		inside, ok      bool
	}{
		{"本校 30元/卡时，外单位 45元/卡时", "45元/卡时", "本校 30元/卡时", false, true},
		{"会员 2.5元；非会员 3.8元", "3.8元", "会员 2.5元", false, true},
		{"Internal $1.20 / External $2.00", "$2.00", "Internal $1.20", false, true},
		{"联盟成员 100元/台·天；社会用户 160元/台·天", "160元/台·天", "联盟成员 100元/台·天", false, true},
		{"校内 20元/机时", "", "校内 20元/机时", true, true},
		{"20元 30元", "", "", false, false},                      // no class names either figure
		{"校外 32元/机时（校内免费）", "", "", false, false},              // one outside figure: read as usual
		{"校外 30元；企业用户 40元", "", "", false, false},              // two outside figures: not settled here
		{"校内 20元/机时；校外 30元/机时，满100机时9折", "", "", false, false}, // a figure after the classes
	} {
		offer, held, inside, ok := outsidePriceIn(c.in)
		if offer != c.offer || held != c.held || inside != c.inside || ok != c.ok {
			t.Errorf("outsidePriceIn(%q) = %q, %q, %v, %v; want %q, %q, %v, %v", c.in, offer, held, inside, ok, c.offer, c.held, c.inside, c.ok)
		}
	}
}

func TestBuyerClassWords(t *testing.T) {
	for w, want := range map[string]string{
		"校外用户": "outside", "非校内": "outside", "社会用户": "outside", "Industry / external": "outside", "Non-member rate": "outside",
		"校内用户": "inside", "联盟成员单位": "inside", "Academic partner": "inside", "Internal (Dept)": "inside", "会员": "member",
		"成员单位/社会用户同价": "both", "校内外统一": "both",
	} {
		if got, _ := buyerClass(w); got != want {
			t.Errorf("buyerClass(%q) = %q, want %q", w, got, want)
		}
	}
}

// A cell pricing two classes stores the outside figure, warned; a cell for
// inside users only is refused at the cell.
func TestCampusCellClasses(t *testing.T) {
	res, err := Read("instruments.csv", csvOf(
		"岷江大学仪器共享平台 开放目录",
		"仪器名称,GPU型号,收费单价",
		"GPU服务器,8×A100 SXM4 80GB,本校 48元/机时；外单位 80元/机时",
		"GPU工作站,4×RTX 4090,校内 6元/机时",
		"GPU服务器,4×L40S 48GB,校外 24元/机时",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 || res.Quotes[0].SourceRow != 3 || perGPUHour(t, res.Quotes[0]) != 10 {
		t.Fatalf("quotes %+v, want row 3 at 80/8 = 10 a card-hour", res.Quotes)
	}
	warned := false
	for _, w := range res.Quotes[0].Warnings {
		warned = warned || w.Key == "import.warn.uv_outside_price"
	}
	if !warned {
		t.Errorf("row 3: the outside figure's choice is not warned: %v", res.Quotes[0].Warnings)
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 4 && p.Column == "收费单价" && p.Reason.Key == "import.err.uv_inside_only_cell"
	}
	if !refused {
		t.Errorf("row 4 (校内 only) not refused at its cell: %+v", res.Problems)
	}
}

// A class column: a row for the inside class is refused at its class cell,
// one for every class is a quote.
func TestCampusClassColumn(t *testing.T) {
	res, err := Read("classes.csv", csvOf(
		"岷江高校联盟 GPU价格",
		"GPU型号,每台卡数,适用对象,单价,计价单位",
		"A100 80GB SXM,8,会员单位,3.00,元/卡·时",
		"A100 80GB SXM,8,非会员单位,4.50,元/卡·时",
		"RTX 4090,8,会员/非会员同价,1.50,元/卡·时",
	))
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]float64{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.Price
	}
	if len(got) != 2 || got[4] != 4.5 || got[5] != 1.5 {
		t.Errorf("stored %v, want rows 4 (4.50) and 5 (1.50)", got)
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 3 && p.Column == "适用对象" && p.Reason.Key == "import.err.uv_inside_class_row"
	}
	if !refused {
		t.Errorf("row 3 (会员单位) not refused at its class cell: %+v", res.Problems)
	}
}

// A base price times a queue coefficient; a coefficient of 0 is refused.
func TestQueueCoefficient(t *testing.T) {
	res, err := Read("queues.csv", csvOf(
		"岷江超算 GPU队列",
		"队列,加速卡,每节点卡数,基础单价（元/卡时）,优先级系数",
		"q_norm,A800 80GB SXM,8,5.00,1",
		"q_high,A800 80GB SXM,8,5.00,2",
		"q_low,A800 80GB SXM,8,5.00,0.8",
		"q_test,A800 80GB SXM,8,5.00,0",
	))
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]float64{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = perGPUHour(t, q)
	}
	if len(got) != 3 || got[3] != 5 || got[4] != 10 || got[5] != 4 {
		t.Errorf("stored %v, want 5, 10 and 4 a card-hour", got)
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 6 && p.Reason.Key == "import.err.uv_free_queue"
	}
	if !refused {
		t.Errorf("row 6 (coefficient 0) not refused: %+v", res.Problems)
	}
}

func TestAllCardsBilled(t *testing.T) {
	for s, want := range map[string]bool{"整节点独占（每节点8卡全计）": true, "exclusive node, all GPUs billed": true, "整节点": false, "按卡计费": false} {
		if got := allCardsBilled(s) != ""; got != want {
			t.Errorf("allCardsBilled(%q) = %v", s, got)
		}
	}
}

func FuzzOutsidePriceIn(f *testing.F) {
	for _, s := range []string{"校内 40元/机时；校外 64元/机时", "Internal $1 / Industry $2", "会员 2.5；非会员 3.8元", "校内 20元", "校外 32元/机时（校内免费）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		offer, held, inside, ok := outsidePriceIn(s)
		if !ok {
			return
		}
		if inside && (offer != "" || held == "") || !inside && (offer == "" || held == "") {
			t.Fatalf("outsidePriceIn(%q) = %q, %q, %v", s, offer, held, inside)
		}
		if !inside && !strings.Contains(s, offer) {
			t.Fatalf("outsidePriceIn(%q): offer %q is not the cell's", s, offer)
		}
	})
}

// A cluster's spec cell: the count after a scope word ("每节点4×"), the nodes
// after a count lead ("共16节点"); a resource name's bracketed commitment.
func TestCampusSpecAndCommitment(t *testing.T) {
	res, err := Read("cluster.csv", csvOf(
		"岷江大学计算中心",
		"资源,GPU型号,单价",
		"GPU分区,每节点8×A100 SXM4 80GB，共12节点,5.00元/卡时",
		"GPU分区,4×L40S 48GB，2节点,3.00元/卡时",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v (problems %+v)", res.Quotes, res.Problems)
	}
	q := res.Quotes[0]
	if q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.Nodes == nil || *q.Nodes != 12 {
		t.Errorf("row 3: gpus per node %v, nodes %v; want 8 and 12", q.GPUsPerNode, q.Nodes)
	}
	if q := res.Quotes[1]; q.Nodes != nil {
		t.Errorf("row 4: a bare “2节点” read as the machines %d", *q.Nodes)
	}
	for s, want := range map[string]int{"Dedicated node (12-month commitment)": 12, "Reserved 3 months": 3, "Dedicated node (3 months)": 0, "Node (1-year commitment) (3-month commitment)": 0} {
		tm, ok := commitTermOrAside(s, true)
		if got := 0; ok {
			got = int(tm.Value)
			if tm.Unit == "year" {
				got *= 12
			}
			if got != want {
				t.Errorf("commitTermOrAside(%q) = %+v, want %d months", s, tm, want)
			}
		} else if want != 0 {
			t.Errorf("commitTermOrAside(%q): none, want %d months", s, want)
		}
	}
}

// A letter's table set by spaces, then a sentence across its columns: the
// sentence is a note of the page, never a price of the row above.
func TestSpacedSentenceNotACell(t *testing.T) {
	text := strings.Join([]string{
		"岷江数学研究所 报价函",
		"",
		"序号  型号            每台卡数      数量      价格",
		"1     A100 80G PCIe   4             2台       每卡每小时6.0元",
		"2     L40S 48G        8             1台       每卡每天50元",
		"",
		"    本所任务需要时可提前48小时通知收回，费用按实际使用天数结算，敬请谅解。",
	}, "\n")
	res, err := Read("letter.txt", []byte(text))
	if err != nil && len(res.Quotes) == 0 {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 7 {
			t.Errorf("the sentence on line 7 stored as a quote: %+v", q)
		}
	}
	if len(res.Quotes) != 2 {
		t.Errorf("quotes %d, want 2 (problems %+v)", len(res.Quotes), res.Problems)
	}
}

// Review finding 1 and 2: a coefficient cell that cannot be read or is out of
// range, or a second coefficient beside the first, refuses the row at that
// cell; before, the first was skipped and the second dropped, and the base
// price was stored as the offer with no word. "1.5倍" and "×1.2" are read.
func TestCoefficientCellsRefusedOrRead(t *testing.T) {
	res, err := Read("queues2.csv", csvOf(
		"沱江计算中心 GPU队列",
		"队列,加速卡,基准单价（元/卡时）,队列系数,优先级系数",
		"q_a,A800 80GB SXM,4.00,1.5倍,",
		"q_b,A800 80GB SXM,4.00,×1.2,1",
		"q_c,A800 80GB SXM,4.00,待定,",
		"q_d,A800 80GB SXM,4.00,64,",
		"q_e,A800 80GB SXM,4.00,2,1.5",
	))
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]float64{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = perGPUHour(t, q)
	}
	if len(got) != 2 || got[3] != 6 || got[4] != 4.8 {
		t.Errorf("stored %v, want rows 3 and 4 at 6 and 4.8 a card-hour", got)
	}
	want := map[int]string{5: "import.err.uv_coefficient_unread", 6: "import.err.uv_coefficient_unread", 7: "import.err.uv_coefficients_two"}
	for _, p := range res.Problems {
		if want[p.Row] == p.Reason.Key && (p.Column == "队列系数" || p.Row == 7 && p.Column == "优先级系数") {
			delete(want, p.Row)
		}
	}
	if len(want) > 0 {
		t.Errorf("not refused at their coefficient cells: %v; problems %+v", want, res.Problems)
	}
}

// Review finding 3: the coefficient is applied to the figure the row reads,
// after a plan with its equivalent ("720元/卡·月（折合1元/卡时）") is chosen;
// before, the equivalent was multiplied and the plan's figure stored
// unmultiplied (or the two refused as disagreeing).
func TestCoefficientAfterPlan(t *testing.T) {
	read := func(k string) float64 {
		res, err := Read("plan.csv", csvOf(
			"沱江计算中心 包月",
			"资源,加速卡,基准单价（元）,队列系数",
			"包月卡,A800 80GB SXM,720元/卡·月（折合1元/卡时）,"+k,
			"按需卡,H800 80GB SXM,9.00元/卡时,1",
		))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Quotes) != 2 {
			t.Fatalf("coefficient %s: quotes %+v, problems %+v", k, res.Quotes, res.Problems)
		}
		return perGPUHour(t, res.Quotes[0])
	}
	if one, two := read("1"), read("2"); one <= 0 || two != 2*one {
		t.Errorf("coefficient 2 stores %v, want twice %v", two, one)
	}
}

// Review finding 4: a cell is cut at its separators before its figures are
// labelled: "校外 64 元/机时；校内 40 元/机时" offers "64 元/机时" (its unit
// kept), not "64" with "元/机时；校内 40" held. Finding 6: a cell whose one
// figure follows an inside word that does not label it, or 会员 alone, is no
// inside-only cell.
func TestOutsidePriceInPieces(t *testing.T) {
	for _, c := range []struct {
		in, offer, held string
		inside, ok      bool
	}{
		{"校外 64 元/机时；校内 40 元/机时", "64 元/机时", "校内 40 元/机时", false, true},
		{"校内 1,200元/台·月，校外 1,800元/台·月", "1,800元/台·月", "校内 1,200元/台·月", false, true},
		{"Internal NVMe $2.5/h", "", "", false, false},
		{"会员价 3.5元/卡时", "", "", false, false},
		{"校内用户单价：20元/机时", "", "校内用户单价：20元/机时", true, true},
	} {
		offer, held, inside, ok := outsidePriceIn(c.in)
		if offer != c.offer || held != c.held || inside != c.inside || ok != c.ok {
			t.Errorf("outsidePriceIn(%q) = %q, %q, %v, %v; want %q, %q, %v, %v", c.in, offer, held, inside, ok, c.offer, c.held, c.inside, c.ok)
		}
	}
}

// Review finding 5: the longest class word wins, not the first in the table:
// 入驻企业, 园区企业, 集团内企业 are inside (not 企业), 协议客户 and 框架客户
// qualify, 社会科学学院 names no class (not 社会). Finding 6: a class cell
// "会员" is no inside row.
func TestBuyerClassLongestWord(t *testing.T) {
	for w, want := range map[string]string{
		"入驻企业": "inside", "园区企业": "inside", "集团内企业": "inside", "协议客户": "inside", "框架客户": "inside",
		"社会科学学院": "", "非会员单位": "outside", "会员单位": "inside", "企业用户": "outside",
	} {
		if got, _ := buyerClass(w); got != want {
			t.Errorf("buyerClass(%q) = %q, want %q", w, got, want)
		}
	}
	res, err := Read("cloud.csv", csvOf(
		"沱江云 GPU价格",
		"GPU型号,每台卡数,适用对象,单价,计价单位",
		"A100 80GB SXM,8,会员,3.00,元/卡·时",
		"A100 80GB SXM,8,入驻企业,2.50,元/卡·时",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 {
		t.Errorf("quotes %+v, want row 3 (会员) only; problems %+v", res.Quotes, res.Problems)
	}
}
