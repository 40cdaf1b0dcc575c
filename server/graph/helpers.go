package graph

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/store"
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
	rv, next, err := r.Services.Fair.Reseed(ctx, actor.From(ctx), clientSeed)
	if err != nil {
		return nil, err
	}
	return &model.RotateSeedPayload{Revealed: revealedModel(rv), FairSeed: next}, nil
}

func intPtr(v *int64) *int {
	if v == nil {
		return nil
	}
	n := int(*v)
	return &n
}

// proof is a roll's verify-link proof (fair.ProofOf). Another player's roll
// costs no lookup: only the owner of a roll owns its seed.
func (r *Resolver) proof(ctx context.Context, ownerID, seedID int) (*fair.Proof, error) {
	a := actor.From(ctx)
	if !a.Is(ownerID) {
		return nil, nil
	}
	s, err := r.Services.Loaders(ctx).Seeds.Load(ctx, seedID)()
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return fair.ProofOf(a, s), nil
}
