package graph

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/inventory"
)

// MaxPage bounds connection page sizes.
const MaxPage = 100

func pageSize(first, last *int) error {
	for _, n := range []*int{first, last} {
		if n != nil && (*n < 0 || *n > MaxPage) {
			return apperr.Validation.Msg("page size must be between 0 and %d", MaxPage)
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

// visible is the projection node(id) applies: each type's own rule
// (users.ViewOf works field by field in the User resolvers).
func (r *Resolver) visible(ctx context.Context, n ent.Noder) (ent.Noder, error) {
	switch v := n.(type) {
	case *ent.FairSeed:
		// Field collection may have loaded only the asked-for columns; the
		// owner decides, so read it.
		owner, err := r.DB.FairSeed.Query().Where(fairseed.ID(v.ID)).Select(fairseed.FieldUserID).Only(ctx)
		if err != nil {
			return nil, err
		}
		v.UserID = owner.UserID
		if s := fair.ViewOf(actor.From(ctx), v); s != nil {
			return s, nil
		}
		return nil, nil
	case *ent.Drop:
		return inventory.ViewOf(actor.From(ctx), v), nil
	}
	return n, nil
}

func intPtr(v *int64) *int {
	if v == nil {
		return nil
	}
	n := int(*v)
	return &n
}
