package contract_test

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

const redline = "AK-47 | Redline (Field-Tested)" // $5.00

type immediately struct{}

func (immediately) AfterFunc(_ time.Duration, f func()) { f() }

func setup(t *testing.T, url string) (*store.DB, *contract.Service) {
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	testdb.WithLadder(t, db, 60)
	bus := realtime.NewMemory()
	t.Cleanup(func() { bus.Close() })
	return db, &contract.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Bus: bus, Log: zap.NewNop(), Schedule: immediately{}})}
}

func ledgerHolds(t *testing.T, db *store.DB) {
	t.Helper()
	if bad, err := ledger.Verify(context.Background(), db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger and balances disagree: %v %v", bad, err)
	}
}

func give(t *testing.T, db *store.DB, u *ent.User, n int) []int {
	t.Helper()
	ids := make([]int, n)
	for i := range ids {
		ids[i] = testdb.Give(t, db, u, redline).ID
	}
	return ids
}

// Contracts of three $5 items: every result is the table line the player's
// roll falls in, the given items are gone, the result is held, and the table
// the contract stored is the one it was drawn from.
func TestPlayDrawsFromThePublishedTable(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			u := testdb.Player(t, db, 0)
			a := testdb.Actor(u)
			feed, cancel, err := svc.Bus.Subscribe(ctx, "feed")
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()
			if _, err := svc.Understand(ctx, a); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 12; i++ {
				ids := give(t, db, u, 3)
				mode := string(contract.Modes[i%3])
				preview, err := svc.Outcomes(ctx, a, contract.PreviewQuery{DropIDs: ids, Mode: mode})
				if err != nil {
					t.Fatal(err)
				}
				res, err := svc.Play(ctx, a, contract.Stake{DropIDs: ids, Mode: mode})
				if err != nil {
					t.Fatal(err)
				}
				c := res.Contract
				if c.Stake != 1500 || c.ItemsValue != 1500 || string(c.Mode) != mode {
					t.Fatalf("stake %d items %d mode %s", c.Stake, c.ItemsValue, c.Mode)
				}
				// The preview showed the table that was played.
				if len(preview.Outcomes) != len(c.Outcomes) || preview.ExpectedValue != c.ExpectedValue {
					t.Fatalf("preview %d lines EV %d, played %d lines EV %d", len(preview.Outcomes), preview.ExpectedValue, len(c.Outcomes), c.ExpectedValue)
				}
				if c.ExpectedValue > contract.Target(1500, contract.DefaultHouseEdgeBps) {
					t.Fatalf("expected value %d above the stake less the edge", c.ExpectedValue)
				}
				seed := db.FairSeed.GetX(ctx, res.Seed.ID)
				ticket := play.Ticket(seed.ServerSeed, seed.ClientSeed, c.Nonce)
				line, ok := contract.Draw(c.Outcomes, ticket)
				if !ok || ticket != c.Ticket {
					t.Fatalf("recorded ticket %d, the roll gives %d", c.Ticket, ticket)
				}
				r := c.Edges.Result
				if r.ItemID != line.ItemID || r.Price != line.Price || r.UserID != u.ID || r.State != drop.StateActive {
					t.Fatalf("result %+v, the line is %+v", r, line)
				}
				lo, hi := contract.Bounds(1500, contract.Mode(mode))
				if r.Price < lo || r.Price > hi {
					t.Fatalf("result price %d outside [%d, %d] for %s", r.Price, lo, hi, mode)
				}
				for _, id := range ids {
					if st := db.Drop.GetX(ctx, id).State; st != drop.StateContracted {
						t.Fatalf("given drop %d is %s", id, st)
					}
				}
				select {
				case <-feed:
				case <-time.After(2 * time.Second):
					t.Fatal("a contract's result did not reach the live feed")
				}
			}
			if n := db.Drop.Query().Where(drop.UserID(u.ID), drop.StateEQ(drop.StateActive)).CountX(ctx); n != 12 {
				t.Errorf("%d drops held after 12 contracts", n)
			}
			if db.User.GetX(ctx, u.ID).Xp == 0 {
				t.Error("no XP for contracts")
			}
			ledgerHolds(t, db)
		})
	}
}

// Bullets join the stake and are debited through the ledger; a weapon
// narrows the outcomes.
func TestBulletsAndWeapon(t *testing.T) {
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: time.Now(), UserID: u.ID, Currency: ledger.Bullets, Delta: 700, Reason: "test_grant", IdemKey: "b"})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Understand(ctx, a); err != nil {
		t.Fatal(err)
	}
	ids := give(t, db, u, 3)
	res, err := svc.Play(ctx, a, contract.Stake{DropIDs: ids, Bullets: 500, Weapon: testdb.LadderName(3)})
	if err != nil {
		t.Fatal(err)
	}
	c := res.Contract
	if c.Stake != 2000 || c.Bullets != 500 || c.Weapon != testdb.LadderWeapon || res.User.Bullets != 200 {
		t.Fatalf("stake %d bullets %d weapon %q, %d bullets left", c.Stake, c.Bullets, c.Weapon, res.User.Bullets)
	}
	for _, o := range c.Outcomes {
		if w := db.Item.GetX(ctx, o.ItemID).Weapon; w != testdb.LadderWeapon {
			t.Fatalf("an outcome of weapon %q", w)
		}
	}
	ledgerHolds(t, db)
}

// Every refusal leaves the drops, the bullets, the seed and the history as they were.
func TestRefusalsWriteNothing(t *testing.T) {
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 0)
	other := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	mine := give(t, db, u, 11)
	theirs := testdb.Give(t, db, other, redline).ID
	sold := testdb.Give(t, db, u, redline).ID
	if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, a, []int{sold}); err != nil {
		t.Fatal(err)
	}
	three := mine[:3]
	// Before the rules are accepted, nothing can be played.
	if _, err := svc.Play(ctx, a, contract.Stake{DropIDs: three}); apperr.KeyOf(err) != apperr.Forbidden.Key {
		t.Fatalf("without the rules: %v", err)
	}
	if _, err := svc.Understand(ctx, a); err != nil {
		t.Fatal(err)
	}
	first := db.User.GetX(ctx, u.ID).ContractRulesAcceptedAt
	if _, err := svc.Understand(ctx, a); err != nil || !db.User.GetX(ctx, u.ID).ContractRulesAcceptedAt.Equal(*first) {
		t.Errorf("accepting again moved the first acceptance: %v", err)
	}
	until := time.Now().Add(time.Hour)
	banned := testdb.Actor(u)
	banned.SelfBanUntil = &until
	for _, c := range []struct {
		name string
		a    *actor.Actor
		r    contract.Stake
		key  string
	}{
		{"two items", a, contract.Stake{DropIDs: mine[:2]}, apperr.Validation.Key},
		{"eleven items", a, contract.Stake{DropIDs: mine}, apperr.Validation.Key},
		{"the same item three times", a, contract.Stake{DropIDs: []int{mine[0], mine[0], mine[0]}}, apperr.Validation.Key},
		{"someone else's item", a, contract.Stake{DropIDs: []int{mine[0], mine[1], theirs}}, apperr.ItemNotOwned.Key},
		{"a sold item", a, contract.Stake{DropIDs: []int{mine[0], mine[1], sold}}, apperr.ItemAlreadySold.Key},
		{"an unknown item", a, contract.Stake{DropIDs: []int{mine[0], mine[1], 1 << 40}}, apperr.NotFound.Key},
		{"an unknown mode", a, contract.Stake{DropIDs: three, Mode: "wild"}, apperr.Validation.Key},
		{"negative bullets", a, contract.Stake{DropIDs: three, Bullets: -1}, apperr.Validation.Key},
		{"bullets not held", a, contract.Stake{DropIDs: three, Bullets: 10}, apperr.NotEnoughMoney.Key},
		{"an unknown weapon item", a, contract.Stake{DropIDs: three, Weapon: "Nope"}, apperr.NotFound.Key},
		{"a weapon without a fair table", a, contract.Stake{DropIDs: three, Weapon: "★ Karambit | Doppler (Factory New)"}, apperr.Validation.Key},
		{"self-banned", banned, contract.Stake{DropIDs: three}, apperr.SelfBanned.Key},
		{"a delay too long", a, contract.Stake{DropIDs: three, DelayMS: contract.MaxDelay + 1}, apperr.Validation.Key},
	} {
		_, err := svc.Play(ctx, c.a, c.r)
		if got := apperr.KeyOf(err); got != c.key {
			t.Errorf("%s: %v, want %s", c.name, err, c.key)
		}
	}
	for _, id := range mine {
		if st := db.Drop.GetX(ctx, id).State; st != drop.StateActive {
			t.Errorf("drop %d is %s", id, st)
		}
	}
	if n := db.Contract.Query().CountX(ctx); n != 0 {
		t.Errorf("%d contracts recorded", n)
	}
	for _, s := range db.FairSeed.Query().AllX(ctx) {
		if s.Nonce != 0 {
			t.Errorf("a refused contract used a roll")
		}
	}
	if u2 := db.User.GetX(ctx, u.ID); u2.Xp != 0 || u2.Bullets != 0 {
		t.Errorf("xp %d bullets %d after refusals", u2.Xp, u2.Bullets)
	}
	ledgerHolds(t, db)
}
