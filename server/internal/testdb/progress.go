package testdb

import (
	"context"
	"testing"

	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/store"
)

// The cases of the families that keep state between opens, on SmallSeed's
// three items (milspec 10¢, classified $5.00, rare $900.00), each $10.00:
//
//	test-gacha       gacha; the rare weighs 1 in 1,000,000,000, so only the
//	                 meter's guaranteed open gives it in practice
//	test-dota        dota; 8000/1900/100 like test-case
//	test-discovered  discovered; 8000/1900/100
const (
	GachaCase      = "test-gacha"
	DotaCase       = "test-dota"
	DiscoveredCase = "test-discovered"
)

// ProgressSeed is SmallSeed plus the three cases above.
func ProgressSeed() *catalog.Seed {
	s := SmallSeed()
	names := []string{s.Items[0].MarketHashName, s.Items[1].MarketHashName, s.Items[2].MarketHashName}
	prices := []int64{s.Items[0].PriceCents, s.Items[1].PriceCents, s.Items[2].PriceCents}
	add := func(alias, family string, weights []int64) {
		c := catalog.SeedCase{Alias: alias, Name: alias, Group: "Tests", Family: family, PriceCents: 1000}
		for i, w := range weights {
			c.Items = append(c.Items, catalog.SeedCaseEntry{MarketHashName: names[i], Weight: w})
		}
		c.RTPBps = catalog.RTPBps(weights, prices, c.PriceCents)
		s.Cases = append(s.Cases, c)
	}
	add(GachaCase, "gacha", []int64{999_998_999, 1000, 1})
	add(DotaCase, "dota", []int64{8000, 1900, 100})
	add(DiscoveredCase, "discovered", []int64{8000, 1900, 100})
	return s
}

// WithProgressCases imports ProgressSeed (after WithCatalog) and enables
// its three cases.
func WithProgressCases(t testing.TB, db *store.DB) {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Import(ctx, db.Client, ProgressSeed()); err != nil {
		t.Fatal(err)
	}
	if _, err := db.LootCase.Update().Where(lootcase.AliasIn(GachaCase, DotaCase, DiscoveredCase)).SetEnabled(true).Save(ctx); err != nil {
		t.Fatal(err)
	}
}
