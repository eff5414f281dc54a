package quotes

import (
	"strings"
	"testing"
)

// With no price column, a price phrase at the end of an item-name cell is
// the row's price (its cell quoted), in Chinese and English lists; a name
// saying there is no price is refused at its cell, and a list where only
// one name holds a price is not read as priced names.
func TestPriceInsideItemName(t *testing.T) {
	type want struct {
		gpu, unit, text string
		price           float64
	}
	for _, tc := range []struct {
		name    string
		lines   []string
		quotes  []want
		refused string // a problem naming this cell text
	}{
		{"zh", []string{"青禾算力 12月可租资源", "序号,产品名称,可租数量,交付",
			"1,RTX 4090 24G 单卡 1.7元/卡时,32卡,现货",
			"2,H100 SXM 80G 8卡整机 包月5.2万/台,2台,现货",
			"3,A800 80G SXM 8卡 价格私聊,1台,期货",
			"4,L20 48G 8卡服务器 每卡每天50元,3台,现货"},
			[]want{{"RTX4090-24G", "gpu_hour", "1.7元/卡时", 1.7}, {"H100-80G-SXM", "node_month", "包月5.2万/台", 52000},
				{"L20-48G", "gpu_day", "每卡每天50元", 50}}, "价格私聊"},
		{"en", []string{"Northwind Compute Ltd - available this month", "Item,Qty,Lead time",
			"H100 SXM 80G 8-GPU server $2.10/GPU/hr,4,now",
			"A100 SXM 80G 8-GPU server $1.30/GPU/hr,2,2 weeks"},
			[]want{{"H100-80G-SXM", "gpu_hour", "$2.10/GPU/hr", 2.10}, {"A100-80G-SXM", "gpu_hour", "$1.30/GPU/hr", 1.30}}, ""},
		{"one priced name", []string{"青禾算力 12月可租资源", "序号,产品名称,可租数量,交付",
			"1,RTX 4090 24G 单卡 1.7元/卡时,32卡,现货",
			"2,H100 SXM 80G 8卡整机,2台,现货",
			"3,A800 80G SXM 8卡,1台,期货"}, nil, ""},
	} {
		res, err := Read(tc.name+".csv", csvOf(tc.lines...))
		var got []Quote
		if res != nil {
			got = res.Quotes
		}
		if len(got) != len(tc.quotes) {
			t.Errorf("%s: read %d quotes (%v), want %d", tc.name, len(got), err, len(tc.quotes))
			continue
		}
		for i, w := range tc.quotes {
			q := got[i]
			if q.GPU != w.gpu || q.PriceUnit != w.unit || q.PriceText != w.text || q.Price != w.price {
				t.Errorf("%s: quote %d is %s %v %s from %q, want %+v", tc.name, i, q.GPU, q.Price, q.PriceUnit, q.PriceText, w)
			}
		}
		if tc.refused != "" && (res == nil || !strings.Contains(problemTexts(res), tc.refused)) {
			t.Errorf("%s: %q not refused at its cell", tc.name, tc.refused)
		}
	}
}

func problemTexts(res *FileResult) string {
	var b strings.Builder
	for _, p := range res.Problems {
		b.WriteString(p.Reason.In("zh") + "\n")
	}
	return b.String()
}

// FuzzNamePricePhrase: the name and the phrase are the cell's words, in order.
func FuzzNamePricePhrase(f *testing.F) {
	for _, s := range []string{"A800 80G SXM 8卡整机 包月3.8万/台", "H100 SXM 8卡 价格私聊", "$2.10/GPU/hr", "4090 24G 单卡"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		name, phrase := namePricePhrase(s)
		if phrase == "" {
			if name != "" {
				t.Fatalf("%q: name %q without a phrase", s, name)
			}
			return
		}
		if name+" "+phrase != strings.Join(strings.Fields(s), " ") {
			t.Fatalf("%q split as %q + %q", s, name, phrase)
		}
	})
}
