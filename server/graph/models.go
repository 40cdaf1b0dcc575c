package graph

import (
	"time"

	"entgo.io/contrib/entgql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/inventory"
)

func (r *Resolver) imageURL(path string) string { return catalog.ImageURL(r.Cfg.AssetsBaseURL, path) }

func revealedModel(rv *fair.Revealed) *model.RevealedSeed {
	return &model.RevealedSeed{ServerSeed: rv.ServerSeed, ServerSeedHash: rv.ServerSeedHash, ClientSeed: rv.ClientSeed, Nonce: int(rv.Nonce),
		CreatedAt: rv.CreatedAt, RevealedAt: &rv.RevealedAt}
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
		Level: w.Level, BorderID: w.BorderID, HoodID: w.HoodID, AvatarID: w.AvatarID,
	}
}

// dropConnection adapts a slice of inventory.After to the Relay connection;
// a cursor carries its drop's id, the key the list is ordered by.
func dropConnection(s *inventory.Slice, paged bool) *ent.DropConnection {
	conn := &ent.DropConnection{TotalCount: s.Total, Edges: make([]*ent.DropEdge, len(s.Drops))}
	for i, d := range s.Drops {
		conn.Edges[i] = &ent.DropEdge{Node: d, Cursor: entgql.Cursor[int]{ID: d.ID}}
	}
	conn.PageInfo.HasPreviousPage = paged
	conn.PageInfo.HasNextPage = s.More
	if len(s.Drops) > 0 {
		conn.PageInfo.StartCursor = &conn.Edges[0].Cursor
		conn.PageInfo.EndCursor = &conn.Edges[len(s.Drops)-1].Cursor
	}
	return conn
}

func now() time.Time { return time.Now() }

// cursorID is the drop id a connection's after cursor names, if any.
func cursorID(after *entgql.Cursor[int]) *int {
	if after == nil {
		return nil
	}
	return &after.ID
}
