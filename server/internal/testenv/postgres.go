// Package testenv finds the optional services tests can use: PostgreSQL and
// Redis from DATABASE_URL/REDIS_URL, or the local servers when they answer.
package testenv

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

var dbSeq atomic.Int64

// PostgresAdminURL is the server tests create scratch databases on.
func PostgresAdminURL() string {
	if u := os.Getenv("DATABASE_URL"); strings.HasPrefix(u, "postgres") {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
}

// adminPool is one pool on the admin database for the whole test binary.
var adminPool = sync.OnceValues(func() (*sql.DB, error) {
	db, err := sql.Open("pgx", PostgresAdminURL())
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
})

// adminDB is the admin pool, or skips when no PostgreSQL answers (fails
// instead with REQUIRE_POSTGRES=1).
func adminDB(t testing.TB) *sql.DB {
	t.Helper()
	db, err := adminPool()
	if err != nil {
		if os.Getenv("REQUIRE_POSTGRES") == "1" {
			t.Fatalf("postgres required but not available: %v", err)
		}
		t.Skipf("postgres not available: %v", err)
	}
	return db
}

// PostgresURL returns the URL of a fresh, empty database dropped after the
// test, or skips when no PostgreSQL answers (fails instead with REQUIRE_POSTGRES=1).
func PostgresURL(t testing.TB) string {
	t.Helper()
	u := createPostgres(t, adminDB(t), "")
	fresh.Store(u, struct{}{})
	return u
}

// createPostgres creates a database (CREATE DATABASE name opts) dropped
// after the test and returns its URL.
func createPostgres(t testing.TB, db *sql.DB, opts string) string {
	t.Helper()
	name := fmt.Sprintf("casefront_test_%d_%d", os.Getpid(), dbSeq.Add(1))
	if _, err := db.ExecContext(context.Background(), "CREATE DATABASE "+name+" "+opts); err != nil {
		t.Fatalf("create test database: %v", err)
	}
	relax(t, db, name)
	t.Cleanup(func() {
		_, _ = db.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	})
	return withDatabase(t, PostgresAdminURL(), name)
}

// SQLiteURL returns a file-backed SQLite database in the test's temp dir.
func SQLiteURL(t testing.TB) string {
	u := "sqlite://" + t.TempDir() + "/test.db"
	fresh.Store(u, struct{}{})
	return u
}

// Databases lists the dialects a test should run on: SQLite always, and
// PostgreSQL when available. Each entry is a name and a func making a fresh URL.
func Databases() []struct {
	Name string
	URL  func(testing.TB) string
} {
	return []struct {
		Name string
		URL  func(testing.TB) string
	}{{"sqlite", SQLiteURL}, {"postgres", PostgresURL}}
}

// relax lets a test database's commits return before their WAL is flushed
// to disk: a test never survives a crash of the server, so it only waits
// for nothing (each commit's fsync is most of a small transaction's time).
// What a transaction sees and locks is unchanged.
func relax(t testing.TB, db *sql.DB, name string) {
	t.Helper()
	if _, err := db.ExecContext(context.Background(), "ALTER DATABASE "+name+" SET synchronous_commit = off"); err != nil {
		t.Fatalf("test database settings: %v", err)
	}
}
