package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"ariga.io/atlas/sql/migrate"
	atlaspg "ariga.io/atlas/sql/postgres"
	atlassqlite "ariga.io/atlas/sql/sqlite"
	"entgo.io/ent/dialect"

	"github.com/casefront/casefront/migrations"
)

// Migrate applies every pending versioned migration of this dialect.
// It is what `casefront migrate` runs and what the server runs at start.
func (db *DB) Migrate(ctx context.Context) error { return db.MigrateN(ctx, 0) }

// MigrateN applies at most n pending migrations (0 = all). Tests use it to
// put data into an older schema before upgrading it.
func (db *DB) MigrateN(ctx context.Context, n int) error {
	dir, err := db.migrationDir()
	if err != nil {
		return err
	}
	if err := migrate.Validate(dir); err != nil {
		return fmt.Errorf("store: migration directory: %w", err)
	}
	var drv migrate.Driver
	if db.Dialect == dialect.SQLite {
		drv, err = atlassqlite.Open(db.SQL)
	} else {
		drv, err = atlaspg.Open(db.SQL)
	}
	if err != nil {
		return fmt.Errorf("store: atlas driver: %w", err)
	}
	rrw, err := newRevisions(ctx, db.SQL, db.Dialect)
	if err != nil {
		return err
	}
	if db.Dialect == dialect.Postgres {
		// Several instances starting together must not apply the same file
		// twice. The lock belongs to a session: take and release it on one
		// connection, not on whichever the pool hands out.
		conn, err := db.SQL.Conn(ctx)
		if err != nil {
			return fmt.Errorf("store: migration lock: %w", err)
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(727217)`); err != nil {
			return fmt.Errorf("store: migration lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(727217)`)
	}
	opts := []migrate.ExecutorOption{migrate.WithOperatorVersion("casefront")}
	if db.Dialect == dialect.Postgres {
		// Atlas sees PostgreSQL's own "public" schema as dirt; the database is
		// clean for us when it has no table besides the revisions table.
		var n int
		err := db.SQL.QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables
			WHERE table_schema = current_schema() AND table_name <> $1`, revisionTable).Scan(&n)
		if err != nil {
			return fmt.Errorf("store: inspect: %w", err)
		}
		revs, err := rrw.ReadRevisions(ctx)
		if err != nil {
			return err
		}
		if n > 0 && len(revs) == 0 {
			return fmt.Errorf("store: database has %d tables but no migration history; refusing to migrate it", n)
		}
		opts = append(opts, migrate.WithAllowDirty(true))
	}
	ex, err := migrate.NewExecutor(drv, dir, rrw, opts...)
	if err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	if err := ex.ExecuteN(ctx, n); err != nil && !errors.Is(err, migrate.ErrNoPendingFiles) {
		return fmt.Errorf("store: migrate: %w", err)
	}
	return nil
}

func (db *DB) migrationDir() (migrate.Dir, error) {
	sub, err := fs.Sub(migrations.FS, db.Dialect2Dir())
	if err != nil {
		return nil, err
	}
	return newMemDir(sub)
}

// Dialect2Dir names the migration directory of the dialect.
func (db *DB) Dialect2Dir() string {
	if db.Dialect == dialect.Postgres {
		return "postgres"
	}
	return "sqlite"
}

// newMemDir copies an embedded directory into Atlas's in-memory Dir.
func newMemDir(src fs.FS) (migrate.Dir, error) {
	d := &migrate.MemDir{}
	err := fs.WalkDir(src, ".", func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !(strings.HasSuffix(path, ".sql") || path == migrate.HashFileName) {
			return err
		}
		b, err := fs.ReadFile(src, path)
		if err != nil {
			return err
		}
		return d.WriteFile(path, b)
	})
	return d, err
}
