package present

import (
	"fmt"
	"strconv"
	"strings"

	"computecheck/calc"
	"computecheck/compare"
	"computecheck/msg"
	"computecheck/present/offername"
	"computecheck/quotes"
)

// Row is one quote's line of the table: its costing and its cells, one per
// View.Cols.
type Row struct {
	calc.QuoteCost
	Cells []string
	// Muted rows are shown greyed: not ranked (not eligible, not priced,
	// does not fit); the status cell says why.
	Muted bool
}

// VendorQuestions are what to ask one vendor.
type VendorQuestions struct {
	QuoteID   int64
	Name      string
	Vendor    string // the vendor alone, to count vendors by
	Questions []string
}

// View is a comparison as a person reads it, in one language.
type View struct {
	Lang     string
	Currency string
	AsOf     string
	Task     string // the task in one line

	Cols []Col
	Rows []Row // rank order: eligible first

	Winner, RunnerUp *calc.QuoteCost
	Gap, GapPct      float64 // runner-up total minus winner total; % of the runner-up's
	Headline         string  // the recommendation and its total
	GapLine          string  // the gap in money and percent, or why there is none
	Why              []string
	Changes          []string // what could change the decision (margin, assumed ranges, cheaper ineligible quotes)
	Margin           string
	Advice           string
	// Proposed are the requirements the advice proposes that the task does
	// not set; ProposedText says so, for the button that applies them.
	Proposed     []string
	ProposedText string
	Notes        []string // the assumptions the numbers rest on
	Questions    []VendorQuestions

	c     *compare.Comparison // names the rows (Comparison.Name)
	whole map[string]bool     // amount columns shown in whole units (wholeColumns)
}

// Name is how every sentence and cell of the view calls row r: vendor ·
// offer · GPU × count, and its id where two rows would read alike.
func (v *View) Name(r *calc.QuoteCost) string {
	if v.c != nil {
		if n := v.c.Name(r.QuoteID); n != "" {
			return n
		}
	}
	return offername.Row(r)
}

// New words a comparison in lang. It does not vary inputs (Sensitivity
// does, on demand).
func New(c *compare.Comparison, lang string) *View {
	v := newView(c, lang)
	v.Questions = Questions(c, lang)
	return v
}

// NewWithoutQuestions is New less the questions to each vendor (Questions
// nil), for a reader that shows none of them: the command line's table.
// The questions are a checklist per quote, most of New's time at 20,000
// quotes (issue 16).
func NewWithoutQuestions(c *compare.Comparison, lang string) *View { return newView(c, lang) }

func newView(c *compare.Comparison, lang string) *View {
	v := &View{Lang: lang, Currency: c.Options.ReportingCurrency, AsOf: c.Options.AsOf, Task: TaskLine(c.Task, lang), c: c}
	if v.Currency == "" {
		v.Currency = calc.DefaultReportingCurrency
	}
	plan := false
	for i := range c.Rows {
		plan = plan || planCellOf(&c.Rows[i], lang) != ""
	}
	v.Cols = columns(lang, plan)
	if len(c.Rows) > 0 {
		v.Rows = make([]Row, 0, len(c.Rows))
	}
	v.whole = wholeColumns(c.Rows)
	for i := range c.Rows {
		v.Rows = append(v.Rows, v.rowOf(&c.Rows[i]))
	}
	v.Winner, v.RunnerUp = c.Winner(), c.RunnerUp()
	v.Gap, v.GapPct, _ = c.Gap()
	v.decision(c)
	v.Advice = c.Advice().Text(lang)
	if w := v.Winner; w != nil {
		// The advice speaks about the winner's own case: how its billing
		// reads against the advice, and what the advice asks that it lacks.
		cur := v.Currency
		about := tr(lang, "advice.winner."+c.Advice().AboutWinner(*w), v.Name(w), UnitName(w.PriceUnit, lang), Duration(w.Hours, lang), w.GPUs, Money(w.Cost.Total, cur))
		if unmet := adviceUnmet(*w); len(unmet) > 0 {
			names := make([]string, len(unmet))
			for i, m := range unmet {
				names[i] = in(lang, m)
			}
			about += tr(lang, "advice.sentence_sep") + tr(lang, "advice.winner.lacks", v.Name(w), joinList(lang, names))
		}
		v.Advice += " " + about
	}
	v.Proposed = c.ProposedRequirements()
	if len(v.Proposed) > 0 {
		v.ProposedText = tr(lang, "decision.apply_requires", reqNames(lang, v.Proposed))
	}
	v.Notes = Assumptions(c, lang)
	return v
}

func (v *View) row(r calc.QuoteCost) Row { return v.rowOf(&r) }

func (v *View) rowOf(r *calc.QuoteCost) Row {
	out := Row{QuoteCost: *r, Muted: r.Rank == 0, Cells: make([]string, 0, len(v.Cols))}
	for _, c := range v.Cols {
		if c.Key == ColQuote {
			out.Cells = append(out.Cells, v.Name(r))
			continue
		}
		out.Cells = append(out.Cells, cellIn(r, c.Key, v.Lang, v.whole[c.Key]))
	}
	return out
}

// CellsOf are a row's cells in this view's columns (for rows the caller
// re-sorts or filters).
func (v *View) CellsOf(r calc.QuoteCost) []string { return v.row(r).Cells }

// ColIndex is the index of column key, -1 when it is not shown.
func (v *View) ColIndex(key string) int {
	for i, c := range v.Cols {
		if c.Key == key {
			return i
		}
	}
	return -1
}

// decision words the recommendation, its gap, why, and what could change it.
func (v *View) decision(c *compare.Comparison) {
	lang, cur := v.Lang, v.Currency
	w, r := v.Winner, v.RunnerUp
	if w == nil {
		v.Headline = tr(lang, "decision.no_winner")
		if len(c.Rows) == 0 {
			v.Headline = tr(lang, "compare.no_quotes")
		}
		return
	}
	if Approximate(*w) {
		ms := Moneys(cur, w.Cost.Total, w.Cost.TotalLow, w.Cost.TotalHigh)
		v.Headline = tr(lang, "decision.headline_approx", v.Name(w), ms[0], ms[1], ms[2])
	} else {
		v.Headline = tr(lang, "decision.headline", v.Name(w), Money(w.Cost.Total, cur))
	}
	// How long the winner takes: a buyer has a date.
	switch {
	case w.Hours > 0:
		v.Headline += tr(lang, "decision.headline_duration", Duration(w.Hours, lang))
	case w.VendorRuns:
		v.Headline += tr(lang, "decision.headline_vendor_time")
	}
	if r != nil {
		ms := Moneys(cur, v.Gap, r.Cost.Total)
		v.GapLine = tr(lang, "decision.gap", ms[0], Pct(v.GapPct), v.Name(r), ms[1])
	} else {
		v.GapLine = tr(lang, "decision.gap_none")
	}
	v.Why = why(*w, r, lang, cur, v.Name)
	if m, ok := c.Margin(); ok && !w.VendorRuns { // a vendor-run job's speed is not ours to vary
		v.Margin = m.Text(lang)
		v.Changes = append(v.Changes, v.Margin)
	}
	if r != nil && (Approximate(*w) || Approximate(*r)) {
		if w.Cost.TotalHigh > r.Cost.TotalLow {
			v.Changes = append(v.Changes, tr(lang, "decision.change.assumed_overlap", v.Name(r), Money(w.Cost.TotalHigh, cur), Money(r.Cost.TotalLow, cur)))
		} else {
			v.Changes = append(v.Changes, tr(lang, "decision.change.assumed_hold", Money(w.Cost.TotalHigh, cur), Money(r.Cost.TotalLow, cur)))
		}
	}
	// The advice asks for something the winner lacks: say so first, with
	// the quote that would win were it required.
	if unmet := adviceUnmet(*w); len(unmet) > 0 {
		alt := ""
		for _, x := range c.Rows {
			if x.Rank > 0 && len(adviceUnmet(x)) == 0 {
				alt = tr(lang, "decision.change.advice_alt", v.Name(&x), Money(x.Cost.Total, cur))
				break
			}
		}
		names := make([]string, len(unmet))
		for i, m := range unmet {
			names[i] = in(lang, m)
		}
		v.Changes = append([]string{tr(lang, "decision.change.advice_winner", v.Name(w), joinList(lang, names), alt)}, v.Changes...)
	}
	for _, x := range w.Warnings {
		if winnerCaveats[x.Code] {
			v.Changes = append(v.Changes, tr(lang, "decision.change.caveat", v.Name(w), x.In(lang)))
		}
	}
	for _, x := range c.Rows {
		if x.Complete && !x.Eligible && x.Cost.Total < w.Cost.Total {
			why := tr(lang, "decision.status.review")
			if len(x.Unmet) > 0 {
				why = tr(lang, "decision.status.unmet", reqNames(lang, x.Unmet))
			}
			v.Changes = append(v.Changes, tr(lang, "decision.change.ineligible_cheaper", v.Name(&x), Money(x.Cost.Total, cur), why))
		}
	}
}

// adviceUnmet names, in lang, what the pricing advice asks for that row r
// is known to lack.
func adviceUnmet(r calc.QuoteCost) []msg.Msg {
	var out []msg.Msg
	for _, w := range r.Warnings {
		if w.Code == calc.WarnAdviceUnmet && len(w.Msg.Args) > 0 {
			if m, ok := w.Msg.Args[0].(msg.Msg); ok {
				out = append(out, m)
			}
		}
	}
	return out
}

// winnerCaveats are the winner's warnings to settle before signing.
var winnerCaveats = map[string]bool{
	calc.WarnCapacityShort: true, calc.WarnQuoteExpired: true, calc.WarnRequirementUnverified: true,
	calc.WarnGPUsPerNode: true, calc.WarnPackExpires: true, "benchmark_slow": true,
}

func why(w calc.QuoteCost, r *calc.QuoteCost, lang, cur string, name func(*calc.QuoteCost) string) []string {
	var out []string
	var speed string
	if w.VendorRuns && !(w.Hours > 0) {
		speed = tr(lang, "decision.why.vendor_runs", name(&w))
	} else {
		speed = tr(lang, "decision.why.speed", name(&w), Days(w.Hours), w.GPUs, w.GPU, calc.FormatMoney(w.TokensPerSPerGPU),
			tr(lang, "compare.source."+w.ThroughputSource))
	}
	switch {
	case r != nil && r.Hours > 0:
		speed += tr(lang, "decision.why.speed_vs", name(r), Days(r.Hours), r.GPUs, r.GPU)
	case r != nil && r.VendorRuns:
		speed += tr(lang, "decision.why.speed_vs_vendor", name(r))
	}
	out = append(out, speed)

	switch {
	case w.Pack != nil:
		p := w.Pack
		s := tr(lang, "decision.why.billing_pack", p.Packs, calc.FormatMoney(p.PerPack), UnitName(p.Unit, lang), Money(p.PackPrice, cur))
		if p.Overage > 0 {
			s += tr(lang, "decision.why.billing_pack_overage", calc.FormatMoney(p.Overage), UnitName(p.Unit, lang))
		}
		if p.Lost > 0 {
			s += tr(lang, "decision.why.billing_pack_lost", calc.FormatMoney(p.Lost), UnitName(p.Unit, lang))
		}
		out = append(out, s)
	case w.PriceUnit == "million_tokens":
		out = append(out, tr(lang, "decision.why.billing_tokens"))
	case w.BilledHours > w.Hours*1.001:
		idle := 100 * (w.BilledHours - w.Hours) / w.BilledHours
		out = append(out, tr(lang, "decision.why.billing_period", UnitName(w.PriceUnit, lang), Hours(w.Hours), Hours(w.BilledHours), Pct(idle)))
	default:
		out = append(out, tr(lang, "decision.why.billing_exact", UnitName(w.PriceUnit, lang)))
	}

	k := w.Cost
	extra := k.Storage + k.Egress + k.Fixed + k.Risk
	share := 0.0
	if k.Total > 0 {
		share = 100 * extra / k.Total
	}
	ms := Moneys(cur, k.Storage, k.Egress, k.Fixed, k.Risk)
	hidden := tr(lang, "decision.why.hidden", ms[0], ms[1], ms[2], ms[3], Pct(share))
	if len(k.Assumed) > 0 {
		lines := make([]string, len(k.Assumed))
		for i, a := range k.Assumed {
			lines[i] = tr(lang, "decision.line."+a)
		}
		hidden += tr(lang, "decision.why.assumed", joinList(lang, lines))
	}
	out = append(out, hidden)
	for i := range out {
		out[i] += tr(lang, "decision.period")
	}
	return out
}

// TaskLine is the task in one line: name, model, method, tokens, GPUs,
// requirements.
func TaskLine(t calc.Task, lang string) string {
	var parts []string
	if n := strings.TrimSpace(t.Name); n != "" {
		parts = append(parts, n)
	}
	m := t.Model.Name
	if m == "" {
		m = t.ModelID
	}
	if m == "" {
		m = fmt.Sprintf("%.1fB", float64(t.Model.ParamCount())/1e9)
	}
	parts = append(parts, m+" "+tr(lang, "decision.method."+t.Method))
	if t.Tokens > 0 {
		parts = append(parts, tr(lang, "decision.task.tokens", Tokens(t.Tokens, lang)))
	}
	if t.Hours > 0 {
		parts = append(parts, Hours(t.Hours)+" h")
	}
	if t.GPUs > 0 {
		parts = append(parts, tr(lang, "decision.task.gpus", t.GPUs))
	}
	if t.DeadlineDays > 0 {
		parts = append(parts, tr(lang, "decision.task.deadline", strconv.FormatFloat(t.DeadlineDays, 'g', 4, 64)))
	}
	if len(t.Requires) > 0 {
		parts = append(parts, tr(lang, "decision.task.requires", reqNames(lang, t.Requires)))
	}
	return strings.Join(parts, " · ")
}

// Assumptions are the sentences naming what the numbers rest on: the
// assumed prices of unstated lines (and where they come from), the month,
// the currency and rates, the failure model, where speeds come from, the
// task's requirements.
func Assumptions(c *compare.Comparison, lang string) []string {
	a := c.Assumed
	src := tr(lang, "decision.note.src_defaults")
	if c.AssumedByUser {
		src = tr(lang, "decision.note.src_settings")
	}
	cur := a.Currency
	out := []string{
		tr(lang, "decision.note.storage", Price(a.StoragePerGBMonth, cur), Price(a.StorageLow, cur), Price(a.StorageHigh, cur), src),
		tr(lang, "decision.note.egress", Price(a.EgressPerGB, cur), Price(a.EgressLow, cur), Price(a.EgressHigh, cur), src),
		tr(lang, "decision.note.fees", Money(a.FeesPerQuote, cur), Money(a.FeesLow, cur), Money(a.FeesHigh, cur), src),
	}
	if c.AssumedNotConverted {
		out = append(out, tr(lang, "decision.note.not_converted", a.Currency, c.Options.ReportingCurrency))
	}
	hpm := c.Options.HoursPerMonth
	if hpm <= 0 {
		hpm = calc.DefaultHoursPerMonth
	}
	out = append(out, tr(lang, "decision.note.month", hpm, c.Options.ReportingCurrency, c.Options.AsOf))
	out = append(out, c.FXNotes()...)
	t := c.Task
	rate, restart, interval := t.FailureRatePerNodeDay, t.RestartHours, t.CheckpointIntervalHours
	if rate <= 0 && !t.ZeroGiven("failure_rate_per_node_day") {
		rate = calc.DefaultFailureRatePerNodeDay
	}
	if restart <= 0 && !t.ZeroGiven("restart_hours") {
		restart = calc.DefaultRestartHours
	}
	if interval <= 0 && !t.ZeroGiven("checkpoint_interval_hours") {
		interval = calc.DefaultCheckpointIntervalHours
	}
	out = append(out, tr(lang, "decision.note.failure", rate, restart, interval, calc.DefaultManualRecoveryHours))
	out = append(out, tr(lang, "decision.note.speed"))
	if len(t.Requires) > 0 {
		out = append(out, tr(lang, "decision.note.requires", reqNames(lang, t.Requires)))
	} else {
		out = append(out, tr(lang, "decision.note.requires_none"))
	}
	return out
}

// Questions are, per quote in rank order, what is still open: the price
// that would win (for a losing eligible quote), what makes it need review,
// and the checklist's questions (quotes.Questions).
func Questions(c *compare.Comparison, lang string) []VendorQuestions {
	var out []VendorQuestions
	for _, r := range c.Rows {
		var qs []string
		if r.PriceToWin != nil {
			qs = append(qs, tr(lang, "decision.q.price_to_win", PriceToWin(r, lang), Price(r.QuotePrice, r.QuoteCurrency)+"/"+UnitName(r.PriceToWinUnit, lang)))
		}
		for _, m := range r.ReviewReasons {
			qs = append(qs, tr(lang, "decision.q.review", in(lang, m)))
		}
		if q, ok := c.Quote(r.QuoteID); ok {
			qs = append(qs, quotes.Questions(q, lang)...)
		}
		if len(qs) > 0 {
			out = append(out, VendorQuestions{QuoteID: r.QuoteID, Name: nameIn(c, &r), Vendor: strings.TrimSpace(r.Vendor), Questions: qs})
		}
	}
	return out
}

// warningLine is a warning as a line of the detail: its label and its
// text, the label left out where the text already starts with it
// ("故障补偿未说明：故障补偿未说明：按无补偿计算" read twice).
func warningLine(w calc.Warning, lang string) string {
	label, text := WarningLabel(w.Code, lang), w.In(lang)
	if label == "" || label == w.Code || strings.HasPrefix(text, label) {
		return text
	}
	return tr(lang, "decision.detail.warning_line", label, text)
}

// nameIn is row r's name in comparison c (Comparison.Name), its whole
// name where c does not know it.
func nameIn(c *compare.Comparison, r *calc.QuoteCost) string {
	if n := c.Name(r.QuoteID); n != "" {
		return n
	}
	return offername.Row(r)
}

// QuestionList is the questions as text to paste into a mail: one block
// per vendor, numbered.
func QuestionList(vq []VendorQuestions) (text string, questions int) {
	var b strings.Builder
	for _, v := range vq {
		fmt.Fprintf(&b, "%s (#%d)\n", v.Name, v.QuoteID)
		for i, q := range v.Questions {
			fmt.Fprintf(&b, "  %d. %s\n", i+1, q)
			questions++
		}
		b.WriteString("\n")
	}
	return strings.TrimSpace(b.String()), questions
}

// SensitivityLines word calc's sensitivity rows, one sentence each.
func SensitivityLines(rows []calc.SensitivityRow, lang string) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.Text(lang)
	}
	return out
}

// BreakEven is a break-even point as a sentence.
func BreakEven(b calc.BreakEven, lang string) string {
	return tr(lang, "compare.break_even", QuoteName(b.FromVendor, b.FromOffer), Tokens(b.Tokens, lang), b.DaysFrom, QuoteName(b.ToVendor, b.ToOffer))
}

// Detail explains one row in full: its layout, why it is not ranked, every
// warning, the assumed lines, the pack, the price to win, the questions.
func Detail(c *compare.Comparison, r calc.QuoteCost, lang string) string {
	var b strings.Builder
	b.WriteString(nameIn(c, &r) + "\n")
	if r.Fits && r.GPUs > 0 {
		b.WriteString(tr(lang, "compare.detail.summary", r.GPU, r.GPUs, r.Nodes, r.Hours, r.BilledHours,
			tr(lang, "compare.source."+r.ThroughputSource), calc.FormatMoney(r.TokensPerS)) + "\n")
	}
	if r.Plan != nil {
		b.WriteString(tr(lang, "plan.detail", r.Plan.Summary().In(lang)) + "\n")
	}
	if !r.Complete && r.Reason != "" {
		b.WriteString(tr(lang, "compare.detail.reason", in(lang, r.ReasonMsg)) + "\n")
	}
	if s := Status(r, lang); s != "" && r.Rank == 0 && r.Complete {
		b.WriteString(s + "\n")
	}
	if r.PriceToWin != nil {
		b.WriteString(tr(lang, "decision.q.price_to_win", PriceToWin(r, lang), Price(r.QuotePrice, r.QuoteCurrency)+"/"+UnitName(r.PriceToWinUnit, lang)) + "\n")
	}
	if len(r.Assumptions) > 0 {
		b.WriteString("\n" + tr(lang, "decision.detail.assumed") + "\n")
		for _, a := range r.Assumptions {
			b.WriteString("• " + in(lang, a.Msg) + "\n")
		}
	}
	if len(r.Warnings) > 0 {
		b.WriteString("\n" + tr(lang, "compare.detail.warnings") + "\n")
		for _, w := range r.Warnings {
			b.WriteString("• " + warningLine(w, lang) + "\n")
		}
	}
	for _, v := range Questions(c, lang) {
		if v.QuoteID != r.QuoteID {
			continue
		}
		b.WriteString("\n" + tr(lang, "compare.detail.questions") + "\n")
		for i, q := range v.Questions {
			fmt.Fprintf(&b, "%d. %s\n", i+1, q)
		}
	}
	return strings.TrimSpace(b.String())
}
