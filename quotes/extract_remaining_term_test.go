package quotes

import "testing"

// A sublet's minimum-term cell asking for the whole remaining term ("full
// remaining term", 整段) takes the length its remaining-term column states
// (Months left 7: 5040 h), warned; "monthly" there leaves no minimum, and a
// row whose remaining column holds no length keeps none.
func TestWholeRemainingTerm(t *testing.T) {
	res := readText(t, "sublease.csv", "Northvale Interactive – surplus reserved GPU capacity for sublease\nGPU,GPUs/server,Months left,Sublease rate,Unit,Min. commitment\nH100 SXM5 80GB,8,7,\"53,800\",CNY / server / month,full remaining term\nL40S 48GB,8,7,2.95,CNY / GPU / hour,monthly\nA800 80GB SXM,8,TBC,\"31,000\",CNY / server / month,整段\n")
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	h := Normalize(res.Quotes[0], Options{})
	if h.MinHours == nil || *h.MinHours != 5040 || !hasKey(h, "import.warn.term_remaining") {
		t.Errorf("full remaining term: min hours %v, warnings %v", deref(h.MinHours), h.Warnings)
	}
	if l := Normalize(res.Quotes[1], Options{}); l.MinHours != nil && *l.MinHours > 720 {
		t.Errorf("monthly: min hours %v", *l.MinHours)
	}
	if a := res.Quotes[2]; hasKey(a, "import.warn.term_remaining") {
		t.Errorf("no length: warnings %v", a.Warnings)
	}
}
