package notifications

import (
	"context"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/notification"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/store"
)

// ExtraReminderArgs recalls, ExtraReminderAfter after a level-up, an extra
// reward whose referral or deposit condition is not met.
type ExtraReminderArgs struct {
	UserID int `json:"user_id"`
	Level  int `json:"level"`
}

func (ExtraReminderArgs) Kind() string { return "notifications_extra_reminder" }

// DailyReminderArgs says, when the next UTC day begins after an open, that
// the daily bonus may be opened again.
type DailyReminderArgs struct {
	UserID int `json:"user_id"`
}

func (DailyReminderArgs) Kind() string { return "notifications_daily_reminder" }

// SweepArgs deletes the notifications older than Keep.
type SweepArgs struct{}

func (SweepArgs) Kind() string { return "notifications_sweep" }

// Register adds the reminders' and the sweep's workers to q.
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &extraWorker{s: s})
	jobs.Register(q, &dailyWorker{s: s})
	jobs.Register(q, &sweepWorker{s: s})
	jobs.Every(q, SweepEvery, SweepArgs{}, &river.InsertOpts{MaxAttempts: 1})
}

type extraWorker struct {
	river.WorkerDefaults[ExtraReminderArgs]
	s *Service
}

func (w *extraWorker) Work(ctx context.Context, job *river.Job[ExtraReminderArgs]) error {
	_, err := w.s.ExtraReminder(ctx, job.Args.UserID, job.Args.Level)
	return err
}

type dailyWorker struct {
	river.WorkerDefaults[DailyReminderArgs]
	s *Service
}

func (w *dailyWorker) Work(ctx context.Context, job *river.Job[DailyReminderArgs]) error {
	_, err := w.s.DailyReminder(ctx, job.Args.UserID)
	return err
}

type sweepWorker struct {
	river.WorkerDefaults[SweepArgs]
	s *Service
}

func (w *sweepWorker) Work(ctx context.Context, _ *river.Job[SweepArgs]) error {
	_, err := w.s.Sweep(ctx)
	return err
}

// ExtraReminder notifies userID of the highest extra reward up to level
// not claimed whose referral or deposit condition is still unmet now,
// once per extra reward; nil when there is none.
func (s *Service) ExtraReminder(ctx context.Context, userID, level int) (*ent.Notification, error) {
	return s.remind(ctx, func(ctx context.Context, tx *ent.Tx) (*notice, error) {
		e, err := levels.UnmetExtra(ctx, tx.Client(), userID, level)
		if err != nil || e == nil {
			return nil, err
		}
		return &notice{userID: userID, kind: KindExtraRewardReminder, url: "/user/me", key: itoa(e.Level),
			params: map[string]string{"level": itoa(e.Level), "referrals": itoa(e.Referrals), "deposit": money.Cents(e.MaxDeposit).String()}}, nil
	})
}

// DailyReminder notifies userID that the daily bonus may be opened, when
// it may be now (its window still open, not opened today), once a day.
func (s *Service) DailyReminder(ctx context.Context, userID int) (*ent.Notification, error) {
	now := s.Now.Now()
	return s.remind(ctx, func(ctx context.Context, tx *ent.Tx) (*notice, error) {
		ok, err := dailybonus.Available(ctx, tx.Client(), userID, now)
		if err != nil || !ok {
			return nil, err
		}
		return &notice{userID: userID, kind: KindDailyBonusReminder, url: "/dailybonus", key: dailybonus.Day(now)}, nil
	})
}

func (s *Service) remind(ctx context.Context, build func(context.Context, *ent.Tx) (*notice, error)) (*ent.Notification, error) {
	now := s.Now.Now()
	var row *ent.Notification
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		row = nil
		n, err := build(ctx, tx)
		if err != nil || n == nil {
			return err
		}
		row, err = s.add(ctx, tx, *n, now)
		return err
	})
	if err != nil {
		if ent.IsNotFound(err) {
			return nil, nil // the player is gone
		}
		return nil, err
	}
	if row != nil {
		s.publish(context.WithoutCancel(ctx), row)
	}
	return row, nil
}

// Sweep deletes the notifications older than Keep and says how many.
func (s *Service) Sweep(ctx context.Context) (int, error) {
	return s.DB.Notification.Delete().Where(notification.CreatedAtLT(s.Now.Now().Add(-Keep))).Exec(ctx)
}
