package battles

import (
	"context"
	"slices"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/caseitem"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
)

// eligible are the cases a battle may hold (the rule of
// cases.BattleRefusal, and no drop boost in the current contents), in
// catalogue order, at most catalog.MaxCases.
func (s *Service) eligible(ctx context.Context) ([]*ent.LootCase, error) {
	cs, err := s.DB.LootCase.Query().Where(lootcase.Enabled(true), lootcase.FamilyEQ(lootcase.FamilyNormal), lootcase.PriceGT(0)).
		Order(ent.Asc(lootcase.FieldSort), ent.Asc(lootcase.FieldID)).Limit(catalog.MaxCases).All(ctx)
	if err != nil || len(cs) == 0 {
		return cs, err
	}
	boosts, err := s.DB.CaseItem.Query().Where(caseitem.HasItemWith(item.Category(cases.BoostCategory))).All(ctx)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(cs, func(c *ent.LootCase) bool {
		return slices.ContainsFunc(boosts, func(ci *ent.CaseItem) bool { return ci.CaseID == c.ID && ci.Revision == c.Revision })
	}), nil
}

// AvailableGroup is a case group with the cases a battle may hold and,
// for each, how many of it the actor holds as won cases (inventory_count).
type AvailableGroup struct {
	Group *ent.CaseGroup
	Cases []AvailableCase
}

// AvailableCase is one case of an AvailableGroup.
type AvailableCase struct {
	Case           *ent.LootCase
	InventoryCount int
}

// AvailableCases answers GET /case_battle/available_cases: the case groups
// in their order with the cases battles may use.
func (s *Service) AvailableCases(ctx context.Context, a *actor.Actor) ([]AvailableGroup, error) {
	ok, err := s.eligible(ctx)
	if err != nil {
		return nil, err
	}
	groups, err := catalog.Groups(ctx, s.DB)
	if err != nil {
		return nil, err
	}
	held := map[int]int{} // case id -> won cases held
	if a.SignedIn() && len(ok) > 0 {
		ids := make([]int, len(ok))
		for i, c := range ok {
			ids[i] = c.ID
		}
		containers, err := s.DB.Item.Query().Where(item.OpensCaseIDIn(ids...)).All(ctx)
		if err != nil {
			return nil, err
		}
		opens := map[int]int{}
		var itemIDs []int
		for _, it := range containers {
			opens[it.ID] = *it.OpensCaseID
			itemIDs = append(itemIDs, it.ID)
		}
		if len(itemIDs) > 0 {
			var counts []struct {
				ItemID int `json:"item_id"`
				Count  int `json:"count"`
			}
			err := s.DB.Drop.Query().Where(drop.UserID(a.UserID), drop.StateEQ(drop.StateActive), drop.ItemIDIn(itemIDs...)).
				GroupBy(drop.FieldItemID).Aggregate(ent.Count()).Scan(ctx, &counts)
			if err != nil {
				return nil, err
			}
			for _, c := range counts {
				held[opens[c.ItemID]] += c.Count
			}
		}
	}
	out := []AvailableGroup{}
	for _, g := range groups {
		ag := AvailableGroup{Group: g}
		for _, c := range g.Edges.Cases {
			if slices.ContainsFunc(ok, func(e *ent.LootCase) bool { return e.ID == c.ID }) {
				ag.Cases = append(ag.Cases, AvailableCase{Case: c, InventoryCount: held[c.ID]})
			}
		}
		if len(ag.Cases) > 0 {
			out = append(out, ag)
		}
	}
	return out, nil
}

// Preset is a ready-made battle a player creates in one click.
type Preset struct {
	Key          string // duel, duel_x3, three_way, teams
	PlayersCount int
	Type         battle.Type
	Cases        []*ent.LootCase // by round
	SeatPrice    money.Cents
	Delay        int
}

// Presets is GET /case_battle/presets: the presets and how many the active
// list shows now (spec 9: while fewer than PresetsUpTo battles are active,
// presets fill the list up to PresetsUpTo, and at least MinPresets show).
type Presets struct {
	Presets     []Preset
	Show        int
	ActiveCount int
}

// Presets builds the presets from the two cheapest cases battles may use:
// a duel on the cheapest, a duel of three of it, a three-way battle on the
// next and a 2x2 on both.
func (s *Service) Presets(ctx context.Context) (*Presets, error) {
	ok, err := s.eligible(ctx)
	if err != nil {
		return nil, err
	}
	active, err := s.ActiveCount(ctx)
	if err != nil {
		return nil, err
	}
	out := &Presets{Presets: []Preset{}, ActiveCount: active}
	if len(ok) == 0 {
		return out, nil
	}
	slices.SortStableFunc(ok, func(x, y *ent.LootCase) int {
		if x.Price != y.Price {
			return int(x.Price - y.Price)
		}
		return x.ID - y.ID
	})
	c0, c1 := ok[0], ok[0]
	if len(ok) > 1 {
		c1 = ok[1]
	}
	add := func(key string, players int, t battle.Type, cs ...*ent.LootCase) {
		p := Preset{Key: key, PlayersCount: players, Type: t, Cases: cs, Delay: Delay(len(cs))}
		for _, c := range cs {
			p.SeatPrice += c.Price
		}
		out.Presets = append(out.Presets, p)
	}
	add("duel", 2, battle.TypeNormal, c0)
	add("duel_x3", 2, battle.TypeNormal, c0, c0, c0)
	add("three_way", 3, battle.TypeNormal, c1)
	add("teams", 4, battle.Type2x2, c0, c1)
	out.Show = min(len(out.Presets), max(MinPresets, PresetsUpTo-active))
	return out, nil
}
