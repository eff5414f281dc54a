package quotes

// A file sent with benchmark results (stop 48, set123) heads measured
// figures beside the offer: tokens/s per card, MFU, peak memory in use, a
// score. They are numbers in a GPU's row and may share a word with a field
// (显存 with the card's memory, 每卡 with a per-card price), but no offer
// is read from them: a header naming a measure (words/header_words.tsv
// header_measure) gives its column nothing, above any synonym it contains.

// ruleHdrMeasure is the column rule of a measured figure's header: its
// cells are no unread money (validate.go unreadPriceCells).
const ruleHdrMeasure = "BM-HDR-MEASURE"

// measureWords, gpuEquivWords: words/header_words.tsv header_measure and
// header_gpu_equiv, a CJK word found anywhere, an ASCII one whole.
var (
	measureWords  = priceStateWords{rows: wordRows("header_measure")}
	gpuEquivWords = priceStateWords{rows: wordRows("header_gpu_equiv")}
)

// measuredFigureHeader: the header names a measured figure (BM0001-).
func measuredFigureHeader(h string) bool {
	_, w := measureWords.in(h)
	return w != ""
}

// gpuEquivHeader is the word of words/header_words.tsv header_gpu_equiv a
// price header holds beside a GPU it names ("等效A100卡时价"), "" for none:
// its prices restate the offer in that card's terms, a yardstick.
func gpuEquivHeader(h string) string {
	if _, w := gpuEquivWords.in(h); w != "" && len(gpuSpans(narrow(h))) > 0 {
		return w
	}
	return ""
}

// benchmarkLine: a line of prose states measured figures (a header_measure
// word: "整机 22,400 tokens/s，每卡约 2,800", "MFU 约 38%") and names no money
// (no currency, no 元 or 万): its figures are results, never prices; it is
// read as the text around the offers.
func benchmarkLine(text string) bool {
	low := norm(text)
	return measuredFigureHeader(text) && !moneyWords(low)
}
