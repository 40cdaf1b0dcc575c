package events

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/outboxevent"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/store"
)

// SweepEvery is how often the queue's leader delivers outbox rows left
// without a job (one emitted before the queue started, or whose job River
// gave up on).
const SweepEvery = time.Minute

// OutboxKeep is how long a delivered outbox row is kept (to tell what was
// delivered when) before the sweep deletes it.
const OutboxKeep = 7 * 24 * time.Hour

// DeliverArgs is the job that delivers one outbox row.
type DeliverArgs struct {
	ID int `json:"id"`
}

func (DeliverArgs) Kind() string { return "events_deliver" }

// SweepArgs is the periodic delivery of every pending row.
type SweepArgs struct{}

func (SweepArgs) Kind() string { return "events_sweep" }

// Start registers the delivery workers and the sweep on q: from now on
// every outbox row is delivered by a job enqueued with it. Call it before
// the queue starts, and Seal after.
func (r *Registry) Start(q *jobs.Queue, db *ent.Client, now func() time.Time) {
	r.mu.Lock()
	r.jobs = q
	r.mu.Unlock()
	jobs.Register(q, &deliverWorker{r: r, db: db, now: now})
	jobs.Register(q, &sweepWorker{r: r, db: db, now: now})
	jobs.Every(q, SweepEvery, SweepArgs{}, &river.InsertOpts{MaxAttempts: 1})
}

// Deliver hands outbox row id to its subscriber once: the row is marked
// delivered by a conditional update in the transaction the subscriber runs
// in, so two deliveries racing (a job and the sweep, or a job run again
// after a crash) end with one committed delivery. A row already delivered
// is left alone.
func (r *Registry) Deliver(ctx context.Context, db *ent.Client, id int, now time.Time) error {
	after := &afterCommit{}
	ctx = context.WithValue(ctx, afterKey{}, after)
	err := store.WithTx(ctx, db, func(tx *ent.Tx) error {
		after.fns = nil // a transaction run again starts afresh
		n, err := tx.OutboxEvent.Update().Where(outboxevent.ID(id), outboxevent.DeliveredAtIsNil()).
			SetDeliveredAt(now).Save(ctx)
		if err != nil || n == 0 {
			return err
		}
		row, err := tx.OutboxEvent.Get(ctx, id)
		if err != nil {
			return err
		}
		fn := r.byName[row.Subscriber]
		if fn == nil {
			return fmt.Errorf("events: outbox row %d is for %q, which is not registered", id, row.Subscriber)
		}
		var e Event
		if err := json.Unmarshal(row.Payload, &e); err != nil {
			return fmt.Errorf("events: outbox row %d: %w", id, err)
		}
		if err := fn(ctx, tx, e); err != nil {
			return fmt.Errorf("events: %s on %s: %w", row.Subscriber, e.Kind, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, f := range after.fns {
		f(context.WithoutCancel(ctx))
	}
	return nil
}

type afterKey struct{}

type afterCommit struct{ fns []func(context.Context) }

// AfterCommit runs fn once the delivery a durable subscriber runs in has
// committed (a publish of what it wrote); outside a delivery it runs fn
// at once.
func AfterCommit(ctx context.Context, fn func(context.Context)) {
	if a, ok := ctx.Value(afterKey{}).(*afterCommit); ok {
		a.fns = append(a.fns, fn)
		return
	}
	fn(ctx)
}

// Drain delivers every pending outbox row, oldest first, and says how many
// it delivered; the first failure stops it (that row is tried again next
// time).
func (r *Registry) Drain(ctx context.Context, db *ent.Client, now time.Time) (int, error) {
	ids, err := db.OutboxEvent.Query().Where(outboxevent.DeliveredAtIsNil()).
		Order(outboxevent.ByID()).Limit(500).IDs(ctx)
	if err != nil {
		return 0, err
	}
	for i, id := range ids {
		if err := r.Deliver(ctx, db, id, now); err != nil {
			return i, err
		}
	}
	return len(ids), nil
}

type deliverWorker struct {
	river.WorkerDefaults[DeliverArgs]
	r   *Registry
	db  *ent.Client
	now func() time.Time
}

func (w *deliverWorker) Work(ctx context.Context, job *river.Job[DeliverArgs]) error {
	return w.r.Deliver(ctx, w.db, job.Args.ID, w.now())
}

type sweepWorker struct {
	river.WorkerDefaults[SweepArgs]
	r   *Registry
	db  *ent.Client
	now func() time.Time
}

func (w *sweepWorker) Work(ctx context.Context, _ *river.Job[SweepArgs]) error {
	now := w.now()
	if _, err := w.r.Drain(ctx, w.db, now); err != nil {
		return err
	}
	_, err := Prune(ctx, w.db, now.Add(-OutboxKeep))
	return err
}

// Prune deletes the outbox rows delivered before before, and says how
// many; pending rows are never deleted.
func Prune(ctx context.Context, db *ent.Client, before time.Time) (int, error) {
	return db.OutboxEvent.Delete().Where(outboxevent.DeliveredAtLT(before)).Exec(ctx)
}
