package cases

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
)

// What other games need of a case's table: a case battle rolls every round
// on the round's case as it was when the battle was created, with the same
// weighted pick as an opening, so one function maps a roll onto an item
// everywhere.

// Table is a case's contents at one revision with their integer weights,
// in canonical roll order (ascending case item id).
type Table struct {
	Case     *ent.LootCase
	Revision int
	t        table
}

// TableAt loads cs's contents at revision (0: its current one).
func TableAt(ctx context.Context, c *ent.Client, cs *ent.LootCase, revision int) (*Table, error) {
	if revision == 0 {
		revision = cs.Revision
	}
	contents, err := catalog.ContentsAt(ctx, c, cs.ID, revision)
	if err != nil {
		return nil, err
	}
	t := table{contents: contents, weights: make([]int64, len(contents))}
	for i, ci := range contents {
		t.weights[i] = ci.Weight
	}
	if t.total = fair.Total(t.weights); t.total <= 0 {
		return nil, apperr.CaseDisabled.Msg("case %q has no contents", cs.Alias).With("case_id", cs.ID)
	}
	return &Table{Case: cs, Revision: revision, t: t}, nil
}

// TotalWeight is the sum of the table's weights.
func (t *Table) TotalWeight() int64 { return t.t.total }

// Pick maps a 52-bit roll onto the table: ticket = floor(roll × total
// weight), and the item whose cumulative range holds it.
func (t *Table) Pick(bits52 uint64) (ticket int64, it *ent.Item, err error) {
	ticket = fair.Ticket(bits52, t.t.total)
	idx, err := fair.Pick(t.t.weights, ticket)
	if err != nil {
		return 0, nil, err
	}
	return ticket, t.t.contents[idx].Edges.Item, nil
}

// Items are the table's items in roll order.
func (t *Table) Items() []*ent.Item {
	out := make([]*ent.Item, len(t.t.contents))
	for i, ci := range t.t.contents {
		out[i] = ci.Edges.Item
	}
	return out
}

// BattleRefusal is why cs cannot be a round of a case battle (nil when it
// can): it must be enabled, a normal case, and priced.
func BattleRefusal(cs *ent.LootCase) error {
	if !cs.Enabled {
		return apperr.CaseDisabled.Msg("case %q is not available", cs.Alias).With("case_id", cs.ID)
	}
	if cs.Family != lootcase.FamilyNormal || cs.Price <= 0 {
		return apperr.CaseDisabled.Msg("case %q cannot be played in a battle", cs.Alias).With("case_id", cs.ID).
			With("reason", "not_in_battles")
	}
	return nil
}
