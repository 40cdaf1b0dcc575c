// Package store opens the database (embedded SQLite or PostgreSQL), applies
// the versioned migrations and hands out the Ent client.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"

	"github.com/casefront/casefront/ent"
)

// DB is an open database with its Ent client.
type DB struct {
	*ent.Client
	SQL     *sql.DB // the writer (migrations, raw statements)
	Read    *sql.DB // plain reads: SQLite's read-only pool; PostgreSQL's one pool
	Dialect string  // dialect.SQLite or dialect.Postgres
	drv     dialect.Driver
	dsn     string // SQLite: the writer's data source name, for OpenSQLitePool
}

// Pool sizes the connection pool. Zero fields take the dialect's default.
type Pool struct {
	// MaxConns bounds open connections (DB_MAX_CONNS). Idle connections are
	// kept up to the same number: a pool that closes what it just used makes
	// the next request start a new PostgreSQL backend, which costs more than
	// the query.
	MaxConns int
	// Lifetime retires a connection after this long (DB_CONN_LIFETIME), so
	// that a failover or a PgBouncer restart is picked up.
	Lifetime time.Duration
}

// Defaults: SQLite has one writer at a time whatever the pool (IMMEDIATE
// transactions plus a busy timeout make writers queue), so a few connections
// serve its readers. PostgreSQL does most with a few active backends per
// core: more of them only wait on each other's locks and the scheduler (on
// 2 cores, two instances of 32 connections opened 15% fewer cases than one;
// of 8 each, 15% more), so the default follows the instance's cores, and
// DB_MAX_CONNS sets it where the database has more.
const (
	DefaultSQLiteConns = 8
	DefaultLifetime    = 30 * time.Minute
)

// DefaultPostgresConns is 4 per core of this instance, at least 8.
func DefaultPostgresConns() int { return max(8, 4*runtime.GOMAXPROCS(0)) }

func (p Pool) apply(db *sql.DB, dia string) {
	n := p.MaxConns
	if n <= 0 {
		n = DefaultPostgresConns()
		if dia == dialect.SQLite {
			n = DefaultSQLiteConns
		}
	}
	life := p.Lifetime
	if life <= 0 {
		life = DefaultLifetime
	}
	db.SetMaxOpenConns(n)
	db.SetMaxIdleConns(n)
	db.SetConnMaxLifetime(life)
}

// Open connects to DATABASE_URL: sqlite://PATH (":memory:" allowed) or
// postgres://..., with the default pool.
func Open(ctx context.Context, databaseURL string) (*DB, error) {
	return OpenPool(ctx, databaseURL, Pool{})
}

// OpenPool is Open with a sized pool.
//
// SQLite gets two pools on the same file: one writer connection, which
// every transaction and write goes through (SQLite runs one writer at a
// time anyway: a queue in the pool is cheaper than writers spinning on the
// busy timeout), and Pool.MaxConns read-only connections for plain SELECTs,
// which WAL lets run beside the writer. A write on a client (not a
// transaction) while the same goroutine holds a transaction would wait for
// itself: write through the transaction.
func OpenPool(ctx context.Context, databaseURL string, pool Pool) (*DB, error) {
	dia, driverName, dsn, err := parseURL(databaseURL)
	if err != nil {
		return nil, err
	}
	db, err := openSQL(ctx, driverName, dsn)
	if err != nil {
		return nil, err
	}
	if dia != dialect.SQLite {
		pool.apply(db, dia)
		drv := entsql.OpenDB(dia, db)
		return &DB{Client: newClient(drv), SQL: db, Read: db, Dialect: dia, drv: drv}, nil
	}
	Pool{MaxConns: 1, Lifetime: pool.Lifetime}.apply(db, dia)
	read, err := openSQL(ctx, driverName, dsn+"&_pragma=query_only(1)")
	if err != nil {
		db.Close()
		return nil, err
	}
	pool.apply(read, dia)
	drv := entsql.OpenDB(dia, db)
	split := &splitDriver{Driver: drv, read: entsql.OpenDB(dia, read), group: newCommitter(drv.Tx)}
	return &DB{Client: newClient(split), SQL: db, Read: read, Dialect: dia, drv: drv, dsn: dsn}, nil
}

// OpenSQLitePool opens one more pool of at most n connections on this
// SQLite database, with the writer's settings (busy timeout, IMMEDIATE
// transactions, WAL, UTC times; the same shared cache for an in-memory
// database). A component that writes on its own schedule beside the app,
// such as the job queue's fetching and bookkeeping, uses it instead of the
// app's one writer connection, so neither ever waits for the other's
// connection: SQLite's own lock and the busy timeout order their writes.
// The caller closes it. PostgreSQL has no need for it: an error.
func (db *DB) OpenSQLitePool(ctx context.Context, n int) (*sql.DB, error) {
	if db.Dialect != dialect.SQLite || db.dsn == "" {
		return nil, fmt.Errorf("store: OpenSQLitePool on %s", db.Dialect)
	}
	p, err := openSQL(ctx, sqliteCached, db.dsn)
	if err != nil {
		return nil, err
	}
	Pool{MaxConns: max(n, 1)}.apply(p, dialect.SQLite)
	return p, nil
}

func openSQL(ctx context.Context, driverName, dsn string) (*sql.DB, error) {
	db, err := sql.Open(driverName, dsn)
	if err != nil {
		return nil, fmt.Errorf("store: open: %w", err)
	}
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := db.PingContext(pctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: ping: %w", err)
	}
	return db, nil
}

// splitDriver sends plain SELECTs outside transactions to the read pool and
// everything else (writes, INSERT ... RETURNING, transactions) to the writer,
// where WithTx's transactions are committed in groups (group.go).
type splitDriver struct {
	*entsql.Driver // the writer
	read           *entsql.Driver
	group          *committer
}

// Tx begins a transaction on the writer; inside the committer, the one it
// gave the job (a savepoint of its group's transaction).
func (d *splitDriver) Tx(ctx context.Context) (dialect.Tx, error) {
	if jt, ok := ctx.Value(jobTxKey{}).(*jobTx); ok {
		return jt, jt.open()
	}
	return d.Driver.Tx(ctx)
}

func (d *splitDriver) Query(ctx context.Context, query string, args, v any) error {
	if isSelect(query) {
		return d.read.Query(ctx, query, args, v)
	}
	return d.Driver.Query(ctx, query, args, v)
}

func (d *splitDriver) Close() error {
	d.group.close()
	return errors.Join(d.Driver.Close(), d.read.Close())
}

func isSelect(query string) bool {
	q := strings.TrimLeft(query, " \t\r\n(")
	return len(q) >= 6 && strings.EqualFold(q[:6], "SELECT")
}

func parseURL(raw string) (dia, driverName, dsn string, err error) {
	switch {
	case strings.HasPrefix(raw, "sqlite://"):
		path := strings.TrimPrefix(raw, "sqlite://")
		q := ""
		if i := strings.IndexByte(path, '?'); i >= 0 {
			path, q = path[:i], path[i+1:]
		}
		if path == "" {
			return "", "", "", fmt.Errorf("store: sqlite URL needs a path")
		}
		mem := path == ":memory:" || strings.HasPrefix(path, "file::memory:")
		if !mem {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return "", "", "", fmt.Errorf("store: %w", err)
			}
		}
		v := url.Values{}
		v.Add("_pragma", "foreign_keys(1)")
		v.Add("_pragma", "busy_timeout(20000)")
		// Savepoint and statement journals in memory: a group commit's
		// savepoints (group.go) otherwise copy each page they first touch
		// to a temporary file.
		v.Add("_pragma", "temp_store(MEMORY)")
		if !mem {
			v.Add("_pragma", "journal_mode(WAL)")
			v.Add("_pragma", "synchronous(NORMAL)")
		}
		v.Set("_txlock", "immediate")
		// Store times in SQLite's own sortable text form, in UTC, so SQL
		// comparisons (cursor pagination, expiry) order them correctly.
		v.Set("_time_format", "sqlite")
		v.Set("_timezone", "UTC")
		// A "file:" name is a URI to SQLite: '#' would end the path there
		// (a fuzz seed's temporary directory, seed#0, made every seed open
		// one file in /tmp, shared by every run).
		dsn := "file:" + strings.NewReplacer("%", "%25", "#", "%23").Replace(path) + "?" + v.Encode()
		if mem {
			// A shared cache keeps one in-memory database across pool connections.
			dsn = "file:" + strings.TrimPrefix(path, "file:") + "?mode=memory&cache=shared&" + v.Encode()
		}
		if q != "" {
			dsn += "&" + q
		}
		return dialect.SQLite, sqliteCached, dsn, nil
	case strings.HasPrefix(raw, "postgres://"), strings.HasPrefix(raw, "postgresql://"):
		return dialect.Postgres, "pgx", raw, nil
	default:
		return "", "", "", fmt.Errorf("store: DATABASE_URL must start with sqlite:// or postgres://")
	}
}

// newClient is the Ent client on drv. Every user it reads or saves comes
// with its balances (its ledger accounts): ent/balances.go.
func newClient(drv dialect.Driver) *ent.Client {
	c := ent.NewClient(ent.Driver(drv))
	c.User.Intercept(ent.UserBalances)
	c.User.Use(ent.UserBalancesHook)
	return c
}
