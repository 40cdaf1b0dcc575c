package inventory

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Take locks the user's drops ids for a game, inside the caller's
// transaction, and returns them (with their items) and their value at the
// catalogue's current prices. Every id must be the user's and still held
// (active); the game then moves them (Move) once its record is written.
// The caller holds the user row lock already (store lock order: user, then
// drops ascending), so an item being sold, withdrawn or staked by another
// game at the same time is used exactly once, and the loser's transaction
// is refused (api.item_already_sold) and rolls back whole.
func Take(ctx context.Context, tx *ent.Tx, userID int, ids []int) ([]*ent.Drop, money.Cents, error) {
	drops, err := store.LockDrops(ctx, tx, ids)
	if err != nil {
		return nil, 0, err
	}
	if len(drops) != len(ids) {
		return nil, 0, apperr.NotFound.Msg("some items do not exist").With("field", "ids")
	}
	var value money.Cents
	for _, d := range drops {
		if d.UserID != userID {
			return nil, 0, apperr.ItemNotOwned.With("id", d.ID)
		}
		if d.State != drop.StateActive {
			return nil, 0, apperr.ItemAlreadySold.With("id", d.ID)
		}
		value += d.Edges.Item.Price
	}
	return drops, value, nil
}

// Uniq drops repeated ids, keeping the first of each: a game stakes an item once.
func Uniq(ids []int) []int {
	seen := make(map[int]bool, len(ids))
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// HeldValue is what a game would count the user's drops ids for now: their
// items at the catalogue's current prices, without taking them. Every id
// must be the user's and still held (api.item_not_owned otherwise), as a
// play would require.
func HeldValue(ctx context.Context, c *ent.Client, userID int, ids []int) (money.Cents, error) {
	drops, err := c.Drop.Query().Where(drop.IDIn(ids...), drop.UserID(userID), drop.StateEQ(drop.StateActive)).
		WithItem().All(ctx)
	if err != nil {
		return 0, err
	}
	if len(drops) != len(ids) {
		return 0, apperr.ItemNotOwned.Msg("some items are not yours or no longer held").With("field", "ids")
	}
	var value money.Cents
	for _, d := range drops {
		value += d.Edges.Item.Price
	}
	return value, nil
}
