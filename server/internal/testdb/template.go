package testdb

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/casefront/casefront/migrations"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/store"
)

// templateVersion changes when what a template holds changes other than
// through the migration files (the builders below, the revisions table).
const templateVersion = "1"

// schemaKey names the template of the app's migrations: a hash of both
// dialects' atlas.sum, which hashes every migration file.
var schemaKey = sync.OnceValue(func() string {
	h := sha256.New()
	h.Write([]byte("schema " + templateVersion + "\n"))
	for _, dir := range []string{"sqlite", "postgres"} {
		b, err := fs.ReadFile(migrations.FS, dir+"/atlas.sum")
		if err != nil {
			panic(err)
		}
		h.Write(b)
	}
	return "s" + hex.EncodeToString(h.Sum(nil))[:20]
})

// appKey names the template of what app.New migrates: the app's migrations
// and River's tables, whose version comes with River's module.
var appKey = sync.OnceValue(func() string {
	river := "unknown"
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if strings.HasPrefix(m.Path, "github.com/riverqueue/river") {
				river += " " + m.Path + "@" + m.Version
			}
		}
	}
	h := sha256.New()
	h.Write([]byte(schemaKey() + " " + river))
	return "a" + hex.EncodeToString(h.Sum(nil))[:20]
})

func buildSchema(ctx context.Context, url string) error {
	db, err := store.Open(ctx, url)
	if err != nil {
		return err
	}
	defer db.Close()
	return db.Migrate(ctx)
}

func buildApp(ctx context.Context, url string) error {
	db, err := store.Open(ctx, url)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	return jobs.Migrate(ctx, db, nil)
}

// Fill gives the fresh database at url (testenv.SQLiteURL or PostgresURL,
// not yet opened) the migrated schema, copied from a template instead of
// migrated; any other database is left alone. Open does it.
func Fill(t testing.TB, url string) {
	t.Helper()
	testenv.FillFromTemplate(t, url, schemaKey(), buildSchema)
}

// FillApp is Fill with River's tables too: what app.New would migrate.
func FillApp(t testing.TB, url string) {
	t.Helper()
	testenv.FillFromTemplate(t, url, appKey(), buildApp)
}

// URL returns a fresh migrated database of the dialect ("sqlite" or
// "postgres"; PostgreSQL skips when absent), dropped after the test.
func URL(t testing.TB, dialect string) string {
	t.Helper()
	if dialect == "postgres" {
		return testenv.PostgresTemplateURL(t, schemaKey(), buildSchema)
	}
	return testenv.SQLiteTemplateURL(t, schemaKey(), buildSchema)
}

// Databases is testenv.Databases whose URLs hold the migrated schema.
func Databases() []struct {
	Name string
	URL  func(testing.TB) string
} {
	ds := testenv.Databases()
	for i := range ds {
		name := ds[i].Name
		ds[i].URL = func(t testing.TB) string { t.Helper(); return URL(t, name) }
	}
	return ds
}
