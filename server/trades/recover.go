package trades

import (
	"context"
	"time"

	"github.com/riverqueue/river"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/withdrawal"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/store"
)

// A withdrawal's job can end while the withdrawal is still open: its last
// attempt gives up (GiveUp), and if that too fails (the database away at
// that moment) River discards the job. Without a job nothing moves the
// withdrawal again and the item's value stays held. Recover looks for such
// withdrawals and gives each a new job.
const (
	// RecoverEvery is how often the queue's leader looks.
	RecoverEvery = 10 * time.Minute
	// RecoverQuiet: only withdrawals untouched this long are looked at
	// (a new one has its job from the transaction that made it).
	RecoverQuiet = 10 * time.Minute
	// RecoverAttempts is the new job's attempts: it moves the withdrawal on
	// if it can, else gives up within minutes (about 6 with River's
	// backoff) rather than after MaxAttempts' three weeks again.
	RecoverAttempts = 5
)

// RecoverArgs is the periodic look for open withdrawals without a job.
type RecoverArgs struct{}

func (RecoverArgs) Kind() string { return "trade_withdrawal_recover" }

// Register adds the withdrawal workers to q and the periodic look.
func Register(q *jobs.Queue, s *Service) {
	jobs.Register(q, &Worker{Service: s})
	jobs.Register(q, &recoverWorker{s: s})
	jobs.Every(q, RecoverEvery, RecoverArgs{}, &river.InsertOpts{MaxAttempts: 1})
}

type recoverWorker struct {
	river.WorkerDefaults[RecoverArgs]
	s *Service
}

func (w *recoverWorker) Work(ctx context.Context, _ *river.Job[RecoverArgs]) error {
	_, err := w.s.Recover(ctx)
	return err
}

// Recover gives every open withdrawal untouched for RecoverQuiet that has
// no live job a new one, and says how many it gave. A withdrawal whose job
// still waits, retries or runs is left to it (its job is unique).
func (s *Service) Recover(ctx context.Context) (int, error) {
	if s.Jobs == nil {
		return 0, nil
	}
	ids, err := s.DB.Withdrawal.Query().
		Where(withdrawal.StateIn(open...), withdrawal.UpdatedAtLT(s.now().Add(-RecoverQuiet))).
		Order(withdrawal.ByID()).IDs(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		var added bool
		err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
			res, err := s.Jobs.InsertTxResult(ctx, tx, WithdrawArgs{WithdrawalID: id}, withdrawOpts(RecoverAttempts))
			added = err == nil && !res.UniqueSkippedAsDuplicate
			return err
		})
		if err != nil {
			return n, err
		}
		if added {
			n++
			s.log().Warn("trades: open withdrawal had no job; gave it a new one", zap.Int("id", id))
		}
	}
	return n, nil
}
