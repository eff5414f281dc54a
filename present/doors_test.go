package present

import "testing"

// Issue 25 class 4: a quote is named without control or bidi characters in
// every rendering (window, table, workbook, report), also when it was
// compared from a --quotes file and never passed storage.
func TestQuoteNameCarriesNoControls(t *testing.T) {
	if got := QuoteName(" Evil\x1b]0;pwned\x07\x1b[2J\u202eCo ", "8卡\u009b2J"); got != "Evil]0;pwned[2JCo 8卡2J" {
		t.Errorf("QuoteName = %q", got)
	}
}
