package store_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/counter"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

// hold starts a transaction that waits inside its function until release
// is called, so that what is asked meanwhile queues up behind it.
func hold(t *testing.T, db *store.DB) (release func()) {
	t.Helper()
	started, gate, done := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	go func() {
		done <- store.WithTx(context.Background(), db.Client, func(tx *ent.Tx) error {
			close(started)
			<-gate
			return tx.Counter.Create().SetKey("held").Exec(context.Background())
		})
	}()
	<-started
	return func() {
		close(gate)
		if err := <-done; err != nil {
			t.Errorf("held transaction: %v", err)
		}
	}
}

// queued waits until want transactions wait in the queue behind a held one.
func queued(t *testing.T, db *store.DB, want int) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); db.GroupQueued() < want; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d transactions queued", db.GroupQueued(), want)
		}
	}
}

func keys(t *testing.T, db *store.DB, prefix string) map[string]bool {
	t.Helper()
	rows, err := db.Counter.Query().Where(counter.KeyHasPrefix(prefix)).All(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, r := range rows {
		out[r.Key] = true
	}
	return out
}

// Transactions that queue up while one runs are committed together on
// SQLite, and each stays whole: a failing or panicking one leaves nothing,
// the others of its group are all written, in queue order, and every caller
// gets its own outcome (a panic on its own goroutine).
func TestGroupCommitKeepsEachTransactionWhole(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	txs0, commits0 := db.GroupStats()
	release := hold(t, db)

	const n = 40
	errs := make([]error, n)
	panics := make([]any, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { panics[i] = recover() }()
			errs[i] = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				if err := tx.Counter.Create().SetKey(fmt.Sprintf("g-%02d", i)).Exec(ctx); err != nil {
					return err
				}
				// Each sees what the ones before it in the group wrote.
				if _, err := tx.Counter.Update().Where(counter.Key("held")).AddValue(1).Save(ctx); err != nil {
					return err
				}
				switch {
				case i%7 == 3:
					return errors.New("refused")
				case i == 20:
					panic("boom")
				}
				return nil
			})
		}()
	}
	queued(t, db, n)
	release()
	wg.Wait()

	written := keys(t, db, "g-")
	ok := 0
	for i := range n {
		name := fmt.Sprintf("g-%02d", i)
		switch {
		case i%7 == 3:
			if errs[i] == nil || errs[i].Error() != "refused" || written[name] {
				t.Errorf("%d: err %v, written %v", i, errs[i], written[name])
			}
		case i == 20:
			if panics[i] != "boom" || written[name] {
				t.Errorf("%d: panic %v, written %v", i, panics[i], written[name])
			}
		default:
			ok++
			if errs[i] != nil || panics[i] != nil || !written[name] {
				t.Errorf("%d: err %v, panic %v, written %v", i, errs[i], panics[i], written[name])
			}
		}
	}
	held, err := db.Counter.Query().Where(counter.Key("held")).Only(ctx)
	if err != nil || held.Value != int64(ok) {
		t.Fatalf("held counter %v (%v), want %d: a rolled-back transaction's update stayed or a kept one's was lost", held, err, ok)
	}
	txs, commits := db.GroupStats()
	if txs-txs0 != int64(ok+1) || commits-commits0 > 3 {
		t.Fatalf("%d transactions in %d commits, want %d in at most 3", txs-txs0, commits-commits0, ok+1)
	}
}

// A caller whose context ends while its transaction waits in the queue
// leaves: its function never runs. One that ends after its transaction
// began does not stop it half way: it finishes and commits.
func TestGroupCommitContextEnds(t *testing.T) {
	db := testdb.Open(t, testenv.SQLiteURL(t))
	release := hold(t, db)

	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan struct{}, 1)
	left := make(chan error, 1)
	go func() {
		left <- store.WithTx(ctx, db.Client, func(tx *ent.Tx) error { ran <- struct{}{}; return nil })
	}()
	queued(t, db, 1)
	cancel()
	if err := <-left; !errors.Is(err, context.Canceled) {
		t.Fatalf("left the queue with %v", err)
	}
	release()
	// A transaction queued after it has run: the committer went past it.
	if err := store.WithTx(context.Background(), db.Client, func(tx *ent.Tx) error { return nil }); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ran:
		t.Fatal("a transaction that left the queue ran")
	default:
	}

	ctx2, cancel2 := context.WithCancel(context.Background())
	err := store.WithTx(ctx2, db.Client, func(tx *ent.Tx) error {
		if err := tx.Counter.Create().SetKey("before").Exec(ctx2); err != nil {
			return err
		}
		cancel2()
		return tx.Counter.Create().SetKey("after").Exec(ctx2)
	})
	if err != nil {
		t.Fatalf("a begun transaction whose context ended: %v", err)
	}
	if got := keys(t, db, ""); !got["before"] || !got["after"] {
		t.Fatalf("rows %v", got)
	}
}

// When SQLite loses a group's transaction under one of its functions (here
// it ends the transaction itself), that one fails and leaves nothing, and
// the others of the group run again and are committed once.
func TestGroupCommitRunsTheRestAgainWhenTheGroupIsLost(t *testing.T) {
	ctx := context.Background()
	db := testdb.Open(t, testenv.SQLiteURL(t))
	release := hold(t, db)

	var mu sync.Mutex
	runs := map[string]int{}
	errs := map[string]error{}
	var wg sync.WaitGroup
	for i, name := range []string{"a", "lost", "c"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				mu.Lock()
				runs[name]++
				mu.Unlock()
				if err := tx.Counter.Create().SetKey("l-" + name).Exec(ctx); err != nil {
					return err
				}
				if name == "lost" {
					_, err := tx.ExecSQL(ctx, "ROLLBACK")
					return err
				}
				return nil
			})
			mu.Lock()
			errs[name] = err
			mu.Unlock()
		}()
		queued(t, db, i+1) // queue order: a, lost, c
	}
	release()
	wg.Wait()

	got := keys(t, db, "l-")
	if errs["lost"] == nil || got["l-lost"] {
		t.Fatalf("the transaction that lost the group: err %v, written %v", errs["lost"], got["l-lost"])
	}
	for _, name := range []string{"a", "c"} {
		if errs[name] != nil || !got["l-"+name] {
			t.Fatalf("%s: err %v, written %v", name, errs[name], got["l-"+name])
		}
	}
	if runs["a"] != 2 || runs["c"] != 1 {
		t.Fatalf("runs %v: a ran before the loss and again after it, c after it only", runs)
	}
}

// A function that ends its goroutine (a test's t.Fatal inside it) fails its
// group, and the committer goes on; a closed database refuses at once.
func TestGroupCommitSurvivesGoexitAndClose(t *testing.T) {
	ctx := context.Background()
	url := testenv.SQLiteURL(t)
	testdb.Fill(t, url)
	db, err := store.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		_ = tx.Counter.Create().SetKey("goexit").Exec(ctx)
		runtime.Goexit()
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "Goexit") {
		t.Fatalf("Goexit: %v", err)
	}
	if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		return tx.Counter.Create().SetKey("next").Exec(ctx)
	}); err != nil {
		t.Fatalf("after Goexit: %v", err)
	}
	if got := keys(t, db, ""); got["goexit"] || !got["next"] {
		t.Fatalf("rows %v", got)
	}
	db.Close()
	done := make(chan error, 1)
	go func() { done <- store.WithTx(ctx, db.Client, func(tx *ent.Tx) error { return nil }) }()
	select {
	case err := <-done:
		if !errors.Is(err, store.ErrClosed) {
			t.Fatalf("closed: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a transaction on a closed database hangs")
	}
}
