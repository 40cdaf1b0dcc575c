package season_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/seasonevent"
	"github.com/casefront/casefront/ent/seasonoffer"
	"github.com/casefront/casefront/ent/seasonpoints"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/season"
	"github.com/casefront/casefront/server/store"
)

type immediately struct{}

func (immediately) AfterFunc(_ time.Duration, f func()) { f() }

// the demo events are seeded relative to seeded; the clock reads now.
var seeded = time.Date(2026, 11, 10, 12, 0, 0, 0, time.UTC)

type fixture struct {
	db     *store.DB
	now    time.Time
	season *season.Service
	cases  *cases.Service
	reg    *events.Registry
	ev     *ent.SeasonEvent // halloween-2025, on
}

func setup(t *testing.T, url string, rankOf func(*store.DB) season.Ranks) *fixture {
	t.Helper()
	ctx := context.Background()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	if err := season.SeedDemo(ctx, db.Client, seeded); err != nil {
		t.Fatal(err)
	}
	f := &fixture{db: db, now: seeded, reg: &events.Registry{}}
	var ranks season.Ranks = season.DBRanks{DB: db.Client}
	if rankOf != nil {
		ranks = rankOf(db)
	}
	levels.Subscribe(f.reg)
	season.Subscribe(f.reg, ranks)
	f.reg.Seal()
	env := play.Env{DB: db.Client, Log: zap.NewNop(), Schedule: immediately{}, Events: f.reg, Clock: func() time.Time { return f.now }}
	f.season = &season.Service{Env: env, Ranks: ranks}
	f.cases = &cases.Service{Env: env}
	f.ev = db.SeasonEvent.Query().Where(seasonevent.Key("halloween-2025")).OnlyX(ctx)
	return f
}

func (f *fixture) candies(t *testing.T, u *ent.User) int64 {
	t.Helper()
	b, err := ledger.Balance(context.Background(), f.db.Client, u.ID, ledger.Candies)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func (f *fixture) grant(t *testing.T, u *ent.User, n int64) {
	t.Helper()
	ctx := context.Background()
	if err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error {
		_, err := ledger.Apply(ctx, tx, ledger.Change{At: f.now, UserID: u.ID, Currency: ledger.Candies, Delta: n,
			Reason: "test_grant", IdemKey: fmt.Sprintf("test_candies:%d:%d", u.ID, n)})
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) verifyLedger(t *testing.T) {
	t.Helper()
	bad, err := ledger.Verify(context.Background(), f.db.Client)
	if err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

func key(err error) string { return apperr.KeyOf(err) }

// A paid play earns the event's rate of its stake once, keyed by the play
// (a replayed event earns nothing more), and as many leaderboard points;
// a free play (a reward case) and a play outside the event earn nothing.
func TestCandiesOnPaidPlayOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t), nil)
			u := testdb.Player(t, f.db, 10_000)
			a := testdb.Actor(u)
			if _, err := f.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 2}); err != nil {
				t.Fatal(err)
			}
			// $20 at 10 candies per dollar.
			if got := f.candies(t, u); got != 200 {
				t.Fatalf("candies %d, want 200", got)
			}
			e := f.db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("season_candies")).OnlyX(ctx)
			// The same play's event again: the key holds.
			replay := &events.Event{Kind: events.Played, UserID: u.ID, At: f.now, Game: "case_open", Key: e.IdemKey[len("season:candy:"):],
				Staked: 2000, Ref: e.Ref}
			if err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error { return f.reg.Emit(ctx, tx, replay) }); err != nil {
				t.Fatal(err)
			}
			pts := f.db.SeasonPoints.Query().Where(seasonpoints.UserID(u.ID)).OnlyX(ctx)
			if got := f.candies(t, u); got != 200 || pts.Points != 200 || pts.Day != season.Day(f.now) {
				t.Fatalf("after replay: candies %d points %+v", got, pts)
			}
			// A reward case is a free play.
			rich := testdb.Player(t, f.db, 0)
			f.grant(t, rich, 2000)
			offer := f.db.SeasonOffer.Query().Where(seasonoffer.EventID(f.ev.ID), seasonoffer.KindEQ(seasonoffer.KindCase)).
				Order(ent.Asc(seasonoffer.FieldSort)).FirstX(ctx)
			b, err := f.season.Buy(ctx, testdb.Actor(rich), offer.ID)
			if err != nil || b.RewardCaseID == 0 || b.Candies != 1500 {
				t.Fatalf("buy: %+v %v", b, err)
			}
			rc := f.db.RewardCase.GetX(ctx, b.RewardCaseID)
			if _, err := f.cases.OpenReward(ctx, testdb.Actor(rich), cases.OpenRequest{CaseID: rc.CaseID, Count: 1}); err != nil {
				t.Fatal(err)
			}
			if got := f.candies(t, rich); got != 1500 {
				t.Fatalf("a free play earned: %d", got)
			}
			// With no event on: nothing.
			f.now = seeded.Add(50 * 24 * time.Hour)
			if _, err := f.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
				t.Fatal(err)
			}
			if got := f.candies(t, u); got != 200 {
				t.Fatalf("after the event: %d", got)
			}
			f.verifyLedger(t)
		})
	}
}

// Racing buys: a player with candies for one buy buys once; fifty players
// racing for the last of a stocked offer: one buys it. Nothing goes
// negative; refusals write nothing; an ended event's shop is closed.
func TestBuyRacing(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t), nil)
			skin := f.db.SeasonOffer.Query().Where(seasonoffer.EventID(f.ev.ID), seasonoffer.KindEQ(seasonoffer.KindSkin)).
				Order(ent.Asc(seasonoffer.FieldSort)).FirstX(ctx)
			u := testdb.Player(t, f.db, 0)
			f.grant(t, u, skin.Price+skin.Price/2)
			race := func(n int, buy func(i int) error, want string) int {
				var wg sync.WaitGroup
				errs := make([]error, n)
				for i := range errs {
					wg.Add(1)
					go func() { defer wg.Done(); errs[i] = buy(i) }()
				}
				wg.Wait()
				won := 0
				for _, err := range errs {
					if err == nil {
						won++
					} else if key(err) != want {
						t.Fatalf("unexpected: %v", err)
					}
				}
				return won
			}
			won := race(20, func(int) error { _, err := f.season.Buy(ctx, testdb.Actor(u), skin.ID); return err }, apperr.NotEnoughCandies.Key)
			if won != 1 || f.candies(t, u) != skin.Price/2 {
				t.Fatalf("%d bought, %d candies left", won, f.candies(t, u))
			}
			f.db.SeasonOffer.UpdateOneID(skin.ID).SetStock(1).ExecX(ctx)
			players := make([]*ent.User, 50)
			for i := range players {
				players[i] = testdb.Player(t, f.db, 0)
				f.grant(t, players[i], skin.Price)
			}
			won = race(len(players), func(i int) error {
				_, err := f.season.Buy(ctx, testdb.Actor(players[i]), skin.ID)
				return err
			}, apperr.OutOfStock.Key)
			if won != 1 || *f.db.SeasonOffer.GetX(ctx, skin.ID).Stock != 0 || f.db.SeasonPurchase.Query().CountX(ctx) != 2 {
				t.Fatalf("%d bought the last one", won)
			}
			if _, err := f.season.Buy(ctx, nil, skin.ID); key(err) != apperr.NoAuth.Key {
				t.Fatalf("visitor: %v", err)
			}
			if _, err := f.season.Buy(ctx, testdb.Actor(u), skin.ID+10_000); key(err) != apperr.NotFound.Key {
				t.Fatalf("unknown: %v", err)
			}
			f.now = f.ev.EndsAt
			f.grant(t, u, 10_000)
			if _, err := f.season.Buy(ctx, testdb.Actor(u), skin.ID); key(err) != apperr.Validation.Key {
				t.Fatalf("ended: %v", err)
			}
			f.verifyLedger(t)
		})
	}
}

// A piñata debits its price in candies, mints the prize the roll falls on
// and the revealed seed recomputes the same ticket and item; short candies,
// a visitor and an ended event are refused and write nothing.
func TestPinataVerifies(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t), nil)
			u := testdb.Player(t, f.db, 0)
			a := testdb.Actor(u)
			if _, err := f.season.OpenPinata(ctx, a, "halloween"); key(err) != apperr.NotEnoughCandies.Key {
				t.Fatalf("no candies: %v", err)
			}
			if _, err := f.season.OpenPinata(ctx, nil, "halloween"); key(err) != apperr.NoAuth.Key {
				t.Fatalf("visitor: %v", err)
			}
			if _, err := f.season.OpenPinata(ctx, a, "blackfriday"); key(err) != apperr.Validation.Key {
				t.Fatalf("ended: %v", err)
			}
			f.grant(t, u, 150)
			b, err := f.season.OpenPinata(ctx, a, "halloween-2025")
			if err != nil {
				t.Fatal(err)
			}
			if f.candies(t, u) != 50 || b.Drop.Roll != season.Roll("halloween-2025", 1) || b.Open.Price != 100 {
				t.Fatalf("broken: candies %d roll %q", f.candies(t, u), b.Drop.Roll)
			}
			// A piñata stakes nothing: it earns no candies itself.
			if n := f.db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("season_candies")).CountX(ctx); n != 0 {
				t.Fatalf("%d candy rows", n)
			}
			rv, _, err := (&fair.Service{DB: f.db.Client}).Reseed(ctx, a, nil)
			if err != nil || rv.ServerSeedHash != b.Seed.ServerSeedHash {
				t.Fatalf("reseed %v", err)
			}
			key, rev, ok := season.ParseRoll(b.Drop.Roll)
			if !ok {
				t.Fatal("roll does not parse")
			}
			v, err := f.season.Verify(ctx, season.VerifyInput{ServerSeed: rv.ServerSeed, ClientSeed: rv.ClientSeed, Nonce: b.Open.Nonce,
				EventKey: key, Revision: rev})
			if err != nil {
				t.Fatal(err)
			}
			if v.Ticket != b.Open.Ticket || v.Item.ID != b.Drop.ItemID || v.TotalWeight != b.Open.TotalWeight {
				t.Fatalf("verify: ticket %d item %d, open: ticket %d item %d", v.Ticket, v.Item.ID, b.Open.Ticket, b.Drop.ItemID)
			}
			f.verifyLedger(t)
		})
	}
}

func TestRollDescriptor(t *testing.T) {
	k, r, ok := season.ParseRoll(season.Roll("new-year-2025", 3))
	if !ok || k != "new-year-2025" || r != 3 {
		t.Fatalf("%q %d %v", k, r, ok)
	}
	for _, s := range []string{"", "pinata:", "pinata:x", "pinata::1", "pinata:x:0", "warehouse:100:1"} {
		if _, _, ok := season.ParseRoll(s); ok {
			t.Errorf("%q parsed", s)
		}
	}
}
