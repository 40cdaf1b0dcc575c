package inventory

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a drop (ViewOf: its owner at once, everyone
// else once its roulette stopped).
func (s *Service) Views(v *nodes.Views) {
	v.Public(&ent.Drop{}, nodes.Typed(func(ctx context.Context, a *actor.Actor, d *ent.Drop, _ int) (*ent.Drop, error) {
		return s.ViewOf(ctx, a, d)
	}))
}
