package testdb

import (
	"context"
	"fmt"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/store"
)

// DailyBonusAlias is the alias of WithDailyBonus's case.
const DailyBonusAlias = "daily-bonus"

// DailyBonusPrices are the prices of WithDailyBonus's items, one under each
// of cases.DailyCaps ($1, $5, $20, $100) and one above them all, so each
// tier keeps one more item than the one below.
var DailyBonusPrices = []int64{50, 300, 1500, 8000, 50000}

// DailyBonusSeed is a daily bonus case (family dailybonus) of five items.
func DailyBonusSeed() *catalog.Seed {
	names := []string{"Daily | Tier 0 (Field-Tested)", "Daily | Tier 1 (Field-Tested)", "Daily | Tier 2 (Field-Tested)",
		"Daily | Tier 3 (Field-Tested)", "★ Daily | Tier 4 (Factory New)"}
	rarities := []string{"milspec", "restricted", "classified", "covert", "rare"}
	weights := []int64{5000, 2500, 1500, 800, 200}
	var items []catalog.SeedItem
	var entries []catalog.SeedCaseEntry
	for i, n := range names {
		items = append(items, catalog.SeedItem{MarketHashName: n, StaticName: fmt.Sprintf("daily-tier-%d", i),
			Name: n, Weapon: "Daily", Skin: "Tier", Exterior: "Field-Tested", Rarity: rarities[i], Category: "rifle",
			PriceCents: DailyBonusPrices[i]})
		entries = append(entries, catalog.SeedCaseEntry{MarketHashName: n, Weight: weights[i]})
	}
	c := catalog.SeedCase{Alias: DailyBonusAlias, Name: "Daily Bonus", Group: "Daily", Family: "dailybonus",
		PriceCents: 100, Items: entries}
	c.RTPBps = catalog.RTPBps(weights, DailyBonusPrices, c.PriceCents)
	return &catalog.Seed{Groups: []catalog.SeedGroup{{Name: "Daily", NavIndex: 9}}, Items: items, Cases: []catalog.SeedCase{c}}
}

// WithDailyBonus imports DailyBonusSeed and returns its case.
func WithDailyBonus(t testing.TB, db *store.DB) *ent.LootCase {
	t.Helper()
	ctx := context.Background()
	c := db.Client
	if err := catalog.Import(ctx, c, DailyBonusSeed()); err != nil {
		t.Fatal(err)
	}
	cs, err := catalog.CaseByAlias(ctx, c, DailyBonusAlias)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}
