package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/chart"
	"computecheck/msg"
	"computecheck/present"
)

// Memory component colours, shared by the bar and its legend: the
// charts' own (chart.MemoryPartColors), so the window and a PNG agree.
var memColors = func() []color.Color {
	var out []color.Color
	for _, c := range chart.MemoryPartColors() {
		out = append(out, c)
	}
	return out
}()

var timeColors = []color.Color{
	color.NRGBA{0x2F, 0x80, 0xED, 0xFF}, // compute
	color.NRGBA{0xF2, 0xC9, 0x4C, 0xFF}, // exposed communication
	color.NRGBA{0xEB, 0x57, 0x57, 0xFF}, // pipeline bubble
}

// taskScreen is the 任务画像 area: the training configuration on the left,
// what it needs (memory, cards, speed, time) on the right, updated on every
// keystroke.
type taskScreen struct {
	win     fyne.Window
	store   Store
	prefs   fyne.Preferences
	content fyne.CanvasObject

	catalogue []calc.GPU
	modelID   string // preset id, "" for a custom architecture
	setting   bool   // true while fields are filled programmatically

	// inputs, keyed by TASK.json field name for inline errors
	name         *widget.Entry
	saved        *widget.Select
	model        *widget.SelectEntry
	modelOptions []string // what the preset picker offers now
	ints         map[string]*widget.Entry
	floats       map[string]*widget.Entry
	selects      map[string]*widget.Select
	selValues    map[string][]string // each select's TASK.json values, in the order of its labels
	flash        *widget.Check
	chunkedLoss  *widget.Check
	compile      *widget.Check
	// carried are the TASK.json fields the form has no control for
	// (sequence_parallel, virtual_pp): kept from the last task set so a
	// loaded file's values survive editing.
	carried  calc.Task
	requires *requiresField
	errs     map[string]*widget.Label
	notice   *widget.Label   // what the last save or delete did
	firstRun *fyne.Container // the first start's "describe your job first"; hidden after
	marked   string          // the field whose entry shows a refused value, "" for none

	// onDeleted is told how to bring a deleted saved task back (Ctrl+Z).
	onDeleted func(undo func())
	// onChanged is told the task (current) and catalogue after every
	// change: the window's taskFeed, which the other screens read.
	onChanged func(calc.Task, []calc.GPU)

	// outputs
	verdict   *widget.Label
	peaks     *widget.Label
	stack     *stackBar
	legend    *fyne.Container
	suggest   *fyne.Container
	tput      *widget.Label
	timeBar   *stackBar
	timeLeg   *fyne.Container
	limit     *widget.Label
	warnings  *widget.Label
	fitTable  *widget.Table
	fitLayout *fillTable // the fit table's column widths
	fitRows   []calc.FitRow
	last      calc.Task
	lastEst   calc.Estimate
	lastValid bool

	// fitPlans are the task planned on each card (calc.PlanFitTable), by
	// GPU id; nil while they are worked out off the UI goroutine.
	fitPlans map[string]calc.QuoteCost
	// fitBest are the fewest cards with the best plan on each card
	// (calc.FitPlans, as `estimate` prints them), worked out with fitPlans.
	fitBest   map[string]calc.FitPlan
	fitDetail *widget.Label // what the best plan changes on the task's card
	fitGPU    string        // the card of the task the plans are for
	fitGen    uint64        // counts plan runs; a result overtaken by a newer edit is dropped
	fitKey    string        // the task the plans are for (its name aside)

	// The estimate runs off the UI goroutine (recompute): calcGen counts
	// the tasks read, calcNext waits for the one running (calcBusy).
	calcGen  uint64
	calcNext *taskResult
	calcBusy bool
}

func newTaskScreen(win fyne.Window, store Store, prefs fyne.Preferences) *taskScreen {
	s := &taskScreen{win: win, store: store, prefs: prefs,
		ints: map[string]*widget.Entry{}, floats: map[string]*widget.Entry{},
		selects: map[string]*widget.Select{}, selValues: map[string][]string{}, errs: map[string]*widget.Label{}}
	s.catalogue, _ = store.GPUs(context.Background())
	if len(s.catalogue) == 0 {
		s.catalogue = calc.Catalogue()
	}
	// No task remembered: the first start. The form is filled with an
	// example, so say first that it is there to describe the user's job.
	firstRun := prefs.String(prefLastTask) == ""
	form := s.buildForm()
	if !firstRun {
		s.firstRun.Hide()
	}
	results := s.buildResults()
	split := container.NewHSplit(container.NewVScroll(form), container.NewVScroll(results))
	split.Offset = 0.4 // the form's labels and the model's name fit in English too
	s.content = split

	t := defaultTask()
	if js := prefs.String(prefLastTask); js != "" {
		if pt, err := calc.ParseTask([]byte(js)); err == nil {
			t = pt
		}
	}
	s.setTask(t)
	return s
}

// defaultTask is the article's first example: a 7B LoRA fine-tune, with
// activation checkpointing on as the LoRA recipes have it (torchtune,
// LLaMA-Factory): without it 4 x 2048 tokens keep ~66 GiB of activations
// and the article's "one large card" no longer holds.
func defaultTask() calc.Task {
	t, _ := calc.ParseTask([]byte(`{"name":"7B LoRA","model":"llama2-7b","method":"lora","recompute":"full","gpu":"A100-80G-SXM","micro_batch":4,"seq_len":2048,"grad_accum":4,"tokens":100000000}`))
	return t
}

// examples are the source article's cases, one click away.
var examples = []struct{ key, json string }{
	{"example.7b_full", `{"name":"7B 全参微调","model":"llama2-7b","method":"full","zero":3,"gpu":"A100-80G-SXM","micro_batch":2,"seq_len":2048,"grad_accum":8,"tokens":1000000000}`},
	{"example.7b_lora", `{"name":"7B LoRA","model":"llama2-7b","method":"lora","recompute":"full","gpu":"A100-80G-SXM","micro_batch":4,"seq_len":2048,"grad_accum":4,"tokens":100000000}`},
	{"example.7b_8k", `{"name":"7B 8K","model":"llama2-7b","method":"full","zero":3,"gpu":"A100-80G-SXM","micro_batch":1,"seq_len":8192,"grad_accum":8,"tokens":1000000000}`},
	{"example.13b_a800", `{"name":"13B A800","model":"llama2-13b","method":"full","zero":3,"gpu":"A800-80G-SXM","gpus":8,"micro_batch":2,"seq_len":2048,"grad_accum":8,"tokens":10000000000}`},
	// The article's 标准预训练任务: "训练13B到30B参数规模的模型，通常需要8卡整机连续跑数周"
	// (docs/reference/source_article_zh.txt). 4,096-token sequences as Llama 2 was
	// pre-trained (Touvron et al. 2023, §2.2); 30B tokens are about four weeks on
	// 8 × A800 at the estimated speed.
	{"example.13b_pretrain", `{"name":"13B 预训练","model":"llama2-13b","method":"full","zero":3,"gpu":"A800-80G-SXM","gpus":8,"micro_batch":1,"seq_len":4096,"grad_accum":16,"recompute":"full","tokens":30000000000}`},
	// The article's 大集群长期训练: "70B以上模型预训练…重点是集群总吞吐和单位token成本".
	// Llama 2 70B's run (Touvron et al. 2023, §2.2 and Table 2): 2T tokens,
	// 4,096-token sequences, a 4M-token global batch (32 data-parallel ranks ×
	// 32 steps of accumulation × 4,096), 1.72M A100-80GB GPU-hours; tensor
	// parallel 8 within a machine, pipeline 4 [assumed: Meta did not publish
	// its layout].
	{"example.70b_pretrain", `{"name":"70B 预训练","model":"llama2-70b","method":"full","zero":1,"gpu":"A100-80G-SXM","gpus":1024,"tp":8,"pp":4,"micro_batch":1,"seq_len":4096,"grad_accum":32,"recompute":"full","tokens":2000000000000}`},
}

// intDefaults are what a blank count field means (TASK.json's defaults).
var intDefaults = map[string]int{"lora_rank": 16, "micro_batch": 1, "seq_len": 2048, "grad_accum": 1, "gpus_per_node": 8, "tp": 1, "pp": 1, "recompute_every": calc.DefaultRecomputeEvery}

func (s *taskScreen) intEntry(field string) *widget.Entry {
	e := widget.NewEntry()
	if d, ok := intDefaults[field]; ok {
		e.SetPlaceHolder(assets.T("task.default_value", d))
	}
	e.AlwaysShowValidationError = true // a refused value is marked at once, not after focus leaves
	e.OnChanged = func(string) { s.onTaskChanged() }
	s.ints[field] = e
	return e
}

func (s *taskScreen) floatEntry(field, placeholder string) *widget.Entry {
	e := widget.NewEntry()
	e.AlwaysShowValidationError = true
	e.SetPlaceHolder(placeholder)
	e.OnChanged = func(string) { s.onTaskChanged() }
	s.floats[field] = e
	return e
}

// sel is a drop-down of TASK.json values shown by their labels (LoRA,
// 不卸载), never as the raw values.
func (s *taskScreen) sel(field string, values ...string) *widget.Select {
	labels := make([]string, len(values))
	for i, v := range values {
		labels[i] = optionLabel(field, v)
	}
	w := widget.NewSelect(labels, func(string) { s.onTaskChanged() })
	s.selects[field] = w
	s.selValues[field] = values
	return w
}

// selected is the TASK.json value of a drop-down's choice ("" for none).
func (s *taskScreen) selected(field string) string {
	if i := s.selects[field].SelectedIndex(); i >= 0 && i < len(s.selValues[field]) {
		return s.selValues[field][i]
	}
	return ""
}

// setSelected chooses a drop-down's entry by its TASK.json value.
func (s *taskScreen) setSelected(field, value string) {
	for i, v := range s.selValues[field] {
		if v == value {
			s.selects[field].SetSelectedIndex(i)
			return
		}
	}
	s.selects[field].ClearSelected()
}

// item is a form row whose error line sits right under the field.
func (s *taskScreen) item(labelKey, field string, w fyne.CanvasObject) *widget.FormItem {
	e := widget.NewLabel("")
	e.Importance = widget.DangerImportance
	e.Wrapping = fyne.TextWrapWord
	e.Hide()
	s.errs[field] = e
	return widget.NewFormItem(assets.T(labelKey), container.NewVBox(w, e))
}

func presetOption(m calc.Model) string { return m.ID + "  ·  " + m.Name }

func (s *taskScreen) buildForm() fyne.CanvasObject {
	s.name = widget.NewEntry()
	s.name.SetPlaceHolder(assets.T("task.name_hint"))
	s.name.OnSubmitted = func(string) { s.onSave() } // Enter in the name saves, as the button beside it
	saveBtn := widget.NewButton(assets.T("task.save"), s.onSave)
	s.notice = widget.NewLabel("")
	s.notice.Wrapping = fyne.TextWrapWord
	s.notice.Hide()
	s.saved = widget.NewSelect(nil, s.onLoadSaved)
	s.saved.PlaceHolder = assets.T("task.load")
	delBtn := widget.NewButton(assets.T("task.delete"), s.onDelete)
	s.refreshSaved()

	exNames := make([]string, len(examples))
	for i, ex := range examples {
		exNames[i] = assets.T(ex.key)
	}
	exSel := widget.NewSelect(exNames, func(v string) {
		for i, n := range exNames {
			if n == v {
				if t, err := calc.ParseTask([]byte(examples[i].json)); err == nil {
					s.setTask(t)
				}
			}
		}
	})
	exSel.PlaceHolder = assets.T("task.examples")

	var opts []string
	for _, p := range calc.Presets() {
		opts = append(opts, presetOption(p))
	}
	s.modelOptions = opts
	s.model = widget.NewSelectEntry(opts)
	s.model.SetPlaceHolder(assets.T("task.model_search"))
	s.model.OnChanged = s.onModelTyped

	arch := widget.NewForm(
		s.item("arch.layers", "model.layers", s.intEntry("model.layers")),
		s.item("arch.hidden", "model.hidden", s.intEntry("model.hidden")),
		s.item("arch.heads", "model.heads", s.intEntry("model.heads")),
		s.item("arch.kv_heads", "model.kv_heads", s.intEntry("model.kv_heads")),
		s.item("arch.ffn", "model.ffn", s.intEntry("model.ffn")),
		s.item("arch.vocab", "model.vocab", s.intEntry("model.vocab")),
		s.item("arch.mlp", "model.mlp", s.sel("model.mlp", calc.MLPSwiGLU, calc.MLPGeLU)),
	)
	archAcc := widget.NewAccordion(widget.NewAccordionItem(assets.T("task.architecture"), arch))

	gpuIDs := make([]string, len(s.catalogue))
	for i, g := range s.catalogue {
		gpuIDs[i] = g.ID
	}
	s.flash = widget.NewCheck(assets.T("task.flash"), func(bool) { s.onTaskChanged() })
	s.chunkedLoss = widget.NewCheck(assets.T("task.chunked_loss"), func(bool) { s.onTaskChanged() })
	s.compile = widget.NewCheck(assets.T("task.compile"), func(bool) { s.onTaskChanged() })

	form := widget.NewForm(
		s.item("task.model", "model", s.model),
		s.item("task.method", "method", s.sel("method", calc.MethodFull, calc.MethodLoRA, calc.MethodQLoRA)),
		s.item("task.lora_rank", "lora_rank", s.intEntry("lora_rank")),
		s.item("task.lora_targets", "lora_targets", s.sel("lora_targets", calc.TargetsAll, calc.TargetsAttn)),
		s.item("task.precision", "precision", s.sel("precision", calc.PrecisionBF16, calc.PrecisionFP16, calc.PrecisionBF16Pure, calc.PrecisionFP32, calc.PrecisionFP8)),
		s.item("task.optimizer", "optimizer", s.sel("optimizer", calc.OptimizerAdamW, calc.OptimizerAdamW8bit, calc.OptimizerSGD)),
		s.item("task.zero", "zero", s.sel("zero", "0", "1", "2", "3")),
		s.item("task.offload", "offload", s.sel("offload", calc.OffloadModes()...)),
		s.item("task.recompute", "recompute", s.sel("recompute", calc.RecomputeModes()...)),
		s.item("task.recompute_every", "recompute_every", s.intEntry("recompute_every")),
		widget.NewFormItem("", container.NewVBox(s.flash, s.chunkedLoss, s.compile)),
		s.item("task.micro_batch", "micro_batch", s.intEntry("micro_batch")),
		s.item("task.seq_len", "seq_len", s.intEntry("seq_len")),
		s.item("task.grad_accum", "grad_accum", s.intEntry("grad_accum")),
		s.item("task.gpu", "gpu", s.sel("gpu", gpuIDs...)),
		s.item("task.gpus", "gpus", s.floatEntry("gpus", assets.T("task.gpus_auto"))),
		s.item("task.gpus_per_node", "gpus_per_node", s.intEntry("gpus_per_node")),
		s.item("task.tp", "tp", s.intEntry("tp")),
		s.item("task.pp", "pp", s.intEntry("pp")),
		s.item("task.intra", "intra_node", s.sel("intra_node", "auto", calc.IntraNVLink, calc.IntraPCIe, calc.IntraHCCS)),
		s.item("task.inter", "inter_node", s.sel("inter_node", "auto", calc.InterIB, calc.InterRoCE, calc.InterEther, calc.InterNone)),
		s.item("task.inter_gbps", "inter_node_gbps", s.floatEntry("inter_node_gbps", assets.T("task.gbps_hint"))),
		s.item("task.tokens", "tokens", s.floatEntry("tokens", assets.T("task.tokens_hint"))),
		s.item("task.mfu", "mfu", s.floatEntry("mfu", assets.T("task.optional"))),
		s.item("task.hours", "hours", s.floatEntry("hours", assets.T("task.optional"))),
		s.item("task.deadline_days", "deadline_days", s.floatEntry("deadline_days", assets.T("task.optional"))),
	)
	s.requires = newRequiresField(s.onTaskChanged)
	form.Append(assets.T("task.requires"), s.requires.group)
	costForm := widget.NewForm(
		s.item("task.dataset_gb", "dataset_gb", s.floatEntry("dataset_gb", "0")),
		s.item("task.egress_gb", "egress_gb", s.floatEntry("egress_gb", "0")),
		s.item("task.checkpoints", "checkpoints_kept", s.floatEntry("checkpoints_kept", "1")),
		s.item("task.failure_rate", "failure_rate_per_node_day", s.floatEntry("failure_rate_per_node_day", assets.T("task.default_value", calc.DefaultFailureRatePerNodeDay))),
		s.item("task.restart_hours", "restart_hours", s.floatEntry("restart_hours", assets.T("task.default_value", calc.DefaultRestartHours))),
		s.item("task.ckpt_interval", "checkpoint_interval_hours", s.floatEntry("checkpoint_interval_hours", assets.T("task.default_value", calc.DefaultCheckpointIntervalHours))),
	)
	costAcc := widget.NewAccordion(widget.NewAccordionItem(assets.T("task.cost_inputs"), costForm))
	fileRow := container.NewGridWithColumns(2,
		widget.NewButton(assets.T("task.open_file"), s.onOpenTaskFile),
		widget.NewButton(assets.T("task.save_file"), s.onSaveTaskFile))
	hint := widget.NewLabel(assets.T("task.first_run"))
	hint.Wrapping = textWrap()
	hint.Importance = widget.HighImportance
	s.firstRun = container.NewBorder(nil, nil, nil, container.NewVBox(widget.NewButton(assets.T("task.first_run_ok"), func() { s.firstRun.Hide() })), hint)
	top := container.NewVBox(
		s.firstRun,
		container.NewBorder(nil, nil, nil, saveBtn, s.name),
		container.NewBorder(nil, nil, nil, delBtn, s.saved),
		exSel, fileRow, s.notice,
	)
	return container.NewVBox(top, form, costAcc, archAcc)
}

// costFields are the task's inputs to the Compare area's hidden costs; a
// written 0 in the zero-meaningful ones means 0, a blank means the default.
var costFields = []string{"dataset_gb", "egress_gb", "checkpoints_kept", "failure_rate_per_node_day", "restart_hours", "checkpoint_interval_hours"}

// onOpenTaskFile loads a TASK.json (docs/contract.md) into the form;
// a bad file is named with its field, and the form is left as it was.
func (s *taskScreen) onOpenTaskFile() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		defer rc.Close()
		// one byte past the limit, so that ParseTask refuses a larger file
		// instead of reading its first MiB as if it were all
		b, err := io.ReadAll(io.LimitReader(rc, calc.MaxTaskBytes+1))
		name := rc.URI().Name()
		if err == nil {
			var t calc.Task
			if t, err = calc.ParseTask(b); err == nil {
				if t.Name == "" {
					t.Name = strings.TrimSuffix(name, filepath.Ext(name))
				}
				s.setTask(t)
				return
			}
		}
		showError(fmt.Errorf("%s: %w", name, err), s.win)
	}, s.win)
	d.Resize(dialogSize(s.win))
	d.Show()
}

// onSaveTaskFile writes the form as TASK.json, for the command line or a colleague.
func (s *taskScreen) onSaveTaskFile() {
	if !s.lastValid {
		dialog.ShowInformation(assets.T("task.save_file"), assets.T("task.fix_fields"), s.win)
		return
	}
	js, err := json.MarshalIndent(s.last, "", "  ")
	if err != nil {
		showError(err, s.win)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		_, err = w.Write(append(js, '\n'))
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			showError(err, s.win)
			return
		}
		s.showNotice(assets.T("task.saved_file", w.URI().Path()))
	}, s.win)
	name := s.last.Name
	if name == "" {
		name = "task"
	}
	d.SetFileName(name + ".json")
	d.Resize(dialogSize(s.win))
	d.Show()
}

func (s *taskScreen) buildResults() fyne.CanvasObject {
	bold := func(key string) *widget.Label {
		return widget.NewLabelWithStyle(assets.T(key), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	s.verdict = widget.NewLabel("")
	s.verdict.Wrapping = fyne.TextWrapWord
	s.verdict.TextStyle.Bold = true
	s.peaks = widget.NewLabel("")
	s.peaks.Wrapping = fyne.TextWrapWord
	s.stack = newStackBar(34)
	s.legend = container.NewGridWithColumns(3)
	s.suggest = container.NewVBox()
	s.tput = widget.NewLabel("")
	s.tput.Wrapping = fyne.TextWrapWord
	s.timeBar = newStackBar(22)
	s.timeLeg = container.NewGridWithColumns(3)
	s.limit = widget.NewLabel("")
	s.limit.Wrapping = fyne.TextWrapWord
	s.warnings = widget.NewLabel("")
	s.warnings.Wrapping = fyne.TextWrapWord
	s.warnings.Importance = widget.WarningImportance
	s.fitTable = s.newFitTable()
	s.fitDetail = widget.NewLabel("")
	s.fitDetail.Wrapping = fyne.TextWrapWord
	// The table stretches to the pane's width (and scrolls sideways to the
	// plan column on a narrow window), tall enough for every row.
	fitBox := newFillTable(s.fitTable, append([]float32(nil), fitWidths...), []int{0, 1, 2, 3, 4, 5}, 24, func() int { return max(len(s.fitRows), 1) })
	s.fitLayout = fitBox.Layout.(*fillTable)
	s.fitLayout.beyond = true // the plan column is reached by scrolling

	return container.NewVBox(
		bold("task.memory_title"),
		s.verdict, s.stack, s.legend, s.peaks, s.suggest,
		widget.NewSeparator(),
		bold("task.speed_title"),
		s.tput, s.timeBar, s.timeLeg, s.limit,
		s.warnings,
		widget.NewSeparator(),
		bold("task.fit_title"),
		widget.NewLabel(assets.T("task.fit_hint")),
		fitBox,
		s.fitDetail,
	)
}

var (
	fitCols   = []string{"fit.gpu", "fit.memory", "fit.min_gpus", "fit.per_gpu", "fit.verdict", "fit.planned_gpus", "plan.fit_col"}
	fitWidths = []float32{160, 80, 90, 140, 250, 110, 560}
)

const (
	// fitColBest is the fewest cards with the best plan (calc.FitPlans).
	fitColBest = 5
	// fitColPlan is the fit table's plan column: tapping it applies the plan.
	fitColPlan = 6
)

func (s *taskScreen) newFitTable() *widget.Table {
	t := widget.NewTableWithHeaders(
		func() (int, int) { return len(s.fitRows), len(fitCols) },
		func() fyne.CanvasObject { return widget.NewLabel("RTX6000Ada-48G  ") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			r := s.fitRows[id.Row]
			l.Importance = widget.MediumImportance
			switch id.Col {
			case 0, 1, 2, 3:
				l.Text = present.FitCells(r, assets.Lang())[id.Col]
			case 4:
				l.Importance, l.Text = fitVerdictImportance(r), present.FitCells(r, assets.Lang())[4]
			case fitColBest:
				l.Text, l.Importance = s.fitBestCell(r.GPU.ID)
			case fitColPlan:
				text, imp := s.fitPlanCell(r.GPU.ID)
				l.Importance = imp
				l.SetText(text)
			}
			l.Refresh()
		})
	setColumnHeaders(t, fitCols, fitWidths)
	// Choosing a row makes that card the task's GPU; choosing its plan
	// makes the plan the task.
	t.OnSelected = func(id widget.TableCellID) {
		t.UnselectAll()
		if id.Row < 0 || id.Row >= len(s.fitRows) {
			return
		}
		id0 := s.fitRows[id.Row].GPU.ID
		if r, ok := s.fitPlans[id0]; ok && id.Col == fitColPlan && r.Plan != nil {
			s.setTask(r.Plan.Task)
			return
		}
		s.setSelected("gpu", id0)
	}
	return t
}

// fitVerdictImportance colours the fit table's verdict (present.FitCells
// words it): red when no count holds the job, green when the fewest fit,
// amber when they are borderline.
func fitVerdictImportance(r calc.FitRow) widget.Importance {
	switch {
	case r.MinGPUs == 0:
		return widget.DangerImportance
	case r.Verdict.Status == calc.VerdictFits:
		return widget.SuccessImportance
	}
	return widget.WarningImportance
}

// verdictImportance colours the Task area's verdict line.
func verdictImportance(status string) widget.Importance {
	switch status {
	case calc.VerdictFits:
		return widget.SuccessImportance
	case calc.VerdictBorderline:
		return widget.WarningImportance
	}
	return widget.DangerImportance
}

// sizePlanColumn makes the fit table's plan column as wide as its longest
// plan (it was clipped at a fixed 560 points).
func (s *taskScreen) sizePlanColumn() {
	if s.fitLayout == nil {
		return
	}
	cells := make([]string, 0, len(s.fitRows))
	for _, r := range s.fitRows {
		text, _ := s.fitPlanCell(r.GPU.ID)
		cells = append(cells, text)
	}
	s.fitLayout.setBase(fitColPlan, contentWidth(assets.T(fitCols[fitColPlan]), cells, fitWidths[fitColPlan], 1600))
}

// fitPlanCell is the plan column of a card: how many of it the planned job
// takes and what changed, that the task as typed is already how it would
// run, or why nothing fits.
func (s *taskScreen) fitPlanCell(gpu string) (string, widget.Importance) {
	if s.fitPlans == nil {
		return assets.T("plan.fit_computing"), widget.LowImportance
	}
	r, ok := s.fitPlans[gpu]
	switch {
	case !ok:
		return "–", widget.LowImportance
	case r.Plan != nil:
		return assets.T("plan.fit_cell", r.GPUs, assets.M(r.Plan.Summary())), widget.HighImportance
	case r.Fits:
		return assets.T("plan.fit_as_typed"), widget.MediumImportance
	}
	return assets.M(r.NoPlan), widget.DangerImportance
}

// fitBestCell is a card's best-plan count, worded by present as the CLI
// words it: the planned count, "n (as typed)", or "–".
func (s *taskScreen) fitBestCell(gpu string) (string, widget.Importance) {
	if s.fitBest == nil {
		return assets.T("plan.fit_computing"), widget.LowImportance
	}
	p, ok := s.fitBest[gpu]
	switch {
	case !ok || p.PlannedGPUs == 0:
		return "–", widget.LowImportance
	case len(p.Changes) > 0:
		return present.FitPlannedCell(p, assets.Lang()), widget.HighImportance
	}
	return present.FitPlannedCell(p, assets.Lang()), widget.MediumImportance
}

// showFitDetail says under the fit table what the best plan changes on the
// task's card (choosing a row makes that card the task's), as `estimate`
// prints it under its table.
func (s *taskScreen) showFitDetail() {
	line := ""
	if s.fitBest != nil {
		line = present.FitPlanLine(s.fitBest[s.fitGPU], assets.Lang())
	}
	s.fitDetail.SetText(line)
	s.fitDetail.Hidden = line == ""
	s.fitDetail.Refresh()
}

// startFitPlans plans the task on every card off the UI goroutine (tens of
// milliseconds each: BenchmarkPlanFitTable, BenchmarkFitPlans) and fills
// the plan and best-plan columns when done, unless the task changed
// meanwhile. It follows the estimate: the verdict does not wait for it.
func (s *taskScreen) startFitPlans(t calc.Task) {
	named := t
	named.Name = ""
	js, _ := json.Marshal(named)
	key := string(js)
	if key == s.fitKey && s.fitPlans != nil {
		s.showFitDetail()
		return
	}
	s.fitKey = key
	s.fitGen++
	gen, cat := s.fitGen, s.catalogue
	s.fitPlans, s.fitBest, s.fitGPU = nil, nil, t.GPU
	s.showFitDetail()
	background(func() {
		rows := calc.PlanFitTable(t, cat)
		byGPU := make(map[string]calc.QuoteCost, len(rows))
		for _, r := range rows {
			byGPU[r.GPU] = r
		}
		best := make(map[string]calc.FitPlan, len(cat))
		for _, p := range calc.FitPlans(t, cat) {
			best[p.GPU] = p
		}
		fyne.Do(func() {
			if gen != s.fitGen {
				return
			}
			s.fitPlans, s.fitBest = byGPU, best
			s.showFitDetail()
			s.sizePlanColumn()
			s.fitTable.Refresh()
		})
	})
}

// onModelTyped filters the preset list as the user types and, when a preset
// is chosen, fills the architecture fields from it.
func (s *taskScreen) onModelTyped(text string) {
	if s.setting {
		return
	}
	id := strings.TrimSpace(strings.SplitN(text, "·", 2)[0])
	if p, ok := calc.Preset(id); ok {
		s.setting = true
		s.modelID = p.ID
		s.fillArch(p)
		s.setting = false
		s.onTaskChanged()
		return
	}
	q := strings.ToLower(strings.TrimSpace(text))
	var opts []string
	for _, p := range calc.Presets() {
		o := presetOption(p)
		if q == "" || strings.Contains(strings.ToLower(o), q) {
			opts = append(opts, o)
		}
	}
	s.modelOptions = opts
	s.model.SetOptions(opts)
}

func (s *taskScreen) fillArch(m calc.Model) {
	s.ints["model.layers"].SetText(strconv.Itoa(m.Layers))
	s.ints["model.hidden"].SetText(strconv.Itoa(m.Hidden))
	s.ints["model.heads"].SetText(strconv.Itoa(m.Heads))
	s.ints["model.kv_heads"].SetText(strconv.Itoa(m.KVHeads))
	s.ints["model.ffn"].SetText(strconv.Itoa(m.FFN))
	s.ints["model.vocab"].SetText(strconv.Itoa(m.Vocab))
	mlp := m.MLP
	if mlp == "" {
		mlp = calc.MLPSwiGLU
	}
	s.setSelected("model.mlp", mlp)
}

// setTask fills the form from a task (loaded, example, suggestion).
func (s *taskScreen) setTask(t calc.Task) {
	s.setting = true
	defer func() {
		s.setting = false
		s.onTaskChanged()
	}()
	s.name.SetText(t.Name)
	s.modelID = t.ModelID
	if p, ok := calc.Preset(t.ModelID); ok {
		s.model.SetText(presetOption(p))
	} else {
		s.model.SetText(assets.T("task.custom_model"))
	}
	s.fillArch(t.Model)
	s.setSelected("method", t.Method)
	s.ints["lora_rank"].SetText(strconv.Itoa(t.LoRARank))
	s.setSelected("lora_targets", t.LoRATargets)
	s.setSelected("precision", t.Precision)
	s.setSelected("optimizer", t.Optimizer)
	s.setSelected("zero", strconv.Itoa(t.ZeRO))
	s.setSelected("offload", t.Offload)
	s.setSelected("recompute", t.Recompute)
	s.flash.SetChecked(t.FlashAttention())
	s.chunkedLoss.SetChecked(t.ChunkedLoss)
	s.compile.SetChecked(t.Compile)
	s.ints["recompute_every"].SetText(optInt(t.RecomputeEvery))
	s.carried = calc.Task{SequenceParallel: t.SequenceParallel, VirtualPP: t.VirtualPP, Stack: t.Stack, VariableLength: t.VariableLength}
	s.ints["micro_batch"].SetText(strconv.Itoa(t.MicroBatch))
	s.ints["seq_len"].SetText(strconv.Itoa(t.SeqLen))
	s.ints["grad_accum"].SetText(strconv.Itoa(t.GradAccum))
	s.setSelected("gpu", t.GPU)
	s.floats["gpus"].SetText(optInt(t.GPUs))
	s.ints["gpus_per_node"].SetText(strconv.Itoa(t.GPUsPerNode))
	s.ints["tp"].SetText(strconv.Itoa(t.TP))
	s.ints["pp"].SetText(strconv.Itoa(t.PP))
	s.setSelected("intra_node", orAuto(t.IntraNode))
	s.setSelected("inter_node", orAuto(t.InterNode))
	s.floats["inter_node_gbps"].SetText(optFloat(t.InterGbps))
	s.floats["tokens"].SetText(budgetText(t.Tokens))
	s.floats["mfu"].SetText(optFloat(t.MFU))
	s.floats["hours"].SetText(optFloat(t.Hours))
	s.floats["deadline_days"].SetText(optFloat(t.DeadlineDays))
	s.requires.set(t.Requires)
	for field, v := range map[string]float64{"dataset_gb": t.DatasetGB, "egress_gb": t.EgressGB, "checkpoints_kept": float64(t.Checkpoints),
		"failure_rate_per_node_day": t.FailureRatePerNodeDay, "restart_hours": t.RestartHours, "checkpoint_interval_hours": t.CheckpointIntervalHours} {
		txt := optFloat(v)
		if v == 0 && t.ZeroGiven(field) {
			txt = "0"
		}
		s.floats[field].SetText(txt)
	}
}

func optInt(v int) string {
	if v == 0 {
		return ""
	}
	return strconv.Itoa(v)
}

// optFloat writes a number back into a field as a person writes it: 0.35,
// 100000, never 1e+05.
func optFloat(v float64) string {
	if v == 0 {
		return ""
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// budgetText writes a token budget back into its field in the reader's
// units (5 亿, 500M) when those say the number exactly, else as digits:
// the field never rounds what a file or an example set.
func budgetText(v float64) string {
	if v == 0 {
		return ""
	}
	if t := assets.Count(assets.Lang(), v); parsesTo(t, v) {
		return t
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

func parsesTo(text string, v float64) bool {
	got, err := parseAmount(text)
	return err == nil && got == v
}

func orAuto(v string) string {
	if v == "" {
		return "auto"
	}
	return v
}

// Fields where 0 would mean "the default" in TASK.json: typed into the
// form, 0 is refused (leave the field blank for the default), never
// silently replaced.
var positiveInts = map[string]bool{
	"model.layers": true, "model.hidden": true, "model.heads": true, "model.kv_heads": true, "model.ffn": true, "model.vocab": true,
	"lora_rank": true, "micro_batch": true, "seq_len": true, "grad_accum": true, "gpus_per_node": true, "tp": true, "pp": true,
	"recompute_every": true,
}

// positiveFloats are the optional numbers whose 0 would read as "not
// given": a typed 0 is refused.
var positiveFloats = map[string]bool{"gpus": true, "inter_node_gbps": true, "tokens": true, "mfu": true, "hours": true}

// readTask turns the form into a task; the error names the field.
func (s *taskScreen) readTask() (calc.Task, error) {
	var t calc.Task
	t.Name = strings.TrimSpace(s.name.Text)
	refuse := func(field, key string, args ...any) error {
		m := msg.New(key, args...)
		return &calc.FieldError{Field: field, Reason: m.In(assets.LangEn), Msg: m}
	}
	geti := func(field string) (int, error) {
		txt := strings.TrimSpace(s.ints[field].Text)
		if txt == "" && !strings.HasPrefix(field, "model.") {
			return 0, nil // the default
		}
		v, err := strconv.Atoi(txt)
		switch {
		case err != nil:
			if f, ferr := strconv.ParseFloat(txt, 64); ferr == nil && f < 0 {
				return 0, refuse(field, "form.negative")
			}
			return 0, refuse(field, "form.whole_number")
		case v < 0:
			return 0, refuse(field, "form.negative")
		case v == 0 && positiveInts[field]:
			return 0, refuse(field, "form.zero_count")
		}
		return v, nil
	}
	getf := func(field string) (float64, error) {
		txt := strings.TrimSpace(s.floats[field].Text)
		v, err := parseAmount(txt)
		switch {
		case errors.Is(err, errNegative):
			return 0, refuse(field, "form.negative")
		case err != nil:
			return 0, refuse(field, "form.not_a_number")
		case txt != "" && v == 0 && positiveFloats[field]:
			return 0, refuse(field, "form.zero_optional")
		}
		return v, nil
	}
	var err error
	m := calc.Model{ID: s.modelID}
	if p, ok := calc.Preset(s.modelID); ok {
		m = p
	}
	for _, f := range []struct {
		field string
		dst   *int
	}{
		{"model.layers", &m.Layers}, {"model.hidden", &m.Hidden}, {"model.heads", &m.Heads},
		{"model.kv_heads", &m.KVHeads}, {"model.ffn", &m.FFN}, {"model.vocab", &m.Vocab},
		{"lora_rank", &t.LoRARank}, {"micro_batch", &t.MicroBatch}, {"seq_len", &t.SeqLen},
		{"grad_accum", &t.GradAccum}, {"gpus_per_node", &t.GPUsPerNode}, {"tp", &t.TP}, {"pp", &t.PP},
		{"recompute_every", &t.RecomputeEvery},
	} {
		if *f.dst, err = geti(f.field); err != nil {
			return t, err
		}
	}
	m.MLP = s.selected("model.mlp")
	if p, ok := calc.Preset(s.modelID); !ok || p.Layers != m.Layers || p.Hidden != m.Hidden || p.Heads != m.Heads ||
		p.KVHeads != m.KVHeads || p.FFN != m.FFN || p.Vocab != m.Vocab || p.MLP != m.MLP {
		// Edited architecture: a custom model; the published count no longer applies.
		m.ID, m.Name, m.Params = "", "", 0
	}
	t.Model, t.ModelID = m, m.ID
	t.Method = s.selected("method")
	t.LoRATargets = s.selected("lora_targets")
	t.Precision = s.selected("precision")
	t.Optimizer = s.selected("optimizer")
	t.ZeRO, _ = strconv.Atoi(s.selected("zero"))
	t.Offload = s.selected("offload")
	t.Recompute = s.selected("recompute")
	fa := s.flash.Checked
	t.FlashAttn = &fa
	t.ChunkedLoss, t.Compile = s.chunkedLoss.Checked, s.compile.Checked
	t.SequenceParallel, t.VirtualPP = s.carried.SequenceParallel, s.carried.VirtualPP
	t.Stack, t.VariableLength = s.carried.Stack, s.carried.VariableLength
	t.GPU = s.selected("gpu")
	var g float64
	if g, err = getf("gpus"); err != nil {
		return t, err
	}
	if g != float64(int(g)) {
		return t, refuse("gpus", "form.whole_number")
	}
	t.GPUs = int(g)
	if v := s.selected("intra_node"); v != "auto" {
		t.IntraNode = v
	}
	if v := s.selected("inter_node"); v != "auto" {
		t.InterNode = v
	}
	for _, f := range []struct {
		field string
		dst   *float64
	}{
		{"inter_node_gbps", &t.InterGbps}, {"tokens", &t.Tokens}, {"mfu", &t.MFU}, {"hours", &t.Hours}, {"deadline_days", &t.DeadlineDays},
		{"dataset_gb", &t.DatasetGB}, {"egress_gb", &t.EgressGB}, {"failure_rate_per_node_day", &t.FailureRatePerNodeDay},
		{"restart_hours", &t.RestartHours}, {"checkpoint_interval_hours", &t.CheckpointIntervalHours},
	} {
		if *f.dst, err = getf(f.field); err != nil {
			return t, err
		}
	}
	// The smallest token budget is calc's (LimitTokens), the command
	// line's too; the form words it with the likely slip, a unit left off.
	if t.Tokens > 0 && t.Tokens < calc.LimitTokens.Min {
		return t, refuse("tokens", "form.tokens_tiny", assets.Count(assets.Lang(), t.Tokens), assets.Count(assets.Lang(), calc.LimitTokens.Min))
	}
	if t.MFU > 1 && t.MFU <= 100 {
		return t, refuse("mfu", "form.mfu_share", t.MFU/100)
	}
	var ck float64
	if ck, err = getf("checkpoints_kept"); err != nil {
		return t, err
	}
	if ck != float64(int(ck)) {
		return t, refuse("checkpoints_kept", "form.whole_number")
	}
	t.Checkpoints = int(ck)
	for _, field := range costFields {
		if txt := strings.TrimSpace(s.floats[field].Text); txt != "" {
			if v, _ := parseAmount(txt); v == 0 {
				t.SetZeroGiven(field) // a written 0 means 0, not the default
			}
		}
	}
	t.Requires = s.requires.ids()
	t = t.Normalize()
	return t, t.Validate()
}

// errNegative is parseAmount's error for a number below zero.
var errNegative = errors.New("negative")

// parseAmount reads "", "2B", "500M", "5亿", "3万", "1e9", "1,000".
func parseAmount(s string) (float64, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if s == "" {
		return 0, nil
	}
	mult := 1.0
	for _, u := range []struct {
		suf string
		m   float64
	}{{"亿", 1e8}, {"万", 1e4}, {"T", 1e12}, {"t", 1e12}, {"B", 1e9}, {"b", 1e9}, {"G", 1e9}, {"M", 1e6}, {"m", 1e6}, {"K", 1e3}, {"k", 1e3}} {
		if strings.HasSuffix(s, u.suf) {
			s, mult = strings.TrimSpace(strings.TrimSuffix(s, u.suf)), u.m
			break
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil || math.IsNaN(v) || math.IsInf(v, 0):
		return 0, errors.New("not a number")
	case v < 0:
		return 0, errNegative
	}
	return v * mult, nil
}

// onTaskChanged reads the form on every keystroke. A refused value marks
// its field, says why under it and takes the results off the screen:
// numbers for another task are never left standing. A task that reads is
// estimated off the UI goroutine (recompute), so typing is never held up
// by the estimate: on a busy machine keystrokes typed while the UI
// goroutine computed were lost ("2000000000000" became "200000000").
// syncRecomputeEvery lets k be typed only where it means something: the
// recompute mode "layer" (every k-th block).
func (s *taskScreen) syncRecomputeEvery() {
	if e := s.ints["recompute_every"]; e != nil {
		if s.selected("recompute") == calc.RecomputeLayer {
			e.Enable()
		} else {
			e.Disable()
		}
	}
}

func (s *taskScreen) onTaskChanged() {
	s.syncRecomputeEvery()
	if s.setting {
		return
	}
	for _, e := range s.errs {
		e.Hide()
	}
	s.markField("")
	t, err := s.readTask()
	if err != nil {
		var fe *calc.FieldError
		field := "model"
		text := errText(err)
		if errors.As(err, &fe) {
			field, text = fe.Field, fe.ReasonIn(assets.Lang())
		}
		if l, ok := s.errs[field]; ok {
			l.SetText(text)
			l.Show()
		} else {
			s.errs["model"].SetText(field + ": " + text)
			s.errs["model"].Show()
		}
		s.markField(field)
		s.clearResults()
		s.lastValid = false
		s.notifyChanged()
		return
	}
	s.last, s.lastValid = t, true
	s.recompute(t)
	s.notifyChanged()
}

func (s *taskScreen) notifyChanged() {
	if s.onChanged != nil {
		s.onChanged(s.current(), s.catalogue)
	}
}

// taskResult is what the results side shows of one task, worked out off
// the UI goroutine.
type taskResult struct {
	task        calc.Task
	est         calc.Estimate
	gpu         calc.GPU
	suggestions []calc.Suggestion
	fit         []calc.FitRow
	gen         uint64
}

// estimateTask is the pure part of the results: calc, nothing else.
func estimateTask(t calc.Task, g calc.GPU, cat []calc.GPU) taskResult {
	r := taskResult{task: t, gpu: g, est: calc.EstimateTask(t, cat)}
	if !r.est.Fits {
		r.suggestions = calc.Suggestions(t, g)
	}
	r.fit = calc.FitTable(t, cat)
	sort.SliceStable(r.fit, func(i, j int) bool {
		a, b := r.fit[i], r.fit[j]
		if (a.MinGPUs == 0) != (b.MinGPUs == 0) {
			return b.MinGPUs == 0
		}
		return a.MinGPUs < b.MinGPUs
	})
	return r
}

// recompute estimates t off the UI goroutine. One estimate runs at a
// time; the tasks typed meanwhile are not estimated one by one: only the
// newest waits, and a result overtaken by a newer edit is dropped (also
// when the form was refused since). Results come back through fyne.Do.
func (s *taskScreen) recompute(t calc.Task) {
	s.calcGen++
	s.calcNext = &taskResult{task: t, gpu: s.gpu(t.GPU), gen: s.calcGen}
	if !s.calcBusy {
		s.calcBusy = true
		s.runEstimate()
	}
}

func (s *taskScreen) runEstimate() {
	job := s.calcNext
	s.calcNext = nil
	cat := s.catalogue
	background(func() {
		r := estimateTask(job.task, job.gpu, cat)
		r.gen = job.gen
		fyne.Do(func() {
			if r.gen == s.calcGen {
				s.render(r)
				if js, err := json.Marshal(r.task); err == nil {
					s.prefs.SetString(prefLastTask, string(js))
				}
			}
			if s.calcNext != nil {
				s.runEstimate()
				return
			}
			s.calcBusy = false
		})
	})
}

// markField gives the entry of field the error look and takes it off every
// other entry; "" clears them all.
func (s *taskScreen) markField(field string) {
	s.marked = field
	for _, m := range []map[string]*widget.Entry{s.ints, s.floats} {
		for f, e := range m {
			if f == field {
				e.SetValidationError(errFieldRefused)
			} else {
				e.SetValidationError(nil)
			}
		}
	}
}

var errFieldRefused = errors.New("refused")

// clearResults empties the results side while the form holds a refused
// value: the verdict says what to fix, the bars and tables are blank.
func (s *taskScreen) clearResults() {
	s.calcGen++ // an estimate under way is for a task no longer in the form
	s.verdict.Importance = widget.MediumImportance
	s.verdict.SetText(assets.T("task.fix_fields"))
	s.peaks.SetText("")
	s.stack.set(nil, 0)
	s.legend.RemoveAll()
	s.suggest.RemoveAll()
	s.tput.SetText("")
	s.timeBar.set(nil, 0)
	s.timeLeg.RemoveAll()
	s.limit.SetText("")
	s.warnings.SetText("")
	s.fitRows = nil
	s.fitTable.Refresh()
	s.fitDetail.Hide()
}

func (s *taskScreen) current() calc.Task {
	if s.lastValid {
		return s.last
	}
	return defaultTask()
}

func (s *taskScreen) gpu(id string) calc.GPU {
	for _, g := range s.catalogue {
		if g.ID == id {
			return g
		}
	}
	g, _ := calc.LookupGPU(id)
	return g
}

// render shows an estimate (recompute); on the UI goroutine.
func (s *taskScreen) render(r taskResult) {
	t, e, g := r.task, r.est, r.gpu
	s.lastEst = e
	m := e.Memory

	s.verdict.Importance = verdictImportance(e.Verdict)
	s.verdict.SetText(assets.T("verdict.count", assets.M(e.MemoryBand.Message(g.MemoryBytes)), e.GPUs))
	s.peaks.SetText(assets.T("mem.peaks", present.GiB(m.PeakAllocated), present.GiB(m.PeakReserved), present.GiB(m.Total)) + " " + assets.T("peak_at."+m.PeakAt) +
		" " + assets.M(e.MemoryBand.RegimeLine()))
	vals := []int64{m.Weights, m.Gradients, m.Optimizer, m.Activations, m.Logits, m.Overhead}
	segs := make([]segment, len(vals))
	s.legend.RemoveAll()
	rows := present.MemoryRows(m, assets.Lang()) // the same lines as `computecheck estimate`, total last
	for i, v := range vals {
		segs[i] = segment{float64(v), memColors[i]}
		s.legend.Add(legendItem(memColors[i], rows[i][0]+" "+rows[i][1]))
	}
	s.legend.Add(legendItem(color.NRGBA{0xD0, 0x20, 0x20, 0xFF}, assets.T("mem.capacity", g.ID, g.MemoryGiB())))
	s.stack.set(segs, float64(g.MemoryBytes))

	s.suggest.RemoveAll()
	if !e.Fits {
		sugg := r.suggestions
		if len(sugg) > 0 {
			s.suggest.Add(widget.NewLabel(assets.T("task.suggest_title")))
		}
		for _, sg := range sugg {
			sg := sg
			var parts []string
			for _, c := range sg.Changes() {
				parts = append(parts, assets.T("suggest."+c))
			}
			label := strings.Join(parts, " + ") + " → " + assets.T("task.suggest_result", sg.GPUs, present.GiB(sg.Memory.Total))
			s.suggest.Add(widget.NewButton(label, func() {
				nt := sg.Task
				nt.GPUs = sg.GPUs
				s.setTask(nt)
			}))
		}
	}

	tp := e.Throughput
	lines := []string{
		assets.T("speed.tokens", present.TokensPerS(tp.TokensPerS), present.TokensPerS(tp.TokensPerSPerGPU)),
		assets.T("speed.mfu", tp.MFU*100, tp.StepTimeS),
	}
	switch {
	case t.Hours > 0:
		lines = append(lines, assets.T("speed.hours_override", t.Hours, t.Hours/24))
	case e.TrainingHours > 0:
		lines = append(lines, assets.T("speed.hours", assets.Count(assets.Lang(), t.Tokens), e.TrainingHours, e.TrainingHours/24, e.TrainingHours*float64(e.GPUs)))
	case e.Verdict == calc.VerdictDoesNotFit:
		lines = append(lines, assets.T("estimate.warn.no_hours_does_not_fit"))
	default:
		lines = append(lines, assets.T("speed.no_tokens"))
	}
	s.tput.SetText(strings.Join(lines, "\n"))
	s.timeBar.set([]segment{
		{tp.ComputeTimeS, timeColors[0]}, {tp.ExposedCommS, timeColors[1]}, {tp.BubbleTimeS, timeColors[2]},
	}, 0)
	s.timeLeg.RemoveAll()
	s.timeLeg.Add(legendItem(timeColors[0], assets.T("time.compute", tp.ComputeTimeS)))
	s.timeLeg.Add(legendItem(timeColors[1], assets.T("time.comm", tp.ExposedCommS)))
	s.timeLeg.Add(legendItem(timeColors[2], assets.T("time.bubble", tp.BubbleTimeS)))
	intra := optionLabel("intra_node", e.Interconnect.Intra)
	link := assets.T("link.single", intra)
	if e.Nodes > 1 {
		link = assets.T("link.multi", intra, e.Nodes, optionLabel("inter_node", e.Interconnect.Inter), e.Interconnect.InterGbps)
	}
	s.limit.SetText(assets.T("bound."+tp.Bound, tp.CommShare*100, tp.BubbleShare*100, link))

	var warns []string
	for _, w := range e.Warnings {
		if w.Code == "does_not_fit" || w.Code == "borderline" {
			continue // the verdict line above says it, in the user's language
		}
		warns = append(warns, "！"+localWarning(w))
	}
	s.warnings.SetText(strings.Join(warns, "\n"))

	s.fitRows = r.fit
	s.startFitPlans(t)
	s.fitTable.Refresh()
}

// localWarning shows calc's warning in the current language: its message
// when calc worded it; else the translation of its code with calc's text.
func localWarning(w calc.Warning) string {
	if !w.Msg.IsZero() {
		return assets.M(w.Msg)
	}
	key := "warn." + w.Code
	if s := assets.T(key); s != key {
		return s + " (" + w.Text + ")"
	}
	return w.Text
}

func legendItem(c color.Color, text string) fyne.CanvasObject {
	sw := canvas.NewRectangle(c)
	sw.SetMinSize(fyne.NewSize(14, 14))
	return container.NewHBox(container.NewCenter(sw), widget.NewLabel(text))
}

func (s *taskScreen) refreshSaved() {
	ts, err := s.store.Tasks(context.Background())
	if err != nil {
		return
	}
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Name
	}
	s.saved.SetOptions(names)
}

func (s *taskScreen) onSave() {
	if !s.lastValid {
		dialog.ShowInformation(assets.T("task.save"), assets.T("task.fix_fields"), s.win)
		return
	}
	name := strings.TrimSpace(s.name.Text)
	if name == "" {
		s.errs["model"].SetText(assets.T("task.need_name"))
		s.errs["model"].Show()
		s.win.Canvas().Focus(s.name)
		return
	}
	t := s.last
	t.Name = name
	js, _ := json.Marshal(t)
	if err := s.store.SaveTask(context.Background(), name, string(js)); err != nil {
		showError(err, s.win)
		return
	}
	s.refreshSaved()
	s.saved.SetSelected(name)
	s.showNotice(assets.T("task.saved", name))
}

// showNotice says what a save or delete did, under the task's name, in the
// text colour: a confirmation the user looks for, not a footnote.
func (s *taskScreen) showNotice(text string) {
	s.notice.SetText(text)
	s.notice.Show()
}

func (s *taskScreen) onLoadSaved(name string) {
	if name == "" {
		return
	}
	ts, _ := s.store.Tasks(context.Background())
	for _, st := range ts {
		if st.Name == name {
			t, err := calc.ParseTask([]byte(st.JSON))
			if err != nil {
				showError(fmt.Errorf("%s: %w", name, err), s.win)
				return
			}
			t.Name = name
			s.setTask(t)
		}
	}
}

// onDelete asks before removing a saved task.
func (s *taskScreen) onDelete() {
	name := s.saved.Selected
	if name == "" {
		return
	}
	dialog.ShowConfirm(assets.T("task.delete"), assets.T("task.delete_confirm", name), func(ok bool) {
		if !ok {
			return
		}
		var kept string
		if ts, err := s.store.Tasks(context.Background()); err == nil {
			for _, t := range ts {
				if t.Name == name {
					kept = t.JSON
				}
			}
		}
		if err := s.store.DeleteTask(context.Background(), name); err != nil {
			showError(err, s.win)
			return
		}
		s.saved.ClearSelected()
		s.refreshSaved()
		s.showNotice(assets.T("task.deleted", name))
		if kept != "" && s.onDeleted != nil {
			s.onDeleted(func() { s.restoreSaved(name, kept) })
		}
	}, s.win)
}

// restoreSaved brings back a deleted saved task (Ctrl+Z).
func (s *taskScreen) restoreSaved(name, taskJSON string) {
	if err := s.store.SaveTask(context.Background(), name, taskJSON); err != nil {
		showError(err, s.win)
		return
	}
	s.refreshSaved()
	s.showNotice(assets.T("task.restored", name))
}

func (s *taskScreen) onCatalogueChanged() {
	s.catalogue, _ = s.store.GPUs(context.Background())
	s.onTaskChanged()
}

// taskLine names the task in one line in the current language (the
// presentation layer's, as Compare and the report name it).
func taskLine(t calc.Task) string { return present.TaskLine(t, assets.Lang()) }

// optionLabel is how a drop-down shows a TASK.json value (assets.Option).
func optionLabel(field, value string) string { return assets.Option(assets.Lang(), field, value) }
