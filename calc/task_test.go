package calc

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// A 0 written in TASK.json is meant: no failures, no checkpoints kept. Left
// out, the defaults apply. For counts a 0 is an error naming the field.
func TestExplicitZeros(t *testing.T) {
	for _, f := range []string{"gpus", "micro_batch", "grad_accum", "tp", "pp", "gpus_per_node", "lora_rank", "seq_len"} {
		_, err := ParseTask([]byte(`{"model":"gpt2","` + f + `":0}`))
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != f {
			t.Errorf("%s: 0 gave %v, want an error naming the field", f, err)
		}
	}
	deflt, err := ParseTask([]byte(`{"model":"gpt2"}`))
	if err != nil {
		t.Fatal(err)
	}
	zero, err := ParseTask([]byte(`{"model":"gpt2","checkpoints_kept":0,"failure_rate_per_node_day":0}`))
	if err != nil {
		t.Fatal(err)
	}
	if deflt.Checkpoints != 1 || zero.Checkpoints != 0 {
		t.Errorf("checkpoints kept: default %d, explicit 0 gave %d", deflt.Checkpoints, zero.Checkpoints)
	}
	if !zero.ZeroGiven("failure_rate_per_node_day") || deflt.ZeroGiven("failure_rate_per_node_day") {
		t.Error("explicit zero not told apart from a missing field")
	}
	// The meant zeros survive a save and reload.
	b, _ := json.Marshal(zero)
	back, err := ParseTask(b)
	if err != nil || back.Checkpoints != 0 || !back.ZeroGiven("failure_rate_per_node_day") {
		t.Errorf("round trip %s: %+v %v", b, back.Checkpoints, err)
	}
}

func TestUnknownFieldsAreWarned(t *testing.T) {
	tk, err := ParseTask([]byte(`{"model":"gpt2","tokenz":5e9,"tokens":1e6}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(tk.Unknown) != 1 || tk.Unknown[0] != "tokenz" {
		t.Fatalf("unknown fields %v", tk.Unknown)
	}
	e := EstimateTask(tk, Catalogue())
	found := false
	for _, w := range e.Warnings {
		found = found || (w.Code == "unknown_field" && strings.Contains(w.Text, "tokenz"))
	}
	if !found {
		t.Errorf("no warning for tokenz: %v", e.Warnings)
	}
}
