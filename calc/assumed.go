package calc

// Assumed prices: what a cost line costs when the quote does not say. An
// unstated line is never free; it is priced at a stated assumption, listed
// in cost.assumed, and its low and high ends bound the total.

// Assumptions are the prices used for the cost lines a quote leaves out,
// in the reporting currency, each with the range the total is given over.
type Assumptions struct {
	StoragePerGBMonth, StorageLow, StorageHigh float64 // per GB kept, per month
	EgressPerGB, EgressLow, EgressHigh         float64 // per GB taken out
	FeesPerQuote, FeesLow, FeesHigh            float64 // image, licence and set-up fees, once per quote
	// Currency is the currency of the prices above (CNY for the defaults).
	Currency string
}

// Default assumptions [sourced], in CNY, from docs/reference/
// hardware_and_market.md §4 "Hidden cost items and price ranges":
//
//   - storage 0.35 元/GB/月: Baidu CFS capacity-class file storage [H4]
//     (the NAS rate a sample vendor quotes, Q2); low 0.115, 七牛 standard
//     object storage [H5] 2026-10-07; high 1.8, Baidu CFS performance class
//     [H4] (parallel file systems, Q5).
//   - egress 0.80 元/GB: Tencent mainland traffic-billed egress [H1]; low 0,
//     platforms with no egress fees (RunPod, Lambda [P20][P15]); high 1.00,
//     Tencent Hong Kong [H1].
//   - fees 0: "Image / licence fees: not found in sources"; the user sets a
//     figure when a vendor's terms show one.
const (
	DefaultAssumedStoragePerGBMonth = 0.35
	DefaultAssumedStorageLow        = 0.115
	DefaultAssumedStorageHigh       = 1.8
	DefaultAssumedEgressPerGB       = 0.80
	DefaultAssumedEgressLow         = 0
	DefaultAssumedEgressHigh        = 1.00
	DefaultAssumedFees              = 0
)

// DefaultAssumptions are the market-data defaults, in CNY.
func DefaultAssumptions() Assumptions {
	return Assumptions{
		StoragePerGBMonth: DefaultAssumedStoragePerGBMonth, StorageLow: DefaultAssumedStorageLow, StorageHigh: DefaultAssumedStorageHigh,
		EgressPerGB: DefaultAssumedEgressPerGB, EgressLow: DefaultAssumedEgressLow, EgressHigh: DefaultAssumedEgressHigh,
		FeesPerQuote: DefaultAssumedFees, FeesLow: DefaultAssumedFees, FeesHigh: DefaultAssumedFees,
		Currency: "CNY",
	}
}

// Sorted returns the assumptions with each range ordered low <= price <=
// high (a range typed the wrong way round still bounds the total) and no
// negative price.
func (a Assumptions) Sorted() Assumptions {
	sortRange(&a.StoragePerGBMonth, &a.StorageLow, &a.StorageHigh)
	sortRange(&a.EgressPerGB, &a.EgressLow, &a.EgressHigh)
	sortRange(&a.FeesPerQuote, &a.FeesLow, &a.FeesHigh)
	return a
}

// sortRange is Sorted for one price and its range (a function of its own,
// not a closure over a slice: Sorted runs for every row priced and
// allocated each time).
func sortRange(p, lo, hi *float64) {
	for _, x := range [...]*float64{p, lo, hi} {
		if !(*x >= 0) { // negative or NaN
			*x = 0
		}
	}
	if *lo > *hi {
		*lo, *hi = *hi, *lo
	}
	*lo = min(*lo, *p)
	*hi = max(*hi, *p)
}

// Scaled converts the prices by fx (reporting currency per unit of
// a.Currency).
func (a Assumptions) Scaled(fx float64, currency string) Assumptions {
	for _, p := range []*float64{&a.StoragePerGBMonth, &a.StorageLow, &a.StorageHigh, &a.EgressPerGB, &a.EgressLow,
		&a.EgressHigh, &a.FeesPerQuote, &a.FeesLow, &a.FeesHigh} {
		*p *= fx
	}
	a.Currency = currency
	return a
}

// assumptions are the options' assumed prices, the defaults when none.
func (o CostOptions) assumptions() Assumptions {
	if o.Assumed != nil {
		return o.Assumed.Sorted()
	}
	return DefaultAssumptions()
}
