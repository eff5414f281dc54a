package quotes

import (
	"regexp"
	"slices"
	"strings"

	"computecheck/calc"
)

// A row of an engineer's file (a CMDB export, a monitoring table, a
// handover list, kubectl's node list) names one physical machine by its
// host name, node name, address, asset tag or serial number. Such a row is
// an offer of that one machine: nodes = 1, warned naming the cell, where
// no column or cell counts the machines.

// machineIDHeader: an unread column's header naming a machine identifier
// (words/rows.tsv machine_id_header): the whole folded header is one of
// the table's words, never a header merely holding one (主机型号, 主机配置,
// "Node Type", "host cpu", IP类型 name what a machine is, not which).
func machineIDHeader(h string) bool {
	return machineIDHeaderWords[foldIDHeader(h)]
}

// foldIDHeader: a header folded, its separators ("_", "-", brackets) one space.
func foldIDHeader(h string) string {
	return strings.Join(strings.Fields(reIDHeaderSep.ReplaceAllString(norm(h), " ")), " ")
}

var machineIDHeaderWords = wordSet("machine_id_header")

var reIDHeaderSep = regexp.MustCompile(`[_\-.:/()（）\[\]]+`)

// reMachineID: one identifier and nothing else: an IPv4 address, or a
// token of letters and digits joined by "-", "_" or "." holding both a
// letter and a digit ("ctu2-h800-01", "RX-G-0412", "ql-a10-01"). A range
// ("h800-01~04", "node[1-4]"), a list or words are no single machine.
var (
	reMachineIPv4 = regexp.MustCompile(`^(?:\d{1,3}\.){3}\d{1,3}$`)
	reMachineName = regexp.MustCompile(`^[a-z0-9]+(?:[-_.][a-z0-9]+)+$`)
	reHasLetter   = regexp.MustCompile(`[a-z]`)
	reHasDigit    = regexp.MustCompile(`[0-9]`)
)

// machineID: the text is one machine's identifier.
func machineID(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	if len(t) < 3 || len(t) > 63 {
		return false
	}
	if reMachineIPv4.MatchString(t) {
		return true
	}
	if !reMachineName.MatchString(t) || !reHasLetter.MatchString(t) || !reHasDigit.MatchString(t) || reVersionTag.MatchString(t) {
		return false
	}
	return !reGPUPartName.MatchString(t) && !namesCardOnly(t) // "nvidia-h800", "a100-80g" name a part, not a machine
}

// reVersionTag: a version ("v1.2", "v2.0.1"), no machine.
var reVersionTag = regexp.MustCompile(`^v\d+(?:\.\d+)+$`)

// namesCardOnly: every token of an identifier-like text names a card or
// describes one ("a100-80g", "h800-sxm5", "8x-h800"): a GPU label, not a
// host. A host name holds its card's name beside tokens of its own (a
// site, an index: "xc-a100-03"), so a catalogue match alone refuses nothing.
func namesCardOnly(t string) bool {
	card := false
	for _, tok := range reIDTokenSep.Split(t, -1) {
		switch {
		case reCardDescriptor.MatchString(tok):
		case gpuToken(tok):
			card = true
		default:
			return false
		}
	}
	return card
}

var (
	reIDTokenSep     = regexp.MustCompile(`[-_.]`)
	reCardDescriptor = regexp.MustCompile(`^(?:\d+x|x\d+|\d+gb?|sxm\d*|pcie|nvl|nvlink|rtx|gpu|nvidia|tesla)$`)
)

// gpuToken: one token the catalogue reads as a GPU ("a100", "h800").
func gpuToken(tok string) bool {
	_, ok := calc.MatchGPU(tok)
	return ok
}

// reGPUPartName: a token that starts with a GPU maker's or line's name
// (a label's "NVIDIA-H800", "Tesla-V100"): a part, not a host.
var reGPUPartName = regexp.MustCompile(`^(?:nvidia|tesla|geforce|quadro|amd|instinct|huawei|ascend|intel|gaudi)[-_.]`)

// machineListName: a header merely naming each row ("NAME", 名称), a
// machine's identifier where a line around the table says the table lists
// machines (words/rows.tsv machine_list_line: kubectl's "get nodes").
func machineListName(h string) bool {
	return machineListNameWords[foldIDHeader(h)]
}

var machineListNameWords = wordSet("machine_list_name_header")

// machineIDCell is the first unread column (in header order) whose header
// names a machine identifier and whose cell is one.
func (b *rowBuild) machineIDCell() (cell, bool) {
	hs := make([]string, 0, len(b.r.extra))
	for h := range b.r.extra {
		hs = append(hs, h)
	}
	slices.SortFunc(hs, func(x, y string) int { // as a sheet orders its columns: B before AA
		lx, ly := b.r.extraLetters[x], b.r.extraLetters[y]
		switch {
		case letterLess(lx, ly):
			return -1
		case letterLess(ly, lx):
			return 1
		}
		return 0
	})
	listed, asked := false, false // the lines around the table read once, when a name column first asks
	isList := func() bool {
		if !asked {
			listed, asked = slices.ContainsFunc(b.r.footLines, func(l string) bool { return wordIn("machine_list_line", l) }), true
		}
		return listed
	}
	for _, h := range hs {
		v := b.r.extra[h]
		if (machineIDHeader(h) || machineListName(h) && isList()) && machineID(v) {
			return cell{text: v, header: h, letter: b.r.extraLetters[h]}, true
		}
	}
	return cell{}, false
}

// hostColumn: a column whose header names a machine identifier and whose
// values, at least two and two in three, are each one machine's identifier each
// ("host" over "ql-a800-03", "ql-4090-07"): the machines the rows offer,
// not their seller, whatever the header also means elsewhere.
func hostColumn(h string, vals []string) bool {
	if !machineIDHeader(h) {
		return false
	}
	n, yes := share(vals, machineID)
	return yes >= 2 && yes*3 >= n*2
}

// deviceListLine (OP0901): a line of a driver tool's listing of a machine's
// cards, pasted into a mail: "GPU 0: NVIDIA H20 (UUID: GPU-3f1c…)"
// (nvidia-smi -L), "8 NVIDIA H20, 97871 MiB" (a memory query counted by
// uniq -c). Its figures are a card's index, a count and a size, never an
// amount: the line is no offer and no refusal.
func deviceListLine(text string) bool {
	return reSMIList.MatchString(text) || reSMIMemory.MatchString(text)
}

var (
	reSMIList   = regexp.MustCompile(`(?i)^\s*gpu\s+\d+\s*:\s*\S.*\(\s*uuid\s*:\s*gpu-[0-9a-f-]+\s*\)\s*$`)
	reSMIMemory = regexp.MustCompile(`(?i)^\s*(?:\d+\s+)?[a-z][^,，]*,\s*[\d,]+\s*mib\s*$`)
)

// logLine (OP1201-): a row whose first cell opens with a log level written
// in capitals and a mark after it ("ERROR ql-a800-04: ipmitool timeout
// after 30s", "WARN: …", "Traceback (most recent call last):"): a line
// the inventory script printed among its rows, no row of the table.
func logLine(row []string) bool {
	first, n := oneCell(row)
	if n == 0 {
		return false
	}
	m := reLogLead.FindStringSubmatch(strings.TrimSpace(first))
	return m != nil && (m[1] == strings.ToUpper(m[1]) || m[1] == "Traceback") && logLevelWords[strings.ToLower(m[1])]
}

var (
	reLogLead     = regexp.MustCompile(`^([A-Za-z]+)(?:[:\[(]|\s+\S)`)
	logLevelWords = wordSet("log_level_word")
)
