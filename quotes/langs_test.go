package quotes

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
)

func encodeIn(t *testing.T, e encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return b
}

// A text file in a Korean, Russian or French Windows encoding is read in
// the encoding whose reading shows its script; a Chinese GBK file stays GBK.
func TestScriptTextDecidesEncodingFromTheWholeFile(t *testing.T) {
	for _, tc := range []struct {
		enc  encoding.Encoding
		text string
		want string
	}{
		{korean.EUCKR, "구분,GPU 모델,요금,과금 단위\n시간제,H100 SXM 80GB,\"4,200\",원/GPU·시간\n월정액,A100 80GB,\"13,900,000\",원/서버·월\n", "cp949"},
		{charmap.Windows1251, "Конфигурация\tЦена, руб.\tЕдиница\nNVIDIA H100\t245,00\tза GPU в час\nNVIDIA A100\t735 000,00\tза сервер в месяц\n", "windows-1251"},
		{charmap.Windows1252, "Carte GPU;Prix HT;Unité\nNVIDIA H100;2,29 €;par GPU et par heure\nNVIDIA L40S;Épuisé;\n", "windows-1252"},
	} {
		s, enc, ok, err := scriptText("f.csv", encodeIn(t, tc.enc, tc.text))
		if !ok || err != nil || enc != tc.want || s != tc.text {
			t.Errorf("%s: got %q ok=%v err=%v, text %q", tc.want, enc, ok, err, s)
		}
	}
	// Chinese GBK, and a file with a UTF-8 line, are left to the Chinese readers
	for _, b := range [][]byte{
		encodeIn(t, simplifiedchinese.GBK, "供应商,GPU型号,价格,计费方式\n某云,H100,12.5,元/卡时\n某云,A100,8,元/卡时\n"),
		append(encodeIn(t, charmap.Windows1252, "Prix;Unité\n"), []byte("价格;单位\n")...),
	} {
		if _, enc, ok, err := scriptText("f.csv", b); ok {
			t.Errorf("%q read as %s (%v)", b, enc, err)
		}
	}
}

func TestScriptPlausibility(t *testing.T) {
	if !plausibleCyrillic("Цена за GPU в час, НДС сверху") || plausibleCyrillic("ЦеНа зА GpU вЧАс ЖбЫ ЪЬё") {
		t.Error("Cyrillic words")
	}
	if !plausibleLatin("Prix HT, Unité: par heure") || plausibleLatin("Öåíà çà ÷àñ ñåðâåð") {
		t.Error("Latin words")
	}
	if !plausibleHangul("요금 과금 단위 시간") || plausibleHangul("요금 過金 單位 時間 價格") {
		t.Error("Hangul")
	}
}

func FuzzScriptText(f *testing.F) {
	for _, s := range []string{"Prix;Unit\xe9\n", "\xd6\xe5\xed\xe0", "\xbf\xe4\xb1\xdd", "", "\xff\xfe"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		s, enc, ok, err := scriptText("fuzz.csv", b)
		if !ok && (s != "" || enc != "" || err != nil) || ok && err == nil && (enc == "" || strings.ContainsRune(s, '\uFFFD')) {
			t.Errorf("%q: %q %q %v %v", b, s, enc, ok, err)
		}
	})
}

// Thousands grouped by a (no-break) space or an apostrophe, and whole
// francs written ".–", are read from the column's values and warned.
func TestUngroupedThousands(t *testing.T) {
	for in, want := range map[string]string{
		"12\u00a0480,00 €": "12480,00 €", "1 290 000,00": "1290000,00", "11'900.–": "11900", "16’450.-": "16450",
		"2.15": "2.15", "H100 8 卡": "H100 8 卡",
	} {
		if got, _ := ungroup(in); got != want {
			t.Errorf("ungroup(%q) = %q, want %q", in, got, want)
		}
	}
	res, err := Read("offer.csv", []byte("Vendor,GPU,GPUs,Price CHF,Unit\n"+
		"Alpen,H100 SXM 80GB,8,2.15,per GPU-hour\n"+
		"Alpen,H100 SXM 80GB,8,11'900.–,per server per month\n"))
	if err != nil {
		t.Fatal(err)
	}
	var got []float64
	for _, q := range res.Quotes {
		got = append(got, q.Price)
		if q.Currency != "CHF" {
			t.Errorf("row %d currency %q", q.SourceRow, q.Currency)
		}
		if q.SourceRow == 3 && !hasKey(q, "import.warn.column_number_style") {
			t.Errorf("11'900.– read without saying so: %v", RenderAll(q.Warnings, "en"))
		}
	}
	if len(got) != 2 || got[0] != 2.15 || got[1] != 11900 {
		t.Errorf("prices %v (problems %+v)", got, res.Problems)
	}
}

// Currency words of other languages (words/currency.tsv LN rows).
func TestForeignCurrencyWords(t *testing.T) {
	for in, want := range map[string]string{
		"원/GPU·시간": "KRW", "₩4,200": "KRW", "単価（円・税抜）": "JPY", "Цена, руб.": "RUB", "1 290 000 ₽": "RUB",
		"VNĐ/GPU/giờ": "VND", "บาท/GPU/ชั่วโมง": "THB", "฿82": "THB", "Preis CHF": "CHF", "IDR 150.000": "IDR",
	} {
		if got, err := parseCurrency(norm(in)); got != want || err != nil {
			t.Errorf("%q: %q %v, want %s", in, got, err, want)
		}
	}
}

// A title segment in another language's legal form names the vendor whole;
// an addressee's line (御中) names the buyer.
func TestCompanyFormTitles(t *testing.T) {
	for line, want := range map[string]string{
		"ООО «СибВычисление» — аренда GPU-серверов, тарифы":       "ООО «СибВычисление»",
		"Lumière Calcul SAS – Grille tarifaire location GPU":      "Lumière Calcul SAS",
		"บริษัท สยามคอมพิวต์ จำกัด — อัตราค่าเช่าเซิร์ฟเวอร์ GPU": "บริษัท สยามคอมพิวต์ จำกัด",
		"株式会社ミナトGPUクラウド 法人営業部":                                    "株式会社ミナトGPUクラウド",
		"Công ty TNHH Saigon GPU Cloud – đơn vị tiền tệ: VNĐ":     "Công ty TNHH Saigon GPU Cloud",
		"成都蓉析科技有限公司 御中":                                           "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("%q: vendor %q, want %q", line, got, want)
		}
	}
	if companyFormName("АОРТА — тарифы") != "" || companyFormName("PREISLISTE TAG") != "" {
		t.Error("a word that merely starts or ends like a legal form")
	}
	if !namesCompany("บริษัท สยามคอมพิวต์ จำกัด") || namesCompany("PREISLISTE TAG") {
		t.Error("namesCompany and the legal forms")
	}
}

// A currency word of Latin letters is a word of its own: "serveur" holds no
// euro, "usd2.5" and "价格usd" are dollars.
func TestCurrencyWordsWhole(t *testing.T) {
	for in, want := range map[string]string{"par serveur et par heure": "", "usd2.5": "USD", "价格usd": "USD", "eur/gpu": "EUR", "rubber": ""} {
		if got, _ := parseCurrency(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
	if u := parseUnitParts("par serveur et par heure"); u.basis != "node" || u.period != "hour" {
		t.Errorf("par serveur et par heure: %+v", u)
	}
}

// Unit and term words of other languages (words/units.tsv, periods.tsv,
// notes.tsv LN rows): whole words, and a minimum after its lead word.
func TestForeignUnitAndTermWords(t *testing.T) {
	for in, want := range map[string]string{
		"원/GPU·시간": "gpu_hour", "원/서버·월": "node_month", "за сервер в неделю": "node_week", "за GPU в сутки": "gpu_day",
		"VNĐ/máy/tháng": "node_month", "VNĐ/GPU/giờ": "gpu_hour", "บาท/เครื่อง/วัน": "node_day", "pro Server und Monat": "node_month",
	} {
		if got, err := ParseUnit(in); got != want {
			t.Errorf("%q: %q %v, want %s", in, got, err, want)
		}
	}
	for in, hours := range map[string]float64{"최소 계약 3개월": 2160, "Tối thiểu 3 tháng": 2160, "Mindestlaufzeit 3 Monate": 2160, "最低利用期間3ヶ月": 2160} {
		nf := scanNotes(in)
		if nf.minTerm == nil || nf.minTerm.Hours(720) != hours {
			t.Errorf("%q: minimum %+v", in, nf.minTerm)
		}
	}
}

// A counter word after a count ("8基/台", "4장", "2대"; words/units.tsv
// count_counter) leaves the count; a word that is no counter still refuses.
func TestCountCounterWords(t *testing.T) {
	for in, want := range map[string]int{"8基/台": 8, "1基": 1, "4장": 4, "2대": 2, "8 шт": 8} {
		if n, err := ParseCount(in); n != want || err != nil {
			t.Errorf("%q: %d %v, want %d", in, n, err, want)
		}
	}
	if _, err := ParseCount("8基础"); err == nil {
		t.Error("8基础 read as a count")
	}
}
