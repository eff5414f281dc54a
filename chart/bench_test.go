package chart

import "testing"

// BenchmarkRender1920 renders the memory chart as a 1920x1080 PNG, font
// faces, layout, rasterising and PNG encoding included (the font file is
// parsed once per process, as in the app).
//
// Budget: under 80 ms per chart (issue 7), so the GUI can redraw a chart on
// every change of the task without a spinner.
func BenchmarkRender1920(b *testing.B) {
	c := fixtures("zh")["vram"]
	c.meta.Width, c.meta.Height = 1920, 1080
	if _, err := c.PNG(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.PNG(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderCurve1920 is the go-chart-drawn cost curve, same size.
func BenchmarkRenderCurve1920(b *testing.B) {
	c := fixtures("zh")["curve"]
	c.meta.Width, c.meta.Height = 1920, 1080
	for b.Loop() {
		if _, err := c.PNG(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderSVG1920 is the memory chart as SVG.
func BenchmarkRenderSVG1920(b *testing.B) {
	c := fixtures("zh")["vram"]
	c.meta.Width, c.meta.Height = 1920, 1080
	for b.Loop() {
		if _, err := c.SVG(); err != nil {
			b.Fatal(err)
		}
	}
}
