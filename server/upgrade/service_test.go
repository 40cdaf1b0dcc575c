package upgrade_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/apperr"
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

func setup(t *testing.T, url string) (*store.DB, *upgrade.Service) {
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	bus := realtime.NewMemory()
	t.Cleanup(func() { bus.Close() })
	return db, &upgrade.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Bus: bus, Log: zap.NewNop(), Schedule: immediately{}})}
}

func ledgerHolds(t *testing.T, db *store.DB) {
	t.Helper()
	if bad, err := ledger.Verify(context.Background(), db.Client); err != nil || len(bad) > 0 {
		t.Fatalf("ledger and balances disagree: %v %v", bad, err)
	}
}

// Many plays at about 50%: every outcome is what the player's roll says,
// a win adds the target as a drop, and the stake is always gone.
func TestPlayTakesTheStakeAndFollowsTheRoll(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			u := testdb.Player(t, db, 100_000)
			a := testdb.Actor(u)
			feed, cancel, err := svc.Bus.Subscribe(ctx, "feed")
			if err != nil {
				t.Fatal(err)
			}
			defer cancel()

			wins, losses := 0, 0
			for i := 0; i < 30; i++ {
				stake := testdb.Give(t, db, u, p250)
				mode := []string{"low", "high"}[i%2]
				res, err := svc.Play(ctx, a, upgrade.PlayRequest{DropIDs: []int{stake.ID}, Balance: 250, Target: redline, Mode: mode})
				if err != nil {
					t.Fatal(err)
				}
				up := res.Upgrade
				// 2.60 of stake for 5.00 at a 5% edge.
				if up.Stake != 260 || up.ItemsValue != 10 || up.Chance != 494_000 || up.HouseEdgeBps != upgrade.DefaultHouseEdgeBps {
					t.Fatalf("stake %d items %d chance %d edge %d", up.Stake, up.ItemsValue, up.Chance, up.HouseEdgeBps)
				}
				seed := db.FairSeed.GetX(ctx, res.Seed.ID)
				ticket := play.Ticket(seed.ServerSeed, seed.ClientSeed, up.Nonce)
				if ticket != up.Ticket || upgrade.Wins(ticket, up.Chance, upgrade.Mode(mode)) != up.Won {
					t.Fatalf("play %d: recorded ticket %d won %v, the roll gives %d", i, up.Ticket, up.Won, ticket)
				}
				if st := db.Drop.GetX(ctx, stake.ID).State; st != drop.StateUpgraded {
					t.Fatalf("staked drop is %s", st)
				}
				if up.Won {
					wins++
					if res.Result == nil || res.Result.Price != 500 || res.Result.UserID != u.ID || res.Result.State != drop.StateActive {
						t.Fatalf("won without the target in the inventory: %+v", res.Result)
					}
					select {
					case <-feed:
					case <-time.After(2 * time.Second):
						t.Fatal("a won upgrade did not reach the live feed")
					}
				} else {
					losses++
					if res.Result != nil {
						t.Fatalf("lost but got %+v", res.Result)
					}
				}
			}
			if wins == 0 || losses == 0 {
				t.Fatalf("%d wins and %d losses in 30 plays at 49.4%%", wins, losses)
			}
			me := db.User.GetX(ctx, u.ID)
			if me.Balance != 100_000-30*250 {
				t.Errorf("balance %s after 30 plays of 2.50", me.Balance)
			}
			if n := db.Drop.Query().Where(drop.UserID(u.ID), drop.StateEQ(drop.StateActive)).CountX(ctx); n != wins {
				t.Errorf("%d drops held after %d wins", n, wins)
			}
			if me.Xp == 0 {
				t.Errorf("no XP for upgrades")
			}
			ledgerHolds(t, db)
		})
	}
}

// Every refusal leaves the balance, the drops, the seed and the history as they were.
func TestRefusalsWriteNothing(t *testing.T) {
	ctx := context.Background()
	db, svc := setup(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 1_000)
	other := testdb.Player(t, db, 0)
	mine := testdb.Give(t, db, u, redline)
	theirs := testdb.Give(t, db, other, redline)
	sold := testdb.Give(t, db, u, redline)
	if _, err := (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(u), []int{sold.ID}); err != nil {
		t.Fatal(err)
	}
	before := db.User.GetX(ctx, u.ID)
	banned := testdb.Actor(u)
	until := time.Now().Add(time.Hour)
	banned.SelfBanUntil = &until

	for _, c := range []struct {
		name string
		a    any
		r    upgrade.PlayRequest
		key  string
	}{
		{"someone else's item", nil, upgrade.PlayRequest{DropIDs: []int{theirs.ID}, Target: karambit}, apperr.ItemNotOwned.Key},
		{"a sold item", nil, upgrade.PlayRequest{DropIDs: []int{sold.ID}, Target: karambit}, apperr.ItemAlreadySold.Key},
		{"an unknown item", nil, upgrade.PlayRequest{DropIDs: []int{mine.ID + 1_000_000}, Target: karambit}, apperr.NotFound.Key},
		{"a target too cheap for the stake", nil, upgrade.PlayRequest{DropIDs: []int{mine.ID}, Target: p250}, apperr.Validation.Key},
		{"a target too dear for the stake", nil, upgrade.PlayRequest{Balance: 1, Target: karambit}, apperr.Validation.Key},
		{"an unknown target", nil, upgrade.PlayRequest{DropIDs: []int{mine.ID}, Target: "Nope"}, apperr.NotFound.Key},
		{"an empty stake", nil, upgrade.PlayRequest{Target: karambit}, apperr.Validation.Key},
		{"a negative amount", nil, upgrade.PlayRequest{Balance: -5, DropIDs: []int{mine.ID}, Target: karambit}, apperr.Validation.Key},
		{"an unknown mode", nil, upgrade.PlayRequest{DropIDs: []int{mine.ID}, Target: karambit, Mode: "middle"}, apperr.Validation.Key},
		{"more balance than held", nil, upgrade.PlayRequest{Balance: 5_000, Target: karambit}, apperr.NotEnoughMoney.Key},
		{"bullets not held", nil, upgrade.PlayRequest{Bullets: 2_000, Target: karambit}, apperr.NotEnoughMoney.Key},
		{"upgrade restricted", "upgrade+new", upgrade.PlayRequest{DropIDs: []int{mine.ID}, Target: karambit}, apperr.Restricted.Key},
		{"balance stakes restricted", "balance", upgrade.PlayRequest{DropIDs: []int{mine.ID}, Balance: 100, Target: karambit}, apperr.Restricted.Key},
		{"self-banned", "banned", upgrade.PlayRequest{DropIDs: []int{mine.ID}, Target: karambit}, apperr.SelfBanned.Key},
	} {
		a := testdb.Actor(u)
		switch c.a {
		case "upgrade+new":
			a = testdb.Actor(u, "upgrade", "upgrade_new")
		case "balance":
			a = testdb.Actor(u, "upgrade_balance")
		case "banned":
			a = banned
		}
		_, err := svc.Play(ctx, a, c.r)
		if got := apperr.KeyOf(err); got != c.key {
			t.Errorf("%s: %v, want %s", c.name, err, c.key)
		}
	}
	after := db.User.GetX(ctx, u.ID)
	if after.Balance != before.Balance || after.Bullets != before.Bullets || after.Xp != before.Xp {
		t.Errorf("balances moved: %+v -> %+v", before, after)
	}
	if st := db.Drop.GetX(ctx, mine.ID).State; st != drop.StateActive {
		t.Errorf("the staked item is %s", st)
	}
	if n := db.Upgrade.Query().CountX(ctx); n != 0 {
		t.Errorf("%d upgrades recorded", n)
	}
	if s := db.FairSeed.Query().AllX(ctx); len(s) != 2 || s[0].Nonce != 0 || s[1].Nonce != 0 {
		t.Errorf("a refused play used a roll")
	}
	// One restriction of the two leaves the upgrade open; balance stakes are
	// refused only with money staked.
	second := testdb.Give(t, db, u, redline)
	if _, err := svc.Play(ctx, testdb.Actor(u, "upgrade", "upgrade_balance"), upgrade.PlayRequest{DropIDs: []int{mine.ID, second.ID}, Target: karambit}); err != nil {
		t.Errorf("with upgrade_new open: %v", err)
	}
	ledgerHolds(t, db)
}

// An item staked by two upgrades and sold in a third request at the same
// time goes to exactly one of them.
func TestOneItemOneUse(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setup(t, d.URL(t))
			u := testdb.Player(t, db, 100_000)
			for round := 0; round < 5; round++ {
				it := testdb.Give(t, db, u, redline)
				var wg sync.WaitGroup
				errs := make([]error, 6)
				for i := range errs {
					wg.Add(1)
					go func(i int) {
						defer wg.Done()
						if i%3 == 2 {
							_, errs[i] = (&inventory.Service{DB: db.Client}).Sell(ctx, testdb.Actor(u), []int{it.ID})
							return
						}
						_, errs[i] = svc.Play(ctx, testdb.Actor(u), upgrade.PlayRequest{DropIDs: []int{it.ID}, Balance: 500, Target: karambit, Mode: "high"})
					}(i)
				}
				wg.Wait()
				ok := 0
				for _, err := range errs {
					switch {
					case err == nil:
						ok++
					case apperr.KeyOf(err) != apperr.ItemAlreadySold.Key:
						t.Fatalf("round %d: %v", round, err)
					}
				}
				if ok != 1 {
					t.Fatalf("round %d: the item was used %d times", round, ok)
				}
			}
			ups := db.Upgrade.Query().WithStaked().AllX(ctx)
			seen := map[int]bool{}
			for _, up := range ups {
				for _, s := range up.Edges.Staked {
					if seen[s.ID] {
						t.Fatalf("drop %d staked twice", s.ID)
					}
					seen[s.ID] = true
				}
			}
			ledgerHolds(t, db)
		})
	}
}

// One play staking one item and some balance, on SQLite.
func BenchmarkPlay(b *testing.B) {
	ctx := context.Background()
	db := testdb.Open(b, testenv.SQLiteURL(b))
	testdb.WithCatalog(b, db)
	svc := &upgrade.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Log: zap.NewNop()})}
	u := testdb.Player(b, db, int64(b.N)*250+1000)
	stakes := make([]int, b.N)
	for i := range stakes {
		stakes[i] = testdb.Give(b, db, u, p250).ID
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := svc.Play(ctx, testdb.Actor(u), upgrade.PlayRequest{DropIDs: []int{stakes[i]}, Balance: 250, Target: redline}); err != nil {
			b.Fatal(err)
		}
	}
}
