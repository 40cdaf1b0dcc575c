package catalog_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/realtime"
)

const redline = "AK-47 | Redline (Field-Tested)"

func priceIn(contents []*ent.CaseItem, name string) money.Cents {
	for _, ci := range contents {
		if ci.Edges.Item.MarketHashName == name {
			return ci.Edges.Item.Price
		}
	}
	return -1
}

// The cache serves contents without the database until the catalogue
// changes: on a bus announcement, on a new revision, or after its TTL.
func TestContentsCacheFollowsTheCatalogue(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	testdb.WithCatalog(t, db)
	bus := realtime.NewMemory()
	defer bus.Close()
	clock := time.Now()
	cache := &catalog.Cache{DB: db.Client, TTL: time.Minute, Now: func() time.Time { return clock }}
	watch, stop := context.WithCancel(ctx)
	defer stop()
	if err := cache.Watch(watch, bus, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := catalog.CaseByAlias(ctx, db.Client, "test-case")
	if err != nil {
		t.Fatal(err)
	}
	setPrice := func(c money.Cents) {
		db.Item.Update().Where(item.MarketHashName(redline)).SetPrice(c).ExecX(ctx)
	}
	get := func() money.Cents {
		t.Helper()
		contents, err := cache.Contents(ctx, cs)
		if err != nil || len(contents) != 3 {
			t.Fatalf("%d contents, %v", len(contents), err)
		}
		return priceIn(contents, redline)
	}
	if p := get(); p != 500 {
		t.Fatalf("first read: %d", p)
	}
	setPrice(600)
	if p := get(); p != 500 {
		t.Fatalf("a second read went to the database: %d", p)
	}
	// An announced change reaches the cache through the bus.
	if err := catalog.Changed(ctx, bus); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for get() != 600 {
		if time.Now().After(deadline) {
			t.Fatal("the announced change did not reach the cache")
		}
		time.Sleep(5 * time.Millisecond)
	}
	// A new contents revision is read at once.
	setPrice(700)
	cs.Revision++
	db.LootCase.UpdateOneID(cs.ID).SetRevision(cs.Revision).ExecX(ctx)
	db.CaseItem.Update().SetRevision(cs.Revision).ExecX(ctx)
	if p := get(); p != 700 {
		t.Fatalf("new revision: %d", p)
	}
	// Without news, an entry lives for its TTL only.
	setPrice(800)
	clock = clock.Add(59 * time.Second)
	if p := get(); p != 700 {
		t.Fatalf("before the TTL: %d", p)
	}
	clock = clock.Add(2 * time.Second)
	if p := get(); p != 800 {
		t.Fatalf("after the TTL: %d", p)
	}
}

// The case groups are cached the same way: served from memory until the
// catalogue changes.
func TestGroupsCachedUntilTheCatalogueChanges(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	testdb.WithCatalog(t, db)
	cache := &catalog.Cache{DB: db.Client, TTL: time.Minute}
	names := func() []string {
		t.Helper()
		groups, err := cache.Groups(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, g := range groups {
			for _, c := range g.Edges.Cases {
				out = append(out, c.Alias)
			}
		}
		return out
	}
	if got := names(); len(got) != 1 || got[0] != "test-case" {
		t.Fatalf("groups %v", got)
	}
	db.LootCase.Update().SetEnabled(true).ExecX(ctx)
	if got := names(); len(got) != 1 {
		t.Fatalf("a second read went to the database: %v", got)
	}
	cache.Invalidate()
	if got := names(); len(got) != 2 {
		t.Fatalf("after the change: %v", got)
	}
}
