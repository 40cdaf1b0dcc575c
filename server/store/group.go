package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime"
	"sync/atomic"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
)

// Group commit (SQLite).
//
// SQLite runs one write transaction at a time, and the app queues them on
// its one writer connection. Most of a short transaction's cost there is its
// commit: every page it changed goes to the WAL, two writes per page, and an
// opening changes eleven (its player, seed, ledger entry and drop with their
// indexes, the counters, the id sequence), most of them pages the next
// opening changes again. Handing the connection from one goroutine to the
// next also waits for the scheduler each time. So WithTx gives its work to
// one committer per database, which runs the transactions that queued up
// while it was busy one after the other in one SQLite transaction, each in
// its own SAVEPOINT, and commits them once:
//
//   - each stays all-or-nothing: a function that fails rolls back to its
//     savepoint, and the others of the group go on;
//   - they apply in queue order, each seeing the ones before it, as if each
//     had committed before the next began (they did run one at a time);
//   - none returns before the commit that makes it durable, so what a caller
//     does after WithTx (publish on the bus) still follows the commit;
//   - only a failing commit (a full disk) fails every transaction of the
//     group, and none of them is written.
//
// A transaction's statements do not stop when its caller's context ends (a
// client hanging up): an interrupted statement would make SQLite roll back
// the whole group. Once it has begun, a transaction finishes, as a request
// that had already reached the database does. One still waiting in the
// queue leaves it.
//
// PostgreSQL commits concurrent transactions together by itself (its WAL
// writer flushes many commits at once), so there each WithTx is a
// transaction of its own.

// maxGroup bounds the transactions committed together, so that the first of
// a group waits for at most that many others.
const maxGroup = 32

// ErrClosed is returned for a transaction asked of a closed database.
var ErrClosed = errors.New("store: database closed")

// errGoexit fails the transactions of a group whose function ended the
// committer's goroutine (runtime.Goexit: a test's t.Fatal inside it).
var errGoexit = errors.New("store: a transaction function called runtime.Goexit; its group was rolled back")

type committer struct {
	begin func(context.Context) (dialect.Tx, error) // BEGIN IMMEDIATE on the writer
	jobs  chan *txJob
	quit  chan struct{}
	done  chan struct{}

	// The group being run, for cleaning up after a Goexit. Only the
	// committer's goroutine touches them.
	tx    dialect.Tx
	batch []*txJob

	txs, commits atomic.Int64
}

// Job states: a queued job is taken by the committer or withdrawn by its
// caller, whichever comes first.
const (
	jobQueued int32 = iota
	jobTaken
	jobWithdrawn
)

type txJob struct {
	ctx      context.Context
	c        *ent.Client
	fn       func(tx *ent.Tx) error
	state    atomic.Int32
	done     chan struct{}
	finished bool
	err      error
	panic    any
	tries    int
}

func newCommitter(begin func(context.Context) (dialect.Tx, error)) *committer {
	g := &committer{begin: begin, jobs: make(chan *txJob, 1024), quit: make(chan struct{}), done: make(chan struct{})}
	go g.loop(nil)
	return g
}

// close stops the committer once the group it runs is committed; queued
// transactions fail with ErrClosed.
func (g *committer) close() {
	select {
	case <-g.quit:
	default:
		close(g.quit)
	}
	<-g.done
}

// run is WithTx through the committer.
func (g *committer) run(ctx context.Context, c *ent.Client, fn func(tx *ent.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	j := &txJob{ctx: ctx, c: c, fn: fn, done: make(chan struct{})}
	select {
	case g.jobs <- j:
	case <-ctx.Done():
		return ctx.Err()
	case <-g.quit:
		return ErrClosed
	}
	select {
	case <-j.done:
	case <-ctx.Done():
		if j.state.CompareAndSwap(jobQueued, jobWithdrawn) {
			return ctx.Err()
		}
		<-j.done // begun: it finishes
	case <-g.done:
		if j.state.CompareAndSwap(jobQueued, jobWithdrawn) {
			return ErrClosed
		}
		<-j.done
	}
	if j.panic != nil {
		panic(j.panic)
	}
	return j.err
}

// Stats says how many transactions the committer ran and in how many
// commits.
func (g *committer) stats() (txs, commits int64) { return g.txs.Load(), g.commits.Load() }

func (g *committer) loop(pending []*txJob) {
	normal := false
	defer func() {
		if normal {
			close(g.done)
			return
		}
		// A function called runtime.Goexit, which cannot be stopped: roll
		// the group back, fail it, and go on in a new goroutine.
		if g.tx != nil {
			_ = g.tx.Rollback()
			g.tx = nil
		}
		for _, j := range g.batch {
			finish(j, errGoexit)
		}
		g.batch = nil
		go g.loop(pending)
	}()
	for {
		if len(pending) == 0 {
			select {
			case j := <-g.jobs:
				pending = append(pending, j)
			case <-g.quit:
				g.drain()
				normal = true
				return
			}
		}
	fill:
		for len(pending) < maxGroup {
			select {
			case j := <-g.jobs:
				pending = append(pending, j)
			default:
				break fill
			}
		}
		n := min(len(pending), maxGroup)
		batch := pending[:n:n]
		pending = pending[n:]
		again := g.group(batch)
		g.tx, g.batch = nil, nil
		if len(again) > 0 {
			pending = append(again, pending...)
		}
		// The callers just finished were made runnable on this goroutine's
		// processor, behind it: let them go before the next group, or they
		// wait for it to end (with queued work the committer never blocks).
		runtime.Gosched()
	}
}

// drain fails what is still queued when the committer stops.
func (g *committer) drain() {
	for {
		select {
		case j := <-g.jobs:
			if j.state.CompareAndSwap(jobQueued, jobTaken) {
				finish(j, ErrClosed)
			}
		default:
			return
		}
	}
}

// group runs and commits one group; it returns the transactions to run
// again because the group's transaction was lost under them.
func (g *committer) group(batch []*txJob) []*txJob {
	live := batch[:0]
	for _, j := range batch {
		// A job run again is already taken; a withdrawn one is skipped.
		if j.state.CompareAndSwap(jobQueued, jobTaken) || j.state.Load() == jobTaken {
			live = append(live, j)
		}
	}
	if len(live) == 0 {
		return nil
	}
	tx, err := g.begin(context.Background())
	if err != nil {
		for _, j := range live {
			finish(j, fmt.Errorf("store: begin: %w", err))
		}
		return nil
	}
	// Kept for loop's clean-up after a Goexit (a deferred reset here would
	// run first and hide them); loop resets them after each group.
	g.tx, g.batch = tx, live

	if len(live) == 1 { // alone: no savepoint needed
		j := live[0]
		jt := &jobTx{ctx: uncancelled(j.ctx), group: tx}
		err := g.call(j, jt)
		if err == nil && !jt.rolledBack {
			if err = tx.Commit(); err != nil {
				err = fmt.Errorf("store: commit: %w", err)
			} else {
				g.txs.Add(1)
				g.commits.Add(1)
			}
		} else {
			_ = tx.Rollback()
		}
		finish(j, err)
		return nil
	}

	var held []*txJob
	for i, j := range live {
		jt := &jobTx{ctx: uncancelled(j.ctx), group: tx, savepoint: true}
		err := g.call(j, jt)
		if jt.lost {
			// SQLite rolled the whole transaction back (an I/O error, a full
			// disk): this transaction fails, the others wrote nothing that
			// lasts and run again.
			_ = tx.Rollback()
			finish(j, err)
			return retry(append(held, live[i+1:]...), err)
		}
		if err != nil {
			finish(j, err)
			continue
		}
		held = append(held, j)
	}
	if err = tx.Commit(); err != nil {
		err = fmt.Errorf("store: commit: %w", err)
	} else {
		g.txs.Add(int64(len(held)))
		g.commits.Add(1)
	}
	for _, j := range held {
		finish(j, err)
	}
	return nil
}

// retry returns the transactions to run again after their group was lost,
// failing those that were lost TxAttempts times.
func retry(jobs []*txJob, cause error) []*txJob {
	var again []*txJob
	for _, j := range jobs {
		if j.tries++; j.tries >= TxAttempts {
			finish(j, fmt.Errorf("store: transaction lost: %w", cause))
			continue
		}
		again = append(again, j)
	}
	return again
}

// call runs j's function on jt through Ent (runTx: Ent's Tx over jt), and
// keeps a panic for j's caller to raise on its own goroutine.
func (g *committer) call(j *txJob, jt *jobTx) (err error) {
	defer func() {
		if p := recover(); p != nil {
			j.panic = p
			err = fmt.Errorf("store: transaction function panicked: %v", p)
		}
	}()
	return runTx(context.WithValue(j.ctx, jobTxKey{}, jt), j.c, j.fn)
}

// uncancelled is ctx without its cancellation (ctx itself when it has none).
func uncancelled(ctx context.Context) context.Context {
	if ctx.Done() == nil {
		return ctx
	}
	return context.WithoutCancel(ctx)
}

func finish(j *txJob, err error) {
	if j.finished {
		return
	}
	j.finished, j.err = true, err
	close(j.done)
}

// jobTxKey carries a job's jobTx to splitDriver.Tx, which Ent's Client.Tx
// calls: the job's Ent transaction then runs on the group's.
type jobTxKey struct{}

// jobTx is one transaction of a group as Ent sees it: its statements run on
// the group's transaction, in a savepoint when others share it; its Commit
// and Rollback end the savepoint (or, alone, leave the group's end to the
// committer).
type jobTx struct {
	ctx        context.Context // the job's, never cancelled
	group      dialect.Tx
	savepoint  bool
	lost       bool // a savepoint statement failed: the group's transaction is gone
	rolledBack bool
}

var _ dialect.Tx = (*jobTx)(nil)

const savepointName = "casefront_tx"

func (t *jobTx) open() error {
	if !t.savepoint {
		return nil
	}
	return t.control("SAVEPOINT " + savepointName)
}

func (t *jobTx) control(stmt string) error {
	if err := t.group.Exec(context.Background(), stmt, []any{}, nil); err != nil {
		t.lost = true
		return fmt.Errorf("store: %s: %w", stmt, err)
	}
	return nil
}

// Statements run under the job's context without its cancellation, made
// once per transaction.
func (t *jobTx) Exec(_ context.Context, query string, args, v any) error {
	return t.group.Exec(t.ctx, query, args, v)
}

func (t *jobTx) Query(_ context.Context, query string, args, v any) error {
	return t.group.Query(t.ctx, query, args, v)
}

func (t *jobTx) Commit() error {
	if !t.savepoint {
		return nil
	}
	return t.control("RELEASE " + savepointName)
}

func (t *jobTx) Rollback() error {
	if !t.savepoint {
		t.rolledBack = true
		return nil
	}
	if err := t.control("ROLLBACK TO " + savepointName); err != nil {
		return err
	}
	return t.control("RELEASE " + savepointName)
}

// SQLTx is the database/sql transaction the group runs in (Ent's SQLTx
// finds it here), for a job queue's insert in the same transaction.
func (t *jobTx) SQLTx() *sql.Tx {
	if et, ok := t.group.(*entsql.Tx); ok {
		s, _ := et.Tx.(*sql.Tx)
		return s
	}
	return nil
}

// groupOf is the committer behind c, nil when c's transactions are its own
// (PostgreSQL, or a client whose driver wraps the store's).
func groupOf(c *ent.Client) *committer {
	if d, ok := c.Driver().(*splitDriver); ok {
		return d.group
	}
	return nil
}

// GroupStats says how many transactions WithTx committed on SQLite and in
// how many commits (both 0 on PostgreSQL).
func (db *DB) GroupStats() (txs, commits int64) {
	if g := groupOf(db.Client); g != nil {
		return g.stats()
	}
	return 0, 0
}
