package wins

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
)

// Sales lists a user's sold drops, most recently sold first, pages from 1.
func Sales(ctx context.Context, c *ent.Client, userID int, page int) ([]*ent.Drop, int, error) {
	page = max(page, 1)
	q := c.Drop.Query().Where(drop.UserID(userID), drop.StateEQ(drop.StateSold))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	drops, err := q.WithItem().WithCase().Order(ent.Desc(drop.FieldSoldAt), ent.Desc(drop.FieldID)).
		Offset((page - 1) * PageSize).Limit(PageSize).All(ctx)
	return drops, total, err
}
