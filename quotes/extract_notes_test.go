package quotes

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// A footnote marker glued to a price is read off the number; the quote
// names the marker and its footnote, and what the footnote says applies to
// the rows carrying its marker only: a machine price, a minimum term, tax,
// and "for reference only" (the row refused at its price cell, quoting the
// footnote, as a legend colour meaning no offer is).
func TestFootnoteMarkersOnPrices(t *testing.T) {
	res := readCSV(t, "f.csv",
		"松涛云 算力报价 (单位: 元/卡/时)",
		"型号,单机卡数,价格,网络",
		"H100 80G SXM,8,11.20†,IB",
		"A100 80G SXM,8,48.00③,IB",
		"L40S 48G,8,3.30[注2],以太网",
		"H20 96G,8,7.70☆,RoCE",
		"L20 48G,8,2.10,以太网",
		"",
		"† 含6%增值税",
		"③ 该价格为整机8卡每小时租金",
		"注2：6个月起租",
		"☆ 仅供参考，以签约为准",
	)
	byGPU := map[string]Quote{}
	for _, q := range res.Quotes {
		byGPU[q.GPU] = q
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 6 || res.Problems[0].Column != "价格" ||
		res.Problems[0].Reason.Key != "import.err.footnote_not_offer" || !strings.Contains(res.Problems[0].Reason.In("en"), "仅供参考") {
		t.Fatalf("problems: %v, want the ☆ row refused at its price quoting its footnote", res.Problems)
	}
	has := func(q Quote, key string) bool {
		for _, w := range q.Warnings {
			if w.Key == key {
				return true
			}
		}
		return false
	}
	h100 := byGPU["H100-80G-SXM"]
	if h100.Price != 11.2 || !has(h100, "import.warn.footnote") || h100.TaxIncluded == nil || !*h100.TaxIncluded {
		t.Errorf("H100 with †: %v %s tax %v %v", h100.Price, h100.PriceUnit, h100.TaxIncluded, h100.Warnings)
	}
	if a := byGPU["A100-80G-SXM"]; !within(perGPUHour(t, a), 6) {
		t.Errorf("A100 with ③ (a whole machine's hour): %v %s", a.Price, a.PriceUnit)
	}
	if l := byGPU["L40S-48G"]; l.Price != 3.3 || l.MinTerm == nil || l.MinTerm.Value != 6 {
		t.Errorf("L40S with 注2 (6-month minimum): %v %+v", l.Price, l.MinTerm)
	}
	if h, ok := byGPU["H20-96G"]; ok {
		t.Errorf("H20 with ☆ (reference only) stored: %v", h.Price)
	}
	if l := byGPU["L20-48G"]; l.MinTerm != nil || l.TaxIncluded != nil || len(l.ReviewReasons) != 0 {
		t.Errorf("L20 carries no marker, took another row's footnote: term %+v tax %v review %v", l.MinTerm, l.TaxIncluded, l.ReviewReasons)
	}
}

func FuzzSplitMarker(f *testing.F) {
	for _, s := range []string{"13.50*", "8.20①", "7.10(注4)", "19.80▲", "¥9.8¹", "3.5*8", "h100*8", "12元/卡时※", "注3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		low := norm(s)
		out, mark := splitMarker(low)
		if mark == "" && out != low {
			t.Fatalf("%q changed with no marker: %q", s, out)
		}
		_ = footnoteFor([]string{s, "* x", "注1：y"}, mark)
	})
}

func TestMarkerOffTheNumber(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		mark string
	}{
		{"¥9.8¹", 9.8, "¹"},
		{"8.20①", 8.2, "①"},
		{"7.10(注4)", 7.1, "(注4)"},
		{"19.80▲", 19.8, "▲"},
		{"12.5※ 元/卡/时", 12.5, "※"},
		{"6.6", 6.6, ""},
	} {
		pc, err := parsePriceCell(c.in)
		if err != nil || pc.value != c.want || pc.marker != c.mark {
			t.Errorf("%s: %v marker %q (%v), want %v %q", c.in, pc.value, pc.marker, err, c.want, c.mark)
		}
	}
}

// A circled or superscript digit after a price is a footnote marker only
// where the file has that footnote: "9.8⑦" with no ⑦ line could be another
// number written with an odd digit, and is refused at its cell; with the
// line it is 9.8 and the note applies.
func TestDigitMarkerNeedsItsFootnote(t *testing.T) {
	bare := readCSV(t, "d.csv",
		"供应商,型号,单机卡数,价格(元/卡/时)",
		"松涛云,H100 80G SXM,8,9.8⑦",
		"松涛云,A100 80G SXM,8,5.5",
	)
	if len(bare.Quotes) != 1 || bare.Quotes[0].GPU != "A100-80G-SXM" {
		t.Errorf("quotes %v: the 9.8⑦ row was stored without its footnote", bare.Quotes)
	}
	if len(bare.Problems) != 1 || bare.Problems[0].Row != 2 || bare.Problems[0].Reason.Key != "import.safety.odd_digits" || bare.Problems[0].Column == "" {
		t.Errorf("problems %v, want row 2 refused at its price column as odd digits", bare.Problems)
	}
	noted := readCSV(t, "n.csv",
		"供应商,型号,单机卡数,价格(元/卡/时)",
		"松涛云,H100 80G SXM,8,9.8⑦",
		"松涛云,A100 80G SXM,8,5.5",
		"",
		"⑦ 该价格含税",
	)
	if len(noted.Quotes) != 2 || noted.Quotes[0].Price != 9.8 || len(noted.Problems) != 0 {
		t.Errorf("with its footnote: quotes %v problems %v, want 9.8", noted.Quotes, noted.Problems)
	}
}

// In a file partly GBK, a GBK line whose bytes happen to be valid UTF-8
// ("7.10(注4)": 注 is D7 A2, UTF-8 for the Hebrew ע) is read as GBK: its
// UTF-8 reading has no Chinese but a letter of another script. A UTF-8 line
// with Chinese, or with Latin-1 signs only ("8×"), stays UTF-8.
func TestGBKLineValidAsUTF8ByChance(t *testing.T) {
	enc := func(s string) []byte { b, _ := simplifiedchinese.GBK.NewEncoder().String(s); return []byte(b) }
	var data []byte
	data = append(data, enc("供应商,GPU型号,单机卡数,单价(元/卡/时)\n")...)
	data = append(data, enc("云境,H800 80G,8,13.50\n")...)
	data = append(data, enc("云境,A100 80G,8,7.10(注4)\n")...)
	data = append(data, []byte("云境,L40S 48G,8,3.60\n")...)
	data = append(data, []byte("Yunjing,L20 48G,8×,2.10\n")...)
	data = append(data, enc("注4：需签约3个月起租\n")...)
	if !gbkByChance(enc("云境,A100 80G,8,7.10(注4)")) || gbkByChance([]byte("8×H100")) || gbkByChance([]byte("云境 7.10")) {
		t.Fatal("gbkByChance")
	}
	res, err := Read("m.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	var a100 *Quote
	for i, q := range res.Quotes {
		if q.GPU == "A100-80G-SXM" || q.GPU == "A100-80G" {
			a100 = &res.Quotes[i]
		}
	}
	if a100 == nil || a100.Price != 7.1 || a100.MinTerm == nil || a100.MinTerm.Value != 3 {
		t.Fatalf("the 注4 row read as GBK: %+v problems %v", a100, res.Problems)
	}
	if res.Encoding != "mixed" || len(res.Quotes) != 4 {
		t.Errorf("encoding %s, %d quotes", res.Encoding, len(res.Quotes))
	}
}

func FuzzGBKByChance(f *testing.F) {
	enc, _ := simplifiedchinese.GBK.NewEncoder().String("7.10(注4)")
	for _, s := range []string{enc, "8×H100", "云境 7.10", "\xd7\xa2", ""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if gbkByChance(b) {
			if s, err := simplifiedchinese.GB18030.NewDecoder().Bytes(b); err != nil || strings.Contains(string(s), "\uFFFD") {
				t.Fatalf("%q: read as GBK, which it is not", b)
			}
		}
	})
}

// "提前退租不退款": an early return earns nothing back, so the machines are
// not released at will; "随时退租" still is.
func TestNoteReleaseWithoutRefund(t *testing.T) {
	for text, want := range map[string]bool{
		"预留期内按整段档期计费，提前退租不退款；确认档期需支付30%定金": false,
		"支持随时退租":    true,
		"提前退租，费用不退": false,
	} {
		nf := scanNotes(text)
		if nf.release == nil || *nf.release != want {
			t.Errorf("%s: release %v, want %v", text, nf.release, want)
		}
	}
}
