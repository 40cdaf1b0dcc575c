package store_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

// A transaction aborted as a deadlock victim or for a serialization failure
// runs again, a bounded number of times; other errors are returned at once,
// and only the successful attempt's writes remain.
func TestWithTxRetriesAbortedTransactions(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			aborted := func(code string) error {
				return fmt.Errorf("wrapped: %w", &pgconn.PgError{Code: code, Message: "aborted"})
			}

			calls := 0
			err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				calls++
				if _, err := tx.Counter.Create().SetKey(fmt.Sprintf("attempt-%d", calls)).Save(ctx); err != nil {
					return err
				}
				if calls < 3 {
					return aborted([]string{"40P01", "40001"}[calls-1])
				}
				return nil
			})
			if err != nil || calls != 3 {
				t.Fatalf("err %v after %d calls", err, calls)
			}
			if names := db.Counter.Query().AllX(ctx); len(names) != 1 || names[0].Key != "attempt-3" {
				t.Fatalf("rows left: %v", names)
			}

			calls = 0
			err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error { calls++; return aborted("40P01") })
			if !store.Retryable(err) || calls != store.TxAttempts {
				t.Fatalf("always aborted: %v after %d calls", err, calls)
			}

			calls = 0
			plain := errors.New("refused")
			err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error { calls++; return plain })
			if err != plain || calls != 1 {
				t.Fatalf("plain error: %v after %d calls", err, calls)
			}
			calls = 0
			err = store.WithTx(ctx, db.Client, func(tx *ent.Tx) error { calls++; return aborted("23505") })
			if store.Retryable(err) || calls != 1 {
				t.Fatalf("unique violation retried: %d calls", calls)
			}
		})
	}
}

// Every instance on one database reads one deployment id; another database
// has another.
func TestDeploymentID(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			open := func() *store.DB {
				url := d.URL(t)
				testdb.Fill(t, url)
				db, err := store.Open(ctx, url)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { db.Close() })
				if err := db.Migrate(ctx); err != nil {
					t.Fatal(err)
				}
				return db
			}
			one, other := open(), open()
			a, err := store.DeploymentID(ctx, one.Client)
			if err != nil || a == "" {
				t.Fatalf("%q %v", a, err)
			}
			if again, err := store.DeploymentID(ctx, one.Client); err != nil || again != a {
				t.Fatalf("second read %q, first %q (%v)", again, a, err)
			}
			if b, err := store.DeploymentID(ctx, other.Client); err != nil || b == a {
				t.Fatalf("another database has id %q, first %q (%v)", b, a, err)
			}
		})
	}
}
