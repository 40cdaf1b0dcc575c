package rest

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/topdrops"
)

// The dearest wins (spec 7: GET /top, /most_expensive_win, /user/{id}/top).

func (h *Handler) topDropsRoutes() []endpoint {
	return []endpoint{
		{"GET", "/top", h.topDrops, 0},
		{"GET", "/most_expensive_win", h.mostExpensiveWin, 0},
		{"GET", "/user/{id}/top", h.userTopDrops, 0},
	}
}

func init() {
	// The top reads only limit; an anonymous visitor's answer is kept a
	// second (publiccache), like the catalogue's.
	publicReads["/top"] = func(q url.Values) (string, bool) { return "limit=" + q.Get("limit"), true }
	publicReads["/most_expensive_win"] = func(url.Values) (string, bool) { return "", true }
}

// topDrops is the last 24 hours' dearest wins (limit ≤ 50, default 20).
func (h *Handler) topDrops(w http.ResponseWriter, r *http.Request, p *params) error {
	n, err := p.int("limit", topdrops.DefaultTop)
	if err != nil {
		return err
	}
	wins, err := h.TopDrops.Top(r.Context(), actor.From(r.Context()), n)
	if err != nil {
		return err
	}
	ok(w, h.winViews(wins))
	return nil
}

// mostExpensiveWin is the dearest win ever, null before the first.
func (h *Handler) mostExpensiveWin(w http.ResponseWriter, r *http.Request, _ *params) error {
	win, err := h.TopDrops.MostExpensive(r.Context(), actor.From(r.Context()))
	if err != nil {
		return err
	}
	if win == nil {
		ok(w, nil)
		return nil
	}
	ok(w, h.winViews([]feed.Win{*win})[0])
	return nil
}

// userTopView is a profile's best drops as the viewer may see them.
type userTopView struct {
	UserID int `json:"user_id"`
	// Private: the player keeps the profile private from the viewer; drops
	// is then empty.
	Private bool      `json:"private"`
	Drops   []winView `json:"drops"`
}

func (h *Handler) userTopView(t *topdrops.UserTop) userTopView {
	return userTopView{UserID: t.UserID, Private: t.Private, Drops: h.winViews(t.Drops)}
}

// userTopDrops is a player's dearest wins ever (limit ≤ 30, default 10).
func (h *Handler) userTopDrops(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || id < 1 {
		return apperr.Validation.Msg("id must be a player's id").With("field", "id")
	}
	n, err := p.int("limit", topdrops.DefaultUserTop)
	if err != nil {
		return err
	}
	t, err := h.TopDrops.UserTop(r.Context(), actor.From(r.Context()), id, n)
	if err != nil {
		return err
	}
	ok(w, h.userTopView(t))
	return nil
}
