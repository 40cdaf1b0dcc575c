package store

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/casefront/casefront/ent"
)

// TxAttempts bounds how often WithTx runs a transaction that PostgreSQL
// aborted for a serialization failure or a deadlock.
const TxAttempts = 4

// WithTx runs fn in one transaction: committed when fn returns nil, rolled
// back otherwise (and on panic), so no half-written change survives.
//
// A transaction PostgreSQL aborted as a serialization failure or a deadlock
// victim is run again from the start, at most TxAttempts times in all, after
// a short random pause. fn must therefore only write through tx and start
// from scratch each call (reset anything it appends to outside tx).
//
// On SQLite the transactions of concurrent callers are committed together
// (group.go): fn runs on the committer's goroutine, and once begun it
// finishes even if ctx ends.
func WithTx(ctx context.Context, c *ent.Client, fn func(tx *ent.Tx) error) error {
	run := runTx
	if g := groupOf(c); g != nil {
		run = g.run
	}
	for attempt := 1; ; attempt++ {
		err := run(ctx, c, fn)
		if err == nil || !Retryable(err) || attempt >= TxAttempts {
			return err
		}
		pause := time.Duration(attempt) * time.Duration(5+rand.IntN(20)) * time.Millisecond
		select {
		case <-ctx.Done():
			return err
		case <-time.After(pause):
		}
	}
}

func runTx(ctx context.Context, c *ent.Client, fn func(tx *ent.Tx) error) (err error) {
	tx, err := c.Begin(ctx) // Tx's clients in one allocation, not one per entity type
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
	}()
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: commit: %w", err)
	}
	return nil
}

// Retryable reports whether err is PostgreSQL aborting a transaction that
// would succeed if run again: serialization_failure (40001) or
// deadlock_detected (40P01).
func Retryable(err error) bool {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return pg.Code == "40001" || pg.Code == "40P01"
	}
	return false
}
