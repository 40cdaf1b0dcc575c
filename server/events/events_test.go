package events_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/outboxevent"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/store"
)

var at = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)

// In-transaction subscribers run in the emitter's transaction, in order:
// what they write commits with it, and their error undoes all of it.
func TestInTransactionSubscribersShareTheTransaction(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			u := testdb.Player(t, db, 0)
			r := &events.Registry{}
			var order []string
			r.On(events.Played, "first", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
				order = append(order, "first")
				return tx.User.UpdateOneID(e.UserID).AddXp(7).Exec(ctx)
			})
			boom := errors.New("refused")
			r.On(events.Played, "second", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
				order = append(order, "second")
				if e.Game == "bad" {
					return boom
				}
				return nil
			})
			r.Seal()
			emit := func(game string) error {
				return store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
					return r.Emit(ctx, tx, &events.Event{Kind: events.Played, UserID: u.ID, At: at, Game: game})
				})
			}
			if err := emit("good"); err != nil {
				t.Fatal(err)
			}
			if err := emit("bad"); !errors.Is(err, boom) {
				t.Fatalf("a failing subscriber: %v", err)
			}
			if got := db.User.GetX(ctx, u.ID).Xp; got != 7 {
				t.Fatalf("xp %d: the failed emit's transaction must have been undone", got)
			}
			if len(order) != 4 || order[0] != "first" || order[1] != "second" {
				t.Fatalf("order %v", order)
			}
			if err := r.Emit(ctx, nil, &events.Event{Kind: events.Played}); err == nil {
				t.Fatal("an event without a time was accepted")
			}
		})
	}
}

func TestRegistrationEndsWithSeal(t *testing.T) {
	r := &events.Registry{}
	r.Later(events.Deposited, "a", func(context.Context, *ent.Tx, events.Event) error { return nil })
	mustPanic(t, "two durable subscribers with one name", func() {
		r.Later(events.Played, "a", func(context.Context, *ent.Tx, events.Event) error { return nil })
	})
	r.Seal()
	mustPanic(t, "On after Seal", func() {
		r.On(events.Played, "late", func(context.Context, *ent.Tx, *events.Event) error { return nil })
	})
	var none *events.Registry
	if err := none.Emit(context.Background(), nil, &events.Event{Kind: events.Played}); err != nil {
		t.Fatalf("a nil registry: %v", err)
	}
}

func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Fatalf("%s did not panic", what)
		}
	}()
	f()
}

// An event committed while no worker runs (the process died between the
// commit and the delivery) is delivered by the next process, once, even
// when its job and a sweep race for it; an emit rolled back leaves nothing.
func TestOutboxSurvivesACrashAndDeliversOnce(t *testing.T) {
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			if err := jobs.Migrate(ctx, db, nil); err != nil {
				t.Fatal(err)
			}
			u := testdb.Player(t, db, 0)

			// The first process: its queue holds the job, but it stops
			// before any worker runs.
			first, _ := newQueue(t, db)
			r1, _ := counting(first, db)
			err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				return r1.Emit(ctx, tx, &events.Event{Kind: events.Deposited, UserID: u.ID, At: at, Amount: 500, Ref: "payment:A"})
			})
			if err != nil {
				t.Fatal(err)
			}
			rolledBack := errors.New("roll back")
			err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				if err := r1.Emit(ctx, tx, &events.Event{Kind: events.Deposited, UserID: u.ID, At: at, Ref: "payment:B"}); err != nil {
					return err
				}
				return rolledBack
			})
			if !errors.Is(err, rolledBack) {
				t.Fatal(err)
			}
			if n := db.OutboxEvent.Query().CountX(ctx); n != 1 {
				t.Fatalf("%d outbox rows, want the committed one", n)
			}
			first.Close()

			// The next process starts its queue: the job delivers the row.
			second, _ := newQueue(t, db)
			r2, got := counting(second, db)
			var sweeps sync.WaitGroup
			sweeps.Add(1)
			go func() { // a sweep racing the job
				defer sweeps.Done()
				if _, err := r2.Drain(ctx, db.Client, at); err != nil {
					t.Error(err)
				}
			}()
			if err := second.Start(ctx); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = second.Stop(context.Background()) })
			sweeps.Wait()
			waitFor(t, func() bool {
				return db.OutboxEvent.Query().Where(outboxevent.DeliveredAtIsNil()).CountX(ctx) == 0
			})
			// Give the job time to run even if the sweep won: it must find
			// the row delivered and do nothing.
			waitFor(t, func() bool { return jobsLeft(t, db) == 0 })
			if n, err := r2.Drain(ctx, db.Client, at); err != nil || n != 0 {
				t.Fatalf("a second drain delivered %d (%v)", n, err)
			}
			if got.n.Load() != 1 {
				t.Fatalf("delivered %d times, want once", got.n.Load())
			}
			if got.last.Ref != "payment:A" || got.last.Amount != 500 || got.last.UserID != u.ID || !got.last.At.Equal(at) {
				t.Fatalf("delivered %+v", got.last)
			}
		})
	}
}

// A durable subscriber's failure leaves its row pending for the next try.
func TestFailedDeliveryIsTriedAgain(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	r := &events.Registry{}
	fail := true
	var n int
	r.Later(events.LevelReached, "flaky", func(ctx context.Context, tx *ent.Tx, e events.Event) error {
		if fail {
			return errors.New("push service away")
		}
		n++
		return nil
	})
	r.Seal()
	if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		return r.Emit(ctx, tx, &events.Event{Kind: events.LevelReached, At: at, Level: 3})
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Drain(ctx, db.Client, at); err == nil {
		t.Fatal("a failed delivery reported no error")
	}
	fail = false
	if d, err := r.Drain(ctx, db.Client, at); err != nil || d != 1 || n != 1 {
		t.Fatalf("retry delivered %d (%v), handler ran %d", d, err, n)
	}
}

type received struct {
	n    atomic.Int64
	last events.Event
}

// counting is a registry with one durable subscriber to deposits that
// counts its deliveries, started on q.
func counting(q *jobs.Queue, db *store.DB) (*events.Registry, *received) {
	got := &received{}
	var mu sync.Mutex
	r := &events.Registry{}
	r.Later(events.Deposited, "test.count", func(ctx context.Context, tx *ent.Tx, e events.Event) error {
		mu.Lock()
		defer mu.Unlock()
		got.n.Add(1)
		got.last = e
		return nil
	})
	r.Start(q, db.Client, func() time.Time { return at })
	r.Seal()
	return r, got
}

func newQueue(t *testing.T, db *store.DB) (*jobs.Queue, error) {
	t.Helper()
	q, err := jobs.New(db, zap.NewNop(), jobs.Config{FetchPollInterval: 50 * time.Millisecond, RetryPolicy: jobs.LinearRetry{Step: 50 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { q.Close() })
	return q, nil
}

// jobsLeft counts delivery jobs not yet completed.
func jobsLeft(t *testing.T, db *store.DB) int {
	t.Helper()
	var n int
	if err := db.SQL.QueryRowContext(context.Background(),
		`SELECT count(*) FROM river_job WHERE kind = 'events_deliver' AND state <> 'completed'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met in 15s")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Delivered rows are pruned once they are older than the keep; a pending
// row stays whatever its age.
func TestPruneKeepsPendingRows(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	r := &events.Registry{}
	r.Later(events.Deposited, "test.prune", func(context.Context, *ent.Tx, events.Event) error { return nil })
	r.Seal()
	for _, ref := range []string{"old", "pending"} {
		if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
			return r.Emit(ctx, tx, &events.Event{Kind: events.Deposited, At: at, Ref: ref})
		}); err != nil {
			t.Fatal(err)
		}
	}
	first := db.OutboxEvent.Query().Order(outboxevent.ByID()).FirstIDX(ctx)
	if err := r.Deliver(ctx, db.Client, first, at); err != nil {
		t.Fatal(err)
	}
	if n, err := events.Prune(ctx, db.Client, at); err != nil || n != 0 {
		t.Fatalf("pruned %d (%v) of rows delivered at the cut", n, err)
	}
	if n, err := events.Prune(ctx, db.Client, at.Add(events.OutboxKeep)); err != nil || n != 1 {
		t.Fatalf("pruned %d (%v), want the delivered one", n, err)
	}
	if left := db.OutboxEvent.Query().Where(outboxevent.DeliveredAtIsNil()).CountX(ctx); left != 1 {
		t.Fatalf("%d pending rows left, want 1", left)
	}
}
