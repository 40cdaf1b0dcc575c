package changer_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/upgrade"
)

const (
	p250     = "P250 | Sand Dune (Field-Tested)"    // $0.10
	redline  = "AK-47 | Redline (Field-Tested)"     // $5.00
	karambit = "★ Karambit | Doppler (Factory New)" // $900.00
)

type immediately struct{}

func (immediately) AfterFunc(_ time.Duration, f func()) { f() }

func setup(t *testing.T, url string) (*store.DB, *changer.Service) {
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	testdb.WithLadder(t, db, 60)
	bus := realtime.NewMemory()
	t.Cleanup(func() { bus.Close() })
	return db, &changer.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Bus: bus, Log: zap.NewNop(), Schedule: immediately{}})}
}

func ledgerHolds(t *testing.T, db *store.DB) {
	t.Helper()
	if bad, err := ledger.Verify(context.Background(), db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger and balances disagree: %v %v", bad, err)
	}
}

// Two $5 items for a $5 item: credit $9.50 at a 5% spread, $4.50 back to the
// balance through the ledger, the change on the change feed and the live feed.
func TestChangeGivesTheTargetAndTheDifference(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			u := testdb.Player(t, db, 1_000)
			a := testdb.Actor(u)
			changes, cancel, err := svc.Bus.Subscribe(ctx, changer.Topic)
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()
			live, cancelLive, err := svc.Bus.Subscribe(ctx, "feed")
			if err != nil {
				t.Fatal(err)
			}
			defer cancelLive()
			ids := []int{testdb.Give(t, db, u, redline).ID, testdb.Give(t, db, u, redline).ID}

			items, total, credit, err := svc.Targets(ctx, a, changer.TargetsQuery{DropIDs: ids, Limit: 100})
			if err != nil || credit != 950 || total == 0 {
				t.Fatalf("targets: %d items, credit %d, %v", total, credit, err)
			}
			for i, it := range items {
				if it.Price > credit || (i > 0 && it.Price > items[i-1].Price) {
					t.Fatalf("target %s at %d: over the credit or out of order", it.MarketHashName, it.Price)
				}
			}

			res, err := svc.Change(ctx, a, changer.Request{DropIDs: ids, Target: redline, DelayMS: 500})
			if err != nil {
				t.Fatal(err)
			}
			c := res.Change
			if c.ItemsValue != 1000 || c.Credit != 950 || c.TargetPrice != 500 || c.Difference != 450 || c.SpreadBps != changer.DefaultSpreadBps {
				t.Fatalf("change %+v", c)
			}
			if res.User.Balance != 1_450 || db.User.GetX(ctx, u.ID).Balance != 1_450 {
				t.Fatalf("balance %d, want 14.50", res.User.Balance)
			}
			row := db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("change")).OnlyX(ctx)
			if row.Delta != 450 {
				t.Errorf("ledger row %+v", row)
			}
			r := c.Edges.Result
			if r.UserID != u.ID || r.State != drop.StateActive || r.Price != 500 || r.SeedID != nil {
				t.Fatalf("result %+v", r)
			}
			for _, id := range ids {
				if st := db.Drop.GetX(ctx, id).State; st != drop.StateChanged {
					t.Errorf("given drop %d is %s", id, st)
				}
			}
			select {
			case b := <-changes:
				e, err := changer.Decode(b)
				if err != nil || e.ChangeID != c.ID || len(e.Given) != 2 || e.Target.MarketHashName != redline || e.Target.Price != 500 {
					t.Fatalf("change feed: %+v %v", e, err)
				}
			case <-time.After(2 * time.Second):
				t.Fatal("nothing on the change feed")
			}
			select {
			case <-live:
			case <-time.After(2 * time.Second):
				t.Fatal("nothing on the live feed")
			}
			// The first page of the change feed waits for the animation.
			if recent, _ := changer.Recent(ctx, db.Client, time.Now(), 20); len(recent) != 0 {
				t.Errorf("the change is in the feed before its animation ended: %+v", recent)
			}
			recent, err := changer.Recent(ctx, db.Client, time.Now().Add(time.Second), 20)
			if err != nil || len(recent) != 1 || recent[0].ChangeID != c.ID || recent[0].Nickname == "" {
				t.Fatalf("recent %+v %v", recent, err)
			}
			if db.User.GetX(ctx, u.ID).Xp == 0 {
				t.Error("no XP for changes")
			}
			ledgerHolds(t, db)
		})
	}
}

// Every refusal leaves the balance, the drops and the history as they were.
func TestRefusalsWriteNothing(t *testing.T) {
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 1_000)
	other := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	mine := testdb.Give(t, db, u, redline).ID
	theirs := testdb.Give(t, db, other, redline).ID
	eleven := make([]int, 11)
	for i := range eleven {
		eleven[i] = testdb.Give(t, db, u, p250).ID
	}
	until := time.Now().Add(time.Hour)
	banned := testdb.Actor(u)
	banned.SelfBanUntil = &until
	for _, c := range []struct {
		name string
		a    *actor.Actor
		r    changer.Request
		key  string
	}{
		{"no items", a, changer.Request{Target: p250}, apperr.Validation.Key},
		{"eleven items", a, changer.Request{DropIDs: eleven, Target: p250}, apperr.Validation.Key},
		{"no target", a, changer.Request{DropIDs: []int{mine}}, apperr.Validation.Key},
		{"the same value back", a, changer.Request{DropIDs: []int{mine}, Target: redline}, apperr.Validation.Key},
		{"a dearer target", a, changer.Request{DropIDs: []int{mine}, Target: karambit}, apperr.Validation.Key},
		{"an unknown target", a, changer.Request{DropIDs: []int{mine}, Target: "Nope"}, apperr.NotFound.Key},
		{"someone else's item", a, changer.Request{DropIDs: []int{theirs}, Target: p250}, apperr.ItemNotOwned.Key},
		{"skin changer restricted", testdb.Actor(u, "skin_changer"), changer.Request{DropIDs: []int{mine}, Target: p250}, apperr.Restricted.Key},
		{"self-banned", banned, changer.Request{DropIDs: []int{mine}, Target: p250}, apperr.SelfBanned.Key},
		{"anonymous", &actor.Actor{}, changer.Request{DropIDs: []int{mine}, Target: p250}, apperr.NoAuth.Key},
	} {
		_, err := svc.Change(ctx, c.a, c.r)
		if got := apperr.KeyOf(err); got != c.key {
			t.Errorf("%s: %v, want %s", c.name, err, c.key)
		}
	}
	if st := db.Drop.GetX(ctx, mine).State; st != drop.StateActive {
		t.Errorf("the item is %s", st)
	}
	if n := db.SkinChange.Query().CountX(ctx); n != 0 {
		t.Errorf("%d changes recorded", n)
	}
	if me := db.User.GetX(ctx, u.ID); me.Balance != 1_000 || me.Xp != 0 {
		t.Errorf("balance %d xp %d after refusals", me.Balance, me.Xp)
	}
	if _, _, _, err := svc.Targets(ctx, a, changer.TargetsQuery{DropIDs: []int{theirs}, Limit: 10}); apperr.KeyOf(err) != apperr.ItemNotOwned.Key {
		t.Errorf("targets for someone else's item: %v", err)
	}
	ledgerHolds(t, db)
}

// One item wanted at once by a change, a contract, an upgrade and a sale:
// exactly one of them gets it, the others are refused whole.
func TestOneItemOneGame(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			con := &contract.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
			up := &upgrade.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
			u := testdb.Player(t, db, 1_000_000)
			a := testdb.Actor(u)
			if _, err := con.Understand(ctx, a); err != nil {
				t.Fatal(err)
			}
			for round := 0; round < 6; round++ {
				contested := testdb.Give(t, db, u, redline).ID
				// The contract needs two more items of its own.
				extra := []int{testdb.Give(t, db, u, redline).ID, testdb.Give(t, db, u, redline).ID}
				games := []func() error{
					func() error {
						_, err := svc.Change(ctx, a, changer.Request{DropIDs: []int{contested}, Target: p250})
						return err
					},
					func() error {
						_, err := con.Play(ctx, a, contract.Stake{DropIDs: append([]int{contested}, extra...)})
						return err
					},
					func() error {
						_, err := up.Play(ctx, a, upgrade.PlayRequest{DropIDs: []int{contested}, Balance: 500, Target: karambit})
						return err
					},
					func() error {
						_, err := (&inventory.Service{DB: db.Client}).Sell(ctx, a, []int{contested})
						return err
					},
				}
				errs := make([]error, len(games))
				var wg sync.WaitGroup
				for i, g := range games {
					wg.Add(1)
					go func() { defer wg.Done(); errs[i] = g() }()
				}
				wg.Wait()
				won := 0
				for i, err := range errs {
					switch {
					case err == nil:
						won++
					case apperr.KeyOf(err) != apperr.ItemAlreadySold.Key:
						t.Fatalf("round %d game %d: %v", round, i, err)
					}
				}
				if won != 1 {
					t.Fatalf("round %d: the item went to %d games (%v)", round, won, errs)
				}
				// The loser's other items are untouched.
				if errs[1] != nil {
					for _, id := range extra {
						if st := db.Drop.GetX(ctx, id).State; st != drop.StateActive {
							t.Fatalf("round %d: a refused contract left drop %d %s", round, id, st)
						}
					}
				}
			}
			ledgerHolds(t, db)
		})
	}
}
