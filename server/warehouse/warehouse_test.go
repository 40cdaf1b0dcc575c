package warehouse_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/warehouse"
)

func setup(t *testing.T, url string) (*store.DB, *warehouse.Service) {
	t.Helper()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	if err := warehouse.SeedDemo(context.Background(), db.Client); err != nil {
		t.Fatal(err)
	}
	return db, &warehouse.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
}

func bullets(t *testing.T, db *store.DB, u *ent.User, n int64) {
	t.Helper()
	ctx := context.Background()
	if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: ledger.Bullets, Delta: n, Reason: "test_grant",
			IdemKey: "test_bullets:" + u.SteamID})
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// An open debits the pool's price in bullets, mints the prize the roll
// falls on, and the revealed seed recomputes the same ticket and item.
// Bullets that do not cover it, an unknown pool and a visitor are refused
// and write nothing.
func TestOpenAndVerify(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			pools, err := svc.Pools(ctx)
			if err != nil || len(pools) != 3 {
				t.Fatalf("pools %d %v", len(pools), err)
			}
			var sum int64
			for _, p := range pools[0].Prizes {
				sum += p.Weight
			}
			if pools[0].Bullets != 100 || sum != pools[0].TotalWeight || len(pools[0].Prizes) == 0 {
				t.Fatalf("pool %+v", pools[0])
			}
			u := testdb.Player(t, db, 0)
			a := testdb.Actor(u)
			if _, err := svc.Open(ctx, a, 100); apperr.KeyOf(err) != apperr.NotEnoughBullets.Key {
				t.Fatalf("no bullets: %v", err)
			}
			bullets(t, db, u, 250)
			if _, err := svc.Open(ctx, a, 7); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Fatalf("unknown pool: %v", err)
			}
			if _, err := svc.Open(ctx, a, 500); apperr.KeyOf(err) != apperr.NotEnoughBullets.Key {
				t.Fatalf("short: %v", err)
			}
			if _, err := svc.Open(ctx, nil, 100); apperr.KeyOf(err) != apperr.NoAuth.Key {
				t.Fatalf("visitor: %v", err)
			}
			if n := db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason(warehouse.Game)).CountX(ctx); n != 0 {
				t.Fatalf("refusals wrote %d entries", n)
			}
			o, err := svc.Open(ctx, a, 100)
			if err != nil {
				t.Fatal(err)
			}
			if o.User.Bullets != 150 || o.Drop.Roll != warehouse.Roll(100, 1) || o.Open.TotalWeight != pools[0].TotalWeight {
				t.Fatalf("open: bullets %d roll %q", o.User.Bullets, o.Drop.Roll)
			}
			if db.Drop.Query().Where(drop.UserID(u.ID)).CountX(ctx) != 1 {
				t.Fatal("no drop")
			}
			// Rotating the seed reveals it; the verifier recomputes the draw.
			rv, _, err := (&fair.Service{DB: db.Client}).Reseed(ctx, a, nil)
			if err != nil {
				t.Fatal(err)
			}
			if rv.ServerSeedHash != o.Seed.ServerSeedHash {
				t.Fatal("another seed was revealed")
			}
			v, err := svc.Verify(ctx, warehouse.VerifyInput{ServerSeed: rv.ServerSeed, ClientSeed: rv.ClientSeed, Nonce: o.Open.Nonce,
				Bullets: 100, Revision: 1})
			if err != nil {
				t.Fatal(err)
			}
			if v.Ticket != o.Open.Ticket || v.Item.ID != o.Drop.ItemID || v.ServerSeedHash != o.Seed.ServerSeedHash {
				t.Fatalf("verify: ticket %d item %d, open: ticket %d item %d", v.Ticket, v.Item.ID, o.Open.Ticket, o.Drop.ItemID)
			}
			if _, err := svc.Verify(ctx, warehouse.VerifyInput{ServerSeed: "x", ClientSeed: "y", Bullets: 100, Revision: 9}); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Fatalf("unknown revision: %v", err)
			}
			bad, err := ledger.Verify(ctx, db.Client)
			if err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// Racing opens never spend more bullets than the player holds.
func TestRacingOpensNeverOverspend(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			u := testdb.Player(t, db, 0)
			bullets(t, db, u, 300)
			a := testdb.Actor(u)
			var wg sync.WaitGroup
			var mu sync.Mutex
			opened := 0
			for range 20 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, err := svc.Open(ctx, a, 100)
					mu.Lock()
					defer mu.Unlock()
					if err == nil {
						opened++
					} else if apperr.KeyOf(err) != apperr.NotEnoughBullets.Key {
						t.Errorf("open: %v", err)
					}
				}()
			}
			wg.Wait()
			if got := db.User.GetX(ctx, u.ID).Bullets; opened != 3 || got != 0 {
				t.Fatalf("opened %d, bullets left %d", opened, got)
			}
		})
	}
}

// A drop's roll names its pool and revision, and nothing else parses as one.
func TestRollDescriptor(t *testing.T) {
	b, r, ok := warehouse.ParseRoll(warehouse.Roll(500, 3))
	if !ok || b != 500 || r != 3 {
		t.Fatalf("%d %d %v", b, r, ok)
	}
	for _, s := range []string{"", "warehouse:", "warehouse:5", "warehouse:x:1", "warehouse:0:1", "range:1-2"} {
		if _, _, ok := warehouse.ParseRoll(s); ok {
			t.Errorf("%q parsed", s)
		}
	}
}
