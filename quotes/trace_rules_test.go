package quotes

import (
	"sort"
	"strings"
	"testing"
)

// readableRules is every rule id a person can look up: a policy row
// (resolve_*.go and the policy tables of scale, currency and discount), a
// deciding site (resolve_sites.go), a rule of the columns stage (C-…), a
// header synonym or word-table row (quotes/words/*.tsv), or an extractor's
// count rule (extract_counts.go, extract_spec.go) that a GPUs-per-machine
// row names after its colon.
func readableRules(t *testing.T) map[string]bool {
	ids := map[string]bool{}
	for _, p := range []*policy{&basisPolicy, &periodPolicy, &currencyPolicy, &paidPolicy, &scalePolicy} {
		for _, r := range p.rules {
			ids[r.id] = true
		}
	}
	for _, r := range gpnPolicy {
		ids[r.id] = true
	}
	for _, r := range vendorPolicy {
		ids[r.id] = true
	}
	for _, r := range siteRules {
		if ids[r.id] {
			t.Errorf("site rule %s is a policy row already", r.id)
		}
		ids[r.id] = true
	}
	for _, id := range []string{ruleColPerson, ruleColHeader, ruleColValues, ruleColPlanUnit, ruleColStalePrice, ruleColVersion,
		ruleColGPUByValues, ruleColGPUOverModel, ruleColOfferGPU, ruleColOfferSpec, ruleColQtyCards, ruleColUsableCards, ruleColNominalCards, ruleColPriceValues, ruleHdrRegion, ruleProseLine, ruleColUnitBasis, ruleColVolumeBand, ruleColAmount,
		ruleColMaker, ruleColSeller, ruleColFormPair, ruleColGPUPair, ruleColFormulaAmount, ruleColFormulaDerived, ruleColGPUCount, ruleColRestatedUnit, ruleColCapitalTwin, ruleSoleTotal, ruleColBuildUp, ruleColUnitCompany, ruleColPercentRate, ruleColOfferedGPU, ruleColAltGPU, ruleColFormulaAggregate, rulePackNoSize, ruleColPriceTextUnits, ruleColFormulaBase} {
		ids[id] = true
	}
	for _, rs := range [][]headerRule{priceHeaderRules, headerRules} {
		for _, r := range rs {
			ids[r.id] = true
		}
	}
	for _, id := range wordRuleIDs {
		ids[id] = true
	}
	syn, err := wordFiles.ReadFile("words/header_synonyms.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(syn), "\n") {
		if id, _, ok := strings.Cut(line, "\t"); ok && !strings.HasPrefix(line, "#") {
			ids[id] = true
		}
	}
	for _, r := range append(append([]countRule{countMachineKind, countPlanCell, countLeading, countPerNode, countBoard, countBare}, append(countCodes, countNotes...)...), countByName...) {
		ids[r.rule] = true
	}
	ids["spec.single_card"] = true // extract_spec.go: a spec that names one card
	return ids
}

// Every rule id recorded over the regression corpus, on a candidate or a
// column, resolves to a row a person can read (issue 23, item 5).
func TestTraceRuleIDsResolve(t *testing.T) {
	known := readableRules(t)
	unknown := map[string]string{}
	seen := 0
	note := func(id, where string) {
		seen++
		for _, part := range strings.Split(id, ":") { // "gpus.spec_cell:spec.count_first"
			if !known[part] {
				unknown[part] = where
			}
		}
	}
	for _, f := range snapshotFiles(t) {
		res, _ := readRegression(f)
		if res == nil {
			continue
		}
		for _, tb := range res.Tables {
			for _, c := range tb.Columns {
				if c.Rule != "" {
					note(c.Rule, snapshotName(f)+" column "+c.Letter)
				}
			}
		}
		for _, q := range res.Quotes {
			for _, e := range q.Evidence {
				note(e.Rule, snapshotName(f)+" "+e.Field)
			}
		}
	}
	var ids []string
	for id := range unknown {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		t.Errorf("rule id %q (%s) is no policy, site, column, word-table or count rule", id, unknown[id])
	}
	if seen < 1000 {
		t.Errorf("only %d rule ids recorded over the corpus", seen)
	}
}
