package play_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/droptransition"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/upgrade"
)

const (
	p250    = "P250 | Sand Dune (Field-Tested)" // $0.10
	redline = "AK-47 | Redline (Field-Tested)"  // $5.00
)

type games struct {
	db       *store.DB
	cases    *cases.Service
	upgrade  *upgrade.Service
	contract *contract.Service
	changer  *changer.Service
}

// setup builds every game on one env whose registry is r: the app's
// standard subscribers and the test's.
func setup(t *testing.T, url string, r *events.Registry) games {
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	testdb.WithLadder(t, db, 60)
	levels.Subscribe(r)
	r.Seal()
	env := play.Env{DB: db.Client, Log: zap.NewNop(), Events: r}
	return games{db: db, cases: &cases.Service{Env: env}, upgrade: &upgrade.Service{Env: env},
		contract: &contract.Service{Env: env}, changer: &changer.Service{Env: env}}
}

// A reaction to every play is one subscriber: this one counts plays by
// game, and every game reaches it, once per play, in the play's
// transaction.
func TestOneSubscriberSeesEveryPlay(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			plays := map[string]int{}
			staked := map[string]int64{}
			r := &events.Registry{}
			r.On(events.Played, "test.count", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
				plays[e.Game]++
				staked[e.Game] += int64(e.Staked)
				return nil
			})
			g := setup(t, d.URL(t), r)
			u := testdb.Player(t, g.db, 100_000)
			a := testdb.Actor(u)

			if _, err := g.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 2}); err != nil {
				t.Fatal(err)
			}
			up := testdb.Give(t, g.db, u, redline)
			if _, err := g.upgrade.Play(ctx, a, upgrade.PlayRequest{DropIDs: []int{up.ID}, Target: testdb.LadderName(40), Mode: "low"}); err != nil {
				t.Fatal(err)
			}
			if _, err := g.contract.Understand(ctx, a); err != nil {
				t.Fatal(err)
			}
			given := []int{testdb.Give(t, g.db, u, redline).ID, testdb.Give(t, g.db, u, redline).ID, testdb.Give(t, g.db, u, redline).ID}
			if _, err := g.contract.Play(ctx, a, contract.Stake{DropIDs: given, Mode: "normal"}); err != nil {
				t.Fatal(err)
			}
			ch := testdb.Give(t, g.db, u, redline)
			if _, err := g.changer.Change(ctx, a, changer.Request{DropIDs: []int{ch.ID}, Target: p250}); err != nil {
				t.Fatal(err)
			}
			want := map[string]int{"case_open": 1, "upgrade": 1, "contract": 1, "change": 1}
			for game, n := range want {
				if plays[game] != n {
					t.Errorf("%s: %d plays seen, want %d (%v)", game, plays[game], n, plays)
				}
			}
			wantStaked := map[string]int64{"case_open": 2000, "upgrade": 500, "contract": 1500, "change": 500}
			for game, v := range wantStaked {
				if staked[game] != v {
					t.Errorf("%s staked %d, want %d", game, staked[game], v)
				}
			}
			// XP came the one way, from the same events: 10 cents a point.
			if xp := g.db.User.GetX(ctx, u.ID).Xp; xp != (2000+500+1500+500)/10 {
				t.Errorf("xp %d", xp)
			}
		})
	}
}

// A subscriber's refusal undoes the whole play: no debit, no drop, no
// nonce, the staked item still held.
func TestASubscribersRefusalUndoesThePlay(t *testing.T) {
	ctx := context.Background()
	r := &events.Registry{}
	r.On(events.Played, "test.refuse", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		return apperr.Forbidden.Msg("not today")
	})
	g := setup(t, testenv.SQLiteURL(t), r)
	u := testdb.Player(t, g.db, 10_000)
	d := testdb.Give(t, g.db, u, redline)
	_, err := g.upgrade.Play(ctx, testdb.Actor(u), upgrade.PlayRequest{DropIDs: []int{d.ID}, Target: testdb.LadderName(40), Mode: "low", Balance: 100})
	if apperr.KeyOf(err) != "api.forbidden" {
		t.Fatalf("got %v", err)
	}
	after := g.db.User.GetX(ctx, u.ID)
	if after.Balance != u.Balance || after.Xp != 0 {
		t.Fatalf("balance %v xp %d after a refused play", after.Balance, after.Xp)
	}
	if st := g.db.Drop.GetX(ctx, d.ID).State; st != drop.StateActive {
		t.Fatalf("staked drop %s", st)
	}
	if n := g.db.Upgrade.Query().CountX(ctx); n != 0 {
		t.Fatalf("%d upgrades written", n)
	}
	if n := g.db.DropTransition.Query().CountX(ctx); n != 0 {
		t.Fatalf("%d transitions written", n)
	}
}

// Every state change of an item is a transition with its cause: staked in
// upgrade #N, given to contract #N, changed in change #N, sold.
func TestEveryMoveRecordsItsCause(t *testing.T) {
	ctx := context.Background()
	g := setup(t, testenv.SQLiteURL(t), &events.Registry{})
	u := testdb.Player(t, g.db, 100_000)
	a := testdb.Actor(u)
	up := testdb.Give(t, g.db, u, redline)
	played, err := g.upgrade.Play(ctx, a, upgrade.PlayRequest{DropIDs: []int{up.ID}, Target: testdb.LadderName(40), Mode: "low"})
	if err != nil {
		t.Fatal(err)
	}
	ch := testdb.Give(t, g.db, u, redline)
	changed, err := g.changer.Change(ctx, a, changer.Request{DropIDs: []int{ch.ID}, Target: p250})
	if err != nil {
		t.Fatal(err)
	}
	sold := testdb.Give(t, g.db, u, p250)
	if _, err := (&inventory.Service{DB: g.db.Client}).Sell(ctx, a, []int{sold.ID}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id              int
		to, reason, ref string
	}{
		{up.ID, "upgraded", "upgrade", "upgrade:" + itoa(played.Upgrade.ID)},
		{ch.ID, "changed", "change", "change:" + itoa(changed.Change.ID)},
		{sold.ID, "sold", "sold", ""},
	} {
		tr, err := g.db.DropTransition.Query().Where(droptransition.DropID(c.id)).Only(ctx)
		if err != nil {
			t.Fatalf("drop %d: %v", c.id, err)
		}
		if tr.From != "active" || tr.To != c.to || tr.Reason != c.reason || tr.Ref != c.ref || tr.UserID != u.ID {
			t.Errorf("drop %d moved %+v, want to %s by %s (%s)", c.id, tr, c.to, c.reason, c.ref)
		}
	}
}

// The restrictions are checked again on the locked row: a country the
// player declared after the request was resolved closes the game, for
// every game the same way.
func TestRestrictionsAreCheckedOnTheLockedRow(t *testing.T) {
	ctx := context.Background()
	g := setup(t, testenv.SQLiteURL(t), &events.Registry{})
	u := testdb.Player(t, g.db, 100_000)
	policy := func(c string) []string {
		if c == "SE" {
			return []string{"skin_changer", "case_open_normal"}
		}
		return nil
	}
	a := &actor.Actor{UserID: u.ID, RequestCountry: "DE", Policy: policy}
	a.Restrictions = a.RestrictionsOf(u)
	d := testdb.Give(t, g.db, u, redline)
	g.db.User.UpdateOneID(u.ID).SetCountry("SE").ExecX(ctx) // after the actor was resolved
	_, err := g.changer.Change(ctx, a, changer.Request{DropIDs: []int{d.ID}, Target: p250})
	if apperr.KeyOf(err) != "api.restricted" {
		t.Fatalf("changer: %v", err)
	}
	_, err = g.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 1})
	if apperr.KeyOf(err) != "api.restricted" {
		t.Fatalf("case open: %v", err)
	}
	// A ban that starts after the request: refused on the row too.
	until := time.Now().Add(time.Hour)
	g.db.User.UpdateOneID(u.ID).SetCountry("DE").SetSelfBanUntil(until).ExecX(ctx)
	_, err = g.upgrade.Play(ctx, a, upgrade.PlayRequest{DropIDs: []int{d.ID}, Target: testdb.LadderName(40), Mode: "low"})
	if apperr.KeyOf(err) != "api.self_banned" {
		t.Fatalf("upgrade: %v", err)
	}
	if st := g.db.Drop.GetX(ctx, d.ID).State; st != drop.StateActive {
		t.Fatalf("drop %s after refusals", st)
	}
}

// A play may lock other players with its own (With, ascending id) and take
// stakes keyed by its own record (Tx.Debit) from any of them. A play
// settled later emits no event: the settlement emits each payer's; it
// counts no stake either.
func TestAPlaySettledLaterPaysWithoutPlaying(t *testing.T) {
	ctx := context.Background()
	var seen []events.Event
	r := &events.Registry{}
	r.On(events.Played, "test.seen", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		seen = append(seen, *e)
		return nil
	})
	g := setup(t, testenv.SQLiteURL(t), r)
	u1, u2 := testdb.Player(t, g.db, 10_000), testdb.Player(t, g.db, 10_000)
	seat := func(value money.Cents) play.Play {
		return play.Play{Game: "duel", With: []int{u2.ID}, SettledLater: true,
			Draw: func(ctx context.Context, t *play.Tx) error {
				if t.Users[u1.ID] != t.User || t.UserOf(u2.ID) == nil {
					return fmt.Errorf("users locked: %v", t.Users)
				}
				t.Ref = "duel:1"
				if err := t.Debit(ctx, play.Debit{Currency: ledger.Money, Amount: 300, Key: "duel:1:a", Value: value}); err != nil {
					return err
				}
				return t.Debit(ctx, play.Debit{UserID: u2.ID, Currency: ledger.Money, Amount: 400, Reason: "duel_seat", Key: "duel:1:b"})
			}}
	}
	if _, err := g.cases.Run(ctx, testdb.Actor(u1), seat(100)); err == nil {
		t.Fatal("a play settled later counted a stake")
	}
	if g.db.User.GetX(ctx, u1.ID).Balance != 10_000 || g.db.LedgerEntry.Query().Where(ledgerentry.Ref("duel:1")).CountX(ctx) != 0 {
		t.Fatal("a refused play wrote")
	}
	if _, err := g.cases.Run(ctx, testdb.Actor(u1), seat(0)); err != nil {
		t.Fatal(err)
	}
	if b1, b2 := g.db.User.GetX(ctx, u1.ID).Balance, g.db.User.GetX(ctx, u2.ID).Balance; b1 != 9_700 || b2 != 9_600 {
		t.Fatalf("balances %s %s", b1, b2)
	}
	for _, c := range []struct {
		key, reason string
		user        int
	}{{"duel:1:a", "duel", u1.ID}, {"duel:1:b", "duel_seat", u2.ID}} {
		le := g.db.LedgerEntry.Query().Where(ledgerentry.IdemKey(c.key)).OnlyX(ctx)
		if le.Reason != c.reason || le.Ref != "duel:1" || le.UserID == nil || *le.UserID != c.user {
			t.Errorf("%s: %+v", c.key, le)
		}
	}
	if len(seen) != 0 {
		t.Fatalf("a seat played: %+v", seen)
	}
}

// A settlement locks the players its game names, and starts again when the
// game, once locked, names one more; each payer's play is one event, in
// ascending id, with all they paid, and earns the XP once.
func TestSettleLocksThePlayersItNeeds(t *testing.T) {
	ctx := context.Background()
	var seen []events.Event
	r := &events.Registry{}
	r.On(events.Played, "test.seen", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		seen = append(seen, *e)
		return nil
	})
	g := setup(t, testenv.SQLiteURL(t), r)
	u1, u2 := testdb.Player(t, g.db, 0), testdb.Player(t, g.db, 0)
	it := g.db.Item.Query().Where(item.MarketHashName(redline)).OnlyX(ctx)
	locks, draws := 0, 0
	var won *ent.Drop
	err := g.cases.Settle(ctx, play.Settlement{Game: "duel", Users: []int{u2.ID},
		Lock: func(ctx context.Context, t *play.Tx) ([]int, error) {
			locks++
			return []int{u2.ID, u1.ID}, nil
		},
		Draw: func(ctx context.Context, t *play.Tx) error {
			draws++
			if t.Users[u1.ID] == nil || t.Users[u2.ID] == nil {
				return fmt.Errorf("users locked: %v", t.Users)
			}
			t.Ref = "duel:7"
			won = &ent.Drop{UserID: u1.ID, ItemID: it.ID, Price: it.Price}
			won.Edges.Item = it
			if err := t.Mint(ctx, won); err != nil {
				return err
			}
			t.Paid(u2.ID, 200)
			t.Paid(u1.ID, 100)
			t.Paid(u1.ID, 50)
			return nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if locks != 2 || draws != 1 {
		t.Fatalf("%d locks, %d draws", locks, draws)
	}
	if len(seen) != 2 || seen[0].UserID != u1.ID || seen[0].Staked != 150 || seen[1].UserID != u2.ID || seen[1].Staked != 200 {
		t.Fatalf("plays %+v", seen)
	}
	for _, e := range seen {
		if e.Game != "duel" || e.Ref != "duel:7" {
			t.Fatalf("play %+v", e)
		}
	}
	if xp1, xp2 := g.db.User.GetX(ctx, u1.ID).Xp, g.db.User.GetX(ctx, u2.ID).Xp; xp1 != 15 || xp2 != 20 {
		t.Fatalf("xp %d %d", xp1, xp2)
	}
	if d := g.db.Drop.GetX(ctx, won.ID); d.UserID != u1.ID || d.State != drop.StateActive {
		t.Fatalf("won %+v", d)
	}
	if _, err := won.QueryItem().Only(ctx); err != nil { // unwrapped from the committed transaction
		t.Fatal(err)
	}
}

// A play's ledger key is game:user:seed:nonce: one play per nonce.
func TestKey(t *testing.T) {
	if k := play.Key("upgrade", 7, 12, 345); k != "upgrade:7:12:345" {
		t.Fatal(k)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
