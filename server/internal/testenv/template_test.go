package testenv_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	"github.com/casefront/casefront/server/internal/testenv"
)

func openURL(t testing.TB, url string) *sql.DB {
	t.Helper()
	var db *sql.DB
	var err error
	if path, ok := strings.CutPrefix(url, "sqlite://"); ok {
		db, err = sql.Open("sqlite", path)
	} else {
		db, err = sql.Open("pgx", url)
	}
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// Copies asked for at once build the template once; each copy has its
// content and is apart from the others.
func TestTemplateBuiltOnceAndCopiesApart(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir()) // the SQLite templates' directory, for this test alone
	for _, d := range []struct {
		name string
		url  func(testing.TB, string, testenv.Builder) string
	}{{"sqlite", testenv.SQLiteTemplateURL}, {"postgres", testenv.PostgresTemplateURL}} {
		t.Run(d.name, func(t *testing.T) {
			b := make([]byte, 6)
			_, _ = rand.Read(b)
			key := "t" + hex.EncodeToString(b)
			if d.name == "postgres" {
				t.Cleanup(func() { dropTemplate(t, key) })
			}
			var builds atomic.Int32
			build := func(ctx context.Context, url string) error {
				builds.Add(1)
				db := openURL(t, url)
				defer db.Close()
				_, err := db.ExecContext(ctx, `CREATE TABLE marks (v integer)`)
				return err
			}
			urls := make([]string, 4)
			var wg sync.WaitGroup
			for i := range urls {
				wg.Go(func() { urls[i] = d.url(t, key, build) })
			}
			wg.Wait()
			if n := builds.Load(); n != 1 {
				t.Fatalf("template built %d times", n)
			}
			first := openURL(t, urls[0])
			defer first.Close()
			if _, err := first.Exec(`INSERT INTO marks (v) VALUES (1)`); err != nil {
				t.Fatal(err)
			}
			for _, u := range urls[1:] {
				db := openURL(t, u)
				var n int
				if err := db.QueryRow(`SELECT count(*) FROM marks`).Scan(&n); err != nil || n != 0 {
					t.Errorf("another copy: %d rows, %v", n, err)
				}
				db.Close()
			}
		})
	}
}

func dropTemplate(t *testing.T, key string) {
	db, err := sql.Open("pgx", testenv.PostgresAdminURL())
	if err != nil {
		t.Error(err)
		return
	}
	defer db.Close()
	if _, err := db.Exec("DROP DATABASE IF EXISTS casefront_tmpl_" + key); err != nil {
		t.Error(err)
	}
}

// A fresh database the test has opened itself is its own: filling it from a
// template does nothing.
func TestTemplateLeavesAnOpenedDatabaseAlone(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			url := d.URL(t)
			db := openURL(t, url)
			defer db.Close()
			if _, err := db.Exec(`CREATE TABLE own (v integer)`); err != nil {
				t.Fatal(err)
			}
			b := make([]byte, 6)
			_, _ = rand.Read(b)
			key := "t" + hex.EncodeToString(b) // a template nobody built
			build := func(context.Context, string) error { t.Error("built a template"); return errors.New("not wanted") }
			if testenv.FillFromTemplate(t, url, key, build) {
				t.Fatal("filled a database in use")
			}
			if _, err := db.Exec(`INSERT INTO own (v) VALUES (1)`); err != nil {
				t.Fatalf("the test's own table: %v", err)
			}
		})
	}
}
