package catalog

import (
	"context"
	"slices"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/casegroup"
	"github.com/casefront/casefront/ent/caseitem"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/apperr"
)

// Bounds on the catalogue lists, so that no request reads the whole
// catalogue (the GraphQL cost of these lists is counted with them).
const (
	MaxGroups     = 10  // case groups on the home page
	MaxGroupCases = 60  // enabled cases shown per group
	MaxCases      = 100 // cases per casesByIds / GET /cases
	// MaxContentCases bounds the cases GET /cases answers with their
	// contents (each some 100 KB of JSON): a battle's page of cases.
	MaxContentCases = 10
	MaxCaseItems    = 200 // contents of one case (a seed with more is refused)
	MaxVariants     = 20  // exteriors and StatTrak variants of one skin
)

// Groups returns the first MaxGroups case groups by nav_index with their
// first MaxGroupCases enabled cases in order.
func Groups(ctx context.Context, c *ent.Client) ([]*ent.CaseGroup, error) {
	groups, err := c.CaseGroup.Query().
		WithCases(func(q *ent.LootCaseQuery) {
			q.Where(lootcase.Enabled(true)).Order(ent.Asc(lootcase.FieldSort), ent.Asc(lootcase.FieldID))
		}).
		Order(ent.Asc(casegroup.FieldNavIndex), ent.Asc(casegroup.FieldID)).Limit(MaxGroups).All(ctx)
	for _, g := range groups {
		if len(g.Edges.Cases) > MaxGroupCases {
			g.Edges.Cases = g.Edges.Cases[:MaxGroupCases]
		}
	}
	return groups, err
}

// CaseByAlias finds a case by its URL alias.
func CaseByAlias(ctx context.Context, c *ent.Client, alias string) (*ent.LootCase, error) {
	cs, err := c.LootCase.Query().Where(lootcase.Alias(alias)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no case %q", alias)
	}
	return cs, err
}

// CasesByIDs returns the cases with these ids (at most MaxCases of them), in
// sort order; with no ids, the first MaxCases cases.
func CasesByIDs(ctx context.Context, c *ent.Client, ids []int) ([]*ent.LootCase, error) {
	if len(ids) > MaxCases {
		return nil, apperr.Validation.Msg("at most %d ids", MaxCases).With("field", "ids")
	}
	q := c.LootCase.Query().Order(ent.Asc(lootcase.FieldSort), ent.Asc(lootcase.FieldID)).Limit(MaxCases)
	if len(ids) > 0 {
		where := lootcase.IDIn(ids...)
		if slices.Contains(ids, DailyBonusCaseID) {
			where = lootcase.Or(where, lootcase.FamilyEQ(lootcase.FamilyDailybonus))
		}
		q.Where(where)
	}
	return q.All(ctx)
}

// DailyBonusCaseID is the spec's fixed id of the daily bonus case (spec 9),
// which names it in any case id parameter (cases.FindCase does the same);
// row ids are ranged per table, so no other case has it.
const DailyBonusCaseID = 109

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

// ItemVariants returns every exterior and StatTrak variant of one skin.
func ItemVariants(ctx context.Context, c *ent.Client, staticName string) ([]*ent.Item, error) {
	items, err := c.Item.Query().Where(item.StaticName(staticName)).
		Order(ent.Asc(item.FieldStattrak), ent.Desc(item.FieldPrice)).Limit(MaxVariants).All(ctx)
	if err == nil && len(items) == 0 {
		return nil, apperr.NotFound.Msg("no item %q", staticName)
	}
	return items, err
}
