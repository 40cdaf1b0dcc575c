package tasks

import (
	"context"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/predicate"
	enttask "github.com/casefront/casefront/ent/task"
	"github.com/casefront/casefront/ent/taskprogress"
	"github.com/casefront/casefront/server/events"
)

// Subscribe moves the players' steps on the events of the games and
// payments, in the event's transaction (docs/tasks.md):
//
//	played (a case family's opening, Count cases) -> open_cases
//	played (game upgrade)                         -> upgrade
//	battle_won                                    -> win_battle
//	deposited (Amount cents)                      -> deposit
//	level_reached (Level)                         -> reach_level
//	email_subscribed                              -> email_subscribe
//	service_connected (Service)                   -> connect_service of that service
func Subscribe(r *events.Registry) {
	r.On(events.Played, "tasks.played", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		switch {
		case opensCases(e.Game):
			return bump(ctx, tx, e, enttask.KindOpenCases, "", int64(max(e.Count, 1)), false)
		case e.Game == "upgrade":
			return bump(ctx, tx, e, enttask.KindUpgrade, "", 1, false)
		}
		return nil
	})
	r.On(events.BattleWon, "tasks.battle_won", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		return bump(ctx, tx, e, enttask.KindWinBattle, "", 1, false)
	})
	r.On(events.Deposited, "tasks.deposited", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		return bump(ctx, tx, e, enttask.KindDeposit, "", int64(e.Amount), false)
	})
	r.On(events.LevelReached, "tasks.level_reached", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		return bump(ctx, tx, e, enttask.KindReachLevel, "", int64(e.Level), true)
	})
	r.On(events.EmailSubscribed, "tasks.email_subscribed", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		return bump(ctx, tx, e, enttask.KindEmailSubscribe, "", 1, true)
	})
	r.On(events.ServiceConnected, "tasks.service_connected", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.Service == "" {
			return nil
		}
		return bump(ctx, tx, e, enttask.KindConnectService, e.Service, 1, true)
	})
}

// opensCases says whether a play's game is a case opening: every family
// (case_open, gacha_open, dota_open, reward_open, ...) but the daily bonus.
func opensCases(game string) bool {
	return game == "case_open" || strings.HasSuffix(game, "_open")
}

// bump moves the player's steps on every enabled task of kind (and
// service) by n, or to n when absolute.
func bump(ctx context.Context, tx *ent.Tx, e *events.Event, kind enttask.Kind, service string, n int64, absolute bool) error {
	if e.UserID == 0 || n <= 0 {
		return nil
	}
	q := tx.Task.Query().Where(enttask.KindEQ(kind), enttask.Enabled(true))
	if service != "" {
		q.Where(enttask.Service(service))
	}
	ts, err := q.All(ctx)
	if err != nil {
		return err
	}
	for _, t := range ts {
		if err := advance(ctx, tx, e.UserID, t, n, absolute, e.At); err != nil {
			return err
		}
	}
	return nil
}

// advance adds n steps (or raises them to n when absolute) on one task
// still in progress, and completes it at its target. Each is one
// conditional statement on the row, so two transactions moving the same
// player's steps at once (a battle settling beside a play) both count.
func advance(ctx context.Context, tx *ent.Tx, userID int, t *ent.Task, n int64, absolute bool, now time.Time) error {
	if err := tx.TaskProgress.Create().SetUserID(userID).SetTaskID(t.ID).SetStep(0).
		OnConflictColumns(taskprogress.FieldUserID, taskprogress.FieldTaskID).Ignore().Exec(ctx); err != nil {
		return err
	}
	open := []predicate.TaskProgress{taskprogress.UserID(userID), taskprogress.TaskID(t.ID), taskprogress.CompletedAtIsNil()}
	up := tx.TaskProgress.Update().Where(open...)
	if absolute {
		up.Where(taskprogress.StepLT(min(n, t.Target))).SetStep(min(n, t.Target))
	} else {
		up.AddStep(n)
	}
	if _, err := up.Save(ctx); err != nil {
		return err
	}
	_, err := tx.TaskProgress.Update().Where(append(open, taskprogress.StepGTE(t.Target))...).
		SetStep(t.Target).SetCompletedAt(now).Save(ctx)
	return err
}
