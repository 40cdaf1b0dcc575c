package store

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
)

// WithTx runs fn in one transaction: committed when fn returns nil, rolled
// back otherwise (and on panic), so no half-written change survives.
func WithTx(ctx context.Context, c *ent.Client, fn func(tx *ent.Tx) error) (err error) {
	tx, err := c.Tx(ctx)
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
