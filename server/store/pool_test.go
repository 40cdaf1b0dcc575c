package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

// The pool keeps as many idle connections as it may open, so a burst of
// requests does not start new backends for the next one.
func TestPoolKeepsItsConnections(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, err := store.OpenPool(ctx, d.URL(t), store.Pool{MaxConns: 6, Lifetime: time.Hour})
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if n := db.Read.Stats().MaxOpenConnections; n != 6 {
				t.Fatalf("max open %d", n)
			}
			if d.Name == "sqlite" {
				if n := db.SQL.Stats().MaxOpenConnections; n != 1 {
					t.Fatalf("SQLite writers: %d connections, want 1", n)
				}
			}
			// Six queries holding a connection each at once.
			var wg, holding sync.WaitGroup
			start, all := make(chan struct{}), make(chan struct{})
			holding.Add(6)
			go func() { holding.Wait(); close(all) }()
			for range 6 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					conn, err := db.Read.Conn(ctx)
					if err != nil {
						holding.Done()
						t.Error(err)
						return
					}
					holding.Done()
					select { // each holds its connection until all six do
					case <-all:
					case <-time.After(10 * time.Second):
						t.Error("six connections were never held at once")
					}
					conn.Close()
				}()
			}
			close(start)
			wg.Wait()
			st := db.Read.Stats()
			if st.Idle != 6 || st.MaxIdleClosed != 0 {
				t.Fatalf("after the burst: %d idle, %d closed for the idle limit", st.Idle, st.MaxIdleClosed)
			}
		})
	}
}

// On SQLite, reads outside a transaction use the read-only pool: they run
// while a write transaction is open, and a write can never land there.
func TestSQLiteReadsBesideTheWriter(t *testing.T) {
	ctx := context.Background()
	url := testenv.SQLiteURL(t)
	testdb.Fill(t, url)
	db, err := store.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	tx, err := db.Tx(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Counter.Create().SetKey("k").SetValue(1).Save(ctx); err != nil {
		t.Fatal(err)
	}
	// The writer is held by tx: this read would wait forever on it.
	done := make(chan error, 1)
	go func() {
		_, err := db.Counter.Query().Count(ctx)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a read waited for the write transaction")
	}
	if _, err := db.Read.ExecContext(ctx, `INSERT INTO counters (key, value) VALUES ('x', 1)`); err == nil {
		t.Fatal("the read pool accepted a write")
	}
}
