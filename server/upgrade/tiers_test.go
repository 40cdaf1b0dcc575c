package upgrade

import (
	"testing"

	"github.com/casefront/casefront/internal/money"
)

// Every price belongs to exactly one tier, bounds included.
func TestTiersPartitionPrices(t *testing.T) {
	prices := []money.Cents{0, 1, 99, 100, 101, 499, 500, 501, 2500, 2501, 10_000, 10_001, 50_000, 50_001, 10_000_000}
	for _, p := range prices {
		var in []string
		for _, tier := range Tiers {
			if tier.Contains(p) {
				in = append(in, tier.ID)
			}
		}
		if len(in) != 1 {
			t.Errorf("price %s is in tiers %v, want exactly one", p, in)
		}
	}
	if tier, _ := TierByID("1-5"); tier.Contains(100) || !tier.Contains(500) {
		t.Errorf("(1, 5] must exclude 1.00 and include 5.00")
	}
	if _, ok := TierByID("nope"); ok {
		t.Errorf("unknown tier found")
	}
}
