package inventory

import (
	"context"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/droptransition"
	"github.com/casefront/casefront/server/store"

	"time"
)

// Cause is why a drop moves: the reason (sold, upgrade, contract, change,
// withdrawal, swap, opened, ...) and the record behind it ("upgrade:12").
type Cause struct {
	Reason       string
	Ref          string
	WithdrawalID *int
}

// Move is the one writer of a drop's state: it moves d from from to to
// only if d is still its owner's and in from (a conditional update, so an
// item is used once however many requests race for it), stamps state_at
// (and sold_at for a sale), and records the transition with its cause.
// false: the drop was not there any more, nothing was written. The caller
// holds the drop's lock in store order (user, then drops ascending).
func Move(ctx context.Context, tx *ent.Tx, d *ent.Drop, from, to drop.State, c Cause, now time.Time) (bool, error) {
	stmt := moveStmt
	args := []any{to, now, d.ID, d.UserID, from}
	if to == drop.StateSold {
		stmt, args = sellStmt, []any{to, now, now, d.ID, d.UserID, from}
	}
	n, err := stmt.Exec(ctx, tx, args...)
	if err != nil || n != 1 {
		return false, err
	}
	d.State, d.StateAt = to, &now
	if to == drop.StateSold {
		d.SoldAt = &now
	}
	var wid any
	if c.WithdrawalID != nil {
		wid = *c.WithdrawalID
	}
	_, err = transitionStmt.Exec(ctx, tx, d.ID, d.UserID, wid, string(from), string(to), c.Reason, c.Ref, now)
	return true, err
}

// Minted records a new drop's first transition ("" to its state), for a
// drop whose origin is not a roll (a swap): its cause tells where it came
// from.
func Minted(ctx context.Context, tx *ent.Tx, d *ent.Drop, c Cause, now time.Time) error {
	var wid any
	if c.WithdrawalID != nil {
		wid = *c.WithdrawalID
	}
	_, err := transitionStmt.Exec(ctx, tx, d.ID, d.UserID, wid, "", string(d.State), c.Reason, c.Ref, now)
	return err
}

// moveStmt: args to, state_at, id, user, from.
var moveStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Update(drop.Table).Set(drop.FieldState, "").Set(drop.FieldStateAt, time.Time{}).
		Where(entsql.And(entsql.EQ(drop.FieldID, 0), entsql.EQ(drop.FieldUserID, 0), entsql.EQ(drop.FieldState, "")))
})

// sellStmt: args to, state_at, sold_at, id, user, from.
var sellStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Update(drop.Table).Set(drop.FieldState, "").Set(drop.FieldStateAt, time.Time{}).Set(drop.FieldSoldAt, time.Time{}).
		Where(entsql.And(entsql.EQ(drop.FieldID, 0), entsql.EQ(drop.FieldUserID, 0), entsql.EQ(drop.FieldState, "")))
})

// transitionStmt: args drop, user, withdrawal, from, to, reason, ref, at.
var transitionStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	return b.Insert(droptransition.Table).Columns(droptransition.FieldDropID, droptransition.FieldUserID,
		droptransition.FieldWithdrawalID, droptransition.FieldFrom, droptransition.FieldTo, droptransition.FieldReason,
		droptransition.FieldRef, droptransition.FieldAt).Values(0, 0, 0, "", "", "", "", time.Time{})
})
