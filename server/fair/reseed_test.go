package fair_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
)

// A ban that starts after the request resolved its actor still stops a
// reseed: the rule is checked again on the locked user row.
func TestReseedRechecksTheUserRow(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			u := testdb.Player(t, db, 0)
			stale := testdb.Actor(u) // resolved before the ban
			if _, _, err := fair.Reseed(ctx, db.Client, stale, nil); err != nil {
				t.Fatal(err)
			}
			db.User.UpdateOneID(u.ID).SetSelfBanUntil(time.Now().Add(time.Hour)).ExecX(ctx)
			seed := "mine"
			if _, _, err := fair.Reseed(ctx, db.Client, stale, &seed); apperr.KeyOf(err) != apperr.SelfBanned.Key {
				t.Fatalf("reseed during a ban begun since the request: %v", err)
			}
			db.User.UpdateOneID(u.ID).ClearSelfBanUntil().SetRestricted(true).ExecX(ctx)
			if _, _, err := fair.Reseed(ctx, db.Client, stale, nil); apperr.KeyOf(err) != apperr.AccountRestricted.Key {
				t.Fatalf("reseed of an account restricted since the request: %v", err)
			}
			if seeds, err := fair.History(ctx, db.Client, stale, fair.MaxRevealed); err != nil || len(seeds) != 1 {
				t.Fatalf("%d seeds revealed (%v), want the one rotation before the ban", len(seeds), err)
			}
		})
	}
}

// A list size out of range is refused, not clamped.
func TestHistoryRefusesSizesOutOfRange(t *testing.T) {
	db := testdb.Open(t, testenv.SQLiteURL(t))
	a := testdb.Actor(testdb.Player(t, db, 0))
	for _, n := range []int{0, -1, fair.MaxRevealed + 1} {
		if _, err := fair.History(context.Background(), db.Client, a, n); apperr.KeyOf(err) != apperr.Validation.Key {
			t.Errorf("limit %d: %v", n, err)
		}
	}
}
