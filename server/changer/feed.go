package changer

import (
	"context"
	"encoding/json"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/skinchange"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/users"
)

// Topic is the bus topic of the change feed.
const Topic = "changes"

// MaxRecent bounds the change feed's first page.
const MaxRecent = 20

// Thing is an item as the change feed shows it.
type Thing struct {
	ItemID         int         `json:"item_id"`
	MarketHashName string      `json:"market_hash_name"`
	Rarity         string      `json:"rarity"`
	StatTrak       bool        `json:"stattrak"`
	Image          string      `json:"image"` // path under ASSETS_BASE_URL
	Price          money.Cents `json:"price"` // the catalogue price when changed
}

// Entry is one change as everyone may see it: who gave what for what. The
// balance difference stays the player's business.
type Entry struct {
	ChangeID int    `json:"change_id"`
	UserID   int    `json:"user_id"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
	users.Worn
	Given     []Thing   `json:"given"`
	Target    Thing     `json:"target"`
	CreatedAt time.Time `json:"created_at"`
}

// EntryOf is the public view of a change with its Given (and their items)
// and Target loaded.
func EntryOf(c *ent.SkinChange, u *ent.User) Entry {
	e := Entry{ChangeID: c.ID, UserID: c.UserID, CreatedAt: c.CreatedAt}
	if u != nil {
		e.Nickname, e.Avatar, e.Worn = u.Nickname, u.Avatar, users.WornBy(u)
	}
	for _, d := range c.Edges.Given {
		if it := d.Edges.Item; it != nil {
			e.Given = append(e.Given, thingOf(it))
		}
	}
	if t := c.Edges.Target; t != nil {
		e.Target = thingOf(t)
		e.Target.Price = c.TargetPrice
	}
	return e
}

func thingOf(it *ent.Item) Thing {
	return Thing{ItemID: it.ID, MarketHashName: it.MarketHashName, Rarity: string(it.Rarity), StatTrak: it.Stattrak,
		Image: it.Image, Price: it.Price}
}

// Publish sends one entry on the change feed.
func Publish(ctx context.Context, bus realtime.Bus, e Entry) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return bus.Publish(ctx, Topic, b)
}

// Decode reads an entry published on Topic.
func Decode(b []byte) (Entry, error) {
	var e Entry
	err := json.Unmarshal(b, &e)
	return e, err
}

// Recent is the latest n changes already visible at now (their animation
// has ended), newest first.
func Recent(ctx context.Context, c *ent.Client, now time.Time, n int) ([]Entry, error) {
	n = min(max(n, 0), MaxRecent)
	cs, err := c.SkinChange.Query().
		Where(skinchange.HasResultWith(drop.FeedAtLTE(now))).
		WithUser().WithTarget().WithGiven(func(q *ent.DropQuery) { q.WithItem() }).
		Order(ent.Desc(skinchange.FieldCreatedAt), ent.Desc(skinchange.FieldID)).Limit(n).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Entry, len(cs))
	for i, ch := range cs {
		out[i] = EntryOf(ch, ch.Edges.User)
	}
	return out, nil
}
