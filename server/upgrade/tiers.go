package upgrade

import "github.com/casefront/casefront/internal/money"

// Tier is a band of target prices the target picker filters by. Each bound
// says whether it belongs to the tier, so neighbouring tiers share a bound
// without listing an item twice.
type Tier struct {
	ID           string
	From         money.Cents
	Upper        money.Cents // 0: no upper bound
	FromIncluded bool
	ToIncluded   bool
}

// Tiers are the target price tiers, cheapest first: [0, 1], (1, 5], (5, 25],
// (25, 100], (100, 500], (500, ∞).
var Tiers = []Tier{
	{ID: "0-1", From: 0, Upper: 100, FromIncluded: true, ToIncluded: true},
	{ID: "1-5", From: 100, Upper: 500, ToIncluded: true},
	{ID: "5-25", From: 500, Upper: 2500, ToIncluded: true},
	{ID: "25-100", From: 2500, Upper: 10_000, ToIncluded: true},
	{ID: "100-500", From: 10_000, Upper: 50_000, ToIncluded: true},
	{ID: "500+", From: 50_000},
}

// TierByID finds a tier; ok is false for an unknown id.
func TierByID(id string) (Tier, bool) {
	for _, t := range Tiers {
		if t.ID == id {
			return t, true
		}
	}
	return Tier{}, false
}

// Contains reports whether a price falls in the tier.
func (t Tier) Contains(p money.Cents) bool {
	if p < t.From || (p == t.From && !t.FromIncluded) {
		return false
	}
	if t.Upper == 0 {
		return true
	}
	return p < t.Upper || (p == t.Upper && t.ToIncluded)
}

// To is the upper bound, nil when there is none.
func (t Tier) To() *money.Cents {
	if t.Upper == 0 {
		return nil
	}
	u := t.Upper
	return &u
}
