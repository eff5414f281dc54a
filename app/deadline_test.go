package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// The Task area has the deadline (最晚完成): typed, it reaches the task;
// a negative one is refused at its field; a loaded TASK.json fills it.
func TestTaskDeadlineField(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	e := s.floats["deadline_days"]
	if e == nil {
		t.Fatal("no deadline field")
	}
	test.Type(e, "7")
	if got := s.current().DeadlineDays; got != 7 {
		t.Errorf("typed 7, the task has deadline_days %v", got)
	}
	e.SetText("")
	test.Type(e, "-1")
	if r := s.errs["deadline_days"]; r.Hidden || !strings.Contains(r.Text, "负数") {
		t.Errorf("deadline -1: reason %q (hidden %v)", r.Text, r.Hidden)
	}
	loadExample(t, s, `{"model":"llama3.1-8b","method":"lora","tokens":1e9,"deadline_days":3.5}`)
	if e.Text != "3.5" {
		t.Errorf("a TASK.json with deadline_days 3.5 shows %q", e.Text)
	}
}

// A task that does not fit says it has no training time, not the hours of
// a run that cannot happen.
func TestTaskDoesNotFitShowsNoHours(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-7b","method":"full","gpu":"A100-80G-SXM","gpus":1,"micro_batch":1,"seq_len":2048,"tokens":1e9}`)
	if strings.Contains(s.tput.Text, "小时（") || !strings.Contains(s.tput.Text, "不给出训练时长") {
		t.Errorf("speed lines of a task that does not fit:\n%s", s.tput.Text)
	}
}
