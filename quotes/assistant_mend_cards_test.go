package quotes

import "testing"

// AS0003: a price and its equivalent are one offer, so the line's machine is
// not dropped as another offer's: "4卡机" against "8卡整机" disagree and the
// line is refused, never stored as 8 cards.
func TestOwnCardsSpecEquivIsNoOffer(t *testing.T) {
	for _, text := range []string{
		"【锦屏算力 报价】\n\nRTX 4090 24G 4卡机 8卡整机包月 9,800元/台·月，约合 1.70元/卡·时\n",
		"【锦屏算力 报价】\n\nRTX 4090 24G 单卡，8卡整机包月 9,800元/台·月（约合 1.70元/卡·时）\n",
	} {
		res := readText(t, "equiv.txt", text)
		if len(res.Quotes) != 0 {
			t.Errorf("%q: stored %v with %v cards, its own machine dropped", text, res.Quotes[0].Price, res.Quotes[0].GPUsPerNode)
		}
		if !slicesHasRow(res.Problems, 3) {
			t.Errorf("%q: not refused at its line: %+v", text, res.Problems)
		}
	}
}
