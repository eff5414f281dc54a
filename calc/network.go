package calc

import (
	"strings"

	"computecheck/msg"
)

// Interconnect is how the GPUs of a job talk: inside a node and between
// nodes. It is read from the task (or a quote) by TaskInterconnect; what had
// to be assumed is listed in Assumed so the UI can say so.
type Interconnect struct {
	Intra     string   `json:"intra"`      // nvlink | pcie | hccs
	Inter     string   `json:"inter"`      // ib | roce | ethernet | none
	InterGbps float64  `json:"inter_gbps"` // per node, all NICs together
	P2P       bool     `json:"p2p"`        // PCIe peer-to-peer available (GeForce: false)
	Assumed   []string `json:"assumed,omitempty"`
	// AssumedMsg words each of Assumed, in order, for the reader's language.
	AssumedMsg []msg.Msg `json:"-"`

	// interDefaulted is set by TaskInterconnect when it filled in the
	// inter-node fabric or speed, so that EstimateThroughput can say so if
	// the job turns out to span nodes.
	interDefaulted bool
	// interSpeedOnly: the fabric was stated, only its speed filled in.
	interSpeedOnly bool
}

// Link and fabric constants. Each is a measured ratio of achieved to wire
// bandwidth, from hardware_and_market.md §2.
const (
	// nvlinkBusFraction: ring all_reduce busbw over NVLink/NVSwitch is about
	// 80% of the unidirectional link (nccl-tests: 8×A100 234.9/300 = 78%,
	// 8×H200 ring 367/450 = 82%; §2.3). NVLS/SHARP can beat the wire (8×H800
	// 215 GB/s on 200) but NCCL does not use it for every collective, so the
	// ring figure is the conservative choice.
	nvlinkBusFraction = 0.80
	// pcieP2PFraction: datacenter cards with PCIe peer-to-peer reach 20–25 GB/s
	// busbw on Gen4 x16 (31.5 GB/s): 0.7 (§2.3 caveats; 8×5090 PCIe 28 GB/s).
	pcieP2PFraction = 0.70
	// pcieHostFraction: without P2P every transfer bounces through host memory;
	// 2×2080Ti PCIe3 measured 4.0 GB/s (0.25 of 15.75), the reported band for
	// consumer boxes is 4–30 GB/s (§2.3): 0.3 of the x16 rate.
	pcieHostFraction = 0.30
	// pcieCopyFraction: a single host<->device copy stream reaches 88% of the
	// x16 rate (55.4/63 GB/s H2D on H200, §2.1); used for CPU offload.
	pcieCopyFraction = 0.85
	// Fabric efficiencies: achieved per-GPU NIC rate in a hierarchical
	// all-reduce as a fraction of the wire, at ≥1 GiB messages. 70–75% for
	// RDMA fabrics (4 × P6-B200: 36.5 of 50 GB/s per GPU, formulas.md §A6;
	// 3 × 8×A100 on 4×HDR: busbw 85–96 GB/s, §2.3); RoCE at the low end
	// (2 nodes × 8×100G RoCE reached ~600 of 800 Gb/s, "a bit low" per the
	// NCCL developers, §2.2); kernel TCP on plain Ethernet 40–60% (§B3).
	ibEfficiency       = 0.75
	roceEfficiency     = 0.70
	ethernetEfficiency = 0.50
)

// pcieX16GBps is the unidirectional x16 rate by PCIe generation (§2.1).
func pcieX16GBps(gen int) float64 {
	switch {
	case gen <= 3:
		return 15.75
	case gen == 4:
		return 31.5
	case gen == 5:
		return 63
	default:
		return 121
	}
}

// consumerCard reports a GeForce board: P2P disabled by the driver, no
// NVLink, boost clocks that sag under sustained load.
func consumerCard(g GPU) bool { return strings.Contains(g.Name, "GeForce") }

// defaultInterGbps is the per-node NIC total assumed when a fabric is named
// without a speed: 4 × 200G HDR/200GbE is the common China A100/A800/H800
// rental build ([N1][N6]); plain Ethernet rentals usually give 25 GbE.
func defaultInterGbps(inter string) float64 {
	switch inter {
	case InterIB, InterRoCE:
		return 800
	case InterEther:
		return 25
	}
	return 0
}

// nvlinkServerInterGbps is the per-node NIC total of an NVSwitch server:
// HGX/DGX H100-class boards (PCIe Gen5 hosts: H100, H800, H200, H20, B200)
// ship with 8 x 400G NDR, 3200 Gbps (DGX H100 [S2]; the H800 example quote
// Q5); A100/A800 nodes in China are usually 4 x 200G HDR, 800 Gbps ([N1][N6])
// (hardware_and_market.md §2.2).
func nvlinkServerInterGbps(g GPU) float64 {
	if g.PCIeGen >= 5 {
		return 3200
	}
	return 800
}

// TaskInterconnect reads the task's network fields, falling back to the
// GPU's usual form. An unstated inter-node network is filled in (IB 3200
// Gbps for H100-class NVLink servers, 800 for A100-class ones, RoCE 1600 Gbps for Ascend, 100 GbE for datacenter PCIe
// boxes, 25 GbE for GeForce boxes); Assumed says so when t.GPUs spans nodes,
// and EstimateThroughput warns when the count it is given does. Set t.GPUs
// to the count being estimated before calling, where it is known.
func TaskInterconnect(t Task, g GPU) Interconnect {
	ic := Interconnect{Intra: t.IntraNode, Inter: t.InterNode, InterGbps: t.InterGbps, P2P: !consumerCard(g)}
	multiGPU := t.GPUs != 1
	if ic.Intra == "" || ic.Intra == LinkUnknown {
		ic.Intra = g.Link
		if ic.Intra == "" {
			ic.Intra = IntraPCIe
		}
		if multiGPU {
			ic.assume(msg.New("estimate.assumed.intra", msg.New("opt.intra_node."+ic.Intra), g.ID))
		}
	}
	if multiGPU && ic.Intra == IntraNVLink && g.NVLinkGBps == 0 {
		ic.assume(msg.New("estimate.assumed.no_nvswitch", g.ID))
	}
	if multiGPU && !ic.P2P {
		ic.assume(msg.New("estimate.assumed.no_p2p", g.ID))
	}
	if ic.Inter == "" || ic.Inter == LinkUnknown {
		switch {
		case ic.Intra == IntraHCCS:
			ic.Inter, ic.InterGbps = InterRoCE, 1600 // Atlas 800T A2: 8 × 200GE RoCE [S12]
		case ic.Intra == IntraNVLink && g.NVLinkGBps > 0:
			ic.Inter, ic.InterGbps = InterIB, nvlinkServerInterGbps(g)
		case consumerCard(g):
			ic.Inter, ic.InterGbps = InterEther, 25
		default:
			ic.Inter, ic.InterGbps = InterEther, 100
		}
		ic.interDefaulted = true
	} else if ic.InterGbps <= 0 && ic.Inter != InterNone {
		ic.InterGbps = defaultInterGbps(ic.Inter)
		ic.interDefaulted, ic.interSpeedOnly = true, true
	}
	if ic.interDefaulted && t.GPUs > t.GPUsPerNode {
		ic.assume(ic.interAssumptionMsg())
	}
	return ic
}

func (ic Interconnect) interAssumption() string { return ic.interAssumptionMsg().In("en") }

func (ic Interconnect) interAssumptionMsg() msg.Msg {
	if ic.interSpeedOnly {
		// The fabric was given (the Task area's 机间网络): only its speed is assumed.
		return msg.New("estimate.assumed.inter_speed", msg.New("opt.inter_node."+ic.Inter), ic.InterGbps)
	}
	return msg.New("estimate.assumed.inter", msg.New("opt.inter_node."+ic.Inter), ic.InterGbps)
}

// assume records what had to be assumed, worded, with its English text.
func (ic *Interconnect) assume(m msg.Msg) {
	ic.Assumed = append(ic.Assumed, m.In("en"))
	ic.AssumedMsg = append(ic.AssumedMsg, m)
}

// IntraBusGBps is the all-reduce bus bandwidth (GB/s, nccl-tests busbw)
// inside one node.
func (ic Interconnect) IntraBusGBps(g GPU) float64 {
	switch ic.Intra {
	case IntraNVLink, IntraHCCS:
		// Bridged PCIe cards (NVLinkGBps 0) fall through to PCIe: a ring
		// over more than a bridged pair crosses PCIe anyway.
		if g.NVLinkGBps > 0 {
			return g.NVLinkGBps * nvlinkBusFraction
		}
	}
	if ic.P2P {
		return pcieX16GBps(g.PCIeGen) * pcieP2PFraction
	}
	return pcieX16GBps(g.PCIeGen) * pcieHostFraction
}

// P2PGBps is the point-to-point rate between two GPUs of a node (pipeline
// sends): one direction of the link at the same achieved fraction.
func (ic Interconnect) P2PGBps(g GPU) float64 { return ic.IntraBusGBps(g) }

// NICGBpsPerGPU is the achieved inter-node rate per GPU (GB/s): the node's
// NICs shared by its GPUs, at the fabric's efficiency.
func (ic Interconnect) NICGBpsPerGPU(gpusPerNode int) float64 {
	if gpusPerNode < 1 {
		gpusPerNode = 1
	}
	gbps, eff := ic.InterGbps, ethernetEfficiency
	switch ic.Inter {
	case InterIB:
		eff = ibEfficiency
	case InterRoCE:
		eff = roceEfficiency
	case InterNone:
		// No cluster network: the nodes can still reach each other over the
		// management port, assumed 10 GbE; EstimateThroughput warns.
		gbps = 10
	}
	if gbps <= 0 {
		gbps = defaultInterGbps(InterEther)
	}
	return gbps / 8 * eff / float64(gpusPerNode)
}

// collective is the time of one NCCL collective of bytes (the full buffer
// each rank holds) over a group of n ranks placed perNode to a node.
// factor is the busbw factor numerator: 2 for all-reduce, 1 for all-gather
// and reduce-scatter (nccl-tests PERFORMANCE.md: busbw = algbw·f(n−1)/n).
// Across nodes it is hierarchical: the intra-node part over NVLink/PCIe,
// and only bytes/perNode per GPU crosses the NICs (ml-engineering
// network/README "inter-node speed depends on intra-node speed"). The two
// stages pipeline in NCCL's rings, so the slower one sets the time.
func collective(bytes, factor float64, n, perNode int, intraGBps, nicGBps float64) float64 {
	if n <= 1 || bytes <= 0 {
		return 0
	}
	if perNode < 1 {
		perNode = 1
	}
	if perNode > n {
		perNode = n
	}
	nodes := (n + perNode - 1) / perNode
	g := float64(perNode)
	var intra, inter float64
	if perNode > 1 {
		intra = factor * (g - 1) / g * bytes / (intraGBps * GB)
	}
	if nodes > 1 {
		k := float64(nodes)
		inter = factor * (k - 1) / k * bytes / g / (nicGBps * GB)
	}
	return max(intra, inter)
}
