package battles_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
)

// clock is a settable time.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func (c *clock) Set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// scheduled is a job the service enqueued.
type scheduled struct {
	Args river.JobArgs
	At   time.Time
}

// recorder keeps the jobs enqueued by committed transactions... and by
// rolled-back ones: a test reads them only after a success.
type recorder struct {
	mu   sync.Mutex
	jobs []scheduled
}

func (r *recorder) InsertTx(_ context.Context, _ *ent.Tx, args river.JobArgs, opts *river.InsertOpts) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.jobs = append(r.jobs, scheduled{Args: args, At: opts.ScheduledAt})
	return nil
}

func (r *recorder) take() []scheduled {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.jobs
	r.jobs = nil
	return out
}

type env struct {
	db    *store.DB
	svc   *battles.Service
	clock *clock
	jobs  *recorder
	ctx   context.Context
}

// Prices of the test catalogue (testdb.SmallSeed): test-case costs $10.00.
const casePrice = 1000

// TieCase is a $1.00 case of one item (the P250 at 10¢): every seat rolls
// the same, so every battle on it is a tie.
const TieCase = "tie-case"

func setup(t *testing.T, url string) *env {
	t.Helper()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	base := testdb.SmallSeed()
	tie := catalog.SeedCase{Alias: TieCase, Name: "Tie Case", Group: "Tests", Family: "normal", PriceCents: 100,
		Items: base.Cases[0].Items[:1]}
	tie.RTPBps = catalog.RTPBps([]int64{8000}, []int64{10}, 100)
	if err := catalog.Import(context.Background(), db.Client, &catalog.Seed{Groups: base.Groups, Items: base.Items, Cases: []catalog.SeedCase{tie}}); err != nil {
		t.Fatal(err)
	}
	db.LootCase.Update().Where(lootcase.Alias(TieCase)).SetEnabled(true).ExecX(context.Background())
	c := &clock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	rec := &recorder{}
	svc := &battles.Service{Env: testdb.Reactions(play.Env{DB: db.Client, Bus: realtime.NewMemory(), Clock: c.Now}), Jobs: rec}
	return &env{db: db, svc: svc, clock: c, jobs: rec, ctx: context.Background()}
}

func (e *env) caseID(t *testing.T, alias string) int {
	t.Helper()
	return e.db.LootCase.Query().Where(lootcase.Alias(alias)).OnlyX(e.ctx).ID
}

// player is a funded player and its actor.
func (e *env) player(t *testing.T, cents int64, restrictions ...string) (*ent.User, *actor.Actor) {
	t.Helper()
	u := testdb.Player(t, e.db, cents)
	return u, testdb.Actor(u, restrictions...)
}

func (e *env) balance(t *testing.T, userID int) int64 {
	t.Helper()
	return int64(e.db.User.GetX(e.ctx, userID).Balance)
}

// ledgerHolds fails unless every balance equals the sum of its ledger rows.
func (e *env) ledgerHolds(t *testing.T) {
	t.Helper()
	bad, err := ledger.Verify(e.ctx, e.db.Client)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range bad {
		t.Errorf("ledger: %s", m)
	}
}

// counts is what refusals must leave as it was.
type counts struct{ battles, seats, rolls, ledger, drops, rematches int }

func (e *env) counts(t *testing.T) counts {
	t.Helper()
	return counts{
		battles:   e.db.Battle.Query().CountX(e.ctx),
		seats:     e.db.BattleSeat.Query().CountX(e.ctx),
		rolls:     e.db.BattleRoll.Query().CountX(e.ctx),
		ledger:    e.db.LedgerEntry.Query().CountX(e.ctx),
		drops:     e.db.Drop.Query().CountX(e.ctx),
		rematches: e.db.Rematch.Query().CountX(e.ctx),
	}
}

func key(err error) string { return apperr.KeyOf(err) }

func wantKey(t *testing.T, what string, err error, want string) {
	t.Helper()
	if key(err) != want {
		t.Fatalf("%s: %v, want %s", what, err, want)
	}
}

// create makes a battle of n test-case rounds.
func (e *env) create(t *testing.T, a *actor.Actor, r battles.CreateRequest) *battles.View {
	t.Helper()
	if r.PlayersCount == 0 {
		r.PlayersCount = 2
	}
	if r.CaseIDs == nil {
		r.CaseIDs = []int{e.caseID(t, "test-case")}
	}
	v, err := e.svc.Create(e.ctx, a, r)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func (e *env) enter(t *testing.T, a *actor.Actor, id int, key string) *battles.View {
	t.Helper()
	v, err := e.svc.Enter(e.ctx, a, battles.EnterRequest{ID: id, PrivateKey: key})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// finish runs the battle's clock to its end and settles it.
func (e *env) finish(t *testing.T, id int) *ent.Battle {
	t.Helper()
	b := e.db.Battle.GetX(e.ctx, id)
	if b.FinishAt == nil {
		t.Fatalf("battle %d has not started", id)
	}
	if e.clock.Now().Before(*b.FinishAt) {
		e.clock.Set(*b.FinishAt)
	}
	if wait, err := e.svc.Finish(e.ctx, id); err != nil || wait != 0 {
		t.Fatalf("finish: wait %s, %v", wait, err)
	}
	b = e.db.Battle.GetX(e.ctx, id)
	if b.State != battle.StateFinished {
		t.Fatalf("battle %d is %s after Finish", id, b.State)
	}
	return b
}

// battlesActor is a player's actor as a request would resolve it.
func battlesActor(u *ent.User) *actor.Actor { return testdb.Actor(u) }
