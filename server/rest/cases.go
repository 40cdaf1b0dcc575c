package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/casefront/casefront/server/catalog"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/ratelimit"
)

// Opening cases.

func (h *Handler) casesRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.CaseOpen.Name, h.open, ratelimit.CaseOpen.PerMinute},
		{"GET", "/case/reward", h.rewardCases, 0},
		{"GET", "/case/drop", h.caseDrops, 0},
		{"POST", ratelimit.RewardOpen.Name, h.openReward, ratelimit.RewardOpen.PerMinute},
	}
}

func (h *Handler) open(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.openWith(w, r, p, h.Cases.Open)
}

// openReward opens free reward cases: the same request and answer as a
// paid opening, at no cost.
func (h *Handler) openReward(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.openWith(w, r, p, h.Cases.OpenReward)
}

// rewardCases lists the viewer's reward cases with their inventory_count.
func (h *Handler) rewardCases(w http.ResponseWriter, r *http.Request, _ *params) error {
	stacks, err := h.Cases.Rewards(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	out := make([]rewardStackView, len(stacks))
	for i, st := range stacks {
		out[i] = rewardStackView{ID: st.Case.ID, Alias: st.Case.Alias, Name: st.Case.Name, Image: catalog.CaseImageURL(h.Cfg.AssetsBaseURL, st.Case),
			Price: Money(st.Case.Price), InventoryCount: st.Count}
	}
	ok(w, out)
	return nil
}

func (h *Handler) openWith(w http.ResponseWriter, r *http.Request, p *params,
	open func(context.Context, *actor.Actor, cases.OpenRequest) (*cases.Opened, error)) error {
	count, err := p.int("count", 1)
	if err != nil {
		return err
	}
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	if id == 0 {
		if id, err = p.int("case_id", 0); err != nil {
			return err
		}
	}
	res, err := open(r.Context(), actor.From(r.Context()), cases.OpenRequest{CaseID: id, CaseAlias: p.str("alias"), Count: count, Fast: p.bool("fast")})
	if err != nil {
		return err
	}
	return h.opened(r.Context(), w, res)
}

// opened answers an opening of any family with its one view (openedView).
func (h *Handler) opened(ctx context.Context, w http.ResponseWriter, res *cases.Opened) error {
	v, err := h.openedView(ctx, res)
	if err != nil {
		return err
	}
	ok(w, v)
	return nil
}

// openedView is the one view of an opening, whatever the family and the
// path (/case/open, the stack, range, bullet, candy, reward and won-case
// openings, gacha, dota and discovered, which add their state): the drops,
// what was paid (cost in money; currency and cost_amount say which balance
// and how much in its unit), the balances after, and the seed's
// commitment.
func (h *Handler) openedView(ctx context.Context, res *cases.Opened) (*openedView, error) {
	drops, err := h.dropsWithPlays(ctx, res.Drops)
	if err != nil {
		return nil, err
	}
	return &openedView{
		Drops: drops, Cost: Money(res.Cost), Currency: currencyOf(res.Currency), CostAmount: res.Amount,
		Balance: Money(res.User.Balance), Bullets: res.User.Bullets, Candies: res.User.Candies,
		Xp: res.User.Xp, Level: res.User.Level, LevelBasedOnXp: res.User.LevelBasedOnXp,
		Fair: openedFairView{ServerSeedHash: res.Seed.ServerSeedHash, ClientSeed: res.Seed.ClientSeed, Nonce: res.Seed.Nonce},
	}, nil
}

type openedView struct {
	Drops []dropView `json:"drops"`
	Cost  Money      `json:"cost"`
	// Currency is the balance paid from: money, bullets, candies, or free.
	Currency       string         `json:"currency"`
	CostAmount     int64          `json:"cost_amount"`
	Balance        Money          `json:"balance"`
	Bullets        int64          `json:"bullets"`
	Candies        int64          `json:"candies"`
	Xp             int64          `json:"xp"`
	Level          int            `json:"level"`
	LevelBasedOnXp int            `json:"level_based_on_xp"`
	Fair           openedFairView `json:"fair"`
}

// openedFairView is the seed's commitment an opening was rolled with.
type openedFairView struct {
	ServerSeedHash string `json:"server_seed_hash"`
	ClientSeed     string `json:"client_seed"`
	Nonce          int64  `json:"nonce"`
}

// rewardStackView is one of the viewer's reward cases.
type rewardStackView struct {
	ID             int    `json:"id"`
	Alias          string `json:"alias"`
	Name           string `json:"name"`
	Image          string `json:"image"`
	Price          Money  `json:"price"`
	InventoryCount int    `json:"inventory_count"`
}

type winView struct {
	DropID         int       `json:"drop_id"`
	UserID         int       `json:"user_id"`
	Nickname       string    `json:"nickname"`
	Avatar         string    `json:"avatar"`
	Level          int       `json:"level"` // users.PublicLevel
	BorderID       *int      `json:"border_id"`
	HoodID         *int      `json:"hood_id"`
	AvatarID       *int      `json:"avatar_id"`
	MarketHashName string    `json:"market_hash_name"`
	Rarity         string    `json:"rarity"`
	StatTrak       bool      `json:"stattrak"`
	Image          string    `json:"image"`
	Price          Money     `json:"price"`
	CaseAlias      string    `json:"case_alias"`
	CreatedAt      time.Time `json:"created_at"`
}

// caseDrops is a case's latest drops already on the feed (id or alias, limit ≤ 20).
func (h *Handler) caseDrops(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.int("id", 0)
	if err != nil {
		return err
	}
	n, err := p.int("limit", 10)
	if err != nil {
		return err
	}
	wins, err := h.Cases.CaseDrops(r.Context(), id, p.str("alias"), n)
	if err != nil {
		return err
	}
	out := make([]winView, len(wins))
	for i, win := range wins {
		out[i] = winView{DropID: win.DropID, UserID: win.UserID, Nickname: win.Nickname, Avatar: win.Avatar,
			Level: win.Level, BorderID: win.BorderID, HoodID: win.HoodID, AvatarID: win.AvatarID,
			MarketHashName: win.MarketHashName, Rarity: win.Rarity, StatTrak: win.StatTrak,
			Image: catalog.ImageURL(h.Cfg.AssetsBaseURL, win.Image), Price: Money(win.Price), CaseAlias: win.CaseAlias,
			CreatedAt: win.CreatedAt}
	}
	ok(w, out)
	return nil
}
