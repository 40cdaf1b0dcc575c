package changer

import (
	"context"

	"github.com/casefront/casefront/ent"
	entskinchange "github.com/casefront/casefront/ent/skinchange"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a play's record (ViewOf).
func Views(v *nodes.Views) {
	v.Owned(&ent.SkinChange{}, entskinchange.Table, nodes.Typed(func(_ context.Context, a *actor.Actor, r *ent.SkinChange, owner int) (*ent.SkinChange, error) {
		r.UserID = owner
		return ViewOf(a, r), nil
	}))
}
