package quotes

import (
	"fmt"
	"math"
	"strings"

	"computecheck/msg"
)

// IsPack reports whether the quote is a prepaid pack (时长包 / 算力包): any
// of its pack terms is stated. Its Price and PriceUnit are then the
// overage rate, 0 and "" when there is none.
func (q Quote) IsPack() bool {
	return q.PackGPUHours != nil || q.PackMillionTokens != nil || q.PackPrice != nil || q.PackValidDays != nil
}

// packErrors checks a pack's terms: a positive pack price, GPU-hours or
// million tokens (one of them), a non-negative validity, and an overage
// unit that matches what the pack holds.
func (q Quote) packErrors() []string {
	if !q.IsPack() {
		return nil
	}
	var errs []string
	pos := func(name string, p *float64) bool {
		if p == nil {
			return false
		}
		if !(*p > 0) || math.IsInf(*p, 0) {
			errs = append(errs, fmt.Sprintf("%s must be a positive number", name))
			return false
		}
		return true
	}
	if !pos("pack_price", q.PackPrice) && q.PackPrice == nil {
		errs = append(errs, "a pack needs its pack_price")
	}
	hours, tokens := pos("pack_gpu_hours", q.PackGPUHours), pos("pack_million_tokens", q.PackMillionTokens)
	switch {
	case hours && tokens:
		errs = append(errs, "a pack holds pack_gpu_hours or pack_million_tokens, not both")
	case !hours && !tokens && q.PackGPUHours == nil && q.PackMillionTokens == nil:
		errs = append(errs, "a pack needs pack_gpu_hours or pack_million_tokens")
	}
	if d := q.PackValidDays; d != nil && (*d < 0 || math.IsNaN(*d) || math.IsInf(*d, 0)) {
		errs = append(errs, "pack_valid_days must be a non-negative number")
	}
	if q.Price > 0 && q.PriceUnit != "" {
		if tokens && q.PriceUnit != UnitMillionTokens {
			errs = append(errs, fmt.Sprintf("the overage of a token pack is priced per million tokens, not %s", q.PriceUnit))
		}
		if hours && q.PriceUnit == UnitMillionTokens {
			errs = append(errs, "the overage of a GPU-hour pack is priced per GPU or machine time, not per million tokens")
		}
	}
	return errs
}

// packTermBesides reports whether a pack term other than field is stated.
func (q Quote) packTermBesides(field string) bool {
	for f, v := range map[string]*float64{fPackGPUHours: q.PackGPUHours, fPackMTokens: q.PackMillionTokens, fPackPrice: q.PackPrice, fPackDays: q.PackValidDays} {
		if f != field && v != nil {
			return true
		}
	}
	return false
}

// noOverage reports a pack with no overage rate: its price fields are empty.
func (q Quote) noOverage() bool { return q.IsPack() && q.Price == 0 && q.PriceUnit == "" }

// Pack fields a column (or a JSON key) can map to.
const (
	fPackGPUHours = "pack_gpu_hours"
	fPackMTokens  = "pack_million_tokens"
	fPackPrice    = "pack_price"
	fPackDays     = "pack_valid_days"
)

// readPack reads a row's pack terms: a number each, the pack price with its
// currency sign allowed ("¥6,000"). Cells that do not read are problems:
// a pack with a wrong size or price would be priced wrong.
func readPack(r rowIn, q *Quote, bad func(f string, m msg.Msg)) {
	num := func(f string, money bool) *float64 {
		t := strings.TrimSpace(r.cells[f].text)
		if t == "" {
			return nil
		}
		var v float64
		var err error
		switch {
		case money:
			v, _, err = ParseMoney(t)
		case f == fPackGPUHours:
			// "1000卡时", "500 GPU-hours": the unit the column already names
			if m := reCellPackHours.FindStringSubmatch(narrow(t)); m != nil && strings.TrimSpace(reCellPackHours.ReplaceAllString(narrow(t), "")) == "" {
				t = strings.NewReplacer("，", "", ",", "").Replace(m[1])
			}
			v, err = ParseNumber(t)
		default:
			v, err = ParseNumber(t)
		}
		if err != nil || !(v >= 0) || math.IsInf(v, 0) {
			bad(f, mk("import.err.not_nonneg", t))
			return nil
		}
		return &v
	}
	q.PackGPUHours = num(fPackGPUHours, false)
	q.PackMillionTokens = num(fPackMTokens, false)
	q.PackPrice = num(fPackPrice, true)
	q.PackValidDays = num(fPackDays, false)
}
