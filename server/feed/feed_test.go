package feed_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

// Counts from many players (so many shards) add up, per rarity and per day,
// whether one statement carries one drop or several of the same shard.
func TestStatsAddUpAcrossShards(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) { statsAddUp(t, d.URL(t)) })
	}
}

func statsAddUp(t *testing.T, url string) {
	ctx := context.Background()
	db := testdb.Open(t, url)
	today := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	yesterday := today.Add(-24 * time.Hour)
	err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		for user := 1; user <= 20; user++ {
			if err := feed.Count(ctx, tx, user, today, feed.Opened{Rarity: "milspec", StatTrak: user%2 == 0}); err != nil {
				return err
			}
		}
		// Several drops of one opening, one already counted shard among them.
		if err := feed.Count(ctx, tx, 3, today, feed.Opened{Rarity: "rare", StatTrak: true},
			feed.Opened{Rarity: "milspec"}, feed.Opened{Rarity: "milspec", StatTrak: true}); err != nil {
			return err
		}
		return feed.Count(ctx, tx, 4, yesterday, feed.Opened{Rarity: "covert"})
	})
	if err != nil {
		t.Fatal(err)
	}
	s, err := feed.ReadStats(ctx, db.Client, today)
	if err != nil {
		t.Fatal(err)
	}
	want := feed.Stats{CasesOpened: 24, CasesOpenedToday: 23, Milspec: 22, Rare: 1, Covert: 1, StatTrak: 12}
	if s != want {
		t.Fatalf("got %+v want %+v", s, want)
	}
}

// The cache answers from memory within StatsTTL and reads again after it.
func TestStatsCache(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	count := func() {
		t.Helper()
		if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
			return feed.Count(ctx, tx, 1, now, feed.Opened{Rarity: "milspec"})
		}); err != nil {
			t.Fatal(err)
		}
	}
	c := &feed.StatsCache{DB: db.Client}
	count()
	if s, _ := c.Read(ctx, now); s.CasesOpened != 1 {
		t.Fatalf("first read: %+v", s)
	}
	count()
	if s, _ := c.Read(ctx, now.Add(feed.StatsTTL/2)); s.CasesOpened != 1 {
		t.Fatalf("within the TTL the cache read again: %+v", s)
	}
	if s, _ := c.Read(ctx, now.Add(feed.StatsTTL)); s.CasesOpened != 2 {
		t.Fatalf("after the TTL: %+v", s)
	}
}

// Recent wins are cached the same way, sliced to what is asked.
func TestRecentWinsCache(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	testdb.WithCatalog(t, db)
	u := testdb.Player(t, db, 0)
	now := time.Now()
	it := db.Item.Query().FirstX(ctx)
	give := func(at time.Time) {
		db.Drop.Create().SetUserID(u.ID).SetItemID(it.ID).SetPrice(it.Price).SetNonce(0).SetTicket(0).SetFeedAt(at).ExecX(ctx)
	}
	give(now.Add(-time.Minute))
	give(now.Add(-time.Minute))
	c := &feed.StatsCache{DB: db.Client}
	if w, _ := c.Recent(ctx, now, 10); len(w) != 2 {
		t.Fatalf("first read: %d wins", len(w))
	}
	give(now.Add(-time.Second))
	if w, _ := c.Recent(ctx, now.Add(feed.StatsTTL/2), 1); len(w) != 1 {
		t.Fatalf("within the TTL, sliced: %d", len(w))
	}
	if w, _ := c.Recent(ctx, now.Add(feed.StatsTTL/2), 10); len(w) != 2 {
		t.Fatalf("within the TTL the cache read again: %d", len(w))
	}
	if w, _ := c.Recent(ctx, now.Add(feed.StatsTTL), 10); len(w) != 3 {
		t.Fatalf("after the TTL: %d", len(w))
	}
}
