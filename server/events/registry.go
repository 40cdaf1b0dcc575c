package events

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/riverqueue/river"

	"github.com/casefront/casefront/ent"
)

// InTx reacts to an event inside the emitter's transaction; its error
// undoes the whole transaction.
type InTx func(ctx context.Context, tx *ent.Tx, e *Event) error

// Durable reacts to an event after the emitter committed, in the
// transaction that marks the outbox row delivered: what it writes through
// tx happens exactly once. An effect outside the database (a publish, a
// push) happens at least once: again if the delivery's commit fails.
type Durable func(ctx context.Context, tx *ent.Tx, e Event) error

// Enqueuer puts a job on the durable queue in the caller's transaction
// (jobs.Queue).
type Enqueuer interface {
	InsertTx(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) error
}

type inTxSub struct {
	name string
	fn   InTx
}

// Registry holds the subscribers, registered once at start (Seal ends
// registration; the zero Registry and a nil one have no subscribers).
type Registry struct {
	mu      sync.Mutex
	sealed  bool
	inTx    map[Kind][]inTxSub
	durable map[Kind][]string // subscriber names, in registration order
	byName  map[string]Durable
	// jobs delivers the outbox rows (Start); nil: they wait for Drain.
	jobs Enqueuer
}

// On registers an in-transaction subscriber to kind.
func (r *Registry) On(kind Kind, name string, fn InTx) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.mustOpen(name)
	if r.inTx == nil {
		r.inTx = map[Kind][]inTxSub{}
	}
	r.inTx[kind] = append(r.inTx[kind], inTxSub{name: name, fn: fn})
}

// Later registers a durable subscriber to kind under a unique name (the
// name is stored with each outbox row: keep it stable across releases).
func (r *Registry) Later(kind Kind, name string, fn Durable) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.mustOpen(name)
	if r.byName == nil {
		r.byName, r.durable = map[string]Durable{}, map[Kind][]string{}
	}
	if _, dup := r.byName[name]; dup {
		panic("events: two durable subscribers named " + name)
	}
	r.byName[name] = fn
	r.durable[kind] = append(r.durable[kind], name)
}

func (r *Registry) mustOpen(name string) {
	if r.sealed {
		panic("events: subscriber " + name + " registered after Seal")
	}
}

// Seal ends registration: the maps are read without locks from then on.
func (r *Registry) Seal() {
	r.mu.Lock()
	r.sealed = true
	r.mu.Unlock()
}

// Emit records e in tx: the in-transaction subscribers run now (they may
// emit further events), and each durable subscriber gets an outbox row
// (and a delivery job when the queue is started). e.At must be set: the
// emitter's clock is the event's time.
func (r *Registry) Emit(ctx context.Context, tx *ent.Tx, e *Event) error {
	if r == nil {
		return nil
	}
	if e.At.IsZero() {
		return fmt.Errorf("events: %s emitted without a time", e.Kind)
	}
	for _, s := range r.inTx[e.Kind] {
		if err := s.fn(ctx, tx, e); err != nil {
			return fmt.Errorf("events: %s on %s: %w", s.name, e.Kind, err)
		}
	}
	names := r.durable[e.Kind]
	if len(names) == 0 {
		return nil
	}
	payload, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("events: encode %s: %w", e.Kind, err)
	}
	var uid *int
	if e.UserID != 0 {
		uid = &e.UserID
	}
	for _, name := range names {
		row, err := tx.OutboxEvent.Create().SetSubscriber(name).SetKind(string(e.Kind)).SetNillableUserID(uid).
			SetPayload(payload).SetCreatedAt(e.At).Save(ctx)
		if err != nil {
			return fmt.Errorf("events: outbox %s: %w", name, err)
		}
		if r.jobs != nil {
			if err := r.jobs.InsertTx(ctx, tx, DeliverArgs{ID: row.ID}, nil); err != nil {
				return err
			}
		}
	}
	return nil
}
