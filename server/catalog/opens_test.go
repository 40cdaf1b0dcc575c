package catalog_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// A container item's case comes from the cache until the catalogue
// changes (a page of items asks it of every item); an item that opens
// nothing has none, without a read.
func TestOpensCaseComesFromTheCache(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	testdb.WithCatalog(t, db)
	cs, err := catalog.CaseByAlias(ctx, db.Client, "test-case")
	if err != nil {
		t.Fatal(err)
	}
	box := db.Item.Create().SetMarketHashName("Test Box").SetStaticName("test-box").SetName("Test Box").
		SetRarity(item.RarityMilspec).SetCategory("case").SetPrice(1000).SetOpensCaseID(cs.ID).SaveX(ctx)
	skin := db.Item.Query().Where(item.MarketHashName(redline)).OnlyX(ctx)
	cache := &catalog.Cache{DB: db.Client, TTL: time.Minute, Now: time.Now}
	svc := &catalog.Service{DB: db.Client, Cache: cache}

	name := func() string {
		t.Helper()
		got, err := svc.OpensCase(ctx, box)
		if err != nil || got == nil || got.ID != cs.ID {
			t.Fatalf("opens %v, %v; want case %d", got, err, cs.ID)
		}
		return got.Name
	}
	first := name()
	db.LootCase.UpdateOneID(cs.ID).SetName("Renamed").ExecX(ctx)
	if n := name(); n != first {
		t.Fatalf("read %q from the database; the cache holds %q", n, first)
	}
	cache.Invalidate() // the catalogue changed
	if n := name(); n != "Renamed" {
		t.Fatalf("after the change: %q", n)
	}
	if got, err := svc.OpensCase(ctx, skin); got != nil || err != nil {
		t.Fatalf("a skin opens %v, %v", got, err)
	}
	// Without a cache, the database answers.
	if got, err := (&catalog.Service{DB: db.Client}).OpensCase(ctx, box); err != nil || got == nil || got.Name != "Renamed" {
		t.Fatalf("without a cache: %v, %v", got, err)
	}
}
