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
	out := make([]map[string]any, len(stacks))
	for i, st := range stacks {
		out[i] = map[string]any{"id": st.Case.ID, "alias": st.Case.Alias, "name": st.Case.Name, "image": catalog.CaseImageURL(h.Cfg.AssetsBaseURL, st.Case),
			"price": Money(st.Case.Price), "inventory_count": st.Count}
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
func (h *Handler) openedView(ctx context.Context, res *cases.Opened) (map[string]any, error) {
	drops, err := h.dropsWithPlays(ctx, res.Drops)
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"drops": drops, "cost": Money(res.Cost), "currency": currencyOf(res.Currency), "cost_amount": res.Amount,
		"balance": Money(res.User.Balance), "bullets": res.User.Bullets, "candies": res.User.Candies,
		"xp": res.User.Xp, "level": res.User.Level, "level_based_on_xp": res.User.LevelBasedOnXp,
		"fair": map[string]any{"server_seed_hash": res.Seed.ServerSeedHash, "client_seed": res.Seed.ClientSeed, "nonce": res.Seed.Nonce},
	}, nil
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
