package store_test

import (
	"context"
	"testing"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/counter"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

var (
	counterByKey = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Select(counter.Columns...).From(entsql.Table(counter.Table)).Where(entsql.EQ(counter.FieldKey, ""))
	})
	addCounters = store.BuildN(func(b *entsql.DialectBuilder, n int) entsql.Querier {
		ins := b.Insert(counter.Table).Columns(counter.FieldKey, counter.FieldValue)
		for range n {
			ins.Values("", 0)
		}
		return ins
	})
)

// A statement built once runs in either dialect inside an Ent transaction,
// returns Ent nodes, and refuses a call with the wrong number of arguments
// instead of sending it (SQLite would ignore the extra ones).
func TestStmtRunsTextBuiltOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db := testdb.Open(t, d.URL(t))
			err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
				n, err := addCounters.N(2).Exec(ctx, tx, "a", 1, "b", 2)
				if err != nil || n != 2 {
					t.Fatalf("insert: %d %v", n, err)
				}
				c, err := store.One(ctx, tx, counterByKey, tx.Counter.ScanRow, "b")
				if err != nil || c.Key != "b" || c.Value != 2 || c.ID == 0 {
					t.Fatalf("read back %+v %v", c, err)
				}
				if _, err := store.One(ctx, tx, counterByKey, tx.Counter.ScanRow, "missing"); !ent.IsNotFound(err) {
					t.Fatalf("missing row: %v", err)
				}
				if _, err := store.One(ctx, tx, counterByKey, tx.Counter.ScanRow, "b", "extra"); err == nil {
					t.Fatal("an extra argument was accepted")
				}
				if _, err := addCounters.N(1).Exec(ctx, tx, "c"); err == nil {
					t.Fatal("a missing argument was accepted")
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if got := db.Counter.Query().CountX(ctx); got != 2 {
				t.Fatalf("%d counters committed", got)
			}
		})
	}
}

// The builder inlines a boolean comparison: a statement whose argument
// count differs between the dialects is refused when it is built.
func TestStmtBuildRefusesDialectMismatch(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("a statement taking different arguments per dialect was built")
		}
	}()
	store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		s := b.Select(user.FieldID).From(entsql.Table(user.Table))
		if s.Dialect() == "postgres" {
			return s.Where(entsql.EQ(user.FieldID, 1))
		}
		return s
	})
}
