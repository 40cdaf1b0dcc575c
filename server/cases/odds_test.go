package cases_test

import (
	"testing"

	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
)

// 100,000 offline openings of a real demo case through the production roll
// pipeline: the observed share of each rarity tier matches the weights
// (Pearson chi-square at p = 0.001), and every demo case's RTP is in range.
func TestDemoCaseOddsMatchWeights(t *testing.T) {
	t.Parallel()
	seed, err := catalog.DemoSeed()
	if err != nil {
		t.Fatal(err)
	}
	if len(seed.Cases) < 15 {
		t.Fatalf("demo has %d cases", len(seed.Cases))
	}
	rarity := map[string]string{}
	for _, it := range seed.Items {
		rarity[it.MarketHashName] = it.Rarity
	}
	for _, c := range seed.Cases {
		if c.RTPBps < 8500 || c.RTPBps > 9500 {
			t.Errorf("%s: RTP %d bps out of [8500, 9500]", c.Alias, c.RTPBps)
		}
	}
	c := seed.Cases[0]
	weights := make([]int64, len(c.Items))
	tierWeight := map[string]int64{}
	for i, e := range c.Items {
		weights[i] = e.Weight
		tierWeight[rarity[e.MarketHashName]] += e.Weight
	}
	total := fair.Total(weights)
	observed := map[string]int64{}
	server, client := fair.Hash("odds test"), "odds-client"
	const n = 100_000
	for nonce := int64(0); nonce < n; nonce++ {
		idx, err := fair.Pick(weights, fair.Ticket(fair.Bits52(server, client, nonce, 0), total))
		if err != nil {
			t.Fatal(err)
		}
		observed[rarity[c.Items[idx].MarketHashName]]++
	}
	chi := 0.0
	for tier, w := range tierWeight {
		exp := float64(n) * float64(w) / float64(total)
		d := float64(observed[tier]) - exp
		chi += d * d / exp
	}
	// Critical values at p = 0.001 by degrees of freedom.
	critical := map[int]float64{1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 5: 20.515}[len(tierWeight)-1]
	if critical == 0 || chi > critical {
		t.Fatalf("%s: chi-square %.2f (critical %.2f): observed %v weights %v", c.Alias, chi, critical, observed, tierWeight)
	}
}
