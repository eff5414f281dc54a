package app

import (
	"image/color"
	"testing"

	"computecheck/chart"
)

// The Task area's memory bar draws each part in the colour the memory
// chart (PNG, SVG, the PDF) gives it: a slide and the screen agree.
func TestMemoryBarColoursAreTheCharts(t *testing.T) {
	want := chart.MemoryPartColors()
	if len(memColors) != 6 || len(want) != 6 {
		t.Fatalf("%d bar colours, %d chart colours: want 6 each", len(memColors), len(want))
	}
	for i, c := range memColors {
		if c.(color.NRGBA) != want[i] {
			t.Errorf("part %d: bar %v, chart %v", i, c, want[i])
		}
	}
}
