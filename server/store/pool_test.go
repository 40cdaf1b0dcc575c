package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

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
			if n := db.SQL.Stats().MaxOpenConnections; n != 6 {
				t.Fatalf("max open %d", n)
			}
			// Six queries holding a connection each at once.
			var wg sync.WaitGroup
			start := make(chan struct{})
			for range 6 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					conn, err := db.SQL.Conn(ctx)
					if err != nil {
						t.Error(err)
						return
					}
					time.Sleep(50 * time.Millisecond)
					conn.Close()
				}()
			}
			close(start)
			wg.Wait()
			st := db.SQL.Stats()
			if st.Idle != 6 || st.MaxIdleClosed != 0 {
				t.Fatalf("after the burst: %d idle, %d closed for the idle limit", st.Idle, st.MaxIdleClosed)
			}
		})
	}
}
