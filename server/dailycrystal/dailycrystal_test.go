package dailycrystal_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/dailycrystalclaim"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/dailycrystal"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

func reason(err error) string {
	e, ok := apperr.As(err)
	if !ok {
		return ""
	}
	r, _ := e.Fields["reason"].(string)
	return r
}

func item(t *testing.T, l *dailycrystal.List, rt string) dailycrystal.Item {
	t.Helper()
	for _, it := range l.Items {
		if it.RewardType == rt {
			return it
		}
	}
	t.Fatalf("no %s in %+v", rt, l.Items)
	return dailycrystal.Item{}
}

func verify(t *testing.T, db *store.DB) {
	t.Helper()
	bad, err := ledger.Verify(context.Background(), db.Client)
	if err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// topup credits cents as a deposit would (reason topup) at when.
func topup(t *testing.T, db *store.DB, u *ent.User, cents int64, when time.Time, key string) {
	t.Helper()
	ctx := context.Background()
	if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: when, UserID: u.ID, Currency: ledger.Money, Delta: cents,
			Reason: "topup", IdemKey: "topup:" + key})
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// The list shows each reward's condition and progress today; a reward is
// received once per UTC day, through the ledger, and the list after the
// claim shows it received; the next day it may be received again. A
// condition not met refuses and writes nothing.
func TestReceiveOncePerDay(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			now := time.Now().UTC()
			svc := &dailycrystal.Service{DB: db.Client, Now: func() time.Time { return now }}
			u := testdb.Player(t, db, 0)
			a := testdb.Actor(u)

			l, err := svc.List(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Items) != 4 || l.Day != now.Format(time.DateOnly) {
				t.Fatalf("list %+v", l)
			}
			if v := item(t, l, "visit"); !v.Available || v.Received || v.Crystals != 5 {
				t.Fatalf("visit %+v", v)
			}
			if v := item(t, l, "deposit_5"); v.Available || v.Met || v.Threshold != 500 {
				t.Fatalf("deposit before %+v", v)
			}
			if _, err := svc.Receive(ctx, a, "deposit_5"); reason(err) != "condition_not_met" {
				t.Fatalf("deposit not met: %v", err)
			}
			if _, err := svc.Receive(ctx, a, "nope"); reason(err) != "reward_unknown" {
				t.Fatalf("unknown: %v", err)
			}
			if n := db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID)).CountX(ctx); n != 0 {
				t.Fatalf("refusals wrote %d entries", n)
			}
			r, err := svc.Receive(ctx, a, "visit")
			if err != nil {
				t.Fatal(err)
			}
			if r.User.Crystals != 5 || !item(t, r.List, "visit").Received || item(t, r.List, "visit").Available {
				t.Fatalf("after: %+v %+v", r.User.Crystals, r.List.Items)
			}
			if _, err := svc.Receive(ctx, a, "visit"); reason(err) != "reward_received" {
				t.Fatalf("twice: %v", err)
			}
			// Yesterday's top-up does not count today; today's does.
			topup(t, db, u, 1000, now.AddDate(0, 0, -1), "yesterday")
			if _, err := svc.Receive(ctx, a, "deposit_5"); reason(err) != "condition_not_met" {
				t.Fatalf("yesterday's deposit: %v", err)
			}
			topup(t, db, u, 300, now, "today1")
			topup(t, db, u, 200, now, "today2")
			if r, err = svc.Receive(ctx, a, "deposit_5"); err != nil || r.User.Crystals != 30 {
				t.Fatalf("deposit today: %v %+v", err, r)
			}
			// The next day: again.
			now = now.AddDate(0, 0, 1)
			if r, err = svc.Receive(ctx, a, "visit"); err != nil || r.User.Crystals != 35 {
				t.Fatalf("next day: %v", err)
			}
			if n := db.DailyCrystalClaim.Query().Where(dailycrystalclaim.UserID(u.ID)).CountX(ctx); n != 3 {
				t.Fatalf("%d claims", n)
			}
			verify(t, db)
		})
	}
}

// 50 claims of one reward at once pay it once.
func TestRacingReceivesPayOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			svc := &dailycrystal.Service{DB: db.Client}
			u := testdb.Player(t, db, 0)
			a := testdb.Actor(u)
			const n = 50
			var wg sync.WaitGroup
			var mu sync.Mutex
			paid, refused := 0, 0
			for range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, err := svc.Receive(ctx, a, "visit")
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						paid++
					case reason(err) == "reward_received":
						refused++
					default:
						t.Errorf("receive: %v", err)
					}
				}()
			}
			wg.Wait()
			if paid != 1 || refused != n-1 {
				t.Fatalf("paid %d refused %d", paid, refused)
			}
			if got := db.User.GetX(ctx, u.ID).Crystals; got != 5 {
				t.Fatalf("crystals %d", got)
			}
			verify(t, db)
		})
	}
}

// A self-banned player and a visitor are refused.
func TestRefusals(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testdb.URL(t, "sqlite"))
	svc := &dailycrystal.Service{DB: db.Client}
	u := testdb.Player(t, db, 0)
	banned := db.User.UpdateOneID(u.ID).SetSelfBanUntil(time.Now().Add(time.Hour)).SaveX(ctx)
	if _, err := svc.Receive(ctx, testdb.Actor(banned), "visit"); apperr.KeyOf(err) != apperr.SelfBanned.Key {
		t.Fatalf("self-banned: %v", err)
	}
	if _, err := svc.List(ctx, nil); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("anonymous: %v", err)
	}
	if n := db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID)).CountX(ctx); n != 0 {
		t.Fatalf("refusals wrote %d entries", n)
	}
}
