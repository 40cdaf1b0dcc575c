// Package inventory is the player's inventory of drops: listing and selling.
// Selling credits the drop's price exactly once: the state change from
// active to sold is conditional, and the ledger key is unique per drop.
//
// Every sale locks in the store's one order (store.LockUser, then the drops
// in ascending id through store.LockDrops or store.LockHeld) before it
// writes, so concurrent sales of one player queue instead of deadlocking on
// PostgreSQL; store.WithTx runs again the rare transaction aborted anyway.
package inventory

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/clock"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/store"
)

// PageSize is the inventory page size of the spec.
const PageSize = 30

// MaxSell bounds one sell request.
const MaxSell = 500

// List is which of a user's drops a list shows: all of them, newest first
// (by id: one open makes several drops with the same created_at), or with
// OnlyNew those still held (state active). REST pages it by number (Page),
// GraphQL by cursor (After); both filter and order here.
type List struct {
	UserID  int
	OnlyNew bool
}

// Service is the player's inventory: listing, counting and selling drops,
// by the rules of the clock it is given.
type Service struct {
	DB *ent.Client
	// Clock is the time the rules read (who sees a drop, self-bans); nil
	// is the wall clock.
	Clock clock.Func // nil: the wall clock
}

func (l List) query(c *ent.Client, a *actor.Actor, now time.Time) *ent.DropQuery {
	q := c.Drop.Query().Where(drop.UserID(l.UserID), shown(a, now))
	if l.OnlyNew {
		q.Where(drop.StateEQ(drop.StateActive))
	}
	return q
}

// Page is page (from 1) of limit drops (at most PageSize) of the list as
// the actor sees it now, and how many the whole list holds.
func (s *Service) Page(ctx context.Context, a *actor.Actor, l List, page, limit int) ([]*ent.Drop, int, error) {
	c, now := s.DB, s.Clock.Now()
	offset, err := store.Offset(page, limit, PageSize)
	if err != nil {
		return nil, 0, err
	}
	q := l.query(c, a, now)
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	drops, err := q.WithItem().WithCase().Order(ent.Desc(drop.FieldID)).
		Offset(offset).Limit(limit).All(ctx)
	return drops, total, err
}

// Slice is a run of drops after a cursor.
type Slice struct {
	Drops []*ent.Drop
	Total int  // the whole list
	More  bool // drops follow the last one
}

// After is the first (0..store.MaxFirst) drops of the list older than the
// drop afterID (from the start when nil), as the actor sees it now.
func (s *Service) After(ctx context.Context, a *actor.Actor, l List, afterID *int, first int) (*Slice, error) {
	c, now := s.DB, s.Clock.Now()
	if err := store.First("first", first); err != nil {
		return nil, err
	}
	q := l.query(c, a, now)
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, err
	}
	if afterID != nil {
		q.Where(drop.IDLT(*afterID))
	}
	drops, err := q.WithItem().WithCase().Order(ent.Desc(drop.FieldID)).Limit(first + 1).All(ctx)
	if err != nil {
		return nil, err
	}
	return SliceOf(drops, total, first), nil
}

// SliceOf is a page read with first+1 rows: the extra row only tells that
// more follow, and is left out.
func SliceOf(drops []*ent.Drop, total, first int) *Slice {
	out := &Slice{Drops: drops, Total: total}
	if len(drops) > first {
		out.Drops, out.More = drops[:first], true
	}
	return out
}

// Own is one page of the actor's own drops, onlyNew as in List.
func (s *Service) Own(ctx context.Context, a *actor.Actor, onlyNew bool, page, limit int) ([]*ent.Drop, int, error) {
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	return s.Page(ctx, a, List{UserID: a.UserID, OnlyNew: onlyNew}, page, limit)
}

// HeldCount is how many drops a user still holds (state active) as the
// actor sees them now: the number the inventory header shows.
func (s *Service) HeldCount(ctx context.Context, a *actor.Actor, userID int) (int, error) {
	return List{UserID: userID, OnlyNew: true}.query(s.DB, a, s.Clock.Now()).Count(ctx)
}

// Sellable returns the drops the actor can sell now and their total.
func (s *Service) Sellable(ctx context.Context, a *actor.Actor) ([]*ent.Drop, money.Cents, error) {
	c := s.DB
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	userID := a.UserID
	drops, err := c.Drop.Query().Where(drop.UserID(userID), drop.StateEQ(drop.StateActive)).
		WithItem().Order(ent.Desc(drop.FieldID)).All(ctx)
	if err != nil {
		return nil, 0, err
	}
	var sum money.Cents
	for _, d := range drops {
		sum += d.Price
	}
	return drops, sum, nil
}

// Sold is the outcome of a sale.
type Sold struct {
	Drops  []*ent.Drop
	Amount money.Cents
	User   *ent.User
}

// Sell sells the given drops of the actor, all or none.
func (s *Service) Sell(ctx context.Context, a *actor.Actor, ids []int) (*Sold, error) {
	if err := a.CanPlay(s.Clock.Now()); err != nil {
		return nil, err
	}
	userID := a.UserID
	ids = uniq(ids)
	if len(ids) == 0 {
		return nil, apperr.Validation.Msg("no items to sell").With("field", "ids")
	}
	if len(ids) > MaxSell {
		return nil, apperr.Validation.Msg("at most %d items per sale", MaxSell).With("field", "ids")
	}
	return s.sellTx(ctx, userID, func(tx *ent.Tx) ([]*ent.Drop, error) {
		drops, err := store.LockDrops(ctx, tx, ids)
		if err != nil {
			return nil, err
		}
		if len(drops) != len(ids) {
			return nil, apperr.NotFound.Msg("some items do not exist")
		}
		for _, d := range drops {
			if d.UserID != userID {
				return nil, apperr.ItemNotOwned.With("id", d.ID)
			}
			if d.State != drop.StateActive {
				return nil, apperr.ItemAlreadySold.With("id", d.ID)
			}
		}
		return drops, nil
	})
}

// SellAll sells every drop the actor still holds.
func (s *Service) SellAll(ctx context.Context, a *actor.Actor) (*Sold, error) {
	if err := a.CanPlay(s.Clock.Now()); err != nil {
		return nil, err
	}
	userID := a.UserID
	return s.sellTx(ctx, userID, func(tx *ent.Tx) ([]*ent.Drop, error) {
		drops, err := store.LockHeld(ctx, tx, userID, MaxSell)
		if err == nil && len(drops) == 0 {
			return nil, apperr.Validation.Msg("nothing to sell")
		}
		return drops, err
	})
}

// sellTx runs one sale: it locks the user row and re-checks on it that the
// player may still play, picks (and locks) the drops and sells them, all in
// one transaction.
func (s *Service) sellTx(ctx context.Context, userID int, pick func(*ent.Tx) ([]*ent.Drop, error)) (*Sold, error) {
	var out *Sold
	now := s.Clock.Now()
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out = &Sold{}
		u, err := store.LockUser(ctx, tx, userID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		drops, err := pick(tx)
		if err != nil {
			return err
		}
		return sellLocked(ctx, tx, userID, drops, out, now)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// sellLocked flips each drop to sold only if it is still active and credits
// it, in the ascending id order the drops were locked in.
// A concurrent sale of the same drop finds zero rows and aborts the whole sale.
func sellLocked(ctx context.Context, tx *ent.Tx, userID int, drops []*ent.Drop, out *Sold, now time.Time) error {
	for _, d := range drops {
		if d.UserID != userID {
			return apperr.ItemNotOwned.With("id", d.ID)
		}
		ok, err := Move(ctx, tx, d, drop.StateActive, drop.StateSold, Cause{Reason: "sold"}, now)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.ItemAlreadySold.With("id", d.ID)
		}
		if _, err := ledger.Apply(ctx, tx, ledger.Change{At: now,
			UserID: userID, Currency: ledger.Money, Delta: int64(d.Price),
			Reason: "sell", Ref: fmt.Sprintf("drop:%d", d.ID), IdemKey: fmt.Sprintf("sell:%d", d.ID),
		}); err != nil {
			return err
		}
		out.Amount += d.Price
	}
	out.Drops = drops
	u, err := tx.User.Get(ctx, userID)
	out.User = u
	return err
}

func uniq(ids []int) []int {
	s := slices.Clone(ids)
	slices.Sort(s)
	return slices.Compact(s)
}
