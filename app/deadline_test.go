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
