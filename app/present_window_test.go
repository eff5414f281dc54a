package app

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/present"
)

// The Task area writes its numbers as `computecheck estimate` does, from
// present: tokens/s "12,346" (it was "12.35K" in the window), the memory
// lines present.MemoryRows makes, GiB with one decimal.
func TestTaskNumbersFromPresent(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-13b","method":"full","gpu":"A800-80G-SXM","gpus":32,"gpus_per_node":8,"tokens":1e10}`)
	s.onTaskChanged()
	e := s.lastEst
	if e.Throughput.TokensPerS < 1e4 {
		t.Fatalf("%.0f tokens/s: pick a task above 10,000 so the forms differ", e.Throughput.TokensPerS)
	}
	want := present.TokensPerS(e.Throughput.TokensPerS)
	if !strings.Contains(s.tput.Text, want) || strings.Contains(s.tput.Text, "K ") || strings.Contains(s.tput.Text, "K,") {
		t.Errorf("speed line %q, want %q as the CLI writes it", s.tput.Text, want)
	}
	var legend []string
	for _, o := range s.legend.Objects {
		for _, c := range o.(*fyne.Container).Objects {
			if l, ok := c.(*widget.Label); ok {
				legend = append(legend, l.Text)
			}
		}
	}
	for _, r := range present.MemoryRows(e.Memory, "zh")[:6] {
		if !containsString(legend, r[0]+" "+r[1]) {
			t.Errorf("legend %q lacks %q", legend, r[0]+" "+r[1])
		}
	}
	if !strings.Contains(s.peaks.Text, present.GiB(e.Memory.Total)) {
		t.Errorf("peaks %q lack the total %s", s.peaks.Text, present.GiB(e.Memory.Total))
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// The Compare CSV is present's, and the cost chart names each offer whole
// (vendor · offer · GPU × count), as the PDF does, not by vendor alone.
func TestCompareCSVAndCostChartFromPresent(t *testing.T) {
	u, s, _ := compareUI(t)
	setTaskJSON(t, u, compareTask13B)
	s.refresh()
	s.wait()
	rows := make([]calc.QuoteCost, len(s.rows))
	for i, r := range s.rows {
		rows[i] = r.QuoteCost
	}
	if got, want := s.csvRecords(), present.CSVRecords(rows, assets.Lang()); !reflect.DeepEqual(got, want) {
		t.Errorf("the window's CSV differs from present's")
	}
	bars := costChartRows(s.data.Comparison)
	i := 0
	for _, r := range s.data.Rows {
		if !r.Complete {
			continue
		}
		if i >= len(bars) {
			t.Fatalf("%d bars for more priced rows", len(bars))
		}
		if want := s.data.Name(r.QuoteID); bars[i].Label != want || !strings.Contains(want, "×") {
			t.Errorf("bar %d: %q, want %q", i, bars[i].Label, want)
		}
		i++
	}
	if i == 0 {
		t.Fatal("no priced row")
	}
}

// The Task area's GPU-count table draws the cells present.FitCells makes:
// the memory, the fewest GPUs, the band and the verdict.
func TestTaskFitTableFromPresent(t *testing.T) {
	s, _ := newTestTaskScreen(t)
	loadExample(t, s, `{"model":"llama2-13b","method":"full","gpu":"A800-80G-SXM","gpus":32,"gpus_per_node":8,"tokens":1e10}`)
	s.onTaskChanged()
	if len(s.fitRows) == 0 {
		t.Fatal("no fit rows")
	}
	l := widget.NewLabel("")
	for row, r := range s.fitRows {
		want := present.FitCells(r, "zh")
		for col := range want {
			s.fitTable.UpdateCell(widget.TableCellID{Row: row, Col: col}, l)
			if l.Text != want[col] {
				t.Errorf("%s col %d: %q, want %q", r.GPU.ID, col, l.Text, want[col])
			}
		}
	}
}
