package inventory

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/topdrops"
)

// Mint is the one writer of new drops: every game's wins, a withdrawal's
// swap, a test's fixtures. It writes drops (built by the caller, not yet
// saved: user, item, price, state, roll and feed time set, Edges.Item
// loaded) in one statement, sets their ids and binds them to tx's client.
//
// The live stats (feed.Count) count what this rule says: every drop minted
// out of a case is one case opened, of its item's rarity (a drop boost,
// minted already used, counts as an opening without a rarity): openings of
// every family, the daily bonus, reward cases and battle rounds. Upgrade,
// contract and changer results have no case and are not counted; a swap's
// replacement keeps its case for display and is minted by MintSwap,
// uncounted. The top drops (server/topdrops) follow the same rule, less the
// drop boosts: a counted win enters the rolling top in this transaction.
func Mint(ctx context.Context, tx *ent.Tx, now time.Time, drops ...*ent.Drop) error {
	return mint(ctx, tx, now, true, drops)
}

// MintSwap mints a withdrawal swap's replacement drop (uncounted: it is not
// a case opened) and records its first transition, caused by the drop it
// replaces.
func MintSwap(ctx context.Context, tx *ent.Tx, now time.Time, d *ent.Drop, replaced int) error {
	d.StateAt = &now
	if err := mint(ctx, tx, now, false, []*ent.Drop{d}); err != nil {
		return err
	}
	if _, err := swapStateAtStmt.Exec(ctx, tx, now, d.ID); err != nil {
		return err
	}
	return Minted(ctx, tx, d, Cause{Reason: "swap", Ref: "drop:" + strconv.Itoa(replaced)}, now)
}

// swapStateAtStmt stamps a swapped-in drop's state_at: args at, id.
var swapStateAtStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Update(drop.Table).Set(drop.FieldStateAt, time.Time{}).Where(entsql.EQ(drop.FieldID, 0))
})

func mint(ctx context.Context, tx *ent.Tx, now time.Time, count bool, drops []*ent.Drop) error {
	if len(drops) == 0 {
		return nil
	}
	args := make([]any, 0, len(drops)*dropColumns)
	var counted []feed.Opened
	var wins []*ent.Drop // the top drops' candidates (topdrops.Counts)
	for _, d := range drops {
		if d.State == "" {
			d.State = drop.StateActive
		}
		if d.CreatedAt.IsZero() {
			d.CreatedAt = now
		}
		if d.CaseRevision == 0 {
			d.CaseRevision = 1
		}
		tx.Drop.Bind(d)
		var caseID, seedID, feedAt any
		if d.CaseID != nil {
			caseID = *d.CaseID
		}
		if d.SeedID != nil {
			seedID = *d.SeedID
		}
		if d.FeedAt != nil {
			feedAt = *d.FeedAt
		}
		args = append(args, d.UserID, d.ItemID, caseID, d.CaseRevision, d.State, d.Price, seedID,
			d.Nonce, d.Cursor, d.Ticket, d.Roll, d.CreatedAt, feedAt)
		if count && d.CaseID != nil {
			if counted == nil {
				counted = make([]feed.Opened, 0, len(drops))
			}
			counted = append(counted, openedOf(d))
			if topdrops.Counts(d) {
				wins = append(wins, d)
			}
		}
	}
	if err := insertDrops(ctx, tx, drops, args); err != nil {
		return err
	}
	if err := topdrops.Record(ctx, tx, wins); err != nil {
		return err
	}
	return feed.Count(ctx, tx, drops[0].UserID, now, counted...)
}

// openedOf is how the live stats see a drop out of a case.
func openedOf(d *ent.Drop) feed.Opened {
	it := d.Edges.Item
	if it == nil || d.State == drop.StateUsed { // a boost: an opening without a rarity
		return feed.Opened{}
	}
	return feed.Opened{Rarity: string(it.Rarity), StatTrak: it.Stattrak}
}

// dropColumns is how many values insertDropsStmt takes per drop.
const dropColumns = 13

// insertDropsStmt writes n drops and returns their ids: args per drop
// user, item, case, revision, state, price, seed, nonce, cursor, ticket,
// roll, created at, feed at.
var insertDropsStmt = store.BuildN(func(b *entsql.DialectBuilder, n int) entsql.Querier {
	ins := b.Insert(drop.Table).Columns(drop.FieldUserID, drop.FieldItemID, drop.FieldCaseID, drop.FieldCaseRevision,
		drop.FieldState, drop.FieldPrice, drop.FieldSeedID, drop.FieldNonce, drop.FieldCursor, drop.FieldTicket,
		drop.FieldRoll, drop.FieldCreatedAt, drop.FieldFeedAt)
	for range n {
		ins.Values(0, 0, 0, 0, "", 0, 0, 0, 0, 0, "", time.Time{}, time.Time{})
	}
	return ins.Returning(drop.FieldID)
})

// insertDrops writes the drops in one statement and sets their ids. The
// ids come from one sequence, ascending in the order of the rows, whatever
// order RETURNING lists them in.
func insertDrops(ctx context.Context, tx *ent.Tx, drops []*ent.Drop, args []any) error {
	rows, err := insertDropsStmt.N(len(drops)).Query(ctx, tx, args...)
	if err != nil {
		return fmt.Errorf("inventory: mint: %w", err)
	}
	defer rows.Close()
	ids := make([]int, 0, len(drops))
	for rows.Next() {
		var id int
		if err := rows.Scan(&id); err != nil {
			return err
		}
		ids = append(ids, id)
	}
	if err := rows.Close(); err != nil {
		return err
	}
	if len(ids) != len(drops) {
		return fmt.Errorf("inventory: minted %d drops of %d", len(ids), len(drops))
	}
	slices.Sort(ids)
	for i, d := range drops {
		d.ID = ids[i]
	}
	return nil
}
