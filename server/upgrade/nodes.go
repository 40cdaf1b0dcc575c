package upgrade

import (
	"context"

	"github.com/casefront/casefront/ent"
	entupgrade "github.com/casefront/casefront/ent/upgrade"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a play's record (ViewOf).
func Views(v *nodes.Views) {
	v.Owned(&ent.Upgrade{}, entupgrade.Table, nodes.Typed(func(_ context.Context, a *actor.Actor, r *ent.Upgrade, owner int) (*ent.Upgrade, error) {
		r.UserID = owner
		return ViewOf(a, r), nil
	}))
}
