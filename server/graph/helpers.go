package graph

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/users"
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

func ownerInt(ctx context.Context, u *ent.User, v int64) *int {
	if !isOwner(ctx, u) {
		return nil
	}
	n := int(v)
	return &n
}

func itemRarity(s string) item.Rarity { return item.Rarity(s) }

// reseed rotates the viewer's seed (and sets a client seed when given).
func (r *Resolver) reseed(ctx context.Context, clientSeed *string) (*model.RotateSeedPayload, error) {
	u, err := r.viewer(ctx)
	if err != nil {
		return nil, err
	}
	if err := users.CanPlay(u, now()); err != nil {
		return nil, err
	}
	rv, next, err := fair.Reseed(ctx, r.DB, u.ID, clientSeed)
	if err != nil {
		return nil, err
	}
	return &model.RotateSeedPayload{Revealed: revealedModel(rv), FairSeed: next}, nil
}

// hidePrivate keeps node(id) from showing another player's seed.
func (r *Resolver) hidePrivate(ctx context.Context, n ent.Noder) ent.Noder {
	if s, ok := n.(*ent.FairSeed); ok && s.UserID != auth.ViewerFrom(ctx).UserID {
		return nil
	}
	return n
}
