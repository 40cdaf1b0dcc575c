package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"

	"modernc.org/sqlite"
)

// sqliteCached is the SQLite driver with a prepared-statement cache per
// connection. Ent sends the same few dozen statements over and over, and
// the SQLite driver parses each one afresh: a third of an opening's CPU was
// SQLite's parser. A connection keeps what it prepared and reuses it.
const sqliteCached = "sqlite-cached"

// maxCachedStmts bounds one connection's cache; past it the cache starts
// over (statements in use stay with their rows).
const maxCachedStmts = 256

func init() { sql.Register(sqliteCached, cachingDriver{&sqlite.Driver{}}) }

type cachingDriver struct{ base driver.Driver }

func (d cachingDriver) Open(name string) (driver.Conn, error) {
	c, err := d.base.Open(name)
	if err != nil {
		return nil, err
	}
	return &cachedConn{base: c, stmts: make(map[string]*cachedStmt)}, nil
}

// cachedConn is used by one goroutine at a time (database/sql's contract),
// so its map needs no lock.
type cachedConn struct {
	base  driver.Conn
	stmts map[string]*cachedStmt
}

type cachedStmt struct {
	s    driver.Stmt
	busy bool // its rows are open: a second use must not reset it under them
}

var (
	_ driver.ConnBeginTx        = (*cachedConn)(nil)
	_ driver.ConnPrepareContext = (*cachedConn)(nil)
	_ driver.ExecerContext      = (*cachedConn)(nil)
	_ driver.QueryerContext     = (*cachedConn)(nil)
	_ driver.Pinger             = (*cachedConn)(nil)
	_ driver.SessionResetter    = (*cachedConn)(nil)
	_ driver.Validator          = (*cachedConn)(nil)
)

// stmt is the cached statement for query, preparing it on first use; nil
// when the cached one is in use (the caller then runs it uncached).
func (c *cachedConn) stmt(ctx context.Context, query string) (*cachedStmt, error) {
	if cs, ok := c.stmts[query]; ok {
		if cs.busy {
			return nil, nil
		}
		return cs, nil
	}
	if len(c.stmts) >= maxCachedStmts {
		for q, cs := range c.stmts {
			if !cs.busy {
				cs.s.Close()
				delete(c.stmts, q)
			}
		}
	}
	s, err := c.base.(driver.ConnPrepareContext).PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	cs := &cachedStmt{s: s}
	c.stmts[query] = cs
	return cs, nil
}

func (c *cachedConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	cs, err := c.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	if cs == nil {
		return c.base.(driver.ExecerContext).ExecContext(ctx, query, args)
	}
	return cs.s.(driver.StmtExecContext).ExecContext(ctx, args)
}

func (c *cachedConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	cs, err := c.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	if cs == nil {
		return c.base.(driver.QueryerContext).QueryContext(ctx, query, args)
	}
	r, err := cs.s.(driver.StmtQueryContext).QueryContext(ctx, args)
	if err != nil {
		return nil, err
	}
	cs.busy = true
	return &cachedRows{Rows: r, stmt: cs}, nil
}

func (c *cachedConn) Close() error {
	var errs []error
	for _, cs := range c.stmts {
		errs = append(errs, cs.s.Close())
	}
	c.stmts = nil
	return errors.Join(append(errs, c.base.Close())...)
}

func (c *cachedConn) Prepare(query string) (driver.Stmt, error) { return c.base.Prepare(query) }
func (c *cachedConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.base.(driver.ConnPrepareContext).PrepareContext(ctx, query)
}
func (c *cachedConn) Begin() (driver.Tx, error) { return c.base.Begin() } //nolint:staticcheck // the interface's own method
func (c *cachedConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	return c.base.(driver.ConnBeginTx).BeginTx(ctx, opts)
}
func (c *cachedConn) Ping(ctx context.Context) error { return c.base.(driver.Pinger).Ping(ctx) }
func (c *cachedConn) ResetSession(ctx context.Context) error {
	return c.base.(driver.SessionResetter).ResetSession(ctx)
}
func (c *cachedConn) IsValid() bool { return c.base.(driver.Validator).IsValid() }

// cachedRows frees its statement for the next use when closed.
type cachedRows struct {
	driver.Rows
	stmt *cachedStmt
}

func (r *cachedRows) Close() error {
	err := r.Rows.Close()
	r.stmt.busy = false
	return err
}
