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
	reNxSpeed                    = regexp.MustCompile(`(\d+)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge)?`)
	reSpeedxN                    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge)?\s*[x×*]\s*(\d+)`)
	reSpeed                      = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(g|gb|gbps|gbit|gb/s|gbe|ge|t|tb|tbps|tb/s)(?:[^a-z]|$)`)
	reGbE                        = regexp.MustCompile(`\d(gbe|ge)\b`)
	ibGenerations, ethSpeedWords = numberRows("ib_generation"), numberRows("eth_speed_word")
)

type numberWord struct {
	word string
	v    float64
}

// numberRows is a word table of numbers in the file's order.
func numberRows(table string) []numberWord {
	var out []numberWord
	for _, r := range wordRows(table) {
		v, err := strconv.ParseFloat(r[1], 64)
		if err != nil {
			panic("quotes: word table " + table + ": " + err.Error())
		}
		out = append(out, numberWord{r[0], v})
	}
	return out
}

// ParseNetwork reads a scale-out network cell: "IB 4×200G HDR", "RoCE
// 2×200G", "25GbE", "万兆以太网", "无".
func ParseNetwork(s string) (Network, error) {
	return readThrough(&networkMemo, s, parseNetworkUncached, Network.clone)
}

// networkMemo: a network column repeats its few cells down the rows.
var networkMemo memo[string, memoRead[Network]]

// clone copies what n points to (see priceCell.clone).
func (n Network) clone() Network {
	n.NICs, n.NICGbps, n.TotalGbps = clonePtr(n.NICs), clonePtr(n.NICGbps), clonePtr(n.TotalGbps)
	return n
}

func parseNetworkUncached(s string) (Network, error) {
	n := Network{Kind: Unknown}
	low, err := statedText(s)
	if err != nil {
		return n, err
	}
	c := compact(low)
	if wordMap("net_none")[c] != "" {
		n.Kind, n.TotalGbps = InterNone, ptr(0.0)
		return n, nil
	}
	for _, w := range wordRows("net_negated") { // "不含IB网卡": no network of the machine
		if w[0][0] >= 0x80 && strings.HasPrefix(c, w[0]) || strings.HasPrefix(low, w[0]+" ") {
			return n, cellErr("import.err.network", s)
		}
	}
	words := map[string]bool{}
	for _, w := range reWord.FindAllString(low, -1) {
		words[w] = true
	}
	var count *int
	var speed *float64 // the IB generation's, unless a speed is stated
	for _, g := range ibGenerations {
		if words[g.word] {
			speed = ptr(g.v)
		}
	}
	named := map[string]bool{} // the kinds the cell's words name
	for _, w := range wordRows("net_kind_part") {
		named[w[1]] = named[w[1]] || strings.Contains(c, w[0])
	}
	for _, w := range wordRows("net_kind_word") {
		named[w[1]] = named[w[1]] || words[w[0]]
	}
	switch {
	case named[InterRoCE]:
		n.Kind = InterRoCE
	case named[InterIB] || speed != nil || strings.HasPrefix(c, "ib"):
		n.Kind = InterIB
	case named[InterEther] || reGbE.MatchString(c):
		n.Kind = InterEther
	}
	// without a unit the larger number is the speed
	nics := func(cnt, spd string, unit bool) {
		a, _ := parseNum(cnt)
		b, _ := parseNum(spd)
		if !unit && b < a {
			a, b = b, a
		}
		count, speed = ptr(int(a)), ptr(b)
	}
	if m := reNxSpeed.FindStringSubmatch(low); m != nil {
		nics(m[1], m[2], m[3] != "")
	} else if m := reSpeedxN.FindStringSubmatch(low); m != nil {
		nics(m[3], m[1], m[2] != "")
	} else if m := reSpeed.FindStringSubmatch(low); m != nil {
		v, _ := parseNum(m[1])
		if strings.HasPrefix(m[2], "t") {
			n.TotalGbps = ptr(v * 1000)
		} else {
			speed = ptr(v)
		}
	}
	for _, w := range ethSpeedWords {
		if strings.Contains(c, w.word) {
			speed = ptr(w.v) // 万兆
			break
		}
	}
	if n.Kind == Unknown && speed == nil && n.TotalGbps == nil {
		return n, cellErr("import.err.network", s)
	}
	if n.Kind == Unknown && speed != nil && *speed <= 50 && n.TotalGbps == nil {
		// no current IB or RoCE fabric runs below 100G
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
		key := "import.assume.net_kind_gbytes"
		if n.Assumed.IsZero() {
			key = "import.assume.gbytes"
		}
		n.Assumed = mk(key)
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
	reGBps    = regexp.MustCompile(`(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(gb/s|gbps|gb|g)`) // a figure of its own: "h100 80gb" holds no 10080
	rePCIeGen = regexp.MustCompile(`(?:pcie|pci-e|pci|gen)\s*(?:gen)?\s*([1-6])(?:\.0)?`)
)

// ParseIntra reads an intra-node link cell: "NVLink 400GB/s", "PCIe 4.0".
func ParseIntra(s string) (Intra, error) {
	in := Intra{Kind: Unknown}
	low, err := statedText(s)
	if err != nil {
		return in, err
	}
	c := compact(low)
	if kind, ok := firstWordIn(c, "intra_kind_part"); ok {
		in.Kind = kind
	}
	switch {
	case in.Kind != Unknown:
	case isNoneWord(low) || yesNoWords[c] == "no_mark":
		// "否", "✘": no such link (SV0307)
		in.Kind, in.Assumed = IntraPCIe, mk("import.assume.pcie")
	default:
		return in, cellErr("import.err.intra", s)
	}
	_, gpuNamed := matchGPU(s)
	for _, m := range reGBps.FindAllStringSubmatch(low, -1) {
		if gpuNamed && !strings.Contains(m[2], "/s") && !strings.HasSuffix(m[2], "ps") {
			continue // "8x NVIDIA H100 80GB NVLink": the card's memory, not the link's speed
		}
		if v, _ := parseNum(m[1]); v > 0 && v < 100000 {
			in.GBps = ptr(v)
		}
		break
	}
	if m := rePCIeGen.FindStringSubmatch(c); m != nil {
		g, _ := strconv.Atoi(m[1])
		in.PCIeGen = ptr(g)
	}
	return in, nil
}

// yesNoWords: words/cell_words.tsv yes_no, each word's value.
var yesNoWords = wordMap("yes_no")
