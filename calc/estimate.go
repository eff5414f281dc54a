package calc

import (
	"encoding/json"

	"computecheck/msg"
)

// Warning is a caveat on an estimate: a stable code for translation and an
// English text. It marshals to JSON as the text. Msg, when set, is the
// sentence as a message id with arguments, for the user's language.
type Warning struct {
	Code string
	Text string
	Msg  msg.Msg
}

// In is the warning in lang: its message when it has one, else its text.
func (w Warning) In(lang string) string {
	if !w.Msg.IsZero() {
		return w.Msg.In(lang)
	}
	return w.Text
}

// MarshalJSON writes the warning as its text (contract: warnings is a list of strings).
func (w Warning) MarshalJSON() ([]byte, error) { return json.Marshal(w.Text) }

// Estimate is the answer to `computecheck estimate TASK.json` (contract), and
// what the Task area shows: one call, so the GUI and the CLI cannot disagree.
type Estimate struct {
	GPU       string          `json:"gpu"`
	GPUs      int             `json:"gpus"`
	Nodes     int             `json:"nodes"`
	Memory    MemoryBreakdown `json:"memory"`
	GPUMemory int64           `json:"gpu_memory"`
	Fits      bool            `json:"fits"`
	// Verdict is fits / borderline / does_not_fit once the model's error
	// band is allowed for; MemoryBand holds the band (contract, "Added
	// 2026-12").
	Verdict    string          `json:"verdict"`
	MemoryBand Verdict         `json:"memory_band"`
	MinGPUs    map[string]*int `json:"min_gpus"`
	// MinGPUsSafe is, per catalogue GPU, the count at which the verdict is
	// fits (the band's high end within the usable memory); null when none.
	MinGPUsSafe   map[string]*int `json:"min_gpus_safe"`
	Throughput    Throughput      `json:"throughput"`
	TrainingHours float64         `json:"training_hours"`
	Interconnect  Interconnect    `json:"interconnect"`
	Warnings      []Warning       `json:"warnings"`
}

// FitRow is one line of the fit table: how many of this GPU the task needs.
type FitRow struct {
	GPU      GPU
	MinGPUs  int // 0: no count fits
	SafeGPUs int // the count at which the verdict is fits; 0: none
	Memory   MemoryBreakdown
	Verdict  Verdict // at MinGPUs (at tp x pp when none fits)
}

// FitTable answers "which GPUs fit and how many are needed" for every card
// of the catalogue. Memory and Verdict are at MinGPUs (or at tp x pp when
// none fits).
func FitTable(t Task, cat []GPU) []FitRow {
	rows := make([]FitRow, len(cat))
	for i, g := range cat {
		n := MinGPUs(t, g)
		at := n
		if at == 0 {
			at = t.TP * t.PP
		}
		mb := Memory(t, at)
		v := MemoryVerdict(mb, g)
		safe := n
		if v.Status != VerdictFits {
			safe = safeGPUsFrom(t, g, n)
		}
		rows[i] = FitRow{GPU: g, MinGPUs: n, SafeGPUs: safe, Memory: mb, Verdict: v}
	}
	return rows
}

// findGPU picks the task's GPU from a (possibly user-edited) catalogue.
func findGPU(id string, cat []GPU) (GPU, bool) {
	for _, g := range cat {
		if g.ID == id {
			return g, true
		}
	}
	return LookupGPU(id)
}

// EstimateTask computes memory, fit, throughput and time for a normalized,
// validated task against a catalogue (calc.Catalogue() or the user's edit).
func EstimateTask(t Task, cat []GPU) Estimate {
	g, _ := findGPU(t.GPU, cat)
	e := Estimate{GPU: g.ID, GPUMemory: g.MemoryBytes, MinGPUs: map[string]*int{}, MinGPUsSafe: map[string]*int{}, Warnings: []Warning{}}
	count := func(n int) *int {
		if n > 0 {
			return &n
		}
		return nil
	}
	for _, r := range FitTable(t, cat) {
		e.MinGPUs[r.GPU.ID] = count(r.MinGPUs)
		e.MinGPUsSafe[r.GPU.ID] = count(r.SafeGPUs)
	}
	e.GPUs = t.GPUs
	if e.GPUs == 0 {
		if p := e.MinGPUs[g.ID]; p != nil {
			e.GPUs = *p
		} else {
			e.GPUs = t.TP * t.PP
		}
	}
	e.Nodes = (e.GPUs + t.GPUsPerNode - 1) / t.GPUsPerNode
	e.Memory = Memory(t, e.GPUs)
	e.Fits = Fits(e.Memory, g)
	e.MemoryBand = MemoryVerdict(e.Memory, g)
	e.Verdict = e.MemoryBand.Status
	// The warning follows the verdict, so that a borderline estimate is not
	// called a misfit (the point estimate alone is Fits).
	switch e.Verdict {
	case VerdictDoesNotFit:
		e.warn("does_not_fit", msg.New("estimate.warn.does_not_fit", float64(e.Memory.Total)/GiB, e.MemoryBand.Band*100, g.ID, g.MemoryGiB()))
	case VerdictBorderline:
		e.warn("borderline", msg.New("estimate.warn.borderline",
			float64(e.Memory.Total)/GiB, e.MemoryBand.Band*100, float64(UsableBytes(g))/GiB, g.ID))
	}
	t.GPUs = e.GPUs // the interconnect assumption depends on whether the run spans nodes
	e.Interconnect = TaskInterconnect(t, g)
	for i, a := range e.Interconnect.Assumed {
		w := Warning{Code: "interconnect_assumed", Text: a}
		if i < len(e.Interconnect.AssumedMsg) {
			w.Msg = e.Interconnect.AssumedMsg[i]
		}
		e.Warnings = append(e.Warnings, w)
	}
	if t.Precision == PrecisionFP8 && g.FP8TFLOPS == 0 {
		e.warn("no_fp8", msg.New("estimate.warn.no_fp8", g.ID))
	}
	if g.BF16TFLOPS == 0 && (t.Precision == PrecisionBF16 || t.Precision == PrecisionBF16Pure) {
		e.warn("no_bf16", msg.New("estimate.warn.no_bf16", g.ID))
	}
	e.Throughput = EstimateThroughput(t, g, e.GPUs, e.Interconnect)
	e.TrainingHours = TrainingHours(t, e.Throughput)
	if e.Verdict == VerdictDoesNotFit && e.TrainingHours > 0 {
		// A job that does not fit the cards does not run: no training time
		// (0, unknown), never the hours of a run that cannot happen.
		e.TrainingHours = 0
		e.warn("no_hours_does_not_fit", msg.New("estimate.warn.no_hours_does_not_fit"))
	}
	for _, f := range t.Unknown {
		e.warn("unknown_field", msg.New("estimate.warn.unknown_field", f))
	}
	if t.Tokens == 0 && t.Hours == 0 {
		e.warn("no_tokens", msg.New("estimate.warn.no_tokens"))
	}
	return e
}

// warn adds a worded warning; its Text is the English wording (the
// contract's warnings list).
func (e *Estimate) warn(code string, m msg.Msg) {
	e.Warnings = append(e.Warnings, Warning{Code: code, Text: m.In("en"), Msg: m})
}
