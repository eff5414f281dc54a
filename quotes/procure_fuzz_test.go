package quotes

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The procurement readers of outside text (party lines, spec remarks, item
// terms, row roles, round headers) never panic, and what they return is
// part of what they read.
func FuzzProcureCells(f *testing.F) {
	for _, s := range []string{"乙方（服务方）：鹏湾算力科技有限公司", "Bill from,Ridgeline GPU Cloud Inc.", "甲方：", "H800 SXM5 80G 8卡服务器（IB 400G×4）",
		"8×H800 SXM5 80GB（A800缺货，以H800替代）", "gn7.8xH800 (8 * H800 SXM 80GB)", "H20 96G×8（整机租用，不少于3个月）", "((()))", "废标（报价不一致）",
		"约3.5/卡时（电话里说的，没书面）", "最终报价时间", "第二轮报价(元)", "按实际用量"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if role, name, ok := partyLine(s); ok && (role == "" || name == "" || !strings.Contains(narrow(s), name)) {
			t.Fatalf("partyLine(%q) = %q %q", s, role, name)
		}
		out := specAsides(s)
		if !utf8.ValidString(s) {
			return
		}
		for _, r := range out {
			if !strings.ContainsRune(s+" /", r) {
				t.Fatalf("specAsides(%q) = %q: %q is not in the cell", s, out, r)
			}
		}
		ParseSpec(s)
		r := rowIn{cells: map[string]cell{fSpec: {text: s}, fNodes: {text: s}}}
		specTerm(&r)
		asUsedCounts(&r)
		if c := r.cells[fMinTerm]; c.text != "" && !strings.Contains(narrow(s), c.text) {
			t.Fatalf("specTerm(%q) took %q", s, c.text)
		}
		voidBid(s)
		isBuyerFigure(s)
		approxPrice(s)
		headerRound(s)
		stampHeader(s)
	})
}
