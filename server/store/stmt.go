package store

import (
	"context"
	"database/sql"
	"fmt"
	"sync"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
)

// Stmt is one SQL statement built once per dialect with Ent's own builder
// (so its table and column names come from the generated schema) and run as
// text inside an Ent transaction. The hot paths use it: an opening runs
// about nine statements while it holds the player's row, and building each
// through Ent's query builders again every time was most of the Go work (and
// of the allocations) done under that lock. Arguments are passed in the
// order the builder placed them; the builder's sample values only shape the
// text.
type Stmt struct {
	sqlite, postgres string
	args             int // how many arguments the text takes
}

// Build builds a statement for both dialects. build receives the dialect's
// builder and returns it; only the text is kept.
// The builder inlines some values (a boolean comparison becomes the bare
// column): the sample arguments it kept say how many a call must pass, and
// both dialects must agree.
func Build(build func(b *entsql.DialectBuilder) entsql.Querier) Stmt {
	sqlite, sargs := build(entsql.Dialect(dialect.SQLite)).Query()
	postgres, pargs := build(entsql.Dialect(dialect.Postgres)).Query()
	if len(sargs) != len(pargs) {
		panic(fmt.Sprintf("store: statement takes %d arguments on SQLite and %d on PostgreSQL: %s", len(sargs), len(pargs), sqlite))
	}
	return Stmt{sqlite: sqlite, postgres: postgres, args: len(sargs)}
}

func (s Stmt) check(args []any) error {
	if len(args) != s.args {
		return fmt.Errorf("store: statement takes %d arguments, got %d: %s", s.args, len(args), s.sqlite)
	}
	return nil
}

// Text is the statement's SQL in the transaction's dialect.
func (s Stmt) Text(tx *ent.Tx) string { return s.text(tx.Dialect()) }

func (s Stmt) text(d string) string {
	if d == dialect.Postgres {
		return s.postgres
	}
	return s.sqlite
}

// Exec runs the statement in tx and returns how many rows it changed.
func (s Stmt) Exec(ctx context.Context, tx *ent.Tx, args ...any) (int64, error) {
	if err := s.check(args); err != nil {
		return 0, err
	}
	// Straight to database/sql when it is there: Ent's driver would only
	// wrap the call (and allocate for it). Reads keep going through the
	// driver, so that a wrapping driver (a test's recorder) sees them.
	var res sql.Result
	var err error
	if t := tx.SQLTx(); t != nil {
		if tx.Dialect() == dialect.SQLite {
			// An interrupted statement would roll back the whole group
			// (group.go): a begun transaction finishes.
			ctx = uncancelled(ctx)
		}
		res, err = t.ExecContext(ctx, s.Text(tx), args...)
	} else {
		res, err = tx.ExecSQL(ctx, s.Text(tx), args...)
	}
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// Query runs the statement in tx; the caller closes the rows.
func (s Stmt) Query(ctx context.Context, tx *ent.Tx, args ...any) (*entsql.Rows, error) {
	if err := s.check(args); err != nil {
		return nil, err
	}
	return tx.QuerySQL(ctx, s.Text(tx), args...)
}

// QueryDB runs a read outside any transaction (on SQLite, on the read
// pool); the caller closes the rows.
func (s Stmt) QueryDB(ctx context.Context, c *ent.Client, args ...any) (*entsql.Rows, error) {
	if err := s.check(args); err != nil {
		return nil, err
	}
	return c.QuerySQL(ctx, s.text(c.Dialect()), args...)
}

// One runs a statement that selects at most one row and scans it with scan
// (an Ent client's ScanRow). No row is ent's not-found error.
func One[T any](ctx context.Context, tx *ent.Tx, s Stmt, scan func(ent.RowScanner) (T, error), args ...any) (T, error) {
	rows, err := s.Query(ctx, tx, args...)
	return first(rows, err, scan)
}

// OneDB is One outside a transaction.
func OneDB[T any](ctx context.Context, c *ent.Client, s Stmt, scan func(ent.RowScanner) (T, error), args ...any) (T, error) {
	rows, err := s.QueryDB(ctx, c, args...)
	return first(rows, err, scan)
}

func first[T any](rows *entsql.Rows, err error, scan func(ent.RowScanner) (T, error)) (T, error) {
	var zero T
	if err != nil {
		return zero, err
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return zero, err
		}
		return zero, &ent.NotFoundError{}
	}
	v, err := scan(rows)
	if err != nil {
		return zero, fmt.Errorf("store: scan: %w", err)
	}
	return v, rows.Close()
}

// StmtN is a statement whose text depends on a count (a multi-row INSERT
// of n rows), built once per count on first use.
type StmtN struct {
	build func(b *entsql.DialectBuilder, n int) entsql.Querier
	byN   sync.Map // int -> Stmt
}

// BuildN is Build for a statement of n rows.
func BuildN(build func(b *entsql.DialectBuilder, n int) entsql.Querier) *StmtN {
	return &StmtN{build: build}
}

// N is the statement for n rows.
func (s *StmtN) N(n int) Stmt {
	if st, ok := s.byN.Load(n); ok {
		return st.(Stmt)
	}
	st := Build(func(b *entsql.DialectBuilder) entsql.Querier { return s.build(b, n) })
	s.byN.Store(n, st)
	return st
}
