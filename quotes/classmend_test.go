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
