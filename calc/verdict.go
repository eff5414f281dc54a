package calc

import "computecheck/msg"

// MemoryBand is the band of the general regime (band.go): the memory
// model's error that a verdict allows for where no regime of its own
// applies. A breakdown's regime picks its band (MemoryBandFor).
const MemoryBand = 0.23

// Verdict values.
const (
	VerdictFits       = "fits"
	VerdictBorderline = "borderline"
	VerdictDoesNotFit = "does_not_fit"
)

// Verdict is whether an estimate's per-GPU memory fits a card once the
// model's error is allowed for. A measured peak m and an estimate p with
// -band <= p/m - 1 <= band_below (the breakdown's regime's) put m between p/(1+band_below) and p/(1-band): the task
// fits when even the high end is within the usable memory, does not fit
// when even the low end is beyond it, and is borderline in between.
type Verdict struct {
	Status     string  `json:"verdict"` // VerdictFits | VerdictBorderline | VerdictDoesNotFit
	TotalBytes int64   `json:"total"`   // the estimate, MemoryBreakdown.Total
	Band       float64 `json:"band"`    // the regime's band, as a fraction
	// BandBelow is how far above the measured peak the estimate may be
	// (p/m - 1): Band, or more where the regime holds a known unmodelled
	// over-estimate (band.go).
	BandBelow   float64 `json:"band_below"`
	Regime      string  `json:"regime"`       // the error regime the band comes from (band.go)
	LowBytes    int64   `json:"low"`          // Total / (1 + band_below)
	HighBytes   int64   `json:"high"`         // Total / (1 - band)
	UsableBytes int64   `json:"usable_bytes"` // UsableBytes(g)
	GPU         string  `json:"gpu"`
}

// MemoryVerdict is the verdict for breakdown mb on one g. The planner uses
// it to keep plans inside the band, Compare to show it.
func MemoryVerdict(mb MemoryBreakdown, g GPU) Verdict {
	regime := mb.Regime
	if regime == "" {
		regime = RegimeGeneral
	}
	band, below := MemoryBandFor(regime), memoryBandBelow(regime)
	v := Verdict{
		TotalBytes:  mb.Total,
		Band:        band,
		BandBelow:   below,
		Regime:      regime,
		LowBytes:    roundBytes(float64(mb.Total) / (1 + below)),
		HighBytes:   roundBytes(float64(mb.Total) / (1 - band)),
		UsableBytes: UsableBytes(g),
		GPU:         g.ID,
	}
	switch {
	case v.HighBytes <= v.UsableBytes:
		v.Status = VerdictFits
	case v.LowBytes > v.UsableBytes:
		v.Status = VerdictDoesNotFit
	default:
		v.Status = VerdictBorderline
	}
	return v
}

// Message is the verdict as a sentence for the Task area, the CLI and
// Compare: "fits: 70.1 GiB ±23% per GPU, 76.0 GiB usable of 80.0 GiB on
// A100-80G-SXM" (keys verdict.fits, verdict.borderline, verdict.does_not_fit
// in assets/i18n/*/estimate.json). Arguments: the estimate and the usable
// memory in GiB, the band in percent, the card's memory in GiB, its id.
func (v Verdict) Message(cardBytes int64) msg.Msg {
	return msg.New("verdict."+v.Status, float64(v.TotalBytes)/GiB, v.Band*100, float64(v.UsableBytes)/GiB, float64(cardBytes)/GiB, v.GPU)
}

// Short is the verdict's one-word label (verdict.short.*).
func (v Verdict) Short() msg.Msg { return msg.New("verdict.short." + v.Status) }

// BandText is the estimate with its band, "70.1 GiB ±23%" (verdict.band);
// where the estimate may be further above the measured peak than below it,
// both sides: "70.1 GiB, up to 50% over, 24% under" (verdict.band_sides).
func (v Verdict) BandText() msg.Msg {
	if v.BandBelow > v.Band {
		return msg.New("verdict.band_sides", float64(v.TotalBytes)/GiB, v.BandBelow*100, v.Band*100)
	}
	return msg.New("verdict.band", float64(v.TotalBytes)/GiB, v.Band*100)
}

// RegimeLine says where the band comes from: the regime's 90th-percentile
// error on runs the constants were not fitted to (band.regime_line), and,
// where the regime holds a known unmodelled over-estimate, how high the
// estimate may be (band.regime_line_sides).
func (v Verdict) RegimeLine() msg.Msg {
	regime := msg.New("band.regime." + v.Regime)
	if v.BandBelow > v.Band {
		return msg.New("band.regime_line_sides", v.Band*100, regime, v.BandBelow*100)
	}
	return msg.New("band.regime_line", v.Band*100, regime)
}

// SafeGPUs is the smallest GPU count, a multiple of tp*pp, at which the
// task's verdict on g is VerdictFits (the high end of the band within the
// usable memory); 0 when no count does. MinGPUs is the count at which the
// estimate itself fits.
func SafeGPUs(t Task, g GPU) int {
	return safeGPUsFrom(t, g, MinGPUs(t, g))
}

// safeGPUsFrom searches up from minGPUs, MinGPUs' answer: the safe count is
// never below it.
func safeGPUsFrom(t Task, g GPU, minGPUs int) int {
	if minGPUs == 0 {
		return 0
	}
	unit := max(t.TP, 1) * max(t.PP, 1)
	safe := func(mb MemoryBreakdown) bool { return MemoryVerdict(mb, g).Status == VerdictFits }
	if safe(Memory(t, minGPUs)) {
		return minGPUs
	}
	n := minGPUsFrom(t, safe, minGPUs/unit)
	if n > safeMaxFactor*minGPUs {
		// Past a few times the minimum, more cards barely lower the memory
		// per card (each keeps its own activations): a count like "6 卡临界，
		// 648 卡稳妥" is no advice, so none is given.
		return 0
	}
	return n
}

// safeMaxFactor [assumed]: a safe count above this many times the fewest
// GPUs that hold the job is not offered: at that point the band's high
// end is met by sharding the last states ever thinner, not by a cluster
// anyone would rent for the job.
const safeMaxFactor = 8
