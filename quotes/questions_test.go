package quotes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "computecheck/assets"
	"computecheck/internal/repotest" // the catalogue the checklist's messages render from
)

func TestQuestions(t *testing.T) {
	bare := Quote{Vendor: "X", GPU: "H100-80G-SXM", Price: 1, PriceUnit: UnitGPUHour, Currency: "CNY", IntraNode: Unknown, InterNode: Unknown,
		Compensation: Compensation{Kind: CompUnknown}}
	for _, lang := range []string{"zh", "en"} {
		qs := Questions(bare, lang)
		if len(qs) != 9 {
			t.Fatalf("%s: %d questions for an empty quote: %v", lang, len(qs), qs)
		}
		seen := map[string]bool{}
		for _, q := range qs {
			if seen[q] || q == "" || strings.HasPrefix(q, "check.") {
				t.Errorf("%s: repeated, empty or untranslated question %q", lang, q)
			}
			seen[q] = true
			if lang == "zh" && !strings.ContainsAny(q, "？") || lang == "en" && !strings.Contains(q, "?") {
				t.Errorf("%s question %q", lang, q)
			}
		}
		for _, it := range Checklist(bare, lang) {
			if it.Status != StatusUnknown || it.Question == "" || it.Label == "" || strings.HasPrefix(it.Label, "check.") {
				t.Errorf("%s: %+v", lang, it)
			}
		}
	}
	res, err := ReadFile(sampleDir() + "/vendor_quotes_cn.csv")
	if err != nil {
		t.Fatal(err)
	}
	q := findQuote(t, res.Quotes, "蓉城智算")
	status := map[string]string{}
	for _, it := range Checklist(q, "en") {
		status[it.Key] = it.Status
	}
	// The minimum term is stated, the billing increment is not: the item is
	// open (it is asked below), never "stated".
	want := map[string]string{CheckIntraLink: StatusYes, CheckFabric: StatusYes, CheckLocalNVMe: StatusYes, CheckResume: StatusYes,
		CheckStorage: StatusYes, CheckTraffic: StatusYes, CheckCompensation: StatusYes, CheckMinTerm: StatusUnknown, CheckRelease: StatusUnknown}
	for k, v := range want {
		if status[k] != v {
			t.Errorf("蓉城智算 %s = %s, want %s", k, status[k], v)
		}
	}
	if qs := Questions(q, "en"); len(qs) != 2 || !strings.Contains(qs[0], "per second") || !strings.Contains(qs[1], "handed back") {
		t.Errorf("蓉城智算 questions: %v", qs)
	}
	q = findQuote(t, res.Quotes, "天府云算")
	for _, it := range Checklist(q, "zh") {
		if it.Key == CheckIntraLink && it.Status != StatusNo || it.Key == CheckFabric && it.Status != StatusNo ||
			it.Key == CheckLocalNVMe && it.Status != StatusNo || it.Key == CheckCompensation && it.Status != StatusNo ||
			it.Key == CheckRelease && it.Status != StatusYes {
			t.Errorf("天府云算 %+v", it)
		}
	}
	d, _ := ReadFile(sampleDir() + "/platform_list_gbk.csv")
	q = findQuote(t, d.Quotes, "示例云D")
	found := false
	for _, s := range Questions(q, "zh") {
		found = found || strings.Contains(s, "SLA 各档")
	}
	if !found {
		t.Errorf("SLA without tiers not asked: %v", Questions(q, "zh"))
	}
}

// No item is called stated (yes) or absent (no) while a question about it
// is still asked, for every sample and practice quote: the checklist and
// the vendor questions say one thing.
func TestChecklistAgreesWithQuestions(t *testing.T) {
	var all []Quote
	for _, dir := range []string{repotest.SamplesDir(), repotest.PracticeDir()} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if ext := filepath.Ext(e.Name()); ext != ".csv" && ext != ".xlsx" {
				continue
			}
			if res, err := ReadFile(filepath.Join(dir, e.Name())); err == nil {
				all = append(all, res.Quotes...)
			}
		}
	}
	if len(all) < 10 {
		t.Fatalf("only %d quotes read", len(all))
	}
	for _, q := range all {
		for _, it := range Checks(q) {
			if !it.QuestionMsg.IsZero() && it.Status != StatusUnknown {
				t.Errorf("%s %s: status %s while asking %s", q.Vendor, it.Key, it.Status, it.QuestionMsg.Key)
			}
			if it.Status == StatusUnknown && it.QuestionMsg.IsZero() {
				t.Errorf("%s %s: unknown but nothing asked", q.Vendor, it.Key)
			}
		}
	}
}

// A one-GPU machine has no link between GPUs to ask about or to fault.
func TestSingleGPUIntraLinkDoesNotApply(t *testing.T) {
	one := 1
	for _, intra := range []string{IntraPCIe, Unknown, IntraNVLink} {
		q := Quote{Vendor: "X", GPU: "L40S-48G", GPUsPerNode: &one, IntraNode: intra}
		for _, it := range Checks(q) {
			if it.Key == CheckIntraLink && (it.Status != StatusNA || !it.QuestionMsg.IsZero()) {
				t.Errorf("intra %s on one GPU: %+v", intra, it)
			}
		}
	}
	eight := 8
	q := Quote{Vendor: "X", GPU: "L40S-48G", GPUsPerNode: &eight, IntraNode: IntraPCIe}
	if it := Checks(q)[0]; it.Key != CheckIntraLink || it.Status != StatusNo {
		t.Errorf("PCIe on eight GPUs: %+v", it)
	}
}
