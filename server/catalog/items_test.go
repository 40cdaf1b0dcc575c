package catalog_test

import (
	"context"
	"strings"
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// rank mirrors the documented relevance: 0 a name equal to s, 1 a word
// starting with s, 2 any other match.
func rank(it *ent.Item, s string) int {
	w, k, n := strings.ToLower(it.Weapon), strings.ToLower(it.Skin), strings.ToLower(it.Name)
	switch {
	case w == s || k == s || n == s:
		return 0
	case strings.HasPrefix(w, s) || strings.HasPrefix(k, s) || strings.HasPrefix(n, s) || strings.Contains(n, " "+s):
		return 1
	}
	return 2
}

func TestItemSearchRanksNamesFirstAndPlainBeforeStatTrak(t *testing.T) {
	ctx := context.Background()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			db := testdb.Open(t, d.URL(t))
			seed, err := catalog.DemoSeed()
			if err != nil {
				t.Fatal(err)
			}
			if err := catalog.Import(ctx, db.Client, seed); err != nil {
				t.Fatal(err)
			}
			var all []*ent.Item
			total := -1
			for off := 0; total < 0 || off < total; off += 30 { // page the way REST and GraphQL do
				page, n, err := catalog.ItemsPage(ctx, db.Client, catalog.ItemsQuery{Search: "  aK ", Offset: off, Limit: 30})
				if err != nil {
					t.Fatal(err)
				}
				total = n
				all = append(all, page...)
				if len(page) == 0 {
					break
				}
			}
			if len(all) != total || total < 100 {
				t.Fatalf("%d items paged of %d", len(all), total)
			}
			if all[0].Weapon != "AK-47" || all[0].Stattrak {
				t.Fatalf("first result %q", all[0].MarketHashName)
			}
			seen := map[int]bool{}
			others := 0
			for i, it := range all {
				if seen[it.ID] {
					t.Fatalf("%q on two pages", it.MarketHashName)
				}
				seen[it.ID] = true
				if !strings.Contains(strings.ToLower(it.MarketHashName), "ak") {
					t.Fatalf("%q does not match", it.MarketHashName)
				}
				if rank(it, "ak") == 2 {
					others++
				}
				if i == 0 {
					continue
				}
				prev := all[i-1]
				rp, ri := rank(prev, "ak"), rank(it, "ak")
				if ri < rp || (ri == rp && prev.Stattrak && !it.Stattrak) || (ri == rp && prev.Stattrak == it.Stattrak && prev.Name > it.Name) {
					t.Fatalf("%q (rank %d) after %q (rank %d)", it.MarketHashName, ri, prev.MarketHashName, rp)
				}
			}
			if others == 0 {
				t.Log("no partial matches in the demo catalogue for \"ak\"")
			}
		})
	}
}
