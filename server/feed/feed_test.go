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

// Counts from many players (so many shards) add up, per rarity and per day.
func TestStatsAddUpAcrossShards(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	today := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	yesterday := today.Add(-24 * time.Hour)
	err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		for user := 1; user <= 20; user++ {
			if err := feed.Count(ctx, tx, user, "milspec", user%2 == 0, today); err != nil {
				return err
			}
		}
		if err := feed.Count(ctx, tx, 3, "rare", true, today); err != nil {
			return err
		}
		return feed.Count(ctx, tx, 4, "covert", false, yesterday)
	})
	if err != nil {
		t.Fatal(err)
	}
	s, err := feed.ReadStats(ctx, db.Client, today)
	if err != nil {
		t.Fatal(err)
	}
	want := feed.Stats{CasesOpened: 22, CasesOpenedToday: 21, Milspec: 20, Rare: 1, Covert: 1, StatTrak: 11}
	if s != want {
		t.Fatalf("got %+v want %+v", s, want)
	}
}
