package app

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/present"
)

// Issue 26 in the window: the Task area's fit table has a "Best plan"
// column beside the count for the task as typed. A 7B full fine-tune typed
// without ZeRO fits no count of some cards as typed, yet fits a few of them
// with the plan Compare's search finds; that count shows in the column, as
// `estimate` prints it, and choosing the row says what the plan changes.
func TestFitTableShowsBestPlanCount(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	assets.SetLang(assets.LangEn)
	t.Cleanup(func() { assets.SetLang(assets.LangZh) })
	loadExample(t, s, `{"model":"llama2-7b","method":"full","micro_batch":2,"grad_accum":8,"tokens":1e9}`)
	if s.fitBest == nil {
		t.Fatal("the best plans were not worked out")
	}

	hdr := widget.NewLabel("")
	s.fitTable.UpdateHeader(widget.TableCellID{Row: -1, Col: fitColBest}, hdr)
	if hdr.Text != "Best plan" {
		t.Errorf("column %d header %q, want %q", fitColBest, hdr.Text, "Best plan")
	}

	l := widget.NewLabel("")
	row, gpu := -1, ""
	for i, fr := range s.fitRows {
		p, ok := s.fitBest[fr.GPU.ID]
		if !ok {
			t.Errorf("%s: no best plan", fr.GPU.ID)
			continue
		}
		s.fitTable.UpdateCell(widget.TableCellID{Row: i, Col: fitColBest}, l)
		if want := present.FitPlannedCell(p, "en"); l.Text != want {
			t.Errorf("%s: best-plan cell %q, want %q (present)", fr.GPU.ID, l.Text, want)
		}
		// does not fit as typed at any count, fits with a plan
		if row < 0 && fr.MinGPUs == 0 && p.PlannedGPUs > 0 && len(p.Changes) > 0 {
			row, gpu = i, fr.GPU.ID
			if l.Text != strconv.Itoa(p.PlannedGPUs) || l.Importance != widget.HighImportance {
				t.Errorf("%s: best-plan cell %q (importance %v), want %d", gpu, l.Text, l.Importance, p.PlannedGPUs)
			}
			s.fitTable.UpdateCell(widget.TableCellID{Row: i, Col: 2}, l)
			if l.Text != "–" {
				t.Errorf("%s: as typed min GPUs %q, want –", gpu, l.Text)
			}
		}
	}
	if row < 0 {
		t.Fatal("no card that fits only with a plan")
	}
	t.Logf("%s: as typed –, best plan %s", gpu, present.FitPlannedCell(s.fitBest[gpu], "en"))

	// Choosing the row makes the card the task's; the line under the table
	// says what the best plan changes there.
	s.fitTable.Select(widget.TableCellID{Row: row, Col: 0})
	if g := s.current().GPU; g != gpu {
		t.Fatalf("choosing %s made the task's card %s", gpu, g)
	}
	p := s.fitBest[gpu]
	if p.PlannedGPUs == 0 || len(p.Changes) == 0 {
		t.Fatalf("%s as the task's card: best plan %+v", gpu, p)
	}
	want := present.FitPlanLine(p, "en")
	if s.fitDetail.Hidden || s.fitDetail.Text != want || !strings.Contains(want, gpu) || !strings.Contains(want, p.Changes[0].In("en")) {
		t.Errorf("detail (hidden %v) %q, want %q", s.fitDetail.Hidden, s.fitDetail.Text, want)
	}
}

// A task that is its own best plan on the chosen card leaves no detail line.
func TestFitDetailHiddenWhenTypedIsBest(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-7b","method":"lora","gpu":"A100-80G-SXM","gpus":1,"micro_batch":1,"seq_len":2048}`)
	p, ok := s.fitBest["A100-80G-SXM"]
	if !ok {
		t.Fatal("no best plan for the task's card")
	}
	if len(p.Changes) != 0 || p.PlannedGPUs != 1 {
		t.Fatalf("LoRA on one A100-80G: best plan %d GPUs, %d changes; want 1 as typed", p.PlannedGPUs, len(p.Changes))
	}
	if !s.fitDetail.Hidden || s.fitDetail.Text != "" {
		t.Errorf("typed is the plan, detail %q shown", s.fitDetail.Text)
	}
}
