package store_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"ariga.io/atlas/sql/migrate"

	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
)

// The committed migrations, applied to an empty database, give exactly the
// schema Ent expects: a diff against it produces no new file. On both dialects.
func TestMigrationsMatchEntSchema(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, err := store.Open(ctx, d.URL(t))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("migrate: %v", err)
			}
			// Running again is a no-op.
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("second migrate: %v", err)
			}
			out := t.TempDir()
			if err := db.InspectDiff(ctx, out); err != nil {
				t.Fatal(err)
			}
			files, _ := filepath.Glob(filepath.Join(out, "*.sql"))
			for _, f := range files {
				b, _ := os.ReadFile(f)
				t.Errorf("migrated schema differs from Ent schema; missing migration:\n%s", b)
			}
			// And the Ent client works on the migrated tables.
			if _, err := db.User.Create().SetSteamID("76561197960287930").Save(ctx); err != nil {
				t.Fatalf("insert after migrate: %v", err)
			}
		})
	}
}

func TestCommittedMigrationsAreIntact(t *testing.T) {
	for _, dir := range []string{"sqlite", "postgres"} {
		d, err := migrate.NewLocalDir(filepath.Join("..", "..", "migrations", dir))
		if err != nil {
			t.Fatal(err)
		}
		if err := migrate.Validate(d); err != nil {
			t.Errorf("%s: %v (regenerate atlas.sum with the migration generator, never edit applied files)", dir, err)
		}
	}
}
