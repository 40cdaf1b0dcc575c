package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/ratelimit"
)

// The daily bonus (spec 7 "Daily bonus and crystal", "Cases").

func (h *Handler) dailyBonusRoutes() []endpoint {
	return []endpoint{
		{"GET", "/dailybonus", h.dailyBonus, 0},
		{"GET", "/dailybonus/drop", h.dailyBonusLatest, 0},
		{"GET", "/dailybonus/history", h.dailyBonusHistory, 0},
		{"GET", "/dailybonus/top", h.dailyBonusTop, 0},
		{"POST", ratelimit.DailyBonus.Name, h.openDailyBonus, ratelimit.DailyBonus.PerMinute},
		{"GET", "/user/history/dailybonus", h.dailyBonusHistory, 0},
	}
}

type dailyCaseView struct {
	ID    int    `json:"id"`
	Alias string `json:"alias"`
	Name  string `json:"name"`
	Image string `json:"image"`
}

type dailyBonusView struct {
	DaysLeft        int           `json:"days_left"`
	Level           int           `json:"level"`
	TopupsSum       Money         `json:"topups_sum"`
	LastOpenedToday bool          `json:"last_opened_today"`
	Available       bool          `json:"available"`
	NextAt          *time.Time    `json:"next_at"`
	Tier            int           `json:"tier"`
	MaxWin          Money         `json:"max_win"`
	Case            dailyCaseView `json:"case"`
}

func (h *Handler) dailyBonusView(st *dailybonus.State) dailyBonusView {
	return dailyBonusView{DaysLeft: st.DaysLeft, Level: st.Level, TopupsSum: Money(st.TopupsSum),
		LastOpenedToday: st.LastOpenedToday, Available: st.Available, NextAt: st.NextAt, Tier: st.Tier,
		MaxWin: Money(st.MaxWin), Case: h.dailyCaseView(st.Case)}
}

func (h *Handler) dailyCaseView(cs *ent.LootCase) dailyCaseView {
	return dailyCaseView{ID: cs.ID, Alias: cs.Alias, Name: cs.Name, Image: catalog.CaseImageURL(h.Cfg.AssetsBaseURL, cs)}
}

// dailyBonus is the viewer's daily bonus (GET dailybonus).
func (h *Handler) dailyBonus(w http.ResponseWriter, r *http.Request, _ *params) error {
	st, err := h.Daily.State(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	ok(w, h.dailyBonusView(st))
	return nil
}

// openDailyBonus opens today's daily bonus {fast}: the answer of every
// opening, free, with the daily bonus as it is after the open.
func (h *Handler) openDailyBonus(w http.ResponseWriter, r *http.Request, p *params) error {
	ctx := r.Context()
	a := actor.From(ctx)
	res, err := h.Daily.Open(ctx, a, p.bool("fast"))
	if err != nil {
		return err
	}
	out := dailyBonusOpenedView{
		Drops: h.drops(res.Drops), Cost: Money(res.Cost), Balance: Money(res.User.Balance),
		Xp: res.User.Xp, Level: res.User.Level, LevelBasedOnXp: res.User.LevelBasedOnXp,
		Fair: openedFairView{ServerSeedHash: res.Seed.ServerSeedHash, ClientSeed: res.Seed.ClientSeed, Nonce: res.Seed.Nonce},
	}
	if st, err := h.Daily.State(ctx, a); err == nil {
		v := h.dailyBonusView(st)
		out.DailyBonus = &v
	}
	ok(w, out)
	return nil
}

// dailyBonusOpenedView is a daily bonus opening: the drops, the balances
// and level after, the seed, and the daily bonus after the open (absent
// when it could not be read).
type dailyBonusOpenedView struct {
	Drops          []dropView      `json:"drops"`
	Cost           Money           `json:"cost"`
	Balance        Money           `json:"balance"`
	Xp             int64           `json:"xp"`
	Level          int             `json:"level"`
	LevelBasedOnXp int             `json:"level_based_on_xp"`
	Fair           openedFairView  `json:"fair"`
	DailyBonus     *dailyBonusView `json:"dailybonus,omitempty"`
}

func (h *Handler) winViews(wins []feed.Win) []winView {
	out := make([]winView, len(wins))
	for i, win := range wins {
		out[i] = winView{DropID: win.DropID, UserID: win.UserID, Nickname: win.Nickname, Avatar: win.Avatar,
			Level: win.Level, BorderID: win.BorderID, HoodID: win.HoodID, AvatarID: win.AvatarID,
			MarketHashName: win.MarketHashName, Rarity: win.Rarity, StatTrak: win.StatTrak,
			Image: catalog.ImageURL(h.Cfg.AssetsBaseURL, win.Image), Price: Money(win.Price), CaseAlias: win.CaseAlias,
			CreatedAt: win.CreatedAt}
	}
	return out
}

// dailyBonusLatest is the daily bonus case's latest drops on the feed
// (GET /dailybonus/drop; limit ≤ 20).
func (h *Handler) dailyBonusLatest(w http.ResponseWriter, r *http.Request, p *params) error {
	n, err := p.int("limit", 10)
	if err != nil {
		return err
	}
	wins, err := h.Daily.Latest(r.Context(), n)
	if err != nil {
		return err
	}
	ok(w, h.winViews(wins))
	return nil
}

// dailyBonusTop is the daily bonus case's dearest drops of the last 24
// hours (GET /dailybonus/top; limit ≤ 20).
func (h *Handler) dailyBonusTop(w http.ResponseWriter, r *http.Request, p *params) error {
	n, err := p.int("limit", 10)
	if err != nil {
		return err
	}
	wins, err := h.Daily.Top(r.Context(), n)
	if err != nil {
		return err
	}
	ok(w, h.winViews(wins))
	return nil
}

// dailyBonusHistory is the viewer's own daily bonus drops, newest first,
// by page (GET /user/history/dailybonus and /dailybonus/history).
func (h *Handler) dailyBonusHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.listDrops(r.Context(), w, p, func(page, limit int) ([]*ent.Drop, int, error) {
		return h.Daily.Mine(r.Context(), actor.From(r.Context()), page, limit)
	})
}
