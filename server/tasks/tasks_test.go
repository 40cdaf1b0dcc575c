package tasks_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/rewardcase"
	enttask "github.com/casefront/casefront/ent/task"
	"github.com/casefront/casefront/ent/taskprogress"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/tasks"
)

var at = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

type fixture struct {
	db    *store.DB
	svc   *tasks.Service
	cases *cases.Service
	reg   *events.Registry
}

func setup(t *testing.T, url string) *fixture {
	t.Helper()
	db := testdb.Open(t, url)
	testdb.WithCatalog(t, db)
	reg := &events.Registry{}
	levels.Subscribe(reg)
	tasks.Subscribe(reg)
	reg.Seal()
	env := play.Env{DB: db.Client, Log: zap.NewNop(), Events: reg, Clock: func() time.Time { return at }, Schedule: immediately{}}
	return &fixture{db: db, svc: &tasks.Service{DB: db.Client, Now: func() time.Time { return at }},
		cases: &cases.Service{Env: env}, reg: reg}
}

type immediately struct{}

func (immediately) AfterFunc(_ time.Duration, f func()) { f() }

func reason(err error) string {
	e, ok := apperr.As(err)
	if !ok {
		return ""
	}
	r, _ := e.Fields["reason"].(string)
	return r
}

func find(t *testing.T, list []tasks.Task, name string) tasks.Task {
	t.Helper()
	for _, x := range list {
		if x.Name == name {
			return x
		}
	}
	t.Fatalf("no task %s in %+v", name, list)
	return tasks.Task{}
}

// emit records an event in its own transaction, as a producer would.
func (f *fixture) emit(t *testing.T, e events.Event) {
	t.Helper()
	ctx := context.Background()
	if e.At.IsZero() {
		e.At = at
	}
	if err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error { return f.reg.Emit(ctx, tx, &e) }); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) verify(t *testing.T) {
	t.Helper()
	bad, err := ledger.Verify(context.Background(), f.db.Client)
	if err != nil || len(bad) > 0 {
		t.Fatalf("ledger: %v %v", bad, err)
	}
}

// Opening cases moves open_N_cases by the cases opened (an opening of
// three counts three), completes it at its target and stops there; the
// claim pays its reward once through the ledger; a second claim and a
// claim of a task in progress are refused and write nothing.
func TestOpenCasesCompletesAndPaysOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := testdb.Player(t, f.db, 100_00)
			a := testdb.Actor(u)

			list, err := f.svc.List(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			if x := find(t, list, "open_5_cases"); x.State != tasks.InProgress || x.Step != 0 || x.Steps != 5 ||
				len(x.Rewards) != 2 || x.Rewards[0].Type != tasks.RewardBullets || x.Rewards[0].Value != 100 ||
				x.Rewards[1].Type != tasks.RewardCrystals || x.Rewards[1].Value != 50 {
				t.Fatalf("before: %+v", x)
			}
			if _, err := f.svc.Claim(ctx, a, "open_5_cases"); reason(err) != "task_not_completed" {
				t.Fatalf("claim in progress: %v", err)
			}
			if _, err := f.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 3}); err != nil {
				t.Fatal(err)
			}
			list, _ = f.svc.List(ctx, a)
			if x := find(t, list, "open_5_cases"); x.State != tasks.InProgress || x.Step != 3 {
				t.Fatalf("after 3: %+v", x)
			}
			for range 3 {
				if _, err := f.cases.Open(ctx, a, cases.OpenRequest{CaseAlias: "test-case", Count: 1}); err != nil {
					t.Fatal(err)
				}
			}
			list, _ = f.svc.List(ctx, a)
			if x := find(t, list, "open_5_cases"); x.State != tasks.Completed || x.Step != 5 {
				t.Fatalf("after 6: %+v", x)
			}
			if x := find(t, list, "open_25_cases"); x.State != tasks.InProgress || x.Step != 6 {
				t.Fatalf("open_25 after 6: %+v", x)
			}
			n, err := f.svc.Claimable(ctx, a)
			if err != nil || n != 1 {
				t.Fatalf("claimable %d %v", n, err)
			}
			before := f.db.User.GetX(ctx, u.ID).Crystals
			res, err := f.svc.Claim(ctx, a, "open_5_cases")
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Claimed) != 1 || res.Claimed[0].State != tasks.Claimed || res.User.Crystals != before+50 || res.User.Bullets != 100 {
				t.Fatalf("claim: %+v crystals %d", res.Claimed, res.User.Crystals)
			}
			if find(t, res.Tasks, "open_5_cases").State != tasks.Claimed {
				t.Fatal("the list after the claim does not show it claimed")
			}
			if _, err := f.svc.Claim(ctx, a, "open_5_cases"); reason(err) != "task_claimed" {
				t.Fatalf("second claim: %v", err)
			}
			if _, err := f.svc.Claim(ctx, a, "no_such_task"); reason(err) != "task_unknown" {
				t.Fatalf("unknown: %v", err)
			}
			if _, err := f.svc.Claim(ctx, a, ""); reason(err) != "task_not_completed" {
				t.Fatalf("claim all with none completed: %v", err)
			}
			if got := f.db.User.GetX(ctx, u.ID).Crystals; got != before+50 {
				t.Fatalf("crystals %d, want %d", got, before+50)
			}
			if n := f.db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("task_reward")).CountX(ctx); n != 2 {
				t.Fatalf("%d task reward entries, want 2 (bullets, crystals)", n)
			}
			f.verify(t)
		})
	}
}

// 50 claims of one completed task at once pay it once.
func TestRacingClaimsPayOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			// Every part of the reward: bullets, balance, crystals and a case.
			f.db.Task.Update().Where(enttask.Name("upgrade_once")).SetRewardBalance(25).SetRewardCrystals(7).
				SetRewardCaseAlias("test-case").ExecX(ctx)
			u := testdb.Player(t, f.db, 0)
			a := testdb.Actor(u)
			f.emit(t, events.Event{Kind: events.Played, UserID: u.ID, Game: "upgrade", Count: 1})

			const n = 50
			var wg sync.WaitGroup
			var mu sync.Mutex
			paid, refused := 0, 0
			for range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, err := f.svc.Claim(ctx, a, "upgrade_once")
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						paid++
					case reason(err) == "task_claimed":
						refused++
					default:
						t.Errorf("claim: %v", err)
					}
				}()
			}
			wg.Wait()
			if paid != 1 || refused != n-1 {
				t.Fatalf("paid %d refused %d", paid, refused)
			}
			got := f.db.User.GetX(ctx, u.ID)
			if got.Bullets != 100 || got.Balance != 25 || got.Crystals != 7 {
				t.Fatalf("balances: bullets %d balance %d crystals %d", got.Bullets, got.Balance, got.Crystals)
			}
			if c := f.db.RewardCase.Query().Where(rewardcase.UserID(u.ID), rewardcase.SourceEQ(rewardcase.SourceTask)).CountX(ctx); c != 1 {
				t.Fatalf("%d reward cases", c)
			}
			f.verify(t)
		})
	}
}

// Each kind moves on its event: a battle won, a deposit (cents, to the
// target), a level reached (to the level), an email subscription and a
// connected service (only that service's task); a play of another game
// moves nothing. check reads the XP's level for reach_level.
func TestEventsMoveTheirKinds(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			f := setup(t, d.URL(t))
			u := testdb.Player(t, f.db, 0)
			a := testdb.Actor(u)
			f.emit(t, events.Event{Kind: events.Played, UserID: u.ID, Game: "contract", Count: 1})
			f.emit(t, events.Event{Kind: events.Played, UserID: u.ID, Game: "daily_bonus", Count: 1})
			f.emit(t, events.Event{Kind: events.BattleWon, UserID: u.ID, Game: "battle", Ref: "battle:1"})
			f.emit(t, events.Event{Kind: events.Deposited, UserID: u.ID, Amount: 60})
			f.emit(t, events.Event{Kind: events.LevelReached, UserID: u.ID, Level: 3})
			f.emit(t, events.Event{Kind: events.EmailSubscribed, UserID: u.ID})
			f.emit(t, events.Event{Kind: events.ServiceConnected, UserID: u.ID, Service: "discord"})
			list, err := f.svc.List(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string][2]any{
				"open_5_cases": {int64(0), tasks.InProgress}, "upgrade_once": {int64(0), tasks.InProgress},
				"win_battle": {int64(1), tasks.Completed}, "first_deposit": {int64(60), tasks.InProgress},
				"reach_level_5": {int64(3), tasks.InProgress}, "subscribe_email": {int64(1), tasks.Completed},
				"connect_discord": {int64(1), tasks.Completed}, "connect_twitter": {int64(0), tasks.InProgress},
			}
			for name, w := range want {
				if x := find(t, list, name); x.Step != w[0] || x.State != w[1] {
					t.Errorf("%s: step %d state %s, want %v", name, x.Step, x.State, w)
				}
			}
			f.emit(t, events.Event{Kind: events.Deposited, UserID: u.ID, Amount: 500})
			f.emit(t, events.Event{Kind: events.LevelReached, UserID: u.ID, Level: 2}) // lower: no step back
			list, _ = f.svc.List(ctx, a)
			if x := find(t, list, "first_deposit"); x.Step != 100 || x.State != tasks.Completed {
				t.Fatalf("deposit: %+v", x)
			}
			if x := find(t, list, "reach_level_5"); x.Step != 3 {
				t.Fatalf("level went back: %+v", x)
			}
			// A player who reached the level before: check reads it.
			f.db.User.UpdateOneID(u.ID).SetXp(levels.Threshold(7)).SetLevelBasedOnXp(7).ExecX(ctx)
			x, err := f.svc.Check(ctx, a, "reach_level_5")
			if err != nil || x.State != tasks.Completed || x.Step != 5 {
				t.Fatalf("check: %+v %v", x, err)
			}
			if _, err := f.svc.Check(ctx, a, "nope"); reason(err) != "task_unknown" {
				t.Fatalf("check unknown: %v", err)
			}
			// Claiming without a name claims every completed task, once.
			res, err := f.svc.Claim(ctx, a, "")
			if err != nil || len(res.Claimed) != 5 {
				t.Fatalf("claim all: %d %v", len(res.Claimed), err)
			}
			if got := f.db.User.GetX(ctx, u.ID); got.Balance != 50 || got.Crystals != 100+50+25+25 {
				t.Fatalf("balances after claim all: balance %d crystals %d", got.Balance, got.Crystals)
			}
			if n := f.db.TaskProgress.Query().Where(taskprogress.UserID(u.ID), taskprogress.ClaimedAtNotNil()).CountX(ctx); n != 5 {
				t.Fatalf("%d claimed", n)
			}
			f.verify(t)
		})
	}
}

// A self-banned or restricted player cannot claim; an anonymous visitor
// sees the tasks at step 0 and cannot claim.
func TestRefusals(t *testing.T) {
	ctx := context.Background()
	f := setup(t, testdb.URL(t, "sqlite"))
	u := testdb.Player(t, f.db, 0)
	f.emit(t, events.Event{Kind: events.BattleWon, UserID: u.ID})
	ban := at.Add(time.Hour)
	banned := f.db.User.UpdateOneID(u.ID).SetSelfBanUntil(ban).SaveX(ctx)
	if _, err := f.svc.Claim(ctx, testdb.Actor(banned), "win_battle"); apperr.KeyOf(err) != apperr.SelfBanned.Key {
		t.Fatalf("self-banned: %v", err)
	}
	list, err := f.svc.List(ctx, nil)
	if err != nil || len(list) == 0 || list[0].Step != 0 {
		t.Fatalf("anonymous: %v %v", list, err)
	}
	if _, err := f.svc.Claim(ctx, nil, "win_battle"); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Fatalf("anonymous claim: %v", err)
	}
	if n := f.db.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID)).CountX(ctx); n != 0 {
		t.Fatalf("refusals wrote %d entries", n)
	}
}
