package quotes

import "testing"

// The review of set101's change (AS): invented rows.

// The review of set101's change (AS): invented rows.

// AS0031: a term written inside the brackets is the commitment's term; the
// AS0004: a marked heading naming no GPU ends the heading before it: its
// price lines are refused as untied, never read as the GPU above.
func TestHeadingNoGPUEndsHeading(t *testing.T) {
	for name, text := range map[string]string{
		"bold.txt":  "【锦屏算力 本周报价】\n\n**H800 80G SXM 8卡整机**\n包月：¥58,000/台/月\n**训练机型（8卡）**\n包月：¥30,000/台/月\n**A100 80G SXM 8卡整机**\n包月：¥40,000/台/月\n",
		"colon.txt": "【锦屏算力 本周报价】\n\nH800 80G SXM 8卡整机：\n包月：¥58,000/台/月\n其他机型：\n包月：¥30,000/台/月\n",
	} {
		res := readText(t, name, text)
		for _, q := range res.Quotes {
			if q.Price == 30000 {
				t.Errorf("%s: the price under a heading naming no GPU read as %s", name, q.GPU)
			}
		}
		if !slicesHasRow(res.Problems, 6) {
			t.Errorf("%s: the untied price line is not refused at row 6: %+v", name, res.Problems)
		}
		if by := quotesOf(res); len(by["H800-80G-SXM"]) != 1 {
			t.Errorf("%s: H800 quotes %+v", name, by)
		}
	}
}

// AS0011: a bot naming itself by generic words names no vendor; its
// AS0001: a heading's lines holding no price reach every price line under
// it, before and after them.
func TestHeadingHeldLinesEveryPrice(t *testing.T) {
	res := readText(t, "held.txt", "【锦屏算力 本周报价】\n\nH800 80G SXM 8卡整机：\n- 包月：¥58,000/台/月\n- 现货 2 台\n- 按天：¥2,000/台/天\nA100 80G SXM 8卡整机：\n- 包月：¥40,000/台/月\n")
	qs := quotesOf(res)["H800-80G-SXM"]
	if len(qs) != 2 {
		t.Fatalf("quotes %+v problems %+v", quotesOf(res), res.Problems)
	}
	for _, q := range qs {
		if q.Nodes == nil || *q.Nodes != 2 {
			t.Errorf("row %d %v: nodes %v, want the heading's 2", q.SourceRow, q.Price, q.Nodes)
		}
	}
}

// AS0002: a blank line inside a chat message ends a heading's lines.
func TestMessageLinesBlankEndsHeading(t *testing.T) {
	subs := messageLines(proseLine{row: 3, text: "H800 80G SXM 8卡整机：\n包月：¥58,000/台/月\n\n按量：¥9.9/卡/时"})
	if len(subs) != 3 || subs[1].head == "" {
		t.Fatalf("subs %+v", subs)
	}
	if subs[2].head != "" {
		t.Errorf("the line after a blank line took the heading: %q", subs[2].head)
	}
}
