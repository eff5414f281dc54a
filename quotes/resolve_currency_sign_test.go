package quotes

import "testing"

// A bare "$" or "¥" in a price cell takes the currency the more specific
// evidence names among the sign's currencies (the header, a currency
// column, the file's currency line); a specific word in the cell ("US$"),
// or evidence naming a currency the sign is not written for, leaves the
// cell's reading.
func TestBareSignTakesTheSpecificCurrency(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  string
	}{
		{"HK$ header", []string{"供應商,型號,計費方式,單價 (HK$)", "維港雲,H100 SXM 80GB,按小時 (每張卡),$22.5"}, "HKD"},
		{"SGD file line", []string{"Merlion Cloud price list", "All prices in SGD.", "Provider,GPU,Unit,Price", "Merlion Cloud,H100 SXM,per GPU per hour,$4.10"}, "SGD"},
		{"AUD currency column", []string{"Provider,GPU,Unit,Currency,Price", "Kangaroo Cloud,A100 80GB SXM,per GPU-hour,AUD,$3.20"}, "AUD"},
		{"yen under a JPY header", []string{"Provider,GPU,Unit,Price (JPY)", "Sakura GPU,H100 SXM,per GPU-hour,¥480"}, "JPY"},
		{"US$ in the cell is specific", []string{"Provider,GPU,Unit,Price (HK$)", "Harbour Cloud,H100 SXM,per GPU-hour,US$2.90"}, "USD"},
		{"a bare $ and nothing else", []string{"Provider,GPU,Unit,Price", "Harbour Cloud,H100 SXM,per GPU-hour,$2.90"}, "USD"},
		{"a $ under 元: not a dollar header", []string{"供应商,GPU型号,单价(元/卡/时)", "海港云,H100 SXM,$2.90"}, "USD"},
	} {
		q := onlyQuote(t, c.lines...)
		if q.Currency != c.want {
			t.Errorf("%s: currency %q, want %q (%v)", c.name, q.Currency, c.want, q.Warnings)
		}
	}
}

func TestBareSign(t *testing.T) {
	for text, want := range map[string]string{"$168,000": "$", "¥480": "¥", "HK$1.2M": "", "US$ 2.10": "", "168,000": "", "$2 / ¥15": "", "USD 2.10": ""} {
		if got := bareSign(text); got != want {
			t.Errorf("bareSign(%q) = %q, want %q", text, got, want)
		}
	}
}
