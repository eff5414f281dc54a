package present

import (
	"strings"
	"testing"

	"computecheck/calc"
)

// The best-plan cell and line are one function for the CLI's fit table and
// the window's: the planned count where the plan changes something, the
// count marked "as typed" where it does not, "–" where nothing fits; the
// line names the card, the count and every change.
func TestFitPlannedCellAndLine(t *testing.T) {
	task, err := calc.ParseTask([]byte(`{"model":"llama2-7b","method":"full","micro_batch":2,"grad_accum":8,"tokens":1e9}`))
	if err != nil {
		t.Fatal(err)
	}
	cat := calc.Catalogue()
	plans := calc.FitPlans(task, cat)
	rows := FitRows(calc.EstimateTask(task, cat), plans, "en")
	cellOf := map[string]string{}
	for _, r := range rows[1:] {
		cellOf[r[0]] = r[3]
	}
	if len(cellOf) < 10 {
		t.Fatalf("FitRows has %d cards", len(cellOf))
	}
	var planned bool
	for _, p := range plans {
		cell, line := FitPlannedCell(p, "en"), FitPlanLine(p, "en")
		if c, ok := cellOf[p.GPU]; ok && c != cell {
			t.Errorf("%s: FitRows says %q, FitPlannedCell %q", p.GPU, cellOf[p.GPU], cell)
		}
		switch {
		case p.PlannedGPUs == 0:
			if cell != "–" || line != "" {
				t.Errorf("%s fits nothing: cell %q line %q", p.GPU, cell, line)
			}
		case len(p.Changes) == 0:
			if !strings.HasSuffix(cell, "(as typed)") || line != "" {
				t.Errorf("%s typed is the plan: cell %q line %q", p.GPU, cell, line)
			}
		default:
			planned = true
			if strings.Contains(cell, "typed") || !strings.Contains(line, p.GPU) || !strings.Contains(line, p.Changes[len(p.Changes)-1].In("en")) {
				t.Errorf("%s planned: cell %q line %q", p.GPU, cell, line)
			}
			if zh := FitPlanLine(p, "zh"); !strings.Contains(zh, "最佳方案") {
				t.Errorf("%s: zh line %q", p.GPU, zh)
			}
		}
	}
	if !planned {
		t.Error("no card needs a plan for a 7B full fine-tune without ZeRO")
	}
}
