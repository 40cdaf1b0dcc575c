package topdrops_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/topdrops"
)

// fixture is a database with the small catalogue, a clock the test moves
// and the service reading it.
type fixture struct {
	t    *testing.T
	db   *store.DB
	now  time.Time
	svc  *topdrops.Service
	it   *ent.Item
	cs   *ent.LootCase
	ctx  context.Context
	anon *actor.Actor
}

func setup(t *testing.T, url string) *fixture {
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	ctx := context.Background()
	f := &fixture{t: t, db: db, ctx: ctx, now: time.Date(2026, 12, 2, 12, 30, 0, 0, time.UTC), anon: &actor.Actor{}}
	f.svc = &topdrops.Service{DB: db.Client, Now: func() time.Time { return f.now }}
	f.it = db.Item.Query().Where(item.MarketHashName("AK-47 | Redline (Field-Tested)")).OnlyX(ctx)
	f.cs = db.LootCase.Query().Where(lootcase.Alias("test-case")).OnlyX(ctx)
	return f
}

type win struct {
	price  money.Cents
	shown  time.Time // feed time
	noCase bool      // an upgrade, contract or changer result
	boost  bool      // a drop boost: minted already used
}

// mint mints the wins of one opening for u through the drop writer.
func (f *fixture) mint(u *ent.User, ws ...win) []*ent.Drop {
	f.t.Helper()
	drops := make([]*ent.Drop, len(ws))
	for i, w := range ws {
		at := w.shown
		d := &ent.Drop{UserID: u.ID, ItemID: f.it.ID, Price: w.price, FeedAt: &at, CreatedAt: at.Add(-5 * time.Second)}
		if !w.noCase {
			d.CaseID = &f.cs.ID
		}
		if w.boost {
			d.State = drop.StateUsed
		}
		d.Edges.Item = f.it
		drops[i] = d
	}
	err := store.WithTx(f.ctx, f.db.Client, func(tx *ent.Tx) error { return inventory.Mint(f.ctx, tx, f.now, drops...) })
	if err != nil {
		f.t.Fatal(err)
	}
	return drops
}

func (f *fixture) top(n int) []money.Cents {
	f.t.Helper()
	wins, err := f.svc.Top(f.ctx, f.anon, n)
	if err != nil {
		f.t.Fatal(err)
	}
	out := make([]money.Cents, len(wins))
	for i, w := range wins {
		out[i] = w.Price
	}
	return out
}

func equal(a, b []money.Cents) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestRuleCountsCaseWinsOnly(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			alice := testdb.Player(t, f.db, 0)
			at := f.now.Add(-time.Hour)
			f.mint(alice, win{price: 700, shown: at}, win{price: 900, shown: at, boost: true})
			f.mint(alice, win{price: 5000, shown: at, noCase: true})
			if got := f.top(10); !equal(got, []money.Cents{700}) {
				t.Fatalf("top %v: only the case's win counts (not the boost, not the upgrade's result)", got)
			}
			best, err := f.svc.MostExpensive(f.ctx, f.anon)
			if err != nil || best == nil || best.Price != 700 || best.CaseAlias != "test-case" || best.UserID != alice.ID {
				t.Fatalf("most expensive %+v %v", best, err)
			}
			ut, err := f.svc.UserTop(f.ctx, f.anon, alice.ID, 10)
			if err != nil || len(ut.Drops) != 1 || ut.Drops[0].Price != 700 {
				t.Fatalf("user top %+v %v", ut, err)
			}
		})
	}
}

func TestSoldAndWithdrawnWinsStayWon(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			alice := testdb.Player(t, f.db, 0)
			at := f.now.Add(-time.Minute)
			drops := f.mint(alice, win{price: 300, shown: at}, win{price: 200, shown: at})
			if _, err := (&inventory.Service{DB: f.db.Client}).Sell(f.ctx, testdb.Actor(alice), []int{drops[0].ID}); err != nil {
				t.Fatal(err)
			}
			f.db.Drop.UpdateOneID(drops[1].ID).SetState(drop.StateDelivered).ExecX(f.ctx)
			if got := f.top(10); !equal(got, []money.Cents{300, 200}) {
				t.Fatalf("top after a sale and a withdrawal %v", got)
			}
			ut, err := f.svc.UserTop(f.ctx, f.anon, alice.ID, 10)
			if err != nil || len(ut.Drops) != 2 {
				t.Fatalf("user top %+v %v", ut, err)
			}
		})
	}
}

func TestSwapReplacementIsNoWin(t *testing.T) {
	f := setup(t, testdb.URL(t, "sqlite"))
	alice := testdb.Player(t, f.db, 0)
	old := f.mint(alice, win{price: 300, shown: f.now.Add(-time.Minute)})[0]
	repl := &ent.Drop{UserID: alice.ID, ItemID: f.it.ID, CaseID: &f.cs.ID, Price: 310}
	repl.Edges.Item = f.it
	if err := store.WithTx(f.ctx, f.db.Client, func(tx *ent.Tx) error {
		return inventory.MintSwap(f.ctx, tx, f.now, repl, old.ID)
	}); err != nil {
		t.Fatal(err)
	}
	ut, err := f.svc.UserTop(f.ctx, f.anon, alice.ID, 10)
	if err != nil || len(ut.Drops) != 1 || ut.Drops[0].DropID != old.ID {
		t.Fatalf("user top %+v %v: the swap's replacement is no win", ut, err)
	}
	if got := f.top(10); !equal(got, []money.Cents{300}) {
		t.Fatalf("top %v", got)
	}
}

func TestWindowFollowsTheClock(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			alice := testdb.Player(t, f.db, 0)
			f.mint(alice, win{price: 900, shown: f.now.Add(-Window - time.Second)})
			f.mint(alice, win{price: 800, shown: f.now.Add(-Window + 10*time.Second)})
			f.mint(alice, win{price: 100, shown: f.now.Add(-time.Second)})
			f.mint(alice, win{price: 5000, shown: f.now.Add(3 * time.Second)}) // still in its roulette
			if got := f.top(10); !equal(got, []money.Cents{800, 100}) {
				t.Fatalf("top %v", got)
			}
			best, _ := f.svc.MostExpensive(f.ctx, f.anon)
			if best == nil || best.Price != 900 {
				t.Fatalf("most expensive %+v: of all time, shown already", best)
			}
			f.now = f.now.Add(5 * time.Second) // the roulette has stopped
			if got := f.top(10); !equal(got, []money.Cents{5000, 800, 100}) {
				t.Fatalf("top after the spin %v", got)
			}
			f.now = f.now.Add(6 * time.Second) // the 800 has left the window
			if got := f.top(10); !equal(got, []money.Cents{5000, 100}) {
				t.Fatalf("top six seconds later %v", got)
			}
			if best, _ := f.svc.MostExpensive(f.ctx, f.anon); best == nil || best.Price != 5000 {
				t.Fatalf("most expensive %+v", best)
			}
		})
	}
}

const Window = topdrops.Window

func TestOrderTiesAndLimit(t *testing.T) {
	f := setup(t, testdb.URL(t, "sqlite"))
	alice, bob := testdb.Player(t, f.db, 0), testdb.Player(t, f.db, 0)
	at := f.now.Add(-10 * time.Minute)
	first := f.mint(bob, win{price: 500, shown: at})[0]
	f.mint(alice, win{price: 500, shown: at}, win{price: 20, shown: at}, win{price: 1500, shown: at.Add(-2 * time.Hour)})
	wins, err := f.svc.Top(f.ctx, f.anon, 3)
	if err != nil || len(wins) != 3 {
		t.Fatalf("top %v %v", wins, err)
	}
	if wins[0].Price != 1500 || wins[1].DropID != first.ID || wins[1].UserID != bob.ID || wins[2].UserID != alice.ID || wins[2].Price != 500 {
		t.Fatalf("order %+v: dearest first, the earlier of equal prices first", wins)
	}
	if best, _ := f.svc.MostExpensive(f.ctx, f.anon); best.Price != 1500 {
		t.Fatalf("best %+v", best)
	}
	for _, n := range []int{-1, topdrops.MaxTop + 1} {
		if _, err := f.svc.Top(f.ctx, f.anon, n); apperr.KeyOf(err) != "api.validation" {
			t.Fatalf("limit %d: %v", n, err)
		}
	}
	restricted := testdb.Actor(alice, topdrops.Feature)
	if _, err := f.svc.Top(f.ctx, restricted, 10); apperr.KeyOf(err) != "api.restricted" {
		t.Fatalf("top where restricted: %v", err)
	}
	if _, err := f.svc.MostExpensive(f.ctx, restricted); apperr.KeyOf(err) != "api.restricted" {
		t.Fatalf("most expensive where restricted: %v", err)
	}
	if _, err := f.svc.UserTop(f.ctx, f.anon, 987654321, 10); apperr.KeyOf(err) != "api.not_found" {
		t.Fatalf("unknown player: %v", err)
	}
	if _, err := f.svc.UserTop(f.ctx, f.anon, alice.ID, topdrops.MaxUserTop+1); apperr.KeyOf(err) != "api.validation" {
		t.Fatalf("user limit: %v", err)
	}
}

func TestPrivacy(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			alice, bob := testdb.Player(t, f.db, 0), testdb.Player(t, f.db, 0)
			f.db.User.UpdateOneID(alice.ID).SetLevel(7).ExecX(f.ctx)
			f.mint(alice, win{price: 400, shown: f.now.Add(-time.Minute)})
			wins, _ := f.svc.Top(f.ctx, f.anon, 10)
			if len(wins) != 1 || wins[0].Level != 7 {
				t.Fatalf("public top %+v", wins)
			}
			f.db.User.UpdateOneID(alice.ID).SetProfilePrivate(true).ExecX(f.ctx)
			wins, _ = f.svc.Top(f.ctx, f.anon, 10)
			if len(wins) != 1 || wins[0].Level != 0 || !wins[0].LevelHidden || wins[0].Nickname == "" {
				t.Fatalf("a private player's win %+v: listed as the feed lists it, without the level", wins)
			}
			alice = f.db.User.GetX(f.ctx, alice.ID)
			for _, c := range []struct {
				name    string
				viewer  *actor.Actor
				private bool
			}{{"anonymous", f.anon, true}, {"another player", testdb.Actor(bob), true}, {"the owner", testdb.Actor(alice), false}} {
				ut, err := f.svc.UserTop(f.ctx, c.viewer, alice.ID, 10)
				if err != nil || ut.Private != c.private || (len(ut.Drops) == 0) != c.private {
					t.Fatalf("%s: %+v %v", c.name, ut, err)
				}
			}
		})
	}
}

func TestOwnerSeesAWinInItsRoulette(t *testing.T) {
	f := setup(t, testdb.URL(t, "sqlite"))
	alice := testdb.Player(t, f.db, 0)
	f.mint(alice, win{price: 400, shown: f.now.Add(4 * time.Second)})
	if ut, _ := f.svc.UserTop(f.ctx, f.anon, alice.ID, 10); len(ut.Drops) != 0 {
		t.Fatalf("others see a win still spinning: %+v", ut)
	}
	if ut, _ := f.svc.UserTop(f.ctx, testdb.Actor(alice), alice.ID, 10); len(ut.Drops) != 1 {
		t.Fatalf("the owner does not: %+v", ut)
	}
}

func TestRollingTableKeepsEachHoursTopAndPrunes(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			alice := testdb.Player(t, f.db, 0)
			hour := topdrops.BucketOf(f.now)
			// Rising prices: each enters the hour's top, so the hour holds
			// more than PerHour until pruned.
			ws := make([]win, topdrops.PerHour+5)
			for i := range ws {
				ws[i] = win{price: money.Cents(100 + i), shown: hour.Add(time.Duration(i) * time.Second)}
			}
			for _, w := range ws {
				f.mint(alice, w)
			}
			// A full hour refuses a win no dearer than its last kept one.
			f.mint(alice, win{price: 50, shown: hour.Add(time.Minute)})
			if n := f.db.TopDrop.Query().CountX(f.ctx); n != topdrops.PerHour+5 {
				t.Fatalf("kept %d", n)
			}
			// An old hour: its rows go, but for the all-time best.
			old := hour.Add(-3 * Window)
			f.mint(alice, win{price: 99999, shown: old}, win{price: 1, shown: old})
			before := f.top(topdrops.MaxTop)
			removed, err := f.svc.Prune(f.ctx)
			if err != nil || removed != 6 {
				t.Fatalf("pruned %d %v", removed, err)
			}
			if n := f.db.TopDrop.Query().CountX(f.ctx); n != topdrops.PerHour+1 {
				t.Fatalf("kept %d after the prune", n)
			}
			if after := f.top(topdrops.MaxTop); !equal(before, after) || after[0] != 100+money.Cents(topdrops.PerHour+4) {
				t.Fatalf("the prune changed the top: %v -> %v", before, after)
			}
			if best, _ := f.svc.MostExpensive(f.ctx, f.anon); best == nil || best.Price != 99999 {
				t.Fatalf("most expensive after the prune %+v", best)
			}
			if removed, _ := f.svc.Prune(f.ctx); removed != 0 {
				t.Fatalf("a second prune removed %d", removed)
			}
		})
	}
}
