package calc

// Pricing advice: the article's three regimes (hourly, monthly machine, cluster).

import (
	"strings"
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
)

// Advice classifies a task into the article's pricing regimes.
type Advice struct {
	Kind        string   `json:"kind"`
	Reasons     []string `json:"reasons"`
	NeedsResume bool     `json:"needs_resume"` // long or large jobs: insist on 断点续训
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
	if a.Kind == AdviceCluster || hours >= adviceResumeHours {
		a.NeedsResume = true
		add(ReasonResume)
	}
	return a
}

var adviceText = map[string][2]string{
	AdviceHourly:      {"Rent by the hour (or day) and release the machines when idle", "按小时（或按天）租用，空闲即释放"},
	AdviceMonthly:     {"Rent whole 8-card machines by the month", "按月租用8卡整机"},
	AdviceCluster:     {"Judge the cluster on throughput and cost per token", "按集群总吞吐和单位token成本评估"},
	ReasonLoRASmall:   {"LoRA on a model of about 7B or less fits one large card", "7B以下模型LoRA微调，一张大显存卡即可"},
	ReasonShortJob:    {"the job runs hours to a few days", "任务只跑几个小时到几天"},
	ReasonPulse:       {"experiments come in bursts; a monthly plan bills the idle time", "试验是脉冲式的，包月会为闲置期付费"},
	ReasonWeeks:       {"the job runs for weeks without a break", "需要连续跑数周"},
	ReasonMidModel:    {"13-30B models need 8-card machines", "13B到30B模型需要8卡整机"},
	ReasonWholeNode:   {"the job uses whole 8-card machines", "任务占满8卡整机"},
	ReasonLargeModel:  {"70B+ models are bought as cluster capacity", "70B以上模型按集群能力采购"},
	ReasonLargeFleet:  {"64 or more GPUs make it a cluster contract", "64卡以上属于集群合同"},
	ReasonHiddenCosts: {"ask for storage, backup and repair-time terms: they add 20-30%", "问清存储、备份空间和故障响应时间，可能多出两到三成"},
	ReasonResume:      {"insist on checkpoint-resume: a restart from scratch costs more than any price gap", "必须有断点续训：从头重跑的代价远超租金差价"},
}

// Text is the advice as one sentence in "en" or "zh".
func (a Advice) Text(lang string) string {
	i := 0
	if strings.HasPrefix(strings.ToLower(lang), "zh") {
		i = 1
	}
	head := adviceText[a.Kind][i]
	var rs []string
	for _, r := range a.Reasons {
		if s, ok := adviceText[r]; ok {
			rs = append(rs, s[i])
		}
	}
	if len(rs) == 0 {
		return head
	}
	if i == 1 {
		return head + "：" + strings.Join(rs, "；") + "。"
	}
	return head + ": " + strings.Join(rs, "; ") + "."
}
