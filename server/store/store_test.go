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

// Upgrading a database that holds data keeps every row and its links: the
// first migration is applied, a catalogue with an opening is written with
// plain SQL, then the remaining migrations run (SQLite rebuilds tables).
func TestUpgradeKeepsData(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, err := store.Open(ctx, d.URL(t))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if err := db.MigrateN(ctx, 1); err != nil {
				t.Fatal(err)
			}
			stmts := []string{
				`INSERT INTO users (id, created_at, steam_id, nickname, avatar, role, is_demo, is_creator, balance, crystals, bullets, candies, event_balance, partner_balance, xp, level, tradeoffer_url, topups_count, topups_sum, country, ip_country, lang, account_level_hidden, restricted) VALUES (42949672961, CURRENT_TIMESTAMP, '76561198000000042', 'Old', '', 'user', false, false, 500, 0, 0, 0, 0, 0, 0, 0, '', 0, 0, '', '', 'en', false, false)`,
				`INSERT INTO items (id, market_hash_name, static_name, name, weapon, skin, exterior, stattrak, rarity, category, price, image) VALUES (25769803777, 'AK-47 | Redline (Field-Tested)', 'ak-47-redline', 'AK-47 | Redline', 'AK-47', 'Redline', 'Field-Tested', false, 'classified', 'rifle', 500, '')`,
				`INSERT INTO cases (id, alias, name, image, family, price, rtp_bps, total_weight, enabled, sort) VALUES (34359738369, 'old-case', 'Old Case', '', 'normal', 550, 9090, 10, true, 0)`,
				`INSERT INTO case_items (id, weight, item_id, case_id) VALUES (8589934593, 10, 25769803777, 34359738369)`,
				`INSERT INTO fair_seeds (id, created_at, server_seed, server_seed_hash, client_seed, nonce, active, user_id) VALUES (21474836481, CURRENT_TIMESTAMP, 's', 'h', 'c', 1, true, 42949672961)`,
				`INSERT INTO drops (id, created_at, state, price, nonce, cursor, ticket, item_id, case_id, seed_id, user_id) VALUES (17179869185, CURRENT_TIMESTAMP, 'active', 500, 0, 0, 3, 25769803777, 34359738369, 21474836481, 42949672961)`,
			}
			for _, s := range stmts {
				if _, err := db.SQL.ExecContext(ctx, s); err != nil {
					t.Fatalf("%s: %v", s[:40], err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatalf("upgrade: %v", err)
			}
			dr, err := db.Drop.Query().WithCase().WithItem().Only(ctx)
			if err != nil || dr.Edges.Case.Alias != "old-case" || dr.Edges.Item.Price != 500 || dr.CaseRevision != 1 {
				t.Fatalf("drop after upgrade: %+v %v", dr, err)
			}
			ci, err := db.CaseItem.Query().Only(ctx)
			if err != nil || ci.Revision != 1 || ci.Weight != 10 {
				t.Fatalf("case item after upgrade: %+v %v", ci, err)
			}
			if c := db.LootCase.Query().OnlyX(ctx); c.Revision != 1 {
				t.Fatalf("case revision %d", c.Revision)
			}
			// The rebuilt tables take new rows.
			if _, err := db.CaseItem.Create().SetCaseID(34359738369).SetItemID(25769803777).SetWeight(5).SetRevision(2).Save(ctx); err != nil {
				t.Fatalf("insert after upgrade: %v", err)
			}
		})
	}
}
