package calc

// Risk: the expected cost of failures net of the vendor's compensation.

import (
	"math"

	"computecheck/msg"
)

// Failure-risk defaults, used where the task gives none.
const (
	// DefaultFailureRatePerNodeDay: interruptions per 8-GPU machine per day.
	// Llama 3 (arXiv 2407.21783 §3.3.4) saw 419 unexpected interruptions in
	// 54 days on 16,384 H100 = 2,048 nodes: 419/54/2048 = 0.0038 per
	// node-day (4.7e-4 per GPU-day) on a purpose-built fleet with automated
	// recovery. OPT-175B (arXiv 2205.01068 §2.5 and its logbook) cycled more
	// than 100 hosts in about 2 months on 124 rented nodes (992 A100):
	// ≈ 0.013 per node-day. BLOOM reported 1-2 GPU failures a week on 48
	// nodes: ≈ 0.004. A rental cluster sits between the two: 0.01.
	DefaultFailureRatePerNodeDay = 0.01
	// DefaultRestartHours: reload the last checkpoint, re-initialise NCCL and
	// warm up; tens of minutes for 7-70B checkpoints [assumed].
	DefaultRestartHours = 0.5
	// DefaultCheckpointIntervalHours: a failure loses on average half of the
	// interval since the last checkpoint; 2 h is a common save cadence for
	// multi-day runs [assumed].
	DefaultCheckpointIntervalHours = 2
	// DefaultManualRecoveryHours: without vendor checkpoint-resume (断点续训)
	// someone must notice the failure, get the machine replaced and restart
	// by hand; the vendor's failure_response_hours when stated, else 4 h (a
	// failure at night waits for the morning) [assumed].
	DefaultManualRecoveryHours = 4
	// DefaultPreemptionsPerNodeDay: how often an interruptible (spot,
	// 抢占式) machine is taken back, per machine and day: one in four days.
	// Vendors publish no rate for GPU spot capacity, which is reclaimed
	// whenever on-demand buyers want it; a quarter per day is a judgement
	// between the rare reclaim of an idle pool and several a day on a busy
	// one [assumed].
	DefaultPreemptionsPerNodeDay = 0.25
)

// risk is the expected failure cost net of compensation, never negative.
//
// Failures arrive at rate failure_rate_per_node_day on each rented machine
// (whatever its card count) over the training time. Each stalls the whole
// job: with vendor checkpoint-resume (断点续训) for the restart only; without
// it for the repair (the vendor's failure_response_hours, else
// DefaultManualRecoveryHours) plus a manual restart. It also loses half a
// checkpoint interval of work. Those hours are paid on every rented card at
// the list hourly rate: the expected extra billing (with monthly prices, the
// linear rate is the expectation over where the job ends in its month).
//
// Compensation counts the vendor's share of each outage (the automatic
// restart, or the repair): "k × downtime" credits k × that time × the
// hourly price of one rented machine per failure; SLA tiers credit a share
// of a machine's monthly fee when its monthly availability falls below a
// tier, in expectation over the Poisson count of failures in a
// machine-month. Loss and credit are both linear in the training time, so
// the net (clamped at 0) never falls as the job gets longer.
func (e *engine) risk(p *plan, q *QuoteCost, hours float64, opt CostOptions) float64 {
	t := &e.t // read only
	o := &p.offer
	// A 0 left out of TASK.json means the default; a 0 written means 0.
	rate := t.FailureRatePerNodeDay
	if rate <= 0 && !t.ZeroGiven("failure_rate_per_node_day") {
		rate = DefaultFailureRatePerNodeDay
	}
	rate *= mult(opt.WhatIf.FailureRate)
	restart := t.RestartHours
	if restart <= 0 && !t.ZeroGiven("restart_hours") {
		restart = DefaultRestartHours
	}
	interval := t.CheckpointIntervalHours
	if interval <= 0 && !t.ZeroGiven("checkpoint_interval_hours") {
		interval = DefaultCheckpointIntervalHours
	}
	// Without vendor checkpoint-resume the failed machine must be repaired
	// (the vendor's response time) before the user restarts; with it the
	// platform restarts the job on a spare. Compensation counts the
	// vendor's share of the outage: the repair, or the automatic restart.
	stall, down := restart, restart
	if o.ResumeSupported == nil || !*o.ResumeSupported {
		repair := o.FailureResponseHours
		if repair <= 0 {
			repair = DefaultManualRecoveryHours
		}
		stall, down = repair+restart, repair
		switch {
		case q.scoring: // a score gathers no warnings
		case o.ResumeSupported == nil:
			q.warn(WarnResumeUnknown, msg.New("calc.warn.resume_unknown", repair))
		default:
			q.warn(WarnResumeNone, msg.New("calc.warn.resume_none", repair))
		}
	}
	lost := stall + interval/2
	nodes := float64(max(p.nodes, 1))
	failures := rate * nodes * hours / 24
	loss := failures * lost * p.clustHr

	// An interruptible offer is also taken back now and then: each time
	// the job restarts from its last checkpoint, paying again for the
	// restart and half an interval of lost work on the whole cluster (no
	// vendor compensates a reclaim).
	var preemptions, preemptLoss float64
	if o.Interruptible != nil && *o.Interruptible {
		preemptions = DefaultPreemptionsPerNodeDay * nodes * hours / 24
		preemptLoss = preemptions * (restart + interval/2) * p.clustHr
		loss += preemptLoss
		if !q.scoring {
			q.warn(WarnInterruptible, msg.New("calc.warn.interruptible", preemptions, preemptLoss, q.Currency, DefaultPreemptionsPerNodeDay))
		}
	}

	var credit float64
	c := o.Compensation
	switch c.Kind {
	case CompMultiple:
		credit = c.Multiple * failures * down * p.nodeHr
	case CompSLATiers:
		credit = slaCreditShare(c.Tiers, rate, down, opt.hpm()) * p.nodeHr * nodes * hours
	case CompNone:
	default:
		q.warn(WarnCompUnknown, msg.New("calc.warn.compensation_unknown"))
	}
	credit = math.Max(0, credit)
	if c.Voucher && credit > 0 {
		q.warn(WarnVoucherCredit, msg.New("calc.warn.voucher_credit", credit, q.Currency))
	}
	q.Risk = RiskDetail{
		FailureRatePerNodeDay: rate, ExpectedFailures: failures, StallHours: stall, DowntimeHours: down, LostHours: lost,
		Loss: loss, Credit: credit, CreditIsVoucher: c.Voucher && credit > 0,
		ExpectedPreemptions: preemptions, PreemptionLoss: preemptLoss,
	}
	return math.Max(0, loss-credit)
}

// slaCreditShare is the expected share of a machine's monthly fee an uptime
// SLA pays back: failures in a month are Poisson with mean rate × days in
// the month; n failures mean n × stall hours of downtime; the deepest tier
// the availability falls below sets the credit, capped at 100 %.
func slaCreditShare(tiers []SLATier, rate, stall, hpm float64) float64 {
	if len(tiers) == 0 || stall <= 0 {
		return 0
	}
	lambda := rate * hpm / 24
	creditFor := func(n int) float64 {
		avail := 100 * (1 - float64(n)*stall/hpm)
		var c float64
		for _, tr := range tiers {
			if avail < tr.BelowPct && tr.CreditPct > c {
				c = tr.CreditPct
			}
		}
		return math.Min(c, 100) / 100
	}
	var share float64
	pn := math.Exp(-lambda) // P(N = 0)
	cum := pn
	for n := 0; n < 1000; n++ {
		if n > 0 {
			pn *= lambda / float64(n)
			cum += pn
		}
		share += pn * creditFor(n)
		if 1-cum < 1e-12 && float64(n) > lambda {
			break
		}
	}
	return share
}
