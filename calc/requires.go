package calc

// Requirements: what an offer must have for the task (TASK.json
// `requires`, contract "Added 2026-12"), and whether an offer is known to
// have it, known not to, or leaves it open.

import (
	"slices"
	"strings"

	"computecheck/msg"
)

// Requirement ids of TASK.json `requires`.
const (
	ReqResume    = "resume"     // vendor checkpoint-resume (断点续训)
	ReqNVLink    = "nvlink"     // NVLink (or Ascend's HCCS) between the cards of a machine
	ReqRDMA      = "rdma"       // InfiniBand or RoCE between machines
	ReqLocalNVMe = "local_nvme" // local NVMe SSD on each machine
	ReqOnDemand  = "on_demand"  // machines the vendor cannot take back mid-job (not spot / 抢占式)

	// ReqCapacity is never typed in TASK.json: every job needs the machines
	// it runs on, so a quote that states fewer lists "capacity" in unmet.
	ReqCapacity = "capacity"

	// ReqDeadline is never typed in `requires` either: a task with
	// deadline_days lists "deadline" in unmet when the row's best plan
	// takes longer, in unverified when its duration is unknown.
	ReqDeadline = "deadline"
)

// Requirements lists the requirement ids in display order.
var Requirements = []string{ReqResume, ReqNVLink, ReqRDMA, ReqLocalNVMe, ReqOnDemand}

// ValidRequirement reports whether id is a requirement TASK.json accepts.
func ValidRequirement(id string) bool { return slices.Contains(Requirements, id) }

// normalizeRequires lower-cases, drops blanks and duplicates, and puts the
// ids in display order (unknown ids last, for Validate to name).
func normalizeRequires(rs []string) []string {
	if len(rs) == 0 {
		return nil
	}
	var out []string
	for _, r := range rs {
		r = strings.ToLower(strings.TrimSpace(r))
		if r != "" && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	rank := func(r string) int {
		if i := slices.Index(Requirements, r); i >= 0 {
			return i
		}
		return len(Requirements)
	}
	slices.SortStableFunc(out, func(a, b string) int { return rank(a) - rank(b) })
	return out
}

// Requirement states.
const (
	ReqMet     = "met"
	ReqUnmet   = "unmet"
	ReqUnknown = "unknown"
)

// RequirementState says whether offer o, as the row q lays the job out on
// it, meets requirement req. A link requirement the job's layout makes
// moot is met: NVLink when the job uses one card per machine, RDMA when it
// runs on one machine (there is nothing to connect).
func RequirementState(o Offer, q QuoteCost, req string) string {
	switch req {
	case ReqResume:
		switch {
		case o.ResumeSupported == nil:
			return ReqUnknown
		case *o.ResumeSupported:
			return ReqMet
		}
		return ReqUnmet
	case ReqNVLink:
		if q.Fits && q.GPUs > 0 && (q.GPUs == 1 || q.GPUsPerNode == 1) {
			return ReqMet
		}
		switch strings.ToLower(o.Intra) {
		case IntraNVLink, IntraHCCS:
			return ReqMet
		case IntraPCIe:
			return ReqUnmet
		}
		return ReqUnknown
	case ReqRDMA:
		if q.Fits && q.Nodes == 1 {
			return ReqMet
		}
		switch strings.ToLower(o.Inter) {
		case InterIB, InterRoCE:
			return ReqMet
		case InterEther, InterNone:
			return ReqUnmet
		}
		return ReqUnknown
	case ReqLocalNVMe:
		switch {
		case o.LocalNVMe == nil:
			return ReqUnknown
		case *o.LocalNVMe:
			return ReqMet
		}
		return ReqUnmet
	case ReqOnDemand:
		switch {
		case o.Interruptible == nil:
			return ReqUnknown
		case *o.Interruptible:
			return ReqUnmet
		}
		return ReqMet
	}
	return ReqUnknown
}

// judge sets the row's eligibility: a requirement known unmet, or a quote
// that needs review, makes it not eligible; one left open is listed in
// Unverified and flagged with the question to ask.
func judge(q *QuoteCost, o Offer, requires []string, deadlineDays float64) {
	q.Eligible = true
	q.Unmet, q.Unverified = []string{}, []string{}
	for _, r := range requires {
		switch RequirementState(o, *q, r) {
		case ReqUnmet:
			q.Unmet = append(q.Unmet, r)
		case ReqUnknown:
			q.Unverified = append(q.Unverified, r)
		}
	}
	for _, r := range q.Unmet {
		q.warn(WarnRequirementUnmet, msg.New("calc.warn.requirement_unmet", msg.New("req."+r)))
	}
	for _, r := range q.Unverified {
		q.warn(WarnRequirementUnverified, msg.New("calc.warn.requirement_unverified", msg.New("req."+r), msg.New("req.ask."+r)))
	}
	// More machines than the quote offers: the vendor cannot deliver the
	// job as costed, so the row is listed apart like an unmet requirement
	// (the capacity warning says how many are needed and offered).
	if q.HasWarning(WarnCapacityShort) {
		q.Unmet = append(q.Unmet, ReqCapacity)
	}
	switch deadlineState(*q, deadlineDays) {
	case ReqUnmet:
		q.Unmet = append(q.Unmet, ReqDeadline)
		q.warn(WarnDeadline, msg.New("calc.warn.deadline_unmet", q.Hours/24, deadlineDays))
	case ReqUnknown:
		q.Unverified = append(q.Unverified, ReqDeadline)
		q.warn(WarnRequirementUnverified, msg.New("calc.warn.requirement_unverified", msg.New("req."+ReqDeadline), msg.New("req.ask."+ReqDeadline)))
	}
	if len(q.Unmet) > 0 {
		q.Eligible = false
	}
	if o.NeedsReview {
		q.Eligible = false
		q.NeedsReview = true
		q.ReviewReasons = append([]msg.Msg(nil), o.ReviewReasons...)
		q.warn(WarnNeedsReview, msg.New("calc.warn.needs_review"))
	}
}

// deadlineState says whether row q finishes within deadlineDays (0: no
// deadline, met): its training wall-clock against the deadline, unknown
// when the row's duration is (the vendor runs the job, or no speed).
func deadlineState(q QuoteCost, deadlineDays float64) string {
	switch {
	case !(deadlineDays > 0) || !q.Fits:
		return ReqMet // a row that does not fit says so already
	case !(q.Hours > 0):
		return ReqUnknown
	case q.Hours > deadlineDays*24*(1+1e-9):
		return ReqUnmet
	}
	return ReqMet
}
