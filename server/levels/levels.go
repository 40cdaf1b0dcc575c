// Package levels turns experience into levels. XP is earned by spending on
// cases: one point per 10 cents, so a level reflects play, not luck.
package levels

import (
	"context"
	"fmt"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/store"
)

// XPFor returns the experience earned by spending an amount.
func XPFor(spent money.Cents) int64 {
	if spent <= 0 {
		return 0
	}
	return int64(spent) / 10
}

// ForXP returns the level reached with xp: level n needs 50*n*(n+1) XP
// (100 XP for level 1, 300 for 2, 600 for 3, ...), capped at 100.
func ForXP(xp int64) int {
	lvl := 0
	for lvl < 100 && xp >= Threshold(lvl+1) {
		lvl++
	}
	return lvl
}

// Threshold is the XP needed for a level.
func Threshold(level int) int64 {
	n := int64(level)
	return 50 * n * (n + 1)
}

// Grant adds the XP earned by spending to the user's row and moves the level
// its XP reaches (level_based_on_xp) with it; the claimed level (level)
// moves only by claiming its reward (Service.Claim); every game calls it in the transaction that takes the stake. u is
// the row the caller locked in this transaction: it is current, so the new
// XP and level are computed from it and set on it, with one UPDATE and no
// read back.
func Grant(ctx context.Context, tx *ent.Tx, u *ent.User, spent money.Cents) (*ent.User, error) {
	xp, lvl := Earned(u, spent)
	if xp == 0 {
		return u, nil
	}
	if _, err := grantStmt.Exec(ctx, tx, xp, lvl, u.ID); err != nil {
		return nil, fmt.Errorf("levels: grant: %w", err)
	}
	u.Xp += xp
	u.LevelBasedOnXp = lvl
	return u, nil
}

// Earned is the XP that spending earns on u (the row the caller locked) and
// the level u then reaches.
func Earned(u *ent.User, spent money.Cents) (xp int64, level int) {
	xp = XPFor(spent)
	return xp, ForXP(u.Xp + xp)
}

// grantStmt adds XP and sets the XP's level: args xp, level, user id.
var grantStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Update(user.Table).Add(user.FieldXp, 0).Set(user.FieldLevelBasedOnXp, 0).Where(entsql.EQ(user.FieldID, 0))
})

// Subscribe makes every play earn XP on its stake (events.Played), in the
// play's transaction, and emits events.LevelReached when the XP's level
// (level_based_on_xp) goes up: the one way experience is granted. The
// reached level's reward waits for the player's claim.
func Subscribe(r *events.Registry) {
	r.On(events.Played, "levels.xp", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.User == nil || e.Staked <= 0 {
			return nil
		}
		before := e.User.LevelBasedOnXp
		u, err := Grant(ctx, tx, e.User, e.Staked)
		if err != nil || u.LevelBasedOnXp <= before {
			return err
		}
		return r.Emit(ctx, tx, &events.Event{Kind: events.LevelReached, UserID: u.ID, At: e.At, Level: u.LevelBasedOnXp, User: u})
	})
}
