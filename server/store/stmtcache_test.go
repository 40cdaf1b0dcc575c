package store_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

// Cached statements give the same answers as fresh ones: reused with other
// arguments, used again while their rows are still open, and past the
// cache's bound.
func TestSQLiteStatementCache(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open(ctx, testenv.SQLiteURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	conn, err := db.SQL.Conn(ctx) // one connection, so one cache
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `CREATE TABLE t (n INTEGER)`); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 5; i++ {
		if _, err := conn.ExecContext(ctx, `INSERT INTO t (n) VALUES (?)`, i); err != nil {
			t.Fatal(err)
		}
	}
	const q = `SELECT n FROM t WHERE n > ? ORDER BY n`
	count := func(min int) (n int) {
		t.Helper()
		rows, err := conn.QueryContext(ctx, q, min)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			n++
		}
		return n
	}
	if a, b := count(0), count(3); a != 5 || b != 2 {
		t.Fatalf("reused with other arguments: %d, %d", a, b)
	}
	// The same statement while its rows are open: the outer rows go on.
	outer, err := conn.QueryContext(ctx, q, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for outer.Next() {
		var n int
		if err := outer.Scan(&n); err != nil {
			t.Fatal(err)
		}
		seen++
		if seen == 2 {
			// database/sql holds the connection for the open rows, so the
			// nested query runs on the statement cached by another path.
			if inner := count(n); inner != 5-n {
				t.Fatalf("nested: %d rows above %d", inner, n)
			}
		}
	}
	outer.Close()
	if seen != 5 || count(4) != 1 {
		t.Fatalf("outer saw %d rows", seen)
	}
	// Past the bound the cache starts over and answers stay right.
	for i := 0; i < 300; i++ {
		var n int
		if err := conn.QueryRowContext(ctx, fmt.Sprintf(`SELECT count(*) + %d FROM t`, i)).Scan(&n); err != nil || n != 5+i {
			t.Fatalf("query %d: %d %v", i, n, err)
		}
	}
	if count(2) != 3 {
		t.Fatal("after the cache started over")
	}
}
