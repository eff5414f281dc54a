package calc

// Pricing advice: the article's three regimes (hourly, monthly machine, cluster).

import (
	"computecheck/msg"
)

// Pricing regimes of PricingAdvice (source_article_zh.txt, "按任务量级找预算锚点").
const (
	AdviceHourly  = "hourly_release"    // light fine-tunes: hourly or daily, release when idle
	AdviceMonthly = "monthly_machine"   // 13-30B pretraining for weeks: whole 8-card machines by the month
	AdviceCluster = "cluster_per_token" // 70B+ or shared pools: cluster throughput and cost per token
)

// Advice reason codes.
const (
	ReasonLoRASmall   = "lora_small_model"  // LoRA/QLoRA on ≤ ~7B
	ReasonShortJob    = "short_job"         // hours to a few days
	ReasonPulse       = "pulse_experiments" // repeated trials: idle time under a monthly plan is sunk cost
	ReasonWeeks       = "runs_for_weeks"    // two weeks or more of continuous training
	ReasonMidModel    = "model_13b_30b"
	ReasonWholeNode   = "needs_whole_machine" // 8 GPUs or more
	ReasonLargeModel  = "model_70b_plus"
	ReasonLargeFleet  = "large_cluster" // 64 GPUs or more
	ReasonHiddenCosts = "ask_hidden_costs"
	ReasonResume      = "needs_checkpoint_resume"
	ReasonRDMA        = "needs_rdma"
)

// Advice classifies a task into the article's pricing regimes.
type Advice struct {
	Kind        string   `json:"kind"`
	Reasons     []string `json:"reasons"`
	NeedsResume bool     `json:"needs_resume"` // long or large jobs: insist on 断点续训
	// Requires are the requirements the advice proposes for the task
	// (TASK.json requires): resume for long or large jobs, rdma for a job
	// that spans machines in the cluster regime.
	Requires []string `json:"requires"`
}

// Thresholds of PricingAdvice.
const (
	adviceSmallParams   = 10e9     // "7B以下" with the usual slack (8-9B models)
	adviceMidParams     = 13e9     // "13B到30B"
	adviceLargeParams   = 60e9     // "70B以上" (67-72B models)
	adviceShortHours    = 3 * 24   // "几个小时到几天"
	adviceLongHours     = 14 * 24  // "连续跑数周"
	adviceLargeFleet    = 64       // 8 machines of 8 cards: a shared pool or a cluster contract
	adviceResumeHours   = 7 * 24   // a week or more: a restart from scratch costs more than any price gap
	adviceWholeMachines = 8        // 8-card machine
	adviceLoRAMaxHours  = 7 * 24.0 // LoRA runs beyond a week behave like long jobs
)

// PricingAdvice puts the task into one of the article's three regimes:
//
//   - hourly_release: LoRA on models up to ~7B and other jobs of hours to a
//     few days. Pulsed experiments leave a monthly machine idle, so hourly
//     (or daily) billing with release wins even at a higher unit price.
//   - monthly_machine: 13-30B training that runs 8-card machines for weeks;
//     whole machines by the month, and ask about storage, backup space and
//     repair time, which add 20-30 % (隐藏成本).
//   - cluster_per_token: 70B+ pretraining or jobs of 64+ GPUs; judge on
//     cluster throughput and cost per token, and require checkpoint-resume.
//
// hours is the estimated training time (t.Hours when 0).
func PricingAdvice(t Task, hours float64) Advice {
	if hours <= 0 {
		hours = t.Hours
	}
	n := float64(t.Model.ParamCount())
	lora := t.Method == MethodLoRA || t.Method == MethodQLoRA
	var a Advice
	add := func(r ...string) { a.Reasons = append(a.Reasons, r...) }
	switch {
	case n >= adviceLargeParams:
		a.Kind = AdviceCluster
		add(ReasonLargeModel)
		if t.GPUs >= adviceLargeFleet {
			add(ReasonLargeFleet)
		}
	case t.GPUs >= adviceLargeFleet:
		a.Kind = AdviceCluster
		add(ReasonLargeFleet)
	case lora && n <= adviceSmallParams && (hours <= 0 || hours <= adviceLoRAMaxHours):
		a.Kind = AdviceHourly
		add(ReasonLoRASmall, ReasonPulse)
		if hours > 0 && hours <= adviceShortHours {
			add(ReasonShortJob)
		}
	case hours > 0 && hours <= adviceShortHours:
		a.Kind = AdviceHourly
		add(ReasonShortJob, ReasonPulse)
	case hours >= adviceLongHours || (hours <= 0 && n >= adviceMidParams):
		a.Kind = AdviceMonthly
		if hours >= adviceLongHours {
			add(ReasonWeeks)
		}
		if n >= adviceMidParams {
			add(ReasonMidModel)
		}
		if t.GPUs >= adviceWholeMachines {
			add(ReasonWholeNode)
		}
		add(ReasonHiddenCosts)
	default:
		// Between a few days and two weeks: a monthly plan bills a whole
		// month for at most half of one, which hourly prices rarely exceed.
		a.Kind = AdviceHourly
		add(ReasonPulse)
		if n >= adviceMidParams {
			add(ReasonMidModel)
		}
	}
	a.Requires = []string{}
	if a.Kind == AdviceCluster || hours >= adviceResumeHours {
		a.NeedsResume = true
		add(ReasonResume)
		a.Requires = append(a.Requires, ReqResume)
	}
	// 70B+ or 64+ GPUs over several machines: the article's cluster
	// purchase is judged on cluster throughput, which needs IB or RoCE.
	if a.Kind == AdviceCluster && t.GPUs > max(t.GPUsPerNode, 1) {
		add(ReasonRDMA)
		a.Requires = append(a.Requires, ReqRDMA)
	}
	return a
}

// Msg is the advice as one sentence: the regime and its reasons
// (message ids advice.<kind> and advice.reason.<code>).
func (a Advice) Msg() msg.Msg {
	if len(a.Reasons) == 0 {
		return msg.New("advice." + a.Kind)
	}
	rs := make([]msg.Msg, 0, len(a.Reasons))
	for _, r := range a.Reasons {
		rs = append(rs, msg.New("advice.reason."+r))
	}
	return msg.New("advice.with_reasons", msg.New("advice."+a.Kind), joinMsgs("list.sep_clause", rs))
}

// Text is the advice in lang (Msg rendered).
func (a Advice) Text(lang string) string { return a.Msg().In(lang) }

// Violations lists the advice's proposed requirements that offer o, as
// laid out in row q, is known not to meet: when the task sets no
// requirements, the ranking flags such rows so that the advice and the
// ranking never contradict each other.
func (a Advice) Violations(o Offer, q QuoteCost) []string {
	var out []string
	for _, r := range a.Requires {
		if RequirementState(o, q, r) == ReqUnmet {
			out = append(out, r)
		}
	}
	return out
}

// How the advice reads against the offer that wins (Advice.AboutWinner).
const (
	AdviceWinnerAgrees      = "agrees"       // the winner is billed as the advice says
	AdviceWinnerAskMonthly  = "ask_monthly"  // monthly advice, the winner billed by the hour or day
	AdviceWinnerMonthlyIdle = "monthly_idle" // hourly advice, the winner billed by the month or a pack
	AdviceWinnerFewerCards  = "fewer_cards"  // whole-machine advice, the winner runs on fewer cards
	AdviceWinnerPerToken    = "per_token"    // the winner is billed per token
)

// AboutWinner says how the advice's billing form reads against the
// winner's own: the advice is worked out for the task, the ranking prices
// each quote as it bills, so the two may differ; the caller words the
// difference instead of showing both silently.
func (a Advice) AboutWinner(w QuoteCost) string {
	unit := w.PriceUnit
	monthly := w.Pack != nil || unit == "gpu_month" || unit == "node_month"
	switch {
	case unit == "million_tokens" && w.Pack == nil:
		return AdviceWinnerPerToken
	case a.Kind == AdviceMonthly && !monthly:
		return AdviceWinnerAskMonthly
	case a.Kind == AdviceMonthly && w.GPUs > 0 && w.GPUs < adviceWholeMachines:
		return AdviceWinnerFewerCards
	case a.Kind == AdviceHourly && monthly:
		return AdviceWinnerMonthlyIdle
	}
	return AdviceWinnerAgrees
}

// joinMsgs joins messages with a separator message (a format of two
// arguments, "%s；%s" in Chinese, "%s; %s" in English), as a right fold, so
// a list of any length renders through the catalogue.
func joinMsgs(sepKey string, ms []msg.Msg) msg.Msg {
	switch len(ms) {
	case 0:
		return msg.Msg{}
	case 1:
		return ms[0]
	}
	return msg.New(sepKey, ms[0], joinMsgs(sepKey, ms[1:]))
}
