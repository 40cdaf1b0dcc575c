package main

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/server/store"
)

// target is the database under test: its URL for the server, and the
// anchor transaction on the same engine.
type target struct {
	kind    string
	url     string
	dir     string // SQLite: the temporary directory
	admin   *sql.DB
	scratch []string // PostgreSQL: databases to drop at the end
	pgURL   *url.URL
}

func newTarget(ctx context.Context, kind, pgAdmin string) (*target, error) {
	t := &target{kind: kind}
	switch kind {
	case "sqlite":
		dir, err := os.MkdirTemp("", "benchload")
		if err != nil {
			return nil, err
		}
		t.dir, t.url = dir, "sqlite://"+dir+"/bench.db"
	case "postgres":
		u, err := url.Parse(pgAdmin)
		if err != nil {
			return nil, err
		}
		if ip := net.ParseIP(u.Hostname()); u.Hostname() != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return nil, fmt.Errorf("refusing %s: loopback PostgreSQL only", u.Host)
		}
		t.pgURL = u
		if t.admin, err = sql.Open("pgx", pgAdmin); err != nil {
			return nil, err
		}
		if t.url, err = t.createDB(ctx, "app"); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("-db must be sqlite or postgres")
	}
	return t, nil
}

func (t *target) URL() string { return t.url }

func (t *target) createDB(ctx context.Context, what string) (string, error) {
	name := fmt.Sprintf("casefront_bench_%s_%d", what, os.Getpid())
	if _, err := t.admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		return "", err
	}
	t.scratch = append(t.scratch, name)
	u := *t.pgURL
	u.Path = "/" + name
	return u.String(), nil
}

func (t *target) Close() {
	if t.dir != "" {
		os.RemoveAll(t.dir)
	}
	for _, name := range t.scratch {
		_, _ = t.admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	}
	if t.admin != nil {
		t.admin.Close()
	}
}

// anchor is the anchor's transactions per second at concurrency c.
func (t *target) anchor(ctx context.Context, c int, d time.Duration) (float64, error) {
	if t.kind == "postgres" {
		return t.pgbench(ctx, c, d)
	}
	return t.sqliteTPCB(ctx, c, d)
}

var tpsLine = regexp.MustCompile(`tps = ([0-9.]+)`)

// pgbench runs tpcb-like on a scratch database of the same server.
func (t *target) pgbench(ctx context.Context, c int, d time.Duration) (float64, error) {
	if _, err := exec.LookPath("pgbench"); err != nil {
		return 0, fmt.Errorf("pgbench is not on PATH")
	}
	if len(t.scratch) < 2 {
		u, err := t.createDB(ctx, "pgbench")
		if err != nil {
			return 0, err
		}
		if out, err := exec.CommandContext(ctx, "pgbench", "-i", "-q", "-s", "1", u).CombinedOutput(); err != nil {
			return 0, fmt.Errorf("pgbench -i: %v: %s", err, out)
		}
	}
	u := *t.pgURL
	u.Path = "/" + t.scratch[1]
	out, err := exec.CommandContext(ctx, "pgbench", "-b", "tpcb-like", "-c", strconv.Itoa(c), "-j", "2",
		"-T", strconv.Itoa(int(d.Seconds())), "-n", u.String()).CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("pgbench: %v: %s", err, out)
	}
	m := tpsLine.FindSubmatch(out)
	if m == nil {
		return 0, fmt.Errorf("pgbench printed no tps: %s", out)
	}
	return strconv.ParseFloat(string(m[1]), 64)
}

// sqliteTPCB runs pgbench's tpcb-like transaction (three balance updates,
// one read, one history insert) through the store's own SQLite setup: the
// same driver, pragmas and writer pool the server uses.
func (t *target) sqliteTPCB(ctx context.Context, c int, d time.Duration) (float64, error) {
	db, err := store.Open(ctx, "sqlite://"+t.dir+"/tpcb.db")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	const accounts, tellers = 100_000, 10
	for _, q := range []string{
		`CREATE TABLE IF NOT EXISTS branches (bid INTEGER PRIMARY KEY, bbalance INTEGER NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS tellers (tid INTEGER PRIMARY KEY, bid INTEGER NOT NULL, tbalance INTEGER NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS accounts (aid INTEGER PRIMARY KEY, bid INTEGER NOT NULL, abalance INTEGER NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS history (tid INTEGER, bid INTEGER, aid INTEGER, delta INTEGER, mtime TEXT)`,
		`INSERT OR IGNORE INTO branches VALUES (1, 0)`,
	} {
		if _, err := db.SQL.ExecContext(ctx, q); err != nil {
			return 0, err
		}
	}
	var n int
	_ = db.SQL.QueryRowContext(ctx, `SELECT count(*) FROM accounts`).Scan(&n)
	if n == 0 {
		tx, err := db.SQL.BeginTx(ctx, nil)
		if err != nil {
			return 0, err
		}
		for i := 1; i <= tellers; i++ {
			tx.ExecContext(ctx, `INSERT INTO tellers VALUES (?, 1, 0)`, i)
		}
		stmt, _ := tx.PrepareContext(ctx, `INSERT INTO accounts VALUES (?, 1, 0)`)
		for i := 1; i <= accounts; i++ {
			if _, err := stmt.ExecContext(ctx, i); err != nil {
				tx.Rollback()
				return 0, err
			}
		}
		if err := tx.Commit(); err != nil {
			return 0, err
		}
	}
	r := run(c, d, func(int) error {
		aid, tid, delta := 1+rand.IntN(accounts), 1+rand.IntN(tellers), rand.IntN(10_001)-5_000
		tx, err := db.SQL.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		var bal int
		for _, s := range []struct {
			q    string
			args []any
		}{
			{`UPDATE accounts SET abalance = abalance + ? WHERE aid = ?`, []any{delta, aid}},
			{`UPDATE tellers SET tbalance = tbalance + ? WHERE tid = ?`, []any{delta, tid}},
			{`UPDATE branches SET bbalance = bbalance + ? WHERE bid = 1`, []any{delta}},
			{`INSERT INTO history (tid, bid, aid, delta, mtime) VALUES (?, 1, ?, ?, CURRENT_TIMESTAMP)`, []any{tid, aid, delta}},
		} {
			if _, err := tx.ExecContext(ctx, s.q, s.args...); err != nil {
				return err
			}
			if strings.HasPrefix(s.q, "UPDATE accounts") {
				if err := tx.QueryRowContext(ctx, `SELECT abalance FROM accounts WHERE aid = ?`, aid).Scan(&bal); err != nil {
					return err
				}
			}
		}
		return tx.Commit()
	})
	return r.rate(), nil
}
