package quotes

import "testing"

// M1 (classmend): a figure beside a trial's whose clause names a held-out
// role or a class that must qualify is never stored as the offer: the cell
// is refused. Invented cells; "Members $2.0/h; trial $1.0/h" stored the
// members' price before the mend, the others were already refused on main.
func TestClassmendTrialBesideHeldOutRefused(t *testing.T) {
	for _, s := range []string{
		"Members $2.0/h; trial $1.0/h",
		"校内 40元/机时；校外试用价 20元/机时",
		"会员价3元/时；新用户首月1.5元/时",
		"旧价3元，试用价1元",
		"代理价2.0元/卡时，试用价1.0元/卡时",
		"成员单位 3元/时，试用价1.5元/时",
	} {
		cur, _, refuse, ok := trialVersionIn(s)
		if !ok || !refuse || cur != "" {
			t.Errorf("%q: got current %q refuse %v ok %v, want refused", s, cur, refuse, ok)
		}
	}
	if cur, _, refuse, ok := trialVersionIn("试用价1.5元/卡时，正式价4.2元/卡时"); !ok || refuse || cur != "正式价4.2元/卡时" {
		t.Errorf("trial beside the price after it: got %q %v %v", cur, refuse, ok)
	}
}

// M5 (classmend): a bare "campus" names a data centre's site, not a buyer
// class: two campuses' prices are no inside-only cell. Before the mend
// outsidePriceIn judged the invented cell inside (uv_inside_only_cell).
func TestClassmendCampusSiteNoBuyerClass(t *testing.T) {
	if _, _, inside, ok := outsidePriceIn("Campus A: $2.10/h; Campus B: $2.30/h"); ok || inside {
		t.Errorf("data-centre campuses read as buyer classes: inside %v ok %v", inside, ok)
	}
	for _, s := range []string{"Campus user $2.10/h", "Campus users: $2.10/h", "Campus rate $2.10/h", "校内 $2.10/h"} {
		if role, _ := buyerClass(s); role != "inside" {
			t.Errorf("%q: class %q, want inside", s, role)
		}
	}
	if role, _ := buyerClass("Campus A"); role != "" {
		t.Errorf("Campus A: class %q, want none", role)
	}
}

// C7 (classmend): a bracketed commitment in an unread column (Availability) is no term of the
// row's quotes; in the row's label column (Resource) it is, and a note that
// is only the bracket is. Before the mend the invented row 4's cell gave its
// quote a 1-month term.
func TestClassmendCommitAsideOnlyInLabel(t *testing.T) {
	res, err := Read("rates.csv", csvOf(
		"Research Computing rates",
		"Resource,GPU,Rate (USD/GPU-hour),Availability",
		"Dedicated H200 node (6-month commitment),H200 141GB,3.10,",
		"Hopper partition,H100 80GB,2.10,Weekdays only (1-month commitment)",
		"Ampere partition,A100 80GB,1.40,(3-month commitment)",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %+v (problems %+v)", res.Quotes, res.Problems)
	}
	months := func(q Quote) int {
		if q.MinTerm == nil {
			return 0
		}
		if q.MinTerm.Unit == "year" {
			return int(q.MinTerm.Value) * 12
		}
		return int(q.MinTerm.Value)
	}
	for i, want := range []int{6, 0, 3} {
		if got := months(res.Quotes[i]); got != want {
			t.Errorf("row %d: term %d months, want %d (%+v)", i+3, got, want, res.Quotes[i].MinTerm)
		}
	}
	if _, ok := commitTermOrAside("Spot available (1-month commitment)", false); ok {
		t.Error("a note's bracket read as the row's commitment")
	}
}

// Speed (classmend): outsidePriceIn's first look is buyerClass's memo; a cell
// whose longest word names no class (社会科学) still holds a class word and
// is read by pieces. buyerClassHeaderWords remembers what it read.
func TestClassmendBuyerClassGuard(t *testing.T) {
	if !anyBuyerClassWord("社会科学 校内 20元") || anyBuyerClassWord("4.20元/卡时") {
		t.Error("anyBuyerClassWord")
	}
	if _, _, _, ok := outsidePriceIn("4.20元/卡时"); ok {
		t.Error("a plain price read as classes")
	}
	if off, _, inside, ok := outsidePriceIn("校内 40元/机时；校外 64元/机时"); !ok || inside || off != "64元/机时" {
		t.Errorf("outside price: %q %v %v", off, inside, ok)
	}
	if buyerClassHeaderWords.seen == nil {
		t.Error("buyerClassHeaderWords has no memo")
	}
}

// D2 (classmend): where SD0076 decides that every buyer gets a line's inside
// price, the row carries a flag pricing.go reads, no message key compared.
// A refactor: the test passes before and after; the flag is what it asks.
func TestClassmendQualifiedForAllFlag(t *testing.T) {
	all := readText(t, "hpc3.txt", "锦城超算 对外出租\nV100 32G：校内 1.2 元/卡时\n注：校内价所有用户均可享受。\n")
	if len(all.Quotes) != 1 || all.Quotes[0].Price != 1.2 || !hasWarningKey(all.Quotes[0], "import.warn.sd_restricted_for_all") {
		t.Errorf("a 校内 price every buyer gets: %+v %+v", all.Quotes, all.Problems)
	}
}
