package quotes

import (
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"computecheck/calc"
)

// The spec extractor: a whole-machine cell ("8*H800 80G SXM5 / 2TB内存 /
// 4*3.84T NVMe / IB 400G*8") split into parts; a labelled part is that
// field, any other is read by what it looks like.

// Spec is what a machine-spec cell says; fields it does not name stay empty.
type Spec struct {
	GPUText    string // the GPU part as written
	GPU        string // catalogue id ("" when no GPU is named)
	GPUAssumed string // what calc.MatchGPU had to assume
	GPUs       *int   // GPUs in one machine
	GPUsRule   string // the rule that read GPUs
	CPU, RAM   string
	NVMeTB     *float64
	Net        *Network
	Intra      *Intra
}

var (
	reSpecSplit = regexp.MustCompile(`[\n\r;；|｜/、､+，,]+`)
	reSpecLabel = regexp.MustCompile(`(?i)^\s*` + wordAlt("spec_label", false) + `\s*[:：]\s*`)
	specLabel   = wordMap("spec_label") // words/spec.tsv
	// words saying the cell describes one machine ("Per node:"), taken off
	reSpecScope    = regexp.MustCompile(`(?i)^\s*(?:` + wordAlternation("spec_scope", "zh") + `(?:配置|规格)?|配置|(?:per |each |one )?` + wordAlternation("spec_scope", "en") + `(?: spec| config)?)\s*[:：]\s*|(?i)^\s*gpus\s*[:：]\s*`)
	reGPUWordCount = regexp.MustCompile(`(?i)^\s*(?:gpu|gpus|显卡|加速卡|算力卡|` + wordAlt("spec_product_lead", false) + `)\s+(?P<n>\d{1,2}\s*[x×*])`) // words/spec.tsv spec_product_lead (ML0095)
	reCPUWords     = memoized(regexp.MustCompile(wordAlternation("cpu_word", "yes") + `|\bcores?\b|^\d+\s*[x×*]\s*\d{4}[a-z+]*$`))
	reNetWords     = memoized(regexp.MustCompile(`\bib\b|infiniband|roce|rdma|gbe|\dge\b|ethernet|以太|万兆|千兆|\bhdr\b|\bndr\b|\bedr\b|\bxdr\b|nic|网卡|\d+\s*g\s*[x×*]\s*\d+`))
	reIntraWords   = memoized(regexp.MustCompile(wordAlternation("spec_link_word", "yes")))
	reIntraParen   = regexp.MustCompile(`[(\[]\s*(?:hccs|nvlink[^)\]]*|nvswitch[^)\]]*|pcie[^)\]]*)\s*[)\]]`)
	reDiskWords    = regexp.MustCompile(wordAlternation("disk_word", "yes"))
	reSizeOnly     = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*(t|tb|g|gb|tib|gib)(?:内存|ram|ddr\d?)?$`)
	// NIC ports and a link speed ("双25G"); not 10G, 40G (memory, disks)
	reBareLinkSpeed = regexp.MustCompile(`^(?:[1-8]|单|双|两|四|八)?(?:口|端口|路)?[x×*]?(?:25|100|200)g(?:b|bps|e)?$`)
	reCNCount       = regexp.MustCompile(`(十[一二三四五六]?|[一二两双三四五六七八九])\s*(卡|张|块|gpu|GPU)`)
	reFormWord      = regexp.MustCompile(`(?i)\b(sxm\d?|pcie|pci-e)\b`)
	// a list item's number before its words ("1. GPU：…", "2.内存"), not a
	// figure of the part ("1.5TB", "2 x A100")
	reListNumber = regexp.MustCompile(`^\s*\d{1,2}\.\s*([^\d\s.])`)
)

var (
	// the count beside a GPU name: "8×H100", "H20×8(96G)", "单机4卡 L20"
	countByName = []countRule{
		{"spec.count_first", regexp.MustCompile(`^(?:` + wordAlternation("spec_scope", "zh") + `)?(\d{1,2})\s*[x×*]\s*`)}, // "每节点4×V100": a scope word (words/spec.tsv spec_scope) before the count (campus)
		{"spec.count_after", regexp.MustCompile(`\s*[x×*]\s*(\d{1,2})\b`)},
		{"spec.count_cards", regexp.MustCompile(`(?:单机|每台|每机|整机)?\s*(\d{1,2})\s*-?\s*(?:卡|张|块|片|颗|pcs\b|pieces\b|gpus?\b|cards?\b)`)},
	}
	// a part opening with the count ("8卡 NVLink"); later, no machine's
	countLeading = countRule{"spec.count_leading", regexp.MustCompile(`^\s*(?:单机|每台|每机|整机)?\s*(\d{1,2})\s*-?\s*(?:卡|张|块|gpus?\b|cards?\b)`)}
	// a count of one machine's GPUs with no GPU name ("8x per node", "x8 per server", "8x GPU per node": stop 54 set145/06)
	countPerNode = countRule{"spec.count_per_node", regexp.MustCompile(`^\s*(?:(\d{1,2})\s*[x×*]|[x×*]\s*(\d{1,2}))\s*(?:(?:gpus?|cards?)\s+)?(?:per|each|every)\s+(?:node|server|machine|host|box|instance)\b`)}
	// a count before a board or form word alone ("8x HGX")
	countBoard = countRule{"spec.count_board", regexp.MustCompile(`^(\d{1,2})\s*[x×*]\s*(hgx|dgx|sxm\d?|oam|pcie|pci-e)(?:\s*gen\s*\d)?$`)}
	// a part that is only a count ("8x", "×4") beside a GPU column
	countBare = countRule{"spec.count_bare", regexp.MustCompile(`^(?:(\d{1,2})\s*[x×*]|[x×*]\s*(\d{1,2}))$`)}
)

// setGPUs takes a count c reads in s when none is set yet.
func (sp *Spec) setGPUs(c countRule, s string) []string {
	n, _, m := c.find(s)
	if n == 0 {
		return nil
	}
	if sp.GPUs == nil {
		sp.GPUs, sp.GPUsRule = &n, c.rule
	}
	return m
}

// ParseSpec reads a machine-spec cell; ok is false when it names neither a
// GPU nor a GPU count.
func ParseSpec(s string) (sp Spec, ok bool) {
	text := specAsides(cnCounts(narrow(foldTrad(s)))) // a bracketed remark is a part of its own (extract_spec_aside.go); 單卡 read as 单卡
	for _, raw := range reSpecSplit.Split(text, -1) {
		raw = reListNumber.ReplaceAllString(raw, "$1") // "1. GPU：8×H100" in a numbered list
		part := strings.TrimSpace(reGPUWordCount.ReplaceAllString(reSpecScope.ReplaceAllString(raw, ""), "${n}"))
		label := ""
		if m := reSpecLabel.FindStringSubmatchIndex(part); m != nil {
			label = strings.ToLower(part[m[2]:m[3]])
			part = strings.TrimSpace(part[m[1]:])
		}
		if part == "" {
			continue
		}
		switch specLabel[label] {
		case "cpu":
			sp.CPU = part
		case "ram":
			sp.RAM = part
		case "disk":
			sp.setNVMe(part)
		case "net":
			sp.setNet(part)
		case "intra":
			sp.setIntra(part)
		default:
			sp.readPart(part, strings.ToLower(part))
		}
	}
	if loc := reIntraWords.FindStringIndex(strings.ToLower(text)); sp.Intra == nil && loc != nil && !linkNegated(strings.ToLower(text), loc[0]) {
		if m := strings.ToLower(text)[loc[0]:loc[1]]; m != "pcie" && m != "pci-e" {
			sp.setIntra(m)
		}
	}
	return sp, sp.GPU != "" || sp.GPUs != nil
}

// complete takes from more (the configuration line under an offer's row)
// what sp leaves open of the machine's parts: CPU, memory, disks and links;
// never the GPU or its count, which the offer's own cells state.
func (sp *Spec) complete(more Spec) {
	sp.CPU, sp.RAM = cmp.Or(sp.CPU, more.CPU), cmp.Or(sp.RAM, more.RAM)
	if sp.NVMeTB == nil {
		sp.NVMeTB = more.NVMeTB
	}
	if sp.Net == nil {
		sp.Net = more.Net
	}
	if sp.Intra == nil {
		sp.Intra = more.Intra
	}
}

// machineParts counts the machine's parts sp names besides the GPU.
func (sp Spec) machineParts() int {
	n := 0
	for _, has := range []bool{sp.CPU != "", sp.RAM != "", sp.NVMeTB != nil, sp.Net != nil, sp.Intra != nil} {
		if has {
			n++
		}
	}
	return n
}

// readPart reads a part with no label by what it looks like.
func (sp *Spec) readPart(part, low string) {
	if sp.GPU == "" && sp.gpuPart(part, low) {
		return
	}
	sp.setGPUs(countLeading, low)
	sp.setGPUs(countPerNode, low)
	switch {
	case reCPUWords.MatchString(low):
		if sp.CPU == "" {
			sp.CPU = part
		}
		return
	case reNetWords.MatchString(low), sp.GPU != "" && reBareLinkSpeed.MatchString(compact(low)):
		sp.setNet(part) // "双25G" after the GPU part
		return
	case reDiskWords.MatchString(low) || reSizeMul.MatchString(low):
		sp.setNVMe(part)
		return
	case reSizeOnly.MatchString(compact(low)):
		if sp.RAM == "" {
			sp.RAM = part
		}
		return
	case sp.boardCount(strings.TrimSpace(low)):
		return
	case reIntraWords.MatchString(low):
		sp.setIntra(part) // "8卡整机 NVLink": the link, and the count below
	}
	sp.setGPUs(countByName[2], low)
	sp.setGPUs(countBare, strings.TrimSpace(low))
	if strings.Contains(low, "单卡") && sp.GPUs == nil {
		sp.GPUs, sp.GPUsRule = ptr(1), "spec.single_card"
	}
}

// boardCount reads "8x HGX"; a PCIe board also says how cards are linked.
func (sp *Spec) boardCount(s string) bool {
	m := sp.setGPUs(countBoard, s)
	if m != nil && (m[2] == "pcie" || m[2] == "pci-e") && sp.Intra == nil {
		sp.setIntra(m[2])
	}
	return m != nil
}

// gpuPart reads the GPU part: a catalogue GPU once the count is taken out.
func (sp *Spec) gpuPart(part, low string) bool {
	rest, count := low, countRule{}
	for _, c := range countByName {
		if n, loc, _ := c.find(low); n > 0 && (c.rule != "spec.count_after" || !reMachinesNext.MatchString(low[loc[1]:])) {
			rest, count = strings.ReplaceAll(low[:loc[0]]+" "+low[loc[1]:], "单机", " "), c
			break
		}
	}
	name := strings.TrimSpace(reIntraParen.ReplaceAllString(rest, " "))
	m, ok := matchGPU(name)
	if !ok || name == "" {
		return false
	}
	sp.GPU, sp.GPUAssumed, sp.GPUText = m.ID, m.Assumed, strings.TrimSpace(part)
	if count.re != nil {
		n, _, _ := count.find(low)
		sp.GPUs, sp.GPUsRule = &n, count.rule
	} else if singleCardHost(low) {
		sp.GPUs, sp.GPUsRule = ptr(1), "spec.single_card"
	}
	if in := reIntraWords.FindString(low); in != "" {
		sp.setIntra(in)
	}
	if loc := reNetWords.FindStringIndex(rest); loc != nil {
		sp.setNet(netTail(rest, loc[0])) // "8*H800 80G SXM5 NVLink 8*400G IB": the network after the GPU
	}
	return true
}

// singleCardHost: a GPU part that opens with a word of one card and names
// the host it sizes ("单卡 RTX 4090 24G（云主机", "single-GPU A10 VM"): a
// machine of one card (words/rows.tsv single_card_word, single_card_machine).
func singleCardHost(low string) bool {
	c := compact(low)
	for _, w := range singleCardWord {
		if rest, ok := strings.CutPrefix(c, w); ok {
			for m := range singleCardMachineWord {
				if strings.Contains(rest, m) {
					return true
				}
			}
		}
	}
	return false
}

// reMachinesNext: a count followed by a machine word counts machines
// ("A800训练整机×3台": three machines), never one machine's GPUs.
var reMachinesNext = regexp.MustCompile(`^\s*(?:台|节点|nodes?\b|servers?\b|machines?\b)`)

// netTail is the network a GPU part ends with: from the NIC speed just
// before its network word at i ("8*400g ib"); a figure that is no NIC
// speed (the GPU's "80gb*8") is left out, so it is not read as the NICs.
func netTail(s string, i int) string {
	head := strings.TrimRight(s[:i], " ")
	j := strings.LastIndexAny(head, " ") + 1
	if !reNICSpeedToken.MatchString(head[j:]) {
		j = i
	}
	return strings.TrimSpace(s[j:])
}

// reNICSpeedToken: a token that is a NIC speed, with or without a count
// ("400g", "8*400g", "200gx4").
var reNICSpeedToken = regexp.MustCompile(`^(?:\d{1,2}\s*[x×*])?(?:10|25|40|50|100|200|400|800)\s*(?:g|gb|gbps|gbe)(?:\s*[x×*]\s*\d{1,2})?$`)

// cnCounts writes counts in Chinese numerals as digits ("八卡", "双卡").
func cnCounts(s string) string {
	return reCNCount.ReplaceAllStringFunc(s, func(m string) string {
		sub := reCNCount.FindStringSubmatch(m)
		if v, ok := cnNumber(strings.ReplaceAll(sub[1], "双", "二")); ok && v >= 1 {
			return strconv.Itoa(int(v)) + sub[2]
		}
		return m
	})
}

func (sp *Spec) setNVMe(part string) {
	// a disk of no size ("0×0000TB NVMe") is no disk: unknown, never 0 TB
	if gb, _, err := ParseSizeGB(reDiskWords.ReplaceAllString(strings.ToLower(part), " "), "tb"); err == nil && gb > 0 && sp.NVMeTB == nil {
		sp.NVMeTB = ptr(gb / 1000)
	}
}

func (sp *Spec) setNet(part string) {
	if n, err := ParseNetwork(part); err == nil && sp.Net == nil {
		sp.Net = &n
	}
}

func (sp *Spec) setIntra(part string) {
	if in, err := ParseIntra(part); err == nil {
		sp.Intra = &in
	}
}

// formFromSpec: a GPU cell that leaves the form factor open takes the one
// form the row's other cells name, with a warning: the spec cell first,
// then the notes, the offer name and the columns not read that name no card
// of their own ("说明: PCIe版" beside "A100 80G"), so the card's form and its link rest on one reading
// (the SXM default never beside a cell saying PCIe). A form word about
// another device ("PCIe 4.0 NVMe": words/link.tsv pcie_other) names none;
// cells naming both forms leave it open.
func (b *rowBuild) formFromSpec(gt string) string {
	if gt == "" || reFormWord.MatchString(narrow(gt)) {
		return gt
	}
	m, ok := matchGPU(gt)
	if !ok || m.Assumed == "" {
		return gt
	}
	var forms []string
	var at cell
	for _, c := range b.formCells() {
		fs := cellForms(c.text, c == b.r.cells[fSpec])
		if len(fs) == 0 {
			continue
		}
		if len(forms) == 0 {
			at = c
		}
		forms = append(forms, fs...)
	}
	if len(forms) == 0 {
		return gt
	}
	if wm, ok := matchGPU(gt + " " + forms[0]); !ok || wm.ID == m.ID || wm.Assumed != "" && len(wm.Assumed) >= len(m.Assumed) {
		return gt
	}
	for _, f := range forms[1:] {
		if strings.HasPrefix(strings.ToLower(f), "sxm") != strings.HasPrefix(strings.ToLower(forms[0]), "sxm") {
			return gt
		}
	}
	b.q.AddWarning(mk("import.warn.gpu_form_from_spec", gt, forms[0], at.header, strings.TrimSpace(at.text)))
	return gt + " " + forms[0]
}

// formCells: the row's cells that may name its card's form, in the order
// formFromSpec reads them (spec, notes, offer, then the columns not read by
// header).
func (b *rowBuild) formCells() []cell {
	var out []cell
	if c, ok := b.r.cells[fSpec]; ok && strings.TrimSpace(c.text) != "" {
		out = append(out, c)
	}
	for _, f := range []string{fNotes, fOffer} {
		if c, ok := b.r.cells[f]; ok && formOnly(c.text) {
			out = append(out, c)
		}
	}
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		if t := b.r.extra[h]; formOnly(t) {
			out = append(out, cell{text: t, header: h})
		}
	}
	return out
}

// formOnly: a cell outside the spec that may give the form alone; one naming
// a card of its own ("NVIDIA A100 80GB PCIe") is a second naming of the GPU,
// read whole by refineFromSpec and the offer check, not for its form.
func formOnly(text string) bool {
	if strings.TrimSpace(text) == "" {
		return false
	}
	_, ok := matchGPU(text)
	return !ok
}

// rePCIeGeneration: PCIe and its generation ("PCIe 5.0", "PCIe Gen4":
// words/link.tsv pcie_generation) name the bus, not the card's form.
var rePCIeGeneration = regexp.MustCompile(`(?i)\bpci-?e\s*` + wordAlt("pcie_generation", false) + `(?:[^\d.]|$)`)

// cellForms: the form words a cell names; outside the spec cell, a part
// naming PCIe beside another device's word (NVMe, NIC, a switch) or with its
// generation (PCIe 5.0) names none.
func cellForms(text string, spec bool) []string {
	if spec {
		return reFormWord.FindAllString(narrow(text), -1)
	}
	var out []string
	for _, seg := range textSegments(text) {
		fs := reFormWord.FindAllString(seg, -1)
		if len(fs) == 0 {
			continue
		}
		if _, _, other := pcieOther.find(norm(seg)); other || rePCIeGeneration.MatchString(seg) {
			continue
		}
		out = append(out, fs...)
	}
	return out
}

// refineFromSpec: a GPU cell that leaves form or memory open takes the card
// the spec cell names in full, with a warning.
func (b *rowBuild) refineFromSpec(m calc.GPUMatch, gt string) calc.GPUMatch {
	sm := calc.GPUMatch{ID: b.spec.GPU}
	if m.Assumed == "" || b.spec.GPU == "" || b.spec.GPUAssumed != "" || b.spec.GPU == m.ID || !sameGPU(sm, m) {
		return m
	}
	b.q.AddWarning(mk("import.warn.gpu_refined_spec", gt, b.r.cells[fSpec].header, b.spec.GPUText, sm.ID))
	return sm
}
