package payments

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/jobs"
)

// ExpiryArgs is the durable check of a payment when its time is up,
// enqueued in the transaction that creates the payment.
type ExpiryArgs struct {
	PaymentID int `json:"payment_id"`
}

func (ExpiryArgs) Kind() string { return "payment_expiry" }

// ExpiryWorker reconciles a payment at its expiry: a success the gateway
// reports is credited (its webhook was lost), an unpaid payment expires. A
// gateway that cannot be asked does not keep the payment open: it expires,
// and a late success still credits it (state.go).
type ExpiryWorker struct {
	river.WorkerDefaults[ExpiryArgs]
	Service *Service
}

func (w *ExpiryWorker) Work(ctx context.Context, job *river.Job[ExpiryArgs]) error {
	_, err := w.Service.reconcile(ctx, job.Args.PaymentID, true)
	if ent.IsNotFound(err) {
		return nil
	}
	return err
}

// JobScheduler schedules expiry checks on the durable job queue.
type JobScheduler struct{ Queue *jobs.Queue }

func (j JobScheduler) ScheduleExpiry(ctx context.Context, tx *ent.Tx, paymentID int, at time.Time) error {
	return j.Queue.InsertTx(ctx, tx, ExpiryArgs{PaymentID: paymentID}, &river.InsertOpts{ScheduledAt: at, MaxAttempts: 10})
}
