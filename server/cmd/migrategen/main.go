// Command migrategen writes a new versioned migration for each dialect when
// ent/schema changed: SQLite against an in-memory dev database, PostgreSQL
// against a scratch database on DEV_POSTGRES_URL (default: the local server).
//
//	go run ./server/cmd/migrategen NAME
//
// A migration may carry hand-written rows after the generated statements
// (an operator table's defaults); `migrategen -rehash` then recomputes both
// dialects' atlas.sum, which the migrate executor checks at start.
//
//	go run ./server/cmd/migrategen -rehash
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"os"
	"strings"
	"time"

	"ariga.io/atlas/sql/migrate"
	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/casefront/casefront/server/store"
)

func main() {
	if len(os.Args) != 2 {
		log.Fatal("usage: migrategen NAME")
	}
	name := os.Args[1]
	if name == "-rehash" {
		for _, d := range []string{"migrations/sqlite", "migrations/postgres"} {
			if err := rehash(d); err != nil {
				log.Fatalf("%s: %v", d, err)
			}
		}
		return
	}
	ctx := context.Background()

	dev, err := store.Open(ctx, "sqlite://file:migrategen?mode=memory")
	if err != nil {
		log.Fatal(err)
	}
	if err := dev.Diff(ctx, "migrations/sqlite", name); err != nil {
		log.Fatalf("sqlite: %v", err)
	}
	dev.Close()

	admin := os.Getenv("DEV_POSTGRES_URL")
	if admin == "" {
		admin = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
	}
	scratch := fmt.Sprintf("casefront_dev_%d", time.Now().UnixNano())
	a, err := sql.Open("pgx", admin)
	if err != nil {
		log.Fatal(err)
	}
	defer a.Close()
	if _, err := a.ExecContext(ctx, "CREATE DATABASE "+scratch); err != nil {
		log.Fatalf("postgres dev database: %v", err)
	}
	defer a.ExecContext(ctx, "DROP DATABASE "+scratch+" WITH (FORCE)")
	pg, err := store.Open(ctx, strings.Replace(admin, "/postgres?", "/"+scratch+"?", 1))
	if err != nil {
		log.Fatal(err)
	}
	defer pg.Close()
	if err := pg.Diff(ctx, "migrations/postgres", name); err != nil {
		log.Fatalf("postgres: %v", err)
	}
}

// rehash writes dir's atlas.sum for the files as they are now.
func rehash(dir string) error {
	d, err := migrate.NewLocalDir(dir)
	if err != nil {
		return err
	}
	sum, err := d.Checksum()
	if err != nil {
		return err
	}
	return migrate.WriteSumFile(d, sum)
}
