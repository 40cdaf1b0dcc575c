package feed

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/users"
)

// MaxRecent is the most wins RecentWins returns (spec 9: 10 winners shown).
const MaxRecent = 20

// WinOf is the feed's view of a drop won by u from cs (d.Edges.Item loaded).
func WinOf(d *ent.Drop, u *ent.User, cs *ent.LootCase) Win {
	it := d.Edges.Item
	w := Win{DropID: d.ID, UserID: d.UserID, ItemID: d.ItemID, Price: d.Price, CreatedAt: d.CreatedAt}
	if u != nil {
		w.Nickname, w.Avatar, w.Worn = u.Nickname, u.Avatar, users.WornBy(u)
	}
	if it != nil {
		w.MarketHashName, w.Rarity, w.StatTrak, w.Image = it.MarketHashName, string(it.Rarity), it.Stattrak, it.Image
	}
	if cs != nil {
		w.CaseAlias, w.CaseName = cs.Alias, cs.Name
	}
	return w
}

// RecentWins returns the latest n wins already visible at now (feed_at has
// passed), newest first, so a page arriving mid-spin does not spoil it either.
func RecentWins(ctx context.Context, c *ent.Client, now time.Time, n int) ([]Win, error) {
	return visible(ctx, c.Drop.Query(), now, n)
}

// CaseWins is RecentWins of one case (GET /case/drop): what the case page
// shows under the case.
func CaseWins(ctx context.Context, c *ent.Client, caseID int, now time.Time, n int) ([]Win, error) {
	return visible(ctx, c.Drop.Query().Where(drop.CaseID(caseID)), now, n)
}

func visible(ctx context.Context, q *ent.DropQuery, now time.Time, n int) ([]Win, error) {
	n = min(max(n, 0), MaxRecent)
	// A used drop is a drop boost turned into its plays: not a win to show.
	drops, err := q.Where(drop.FeedAtNotNil(), drop.FeedAtLTE(now), drop.StateNEQ(drop.StateUsed)).
		Order(ent.Desc(drop.FieldFeedAt), ent.Desc(drop.FieldID)).Limit(n).
		WithItem().WithUser().WithCase().All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Win, len(drops))
	for i, d := range drops {
		out[i] = WinOf(d, d.Edges.User, d.Edges.Case)
	}
	return out, nil
}
