package graph

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/restrict"
)

// viewer loads the signed-in player or refuses with api.no_auth.
func (r *Resolver) viewer(ctx context.Context) (*ent.User, error) {
	v := auth.ViewerFrom(ctx)
	if v.UserID == 0 {
		return nil, apperr.NoAuth
	}
	u, err := r.DB.User.Get(ctx, v.UserID)
	if ent.IsNotFound(err) {
		return nil, apperr.NoAuth
	}
	return u, err
}

// isOwner is true when the viewer is u.
func isOwner(ctx context.Context, u *ent.User) bool {
	return u != nil && auth.ViewerFrom(ctx).UserID == u.ID
}

// restrictions are the viewer's active restrictions.
func (r *Resolver) restrictions(ctx context.Context, u *ent.User) []string {
	return restrict.ForViewer(ctx, r.Cfg, u)
}

func (r *Resolver) imageURL(path string) string { return catalog.ImageURL(r.Cfg.AssetsBaseURL, path) }

func revealedModel(rv *fair.Revealed) *model.RevealedSeed {
	return &model.RevealedSeed{ServerSeed: rv.ServerSeed, ServerSeedHash: rv.ServerSeedHash, ClientSeed: rv.ClientSeed, Nonce: int(rv.Nonce)}
}

func statsModel(s feed.Stats) *model.LiveStats {
	return &model.LiveStats{
		CasesOpened: int(s.CasesOpened), CasesOpenedToday: int(s.CasesOpenedToday), DailybonusOpened: int(s.DailybonusOpened),
		Milspec: int(s.Milspec), Restricted: int(s.Restricted), Classified: int(s.Classified), Covert: int(s.Covert),
		Rare: int(s.Rare), Stattrak: int(s.StatTrak),
	}
}

func (r *Resolver) feedModel(e feed.Event) *model.FeedEvent {
	w := e.Win
	return &model.FeedEvent{Stats: statsModel(e.Stats), Drop: &model.FeedDrop{
		ID: w.DropID, UserID: w.UserID, Nickname: w.Nickname, Avatar: w.Avatar, MarketHashName: w.MarketHashName,
		Rarity: itemRarity(w.Rarity), Stattrak: w.StatTrak, Image: r.imageURL(w.Image), Price: w.Price,
		CaseAlias: w.CaseAlias, CaseName: w.CaseName, CreatedAt: w.CreatedAt,
	}}
}

func now() time.Time { return time.Now() }
