package support

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/supportticket"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/store"
)

// A solved ticket waits for the player: a comment opens it again. Left
// alone for AutoCloseAfter (Zendesk's default, 4 days) it closes by itself,
// so staff's queue holds only tickets someone is still waiting on; the
// player hears of it like of any status change (the solved/closed notice).
const (
	AutoCloseAfter = 4 * 24 * time.Hour
	// AutoCloseEvery is how often the queue's leader looks.
	AutoCloseEvery = time.Hour
)

// AutoCloseArgs is the periodic close of solved tickets left alone.
type AutoCloseArgs struct{}

func (AutoCloseArgs) Kind() string { return "support_autoclose" }

// Register adds the periodic close and the sweep of orphan files to q.
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &autoCloser{s: s})
	jobs.Every(q, AutoCloseEvery, AutoCloseArgs{}, &river.InsertOpts{MaxAttempts: 1})
	jobs.Register(q, &sweeper{s: s})
	jobs.Every(q, SweepEvery, SweepArgs{}, &river.InsertOpts{MaxAttempts: 1})
}

type autoCloser struct {
	river.WorkerDefaults[AutoCloseArgs]
	s *Service
}

func (w *autoCloser) Work(ctx context.Context, _ *river.Job[AutoCloseArgs]) error {
	_, err := w.s.CloseSolved(ctx)
	return err
}

// CloseSolved closes every ticket solved and untouched for AutoCloseAfter
// and says how many it closed. Each close is a conditional update, so a
// player's comment that opens the ticket again at the same moment wins,
// and two instances closing together close each ticket once.
func (s *Service) CloseSolved(ctx context.Context) (int, error) {
	now := s.now()
	cutoff := now.Add(-AutoCloseAfter)
	stale := s.DB.SupportTicket.Query().
		Where(supportticket.StatusEQ(StatusSolved), supportticket.UpdatedAtLT(cutoff)).
		Order(supportticket.ByID()).Limit(1000)
	tickets, err := stale.All(ctx)
	if err != nil {
		return 0, err
	}
	closed := 0
	for _, t := range tickets {
		var n int
		err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
			var err error
			n, err = tx.SupportTicket.Update().
				Where(supportticket.ID(t.ID), supportticket.StatusEQ(StatusSolved), supportticket.UpdatedAtLT(cutoff)).
				SetStatus(StatusClosed).SetUpdatedAt(now).Save(ctx)
			if err != nil || n == 0 {
				return err
			}
			done := *t
			done.Status, done.UpdatedAt = StatusClosed, now
			return s.statusEvent(ctx, tx, &done)
		})
		if err != nil {
			return closed, err
		}
		if n == 1 {
			closed++
			t.Status, t.UpdatedAt = StatusClosed, now
			s.publish(ctx, t, 0)
		}
	}
	return closed, nil
}
