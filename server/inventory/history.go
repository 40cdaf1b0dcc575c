package inventory

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Sales lists the actor's sold drops, most recently sold first, pages from 1
// of limit drops (at most PageSize).
func (s *Service) Sales(ctx context.Context, a *actor.Actor, page, limit int) ([]*ent.Drop, int, error) {
	c := s.DB
	if err := a.Require(); err != nil {
		return nil, 0, err
	}
	userID := a.UserID
	offset, err := store.Offset(page, limit, PageSize)
	if err != nil {
		return nil, 0, err
	}
	q := c.Drop.Query().Where(drop.UserID(userID), drop.StateEQ(drop.StateSold))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	drops, err := q.WithItem().WithCase().Order(ent.Desc(drop.FieldSoldAt), ent.Desc(drop.FieldID)).
		Offset(offset).Limit(limit).All(ctx)
	return drops, total, err
}

// SalesAfter is the first (0..store.MaxFirst) of the actor's sold drops after
// the sold drop afterID in the order Sales lists them (GraphQL
// salesHistory): a cursor is a drop id, the next page starts below its sale.
func (s *Service) SalesAfter(ctx context.Context, a *actor.Actor, afterID *int, first int) (*Slice, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := store.First("first", first); err != nil {
		return nil, err
	}
	q := s.DB.Drop.Query().Where(drop.UserID(a.UserID), drop.StateEQ(drop.StateSold))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, err
	}
	if afterID != nil {
		last, err := q.Clone().Where(drop.ID(*afterID)).Only(ctx)
		if ent.IsNotFound(err) {
			return nil, apperr.Validation.Msg("after: not one of your sales")
		}
		if err != nil {
			return nil, err
		}
		// Every sale sets sold_at (Move); the same instant goes by id.
		if at := last.SoldAt; at != nil {
			q.Where(drop.Or(drop.SoldAtLT(*at), drop.And(drop.SoldAtEQ(*at), drop.IDLT(last.ID))))
		} else {
			q.Where(drop.IDLT(last.ID))
		}
	}
	drops, err := q.WithItem().WithCase().Order(ent.Desc(drop.FieldSoldAt), ent.Desc(drop.FieldID)).Limit(first + 1).All(ctx)
	if err != nil {
		return nil, err
	}
	return SliceOf(drops, total, first), nil
}
