package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/ratelimit"
	"github.com/casefront/casefront/server/store"
)

// The skin changer.

func (h *Handler) changerRoutes() []endpoint {
	return []endpoint{
		{"GET", "/change/info", h.changerInfo, 0},
		{"GET", "/change/user-items", h.changeUserItems, 0},
		{"GET", "/change/change-feed", h.changeFeed, 0},
		{"POST", "/change/change-items", h.changeTargets, 0},
		{"POST", ratelimit.Change.Name, h.changeSkins, ratelimit.Change.PerMinute},
	}
}

func (h *Handler) changerInfo(w http.ResponseWriter, r *http.Request, _ *params) error {
	in := h.Changer.InfoFor(actor.From(r.Context()))
	ok(w, changerInfoView{Spread: Money(in.SpreadBps).String(), SpreadBps: in.SpreadBps, MaxItems: in.MaxItems,
		Playable: in.Playable, Reason: in.Reason})
	return nil
}

type changerInfoView struct {
	Spread    string  `json:"spread"` // percent, "5.00"
	SpreadBps int64   `json:"spread_bps"`
	MaxItems  int     `json:"max_items"`
	Playable  bool    `json:"playable"`
	Reason    *string `json:"reason"` // api.* key saying why not; null when playable
}

func (h *Handler) changeUserItems(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Changer.Givable(r.Context(), actor.From(r.Context()), page, limit)
	})
}

type changeThingView struct {
	MarketHashName string `json:"market_hash_name"`
	Rarity         string `json:"rarity"`
	StatTrak       bool   `json:"stattrak"`
	Image          string `json:"image"`
	Price          Money  `json:"price"`
}

type changeEntryView struct {
	ID        int               `json:"id"`
	UserID    int               `json:"user_id"`
	Nickname  string            `json:"nickname"`
	Avatar    string            `json:"avatar"`
	Level     int               `json:"level"` // users.PublicLevel
	BorderID  *int              `json:"border_id"`
	HoodID    *int              `json:"hood_id"`
	AvatarID  *int              `json:"avatar_id"`
	Given     []changeThingView `json:"given"`
	Target    changeThingView   `json:"target"`
	CreatedAt time.Time         `json:"created_at"`
}

func (h *Handler) changeEntry(e changer.Entry) changeEntryView {
	thing := func(t changer.Thing) changeThingView {
		return changeThingView{MarketHashName: t.MarketHashName, Rarity: t.Rarity, StatTrak: t.StatTrak,
			Image: catalog.ImageURL(h.Cfg.AssetsBaseURL, t.Image), Price: Money(t.Price)}
	}
	v := changeEntryView{ID: e.ChangeID, UserID: e.UserID, Nickname: e.Nickname, Avatar: e.Avatar,
		Target: thing(e.Target), CreatedAt: e.CreatedAt, Given: []changeThingView{},
		Level: e.Level, BorderID: e.BorderID, HoodID: e.HoodID, AvatarID: e.AvatarID}
	for _, g := range e.Given {
		v.Given = append(v.Given, thing(g))
	}
	return v
}

// changeFeed is the latest changes anyone made (limit, at most 20).
func (h *Handler) changeFeed(w http.ResponseWriter, r *http.Request, p *params) error {
	n, err := p.int("limit", changer.MaxRecent)
	if err != nil {
		return err
	}
	entries, err := h.Changer.Feed(r.Context(), n)
	if err != nil {
		return err
	}
	out := make([]changeEntryView, len(entries))
	for i, e := range entries {
		out[i] = h.changeEntry(e)
	}
	ok(w, out)
	return nil
}

// changeTargets lists what ids (the player's drops) can be changed for,
// dearest first, with their credit.
func (h *Handler) changeTargets(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	page, limit, err := p.paging(changer.PageSize)
	if err != nil {
		return err
	}
	offset, err := store.Offset(page, limit, changer.PageSize)
	if err != nil {
		return err
	}
	items, total, credit, err := h.Changer.Targets(r.Context(), actor.From(r.Context()), changer.TargetsQuery{
		DropIDs: ids, Search: p.str("search"), Offset: offset, Limit: limit})
	if err != nil {
		return err
	}
	out := make([]itemView, len(items))
	for i, it := range items {
		out[i] = h.item(it)
	}
	meta := pageMeta(total, page, limit)
	meta["credit"] = Money(credit)
	ok(w, out, meta)
	return nil
}

type changeView struct {
	ID         int        `json:"id"`
	Given      []dropView `json:"given"`
	ItemsValue Money      `json:"items_value"`
	SpreadBps  int64      `json:"spread_bps"`
	Credit     Money      `json:"credit"`
	Target     itemView   `json:"target"`
	Price      Money      `json:"target_price"`
	Difference Money      `json:"difference"`
	Result     dropView   `json:"result"`
	CreatedAt  time.Time  `json:"created_at"`
}

func (h *Handler) changeSkins(w http.ResponseWriter, r *http.Request, p *params) error {
	ids, err := p.ints("ids")
	if err != nil {
		return err
	}
	delay, err := p.int("delay", 0)
	if err != nil {
		return err
	}
	res, err := h.Changer.Change(r.Context(), actor.From(r.Context()), changer.Request{
		DropIDs: ids, Target: p.str("market_hash_name"), DelayMS: delay})
	if err != nil {
		return err
	}
	c := res.Change
	ok(w, changedView{
		Change: changeView{ID: c.ID, Given: h.drops(c.Edges.Given), ItemsValue: Money(c.ItemsValue), SpreadBps: c.SpreadBps,
			Credit: Money(c.Credit), Target: h.item(c.Edges.Target), Price: Money(c.TargetPrice), Difference: Money(c.Difference),
			Result: h.drop(c.Edges.Result), CreatedAt: c.CreatedAt},
		Balance: Money(res.User.Balance), Xp: res.User.Xp, Level: res.User.Level, LevelBasedOnXp: res.User.LevelBasedOnXp,
	})
	return nil
}

// changedView is a change's answer: the change, the balance and level after.
type changedView struct {
	Change         changeView `json:"change"`
	Balance        Money      `json:"balance"`
	Xp             int64      `json:"xp"`
	Level          int        `json:"level"`
	LevelBasedOnXp int        `json:"level_based_on_xp"`
}
