package catalog_test

import (
	"context"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/casefront/casefront/migrations"

	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
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

// The search index only narrows which items are read: for searches of every
// kind (a word start, a number, punctuation first, several words, other
// scripts, LIKE's own wildcards, nothing that matches) the index gives the
// same total and the same pages, in the same order, as the rule alone. The
// index follows the items' writes: an item added, renamed or removed is
// found, found by its new name only, or no longer found.
func TestItemSearchIndexChangesNoResult(t *testing.T) {
	ctx := context.Background()
	searches := []string{"ak", "AK", "st", "s", "a", "t", "47", "2", "-47", "| red", "|", "★", "★ karambit", "♥", "™",
		"stattrak™ ak", "ak-47 | red", "doppler (factory", "(field-tested)", "field-tested", "tested", "m4a1-s", "m4",
		"p250 | re", "built", "re.built", "texture", "dev_texture", "%", "_", `\`, "-", "(", ".", "sticker |",
		"ñandú", "andú", "ñ", "çà", "saibā", "saibā oni", "bā", "ā", "ak-47 | asiimov (f", "★ stattrak™ butterfly", "-10 | s", strings.Repeat("zq", 50), strings.Repeat("é", 100), "xyzzy", "a_b", "50%"}
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
			for _, name := range []string{"Sticker | Ñandú (Holo)", "Çà Va | 50% (Field-Tested)", "Souvenir a_b | X"} {
				db.Item.Create().SetMarketHashName(name).SetStaticName(name).SetName(name).SetRarity("milspec").SetPrice(100).SaveX(ctx)
			}
			same := func(s string) int {
				t.Helper()
				var total int
				for _, off := range []int{0, 100, -60} {
					if off < 0 {
						off = max(total+off, 0)
					}
					q := catalog.ItemsQuery{Search: s, Offset: off, Limit: 100}
					got, n, err := catalog.ItemsPage(ctx, db.Client, q)
					if err != nil {
						t.Fatalf("%q: %v", s, err)
					}
					want, wantN, err := catalog.ScanItemsPage(ctx, db.Client, q)
					if err != nil {
						t.Fatalf("%q without the index: %v", s, err)
					}
					if n != wantN || len(got) != len(want) {
						t.Fatalf("%q at %d: %d matches and %d on the page, without the index %d and %d", s, off, n, len(got), wantN, len(want))
					}
					for i := range got {
						if got[i].ID != want[i].ID {
							t.Fatalf("%q at %d+%d: %q, without the index %q", s, off, i, got[i].MarketHashName, want[i].MarketHashName)
						}
					}
					total = n
				}
				return total
			}
			for _, s := range searches {
				n := same(s)
				t.Logf("%q: %d matches", s, n)
			}
			if n := same("ñandú"); n != 1 && d.Name == "postgres" {
				t.Errorf(`"ñandú" matches %d items`, n)
			}
			// Writes reach the index.
			it := db.Item.Create().SetMarketHashName("Zephyrine | Quokka (Minimal Wear)").SetStaticName("zq").SetName("Zephyrine | Quokka").
				SetRarity("milspec").SetPrice(100).SaveX(ctx)
			if n := same("quokka"); n != 1 {
				t.Fatalf(`an added item: "quokka" matches %d`, n)
			}
			db.Item.UpdateOne(it).SetMarketHashName("Zephyrine | Wombat (Minimal Wear)").ExecX(ctx)
			if q, w := same("quokka"), same("wombat"); q != 0 || w != 1 {
				t.Fatalf(`a renamed item: "quokka" matches %d, "wombat" %d`, q, w)
			}
			db.Item.DeleteOne(it).ExecX(ctx)
			if n := same("wombat"); n != 0 {
				t.Fatalf(`a removed item: "wombat" matches %d`, n)
			}
			// A catalogue import (upserts) keeps the index whole.
			if err := catalog.Import(ctx, db.Client, seed); err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{"ak", "st", "-47"} {
				same(s)
			}
		})
	}
}

// A database with items from before the search index gets them indexed by
// the migration that creates it: searches find them, as without the index.
func TestItemSearchIndexCoversEarlierItems(t *testing.T) {
	ctx := context.Background()
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			db, err := store.Open(ctx, d.URL(t))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			files, err := fs.Glob(migrations.FS, db.Dialect2Dir()+"/*.sql")
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(files)
			before := slices.IndexFunc(files, func(f string) bool { return strings.HasSuffix(f, "_item_search.sql") })
			if before < 0 {
				t.Fatal("no item_search migration")
			}
			if err := db.MigrateN(ctx, before); err != nil {
				t.Fatal(err)
			}
			if err := catalog.Import(ctx, db.Client, testdb.SmallSeed()); err != nil {
				t.Fatal(err)
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{"ak", "doppler", "-47", "karambit | d", "sand dune (field"} {
				got, n, err := catalog.ItemsPage(ctx, db.Client, catalog.ItemsQuery{Search: s, Limit: 10})
				if err != nil {
					t.Fatal(err)
				}
				want, wantN, err := catalog.ScanItemsPage(ctx, db.Client, catalog.ItemsQuery{Search: s, Limit: 10})
				if err != nil {
					t.Fatal(err)
				}
				if n != 1 || wantN != 1 || got[0].ID != want[0].ID {
					t.Errorf("%q: %d matches, without the index %d", s, n, wantN)
				}
			}
		})
	}
}

func TestSearchToken(t *testing.T) {
	for s, want := range map[string]string{
		"ak": "ak", "ak-47 | red": "ak", "-47": "47", "| red": "red", "|": "", "★ karambit": "karambit",
		"stattrak™ ak": "stattrak", "ñandú": "", "ñandú (holo)": "holo", "saibā oni": "saib", "ā oni": "oni", "a_b": "a", "(field-tested)": "field",
	} {
		if got := catalog.SearchToken(s); got != want {
			t.Errorf("SearchToken(%q) = %q, want %q", s, got, want)
		}
	}
}
