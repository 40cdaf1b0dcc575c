package graph

import (
	"time"

	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/graph/model"
)

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
	return &model.FeedEvent{Stats: statsModel(e.Stats), Drop: r.feedDrop(e.Win)}
}

// feedDrop is one win as liveFeed and recentWins show it.
func (r *Resolver) feedDrop(w feed.Win) *model.FeedDrop {
	return &model.FeedDrop{
		ID: w.DropID, UserID: w.UserID, Nickname: w.Nickname, Avatar: w.Avatar, MarketHashName: w.MarketHashName,
		Rarity: itemRarity(w.Rarity), Stattrak: w.StatTrak, Image: r.imageURL(w.Image), Price: w.Price,
		CaseAlias: w.CaseAlias, CaseName: w.CaseName, CreatedAt: w.CreatedAt,
	}
}

func now() time.Time { return time.Now() }
