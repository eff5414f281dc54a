package calc

import (
	"encoding/json"
	"errors"
	"slices"
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

// TestTaskRecomputeAndLossFields: the recompute values keep their framework
// meanings (old ones unrenamed), layer defaults to every 2nd block, the loss
// and compile switches survive a save, sequence parallelism follows tp
// unless written, and what the model cannot express is refused with why.
func TestTaskRecomputeAndLossFields(t *testing.T) {
	for _, mode := range RecomputeModes() {
		tk, err := ParseTask([]byte(`{"model":"llama3.1-8b","recompute":"` + mode + `"}`))
		if err != nil || tk.Recompute != mode {
			t.Errorf("recompute %s: %v", mode, err)
		}
	}
	for _, old := range []string{RecomputeNone, RecomputeSelective, RecomputeFull} {
		if !slices.Contains(RecomputeModes(), old) {
			t.Errorf("recompute %q is no longer accepted", old)
		}
	}
	layer, _ := ParseTask([]byte(`{"model":"llama3.1-8b","recompute":"layer"}`))
	if layer.RecomputeEvery != 2 {
		t.Errorf("layer: recompute_every %d, want 2", layer.RecomputeEvery)
	}
	tk, err := ParseTask([]byte(`{"model":"llama3.1-8b","chunked_loss":true,"compile":true,"tp":2,"sequence_parallel":false,"recompute":"layer","recompute_every":4}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(tk)
	back, err := ParseTask(b)
	if err != nil || !back.ChunkedLoss || !back.Compile || back.RecomputeEvery != 4 || back.SequenceParallelOn() {
		t.Errorf("round trip %s: %+v %v", b, back, err)
	}
	if tp2, _ := ParseTask([]byte(`{"model":"llama3.1-8b","tp":2}`)); !tp2.SequenceParallelOn() {
		t.Error("tp 2 without sequence_parallel: want it on (NeMo, torchtitan)")
	}
	for js, field := range map[string]string{
		`{"model":"llama3.1-8b","recompute":"sometimes"}`:                                        "recompute",
		`{"model":"llama3.1-8b","recompute":"layer","recompute_every":0}`:                        "recompute_every",
		`{"model":"llama3.1-8b","context_parallel":2}`:                                           "context_parallel",
		`{"model":{"layers":32,"hidden":4096,"heads":32,"ffn":14336,"vocab":32000,"experts":8}}`: "model.experts",
		`{"model":"llama3.1-8b","pp":4,"virtual_pp":16}`:                                         "virtual_pp",
	} {
		_, err := ParseTask([]byte(js))
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != field {
			t.Errorf("%s: %v, want an error naming %s", js, err, field)
		}
		if field == "context_parallel" || field == "model.experts" {
			if !strings.Contains(fe.Reason, "not modelled") {
				t.Errorf("%s: reason %q does not say it is not modelled", field, fe.Reason)
			}
		}
	}
}
