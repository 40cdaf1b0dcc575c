// Package jobs owns the app's durable job queue: River, on the app's own
// database, so that anything that must happen later or be retried (a webhook
// delivery, a supplier call, a clock) survives a restart and is enqueued in
// the same transaction as the change that needs it.
//
// # Use
//
// A domain package defines its job arguments (a river.JobArgs) and a worker
// (a river.Worker), and the app registers the worker with Register before
// Start. A service enqueues with InsertTx inside its store.WithTx: the job is
// a row written by the caller's transaction, so a rolled-back transaction
// enqueues nothing and a committed one always has its job. Workers must be
// idempotent: a job runs at least once (again after a crash mid-run, again
// after an error, with River's backoff, up to its MaxAttempts). Every
// schedules a job at a fixed interval (a sweep), inserted by whichever
// instance leads the queue.
//
// # Migrations
//
// River keeps its own tables (river_job, river_leader, river_queue,
// river_client, river_client_queue, river_migration, and on SQLite
// river_notification) and its own migration history in river_migration.
// They are not in the Atlas sets under migrations/: Migrate runs River's
// own migrations (rivermigrate) right after the app's Atlas migrations, at
// server start and in `casefront migrate`. The Ent schema knows nothing of
// these tables; the migration drift check ignores tables outside it.
//
// # Drivers
//
// PostgreSQL: River's database/sql driver (riverdatabasesql) on the app's
// pool (pgx through database/sql). It has no LISTEN connection, so River
// polls: a job committed by a transaction is picked up within
// Config.FetchPollInterval.
//
// SQLite: River's SQLite driver (riversqlite). The app writes through one
// connection; River does not share it. It gets its own pool of one
// connection on the same file (store.OpenSQLitePool: same busy timeout,
// IMMEDIATE transactions, WAL), so River's fetching, leader election and
// bookkeeping never wait for the app's connection nor hold it; SQLite's file
// lock orders the two writers. InsertTx still writes through the caller's
// transaction, on the app's connection. An in-memory database (shared cache)
// works the same way.
//
// Do not call Insert (outside a transaction) while the same goroutine holds
// a transaction on SQLite: the insert waits for the lock that goroutine
// holds, until the busy timeout. Use InsertTx with that transaction.
package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"entgo.io/ent/dialect"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/store"
)

// Config tunes the queue. Zero fields take the defaults.
type Config struct {
	// MaxWorkers bounds the jobs this process runs at once (default 10).
	MaxWorkers int
	// FetchPollInterval is how often River looks for jobs that became
	// available without being told (River's default: 1s). On PostgreSQL
	// (no LISTEN here) it bounds how long a committed job waits.
	FetchPollInterval time.Duration
	// FetchCooldown is the least time between two fetches (River's
	// default: 100ms, never more than FetchPollInterval).
	FetchCooldown time.Duration
	// RetryPolicy decides when a failed job runs again; nil is River's
	// default, attempt^4 seconds plus jitter (1s, 16s, 81s, 4m16s, ...).
	// Tests use a short one.
	RetryPolicy river.ClientRetryPolicy
	// JobTimeout cancels a job's context after this long (River's default:
	// one minute).
	JobTimeout time.Duration
}

// LinearRetry retries a failed job after Step times its attempt: a backoff
// short enough for tests and local runs (Config.RetryPolicy).
type LinearRetry struct{ Step time.Duration }

func (r LinearRetry) NextRetry(job *rivertype.JobRow) time.Time {
	return time.Now().Add(time.Duration(job.Attempt) * r.Step)
}

// Queue is the app's River client with the workers registered on it.
type Queue struct {
	workers *river.Workers
	kinds   []string // registered job kinds

	client *river.Client[*sql.Tx]
	db     *store.DB
	own    *sql.DB // SQLite: River's own pool; nil on PostgreSQL
	log    *zap.Logger

	mu      sync.Mutex
	started bool
}

// New creates the queue on the app's database. It does not run anything
// until Start; jobs can be inserted at once. db must be migrated, River's
// tables included (Migrate).
func New(db *store.DB, log *zap.Logger, cfg Config) (*Queue, error) {
	if log == nil {
		log = zap.NewNop()
	}
	log = log.Named("jobs")
	q := &Queue{workers: river.NewWorkers(), db: db, log: log}
	drv, own, err := driver(context.Background(), db)
	if err != nil {
		return nil, err
	}
	q.own = own
	workers := cfg.MaxWorkers
	if workers <= 0 {
		workers = 10
	}
	rc := &river.Config{
		Queues:       map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: workers}},
		Workers:      q.workers,
		Logger:       slog.New(zapHandler{log: log}),
		RetryPolicy:  cfg.RetryPolicy,
		JobTimeout:   cfg.JobTimeout,
		ErrorHandler: errorLogger{log: log},
	}
	if cfg.FetchPollInterval > 0 {
		rc.FetchPollInterval = cfg.FetchPollInterval
		rc.FetchCooldown = min(river.FetchCooldownDefault, cfg.FetchPollInterval)
	}
	if cfg.FetchCooldown > 0 {
		rc.FetchCooldown = cfg.FetchCooldown
	}
	q.client, err = river.NewClient(drv, rc)
	if err != nil {
		q.Close()
		return nil, fmt.Errorf("jobs: %w", err)
	}
	return q, nil
}

// driver picks River's driver for the app's database: on SQLite over a
// pool of its own (see the package comment), on PostgreSQL over the app's.
func driver(ctx context.Context, db *store.DB) (riverdriver.Driver[*sql.Tx], *sql.DB, error) {
	if db.Dialect != dialect.SQLite {
		return riverdatabasesql.New(db.SQL), nil, nil
	}
	// One connection, as River advises for SQLite: its services take turns.
	own, err := db.OpenSQLitePool(ctx, 1)
	if err != nil {
		return nil, nil, fmt.Errorf("jobs: %w", err)
	}
	return riversqlite.New(own), own, nil
}

// Register adds a worker for jobs of kind T. It must be called before
// Start (River's worker bundle is not safe to change while it runs), and
// panics when a worker for the same kind is already registered.
func Register[T river.JobArgs](q *Queue, w river.Worker[T]) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.started {
		panic("jobs: Register after Start")
	}
	river.AddWorker(q.workers, w)
	var args T
	q.kinds = append(q.kinds, args.Kind())
}

// Every inserts args every interval, on the one instance that leads the
// queue (River's leader election), from the next Start on. A worker for
// its kind must be registered.
func Every(q *Queue, interval time.Duration, args river.JobArgs, opts *river.InsertOpts) {
	q.client.PeriodicJobs().Add(river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) { return args, opts }, &river.PeriodicJobOpts{ID: args.Kind()}))
}

// Kinds lists the registered job kinds.
func (q *Queue) Kinds() []string {
	q.mu.Lock()
	defer q.mu.Unlock()
	return append([]string(nil), q.kinds...)
}

// Start begins working jobs in the background. It does nothing when no
// worker is registered (jobs then wait in the table for a process that has
// one). ctx only bounds starting: the queue runs until Stop.
func (q *Queue) Start(ctx context.Context) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.started {
		return nil
	}
	if len(q.kinds) == 0 {
		q.log.Info("no job workers registered; the queue is not started")
		return nil
	}
	if err := q.client.Start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("jobs: start: %w", err)
	}
	q.started = true
	return nil
}

// Stop stops fetching jobs and waits for the running ones to finish until
// ctx is done; then their contexts are cancelled and Stop waits a little
// more for them to return (a cancelled job runs again later).
func (q *Queue) Stop(ctx context.Context) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.started {
		return nil
	}
	err := q.client.Stop(ctx)
	if err != nil && ctx.Err() != nil {
		hard, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = q.client.StopAndCancel(hard)
	}
	q.started = false
	if err != nil {
		return fmt.Errorf("jobs: stop: %w", err)
	}
	return nil
}

// Close releases River's own SQLite pool. Stop first.
func (q *Queue) Close() error {
	if q.own == nil {
		return nil
	}
	err := q.own.Close()
	q.own = nil
	return err
}

// ErrNoSQLTx is returned by InsertTx for a transaction that is not a
// database/sql one (never the case for the app's store).
var ErrNoSQLTx = errors.New("jobs: transaction has no database/sql transaction under it")

// InsertTx enqueues a job in the caller's transaction: it becomes visible
// to workers when tx commits, and vanishes if tx rolls back.
func (q *Queue) InsertTx(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) error {
	_, err := q.InsertTxResult(ctx, tx, args, opts)
	return err
}

// InsertTxResult is InsertTx returning River's result (the job row, and
// whether a unique job already existed).
func (q *Queue) InsertTxResult(ctx context.Context, tx *ent.Tx, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error) {
	stx := tx.SQLTx()
	if stx == nil {
		return nil, ErrNoSQLTx
	}
	// The insert belongs to the caller's transaction, which its caller's
	// context ends as a whole: on SQLite an insert interrupted half way
	// would roll back the whole transaction group (store.WithTx).
	res, err := q.client.InsertTx(context.WithoutCancel(ctx), stx, args, opts)
	if err != nil {
		return nil, fmt.Errorf("jobs: insert %s: %w", args.Kind(), err)
	}
	return res, nil
}

// Insert enqueues a job on its own, outside any transaction of the caller.
func (q *Queue) Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) error {
	if _, err := q.client.Insert(ctx, args, opts); err != nil {
		return fmt.Errorf("jobs: insert %s: %w", args.Kind(), err)
	}
	return nil
}

// Client is the River client underneath, for what this package does not
// wrap (listing, cancelling jobs). Its transactions are *sql.Tx.
func (q *Queue) Client() *river.Client[*sql.Tx] { return q.client }

// Migrate applies River's own migrations to the app's database. Run it
// after the app's (store.DB.Migrate). Several instances starting together
// on PostgreSQL take turns under an advisory lock.
func Migrate(ctx context.Context, db *store.DB, log *zap.Logger) error {
	if log == nil {
		log = zap.NewNop()
	}
	drv, own, err := driver(ctx, db)
	if err != nil {
		return err
	}
	if own != nil {
		defer own.Close()
	}
	if db.Dialect == dialect.Postgres {
		conn, err := db.SQL.Conn(ctx)
		if err != nil {
			return fmt.Errorf("jobs: migration lock: %w", err)
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(727218)`); err != nil {
			return fmt.Errorf("jobs: migration lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(727218)`)
	}
	m, err := rivermigrate.New(drv, &rivermigrate.Config{Logger: slog.New(zapHandler{log: log.Named("jobs")})})
	if err != nil {
		return fmt.Errorf("jobs: migrate: %w", err)
	}
	res, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return fmt.Errorf("jobs: migrate: %w", err)
	}
	if len(res.Versions) > 0 {
		log.Info("job queue migrations applied", zap.Int("count", len(res.Versions)),
			zap.Int("version", res.Versions[len(res.Versions)-1].Version))
	}
	return nil
}

// errorLogger logs a job's last failed attempt, after which River discards
// it: someone should look at it.
type errorLogger struct{ log *zap.Logger }

func (e errorLogger) HandleError(ctx context.Context, job *rivertype.JobRow, err error) *river.ErrorHandlerResult {
	if job.Attempt >= job.MaxAttempts {
		e.log.Warn("job failed for the last time; discarded", zap.String("kind", job.Kind), zap.Int64("id", job.ID),
			zap.Int("attempts", job.Attempt), zap.Error(err))
	}
	return nil
}

func (e errorLogger) HandlePanic(ctx context.Context, job *rivertype.JobRow, panicVal any, trace string) *river.ErrorHandlerResult {
	e.log.Error("job panicked", zap.String("kind", job.Kind), zap.Int64("id", job.ID), zap.Int("attempt", job.Attempt),
		zap.Any("panic", panicVal), zap.String("trace", trace))
	return nil
}
