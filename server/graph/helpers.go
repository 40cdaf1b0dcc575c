package graph

import (
	entcontract "github.com/casefront/casefront/ent/contract"
	entpayment "github.com/casefront/casefront/ent/payment"
	"github.com/casefront/casefront/ent/promoactivation"
	"github.com/casefront/casefront/ent/skinchange"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/contract"

	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/ent/item"
	entupgrade "github.com/casefront/casefront/ent/upgrade"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/upgrade"
)

// MaxPage bounds connection page sizes (store.First, the rule the domain
// services apply too).
const MaxPage = store.MaxFirst

func pageSize(first, last *int) error {
	for _, a := range []struct {
		field string
		n     *int
	}{{"first", first}, {"last", last}} {
		if a.n != nil {
			if err := store.First(a.field, *a.n); err != nil {
				return err
			}
		}
	}
	return nil
}

func itemRarity(s string) item.Rarity { return item.Rarity(s) }

// reseed rotates the viewer's seed (and sets a client seed when given).
func (r *Resolver) reseed(ctx context.Context, clientSeed *string) (*model.RotateSeedPayload, error) {
	rv, next, err := fair.Reseed(ctx, r.DB, actor.From(ctx), clientSeed)
	if err != nil {
		return nil, err
	}
	return &model.RotateSeedPayload{Revealed: revealedModel(rv), FairSeed: next}, nil
}

// visible is the projection node(id) applies: an explicit rule for every
// type, each the domain's own ViewOf. A type listed nowhere here is not
// shown at all, so a new node type stays hidden until someone decides who
// may see it (TestNodeCoversEveryType in server/app lists them).
func (r *Resolver) visible(ctx context.Context, n ent.Noder) (ent.Noder, error) {
	a := actor.From(ctx)
	switch v := n.(type) {
	case *ent.User:
		// A profile is public; users.ViewOf decides each private field in
		// the User resolvers.
		return v, nil
	case *ent.LootCase:
		return catalog.ViewOf(a, v), nil
	case *ent.CaseGroup:
		return catalog.ViewOf(a, v), nil
	case *ent.CaseItem:
		return catalog.ViewOf(a, v), nil
	case *ent.Item:
		return catalog.ViewOf(a, v), nil
	case *ent.FairSeed:
		// Field collection may have loaded only the asked-for columns; the
		// owner decides, so read it.
		owner, err := r.DB.FairSeed.Query().Where(fairseed.ID(v.ID)).Select(fairseed.FieldUserID).Only(ctx)
		if err != nil {
			return nil, err
		}
		v.UserID = owner.UserID
		if s := fair.ViewOf(a, v); s != nil {
			return s, nil
		}
		return nil, nil
	case *ent.Upgrade:
		// Field collection may have loaded only the asked-for columns.
		owner, err := r.DB.Upgrade.Query().Where(entupgrade.ID(v.ID)).Select(entupgrade.FieldUserID).Only(ctx)
		if err != nil {
			return nil, err
		}
		v.UserID = owner.UserID
		if u := upgrade.ViewOf(a, v); u != nil {
			return u, nil
		}
		return nil, nil
	case *ent.Contract:
		owner, err := r.DB.Contract.Query().Where(entcontract.ID(v.ID)).Select(entcontract.FieldUserID).Only(ctx)
		if err != nil {
			return nil, err
		}
		v.UserID = owner.UserID
		if c := contract.ViewOf(a, v); c != nil {
			return c, nil
		}
		return nil, nil
	case *ent.SkinChange:
		owner, err := r.DB.SkinChange.Query().Where(skinchange.ID(v.ID)).Select(skinchange.FieldUserID).Only(ctx)
		if err != nil {
			return nil, err
		}
		v.UserID = owner.UserID
		if c := changer.ViewOf(a, v); c != nil {
			return c, nil
		}
		return nil, nil
	case *ent.Payment:
		// A payment is its player's alone.
		owner, err := r.DB.Payment.Query().Where(entpayment.ID(v.ID)).Select(entpayment.FieldUserID).Only(ctx)
		if err != nil || !a.Is(owner.UserID) {
			return nil, err
		}
		return v, nil
	case *ent.PromoActivation:
		owner, err := r.DB.PromoActivation.Query().Where(promoactivation.ID(v.ID)).Select(promoactivation.FieldUserID).Only(ctx)
		if err != nil || !a.Is(owner.UserID) {
			return nil, err
		}
		return v, nil
	case *ent.Drop:
		d, err := inventory.ViewOf(ctx, r.DB, a, v, now())
		if d == nil || err != nil {
			return nil, err
		}
		return d, nil
	}
	return nil, nil
}

func intPtr(v *int64) *int {
	if v == nil {
		return nil
	}
	n := int(*v)
	return &n
}
