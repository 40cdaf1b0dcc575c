package promo

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/promoactivation"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a code's activation: its player alone.
func Views(v *nodes.Views) {
	v.Owned(&ent.PromoActivation{}, promoactivation.Table, nodes.Typed(func(_ context.Context, a *actor.Actor, p *ent.PromoActivation, owner int) (*ent.PromoActivation, error) {
		if !a.Is(owner) {
			return nil, nil
		}
		return p, nil
	}))
}
