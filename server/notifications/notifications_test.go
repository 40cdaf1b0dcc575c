package notifications_test

import (
	"context"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/notification"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/notifications"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/support"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/trades/sandbox"
	"github.com/casefront/casefront/server/trades/supplier"
)

const ak = "AK-47 | Redline (Field-Tested)"

// pushed is one call of the recording Pusher.
type pushed struct {
	userID    int
	kind, url string
	params    map[string]string
}

type pusher struct {
	mu    sync.Mutex
	calls []pushed
}

func (p *pusher) Notify(_ context.Context, tx *ent.Tx, userID int, kind, url string, params map[string]string) error {
	if tx == nil {
		panic("push outside the notification's transaction")
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls = append(p.calls, pushed{userID, kind, url, params})
	return nil
}

func (p *pusher) take() []pushed {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.calls
	p.calls = nil
	return out
}

// queued is a job scheduled in a subscriber's transaction.
type queued struct {
	args river.JobArgs
	at   time.Time
}

type recorder struct {
	mu   sync.Mutex
	jobs []queued
}

func (r *recorder) InsertTx(_ context.Context, _ *ent.Tx, args river.JobArgs, opts *river.InsertOpts) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.jobs = append(r.jobs, queued{args, opts.ScheduledAt})
	return nil
}

func (r *recorder) take() []queued {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.jobs
	r.jobs = nil
	return out
}

type env struct {
	ctx    context.Context
	db     *store.DB
	reg    *events.Registry
	svc    *notifications.Service
	push   *pusher
	jobs   *recorder
	now    time.Time
	trades *trades.Service
	market *sandbox.Market
	supp   *support.Service
}

func setup(t *testing.T, url string) *env {
	t.Helper()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	e := &env{ctx: context.Background(), db: db, reg: &events.Registry{}, push: &pusher{}, jobs: &recorder{},
		now: time.Date(2026, 12, 1, 15, 0, 0, 0, time.UTC)}
	now := func() time.Time { return e.now }
	e.svc = &notifications.Service{DB: db.Client, Bus: realtime.NewMemory(), Now: now, Jobs: e.jobs, Pusher: e.push}
	notifications.Subscribe(e.reg, e.svc)
	e.reg.Seal()
	e.market = sandbox.New(sandbox.Config{DB: db.Client, APIKey: "k", Price: func(ctx context.Context, name string) (money.Cents, bool) {
		it, err := db.Item.Query().Where(item.MarketHashName(name)).Only(ctx)
		return it.Price, err == nil
	}})
	srv := httptest.NewServer(e.market)
	t.Cleanup(srv.Close)
	h := &supplier.HTTP{BaseURL: srv.URL, APIKey: "k"}
	e.trades = &trades.Service{DB: db.Client, Supplier: h, Payout: h, Events: e.reg, Now: now}
	e.supp = &support.Service{DB: db.Client, Events: e.reg, Now: now}
	return e
}

// drain delivers the outbox, as the delivery jobs do.
func (e *env) drain(t *testing.T) int {
	t.Helper()
	n, err := e.reg.Drain(e.ctx, e.db.Client, e.now)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func (e *env) player(t *testing.T) (*ent.User, *actor.Actor) {
	t.Helper()
	u := testdb.Player(t, e.db, 0)
	e.db.User.UpdateOneID(u.ID).SetIsDemo(true).SetTradeofferURL("https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd_-12").ExecX(e.ctx)
	return u, testdb.Actor(e.db.User.GetX(e.ctx, u.ID))
}

func (e *env) mine(t *testing.T, userID int) []*ent.Notification {
	t.Helper()
	return e.db.Notification.Query().Where(notification.UserID(userID)).Order(notification.ByID()).AllX(e.ctx)
}

func next(t *testing.T, ch <-chan *ent.Notification) *ent.Notification {
	t.Helper()
	select {
	case n := <-ch:
		return n
	case <-time.After(10 * time.Second):
		t.Fatal("no notification delivered in 10s")
		return nil
	}
}

// A withdrawal sent, then one failed and refunded: each emits once in the
// transaction that moved it, and its notification is written, pushed with
// its kind, link and parameters, and delivered live to its player only.
func TestWithdrawalsNotifyTheirPlayer(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			u, a := e.player(t)
			other, otherActor := e.player(t)
			ctx, cancel := context.WithCancel(e.ctx)
			defer cancel()
			live, err := e.svc.Subscribe(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			otherLive, err := e.svc.Subscribe(ctx, otherActor)
			if err != nil {
				t.Fatal(err)
			}

			drop := testdb.Give(t, e.db, u, ak)
			if _, err := e.trades.Reserve(e.ctx, a, drop.ID); err != nil {
				t.Fatal(err)
			}
			w, err := e.trades.Accept(e.ctx, a, trades.AcceptInput{DropID: drop.ID})
			if err != nil {
				t.Fatal(err)
			}
			e.trades.Step(e.ctx, w.ID)        // pending
			e.market.Advance(w.ClientOrderID) // sent
			e.trades.Step(e.ctx, w.ID)
			e.market.Advance(w.ClientOrderID) // accepted
			e.trades.Step(e.ctx, w.ID)
			e.trades.Step(e.ctx, w.ID) // nothing more
			if n := e.drain(t); n != 1 {
				t.Fatalf("%d events delivered for one withdrawal sent then delivered, want 1", n)
			}
			got := next(t, live)
			if got.Kind != notifications.KindWithdrawalSent || got.URL != "/user/me" || got.Params["item"] != "AK-47 | Redline" ||
				got.Params["value"] != "5.00" || got.ReadAt != nil {
				t.Fatalf("live: %+v", got)
			}
			calls := e.push.take()
			if len(calls) != 1 || calls[0].userID != u.ID || calls[0].kind != notifications.KindWithdrawalSent ||
				calls[0].url != "/user/me" || calls[0].params["item"] != "AK-47 | Redline" {
				t.Fatalf("pushed %+v", calls)
			}

			e.market.Fault(sandbox.FaultOutOfStock, 1)
			d2 := testdb.Give(t, e.db, u, ak)
			w2, err := e.trades.Accept(e.ctx, a, trades.AcceptInput{DropID: d2.ID})
			if err != nil {
				t.Fatal(err)
			}
			e.trades.Step(e.ctx, w2.ID)
			e.trades.Step(e.ctx, w2.ID)
			if n := e.drain(t); n != 1 {
				t.Fatalf("%d events for one failed withdrawal", n)
			}
			got = next(t, live)
			if got.Kind != notifications.KindWithdrawalFailed || got.Params["reason"] != "out_of_stock" {
				t.Fatalf("failed: %+v", got)
			}
			if rows := e.mine(t, u.ID); len(rows) != 2 {
				t.Fatalf("%d rows", len(rows))
			}
			if len(e.mine(t, other.ID)) != 0 {
				t.Fatal("the other player got a notification")
			}
			// The other player's channel carries only their own: the first
			// thing it gets is a notice written for them.
			if _, err := e.svc.DailyReminder(e.ctx, other.ID); err != nil {
				t.Fatal(err)
			}
			if n := next(t, otherLive); n.UserID != other.ID || n.Kind != notifications.KindDailyBonusReminder {
				t.Fatalf("the other player's subscription got %+v", n)
			}
		})
	}
}

// Staff's answer and a solved status notify the ticket's player; the
// player's own comment does not.
func TestSupportAnswersNotify(t *testing.T) {
	e := setup(t, testdb.URL(t, "sqlite"))
	u, a := e.player(t)
	th, err := e.supp.Create(e.ctx, a, "Where is my skin", "It has not arrived", nil)
	if err != nil {
		t.Fatal(err)
	}
	mod := testdb.Actor(testdb.Player(t, e.db, 0))
	mod.Roles = []string{"moderator"}
	if _, err := e.supp.Reply(e.ctx, mod, th.Ticket.ID, "Sent again", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := e.supp.Comment(e.ctx, a, th.Ticket.ID, "Thanks", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := e.supp.SetStatus(e.ctx, mod, th.Ticket.ID, support.StatusSolved); err != nil {
		t.Fatal(err)
	}
	if n := e.drain(t); n != 2 {
		t.Fatalf("%d events, want the reply and the status", n)
	}
	rows := e.mine(t, u.ID)
	if len(rows) != 2 || rows[0].Params["status"] != "pending" || rows[1].Params["status"] != "solved" ||
		rows[1].Params["ticket"] != itoa(th.Ticket.ID) || rows[1].Params["subject"] != "Where is my skin" || rows[1].URL != "/user/me#support" {
		t.Fatalf("rows %+v", rows)
	}
}

// A level reached notifies its reward and schedules the extra reward's
// reminder ExtraReminderAfter later; the reminder fires only while the
// extra reward's conditions are unmet, once.
func TestLevelRewardAndExtraReminder(t *testing.T) {
	e := setup(t, testdb.URL(t, "sqlite"))
	u, _ := e.player(t)
	rich, _ := e.player(t)
	e.db.User.UpdateOneID(rich.ID).SetTopupsSum(500).ExecX(e.ctx) // level 5's extra reward asks $5.00 of top-ups
	for _, id := range []int{u.ID, rich.ID} {
		if err := store.WithTx(e.ctx, e.db.Client, func(tx *ent.Tx) error {
			return e.reg.Emit(e.ctx, tx, &events.Event{Kind: events.LevelReached, UserID: id, At: e.now, Level: 5})
		}); err != nil {
			t.Fatal(err)
		}
	}
	e.drain(t)
	if rows := e.mine(t, u.ID); len(rows) != 1 || rows[0].Kind != notifications.KindLevelReward || rows[0].Params["level"] != "5" {
		t.Fatalf("rows %+v", rows)
	}
	jobs := e.jobs.take()
	if len(jobs) != 2 || !jobs[0].at.Equal(e.now.Add(10*time.Minute)) {
		t.Fatalf("jobs %+v", jobs)
	}
	args := jobs[0].args.(notifications.ExtraReminderArgs)
	if args.UserID != u.ID || args.Level != 5 {
		t.Fatalf("args %+v", args)
	}
	e.now = e.now.Add(10 * time.Minute)
	n, err := e.svc.ExtraReminder(e.ctx, u.ID, 5)
	if err != nil || n == nil || n.Kind != notifications.KindExtraRewardReminder || n.Params["level"] != "5" || n.Params["deposit"] != "5.00" {
		t.Fatalf("reminder %+v %v", n, err)
	}
	if again, err := e.svc.ExtraReminder(e.ctx, u.ID, 5); err != nil || again != nil {
		t.Fatalf("a second reminder: %+v %v", again, err)
	}
	if met, err := e.svc.ExtraReminder(e.ctx, rich.ID, 5); err != nil || met != nil {
		t.Fatalf("conditions met, yet reminded: %+v %v", met, err)
	}
}

// A daily bonus open schedules the reminder at the next UTC midnight, in
// the open's transaction (a rolled-back one schedules nothing); it fires
// when the bonus may be opened then, not once the window has closed.
func TestDailyBonusReminder(t *testing.T) {
	e := setup(t, testdb.URL(t, "sqlite"))
	u, _ := e.player(t)
	played := func(game string, fail bool) error {
		return store.WithTx(e.ctx, e.db.Client, func(tx *ent.Tx) error {
			if err := e.reg.Emit(e.ctx, tx, &events.Event{Kind: events.Played, UserID: u.ID, At: e.now, Game: game}); err != nil {
				return err
			}
			if fail {
				return apperr.Validation
			}
			return nil
		})
	}
	if err := played("case_open", false); err != nil {
		t.Fatal(err)
	}
	if jobs := e.jobs.take(); len(jobs) != 0 {
		t.Fatalf("another game scheduled %+v", jobs)
	}
	if err := played("daily_bonus", false); err != nil {
		t.Fatal(err)
	}
	jobs := e.jobs.take()
	if len(jobs) != 1 || !jobs[0].at.Equal(time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)) || jobs[0].args.(notifications.DailyReminderArgs).UserID != u.ID {
		t.Fatalf("jobs %+v", jobs)
	}
	e.now = time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)
	n, err := e.svc.DailyReminder(e.ctx, u.ID)
	if err != nil || n == nil || n.URL != "/dailybonus" {
		t.Fatalf("reminder %+v %v", n, err)
	}
	if len(e.push.take()) != 1 {
		t.Fatal("the reminder was not pushed")
	}
	e.now = e.now.AddDate(0, 0, 30) // the window (a week from the account's start) is closed
	if n, err := e.svc.DailyReminder(e.ctx, u.ID); err != nil || n != nil {
		t.Fatalf("a closed bonus reminded: %+v %v", n, err)
	}
}

// markNotificationsRead touches only the viewer's own: another's id
// refuses the call and changes nothing. The sweep deletes what is older
// than Keep.
func TestMarkReadAndSweep(t *testing.T) {
	e := setup(t, testdb.URL(t, "sqlite"))
	u, a := e.player(t)
	_, b := e.player(t)
	ids := []int{}
	for i := 0; i < 3; i++ {
		if err := store.WithTx(e.ctx, e.db.Client, func(tx *ent.Tx) error {
			return e.reg.Emit(e.ctx, tx, &events.Event{Kind: events.BattleStarted, UserID: u.ID, At: e.now, Ref: "battle:" + itoa(10+i)})
		}); err != nil {
			t.Fatal(err)
		}
	}
	e.drain(t)
	for _, n := range e.mine(t, u.ID) {
		ids = append(ids, n.ID)
	}
	if len(ids) != 3 {
		t.Fatalf("%d rows", len(ids))
	}
	if _, err := e.svc.MarkRead(e.ctx, b, ids[:1], false); apperr.KeyOf(err) != apperr.NotFound.Key {
		t.Fatalf("another's id: %v", err)
	}
	if _, err := e.svc.MarkRead(e.ctx, a, nil, false); apperr.KeyOf(err) != apperr.Validation.Key {
		t.Fatalf("nothing named: %v", err)
	}
	if _, err := e.svc.MarkRead(e.ctx, nil, ids, false); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("signed out: %v", err)
	}
	if n, _ := e.svc.Unread(e.ctx, a); n != 3 {
		t.Fatalf("unread %d after refusals, want 3", n)
	}
	if n, err := e.svc.MarkRead(e.ctx, a, ids[:1], false); err != nil || n != 2 {
		t.Fatalf("mark one: %d %v", n, err)
	}
	if n, err := e.svc.MarkRead(e.ctx, a, nil, true); err != nil || n != 0 {
		t.Fatalf("mark all: %d %v", n, err)
	}
	rows, total, unread, err := e.svc.Page(e.ctx, a, 1, 2)
	if err != nil || total != 3 || unread != 0 || len(rows) != 2 || rows[0].ID != ids[2] {
		t.Fatalf("page %v %d %d %v", rows, total, unread, err)
	}
	old := e.now.Add(-notifications.Keep - time.Hour)
	e.db.Notification.Create().SetUserID(u.ID).SetKind("battle_started").SetParams(map[string]string{}).SetDedupKey("old").SetCreatedAt(old).ExecX(e.ctx)
	if n, err := e.svc.Sweep(e.ctx); err != nil || n != 1 {
		t.Fatalf("swept %d %v", n, err)
	}
	if left := len(e.mine(t, u.ID)); left != 3 {
		t.Fatalf("%d left", left)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
