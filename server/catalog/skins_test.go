package catalog_test

import (
	"context"
	"math"
	"testing"

	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

func TestSkinsGroupVariantsAndKeepTheOdds(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	seed, err := catalog.DemoSeed()
	if err != nil {
		t.Fatal(err)
	}
	if err := catalog.Import(ctx, db.Client, seed); err != nil {
		t.Fatal(err)
	}
	for _, cs := range db.LootCase.Query().AllX(ctx) {
		contents, err := catalog.Contents(ctx, db.Client, cs)
		if err != nil {
			t.Fatal(err)
		}
		skins := catalog.Skins(contents, cs.TotalWeight)
		// Weapon cases list several exteriors of a skin; a case of containers has none to group.
		wears := false
		for _, ci := range contents {
			wears = wears || ci.Edges.Item.Exterior != ""
		}
		if wears && len(skins) >= len(contents) && len(contents) > 20 {
			t.Errorf("%s: %d skins for %d variants: nothing grouped", cs.Alias, len(skins), len(contents))
		}
		sum, variants := 0.0, 0
		for i, s := range skins {
			vsum := 0.0
			for j, v := range s.Variants {
				it := v.Edges.Item
				// Wears best first, the plain skin before its StatTrak twin.
				if j > 0 {
					prev := s.Variants[j-1].Edges.Item
					if w, pw := wearOrder[it.Exterior], wearOrder[prev.Exterior]; w < pw || (w == pw && prev.Stattrak && !it.Stattrak) {
						t.Fatalf("%s: %q listed after %q", cs.Alias, it.MarketHashName, prev.MarketHashName)
					}
				}
				if it.StaticName != s.StaticName {
					t.Fatalf("%s: %q grouped under %q", cs.Alias, it.MarketHashName, s.StaticName)
				}
				if it.Price < s.PriceMin || it.Price > s.PriceMax || (it.Stattrak && !s.HasStatTrak) {
					t.Fatalf("%s: %s summary does not cover %q", cs.Alias, s.StaticName, it.MarketHashName)
				}
				vsum += catalog.Odds(v.Weight, cs.TotalWeight)
			}
			if math.Abs(vsum-s.Odds) > 1e-9 {
				t.Fatalf("%s: %s odds %v, variants sum to %v", cs.Alias, s.StaticName, s.Odds, vsum)
			}
			if i > 0 {
				p := skins[i-1]
				if rp, rs := catalog.RarityRank(p.Rarity), catalog.RarityRank(s.Rarity); rs < rp || (rs == rp && s.Odds < p.Odds) {
					t.Fatalf("%s: %s before %s", cs.Alias, p.StaticName, s.StaticName)
				}
			}
			sum += s.Odds
			variants += len(s.Variants)
		}
		if variants != len(contents) {
			t.Fatalf("%s: %d variants of %d contents", cs.Alias, variants, len(contents))
		}
		if len(contents) > 0 && math.Abs(sum-1) > 1e-9 {
			t.Fatalf("%s: skin odds sum to %v", cs.Alias, sum)
		}
	}
}

var wearOrder = map[string]int{"Factory New": 1, "Minimal Wear": 2, "Field-Tested": 3, "Well-Worn": 4, "Battle-Scarred": 5}
