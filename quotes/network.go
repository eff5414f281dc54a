package quotes

import (
	"computecheck/msg"
	"regexp"

	"strconv"
	"strings"
)

// Network is what a scale-out network cell says.
type Network struct {
	Kind      string   // ib | roce | ethernet | none | unknown
	NICs      *int     // NIC count per node
	NICGbps   *float64 // per NIC
	TotalGbps *float64 // per node
	Assumed   msg.Msg  // an assumption made, for a warning
}

var (
	reNxSpeed  = regexp.MustCompile(`(\d+)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge)?`)
	reSpeedxN  = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge)?\s*[x×*]\s*(\d+)`)
	reSpeed    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge|t|tb|tbps|tb/s)(?:[^a-z]|$)`)
	reGbE      = regexp.MustCompile(`\d(gbe|ge)\b`)
	ibGenSpeed = map[string]float64{"sdr": 10, "ddr": 20, "qdr": 40, "fdr": 56, "edr": 100, "hdr": 200, "ndr": 400, "xdr": 800}
)

// ParseNetwork reads a scale-out network cell: "IB 4×200G HDR",
// "IB HDR 200G ×4", "RoCE 2×200G", "25GbE", "25G以太网", "万兆以太网",
// "千兆以太网", "ib-ndr-400x8", "无".
func ParseNetwork(s string) (Network, error) {
	n := Network{Kind: Unknown}
	low := norm(s)
	if low == "" {
		return n, ErrEmpty
	}
	if isNotStated(low) {
		return n, ErrNotStated
	}
	c := compact(low)
	switch c {
	case "无", "none", "no", "没有", "单机", "不支持", "nil", "n", "否":
		n.Kind = InterNone
		n.TotalGbps = ptr(0.0)
		return n, nil
	}
	words := map[string]bool{}
	for _, w := range reWord.FindAllString(low, -1) {
		words[w] = true
	}
	gen := ""
	for g := range ibGenSpeed {
		if words[g] {
			gen = g
		}
	}
	switch {
	case words["roce"] || words["rocev2"] || strings.Contains(c, "roce"):
		n.Kind = InterRoCE
	case words["ib"] || words["infiniband"] || strings.Contains(c, "infiniband") || gen != "" || strings.HasPrefix(c, "ib"):
		n.Kind = InterIB
	case strings.Contains(c, "以太网") || words["gbe"] || words["ge"] || words["ethernet"] || words["eth"] ||
		words["tcp"] || strings.Contains(c, "万兆") || strings.Contains(c, "千兆") || strings.Contains(c, "百兆") ||
		reGbE.MatchString(c):
		n.Kind = InterEther
	}
	// Speeds and counts.
	var count *int
	var speed *float64
	if m := reNxSpeed.FindStringSubmatch(low); m != nil {
		a, _ := strconv.Atoi(m[1])
		b, _ := parseNum(m[2])
		if m[3] != "" || b >= float64(a) {
			count, speed = ptr(a), ptr(b)
		} else {
			count, speed = ptr(int(b)), ptr(float64(a))
		}
	} else if m := reSpeedxN.FindStringSubmatch(low); m != nil {
		a, _ := parseNum(m[1])
		b, _ := strconv.Atoi(m[3])
		if m[2] != "" || a >= float64(b) {
			speed, count = ptr(a), ptr(b)
		} else {
			speed, count = ptr(float64(b)), ptr(int(a))
		}
	} else if m := reSpeed.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[1])
		if strings.HasPrefix(m[2], "t") {
			n.TotalGbps = ptr(v * 1000)
		} else {
			speed = ptr(v)
		}
	}
	switch {
	case strings.Contains(c, "万兆"):
		speed = ptr(10.0)
	case strings.Contains(c, "千兆"):
		speed = ptr(1.0)
	case strings.Contains(c, "百兆"):
		speed = ptr(0.1)
	}
	if speed == nil && gen != "" {
		speed = ptr(ibGenSpeed[gen])
	}
	if n.Kind == Unknown && speed == nil && n.TotalGbps == nil {
		return n, cellErr("import.err.network", s)
	}
	if n.Kind == Unknown && speed != nil && *speed <= 50 && n.TotalGbps == nil {
		// 1/10/25/40/50G are Ethernet speeds (no current IB or RoCE
		// fabric for training runs below 100G): "25G", "25G×2".
		n.Kind = InterEther
		n.Assumed = mk("import.assume.ethernet", strconv.FormatFloat(*speed, 'f', -1, 64))
	}
	if n.Kind == Unknown {
		n.Assumed = mk("import.assume.net_kind")
	}
	if count != nil && (*count < 1 || *count > 64) {
		return n, cellErr("import.err.nics_range", s, *count)
	}
	if speed != nil && (*speed <= 0 || *speed > 10000) {
		return n, cellErr("import.err.nic_speed", s)
	}
	n.NICGbps = speed
	if count == nil && speed != nil && n.TotalGbps == nil && n.Kind == InterEther {
		count = ptr(1) // "25GbE": the node's one link
	}
	n.NICs = count
	if count != nil && speed != nil {
		n.TotalGbps = ptr(float64(*count) * *speed)
	}
	if strings.Contains(narrow(s), "GB/s") {
		if n.Assumed.IsZero() {
			n.Assumed = mk("import.assume.gbytes")
		} else {
			n.Assumed = mk("import.assume.net_kind_gbytes")
		}
	}
	return n, nil
}

// Intra is what an intra-node link cell says.
type Intra struct {
	Kind    string   // nvlink | pcie | hccs | unknown
	GBps    *float64 // the vendor's figure
	PCIeGen *int
	Assumed msg.Msg
}

var (
	reGBps    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(gb/s|gbps|gb|g)`)
	rePCIeGen = regexp.MustCompile(`(?:pcie|pci-e|pci|gen)\s*(?:gen)?\s*([1-6])(?:\.0)?`)
)

// ParseIntra reads an intra-node link cell: "NVLink 400GB/s", "PCIe 4.0",
// "HCCS", "NVSwitch".
func ParseIntra(s string) (Intra, error) {
	in := Intra{Kind: Unknown}
	low := norm(s)
	if low == "" {
		return in, ErrEmpty
	}
	if isNotStated(low) {
		return in, ErrNotStated
	}
	c := compact(low)
	switch {
	case strings.Contains(c, "nvlink") || strings.Contains(c, "nvswitch") || strings.Contains(c, "nvl") || strings.Contains(c, "sxm"):
		in.Kind = IntraNVLink
	case strings.Contains(c, "hccs"):
		in.Kind = IntraHCCS
	case strings.Contains(c, "pci"):
		in.Kind = IntraPCIe
	case isNoneWord(low):
		in.Kind = IntraPCIe
		in.Assumed = mk("import.assume.pcie")
	default:
		return in, cellErr("import.err.intra", s)
	}
	if m := reGBps.FindStringSubmatch(c); m != nil {
		v, _ := parseNum(m[1])
		if v > 0 && v < 100000 {
			in.GBps = ptr(v)
		}
	}
	if m := rePCIeGen.FindStringSubmatch(c); m != nil {
		g, _ := strconv.Atoi(m[1])
		in.PCIeGen = ptr(g)
	}
	return in, nil
}
