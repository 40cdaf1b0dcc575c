package dailybonus_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// clock is the injected time: tests move it across UTC days.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Set(t time.Time)     { c.mu.Lock(); c.t = t; c.mu.Unlock() }
func (c *clock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// immediately runs the feed's delayed publishes at once.
type immediately struct{}

func (immediately) AfterFunc(_ time.Duration, f func()) { f() }

type fixture struct {
	db    *store.DB
	svc   *dailybonus.Service
	clock *clock
	cs    *ent.LootCase
}

func setup(t *testing.T, url string) *fixture {
	t.Helper()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	cs := testdb.WithDailyBonus(t, db)
	bus := realtime.NewMemory()
	t.Cleanup(func() { bus.Close() })
	c := &clock{t: time.Now()}
	cs2 := &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Bus: bus, Log: zap.NewNop(), Schedule: immediately{}, Clock: c.Now})}
	return &fixture{db: db, clock: c, cs: cs,
		svc: &dailybonus.Service{DB: db.Client, Bus: bus, Log: zap.NewNop(), Now: c.Now, Cases: cs2}}
}

// player is a new player, the clock set to the account's creation.
func (f *fixture) player(t *testing.T) *ent.User {
	t.Helper()
	u := testdb.Player(t, f.db, 1000)
	f.clock.Set(u.CreatedAt)
	return u
}

func reason(err error) string {
	e, ok := apperr.As(err)
	if !ok {
		return ""
	}
	r, _ := e.Fields["reason"].(string)
	return r
}

// written is what an open writes: drops, daily opens, ledger entries and the
// daily bonus counter.
type written struct {
	drops, opens, ledger int
	daily                int64
}

func (f *fixture) written(t *testing.T) written {
	t.Helper()
	ctx := context.Background()
	st, err := feed.ReadStats(ctx, f.db.Client, f.clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	return written{drops: f.db.Drop.Query().CountX(ctx), opens: f.db.DailyBonusOpen.Query().CountX(ctx),
		ledger: f.db.LedgerEntry.Query().CountX(ctx), daily: st.DailybonusOpened}
}

var refSeq atomic.Int64

// topup records a top-up that moved to status at `at`, as payments does.
func (f *fixture) topup(t *testing.T, u *ent.User, at time.Time, status payment.Status, amount money.Cents) {
	t.Helper()
	ctx := context.Background()
	f.db.Payment.Create().SetReference(fmt.Sprintf("ref-%d-%d", u.ID, refSeq.Add(1))).SetUserID(u.ID).SetMethod("card").
		SetGate("sandbox").SetAmount(amount).SetPaidAmount(amount).SetStatus(status).SetExpiresAt(at.Add(time.Hour)).
		SetCreatedAt(at).SetUpdatedAt(at).ExecX(ctx)
	if status == payment.StatusSucceeded {
		f.db.User.UpdateOneID(u.ID).AddTopupsSum(amount).AddTopupsCount(1).ExecX(ctx)
	}
}

// A player opens the daily bonus once a UTC day: free, no XP, one drop with
// the roll daily:TIER, counted in dailybonus_opened; the second open the
// same day is refused with next_at and writes nothing; the next day opens.
func TestOpensOnceADay(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := f.player(t)
			a := testdb.Actor(u)

			st, err := f.svc.State(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			if !st.Available || st.DaysLeft != 7 || st.LastOpenedToday || st.NextAt != nil || st.Tier != 0 ||
				st.MaxWin != 50 || st.Case.ID != f.cs.ID {
				t.Fatalf("new account: %+v", st)
			}
			before := f.written(t)
			res, err := f.svc.Open(ctx, a, false)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Drops) != 1 || res.Cost != 0 || res.Amount != 0 || res.Currency != "" || !strings.HasPrefix(res.Drops[0].Roll, "daily:0@") ||
				res.Drops[0].Price > cases.DailyCaps[0] || *res.Drops[0].CaseID != f.cs.ID {
				t.Fatalf("opened %+v, drops %+v", res, res.Drops)
			}
			after := f.db.User.GetX(ctx, u.ID)
			if after.Balance != u.Balance || after.Xp != 0 {
				t.Fatalf("balance %s -> %s, xp %d", u.Balance, after.Balance, after.Xp)
			}
			opened := f.written(t)
			if opened.drops != before.drops+1 || opened.opens != 1 || opened.ledger != before.ledger || opened.daily != before.daily+1 {
				t.Fatalf("written %+v after %+v", opened, before)
			}
			if stats, _ := feed.ReadStats(ctx, f.db.Client, f.clock.Now()); stats.CasesOpened != 1 {
				t.Fatalf("cases_opened %d", stats.CasesOpened)
			}

			f.clock.Add(time.Minute)
			_, err = f.svc.Open(ctx, a, true)
			next := dailybonus.NextMidnight(f.clock.Now())
			if e, _ := apperr.As(err); reason(err) != "dailybonus_opened_today" || e.Fields["next_at"] != next.Format(time.RFC3339) {
				t.Fatalf("second open the same day: %v", err)
			}
			if w := f.written(t); w != opened {
				t.Fatalf("a refused open wrote %+v (was %+v)", w, opened)
			}
			st, _ = f.svc.State(ctx, a)
			if st.Available || !st.LastOpenedToday || st.NextAt == nil || !st.NextAt.Equal(next) || st.DaysLeft != 7 {
				t.Fatalf("after the open: %+v", st)
			}

			f.clock.Set(next.Add(time.Second))
			if st, _ = f.svc.State(ctx, a); !st.Available || st.DaysLeft != 6 || st.LastOpenedToday {
				t.Fatalf("next day: %+v", st)
			}
			if _, err := f.svc.Open(ctx, a, false); err != nil {
				t.Fatalf("next day's open: %v", err)
			}
			if w := f.written(t); w.opens != 2 || w.daily != 2 {
				t.Fatalf("after two days %+v", w)
			}
			if bad, err := ledger.Verify(ctx, f.db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// Parallel opens of one player the same day: exactly one succeeds, the
// others are refused as opened today, one drop and one row are written.
func TestParallelOpensSucceedOnce(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := f.player(t)
			var ok atomic.Int32
			var wg sync.WaitGroup
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, err := f.svc.Open(ctx, testdb.Actor(u), false)
					switch {
					case err == nil:
						ok.Add(1)
					case reason(err) != "dailybonus_opened_today":
						t.Errorf("unexpected refusal %v", err)
					}
				}()
			}
			wg.Wait()
			if w := f.written(t); ok.Load() != 1 || w.drops != 1 || w.opens != 1 || w.daily != 1 {
				t.Fatalf("%d opens succeeded, written %+v; want exactly one", ok.Load(), w)
			}

			// Past a check that let it through, the unique index refuses a
			// second row of the day, and the whole open is undone.
			before := f.written(t)
			now := f.clock.Now()
			_, err := f.svc.Cases.OpenDailyBonus(ctx, testdb.Actor(u), cases.DailyOpen{Case: f.cs, Now: now, Day: dailybonus.Day(now),
				Admit: func(context.Context, *ent.Tx, *ent.User) (int, error) { return 0, nil }})
			if !errors.Is(err, cases.ErrDailyOpened) {
				t.Fatalf("a second row of the day: %v", err)
			}
			if w := f.written(t); w != before {
				t.Fatalf("the refused open wrote %+v (was %+v)", w, before)
			}
		})
	}
}

// The window: 7 days from the account's creation, closed after; a succeeded
// top-up opens 7 more days, a failed or refunded one does not.
func TestWindowClosesAndTopupReopens(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := f.player(t)
			a := testdb.Actor(u)
			created := u.CreatedAt

			f.clock.Set(dailybonus.NextMidnight(created).AddDate(0, 0, 5)) // the seventh day
			if st, _ := f.svc.State(ctx, a); st.DaysLeft != 1 || !st.Available {
				t.Fatalf("seventh day: %+v", st)
			}
			if _, err := f.svc.Open(ctx, a, false); err != nil {
				t.Fatal(err)
			}
			if st, _ := f.svc.State(ctx, a); st.NextAt != nil || st.Available {
				t.Fatalf("opened on the window's last day: nextAt %v available %v", st.NextAt, st.Available)
			}
			f.clock.Add(24 * time.Hour) // the eighth day
			st, _ := f.svc.State(ctx, a)
			if st.DaysLeft != 0 || st.Available || st.NextAt != nil {
				t.Fatalf("eighth day: %+v", st)
			}
			before := f.written(t)
			if _, err := f.svc.Open(ctx, a, false); reason(err) != "dailybonus_closed" {
				t.Fatalf("closed window: %v", err)
			}
			if w := f.written(t); w != before {
				t.Fatalf("a refused open wrote %+v (was %+v)", w, before)
			}

			f.clock.Add(time.Hour)
			now := f.clock.Now()
			f.topup(t, u, now.Add(-time.Minute), payment.StatusFailed, 1000)
			f.topup(t, u, now.Add(-time.Minute), payment.StatusRefunded, 1000)
			if st, _ := f.svc.State(ctx, a); st.DaysLeft != 0 {
				t.Fatalf("failed and refunded top-ups opened the window: %+v", st)
			}
			f.topup(t, u, now.Add(-time.Minute), payment.StatusSucceeded, 1000)
			if st, _ := f.svc.State(ctx, a); st.DaysLeft != 7 || !st.Available || st.Tier != 1 || st.TopupsSum != 1000 {
				t.Fatalf("after a top-up: %+v", st)
			}
			res, err := f.svc.Open(ctx, a, false)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(res.Drops[0].Roll, "daily:1@") || res.Drops[0].Price > cases.DailyCaps[1] {
				t.Fatalf("tier 1 open: roll %q price %s", res.Drops[0].Roll, res.Drops[0].Price)
			}
		})
	}
}

func TestDaysLeftCountsUTCDates(t *testing.T) {
	anchor := time.Date(2025, 3, 1, 23, 59, 0, 0, time.UTC)
	for _, c := range []struct {
		now  time.Time
		want int
	}{
		{anchor, 7},
		{anchor.Add(-time.Hour), 7}, // a clock behind the anchor
		{time.Date(2025, 3, 2, 0, 1, 0, 0, time.UTC), 6},
		{time.Date(2025, 3, 7, 23, 59, 0, 0, time.UTC), 1},
		{time.Date(2025, 3, 8, 0, 0, 0, 0, time.UTC), 0},
		{time.Date(2025, 4, 8, 0, 0, 0, 0, time.UTC), 0},
		// another zone's wall clock, the same instant
		{time.Date(2025, 3, 2, 1, 1, 0, 0, time.FixedZone("CET", 3600)), 6},
	} {
		if got := dailybonus.DaysLeft(anchor, c.now); got != c.want {
			t.Errorf("DaysLeft(%s, %s) = %d, want %d", anchor, c.now, got, c.want)
		}
	}
}

func TestTierIsTheHigherOfLevelAndTopups(t *testing.T) {
	for _, c := range []struct {
		level  int
		topups money.Cents
		want   int
	}{
		{0, 0, 0}, {9, 999, 0}, {10, 0, 1}, {24, 0, 1}, {25, 0, 2}, {49, 0, 2}, {50, 0, 3}, {74, 0, 3}, {75, 0, 4}, {300, 0, 4},
		{0, 1000, 1}, {0, 4999, 1}, {0, 5000, 2}, {0, 20000, 3}, {0, 99999, 3}, {0, 100000, 4},
		{10, 20000, 3}, {75, 1000, 4}, {30, 5000, 2},
	} {
		if got := dailybonus.Tier(c.level, c.topups); got != c.want {
			t.Errorf("Tier(%d, %s) = %d, want %d", c.level, c.topups, got, c.want)
		}
	}
}

// Each tier's drops stay under its cap and verify with their stored roll
// once the seed is revealed; max_win is the tier's dearest item.
func TestDropsRespectTheCapAndVerify(t *testing.T) {
	ctx := context.Background()
	f := setup(t, testenv.SQLiteURL(t))
	maxWin := []money.Cents{50, 300, 1500, 8000, 50000}
	levels := []int{0, 10, 25, 50, 75}
	for tier, level := range levels {
		for range 6 {
			u := f.player(t)
			f.db.User.UpdateOneID(u.ID).SetLevel(level).ExecX(ctx)
			a := testdb.Actor(u)
			st, err := f.svc.State(ctx, a)
			if err != nil || st.Tier != tier || st.MaxWin != maxWin[tier] || st.Level != level {
				t.Fatalf("level %d: %+v %v", level, st, err)
			}
			res, err := f.svc.Open(ctx, a, false)
			if err != nil {
				t.Fatal(err)
			}
			dr := res.Drops[0]
			if !strings.HasPrefix(dr.Roll, cases.DailyRoll(tier)+"@") || dr.Price > st.MaxWin || (cases.DailyCaps[tier] != 0 && dr.Price > cases.DailyCaps[tier]) {
				t.Fatalf("tier %d won %s with roll %q", tier, dr.Price, dr.Roll)
			}
			var revealed *fair.Revealed
			if err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error {
				var err error
				revealed, _, err = fair.Rotate(ctx, tx, u.ID, time.Now())
				return err
			}); err != nil {
				t.Fatal(err)
			}
			v, err := cases.Verify(ctx, f.db.Client, cases.VerifyInput{ServerSeed: revealed.ServerSeed, ClientSeed: revealed.ClientSeed,
				Nonce: dr.Nonce, CaseAlias: f.cs.Alias, CaseRevision: dr.CaseRevision, Roll: dr.Roll})
			if err != nil || v.Item.ID != dr.ItemID || v.Ticket != dr.Ticket {
				t.Fatalf("tier %d drop %d not verified: %+v %v", tier, dr.ID, v, err)
			}
		}
	}
}

// Refusals write nothing: anonymous, the dailybonus restriction, a
// self-ban, a restricted account, a disabled case.
func TestRefusalsWriteNothing(t *testing.T) {
	ctx := context.Background()
	f := setup(t, testenv.SQLiteURL(t))
	u := f.player(t)
	before := f.written(t)
	check := func(name string, err error, key string) {
		t.Helper()
		if apperr.KeyOf(err) != key {
			t.Fatalf("%s: %v, want %s", name, err, key)
		}
		if w := f.written(t); w != before {
			t.Fatalf("%s wrote %+v", name, w)
		}
	}
	_, err := f.svc.Open(ctx, testdb.Actor(u, "dailybonus"), false)
	check("restricted feature", err, apperr.Restricted.Key)
	if e, _ := apperr.As(err); e.Fields["feature"] != "dailybonus" {
		t.Fatalf("restriction fields %v", e.Fields)
	}
	_, err = f.svc.Open(ctx, testdb.Actor(&ent.User{}), false)
	check("anonymous", err, apperr.NoAuth.Key)
	if _, err := f.svc.State(ctx, testdb.Actor(&ent.User{})); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("anonymous state: %v", err)
	}

	// A self-ban that started after the actor was resolved: the locked row refuses.
	a := testdb.Actor(u)
	f.db.User.UpdateOneID(u.ID).SetSelfBanUntil(f.clock.Now().Add(time.Hour)).ExecX(ctx)
	_, err = f.svc.Open(ctx, a, false)
	check("self-banned", err, apperr.SelfBanned.Key)
	f.db.User.UpdateOneID(u.ID).ClearSelfBanUntil().SetRestricted(true).ExecX(ctx)
	_, err = f.svc.Open(ctx, a, false)
	check("restricted account", err, apperr.AccountRestricted.Key)
	f.db.User.UpdateOneID(u.ID).SetRestricted(false).ExecX(ctx)

	f.db.LootCase.UpdateOneID(f.cs.ID).SetEnabled(false).ExecX(ctx)
	_, err = f.svc.Open(ctx, a, false)
	check("disabled case", err, apperr.CaseDisabled.Key)
	f.db.LootCase.UpdateOneID(f.cs.ID).SetEnabled(true).ExecX(ctx)
	if _, err := f.svc.Open(ctx, a, false); err != nil {
		t.Fatalf("after the refusals: %v", err)
	}
}

// Without a daily bonus case in the catalogue there is nothing to open.
func TestNoDailyCase(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	testdb.WithCatalog(t, db)
	svc := &dailybonus.Service{DB: db.Client, Cases: &cases.Service{Env: testdb.Reactions(play.Env{DB: db.Client})}}
	u := testdb.Player(t, db, 0)
	if _, err := svc.State(ctx, testdb.Actor(u)); apperr.KeyOf(err) != apperr.NotFound.Key {
		t.Fatalf("state: %v", err)
	}
	if _, err := svc.Open(ctx, testdb.Actor(u), false); apperr.KeyOf(err) != apperr.NotFound.Key {
		t.Fatalf("open: %v", err)
	}
}

// The lists: the latest and the dearest drops of the daily case (only those
// on the feed; the top only of the last 24 hours), and a player's own opens.
func TestListsOfDailyDrops(t *testing.T) {
	ctx := context.Background()
	f := setup(t, testenv.SQLiteURL(t))
	var players []*ent.User
	for i := range 4 {
		u := f.player(t)
		f.db.User.UpdateOneID(u.ID).SetLevel(levelFor(i)).ExecX(ctx)
		players = append(players, u)
	}
	start := f.clock.Now()
	var drops []*ent.Drop
	for day := range 3 {
		f.clock.Set(start.AddDate(0, 0, day))
		for _, u := range players {
			res, err := f.svc.Open(ctx, testdb.Actor(u), false)
			if err != nil {
				t.Fatal(err)
			}
			drops = append(drops, res.Drops[0])
		}
	}
	// An open of a normal case is not a daily bonus drop.
	if _, err := f.svc.Cases.Open(ctx, testdb.Actor(players[0]), cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
		t.Fatal(err)
	}
	f.clock.Add(time.Minute) // past the last opens' spin: on the feed

	latest, err := f.svc.Latest(ctx, 20)
	if err != nil || len(latest) != 12 || latest[0].DropID != drops[11].ID || latest[11].DropID != drops[0].ID {
		t.Fatalf("latest %d %v", len(latest), err)
	}
	top, err := f.svc.Top(ctx, 20)
	if err != nil {
		t.Fatal(err)
	}
	// Only the last day's four opens are within 24 hours of the clock.
	if len(top) != 4 {
		t.Fatalf("top of the last day: %d drops", len(top))
	}
	for i := 1; i < len(top); i++ {
		if top[i].Price > top[i-1].Price {
			t.Fatalf("top not dearest first: %+v", top)
		}
	}
	for _, w := range top {
		if w.CaseAlias != f.cs.Alias || w.Nickname == "" {
			t.Fatalf("top win %+v", w)
		}
	}
	if _, err := f.svc.Top(ctx, 21); apperr.KeyOf(err) != apperr.Validation.Key {
		t.Fatalf("top 21: %v", err)
	}

	mine, total, err := f.svc.Mine(ctx, testdb.Actor(players[1]), 1, 2)
	if err != nil || total != 3 || len(mine) != 2 || mine[0].ID != drops[9].ID || mine[1].ID != drops[5].ID || mine[0].Edges.Item == nil {
		t.Fatalf("mine page 1: %d of %d %v", len(mine), total, err)
	}
	mine, _, _ = f.svc.Mine(ctx, testdb.Actor(players[1]), 2, 2)
	if len(mine) != 1 || mine[0].ID != drops[1].ID {
		t.Fatalf("mine page 2: %+v", mine)
	}
	// By cursor: the same order, a page after the last drop shown.
	first, err := f.svc.MineAfter(ctx, testdb.Actor(players[2]), nil, 2)
	if err != nil || first.Total != 3 || len(first.Drops) != 2 || !first.More || first.Drops[0].ID != drops[10].ID || first.Drops[0].Edges.Item == nil {
		t.Fatalf("mine after: %+v %v", first, err)
	}
	next, err := f.svc.MineAfter(ctx, testdb.Actor(players[2]), &first.Drops[1].ID, 2)
	if err != nil || len(next.Drops) != 1 || next.More || next.Drops[0].ID >= first.Drops[1].ID {
		t.Fatalf("mine after a cursor: %+v %v", next, err)
	}
	if _, err := f.svc.MineAfter(ctx, testdb.Actor(&ent.User{}), nil, 2); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("anonymous opens: %v", err)
	}
	if _, _, err := f.svc.Mine(ctx, testdb.Actor(&ent.User{}), 1, 10); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("anonymous history: %v", err)
	}
}

func levelFor(i int) int { return []int{0, 10, 25, 75}[i%4] }

// Subscribers get the player's new state after an open and after a top-up's
// notice.
func TestSubscribeDeliversChanges(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f := setup(t, testenv.SQLiteURL(t))
	u := f.player(t)
	a := testdb.Actor(u)
	ch, err := f.svc.Subscribe(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Subscribe(ctx, testdb.Actor(&ent.User{})); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("anonymous subscription: %v", err)
	}
	if _, err := f.svc.Open(ctx, a, false); err != nil {
		t.Fatal(err)
	}
	select {
	case st := <-ch:
		if !st.LastOpenedToday || st.Available {
			t.Fatalf("state after the open: %+v", st)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no state after the open")
	}
	dailybonus.Notify(ctx, f.svc.Bus, nil, u.ID)
	select {
	case st := <-ch:
		if st.Case.ID != f.cs.ID {
			t.Fatalf("state after a notice: %+v", st)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no state after a notice")
	}
	cancel()
	for range ch { // closed once the subscriber leaves
	}
}
