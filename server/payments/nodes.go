package payments

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

// Views registers who sees a payment: its player alone.
func Views(v *nodes.Views) {
	v.Owned(&ent.Payment{}, payment.Table, nodes.Typed(func(_ context.Context, a *actor.Actor, p *ent.Payment, owner int) (*ent.Payment, error) {
		if !a.Is(owner) {
			return nil, nil
		}
		return p, nil
	}))
}
