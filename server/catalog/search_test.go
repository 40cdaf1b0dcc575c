package catalog_test

import (
	"context"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// startsWord is the documented match: s at the start of the market name or
// right after a space, "(", "-", "/", "." or "_".
func startsWord(name, s string) bool {
	name = strings.ToLower(name)
	for i := 0; i <= len(name)-len(s); i++ {
		if name[i:i+len(s)] == s && (i == 0 || strings.ContainsRune(" (-/._", rune(name[i-1]))) {
			return true
		}
	}
	return false
}

// "ak" counts the AK-47s (and anything else with a word starting "ak"),
// not every StatTrak™ item, whose name only contains "ak".
func TestItemSearchCountsWordStartsOnly(t *testing.T) {
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
			all := db.Item.Query().AllX(ctx)
			for _, s := range []string{"ak", "asiimov", "47", "tested", "doppler", "built", "texture"} {
				want, contains := 0, 0
				for _, it := range all {
					if startsWord(it.MarketHashName, s) {
						want++
					}
					if strings.Contains(strings.ToLower(it.MarketHashName), s) {
						contains++
					}
				}
				_, total, err := catalog.ItemsPage(ctx, db.Client, catalog.ItemsQuery{Search: strings.ToUpper(s), Limit: 1})
				if err != nil {
					t.Fatal(err)
				}
				if total != want || want == 0 {
					t.Errorf("%q: %d matches, want %d word starts (%d contain it)", s, total, want, contains)
				}
				if s == "ak" && contains <= want {
					t.Errorf("the demo catalogue has no StatTrak item left out of %q (%d contain it, %d start a word)", s, contains, want)
				}
			}
			// A search starting with punctuation has no word to start: it matches anywhere.
			if _, total, err := catalog.ItemsPage(ctx, db.Client, catalog.ItemsQuery{Search: "-47", Limit: 1}); err != nil || total == 0 {
				t.Errorf(`"-47": %d matches, %v`, total, err)
			}
		})
	}
}
