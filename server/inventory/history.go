package inventory

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/actor"
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
