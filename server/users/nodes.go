package users

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a profile: everyone; ViewOf decides each
// private field where it is resolved.
func Views(v *nodes.Views) {
	v.Public(&ent.User{}, nodes.Typed(func(_ context.Context, _ *actor.Actor, u *ent.User, _ int) (*ent.User, error) {
		return u, nil
	}))
}
