// Package quotes is ComputeCheck's model of a vendor's GPU-rental quote and
// the readers that turn vendor spreadsheets (CSV in UTF-8 or GBK, .xlsx,
// JSON) into quotes. It is pure: no database, no network, no clock except
// where a caller passes one in.
//
// Unknown is a value here. A field the vendor did not state is a nil pointer
// or the enum value "unknown", never a silent zero, and every parsed value
// keeps the vendor's own words in Quote.Raw.
package quotes

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"computecheck/calc"
	"computecheck/msg"
)

// Price units (docs/contract.md, plus gpu_week).
const (
	UnitGPUHour       = "gpu_hour"
	UnitGPUDay        = "gpu_day"
	UnitGPUWeek       = "gpu_week"
	UnitGPUMonth      = "gpu_month"
	UnitNodeHour      = "node_hour"
	UnitNodeDay       = "node_day"
	UnitNodeWeek      = "node_week"
	UnitNodeMonth     = "node_month"
	UnitMillionTokens = "million_tokens"
)

// PriceUnits lists every valid price_unit value.
var PriceUnits = []string{UnitGPUHour, UnitGPUDay, UnitGPUWeek, UnitGPUMonth,
	UnitNodeHour, UnitNodeDay, UnitNodeWeek, UnitNodeMonth, UnitMillionTokens}

// Link values (the same strings as calc's constants).
const (
	IntraNVLink = calc.IntraNVLink
	IntraPCIe   = calc.IntraPCIe
	IntraHCCS   = calc.IntraHCCS
	InterIB     = calc.InterIB
	InterRoCE   = calc.InterRoCE
	InterEther  = calc.InterEther
	InterNone   = calc.InterNone
	Unknown     = calc.LinkUnknown // "unknown"
)

// Compensation kinds.
const (
	CompNone     = "none"
	CompMultiple = "multiple"  // credit = k x downtime x unit price
	CompSLATiers = "sla_tiers" // monthly-uptime tiers paid as % of the monthly fee
	CompUnknown  = "unknown"
)

// Sources of a quote.
const (
	SourceEmail    = "email"
	SourceCall     = "call"
	SourceDocument = "document"
	SourceImport   = "import"
)

// Term units.
const (
	TermSecond = "second"
	TermMinute = "minute"
	TermHour   = "hour"
	TermDay    = "day"
	TermWeek   = "week"
	TermMonth  = "month"
	TermYear   = "year"
)

// DefaultHoursPerMonth is the 30-day month of the contract.
const DefaultHoursPerMonth = 720

// Term is a span the vendor states in their own unit ("3个月", "1 second").
// Months are kept as months so that the user's month length applies when
// the term is turned into hours (Hours).
type Term struct {
	Value float64 `json:"value"`
	Unit  string  `json:"unit"` // second|minute|hour|day|week|month|year
}

// Hours converts the term with the given month length (720 when <= 0);
// a year is 12 months.
func (t Term) Hours(hoursPerMonth float64) float64 {
	if hoursPerMonth <= 0 {
		hoursPerMonth = DefaultHoursPerMonth
	}
	switch t.Unit {
	case TermSecond:
		return t.Value / 3600
	case TermMinute:
		return t.Value / 60
	case TermDay:
		return t.Value * 24
	case TermWeek:
		return t.Value * 168
	case TermMonth:
		return t.Value * hoursPerMonth
	case TermYear:
		return t.Value * HoursPerYear
	}
	return t.Value
}

func (t Term) String() string {
	if t.Value == 0 {
		return "none"
	}
	v := strconv.FormatFloat(t.Value, 'f', -1, 64)
	u := t.Unit
	if t.Value != 1 {
		u += "s"
	}
	return v + " " + u
}

// SLATier is one step of an uptime SLA: below BelowPct % monthly uptime,
// CreditPct % of the month's fee is credited.
type SLATier struct {
	BelowPct  float64 `json:"below_pct"`
	CreditPct float64 `json:"credit_pct"`
}

// Compensation is what the vendor pays back for downtime.
type Compensation struct {
	Kind     string    `json:"kind"`               // none|multiple|sla_tiers|unknown
	Multiple *float64  `json:"multiple,omitempty"` // k of "k x downtime"
	SLAPct   *float64  `json:"sla_pct,omitempty"`  // committed monthly uptime, e.g. 99
	Tiers    []SLATier `json:"tiers,omitempty"`    // sorted by BelowPct, highest first
	Voucher  bool      `json:"voucher"`            // paid as vouchers (代金券), not cash
}

// Quote is one vendor offer: one GPU model, one machine shape, one price
// plan. Pointer fields are nil when the vendor did not say.
type Quote struct {
	ID      int64  `json:"id"`
	Vendor  string `json:"vendor"`
	Offer   string `json:"offer"`
	Region  string `json:"region,omitempty"`
	GPU     string `json:"gpu"`                // catalogue id (calc.Catalogue)
	GPUText string `json:"gpu_text,omitempty"` // the vendor's spelling

	GPUsPerNode *int `json:"gpus_per_node"`
	Nodes       *int `json:"nodes"` // machines offered

	Price       float64 `json:"price"`
	PriceUnit   string  `json:"price_unit"`
	Currency    string  `json:"currency"` // ISO 4217
	PriceText   string  `json:"price_text,omitempty"`
	TaxIncluded *bool   `json:"tax_included"`

	// Derived by Normalize (not stored): the price per GPU-hour in
	// ReportingCurrency, nil when it cannot be worked out.
	PricePerGPUHour   *float64 `json:"price_per_gpu_hour"`
	ReportingCurrency string   `json:"reporting_currency,omitempty"`

	MinTerm               *Term    `json:"min_term,omitempty"`
	MinHours              *float64 `json:"min_hours"` // MinTerm in hours (Normalize's month length)
	BillingIncrement      *Term    `json:"billing_increment,omitempty"`
	BillingIncrementHours *float64 `json:"billing_increment_hours"`
	ReleaseIdle           *bool    `json:"release_idle"` // machines can be handed back early and billing stops

	IntraNode     string   `json:"intra_node"`      // nvlink|pcie|hccs|unknown
	IntraNodeGBps *float64 `json:"intra_node_gbps"` // as the vendor states it (GB/s)
	PCIeGen       *int     `json:"pcie_gen,omitempty"`
	InterNode     string   `json:"inter_node"`      // ib|roce|ethernet|none|unknown
	InterNodeGbps *float64 `json:"inter_node_gbps"` // per node, all NICs together (Gb/s)
	NICs          *int     `json:"nics"`
	NICGbps       *float64 `json:"nic_gbps"`

	LocalNVMeTB *float64 `json:"local_nvme_tb"` // 0 = none
	CPU         string   `json:"cpu,omitempty"`
	RAM         string   `json:"ram,omitempty"`

	StorageFreeGB              *float64 `json:"storage_free_gb"`
	StoragePricePerGBMonth     *float64 `json:"storage_price_per_gb_month"`
	EgressPricePerGB           *float64 `json:"egress_price_per_gb"`
	BandwidthPricePerMbpsMonth *float64 `json:"bandwidth_price_per_mbps_month"`
	ImageFee                   *float64 `json:"image_fee"`
	SetupFee                   *float64 `json:"setup_fee"`
	GPULessPricePerHour        *float64 `json:"gpu_less_price_per_hour"` // 无卡模式
	VoucherDiscountPct         *float64 `json:"voucher_discount_pct"`    // 算力券 share of the bill

	ResumeSupported *bool `json:"resume_supported"`
	// Interruptible: the vendor may take the machines back while the job runs
	// (spot, 抢占式); false when the quote says on-demand; nil when it says neither.
	Interruptible        *bool        `json:"interruptible"`
	FailureResponseHours *float64     `json:"failure_response_hours"`
	Compensation         Compensation `json:"compensation"`

	ValidFrom  string `json:"valid_from,omitempty"`  // YYYY-MM-DD
	ValidUntil string `json:"valid_until,omitempty"` // YYYY-MM-DD
	QuotedOn   string `json:"quoted_on,omitempty"`   // date of the quote document

	Source      string `json:"source"` // email|call|document|import
	SourceFile  string `json:"source_file,omitempty"`
	SourceSheet string `json:"source_sheet,omitempty"`
	SourceRow   int    `json:"source_row,omitempty"` // as the user sees it in Excel
	item        string // the list item number its row opens with ("⑤ H100 …"; extract_notes.go rowItem), for a note naming the item
	SourceHash  string `json:"source_hash,omitempty"`
	RowKey      string `json:"row_key,omitempty"` // identity within the source file (RowKey)

	// Prepaid pack (时长包 / 算力包): PackGPUHours or PackMillionTokens of
	// compute for PackPrice (in Currency), valid PackValidDays; Price and
	// PriceUnit are then the overage rate (Price 0 with PriceUnit "": no
	// overage, the job buys further packs). All nil: not a pack.
	PackGPUHours      *float64 `json:"pack_gpu_hours,omitempty"`
	PackMillionTokens *float64 `json:"pack_million_tokens,omitempty"`
	PackPrice         *float64 `json:"pack_price,omitempty"`
	PackValidDays     *float64 `json:"pack_valid_days,omitempty"`

	// NeedsReview: a value that changes the price or GPU count rests on a
	// guess, or the file disagrees with itself; the quote is never ranked
	// until the user settles it (ReviewReasons say what; Confirm settles it).
	NeedsReview   bool      `json:"needs_review"`
	ReviewReasons []msg.Msg `json:"-"`

	Notes    string            `json:"notes"`
	Warnings []msg.Msg         `json:"-"`             // every assumption made while reading, stored with the quote
	Raw      map[string]string `json:"raw,omitempty"` // field -> the vendor's cell text

	// Evidence: every candidate the resolve stage weighed for each decided
	// field, the chosen one marked (--explain --trace); not stored.
	Evidence []Evidence `json:"-"`

	// Edits are the user's changes, each beside the vendor's own words
	// (Raw keeps those unchanged), newest last.
	Edits []Edit `json:"edits,omitempty"`

	CreatedAt string `json:"created_at,omitempty"`
	UpdatedAt string `json:"updated_at,omitempty"`
	DeletedAt string `json:"deleted_at,omitempty"`
}

// Edit is one change the user made to a value read from the vendor: the
// field, what the vendor wrote, what the user set, and when (YYYY-MM-DD).
type Edit struct {
	Field  string `json:"field"`
	Vendor string `json:"vendor"` // the vendor's text ("" when the vendor said nothing)
	Value  string `json:"value"`  // the user's value, as typed
	On     string `json:"on"`
}

// InLang is a quote written as JSON with its messages (warnings, review
// reasons) in one language, as `quotes list --json --lang` prints it.
type InLang struct {
	Quote
	Lang string
}

// MarshalJSON writes the quote with its messages in English.
func (q Quote) MarshalJSON() ([]byte, error) { return q.marshal("en") }

// MarshalJSON writes the quote with its messages in q.Lang.
func (q InLang) MarshalJSON() ([]byte, error) { return q.Quote.marshal(q.Lang) }

// marshal writes the `quotes list --json` schema: warnings and
// review_reasons as text in lang (always arrays), the same as message ids
// (warning_ids, review_reason_ids) so a JSON round trip keeps them, and
// `local_nvme` (TB, 0 = none, null = unknown) beside local_nvme_tb as the
// contract names it.
func (q Quote) marshal(lang string) ([]byte, error) {
	type plain Quote
	p := plain(q)
	if p.IntraNode == "" {
		p.IntraNode = Unknown
	}
	if p.InterNode == "" {
		p.InterNode = Unknown
	}
	if p.Compensation.Kind == "" {
		p.Compensation.Kind = CompUnknown
	}
	ws, rs := RenderAll(q.Warnings, lang), RenderAll(q.ReviewReasons, lang)
	wi, ri := q.Warnings, q.ReviewReasons
	if wi == nil {
		wi = []msg.Msg{}
	}
	if ri == nil {
		ri = []msg.Msg{}
	}
	return json.Marshal(struct {
		plain
		LocalNVMe       *float64  `json:"local_nvme"`
		Warnings        []string  `json:"warnings"`
		ReviewReasons   []string  `json:"review_reasons"`
		WarningIDs      []msg.Msg `json:"warning_ids"`
		ReviewReasonIDs []msg.Msg `json:"review_reason_ids"`
	}{p, q.LocalNVMeTB, ws, rs, wi, ri})
}

// UnmarshalJSON reads what marshal writes; warnings given only as text
// (an older export) are kept as that text.
func (q *Quote) UnmarshalJSON(b []byte) error {
	type plain Quote
	var w struct {
		plain
		Warnings        []string  `json:"warnings"`
		ReviewReasons   []string  `json:"review_reasons"`
		WarningIDs      []msg.Msg `json:"warning_ids"`
		ReviewReasonIDs []msg.Msg `json:"review_reason_ids"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*q = Quote(w.plain)
	q.Warnings, q.ReviewReasons = pickMsgs(w.WarningIDs, w.Warnings), pickMsgs(w.ReviewReasonIDs, w.ReviewReasons)
	return nil
}

func pickMsgs(ids []msg.Msg, texts []string) []msg.Msg {
	if len(ids) > 0 {
		return ids
	}
	var out []msg.Msg
	for _, t := range texts {
		out = append(out, TextMsg(t))
	}
	return out
}

// RenderAll renders messages in lang (never nil).
func RenderAll(ms []msg.Msg, lang string) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, m.In(lang))
	}
	return out
}

// IsNodeUnit reports whether a price unit bills whole machines.
func IsNodeUnit(u string) bool { return strings.HasPrefix(u, "node_") }

// UnitHours is the length of a price unit's period in hours (0 for
// million_tokens or an unknown unit).
func UnitHours(unit string, hoursPerMonth float64) float64 {
	if hoursPerMonth <= 0 {
		hoursPerMonth = DefaultHoursPerMonth
	}
	_, period, _ := strings.Cut(unit, "_")
	if period == "month" {
		return hoursPerMonth
	}
	if oneOf(period, "hour", "day", "week") {
		return periodHours(period)
	}
	return 0
}

// ValidUnit reports whether u is a price_unit value.
func ValidUnit(u string) bool { return slices.Contains(PriceUnits, u) }

// TotalGPUs is gpus_per_node x nodes, 0 when either is unknown.
func (q Quote) TotalGPUs() int {
	if q.GPUsPerNode == nil || q.Nodes == nil {
		return 0
	}
	return *q.GPUsPerNode * *q.Nodes
}

// AddWarning appends w unless it is already there.
func (q *Quote) AddWarning(w msg.Msg) { q.Warnings = withMsg(q.Warnings, w) }

// Review marks the quote as needing the user's decision, for reason m.
func (q *Quote) Review(m msg.Msg) {
	q.NeedsReview = true
	q.ReviewReasons = withMsg(q.ReviewReasons, m)
}

// withMsg appends m to ms unless the same message is there.
func withMsg(ms []msg.Msg, m msg.Msg) []msg.Msg {
	if slices.ContainsFunc(ms, func(x msg.Msg) bool { return x.Key == m.Key && x.In("en") == m.In("en") }) {
		return ms
	}
	return append(ms, m)
}

// Validate checks what a stored quote must have: a vendor, a catalogue GPU,
// a positive price in a known unit and currency, and enums in range.
func (q Quote) Validate() error {
	var errs []string
	if strings.TrimSpace(q.Vendor) == "" {
		errs = append(errs, "vendor is empty")
	}
	if _, ok := calc.LookupGPU(q.GPU); !ok {
		errs = append(errs, fmt.Sprintf("GPU %q is not a catalogue id", q.GPU))
	}
	if !q.noOverage() { // a pack may have no overage price
		if !(q.Price > 0) || math.IsInf(q.Price, 0) {
			errs = append(errs, "price must be a positive number")
		}
		if !ValidUnit(q.PriceUnit) {
			errs = append(errs, fmt.Sprintf("price_unit %q is not one of %s", q.PriceUnit, strings.Join(PriceUnits, ", ")))
		}
	}
	errs = append(errs, q.packErrors()...)
	if !validCurrency(q.Currency) {
		errs = append(errs, fmt.Sprintf("currency %q is not a 3-letter ISO code", q.Currency))
	}
	if q.GPUsPerNode != nil && (*q.GPUsPerNode < 1 || *q.GPUsPerNode > maxGPUsPerNode) {
		errs = append(errs, fmt.Sprintf("gpus_per_node %d is out of range 1-%d", *q.GPUsPerNode, maxGPUsPerNode))
	}
	if q.Nodes != nil && (*q.Nodes < 1 || *q.Nodes > maxNodes) {
		errs = append(errs, fmt.Sprintf("nodes %d is out of range 1-%d", *q.Nodes, maxNodes))
	}
	for _, e := range [][]string{ // field name, value, the values it may take
		{"intra_node", q.IntraNode, IntraNVLink, IntraPCIe, IntraHCCS, Unknown},
		{"inter_node", q.InterNode, InterIB, InterRoCE, InterEther, InterNone, Unknown},
		{"compensation kind", q.Compensation.Kind, CompNone, CompMultiple, CompSLATiers, CompUnknown},
		{"source", q.Source, SourceEmail, SourceCall, SourceDocument, SourceImport},
	} {
		if n := len(e) - 1; e[1] != "" && !oneOf(e[1], e[2:]...) {
			errs = append(errs, fmt.Sprintf("%s %q is not %s or %s", e[0], e[1], strings.Join(e[2:n], ", "), e[n]))
		}
	}
	for _, t := range []*Term{q.MinTerm, q.BillingIncrement} {
		if t != nil && (t.Value < 0 || math.IsNaN(t.Value) || math.IsInf(t.Value, 0) ||
			!oneOf(t.Unit, TermSecond, TermMinute, TermHour, TermDay, TermWeek, TermMonth, TermYear)) {
			errs = append(errs, fmt.Sprintf("term %v is not a non-negative span in seconds..years", *t))
		}
	}
	for _, f := range []struct {
		name string
		p    *float64
	}{ // a slice, not a map built per quote: errs are sorted below
		{"min_hours", q.MinHours}, {"billing_increment_hours", q.BillingIncrementHours},
		{"intra_node_gbps", q.IntraNodeGBps}, {"inter_node_gbps", q.InterNodeGbps}, {"nic_gbps", q.NICGbps},
		{"local_nvme_tb", q.LocalNVMeTB}, {"storage_free_gb", q.StorageFreeGB},
		{"storage_price_per_gb_month", q.StoragePricePerGBMonth}, {"egress_price_per_gb", q.EgressPricePerGB},
		{"bandwidth_price_per_mbps_month", q.BandwidthPricePerMbpsMonth}, {"image_fee", q.ImageFee},
		{"setup_fee", q.SetupFee}, {"gpu_less_price_per_hour", q.GPULessPricePerHour},
		{"failure_response_hours", q.FailureResponseHours},
	} {
		if p := f.p; p != nil && (*p < 0 || math.IsNaN(*p) || math.IsInf(*p, 0)) {
			errs = append(errs, fmt.Sprintf("%s must be a non-negative number", f.name))
		}
	}
	if p := q.VoucherDiscountPct; p != nil && !(*p >= 0 && *p <= 100) {
		errs = append(errs, "voucher_discount_pct must be 0-100")
	}
	for _, d := range []string{q.ValidFrom, q.ValidUntil, q.QuotedOn} {
		if d != "" {
			if _, err := ParseDate(d); err != nil {
				errs = append(errs, fmt.Sprintf("date %q is not YYYY-MM-DD", d))
			}
		}
	}
	if len(errs) == 0 {
		return q.CheckBounds() // bounds.go: every number within its physical range
	}
	sort.Strings(errs)
	return fmt.Errorf("%s", strings.Join(errs, "; "))
}

const (
	maxGPUsPerNode = 64
	maxNodes       = 100000
	maxPrice       = 1e9
)

func validCurrency(c string) bool {
	return len(c) == 3 && strings.IndexFunc(c, func(r rune) bool { return r < 'A' || r > 'Z' }) < 0
}

func oneOf(s string, set ...string) bool { return slices.Contains(set, s) }

// RowKey is a quote's identity within its source file: vendor, offer, GPU
// id, GPUs per machine and price unit, case- and space-folded. Price,
// node count and every term are left out on purpose, so that a vendor's
// revised sheet (new price, more machines) updates the stored quote instead
// of adding a second one. Two rows of one file with the same key are told
// apart by AssignRowKeys with "#2", "#3"... in file order.
func RowKey(q Quote) string {
	n := ""
	if q.GPUsPerNode != nil {
		n = strconv.Itoa(*q.GPUsPerNode)
	}
	return strings.Join([]string{foldKey(q.Vendor), foldKey(q.Offer), strings.ToLower(q.GPU), n, q.PriceUnit}, "|")
}

// AssignRowKeys fills RowKey for quotes that have none, numbering repeats.
func AssignRowKeys(qs []Quote) {
	seen := map[string]int{}
	for _, q := range qs {
		if q.RowKey != "" {
			seen[q.RowKey]++
		}
	}
	for i := range qs {
		if qs[i].RowKey != "" {
			continue
		}
		k := RowKey(qs[i])
		seen[k]++
		if n := seen[k]; n > 1 {
			k += "#" + strconv.Itoa(n)
		}
		qs[i].RowKey = k
	}
}

func foldKey(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(narrow(s))), " ")
}

func ptr[T any](v T) *T { return &v }
