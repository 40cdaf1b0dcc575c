package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/users"
)

// The player's own settings (spec 7 "Auth and user").

func (h *Handler) setting(w http.ResponseWriter, r *http.Request, apply func(u *ent.User) (*ent.User, error)) error {
	u, err := h.viewer(r)
	if err != nil {
		return err
	}
	if u, err = apply(u); err != nil {
		return err
	}
	ok(w, ownUser(u, h.restrictions(r, u), time.Now()))
	return nil
}

func (h *Handler) setCountry(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.setting(w, r, func(u *ent.User) (*ent.User, error) {
		return users.SetCountry(r.Context(), h.DB, u.ID, p.str("country_code"))
	})
}

func (h *Handler) setLang(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.setting(w, r, func(u *ent.User) (*ent.User, error) {
		return users.SetLang(r.Context(), h.DB, u.ID, p.str("lang"))
	})
}

func (h *Handler) saveTradeURL(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.setting(w, r, func(u *ent.User) (*ent.User, error) {
		return users.SaveTradeURL(r.Context(), h.DB, u.ID, p.str("tradeoffer"))
	})
}

func (h *Handler) selfBan(w http.ResponseWriter, r *http.Request, p *params) error {
	days, err := p.int("days", 0)
	if err != nil {
		return err
	}
	return h.setting(w, r, func(u *ent.User) (*ent.User, error) {
		return users.SelfBan(r.Context(), h.DB, u.ID, days, time.Now())
	})
}

func (h *Handler) selfBanOptions(w http.ResponseWriter, _ *http.Request, _ *params) error {
	ok(w, map[string]any{"days": users.SelfBanDays})
	return nil
}

func (h *Handler) countries(w http.ResponseWriter, _ *http.Request, _ *params) error {
	ok(w, users.Countries())
	return nil
}
