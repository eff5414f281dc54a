package bench

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"computecheck/msg"
)

const hfPrintedLog = `[INFO|trainer.py:2128] 2024-06-01 10:00:00,000 >> ***** Running training *****
[INFO|trainer.py:2129] 2024-06-01 10:00:00,000 >>   Num examples = 6,400
[INFO|trainer.py:2134] 2024-06-01 10:00:00,000 >>   Total train batch size (w. parallel, distributed & accumulation) = 32
{'loss': 1.5213, 'grad_norm': 0.8123, 'learning_rate': 1.9e-05, 'epoch': 0.5}
{'loss': 1.2345, 'grad_norm': 0.532, 'learning_rate': 1e-06, 'epoch': 0.98}
100%|██████████| 200/200 [08:14<00:00,  2.47s/it]
{'train_runtime': 494.1234, 'train_samples_per_second': 12.952, 'train_steps_per_second': 0.405, 'train_loss': 1.3456, 'epoch': 1.0}
`

const hfMetricsBlock = `***** train metrics *****
  epoch                    =        1.0
  total_flos               = 123456789GF
  train_loss               =     1.3456
  train_runtime            = 0:08:14.12
  train_samples_per_second =     12.952
  train_steps_per_second   =      0.405
`

const hfTrainerState = `{
  "best_metric": null,
  "epoch": 1.0,
  "global_step": 200,
  "log_history": [
    {"epoch": 0.5, "grad_norm": 0.81, "learning_rate": 1.9e-05, "loss": 1.5213, "step": 100},
    {"epoch": 1.0, "step": 200, "total_flos": 1.2e17, "train_loss": 1.3456,
     "train_runtime": 494.1234, "train_samples_per_second": 12.952, "train_steps_per_second": 0.405}
  ],
  "max_steps": 200,
  "train_batch_size": 4
}`

const hfAllResults = `{"epoch": 1.0, "total_flos": 1.2e17, "train_loss": 1.3456, "train_runtime": 494.1234,
 "train_samples_per_second": 12.952, "train_steps_per_second": 0.405, "train_tokens_per_second": 3315.7}`

const lfJSONL = `{"current_steps": 10, "total_steps": 100, "loss": 1.2085, "lr": 4.8e-05, "epoch": 0.1, "percentage": 10.0, "elapsed_time": "0:00:41", "remaining_time": "0:06:09", "throughput": 3950.12, "total_tokens": 163840}
{"current_steps": 20, "total_steps": 100, "loss": 1.1011, "lr": 4.5e-05, "epoch": 0.2, "percentage": 20.0, "elapsed_time": "0:01:21", "remaining_time": "0:05:24", "throughput": 4041.9, "total_tokens": 327680}
{"current_steps": 30, "total_steps": 100, "loss": 1.0456, "lr": 4.1e-05, "epoch": 0.3, "percentage": 30.0, "elapsed_time": "0:02:01", "remaining_time": "0:04:42", "throughput": 4061.33, "total_tokens": 491520}
`

const lfConsole = `[INFO|2024-06-01 12:00:41] llamafactory.train.callbacks:157 >> {'loss': 1.2085, 'learning_rate': 4.8000e-05, 'epoch': 0.10, 'throughput': 3950.12}
[INFO|2024-06-01 12:01:21] llamafactory.train.callbacks:157 >> {'loss': 1.1011, 'learning_rate': 4.5000e-05, 'epoch': 0.20, 'throughput': 4041.90}
`

const dsEngine = `[2024-06-01 12:00:00,123] [INFO] [logging.py:96:log_dist] [Rank 0] step=10, skipped=0, lr=[1e-05], mom=[(0.9, 0.999)]
[2024-06-01 12:00:00,123] [INFO] [timer.py:260:stop] epoch=0/micro_step=10/global_step=10, RunningAvgSamplesPerSec=28.11, CurrSamplesPerSec=30.95, MemAllocated=14.62GB, MaxMemAllocated=22.17GB
[2024-06-01 12:00:10,456] [INFO] [timer.py:260:stop] epoch=0/micro_step=20/global_step=20, RunningAvgSamplesPerSec=30.52, CurrSamplesPerSec=31.05, MemAllocated=14.62GB, MaxMemAllocated=22.17GB
`

const megatronDS = ` iteration       10/   10000 | consumed samples:         2560 | consumed tokens:      5242880 | elapsed time per iteration (ms): 9120.4 | learning rate: 1.500E-05 | global batch size:   256 | lm loss: 9.812345E+00 | loss scale: 4096.0 | grad norm: 5.123 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 28.069 | TFLOPs: 157.41 |
 iteration       20/   10000 | consumed samples:         5120 | consumed tokens:     10485760 | elapsed time per iteration (ms): 8051.2 | learning rate: 1.500E-05 | global batch size:   256 | lm loss: 7.892345E+00 | loss scale: 4096.0 | grad norm: 3.456 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 31.796 | TFLOPs: 178.32 |
 iteration       30/   10000 | consumed samples:         7680 | consumed tokens:     15728640 | elapsed time per iteration (ms): 8049.9 | learning rate: 1.500E-05 | global batch size:   256 | lm loss: 7.512345E+00 | loss scale: 4096.0 | grad norm: 2.456 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 31.802 | TFLOPs: 178.35 |
 iteration       40/   10000 | consumed samples:        10240 | consumed tokens:     20971520 | elapsed time per iteration (ms): 8052.0 | learning rate: 1.500E-05 | global batch size:   256 | lm loss: 7.212345E+00 | loss scale: 4096.0 | grad norm: 2.056 | number of skipped iterations:   0 | number of nan iterations:   0 | samples per second: 31.794 | TFLOPs: 178.30 |
`

const megatronTGS = ` iteration      100/   5000 | consumed samples:        51200 | elapsed time per iteration (ms): 4021.5 | global batch size:   512 | lm loss: 3.1E+00 | samples per second: 127.317 | tokens per gpu per second (tgs): 4073.8 | TFLOPs: 190.12 |
 iteration      110/   5000 | consumed samples:        56320 | elapsed time per iteration (ms): 4020.1 | global batch size:   512 | lm loss: 3.0E+00 | samples per second: 127.361 | tokens per gpu per second (tgs): 4075.6 | TFLOPs: 190.20 |
`

const dsChat = `***** Running training *****
Model Parameters: 6.738 B, Latency: 4.51s, TFLOPs: 89.70, Samples/sec: 1.77, Time/seq 0.56s, Batch Size: 8, Sequence Length: 2048
Model Parameters: 6.738 B, Latency: 4.12s, TFLOPs: 98.21, Samples/sec: 1.94, Time/seq 0.52s, Batch Size: 8, Sequence Length: 2048
Model Parameters: 6.738 B, Latency: 4.10s, TFLOPs: 98.70, Samples/sec: 1.95, Time/seq 0.51s, Batch Size: 8, Sequence Length: 2048
`

const titanLog = "[rank0]:[titan] 2025-06-01 12:00:10,123 - root - INFO - \x1b[31mstep:  1  \x1b[32mloss: 12.2366  \x1b[33mmemory: 42.18GiB(44.40%)  \x1b[34mtps: 1,234  \x1b[36mtflops: 71.45  \x1b[35mmfu: 7.22%\x1b[39m\n" +
	"[rank0]:[titan] 2025-06-01 12:00:20,123 - root - INFO - \x1b[31mstep: 10  \x1b[32mloss:  9.8765  \x1b[33mmemory: 45.67GiB(48.07%)  \x1b[34mtps: 6,667  \x1b[36mtflops: 386.12  \x1b[35mmfu: 39.04%\x1b[39m\n" +
	"[rank0]:[titan] 2025-06-01 12:00:30,123 - root - INFO - \x1b[31mstep: 20  \x1b[32mloss:  8.1234  \x1b[33mmemory: 45.67GiB(48.07%)  \x1b[34mtps: 6,701  \x1b[36mtflops: 388.10  \x1b[35mmfu: 39.24%\x1b[39m\n" +
	"[rank0]:[titan] 2025-06-01 12:00:40,123 - root - INFO - \x1b[31mstep: 30  \x1b[32mloss:  7.5234  \x1b[33mmemory: 45.67GiB(48.07%)  \x1b[34mtps: 6,650  \x1b[36mtflops: 385.11  \x1b[35mmfu: 38.94%\x1b[39m\n"

const titanOld = `2024-12-01 08:00:00,000 - root - INFO - step:  1  loss: 12.2  memory: 31.26GiB(39.52%)  wps: 1,003  mfu: 5.88%
2024-12-01 08:00:10,000 - root - INFO - step: 10  loss:  9.2345  memory: 31.26GiB(39.52%)  wps: 5,762  mfu: 33.71%
2024-12-01 08:00:20,000 - root - INFO - step: 20  loss:  8.2345  memory: 31.26GiB(39.52%)  wps: 5,760  mfu: 33.70%
`

func TestReadLogs(t *testing.T) {
	tests := []struct {
		name, data string
		opt        Options
		format     string  // what auto detection must find
		total      float64 // tokens/s, all GPUs
		perGPU     float64 // 0: not known
		line       int     // the source line's number (0: not checked)
	}{
		{"hf printed dict", hfPrintedLog, Options{SeqLen: 2048, GPUs: 8}, FormatHF, 12.952 * 2048, 12.952 * 2048 / 8, 7},
		{"hf metrics block", hfMetricsBlock, Options{SeqLen: 1024, GPUs: 2}, FormatHF, 12.952 * 1024, 12.952 * 1024 / 2, 6},
		{"hf trainer_state.json", hfTrainerState, Options{SeqLen: 2048, GPUs: 4}, FormatHF, 12.952 * 2048, 12.952 * 2048 / 4, 0},
		{"hf all_results.json with tokens", hfAllResults, Options{GPUs: 8}, FormatHF, 3315.7 * 8, 3315.7, 0},
		{"llamafactory jsonl", lfJSONL, Options{GPUs: 4}, FormatLLaMAFactory, 4061.33, 4061.33 / 4, 3},
		{"llamafactory console", lfConsole, Options{}, FormatLLaMAFactory, 4041.90, 0, 2},
		{"deepspeed engine", dsEngine, Options{SeqLen: 4096, GPUs: 8}, FormatDeepSpeed, 30.52 * 4096, 30.52 * 4096 / 8, 3},
		{"megatron-deepspeed", megatronDS, Options{SeqLen: 2048, GPUs: 64}, FormatDeepSpeed, 31.796 * 2048, 31.796 * 2048 / 64, 2},
		{"megatron-deepspeed tgs", megatronTGS, Options{GPUs: 16}, FormatDeepSpeed, (4073.8 + 4075.6) / 2 * 16, (4073.8 + 4075.6) / 2, 0},
		{"deepspeed-chat", dsChat, Options{GPUs: 8}, FormatDeepSpeed, 1.945 * 2048 * 8, 1.945 * 2048, 0},
		{"torchtitan tps", titanLog, Options{GPUs: 8}, FormatTorchtitan, 6667 * 8, 6667, 2},
		{"torchtitan old wps", titanOld, Options{GPUs: 8}, FormatTorchtitan, 5761 * 8, 5761, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, ok := DetectFormat([]byte(tc.data))
			if !ok || f != tc.format {
				t.Errorf("DetectFormat = %q %v, want %q", f, ok, tc.format)
			}
			for _, format := range []string{"", tc.format} {
				opt := tc.opt
				opt.Format = format
				r, err := Read([]byte(tc.data), "train.log", opt)
				if err != nil {
					t.Fatalf("format %q: %v", format, err)
				}
				if r.Schema != Schema || r.Format != tc.format || r.Errors == nil {
					t.Errorf("schema %q format %q errors %v", r.Schema, r.Format, r.Errors)
				}
				if r.TokensPerS == nil || !near(*r.TokensPerS, tc.total) {
					t.Errorf("tokens/s %v, want %g", deref(r.TokensPerS), tc.total)
				}
				if tc.perGPU == 0 && r.TokensPerSPerGPU != nil {
					t.Errorf("per GPU %v, want none", *r.TokensPerSPerGPU)
				}
				if tc.perGPU != 0 && (r.TokensPerSPerGPU == nil || !near(*r.TokensPerSPerGPU, tc.perGPU)) {
					t.Errorf("per GPU %v, want %g", deref(r.TokensPerSPerGPU), tc.perGPU)
				}
				if r.SourceLine == "" || len(r.Warnings) == 0 {
					t.Errorf("source line %q warnings %v", r.SourceLine, r.Warnings)
				}
				if tc.line > 0 && !strings.Contains(strings.Split(tc.data, "\n")[tc.line-1], strings.TrimSpace(r.SourceLine)[:20]) {
					t.Errorf("source line %q is not line %d", r.SourceLine, tc.line)
				}
				// What a log reader returns must pass the kit's own validation.
				if _, err := Parse(mustJSON(t, r), "x.json"); err != nil {
					t.Errorf("log result does not re-parse: %v", err)
				}
			}
		})
	}
}

func TestReadLogExtras(t *testing.T) {
	r, err := Read([]byte(titanLog), "titan.log", Options{GPUs: 8})
	if err != nil {
		t.Fatal(err)
	}
	if r.MFU == nil || !near(*r.MFU, 0.3904) || r.PeakMemoryBytes == nil || *r.PeakMemoryBytes != gib(45.67) {
		t.Errorf("mfu %v memory %v", deref(r.MFU), r.PeakMemoryBytes)
	}
	if r.TFLOPsPerGPU == nil || !near(*r.TFLOPsPerGPU, 386.12) || r.Steps != 3 {
		t.Errorf("tflops %v steps %d", deref(r.TFLOPsPerGPU), r.Steps)
	}
	r, err = Read([]byte(megatronDS), "m.log", Options{SeqLen: 2048})
	if err != nil {
		t.Fatal(err)
	}
	if r.TFLOPsPerGPU == nil || !near(*r.TFLOPsPerGPU, 178.32) {
		t.Errorf("megatron tflops %v", deref(r.TFLOPsPerGPU))
	}
	r, err = Read([]byte(hfPrintedLog), "hf.log", Options{SeqLen: 2048})
	if err != nil {
		t.Fatal(err)
	}
	if r.DurationS == nil || !near(*r.DurationS, 494.1234) || r.Steps != 200 || r.StepTimeS == nil {
		t.Errorf("duration %v steps %d", deref(r.DurationS), r.Steps)
	}
	r, err = Read([]byte(hfMetricsBlock), "hf.log", Options{SeqLen: 2048})
	if err != nil {
		t.Fatal(err)
	}
	if r.DurationS == nil || !near(*r.DurationS, 8*60+14.12) {
		t.Errorf("H:MM:SS runtime read as %v", deref(r.DurationS))
	}
	r, err = Read([]byte(dsEngine), "ds.log", Options{SeqLen: 2048})
	if err != nil {
		t.Fatal(err)
	}
	if r.PeakMemoryBytes == nil || *r.PeakMemoryBytes != gib(22.17) {
		t.Errorf("ds memory %v", r.PeakMemoryBytes)
	}
}

func TestReadLogErrors(t *testing.T) {
	tests := []struct {
		name, data string
		opt        Options
		want       string
	}{
		{"hf without seq_len", hfPrintedLog, Options{}, `field "seq_len"`},
		{"deepspeed without seq_len", dsEngine, Options{}, `field "seq_len"`},
		{"unknown text", "hello\nworld\n", Options{}, "cannot tell"},
		{"unknown format", hfPrintedLog, Options{Format: "nemo"}, `field "format"`},
		{"hf format on a titan log", titanLog, Options{Format: FormatHF, SeqLen: 10}, "train_samples_per_second"},
		{"titan format on an hf log", hfPrintedLog, Options{Format: FormatTorchtitan}, `field "tps"`},
		{"trainer state unfinished", `{"log_history": [{"loss": 1.0, "step": 5}]}`, Options{SeqLen: 10}, `field "log_history"`},
		{"negative seq_len", hfPrintedLog, Options{SeqLen: -1}, `field "seq_len"`},
		{"zero throughput", `{'throughput': 0.0}` + "\n" + `{'throughput': 0}`, Options{Format: FormatLLaMAFactory}, "throughput"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read([]byte(tc.data), "train.log", tc.opt)
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.HasPrefix(err.Error(), "train.log: ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want the file and %q", err, tc.want)
			}
		})
	}
}

func TestReadJSONGoesToParse(t *testing.T) {
	r, err := Read(readTestdata(t, "kit_h800x8.json"), "r.json", Options{})
	if err != nil || r.GPUCount != 8 || r.Format != FormatJSON {
		t.Fatalf("%v %+v", err, r)
	}
	if _, err := Read([]byte(`{"tokens_per_s": 5}`), "r.json", Options{}); err == nil || !strings.Contains(err.Error(), `field "schema"`) {
		t.Errorf("schema-less result: %v", err)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-6*math.Max(1, math.Abs(b)) }

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

func gib(v float64) int64 { return int64(v * (1 << 30)) }

// A log's warnings are messages, so the window and the command line say
// them in the user's language; stored as JSON they keep "warnings" as the
// English text the kit writes and read back as the same messages. A kit's
// own warnings (text) are kept as written.
func TestLogWarningsAreMessages(t *testing.T) {
	for _, data := range []string{hfPrintedLog, dsEngine, titanLog, lfJSONL} {
		r, err := Read([]byte(data), "train.log", Options{SeqLen: 2048})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Warnings) == 0 {
			t.Fatalf("%s: no warnings", r.Format)
		}
		for _, w := range r.Warnings {
			if !strings.HasPrefix(w.Key, "bench.warn.") {
				t.Errorf("%s: warning %q is not a message", r.Format, w.Key)
			}
			if zh, en := w.In("zh"), w.In("en"); zh == en || zh == w.Key {
				t.Errorf("%s: %s reads %q in Chinese", r.Format, w.Key, zh)
			}
		}
		js := mustJSON(t, r)
		var raw struct {
			Warnings []string  `json:"warnings"`
			IDs      []msg.Msg `json:"warning_ids"`
		}
		if err := json.Unmarshal(js, &raw); err != nil {
			t.Fatal(err)
		}
		if len(raw.Warnings) != len(r.Warnings) || len(raw.IDs) != len(r.Warnings) || raw.Warnings[0] != r.Warnings[0].In("en") {
			t.Errorf("%s: JSON warnings %q ids %v", r.Format, raw.Warnings, raw.IDs)
		}
		back, err := Parse(js, "r.json")
		if err != nil {
			t.Fatal(err)
		}
		var again Result
		if err := json.Unmarshal(js, &again); err != nil {
			t.Fatal(err)
		}
		for _, got := range [][]msg.Msg{back.Warnings, again.Warnings} {
			if len(got) != len(r.Warnings) {
				t.Fatalf("%s: %d warnings read back, want %d", r.Format, len(got), len(r.Warnings))
			}
			for i := range got {
				if got[i].In("zh") != r.Warnings[i].In("zh") {
					t.Errorf("%s: warning read back as %q, want %q", r.Format, got[i].In("zh"), r.Warnings[i].In("zh"))
				}
			}
		}
	}
	kit := `{"schema":"computecheck-bench/1","tokens_per_s":5,"errors":[],"warnings":["this GPU has no bf16: measured in fp16 with loss scaling"]}`
	r, err := Parse([]byte(kit), "result.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Warnings) != 1 || r.Warnings[0].In("zh") != "this GPU has no bf16: measured in fp16 with loss scaling" {
		t.Errorf("kit warning read as %v", r.Warnings)
	}
	if _, err := Parse([]byte(`{"schema":"computecheck-bench/1","tokens_per_s":5,"errors":[],"warning_ids":[{"args":[1]}]}`), "r.json"); err == nil ||
		!strings.Contains(err.Error(), `field "warning_ids"`) {
		t.Errorf("a warning without a key: %v", err)
	}
}
