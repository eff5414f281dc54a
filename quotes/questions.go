package quotes

import "computecheck/msg"

// Checklist statuses.
const (
	StatusYes     = "yes"     // stated, and present (NVLink, IB/RoCE, NVMe, resume, compensation...) or stated terms
	StatusNo      = "no"      // stated as absent (PCIe only, Ethernet, no NVMe, no compensation...)
	StatusUnknown = "unknown" // the vendor has not said (all or part of it): ask
	// StatusNA is an item that does not apply to the offer (the link
	// between the GPUs of a one-GPU machine): neither a strength nor a gap.
	StatusNA = "na"
)

// Checklist item keys, in display order.
const (
	CheckIntraLink    = "intra_link"
	CheckFabric       = "fabric"
	CheckLocalNVMe    = "local_nvme"
	CheckResume       = "resume"
	CheckStorage      = "storage"
	CheckTraffic      = "traffic"
	CheckCompensation = "compensation"
	CheckMinTerm      = "min_term"
	CheckRelease      = "release"
)

// The questions beyond one per item: the part of an item a quote leaves
// open when it states the rest.
const (
	askFabricRate = "fabric_rate"
	askSLATiers   = "sla_tiers"
	askIncrement  = "increment"
	askMinTerm    = "min_term_only"
)

// CheckItem is one line of the due-diligence checklist for a quote. What it
// says is a message (LabelMsg, QuestionMsg), rendered in the reader's
// language; Label and Question hold that rendering for the JSON output.
type CheckItem struct {
	Key         string  `json:"key"`
	Label       string  `json:"label"`
	Status      string  `json:"status"`             // yes | no | unknown | na
	Question    string  `json:"question,omitempty"` // what to ask the vendor; set when something is missing
	LabelMsg    msg.Msg `json:"-"`
	QuestionMsg msg.Msg `json:"-"`
}

func boolStatus(b *bool) string {
	switch {
	case b == nil:
		return StatusUnknown
	case *b:
		return StatusYes
	}
	return StatusNo
}

// The status of each link, fabric and compensation kind; any other is unknown.
var (
	intraStatus  = map[string]string{IntraNVLink: StatusYes, IntraHCCS: StatusYes, IntraPCIe: StatusNo}
	fabricStatus = map[string]string{InterIB: StatusYes, InterRoCE: StatusYes, InterEther: StatusNo, InterNone: StatusNo}
	compStatus   = map[string]string{CompMultiple: StatusYes, CompSLATiers: StatusYes, CompNone: StatusNo}
)

// Checks rates a quote against the items a buyer must know before signing.
// An item the quote leaves open, all of it or a part, is StatusUnknown and
// carries the question to ask: the checklist never calls an item stated
// while the questions still ask for it.
func Checks(q Quote) []CheckItem {
	var out []CheckItem
	// add: an unknown item asks its own question; askKey asks for the part left open
	add := func(key, status, askKey string) {
		it := CheckItem{Key: key, Status: status, LabelMsg: msg.New("check.label." + key)}
		if status == StatusUnknown && askKey == "" {
			askKey = key
		}
		if askKey != "" {
			it.Status = StatusUnknown
			it.QuestionMsg = msg.New("check.ask." + askKey)
		}
		out = append(out, it)
	}
	askIf := func(open bool, key string) string {
		if open {
			return key
		}
		return ""
	}
	known := func(stated bool) string {
		if stated {
			return StatusYes
		}
		return StatusUnknown
	}

	intra := orDefault(intraStatus[q.IntraNode], StatusUnknown)
	if q.GPUsPerNode != nil && *q.GPUsPerNode == 1 {
		intra = StatusNA // one GPU per machine: no link between GPUs
	}
	add(CheckIntraLink, intra, "")
	fabric := orDefault(fabricStatus[q.InterNode], StatusUnknown)
	add(CheckFabric, fabric, askIf(fabric == StatusYes && q.InterNodeGbps == nil, askFabricRate))
	if q.LocalNVMeTB != nil {
		add(CheckLocalNVMe, boolStatus(ptr(*q.LocalNVMeTB > 0)), "")
	} else {
		add(CheckLocalNVMe, StatusUnknown, "")
	}
	add(CheckResume, boolStatus(q.ResumeSupported), "")
	add(CheckStorage, known(q.StorageFreeGB != nil || q.StoragePricePerGBMonth != nil), "")
	add(CheckTraffic, known(q.EgressPricePerGB != nil || q.BandwidthPricePerMbpsMonth != nil), "")
	comp := q.Compensation
	add(CheckCompensation, orDefault(compStatus[comp.Kind], StatusUnknown), askIf(comp.Kind == CompSLATiers && len(comp.Tiers) == 0, askSLATiers))
	termKnown := q.MinTerm != nil || q.MinHours != nil
	incrementKnown := q.BillingIncrement != nil || q.BillingIncrementHours != nil
	switch {
	case !termKnown && !incrementKnown:
		add(CheckMinTerm, StatusUnknown, "")
	case !termKnown:
		add(CheckMinTerm, StatusUnknown, askMinTerm)
	default:
		add(CheckMinTerm, StatusYes, askIf(!incrementKnown, askIncrement))
	}
	add(CheckRelease, boolStatus(q.ReleaseIdle), "")
	return out
}

// Checklist is Checks with each label and question rendered in lang ("zh"
// or "en"), for output that carries text (quotes questions --json).
func Checklist(q Quote, lang string) []CheckItem {
	items := Checks(q)
	for i := range items {
		items[i].Label = items[i].LabelMsg.In(lang)
		items[i].Question = items[i].QuestionMsg.In(lang)
	}
	return items
}

// OpenQuestions lists what to ask the vendor about a quote, one question
// per checklist item the quote leaves open.
func OpenQuestions(q Quote) []msg.Msg {
	var out []msg.Msg
	for _, it := range Checks(q) {
		if !it.QuestionMsg.IsZero() {
			out = append(out, it.QuestionMsg)
		}
	}
	return out
}

// Questions is OpenQuestions rendered in lang ("zh" or "en").
func Questions(q Quote, lang string) []string {
	var out []string
	for _, m := range OpenQuestions(q) {
		out = append(out, m.In(lang))
	}
	return out
}
