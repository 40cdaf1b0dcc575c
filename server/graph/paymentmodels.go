package graph

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/payments"
)

// Models of the pay page and promo codes, outside the generated resolver files.

func paymentMethod(m payments.MethodInfo) *model.PaymentMethod {
	out := &model.PaymentMethod{Codename: string(m.Codename), Name: m.Name, Group: m.Group}
	for i, g := range m.Gates {
		out.Gates = append(out.Gates, &model.PaymentGate{Codename: g.Codename, Name: g.Name, Sandbox: g.Sandbox,
			MinAmount: g.Min, MaxAmount: g.Max})
		if i == 0 {
			out.MinAmount, out.MaxAmount = g.Min, g.Max
		}
	}
	return out
}

func paymentGroups(gs []payments.Group) []*model.PaymentMethodGroup {
	out := []*model.PaymentMethodGroup{}
	for _, g := range gs {
		mg := &model.PaymentMethodGroup{Codename: g.Codename, Name: g.Name}
		for _, m := range g.Methods {
			mg.Methods = append(mg.Methods, paymentMethod(m))
		}
		out = append(out, mg)
	}
	return out
}

func (r *Resolver) activatePromo(ctx context.Context, code, group string) (*model.PromoActivationResult, error) {
	a := actor.From(ctx)
	act, err := r.Services.Promo.Activate(ctx, a, code, group)
	if err != nil {
		return nil, err
	}
	u, err := r.Services.Users.Get(ctx, a.UserID)
	if err != nil {
		return nil, err
	}
	return &model.PromoActivationResult{Activation: act, User: u}, nil
}

func (r *Resolver) caseName(ctx context.Context, id *int) (*string, error) {
	if id == nil {
		return nil, nil
	}
	c, err := r.Services.Catalog.CaseByID(ctx, *id)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &c.Name, nil
}
