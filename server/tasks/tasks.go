// Package tasks is the players' tasks (spec 3 "Task", 4 "Tasks", 7 /tasks,
// /task/claim, /task/check): goals reached by playing, each with a reward
// paid once.
//
//   - Tasks are operator data (tasks, defaults in the migration): a name, a
//     kind, a target and a reward of bullets, balance (cents), crystals
//     and a reward case by alias, any of them.
//   - A player's steps on a task are task_progress rows, moved only by the
//     subscribers to the games' and payments' events (Subscribe), in the
//     event's transaction; never by the client. docs/tasks.md says which
//     event moves which kind. The steps stop at the target, where the task
//     is completed.
//   - States: in_progress (steps below the target), completed (reached,
//     waiting for the claim), claimed.
//   - A claim moves claimed_at by a conditional update under the player's
//     lock and credits the reward through the ledger (key
//     task:USER:TASK[:currency]), the case through cases.Grant (source
//     task): however many claims arrive at once, one pays.
//   - check re-reads what a kind can read from records (reach_level: the
//     XP's level, for a player who reached it before the task existed);
//     the other kinds answer their state as the events left it.
//
// Refusals are api.validation with a reason (task_unknown,
// task_not_completed, task_claimed) and write nothing; the sign-in, a
// self-ban and a staff restriction refuse as in every game.
package tasks

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/rewardcase"
	enttask "github.com/casefront/casefront/ent/task"
	"github.com/casefront/casefront/ent/taskprogress"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// A task's states for one player.
const (
	InProgress = "in_progress"
	Completed  = "completed"
	Claimed    = "claimed"
)

// Reward types (spec 3 Task rewards[{type, value}]).
const (
	RewardBullets  = "bullets"
	RewardBalance  = "balance"
	RewardCase     = "case"
	RewardCrystals = "crystals"
)

// Reward is one part of a task's reward.
type Reward struct {
	Type string
	// Value is the amount: bullets, crystals, cents of balance; 1 for a case.
	Value int64
	Case  *ent.LootCase // RewardCase only
}

// Task is one task and the player's state of it.
type Task struct {
	Name    string
	Kind    string // enttask.Kind
	Service string
	// Step is the player's steps, up to Steps (the target).
	Step    int64
	Steps   int64
	State   string // InProgress, Completed, Claimed
	Rewards []Reward
}

// Service is the tasks.
type Service struct {
	DB  *ent.Client
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func refuse(reason, format string, args ...any) *apperr.Error {
	return apperr.Validation.Msg(format, args...).With("reason", reason)
}

func stateOf(p *ent.TaskProgress) string {
	switch {
	case p == nil || p.CompletedAt == nil:
		return InProgress
	case p.ClaimedAt == nil:
		return Completed
	}
	return Claimed
}

func rewardsOf(t *ent.Task, cs *ent.LootCase) []Reward {
	out := []Reward{}
	if t.RewardBullets > 0 {
		out = append(out, Reward{Type: RewardBullets, Value: t.RewardBullets})
	}
	if t.RewardBalance > 0 {
		out = append(out, Reward{Type: RewardBalance, Value: int64(t.RewardBalance)})
	}
	if t.RewardCrystals > 0 {
		out = append(out, Reward{Type: RewardCrystals, Value: t.RewardCrystals})
	}
	if cs != nil {
		out = append(out, Reward{Type: RewardCase, Value: 1, Case: cs})
	}
	return out
}

func taskOf(t *ent.Task, p *ent.TaskProgress, cs *ent.LootCase) Task {
	out := Task{Name: t.Name, Kind: string(t.Kind), Service: t.Service, Steps: t.Target, State: stateOf(p), Rewards: rewardsOf(t, cs)}
	if p != nil {
		out.Step = min(p.Step, t.Target)
	}
	return out
}

// caseOf is the reward case a task names (nil for none or an alias that
// names no case: the list shows no case; a claim refuses, see payCase).
func caseOf(ctx context.Context, c *ent.Client, alias string, found map[string]*ent.LootCase) (*ent.LootCase, error) {
	if alias == "" {
		return nil, nil
	}
	if cs, ok := found[alias]; ok {
		return cs, nil
	}
	cs, err := catalog.CaseByAlias(ctx, c, alias)
	if err != nil {
		if _, known := apperr.As(err); known {
			cs, err = nil, nil
		} else {
			return nil, err
		}
	}
	found[alias] = cs
	return cs, nil
}

// List is every enabled task with the actor's state (GET /tasks, query
// tasks); an anonymous visitor sees every task in progress at step 0.
func (s *Service) List(ctx context.Context, a *actor.Actor) ([]Task, error) {
	return list(ctx, s.DB, a)
}

func list(ctx context.Context, c *ent.Client, a *actor.Actor) ([]Task, error) {
	rows, err := c.Task.Query().Where(enttask.Enabled(true)).Order(ent.Asc(enttask.FieldSort), ent.Asc(enttask.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	byTask := map[int]*ent.TaskProgress{}
	if a.SignedIn() {
		ps, err := c.TaskProgress.Query().Where(taskprogress.UserID(a.UserID)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			byTask[p.TaskID] = p
		}
	}
	found := map[string]*ent.LootCase{}
	out := make([]Task, len(rows))
	for i, t := range rows {
		cs, err := caseOf(ctx, c, t.RewardCaseAlias, found)
		if err != nil {
			return nil, err
		}
		out[i] = taskOf(t, byTask[t.ID], cs)
	}
	return out, nil
}

// Claimable counts the actor's completed tasks waiting for a claim.
func (s *Service) Claimable(ctx context.Context, a *actor.Actor) (int, error) {
	if err := a.Require(); err != nil {
		return 0, err
	}
	return s.DB.TaskProgress.Query().Where(taskprogress.UserID(a.UserID), taskprogress.CompletedAtNotNil(),
		taskprogress.ClaimedAtIsNil(), taskprogress.HasTaskWith(enttask.Enabled(true))).Count(ctx)
}

// ClaimResult is the answer of a claim: the tasks claimed, the list after
// it and the player's row.
type ClaimResult struct {
	Claimed []Task
	Tasks   []Task
	User    *ent.User
}

// Key is the ledger idempotency key of a task's reward.
func Key(userID, taskID int) string {
	return "task:" + strconv.Itoa(userID) + ":" + strconv.Itoa(taskID)
}

// Claim claims the reward of the completed task name (POST /task/claim
// {name}, mutation claimTask); without a name, of every completed task.
func (s *Service) Claim(ctx context.Context, a *actor.Actor, name string) (*ClaimResult, error) {
	now := s.now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	var res *ClaimResult
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		res = nil
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if err := play.RefusalOnRow(a, u, now, nil); err != nil {
			return err
		}
		q := tx.TaskProgress.Query().Where(taskprogress.UserID(u.ID)).WithTask().Order(ent.Asc(taskprogress.FieldTaskID))
		if name != "" {
			t, err := tx.Task.Query().Where(enttask.Name(name), enttask.Enabled(true)).Only(ctx)
			if ent.IsNotFound(err) {
				return refuse("task_unknown", "no task %q", name).With("field", "name")
			} else if err != nil {
				return err
			}
			q.Where(taskprogress.TaskID(t.ID))
		} else {
			q.Where(taskprogress.CompletedAtNotNil(), taskprogress.ClaimedAtIsNil(), taskprogress.HasTaskWith(enttask.Enabled(true)))
		}
		ps, err := q.All(ctx)
		if err != nil {
			return err
		}
		if name != "" {
			var p *ent.TaskProgress
			if len(ps) > 0 {
				p = ps[0]
			}
			switch stateOf(p) {
			case InProgress:
				return refuse("task_not_completed", "task %s is not completed", name).With("name", name)
			case Claimed:
				return refuse("task_claimed", "task %s was already claimed", name).With("name", name)
			}
		} else if len(ps) == 0 {
			return refuse("task_not_completed", "no task is completed")
		}
		res = &ClaimResult{User: u}
		for _, p := range ps {
			t, err := pay(ctx, tx, u, p, now)
			if err != nil {
				return err
			}
			res.Claimed = append(res.Claimed, t)
		}
		if res.Tasks, err = list(ctx, tx.Client(), a); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// pay claims one completed task (locked player u) and credits its reward.
func pay(ctx context.Context, tx *ent.Tx, u *ent.User, p *ent.TaskProgress, now time.Time) (Task, error) {
	t := p.Edges.Task
	n, err := tx.TaskProgress.Update().Where(taskprogress.ID(p.ID), taskprogress.CompletedAtNotNil(), taskprogress.ClaimedAtIsNil()).
		SetClaimedAt(now).Save(ctx)
	if err != nil {
		return Task{}, err
	}
	if n != 1 { // cannot happen under the lock; refuse rather than pay twice
		return Task{}, refuse("task_claimed", "task %s was already claimed", t.Name).With("name", t.Name)
	}
	p.ClaimedAt = &now
	var cs *ent.LootCase
	if t.RewardCaseAlias != "" {
		if cs, err = catalog.CaseByAlias(ctx, tx.Client(), t.RewardCaseAlias); err != nil {
			return Task{}, err // the operator's data names no case: refuse rather than pay less
		}
	}
	key, ref := Key(u.ID, t.ID), "task:"+t.Name
	first := true
	for _, c := range []struct {
		cur    ledger.Currency
		amount int64
	}{{ledger.Crystals, t.RewardCrystals}, {ledger.Bullets, t.RewardBullets}, {ledger.Money, int64(t.RewardBalance)}} {
		if c.amount <= 0 {
			continue
		}
		k := key
		if !first {
			k = key + ":" + c.cur
		}
		first = false
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: c.cur, Delta: c.amount,
			Reason: "task_reward", Ref: ref, IdemKey: k, Row: u}); err != nil {
			return Task{}, err
		}
	}
	if cs != nil {
		if err := cases.Grant(ctx, tx, u.ID, cs.ID, rewardcase.SourceTask, ref); err != nil {
			return Task{}, fmt.Errorf("tasks: grant case: %w", err)
		}
	}
	return taskOf(t, p, cs), nil
}

// Check re-reads the task name's steps where its kind can be read from
// records (reach_level) and answers its state (POST /task/check {name},
// mutation checkTask).
func (s *Service) Check(ctx context.Context, a *actor.Actor, name string) (*Task, error) {
	now := s.now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	if name == "" {
		return nil, refuse("task_unknown", "name is required").With("field", "name")
	}
	var res *Task
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		t, err := tx.Task.Query().Where(enttask.Name(name), enttask.Enabled(true)).Only(ctx)
		if ent.IsNotFound(err) {
			return refuse("task_unknown", "no task %q", name).With("field", "name")
		} else if err != nil {
			return err
		}
		if t.Kind == enttask.KindReachLevel {
			if err := advance(ctx, tx, u.ID, t, int64(u.LevelBasedOnXp), true, now); err != nil {
				return err
			}
		}
		p, err := tx.TaskProgress.Query().Where(taskprogress.UserID(u.ID), taskprogress.TaskID(t.ID)).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return err
		}
		cs, err := caseOf(ctx, tx.Client(), t.RewardCaseAlias, map[string]*ent.LootCase{})
		if err != nil {
			return err
		}
		v := taskOf(t, p, cs)
		res = &v
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// Balance is a reward's value as money (RewardBalance).
func (r Reward) Balance() money.Cents { return money.Cents(r.Value) }

// Amount is a balance reward's money, nil for the other types.
func (r Reward) Amount() *money.Cents {
	if r.Type != RewardBalance {
		return nil
	}
	c := r.Balance()
	return &c
}
