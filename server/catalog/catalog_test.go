package catalog_test

import (
	"context"
	"testing"

	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

func TestDemoImportIsCompleteAndIdempotent(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	seed, err := catalog.DemoSeed()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ { // a second import updates in place
		if err := catalog.Import(ctx, db.Client, seed); err != nil {
			t.Fatal(err)
		}
	}
	if n := db.LootCase.Query().CountX(ctx); n != len(seed.Cases) || n < 15 {
		t.Fatalf("%d cases", n)
	}
	if n := db.Item.Query().CountX(ctx); n != len(seed.Items) {
		t.Fatalf("%d items", n)
	}
	cs, err := catalog.CaseByAlias(ctx, db.Client, seed.Cases[0].Alias)
	if err != nil {
		t.Fatal(err)
	}
	contents, err := catalog.Contents(ctx, db.Client, cs)
	if err != nil || len(contents) != len(seed.Cases[0].Items) {
		t.Fatalf("contents %d %v", len(contents), err)
	}
	weights, prices := []int64{}, []int64{}
	rare := false
	for _, ci := range contents {
		weights, prices = append(weights, ci.Weight), append(prices, int64(ci.Edges.Item.Price))
		rare = rare || ci.Edges.Item.Rarity == "rare"
	}
	if got := catalog.RTPBps(weights, prices, int64(cs.Price)); got != cs.RtpBps || got < 8500 || got > 9500 {
		t.Fatalf("stored RTP %d, recomputed %d", cs.RtpBps, got)
	}
	if !rare {
		t.Fatal("a case without a knife or glove tier")
	}
	if img := contents[0].Edges.Item.Image; img == "" || img[0] != '/' {
		t.Fatalf("image stored as %q, want a path under ASSETS_BASE_URL", img)
	}
	groups, err := catalog.Groups(ctx, db.Client)
	if err != nil || len(groups) == 0 || groups[0].NavIndex > groups[len(groups)-1].NavIndex {
		t.Fatalf("groups: %v", err)
	}
	items, total, err := catalog.ItemsPage(ctx, db.Client, catalog.ItemsQuery{Search: " Asiimov ", Limit: 30})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if it.Skin != "Asiimov" {
			t.Fatalf("search returned %s", it.MarketHashName)
		}
	}
	if total == 0 || len(items) == 0 {
		t.Fatal("a trimmed search found nothing")
	}
}

func TestSeedValidationRefusesLies(t *testing.T) {
	s := testdb.SmallSeed()
	s.Cases[0].RTPBps++
	if err := s.Validate(); err == nil {
		t.Fatal("a stated RTP that the weights do not give must be refused")
	}
	s = testdb.SmallSeed()
	s.Cases[0].Items[0].Weight = 0
	if err := s.Validate(); err == nil {
		t.Fatal("zero weight accepted")
	}
	s = testdb.SmallSeed()
	s.Cases[0].Items[0].MarketHashName = "Nope"
	if err := s.Validate(); err == nil {
		t.Fatal("unknown item accepted")
	}
}

func TestContainersAndTheDropBoost(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	seed, err := catalog.DemoSeed()
	if err != nil {
		t.Fatal(err)
	}
	if err := catalog.Import(ctx, db.Client, seed); err != nil {
		t.Fatal(err)
	}
	// Every container item of the demo points at the weapon case it names.
	linked := 0
	for _, it := range seed.Items {
		if it.OpensCase == "" {
			continue
		}
		row := db.Item.Query().Where(item.MarketHashName(it.MarketHashName)).WithOpensCase().OnlyX(ctx)
		if row.Edges.OpensCase == nil || row.Edges.OpensCase.Alias != it.OpensCase || row.Edges.OpensCase.Family != lootcase.FamilyNormal {
			t.Fatalf("%s opens %+v, want %s", it.MarketHashName, row.Edges.OpensCase, it.OpensCase)
		}
		linked++
	}
	if linked < 2 {
		t.Fatalf("%d containers", linked)
	}

	s := testdb.SmallSeed()
	s.Items = append(s.Items, catalog.SeedItem{MarketHashName: "Boost", StaticName: "boost", Name: "Boost", Rarity: "rare",
		Category: catalog.BoostCategory, PriceCents: 5})
	if err := s.Validate(); err == nil {
		t.Fatal("a drop boost with a price accepted")
	}
	s = testdb.SmallSeed()
	s.Items = append(s.Items, catalog.SeedItem{MarketHashName: "A Case", StaticName: "a-case", Name: "A Case", Rarity: "consumer",
		Category: "case", PriceCents: 5, OpensCase: "no-such-case"})
	if err := s.Validate(); err == nil {
		t.Fatal("a container of an unknown case accepted")
	}
}

func TestImageURL(t *testing.T) {
	if catalog.ImageURL("", "/images/a.webp") != "" || catalog.ImageURL("https://cdn.example/", "/images/a.webp") != "https://cdn.example/images/a.webp" {
		t.Fatal("ImageURL")
	}
}
