package rest

import (
	"net/http"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/promo"
	"github.com/casefront/casefront/server/ratelimit"
)

// Promo codes, promo pages and referrals.

func (h *Handler) promoRoutes() []endpoint {
	return []endpoint{
		{"POST", ratelimit.Promo.Name, h.activatePromocode, ratelimit.Promo.PerMinute},
		{"GET", "/promo/{code}", h.promoPage, 0},
		{"POST", "/promo/{name}/activate", h.activatePromoPage, ratelimit.Promo.PerMinute},
		{"GET", "/user/history/promocodes", h.promoHistory, 0},
		{"POST", "/user/referrer", h.setReferrer, ratelimit.Promo.PerMinute},
	}
}

type promoView struct {
	Code     string            `json:"code"`
	Slug     string            `json:"slug"`
	Type     string            `json:"type"`
	Group    string            `json:"group"`
	Amount   Money             `json:"amount"`
	Percent  int64             `json:"percent"`
	CaseID   *int              `json:"case_id"`
	Data     map[string]string `json:"data"`
	EndsAt   *time.Time        `json:"ends_at"`
	UsesLeft *int              `json:"uses_left"`
}

func (h *Handler) promoPage(w http.ResponseWriter, r *http.Request, _ *params) error {
	p, err := h.Promo.Get(r.Context(), r.PathValue("code"))
	if err != nil {
		return err
	}
	data := p.Data
	if data == nil {
		data = map[string]string{}
	}
	ok(w, promoView{Code: p.Code, Slug: p.Code, Type: string(p.Type), Group: p.Group, Amount: Money(p.Amount),
		Percent: p.PercentBps / 100, CaseID: p.CaseID, Data: data, EndsAt: p.EndsAt, UsesLeft: promo.UsesLeft(p)})
	return nil
}

type activationView struct {
	ID        int       `json:"id"`
	Code      string    `json:"code"`
	Type      string    `json:"type"`
	Amount    Money     `json:"amount"`
	Percent   int64     `json:"percent"`
	CaseID    *int      `json:"case_id"`
	State     string    `json:"state"`
	CreatedAt time.Time `json:"created_at"`
}

func activationOf(a *ent.PromoActivation) activationView {
	return activationView{ID: a.ID, Code: a.Code, Type: string(a.Type), Amount: Money(a.Amount), Percent: a.PercentBps / 100,
		CaseID: a.CaseID, State: string(a.State), CreatedAt: a.CreatedAt}
}

// activatePromocode answers the activation; the client builds the spec's
// success text from its type (money: the amount; percent: extra N%).
func (h *Handler) activatePromocode(w http.ResponseWriter, r *http.Request, p *params) error {
	act, err := h.Promo.Activate(r.Context(), actor.From(r.Context()), p.str("code"), "")
	if err != nil {
		return err
	}
	ok(w, activationOf(act))
	return nil
}

// activatePromoPage activates a promo page's code; group is optional.
func (h *Handler) activatePromoPage(w http.ResponseWriter, r *http.Request, p *params) error {
	act, err := h.Promo.Activate(r.Context(), actor.From(r.Context()), r.PathValue("name"), p.str("group"))
	if err != nil {
		return err
	}
	ok(w, activationOf(act))
	return nil
}

func (h *Handler) promoHistory(w http.ResponseWriter, r *http.Request, p *params) error {
	page, limit, err := p.paging(promo.HistoryPageSize)
	if err != nil {
		return err
	}
	rows, total, err := h.Promo.History(r.Context(), actor.From(r.Context()), page, limit)
	if err != nil {
		return err
	}
	out := make([]activationView, len(rows))
	for i, a := range rows {
		out[i] = activationOf(a)
	}
	ok(w, out, pageMeta(total, page, limit))
	return nil
}

// setReferrer binds the viewer to a partner code saved by a ref- page.
func (h *Handler) setReferrer(w http.ResponseWriter, r *http.Request, p *params) error {
	u, err := h.Partner.SetReferrer(r.Context(), actor.From(r.Context()), p.str("code"))
	if err != nil {
		return err
	}
	ok(w, referrerView{ReferrerID: u.ReferrerID})
	return nil
}

// referrerView is the partner the viewer is bound to.
type referrerView struct {
	ReferrerID *int `json:"referrer_id"`
}
