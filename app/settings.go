package app

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/storage"
)

// Currencies offered as the reporting currency.
var reportingCurrencies = []string{"CNY", "USD", "EUR", "HKD"}

type settingsScreen struct {
	u        *ui
	content  fyne.CanvasObject
	lang     *widget.Select
	currency *widget.Select
	hours    *widget.Entry
	hoursErr *widget.Label
	gpuList  *widget.Table
	gpus     []calc.GPU
}

func newSettingsScreen(u *ui) *settingsScreen {
	s := &settingsScreen{u: u}
	ctx := context.Background()

	langNames := []string{"中文", "English"}
	s.lang = widget.NewSelect(langNames, func(v string) {
		if v == "English" {
			u.setLang(assets.LangEn)
		} else {
			u.setLang(assets.LangZh)
		}
	})
	if assets.Lang() == assets.LangEn {
		s.lang.SetSelectedIndex(1)
	} else {
		s.lang.SetSelectedIndex(0)
	}

	cur, _ := u.store.Setting(ctx, storage.SettingCurrency, "CNY")
	s.currency = widget.NewSelect(reportingCurrencies, nil)
	s.currency.SetSelected(cur)
	s.currency.OnChanged = func(v string) { s.save(storage.SettingCurrency, v) }

	hpm, _ := u.store.Setting(ctx, storage.SettingHoursPerMonth, "720")
	s.hours = widget.NewEntry()
	s.hours.SetText(hpm)
	s.hoursErr = widget.NewLabel("")
	s.hoursErr.Importance = widget.DangerImportance
	s.hoursErr.Hide()
	s.hours.OnChanged = s.onHoursChanged

	path := widget.NewEntry()
	path.SetText(u.store.Path())
	path.Disable()
	copyBtn := widget.NewButton(assets.T("settings.copy_path"), func() {
		u.app.Clipboard().SetContent(u.store.Path())
	})

	form := widget.NewForm(
		widget.NewFormItem(assets.T("settings.language"), s.lang),
		widget.NewFormItem(assets.T("settings.currency"), s.currency),
		widget.NewFormItem(assets.T("settings.hours_per_month"), container.NewVBox(s.hours, s.hoursErr)),
		widget.NewFormItem(assets.T("settings.data_folder"), container.NewBorder(nil, nil, nil, copyBtn, path)),
	)

	s.gpus, _ = u.store.GPUs(ctx)
	s.gpuList = s.newGPUTable()
	// The catalogue shows every row and the page scrolls: squeezed under
	// the settings above it, a small window showed two GPUs.
	gpuBox := container.NewVBox(
		widget.NewLabelWithStyle(assets.T("settings.gpu_catalogue"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(assets.T("settings.gpu_hint")),
		newFillTable(s.gpuList, append([]float32(nil), gpuWidths...), []int{5}, 24, func() int { return len(s.gpus) }))

	top := container.NewVBox(form)
	if as := newAssumedSection(u); as != nil {
		top.Add(widget.NewSeparator())
		top.Add(as.content)
	}
	if safety := newSafetySection(u); safety != nil {
		top.Add(widget.NewSeparator())
		top.Add(safety)
	}
	s.content = container.NewVScroll(container.NewVBox(container.NewPadded(top), gpuBox))
	return s
}

func (s *settingsScreen) save(key, value string) {
	if err := s.u.store.SetSetting(context.Background(), key, value); err != nil {
		showError(err, s.u.win)
	}
}

func (s *settingsScreen) onHoursChanged(v string) {
	h, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil || h < 24*28 || h > 24*31 {
		s.hoursErr.SetText(assets.T("settings.hours_invalid"))
		s.hoursErr.Show()
		return
	}
	s.hoursErr.SetText("")
	s.hoursErr.Hide()
	s.save(storage.SettingHoursPerMonth, strconv.FormatFloat(h, 'f', -1, 64))
}

var gpuWidths = []float32{170, 100, 110, 100, 170, 380}

var gpuColumns = []string{"gpu.id", "gpu.memory_gib", "gpu.bf16", "gpu.fp8", "gpu.nvlink", "gpu.source"}

func (s *settingsScreen) newGPUTable() *widget.Table {
	t := widget.NewTableWithHeaders(
		func() (int, int) { return len(s.gpus), len(gpuColumns) },
		func() fyne.CanvasObject { return widget.NewLabel("RTX6000Ada-48G   ") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			g := s.gpus[id.Row]
			var txt string
			switch id.Col {
			case 0:
				txt = g.ID
			case 1:
				txt = fmt.Sprintf("%.1f", g.MemoryGiB())
			case 2:
				txt = fmtTFLOPS(g.BF16TFLOPS)
			case 3:
				txt = fmtTFLOPS(g.FP8TFLOPS)
			case 4:
				txt = fmtTFLOPS(g.NVLinkGBps)
			case 5:
				txt = sourcesShort(g.Source)
			}
			o.(*widget.Label).SetText(txt)
		})
	setColumnHeaders(t, gpuColumns, gpuWidths)
	t.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < len(s.gpus) {
			s.editGPU(s.gpus[id.Row])
		}
		t.UnselectAll()
	}
	return t
}

func fmtTFLOPS(v float64) string {
	if v == 0 {
		return "–"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// editGPU edits the numbers of one catalogue entry; the built-in value can
// always be restored.
func (s *settingsScreen) editGPU(g calc.GPU) {
	mem := newDialogEntry()
	mem.SetText(fmt.Sprintf("%.2f", g.MemoryGiB()))
	bf16 := newDialogEntry()
	bf16.SetText(strconv.FormatFloat(g.BF16TFLOPS, 'f', -1, 64))
	fp16 := newDialogEntry()
	fp16.SetText(strconv.FormatFloat(g.FP16TFLOPS, 'f', -1, 64))
	fp8 := newDialogEntry()
	fp8.SetText(strconv.FormatFloat(g.FP8TFLOPS, 'f', -1, 64))
	nvl := newDialogEntry()
	nvl.SetText(strconv.FormatFloat(g.NVLinkGBps, 'f', -1, 64))
	note := newDialogEntry()
	builtin := builtinNote(g.ID)
	note.SetText(noteText(g.ID, g.Note))
	num := func(e *dialogEntry, name string, allowZero bool) (float64, error) {
		v, err := strconv.ParseFloat(strings.TrimSpace(e.Text), 64)
		if err != nil || v < 0 || (!allowZero && v == 0) || v > 1e6 {
			return 0, fmt.Errorf("%s: %s", assets.T(name), assets.T("form.not_a_number"))
		}
		return v, nil
	}
	var d *dialog.FormDialog
	reset := widget.NewButton(assets.T("settings.gpu_reset"), func() {
		if err := s.u.store.ResetGPU(context.Background(), g.ID); err != nil {
			showError(err, s.u.win)
		}
		d.Hide()
		s.refreshGPUs()
	})
	sources := widget.NewLabel(strings.Join(calc.SourceNames(g.Source), "\n"))
	sources.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{
		widget.NewFormItem(assets.T("gpu.memory_gib"), mem),
		widget.NewFormItem(assets.T("gpu.bf16"), bf16),
		widget.NewFormItem(assets.T("gpu.fp16"), fp16),
		widget.NewFormItem(assets.T("gpu.fp8"), fp8),
		widget.NewFormItem(assets.T("gpu.nvlink"), nvl),
		widget.NewFormItem(assets.T("gpu.note"), note),
		widget.NewFormItem(assets.T("gpu.source"), sources),
		widget.NewFormItem("", reset),
	}
	d = dialog.NewForm(g.ID, assets.T("form.save"), assets.T("form.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		ng := g
		var err error
		var m float64
		if m, err = num(mem, "gpu.memory_gib", false); err == nil {
			ng.MemoryBytes = int64(m * calc.GiB)
			if ng.BF16TFLOPS, err = num(bf16, "gpu.bf16", true); err == nil {
				if ng.FP16TFLOPS, err = num(fp16, "gpu.fp16", false); err == nil {
					if ng.FP8TFLOPS, err = num(fp8, "gpu.fp8", true); err == nil {
						ng.NVLinkGBps, err = num(nvl, "gpu.nvlink", true)
					}
				}
			}
		}
		if err == nil {
			ng.Note = note.Text
			if builtin != "" && note.Text == noteText(g.ID, builtin) {
				ng.Note = builtin // the shipped note, shown in the reader's language
			}
			err = s.u.store.SaveGPU(context.Background(), ng)
		}
		if err != nil {
			showError(err, s.u.win)
			return
		}
		s.refreshGPUs()
	}, s.u.win)
	// Enter in any field saves and Esc cancels, as the dialog's buttons do.
	d.Resize(fyne.NewSize(520, 560))
	s.u.showDialog(d, nil, nil)
}

func (s *settingsScreen) refreshGPUs() {
	s.gpus, _ = s.u.store.GPUs(context.Background())
	s.gpuList.Refresh()
	s.u.onCatalogueChanged()
}

// builtinNote is the note the catalogue ships for a GPU ("" for none).
func builtinNote(id string) string {
	g, _ := calc.LookupGPU(id)
	return g.Note
}

// noteText shows a GPU's note in the current language when it is the
// catalogue's own (its translation is keyed by the GPU id); a note the user
// wrote is shown as written.
func noteText(id, note string) string {
	if note == "" || note != builtinNote(id) {
		return note
	}
	key := "gpu.note." + strings.ToLower(id)
	if t := assets.T(key); t != key {
		return t
	}
	return note
}

// sourcesShort names a GPU's first two sources, and how many more there
// are; the edit dialog lists them all.
func sourcesShort(codes string) string {
	names := calc.SourceNames(codes)
	if len(names) <= 2 {
		return strings.Join(names, " · ")
	}
	return assets.T("settings.sources_more", strings.Join(names[:2], " · "), len(names)-2)
}
