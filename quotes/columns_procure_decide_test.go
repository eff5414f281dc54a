package quotes

import (
	"strings"
	"testing"
)

// The procurement rules (an earlier round, a time column, a colleague's
// derived figure) decide inside decideColumns: the rule is on the column
// as read with the price reading it overruled, and a column the person set stays as set.
func TestProcureColumnRulesDecideOnce(t *testing.T) {
	rounds := []string{"Inquiry export", "Model,GPUs per node,Round 1 (USD/GPU/h),BAFO (USD/GPU/h)",
		"H100 SXM 80G,8,2.40,2.10", "A100 SXM 80G,8,1.50,1.30"}
	data := csvOf(rounds...)
	auto, err := Read("rounds.csv", data)
	if c := column(auto, "C"); err != nil || (c.Field != fIgnore && c.Field != "") || !strings.HasPrefix(c.Rule, "PC") || c.Relabelled == 0 {
		t.Fatalf("round 1 read as %q by %q, overruling %d (%v)", c.Field, c.Rule, c.Relabelled, err)
	}
	if c := column(auto, "D"); c.Field != fPrice {
		t.Errorf("BAFO read as %q by %q", c.Field, c.Rule)
	}
	res := readMapped(t, "rounds.csv", data, map[string]string{"C": fPrice, "D": fIgnore})
	if c := column(res, "C"); c.Rule != ruleColPerson || c.Field != fPrice {
		t.Errorf("round 1 set to price is read as %q by %q", c.Field, c.Rule)
	}
	if len(res.Quotes) == 0 || res.Quotes[0].Price != 2.40 {
		t.Errorf("the person's mapping read %+v", res.Quotes)
	}
}
