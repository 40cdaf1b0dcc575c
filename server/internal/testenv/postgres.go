// Package testenv finds the optional services tests can use: PostgreSQL and
// Redis from DATABASE_URL/REDIS_URL, or the local servers when they answer.
package testenv

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"strings"
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

// PostgresURL returns the URL of a fresh, empty database dropped after the
// test, or skips when no PostgreSQL answers (fails instead with REQUIRE_POSTGRES=1).
func PostgresURL(t testing.TB) string {
	t.Helper()
	admin := PostgresAdminURL()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	db, err := sql.Open("pgx", admin)
	if err == nil {
		err = db.PingContext(ctx)
	}
	if err != nil {
		if db != nil {
			db.Close()
		}
		if os.Getenv("REQUIRE_POSTGRES") == "1" {
			t.Fatalf("postgres required but not available: %v", err)
		}
		t.Skipf("postgres not available: %v", err)
	}
	name := fmt.Sprintf("casefront_test_%d_%d", os.Getpid(), dbSeq.Add(1))
	if _, err := db.ExecContext(context.Background(), "CREATE DATABASE "+name); err != nil {
		db.Close()
		t.Fatalf("create test database: %v", err)
	}
	t.Cleanup(func() {
		_, _ = db.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		db.Close()
	})
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

// SQLiteURL returns a file-backed SQLite database in the test's temp dir.
func SQLiteURL(t testing.TB) string {
	return "sqlite://" + t.TempDir() + "/test.db"
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
