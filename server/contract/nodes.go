package contract

import (
	"context"

	"github.com/casefront/casefront/ent"
	entcontract "github.com/casefront/casefront/ent/contract"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a play's record (ViewOf).
func Views(v *nodes.Views) {
	v.Owned(&ent.Contract{}, entcontract.Table, nodes.Typed(func(_ context.Context, a *actor.Actor, r *ent.Contract, owner int) (*ent.Contract, error) {
		r.UserID = owner
		return ViewOf(a, r), nil
	}))
}
