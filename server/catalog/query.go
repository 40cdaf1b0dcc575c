package catalog

import (
	"context"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/casegroup"
	"github.com/casefront/casefront/ent/caseitem"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/apperr"
)

// Groups returns case groups by nav_index with their enabled cases in order.
func Groups(ctx context.Context, c *ent.Client) ([]*ent.CaseGroup, error) {
	return c.CaseGroup.Query().
		WithCases(func(q *ent.LootCaseQuery) {
			q.Where(lootcase.Enabled(true)).Order(ent.Asc(lootcase.FieldSort), ent.Asc(lootcase.FieldID))
		}).
		Order(ent.Asc(casegroup.FieldNavIndex), ent.Asc(casegroup.FieldID)).All(ctx)
}

// CaseByAlias finds a case by its URL alias.
func CaseByAlias(ctx context.Context, c *ent.Client, alias string) (*ent.LootCase, error) {
	cs, err := c.LootCase.Query().Where(lootcase.Alias(alias)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no case %q", alias)
	}
	return cs, err
}

// CasesByIDs returns the cases with these ids, in id order.
func CasesByIDs(ctx context.Context, c *ent.Client, ids []int) ([]*ent.LootCase, error) {
	q := c.LootCase.Query().Order(ent.Asc(lootcase.FieldSort), ent.Asc(lootcase.FieldID))
	if len(ids) > 0 {
		q.Where(lootcase.IDIn(ids...))
	}
	return q.All(ctx)
}

// Contents returns a case's current items in canonical roll order
// (ascending case item id) with their items loaded. Rolls and odds both use
// this order.
func Contents(ctx context.Context, c *ent.Client, cs *ent.LootCase) ([]*ent.CaseItem, error) {
	return ContentsAt(ctx, c, cs.ID, cs.Revision)
}

// ContentsAt returns the items of one contents revision of a case, so a roll
// made before a catalogue change still verifies against what it was made on.
func ContentsAt(ctx context.Context, c *ent.Client, caseID, revision int) ([]*ent.CaseItem, error) {
	return c.CaseItem.Query().Where(caseitem.CaseID(caseID), caseitem.Revision(revision)).WithItem().
		Order(ent.Asc(caseitem.FieldID)).All(ctx)
}

// ItemsPage lists items matching search (case-insensitive, on the market
// name), cheapest last, page numbers from 1.
func ItemsPage(ctx context.Context, c *ent.Client, search string, page, perPage int) ([]*ent.Item, int, error) {
	q := c.Item.Query()
	if s := strings.TrimSpace(search); s != "" {
		q.Where(item.MarketHashNameContainsFold(s))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	items, err := q.Order(ent.Desc(item.FieldPrice), ent.Asc(item.FieldID)).
		Offset((page - 1) * perPage).Limit(perPage).All(ctx)
	return items, total, err
}

// ItemVariants returns every exterior and StatTrak variant of one skin.
func ItemVariants(ctx context.Context, c *ent.Client, staticName string) ([]*ent.Item, error) {
	items, err := c.Item.Query().Where(item.StaticName(staticName)).
		Order(ent.Asc(item.FieldStattrak), ent.Desc(item.FieldPrice)).All(ctx)
	if err == nil && len(items) == 0 {
		return nil, apperr.NotFound.Msg("no item %q", staticName)
	}
	return items, err
}
