package cases_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/store"
)

// setupProgress is setup with the gacha, dota and discovered test cases.
func setupProgress(t *testing.T, url string) (*store.DB, *cases.Service) {
	t.Helper()
	db, svc := setup(t, url)
	testdb.WithProgressCases(t, db)
	return db, svc
}

// revealSeed rotates the player's seed and returns the revealed pair.
func revealSeed(t *testing.T, db *store.DB, userID int) *fair.Revealed {
	t.Helper()
	ctx := context.Background()
	var revealed *fair.Revealed
	if err := store.WithTx(ctx, db.Client, func(tx *ent.Tx) error {
		var err error
		revealed, _, err = fair.Rotate(ctx, tx, userID, time.Now())
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return revealed
}

// reasonOf is a validation refusal's reason ("" for anything else).
func reasonOf(err error) string {
	e, ok := apperr.As(err)
	if !ok || e.Key != apperr.Validation.Key {
		return ""
	}
	r, _ := e.Fields["reason"].(string)
	return r
}

// progressWrites counts the rows a refusal must not add.
func progressWrites(t *testing.T, db *store.DB) [4]int {
	t.Helper()
	ctx := context.Background()
	return [4]int{db.Drop.Query().CountX(ctx), db.LedgerEntry.Query().CountX(ctx),
		db.CaseProgress.Query().CountX(ctx), db.DiscoveredBoard.Query().CountX(ctx)}
}

// saw is an expected progress.
func saw(n int) *int { return &n }
