package catalog

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees catalogue rows (ViewOf: everyone).
func Views(v *nodes.Views) {
	v.Public(&ent.LootCase{}, public[*ent.LootCase]())
	v.Public(&ent.CaseGroup{}, public[*ent.CaseGroup]())
	v.Public(&ent.CaseItem{}, public[*ent.CaseItem]())
	v.Public(&ent.Item{}, public[*ent.Item]())
}

func public[T interface {
	Row
	ent.Noder
	comparable
}]() nodes.Rule {
	return nodes.Typed(func(_ context.Context, a *actor.Actor, r T, _ int) (T, error) { return ViewOf(a, r), nil })
}
