package store

import (
	"context"
	"fmt"

	"ariga.io/atlas/sql/migrate"
	atlas "ariga.io/atlas/sql/schema"
	"entgo.io/ent/dialect/sql/schema"

	entmigrate "github.com/casefront/casefront/ent/migrate"
)

// Diff writes a new migration file into dir (an on-disk migrations/<dialect>
// folder) for the difference between the files already there and the Ent
// schema. db must be an empty dev database of the same dialect: the existing
// files are replayed into it first. It writes nothing when nothing changed.
func (db *DB) Diff(ctx context.Context, dir, name string) error {
	d, err := migrate.NewLocalDir(dir)
	if err != nil {
		return err
	}
	return db.diffInto(ctx, d, name)
}

func (db *DB) diffInto(ctx context.Context, d migrate.Dir, name string) error {
	m, err := schema.NewMigrate(db.drv,
		schema.WithDir(d),
		schema.WithMigrationMode(schema.ModeReplay),
		schema.WithDialect(db.Dialect),
		schema.WithFormatter(migrate.DefaultFormatter),
		schema.WithDropColumn(true),
		schema.WithDropIndex(true),
		schema.WithDiffHook(keepHandWritten),
	)
	if err != nil {
		return fmt.Errorf("store: diff: %w", err)
	}
	return m.NamedDiff(ctx, name, entmigrate.Tables...)
}

// InspectDiff compares this (migrated) database with the Ent schema and
// writes a migration file into dir only if they differ. Tests use it to prove
// the committed migrations are complete.
func (db *DB) InspectDiff(ctx context.Context, dir string) error {
	d, err := migrate.NewLocalDir(dir)
	if err != nil {
		return err
	}
	m, err := schema.NewMigrate(db.drv,
		schema.WithDir(d),
		schema.WithMigrationMode(schema.ModeInspect),
		schema.WithDialect(db.Dialect),
		schema.WithFormatter(migrate.DefaultFormatter),
		schema.WithDropColumn(true),
		schema.WithDropIndex(true),
		schema.WithDiffHook(keepHandWritten),
	)
	if err != nil {
		return err
	}
	return m.NamedDiff(ctx, "drift", entmigrate.Tables...)
}

// HandWrittenIndexes are indexes on Ent's tables that the migrations create
// by hand because Ent cannot express them (see the migration that creates
// each): a diff against the Ent schema must not drop them.
var HandWrittenIndexes = map[string]bool{
	"items_search": true, // PostgreSQL: trigram index of lower(market_hash_name)
}

// keepHandWritten leaves HandWrittenIndexes out of a diff's changes.
func keepHandWritten(next schema.Differ) schema.Differ {
	return schema.DiffFunc(func(current, desired *atlas.Schema) ([]atlas.Change, error) {
		changes, err := next.Diff(current, desired)
		if err != nil {
			return nil, err
		}
		out := changes[:0]
		for _, c := range changes {
			if m, ok := c.(*atlas.ModifyTable); ok {
				kept := m.Changes[:0]
				for _, tc := range m.Changes {
					if d, ok := tc.(*atlas.DropIndex); ok && HandWrittenIndexes[d.I.Name] {
						continue
					}
					kept = append(kept, tc)
				}
				if m.Changes = kept; len(kept) == 0 {
					continue
				}
			}
			out = append(out, c)
		}
		return out, nil
	})
}
