package changer

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/ent/skinchange"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/store"
)

// PageSize is the page size of the item lists and the history.
const PageSize = 30

// Info is what the changer page shows of the rules, and whether the actor
// could use it now (Reason: an api.* key when not).
type Info struct {
	SpreadBps int64
	MaxItems  int
	Playable  bool
	Reason    *string
}

// InfoFor answers for the actor now.
func (s *Service) InfoFor(a *actor.Actor) Info {
	in := Info{SpreadBps: s.Spread(), MaxItems: MaxItems, Playable: true}
	if err := Refusal(a, s.Now()); err != nil {
		key := apperr.KeyOf(err)
		in.Playable, in.Reason = false, &key
	}
	return in
}

// Givable is a page of the actor's items that can be given (those still
// held), newest first.
func (s *Service) Givable(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Drop, int, error) {
	return s.Inventory().Own(ctx, a, true, page, limit)
}

// TargetsQuery is one page of the items the actor's drops can be changed for.
type TargetsQuery struct {
	DropIDs       []int
	Search        string
	Offset, Limit int // Limit 1..store.MaxFirst
}

// Targets is what the drops can be changed for: priced items costing at
// most the drops' credit, dearest first, with the credit and how many match.
func (s *Service) Targets(ctx context.Context, a *actor.Actor, q TargetsQuery) ([]*ent.Item, int, money.Cents, error) {
	if err := a.Require(); err != nil {
		return nil, 0, 0, err
	}
	if err := store.Limit("limit", q.Limit, 1, store.MaxFirst); err != nil {
		return nil, 0, 0, err
	}
	ids := inventory.Uniq(q.DropIDs)
	if len(ids) == 0 || len(ids) > MaxItems {
		return nil, 0, 0, apperr.Validation.Msg("give 1 to %d items", MaxItems).With("field", "ids")
	}
	value, err := inventory.HeldValue(ctx, s.DB, a.UserID, ids)
	if err != nil {
		return nil, 0, 0, err
	}
	credit := Credit(value, s.Spread())
	items, total, err := catalog.ItemsPage(ctx, s.DB, catalog.ItemsQuery{Search: q.Search, Offset: q.Offset, Limit: q.Limit,
		ByPrice: "DESC", Where: []predicate.Item{item.PriceGT(0), item.PriceLTE(credit)}})
	return items, total, credit, err
}

// Own is the actor's changes, for a caller that pages them itself (GraphQL).
func (s *Service) Own(a *actor.Actor) (*ent.SkinChangeQuery, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	return s.DB.SkinChange.Query().Where(skinchange.UserID(a.UserID)), nil
}

// Feed is the change feed's first page: the latest visible changes.
func (s *Service) Feed(ctx context.Context, n int) ([]Entry, error) {
	if n < 0 || n > MaxRecent {
		return nil, apperr.Validation.Msg("at most %d changes", MaxRecent).With("field", "first")
	}
	return Recent(ctx, s.DB, s.Now(), n)
}

// ViewOf is what a viewer sees of a change through the graph: its maker
// sees it all; others see changes only through the change feed, which
// leaves out the balance difference.
func ViewOf(a *actor.Actor, c *ent.SkinChange) *ent.SkinChange {
	if c == nil || !a.Is(c.UserID) {
		return nil
	}
	return c
}
