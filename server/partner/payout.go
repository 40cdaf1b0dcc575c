package partner

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/partnertransfer"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/trades/supplier"
)

// PayoutArgs is the durable job of one crypto withdrawal, enqueued with it.
type PayoutArgs struct {
	TransferID int `json:"transfer_id" river:"unique"`
}

func (PayoutArgs) Kind() string { return "partner_payout" }

// PayoutAttempts is how many times a payout's job runs before it gives up
// and refunds (River's backoff: attempt^4 seconds, about three weeks).
const PayoutAttempts = 25

func payoutOpts() *river.InsertOpts {
	return &river.InsertOpts{MaxAttempts: PayoutAttempts, UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{
		rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
		rivertype.JobStateRunning, rivertype.JobStateScheduled}}}
}

// Register puts the payout worker on the queue.
func Register(q *jobs.Queue, s *Service) { jobs.Register(q, &payoutWorker{Service: s}) }

type payoutWorker struct {
	river.WorkerDefaults[PayoutArgs]
	Service *Service
}

// Work pays the transfer out. A payout API that does not answer (a
// timeout, a 5xx) is retried with the same client order id, which pays
// once; one that refuses it ends the transfer failed and refunded, and so
// does the last attempt: every transfer ends in a known state.
func (w *payoutWorker) Work(ctx context.Context, job *river.Job[PayoutArgs]) (err error) {
	last := job.Attempt >= job.MaxAttempts
	giveUp := func(cause error) error {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
		defer cancel()
		return errors.Join(cause, w.Service.finish(ctx, job.Args.TransferID, partnertransfer.StateFailed, "retries_exhausted", ""))
	}
	if last {
		defer func() {
			if p := recover(); p != nil {
				err = giveUp(fmt.Errorf("panic: %v", p))
			}
		}()
	}
	if err = w.Service.Pay(ctx, job.Args.TransferID); err != nil && last {
		return giveUp(err)
	}
	return err
}

// Pay makes one attempt at a pending crypto transfer's payout (the job's
// step; tests call it too). A transfer no longer pending is left alone.
func (s *Service) Pay(ctx context.Context, id int) error {
	t, err := s.DB.PartnerTransfer.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil
	} else if err != nil {
		return err
	}
	if t.State != partnertransfer.StatePending || t.Kind != partnertransfer.KindCrypto {
		return nil
	}
	if s.Payout == nil {
		return fmt.Errorf("partner: no payout configured for transfer %d", id)
	}
	if err := s.DB.PartnerTransfer.UpdateOneID(id).AddAttempts(1).SetUpdatedAt(s.now()).Exec(ctx); err != nil {
		return err
	}
	ref, err := s.Payout.Pay(ctx, t.ClientOrderID, t.Coin, t.Wallet, t.Amount)
	switch {
	case errors.Is(err, supplier.ErrUnavailable):
		return err // temporary: retried, same client order id
	case err != nil:
		s.log().Warn("partner payout refused", zap.Int("transfer", id), zap.Error(err))
		return s.finish(ctx, id, partnertransfer.StateFailed, "payout_refused", "")
	}
	return s.finish(ctx, id, partnertransfer.StateDone, "paid_out", ref)
}

// finish ends a pending transfer (conditional: once); failed refunds its
// amount to the partner balance in the same transaction, once.
func (s *Service) finish(ctx context.Context, id int, to partnertransfer.State, reason, payoutID string) error {
	return store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		t, err := tx.PartnerTransfer.Get(ctx, id)
		if err != nil {
			return err
		}
		u, err := store.LockUser(ctx, tx, t.UserID)
		if err != nil {
			return err
		}
		now := s.now()
		n, err := tx.PartnerTransfer.Update().Where(partnertransfer.ID(id), partnertransfer.StateEQ(partnertransfer.StatePending)).
			SetState(to).SetReason(reason).SetPayoutID(payoutID).SetUpdatedAt(now).Save(ctx)
		if err != nil || n == 0 || to != partnertransfer.StateFailed {
			return err
		}
		_, err = ledger.Apply(ctx, tx, ledger.Change{At: now, UserID: u.ID, Currency: ledger.Partner, Delta: int64(t.Amount),
			Reason: "partner_withdraw_refund", Ref: "partner_transfer:" + strconv.Itoa(id),
			IdemKey: "partner_withdraw_refund:" + strconv.Itoa(id), Row: u})
		return err
	})
}
