package chart

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden PNGs in testdata/")

// Golden images, rendered with the bundled font. Anti-aliasing may differ by
// a shade between platforms, so a pixel passes within 8/255 per channel and
// an image passes when 99 % of its pixels do.
func TestGolden(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		for name, c := range fixtures(lang) {
			t.Run(name+"_"+lang, func(t *testing.T) {
				got, err := c.PNG()
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join("testdata", name+"_"+lang+".png")
				if *update {
					os.MkdirAll("testdata", 0o755)
					if err := os.WriteFile(path, got, 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test ./chart -run Golden -update to create it)", err)
				}
				if frac, err := samePicture(got, want, 8); err != nil {
					t.Fatal(err)
				} else if frac < 0.99 {
					bad := filepath.Join(t.TempDir(), name+"_"+lang+".png")
					os.WriteFile(bad, got, 0o644)
					t.Errorf("only %.2f%% of pixels match %s; this render is in %s", 100*frac, path, bad)
				}
			})
		}
	}
}

// samePicture decodes two PNGs and returns the share of pixels whose
// channels all differ by at most tol.
func samePicture(a, b []byte, tol int) (float64, error) {
	ia, err := png.Decode(bytes.NewReader(a))
	if err != nil {
		return 0, err
	}
	ib, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return 0, err
	}
	if ia.Bounds() != ib.Bounds() {
		return 0, fmt.Errorf("size %v, golden %v", ia.Bounds().Size(), ib.Bounds().Size())
	}
	r := ia.Bounds()
	ok := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(ia.At(x, y), ib.At(x, y), tol) {
				ok++
			}
		}
	}
	return float64(ok) / float64(r.Dx()*r.Dy()), nil
}

func near(a, b color.Color, tol int) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	for _, d := range []int{int(ar>>8) - int(br>>8), int(ag>>8) - int(bg>>8), int(ab>>8) - int(bb>>8), int(aa>>8) - int(ba>>8)} {
		if d > tol || d < -tol {
			return false
		}
	}
	return true
}

// A vendor may be called anything; the SVG must stay well-formed XML and
// carry the name unchanged.
func TestSVGIsXMLWithAnyName(t *testing.T) {
	const nasty = `A&B <"示例"> ]]>`
	meta := Meta{Title: nasty, Subtitle: nasty + " 'quoted'", Footer: "2025-11-28 · " + nasty, Lang: "zh"}
	charts := map[string]Chart{
		"stacked": StackedBars(meta, []string{nasty, "B"}, []Series{{nasty, []float64{1, 2}}, {"x<y", []float64{3, 4}}}, nasty, []Limit{{nasty, 5}}),
		"grouped": GroupedBars(meta, []string{nasty}, []Series{{nasty, []float64{1}}, {"m", []float64{math.NaN()}}}, nasty),
		"lines": StepLines(meta, []Line{{Name: nasty, X: []float64{0, 10, 20}, Y: []float64{1, 2, 3}, Step: true}},
			[]Mark{{X: 10, Y: 2, Label: nasty}, {X: 15, Vertical: true, Label: nasty}}, nasty, nasty),
		"tornado": Tornado(meta, nasty, 100, []TornadoBar{{nasty, 90, 120}}, nasty, nasty, "&"),
		"nodata":  StackedBars(meta, nil, nil, nasty, nil),
		// Bytes XML 1.0 forbids, and invalid UTF-8, must not break the file.
		"control": StackedBars(Meta{Title: "bell\x07 nul\x00 bad\xff"}, []string{"\x1b[31m"}, []Series{{"\x01", []float64{1}}}, "", nil),
	}
	for name, c := range charts {
		t.Run(name, func(t *testing.T) {
			b, err := c.SVG()
			if err != nil {
				t.Fatal(err)
			}
			text, err := xmlText(b)
			if err != nil {
				t.Fatalf("SVG does not parse: %v", err)
			}
			if name != "control" && !strings.Contains(text, nasty) {
				t.Errorf("the name %q does not come back out of the SVG text", nasty)
			}
		})
	}
}

// xmlText parses a document strictly and returns its character data.
func xmlText(b []byte) (string, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	var sb strings.Builder
	root := ""
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", err
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tk.Name.Local
			}
		case xml.CharData:
			sb.Write(tk)
			sb.WriteByte('\n')
		}
	}
	if root != "svg" {
		return "", fmt.Errorf("root element %q, want svg", root)
	}
	return sb.String(), nil
}

func TestPNGSizeAsAsked(t *testing.T) {
	data := []Series{{"a", []float64{1, 2}}}
	for _, tc := range []struct {
		meta       Meta
		wantW, wan int
	}{
		{Meta{}, 1920, 1080},
		{Meta{Scale: 2}, 3840, 2160},
		{Meta{Width: 1920, Height: 1080, Scale: 2}, 3840, 2160},
		{Meta{Width: 800, Height: 600}, 800, 600},
		{Meta{Width: 1280}, 1280, 720},
		{Meta{Width: 1000, Height: 1000, Scale: 1.5}, 1500, 1500},
	} {
		c := StackedBars(tc.meta, []string{"x", "y"}, data, "GiB", nil)
		b, err := c.PNG()
		if err != nil {
			t.Fatalf("%+v: %v", tc.meta, err)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Width != tc.wantW || cfg.Height != tc.wan {
			t.Errorf("%+v: PNG is %dx%d, want %dx%d", tc.meta, cfg.Width, cfg.Height, tc.wantW, tc.wan)
		}
		s, err := c.SVG()
		if err != nil {
			t.Fatal(err)
		}
		if want := fmt.Sprintf(`width="%d" height="%d"`, tc.wantW, tc.wan); !bytes.Contains(s, []byte(want)) {
			t.Errorf("%+v: SVG lacks %s", tc.meta, want)
		}
	}
}

func TestBadSizeIsAnError(t *testing.T) {
	for _, m := range []Meta{
		{Width: -1, Height: 100},
		{Width: 100, Height: 100, Scale: -2},
		{Width: 100, Height: 100, Scale: math.NaN()},
		{Width: 20, Height: 20},
		{Width: 9000, Height: 1000},
		{Width: 5000, Height: 3000, Scale: 2},
	} {
		if _, err := StackedBars(m, []string{"a"}, []Series{{"s", []float64{1}}}, "", nil).PNG(); err == nil {
			t.Errorf("%+v: no error", m)
		}
	}
	if _, err := (Chart{}).PNG(); err == nil {
		t.Error("zero Chart: no error")
	}
}

// barHeights finds the bars of colour c in a PNG, left to right, and
// returns each one's height in pixels.
func barHeights(t *testing.T, b []byte, c color.NRGBA) []int {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	r := img.Bounds()
	var out []int
	inBar := false
	for x := r.Min.X; x < r.Max.X; x++ {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			if color.NRGBAModel.Convert(img.At(x, y)) == c {
				n++
			}
		}
		// Legend swatches are small; bars are taller than 60 px here.
		if n > 60 {
			if !inBar {
				out = append(out, 0)
				inBar = true
			}
			out[len(out)-1] = max(out[len(out)-1], n)
		} else {
			inBar = false
		}
	}
	return out
}

// go-chart starts a bar axis at the smallest value, so of two bars of 100
// and 101 the first shows as nothing. Ours start at zero.
func TestBarsStartAtZero(t *testing.T) {
	for name, c := range map[string]Chart{
		"stacked": StackedBars(Meta{Width: 960, Height: 540}, []string{"A", "B"}, []Series{{"s", []float64{100, 101}}}, "GiB", nil),
		"grouped": GroupedBars(Meta{Width: 960, Height: 540}, []string{"A", "B"}, []Series{{"s", []float64{100, 101}}}, "tokens/s"),
	} {
		b, err := c.PNG()
		if err != nil {
			t.Fatal(err)
		}
		h := barHeights(t, b, seriesColor(0))
		if len(h) != 2 {
			t.Fatalf("%s: found %d bars, want 2", name, len(h))
		}
		if ratio := float64(h[0]) / float64(h[1]); math.Abs(ratio-100.0/101) > 0.015 {
			t.Errorf("%s: bars of 100 and 101 are %d and %d px high (ratio %.3f): the axis does not start at zero", name, h[0], h[1], ratio)
		}
	}
}

// go-chart's stacked bars are all 100 % high. Ours are as high as their sum.
func TestStackedBarsAreAbsolute(t *testing.T) {
	rec := &recorder{}
	c := StackedBars(Meta{Width: 960, Height: 540}, []string{"big", "small"},
		[]Series{{"a", []float64{10, 5}}, {"b", []float64{20, 10}}, {"c", []float64{30, 15}}}, "GiB", nil)
	if err := c.render(rec, mustFonts(t), 960, 540); err != nil {
		t.Fatal(err)
	}
	// Per bar (by x), the rows each series' rectangle spans.
	type span struct{ top, bottom float64 }
	bars := map[float64]map[int]span{}
	for _, r := range rec.rects {
		for j := range 3 {
			if r.c == seriesColor(j) && r.y1-r.y0 > 0 && r.x1-r.x0 > 30 { // not a legend swatch
				if bars[r.x0] == nil {
					bars[r.x0] = map[int]span{}
				}
				bars[r.x0][j] = span{r.y0, r.y1}
			}
		}
	}
	if len(bars) != 2 {
		t.Fatalf("found %d stacked bars, want 2", len(bars))
	}
	var xs []float64
	for x := range bars {
		xs = append(xs, x)
	}
	slices.Sort(xs)
	big, small := bars[xs[0]], bars[xs[1]]
	height := func(b map[int]span) float64 { return b[0].bottom - b[2].top }
	if hb, hs := height(big), height(small); math.Abs(hb/hs-2) > 0.03 {
		t.Errorf("stacks of 60 and 30 are %.0f and %.0f px high, want 2:1", hb, hs)
	}
	for j, want := range []float64{10, 20, 30} {
		got := big[j].bottom - big[j].top
		if unit := height(big) / 60; math.Abs(got-want*unit) > 1.5 {
			t.Errorf("part %d of the big stack is %.0f px, want %.0f", j, got, want*unit)
		}
	}
	if big[0].bottom != small[0].bottom {
		t.Errorf("stacks stand on different baselines: %v, %v", big[0].bottom, small[0].bottom)
	}
}

// Data go-chart fails on, or that has nothing in it, still renders.
func TestDegenerateDataRenders(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	m := Meta{Width: 640, Height: 360, Title: "t", Footer: "f"}
	for name, c := range map[string]Chart{
		"single bar":          StackedBars(m, []string{"only"}, []Series{{"s", []float64{42}}}, "u", nil),
		"equal values":        StackedBars(m, []string{"a", "b", "c"}, []Series{{"s", []float64{7, 7, 7}}}, "u", nil),
		"all zero":            StackedBars(m, []string{"a", "b"}, []Series{{"s", []float64{0, 0}}, {"t", []float64{0, 0}}}, "u", []Limit{{"zero", 0}}),
		"empty":               StackedBars(m, nil, nil, "u", nil),
		"no values":           StackedBars(m, []string{"a"}, []Series{{"s", nil}}, "u", nil),
		"nan and inf":         StackedBars(m, []string{"a", "b"}, []Series{{"s", []float64{nan, inf}}}, "u", nil),
		"negative":            StackedBars(m, []string{"a", "b"}, []Series{{"s", []float64{-5, 3}}, {"t", []float64{2, -1}}}, "u", nil),
		"unnamed categories":  StackedBars(m, nil, []Series{{"s", []float64{1, 2, 3}}}, "", nil),
		"huge":                StackedBars(m, []string{"a"}, []Series{{"s", []float64{1e300}}}, "", nil),
		"tiny":                StackedBars(m, []string{"a"}, []Series{{"s", []float64{1e-300}}}, "", nil),
		"grouped single":      GroupedBars(m, []string{"a"}, []Series{{"s", []float64{1}}}, "u"),
		"grouped all missing": GroupedBars(m, []string{"a"}, []Series{{"s", []float64{nan}}}, "u"),
		"grouped zero":        GroupedBars(m, []string{"a", "b"}, []Series{{"s", []float64{0, 0}}, {"t", []float64{0, nan}}}, "u"),
		"grouped negative":    GroupedBars(m, []string{"a", "b"}, []Series{{"s", []float64{-3, 4}}}, "u"),
		"lines empty":         StepLines(m, nil, nil, "h", "c"),
		"lines one point":     StepLines(m, []Line{{Name: "p", X: []float64{5}, Y: []float64{5}}}, nil, "h", "c"),
		"lines flat zero":     StepLines(m, []Line{{Name: "z", X: []float64{0, 0}, Y: []float64{0, 0}, Step: true}}, nil, "h", "c"),
		"lines equal":         StepLines(m, []Line{{Name: "a", X: []float64{1, 2}, Y: []float64{3, 3}}, {Name: "b", X: []float64{1, 2}, Y: []float64{3, 3}}}, nil, "h", "c"),
		"lines nan":           StepLines(m, []Line{{Name: "n", X: []float64{nan, 1}, Y: []float64{1, inf}}}, nil, "h", "c"),
		"lines marks only":    StepLines(m, nil, []Mark{{X: 1, Y: 1, Label: "m"}}, "h", "c"),
		"lines ragged":        StepLines(m, []Line{{Name: "r", X: []float64{0, 1, 2}, Y: []float64{1}}}, []Mark{{X: 100, Y: -5, Label: "far"}}, "h", "c"),
		"tornado empty":       Tornado(m, "base", 0, nil, "u", "lo", "hi"),
		"tornado zero":        Tornado(m, "base", 10, []TornadoBar{{"a", 10, 10}}, "u", "lo", "hi"),
		"tornado same side":   Tornado(m, "base", 10, []TornadoBar{{"a", 12, 15}, {"b", 5, 8}}, "u", "lo", "hi"),
		"tornado nan":         Tornado(m, "base", nan, []TornadoBar{{"a", nan, inf}}, "u", "lo", "hi"),
		"vram nothing":        VRAMChart(m, nil, nil),
		"cost nothing":        CostBreakdownChart(m, nil, ""),
		"curve nothing":       CostCurveChart(m, CurveByTokens, nil, nil, 0, "USD"),
		"throughput nothing":  ThroughputChart(m, nil),
		"tornado nothing":     TornadoChart(m, 0, nil, "CNY"),
	} {
		t.Run(name, func(t *testing.T) {
			b, err := c.PNG()
			if err != nil {
				t.Fatalf("PNG: %v", err)
			}
			if cfg, err := png.DecodeConfig(bytes.NewReader(b)); err != nil || cfg.Width != 640 || cfg.Height != 360 {
				t.Fatalf("PNG %dx%d, %v", cfg.Width, cfg.Height, err)
			}
			s, err := c.SVG()
			if err != nil {
				t.Fatalf("SVG: %v", err)
			}
			if _, err := xmlText(s); err != nil {
				t.Fatalf("SVG: %v", err)
			}
		})
	}
}

// An empty chart says so, in the chart's language.
func TestNoDataIsSaid(t *testing.T) {
	for lang, want := range map[string]string{"zh": "无数据", "en": "No data"} {
		s, err := StackedBars(Meta{Lang: lang}, nil, nil, "", nil).SVG()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(s, []byte(want)) {
			t.Errorf("%s: empty chart does not say %q", lang, want)
		}
	}
}

// Slide-readable: at 1920x1080 the title is at least 40 px and no text is
// under 22 px; at 2x everything doubles.
func TestTextSizesAtSlideSize(t *testing.T) {
	for _, scale := range []float64{1, 2} {
		for name, c := range fixtures("zh") {
			c.meta.Width, c.meta.Height, c.meta.Scale = 1920, 1080, scale
			rec := &recorder{}
			w, h, _ := c.Size()
			if err := c.render(rec, mustFonts(t), w, h); err != nil {
				t.Fatal(err)
			}
			minSize, title := math.Inf(1), 0.0
			for _, tx := range rec.texts {
				minSize = math.Min(minSize, tx.size)
				if tx.s == c.meta.Title {
					title = tx.size
				}
			}
			if title < 40*scale {
				t.Errorf("%s at %gx: title %.0f px, want >= %.0f", name, scale, title, 40*scale)
			}
			if minSize < 22*scale {
				t.Errorf("%s at %gx: smallest text %.0f px, want >= %.0f", name, scale, minSize, 22*scale)
			}
		}
	}
}

// Every chart names its units, shows a legend and the footer.
func TestChartsCarryUnitsLegendFooter(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		for name, c := range fixtures(lang) {
			s, err := c.SVG()
			if err != nil {
				t.Fatal(err)
			}
			text, err := xmlText(s)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string][]string{
				"vram":       {tr(lang, "vram_axis"), tr(lang, "weights"), "RTX4090-24G"},
				"cost":       {tr(lang, "cost_axis", currencyWord(lang, "CNY")), tr(lang, "compute"), tr(lang, "risk")},
				"curve":      {tr(lang, "hours_axis"), tr(lang, "cost_axis", currencyWord(lang, "CNY"))},
				"throughput": {tr(lang, "throughput_axis"), tr(lang, "estimated"), tr(lang, "measured"), tr(lang, "missing")},
				"tornado":    {tr(lang, "delta_axis", currencyWord(lang, "CNY")), tr(lang, "low_input"), tr(lang, "high_input")},
			}[name]
			want = append(want, c.meta.Title, footer(lang))
			for _, w := range want {
				if !strings.Contains(text, esc(w)) && !strings.Contains(text, w) {
					t.Errorf("%s/%s: %q not in the chart", name, lang, w)
				}
			}
		}
	}
}

func TestNiceScale(t *testing.T) {
	for _, tc := range []struct {
		lo, hi float64
		n      int
		want   axisScale
	}{
		{0, 156, 5, axisScale{0, 200, 50}},
		{0, 100, 5, axisScale{0, 100, 20}},
		{100, 101, 5, axisScale{0, 125, 25}}, // zero-based, however close the values
		{0, 0, 5, axisScale{0, 1, 0.2}},
		{5, 5, 5, axisScale{0, 5, 1}},
		{-27000, 40000, 8, axisScale{-30000, 40000, 10000}},
		{math.NaN(), math.Inf(1), 5, axisScale{0, 1, 0.2}},
		{0, 0.3, 4, axisScale{0, 0.3, 0.1}},
	} {
		got := niceScale(tc.lo, tc.hi, tc.n)
		if math.Abs(got.min-tc.want.min) > 1e-9 || math.Abs(got.max-tc.want.max) > 1e-9 || math.Abs(got.step-tc.want.step) > 1e-9 {
			t.Errorf("niceScale(%g, %g, %d) = %+v, want %+v", tc.lo, tc.hi, tc.n, got, tc.want)
		}
		if got.min > 0 || got.max < 0 {
			t.Errorf("niceScale(%g, %g) = %+v leaves out zero", tc.lo, tc.hi, got)
		}
	}
}

func TestNumberFormats(t *testing.T) {
	for _, tc := range []struct {
		sc         axisScale
		lang       string
		tick       float64
		want       string
		value      float64
		wantValue  string
		wantSigned string
	}{
		{axisScale{0, 250000, 50000}, "zh", 150000, "15万", 182345, "18.2万", "+18.2万"},
		{axisScale{0, 250000, 50000}, "en", 150000, "150k", 182345, "182k", "+182k"},
		{axisScale{0, 200, 50}, "zh", 150, "150", 156.24, "156", "+156"},
		{axisScale{0, 1, 0.25}, "en", 0.75, "0.75", 0.5, "0.5", "+0.5"},
		{axisScale{-40000, 50000, 10000}, "en", -30000, "-30k", -27000, "-27k", "-27k"},
		{axisScale{-40000, 50000, 10000}, "zh", -30000, "-30,000", -27000, "-27,000", "-27,000"},
		{axisScale{0, 3e8, 1e8}, "zh", 2e8, "2亿", 1.5e8, "1.5亿", "+1.5亿"},
		{axisScale{0, 2e7, 5e6}, "en", 1e7, "10M", 1.25e7, "12.5M", "+12.5M"},
		{axisScale{0, 50000, 10000}, "zh", 40000, "40,000", 0, "0", "0"},
		// A small segment on a large axis is printed plain, not as 0.018k.
		{axisScale{0, 250000, 50000}, "en", 150000, "150k", 17.54, "17.5", "+17.5"},
		{axisScale{0, 250000, 50000}, "zh", 150000, "15万", 420, "420", "+420"},
	} {
		f := axisFormat(tc.sc, tc.lang)
		if got := f.tick(tc.tick); got != tc.want {
			t.Errorf("%s tick %g on %+v = %q, want %q", tc.lang, tc.tick, tc.sc, got, tc.want)
		}
		if got := f.value(tc.value); got != tc.wantValue {
			t.Errorf("%s value %g on %+v = %q, want %q", tc.lang, tc.value, tc.sc, got, tc.wantValue)
		}
		if got := f.signed(tc.value); got != tc.wantSigned {
			t.Errorf("%s signed %g = %q, want %q", tc.lang, tc.value, got, tc.wantSigned)
		}
	}
}

func TestWrapKeepsPunctuationWithItsWord(t *testing.T) {
	fs := mustFonts(t)
	size := 26.0
	w := fs.width("本任务（全参", size) + 1
	got := fs.wrap("本任务（全参 bf16）", size, w, 3)
	for _, l := range got {
		if strings.HasPrefix(l, "）") || strings.HasSuffix(l, "（") {
			t.Errorf("line %q breaks at a bracket: %q", l, got)
		}
		if fs.width(l, size) > w {
			t.Errorf("line %q wider than %g", l, w)
		}
	}
	got = fs.wrap("+ ZeRO-3 + recompute", size, fs.width("+ ZeRO-3 +", size)+1, 2)
	if strings.HasSuffix(got[0], "+") {
		t.Errorf("a line ends in a lone +: %q", got)
	}
	got = fs.wrap(strings.Repeat("很长的报价名称", 10), size, 200, 2)
	if len(got) != 2 || !strings.HasSuffix(got[1], "…") {
		t.Errorf("overlong text: %q, want two lines ending in …", got)
	}
}

// The PNG backend fills where it is told: a rectangle partly outside the
// image is clipped, not shifted.
func TestRasterClipsShapes(t *testing.T) {
	fs := mustFonts(t)
	r := newRaster(100, 100, fs)
	red := colorT{R: 255, A: 255}
	r.fillPolygon([]pt{{-50, -50}, {20.5, -50}, {20.5, 20.5}, {-50, 20.5}}, red)
	if got := color.NRGBAModel.Convert(r.img.At(10, 10)); got != red {
		t.Errorf("inside: %v", got)
	}
	if got := color.NRGBAModel.Convert(r.img.At(30, 30)); got != colWhite {
		t.Errorf("outside: %v", got)
	}
	r.strokeLine([]pt{{50, 80}, {90, 80}}, 4, red, nil)
	if got := color.NRGBAModel.Convert(r.img.At(70, 80)); got != red {
		t.Errorf("on the line: %v", got)
	}
	if got := color.NRGBAModel.Convert(r.img.At(70, 85)); got != colWhite {
		t.Errorf("beside the line: %v", got)
	}
}

func mustFonts(t testing.TB) *fontSet {
	fs, err := newFontSet()
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// recorder is a canvas that remembers what was drawn.
type recorder struct {
	rects []recRect
	texts []recText
}

type recRect struct {
	x0, y0, x1, y1 float64
	c              colorT
}

type recText struct {
	s    string
	size float64
}

func (r *recorder) fillRect(x0, y0, x1, y1 float64, c colorT) {
	r.rects = append(r.rects, recRect{math.Min(x0, x1), math.Min(y0, y1), math.Max(x0, x1), math.Max(y0, y1), c})
}
func (r *recorder) fillPolygon([]pt, colorT)                    {}
func (r *recorder) strokeLine([]pt, float64, colorT, []float64) {}
func (r *recorder) text(s string, _, _, size float64, _ colorT, _ anchor) {
	r.texts = append(r.texts, recText{s, size})
}
