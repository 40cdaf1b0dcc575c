package testenv

// Template databases: the schema is built once per migration set and each
// test gets a copy (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on
// PostgreSQL) instead of running every migration again. Templates are
// shared by every test binary on the machine: one builds it under a lock
// and renames it into place only when whole, the others wait and copy.

import (
	"context"
	"database/sql"
	"fmt"
	"hash/fnv"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Builder migrates the empty database at url into a template's content.
// It must close every connection it opened before returning.
type Builder func(ctx context.Context, url string) error

// fresh holds the URLs SQLiteURL and PostgresURL handed out that nothing has
// filled yet, so that FillFromTemplate can tell an empty database from one a
// test already uses.
var fresh sync.Map // url -> struct{}

// FillFromTemplate gives the fresh, empty database at url (from SQLiteURL or
// PostgresURL, not yet opened) the content of template key, built by build
// when missing. It reports false, doing nothing, for any other URL: a
// database the test already filled or made itself.
func FillFromTemplate(t testing.TB, rawURL, key string, build Builder) bool {
	t.Helper()
	if _, ok := fresh.LoadAndDelete(rawURL); !ok {
		return false
	}
	if path, ok := strings.CutPrefix(rawURL, "sqlite://"); ok {
		if _, err := os.Stat(path); err == nil {
			return false // opened since: not ours to overwrite
		}
		copySQLiteTemplate(t, path, key, build)
		return true
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	name := strings.TrimPrefix(u.Path, "/")
	db := adminDB(t)
	ctx := context.Background()
	var conns int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity WHERE datname = $1`, name).Scan(&conns); err != nil {
		t.Fatal(err)
	}
	if conns > 0 {
		return false // opened since: not ours to replace
	}
	tmpl := postgresTemplate(t, db, key, build)
	if _, err := db.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
		t.Fatalf("replace test database: %v", err)
	}
	if _, err := db.ExecContext(ctx, "CREATE DATABASE "+name+" TEMPLATE "+tmpl); err != nil {
		t.Fatalf("create test database from template: %v", err)
	}
	relax(t, db, name)
	return true
}

// SQLiteTemplateURL is SQLiteURL holding a copy of template key.
func SQLiteTemplateURL(t testing.TB, key string, build Builder) string {
	t.Helper()
	u := SQLiteURL(t)
	FillFromTemplate(t, u, key, build)
	return u
}

// PostgresTemplateURL is PostgresURL holding a copy of template key.
func PostgresTemplateURL(t testing.TB, key string, build Builder) string {
	t.Helper()
	admin := adminDB(t)
	tmpl := postgresTemplate(t, admin, key, build)
	return createPostgres(t, admin, "TEMPLATE "+tmpl)
}

// templateDir holds the SQLite templates and their lock files.
func templateDir(t testing.TB) string {
	dir := filepath.Join(os.TempDir(), "casefront-test-templates")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func copySQLiteTemplate(t testing.TB, dst, key string, build Builder) {
	t.Helper()
	src := sqliteTemplate(t, key, build)
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

// sqliteTemplate returns the path of template key's file, building it
// under an exclusive lock on a lock file when missing.
func sqliteTemplate(t testing.TB, key string, build Builder) string {
	t.Helper()
	dir := templateDir(t)
	final := filepath.Join(dir, key+".db")
	if _, err := os.Stat(final); err == nil {
		return final
	}
	lock, err := os.OpenFile(filepath.Join(dir, key+".lock"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close() // closing releases the lock
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatalf("template lock: %v", err)
	}
	if _, err := os.Stat(final); err == nil {
		return final // built by another binary while we waited
	}
	work := filepath.Join(dir, fmt.Sprintf("%s.%d.building", key, os.Getpid()))
	defer os.Remove(work)
	for _, suffix := range []string{"", "-wal", "-shm"} {
		_ = os.Remove(work + suffix)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := build(ctx, "sqlite://"+work); err != nil {
		t.Fatalf("build sqlite template: %v", err)
	}
	// A clean close checkpoints the WAL into the file and removes it; a
	// leftover WAL would hold part of the schema and must not be lost.
	if st, err := os.Stat(work + "-wal"); err == nil && st.Size() > 0 {
		t.Fatalf("sqlite template %s left a write-ahead log: the builder did not close the database", work)
	}
	_ = os.Remove(work + "-wal")
	_ = os.Remove(work + "-shm")
	if err := os.Rename(work, final); err != nil {
		t.Fatal(err)
	}
	return final
}

// postgresTemplate returns the name of template key's database, building it
// under an advisory lock when missing. Nobody may connect to a template
// (CREATE DATABASE ... TEMPLATE refuses a source in use), so it is closed to
// connections once built.
func postgresTemplate(t testing.TB, db *sql.DB, key string, build Builder) string {
	t.Helper()
	name := "casefront_tmpl_" + key
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	exists := func() bool {
		var n int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM pg_database WHERE datname = $1`, name).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n > 0
	}
	if exists() {
		return name
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	h := fnv.New64a()
	h.Write([]byte(name))
	lockID := int64(h.Sum64())
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, lockID); err != nil {
		t.Fatalf("template lock: %v", err)
	}
	defer conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, lockID)
	if exists() {
		return name // built by another binary while we waited
	}
	work := fmt.Sprintf("%s_b%d", name, os.Getpid())
	if _, err := conn.ExecContext(ctx, "DROP DATABASE IF EXISTS "+work+" WITH (FORCE)"); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "CREATE DATABASE "+work); err != nil {
		t.Fatalf("create template database: %v", err)
	}
	if err := build(ctx, withDatabase(t, PostgresAdminURL(), work)); err != nil {
		_, _ = conn.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+work+" WITH (FORCE)")
		t.Fatalf("build postgres template: %v", err)
	}
	// A closed pool's backends may still be leaving: the rename waits for none.
	if _, err := conn.ExecContext(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, work); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "ALTER DATABASE "+work+" WITH ALLOW_CONNECTIONS false"); err != nil {
		t.Fatal(err)
	}
	for {
		_, err := conn.ExecContext(ctx, "ALTER DATABASE "+work+" RENAME TO "+name)
		if err == nil {
			break
		}
		if !strings.Contains(err.Error(), "being accessed by other users") || ctx.Err() != nil {
			t.Fatalf("rename template database: %v", err)
		}
		time.Sleep(20 * time.Millisecond) // a terminated backend exiting
	}
	return name
}

func withDatabase(t testing.TB, raw, name string) string {
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}
