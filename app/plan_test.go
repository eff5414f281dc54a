package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/present"
)

// A 7B full fine-tune typed with no memory savings fits none of the sample
// quotes as written. The Compare area plans each quote (the plan column
// says what changed and how much slower or faster), the "as typed" switch
// costs it as written, and "use this plan" makes a row's plan the task,
// which then fits that quote as typed.
func TestComparePlansEachQuote(t *testing.T) {
	u, s, _ := compareUI(t)
	setTaskJSON(t, u, `{"name":"7B full","model":"llama2-7b","method":"full","micro_batch":2,"grad_accum":8,"tokens":1e9}`)
	s.refresh()
	s.wait()
	planned := -1
	for i, r := range s.rows {
		cell := s.cell(i, present.ColPlan)
		switch {
		case r.Plan != nil:
			if !r.Fits || !strings.Contains(cell, "ZeRO") && !strings.Contains(cell, "parallel") && !strings.Contains(cell, "offload") {
				t.Errorf("row %d (%s): planned, fits %v, plan cell %q", i, r.Vendor, r.Fits, cell)
			}
			if !strings.Contains(cell, "typed") {
				t.Errorf("row %d (%s): the plan cell %q does not say how the speed compares", i, r.Vendor, cell)
			}
			if planned < 0 {
				planned = i
			}
		case r.Fits:
			t.Errorf("row %d (%s) fits a full fine-tune without ZeRO as typed", i, r.Vendor)
		case cell == "":
			t.Errorf("row %d (%s): no plan and no reason", i, r.Vendor)
		}
	}
	if planned < 0 {
		t.Fatal("no quote was planned")
	}

	// As typed: nothing fits, nothing planned.
	test.Tap(s.asTyped)
	s.wait()
	for i, r := range s.rows {
		if r.Plan != nil || r.Fits || s.cell(i, present.ColPlan) != "" {
			t.Errorf("as typed: %s fits %v, plan cell %q", r.Vendor, r.Fits, s.cell(i, present.ColPlan))
		}
	}
	test.Tap(s.asTyped)
	s.wait()

	// Use a row's plan: the task takes its settings, and that quote now
	// fits the task as typed.
	r := s.rows[planned]
	s.table.Select(widget.TableCellID{Row: planned, Col: 1})
	if s.apply.Hidden || !strings.Contains(s.detail.Text, assets.M(r.Plan.Summary())) {
		t.Fatalf("detail of a planned row: apply hidden %v, %q", s.apply.Hidden, s.detail.Text)
	}
	test.Tap(s.apply)
	s.wait()
	tk := u.task.current()
	want := r.Plan.Task
	if tk.ZeRO != want.ZeRO || tk.GPUs != want.GPUs || tk.GPU != want.GPU || tk.MicroBatch != want.MicroBatch || tk.GradAccum != want.GradAccum ||
		tk.Recompute != want.Recompute || tk.Offload != want.Offload || tk.TP != want.TP || tk.PP != want.PP {
		t.Errorf("task after applying: %+v\nplan: %+v", tk, want)
	}
	for _, q := range s.rows {
		if q.QuoteID == r.QuoteID && (!q.Fits || q.Plan != nil || q.GPUs != r.GPUs) {
			t.Errorf("after applying its plan, %s: fits %v, plan %v, %d GPUs (plan %d)", q.Vendor, q.Fits, q.Plan != nil, q.GPUs, r.GPUs)
		}
	}
}

// The Task area's fit table offers the same plan per card, and tapping the
// plan makes it the task.
func TestFitTableOffersAPlanPerCard(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	assets.SetLang(assets.LangEn)
	t.Cleanup(func() { assets.SetLang(assets.LangZh) })
	loadExample(t, s, `{"model":"llama2-7b","method":"full","micro_batch":2,"grad_accum":8,"tokens":1e9}`)
	if s.fitPlans == nil {
		t.Fatal("no plans in the fit table")
	}
	row := -1
	for i, fr := range s.fitRows {
		text, _ := s.fitPlanCell(fr.GPU.ID)
		p := s.fitPlans[fr.GPU.ID]
		switch {
		case p.Plan != nil:
			if !strings.HasPrefix(text, strings.Split(assets.T("plan.fit_cell", p.GPUs, ""), ":")[0]) {
				t.Errorf("%s: plan cell %q does not start with the GPU count %d", fr.GPU.ID, text, p.GPUs)
			}
			if row < 0 && fr.GPU.ID == "A800-80G-SXM" {
				row = i
			}
		case p.Fits:
			if fr.MinGPUs == 0 || text != assets.T("plan.fit_as_typed") {
				t.Errorf("%s: no plan, fits as typed at %d: %q", fr.GPU.ID, fr.MinGPUs, text)
			}
		case text == "" || text == "–":
			t.Errorf("%s: neither a plan nor a reason: %q", fr.GPU.ID, text)
		}
	}
	if row < 0 {
		t.Fatal("no plan on A800-80G-SXM")
	}
	want := s.fitPlans["A800-80G-SXM"].Plan.Task
	l := widget.NewLabel("")
	s.fitTable.UpdateCell(widget.TableCellID{Row: row, Col: fitColPlan}, l)
	if l.Importance != widget.HighImportance {
		t.Errorf("plan cell importance %v", l.Importance)
	}
	s.fitTable.Select(widget.TableCellID{Row: row, Col: fitColPlan})
	tk := s.current()
	if tk.GPU != "A800-80G-SXM" || tk.ZeRO != want.ZeRO || tk.GPUs != want.GPUs || tk.MicroBatch != want.MicroBatch {
		t.Errorf("after tapping the plan: %s × %d ZeRO-%d mb %d; plan %s × %d ZeRO-%d mb %d",
			tk.GPU, tk.GPUs, tk.ZeRO, tk.MicroBatch, want.GPU, want.GPUs, want.ZeRO, want.MicroBatch)
	}
	if !s.lastEst.Fits {
		t.Errorf("the task does not fit after applying the plan: %q", s.verdict.Text)
	}
	if p := s.fitPlans["A800-80G-SXM"]; p.Plan != nil || !p.Fits {
		t.Errorf("the applied plan is not how the task now runs on the card: plan %v fits %v", p.Plan != nil, p.Fits)
	}
	// Tapping another column still picks the card.
	s.fitTable.Select(widget.TableCellID{Row: 0, Col: 0})
	if g := s.current().GPU; g != s.fitRows[0].GPU.ID {
		t.Errorf("tapping a card's name chose %s, want %s", g, s.fitRows[0].GPU.ID)
	}
}

// The ranking is worked out off the UI goroutine; when the task changes
// before an older ranking is done, the older one is dropped, whatever order
// they finish in.
func TestCompareDropsAnOvertakenRanking(t *testing.T) {
	u, s, _ := compareUI(t)
	var queued []func()
	inline := background
	background = func(work func()) { queued = append(queued, work) }
	setTaskJSON(t, u, compareTask13B)
	s.refresh()
	if !strings.Contains(s.status.Text, assets.T("plan.computing")) {
		t.Errorf("while ranking, the status reads %q", s.status.Text)
	}
	setTaskJSON(t, u, `{"name":"newer","model":"llama3.1-8b","method":"lora","tokens":1e9}`)
	s.refresh()
	background = inline
	// The newer work finishes first (the Task area's fit-table plans are
	// queued too, and run alike).
	for i := len(queued) - 1; i >= 0; i-- {
		queued[i]()
	}
	s.wait()
	if len(queued) < 2 {
		t.Fatalf("%d pieces of work started, want both rankings", len(queued))
	}
	if s.data.Task.Name != "newer" || !strings.Contains(s.status.Text, "newer") {
		t.Errorf("the older ranking replaced the newer: %q, status %q", s.data.Task.Name, s.status.Text)
	}
}
