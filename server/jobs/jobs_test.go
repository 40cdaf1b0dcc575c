package jobs_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"go.uber.org/zap/zaptest"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/counter"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/store"
)

var memSeq atomic.Int64

// databases: a SQLite file, an in-memory SQLite database (shared cache),
// and PostgreSQL when it answers.
func databases() []struct {
	Name string
	URL  func(testing.TB) string
} {
	return []struct {
		Name string
		URL  func(testing.TB) string
	}{
		{"sqlite", testenv.SQLiteURL},
		{"sqlite-memory", func(testing.TB) string {
			return fmt.Sprintf("sqlite://file::memory:jobs%d_%d", os.Getpid(), memSeq.Add(1))
		}},
		{"postgres", testenv.PostgresURL},
	}
}

type recordArgs struct {
	N int `json:"n"`
}

func (recordArgs) Kind() string { return "test_record" }

type recordWorker struct {
	river.WorkerDefaults[recordArgs]
	ran chan recordRun
}

type recordRun struct {
	N  int
	At time.Time
}

func (w *recordWorker) Work(ctx context.Context, job *river.Job[recordArgs]) error {
	w.ran <- recordRun{N: job.Args.N, At: time.Now()}
	return nil
}

type flakyArgs struct {
	Fail int `json:"fail"` // attempts that fail before one succeeds
}

func (flakyArgs) Kind() string { return "test_flaky" }

type flakyWorker struct {
	river.WorkerDefaults[flakyArgs]
	mu       sync.Mutex
	attempts []time.Time
	done     chan struct{}
}

func (w *flakyWorker) Work(ctx context.Context, job *river.Job[flakyArgs]) error {
	w.mu.Lock()
	w.attempts = append(w.attempts, time.Now())
	w.mu.Unlock()
	if job.Attempt <= job.Args.Fail {
		return fmt.Errorf("attempt %d fails on purpose", job.Attempt)
	}
	close(w.done)
	return nil
}

type env struct {
	db     *store.DB
	q      *jobs.Queue
	record *recordWorker
	flaky  *flakyWorker
}

func start(t *testing.T, url string) *env {
	t.Helper()
	ctx := context.Background()
	db := testdb.Open(t, url)
	log := zaptest.NewLogger(t)
	if err := jobs.Migrate(ctx, db, log); err != nil {
		t.Fatal(err)
	}
	if err := jobs.Migrate(ctx, db, log); err != nil { // again: nothing to do
		t.Fatalf("second migrate: %v", err)
	}
	q, err := jobs.New(db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond, RetryPolicy: jobs.LinearRetry{Step: 150 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	e := &env{db: db, q: q, record: &recordWorker{ran: make(chan recordRun, 16)}, flaky: &flakyWorker{done: make(chan struct{})}}
	jobs.Register(q, e.record)
	jobs.Register(q, e.flaky)
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stop, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := q.Stop(stop); err != nil {
			t.Errorf("stop: %v", err)
		}
		q.Close()
	})
	return e
}

func (e *env) wait(t *testing.T, n int) recordRun {
	t.Helper()
	deadline := time.After(15 * time.Second)
	for {
		select {
		case r := <-e.record.ran:
			if r.N == n {
				return r
			}
			t.Fatalf("job %d ran while waiting for %d", r.N, n)
		case <-deadline:
			t.Fatalf("job %d did not run", n)
		}
	}
}

// writeCounter writes an app row in tx, so the test can see whether the
// transaction's own writes and its job share one fate.
func writeCounter(ctx context.Context, tx *ent.Tx, key string) error {
	return tx.Counter.Create().SetKey(key).SetValue(1).Exec(ctx)
}

func TestQueue(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := start(t, d.URL(t))
			ctx := context.Background()

			t.Run("committed transaction runs its job", func(t *testing.T) {
				err := store.WithTx(ctx, e.db.Client, func(tx *ent.Tx) error {
					if err := writeCounter(ctx, tx, "committed"); err != nil {
						return err
					}
					return e.q.InsertTx(ctx, tx, recordArgs{N: 1}, nil)
				})
				if err != nil {
					t.Fatal(err)
				}
				e.wait(t, 1)
				if !e.db.Counter.Query().Where(counter.Key("committed")).ExistX(ctx) {
					t.Fatal("the transaction's own write is missing")
				}
			})

			t.Run("rolled-back transaction enqueues nothing", func(t *testing.T) {
				boom := errors.New("roll back")
				err := store.WithTx(ctx, e.db.Client, func(tx *ent.Tx) error {
					if err := writeCounter(ctx, tx, "rolled-back"); err != nil {
						return err
					}
					if err := e.q.InsertTx(ctx, tx, recordArgs{N: 2}, nil); err != nil {
						return err
					}
					return boom
				})
				if !errors.Is(err, boom) {
					t.Fatal(err)
				}
				// A later job runs; the rolled-back one never did and is not stored.
				if err := e.q.Insert(ctx, recordArgs{N: 3}, nil); err != nil {
					t.Fatal(err)
				}
				e.wait(t, 3)
				// No waiting for a late run: a job that could still run is a
				// stored job (River keeps finished ones too), and the list
				// below holds every job of the kind, whatever its state.
				res, err := e.q.Client().JobList(ctx, river.NewJobListParams().Kinds("test_record").First(100))
				if err != nil {
					t.Fatal(err)
				}
				for _, j := range res.Jobs {
					if string(j.EncodedArgs) == `{"n":2}` {
						t.Fatalf("rolled-back job stored: %+v", j)
					}
				}
				select {
				case r := <-e.record.ran:
					t.Fatalf("job %d ran", r.N)
				default:
				}
				if e.db.Counter.Query().Where(counter.Key("rolled-back")).ExistX(ctx) {
					t.Fatal("the rolled-back write is there")
				}
			})

			t.Run("failing job is retried with backoff", func(t *testing.T) {
				err := store.WithTx(ctx, e.db.Client, func(tx *ent.Tx) error {
					return e.q.InsertTx(ctx, tx, flakyArgs{Fail: 2}, nil)
				})
				if err != nil {
					t.Fatal(err)
				}
				select {
				case <-e.flaky.done:
				case <-time.After(15 * time.Second):
					t.Fatal("flaky job never succeeded")
				}
				e.flaky.mu.Lock()
				at := append([]time.Time(nil), e.flaky.attempts...)
				e.flaky.mu.Unlock()
				if len(at) != 3 {
					t.Fatalf("%d attempts, want 3", len(at))
				}
				// The policy waits 150ms after the first attempt, 300ms after the second.
				if g := at[1].Sub(at[0]); g < 140*time.Millisecond {
					t.Errorf("second attempt %v after the first", g)
				}
				if g := at[2].Sub(at[1]); g < 290*time.Millisecond {
					t.Errorf("third attempt %v after the second", g)
				}
				waitState(t, e.q, "test_flaky", rivertype.JobStateCompleted)
			})

			t.Run("scheduled job runs after its time", func(t *testing.T) {
				when := time.Now().Add(1500 * time.Millisecond)
				err := store.WithTx(ctx, e.db.Client, func(tx *ent.Tx) error {
					return e.q.InsertTx(ctx, tx, recordArgs{N: 4}, &river.InsertOpts{ScheduledAt: when})
				})
				if err != nil {
					t.Fatal(err)
				}
				r := e.wait(t, 4)
				if r.At.Before(when) {
					t.Fatalf("ran at %v, scheduled for %v", r.At, when)
				}
			})
		})
	}
}

func waitState(t *testing.T, q *jobs.Queue, kind string, want rivertype.JobState) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		res, err := q.Client().JobList(context.Background(), river.NewJobListParams().Kinds(kind))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Jobs) == 1 && res.Jobs[0].State == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s jobs: %+v, want one %s", kind, res.Jobs, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// River's tables sit beside the app's: the check that the migrated schema
// equals the Ent schema (store's TestMigrationsMatchEntSchema, which runs
// without them) still finds no difference with them.
func TestRiverTablesLeaveEntSchemaAlone(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			if err := jobs.Migrate(ctx, db, nil); err != nil {
				t.Fatal(err)
			}
			out := t.TempDir()
			if err := db.InspectDiff(ctx, out); err != nil {
				t.Fatal(err)
			}
			files, _ := filepath.Glob(filepath.Join(out, "*.sql"))
			for _, f := range files {
				b, _ := os.ReadFile(f)
				t.Errorf("drift with River's tables present:\n%s", b)
			}
			// And the app's migrations still run (nothing pending) beside them.
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// With no worker registered, Start is a no-op and Stop too; inserting still works.
func TestStartWithoutWorkers(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	if err := jobs.Migrate(ctx, db, nil); err != nil {
		t.Fatal(err)
	}
	q, err := jobs.New(db, nil, jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if err := q.Stop(ctx); err != nil {
		t.Fatal(err)
	}
}

// Every inserts its job again and again, from the instance that leads.
func TestEvery(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			log := zaptest.NewLogger(t)
			if err := jobs.Migrate(ctx, db, log); err != nil {
				t.Fatal(err)
			}
			q, err := jobs.New(db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			e := &env{db: db, q: q, record: &recordWorker{ran: make(chan recordRun, 16)}}
			jobs.Register(q, e.record)
			jobs.Every(q, 200*time.Millisecond, recordArgs{N: 9}, nil)
			if err := q.Start(ctx); err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			defer q.Stop(ctx)
			first := e.wait(t, 9)
			if second := e.wait(t, 9); !second.At.After(first.At) {
				t.Fatalf("second run at %v, first at %v", second.At, first.At)
			}
		})
	}
}
