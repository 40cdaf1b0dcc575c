package fair

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a seed (ViewOf: its secret only once revealed).
func Views(v *nodes.Views) {
	v.Owned(&ent.FairSeed{}, fairseed.Table, nodes.Typed(func(_ context.Context, a *actor.Actor, s *ent.FairSeed, owner int) (*ent.FairSeed, error) {
		s.UserID = owner
		return ViewOf(a, s), nil
	}))
}
