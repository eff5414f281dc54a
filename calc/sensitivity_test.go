package calc

import (
	"math"
	"strings"
	"testing"
)

func TestWinnerMargin(t *testing.T) {
	task := oneNodeTask(t)
	cheap, dear := a800Pair()
	cheap.ID, cheap.Vendor, cheap.Price = 1, "A", 6 // 48 CNY/h for 8 cards
	dear.ID, dear.Vendor, dear.PriceUnit, dear.Price = 2, "B", "gpu_hour", 7.5
	// Same machine, same speed: every cost line is proportional to price ×
	// hours, so A (6) stays cheapest until its hours grow by 7.5/6 = 1.25,
	// i.e. its speed falls by 1 - 1/1.25 = 20 %.
	m, ok := WinnerMargin(task, []Offer{dear, cheap}, nil, CostOptions{})
	if !ok || m.QuoteID != 1 || m.RunnerUpID != 2 {
		t.Fatalf("margin %+v ok=%v", m, ok)
	}
	if math.Abs(m.Pct-20) > 0.02 || m.Unbounded {
		t.Errorf("margin %.4f %%, want 20", m.Pct)
	}
	en, zh := m.Text("en"), m.Text("zh")
	if en != "If only A's real speed falls short of the estimate, it stays cheapest down to 20% below; further down B is cheaper." {
		t.Errorf("en: %s", en)
	}
	if !strings.Contains(zh, "只看 A 自身：实际速度比估算低 20% 以内仍最便宜") {
		t.Errorf("zh: %s", zh)
	}
	t.Log(en)
	t.Log(zh)

	// 1 vs 100 CNY per GPU-hour: still cheapest at a 95 % drop.
	cheap.Price, dear.Price = 1, 100
	m, _ = WinnerMargin(task, []Offer{dear, cheap}, nil, CostOptions{})
	if !m.Unbounded || !strings.Contains(m.Text("en"), "stays cheapest even 95% below") {
		t.Errorf("unbounded margin: %+v %s", m, m.Text("en"))
	}
	if _, ok := WinnerMargin(task, []Offer{cheap}, nil, CostOptions{}); ok {
		t.Error("one quote has no runner-up")
	}
}

func TestSensitivity(t *testing.T) {
	task := oneNodeTask(t)
	task.FailureRatePerNodeDay = 0 // default 0.01: a visible risk line
	usd, cny := a800Pair()
	// A: 0.8 USD × 7.2 = 5.76 CNY per GPU-hour; B: 6.5 CNY. A 20 % dearer
	// dollar makes A 6.912 CNY and B the cheapest.
	usd.ID, usd.Vendor, usd.PriceUnit, usd.Price, usd.Currency, usd.FXToReporting = 1, "A", "gpu_hour", 0.8, "USD", 7.2
	cny.ID, cny.Vendor, cny.PriceUnit, cny.Price = 2, "B", "gpu_hour", 6.5
	offers := []Offer{usd, cny}
	rows := Sensitivity(task, offers, nil, CostOptions{}, 20)
	if len(rows) != len(Factors) {
		t.Fatalf("%d rows", len(rows))
	}
	by := map[string]SensitivityRow{}
	for i, r := range rows {
		by[r.Factor] = r
		if i > 0 && r.Swing > rows[i-1].Swing {
			t.Error("rows not in tornado order")
		}
		t.Log(r.Text("en"))
		t.Log(r.Text("zh"))
	}
	base := by[FactorFX].Base
	// Every line of A is proportional to its hourly price × hours (egress
	// free, storage unpriced), so:
	checkNear(t, "fx high", by[FactorFX].TotalHigh, 1.2*base)
	checkNear(t, "fx low", by[FactorFX].TotalLow, 0.8*base)
	checkNear(t, "mfu low (speed -20%: hours ×1/0.8)", by[FactorMFU].TotalLow, base/0.8)
	checkNear(t, "mfu high", by[FactorMFU].TotalHigh, base/1.2)
	checkNear(t, "hours low", by[FactorHours].TotalLow, 0.8*base)
	checkNear(t, "egress (free)", by[FactorEgressGB].Swing, 0)
	if r := by[FactorFX]; !r.WinnerChanges || r.ChangesAt != "+" || r.RunnerUpID != 2 {
		t.Errorf("fx row: %+v", r)
	}
	// The winner's own hours +20 %: 5.76 × 1.2 = 6.912 CNY per GPU-hour of
	// the baseline time, dearer than B at 6.5 (B is not varied).
	if r := by[FactorHours]; !r.WinnerChanges || r.ChangesAt != "+" {
		t.Errorf("hours row: %+v", r)
	}
	if by[FactorFailureRate].WinnerChanges || by[FactorStorageGB].WinnerChanges {
		t.Error("the risk and storage lines are too small to change the winner")
	}
	for _, r := range rows {
		if r.WinnerLow > r.WinnerHigh || r.WinnerLow != math.Min(r.TotalLow, r.TotalHigh) {
			t.Errorf("%s: range %v..%v not low to high", r.Factor, r.WinnerLow, r.WinnerHigh)
		}
	}
	// Failure rate moves the risk line only: ±20 % of it.
	q := CostForOffer(task, usd, nil, CostOptions{})
	checkNear(t, "failure high", by[FactorFailureRate].TotalHigh-base, 0.2*q.Cost.Risk)
	if !strings.Contains(by[FactorFX].Text("en"), "exchange rate of A alone ±20%") || !strings.Contains(by[FactorFX].Text("en"), "at +20% B becomes cheaper") {
		t.Errorf("fx text: %s", by[FactorFX].Text("en"))
	}
}

func TestMoneyKeepsCentsOnSmallAmounts(t *testing.T) {
	for in, want := range map[float64]string{17.54: "17.54", 999.5: "999.50", 73049.3: "73,049", -1234567: "-1,234,567", 0: "0.00"} {
		if got := money(in); got != want {
			t.Errorf("money(%v) = %q, want %q", in, got, want)
		}
	}
}

func TestFormatMoney(t *testing.T) {
	for in, want := range map[float64]string{0: "0", 17.3: "17.30", -5.5: "-5.50", 2350: "2,350", 73049.3: "73,049", -1234567: "-1,234,567"} {
		if got := FormatMoney(in); got != want {
			t.Errorf("FormatMoney(%v) = %q, want %q", in, got, want)
		}
	}
}

func TestFormatTokens(t *testing.T) {
	for in, want := range map[float64]string{1.2e9: "1.20B", 3.5e8: "350.0M", 2e12: "2.00T", 999: "999"} {
		if got := FormatTokens(in); got != want {
			t.Errorf("FormatTokens(%v) = %q, want %q", in, got, want)
		}
	}
}

func TestCostPerMillionTokens(t *testing.T) {
	// 9.5 CNY per GPU-hour at 11,800 tokens/s per GPU: 9.5 / 42.48M tokens per hour.
	if got := CostPerMillionTokens(9.5, 11800); got < 0.2236 || got > 0.2237 {
		t.Errorf("got %v, want 0.22363", got)
	}
	if CostPerMillionTokens(0, 100) != 0 || CostPerMillionTokens(5, 0) != 0 {
		t.Error("unknown inputs must give 0 (not shown)")
	}
}
